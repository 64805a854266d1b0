"""King computer opponents: easy (simple habits), normal (heuristics) and hard
(perfect-information Monte Carlo over hidden hands consistent with the play).

Every bot decides from its seat's view and the public events alone; the cards
it remembers (played cards, shown voids) are in ``Memory``.  All values are
*relative* points: a seat's points minus the mean of the other three, since a
King match is won by the highest total, not by points alone.
"""

from __future__ import annotations

import time
from collections.abc import Mapping, Sequence
from typing import Any

from access_cards.bots.base import Bot
from access_cards.bots.king.knowledge import (
    Memory,
    Play,
    Situation,
    card_code,
    card_int,
    policy_card,
    rank,
    sample_hands,
    suit,
)
from access_cards.engine.events import Event
from access_cards.games.king.fast import TRUMP_INDEX

__all__ = ["KingEasy", "KingHard", "KingNormal"]

TRUMP_OF = TRUMP_INDEX  # contract -> trump suit index (-1: none), in the menu's order
DEFENDER = -25.0  # rough relative points of a seat when another seat declares


class _KingBot(Bot):
    """Shared part: memory of the deal, and dispatch by phase."""

    def __init__(self, seat: int, seed: int | None = None, *, deterministic: bool = False) -> None:
        super().__init__(seat, seed, deterministic=deterministic)
        self.seen = Memory()

    def observe(self, event: Event) -> None:
        """Remember what a person at the table may: cards played and voids shown."""
        if event.type == "deal_start":
            self.seen.reset()
        elif event.type == "play":
            self.seen.saw_play(int(event.seat), str(event.card), list(event.trick))

    def memory(self) -> dict[str, Any]:
        return self.seen.dump()

    def restore(self, memory: Mapping[str, Any]) -> None:
        self.seen.load(memory)

    def choose(self, view: Mapping[str, Any]) -> str:
        legal: list[str] = list(view["legal_actions"])
        if len(legal) == 1:
            return legal[0]
        if view["phase"] == "play":
            return f"play {card_code(self.play_card(view, [card_int(a[5:]) for a in legal]))}"
        if view["phase"] == "contract":
            return self.contract(view, legal)
        return self.auction(view, legal)

    def play_card(self, view: Mapping[str, Any], options: list[int]) -> int:
        sit = Situation.from_view(view, self.seen)
        return policy_card(sit.to_play(_only_mine(sit)), options)

    # -- auction and contract, from a table of contract values ---------------------------

    def contract_values(
        self, view: Mapping[str, Any], contracts: Sequence[str]
    ) -> dict[str, float]:
        """Relative points this seat expects playing each contract (heuristic)."""
        hand = [card_int(c) for c in view["hand"]]
        return {c: _estimate(hand, c) for c in contracts}

    def contract(self, view: Mapping[str, Any], legal: list[str]) -> str:
        values = self.contract_values(view, [a.split()[1] for a in legal])
        return "contract " + max(values, key=lambda c: values[c])

    def auction(self, view: Mapping[str, Any], legal: list[str]) -> str:
        auction = view["auction"]
        values = self.contract_values(view, list(TRUMP_OF))
        worth = {w["bid"]: w for w in view["bid_worth"]}
        scored = {a: _auction_value(a, auction, values, worth) for a in legal}
        return max(legal, key=lambda a: scored[a])


def _only_mine(sit: Situation) -> list[list[int]]:
    hands: list[list[int]] = [[], [], [], []]
    hands[sit.seat] = list(sit.hand)
    return hands


def _bid_cost(worth: Mapping[str, Any]) -> float:
    """Relative cost of paying for a bid (the view's ``bid_worth`` entry, KG-18): the
    payment, plus the payee's gain over a third."""
    paid = worth["points"]
    if not worth["fixed"]:
        # Paid per trick B takes, up to a number; B takes about half of them on average.
        paid = worth["per_trick"] * worth["up_to"] / 2
    return float(paid) * 4 / 3


def _auction_value(
    action: str,
    auction: Mapping[str, Any],
    values: Mapping[str, float],
    worth: Mapping[str, Mapping[str, Any]],
) -> float:
    """Relative points expected from one auction action."""
    positive = max(v for c, v in values.items() if c != "negative")
    negative = values.get("negative", -1e9)
    words = action.split()
    kind = words[0]
    if auction["stage"] == "decision":
        high = auction["high_bid"]
        if kind == "accept":
            return _bid_cost(worth[high]) + DEFENDER
        if kind == "refuse":
            return max(positive, negative)
        if kind == "fail":
            return 25.0  # B +100, the others +75
        return -1e9  # ultimatums are left to people
    bid = auction["ultimatum"] if kind == "accept" else (words[1] if kind == "bid" else None)
    if kind == "hold":
        bid = auction["high_bid"]
    if bid is None:
        return DEFENDER  # pass or decline
    best = negative if bid[0] == "-" else positive
    return best - _bid_cost(worth[bid])


def _estimate(hand: Sequence[int], contract: str) -> float:
    """Relative points of playing ``contract`` with ``hand``, by counting likely tricks."""
    length = [0, 0, 0, 0]
    for c in hand:
        length[suit(c)] += 1
    if contract == "negative":
        tricks = sum(max(0, rank(c) - 9) for c in hand) / 6
        return 325 - 100 * tricks
    trump = TRUMP_OF[contract]
    tricks = 0.0
    for c in hand:
        r, s = rank(c), suit(c)
        if r == 14 or (r == 13 and length[s] >= 2) or (r == 12 and length[s] >= 3):
            tricks += 1.0 if r == 14 else 0.6
    if trump >= 0:
        tricks += max(0, length[trump] - 3)
        if length[trump] >= 3:
            tricks += sum(max(0, 2 - length[s]) * 0.5 for s in range(4) if s != trump)
        tricks -= 2.0 if length[trump] <= 2 else 0.0  # others draw or ruff with trumps
    else:
        tricks += sum(max(0, length[s] - 4) for s in range(4) if _has_ace(hand, s))
    return (100 * tricks - 325) / 3


def _has_ace(hand: Sequence[int], s: int) -> bool:
    return s * 13 + 12 in hand


# -- easy --------------------------------------------------------------------------------


class KingEasy(_KingBot):
    """Simple habits: low cards in negative deals, high in positive ones, sometimes a whim.

    It never buys a contract; as the Beneficiary it plays itself, in its longest suit.
    """

    level = "easy"
    whim = 0.3  # chance of a random legal card

    def play_card(self, view: Mapping[str, Any], options: list[int]) -> int:
        if self.rng.random() < self.whim:
            return options[int(self.rng.random() * len(options))]
        taking = view["deal_name"] == "positive" and view["contract"] != "negative"
        void = bool(view["trick"]) and suit(options[0]) != suit(card_int(view["trick"][0]))
        high = taking != void  # a void player in a negative deal throws high
        return max(options, key=rank) if high else min(options, key=rank)

    def contract(self, view: Mapping[str, Any], legal: list[str]) -> str:
        hand = [card_int(c) for c in view["hand"]]
        names = [a.split()[1] for a in legal]
        suits = [n for n in names if TRUMP_OF[n] >= 0]
        if not suits:
            return legal[0]
        return "contract " + max(suits, key=lambda n: sum(suit(c) == TRUMP_OF[n] for c in hand))

    def auction(self, view: Mapping[str, Any], legal: list[str]) -> str:
        for choice in ("pass", "decline", "refuse"):
            if choice in legal:
                return choice
        return legal[0]


# -- normal ------------------------------------------------------------------------------


class KingNormal(_KingBot):
    """Heuristics: duck and shed penalty cards in negative deals, take tricks and draw
    trumps in positive ones; bids from counted tricks (``_estimate``)."""

    level = "normal"


# -- hard --------------------------------------------------------------------------------


class KingHard(_KingBot):
    """Perfect-information Monte Carlo: deal the hidden cards many ways consistent with
    the play (hand sizes, voids shown), try each legal card in each, play the rest out
    with the normal heuristic, and keep the card with the best mean.  The auction and
    the contract are judged the same way: each contract is played out in sampled deals.
    """

    level = "hard"
    iterations = 360  # rollouts per card decision (split among the legal cards)
    contract_worlds = 16  # sampled deals per contract for the auction
    time_cap = 0.22  # seconds, when not deterministic

    def __init__(self, seat: int, seed: int | None = None, *, deterministic: bool = False) -> None:
        super().__init__(seat, seed, deterministic=deterministic)
        self._cache: tuple[tuple[Any, ...], dict[str, float]] | None = None

    def play_card(self, view: Mapping[str, Any], options: list[int]) -> int:
        sit = Situation.from_view(view, self.seen)
        worlds = max(4, self.iterations // len(options))
        totals = dict.fromkeys(options, 0.0)
        deadline = time.perf_counter() + self.time_cap
        done = 0
        while done < worlds:
            done += 1
            base = sit.to_play(sample_hands(sit, self.rng))
            for card in options:
                world = base.copy()
                world.play(card)
                world.rollout(self.rng)
                totals[card] += world.relative(self.seat)
            if not self.deterministic and time.perf_counter() > deadline:
                break
        # Ties go to the heuristic's own choice, so a position with no difference plays sensibly.
        favourite = policy_card(sit.to_play(_only_mine(sit)), options)
        return max(options, key=lambda c: (round(totals[c] / done, 6), c == favourite))

    def contract_values(
        self, view: Mapping[str, Any], contracts: Sequence[str]
    ) -> dict[str, float]:
        key = (view["deal"], tuple(view["hand"]), tuple(sorted(contracts)))
        if self._cache is not None and self._cache[0] == key:
            return self._cache[1]
        values = self._simulate_contracts(view, contracts)
        self._cache = (key, values)
        return values

    def _simulate_contracts(
        self, view: Mapping[str, Any], contracts: Sequence[str]
    ) -> dict[str, float]:
        """Mean relative points of each contract over the same sampled deals."""
        sit = _start_situation(view, self.seat)
        totals = dict.fromkeys(contracts, 0.0)
        for _ in range(self.contract_worlds):
            hands = sample_hands(sit, self.rng)
            for contract in contracts:
                play = _contract_play(sit, hands, contract, _leader(view, self.seat))
                play.rollout(self.rng)
                totals[contract] += play.relative(self.seat)
        return {c: t / self.contract_worlds for c, t in totals.items()}


def _start_situation(view: Mapping[str, Any], seat: int) -> Situation:
    hand = [card_int(c) for c in view["hand"]]
    return Situation(
        seat=seat,
        deal="positive",
        trump=-1,
        hand=hand,
        trick=[],
        leader=0,
        tricks_played=0,
        hand_sizes=[13, 13, 13, 13],
        points=[0, 0, 0, 0],
        played=set(),
        voids=[set(), set(), set(), set()],
        kh_no_heart_lead=False,
        kh_forced_discard=False,
    )


def _contract_play(sit: Situation, hands: list[list[int]], contract: str, leader: int) -> Play:
    deal = "negative" if contract == "negative" else "positive"
    return Play(deal, TRUMP_OF[contract], [list(h) for h in hands], [], leader, 0, [0, 0, 0, 0], 0)


def _leader(view: Mapping[str, Any], seat: int) -> int:
    """Who would lead if this seat played the contract: KG-19, the dealer or by option the
    Declarer (KG-5's ``king_first_lead`` is for the negative deals only)."""
    if view["options"].get("king_positive_lead") == "declarer":
        return seat
    return int(view["dealer"])
