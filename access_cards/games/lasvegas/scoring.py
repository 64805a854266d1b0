"""Las Vegas' cards as ints, hand totals (LV-2) and the pot's division (LV-13, LV-15, LV-16).

A card is an int 0..39, ``(rank - 1) * 4 + suit`` with suits in the deck's order (coppe,
denari, spade, bastoni), so a sorted hand is in rank order and ``RANK`` is a look-up.
Pure functions, no state: the tests and the bots may call them directly.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from access_cards.engine.cards import ITALIAN_SUITS

__all__ = [
    "CODES",
    "INDEX",
    "RANK",
    "Split",
    "hand_total",
    "pot_layers",
    "seat_order",
    "share_equally",
    "split_pot",
]

CODES = tuple(f"{c // 4 + 1}{ITALIAN_SUITS[c % 4]}" for c in range(40))
INDEX = {code: c for c, code in enumerate(CODES)}
RANK = tuple(c // 4 + 1 for c in range(40))
ACE = 1
FIGURE = 8  # fante, cavallo and re (8, 9, 10) count 10 each with figures10_aces_1or11


def hand_total(cards: Sequence[int], figures: bool = False) -> int:
    """LV-2: the sum of the cards' values.  ``figures``: the Wikipedia variant, where the
    fante, cavallo and re count 10, a lone ace 1 and each of two or more aces 11."""
    if not figures:
        return sum(RANK[c] for c in cards)
    total = aces = 0
    for c in cards:
        rank = RANK[c]
        if rank == ACE:
            aces += 1
        else:
            total += 10 if rank >= FIGURE else rank
    return total + (aces if aces < 2 else 11 * aces)


def seat_order(seats: int, dealer: int) -> list[int]:
    """Every seat in play order from the first player after the dealer (LV-16's order)."""
    return [(dealer + step) % seats for step in range(1, seats + 1)]


def share_equally(amount: int, sharers: Sequence[int]) -> tuple[dict[int, int], list[int]]:
    """``amount`` split equally among ``sharers`` (given in LV-16's order); the leftover
    chips one each to the first sharers.  Returns the shares and who got a leftover chip."""
    each, left = divmod(amount, len(sharers))
    shares = {seat: each for seat in sharers}
    lucky = list(sharers[:left])
    for seat in lucky:
        shares[seat] += 1
    return shares, lucky


@dataclass
class Split:
    """How one pot (or side pot) was divided at a showdown (LV-15, LV-16).

    ``low``/``high``: the seats with the lowest / highest total; ``low_half``/``high_half``:
    the halves (0 when ``tie``: everyone tied and the whole pot was shared);
    ``to_half``: which half took the odd chip of an odd pot (None: even, or no halves);
    ``odd``: (seat, part) for each leftover chip of a shared part ("low", "high", "whole").
    """

    amount: int
    seats: list[int]
    low: list[int] = field(default_factory=list)
    high: list[int] = field(default_factory=list)
    low_half: int = 0
    high_half: int = 0
    tie: bool = False
    to_half: str | None = None
    shares: dict[int, int] = field(default_factory=dict)
    odd: list[tuple[int, str]] = field(default_factory=list)


def split_pot(
    amount: int, seats: Sequence[int], totals: Sequence[int], *, odd_high: bool = True
) -> Split:
    """LV-15/LV-16: ``amount`` between ``seats`` (in LV-16's order, two or more) by their
    ``totals`` (indexed by seat): half to the lowest, half to the highest; the whole pot
    shared if all tie.  ``odd_high``: the odd chip of an odd pot to the high half."""
    split = Split(amount, list(seats))
    values = [totals[s] for s in seats]
    low_value, high_value = min(values), max(values)
    if low_value == high_value:
        split.tie = True
        split.low = split.high = list(seats)
        split.shares, lucky = share_equally(amount, seats)
        split.odd = [(s, "whole") for s in lucky]
        return split
    split.low = [s for s in seats if totals[s] == low_value]
    split.high = [s for s in seats if totals[s] == high_value]
    small, big = amount // 2, amount - amount // 2
    split.high_half, split.low_half = (big, small) if odd_high else (small, big)
    if big != small:
        split.to_half = "high" if odd_high else "low"
    low_shares, low_lucky = share_equally(split.low_half, split.low)
    high_shares, high_lucky = share_equally(split.high_half, split.high)
    split.shares = {**low_shares, **high_shares}
    split.odd = [(s, "low") for s in low_lucky] + [(s, "high") for s in high_lucky]
    return split


def pot_layers(put: Sequence[int], live: Sequence[int]) -> list[tuple[int, list[int]]]:
    """LV-A4 ``side_pots``: the main pot and side pots from what each seat put in this hand.

    ``live``: the seats still in the hand (not folded), in LV-16's order.  Each layer is
    (amount, the live seats that put in at least its level); the chips folded seats put in
    above the top level join the top layer.  With equal contributions: one layer, the pot.
    """
    levels = sorted({put[s] for s in live})
    layers = []
    below = 0
    for index, level in enumerate(levels):
        top = index == len(levels) - 1
        amount = sum((p if top else min(p, level)) - min(p, below) for p in put if p > below)
        layers.append((amount, [s for s in live if put[s] >= level]))
        below = level
    return layers
