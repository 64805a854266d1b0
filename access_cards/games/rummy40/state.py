"""The state of a Rummy 40 match: hands, stock, discard pile, table melds and the turn."""

from __future__ import annotations

import hashlib
from collections.abc import Mapping, Sequence
from typing import Any

from access_cards.engine.actions import ActionTemplate
from access_cards.engine.cards import Card
from access_cards.engine.events import Event
from access_cards.engine.rng import Rng
from access_cards.engine.state import GameState
from access_cards.games.rummy40.actions import R40Action
from access_cards.games.rummy40.game import Rummy40
from access_cards.games.rummy40.melds import (
    CODES,
    INDEX,
    JK,
    TableMeld,
    all_melds,
    card_index,
    counts_of,
    joker_capacity,
    packing_bound,
)
from access_cards.games.rummy40.options import OPENING
from access_cards.games.rummy40.rules import Duties, can_finish
from access_cards.games.rummy40.scoring import (
    RUMMY_BONUS,
    exit_standing,
    hand_penalty,
    payout,
)
from access_cards.games.rummy40.why import why_illegal

__all__ = ["HAND_SIZE", "Rummy40State"]

HAND_SIZE = 13  # R40-8
MELDS_NAMED = 4  # legal_templates names up to this many melds, else "3 or more cards"
DRAW_STOCK = R40Action("draw", end="stock")
DRAW_DISCARD = R40Action("draw", end="discard")


class Rummy40State(GameState[R40Action]):
    """One match of Rummy 40: a single hand, or hands until one player is left."""

    game = Rummy40

    def __init__(self, seats: int, options: dict[str, Any], rng: Any) -> None:
        super().__init__(seats, options, rng)
        self.first_dealer = 0
        self.dealer = 0
        self.active = list(range(seats))
        self.out_at: list[int | None] = [None] * seats
        self.penalty_totals = [0] * seats
        self.hands: list[list[int]] = [[] for _ in range(seats)]
        self.stock: list[int] = []  # top at the end
        self.discard: list[int] = []  # top at the end
        self.melds: list[TableMeld] = []
        self.opened = [False] * seats
        self.phase = "draw"
        self.last_hand: dict[str, Any] | None = None
        self._new_turn()
        self._moves = 0
        self._legal_at = -1
        self._legal: list[R40Action] = []
        self._memo: dict[Any, int] = {}
        self._cap: int | None = None  # joker_capacity of the table; None after a change

    def _new_turn(self) -> None:
        self.drawn_from = ""
        self.turn_total = 0
        self.opening_turn = False  # opened during this turn (R40-11a, R40-15)
        self.taken = -1
        self.blocked = -1
        self.jokers_due = 0
        self.drew_last = False

    # -- engine hooks ----------------------------------------------------------------

    def _first_dealer(self) -> int:
        dealer = self.options["dealer"]
        self.first_dealer = self.rng.below(self.seats) if dealer is None else dealer
        return self.first_dealer

    def _fresh_deck(self) -> list[int]:
        return list(range(52)) * 2 + [JK, JK]

    def _own_cards(self, cards: list[Card]) -> list[int]:
        return [card_index(c) for c in cards]

    def _deal_start_fields(self, dealer: int) -> dict[str, Any]:
        return {"dealer": dealer, "first": self._next_active(dealer), "seats_in": self.active[:]}

    def _next_active(self, seat: int) -> int:
        for step in range(1, self.seats + 1):
            nxt = (seat + step) % self.seats
            if nxt in self.active:
                return nxt
        return seat

    def _deal(self, dealer: int, cards: list[Any], events: list[Event]) -> None:
        """R40-8: 13 cards to each seat still in, the upcard, the stock."""
        self.dealer = dealer
        self.hands = [[] for _ in range(self.seats)]
        for k, seat in enumerate(self.active):
            self.hands[seat] = sorted(cards[k * HAND_SIZE : (k + 1) * HAND_SIZE])
        rest = cards[len(self.active) * HAND_SIZE :]
        self.discard = [rest[0]]
        self.stock = rest[1:][::-1]
        self.melds = []
        self.opened = [False] * self.seats
        self.phase, self.mover = "draw", self._next_active(dealer)
        self._new_turn()
        self._memo = {}
        self._legal_at = -1
        self._cap = None
        if self.record_events:
            for seat in self.active:
                events.append(Event("dealt", seat, seat=seat, cards=self.hand_codes(seat)))
            events.append(
                Event("upcard", card=CODES[rest[0]], stock=len(self.stock), first=self.mover)
            )

    def _close_deal(self, deal_scores: Sequence[int], how: str, detail: Any) -> None:
        self.last_hand = dict(detail or {}, how=how, chips=list(deal_scores))

    def _deal_end_fields(self) -> dict[str, Any]:
        hand = dict(self.last_hand or {})
        return {"how": hand.get("how"), "chips": hand.get("chips"), "seats_in": self.active[:]}

    def _match_over(self) -> bool:
        if self.options["r40_match"] == "single_hand":
            return True
        return len(self.active) <= 1

    def _next_dealer(self) -> int:
        return self._next_active(self.dealer)

    def _stop(self) -> None:
        self.phase, self.mover = "over", None

    def _match_end_fields(self) -> dict[str, Any]:
        return {"scores": list(self.scores), "result": self.result}

    def standing(self) -> list[int]:
        """Places: by chips; in elimination by exit (the last seat in first; ties share)."""
        if self.options["r40_match"] == "elimination":
            return exit_standing(self.out_at, self.deal_number)
        return list(self.scores)

    # -- what is legal ----------------------------------------------------------------

    def hand_codes(self, seat: int) -> list[str]:
        return [CODES[c] for c in self.hands[seat]]

    def _layoff_ok(self, seat: int) -> bool:
        """R40-11a/b: lay-offs and swaps once opened (in the opening turn per the option)."""
        if not self.opened[seat]:
            return False
        return not self.opening_turn or self.options["r40_layoff_in_opening_turn"] == "yes"

    def duties(self, seat: int, *, opened: bool | None = None) -> Duties:
        """What the rest of the current turn must do (see ``rules.Duties``)."""
        is_open = self.opened[seat] if opened is None else opened
        need = 0
        if not is_open and (self.turn_total > 0 or self.taken >= 0):
            need = self._min_open() - self.turn_total
        fits = self.taken >= 0 and any(m.layoff_ends(self.taken) for m in self.melds)
        return Duties(
            is_open,
            need=need,
            taken=self.taken,
            blocked=self.blocked,
            jokers=self.jokers_due,
            cap=self._joker_capacity(),
            taken_fits=fits,
            layoff_ok=self._layoff_ok(seat) if is_open else self._opening_layoff(),
            rule=self.options["r40_discard_take_use"],
        )

    def _opening_layoff(self) -> bool:
        return bool(self.options["r40_layoff_in_opening_turn"] == "yes")

    def _min_open(self) -> int:
        """R40-11: 40, or per the option only when the discard was taken."""
        if self.options["r40_opening_min_scope"] == "all_openings" or self.drawn_from == "discard":
            return OPENING
        return 0

    def _joker_capacity(self) -> int:
        if self._cap is None:
            self._cap = joker_capacity(self.melds)
        return self._cap

    def legal_actions(self) -> list[R40Action]:
        if self.mover is None:
            return []
        if self._legal_at != self._moves:
            self._legal = self._compute_legal(self.mover)
            self._legal_at = self._moves
        return self._legal

    def legal_templates(self) -> tuple[ActionTemplate, ...]:
        """Compact for people: a few melds named, many as "meld 3 or more cards"; lay-offs,
        swaps and discards by their texts, one template a kind (``legal`` keeps the list)."""
        groups: dict[str, list[str]] = {}
        for action in self.legal_actions():
            kind, _, rest = str(action).partition(" ")
            groups.setdefault(kind, []).append(rest)
        found = []
        for kind, words in groups.items():
            if kind == "meld" and len(words) > MELDS_NAMED:
                found.append(ActionTemplate("meld", low=3, form="cards"))
            else:
                found.append(ActionTemplate(kind, tuple(words)))
        return tuple(found)

    def is_legal(self, action: R40Action) -> bool:
        return type(action) is R40Action and action in self.legal_actions()

    def _compute_legal(self, seat: int) -> list[R40Action]:
        if self.phase == "draw":
            return [DRAW_STOCK, DRAW_DISCARD] if self._may_take() else [DRAW_STOCK]
        counts = counts_of(self.hands[seat])
        duty = self.duties(seat)
        found: list[R40Action] = []
        specs = all_melds(counts)
        if not self.opened[seat] and self.turn_total + packing_bound(counts) < self._min_open():
            specs = []  # no meld of this hand can be part of an opening (a cheap bound)
        for kind, cards, value in specs:
            if self._meld_finishes(seat, counts, duty, cards, value):
                found.append(R40Action("meld", tuple(CODES[c] for c in cards), form=kind))
        if self._layoff_ok(seat):
            found += self._layoffs(counts, duty)
            found += self._swaps(counts, duty)
        if self._turn_done(counts, duty):
            found += [
                R40Action("discard", (CODES[c],))
                for c in sorted(set(self.hands[seat]))
                if c != self.blocked
            ]
        return found

    def _turn_done(self, counts: list[int], duty: Duties) -> bool:
        if duty.need > 0 or duty.taken >= 0 or duty.jokers > 0:
            return False
        return any(n for i, n in enumerate(counts) if n and i != duty.blocked)

    def _may_take(self) -> bool:
        """R40-10/R40-11b: the top discard only with a way to use it this turn."""
        seat = self.mover
        assert seat is not None
        if not self.discard:
            return False
        top = self.discard[-1]
        counts = counts_of(self.hands[seat])
        counts[top] += 1
        opened = self.opened[seat]
        duty = Duties(
            opened,
            need=0 if opened else OPENING,
            taken=top,
            blocked=top,
            cap=self._joker_capacity(),
            taken_fits=any(m.layoff_ends(top) for m in self.melds),
            layoff_ok=True if opened else self._opening_layoff(),
            rule=self.options["r40_discard_take_use"],
        )
        return can_finish(counts, duty, self._memo)

    def _meld_finishes(
        self, seat: int, counts: list[int], duty: Duties, cards: tuple[int, ...], value: int
    ) -> bool:
        rest = counts[:]
        for c in cards:
            rest[c] -= 1
        opened = duty.opened
        need = duty.need
        if not opened:
            total = self.turn_total + value
            minimum = self._min_open()
            opened = total >= minimum
            need = 0 if opened else minimum - total
        rule = duty.rule
        taken = duty.taken
        if taken >= 0 and (rule == "any_meld" or taken in cards):
            taken = -1
        after = Duties(
            opened,
            need=need,
            taken=taken,
            blocked=-1 if duty.blocked in cards else duty.blocked,
            jokers=max(0, duty.jokers - cards.count(JK)),
            cap=duty.cap,
            taken_fits=duty.taken_fits,
            layoff_ok=duty.layoff_ok if duty.opened else self._opening_layoff(),
            rule=rule,
        )
        return can_finish(rest, after, self._memo)

    def _layoffs(self, counts: list[int], duty: Duties) -> list[R40Action]:
        found = []
        held = set(self.hands[self.mover or 0])
        # No duty left: a lay-off finishes the turn when a card other than the blocked one
        # stays in hand (R40-9), so the search is skipped.
        free = duty.taken < 0 and duty.jokers == 0
        size = sum(counts)
        for meld in self.melds:
            fits = meld.fitting()
            if not fits:
                continue
            for card in held:
                ends = fits.get(card)
                if ends is None:
                    continue
                for end in ends:
                    rest = counts[:]
                    rest[card] -= 1
                    if free:
                        blocked = duty.blocked
                        ok = size - 1 - (rest[blocked] if blocked >= 0 else 0) > 0
                    else:
                        used = card == duty.taken and duty.rule == "meld_or_layoff"
                        after = Duties(
                            True,
                            taken=-1 if used else duty.taken,
                            blocked=-1 if used else duty.blocked,
                            jokers=max(0, duty.jokers - (card == JK)),
                            cap=duty.cap - (card == JK),
                            taken_fits=duty.taken_fits,
                            rule=duty.rule,
                        )
                        ok = can_finish(rest, after, self._memo)
                    if ok:
                        shown = end if card == JK else ""  # a natural's end follows from it
                        found.append(R40Action("layoff", (CODES[card],), meld.number, shown))
        return found

    def _swaps(self, counts: list[int], duty: Duties) -> list[R40Action]:
        """R40-13: a run's joker for the card it stands for; a 3-card set's for two suits."""
        found = []
        due = 1 if self.options["r40_freed_joker"] == "use_same_turn" else 0
        for meld in self.melds:
            options: list[tuple[int, ...]] = [(c,) for c in meld.run_swaps() if counts[c]]
            options += [p for p in meld.set_swaps() if counts[p[0]] and counts[p[1]]]
            for cards in options:
                rest = counts[:]
                for c in cards:
                    rest[c] -= 1
                rest[JK] += 1
                changed = meld.copy()
                changed.swap(cards)
                cap = duty.cap - meld.joker_room() + changed.joker_room()
                after = Duties(
                    True,
                    taken=duty.taken,
                    blocked=duty.blocked,
                    jokers=duty.jokers + due,
                    cap=cap,
                    taken_fits=duty.taken_fits,
                    rule=duty.rule,
                )
                if can_finish(rest, after, self._memo):
                    found.append(R40Action("swap", tuple(CODES[c] for c in cards), meld.number))
        return found

    def why_illegal(self, action: R40Action) -> tuple[str, str, dict[str, Any]]:
        return why_illegal(self, action)

    # -- applying ---------------------------------------------------------------------

    def _emit(self, events: list[Event], kind: str, audience: int | None = None, **f: Any) -> None:
        if self.record_events:
            events.append(Event(kind, audience, **f))

    def _apply(self, action: R40Action) -> list[Event]:
        events: list[Event] = []
        self._moves += 1
        seat = self.mover
        assert seat is not None
        kind = action.kind
        if kind == "draw":
            self._draw(seat, action.end, events)
        elif kind == "meld":
            self._meld(seat, action, events)
        elif kind == "layoff":
            self._layoff(seat, action, events)
        elif kind == "swap":
            self._swap(seat, action, events)
        else:
            self._discard(seat, INDEX[action.cards[0]], events)
        return events

    def _take(self, seat: int, cards: Sequence[int]) -> None:
        hand = self.hands[seat]
        for c in cards:
            hand.remove(c)

    def _draw(self, seat: int, source: str, events: list[Event]) -> None:
        self._new_turn()
        self.drawn_from = source
        if source == "stock":
            card = self.stock.pop()
            self.drew_last = not self.stock
        else:
            card = self.discard.pop()
            self.taken = self.blocked = card
        self.hands[seat].append(card)
        self.hands[seat].sort()
        self.phase = "meld"
        if self.record_events:
            shown = CODES[card] if source == "discard" else None
            events.append(
                Event(
                    "draw",
                    seat=seat,
                    source=source,
                    card=shown,
                    stock=len(self.stock),
                    discard=len(self.discard),
                    hand_size=len(self.hands[seat]),
                    must_use=shown,
                )
            )
            if source == "stock":
                events.append(Event("drawn", seat, seat=seat, card=CODES[card]))

    def _meld(self, seat: int, action: R40Action, events: list[Event]) -> None:
        self._cap = None
        cards = [INDEX[c] for c in action.cards]
        self._take(seat, cards)
        meld = TableMeld(action.form, cards, seat, len(self.melds) + 1)
        self.melds.append(meld)
        opening_now = False
        if not self.opened[seat]:
            self.turn_total += meld.value
            if self.turn_total >= self._min_open():
                self.opened[seat] = self.opening_turn = opening_now = True
        rule = self.options["r40_discard_take_use"]
        if self.taken >= 0 and (rule == "any_meld" or self.taken in cards):
            self.taken = -1
        if self.blocked in cards:
            self.blocked = -1
        self.jokers_due = max(0, self.jokers_due - cards.count(JK))
        if self.record_events:
            events.append(
                Event(
                    "meld",
                    seat=seat,
                    **meld.to_data(),
                    opening_total=self.turn_total
                    if self.opening_turn or opening_now or not self.opened[seat]
                    else None,
                    opened=self.opened[seat],
                    opens=opening_now,
                    hand_size=len(self.hands[seat]),
                )
            )

    def _layoff(self, seat: int, action: R40Action, events: list[Event]) -> None:
        self._cap = None
        card = INDEX[action.cards[0]]
        meld = self.melds[action.meld - 1]
        end = action.end or (meld.layoff_ends(card) or [""])[0]
        self._take(seat, [card])
        meld.lay_off(card, end)
        if card == self.taken and self.options["r40_discard_take_use"] == "meld_or_layoff":
            self.taken = self.blocked = -1
        if card == JK:
            self.jokers_due = max(0, self.jokers_due - 1)
        if self.record_events:
            stands = None
            if card == JK and meld.kind == "run":
                stands = CODES[meld.stands_for(0 if end == "low" else len(meld.cards) - 1)]
            events.append(
                Event(
                    "layoff",
                    seat=seat,
                    card=action.cards[0],
                    meld=meld.number,
                    owner=meld.owner,
                    end=end or None,
                    stands_for=stands,
                    cards=[CODES[c] for c in meld.cards],
                    closed=meld.closed,
                    hand_size=len(self.hands[seat]),
                )
            )

    def _swap(self, seat: int, action: R40Action, events: list[Event]) -> None:
        self._cap = None
        cards = [INDEX[c] for c in action.cards]
        meld = self.melds[action.meld - 1]
        stood = CODES[cards[0]] if meld.kind == "run" else None
        self._take(seat, cards)
        meld.swap(cards)
        self.hands[seat].append(JK)
        self.hands[seat].sort()
        if self.options["r40_freed_joker"] == "use_same_turn":
            self.jokers_due += 1
        if self.record_events:
            events.append(
                Event(
                    "swap",
                    seat=seat,
                    cards=list(action.cards),
                    meld=meld.number,
                    owner=meld.owner,
                    stood_for=stood,
                    joker_freed=True,
                    closed=meld.closed,
                    meld_cards=[CODES[c] for c in meld.cards],
                    jokers_to_place=self.jokers_due,
                    hand_size=len(self.hands[seat]),
                )
            )

    def _discard(self, seat: int, card: int, events: list[Event]) -> None:
        self._take(seat, [card])
        self.discard.append(card)
        self.phase = "draw"
        self._emit(
            events,
            "discard",
            seat=seat,
            card=CODES[card],
            hand_size=len(self.hands[seat]),
            discard=len(self.discard),
        )
        if not self.hands[seat]:
            self._going_out(seat, events)
            return
        if self.drew_last:
            under = self.discard[:-1]
            if not under:
                self._blocked(events, "no_stock")
                return
            # Not the match's generator: a save is loaded by replaying the deal's moves with
            # the generator as it stood at the save, so a mid-deal shuffle must follow from the
            # position itself (the match seed, the deal, the cards reshuffled).
            Rng(reshuffle_seed(self.rng.seed, self.deal_number, under)).shuffle(under)
            self.stock, self.discard = under, [card]
            self._emit(events, "reshuffle", stock=len(self.stock), top=CODES[card])
        if self._no_way_out():
            self._blocked(events, "no_way_out")
            return
        self._new_turn()
        self.mover = self._next_active(seat)

    def _going_out(self, winner: int, events: list[Event]) -> None:
        """R40-14, R40-15, R40-17, R40-18: the hand ends; penalties and the payout."""
        rummy = self.opening_turn
        self._emit(events, "going_out", seat=winner, rummy=rummy)
        if rummy:
            self._emit(events, "rummy", seat=winner, bonus=RUMMY_BONUS)
        penalties = {}
        for seat in self.active:
            if seat != winner:
                points = hand_penalty(self.hands[seat]) + (RUMMY_BONUS if rummy else 0)
                penalties[seat] = points
                self._emit(
                    events,
                    "penalty",
                    seat=seat,
                    cards=self.hand_codes(seat),
                    points=points - (RUMMY_BONUS if rummy else 0),
                    rummy_bonus=RUMMY_BONUS if rummy else 0,
                    total=points,
                )
        self._settle(winner, penalties, "out", events)

    def _no_way_out(self) -> bool:
        """Nobody can ever go out: every hand holds at most two cards after its discard (too
        few to meld and keep one), and no card off the table fits a meld or frees a joker.
        Hand sizes cannot grow and the table cannot change, so play would go on forever."""
        if any(len(self.hands[s]) > 2 for s in self.active):
            return False
        on_table = counts_of([c for m in self.melds for c in m.cards])
        loose = [c for c in range(53) if on_table[c] < 2]
        for meld in self.melds:
            if any(meld.layoff_ends(c) for c in loose):
                return False
            if any(on_table[c] < 2 for c in meld.run_swaps()):
                return False
        return True

    def _blocked(self, events: list[Event], cause: str) -> None:
        """R40-16 ⚑: no stock can be made again (or nobody can go out); no winner."""
        penalties = {s: hand_penalty(self.hands[s]) for s in self.active}
        self._emit(
            events,
            "blocked",
            penalties=[penalties.get(s) for s in range(self.seats)],
            cause=cause,
        )
        if self.options["r40_blocked_hand"] == "void":
            penalties = {}
        self._settle(None, penalties, "blocked", events)

    def _settle(
        self, winner: int | None, penalties: dict[int, int], how: str, events: list[Event]
    ) -> None:
        chips = [0] * self.seats
        buy_in = self.options["buy_in"]
        pool = buy_in * len(self.active)
        paid: dict[int, int] = {}
        if winner is not None:
            paid = payout(pool, winner, penalties, self.options["r40_payout"])
            for seat in self.active:
                chips[seat] = paid[seat] - buy_in
        self._emit(
            events,
            "payout",
            winner=winner,
            pool=pool,
            buy_in=buy_in,
            paid=[paid.get(s) for s in range(self.seats)],
            chips=chips[:],
        )
        out: list[int] = []
        if self.options["r40_match"] == "elimination":
            threshold = self.options["r40_threshold"]
            for seat, points in penalties.items():
                self.penalty_totals[seat] += points
                if self.penalty_totals[seat] >= threshold:
                    out.append(seat)
                    self.out_at[seat] = self.deal_number
            self.active = [s for s in self.active if s not in out]
            if out:
                self._emit(events, "eliminated", seats=out, penalty_totals=self.penalty_totals[:])
        detail = {"winner": winner, "penalties": penalties, "out": out}
        self.mover = None
        self._end_deal(chips, how, events, detail)

    # -- views ------------------------------------------------------------------------

    def _view(self, seat: int | None) -> dict[str, Any]:
        """§2.10: own hand; everything public; never another hand or the stock order."""
        mover = self.mover
        duty = self.duties(mover) if mover is not None and self.phase == "meld" else None
        view: dict[str, Any] = {
            "game": "rummy40",
            "seat": seat,
            "seats": self.seats,
            "options": dict(self.options),
            "deal": self.deal_number,
            "dealer": self.dealer,
            "seats_in": self.active[:],
            "phase": self.phase,
            "current_player": mover,
            "is_over": mover is None,
            "scores": list(self.scores),
            "penalty_totals": list(self.penalty_totals),
            "hand_sizes": [len(h) for h in self.hands],
            "melds": [m.to_data() for m in self.melds],
            "opened": list(self.opened),
            "top_discard": CODES[self.discard[-1]] if self.discard else None,
            "stock_count": len(self.stock),
            "discard_count": len(self.discard),
            "opening_minimum": OPENING,
            "turn": None if duty is None else self._turn_data(duty),
            "last_hand": None if self.last_hand is None else _public_hand(self.last_hand),
            "legal_actions": [],
        }
        if self.options["r40_discard_history"] == "all":
            view["discard_pile"] = [CODES[c] for c in self.discard]
        if seat is not None:
            view["hand"] = self.hand_codes(seat)
            if seat == mover:
                view["legal_actions"] = [str(a) for a in self.legal_actions()]
        return view

    def _turn_data(self, duty: Duties) -> dict[str, Any]:
        """The turn's obligations, public (the take was public)."""
        return {
            "drawn_from": self.drawn_from,
            "opening_total": self.turn_total,
            "opening_needed": max(0, duty.need),
            "must_use": CODES[self.taken] if self.taken >= 0 else None,
            "may_not_discard": CODES[self.blocked] if self.blocked >= 0 else None,
            "jokers_to_place": self.jokers_due,
            "opening_turn": self.opening_turn,
        }

    # -- saving -----------------------------------------------------------------------

    def _dump(self) -> dict[str, Any]:
        return {
            "first_dealer": self.first_dealer,
            "dealer": self.dealer,
            "active": self.active[:],
            "out_at": self.out_at[:],
            "penalty_totals": self.penalty_totals[:],
            "phase": self.phase,
            "mover": self.mover,
            "hands": [self.hand_codes(s) for s in range(self.seats)],
            "stock": [CODES[c] for c in self.stock],
            "discard": [CODES[c] for c in self.discard],
            "melds": [[m.kind, m.owner, [CODES[c] for c in m.cards]] for m in self.melds],
            "opened": self.opened[:],
            "turn": [
                self.drawn_from,
                self.turn_total,
                self.opening_turn,
                self.taken,
                self.blocked,
                self.jokers_due,
                self.drew_last,
            ],
            # The hand before this one, for the view's "last_hand" after a resume.
            "last_hand": None if self.last_hand is None else _public_hand(self.last_hand),
        }

    def _load(self, data: Mapping[str, Any]) -> None:
        from access_cards.games.rummy40.checks import load_into

        load_into(self, data)

    def _check_deal_start(self) -> None:
        from access_cards.games.rummy40.checks import check_deal_start

        check_deal_start(self)

    def _deal_record(self) -> tuple[Any, ...]:
        cards = [c for s in self.active for c in self.hands[s]] + self.discard + self.stock[::-1]
        return (
            cards,
            self.dealer,
            self.active[:],
            self.out_at[:],
            self.penalty_totals[:],
            self.scores[:],
            self.deal_number,
            self.last_hand,
        )

    def _deal_again(self, record: Any) -> Rummy40State:
        cards, dealer, active, out_at, totals, scores, number, last_hand = record
        state = Rummy40State(self.seats, self.options, self.rng)
        state.first_dealer, state.deal_number = self.first_dealer, number - 1
        state.active, state.out_at, state.penalty_totals = active[:], out_at[:], totals[:]
        state.scores, state.last_hand = scores[:], last_hand
        state._deal_next(dealer, list(cards), [])
        return state


def _public_hand(hand: Mapping[str, Any]) -> dict[str, Any]:
    return {
        "how": hand.get("how"),
        "winner": hand.get("winner"),
        "penalties": {str(k): v for k, v in dict(hand.get("penalties") or {}).items()},
        "chips": list(hand.get("chips") or []),
    }


def reshuffle_seed(seed: int, deal: int, cards: list[int]) -> int:
    """The seed of R40-16's reshuffle: a 63-bit hash of the match seed, the deal and the
    discards in the order they lie."""
    text = f"{seed} {deal} {' '.join(map(str, cards))}".encode()
    return int.from_bytes(hashlib.blake2b(text, digest_size=8).digest(), "big") >> 1
