"""Las Vegas odds: what a hand is worth, by sampling the cards a seat has not seen.

Only ranks matter in Las Vegas (suits name the cards, nothing more), so a card is its
rank index here, ``0..9`` for the values 1..10, and the unseen cards are 10 counts: 4 of
each rank less the seat's own cards and every card on the centre piles (the turned card
and all the discards on it).  One sample deals the other active players' hands and the
face-down centre cards from those, turns the centre cards in order, discards (LV-12),
and divides the pot: Las Vegas (LV-13) or the showdown's low and high halves (LV-15).
A seat's *share* is the part of the final pot it takes, everyone staying in.

``excluded``: ranks the other players cannot hold.  Every active player discards all
the cards of a turned rank, so nobody still in holds one (a player who discarded
nothing on a 7 holds no 7): the hard bot deals the others' hands from the other ranks;
the normal one deals them from everything unseen.

Each sample has a weight (1 as dealt; the hard bot weighs the samples by how well the
others' hands fit their bets), so the share is a weighted mean.

The module also has exact hypergeometric figures (``las_vegas_chance``,
``survival_totals``) for quick estimates without sampling.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache
from math import comb

__all__ = [
    "NEVER",
    "RANKS",
    "Deals",
    "Odds",
    "hand_value",
    "las_vegas_chance",
    "others_law",
    "sample_deals",
    "share_odds",
    "survival_totals",
]

RANKS = 10
NEVER = 99  # a rank that is not turned in the sample


def hand_value(ranks: Sequence[int], figures: bool = False) -> int:
    """LV-2: the total of rank indices ``ranks`` (``figures``: J, Q, K 10, aces 1 or 11)."""
    if not figures:
        return sum(ranks) + len(ranks)
    aces = sum(1 for r in ranks if r == 0)
    total = sum(10 if r >= 7 else r + 1 for r in ranks if r)
    return total + (aces if aces < 2 else 11 * aces)


@dataclass(frozen=True, slots=True)
class Odds:
    """A seat's prospects: ``share`` of the final pot (weighted mean over the samples),
    ``las_vegas`` its chance to take the pot by emptying its hand, ``low`` and ``high``
    its chances to take (part of) a half at the showdown."""

    share: float
    las_vegas: float
    low: float
    high: float
    samples: int


@dataclass(slots=True)
class Deals:
    """Sampled ends of the hand, player 0 being the seat itself and 1.. the others in the
    order given: per sample its ``weight``, when each hand empties (``empties``: the
    index of the centre card that empties it, -1 already empty, ``NEVER``), each final
    ``totals``, and the others' hands (sorted rank tuples)."""

    weights: list[float]
    empties: list[list[int]]
    totals: list[list[int]]
    hands: list[list[tuple[int, ...]]]
    immediate: bool

    def share(self, index: int, members: Sequence[int]) -> float:
        """Player 0's share of the pot in sample ``index`` if only ``members`` (which hold
        0) stay in: Las Vegas (LV-13) or the low and high halves (LV-15)."""
        empties = self.empties[index]
        if self.immediate:
            first = min(empties[p] for p in members)
            if first < NEVER:
                if empties[0] != first:
                    return 0.0
                return 1.0 / sum(1 for p in members if empties[p] == first)
        else:
            emptied = sum(1 for p in members if empties[p] < NEVER)
            if emptied:
                return 1.0 / emptied if empties[0] < NEVER else 0.0
        totals = self.totals[index]
        mine = totals[0]
        low = high = mine
        for p in members:
            t = totals[p]
            if t < low:
                low = t
            elif t > high:
                high = t
        if low == high:
            return 1.0 / len(members)
        if mine == low:
            return 0.5 / sum(1 for p in members if totals[p] == low)
        if mine == high:
            return 0.5 / sum(1 for p in members if totals[p] == high)
        return 0.0

    def odds(self) -> Odds:
        """The seat's odds with everybody staying in."""
        members = range(len(self.empties[0])) if self.empties else range(1)
        total_w = share = lv = low = high = 0.0
        for i, w in enumerate(self.weights):
            total_w += w
            share += w * self.share(i, members)
            empties, totals = self.empties[i], self.totals[i]
            first = min(empties) if self.immediate else NEVER - 1
            if empties[0] < NEVER and empties[0] <= first:
                lv += w
            elif all(e == NEVER for e in empties):
                low += w * (totals[0] == min(totals))
                high += w * (totals[0] == max(totals))
        if total_w <= 0.0:
            return Odds(1.0 / len(members), 0.0, 0.0, 0.0, 0)
        return Odds(share / total_w, lv / total_w, low / total_w, high / total_w, len(self.weights))


def sample_deals(
    mine: Sequence[int],
    others: Sequence[int],
    unseen: Sequence[int],
    face_down: int,
    rng: random.Random,
    samples: int,
    *,
    excluded: Sequence[int] = (),
    immediate: bool = True,
    figures: bool = False,
) -> Deals:
    """``samples`` ends of the hand for a seat holding ``mine`` (rank indices) against
    active players holding ``others`` cards each, ``unseen`` counts per rank and
    ``face_down`` centre cards to turn; the others' hands avoid the ``excluded`` ranks.
    ``immediate``: LV-13 as ruled (the first to empty his hand takes the pot at once);
    otherwise (``at_showdown``) every empty hand at the end shares it."""
    allowed = [r for r in range(RANKS) if r not in excluded for _ in range(unseen[r])]
    barred = [r for r in range(RANKS) if r in excluded for _ in range(unseen[r])]
    dealt = sum(others)
    if dealt > len(allowed):  # the reading cannot be right: deal from everything
        allowed, barred = allowed + barred, []
    base = allowed + barred
    n_allowed, n_all = len(allowed), len(base)
    face_down = max(0, min(face_down, n_all - dealt))
    deals = Deals([], [], [], [], immediate)
    if dealt > n_all:
        return deals
    mine = list(mine)
    slices = []
    at = 0
    for size in others:
        slices.append((at, at + size))
        at += size
    rand = rng.random
    keep_w, keep_e, keep_t, keep_h = (
        deals.weights.append,
        deals.empties.append,
        deals.totals.append,
        deals.hands.append,
    )
    for _ in range(samples):
        a = base[:]
        for i in range(dealt):
            j = i + int(rand() * (n_allowed - i))
            a[i], a[j] = a[j], a[i]
        for i in range(dealt, dealt + face_down):
            j = i + int(rand() * (n_all - i))
            a[i], a[j] = a[j], a[i]
        pos = [NEVER] * RANKS
        for idx in range(face_down):
            r = a[dealt + idx]
            if pos[r] == NEVER:
                pos[r] = idx
        hands = [tuple(sorted(a[lo:hi])) for lo, hi in slices]
        empties = []
        totals = []
        for h in [mine, *hands]:
            e = -1
            kept = []
            for r in h:
                p = pos[r]
                if p > e:
                    e = p
                if p == NEVER:
                    kept.append(r)
            empties.append(e)
            totals.append(hand_value(kept, figures) if figures else sum(kept) + len(kept))
        keep_w(1.0)
        keep_e(empties)
        keep_t(totals)
        keep_h(hands)
    return deals


def share_odds(
    mine: Sequence[int],
    others: Sequence[int],
    unseen: Sequence[int],
    face_down: int,
    rng: random.Random,
    samples: int,
    *,
    excluded: Sequence[int] = (),
    immediate: bool = True,
    figures: bool = False,
) -> Odds:
    """The seat's odds (``sample_deals``' arguments), everybody staying in."""
    if not others:
        return Odds(1.0, 0.0, 0.0, 0.0, 0)
    return sample_deals(
        mine,
        others,
        unseen,
        face_down,
        rng,
        samples,
        excluded=excluded,
        immediate=immediate,
        figures=figures,
    ).odds()


def _miss(unseen_total: int, out: int, face_down: int) -> float:
    """The chance that ``face_down`` cards from ``unseen_total`` avoid ``out`` of them."""
    if face_down <= 0:
        return 1.0
    whole = comb(unseen_total, face_down)
    return comb(unseen_total - out, face_down) / whole if whole else 1.0


def survival_totals(
    ranks: Sequence[int],
    unseen: Sequence[int],
    face_down: int,
    figures: bool = False,
) -> list[tuple[float, int | None]]:
    """Exactly, over the next ``face_down`` centre cards drawn from ``unseen`` counts: each
    (chance, final total) of a hand of ``ranks``; total None when every rank is turned
    (the hand empties: Las Vegas, the order left aside)."""
    distinct = sorted(set(ranks))
    n = sum(unseen)
    found: list[tuple[float, int | None]] = []
    count = len(distinct)
    for mask in range(1 << count):  # the ranks turned: exactly those in mask
        turned = [distinct[i] for i in range(count) if mask >> i & 1]
        kept = [distinct[i] for i in range(count) if not mask >> i & 1]
        chance = 0.0
        # Inclusion-exclusion: kept ranks all missed, each turned rank hit.
        for sub in range(1 << len(turned)):
            missed = sum(unseen[r] for r in kept) + sum(
                unseen[turned[i]] for i in range(len(turned)) if sub >> i & 1
            )
            sign = -1.0 if bin(sub).count("1") % 2 else 1.0
            chance += sign * _miss(n, missed, face_down)
        if chance <= 1e-12:
            continue
        held = [r for r in ranks if r in kept]
        found.append((chance, hand_value(held, figures) if held else None))
    return found


def las_vegas_chance(ranks: Sequence[int], unseen: Sequence[int], face_down: int) -> float:
    """The chance that every rank of ``ranks`` is among the next ``face_down`` cards."""
    if not ranks:
        return 1.0
    if len(set(ranks)) > face_down:
        return 0.0
    return sum(p for p, t in survival_totals(ranks, unseen, face_down) if t is None)


@lru_cache(maxsize=1 << 12)
def others_law(
    piles: tuple[int, ...], face_down: int, size: int
) -> tuple[tuple[float, ...], float]:
    """A rough law of another player's final total, seen from the table: he holds ``size``
    cards of the ranks not yet turned (as likely as the unseen cards of each rank; the
    centre ``piles`` counted per rank), each turned away by one of the next ``face_down``
    centre cards as the hypergeometric odds say, independently.  Returns the chance of
    each total 0..30 (0: nothing left) and the chance that his hand empties."""
    unseen = [4 - p for p in piles]
    pool = sum(unseen)
    live = [r for r in range(RANKS) if not piles[r] and unseen[r] > 0]
    weight = sum(unseen[r] for r in live) or 1
    card = [0.0] * 11
    for r in live:
        p = unseen[r] / weight
        keep = _miss(pool, unseen[r], face_down)
        card[r + 1] += p * keep
        card[0] += p * (1 - keep)
    law = [1.0] + [0.0] * 30
    for _ in range(size):
        nxt = [0.0] * 31
        for t, p in enumerate(law):
            if p:
                for v, q in enumerate(card):
                    if q and t + v <= 30:
                        nxt[t + v] += p * q
        law = nxt
    return tuple(law), (law[0] if size else 0.0)
