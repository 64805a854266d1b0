"""King's computer players (``players``) and their model of trick play (``knowledge``)."""

from __future__ import annotations

from access_cards.bots.king.players import KingEasy, KingHard, KingNormal

__all__ = ["LEVELS", "KingEasy", "KingHard", "KingNormal"]

LEVELS = {"easy": KingEasy, "normal": KingNormal, "hard": KingHard}  # found by bots.create
