"""The state of a Rummy 40 match: hands, stock, discard pile, table melds and the turn."""

from __future__ import annotations

import hashlib
from bisect import insort
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
    MeldSpec,
    TableIndex,
    TableMeld,
    all_melds,
    card_index,
    counts_of,
    melds_with,
    packing_bound,
    reaches,
    without,
)
from access_cards.games.rummy40.options import OPENING, STOCK_ROUNDS
from access_cards.games.rummy40.rules import Duties, can_finish
from access_cards.games.rummy40.scoring import (
    RUMMY_BONUS,
    exit_standing,
    hand_penalty,
    payout,
)
from access_cards.games.rummy40.why import why_illegal

__all__ = ["HAND_SIZE", "STOCK_ROUNDS", "Rummy40State"]

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
        self.reshuffles = 0  # of this hand's stock (R40-16, ``STOCK_ROUNDS``)
        self._new_turn()
        self._moves = 0
        self._legal_at = -1
        self._legal: list[R40Action] = []
        self._memo: dict[Any, int] = {}
        self._table: TableIndex | None = None  # None after a change of the table

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
        self.reshuffles = 0
        self._memo = {}
        self._legal_at = -1
        self._table = None
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
        taken = self.taken
        return Duties(
            is_open,
            need,
            taken,
            self.blocked,
            self.jokers_due,
            self._index().cap,
            taken >= 0 and self._fits_table(taken),
            self._layoff_ok(seat) if is_open else self._opening_layoff(),
            self.options["r40_discard_take_use"],
        )

    def _opening_layoff(self) -> bool:
        return bool(self.options["r40_layoff_in_opening_turn"] == "yes")

    def _min_open(self) -> int:
        """R40-11: 40, or per the option only when the discard was taken."""
        if self.options["r40_opening_min_scope"] == "all_openings" or self.drawn_from == "discard":
            return OPENING
        return 0

    def _joker_capacity(self) -> int:
        return self._index().cap

    def _index(self) -> TableIndex:
        """The table's index, found again after a change (or a new list of melds)."""
        index = self._table
        if index is None or index.melds is not self.melds:
            index = self._table = TableIndex(self.melds)
        return index

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
        if type(action) is not R40Action:
            return False
        legal = self.legal_actions()
        # Offered actions are shared objects, so an action picked from the list is found by
        # identity, without comparing it field by field with those before it.
        for offered in legal:
            if offered is action:
                return True
        return action in legal

    def _compute_legal(self, seat: int) -> list[R40Action]:
        if self.phase == "draw":
            return [DRAW_STOCK, DRAW_DISCARD] if self._may_take() else [DRAW_STOCK]
        hand = self.hands[seat]
        counts = counts_of(hand)
        if self.taken < 0 and self.jokers_due == 0:
            if self.opened[seat]:
                return self._free_turn(seat, hand, counts)
            return self._opening_turn(seat, hand, counts)
        duty = self.duties(seat)
        found = self._melds_offered(seat, counts, duty)
        if duty.opened and duty.layoff_ok:  # ``_layoff_ok``, as ``duties`` found it
            found += self._layoffs(hand, counts, duty)
            found += self._swaps(counts, duty)
        if self._turn_done(hand, counts, duty):
            found += self._discards(hand)
        return found

    def _free_turn(self, seat: int, hand: list[int], counts: list[int]) -> list[R40Action]:
        """An opened player with no duty left (no taken card to use, no freed joker): a meld
        or lay-off finishes the turn when a card other than the blocked one stays in hand
        (R40-9), so neither ``duties`` nor the search is needed but for a swap."""
        blocked = self.blocked
        found = self._melds_keeping(hand, counts, blocked)
        if self._layoff_ok(seat):
            found += self._layoffs(hand, counts, None)
            if self._index().swaps:
                found += self._swaps(counts, self.duties(seat))
        if len(hand) > (counts[blocked] if blocked >= 0 else 0):
            found += self._discards(hand)
        return found

    def _opening_turn(self, seat: int, hand: list[int], counts: list[int]) -> list[R40Action]:
        """An unopened player with no taken card to use: the melds that can be part of an
        opening, then the discards if no meld was laid this turn (an opening begun must be
        finished, R40-11); no lay-offs before opening."""
        blocked = self.blocked
        found: list[R40Action] = []
        if self.turn_total + packing_bound(counts) >= self._min_open():  # a cheap bound
            specs = all_melds(counts)
            if specs:
                found = self._opening_melds(seat, counts, blocked, specs)
        if not self.turn_total and len(hand) > (counts[blocked] if blocked >= 0 else 0):
            found += self._discards(hand)
        return found

    def _melds_keeping(self, hand: list[int], counts: list[int], blocked: int) -> list[R40Action]:
        """The melds of the hand that keep a card other than ``blocked`` (-1: none)."""
        specs = all_melds(counts)
        size = len(hand)
        if blocked < 0:
            return [_meld_action(spec) for spec in specs if size > len(spec[1])]
        return [
            _meld_action(spec)
            for spec in specs
            if size - len(spec[1]) > (0 if blocked in spec[1] else counts[blocked])
        ]

    def _discards(self, hand: list[int]) -> list[R40Action]:
        """Each card of the hand once, in card order, but the blocked one (R40-10)."""
        blocked = self.blocked
        if blocked < 0:
            return list(map(_discard_action, sorted(set(hand))))
        return [_discard_action(c) for c in sorted(set(hand)) if c != blocked]

    def _melds_offered(self, seat: int, counts: list[int], duty: Duties) -> list[R40Action]:
        """The melds of the hand after which the turn can still be finished, a taken card
        used or a freed joker placed (``_free_turn`` and ``_opening_turn`` have the rest)."""
        if not self.opened[seat] and self.turn_total + packing_bound(counts) < self._min_open():
            return []  # no meld of this hand can be part of an opening (a cheap bound)
        return [
            _meld_action(spec)
            for spec in all_melds(counts)
            if self._meld_finishes(seat, counts, duty, spec[1], spec[2])
        ]

    def _opening_melds(
        self, seat: int, counts: list[int], blocked: int, specs: list[MeldSpec]
    ) -> list[R40Action]:
        """The melds of an unopened hand without a taken card that can be part of an opening
        (what ``_meld_finishes`` finds, spec by spec, without its general steps)."""
        size = len(self.hands[seat])
        total, minimum = self.turn_total, self._min_open()
        any_meld = self.options["r40_discard_take_use"] == "any_meld"
        found = []
        for spec in specs:
            cards, value = spec[1], spec[2]
            after = -1 if blocked in cards else blocked
            if total + value >= minimum:
                # The opening is made: a card other than the blocked one must stay.
                ok = size - len(cards) > (counts[after] if after >= 0 else 0)
            else:
                keep = after if any_meld else -1
                ok = reaches(without(counts, cards), minimum - total - value, keep, self._memo)
            if ok:
                found.append(_meld_action(spec))
        return found

    def _turn_done(self, hand: list[int], counts: list[int], duty: Duties) -> bool:
        if duty.need > 0 or duty.taken >= 0 or duty.jokers > 0:
            return False
        blocked = duty.blocked
        return len(hand) > (counts[blocked] if blocked >= 0 else 0)

    def _may_take(self) -> bool:
        """R40-10/R40-11b: the top discard only with a way to use it this turn."""
        seat = self.mover
        assert seat is not None
        if not self.discard:
            return False
        top = self.discard[-1]
        hand = self.hands[seat]
        counts = counts_of(hand)
        counts[top] += 1
        opened = self.opened[seat]
        rule = self.options["r40_discard_take_use"]
        # ``can_finish``'s answers without its general steps, for the default rule (a new
        # meld holding the card) and for an unopened hand under any rule's first check.
        if not opened and packing_bound(counts) < OPENING:
            return False  # no opening at all
        if rule == "new_meld":
            if opened:  # the meld must leave a card to discard
                size = len(hand) + 1
                return any(len(spec[1]) < size for spec in melds_with(counts, top, True))
            # An opening holding the card: the other melds make up the rest, leaving a card.
            return any(
                reaches(without(counts, cards), max(0, OPENING - value), -1, self._memo)
                for _kind, cards, value in melds_with(counts, top)
            )
        duty = Duties(
            opened,
            need=0 if opened else OPENING,
            taken=top,
            blocked=top,
            cap=self._joker_capacity(),
            taken_fits=self._fits_table(top),
            layoff_ok=True if opened else self._opening_layoff(),
            rule=rule,
        )
        return can_finish(counts, duty, self._memo)

    def _fits_table(self, card: int) -> bool:
        """Whether ``card`` may be laid off on some meld (R40-12)."""
        return card in self._index().fit_cards

    def _meld_finishes(
        self, seat: int, counts: list[int], duty: Duties, cards: tuple[int, ...], value: int
    ) -> bool:
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
        blocked = -1 if duty.blocked in cards else duty.blocked
        jokers = max(0, duty.jokers - cards.count(JK))
        if opened and taken < 0 and jokers == 0:
            # Nothing left but the discard: a card other than the blocked one must stay.
            left = len(self.hands[seat]) - len(cards)
            return left > (counts[blocked] if blocked >= 0 else 0)
        rest = counts[:]
        for c in cards:
            rest[c] -= 1
        if not opened and taken < 0:
            # More melds must reach the opening (``rules._can_open`` without a taken card).
            return reaches(rest, need, blocked if rule == "any_meld" else -1, self._memo)
        after = Duties(
            opened,
            need=need,
            taken=taken,
            blocked=blocked,
            jokers=jokers,
            cap=duty.cap,
            taken_fits=duty.taken_fits,
            layoff_ok=duty.layoff_ok if duty.opened else self._opening_layoff(),
            rule=rule,
        )
        return can_finish(rest, after, self._memo)

    def _layoffs(self, hand: list[int], counts: list[int], duty: Duties | None) -> list[R40Action]:
        """The lay-offs after which the turn can still be finished (``duty`` None: no duty
        left)."""
        index = self._index()
        if index.fit_cards.isdisjoint(hand):
            return []
        found = []
        held: set[int] | None = None
        # No duty left: a lay-off finishes the turn when a card other than the blocked one
        # stays in hand (R40-9), so the search is skipped.
        free = duty is None or (duty.taken < 0 and duty.jokers == 0)
        blocked = self.blocked
        size = len(hand)
        for number, fits in index.fits:
            cards = [c for c in fits if counts[c]]
            if not cards:
                continue
            if len(cards) > 1:
                # In the order of the hand's set, as the list has always been given.
                held = set(hand) if held is None else held
                cards = [c for c in held if c in fits]
            for card in cards:
                for end in fits[card]:
                    if free:
                        left = counts[blocked] - (card == blocked) if blocked >= 0 else 0
                        ok = size - 1 > left
                    else:
                        assert duty is not None
                        ok = self._layoff_finishes(counts, duty, card, number, end)
                    if ok:
                        found.append(_layoff_action(card, number, end))
        return found

    def _layoff_finishes(
        self, counts: list[int], duty: Duties, card: int, number: int, end: str
    ) -> bool:
        rest = counts[:]
        rest[card] -= 1
        used = card == duty.taken and duty.rule == "meld_or_layoff"
        taken = -1 if used else duty.taken
        fits = duty.taken_fits
        if taken >= 0 and duty.rule == "meld_or_layoff":
            changed = self.melds[number - 1].copy()
            changed.lay_off(card, end)
            fits = self._fits_after(taken, number, changed)
        after = Duties(
            True,
            taken=taken,
            blocked=-1 if used else duty.blocked,
            jokers=max(0, duty.jokers - (card == JK)),
            cap=duty.cap - (card == JK),
            taken_fits=fits,
            rule=duty.rule,
        )
        return can_finish(rest, after, self._memo)

    def _fits_after(self, taken: int, number: int, changed: TableMeld) -> bool:
        """Whether the taken card still fits a meld once meld ``number`` is ``changed``
        (R40-10 under ``meld_or_layoff``): a lay-off or swap can close a set or take the
        place the card fitted, and a lay-off can open a place for it."""
        if taken in changed.fitting():
            return True
        return any(taken in fits for other, fits in self._index().fits if other != number)

    def _swaps(self, counts: list[int], duty: Duties) -> list[R40Action]:
        """R40-13: a run's joker for the card it stands for; a 3-card set's for two suits."""
        swaps = self._index().swaps
        if not swaps:
            return []
        found = []
        due = 1 if self.options["r40_freed_joker"] == "use_same_turn" else 0
        for number, cards, room in swaps:
            if not all(counts[c] for c in cards):
                continue
            rest = counts[:]
            for c in cards:
                rest[c] -= 1
            rest[JK] += 1
            fits = duty.taken_fits
            if duty.taken >= 0 and duty.rule == "meld_or_layoff":
                changed = self.melds[number - 1].copy()
                changed.swap(cards)
                fits = self._fits_after(duty.taken, number, changed)
            after = Duties(
                True,
                taken=duty.taken,
                blocked=duty.blocked,
                jokers=duty.jokers + due,
                cap=duty.cap + room,
                taken_fits=fits,
                rule=duty.rule,
            )
            if can_finish(rest, after, self._memo):
                found.append(_swap_action(cards, number))
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
        if kind == "discard":
            self._discard(seat, INDEX[action.cards[0]], events)
        elif kind == "draw":
            self._draw(seat, action.end, events)
        elif kind == "meld":
            self._meld(seat, action, events)
        elif kind == "layoff":
            self._layoff(seat, action, events)
        else:
            self._swap(seat, action, events)
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
        insort(self.hands[seat], card)
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
        cards = [INDEX[c] for c in action.cards]
        self._take(seat, cards)
        meld = TableMeld(action.form, cards, seat, len(self.melds) + 1)
        index = self._table
        self.melds.append(meld)
        if index is not None and index.melds is self.melds:
            index.add(meld)  # a new meld changes no other: the index grows by it
        else:
            self._table = None
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
        self._table = None
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
        self._table = None
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
        hand = self.hands[seat]
        hand.remove(card)
        self.discard.append(card)
        self.phase = "draw"
        if self.record_events:
            events.append(
                Event(
                    "discard",
                    seat=seat,
                    card=CODES[card],
                    hand_size=len(hand),
                    discard=len(self.discard),
                )
            )
        if not hand:
            self._going_out(seat, events)
            return
        if self.drew_last:
            under = self.discard[:-1]
            if not under:
                self._blocked(events, "no_stock")
                return
            if self.reshuffles >= STOCK_ROUNDS:
                self._blocked(events, "stock_rounds")
                return
            self.reshuffles += 1
            # Not the match's generator: a save is loaded by replaying the deal's moves with
            # the generator as it stood at the save, so a mid-deal shuffle must follow from the
            # position itself (the match seed, the deal, the cards reshuffled).
            Rng(reshuffle_seed(self.rng.seed, self.deal_number, under)).shuffle(under)
            self.stock, self.discard = under, [card]
            self._emit(events, "reshuffle", stock=len(self.stock), top=CODES[card])
        if len(hand) <= 2 and self._no_way_out():
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
        for meld in self.melds:
            if any(on_table[c] < 2 for c in meld.fitting()):
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
            reshuffles=self.reshuffles,
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
            "reshuffles": self.reshuffles,
            "reshuffle_limit": STOCK_ROUNDS,
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
        data: dict[str, Any] = {
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
        if self.reshuffles:
            # Written once the stock has been made again: a save without a reshuffle is
            # written as before, so older saves load and write back unchanged.
            data["reshuffles"] = self.reshuffles
        return data

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


# Actions are made once and shared: legal lists name the same melds, lay-offs and discards
# position after position, and a frozen dataclass is slow to build.
_MELD_ACTIONS: dict[tuple[str, tuple[int, ...]], R40Action] = {}
_LAYOFF_ACTIONS: dict[tuple[int, int, str], R40Action] = {}
_SWAP_ACTIONS: dict[tuple[tuple[int, ...], int], R40Action] = {}
_DISCARD_ACTIONS = [R40Action("discard", (code,)) for code in CODES]
_ACTIONS_KEPT = 100_000  # each dictionary is emptied when it grows this large


def _meld_action(spec: MeldSpec) -> R40Action:
    key = (spec[0], spec[1])
    action = _MELD_ACTIONS.get(key)
    if action is None:
        if len(_MELD_ACTIONS) >= _ACTIONS_KEPT:
            _MELD_ACTIONS.clear()
        action = R40Action("meld", tuple(CODES[c] for c in spec[1]), form=spec[0])
        _MELD_ACTIONS[key] = action
    return action


def _layoff_action(card: int, number: int, end: str) -> R40Action:
    """``layoff CARD N``; a joker on a run names its end, a natural's follows from it."""
    shown = end if card == JK else ""
    key = (card, number, shown)
    action = _LAYOFF_ACTIONS.get(key)
    if action is None:
        if len(_LAYOFF_ACTIONS) >= _ACTIONS_KEPT:
            _LAYOFF_ACTIONS.clear()
        action = R40Action("layoff", (CODES[card],), number, shown)
        _LAYOFF_ACTIONS[key] = action
    return action


def _swap_action(cards: tuple[int, ...], number: int) -> R40Action:
    key = (cards, number)
    action = _SWAP_ACTIONS.get(key)
    if action is None:
        if len(_SWAP_ACTIONS) >= _ACTIONS_KEPT:
            _SWAP_ACTIONS.clear()
        action = R40Action("swap", tuple(CODES[c] for c in cards), number)
        _SWAP_ACTIONS[key] = action
    return action


_discard_action = _DISCARD_ACTIONS.__getitem__
