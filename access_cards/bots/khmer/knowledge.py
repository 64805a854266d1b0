"""What a Khmer seat knows, read from its view, and the worlds consistent with it.

The unseen cards are the deck minus the own hand, both front rows, the known
part of the table pile and the discarded 6s.  They split into the opponent's
hand, the hidden part of the pile (top-card-only variant) and the 4 set-aside
cards.  ``splits`` enumerates every such split with its number of card
combinations, so bots can reason exactly or sample worlds in proportion.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from functools import lru_cache
from math import comb
from typing import Any

from access_cards.games.khmer import DECK_COUNTS

__all__ = ["Knowledge", "Split", "opponent_total_distribution", "splits"]

Counts = tuple[int, ...]  # index = card value 0..6 (0 unused)


@dataclass(frozen=True)
class Split:
    """Counts per value of the opponent's hand and the hidden pile cards, and a weight."""

    opponent: Counts
    hidden_pile: Counts
    weight: int


@dataclass
class Knowledge:
    """One seat's knowledge of a Khmer deal, with card values as ints."""

    seat: int
    hand: list[int]  # counts by value
    my_front: list[int]
    opp_front: list[int]
    opp_hand_size: int
    pile: list[int]  # known pile cards, bottom to top (top card only when hidden)
    pile_size: int
    pile_owners: list[int] | None
    table_total: int
    sixes_out: list[int]
    legal: list[str]
    scores: list[int]
    target: int
    single: bool
    draw_own: bool
    top_owner: int | None

    @property
    def opp(self) -> int:
        return 1 - self.seat

    @property
    def my_total(self) -> int:
        return sum(v * n for v, n in enumerate(self.hand)) + sum(self.my_front)

    @property
    def hidden_pile_size(self) -> int:
        return self.pile_size - len(self.pile)

    @property
    def hidden_pile_sum(self) -> int:
        return self.table_total - sum(self.pile)

    def pool(self) -> Counts:
        """Counts of the cards this seat has not seen."""
        left = list(DECK_COUNTS)
        for v in range(1, 7):
            left[v] -= self.hand[v]
        for v in self.my_front + self.opp_front + self.pile:
            left[v] -= 1
        left[6] -= sum(self.sixes_out)
        return tuple(left)

    @classmethod
    def from_view(cls, view: Mapping[str, Any], remembered_total: int | None = None) -> Knowledge:
        """Read a seat's view; ``remembered_total`` stands in for a hidden table total."""
        seat = int(view["seat"])
        hand = [0] * 7
        for code in view["hand"]:
            hand[int(code)] += 1
        fronts = [[int(c) for c in f] for f in view["fronts"]]
        full = "pile" in view
        top = view["top_card"]
        pile = [int(c) for c in view["pile"]] if full else ([] if top is None else [int(top)])
        total = view.get("table_total")
        if total is None:
            total = remembered_total if remembered_total is not None else sum(pile)
        options = view["options"]
        return cls(
            seat=seat,
            hand=hand,
            my_front=fronts[seat],
            opp_front=fronts[1 - seat],
            opp_hand_size=int(view["hand_sizes"][1 - seat]),
            pile=pile,
            pile_size=int(view["pile_size"]),
            pile_owners=list(view["pile_owners"]) if full else None,
            table_total=int(total),
            sixes_out=list(view["sixes_discarded"]),
            legal=list(view["legal_actions"]),
            scores=list(view["scores"]),
            target=int(options["target"]),
            single=options["mode"] == "single",
            draw_own=options["khmer_draw_own_card"] == "allowed",
            top_owner=view["top_owner"],
        )


@lru_cache(maxsize=4096)
def splits(pool: Counts, opp_size: int, pile_size: int, pile_sum: int) -> tuple[Split, ...]:
    """Every way to deal the unseen pool into opponent hand and hidden pile.

    The rest of the pool is the set-aside.  A split's weight counts the
    distinct card combinations it stands for, so sampling by weight samples
    deals uniformly.  ``pile_sum`` constrains the hidden pile's total.
    """
    found: list[Split] = []

    def walk(v: int, opp: list[int], hid: list[int], k: int, n: int, s: int, w: int) -> None:
        if v == 7:
            if k == opp_size and n == pile_size and s == pile_sum:
                found.append(Split(tuple(opp), tuple(hid), w))
            return
        c = pool[v]
        for x in range(min(c, opp_size - k) + 1):
            for y in range(min(c - x, pile_size - n) + 1):
                if s + v * y > pile_sum:
                    break
                opp[v], hid[v] = x, y
                walk(v + 1, opp, hid, k + x, n + y, s + v * y, w * comb(c, x) * comb(c - x, y))
        opp[v] = hid[v] = 0

    walk(1, [0] * 7, [0] * 7, 0, 0, 0, 1)
    return tuple(found)


def opponent_total_distribution(know: Knowledge) -> dict[int, float]:
    """Probability of each opponent total (hand plus front row)."""
    found = splits(know.pool(), know.opp_hand_size, know.hidden_pile_size, know.hidden_pile_sum)
    base = sum(know.opp_front)
    weights: dict[int, int] = {}
    for split in found:
        total = base + sum(v * n for v, n in enumerate(split.opponent))
        weights[total] = weights.get(total, 0) + split.weight
    whole = sum(weights.values()) or 1
    return {t: w / whole for t, w in weights.items()}
