"""Khmer narration: events, prompts, errors and commands (RULES.md §1.7, §5 A5.1).

Order within an utterance follows A5.1: actor, action, card, resulting
public totals.  The table total is spoken exactly when the event carries it
(it is absent when the table does not announce it).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from access_cards.engine.errors import ActionError
from access_cards.engine.events import Event
from access_cards.narration.base import EventHandler, line
from access_cards.narration.i18n import fold
from access_cards.narration.khmer.queries import KhmerQueries
from access_cards.narration.khmer.words import (
    capitalised,
    card_a,
    card_the,
    grouped,
    parse_action,
)

__all__ = ["KhmerNarrator"]

# The engine's ActionError.reason → the clause explaining it (see _error_clause).
ERROR_MESSAGES = {
    "not_in_hand": "khmer-error-not-in-hand",
    "pile_empty": "khmer-error-pile-empty",
    "own_card": "khmer-error-own-card",
    "no_six_in_hand": "khmer-error-no-six",
    "total_over_table": "khmer-error-total-over",
    "no_concede_single": "khmer-error-no-concede",
    "match_over": "error-match-over",
}
SHOWDOWN_MESSAGES = {
    "opponent_over": "khmer-result-opponent-over",
    "knocker_higher": "khmer-result-knocker-higher",
    "tie": "khmer-result-tie",
    "opponent_higher": "khmer-result-opponent-higher",
}


class KhmerNarrator(KhmerQueries):
    """Everything a Khmer listener hears."""

    def _event_handlers(self) -> Mapping[str, EventHandler]:
        return {
            "deal_start": self._deal_start,
            "dealt": self._dealt,
            "play": self._play,
            "draw": self._draw,
            "discard": self._discard,
            "knock": self._knock,
            "showdown": self._showdown,
            "concede": self._concede,
            "stuck": self._stuck,
            "deal_end": self._deal_end,
            "match_end": self._match_end,
        }

    # -- the deal ------------------------------------------------------------

    def _deal_start(self, e: Event) -> list[str]:
        start = self.say("khmer-deal-start", e["first_player"], deal=e["deal"])
        score = self.scores(e["scores"]) if self.at_least("full") and any(e["scores"]) else None
        return [line(start, score)]

    def _dealt(self, e: Event) -> list[str]:
        cards = grouped(self.t, e["cards"])
        return [self.say("khmer-dealt", e["seat"], cards=cards, total=e["hand_total"])]

    # -- the four moves ------------------------------------------------------

    def _play(self, e: Event) -> list[str]:
        act = self.say("khmer-play", e["seat"], card=card_a(self.t, e["card"]))
        size = self.t("khmer-pile-size", count=e["pile_size"]) if self.at_least("full") else None
        return [line(act, self._event_total(e), size)]

    def _draw(self, e: Event) -> list[str]:
        act = self.say("khmer-draw", e["seat"], card=card_the(self.t, e["card"]))
        extra: list[str] = []
        if self.at_least("full"):
            top = e["top_card"]
            extra.append(
                self.t("khmer-top-card", card=card_a(self.t, top))
                if top is not None
                else self.t("khmer-table-empty")
            )
            extra.append(self.say("khmer-front-total", e["seat"], total=e["front_total"]))
        return [line(act, self._event_total(e), *extra)]

    def _discard(self, e: Event) -> list[str]:
        act = self.say("khmer-discard", e["seat"], card=card_a(self.t, e["card"]))
        sixes = None
        if self.at_least("full"):
            sixes = self.say("khmer-sixes-out", e["seat"], count=e["sixes_discarded"])
        return [line(act, self._event_total(e), sixes)]

    def _event_total(self, e: Event) -> str | None:
        return self.t("khmer-table", total=e["table_total"]) if "table_total" in e else None

    # -- the end of a deal -----------------------------------------------------

    def _knock(self, e: Event) -> list[str]:
        return [self.say("khmer-knock", e["seat"], total=e["player_total"], table=e["table_total"])]

    def _showdown(self, e: Event) -> list[str]:
        """Each total with every card behind it (hand shown, cards drawn), then the result."""
        knocker = e["knocker"]
        other = self._opponent_of(knocker)
        reveals = [self._reveal(e, s) for s in (knocker, other) if self._shows(s)]
        items = [
            self.t("khmer-total-item", name=self.list_name(s), total=e["totals"][s])
            for s in (knocker, other)
        ]
        totals = capitalised(self.t.join(items, style="unit"))  # it begins a sentence
        role = "knocker" if self.is_you(knocker) else "opponent" if self.is_you(other) else "other"
        result = self.t(
            SHOWDOWN_MESSAGES[e["reason"]],
            role=role,
            knocker=self.name(knocker),
            opponent=self.name(other),
        )
        summary = self.t("khmer-showdown-totals", totals=totals, table=e["table_total"])
        return [*reveals, line(summary, result)]

    def _shows(self, seat: int) -> bool:
        # Every total is heard with its cards, so that it adds up; "brief" leaves out only
        # the listener's own, which he has held all along.
        return self.at_least("normal") or not self.is_you(seat)

    def _reveal(self, e: Event, seat: int) -> str:
        """ "Anna shows a 3 and two 2s, and has drawn a 6.": every card of the seat's total."""
        hand, front = e["hands"][seat], e["fronts"][seat]
        msg_id = "khmer-reveal" if hand else "khmer-reveal-empty"
        if not front:
            return self.say(msg_id, seat, cards=grouped(self.t, hand))
        return self.say(
            f"{msg_id}-drawn", seat, cards=grouped(self.t, hand), drawn=grouped(self.t, front)
        )

    def _concede(self, e: Event) -> list[str]:
        return [self.say("khmer-concede", e["seat"])]

    def _stuck(self, e: Event) -> list[str]:
        table = e.get("table_total")
        msg_id = "khmer-stuck" if table is not None else "khmer-stuck-hidden"
        return [self.say(msg_id, e["seat"], total=e["player_total"], table=table)]

    def _deal_end(self, e: Event) -> list[str]:
        end = self.t("khmer-deal-end", deal=e["deal"]) if self.at_least("full") else None
        points = self.say("khmer-deal-points", e["winner"], count=e["points"])
        return [line(end, points, self.scores(e["scores"]))]

    def _match_end(self, e: Event) -> list[str]:
        won = self.say("match-won", e["winner"])
        return [line(won, self.scores(e["scores"], "scores-final"))]

    # -- prompts, confirmations, errors ----------------------------------------

    def your_turn(self, view: Mapping[str, Any]) -> str:
        table = view.get("table_total")
        msg_id = "khmer-your-turn" if table is not None else "khmer-your-turn-hidden"
        return self.t(msg_id, total=view["player_total"], table=table)

    def confirm(self, action_text: str, view: Mapping[str, Any]) -> str | None:
        kind, _ = parse_action(action_text)
        if kind == "knock":
            table = view.get("table_total")
            msg_id = "khmer-confirm-knock" if table is not None else "khmer-confirm-knock-hidden"
            return self.t(msg_id, total=view["player_total"], table=table)
        if kind == "concede":
            other = self._opponent_of(view["seat"])
            return self.t("khmer-confirm-concede", name=self.name(other), count=1)
        return None

    def unknown_command(self, text: str) -> str:
        if self._names_play(text):  # "play", "play 9": a play without a card of 1 to 6
            return self.t("error-not-possible", reason=self.t("khmer-error-which-card"))
        return super().unknown_command(text)

    def _names_play(self, text: str) -> bool:
        """Whether ``text`` is a play without a card from 1 to 6 ("play", "play 9")."""
        words = fold(text.strip()).split()
        return bool(words) and self.command_words.get(words[0]) == "play"

    def _error_clause(self, exc: ActionError) -> str:
        msg_id = ERROR_MESSAGES.get(exc.reason)
        if msg_id is None:
            # A reason the engine added after this table: a true clause, not a crash mid-game.
            return self.t("error-not-now")
        d = exc.details
        if exc.reason == "not_in_hand":
            return self.t(msg_id, card=int(d["card"]))
        if exc.reason == "own_card":
            return self.t(msg_id, card=card_the(self.t, d["card"]))
        if exc.reason == "no_six_in_hand":
            return self.t(msg_id, front=d.get("sixes_in_front", 0))
        if exc.reason == "total_over_table":
            hidden = "" if "table_total" in d else "-hidden"
            return self.t(msg_id + hidden, total=d["player_total"], table=d.get("table_total"))
        return self.t(msg_id)

    # -- commands ----------------------------------------------------------------

    def action_label(self, action_text: str) -> str:
        kind, value = parse_action(action_text)
        return self.t(f"khmer-action-{kind}", card=value if kind == "play" else None)

    def canonical(self, text: str) -> str | None:
        words = fold(text.strip()).split()
        kind = self.command_words.get(words[0]) if words else None
        if kind == "play" and len(words) == 2:  # "play 3", "play three", "lege drei"
            value = self.typed_number(words[1])
            return f"play {value}" if value is not None and 1 <= value <= 6 else None
        if kind == "discard" and words[1:] in ([], ["6"]):
            return "discard"
        if kind is not None and kind != "play" and len(words) == 1:
            return kind
        return None
