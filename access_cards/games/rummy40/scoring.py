"""Rummy 40's scoring: penalties (R40-15, R40-17) and the payout (R40-18)."""

from __future__ import annotations

from collections.abc import Sequence

from access_cards.games.rummy40.melds import PENALTY

__all__ = ["RUMMY_BONUS", "exit_standing", "hand_penalty", "payout"]

RUMMY_BONUS = 25  # R40-15


def hand_penalty(cards: Sequence[int]) -> int:
    """R40-17: the penalty values of the cards left in hand."""
    return sum(PENALTY[c] for c in cards)


def payout(pool: int, winner: int, penalties: dict[int, int], rule: str) -> dict[int, int]:
    """R40-18: the chips each seat receives; ``penalties`` holds the losers' totals.

    ``per_capita_ratio``: share = floor(P/4/(n−1) × (100−p)/100) for p < 100;
    ``proportional_pool``: share = floor(P/4 × (100−p)/Σ(100−p)) over losers with p < 100.
    Integer arithmetic throughout; the winner receives what is left (≥ 75 %).
    """
    losers = len(penalties)
    paid: dict[int, int] = {}
    eligible = {s: 100 - p for s, p in penalties.items() if p < 100}
    total = sum(eligible.values())
    for seat in penalties:
        points = eligible.get(seat, 0)
        if not points:
            paid[seat] = 0
        elif rule == "proportional_pool":
            paid[seat] = pool * points // (4 * total)
        else:
            paid[seat] = pool * points // (4 * losers * 100)
    paid[winner] = pool - sum(paid.values())
    return paid


def exit_standing(out_at: Sequence[int | None], last_hand: int) -> list[int]:
    """Elimination standing, higher first: seats still in above every exit, later exits
    above earlier ones; seats out in the same hand stand level."""
    return [last_hand + 1 if h is None else h for h in out_at]
