"""Khmer's narration: events (``narrator``), questions (``queries``) and card words (``words``)."""

from __future__ import annotations

from access_cards.narration.khmer.narrator import KhmerNarrator

__all__ = ["NARRATOR", "KhmerNarrator"]

NARRATOR = KhmerNarrator  # found by narration.create_narrator("khmer", ...)
