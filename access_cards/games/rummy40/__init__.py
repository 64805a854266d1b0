"""Rummy 40: RULES.md §2.  ``game`` holds the game class, ``state`` the match in play,
``melds`` the melds, ``rules`` the dead-end check, ``scoring`` the payout."""

from __future__ import annotations

from access_cards.games.rummy40.actions import R40Action
from access_cards.games.rummy40.game import Rummy40
from access_cards.games.rummy40.state import Rummy40State

__all__ = ["GAME", "R40Action", "Rummy40", "Rummy40State"]

Rummy40.state_class = Rummy40State

GAME = Rummy40  # found by games.find("rummy40") once registered
