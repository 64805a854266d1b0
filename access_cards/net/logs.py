"""Log lines a flood would repeat, written once a minute with a count.

Under attack a server may fail the same way thousands of times a second (sockets refused at
the open-file limit, handshakes cut off): one line each filled 146 MB of standard error in
one test.  ``OncePerMinute`` lets the first line of each kind through, then counts the rest
and says how many there were with the next line of that kind a minute later.
"""

from __future__ import annotations

import logging
import time
from collections.abc import Callable

__all__ = ["OncePerMinute", "quiet_floods"]

# Loggers a flood of strangers fills: asyncio (accept failing), websockets (handshakes
# failing) and the server's own (clients let go for reading too slowly).
FLOODED = ("asyncio", "websockets.server", "access_cards.net.server", "access_cards.net.room")
MAX_KINDS = 256  # kinds of line remembered (a line's logger and its format)


class OncePerMinute(logging.Filter):
    """See the module docstring."""

    def __init__(self, seconds: float = 60.0, clock: Callable[[], float] = time.monotonic) -> None:
        super().__init__()
        self.seconds = seconds
        self.clock = clock
        self.kinds: dict[tuple[str, str], tuple[float, int]] = {}  # → (last written, held back)

    def filter(self, record: logging.LogRecord) -> bool:
        # The first line: asyncio writes the failing socket's details below it, which
        # differ every time.
        kind = (record.name, str(record.msg).split("\n", 1)[0])
        now = self.clock()
        last, held = self.kinds.get(kind, (-self.seconds, 0))
        if now - last < self.seconds:
            self.kinds[kind] = (last, held + 1)
            return False
        if len(self.kinds) >= MAX_KINDS:
            self.kinds.clear()
        self.kinds[kind] = (now, 0)
        if held:
            first, _, rest = str(record.msg).partition("\n")
            more = f"{first} (and {held} more like this since the last one written)"
            record.msg = f"{more}\n{rest}" if rest else more
        return True


def quiet_floods() -> None:
    """Put one ``OncePerMinute`` on each logger a flood fills (once per process)."""
    for name in FLOODED:
        logger = logging.getLogger(name)
        if not any(isinstance(f, OncePerMinute) for f in logger.filters):
            logger.addFilter(OncePerMinute())
