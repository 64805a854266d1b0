"""King: RULES.md §4.  ``game`` holds the game class, ``state`` the game in play, ``rules``
the pure rules, ``fast`` the same trick rules on ints for search, ``auction``, ``options``,
``actions``, ``checks`` for saves, and ``position`` positions set by hand."""

from __future__ import annotations

from access_cards.games.king.actions import KingAction
from access_cards.games.king.game import DECK, King
from access_cards.games.king.position import position
from access_cards.games.king.state import KingState

__all__ = ["DECK", "GAME", "King", "KingAction", "KingState", "position"]

King.state_class = KingState

GAME = King  # found by games.find("king")
