"""King narration: events, prompts, confirmations, errors and commands (RULES.md §4).

Each event is one utterance: actor, action, card or bid, then what it cost or
earned and the totals when they change.  Nothing here names a card another
seat still holds: ``dealt`` is private to its seat and spoken only to it.

The events carry every fact a sentence needs (what a trick cost, the deal,
the Beneficiary), so a narrator made fresh mid-game, as after a resume,
says what one that heard the whole match says.
"""

from __future__ import annotations

from collections.abc import Mapping
from functools import cached_property
from typing import Any

from access_cards.engine.errors import ActionError
from access_cards.engine.events import Event
from access_cards.games.king.actions import KingAction, parse_text
from access_cards.games.king.rules import CONTRACTS, LADDER
from access_cards.narration.base import EventHandler, line
from access_cards.narration.i18n import fold
from access_cards.narration.king.queries import KingQueries
from access_cards.narration.king.words import DECK, bid_name, hand_by_suit, sentence, signed
from access_cards.narration.speakable import spoken_form

__all__ = ["KingNarrator"]

ERROR_MESSAGES = {
    "not_in_hand": "king-error-not-in-hand",
    "must_follow": "king-error-must-follow",
    "must_play_kh": "king-error-must-play-kh",
    "lead_restricted": "king-error-lead",
    "bid_too_low": "king-error-bid-low",
    "no_hold_right": "king-error-hold",
    "not_allowed_now": "king-error-not-now",
    "wrong_phase": "king-error-not-now",
    "match_over": "error-match-over",
}
# The examples a move word typed without what it needs is said with (issue 25, point 6).
DECK_EXAMPLE = "QS"
EXAMPLE_BIDS = {"bid": "+3", "ultimatum": "+5"}
EXAMPLE_CONTRACTS = ("hearts", "negative")


class KingNarrator(KingQueries):
    """Everything a King listener hears."""

    def _event_handlers(self) -> Mapping[str, EventHandler]:
        return {
            "deal_start": self._deal_start,
            "dealt": self._dealt,
            "auction": self._auction_event,
            "auction_end": self._auction_end,
            "contract": self._contract_event,
            "lead": self._lead,
            "play": self._play,
            "trick_end": self._trick_end,
            "deal_end": self._deal_end,
            "match_end": self._match_end,
        }

    # -- the deal ------------------------------------------------------------

    def _deal_start(self, e: Event) -> list[str]:
        title = self.t("king-deal-number", deal=e["deal"], name=self.deal_name(e["name"]))
        cost = self.t("king-deal-cost", deal=e["name"])
        dealer = self.say("king-dealer", e["dealer"])
        totals = None
        if self.at_least("full") and any(e["scores"]):
            totals = self.signed_scores(e["scores"], "king-totals")
        return [line(title, cost, dealer, totals)]

    def _dealt(self, e: Event) -> list[str]:
        if not self.is_you(e["seat"]):
            return [self.t("king-dealt", name=self.name(e["seat"]), count=len(e["cards"]))]
        return [self.t("king-dealt-you", cards=hand_by_suit(self.t, e["cards"]))]

    # -- who pays whom (KG-18), from the facts the events carry ---------------------

    def payment(self, msg_id: str, payer: int, payee: int, **args: Any) -> str:
        """A sentence on a payment from ``payer`` to ``payee``, said to either of them as
        "you" (``$who`` is ``payer``, ``payee`` or ``other``)."""
        who = "payer" if self.is_you(payer) else "payee" if self.is_you(payee) else "other"
        return self.t(msg_id, who=who, payer=self.name(payer), payee=self.name(payee), **args)

    def _sale_terms(self, buyer: int, dealer: int, worth: Mapping[str, Any]) -> str:
        """What the buyer will pay the dealer, said when the right is sold."""
        if worth["fixed"]:
            return self.payment("king-terms-fixed", buyer, dealer, points=worth["points"])
        return self.payment(
            "king-terms-takeover",
            buyer,
            dealer,
            points=worth["per_trick"],
            count=worth["up_to"],
        )

    def _paid(self, payment: Mapping[str, Any]) -> str:
        """The payment at the end of a sold deal: its amount and what it pays for."""
        payer, payee, taken = payment["payer"], payment["payee"], payment["taken_over"]
        if taken is None:
            bid = bid_name(self.t, payment["bid"])
            return self.payment("king-paid-fixed", payer, payee, points=payment["points"], bid=bid)
        if not taken:
            return self.payment("king-paid-nothing", payer, payee)
        return self.payment(
            "king-paid-takeover", payer, payee, points=payment["points"], count=taken
        )

    # -- the auction and the contract -------------------------------------------

    def _auction_event(self, e: Event) -> list[str]:
        step = self.auction_step(e, e["worth"])
        after = None
        if e["stage"] == "decision" and e["action"] in ("pass", "bid", "hold"):
            after = self.say("king-bidding-over", e["beneficiary"])
        return [line(step, after)]

    def _auction_end(self, e: Event) -> list[str]:
        dealer, buyer = e["beneficiary"], e["declarer"]
        if buyer is None:
            return [self.say("king-kept", dealer)]
        sold = self.say("king-sold", buyer, bid=bid_name(self.t, e["sold"]))
        return [line(sold, self._sale_terms(buyer, dealer, e["worth"]))]

    def _contract_event(self, e: Event) -> list[str]:
        chosen = self.say("king-contract", e["seat"], contract=e["contract"])
        terms = self.t("king-contract-terms", contract=e["contract"])
        return [line(chosen, terms)]

    # -- trick play ---------------------------------------------------------------

    def _lead(self, e: Event) -> list[str]:
        if e["seat"] == self.seat:
            return []  # the turn prompt, "Your lead.", follows at once: say it once
        return [self.say("king-leads", e["seat"])]

    def _play(self, e: Event) -> list[str]:
        return [self.say("king-play", e["seat"], card=self.card_the(e["card"]))]

    def _trick_end(self, e: Event) -> list[str]:
        cards, winner = e["cards"], e["winner"]
        top = cards[(winner - e["leader"]) % 4]
        value = self._trick_value(e["points"], e["penalty_cards"], e["deal_name"])
        taken = self.say("king-trick", winner, number=e["number"], card=self.card_the(top))
        takeover = e["takeover"]
        moved = None
        if takeover is not None:  # KG-18: the buyer of a minus bid takes this trick over
            moved = self.payment(
                "king-trick-takeover",
                takeover["payer"],
                takeover["payee"],
                points=takeover["points"],
            )
        won = None
        if self.at_least("full"):
            won = self.t("king-trick-counts", count=e["tricks_won"][winner])
        return [line(taken, value, moved, won)]

    def _trick_value(self, points: int, penalties: list[str], deal: str) -> str:
        """ "Two hearts, minus 40.", "The queen of spades, minus 50.", "Plus 25."."""
        amount = signed(self.t, points)
        if not points:
            said = self.t("king-value-none")
        elif deal == "no_hearts":  # hearts are counted, not named: there may be thirteen
            said = self.t("king-value-hearts", count=len(penalties), points=amount)
        elif penalties:
            names = self.t.join([self.card_the(c) for c in penalties])
            said = self.t("king-value-cards", cards=names, points=amount)
        else:
            said = self.t("king-value-points", points=amount)
        return sentence(said)

    # -- the end of a deal and of the match ----------------------------------------

    def _deal_end(self, e: Event) -> list[str]:
        how = None
        if e["how"] == "early_stop":
            how = self.t("king-deal-early")
        elif e["how"] == "failed_auction":
            how = self.t("king-deal-failed")
        end = self.t("king-deal-end", deal=e["deal"], name=self.deal_name(e["name"]))
        # A sold deal: what the tricks scored, then the payment, so that the deal's scores
        # follow from what was heard (KG-18).
        tricks = paid = None
        if e["payment"] is not None:
            tricks = self.signed_scores(e["trick_scores"], "king-trick-scores")
            paid = self._paid(e["payment"])
        deal = self.signed_scores(e["deal_scores"], "king-deal-scores")
        totals = self.signed_scores(e["scores"], "king-totals")
        return [line(how, end, tricks, paid, deal, totals)]

    def _match_end(self, e: Event) -> list[str]:
        firsts = [s for s, place in enumerate(e["result"] or []) if place == 1]
        if len(firsts) == 1:
            won = self.say("match-won", firsts[0])
        else:
            # The listener first among them: "You and Anna share first place."
            firsts.sort(key=lambda s: not self.is_you(s))
            names = sentence(self.t.join([self.list_name(s) for s in firsts]))
            shared = "king-match-shared-you" if self.is_you(firsts[0]) else "king-match-shared"
            won = self.t(shared, names=names)
        return [line(won, self.signed_scores(e["scores"], "scores-final"))]

    # -- prompts, confirmations, errors ----------------------------------------

    def your_turn(self, view: Mapping[str, Any]) -> str:
        phase = view["phase"]
        if phase == "play":
            trick = view["trick"]
            if not trick:
                return self.t("king-your-lead")
            return self.t("king-your-follow", suit=DECK.parse(trick[0]).suit)
        if phase == "contract":
            return self.t("king-your-contract")
        auction = view["auction"]
        high = auction["high_bid"]
        bid = bid_name(self.t, high) if high else None
        if auction["stage"] == "bidding":
            return self.t("king-your-bid", bid=bid or "none")
        if auction["stage"] == "decision":
            if high is None:
                return self.t("king-your-decision-none")
            name = self.name(auction["high_bidder"])
            return self.t("king-your-decision", bid=bid, name=name)
        return self.t(
            "king-your-ultimatum",
            name=self.name(auction["beneficiary"]),
            bid=bid_name(self.t, auction["ultimatum"]),
        )

    def confirm(self, action_text: str, view: Mapping[str, Any]) -> str | None:
        action = parse_text(action_text)
        auction = view.get("auction") or {}
        if action is None or view["phase"] != "auction":
            return None
        if action.kind == "accept" and auction.get("stage") == "ultimatum":
            bid = auction["ultimatum"]
            return self.t(
                "king-confirm-ultimatum-accept",
                bid=bid_name(self.t, bid),
                worth=self.bid_worth(bid, view),
            )
        if action.kind == "accept":
            return self.t(
                "king-confirm-sell",
                bid=bid_name(self.t, auction["high_bid"]),
                name=self.name(auction["high_bidder"]),
            )
        if action.kind == "ultimatum":
            return self.t("king-confirm-ultimatum", bid=bid_name(self.t, action.arg))
        if action.kind == "fail":
            return self.t("king-confirm-fail")
        return None

    def _error_clause(self, exc: ActionError) -> str:
        msg_id = ERROR_MESSAGES.get(exc.reason, "king-error-not-now")
        d = exc.details
        if exc.reason == "not_in_hand":
            return self.t(msg_id, card=self.card_the(d["card"]))
        if exc.reason in ("must_follow", "must_play_kh"):
            return self.t(msg_id, suit=d["led"])
        if exc.reason == "lead_restricted":
            rule = d.get("rule")  # KG-9 / §4.3: which lead rule the card breaks
            if rule in ("no_heart_lead", "no_kh_lead"):
                return self.t("king-error-" + rule.replace("_", "-"))
            return self.t(msg_id, card=self.card_the(d["card"]))
        if exc.reason in ("bid_too_low", "no_hold_right"):
            high = d.get("high_bid")
            return self.t(msg_id, bid=bid_name(self.t, high) if high else "none")
        return self.t(msg_id)

    # -- commands ----------------------------------------------------------------

    def action_label(self, action_text: str) -> str:
        action = parse_text(action_text)
        if action is None:
            raise ValueError(f"{action_text!r} is not a King action")
        arg: str | None = None
        if action.kind == "play":
            arg = self.card_name(action.arg)
        elif action.kind in ("bid", "ultimatum"):
            arg = bid_name(self.t, action.arg)
        elif action.kind == "contract":
            arg = action.arg
        return self.t(f"king-action-{action.kind}", arg=arg)

    def unknown_command(self, text: str) -> str:
        """A move word without what it needs says what it needs, with an example."""
        words = text.split()
        kind = self.command_words.get(fold(words[0])) if words else None
        if kind not in ("play", "bid", "ultimatum", "contract"):
            return super().unknown_command(text)
        word = spoken_form(words[0])  # as typed, accents and all
        if kind == "play":
            example = DECK_EXAMPLE
            needs = self.t(
                "king-needs-play",
                word=word,
                card=self.card_name(example),
                code=self.cards.spoken_code(example),
            )
            unknown = self.not_a_card(words[1:])
            return line(self.t("error-not-a-card", word=unknown) if unknown else None, needs)
        if kind == "contract":
            examples = [
                self.action_label(f"contract {c}").split(" ", 1)[1] for c in EXAMPLE_CONTRACTS
            ]
            return self.t("king-needs-contract", word=word, first=examples[0], second=examples[1])
        return self.t(f"king-needs-{kind}", word=word, bid=bid_name(self.t, EXAMPLE_BIDS[kind]))

    def canonical(self, text: str) -> str | None:
        words = fold(text.strip()).replace("\u2212", "-").split()
        kind = self.command_words.get(words[0]) if words else None
        if kind is None:
            return None
        if words[0] not in self._own_words:
            # The engine's own action text (DESIGN.md §3, "play QS"), typed in a language
            # whose words for moves and card codes differ: read as the engine reads it.
            engine = parse_text(text)
            if engine is not None:
                return str(engine)
        rest = words[1:]
        action: KingAction | None = None
        if kind == "play":
            code = self._card_code(rest)
            action = None if code is None else KingAction("play", code)
        elif kind in ("bid", "ultimatum"):
            bid = self._bid(rest)
            action = None if bid is None else KingAction(kind, bid)
        elif kind == "contract":
            contract = self._contract_words.get(" ".join(rest))
            action = None if contract is None else KingAction("contract", contract)
        elif not rest:
            action = KingAction(kind)
        return None if action is None else str(action)

    @cached_property
    def _own_words(self) -> set[str]:
        """The words that begin a move in the listener's language (not the engine's)."""
        return {
            word
            for kind in self.ACTION_KINDS
            for word in self.t.words(f"king-command-{kind}")
        }

    def _card_code(self, words: list[str]) -> str | None:
        """ "qs", "q s", "queen of spades", "donna di picche", "10 cuori" → a card code."""
        return self.cards.parse(" ".join(words))

    def _bid(self, words: list[str]) -> str | None:
        """ "+3", "3", "plus 3", "minus 1", "più 3", "meno 1", "plus three" → a ladder bid."""
        said = [self.typed_number(w) for w in words]
        text = "".join(w if n is None else str(n) for w, n in zip(words, said, strict=True))
        for word, sign in self._sign_words.items():
            if text.startswith(word):
                text = sign + text[len(word) :]
                break
        if text[:1].isdigit():
            text = "+" + text
        return text if text in LADDER else None

    @cached_property
    def _sign_words(self) -> dict[str, str]:
        words = {}
        for sign, char in (("plus", "+"), ("minus", "-")):
            for word in self.t.words(f"king-typed-{sign}"):
                words[word] = char
        return words

    @cached_property
    def _contract_words(self) -> dict[str, str]:
        words = {c: c for c in CONTRACTS} | {"no trump": "notrump", "nt": "notrump"}
        for contract in CONTRACTS:
            for phrase in fold(self.t(f"king-typed-contract-{contract}")).split(","):
                words.setdefault(" ".join(phrase.split()), contract)
        return words
