"""Rummy 40 computer opponents: easy (greedy habits), normal (planned opening, kept
jokers, discards by usefulness) and hard (normal, plus the unseen cards: its live outs,
what the others take and throw away, and the next hand sampled from the hidden cards).

Each bot sees only its seat's view and the events addressed to it, and answers with one
of ``view["legal_actions"]``.  A turn of several steps is decided one step per call: the
bot re-reads the view each time, so a saved match resumed between two melds goes on the
same way.
"""

from __future__ import annotations

import random
import zlib
from collections.abc import Mapping, Sequence
from typing import Any

from access_cards.bots.base import Bot
from access_cards.bots.rummy40.knowledge import (
    Memory,
    can_take,
    hand_score,
    packing,
    sample_hand,
    to_counts,
    unseen_cards,
)
from access_cards.engine.events import Event
from access_cards.games.rummy40.melds import INDEX, JK, PENALTY, read_meld

__all__ = ["Rummy40Easy", "Rummy40Hard", "Rummy40Normal"]

PARTIAL_WEIGHT = 4.0  # a near-meld in hand, in penalty points
JOKER_IN_MELD = 12.0  # what laying a joker down costs a hand that could keep it
CLOSE = 4  # an opponent with this many cards or fewer may go out soon
SAMPLES = 24  # hard: deals of the hidden cards per discard decision


def _kind(action: str) -> str:
    return action.split(" ", 1)[0]


def _cards(action: str) -> list[str]:
    """The card codes an action names (no meld numbers, ends or forms)."""
    return [w for w in action.split()[1:] if w in INDEX]


def meld_value(action: str) -> int:
    words = action.split()[1:]
    form = words[0] if words and words[0] in ("run", "set") else ""
    specs = read_meld([INDEX[c] for c in _cards(action)], form)
    return specs[0][2] if specs else 0


class _Rummy40Bot(Bot):
    """Shared part: memory of the hand, dispatch by phase, and the safe fallbacks."""

    def __init__(self, seat: int, seed: int | None = None, *, deterministic: bool = False) -> None:
        super().__init__(seat, seed, deterministic=deterministic)
        self.seed = seed
        self.seen = Memory()

    # -- events and saves -------------------------------------------------------------

    def observe(self, event: Event) -> None:
        kind = event.type
        if kind == "deal_start":
            self.seen.reset()
        elif kind == "upcard":
            self.seen.upcard(str(event.card))
        elif kind == "draw" and event.source == "discard":
            self.seen.drew_discard(int(event.seat), str(event.card))
        elif kind == "discard":
            self.seen.discarded(int(event.seat), str(event.card))
        elif kind == "reshuffle":
            self.seen.reshuffled()

    def memory(self) -> dict[str, Any]:
        return self.seen.dump()

    def restore(self, memory: Mapping[str, Any]) -> None:
        self.seen.load(memory)

    # -- deciding ---------------------------------------------------------------------

    def choose(self, view: Mapping[str, Any]) -> str:
        legal: list[str] = list(view["legal_actions"])
        if len(legal) == 1:
            return legal[0]
        if view["phase"] == "draw":
            return self.draw(view, legal)
        step = self.step(view, legal)
        return step if step in legal else self.fallback(view, legal)

    def draw(self, view: Mapping[str, Any], legal: list[str]) -> str:
        return "draw discard" if "draw discard" in legal else "draw stock"

    def step(self, view: Mapping[str, Any], legal: list[str]) -> str:
        raise NotImplementedError

    def fallback(self, view: Mapping[str, Any], legal: list[str]) -> str:
        """Something legal that moves the turn on: the first discard, else the first step
        (every meld, lay-off or swap takes a card from the hand, so the turn ends)."""
        discards = [a for a in legal if _kind(a) == "discard"]
        return discards[0] if discards else legal[0]

    @staticmethod
    def opened(view: Mapping[str, Any]) -> bool:
        return bool(view["opened"][view["seat"]])

    @staticmethod
    def pressure(view: Mapping[str, Any]) -> bool:
        """An opponent is close to going out: melding down cuts the penalty at risk."""
        seat = view["seat"]
        sizes = view["hand_sizes"]
        return any(sizes[s] <= CLOSE for s in view["seats_in"] if s != seat)


class Rummy40Easy(_Rummy40Bot):
    """Greedy: takes the discard whenever it may, lays down the biggest meld it can, lays
    off every natural card it can, and throws its highest card that pairs with nothing."""

    level = "easy"

    def step(self, view: Mapping[str, Any], legal: list[str]) -> str:
        melds = [a for a in legal if _kind(a) == "meld"]
        if melds:
            return max(melds, key=meld_value)
        layoffs = [a for a in legal if _kind(a) == "layoff" and "JK" not in _cards(a)]
        if layoffs:
            return layoffs[0]
        discards = [_cards(a)[0] for a in legal if _kind(a) == "discard"]
        if not discards:
            return self.fallback(view, legal)
        hand = [INDEX[c] for c in view["hand"]]
        return f"discard {_lonely_highest(hand, discards)}"


def _lonely_highest(hand: Sequence[int], options: Sequence[str]) -> str:
    """Easy's discard: the highest card that pairs with nothing in the hand (jokers kept)."""

    def paired(i: int) -> bool:
        for j in hand:
            if j in (i, JK):
                continue
            if j % 13 == i % 13 or (j // 13 == i // 13 and abs(j - i) <= 2):
                return True
        return False

    naturals = [c for c in options if c != "JK"] or list(options)
    lonely = [c for c in naturals if not paired(INDEX[c])] or naturals
    return max(lonely, key=lambda c: (PENALTY[INDEX[c]], c))


class Rummy40Normal(_Rummy40Bot):
    """Heuristics: the opening packed for the most value (least penalty left), jokers kept
    unless needed, the discard taken when it improves the hand, and the discard chosen by
    what the rest of the hand is worth (near-melds kept, cards that fit the table avoided)."""

    level = "normal"

    def draw(self, view: Mapping[str, Any], legal: list[str]) -> str:
        if "draw discard" not in legal:
            return "draw stock"
        if not self.opened(view):
            return "draw discard"  # legal only when it opens: the 40 in hand now
        counts = to_counts(view["hand"])
        memo: dict[Any, int] = {}
        before = hand_score(counts, memo, PARTIAL_WEIGHT)
        counts[INDEX[view["top_discard"]]] += 1
        after = hand_score(counts, memo, PARTIAL_WEIGHT)
        return "draw discard" if after - before > PARTIAL_WEIGHT else "draw stock"

    def step(self, view: Mapping[str, Any], legal: list[str]) -> str:
        counts = to_counts(view["hand"])
        memo: dict[Any, int] = {}
        turn = view.get("turn") or {}
        placing = int(turn.get("jokers_to_place") or 0) > 0
        if not self.opened(view) and not self.open_now(view, legal, counts, memo):
            discard = self.discard(view, legal, counts, memo)
            if discard:
                return discard
        meld = self.best_meld(view, legal, counts, memo, placing)
        if meld:
            return meld
        swaps = [a for a in legal if _kind(a) == "swap"]
        if swaps:
            return swaps[0]
        layoffs = [a for a in legal if _kind(a) == "layoff"]
        natural = [a for a in layoffs if "JK" not in _cards(a)]
        if natural:
            return max(natural, key=lambda a: PENALTY[INDEX[_cards(a)[0]]])
        jokers = [a for a in layoffs if "JK" in _cards(a)]
        if jokers and (placing or self.pressure(view) or len(view["hand"]) <= 2):
            return jokers[0]
        return self.discard(view, legal, counts, memo) or self.fallback(view, legal)

    def open_now(
        self, view: Mapping[str, Any], legal: list[str], counts: list[int], memo: dict[Any, int]
    ) -> bool:
        """Whether to open this turn when the melds for it are in hand (normal: always)."""
        return True

    def best_meld(
        self,
        view: Mapping[str, Any],
        legal: list[str],
        counts: list[int],
        memo: dict[Any, int],
        placing: bool,
    ) -> str:
        """The meld that leaves the most meld value in the rest of the hand (the packing
        that reaches 40 with the least penalty left); jokers spared once opened."""
        spare = self.opened(view) and not placing and not self.pressure(view)
        best, best_score = "", 0.0
        for action in legal:
            if _kind(action) != "meld":
                continue
            cards = [INDEX[c] for c in _cards(action)]
            rest = counts[:]
            for c in cards:
                rest[c] -= 1
            jokers = cards.count(JK)
            score = float(meld_value(action) + packing(rest, memo))
            if spare and jokers and sum(rest) > 1:
                score -= self.joker_cost * jokers
            if score > best_score:
                best, best_score = action, score
        return best

    def discard(
        self, view: Mapping[str, Any], legal: list[str], counts: list[int], memo: dict[Any, int]
    ) -> str:
        options = sorted({_cards(a)[0] for a in legal if _kind(a) == "discard"})
        if not options:
            return ""
        weight = self.partial_weight * (1.0 if view["stock_count"] > 20 else 0.5)
        danger = self.dangers(view, options, counts)
        outs = self.outs(view, counts)
        best, best_score = "", float("-inf")
        for code in options:
            rest = counts[:]
            rest[INDEX[code]] -= 1
            score = hand_score(rest, memo, weight) - danger.get(code, 0.0)
            if outs:
                score += self.look * _expected_gain(rest, outs, memo)
            if score > best_score:
                best, best_score = code, score
        return f"discard {best}"

    look = 0.0  # weight of the next draw's expected meld gain (hard)
    partial_weight = PARTIAL_WEIGHT
    joker_cost = JOKER_IN_MELD  # what a joker laid down costs, once opened

    def outs(self, view: Mapping[str, Any], counts: list[int]) -> dict[int, int]:
        """The unseen cards by index and count, for the look at the next draw (none here)."""
        return {}

    def dangers(
        self, view: Mapping[str, Any], options: Sequence[str], counts: list[int]
    ) -> dict[str, float]:
        """Points against discarding each card: 2 for a card that fits a meld on the table."""
        found = {}
        for code in options:
            if _fits_table(view, INDEX[code]):
                found[code] = 2.0
        return found


def _expected_gain(rest: list[int], outs: Mapping[int, int], memo: dict[Any, int]) -> float:
    """The meld value the next card drawn adds to ``rest`` on average, over the unseen
    cards (a card near nothing in the hand adds nothing and is not tried)."""
    total = sum(outs.values())
    if not total:
        return 0.0
    base = packing(rest, memo)
    gain = 0
    for card, n in outs.items():
        if card != JK and not _touches(rest, card):
            continue
        rest[card] += 1
        gain += n * (packing(rest, memo) - base)
        rest[card] -= 1
    return gain / total


def _touches(counts: Sequence[int], card: int) -> bool:
    """Whether ``card`` shares a rank with, or lies within two ranks of, a card held."""
    rank, suit = card % 13, card // 13
    if counts[JK]:
        return True
    if any(counts[s * 13 + rank] for s in range(4)):
        return True
    return any(0 <= rank + d < 13 and counts[suit * 13 + rank + d] for d in (-2, -1, 1, 2))


def _fits_table(view: Mapping[str, Any], card: int) -> bool:
    """Whether ``card`` could be laid off on a meld on the table (from the view's data)."""
    if card == JK:
        return True
    for meld in view["melds"]:
        codes = meld["cards"]
        naturals = [INDEX[c] for c in codes if c != "JK"]
        if meld["kind"] == "set":
            if meld["closed"] or naturals[0] % 13 != card % 13:
                continue
            if all(n // 13 != card // 13 for n in naturals):
                return True
            continue
        first = next(p for p, c in enumerate(codes) if c != "JK")
        lo = naturals[0] - first
        hi = lo + len(codes) - 1
        if card // 13 != naturals[0] // 13:
            continue
        if (card == lo - 1 and lo % 13 != 0) or (card == hi + 1 and hi % 13 != 12):
            return True
    return False


class Rummy40Hard(Rummy40Normal):
    """Normal, plus what a careful player at the table keeps track of:

    - the unseen cards (106 less its hand, the melds and the discards it remembers): each
      discard is weighed by the meld value the next card drawn would add to the rest of
      the hand, on average over the unseen cards (its live "outs"), and, once opened, the
      top discard is taken only if it beats the average stock card;
    - what each opponent took and threw away, and the next player's hand dealt from the
      unseen cards ``SAMPLES`` times (determinization, a fixed budget): a card he could
      take to meld, open or go out with costs in proportion to how often he could;
    - when to open: it holds an opening for a Rummy (R40-15) while one card is missing,
      the stock is long and nobody is close, and melds its jokers when someone is.
    """

    level = "hard"
    hold = True  # hold the opening for a Rummy
    feed = 0.3  # scale of the danger of feeding the next player
    look = 4.0  # weight of the next draw's expected meld gain

    def __init__(self, seat: int, seed: int | None = None, *, deterministic: bool = False) -> None:
        super().__init__(seat, seed, deterministic=deterministic)
        self.holds = 0

    weigh_draw = True  # once opened, compare the top discard with the stock card expected

    def draw(self, view: Mapping[str, Any], legal: list[str]) -> str:
        """Opened, take the discard only if it beats the average card from the stock."""
        if "draw discard" not in legal or not self.opened(view) or not self.weigh_draw:
            return super().draw(view, legal)
        counts = to_counts(view["hand"])
        memo: dict[Any, int] = {}
        outs = self.outs(view, counts)
        total = sum(outs.values()) or 1
        base = hand_score(counts, memo, PARTIAL_WEIGHT)
        expected = 0.0
        for card, n in outs.items():
            if card == JK or _touches(counts, card):
                counts[card] += 1
                expected += n * (hand_score(counts, memo, PARTIAL_WEIGHT) - base)
                counts[card] -= 1
            else:
                expected += n * -PENALTY[card]
        top = INDEX[view["top_discard"]]
        counts[top] += 1
        taken = hand_score(counts, memo, PARTIAL_WEIGHT) - base
        return "draw discard" if taken > expected / total else "draw stock"

    def outs(self, view: Mapping[str, Any], counts: list[int]) -> dict[int, int]:
        found: dict[int, int] = {}
        for card in unseen_cards(view, self.seen):
            found[card] = found.get(card, 0) + 1
        return found

    def observe(self, event: Event) -> None:
        super().observe(event)
        if event.type == "deal_start":
            self.holds = 0

    def memory(self) -> dict[str, Any]:
        return {**super().memory(), "holds": self.holds}

    def restore(self, memory: Mapping[str, Any]) -> None:
        super().restore(memory)
        self.holds = int(memory.get("holds", 0))

    def _rng(self, view: Mapping[str, Any]) -> random.Random:
        """A generator fixed by the seed and the position: the same view, the same samples
        (a resumed match decides exactly as the uninterrupted one)."""
        key = f"{self.seed}|{view['deal']}|{' '.join(view['hand'])}|{view['stock_count']}"
        return random.Random(zlib.crc32(key.encode()))

    def open_now(
        self, view: Mapping[str, Any], legal: list[str], counts: list[int], memo: dict[Any, int]
    ) -> bool:
        """Hold the opening for a Rummy (R40-15: +25 to every loser) when all but about one
        card would meld, nobody is close, the stock is long and the take does not force it."""
        turn = view.get("turn") or {}
        if not self.hold or turn.get("must_use") or self.pressure(view) or view["stock_count"] < 30:
            return True
        if not any(_kind(a) == "discard" for a in legal) or self.holds >= 3:
            return True
        sizes = view["hand_sizes"]
        if any(sizes[s] < 9 or view["opened"][s] for s in view["seats_in"] if s != self.seat):
            return True
        penalty = sum(PENALTY[i] * n for i, n in enumerate(counts) if n)
        left = penalty - packing(counts, memo)
        if 0 < left <= 12 and sum(counts) - 1 > 3:
            self.holds += 1
            return False
        return True

    def dangers(
        self, view: Mapping[str, Any], options: Sequence[str], counts: list[int]
    ) -> dict[str, float]:
        found = super().dangers(view, options, counts)
        seats_in = list(view["seats_in"])
        nxt = seats_in[(seats_in.index(self.seat) + 1) % len(seats_in)]
        size = int(view["hand_sizes"][nxt])
        opened = bool(view["opened"][nxt])
        pool = unseen_cards(view, self.seen)
        rng = self._rng(view)
        memo: dict[Any, int] = {}
        hits = dict.fromkeys(options, 0)
        cost = self.feed * ((12.0 if opened else 18.0) + (40.0 if size <= CLOSE + 1 else 0.0))
        # R40-10 under meld_or_layoff: an opened player may take a card to lay it off.
        layoff = opened and view["options"].get("r40_discard_take_use") == "meld_or_layoff"
        sure = {c for c in options if layoff and _fits_table(view, INDEX[c])}
        for _ in range(SAMPLES):
            hand = sample_hand(pool, size, rng)
            for code in options:
                if code in sure or (code != "JK" and can_take(hand, INDEX[code], opened, memo)):
                    hits[code] += 1
        for code in options:
            share = min(1.0, hits[code] / SAMPLES * self.seen.wants(nxt, INDEX[code]))
            found[code] = found.get(code, 0.0) + cost * share
        return found
