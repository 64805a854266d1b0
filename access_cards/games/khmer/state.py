"""The state of a Khmer match: the current deal's zones, the match score, views and saves."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from itertools import compress
from typing import Any

from access_cards.engine.cards import Card
from access_cards.engine.events import Event
from access_cards.engine.state import GameState
from access_cards.games.khmer.checks import (
    check_last_deal,
    copy_last_deal,
    copy_showdown,
    read_seat,
)
from access_cards.games.khmer.game import (
    CONCEDE,
    DECK_COUNTS,
    DISCARD,
    DRAW,
    FULL_DECK,
    HAND_SIZE,
    KNOCK,
    PLAY,
    SET_ASIDE,
    VALUES,
    Khmer,
    KhmerAction,
    showdown_result,
)

__all__ = ["KhmerState"]

# The play of each value, by value: with a hand's counts (index 0 always 0) ``compress``
# picks the plays held, in C; legal_actions runs for every action of random play and search.
PLAYS = (KhmerAction("play", 0), *(PLAY[v] for v in VALUES))  # no card 0 is ever held
# KH-12: each seat's score for a deal, by its winner and his points (the loser scores none).
DEAL_SCORES = (((0, 0), (1, 0), (2, 0)), ((0, 0), (0, 1), (0, 2)))


# -- the state ---------------------------------------------------------------


class KhmerState(GameState[KhmerAction]):
    """A Khmer match: the current deal's zones plus the match score."""

    game = Khmer

    def __init__(self, seats: int, options: dict[str, Any], rng: Any) -> None:
        super().__init__(seats, options, rng)
        self.hands: list[list[int]] = [[0] * 7, [0] * 7]  # counts by value
        self.hand_totals = [0, 0]
        self.hand_sizes = [0, 0]
        self.fronts: list[list[int]] = [[], []]
        self.front_totals = [0, 0]
        self.pile: list[int] = []
        self.pile_owners: list[int] = []
        self.table_total = 0
        self.set_aside: list[int] = []
        self.sixes_out = [0, 0]
        self.starter = 0
        self.mover = 0
        self.deal_actions = 0
        self.last_deal: dict[str, Any] | None = None
        self._single: bool = options["mode"] == "single"
        self._target: int = options["target"]
        self._draw_own: bool = options["khmer_draw_own_card"] == "allowed"
        self._show_pile: bool = options["pile_visibility"] == "full"
        # With the pile fanned the total can be summed by anyone, so only the
        # top-card-only variant can really keep it unannounced.
        self._total_shown: bool = options["announce_total"] == "yes" or self._show_pile

    # -- the engine's hooks: dealing, and the end of a deal (KH-4, KH-12, KH-13) ----

    def _first_dealer(self) -> int:
        first: int | None = self.options["first_player"]
        return self.rng.below(2) if first is None else first

    def _fresh_deck(self) -> list[int]:
        return list(FULL_DECK)

    def _own_cards(self, cards: list[Card]) -> list[int]:
        return [c.rank for c in cards]

    def _deal_start_fields(self, dealer: int) -> dict[str, Any]:
        return {"first_player": dealer}

    def _deal(self, dealer: int, cards: list[Any], events: list[Event]) -> None:
        """KH-4, KH-5: six cards each, four set aside; ``dealer`` moves first."""
        dealt = (cards[:HAND_SIZE], cards[HAND_SIZE : 2 * HAND_SIZE])
        for seat, hand in enumerate(dealt):
            counts = [0] * 7
            for v in hand:
                counts[v] += 1
            self.hands[seat] = counts
            self.hand_totals[seat] = sum(hand)
        self.hand_sizes = [HAND_SIZE, HAND_SIZE]
        self.set_aside = list(cards[2 * HAND_SIZE :])
        self.fronts = [[], []]
        self.front_totals = [0, 0]
        self.pile, self.pile_owners = [], []
        self.table_total = 0
        self.sixes_out = [0, 0]
        self.starter = self.mover = dealer
        self.deal_actions = 0
        if self.record_events:
            for seat in (0, 1):
                events.append(
                    Event(
                        "dealt",
                        seat,
                        seat=seat,
                        cards=self.hand_codes(seat),  # highest first
                        hand_total=self.hand_totals[seat],
                    )
                )

    def _close_deal(self, deal_scores: Sequence[int], how: str, detail: Any) -> None:
        """KH-12: the winner, his points and how; ``detail`` is the showdown, if any."""
        winner = 0 if deal_scores[0] else 1  # only the winner scores
        self.last_deal = {
            "deal": self.deal_number,
            "winner": winner,
            "points": deal_scores[winner],
            "how": how,
            "showdown": detail,
        }

    def _deal_end_fields(self) -> dict[str, Any]:
        last = self.last_deal
        assert last is not None
        return {"winner": last["winner"], "points": last["points"], "how": last["how"]}

    def _match_over(self) -> bool:
        # KH-12: a single deal, or the target reached (only the deal's winner can reach it).
        return self._single or max(self.scores) >= self._target

    def _next_dealer(self) -> int:
        assert self.last_deal is not None
        winner: int = self.last_deal["winner"]
        return winner  # KH-13: whoever scored starts the next deal

    def _stop(self) -> None:
        self.mover = None

    def _match_end_fields(self) -> dict[str, Any]:
        assert self.last_deal is not None
        return {"winner": self.last_deal["winner"], "scores": list(self.scores)}

    # -- the contract ------------------------------------------------------

    def legal_actions(self) -> list[KhmerAction]:
        p = self.mover
        if p is None:
            return []
        hand = self.hands[p]
        actions = list(compress(PLAYS, hand))  # a play for each value held, lowest first
        pile = self.pile  # _can_draw, written out: this runs for every action of a search
        if pile and (self._draw_own or self.pile_owners[-1] != p):
            actions.append(DRAW)
        if hand[6]:
            actions.append(DISCARD)
        if self.hand_totals[p] + self.front_totals[p] <= self.table_total:
            actions.append(KNOCK)
        if not self._single:
            actions.append(CONCEDE)
        return actions

    def is_legal(self, action: KhmerAction) -> bool:
        """The rules of KH §1.4 for one action, without building the list."""
        p = self.mover
        if p is None or not isinstance(action, KhmerAction):
            return False
        kind = action.kind
        if kind == "play":
            return 1 <= action.value <= 6 and self.hands[p][action.value] > 0
        if kind == "draw":
            return self._can_draw(p)
        if kind == "discard":
            return self.hands[p][6] > 0
        if kind == "knock":
            return self.hand_totals[p] + self.front_totals[p] <= self.table_total
        return kind == "concede" and not self._single

    def _can_draw(self, p: int) -> bool:
        return bool(self.pile) and (self._draw_own or self.pile_owners[-1] != p)

    def _apply(self, action: KhmerAction) -> list[Event]:
        p = self.mover
        assert p is not None
        events: list[Event] = []
        kind = action.kind
        self.deal_actions += 1
        if kind == "play":
            self._play(p, action.value, events)
        elif kind == "draw":
            self._draw(p, events)
        elif kind == "discard":
            self._discard(p, events)
        elif kind == "knock":
            self._showdown(p, events)
            return events
        else:
            if self.record_events:
                events.append(Event("concede", seat=p))
            self._end_deal(DEAL_SCORES[1 - p][1], "concede", events)
            return events
        q = self.mover = 1 - p
        if not self.hand_sizes[q] and self.is_stuck(q):  # only an empty hand can be stuck
            if self.record_events:
                events.append(
                    Event("stuck", seat=q, player_total=self.player_total(q), **self._total_field())
                )
            self._end_deal(DEAL_SCORES[p][1], "stuck", events)
        return events

    def _play(self, p: int, v: int, events: list[Event]) -> None:
        self.hands[p][v] -= 1
        self.hand_totals[p] -= v
        self.hand_sizes[p] -= 1
        self.pile.append(v)
        self.pile_owners.append(p)
        self.table_total += v
        if self.record_events:
            events.append(
                Event(
                    "play",
                    seat=p,
                    card=str(v),
                    top_card=str(v),
                    pile_size=len(self.pile),
                    **self._total_field(),
                )
            )

    def _draw(self, p: int, events: list[Event]) -> None:
        v = self.pile.pop()
        self.pile_owners.pop()
        self.table_total -= v
        self.fronts[p].append(v)
        self.front_totals[p] += v
        if self.record_events:
            top = str(self.pile[-1]) if self.pile else None
            events.append(
                Event(
                    "draw",
                    seat=p,
                    card=str(v),
                    top_card=top,
                    pile_size=len(self.pile),
                    front_total=self.front_totals[p],
                    **self._total_field(),
                )
            )

    def _discard(self, p: int, events: list[Event]) -> None:
        self.hands[p][6] -= 1
        self.hand_totals[p] -= 6
        self.hand_sizes[p] -= 1
        self.sixes_out[p] += 1
        if self.record_events:
            events.append(
                Event(
                    "discard",
                    seat=p,
                    card="6",
                    sixes_discarded=self.sixes_out[p],
                    **self._total_field(),
                )
            )

    def _total_field(self) -> dict[str, int]:
        """The table total for a public event, unless this table hides it."""
        return {"table_total": self.table_total} if self._total_shown else {}

    # -- end of a deal -----------------------------------------------------

    def is_stuck(self, p: int) -> bool:
        """KH-8: the mover can neither play, draw, discard nor knock."""
        return (
            self.hand_sizes[p] == 0
            and not self._can_draw(p)
            and self.front_totals[p] > self.table_total
        )

    def player_total(self, p: int) -> int:
        """KH-6: hand plus front row."""
        return self.hand_totals[p] + self.front_totals[p]

    def _showdown(self, knocker: int, events: list[Event]) -> None:
        tk, table = self.player_total(knocker), self.table_total
        totals = [self.player_total(0), self.player_total(1)]
        winner, reason = showdown_result(knocker, totals, table)
        showdown: dict[str, Any] = {
            "knocker": knocker,
            "winner": winner,
            "reason": reason,
            "table_total": table,
            "totals": totals,
            "hands": [self.hand_codes(0), self.hand_codes(1)],
            "fronts": [[str(v) for v in f] for f in self.fronts],
        }
        if self.record_events:
            events.append(Event("knock", seat=knocker, player_total=tk, table_total=table))
            events.append(Event("showdown", **copy_showdown(showdown)))
        self._end_deal(DEAL_SCORES[winner][2], "showdown", events, showdown)

    # -- what a seat may know ---------------------------------------------

    def hand_codes(self, seat: int) -> list[str]:
        """The seat's hand as card codes, highest first."""
        h = self.hands[seat]
        # Codes are one character each, so a string of them splits into the list; three
        # times as fast as a loop, and every deal's start and every view writes two hands.
        return list("6" * h[6] + "5" * h[5] + "4" * h[4] + "3" * h[3] + "2" * h[2] + "1" * h[1])

    def _view(self, seat: int | None) -> dict[str, Any]:
        """KH §1.7: own hand; public fronts, counts, top card; the pile unless top_only."""
        view: dict[str, Any] = {
            "game": "khmer",
            "seat": seat,
            "seats": 2,
            "options": dict(self.options),
            "deal": self.deal_number,
            "scores": list(self.scores),
            "current_player": self.mover,
            "first_player": self.starter,
            "is_over": self.mover is None,
            "hand_sizes": list(self.hand_sizes),
            "fronts": [[str(v) for v in f] for f in self.fronts],
            "front_totals": list(self.front_totals),
            "sixes_discarded": list(self.sixes_out),
            "pile_size": len(self.pile),
            "top_card": str(self.pile[-1]) if self.pile else None,
            "top_owner": self._top_owner(),
            "set_aside_count": len(self.set_aside),
            "last_deal": copy_last_deal(self.last_deal),
            "legal_actions": [],
        }
        if self._total_shown:
            view["table_total"] = self.table_total
        if self._show_pile:
            view["pile"] = [str(v) for v in self.pile]
            view["pile_owners"] = list(self.pile_owners)
        if seat is not None:
            view["hand"] = self.hand_codes(seat)
            view["hand_total"] = self.hand_totals[seat]
            view["player_total"] = self.player_total(seat)
            if seat == self.mover:
                view["legal_actions"] = [str(a) for a in self.legal_actions()]
        return view

    def _top_owner(self) -> int | None:
        """Who played the top card, as far as the table shows it (KH §1.7).

        With the pile fanned every card's player is in sight.  With the top card only, the
        player is known only while the top card is the one last put down: once a draw has
        uncovered it, naming its player would be memory that the variant takes away.
        """
        if not self.pile:
            return None
        if self._show_pile or self._top_just_played():
            return self.pile_owners[-1]
        return None

    def _top_just_played(self) -> bool:
        """Whether the deal's last play or draw was a play (a discard leaves the pile alone).

        Read from the deal's log, so a save loaded (which replays it) answers the same; a
        position set up by hand has no log and keeps the player unknown.
        """
        for action in reversed(self.deal_log):
            if action.kind != "discard":
                return action.kind == "play"
        return False

    def why_illegal(self, action: KhmerAction) -> tuple[str, str, dict[str, Any]]:
        """A reason code, an English message and details for an illegal action."""
        p = self.mover
        if p is None:
            return "match_over", "the match is over", {}
        kind = action.kind
        if kind == "play":
            return (
                "not_in_hand",
                f"you have no {action.value} in your hand",
                {"card": str(action.value), "hand": self.hand_codes(p)},
            )
        if kind == "draw":
            if not self.pile:
                return "pile_empty", "the table is empty, there is nothing to draw", {}
            return (
                "own_card",
                "you may not draw the card you played yourself",
                {"card": str(self.pile[-1])},
            )
        if kind == "discard":
            return (
                "no_six_in_hand",
                "you have no 6 in your hand to discard",
                {"sixes_in_front": self.fronts[p].count(6)},
            )
        if kind == "knock":
            total = self.player_total(p)
            return (
                "total_over_table",
                f"you may knock only with a total of at most the table total; you have {total}",
                {"player_total": total, **self._total_field()},
            )
        return "no_concede_single", "there is no conceding in a single deal", {}

    # -- copying and saving -------------------------------------------------

    def clone(self) -> KhmerState:
        """A fast independent copy (for search)."""
        other = KhmerState.__new__(KhmerState)
        other.__dict__.update(self.__dict__)
        self._copy_into(other)
        other.hands = [self.hands[0][:], self.hands[1][:]]
        other.hand_totals = self.hand_totals[:]
        other.hand_sizes = self.hand_sizes[:]
        other.fronts = [self.fronts[0][:], self.fronts[1][:]]
        other.front_totals = self.front_totals[:]
        other.pile = self.pile[:]
        other.pile_owners = self.pile_owners[:]
        other.set_aside = self.set_aside[:]
        other.sixes_out = self.sixes_out[:]
        return other

    def _dump(self) -> dict[str, Any]:
        # Copies, so no holder of a dump sees the zones change later (``last_deal`` is
        # replaced, never changed, so it is shared).
        return {
            "hands": [self.hand_codes(0), self.hand_codes(1)],
            "fronts": [self.fronts[0][:], self.fronts[1][:]],
            "pile": self.pile[:],
            "pile_owners": self.pile_owners[:],
            "set_aside": self.set_aside[:],
            "sixes_out": self.sixes_out[:],
            "starter": self.starter,
            "mover": self.mover,
            "deal_actions": self.deal_actions,
            "last_deal": self.last_deal,
        }

    def _load(self, data: Mapping[str, Any]) -> None:
        for seat in (0, 1):
            cards = [int(v) for v in data["hands"][seat]]
            if any(not 1 <= v <= 6 for v in cards):
                raise ValueError(f"a hand holds {cards}, not only Khmer cards 1 to 6")
            self.hands[seat] = [cards.count(v) for v in range(7)]
            self.hand_totals[seat] = sum(cards)
            self.hand_sizes[seat] = len(cards)
            self.fronts[seat] = [int(v) for v in data["fronts"][seat]]
            self.front_totals[seat] = sum(self.fronts[seat])
        self.pile = [int(v) for v in data["pile"]]
        self.pile_owners = [int(s) for s in data["pile_owners"]]
        self.table_total = sum(self.pile)
        self.set_aside = [int(v) for v in data["set_aside"]]
        self.sixes_out = [int(n) for n in data["sixes_out"]]
        self.starter = read_seat(data["starter"])
        mover = data["mover"]
        self.mover = None if mover is None else read_seat(mover)
        self.deal_actions = int(data["deal_actions"])
        self.last_deal = copy_last_deal(data["last_deal"])
        self._check_loaded()

    def _check_loaded(self) -> None:
        """Refuse a save whose cards do not add up to the Khmer deck."""
        if len(self.sixes_out) != 2 or min(self.sixes_out) < 0:
            raise ValueError("the discarded 6s are not two counts of at least 0")
        if any(h[0] for h in self.hands) or any(len(h) != 7 for h in self.hands):
            raise ValueError("a hand holds a card that is not a Khmer card")
        counts = [sum(h[v] for h in self.hands) for v in range(7)]
        for v in self.pile + self.fronts[0] + self.fronts[1] + self.set_aside:
            if not 1 <= v <= 6:
                raise ValueError(f"card {v} is not a Khmer card")
            counts[v] += 1
        counts[6] += sum(self.sixes_out)
        if tuple(counts) != DECK_COUNTS or len(self.pile_owners) != len(self.pile):
            raise ValueError("the cards in the save are not the 16 Khmer cards")
        if self.mover not in (None, 0, 1) or self.starter not in (0, 1):
            raise ValueError("the seat to move is not 0 or 1")
        if any(s not in (0, 1) for s in self.pile_owners):
            raise ValueError("a table card has no owner seat")

    def _check_deal_start(self) -> None:
        """A deal just dealt (KH-4, KH-5) in a match its scores and last deal can reach."""
        self._check_match()
        if self.hand_sizes != [HAND_SIZE, HAND_SIZE] or len(self.set_aside) != SET_ASIDE:
            raise ValueError("the deal's start does not give each player 6 cards and set 4 aside")
        if any(self.fronts) or self.pile or any(self.sixes_out) or self.deal_actions:
            raise ValueError("the deal's start already has cards played, drawn or discarded")

    def _deal_record(self) -> tuple[Any, ...]:
        # The hands change in place during the deal, so they are copied; ``last_deal`` is
        # replaced, never changed.  Cheap: it is taken at every deal.
        hands = (self.hands[0][:], self.hands[1][:])
        scores, deal = self.scores[:], self.deal_number
        return hands, self.set_aside[:], self.starter, self.last_deal, scores, deal

    def _deal_again(self, record: Any) -> KhmerState:
        hands, set_aside, starter, last_deal, scores, deal_number = record
        state = KhmerState(self.seats, self.options, self.rng)  # dealing from cards: no RNG
        state.scores, state.deal_number, state.last_deal = scores[:], deal_number - 1, last_deal
        values = [v for hand in hands for v in VALUES for _ in range(hand[v])]
        state._deal_next(starter, values + set_aside, [])
        return state

    def _check_match(self) -> None:
        """KH-12, KH-13: scores below the target, 1 or 2 points a deal, the scorer starts."""
        target, played = self.options["target"], self.deal_number - 1
        if self._single and played:
            raise ValueError("a single deal has no deal after the first")
        scores = self.scores
        if any(not 0 <= score < target for score in scores):
            raise ValueError(f"scores {scores} are not all from 0 to below the target {target}")
        if not played <= sum(scores) <= 2 * played:
            raise ValueError(f"scores {scores} cannot come from {played} deals of 1 or 2 points")
        if played:
            check_last_deal(self.last_deal, played, self.starter, self.scores)
            return
        first = self.options["first_player"]
        if self.last_deal is not None or first not in (None, self.starter):
            raise ValueError("deal 1 follows an earlier deal, or is started by the wrong player")
