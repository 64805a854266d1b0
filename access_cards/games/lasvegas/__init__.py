"""Las Vegas: RULES.md §3.  ``game`` holds the game class, ``state`` the match in play,
``scoring`` cards, totals and the pot's division, ``actions`` the texts, ``options``,
``why`` the reasons for a refusal, ``checks`` saves, ``position`` hands set up by hand."""

from __future__ import annotations

from access_cards.games.lasvegas.actions import LVAction
from access_cards.games.lasvegas.game import DECK, LasVegas
from access_cards.games.lasvegas.position import deck_for, position
from access_cards.games.lasvegas.state import LasVegasState

__all__ = ["DECK", "GAME", "LVAction", "LasVegas", "LasVegasState", "deck_for", "position"]

LasVegas.state_class = LasVegasState

GAME = LasVegas  # found by games.find("lasvegas") once registered
