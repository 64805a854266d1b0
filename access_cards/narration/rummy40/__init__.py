"""Rummy 40's narration: events (``narrator``), questions and the assist (``queries``), and
the words for cards, melds and hands (``words``)."""

from __future__ import annotations

from access_cards.narration.rummy40.narrator import Rummy40Narrator

__all__ = ["NARRATOR", "Rummy40Narrator"]

NARRATOR = Rummy40Narrator  # found by narration.create_narrator("rummy40", ...) once registered
