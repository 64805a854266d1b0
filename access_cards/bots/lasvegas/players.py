"""Las Vegas computer opponents: easy (simple habits), normal (its share of the pot by
sampling the unseen cards, against the price of a call) and hard (normal, with the other
players' hands narrowed by their discards and read from their bets, and some bluffs).

Each bot sees only its seat's view and the events addressed to it, and answers with one
of ``view["legal_actions"]``.  Sampling is seeded by the bot's seed and the position
(hand number, round, pot, own cards, bets so far), so the same seed gives the same
choices and a resumed match decides exactly as the uninterrupted one.
"""

from __future__ import annotations

import math
import random
import zlib
from collections.abc import Mapping
from functools import lru_cache
from typing import Any

from access_cards.bots.base import Bot
from access_cards.bots.lasvegas.knowledge import (
    Act,
    Memory,
    rank_of,
    revealed_ranks,
    unseen_counts,
)
from access_cards.bots.lasvegas.odds import (
    RANKS,
    Deals,
    others_law,
    sample_deals,
    survival_totals,
)
from access_cards.engine.events import Event

__all__ = ["LasVegasEasy", "LasVegasHard", "LasVegasNormal"]


class _LasVegasBot(Bot):
    """Shared part: memory of the hand, and turning a decision into a legal text."""

    def __init__(self, seat: int, seed: int | None = None, *, deterministic: bool = False) -> None:
        super().__init__(seat, seed, deterministic=deterministic)
        self.seed = seed
        self.seen = Memory()

    def observe(self, event: Event) -> None:
        self.seen.observe(event)

    def memory(self) -> dict[str, Any]:
        return self.seen.dump()

    def restore(self, memory: Mapping[str, Any]) -> None:
        self.seen.load(memory)

    def choose(self, view: Mapping[str, Any]) -> str:
        legal: list[str] = list(view["legal_actions"])
        if len(legal) <= 1:
            return legal[0]
        kind, amount = self.decide(view)
        return _legal_text(kind, amount, view, legal)

    def decide(self, view: Mapping[str, Any]) -> tuple[str, int]:
        raise NotImplementedError

    def _rng(self, view: Mapping[str, Any], salt: str = "") -> random.Random:
        """A generator fixed by the seed and the position: the same view, the same draws."""
        key = (
            f"{self.seed}|{salt}|{view['deal']}|{view['round']}|{view['pot']}|"
            f"{' '.join(view['hand'])}|{view['contributions']}|{view['active']}"
        )
        return random.Random(zlib.crc32(key.encode()))


def _legal_text(kind: str, amount: int, view: Mapping[str, Any], legal: list[str]) -> str:
    """The action as a legal text: amounts held within the limits; what is not open falls
    back to check, then call, then fold (one of them is always there)."""
    limits = view.get("limits") or {}
    if kind in ("bet", "raise"):
        span = limits.get(kind)
        if span:
            text = f"{kind} {min(max(amount, span[0]), span[1])}"
            if text in legal:
                return text
        kind = "call" if kind == "raise" else "check"
    if kind in legal:
        return kind
    for fallback in ("check", "call", "fold"):
        if fallback in legal:
            return fallback
    return legal[0]


def _situation(view: Mapping[str, Any]) -> tuple[int, int, int, int]:
    """(players in, pot, to call, own stack)."""
    limits = view.get("limits") or {}
    seat = view["seat"]
    return (
        len(view["active"]),
        int(view["pot"]),
        int(limits.get("to_call", 0)),
        view["stacks"][seat],
    )


# -- easy ------------------------------------------------------------------------------


class LasVegasEasy(_LasVegasBot):
    """Habits: bets half the pot with a hand it likes (one card left, a pair with centre
    cards to come, or a very low or very high total), calls small bets (up to a third of
    the pot, or two chips) and folds to bigger ones unless it likes its hand; never
    raises."""

    level = "easy"

    def decide(self, view: Mapping[str, Any]) -> tuple[str, int]:
        _players, pot, to_call, _stack = _situation(view)
        likes = self.likes(view)
        if to_call == 0:
            return ("bet", max(1, pot // 2)) if likes else ("check", 0)
        if to_call <= max(2, pot // 3) or likes:
            return "call", 0
        return "fold", 0

    @staticmethod
    def likes(view: Mapping[str, Any]) -> bool:
        hand = [rank_of(c) for c in view["hand"]]
        size = len(hand)
        more = view["face_down"] > 0
        if more and (size == 1 or (size >= 2 and len(set(hand)) < size)):
            return True
        total = sum(hand) + size
        return total <= 3 * size or total >= 8 * size


# -- normal ----------------------------------------------------------------------------


class LasVegasNormal(_LasVegasBot):
    """Its share of the pot, by sampling: the other players' hands and the face-down centre
    cards dealt ``samples`` times from the cards it has not seen (the deck less its hand and
    the centre piles), the centre turned, the pot divided.  It calls when its share of the
    pot after the call pays for it (pot odds, a little below them since players still to
    fold leave more to the rest), bets or raises when its share beats an equal one, sized
    to the pot by that margin."""

    level = "normal"
    samples = 500
    bet_edge = (0.0, 0.0)  # share above an equal one that makes a bet: two players, more
    raise_edge = (0.04, 0.18)  # ... a raise
    call_margin = -0.03  # share needed above the pot odds to call (others fold later)
    size_factor = 5.0  # bet = pot * (half + size_factor * edge), at most the pot

    def deals(self, view: Mapping[str, Any], others: list[int]) -> Deals:
        """The sampled ends of the hand against the active players ``others``."""
        return sample_deals(
            [rank_of(c) for c in view["hand"]],
            [view["hand_sizes"][s] for s in others],
            unseen_counts(view),
            int(view["face_down"]),
            self._rng(view),
            self.budget(len(others)),
            excluded=self.excluded(view),
            immediate=_immediate(view),
            figures=_figures(view),
        )

    def budget(self, others: int) -> int:
        """How many samples against ``others`` active players."""
        return self.samples

    def excluded(self, view: Mapping[str, Any]) -> list[int]:
        """Ranks the others cannot hold (normal: it does not narrow their hands)."""
        return []

    def decide(self, view: Mapping[str, Any]) -> tuple[str, int]:
        players, pot, to_call, _stack = _situation(view)
        others = [s for s in view["active"] if s != view["seat"]]
        share = self.deals(view, others).odds().share
        return self.policy(view, share, players, pot, to_call)

    def policy(
        self, view: Mapping[str, Any], share: float, players: int, pot: int, to_call: int
    ) -> tuple[str, int]:
        edge = share - 1.0 / players
        many = players > 2
        if to_call == 0:
            if edge > self.bet_edge[many]:
                return "bet", self.size(pot, edge)
            return "check", 0
        price = to_call / (pot + to_call)
        if edge > self.raise_edge[many] and (view.get("limits") or {}).get("raise"):
            return "raise", self.size(pot + to_call, edge)
        if share >= price + self.call_margin:
            return "call", 0
        return "fold", 0

    def size(self, pot: int, edge: float) -> int:
        frac = min(1.0, 0.5 + self.size_factor * max(0.0, edge))
        return max(1, round(pot * frac))


def _turn_order(view: Mapping[str, Any]) -> list[int]:
    """The other active players in the order they act after this seat."""
    seat, n = view["seat"], view["seats"]
    return sorted((s for s in view["active"] if s != seat), key=lambda s: (s - seat) % n)


def _immediate(view: Mapping[str, Any]) -> bool:
    return bool(view["options"].get("lv_lasvegas_timing", "immediate") == "immediate")


def _figures(view: Mapping[str, Any]) -> bool:
    return bool(view["options"].get("lv_values") == "figures10_aces_1or11")


def _piles(view: Mapping[str, Any]) -> tuple[int, ...]:
    """Per rank, the cards on the centre piles now."""
    counts = [0] * RANKS
    for pile in view.get("centre") or []:
        counts[int(pile["value"]) - 1] += int(pile["count"])
    return tuple(counts)


# -- hard ------------------------------------------------------------------------------


class LasVegasHard(LasVegasNormal):
    """Normal, plus what a careful player reads at the table, and a look at the answers:

    - nobody still in holds a rank turned in the centre (every active player discards it):
      the others' hands are dealt from the other ranks only;
    - each sampled hand of another player is weighed by how well it fits what he did
      (``read``): at each of his bets, raises, calls and checks this hand (his hand now
      plus what he has discarded since) had a strength (``strength``: its share of the pot
      as he could reckon it then), and a hand strong among the possible ones bets and
      raises, a weak one checks, one worth the price calls;
    - every action open to it (check or fold, call, a few bet and raise sizes) is valued
      in chips over the samples (``values``): the others answer a bet in turn, each as a
      player weighing his strength against the players left and his price (the last one
      left calls almost anything, two players splitting a showdown); with three or more
      still in, the pot is taken to grow by part of the smallest stack in the rounds to
      come, which a strong hand wants and a weak one avoids by putting in no more;
    - a bet or raise with less than an equal share is a bluff: it is kept at the rate that
      leaves a caller indifferent (the chips bet over the pot a call would make), else the
      best of checking, calling and folding.
    """

    level = "hard"
    samples = 900
    aggression = 2.0  # steepness of the others' bet chance, per deviation of strength
    floor = 0.15  # the least chance of any action whatever the hand (bluffs, mistakes)
    fold_steepness = 25.0  # how sharply the others fold below their price
    fold_margin = 0.03  # ... which they pay a little below (others fold later)
    sizes = (0.5, 1.0, 2.0)  # bets and raises tried, in pots
    all_in = True  # ... and the largest one
    future = 1.0  # share of the smallest stack three or more players in put in after this round
    free_look = 0.5  # share of the pot a player putting in no more still sees shown down
    commit_cost = 0.04  # chips a chip bet early costs (the later rounds' choices it spends)
    bluff_cap = 1.0  # bluffs at most this many times the caller's indifference rate

    def budget(self, others: int) -> int:
        # Each sample asks every other player for his answer: fewer against many.
        return self.samples * 3 // max(3, others)

    def excluded(self, view: Mapping[str, Any]) -> list[int]:
        return revealed_ranks(view)

    def deals(self, view: Mapping[str, Any], others: list[int]) -> Deals:
        """Normal's samples, each weighed by how well the others' hands in it fit what
        they did (``read``)."""
        deals = super().deals(view, others)
        self.read(deals, view, others)
        return deals

    def read(self, deals: Deals, view: Mapping[str, Any], others: list[int]) -> None:
        """Weigh the samples by the others' betting: for each of their actions this hand,
        each sampled hand's strength then (his hand now plus what he discarded since) is
        placed among the strengths of all the sampled hands (in standard deviations from
        their mean), and a hand high among them is taken to bet and raise, one low to
        check, one above the price to call (``likelihood``)."""
        figures = _figures(view)
        seen = self.seen
        fits: list[dict[tuple[int, ...], float]] = []
        for k, seat in enumerate(others):
            acts = [a for a in seen.acts if a.seat == seat]
            column = [hands[k] for hands in deals.hands]
            fit = dict.fromkeys(column, 1.0)
            for act in acts:
                since = tuple(seen.since(seat, act.round))
                piles = tuple(seen.pile_counts(act.round))
                around = tuple(sorted(seen.size(s, act.round) for s in act.active if s != seat))
                then = {
                    h: strength(tuple(sorted(h + since)), piles, 5 - act.round, around, figures)
                    for h in fit
                }
                values = [then[h] for h in column]
                mean = sum(values) / len(values)
                spread = math.sqrt(sum((v - mean) ** 2 for v in values) / len(values)) or 1.0
                for h, q in then.items():
                    fit[h] *= self.likelihood(act, (q - mean) / spread, (mean, spread))
            fits.append(fit)
        if any(v != 1.0 for f in fits for v in f.values()):
            deals.weights = [
                math.prod(fits[k][h] for k, h in enumerate(hands)) for hands in deals.hands
            ]

    def likelihood(self, act: Act, z: float, law: tuple[float, float]) -> float:
        """How likely a player whose hand stood ``z`` standard deviations above the mean of
        the possible hands (``law``: mean and deviation of their strengths) was to do
        ``act``: bet or raise a hand above the middle, check one below, call when its
        strength is above the price, fold the rest (and now and then anything)."""
        strong = _sigmoid(self.aggression * z)
        if act.kind in ("bet", "raise"):
            p = strong
        elif act.kind == "check":
            p = 1.0 - strong
        else:  # a call: strong enough for the price, not so strong that it raised
            mean, spread = law
            price = act.to_call / max(1, act.pot + act.to_call)
            p = _sigmoid(self.aggression * (z - (price - mean) / spread)) * (1.0 - 0.5 * strong)
        return self.floor + (1.0 - self.floor) * p

    def decide(self, view: Mapping[str, Any]) -> tuple[str, int]:
        players, pot, to_call, _stack = _situation(view)
        others = _turn_order(view)
        deals = self.deals(view, others)
        if not deals.weights:
            return super().decide(view)
        values = self.values(view, deals, others)
        best = max(values, key=lambda k: values[k])
        share = deals.odds().share
        kind, amount = best
        if kind in ("bet", "raise") and share < 1.0 / players:
            # A bluff: kept at a rate that leaves a caller indifferent.
            paid = to_call + amount
            rate = self.bluff_cap * paid / (pot + 2 * paid)
            if self._rng(view, "bluff").random() >= rate:
                calm = {k: v for k, v in values.items() if k[0] not in ("bet", "raise")}
                best = max(calm, key=lambda k: calm[k])
        return best

    def candidates(self, view: Mapping[str, Any]) -> list[tuple[str, int]]:
        limits = view.get("limits") or {}
        pot, to_call = int(view["pot"]), int(limits.get("to_call", 0))
        found: list[tuple[str, int]] = []
        if to_call == 0:
            found.append(("check", 0))
            kind, span = "bet", limits.get("bet")
        else:
            found.append(("fold", 0))
            if limits.get("call"):
                found.append(("call", 0))
            kind, span = "raise", limits.get("raise")
        if span:
            lo, hi = int(span[0]), int(span[1])
            base = pot + to_call
            sizes = {lo, *(round(base * f) for f in self.sizes)}
            if self.all_in:
                sizes.add(hi)
            found += [(kind, a) for a in sorted(sizes) if lo <= a <= hi]
        return found

    def values(
        self, view: Mapping[str, Any], deals: Deals, others: list[int]
    ) -> dict[tuple[str, int], float]:
        """Each candidate action's mean chips over the samples (folding now being 0).

        After a bet, raise or call, the players who must answer do so in turn, each as a
        player weighing his strength against the active players left (those who folded
        before him gone) and his price: the last one left against a bettor calls almost
        anything, since a showdown between two splits the pot."""
        seat = view["seat"]
        pot = int(view["pot"])
        level = int(view["level"])
        contrib = view["contributions"]
        stacks = view["stacks"]
        to_call = level - contrib[seat]
        waiting = set(view["waiting"])
        piles = _piles(view)
        face_down = int(view["face_down"])
        figures = _figures(view)
        sizes = view["hand_sizes"]
        size_of = [sizes[seat]] + [sizes[s] for s in others]  # by player index
        rng = self._rng(view, "answers")
        everyone = list(range(len(others) + 1))
        stack_of = [stacks[seat]] + [stacks[s] for s in others]
        # The chips each player still in may yet put in, in the rounds after this one.
        ahead = self.future * max(0, 5 - int(view["round"])) / 4
        draws = [[rng.random() for _ in others] for _ in deals.weights]
        weight = sum(deals.weights)
        strengths: dict[tuple[tuple[int, ...], tuple[int, ...]], float] = {}
        totals: dict[tuple[str, int], float] = {}
        for cand in self.candidates(view):
            kind, amount = cand
            if kind == "fold":
                totals[cand] = 0.0
                continue
            if kind == "check":
                grow = ahead * min(stack_of) if len(everyone) > 2 else 0.0
                value = quit = 0.0
                for i, w in enumerate(deals.weights):
                    share = deals.share(i, everyone)
                    value += w * (share * (pot + grow * len(everyone)) - grow)
                    quit += w * share * pot
                totals[cand] = max(value, self.free_look * quit if grow else value) / weight
                continue
            paid = to_call + amount
            new_level = level + amount
            owes = []  # what each other player owes to stay, 0 if he need not answer
            for j in others:
                if kind == "call":
                    owe = level - contrib[j] if j in waiting else 0
                else:
                    owe = new_level - contrib[j] if stacks[j] > 0 else 0
                owes.append(max(0, min(owe, stacks[j])))
            steady = [0] + [k for k, owe in enumerate(owes, 1) if owe <= 0]
            answering = [k for k, owe in enumerate(owes, 1) if owe > 0]
            value = quit = 0.0
            for i, w in enumerate(deals.weights):
                hands, u = deals.hands[i], draws[i]
                left = steady + answering
                in_pot = pot + paid
                for k in answering:
                    owe = owes[k - 1]
                    around = tuple(sorted(size_of[m] for m in left if m != k))
                    key = (hands[k - 1], around)
                    q = strengths.get(key)
                    if q is None:
                        q = strength(hands[k - 1], piles, face_down, around, figures)
                        strengths[key] = q
                    price = owe / (in_pot + owe)
                    if u[k - 1] < _sigmoid(self.fold_steepness * (price - self.fold_margin - q)):
                        left = [m for m in left if m != k]
                    else:
                        in_pot += owe
                if len(left) == 1:
                    value += w * pot
                    quit += w * pot
                else:
                    grow = 0.0
                    if len(left) > 2:
                        grow = ahead * min(
                            stack_of[m] - (paid if m == 0 else owes[m - 1]) for m in left
                        )
                    share = deals.share(i, sorted(left))
                    value += w * (share * (in_pot + grow * len(left)) - paid - grow)
                    # ... or it puts in no more, seeing the showdown only now and then.
                    quit += w * ((self.free_look if grow else 1.0) * share * in_pot - paid)
            totals[cand] = max(value, quit) / weight
            if kind != "call":
                totals[cand] -= self.commit_cost * paid * face_down / 4
        return totals


def _sigmoid(x: float) -> float:
    if x < -30.0:
        return 0.0
    if x > 30.0:
        return 1.0
    return 1.0 / (1.0 + math.exp(-x))


def strength(
    hand: tuple[int, ...],
    piles: tuple[int, ...],
    face_down: int,
    others: tuple[int, ...],
    figures: bool = False,
) -> float:
    """A quick share of the pot for ``hand`` as its holder could reckon it: exact chances
    of Las Vegas and of each final total over the centre cards to come (the centre
    ``piles`` counted per rank), against the other players' totals (``others``: their
    hand sizes) taken as ``others_law`` says."""
    return _strength(hand, piles, face_down, others, figures)


@lru_cache(maxsize=1 << 13)  # about 480 bytes an entry: 4 MiB (hits barely change)
def _strength(
    hand: tuple[int, ...],
    piles: tuple[int, ...],
    face_down: int,
    others: tuple[int, ...],
    figures: bool,
) -> float:
    if not others:
        return 1.0
    if not hand:
        return 1.0 / (1 + sum(1 for k in others if k == 0))
    unseen = [max(0, 4 - piles[r] - hand.count(r)) for r in range(RANKS)]
    laws = [others_law(piles, face_down, k) for k in others]
    below_of = []
    for law, _empty in laws:
        below = [0.0] * 32
        run = 0.0
        for t in range(31):
            below[t] = run
            run += law[t]
        below[31] = run
        below_of.append(below)
    share = 0.0
    for chance, total in survival_totals(hand, unseen, face_down, figures):
        if total is None:
            lv = 1.0
            for _law, empty in laws:
                lv *= 1.0 - 0.5 * empty
            share += chance * lv
            continue
        t = min(total, 30)
        alive = p_low = p_high = 1.0
        for (law, empty), below in zip(laws, below_of, strict=True):
            live = 1.0 - empty
            alive *= live
            if live <= 0.0:
                continue
            lower = (below[t] - law[0]) / live
            tie = law[t] / live
            higher = max(0.0, 1.0 - lower - tie)
            p_low *= higher + 0.5 * tie
            p_high *= lower + 0.5 * tie
        share += chance * alive * 0.5 * (p_low + p_high)
    return share
