"""Rummy 40 (Koum-Kan 40, Kalooki 40; seed 002): RULES.md §2, R40-1…R40-19 — the game class.

``melds`` holds the melds on card indices, ``rules`` whether a turn can still be
finished, ``scoring`` penalties and the payout, ``actions`` the texts, ``options`` the
options, ``state`` the match in play, ``why`` the reasons for a refusal, ``checks`` saves.
"""

from __future__ import annotations

from typing import ClassVar

from access_cards.engine.state import Game
from access_cards.games.rummy40.actions import DECK, R40Action, read_texts
from access_cards.games.rummy40.options import R40_OPTIONS

__all__ = ["Rummy40"]


class Rummy40(Game[R40Action]):
    """Rummy 40 for 2 to 4 players."""

    name: ClassVar[str] = "rummy40"
    title: ClassVar[str] = "Rummy 40"
    min_seats: ClassVar[int] = 2
    max_seats: ClassVar[int] = 4
    deck = DECK
    options = R40_OPTIONS

    @classmethod
    def read_action(cls, text: str) -> R40Action | None:
        found = read_texts(text)
        return found[0] if found else None

    @classmethod
    def read_actions(cls, text: str) -> list[R40Action]:
        return read_texts(text)
