"""King's narration: events (``narrator``), questions (``queries``) and card words (``words``)."""

from __future__ import annotations

from access_cards.narration.king.narrator import KingNarrator

__all__ = ["NARRATOR", "KingNarrator"]

NARRATOR = KingNarrator  # found by narration.create_narrator("king", ...)
