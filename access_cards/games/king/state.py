"""The state of a King game: the deal's hands, trick, auction and contract, plus totals."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from operator import attrgetter
from typing import Any

from access_cards.engine.cards import Card
from access_cards.engine.events import Event
from access_cards.engine.state import GameState
from access_cards.games.king.actions import KingAction
from access_cards.games.king.auction import Auction
from access_cards.games.king.checks import check_history
from access_cards.games.king.game import BY_CODE, DECK, PHASES, PLAY_ACTIONS, King
from access_cards.games.king.options import check_combination, deal_list
from access_cards.games.king.rules import (
    CONTRACTS,
    HAND_SIZE,
    HANDS,
    LADDER,
    NEGATIVE_DEALS,
    PENALTY_CARD_COUNTS,
    TRUMPS,
    Trick,
    bid_worth,
    failed_auction_scores,
    legal_cards,
    negative_deal_scores,
    penalty_cards_left,
    penalty_cards_taken,
    play_rule,
    positive_deal_scores,
    settlement,
    takeover,
    trick_penalty_cards,
    trick_points,
    trick_winner,
)

__all__ = ["KingState", "sorted_cards"]


class KingState(GameState[KingAction]):
    """A King game: the current deal's hands, trick, auction and contract, plus totals."""

    game = King

    def __init__(self, seats: int, options: dict[str, Any], rng: Any) -> None:
        super().__init__(seats, options, rng)
        check_combination(self.options)
        self.deals = deal_list(options["deals"])
        self.first_dealer = 0
        self.dealer = 0
        # The current deal's name (``no_hearts``, ``positive``): an attribute, not worked out
        # from the deal number, because trick play asks for it at every card.
        self.deal_name = self.deals[0]
        self.phase = "play"
        self.hands: list[list[Card]] = [[] for _ in range(HANDS)]
        self.trick: list[Card] = []
        self.leader = 0
        self.tricks: list[Trick] = []
        # Kept beside ``trick`` and ``tricks`` so each event need not rebuild them:
        # the codes of the cards in the trick, and the tricks each seat has won.
        self._codes: list[str] = []
        self._won = [0] * HANDS
        self.auction: Auction | None = None
        self.declarer: int | None = None
        self.sold: str | None = None
        self.contract: str | None = None
        self.history: list[dict[str, Any]] = []
        # The options read on every card played, looked up once.
        self._kh_no_heart_lead = options["king_kh_no_heart_lead"] == "on"
        self._kh_forced_discard = options["king_kh_forced_discard"] == "on"
        self._early_stop_on = options["king_early_stop"] == "on"
        self._fixed_minus = options["king_minus_settlement"] == "fixed_transfer"
        self._bid_worth = tuple(bid_worth(bid, fixed_minus=self._fixed_minus) for bid in LADDER)
        # KG-18 as data for the deal just ended (``deal_end``): not part of the history,
        # which saves keep, because the history's scores already say everything a save needs.
        self._payment: dict[str, Any] | None = None
        self._trick_scores: list[int] = []
        # The legal cards of the position, kept until the next action: random play, search
        # and the console ask for them, then check the card chosen, at one position.
        # ``_moves`` counts actions applied; ``_legal_at`` is the count the list is for.
        self._moves = 0
        self._legal_at = -1
        self._legal_list: list[Card] = []

    # -- deals ---------------------------------------------------------------------

    @property
    def trump(self) -> str | None:
        """The trump suit letter, or None (negative deals, no trump, negative contract)."""
        return TRUMPS.get(self.contract or "")

    @property
    def tricks_won(self) -> list[int]:
        """Tricks taken by each seat this deal."""
        return list(self._won)

    def _dealer_of(self, deal_number: int) -> int:
        """KG-3: the dealer of deal ``deal_number`` (the deal passes to seat + 1 each deal)."""
        return (self.first_dealer + deal_number - 1) % HANDS

    # -- the engine's hooks: dealing, and the end of a deal (KG-3, KG-4, KG-21) -----

    def _first_dealer(self) -> int:
        dealer = self.options["dealer"]
        self.first_dealer = self.rng.below(HANDS) if dealer is None else dealer
        return self.first_dealer

    def _fresh_deck(self) -> list[Card]:
        return list(DECK.cards)

    def _deal_start_fields(self, dealer: int) -> dict[str, Any]:
        return {"name": self.deals[self.deal_number - 1], "dealer": dealer}

    def _deal(self, dealer: int, cards: list[Any], events: list[Event]) -> None:
        """KG-3: thirteen cards each; then play, the contract, or the auction (KG-20)."""
        self.dealer, self.deal_name = dealer, self.deals[self.deal_number - 1]
        self.hands = [
            sorted_cards(cards[s * HAND_SIZE : (s + 1) * HAND_SIZE]) for s in range(HANDS)
        ]
        self._set_tricks([], [])
        self.auction, self.declarer, self.sold, self.contract = None, None, None, None
        self.leader = dealer  # until play starts: nothing left over from the last deal
        if self.record_events:
            for seat in range(HANDS):
                events.append(Event("dealt", seat, seat=seat, cards=self.hand_codes(seat)))
        if self.deal_name in NEGATIVE_DEALS:
            self._start_play(events)
        elif self.options["positive_mode"] == "simple":
            self.phase, self.mover = "contract", dealer
        else:
            self.auction = Auction(dealer, self.options["king_failed_auction"])
            self.phase, self.mover = "auction", self.auction.to_act

    def _close_deal(self, deal_scores: Sequence[int], how: str, detail: Any) -> None:
        """KG-21: the deal's summary, with the running totals, joins the history."""
        self.history.append(
            {
                "deal": self.deal_number,
                "name": self.deal_name,
                "dealer": self.dealer,
                "how": how,
                "contract": self.contract,
                "declarer": self.declarer,
                "sold": self.sold,
                "tricks_won": self.tricks_won,
                "deal_scores": list(deal_scores),
                "scores": list(self.scores),
            }
        )

    def _deal_end_fields(self) -> dict[str, Any]:
        summary = _copy_summary(self.history[-1])
        del summary["deal"], summary["scores"]  # the engine adds them around the rest
        # What the tricks scored before any payment, and the payment (KG-18), so that a
        # listener hears how the deal's scores come about; a failed auction has neither.
        played = summary["how"] != "failed_auction"
        summary["trick_scores"] = list(self._trick_scores) if played else None
        summary["payment"] = dict(self._payment) if played and self._payment else None
        return summary

    def _match_over(self) -> bool:
        return self.deal_number >= len(self.deals)  # KG-4: the deals are a fixed list

    def _next_dealer(self) -> int:
        return (self.dealer + 1) % HANDS  # KG-3

    def _stop(self) -> None:
        self.phase, self.mover = "over", None

    def _match_end_fields(self) -> dict[str, Any]:
        return {"scores": list(self.scores), "result": self.result}

    def _emit(self, events: list[Event], kind: str, **fields: Any) -> None:
        if self.record_events:
            events.append(Event(kind, **fields))

    def _start_play(self, events: list[Event]) -> None:
        """Who leads the first trick: KG-5 in a negative deal (the dealer, or his left by
        option), KG-19 in a positive deal (the dealer, or by option the Declarer of a sold
        contract); KG-5's option does not reach the positive deals."""
        leader = self.dealer
        if self.deal_name in NEGATIVE_DEALS:
            if self.options["king_first_lead"] == "dealer_left":
                leader = (leader + 1) % HANDS
        elif self.declarer is not None and self.options["king_positive_lead"] == "declarer":
            leader = self.declarer
        self.phase, self.leader, self.mover = "play", leader, leader
        self._emit(events, "lead", seat=leader)

    # -- the contract ----------------------------------------------------------------

    def apply(self, action: KingAction | str) -> list[Event]:
        # A legal card in trick play is applied here, without the general path's extra
        # calls: random play and search apply tens of thousands of them a second.
        if (
            type(action) is KingAction
            and action.kind == "play"
            and self.phase == "play"
            and self._may_play(action.arg)
        ):
            self.deal_log.append(action)  # as GameState.apply does
            return self._apply(action)
        return super().apply(action)  # text, other phases, and the error for a bad card

    def legal_actions(self) -> list[KingAction]:
        if self.phase == "play" and self.mover is not None:  # first: nearly every action
            return [PLAY_ACTIONS[c.code] for c in self._legal_cards()]
        if self.mover is None:
            return []
        if self.phase == "auction":
            assert self.auction is not None
            return self.auction.legal()
        return [KingAction("contract", c) for c in self._contracts()]

    def is_legal(self, action: KingAction) -> bool:
        # Without building the legal actions: random play and search call this once per
        # card played.
        if self.mover is None or type(action) is not KingAction:
            return False
        if self.phase == "play":
            return action.kind == "play" and self._may_play(action.arg)
        if self.phase == "auction":
            assert self.auction is not None
            return self.auction.allows(action)
        return action.kind == "contract" and action.arg in self._contracts()

    def _may_play(self, code: str) -> bool:
        """Whether the card ``code`` is among the legal cards of the seat to move."""
        for card in self._legal_cards():  # noqa: SIM110 - a loop is cheaper than any()
            if card.code == code:
                return True
        return False

    def _legal_cards(self) -> list[Card]:
        """The cards the seat to move may play now."""
        if self._legal_at != self._moves:
            assert self.mover is not None
            self._legal_list = legal_cards(
                self.hands[self.mover],
                self.trick,
                self.deal_name,
                kh_no_heart_lead=self._kh_no_heart_lead,
                kh_forced_discard=self._kh_forced_discard,
            )
            self._legal_at = self._moves
        return self._legal_list

    def _forget_legal(self) -> None:
        """Drop the remembered legal cards after the position was set from outside."""
        self._legal_at = -1

    def _contracts(self) -> list[str]:
        """KG-16: a +n buyer names a suit or no trump, a −n buyer the negative contract."""
        if self.sold is None:
            return list(CONTRACTS)
        return ["negative"] if self.sold.startswith("-") else list(CONTRACTS[:-1])

    def _apply(self, action: KingAction) -> list[Event]:
        events: list[Event] = []
        self._moves += 1
        seat = self.mover
        assert seat is not None
        if self.phase == "play":
            self._play(seat, BY_CODE[action.arg], events)
        elif self.phase == "auction":
            self._auction_step(seat, action, events)
        else:
            self.contract = action.arg
            self._emit(events, "contract", seat=seat, contract=action.arg, trump=self.trump)
            self._start_play(events)
        return events

    def _auction_step(self, seat: int, action: KingAction, events: list[Event]) -> None:
        auction = self.auction
        assert auction is not None
        auction.apply(action)
        beneficiary = self.dealer  # in the event, so no listener need remember the deal's dealer
        step = auction.history[-1]
        self._emit(
            events,
            "auction",
            **step,
            stage=auction.stage,
            beneficiary=beneficiary,
            worth=self._worth(step["bid"]),
        )
        if auction.stage != "done":
            self.mover = auction.to_act
            return
        if auction.failed:
            self._end_deal(failed_auction_scores(self.dealer), "failed_auction", events)
            return
        self.declarer, self.sold = auction.declarer, auction.sold
        self.phase = "contract"
        self.mover = self.dealer if self.declarer is None else self.declarer
        self._emit(
            events,
            "auction_end",
            declarer=self.declarer,
            sold=self.sold,
            beneficiary=self.dealer,
            worth=self._worth(self.sold),
        )

    def _worth(self, bid: str | None) -> dict[str, Any] | None:
        """KG-18: what ``bid`` pays the Beneficiary, as the view's ``bid_worth`` says it."""
        return None if bid is None else dict(self._bid_worth[LADDER.index(bid)])

    # -- trick play ------------------------------------------------------------------

    def _play(self, seat: int, card: Card, events: list[Event]) -> None:
        _remove(self.hands[seat], card)
        trick, codes = self.trick, self._codes
        trick.append(card)
        codes.append(card.code)
        if self.record_events:  # written out: this is the commonest event
            events.append(Event("play", seat=seat, card=card.code, trick=list(codes)))
        if len(trick) < HANDS:
            self.mover = (seat + 1) % HANDS
        else:
            self._end_trick(events)

    def _end_trick(self, events: list[Event]) -> None:
        """KG-7: the trick's winner takes it and leads next; the deal may end here."""
        winner = trick_winner(self.leader, self.trick, self.trump)
        self.tricks.append(Trick(self.leader, tuple(self.trick), winner))
        self._won[winner] += 1
        if self.record_events:
            events.append(self._trick_end_event(winner))
        self.trick, self._codes, self.leader, self.mover = [], [], winner, winner
        if not self.hands[winner]:
            self._end_deal(self._deal_scores(), "played", events)
        elif self._early_stop():
            self._end_deal(self._deal_scores(), "early_stop", events)

    def _trick_end_event(self, winner: int) -> Event:
        """The trick just taken, with what it costs or earns its winner under the deal's
        contract and the penalty cards in it, so that no listener recomputes the rules."""
        number, deal = len(self.tricks), self.deal_name
        return Event(
            "trick_end",
            number=number,
            leader=self.leader,
            cards=self._trick_codes(),
            winner=winner,
            tricks_won=self.tricks_won,
            points=trick_points(deal, self.contract, number, self.trick),
            penalty_cards=[c.code for c in trick_penalty_cards(deal, self.trick)],
            deal_name=deal,
            # KG-18: a minus bid's Declarer takes over this trick of the Beneficiary's.
            takeover=takeover(
                winner,
                self._won[self.dealer],
                dealer=self.dealer,
                declarer=self.declarer,
                bid=self.sold,
                fixed_minus=self._fixed_minus,
            ),
        )

    def _trick_codes(self) -> list[str]:
        return list(self._codes)

    def _set_tricks(self, trick: list[Card], tricks: list[Trick]) -> None:
        """Set the trick in progress and the completed tricks, and what follows from them."""
        self.trick, self.tricks = trick, tricks
        self._codes = [c.code for c in trick]
        self._won = [0] * HANDS
        for done in tricks:
            self._won[done.winner] += 1
        self._forget_legal()

    def _early_stop(self) -> bool:
        """KG-7 ⚑: deals 2–5 may end once every penalty card is captured."""
        return self._early_stop_on and penalty_cards_left(self.deal_name, self.tricks) == 0

    def _deal_scores(self) -> list[int]:
        """The deal's scores; also kept: the tricks' scores and the payment (KG-18)."""
        self._payment = None
        if self.deal_name in NEGATIVE_DEALS:
            self._trick_scores = negative_deal_scores(self.deal_name, self.tricks)
            return list(self._trick_scores)
        assert self.contract is not None
        won = self.tricks_won
        self._trick_scores = positive_deal_scores(self.contract, won)
        self._payment = settlement(
            won,
            dealer=self.dealer,
            declarer=self.declarer,
            bid=self.sold,
            fixed_minus=self._fixed_minus,
        )
        scores = list(self._trick_scores)
        if self._payment is not None:
            scores[self._payment["payer"]] -= self._payment["points"]
            scores[self._payment["payee"]] += self._payment["points"]
        return scores

    # -- what a seat may know ----------------------------------------------------------

    def hand_codes(self, seat: int) -> list[str]:
        """The seat's hand as card codes, by suit then rank."""
        return [c.code for c in self.hands[seat]]

    def _view(self, seat: int | None) -> dict[str, Any]:
        """§4.8: own hand and legal actions; everything public; never another hand."""
        view: dict[str, Any] = {
            "game": "king",
            "seat": seat,
            "seats": HANDS,
            "options": dict(self.options),
            "deal": self.deal_number,
            "deals": list(self.deals),
            "deal_name": self.deal_name,
            "dealer": self.dealer,
            "phase": self.phase,
            "current_player": self.mover,
            "is_over": self.mover is None,
            "scores": list(self.scores),
            "hand_sizes": [len(h) for h in self.hands],
            "contract": self.contract,
            "trump": self.trump,
            "declarer": self.declarer,
            "sold": self.sold,
            "auction": None if self.auction is None else self.auction.public(),
            "leader": self.leader if self.phase == "play" else None,
            "trick": self._trick_codes(),
            "trick_seats": self._trick_seats(),
            "tricks_played": len(self.tricks),
            "tricks_won": self.tricks_won,
            "last_trick": self._last_trick(seat),
            "history": [_copy_summary(h) for h in self.history],
            "legal_actions": [],
            # Facts of the rules, so that no listener computes them again: what each bid
            # pays the Beneficiary (KG-18), how many penalty cards the deal has (§4.3),
            # and, to the seat to play only, which rule limits its cards (KG-6, KG-9).
            "bid_worth": [dict(worth) for worth in self._bid_worth],
            "penalty_cards_in_deal": PENALTY_CARD_COUNTS.get(self.deal_name, 0),
            "play_rule": None,
        }
        history = self.options["king_trick_history"]
        if history == "full":
            view["played_tricks"] = [_trick_data(t) for t in self.tricks]
        if history != "last_trick_only":
            # The assist of §4.8, for every seat alike: who has captured which penalty cards.
            taken = penalty_cards_taken(self.deal_name, self.tricks)
            view["penalties_taken"] = [[c.code for c in cards] for cards in taken]
        if seat is not None:
            view["hand"] = self.hand_codes(seat)
            if seat == self.mover:
                view["legal_actions"] = [str(a) for a in self.legal_actions()]
                if self.phase == "play":
                    view["play_rule"] = self._play_rule(seat)
        return view

    def _play_rule(self, seat: int) -> str:
        return play_rule(
            self.hands[seat],
            self.trick,
            self.deal_name,
            kh_no_heart_lead=self._kh_no_heart_lead,
            kh_forced_discard=self._kh_forced_discard,
        )

    def _last_trick(self, seat: int | None) -> dict[str, Any] | None:
        """The last completed trick, which a seat may review until it plays its next card.

        §4.8 says "until the next card is led"; but a player who hears the table instead of
        seeing it could not ask before the bots had led (issue 13), so each seat keeps it
        until its own next card, every seat alike, bots too.  A spectator, who plays no
        card, keeps it until the next trick is complete.  Never in the top-card-only
        fairness variant (A5.2: the current trick only)."""
        if not self.tricks or self.phase != "play":
            return None
        if self.options["pile_visibility"] == "top_only":
            return None
        if seat is not None and seat in self._trick_seats():
            return None  # the seat has played to the trick after it
        return _trick_data(self.tricks[-1])

    def _trick_seats(self) -> list[int]:
        """The seats that have played to the current trick, in order."""
        return [(self.leader + i) % HANDS for i in range(len(self.trick))]

    def why_illegal(self, action: KingAction) -> tuple[str, str, dict[str, Any]]:
        """A reason code, an English message and details for an illegal action."""
        if self.mover is None:
            return "match_over", "the game is over", {}
        if action.kind == "play" and self.phase == "play":
            return self._why_card(action.arg)
        if self.phase == "auction" and action.kind in ("bid", "hold"):
            return self._why_bid(action)
        expected = {"auction": "an auction action", "contract": "a contract"}
        if self.phase in expected and action.kind != "play":
            return "not_allowed_now", f"{action} is not allowed now", {"phase": self.phase}
        wanted = expected.get(self.phase, "a card to play")
        return "wrong_phase", f"now is the time for {wanted}", {"phase": self.phase}

    def _why_bid(self, action: KingAction) -> tuple[str, str, dict[str, Any]]:
        assert self.auction is not None
        high, stage = self.auction.high, self.auction.stage
        if stage != "bidding":
            return "not_allowed_now", f"{action} is not allowed now", {"stage": stage}
        if action.kind == "bid":
            # KG-11: a bid must be strictly higher on the ladder.
            return "bid_too_low", f"a bid must be higher than {high}", {"high_bid": high}
        # KG-13: only a player who precedes the high bidder may hold.
        return (
            "no_hold_right",
            "you may hold only a bid made by a player after you",
            {"high_bid": high, "high_bidder": self.auction.high_bidder},
        )

    def _why_card(self, code: str) -> tuple[str, str, dict[str, Any]]:
        assert self.mover is not None
        hand = self.hand_codes(self.mover)
        if code not in hand:
            return "not_in_hand", f"you do not hold {code}", {"card": code, "hand": hand}
        rule = self._play_rule(self.mover)
        if self.trick:
            led = self.trick[0].suit
            if rule == "must_discard_kh":
                # KG-9 ⚑: void in the suit led, holding K♥: that is the card to play.
                return (
                    "must_play_kh",
                    "you have none of the suit led and must play the king of hearts",
                    {"card": code, "led": led},
                )
            return "must_follow", "you must follow the suit led", {"card": code, "led": led}
        # KG-9 / §4.3: the lead rules of deals 2 and 5 (``no_heart_lead``, ``no_kh_lead``).
        return (
            "lead_restricted",
            f"{code} may not be led in this deal",
            {"card": code, "deal": self.deal_name, "rule": rule},
        )

    # -- saving --------------------------------------------------------------------------

    def _dump(self) -> dict[str, Any]:
        return {
            "first_dealer": self.first_dealer,
            "phase": self.phase,
            "mover": self.mover,
            "hands": [self.hand_codes(s) for s in range(HANDS)],
            "trick": self._trick_codes(),
            "leader": self.leader,
            "tricks": [_trick_data(t) for t in self.tricks],
            "auction": None if self.auction is None else self.auction.dump(),
            "declarer": self.declarer,
            "sold": self.sold,
            "contract": self.contract,
            "history": [_copy_summary(h) for h in self.history],
        }

    def _load(self, data: Mapping[str, Any]) -> None:
        self.first_dealer = _seat(data["first_dealer"])
        self.dealer = self._dealer_of(self.deal_number)
        if not 1 <= self.deal_number <= len(self.deals):
            raise ValueError(f"deal {self.deal_number} is not in 1..{len(self.deals)}")
        self.deal_name = self.deals[self.deal_number - 1]
        self.phase = str(data["phase"])
        self.mover = None if data["mover"] is None else _seat(data["mover"])
        self.hands = [sorted_cards(DECK.parse_many(h)) for h in data["hands"]]
        self.leader = _seat(data["leader"])
        self._set_tricks(DECK.parse_many(data["trick"]), [_load_trick(t) for t in data["tricks"]])
        auction = data["auction"]
        self.auction = None if auction is None else Auction.load(auction)
        self.declarer = None if data["declarer"] is None else _seat(data["declarer"])
        self.sold = data["sold"]
        self.contract = data["contract"]
        self.history = [_copy_summary(h) for h in data["history"]]
        self._check_loaded()

    def _check_loaded(self) -> None:
        """Refuse a save whose cards are not the 52, or whose phase makes no sense."""
        cards = [c for h in self.hands for c in h] + self.trick
        cards += [c for t in self.tricks for c in t.cards]
        DECK.check_complete(cards)
        if len(self.hands) != HANDS or self.phase not in PHASES:
            raise ValueError("the save's hands or phase are not King's")
        if not 1 <= self.deal_number <= len(self.deals):
            raise ValueError(f"deal {self.deal_number} is not in 1..{len(self.deals)}")
        if self.contract not in (None, *CONTRACTS):
            raise ValueError(f"unknown contract {self.contract!r}")
        if (self.mover is None) != (self.phase == "over"):
            raise ValueError("the seat to move does not match the phase")
        if (self.phase == "auction") != (self.auction is not None and self.auction.stage != "done"):
            raise ValueError("the auction does not match the phase")
        if self.sold not in (None, *LADDER):
            raise ValueError(f"unknown bid {self.sold!r}")
        if self.phase == "play" and self.deal_name not in NEGATIVE_DEALS and not self.contract:
            raise ValueError("a positive deal is in play without a contract")

    def _check_deal_start(self) -> None:
        """A deal just dealt, as this game deals it, after the deals its history holds."""
        if self.options["dealer"] not in (None, self.first_dealer):
            raise ValueError("the first dealer is not the one the options name")
        if len(self.history) != self.deal_number - 1:
            raise ValueError(f"deal {self.deal_number} follows {len(self.history)} deals played")
        check_history(self.history, self.deals, self.first_dealer, self.options, self.scores)
        if any(len(hand) != HAND_SIZE for hand in self.hands):
            raise ValueError("the deal's start does not give each player 13 cards (KG-3)")

    def _deal_record(self) -> tuple[Any, ...]:
        # The hands change in place during the deal, so they are copied.
        hands = [hand[:] for hand in self.hands]
        return hands, self.history[:], self.scores[:], self.deal_number

    def _deal_again(self, record: Any) -> KingState:
        hands, history, scores, deal_number = record
        state = KingState(self.seats, self.options, self.rng)  # dealing from cards: no RNG
        state.first_dealer, state.deal_number = self.first_dealer, deal_number - 1
        state.scores, state.history = scores[:], history[:]
        cards = [card for hand in hands for card in hand]
        state._deal_next(state._dealer_of(deal_number), cards, [])
        return state


def _remove(hand: list[Card], card: Card) -> None:
    """Take ``card`` out of ``hand``, by identity when it can.

    Dealt cards are DECK's own objects, and ``list.remove`` would call the dataclass
    ``__eq__`` on every card before it; a loaded or hand-built position may hold equal
    copies, hence the fallback.
    """
    for i, held in enumerate(hand):
        if held is card:
            del hand[i]
            return
    hand.remove(card)


def sorted_cards(cards: Sequence[Card]) -> list[Card]:
    """A hand in a stable order: by suit (clubs, diamonds, hearts, spades), then rank."""
    return sorted(cards, key=_BY_SUIT_AND_RANK)


_BY_SUIT_AND_RANK = attrgetter("suit", "rank")  # in C: four hands are sorted every deal


def _trick_data(trick: Trick) -> dict[str, Any]:
    return {
        "leader": trick.leader,
        "cards": [c.code for c in trick.cards],
        "winner": trick.winner,
    }


def _load_trick(data: Mapping[str, Any]) -> Trick:
    cards = tuple(DECK.parse_many(data["cards"]))
    if len(cards) != HANDS:
        raise ValueError(f"a trick of {len(cards)} cards")
    return Trick(_seat(data["leader"]), cards, _seat(data["winner"]))


def _copy_summary(summary: Mapping[str, Any]) -> dict[str, Any]:
    """A copy whose lists are not shared (events and views must not alias the state)."""
    return {k: list(v) if isinstance(v, list) else v for k, v in summary.items()}


def _seat(value: Any) -> int:
    if type(value) is not int or not 0 <= value < HANDS:
        raise ValueError(f"{value!r} is not a seat 0 to 3")
    return value
