"""Rummy 40 narration: events, prompts, confirmations, errors and typed commands.

Each event is one utterance: who, what, the cards, then what changed (the opening total,
a closed set, a joker to place).  A stock draw names no card but to the drawer, who hears
it from the private ``drawn`` event; nothing here names a card another seat still holds
(a loser's cards are said only when the hand is over, from the ``penalty`` event).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from functools import cached_property
from typing import Any

from access_cards.engine.errors import ActionError
from access_cards.engine.events import Event
from access_cards.games.rummy40.actions import R40Action, read_texts
from access_cards.narration.base import EventHandler, line
from access_cards.narration.i18n import fold
from access_cards.narration.rummy40.queries import Rummy40Queries
from access_cards.narration.rummy40.refusals import Rummy40Refusals
from access_cards.narration.rummy40.words import sentence

__all__ = ["Rummy40Narrator"]

# Reason codes with a clause that needs no detail (the others are built below).
PLAIN_ERRORS = {
    "match_over": "error-match-over",
    "must_draw": "rummy40-error-must-draw",
    "already_drew": "rummy40-error-already-drew",
    "not_opened": "rummy40-error-not-opened",
    "no_layoff_in_opening_turn": "rummy40-error-opening-turn",
    "does_not_fit": "rummy40-error-does-not-fit",
    "no_joker_to_free": "rummy40-error-no-joker",
    "freed_joker_not_placed": "rummy40-error-joker-not-placed",
    "must_keep_one_card": "rummy40-error-keep-one",
    "dead_end": "rummy40-error-dead-end",
    "not_a_meld": "rummy40-error-not-a-meld",
}
DETAILED_ERRORS = (
    "cannot_take_discard", "not_in_hand", "no_such_meld", "opening_too_low", "opening_out_of_reach",
    "taken_card_not_used", "may_not_discard_taken",
)  # fmt: skip
SMALL_HAND = 3  # at normal verbosity a hand this small is said after each step
ENDS = ("low", "high")


class Rummy40Narrator(Rummy40Queries, Rummy40Refusals):
    """Everything a Rummy 40 listener hears."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        # The chips last said in full (a hand's, then the running ones): a total already
        # heard is not said again at the hand's end or the match's (issue 25, point 7).
        self._chips_said: list[int] | None = None

    def _event_handlers(self) -> Mapping[str, EventHandler]:
        return {
            "deal_start": self._deal_start,
            "dealt": self._dealt,
            "upcard": self._upcard,
            "draw": self._draw,
            "drawn": self._drawn,
            "meld": self._meld,
            "layoff": self._layoff,
            "swap": self._swap,
            "discard": self._discard,
            "going_out": self._going_out,
            "rummy": self._rummy,
            "penalty": self._penalty,
            "reshuffle": self._reshuffle,
            "blocked": self._blocked,
            "payout": self._payout,
            "eliminated": self._eliminated,
            "deal_end": self._deal_end,
            "match_end": self._match_end,
        }

    # -- the deal ------------------------------------------------------------------

    def _deal_start(self, e: Event) -> list[str]:
        title = self.t("rummy40-hand-number", deal=e["deal"])
        dealer = self.say("rummy40-dealer", e["dealer"])
        first = self.say("rummy40-first", e["first"])
        return [line(title, dealer, first)]

    def _dealt(self, e: Event) -> list[str]:
        cards = e["cards"]
        if not self.is_you(e["seat"]):
            return [self.t("rummy40-dealt", name=self.name(e["seat"]), count=len(cards))]
        return [self.t("rummy40-dealt-you", count=len(cards), cards=self.hand_words(cards))]

    def _upcard(self, e: Event) -> list[str]:
        return [self.t("rummy40-upcard", card=self.card_the(e["card"]), stock=e["stock"])]

    # -- a turn ----------------------------------------------------------------------

    def _draw(self, e: Event) -> list[str]:
        seat = e["seat"]
        stock = self.t("rummy40-stock", count=e["stock"]) if self.at_least("full") else None
        if e["source"] == "stock":
            return [line(self.say("rummy40-draws-stock", seat), stock)]
        card = self.card_the(e["card"])
        return [line(self.say("rummy40-takes-discard", seat, card=card), stock)]

    def _drawn(self, e: Event) -> list[str]:
        if not self.is_you(e["seat"]):  # private to the drawer: never said to another
            return [self.say("rummy40-draws-stock", e["seat"])]
        return [self.t("rummy40-drawn-you", card=self.card_the(e["card"]))]

    def _meld(self, e: Event) -> list[str]:
        seat = e["seat"]
        what = self.meld_words(e["kind"], e["cards"], e["jokers"])
        said = self.say("rummy40-melds", seat, number=e["number"], meld=what, value=e["value"])
        opening = None
        if e["opens"]:
            opening = self.say("rummy40-opens", seat, total=e["opening_total"])
        elif not e["opened"] and not self.is_you(seat):
            # The player's own prompt, said next, gives the total with what it still needs.
            opening = self.say("rummy40-opening-so-far", seat, total=e["opening_total"])
        return [line(said, opening, self._cards_left(seat, e["hand_size"]))]

    def _layoff(self, e: Event) -> list[str]:
        seat = e["seat"]
        ref = self.meld_ref(e["meld"], e["owner"], seat)
        card = e["card"]
        if self.is_joker(card) and e["stands_for"]:
            said = self.say(
                "rummy40-lays-off-joker",
                seat,
                meld=ref,
                end=e["end"] or "high",
                card=self.card_the(e["stands_for"]),
            )
        else:
            said = self.say("rummy40-lays-off", seat, card=self.card_the(card), meld=ref)
        closed = self.t("rummy40-now-closed") if e["closed"] else None
        now = self._meld_now(e["meld"], e["cards"]) if self.at_least("full") else None
        return [line(said, closed, now, self._cards_left(seat, e["hand_size"]))]

    def _meld_now(self, number: int, cards: Sequence[str]) -> str | None:
        """At full verbosity: the meld after a lay-off, when its kind is plain from its cards."""
        naturals = [c for c in cards if not self.is_joker(c)]
        if len(naturals) < len(cards):
            return None  # a joker's place needs the table query
        ranks = {self.rank_of(c) for c in naturals}
        kind = "set" if len(ranks) == 1 else "run"
        return self.t("rummy40-meld-now", number=number, meld=self.meld_words(kind, cards, []))

    def _swap(self, e: Event) -> list[str]:
        seat = e["seat"]
        ref = self.meld_ref(e["meld"], e["owner"], seat)
        said = self.say("rummy40-swaps", seat, cards=self.cards_the(e["cards"]), meld=ref)
        closed = self.t("rummy40-now-closed") if e["closed"] else None
        place = None
        # The player's own prompt, said next, gives the duty: not twice.
        if e["jokers_to_place"] and not self.is_you(seat):
            place = self.say("rummy40-must-place-joker", seat, count=e["jokers_to_place"])
        return [line(said, closed, place)]

    def _discard(self, e: Event) -> list[str]:
        seat = e["seat"]
        said = self.say("rummy40-discards", seat, card=self.card_the(e["card"]))
        left = None
        if e["hand_size"]:
            left = self._cards_left(seat, e["hand_size"])
        return [line(said, left)]

    def _cards_left(self, seat: int, count: int) -> str | None:
        if self.at_least("full") or (self.at_least("normal") and count <= SMALL_HAND):
            return self.say("rummy40-cards-left", seat, count=count)
        return None

    # -- the end of a hand -------------------------------------------------------------

    def _going_out(self, e: Event) -> list[str]:
        return [self.say("rummy40-goes-out", e["seat"])]

    def _rummy(self, e: Event) -> list[str]:
        return [self.say("rummy40-rummy", e["seat"], bonus=e["bonus"])]

    def _penalty(self, e: Event) -> list[str]:
        seat = e["seat"]
        cards = self.cards_counted(e["cards"]) if e["cards"] else "none"
        said = self.say("rummy40-penalty", seat, points=e["points"], cards=cards)
        bonus = None
        if e["rummy_bonus"]:
            bonus = self.t("rummy40-penalty-rummy", bonus=e["rummy_bonus"], total=e["total"])
        return [line(said, bonus)]

    def _reshuffle(self, e: Event) -> list[str]:
        return [self.t("rummy40-reshuffle", count=e["stock"], card=self.card_the(e["top"]))]

    def _blocked(self, e: Event) -> list[str]:
        penalties = e["penalties"]
        items = [
            self.t("score-item", name=self.list_name(s), points=p)
            for s, p in enumerate(penalties)
            if p is not None
        ]
        listed = sentence(self.t.join(items, style="unit"))
        why = self.t("rummy40-blocked", cause=e["cause"], reshuffles=e["reshuffles"])
        return [line(why, self.t("rummy40-blocked-penalties", items=listed))]

    def _payout(self, e: Event) -> list[str]:
        winner = e["winner"]
        if winner is None:
            return [self.t("rummy40-no-payout")]
        seats = [s for s, p in enumerate(e["paid"]) if p is not None]
        seats.sort(key=lambda s: s != winner)
        items = [self.t("score-item", name=self.list_name(s), points=e["paid"][s]) for s in seats]
        pool = self.t("rummy40-pool", pool=e["pool"], buy_in=e["buy_in"])
        paid = self.t("rummy40-paid", items=sentence(self.t.join(items, style="unit")))
        chips = self.chips_line(e["chips"], "rummy40-chips-hand", seats)
        self._chips_said = list(e["chips"])
        return [line(pool, paid, chips)]

    def _eliminated(self, e: Event) -> list[str]:
        totals = e["penalty_totals"]
        return [line(*(self.say("rummy40-eliminated", s, points=totals[s]) for s in e["seats"]))]

    def _deal_end(self, e: Event) -> list[str]:
        end = self.t("rummy40-hand-over", deal=e["deal"])
        totals = None
        if self.at_least("normal") and self._chips_said != e["scores"]:
            totals = self.chips_line(e["scores"], "rummy40-chips")
            self._chips_said = list(e["scores"])
        return [line(end, totals)]

    def hand_summary(self, events: Sequence[Event]) -> str:
        """ "Hand 3. Bruno goes out. Anna reaches 130 penalty points and is out. Chips. …":
        how the hand ended, who is out, the chips after it; not its melds and discards."""
        end = next(e for e in events if e.type == "deal_end")
        said: list[str] = []
        for e in events:
            if e.type in ("going_out", "rummy", "eliminated"):
                said += self.describe(e)
            elif e.type == "blocked":
                said.append(self.t("rummy40-blocked", cause=e["cause"], reshuffles=e["reshuffles"]))
        chips = self.chips_line(end["scores"], "rummy40-chips")
        self._chips_said = list(end["scores"])
        return line(self.t("rummy40-hand-number", deal=end["deal"]), *said, chips)

    def _match_end(self, e: Event) -> list[str]:
        result = e["result"] or []
        firsts = [s for s, place in enumerate(result) if place == 1]
        if len(firsts) == 1:
            won = self.say("match-won", firsts[0])
        else:
            names = sentence(self.t.join([self.list_name(s) for s in self._you_first(firsts)]))
            won = self.t("rummy40-match-shared", names=names)
        final = None
        if self._chips_said != e["scores"]:  # else the hand's end has just said them
            final = self.chips_line(e["scores"], "rummy40-chips-final")
        return [line(won, final)]

    # -- confirmations and errors --------------------------------------------------------

    def confirm(self, action_text: str, view: Mapping[str, Any]) -> str | None:
        """Asked before two steps hard to undo: taking the discard before one has opened
        (the whole opening must then come this turn, with that card), and discarding a
        joker (worth 15 in a hand, a gift to the next player)."""
        actions = read_texts(action_text)
        if not actions or view.get("seat") is None:
            return None
        action = actions[0]
        seat = view["seat"]
        if action.kind == "draw" and action.end == "discard" and not view["opened"][seat]:
            top = view["top_discard"]
            return self.t(
                "rummy40-confirm-take",
                card=self.card_the(top),
                minimum=view["opening_minimum"],
                use=view["options"]["r40_discard_take_use"],
            )
        if action.kind == "discard" and self.is_joker(action.cards[0]):
            return self.t("rummy40-confirm-discard-joker")
        return None

    def _error_clause(self, exc: ActionError) -> str:
        reason, d = exc.reason, exc.details
        # With the rule broken, from the refusal's details (issue 25, point 6).
        if reason == "does_not_fit" and "why" in d:
            return self.misfit(d)
        if reason == "no_joker_to_free" and "why" in d:
            return self.joker_rule(d)
        if reason in PLAIN_ERRORS:
            return self.t(PLAIN_ERRORS[reason])
        if reason == "cannot_take_discard":
            opened = "yes" if d.get("opened") else "no"
            return self.t("rummy40-error-cannot-take", card=self.card_the(d["card"]), opened=opened)
        if reason == "not_in_hand":
            return self.t(
                "rummy40-error-not-in-hand", cards=self.cards_the(dict.fromkeys(d["cards"]))
            )
        if reason == "no_such_meld":
            return self.t("rummy40-error-no-meld", count=d["melds"])
        if reason in ("opening_too_low", "opening_out_of_reach"):
            msg = "low" if reason == "opening_too_low" else "out-of-reach"
            return self.t(f"rummy40-error-opening-{msg}", total=d["total"], needed=d["needed"])
        if reason in ("taken_card_not_used", "may_not_discard_taken"):
            msg = (
                "rummy40-error-taken-unused"
                if reason == "taken_card_not_used"
                else "rummy40-error-keep-taken"
            )
            return self.t(msg, card=self.card_the(d["card"]))
        return self.t("error-not-now")

    def unknown_command(self, text: str) -> str:
        """A move word without what it needs says what it needs ("meld" alone)."""
        return self.move_needs(text) or super().unknown_command(text)

    def _legal_sentence(self, exc: ActionError) -> str | None:
        """Compact: the kinds of step open now ("You may now lay down one of 12 melds, lay
        off a card, or discard one of 9 cards."), and where the examples are."""
        return self.legal_summary(exc.legal) if exc.legal else None

    def legal_summary(self, legal: Iterable[str]) -> str:
        by_kind: dict[str, list[str]] = {}
        for text in legal:
            by_kind.setdefault(text.split()[0], []).append(text)
        parts = [
            self.t("rummy40-legal-draw", action=self.action_label(t))
            for t in by_kind.pop("draw", [])
        ]
        for kind in ("meld", "layoff", "swap", "discard"):
            if kind in by_kind:
                parts.append(self.t(f"rummy40-legal-{kind}", count=len(by_kind[kind])))
        said = self.t("rummy40-legal-now", actions=self.t.join(parts, style="or"))
        return line(said, self.t("rummy40-legal-examples"))

    # -- typed commands -----------------------------------------------------------------

    def action_label(self, action_text: str) -> str:
        """The action as the listener types it, its cards written to be heard right: "cala
        7 C 8 C 9 C", "metti JK 2 sopra"."""
        actions = read_texts(action_text)
        if not actions:
            raise ValueError(f"{action_text!r} is not a Rummy 40 action")
        action = actions[0]
        word = self.kind_word(action.kind)
        if action.kind == "draw":
            return f"{word} {self.t(f'rummy40-typed-{action.end}').split()[0]}"
        if action.kind == "discard":
            return f"{word} {self.cards.spoken_code(action.cards[0])}"
        if action.kind == "meld":
            prefix = str(action).split()[1]
            form = (
                self.t(f"rummy40-typed-{prefix}").split()[0] + " "
                if prefix in ("run", "set")
                else ""
            )
            return f"{word} {form}{self.codes_spoken(action.cards)}"
        end = " " + self.t(f"rummy40-typed-{action.end}").split()[0] if action.end else ""
        return f"{word} {self.codes_spoken(action.cards)} {action.meld}{end}"

    def canonical(self, text: str) -> str | None:
        words = fold(text.strip()).replace(",", " , ").split()
        kind = self.command_words.get(words[0]) if words else None
        if kind is None:
            return None
        if words[0] not in self._own_words:
            # The engine's own text (``meld 7H 8H 9H``), typed in any language.
            return " ".join(text.split()).lower() if read_texts(text) else None
        rest = [w for w in words[1:] if w not in self._typed["fillers"]]
        action: R40Action | None = None
        if kind == "draw":
            action = self._draw_words(rest)
        elif kind == "discard":
            card = self._one_card(rest)
            action = None if card is None else R40Action("discard", (card,))
        elif kind == "meld" and rest[:1] == ["off"]:
            return self._table_words("layoff", rest[1:])  # "lay off 10h 2"
        elif kind == "meld":
            return self._meld_words(rest)
        else:
            return self._table_words(kind, rest)
        return None if action is None else str(action)

    def _draw_words(self, rest: list[str]) -> R40Action | None:
        if not rest:
            return R40Action("draw", end="stock")  # "pesca", "draw": from the stock
        # "draw from the discard pile", "pesca dalla pila degli scarti": the word naming
        # the source decides, whatever surrounds it; a stock word first ("the stock pile").
        for end in ("stock", "discard"):
            if len(rest) <= 5 and any(w in self._typed[end] for w in rest):
                return R40Action("draw", end=end)
        return None

    def _meld_words(self, rest: list[str]) -> str | None:
        form = ""
        if rest and rest[0] in self._typed["run"]:
            form, rest = "run", rest[1:]
        elif rest and rest[0] in self._typed["set"]:
            form, rest = "set", rest[1:]
        cards = self._cards(rest)
        if cards is None or not cards:
            return None
        return " ".join(["meld", *([form] if form else []), *cards])

    def _table_words(self, kind: str, rest: list[str]) -> str | None:
        """ "metti 8F 2", "layoff joker 3 high", "cambia 10F 10C 1": cards, a meld number,
        and for a joker on a run its end, in any order."""
        end = ""
        for word in rest:
            for name in ENDS:
                if word in self._typed[name]:
                    end = name
        rest = [w for w in rest if not any(w in self._typed[n] for n in ENDS)]
        # The meld's number: the last number typed, as digits or a word ("2", "two").
        numbers = [i for i, w in enumerate(rest) if self.typed_number(w) is not None]
        if not numbers:
            return None
        number = str(self.typed_number(rest.pop(numbers[-1])))
        cards = self._cards(rest)
        if not cards:
            return None
        if kind == "layoff":
            if len(cards) != 1:
                return None
            return " ".join(["layoff", cards[0], number, *([end] if end else [])])
        return " ".join(["swap", *cards, number])

    def _one_card(self, words: list[str]) -> str | None:
        cards = self._cards(words)
        return cards[0] if cards and len(cards) == 1 else None

    def _cards(self, words: list[str]) -> list[str] | None:
        """Cards typed as codes ("7c 8c jk") or as names split by commas or "and" ("7 of
        hearts, 8 of hearts and joker"), as engine codes; None if a part is no card."""
        codes = [self.cards.parse(w) for w in words if w != ","]
        if codes and all(codes):
            return [c for c in codes if c]
        parts: list[list[str]] = [[]]
        for word in words:
            if word == "," or word in self._typed["and"]:
                parts.append([])
            else:
                parts[-1].append(word)
        found: list[str] = []
        for part in parts:
            cards = self._split_names(part) if part else []
            if cards is None:
                return None
            found += cards
        return found or None

    def _split_names(self, words: list[str]) -> list[str] | None:
        """Card names one after another with no comma ("6 of hearts 7 of hearts"): the
        split of ``words`` into names of cards, each of at most five words; None if none."""
        splits: dict[int, list[str]] = {0: []}
        for start in range(len(words)):
            if start not in splits:
                continue
            for stop in range(start + 1, min(len(words), start + 5) + 1):
                card = self.cards.parse(" ".join(words[start:stop]))
                if card and stop not in splits:
                    splits[stop] = [*splits[start], card]
        return splits.get(len(words))

    @cached_property
    def _own_words(self) -> set[str]:
        return {
            word
            for kind in self.ACTION_KINDS
            for word in self.t.words(f"rummy40-command-{kind}")
        }

    @cached_property
    def _typed(self) -> dict[str, set[str]]:
        """The words typed after a move word: the draw's source, a meld's form, a joker's end,
        "and" between cards, and fillers ("from the", "dal")."""
        names = ("stock", "discard", "run", "set", "low", "high", "and", "fillers")
        return {n: set(self.t.words(f"rummy40-typed-{n}")) for n in names}
