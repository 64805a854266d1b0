"""Las Vegas (Italian 40-card betting game; seed 003): RULES.md §3, LV-1…LV-17 — the game class.

``scoring`` holds the cards as ints, totals and the pot's division, ``actions`` the
texts, ``options`` the options, ``state`` the match in play, ``why`` the reasons for a
refusal, ``checks`` what a loaded save must pass, ``position`` positions set by hand.
"""

from __future__ import annotations

from typing import ClassVar

from access_cards.engine.cards import find_deck
from access_cards.engine.state import Game
from access_cards.games.lasvegas.actions import LVAction, read_text
from access_cards.games.lasvegas.options import LV_OPTIONS

__all__ = ["DECK", "LasVegas"]

DECK = find_deck("italian40")


class LasVegas(Game[LVAction]):
    """Las Vegas for 2 to 6 players."""

    name: ClassVar[str] = "lasvegas"
    title: ClassVar[str] = "Las Vegas"
    min_seats: ClassVar[int] = 2
    max_seats: ClassVar[int] = 6
    deck = DECK
    options = LV_OPTIONS

    @classmethod
    def read_action(cls, text: str) -> LVAction | None:
        """``check``, ``bet N``, ``call``, ``raise N`` or ``fold``, legal or not."""
        return read_text(text)
