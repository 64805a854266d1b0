"""Khmer: RULES.md §1.  ``game`` holds the cards, actions and the game class, ``state`` the
match in play, ``checks`` what a loaded save must pass, ``position`` positions set by hand."""

from __future__ import annotations

from access_cards.games.khmer.game import (
    CONCEDE,
    DECK_COUNTS,
    DISCARD,
    DRAW,
    KNOCK,
    PLAY,
    Khmer,
    KhmerAction,
    showdown_result,
)
from access_cards.games.khmer.position import position
from access_cards.games.khmer.state import KhmerState

__all__ = [
    "CONCEDE",
    "DECK_COUNTS",
    "DISCARD",
    "DRAW",
    "GAME",
    "KNOCK",
    "PLAY",
    "Khmer",
    "KhmerAction",
    "KhmerState",
    "position",
    "showdown_result",
]

Khmer.state_class = KhmerState

GAME = Khmer  # found by games.find("khmer")
