"""Las Vegas' computer players (``players``), what they know of the hand (``knowledge``)
and the odds of a hand by sampling the unseen cards (``odds``)."""

from __future__ import annotations

from access_cards.bots.lasvegas.players import LasVegasEasy, LasVegasHard, LasVegasNormal

__all__ = ["LEVELS", "LasVegasEasy", "LasVegasHard", "LasVegasNormal"]

LEVELS = {"easy": LasVegasEasy, "normal": LasVegasNormal, "hard": LasVegasHard}  # bots.create
