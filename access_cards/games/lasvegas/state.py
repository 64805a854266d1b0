"""The state of a Las Vegas match: stacks, the pot, the hands, the centre and the betting.

``scores`` are the chips each seat holds outside the pot: the ante leaves a stack when the
hand is dealt, a bet when it is made, and the pot is paid when the hand ends.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from access_cards.engine.actions import ActionTemplate
from access_cards.engine.cards import Card
from access_cards.engine.events import Event
from access_cards.engine.rng import Rng
from access_cards.engine.state import GameState
from access_cards.games.lasvegas.actions import CALL, CHECK, FOLD, LVAction, amounts
from access_cards.games.lasvegas.game import LasVegas
from access_cards.games.lasvegas.options import check_combination
from access_cards.games.lasvegas.scoring import (
    CODES,
    INDEX,
    hand_total,
    pot_layers,
    seat_order,
    share_equally,
    split_pot,
)
from access_cards.games.lasvegas.why import why_illegal

__all__ = ["CENTRE", "HAND_SIZE", "ROUNDS", "LasVegasState"]

HAND_SIZE = 3  # LV-6
CENTRE = 4  # LV-6: C1..C4
ROUNDS = 5  # §3.3: BR1..BR5
Limits = tuple[int, bool, int, int]  # (to call, call allowed, lowest amount, highest amount)


class LasVegasState(GameState[LVAction]):
    """One match of Las Vegas: hands until fewer than two players can ante, or ``hands``."""

    game = LasVegas

    def __init__(self, seats: int, options: dict[str, Any], rng: Rng) -> None:
        super().__init__(seats, options, rng)
        check_combination(options)
        self.scores = [options["stack"]] * seats  # LV-3: chips outside the pot
        # The options read at every action, looked up once.
        self.ante: int = options["ante"]
        self.min_bet: int = options["min_bet"]
        self.cap_rule: str = options["lv_bet_cap"]
        self.figures = options["lv_values"] == "figures10_aces_1or11"
        self._side_pots = self.cap_rule == "side_pots"
        self._check_raise = options["lv_check_raise"] == "allowed"
        self._most_cards = options["lv_first_speaker"] == "most_cards"
        self._immediate = options["lv_lasvegas_timing"] == "immediate"
        self._odd_high = options["lv_odd_chip"] == "high_half"
        self._full = options["pile_visibility"] == "full"
        self.first_dealer = 0
        self.dealer = 0
        self.seats_in = list(range(seats))  # seats still in the match (LV-5)
        self.out_at: list[int | None] = [None] * seats  # the hand after which a seat went out
        self.hands: list[list[int]] = [[] for _ in range(seats)]  # a folded hand stays here
        self.centre: list[int] = []
        self.rest: list[int] = []  # the cards not dealt (hidden, never used)
        self.revealed = 0
        self.piles: list[list[tuple[int, list[int]]]] = []  # per centre card: (seat, discards)
        self.dealt = [False] * seats  # dealt into this hand
        self.active = [False] * seats  # dealt and not folded
        self.n_active = 0
        self.put = [0] * seats  # chips put in this hand, ante included
        self.contrib = [0] * seats  # chips put in this betting round (LV-8's c_i)
        self.level = 0  # LV-8's B
        self.checked = [False] * seats
        self.waiting = [False] * seats  # still to act before the round can end (LV-10)
        self.round = 0
        self.pot = 0
        self.opener: int | None = None  # who spoke first in this round
        self.phase = "betting"
        self.last_hand: dict[str, Any] | None = None
        self._order = seat_order(seats, 0)
        self._out_now: list[int] = []
        self._detail: dict[str, Any] = {}
        # The legal limits and list of the position, kept until the next action.
        self._moves = 0
        self._limits_at = -1
        self._limits: Limits = (0, False, 1, 0)
        self._legal_at = -1
        self._legal: list[LVAction] = []

    # -- engine hooks ------------------------------------------------------------------

    def _first_dealer(self) -> int:
        dealer = self.options["dealer"]
        self.first_dealer = self.rng.below(self.seats) if dealer is None else dealer
        return self.first_dealer

    def _fresh_deck(self) -> list[int]:
        return list(range(40))

    def _own_cards(self, cards: list[Card]) -> list[int]:
        return [INDEX[c.code] for c in cards]

    def _deal_start_fields(self, dealer: int) -> dict[str, Any]:
        return {"dealer": dealer, "seats_in": self.seats_in[:], "ante": self.ante}

    def _deal(self, dealer: int, cards: list[Any], events: list[Event]) -> None:
        """LV-5, LV-6: the antes, 3 cards to each seat still in, C1..C4; then BR1."""
        n = self.seats
        self.dealer = dealer
        self._order = seat_order(n, dealer)
        seats_in = self.seats_in
        hands: list[list[int]] = [[] for _ in range(n)]
        for k, seat in enumerate(seats_in):
            hands[seat] = sorted(cards[k * HAND_SIZE : (k + 1) * HAND_SIZE])
        used = len(seats_in) * HAND_SIZE
        self.hands = hands
        self.centre = list(cards[used : used + CENTRE])
        self.rest = list(cards[used + CENTRE :])
        self.revealed = 0
        self.piles = []
        dealt = [False] * n
        for seat in seats_in:
            dealt[seat] = True
        self.dealt, self.active, self.n_active = dealt, dealt[:], len(seats_in)
        ante, scores = self.ante, self.scores
        put = [0] * n
        for seat in seats_in:
            scores[seat] -= ante
            put[seat] = ante
        self.put = put
        self.pot = ante * len(seats_in)
        self.phase = "betting"
        self._limits_at = self._legal_at = -1
        if self.record_events:
            events.append(
                Event("ante", ante=ante, seats=seats_in[:], pot=self.pot, stacks=scores[:])
            )
            for seat in seats_in:
                events.append(
                    Event(
                        "dealt",
                        seat,
                        seat=seat,
                        cards=self.hand_codes(seat),
                        total=self.total(seat),
                    )
                )
        self._start_round(1, events)

    def _close_deal(self, deal_scores: Sequence[int], how: str, detail: Any) -> None:
        self.last_hand = {
            "hand": self.deal_number,
            "dealer": self.dealer,
            "how": how,
            "pot": detail["pot"],
            "winners": list(detail["winners"]),
            "shares": list(deal_scores),
            "nets": list(detail["nets"]),
            "totals": detail["totals"],
            "out": list(detail["out"]),
        }

    def _deal_end_fields(self) -> dict[str, Any]:
        last = self.last_hand
        assert last is not None
        return {
            "dealer": last["dealer"],
            "how": last["how"],
            "pot": last["pot"],
            "winners": list(last["winners"]),
            "shares": list(last["shares"]),
            "nets": list(last["nets"]),
            "seats_in": self.seats_in[:],
            "out": list(last["out"]),
        }

    def _match_over(self) -> bool:
        limit = self.options["hands"]
        return len(self.seats_in) < 2 or (limit is not None and self.deal_number >= limit)

    def _next_dealer(self) -> int:
        """LV-17: the next seat still in after this hand's dealer."""
        return self._next_in(self.dealer)

    def _next_in(self, seat: int) -> int:
        seats_in = self.seats_in
        for step in range(1, self.seats + 1):
            nxt = (seat + step) % self.seats
            if nxt in seats_in:
                return nxt
        return seat

    def _stop(self) -> None:
        self.phase, self.mover = "over", None

    def _match_end_fields(self) -> dict[str, Any]:
        return {"scores": list(self.scores), "result": self.result, "seats_in": self.seats_in[:]}

    # -- cards -------------------------------------------------------------------------

    def hand_codes(self, seat: int) -> list[str]:
        """The seat's cards as codes, lowest rank first (a folded hand too)."""
        return [CODES[c] for c in self.hands[seat]]

    def total(self, seat: int) -> int:
        """LV-14: the value of the cards the seat holds."""
        return hand_total(self.hands[seat], self.figures)

    @property
    def folded(self) -> list[bool]:
        """Per seat: dealt into this hand and folded."""
        return [d and not a for d, a in zip(self.dealt, self.active, strict=True)]

    # -- what is legal -----------------------------------------------------------------

    def limits(self) -> Limits:
        """The mover's (to call, may call, lowest, highest): with nothing to call, ``bet``
        lowest..highest; facing a bet, ``raise`` lowest..highest (LV-9, LV-11)."""
        if self._limits_at == self._moves:
            return self._limits
        seat = self.mover
        assert seat is not None
        scores, contrib, active = self.scores, self.contrib, self.active
        own = contrib[seat] + scores[seat]
        rule = self.cap_rule
        if rule == "smallest_stack":
            # LV-11: the bet level may not pass what any player in can reach.
            top = min(contrib[j] + scores[j] for j in range(self.seats) if active[j])
        elif rule == "side_pots":
            # No more than some other player in could match (an uncalled bet is no bet).
            others = [contrib[j] + scores[j] for j in range(self.seats) if active[j] and j != seat]
            top = min(own, max(others, default=0))
        else:
            top = own
        to_call = self.level - contrib[seat]
        may_call = True
        if to_call == 0:
            high = top
        else:
            may_call = rule != "none" or to_call <= scores[seat]
            high = top - self.level if self._check_raise or not self.checked[seat] else 0
        self._limits = (to_call, may_call, self.min_bet, high if high > 0 else 0)
        self._limits_at = self._moves
        return self._limits

    def legal_actions(self) -> list[LVAction]:
        if self.mover is None:
            return []
        if self._legal_at != self._moves:
            to_call, may_call, low, high = self.limits()
            if to_call == 0:
                legal = [CHECK]
                if high >= low:
                    legal += amounts("bet", low, high)
            else:
                legal = [CALL] if may_call else []
                if high >= low:
                    legal += amounts("raise", low, high)
                legal.append(FOLD)
            self._legal, self._legal_at = legal, self._moves
        return self._legal

    def legal_templates(self) -> tuple[ActionTemplate, ...]:
        """``check``, ``bet low..high``; or ``call``, ``raise low..high``, ``fold``."""
        if self.mover is None:
            return ()
        to_call, may_call, low, high = self.limits()
        found = []
        if to_call == 0:
            found.append(ActionTemplate("check"))
            if high >= low:
                found.append(ActionTemplate("bet", low=low, high=high))
        else:
            if may_call:
                found.append(ActionTemplate("call"))
            if high >= low:
                found.append(ActionTemplate("raise", low=low, high=high))
            found.append(ActionTemplate("fold"))
        return tuple(found)

    def is_legal(self, action: LVAction) -> bool:
        if self.mover is None or type(action) is not LVAction:
            return False
        to_call, may_call, low, high = self.limits()
        kind = action.kind
        if to_call == 0:
            return kind == "check" or (kind == "bet" and low <= action.amount <= high)
        if kind == "raise":
            return low <= action.amount <= high
        return kind == "fold" or (kind == "call" and may_call)

    def why_illegal(self, action: LVAction) -> tuple[str, str, dict[str, Any]]:
        return why_illegal(self, action)

    # -- applying ----------------------------------------------------------------------

    def _apply(self, action: LVAction) -> list[Event]:
        events: list[Event] = []
        self._moves += 1
        seat = self.mover
        assert seat is not None
        kind = action.kind
        record = self.record_events
        if kind == "check":
            self.checked[seat] = True
            self.waiting[seat] = False
            if record:
                events.append(Event("check", seat=seat, round=self.round))
        elif kind == "fold":
            self.active[seat] = self.waiting[seat] = False
            self.n_active -= 1
            if record:
                live = [s for s in range(self.seats) if self.active[s]]
                events.append(Event("fold", seat=seat, round=self.round, pot=self.pot, active=live))
            if self.n_active == 1:
                self._fold_win(events)
                return events
        else:
            self._pay(seat, action, events)
        nxt = self._next_waiting(seat)
        if record and events:
            events[-1] = self._with_next(events[-1], nxt)
        if nxt is None:
            self._end_round(events)
        else:
            self.mover = nxt
        return events

    def _with_next(self, event: Event, nxt: int | None) -> Event:
        """The betting event with who speaks next this round and what a call costs them
        (None, 0 when the round ends), so it can be said at once."""
        to_call = 0
        if nxt is not None:
            to_call = min(self.level - self.contrib[nxt], self.scores[nxt])
        return Event(event.type, event.audience, **event.fields, next=nxt, to_call=to_call)

    def _pay(self, seat: int, action: LVAction, events: list[Event]) -> None:
        """A call, bet or raise: chips from the stack to the pot; a bet or raise reopens the
        round for every other player in (LV-10)."""
        scores, contrib = self.scores, self.contrib
        before = contrib[seat]
        kind = action.kind
        if kind == "call":
            owed = self.level - before
            pay = owed if owed <= scores[seat] else scores[seat]
        else:
            pay = self.level - before + action.amount
            self.level += action.amount
            waiting, active = self.waiting, self.active
            side_pots = self._side_pots
            for j in range(self.seats):
                if j != seat and active[j]:
                    waiting[j] = not side_pots or scores[j] > 0
        scores[seat] -= pay
        contrib[seat] = before + pay
        self.put[seat] += pay
        self.pot += pay
        self.waiting[seat] = False
        if self.record_events:
            fields: dict[str, Any] = {"seat": seat, "round": self.round}
            if kind == "raise":
                fields["by"] = action.amount
            fields.update(amount=pay, level=self.level, pot=self.pot, stack=scores[seat])
            if kind == "call":
                fields.update(all_in=scores[seat] == 0, short=pay < owed)
            else:
                fields["all_in"] = scores[seat] == 0
            events.append(Event(kind, **fields))

    def _next_waiting(self, seat: int) -> int | None:
        waiting, n = self.waiting, self.seats
        for step in range(1, n):
            nxt = (seat + step) % n
            if waiting[nxt]:
                return nxt
        return None

    def _start_round(self, number: int, events: list[Event]) -> bool:
        """Open betting round ``number`` (LV-7, LV-8); False if nobody can bet in it (with
        side pots, when every player in is all in, it is skipped)."""
        n = self.seats
        self.round = number
        self.level = 0
        self.contrib = [0] * n
        self.checked = [False] * n
        waiting = self.active[:]
        if self._side_pots:
            scores = self.scores
            can_bet = [waiting[s] and scores[s] > 0 for s in range(n)]
            # Round 1 always has a player with chips (stack > ante); only a position set up
            # by hand may lack one, and then everyone checks.
            if any(can_bet) or number == 1:
                waiting = can_bet if any(can_bet) else waiting
            else:
                self.waiting, self.opener = can_bet, None
                self._emit_round(events, None)
                return False
        self.waiting = waiting
        self.opener = self.mover = self._opener()
        self._emit_round(events, self.opener)
        return True

    def _emit_round(self, events: list[Event], first: int | None) -> None:
        if self.record_events:
            events.append(
                Event(
                    "round_start",
                    round=self.round,
                    first=first,
                    pot=self.pot,
                    skipped=first is None,
                )
            )

    def _opener(self) -> int:
        """LV-7: the first player to act after the dealer, or (``most_cards``) the one
        holding the most cards, ties to the first after the dealer."""
        waiting, hands = self.waiting, self.hands
        best = -1
        for seat in self._order:
            if waiting[seat]:
                if not self._most_cards:
                    return seat
                if best < 0 or len(hands[seat]) > len(hands[best]):
                    best = seat
        return best

    def _end_round(self, events: list[Event]) -> None:
        """LV-10 reached: reveal and discard (LV-12), Las Vegas (LV-13), the next round,
        or the showdown after BR5."""
        if self.record_events:
            events.append(Event("round_end", round=self.round, pot=self.pot))
        while True:
            number = self.round
            if number == ROUNDS:
                self._showdown(events)
                return
            emptied = self._reveal(number, events)
            if emptied and self._immediate:
                self._las_vegas(emptied, number, events)
                return
            if self._start_round(number + 1, events):
                return

    def _reveal(self, position: int, events: list[Event]) -> list[int]:
        """LV-12: turn centre card ``position``; every player in discards all the cards of
        its rank.  Returns the seats left with no cards."""
        card = self.centre[position - 1]
        rank0 = card >> 2
        self.revealed = position
        hands, active = self.hands, self.active
        pile: list[tuple[int, list[int]]] = []
        emptied = []
        for seat in self._order:
            if active[seat]:
                hand = hands[seat]
                match = [c for c in hand if c >> 2 == rank0]
                if match:
                    hands[seat] = [c for c in hand if c >> 2 != rank0]
                    pile.append((seat, match))
                    if not hands[seat]:
                        emptied.append(seat)
        self.piles.append(pile)
        if self.record_events:
            events.append(
                Event(
                    "reveal",
                    position=position,
                    card=CODES[card],
                    value=rank0 + 1,
                    face_down=CENTRE - position,
                    dealer=self.dealer,  # play order from the dealer: said after a resume too
                    # Cards left in each hand still in, after this card's discards.
                    hand_sizes=[len(hands[s]) if active[s] else None for s in range(self.seats)],
                )
            )
            for seat, match in pile:
                left = hands[seat]
                events.append(
                    Event(
                        "discard",
                        seat=seat,
                        position=position,
                        value=rank0 + 1,
                        cards=[CODES[c] for c in match],
                        cards_left=len(left),
                    )
                )
                events.append(
                    Event(
                        "own_hand",
                        seat,
                        seat=seat,
                        cards=[CODES[c] for c in left],
                        total=hand_total(left, self.figures),
                    )
                )
        return emptied

    # -- the end of a hand -------------------------------------------------------------

    def _live(self) -> list[int]:
        """The seats still in the hand, in LV-16's order."""
        active = self.active
        return [s for s in self._order if active[s]]

    def _fold_win(self, events: list[Event]) -> None:
        """§3.3 (a), LV-A9: the last player in takes the whole pot; nobody shows."""
        winner = self._live()[0]
        shares = [0] * self.seats
        shares[winner] = self.pot
        if self.record_events:
            events.append(Event("fold_win", seat=winner, pot=self.pot))
        self._finish("fold", shares, [winner], None, events)

    def _las_vegas(self, winners: list[int], position: int | None, events: list[Event]) -> None:
        """LV-13: the players left without cards take the whole pot (each side pot they are
        in, with ``side_pots``); ``position`` is the centre card, None at the showdown."""
        shares, pots, shown, splits = self._divide(winners)
        if self.record_events:
            events.append(
                Event(
                    "las_vegas",
                    seats=list(winners),
                    position=position,
                    pot=self.pot,
                    shares=shares[:],
                    pots=pots,
                )
            )
            if shown:
                events.append(self._showdown_event(shown, shares, pots, splits))
            self._odd_events(splits, events)
        totals = self._totals(shown) if shown else None
        self._finish("las_vegas", shares, list(winners), totals, events)

    def _showdown(self, events: list[Event]) -> None:
        """LV-14, LV-15: after BR5 the hands are shown and the pot split low and high
        (Las Vegas instead, with ``at_showdown``, for a player left without cards)."""
        live = self._live()
        if not self._immediate:
            emptied = [s for s in live if not self.hands[s]]
            if emptied:
                self._las_vegas(emptied, None, events)
                return
        shares, pots, shown, splits = self._divide([])
        if self.record_events:
            events.append(self._showdown_event(shown, shares, pots, splits))
            self._odd_events(splits, events)
        winners = [s for s in self._order if shares[s] > 0]
        self._finish("showdown", shares, winners, self._totals(shown), events)

    def _totals(self, seats: Sequence[int]) -> list[int | None]:
        shown = set(seats)
        return [self.total(s) if s in shown else None for s in range(self.seats)]

    def _divide(
        self, winners: Sequence[int]
    ) -> tuple[list[int], list[dict[str, Any]], list[int], list[Any]]:
        """The pot (each layer, with side pots) to Las Vegas ``winners`` where they are in
        it, else by LV-15.  Returns the shares, each layer's data, the seats whose hands
        are shown, and the showdown splits and Las Vegas shares (for odd chip events)."""
        live = self._live()
        layers = pot_layers(self.put, live) if self._side_pots else [(self.pot, live)]
        shares = [0] * self.seats
        pots: list[dict[str, Any]] = []
        shown: list[int] = []
        splits: list[Any] = []
        totals: list[int] | None = None
        for amount, seats in layers:
            takers = [s for s in seats if s in winners]
            layer: dict[str, Any] = {"amount": amount, "seats": list(seats)}
            if len(seats) == 1:
                shares[seats[0]] += amount
                layer.update(kind="single", winners=list(seats))
            elif takers:
                got, lucky = share_equally(amount, takers)
                for seat, chips in got.items():
                    shares[seat] += chips
                layer.update(kind="las_vegas", winners=takers)
                splits.append((amount, None, [(s, "whole") for s in lucky]))
            else:
                if totals is None:
                    totals = [self.total(s) for s in range(self.seats)]
                split = split_pot(amount, seats, totals, odd_high=self._odd_high)
                for seat, chips in split.shares.items():
                    shares[seat] += chips
                shown += [s for s in seats if s not in shown]
                layer.update(
                    kind="showdown",
                    winners=[s for s in seats if split.shares.get(s)],
                    low=split.low,
                    high=split.high,
                    low_half=split.low_half,
                    high_half=split.high_half,
                    tie=split.tie,
                )
                splits.append((amount, split.to_half, split.odd))
            pots.append(layer)
        return shares, pots, [s for s in self._order if s in shown], splits

    def _showdown_event(
        self,
        shown: list[int],
        shares: list[int],
        pots: list[dict[str, Any]],
        splits: list[Any],
    ) -> Event:
        """The hands shown and how the (first shown-down) pot was split."""
        main = next(p for p in pots if p["kind"] == "showdown")
        seen = set(shown)
        return Event(
            "showdown",
            hands=[self.hand_codes(s) if s in seen else None for s in range(self.seats)],
            totals=self._totals(shown),
            pot=self.pot,
            low=list(main["low"]),
            high=list(main["high"]),
            low_half=main["low_half"],
            high_half=main["high_half"],
            tie=main["tie"],
            shares=shares[:],
            pots=[dict(p) for p in pots],
        )

    def _odd_events(self, splits: list[Any], events: list[Event]) -> None:
        """LV-16: where an odd chip went, for each pot that had one."""
        for amount, to_half, odd in splits:
            if to_half is not None or odd:
                chips = [{"seat": seat, "part": part} for seat, part in odd]
                events.append(Event("odd_chips", pot=amount, to_half=to_half, chips=chips))

    def _finish(
        self,
        how: str,
        shares: list[int],
        winners: list[int],
        totals: list[int | None] | None,
        events: list[Event],
    ) -> None:
        """Pay the pot, put out the players who cannot ante again (LV-5), end the hand."""
        n, pot, put = self.seats, self.pot, self.put
        nets = [shares[s] - put[s] for s in range(n)]
        after = [self.scores[s] + shares[s] for s in range(n)]
        out = [s for s in self.seats_in if after[s] < self.ante]
        if self.record_events:
            events.append(
                Event(
                    "payout",
                    how=how,
                    pot=pot,
                    shares=shares[:],
                    nets=nets,
                    stacks=after[:],
                    seats=self.seats_in[:],  # dealt into this hand (before anyone goes out)
                )
            )
        if out:
            self.seats_in = [s for s in self.seats_in if s not in out]
            for seat in out:
                self.out_at[seat] = self.deal_number
            if self.record_events:
                events.append(
                    Event("eliminated", seats=out[:], stacks=after, seats_in=self.seats_in[:])
                )
        self.pot = 0
        self.mover = None
        self.waiting = [False] * n
        detail = {"pot": pot, "winners": winners, "nets": nets, "totals": totals, "out": out}
        self._end_deal(shares, how, events, detail)

    # -- views -------------------------------------------------------------------------

    def _view(self, seat: int | None) -> dict[str, Any]:
        """§3.8: own cards and total; everything public; never another hand, a folded hand
        or a face-down centre card."""
        n, mover = self.seats, self.mover
        active, scores, contrib, level = self.active, self.scores, self.contrib, self.level
        betting = mover is not None
        view: dict[str, Any] = {
            "game": "lasvegas",
            "seat": seat,
            "seats": n,
            "options": dict(self.options),
            "deal": self.deal_number,
            "dealer": self.dealer,
            "seats_in": self.seats_in[:],
            "out_at": self.out_at[:],
            "phase": self.phase,
            "round": self.round,
            "current_player": mover,
            "is_over": mover is None,
            "scores": list(scores),
            "stacks": list(scores),
            "pot": self.pot,
            "level": level,
            "contributions": list(contrib),
            "put_in": list(self.put),
            "to_call": [level - contrib[s] if active[s] and betting else 0 for s in range(n)],
            "active": [s for s in range(n) if active[s]],
            "folded": [s for s in range(n) if self.dealt[s] and not active[s]],
            "checked": [s for s in range(n) if self.checked[s] and active[s]],
            "waiting": [s for s in range(n) if self.waiting[s]] if betting else [],
            "all_in": [s for s in range(n) if active[s] and scores[s] == 0] if betting else [],
            "opener": self.opener if betting else None,
            "hand_sizes": [len(self.hands[s]) if active[s] else None for s in range(n)],
            "centre": self._centre_view(),
            "face_down": CENTRE - self.revealed,
            "limits": self._limits_view() if betting else None,
            "last_hand": _copy_last(self.last_hand),
            "legal_actions": [],
        }
        if seat is not None:
            mine = active[seat]
            view["hand"] = self.hand_codes(seat) if mine else []
            view["total"] = self.total(seat) if mine else None
            if seat == mover:
                view["legal_actions"] = [str(a) for a in self.legal_actions()]
        return view

    def _centre_view(self) -> list[dict[str, Any]]:
        """Each turned centre card: value and count; with the full piles also the card and
        who discarded what onto it (§3.8's top-card-only mode keeps those in the events)."""
        found = []
        for index, pile in enumerate(self.piles):
            card = self.centre[index]
            entry: dict[str, Any] = {
                "position": index + 1,
                "value": (card >> 2) + 1,
                "count": 1 + sum(len(cards) for _seat, cards in pile),
            }
            if self._full:
                entry["card"] = CODES[card]
                entry["discards"] = [
                    {"seat": seat, "cards": [CODES[c] for c in cards]} for seat, cards in pile
                ]
            found.append(entry)
        return found

    def _limits_view(self) -> dict[str, Any]:
        """What the mover may do, as numbers (public: it follows from the stacks)."""
        to_call, may_call, low, high = self.limits()
        span = [low, high] if high >= low else None
        if to_call == 0:
            return {"to_call": 0, "call": False, "bet": span, "raise": None}
        return {"to_call": to_call, "call": may_call, "bet": None, "raise": span}

    # -- copying and saving ------------------------------------------------------------

    def clone(self) -> LasVegasState:
        """A fast independent copy (for search); its saves cannot be loaded."""
        other = LasVegasState.__new__(LasVegasState)
        other.__dict__.update(self.__dict__)
        self._copy_into(other)
        other.hands = [h[:] for h in self.hands]
        other.seats_in, other.out_at = self.seats_in[:], self.out_at[:]
        other.piles = self.piles[:]  # each pile is made once and never changed
        other.dealt, other.active = self.dealt[:], self.active[:]
        other.put, other.contrib = self.put[:], self.contrib[:]
        other.checked, other.waiting = self.checked[:], self.waiting[:]
        return other

    def _dump(self) -> dict[str, Any]:
        return {
            "first_dealer": self.first_dealer,
            "dealer": self.dealer,
            "seats_in": self.seats_in[:],
            "out_at": self.out_at[:],
            "hands": [self.hand_codes(s) for s in range(self.seats)],
            "centre": [CODES[c] for c in self.centre],
            "revealed": self.revealed,
            "piles": [[[s, [CODES[c] for c in cards]] for s, cards in pile] for pile in self.piles],
            "dealt": self.dealt[:],
            "active": self.active[:],
            "put": self.put[:],
            "contrib": self.contrib[:],
            "level": self.level,
            "checked": self.checked[:],
            "waiting": self.waiting[:],
            "round": self.round,
            "pot": self.pot,
            "opener": self.opener,
            "mover": self.mover,
            "phase": self.phase,
            "last_hand": _copy_last(self.last_hand),
        }

    def _load(self, data: Mapping[str, Any]) -> None:
        from access_cards.games.lasvegas.checks import load_into

        load_into(self, data)

    def _check_deal_start(self) -> None:
        from access_cards.games.lasvegas.checks import check_deal_start

        check_deal_start(self)

    def _deal_record(self) -> tuple[Any, ...]:
        used = [c for s in self.seats_in for c in self.hands[s]] + self.centre
        rest = self.rest or sorted(set(range(40)) - set(used))
        before = [self.scores[s] + self.put[s] for s in range(self.seats)]
        return (
            used + rest,
            self.dealer,
            self.seats_in[:],
            self.out_at[:],
            before,
            self.deal_number,
            self.last_hand,
            self.first_dealer,
        )

    def _deal_again(self, record: Any) -> LasVegasState:
        cards, dealer, seats_in, out_at, before, number, last_hand, first_dealer = record
        state = LasVegasState(self.seats, self.options, self.rng)
        state.first_dealer, state.deal_number = first_dealer, number - 1
        state.seats_in, state.out_at = seats_in[:], out_at[:]
        state.scores, state.last_hand = before[:], last_hand
        state._deal_next(dealer, list(cards), [])
        return state


def _copy_last(last: Mapping[str, Any] | None) -> dict[str, Any] | None:
    """A copy of the last hand's summary whose lists are not shared."""
    if last is None:
        return None
    return {k: list(v) if isinstance(v, list) else v for k, v in last.items()}
