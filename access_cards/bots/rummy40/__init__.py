"""Rummy 40's computer players (``players``) and what they know of hands and the table
(``knowledge``)."""

from __future__ import annotations

from access_cards.bots.rummy40.players import Rummy40Easy, Rummy40Hard, Rummy40Normal

__all__ = ["LEVELS", "Rummy40Easy", "Rummy40Hard", "Rummy40Normal"]

LEVELS = {"easy": Rummy40Easy, "normal": Rummy40Normal, "hard": Rummy40Hard}  # bots.create
