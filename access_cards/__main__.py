"""Allow ``python -m access_cards``."""

import sys

from access_cards.cli import main

sys.exit(main())
