"""Khmer questions answered from a seat's view (RULES.md §1.7, A5.4).

Every answer reads only the view: in the top-card-only variant the view has
no pile and, when the table does not announce it, no table total, so neither
can be spoken here.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, ClassVar

from access_cards.narration.base import Narrator, QueryHandler, line
from access_cards.narration.khmer.words import (
    ACTION_KINDS,
    capitalised,
    card_a,
    card_the,
    grouped,
    parse_action,
)

__all__ = ["KhmerQueries"]

View = Mapping[str, Any]


class KhmerQueries(Narrator):
    """The query half of the Khmer narrator."""

    game = "khmer"
    deck = "khmer"
    QUERIES = ("hand", "drawn", "table", "opponents", "scores", "turn", "actions", "status")
    KEYS: ClassVar[Mapping[str, str]] = {"f": "drawn"}  # f: the front row, the cards you have drawn
    ACTION_KINDS = ACTION_KINDS
    BARE_KINDS = ("draw", "knock", "concede")

    def _query_handlers(self) -> Mapping[str, QueryHandler]:
        return {
            "hand": self._hand,
            "drawn": self._drawn,
            "table": self._table,
            "opponents": self._opponents,
            "scores": self._scores,
            "turn": self._turn,
            "actions": self._actions,
            "status": self._status,
        }

    # -- own cards -----------------------------------------------------------

    def _hand(self, view: View) -> list[str]:
        if "hand" not in view:
            return [self.t("spectator")]
        hand = view["hand"]
        cards = (
            self.t("khmer-hand-you", cards=grouped(self.t, hand), total=view["hand_total"])
            if hand
            else self.t("khmer-hand-empty-you")
        )
        with_drawn = None
        if view["fronts"][view["seat"]]:
            with_drawn = self.t("khmer-player-total-you", total=view["player_total"])
        return [line(cards, with_drawn)]

    def _drawn(self, view: View) -> list[str]:
        seats = [view["seat"]] if view["seat"] is not None else range(view["seats"])
        return [self.drawn_sentence(view, s) for s in seats]

    def drawn_sentence(self, view: View, seat: int) -> str:
        """A seat's front row and its total, or that it has drawn nothing."""
        front = view["fronts"][seat]
        if not front:
            return self.say("khmer-drawn-none", seat)
        return self.say(
            "khmer-drawn", seat, cards=grouped(self.t, front), total=view["front_totals"][seat]
        )

    # -- the table -----------------------------------------------------------

    def _table(self, view: View) -> list[str]:
        if not view["pile_size"]:
            return [self.t("khmer-table-empty")]
        if "pile" in view:
            items = [
                self._pile_item(card, owner)
                for card, owner in zip(view["pile"], view["pile_owners"], strict=True)
            ]
            cards = self.t.join(items)
            return [self.t("khmer-pile", cards=cards, total=view["table_total"])]
        # Top-card-only variant: never more than the top card (seed 001), and its player only
        # while the view tells it (not once a draw has uncovered the card).
        card, owner = card_a(self.t, view["top_card"]), view["top_owner"]
        top = (
            self.t("khmer-top-card", card=card)
            if owner is None
            else self.say("khmer-top", owner, card=card)
        )
        return [line(top, self._table_total(view))]

    def _pile_item(self, card: str, owner: int) -> str:
        return self.say("khmer-pile-item", owner, card=card_a(self.t, card))

    def _table_total(self, view: View) -> str | None:
        """ "Table 15." when the view has the total (a hidden total stays unsaid)."""
        total = view.get("table_total")
        return None if total is None else self.t("khmer-table", total=total)

    # -- a braille display ----------------------------------------------------

    def braille_text(self, view: View) -> str:
        """Short, for a 40-cell display: digits, not "two 6s" (RULES.md §1.7 limits apply)."""
        parts = []
        if "hand" in view:
            cards = " ".join(sorted(view["hand"], key=int, reverse=True))
            parts.append(self.t("khmer-braille-hand", cards=cards, total=view["hand_total"]))
            front = view["fronts"][view["seat"]]
            if front:
                drawn = " ".join(front)
                parts.append(self.t("khmer-braille-drawn", cards=drawn, total=view["player_total"]))
        parts.append(self._braille_table(view))
        return ", ".join(parts)  # no semicolon: a line without a display is heard

    def _braille_table(self, view: View) -> str:
        total = view.get("table_total")
        if not view["pile_size"]:
            return self.t("khmer-braille-table-empty")
        if "pile" in view:
            return self.t("khmer-braille-table", cards=" ".join(view["pile"]), total=total)
        # Top card only: the same as the spoken answer, never the pile.
        top = self.t("khmer-braille-top", card=view["top_card"])
        return top if total is None else f"{top}, {self.t('khmer-braille-total', total=total)}"

    # -- the other players ---------------------------------------------------

    def _opponents(self, view: View) -> list[str]:
        return [
            line(
                self.say("khmer-opponent-hand", s, count=view["hand_sizes"][s]),
                self.drawn_sentence(view, s),
                self.say("khmer-sixes-out", s, count=view["sixes_discarded"][s]),
            )
            for s in range(view["seats"])
            if not self.is_you(s)
        ]

    # -- the match -----------------------------------------------------------

    def _scores(self, view: View) -> list[str]:
        if view["options"]["mode"] == "single":
            final = self.scores(view["scores"], "scores-final") if view["is_over"] else None
            return [line(self.t("khmer-single-deal"), final)]
        target = self.t("khmer-target", target=view["options"]["target"], deal=view["deal"])
        return [line(self.scores(view["scores"]), target)]

    def intro(self, view: View) -> str:
        options = view["options"]
        if options["mode"] == "single":
            length = self.t("khmer-intro-single")
        else:
            length = self.t("khmer-intro-match", target=options["target"])
        top_only = hidden = None
        if "pile" not in view:
            top_only = self.t("khmer-intro-top-only")
            if "table_total" not in view:
                hidden = self.t("khmer-intro-no-total")
        own = None
        if options["khmer_draw_own_card"] != "allowed":
            own = self.t("khmer-intro-no-own-card")
        return line(length, top_only, hidden, own)

    def _turn(self, view: View) -> list[str]:
        return [self.turn(view["current_player"])]

    def _status(self, view: View) -> list[str]:
        if view["is_over"]:
            return [line(self.t("match-over"), self.scores(view["scores"], "scores-final"))]
        mine = None
        if "player_total" in view:
            mine = self.t("khmer-you-have", total=view["player_total"])
        return [line(mine, self._table_total(view), self.turn(view["current_player"]))]

    # -- what the listener may do --------------------------------------------

    def _actions(self, view: View) -> list[str]:
        idle = self.not_your_move(view)
        if idle is not None:
            return idle
        return [self.t("actions-header"), *(self.effect(a, view) for a in view["legal_actions"])]

    def effect(self, action_text: str, view: View) -> str:
        """ "Play 5, then table 17 and you 9.": an action and the totals it would leave, one
        sentence of a list."""
        kind, value = parse_action(action_text)
        label = capitalised(self.action_label(action_text))
        mine, table = view["player_total"], view.get("table_total")
        hidden = "-hidden" if table is None else ""
        if kind == "play":
            return self._effect(f"khmer-effect-play{hidden}", label, table, value, mine - value)
        if kind == "draw":
            top = int(view["top_card"])
            card = card_the(self.t, view["top_card"])
            after = None if table is None else table - top
            return self.t(
                f"khmer-effect-draw{hidden}", action=label, card=card, table=after, total=mine + top
            )
        if kind == "discard":
            return self.t(
                "khmer-effect-discard", action=label, card=card_a(self.t, "6"), total=mine - 6
            )
        if kind == "knock":
            return self._effect(f"khmer-effect-knock{hidden}", label, table, 0, mine)
        other = self._opponent_of(view["seat"])
        return self.t("khmer-effect-concede", action=label, name=self.name(other), count=1)

    def _effect(self, msg_id: str, label: str, table: int | None, added: int, mine: int) -> str:
        after = None if table is None else table + added
        return self.t(msg_id, action=label, table=after, total=mine)

    @staticmethod
    def _opponent_of(seat: int) -> int:
        return 1 - seat
