"""King questions answered from a seat's view (RULES.md §4.8).

Every answer reads only the view: the listener's own hand, the public table,
auction and scores.  Earlier tricks are read only when the view has them
(the ``king_trick_history=full`` option), and the penalty cards each player
has taken only with that option or ``penalty_cards``; otherwise just the
last trick, until the next card is led.  Facts of the rules (what a bid is
worth, how many penalty cards a deal has, which rule limits the cards one may
play) come with the view, so nothing here restates a rule.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, ClassVar

from access_cards.games.king.actions import parse_text
from access_cards.games.king.rules import DEAL_NAMES, NEGATIVE_DEALS
from access_cards.narration.base import Narrator, QueryHandler, line
from access_cards.narration.king.words import (
    ACTION_KINDS,
    DECK,
    bid_name,
    hand_by_suit,
    sentence,
    signed,
)

__all__ = ["KingQueries"]

View = Mapping[str, Any]


class KingQueries(Narrator):
    """The query half of the King narrator."""

    game = "king"
    deck = DECK.name
    QUERIES = (
        "hand", "table", "last", "opponents", "taken", "auction", "ladder",
        "scores", "turn", "actions", "status",
    )  # fmt: skip
    # x, not n: n answers no.
    KEYS: ClassVar[Mapping[str, str]] = {"l": "last", "k": "taken", "x": "auction", "v": "ladder"}
    # Auction words begin with a, b, h, r and u (English) or a, o, r, t and u (Italian), but
    # those keys are the ones most used in trick play; typed words still work (see Narrator).
    LIVE_KEYS = "abhortu"
    ACTION_KINDS = ACTION_KINDS
    BARE_KINDS = ("hold", "pass", "accept", "refuse", "fail", "decline")

    def _query_handlers(self) -> Mapping[str, QueryHandler]:
        return {
            "hand": self._hand,
            "table": self._table,
            "last": self._last,
            "opponents": self._tricks,
            "taken": self._taken,
            "auction": self._auction,
            "ladder": self._ladder,
            "scores": self._scores,
            "turn": self._turn,
            "actions": self._actions,
            "status": self._status,
        }

    # -- shared phrases --------------------------------------------------------

    def deal_title(self, deal: int, deals: int, name: str) -> str:
        """ "Deal 3 of 10, no queens"."""
        return self.t("king-deal-title", deal=deal, deals=deals, name=self.deal_name(name))

    def deal_name(self, name: str) -> str:
        return self.t("king-deal-name", deal=name if name in DEAL_NAMES else "positive")

    def signed_scores(self, scores: list[int], msg_id: str) -> str:
        """ "Totals. You minus 40, Anna 0, …" with the signs as words; the list begins a
        sentence in King's own messages, and is left as it is in the shared ones."""
        items = [
            self.t("score-item", name=self.list_name(s), points=signed(self.t, p))
            for s, p in enumerate(scores)
        ]
        listed = self.t.join(items, style="unit")
        return self.t(msg_id, scores=sentence(listed) if msg_id.startswith("king-") else listed)

    def played(self, seat: int, code: str) -> str:
        """ "Anna, the 4 of clubs." in a trick: each card a sentence of its own."""
        return self.say("king-trick-item", seat, card=self.card_the(code))

    def trick_text(self, leader: int, cards: list[str]) -> str:
        return " ".join(self.played((leader + i) % 4, c) for i, c in enumerate(cards))

    def contract_text(self, view: View) -> str | None:
        contract = view["contract"]
        if contract is None:
            return None
        return self.t("king-contract-terms", contract=contract)

    def bid_worth(self, bid: str, view: View) -> str:
        """ "worth 75 to the dealer": what the Declarer pays the Beneficiary (KG-18)."""
        return self.worth_words(self._worth_of(bid, view))

    @staticmethod
    def _worth_of(bid: str, view: View) -> Mapping[str, Any]:
        """The view's ``bid_worth`` entry of ``bid``."""
        return next(w for w in view["bid_worth"] if w["bid"] == bid)

    def worth_words(self, worth: Mapping[str, Any]) -> str:
        """One entry of the view's ``bid_worth`` (or an event's ``worth``): a fixed payment,
        or so much per trick."""
        if worth["fixed"]:
            return self.t("king-worth-plus", points=worth["points"])
        return self.t("king-worth-minus", points=worth["per_trick"], count=worth["up_to"])

    # -- own cards -----------------------------------------------------------

    def _hand(self, view: View) -> list[str]:
        if "hand" not in view:
            return [self.t("spectator")]
        hand = view["hand"]
        if not hand:
            return [self.t("king-hand-empty-you")]
        return [self.t("king-hand-you", count=len(hand), cards=hand_by_suit(self.t, hand))]

    # -- the table -------------------------------------------------------------

    def _table(self, view: View) -> list[str]:
        if view["phase"] != "play":
            return [line(self.t("king-no-trick"), self.contract_text(view))]
        trick = view["trick"]
        if not trick:
            lead = self.say("king-to-lead", view["current_player"])
            return [line(lead, self.contract_text(view))]
        cards = " ".join(self.played(s, c) for s, c in zip(view["trick_seats"], trick, strict=True))
        return [line(self.t("king-current-trick", cards=cards), self.contract_text(view))]

    def _last(self, view: View) -> list[str]:
        last = view["last_trick"]
        if last is None and view.get("played_tricks"):
            last = view["played_tricks"][-1]
        if last is None:
            return [self.t(self._no_last_trick(view))]
        number = view["tricks_played"]
        cards = self.trick_text(last["leader"], last["cards"])
        taken = self.say("king-last-taken", last["winner"])
        return [line(self.t("king-last-trick", number=number, cards=cards), taken)]

    @staticmethod
    def _no_last_trick(view: View) -> str:
        """Why the view has no last trick: the match is over, none was played yet, the
        fairness variant, or the listener has played to the trick after it."""
        if view["is_over"]:
            return "match-over"
        if not view["tricks_played"] or view["phase"] != "play":
            return "king-last-none"
        if view["options"]["pile_visibility"] == "top_only":
            return "king-last-top-only"
        return "king-last-gone"

    def _tricks(self, view: View) -> list[str]:
        items = [
            self.t("king-tricks-item", name=self.list_name(s), count=n)
            for s, n in enumerate(view["tricks_won"])
        ]
        won = self.t("king-tricks-won", items=self.t.join(items, style="unit"))
        left = self.t("king-cards-left", count=max(view["hand_sizes"]))
        return [line(won, left if view["phase"] == "play" else None)]

    def _taken(self, view: View) -> list[str]:
        if view["penalty_cards_in_deal"] == 0:
            return [self.t("king-taken-no-cards")]
        taken = self._penalties_taken(view)
        if taken is None:
            return [self.t("king-taken-unavailable")]
        items = [
            self.say(
                "king-taken-item",
                s,
                count=len(cards),
                cards=self.t.join([self.card_name(c) for c in cards]) if cards else None,
            )
            for s, cards in enumerate(taken)
        ]
        return [self.t("king-taken", items=" ".join(items))]

    def _penalties_taken(self, view: View) -> list[list[str]] | None:
        """Each seat's penalty cards, when the table's assist option shows them to all."""
        taken = view.get("penalties_taken")
        return None if taken is None else [list(cards) for cards in taken]

    # -- the auction ---------------------------------------------------------

    def _auction(self, view: View) -> list[str]:
        auction = view["auction"]
        if auction is None:
            return [self.t("king-auction-none")]
        steps = [
            self.auction_step(h, self._worth_of(h["bid"], view) if h["bid"] else None)
            for h in auction["history"]
        ]
        said = self.t("king-auction-so-far", steps=" ".join(steps)) if steps else None
        high = auction["high_bid"]
        top = None
        if high is not None:
            top = self.t(
                "king-auction-high",
                bid=bid_name(self.t, high),
                name=self.list_name(auction["high_bidder"]),
            )
        if auction["stage"] == "done":
            end = self.t("king-auction-over")
        else:
            end = self.turn(auction["to_act"])
        return [line(said or self.t("king-auction-empty"), top, end)]

    def auction_step(self, step: Mapping[str, Any], worth: Mapping[str, Any] | None) -> str:
        """One auction action, a sentence: "Anna bids plus 2.", and an ultimatum with its
        price, ``worth`` (the ``bid_worth`` entry of the step's bid)."""
        bid = bid_name(self.t, step["bid"]) if step["bid"] else None
        args: dict[str, Any] = {"bid": bid}
        if step["action"] == "ultimatum" and worth is not None:
            args["worth"] = self.worth_words(worth)
        return self.say(f"king-{step['action']}", step["seat"], **args)

    def _ladder(self, view: View) -> list[str]:
        # The view lists every bid of the ladder, lowest first, with its worth.
        items = [
            sentence(
                self.t(
                    "king-ladder-item", bid=bid_name(self.t, w["bid"]), worth=self.worth_words(w)
                )
            )
            for w in view["bid_worth"]
        ]
        return [self.t("king-ladder", items=" ".join(items))]

    # -- the match -----------------------------------------------------------

    def _scores(self, view: View) -> list[str]:
        played = len(view["history"])
        totals = self.signed_scores(view["scores"], "king-totals")
        after = self.t("king-after-deals", count=played)
        now = None
        if not view["is_over"]:
            now = self.deal_title(view["deal"], len(view["deals"]), view["deal_name"])
        return [line(after, totals, now)]

    def _turn(self, view: View) -> list[str]:
        return [self.turn(view["current_player"])]

    def _status(self, view: View) -> list[str]:
        if view["is_over"]:
            return [line(self.t("match-over"), self.signed_scores(view["scores"], "scores-final"))]
        title = self.deal_title(view["deal"], len(view["deals"]), view["deal_name"])
        dealer = self.say("king-dealer", view["dealer"])
        won = None
        if view["seat"] is not None and view["phase"] == "play":
            won = self.t("king-you-won", count=view["tricks_won"][view["seat"]])
        return [
            line(title, dealer, self.contract_text(view), won, self.turn(view["current_player"]))
        ]

    # -- what the listener may do --------------------------------------------

    def _actions(self, view: View) -> list[str]:
        idle = self.not_your_move(view)
        if idle is not None:
            return idle
        legal = view["legal_actions"]
        if view["phase"] == "play":
            names = self.t.join([self.card_name(a.split()[1]) for a in legal])
            return [line(self.play_reason(view), self.t("king-may-play", cards=names))]
        return [self.t("actions-header"), *(self.effect(a, view) for a in legal)]

    def play_reason(self, view: View) -> str:
        """Why these cards: "You must follow diamonds", "You lead", "You have no clubs".

        The view's ``play_rule`` (``must_follow``, ``no_kh_lead``, …) names the message;
        the suit, where the sentence has one, is the suit led.
        """
        trick = view["trick"]
        suit = DECK.parse(trick[0]).suit if trick else None
        return self.t("king-" + view["play_rule"].replace("_", "-"), suit=suit)

    def effect(self, action_text: str, view: View) -> str:
        """ "Bid plus 3. Worth 75 to the dealer.": an action and what it means, sentences
        of their own, as each option of a list is said."""
        action = parse_text(action_text)
        assert action is not None, action_text
        label = sentence(self.action_label(action_text))
        auction = view["auction"] or {}
        kind = action.kind
        if kind in ("bid", "ultimatum"):
            worth = sentence(self.bid_worth(action.arg, view))
            return self.t("king-effect-bid", action=label, worth=worth)
        if kind == "accept" and auction.get("stage") == "ultimatum":
            bid = auction["ultimatum"]
            return self.t(
                "king-effect-buy",
                action=label,
                bid=bid_name(self.t, bid),
                worth=self.bid_worth(bid, view),
            )
        if kind == "accept":
            bid = auction["high_bid"]
            return self.t(
                "king-effect-sell",
                action=label,
                bid=bid_name(self.t, bid),
                name=self.name(auction["high_bidder"]),
                worth=self.bid_worth(bid, view),
            )
        if kind == "contract":
            terms = self.t("king-contract-terms", contract=action.arg)
            return self.t("king-effect-contract", action=label, terms=terms)
        return self.t(f"king-effect-{kind}", action=label)

    # -- the start ---------------------------------------------------------------

    def intro(self, view: View) -> str:
        deals = view["deals"]
        negative = sum(1 for d in deals if d in NEGATIVE_DEALS)
        length = self.t(
            "king-intro", count=len(deals), negative=negative, positive=len(deals) - negative
        )
        mode = self.t(f"king-intro-{view['options']['positive_mode']}")
        positive = mode if negative < len(deals) else None
        history = view["options"]["king_trick_history"]
        review = None if history == "last_trick_only" else self.t(f"king-intro-history-{history}")
        if view["options"]["pile_visibility"] == "top_only":
            review = self.t("king-intro-top-only")
        return line(length, positive, review)

    def braille_text(self, view: View) -> str:
        """Short, for a 40-cell display: card codes in the player's letters, no words per card."""
        # Words, not "-" and ";": with the braille setting on, this line is also spoken.
        parts = []
        if "hand" in view:
            hand = " ".join(map(self.cards.code, view["hand"]))
            parts.append(self.t("king-braille-hand", cards=hand or self.t("king-braille-none")))
        trick = " ".join(map(self.cards.code, view["trick"]))
        parts.append(self.t("king-braille-trick", cards=trick or self.t("king-braille-none")))
        return ", ".join(parts)
