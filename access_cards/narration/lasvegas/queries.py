"""Las Vegas questions answered from a seat's view (RULES.md §3.8, the issue's "By ear").

Every answer reads only the view: the listener's own cards and total, and the public table
(the pot, the bet level, each player's chips, cards left, who has checked or folded, the
centre).  With the blind-fair table (``pile_visibility=top_only``) the view gives each
centre card as a value and a number of cards only, and so does the answer: who discarded
what was said once, when it happened.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, ClassVar

from access_cards.narration.base import QueryHandler, line
from access_cards.narration.lasvegas.words import LasVegasWords, play_order

__all__ = ["LasVegasQueries"]

View = Mapping[str, Any]


class LasVegasQueries(LasVegasWords):
    """The query half of the Las Vegas narrator."""

    QUERIES = (
        "hand", "table", "pot", "opponents", "scores", "turn", "actions", "status",
    )  # fmt: skip
    # p: the pot and what there is to call (piatto in Italian).
    KEYS: ClassVar[Mapping[str, str]] = {"p": "pot"}
    # Move words begin with r (raise, rilancia) and Italian punta with p, but repeat and the
    # pot are asked far more often than a word is typed slowly.  Not b: bet and bussa are
    # typed at almost every turn, and through Orca each one first said "No braille display
    # is connected."; braille stays a typed word here.
    LIVE_KEYS = "pr"
    # Bets and raises come as ranges: "bet 1 to 49", not 49 actions.
    COMPACT_LEGAL = True
    RULES_SENTENCES = 5

    def _query_handlers(self) -> Mapping[str, QueryHandler]:
        return {
            "hand": self._hand,
            "table": self._table,
            "pot": self._pot,
            "opponents": self._opponents,
            "scores": self._scores,
            "turn": self._turn,
            "actions": self._actions,
            "status": self._status,
        }

    # -- the hand ------------------------------------------------------------------

    def _hand(self, view: View) -> list[str]:
        seat = view["seat"]
        if seat is None:
            return [self.t("spectator")]
        if seat not in view["seats_in"] and view["out_at"][seat] is not None:
            return [self.t("lasvegas-hand-out-you")]
        if seat in view["folded"]:
            return [self.t("lasvegas-hand-folded-you")]
        hand = view["hand"]
        if not hand:
            return [self.t("lasvegas-hand-empty-you")]
        return [self.t("lasvegas-hand-you", cards=self.cards_the(hand), total=view["total"])]

    # -- the centre ----------------------------------------------------------------

    def _table(self, view: View) -> list[str]:
        centre = view["centre"]
        lines = [self.centre_line(entry) for entry in centre] or [self.t("lasvegas-no-centre")]
        down = self.t("lasvegas-face-down", count=view["face_down"])
        lines.append(line(down, self.t("lasvegas-pot-is", pot=view["pot"])))
        return lines

    def centre_line(self, entry: Mapping[str, Any]) -> str:
        """One turned centre card: with the full table the card and each player's discards
        on it; with the blind-fair table its value and number of cards only."""
        position = entry["position"]
        if "card" not in entry:
            return self.t(
                "lasvegas-centre-top",
                position=position,
                rank=self.rank_a(entry["value"]),
                count=entry["count"],
            )
        said = self.t("lasvegas-centre", position=position, card=self.card_the(entry["card"]))
        discards = entry["discards"]
        if not discards:
            return line(said, self.t("lasvegas-centre-bare"))
        items = [self._pile_item(d["seat"], d["cards"]) for d in discards]
        return line(said, self.t("lasvegas-centre-on"), *items)

    def _pile_item(self, seat: int, cards: list[str]) -> str:
        if self.is_you(seat):
            return self.t("lasvegas-centre-item-you", cards=self.cards_the(cards))
        return self.t("lasvegas-centre-item", name=self.name(seat), cards=self.cards_the(cards))

    # -- the pot -------------------------------------------------------------------

    def _pot(self, view: View) -> list[str]:
        if view["is_over"]:
            return [line(self.t("match-over"), self.t("lasvegas-pot-is", pot=view["pot"]))]
        pot = self.t("lasvegas-pot-is", pot=view["pot"])
        level = view["level"]
        if not level:
            bet = self.t("lasvegas-no-bet")
            put = None
        else:
            bet = self.t("lasvegas-bet-is", level=level)
            order = self.order(view)
            put = self.t(
                "lasvegas-put-in",
                items=self.items(
                    (s, view["contributions"][s]) for s in order if s in view["active"]
                ),
            )
        return [line(pot, bet, put, self.need(view))]

    def need(self, view: View) -> str | None:
        """What the listener needs to call, or (a spectator, a folded player) the mover."""
        seat = view["seat"]
        if seat is not None and seat in view["active"]:
            return self.t("lasvegas-need-you", amount=view["to_call"][seat])
        mover = view["current_player"]
        if mover is None:
            return None
        return self.say("lasvegas-need", mover, amount=view["to_call"][mover])

    # -- the players ---------------------------------------------------------------

    def order(self, view: View) -> list[int]:
        """The seats in the order of speaking, from the first after the dealer."""
        return play_order(view["seats"], view["dealer"])

    def _opponents(self, view: View) -> list[str]:
        order = self.order(view)
        said = []
        for s in order:
            if s in view["active"] and not self.is_you(s):
                state = (
                    "allin" if s in view["all_in"] else "checked" if s in view["checked"] else ""
                )
                said.append(
                    self.t(
                        "lasvegas-player",
                        name=self.name(s),
                        cards=view["hand_sizes"][s],
                        chips=view["stacks"][s],
                        state=state or "other",
                    )
                )
        if not said:
            said.append(self.t("lasvegas-alone"))
        folded = [s for s in order if s in view["folded"]]
        if folded:
            said.append(self.t("lasvegas-folded", names=self.who(folded)))
        out = [s for s in order if s not in view["seats_in"]]
        if out:
            said.append(self.t("lasvegas-out", names=self.who(out)))
        return [line(*said)]

    # -- the match -----------------------------------------------------------------

    def _scores(self, view: View) -> list[str]:
        seats_in = view["seats_in"]
        stacks = self.stacks_line(view["stacks"], seats_in)
        out = [s for s in range(view["seats"]) if s not in seats_in]
        gone = self.t("lasvegas-out", names=self.who(out)) if out else None
        return [line(stacks, gone)]

    def _turn(self, view: View) -> list[str]:
        mover = view["current_player"]
        if mover is None:
            return [self.t("match-over")]
        return [self.say("lasvegas-turn", mover, amount=view["to_call"][mover])]

    def hand_title(self, view: View) -> str:
        """ "Hand 3.", "Hand 3 of 10." """
        return self.t("lasvegas-hand-of", deal=view["deal"], hands=view["options"]["hands"] or 0)

    def _status(self, view: View) -> list[str]:
        if view["is_over"]:
            stacks = self.stacks_line(view["stacks"], range(view["seats"]), "lasvegas-stacks")
            return [line(self.t("match-over"), stacks)]
        dealer = self.say("lasvegas-dealer", view["dealer"])
        now = self.t("lasvegas-in-round", round=view["round"], pot=view["pot"])
        last = self.last_hand(view) if self.at_least("normal") else None
        turn = self._turn(view)[0]
        return [line(self.hand_title(view), dealer, now, turn, last)]

    def last_hand(self, view: View) -> str | None:
        """ "Last hand, Bruno took the pot of 10 by Las Vegas." """
        last = view["last_hand"]
        if last is None or not last["winners"]:
            return None
        return self.t(
            "lasvegas-last", how=last["how"], pot=last["pot"], names=self.who_after(last["winners"])
        )

    # -- what the listener may do ----------------------------------------------------

    def _actions(self, view: View) -> list[str]:
        idle = self.not_your_move(view)
        if idle is not None:
            return idle
        return [self.may(view)]
