"""What a Las Vegas bot knows: the unseen cards from its view, and its memory of the hand.

Cards are rank indices ``0..9`` (values 1..10), as in ``odds``.  Everything here comes
from one seat's view and the events that seat received: the view gives the seat's hand,
the hand sizes and the centre piles (value and count, in both pile modes); the events
give who bet, called, raised or checked in which round, and who discarded what on which
centre card (§3.8's top-card-only mode keeps those in the events alone).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from access_cards.bots.lasvegas.odds import RANKS
from access_cards.engine.events import Event

__all__ = ["Act", "Memory", "rank_of", "revealed_ranks", "unseen_counts"]


def rank_of(code: str) -> int:
    """The rank index of a card code (``"10D"`` -> 9): its number less one."""
    return int(code[:-1]) - 1


def unseen_counts(view: Mapping[str, Any]) -> list[int]:
    """Per rank, the cards this seat has not seen: 4 less its own and the centre piles'."""
    counts = [4] * RANKS
    for code in view.get("hand") or []:
        counts[rank_of(code)] -= 1
    for pile in view.get("centre") or []:
        counts[int(pile["value"]) - 1] -= int(pile["count"])
    return [max(0, c) for c in counts]


def revealed_ranks(view: Mapping[str, Any]) -> list[int]:
    """The ranks turned in the centre so far (nobody still in holds one)."""
    return sorted({int(pile["value"]) - 1 for pile in view.get("centre") or []})


@dataclass(frozen=True, slots=True)
class Act:
    """One betting action seen: ``seat``, ``round``, ``kind`` (check, bet, raise, call),
    ``paid`` (chips put in), ``to_call`` (owed before it), ``pot`` (before it) and
    ``active`` (the players in then)."""

    seat: int
    round: int
    kind: str
    paid: int
    to_call: int
    pot: int
    active: tuple[int, ...]

    def dump(self) -> list[Any]:
        return [
            self.seat,
            self.round,
            self.kind,
            self.paid,
            self.to_call,
            self.pot,
            list(self.active),
        ]


@dataclass
class Memory:
    """The hand so far as a seat heard it: the betting actions, the centre ranks turned (by
    position) and each seat's discards (position, ranks)."""

    acts: list[Act] = field(default_factory=list)
    turned: list[int] = field(default_factory=list)
    discards: dict[int, list[tuple[int, list[int]]]] = field(default_factory=dict)
    active: list[int] = field(default_factory=list)
    pot: int = 0

    def reset(self, seats_in: list[int]) -> None:
        self.acts, self.turned, self.discards = [], [], {}
        self.active, self.pot = list(seats_in), 0

    def observe(self, event: Event) -> None:
        kind = event.type
        if kind == "deal_start":
            self.reset(list(event.seats_in))
        elif kind == "ante":
            self.pot = int(event.pot)
            self.active = list(event.seats)
        elif kind in ("bet", "raise", "call"):
            paid = int(event.amount)
            owed = paid - int(event.by) if kind == "raise" else (paid if kind == "call" else 0)
            before = int(event.pot) - paid
            self.acts.append(
                Act(int(event.seat), int(event.round), kind, paid, owed, before, tuple(self.active))
            )
            self.pot = int(event.pot)
        elif kind == "check":
            seat = int(event.seat)
            self.acts.append(
                Act(seat, int(event.round), "check", 0, 0, self.pot, tuple(self.active))
            )
        elif kind == "fold":
            self.active = list(event.active)
        elif kind == "reveal":
            self.turned.append(int(event.value) - 1)
        elif kind == "discard":
            ranks = [rank_of(c) for c in event.cards]
            self.discards.setdefault(int(event.seat), []).append((int(event.position), ranks))

    def since(self, seat: int, round_: int) -> list[int]:
        """The cards ``seat`` discarded after betting round ``round_`` (on centre positions
        ``round_`` and later): with its hand now, its hand in that round."""
        return [r for pos, ranks in self.discards.get(seat, []) if pos >= round_ for r in ranks]

    def size(self, seat: int, round_: int) -> int:
        """How many cards ``seat`` held in betting round ``round_`` (3 less its discards on
        the centre cards turned before it)."""
        return 3 - sum(len(rs) for pos, rs in self.discards.get(seat, []) if pos < round_)

    def pile_counts(self, before_round: int) -> list[int]:
        """Per rank, the cards on the centre piles turned before betting round
        ``before_round`` (what every player could see then)."""
        counts = [0] * RANKS
        for position, rank in enumerate(self.turned[: before_round - 1], 1):
            counts[rank] += 1
            for ranks in self.discards.values():
                counts[rank] += sum(len(rs) for pos, rs in ranks if pos == position)
        return counts

    def dump(self) -> dict[str, Any]:
        return {
            "acts": [a.dump() for a in self.acts],
            "turned": self.turned[:],
            "discards": {str(s): [[p, rs[:]] for p, rs in v] for s, v in self.discards.items()},
            "active": self.active[:],
            "pot": self.pot,
        }

    def load(self, data: Mapping[str, Any]) -> None:
        self.acts = [
            Act(int(s), int(r), str(k), int(p), int(t), int(b), tuple(int(x) for x in a))
            for s, r, k, p, t, b, a in data.get("acts", [])
        ]
        self.turned = [int(r) for r in data.get("turned", [])]
        self.discards = {
            int(s): [(int(p), [int(r) for r in rs]) for p, rs in v]
            for s, v in data.get("discards", {}).items()
        }
        self.active = [int(s) for s in data.get("active", [])]
        self.pot = int(data.get("pot", 0))
