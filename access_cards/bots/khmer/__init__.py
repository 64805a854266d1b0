"""Khmer's computer players (``players``) and what they may infer from a view (``knowledge``)."""

from __future__ import annotations

from access_cards.bots.khmer.players import (
    KhmerEasy,
    KhmerHard,
    KhmerNormal,
    match_equity,
    remembered_total,
)

__all__ = ["LEVELS", "KhmerEasy", "KhmerHard", "KhmerNormal", "match_equity", "remembered_total"]

LEVELS = {"easy": KhmerEasy, "normal": KhmerNormal, "hard": KhmerHard}  # found by bots.create
