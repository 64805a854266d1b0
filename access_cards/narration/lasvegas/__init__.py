"""Las Vegas' narration: events (``narrator``), questions (``queries``) and the words for
cards, players and chips (``words``)."""

from __future__ import annotations

from access_cards.narration.lasvegas.narrator import LasVegasNarrator

__all__ = ["NARRATOR", "LasVegasNarrator"]

NARRATOR = LasVegasNarrator  # found by narration.create_narrator("lasvegas", ...)
