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
from access_cards.narration.king.queries import KingQueries
from access_cards.narration.king.words import DECK, bid_name, hand_by_suit, signed

__all__ = ["KingNarrator"]

ERROR_MESSAGES = {
    "not_in_hand": "king-error-not-in-hand",
    "must_follow": "king-error-must-follow",
    "lead_restricted": "king-error-lead",
    "bid_too_low": "king-error-bid-low",
    "no_hold_right": "king-error-hold",
    "not_allowed_now": "king-error-not-now",
    "wrong_phase": "king-error-not-now",
    "match_over": "error-match-over",
}


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

    # -- the auction and the contract -------------------------------------------

    def _auction_event(self, e: Event) -> list[str]:
        self._beneficiary = e["beneficiary"]
        step = self.auction_step(e) + "."
        after = None
        if e["stage"] == "decision" and e["action"] in ("pass", "bid", "hold"):
            after = self.say("king-bidding-over", e["beneficiary"])
        return [line(step, after)]

    def _auction_end(self, e: Event) -> list[str]:
        if e["declarer"] is None:
            return [self.say("king-kept", self._last_beneficiary())]
        return [self.say("king-sold", e["declarer"], bid=bid_name(self.t, e["sold"]))]

    # The Beneficiary named by the last ``auction`` event heard.  Not memory of the match:
    # the engine emits ``auction_end`` in the same batch as, and right after, the auction
    # step that ended the auction, so a narrator made fresh on resume has heard it too.
    _beneficiary: int | None = None

    def _last_beneficiary(self) -> int:
        """Who keeps the choice of contract: the Beneficiary of the step just heard."""
        if self._beneficiary is None:
            raise ValueError("an auction_end event without the auction event before it")
        return self._beneficiary

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
        taken = self.say(
            "king-trick", winner, number=e["number"], card=self.card_the(top), value=value
        )
        won = None
        if self.at_least("full"):
            won = self.t("king-trick-counts", count=e["tricks_won"][winner])
        return [line(taken, won)]

    def _trick_value(self, points: int, penalties: list[str], deal: str) -> str:
        """ "two hearts, minus 40", "the queen of spades, minus 50", "plus 25"."""
        amount = signed(self.t, points)
        if not points:
            return self.t("king-value-none")
        if deal == "no_hearts":  # hearts are counted, not named: there may be thirteen
            return self.t("king-value-hearts", count=len(penalties), points=amount)
        if penalties:
            names = self.t.join([self.card_the(c) for c in penalties])
            return self.t("king-value-cards", cards=names, points=amount)
        return amount

    # -- the end of a deal and of the match ----------------------------------------

    def _deal_end(self, e: Event) -> list[str]:
        how = None
        if e["how"] == "early_stop":
            how = self.t("king-deal-early")
        elif e["how"] == "failed_auction":
            how = self.t("king-deal-failed")
        end = self.t("king-deal-end", deal=e["deal"], name=self.deal_name(e["name"]))
        deal = self.signed_scores(e["deal_scores"], "king-deal-scores")
        totals = self.signed_scores(e["scores"], "king-totals")
        return [line(how, end, deal, totals)]

    def _match_end(self, e: Event) -> list[str]:
        firsts = [s for s, place in enumerate(e["result"] or []) if place == 1]
        if len(firsts) == 1:
            won = self.say("match-won", firsts[0])
        else:
            names = self.t.join([self.list_name(s) for s in firsts])
            won = self.t("king-match-shared", names=names)
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
        if exc.reason == "must_follow":
            return self.t(msg_id, suit=d["led"])
        if exc.reason == "lead_restricted":
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

    def canonical(self, text: str) -> str | None:
        words = text.strip().casefold().replace("\u2212", "-").split()
        kind = self.command_words.get(words[0]) if words else None
        if kind is None:
            return None
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

    def _card_code(self, words: list[str]) -> str | None:
        """ "qs", "q s", "queen of spades", "donna di picche", "10 cuori" → a card code."""
        return self.cards.parse(" ".join(words))

    def _bid(self, words: list[str]) -> str | None:
        """ "+3", "3", "plus 3", "minus 1", "più 3", "meno 1" → a ladder bid."""
        text = "".join(words)
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
            for word in self.t(f"king-typed-{sign}").casefold().split():
                words[word] = char
        return words

    @cached_property
    def _contract_words(self) -> dict[str, str]:
        words = {c: c for c in CONTRACTS} | {"no trump": "notrump", "nt": "notrump"}
        for contract in CONTRACTS:
            for phrase in self.t(f"king-typed-contract-{contract}").casefold().split(","):
                words.setdefault(" ".join(phrase.split()), contract)
        return words
