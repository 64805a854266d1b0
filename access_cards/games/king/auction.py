"""The auction of King's positive deals (RULES.md §4.6, KG-12…KG-17).

Stages: ``bidding`` (the three bidders in precedence order), ``decision``
(the Beneficiary answers the high bid), ``ultimatum`` (each bidder in
precedence order accepts or declines B's price) and ``done``.  The outcome
is ``declarer``/``sold`` (the right was bought), neither (B plays himself),
or ``failed`` (the deal is not played).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from access_cards.games.king.actions import KingAction
from access_cards.games.king.rules import LADDER, bids_above, failed_auction_allowed

__all__ = ["Auction"]

ACCEPT, DECLINE, REFUSE = KingAction("accept"), KingAction("decline"), KingAction("refuse")
HOLD, PASS, FAIL = KingAction("hold"), KingAction("pass"), KingAction("fail")


@dataclass
class Auction:
    """One positive deal's auction; ``dealer`` is the Beneficiary (B)."""

    dealer: int
    failed_rule: str = "fewer_than_3_offers"
    stage: str = "bidding"
    to_act: int = -1
    high: str | None = None
    high_bidder: int | None = None
    passed: list[int] = field(default_factory=list)
    offers: int = 0
    ultimatum: str | None = None
    asked: int = 0
    declarer: int | None = None
    sold: str | None = None
    failed: bool = False
    history: list[dict[str, Any]] = field(default_factory=list)

    def __post_init__(self) -> None:
        if self.to_act < 0:
            self.to_act = self.bidders[0]

    @property
    def bidders(self) -> list[int]:
        """KG-12: P1 (B's left), P2, P3 — also the order of precedence."""
        return [(self.dealer + k) % 4 for k in (1, 2, 3)]

    def legal(self) -> list[KingAction]:
        """What the seat to act may do now."""
        if self.stage == "bidding":
            return self._bidding_legal()
        if self.stage == "decision":
            return self._decision_legal()
        if self.stage == "ultimatum":
            return [ACCEPT, DECLINE]
        return []

    def _bidding_legal(self) -> list[KingAction]:
        actions = [PASS, *(KingAction("bid", b) for b in bids_above(self.high))]
        if self.high_bidder is not None and self._precedes(self.to_act, self.high_bidder):
            actions.insert(1, HOLD)
        return actions

    def _decision_legal(self) -> list[KingAction]:
        # With no bid, "refuse" is how B says he plays himself.
        actions = [ACCEPT, REFUSE] if self.high is not None else [REFUSE]
        actions += [KingAction("ultimatum", b) for b in bids_above(self.high)]
        if failed_auction_allowed(self.failed_rule, self.offers, self.high):
            actions.append(FAIL)
        return actions

    def allows(self, action: KingAction) -> bool:
        """Whether the seat to act may take ``action``: ``legal()`` without building it."""
        kind, bare = action.kind, not action.arg
        if self.stage == "bidding":
            if kind == "hold":
                return bare and self.high_bidder is not None and self._may_hold()
            return (kind == "pass" and bare) or (kind == "bid" and self._above(action.arg))
        if self.stage == "decision":
            if kind == "ultimatum":
                return self._above(action.arg)
            if kind == "fail":
                return bare and failed_auction_allowed(self.failed_rule, self.offers, self.high)
            return bare and (kind == "refuse" or (kind == "accept" and self.high is not None))
        return self.stage == "ultimatum" and bare and kind in ("accept", "decline")

    def _above(self, bid: str) -> bool:
        """KG-11: whether ``bid`` is strictly higher on the ladder than the high bid."""
        if bid not in LADDER:
            return False
        return self.high is None or LADDER.index(bid) > LADDER.index(self.high)

    def _may_hold(self) -> bool:
        """KG-13: the seat to act precedes the high bidder."""
        assert self.high_bidder is not None
        return self._precedes(self.to_act, self.high_bidder)

    def _precedes(self, seat: int, other: int) -> bool:
        order = self.bidders
        return order.index(seat) < order.index(other)

    # -- applying -----------------------------------------------------------------

    def apply(self, action: KingAction) -> None:
        """Apply a legal action of the seat to act."""
        seat = self.to_act
        self.history.append({"seat": seat, "action": action.kind, "bid": self._bid_of(action)})
        if self.stage == "bidding":
            self._bid(seat, action)
        elif self.stage == "decision":
            self._decide(action)
        else:
            self._answer(seat, action)

    def _bid_of(self, action: KingAction) -> str | None:
        if action.kind == "hold":
            return self.high
        return action.arg or None

    def _bid(self, seat: int, action: KingAction) -> None:
        if action.kind == "pass":
            self.passed.append(seat)
        else:
            # A bid or a hold ("pareggiare"): either way an offer and the lead.
            self.high = action.arg if action.kind == "bid" else self.high
            self.high_bidder = seat
            self.offers += 1
        self._next_bidder(seat)

    def _next_bidder(self, seat: int) -> None:
        """KG-13/14: round from ``seat``, skipping passed players and the high bidder."""
        order = self.bidders
        start = order.index(seat)
        for k in (1, 2, 3):
            candidate = order[(start + k) % 3]
            if candidate not in self.passed and candidate != self.high_bidder:
                self.to_act = candidate
                return
        self.stage, self.to_act = "decision", self.dealer

    def _decide(self, action: KingAction) -> None:
        if action.kind == "accept":
            self._sell(self.high_bidder, self.high)
        elif action.kind == "refuse":
            self.stage = "done"
        elif action.kind == "fail":
            self.failed, self.stage = True, "done"
        else:
            self.ultimatum, self.stage = action.arg, "ultimatum"
            self.asked, self.to_act = 0, self.bidders[0]

    def _answer(self, seat: int, action: KingAction) -> None:
        if action.kind == "accept":
            self._sell(seat, self.ultimatum)
            return
        self.asked += 1
        if self.asked < 3:
            self.to_act = self.bidders[self.asked]
        else:
            # Nobody took B's price: he must play himself; the old high bid lapses.
            self.stage, self.to_act = "done", self.dealer

    def _sell(self, seat: int | None, bid: str | None) -> None:
        self.declarer, self.sold, self.stage = seat, bid, "done"
        self.to_act = self.dealer

    # -- what everyone may know, and saves ------------------------------------------

    def public(self) -> dict[str, Any]:
        """The whole auction is public (§4.8)."""
        return {
            "stage": self.stage,
            "to_act": self.to_act,
            "beneficiary": self.dealer,
            "bidders": self.bidders,
            "high_bid": self.high,
            "high_bidder": self.high_bidder,
            "passed": list(self.passed),
            "offers": self.offers,
            "ultimatum": self.ultimatum,
            "declarer": self.declarer,
            "sold": self.sold,
            "failed": self.failed,
            "history": [dict(h) for h in self.history],
            "ladder": list(LADDER),
        }

    def dump(self) -> dict[str, Any]:
        """The auction for a save."""
        data = self.public()
        data.update(failed_rule=self.failed_rule, asked=self.asked)
        return data

    @classmethod
    def load(cls, data: Mapping[str, Any]) -> Auction:
        """Rebuild an auction from ``dump``; ValueError/KeyError if damaged."""
        auction = cls(
            dealer=_seat(data["beneficiary"]),
            failed_rule=str(data["failed_rule"]),
            stage=str(data["stage"]),
            to_act=_seat(data["to_act"]),
            high=_bid(data["high_bid"]),
            high_bidder=None if data["high_bidder"] is None else _seat(data["high_bidder"]),
            passed=[_seat(s) for s in data["passed"]],
            offers=int(data["offers"]),
            ultimatum=_bid(data["ultimatum"]),
            asked=int(data["asked"]),
            declarer=None if data["declarer"] is None else _seat(data["declarer"]),
            sold=_bid(data["sold"]),
            failed=bool(data["failed"]),
            history=[dict(h) for h in data["history"]],
        )
        if auction.stage not in ("bidding", "decision", "ultimatum", "done"):
            raise ValueError(f"unknown auction stage {auction.stage!r}")
        return auction


def _seat(value: Any) -> int:
    if type(value) is not int or not 0 <= value < 4:
        raise ValueError(f"{value!r} is not a seat 0 to 3")
    return value


def _bid(value: Any) -> str | None:
    if value is not None and value not in LADDER:
        raise ValueError(f"{value!r} is not a King bid")
    return None if value is None else str(value)
