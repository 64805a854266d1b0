"""What Rummy 40's computer players know: hand evaluation and memory of the table.

Cards are the engine's indices (``games.rummy40.melds``: ``suit * 13 + rank - 2``,
the joker ``JK``); a hand is a list of 53 counts.  The meld search is the engine's own
(``all_melds``, ``melds_with``, ``best_packing``), so the bots and the rules never disagree
on what a meld is.  Everything here is computed from one seat's view and the events that
seat received.
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from access_cards.games.rummy40.melds import (
    CODES,
    INDEX,
    JK,
    PENALTY,
    best_packing,
    counts_of,
    melds_with,
    rank_of,
    suit_of,
)

__all__ = [
    "FULL_DECK",
    "Memory",
    "can_take",
    "hand_score",
    "packing",
    "partials",
    "to_counts",
    "unseen_cards",
]

OPENING = 40
JOKER_WORTH = 30.0  # a joker in hand: worth keeping far beyond its 15 penalty points
FULL_DECK = [2] * 52 + [2]  # two decks and two jokers: 106 cards


def to_counts(codes: Iterable[str]) -> list[int]:
    return counts_of([INDEX[c] for c in codes])


def packing(counts: Sequence[int], memo: dict[Any, int]) -> int:
    """The most meld value the hand could lay down at once (0 if none)."""
    got = best_packing(list(counts), -1, memo)
    return max(0, got)


def partials(counts: Sequence[int]) -> int:
    """Pairs that a single card would turn into a meld: same rank in two suits, or
    two cards of a suit at most two ranks apart (A high only)."""
    found = 0
    for rank in range(2, 15):
        suits = sum(1 for s in range(4) if counts[s * 13 + rank - 2])
        if suits >= 2:
            found += suits - 1
    for suit in range(4):
        base = suit * 13 - 2
        for rank in range(2, 14):
            if not counts[base + rank]:
                continue
            if counts[base + rank + 1] or (rank + 2 <= 14 and counts[base + rank + 2]):
                found += 1
    return found


def hand_score(counts: Sequence[int], memo: dict[Any, int], weight: float) -> float:
    """How good a hand is to hold: meld value ready, minus the penalty at risk, plus
    ``weight`` per near-meld and the jokers' worth."""
    penalty = sum(PENALTY[i] * n for i, n in enumerate(counts) if n)
    return packing(counts, memo) - penalty + weight * partials(counts) + JOKER_WORTH * counts[JK]


def can_take(counts: list[int], card: int, opened: bool, memo: dict[Any, int]) -> bool:
    """Whether a hand of ``counts`` could take ``card`` from the discard (R40-10): a new
    meld holding it, reaching the 40 opening with the rest if not yet opened."""
    counts[card] += 1
    try:
        for _kind, cards, value in melds_with(counts, card):
            if opened:
                return True
            rest = counts[:]
            for c in cards:
                rest[c] -= 1
            if value + max(0, best_packing(rest, -1, memo)) >= OPENING:
                return True
        return False
    finally:
        counts[card] -= 1


def unseen_cards(view: Mapping[str, Any], memory: Memory) -> list[int]:
    """The cards this seat has not seen where they are now: the other hands and the stock
    (its own hand, every meld and the discards it remembers taken away)."""
    counts = FULL_DECK[:]
    seen: list[str] = list(view.get("hand", []))
    for meld in view.get("melds", []):
        seen += meld["cards"]
    pile = view.get("discard_pile")
    seen += pile if pile is not None else memory.pile
    top = view.get("top_discard")
    if top is not None and pile is None and (not memory.pile or memory.pile[-1] != top):
        seen.append(top)
    for code in seen:
        i = INDEX[code]
        if counts[i]:
            counts[i] -= 1
    return [i for i, n in enumerate(counts) for _ in range(n)]


class Memory:
    """What a seat remembers of a hand: the discard pile as it was built (announced one
    card at a time), and per seat the cards it took from the discard and threw away."""

    def __init__(self) -> None:
        self.pile: list[str] = []
        self.taken: dict[int, list[str]] = {}
        self.thrown: dict[int, list[str]] = {}

    def reset(self) -> None:
        self.pile, self.taken, self.thrown = [], {}, {}

    def upcard(self, card: str) -> None:
        self.pile = [card]

    def drew_discard(self, seat: int, card: str) -> None:
        if self.pile and self.pile[-1] == card:
            self.pile.pop()
        self.taken.setdefault(seat, []).append(card)

    def discarded(self, seat: int, card: str) -> None:
        self.pile.append(card)
        self.thrown.setdefault(seat, []).append(card)

    def reshuffled(self) -> None:
        # R40-16: all but the last discard become the new stock (unseen again).
        self.pile = self.pile[-1:]

    def wants(self, seat: int, card: int) -> float:
        """How much ``seat``'s takes and discards say it collects ``card``'s neighbourhood:
        above 1 near what it took, below 1 near what it threw away."""
        factor = 1.0
        for code in self.taken.get(seat, []):
            if _near(INDEX[code], card):
                factor *= 1.5
        for code in self.thrown.get(seat, []):
            if _near(INDEX[code], card):
                factor *= 0.6
        return factor

    def dump(self) -> dict[str, Any]:
        return {
            "pile": self.pile[:],
            "taken": {str(k): v[:] for k, v in self.taken.items()},
            "thrown": {str(k): v[:] for k, v in self.thrown.items()},
        }

    def load(self, data: Mapping[str, Any]) -> None:
        self.pile = [str(c) for c in data.get("pile", [])]
        self.taken = {int(k): [str(c) for c in v] for k, v in data.get("taken", {}).items()}
        self.thrown = {int(k): [str(c) for c in v] for k, v in data.get("thrown", {}).items()}


def _near(a: int, b: int) -> bool:
    """Same rank, or same suit within two ranks (jokers are near nothing)."""
    if a == JK or b == JK:
        return False
    if rank_of(a) == rank_of(b):
        return True
    return suit_of(a) == suit_of(b) and abs(rank_of(a) - rank_of(b)) <= 2


def sample_hand(pool: Sequence[int], size: int, rng: random.Random) -> list[int]:
    """``size`` cards drawn from ``pool`` (the unseen cards) as counts."""
    size = min(size, len(pool))
    return counts_of(rng.sample(list(pool), size))


assert CODES[JK] == "JK"
