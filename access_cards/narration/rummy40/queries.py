"""Rummy 40 questions answered from a seat's view (the issue's "By ear").

Every answer reads only the view: the listener's hand, the public table (melds, who has
opened, the top discard, the stock count, hand sizes) and the turn's public obligations.
The discard pile below its top is read only when the view lists it, which the
``r40_discard_history=all`` option does for everyone alike.

The assist (key x) names the melds the hand can make now, with their values and whether
they reach the opening; what fits the melds on the table; and the turn's obligation.  It
finds melds with the engine's own meld finder (``games/rummy40/melds.py``) on the
listener's hand, so it restates no rule.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, ClassVar

from access_cards.games.rummy40.actions import read_texts
from access_cards.games.rummy40.melds import (
    CODES,
    INDEX,
    JK,
    PENALTY,
    TableMeld,
    all_melds,
    best_melds,
    counts_of,
    melds_with,
)
from access_cards.narration.base import QueryHandler, line
from access_cards.narration.rummy40.words import ACTION_KINDS, Rummy40Words, sentence

__all__ = ["Rummy40Queries"]

View = Mapping[str, Any]
Meld = tuple[str, tuple[str, ...], int]  # kind, codes in table order, value
MAX_MELDS_SAID = 6  # the assist names the best few melds, not every combination
MAX_EXAMPLES = 3  # examples of each kind of step in the actions answer
REPLY_WORDS = 80  # what a listener holds at once: the assist says other melds within it


class Rummy40Queries(Rummy40Words):
    """The query half of the Rummy 40 narrator."""

    QUERIES = (
        "hand", "table", "assist", "opponents", "discards", "scores", "turn", "actions",
        "status",
    )  # fmt: skip
    # x: the assist; k: the discard pile (listed only with r40_discard_history=all).
    KEYS: ClassVar[Mapping[str, str]] = {"x": "assist", "k": "discards"}
    # English swap begins with s: scores is asked far more often than swap is typed.
    LIVE_KEYS = "s"
    ACTION_KINDS = ACTION_KINDS
    RULES_SENTENCES = 5

    def _query_handlers(self) -> Mapping[str, QueryHandler]:
        return {
            "hand": self._hand,
            "table": self._table,
            "assist": self._assist,
            "opponents": self._opponents,
            "discards": self._discards,
            "scores": self._scores,
            "turn": self._turn,
            "actions": self._actions,
            "status": self._status,
        }

    # -- the hand ------------------------------------------------------------------

    def _hand(self, view: View) -> list[str]:
        if "hand" not in view:
            return [self.t("spectator")]
        hand = view["hand"]
        if not hand:
            return [self.t("rummy40-hand-empty-you")]
        return [self.t("rummy40-hand-you", count=len(hand), cards=self.hand_words(hand))]

    # -- the table -----------------------------------------------------------------

    def _table(self, view: View) -> list[str]:
        melds = view["melds"]
        lines = [self.meld_line(m) for m in melds] or [self.t("rummy40-no-melds")]
        lines.append(line(self._opened(view), self._pile(view), self._sizes(view)))
        return lines

    def meld_line(self, meld: Mapping[str, Any]) -> str:
        """ "Meld 2, Anna's, a run of hearts, 7, 8 and 9." """
        owner = meld["owner"]
        who = self.t("rummy40-owner-you") if self.is_you(owner) else self.name(owner)
        return self.t(
            "rummy40-table-meld",
            number=meld["number"],
            owner=who,
            meld=self.meld_data_words(meld),
        )

    def _opened(self, view: View) -> str:
        seats = view["seats_in"]
        opened = [s for s in seats if view["opened"][s]]
        closed = [s for s in seats if not view["opened"][s]]
        said = []
        if opened:
            names = self.t.join([self.list_name(s) for s in self._you_first(opened)])
            said.append(self.t("rummy40-have-opened", names=sentence(names), count=self._n(opened)))
        if closed:
            names = self.t.join([self.list_name(s) for s in self._you_first(closed)])
            said.append(self.t("rummy40-not-opened", names=sentence(names), count=self._n(closed)))
        return line(*said)

    def _n(self, seats: Sequence[int]) -> str:
        """The verb's person: one other, you alone, you among several, several others."""
        you = any(self.is_you(s) for s in seats)
        if len(seats) == 1:
            return "you" if you else "one"
        return "withyou" if you else "many"

    def _you_first(self, seats: Sequence[int]) -> list[int]:
        return sorted(seats, key=lambda s: not self.is_you(s))

    def _pile(self, view: View) -> str:
        top = view["top_discard"]
        said = self.t("rummy40-top", card=self.card_the(top)) if top else self.t("rummy40-top-none")
        return line(said, self.t("rummy40-stock", count=view["stock_count"]))

    def _sizes(self, view: View) -> str:
        items = [
            self.t("score-item", name=self.list_name(s), points=view["hand_sizes"][s])
            for s in view["seats_in"]
        ]
        return self.t("rummy40-sizes", items=sentence(self.t.join(items, style="unit")))

    def _opponents(self, view: View) -> list[str]:
        items = []
        for s in view["seats_in"]:
            if self.is_you(s):
                continue
            opened = "yes" if view["opened"][s] else "no"
            items.append(
                self.t(
                    "rummy40-opponent",
                    name=self.name(s),
                    count=view["hand_sizes"][s],
                    opened=opened,
                )
            )
        return [line(*items) or self.t("rummy40-no-opponents")]

    def _discards(self, view: View) -> list[str]:
        top = view["top_discard"]
        pile = view.get("discard_pile")
        if pile is None:
            said = (
                self.t("rummy40-top", card=self.card_the(top))
                if top
                else self.t("rummy40-top-none")
            )
            return [line(self.t("rummy40-pile-hidden"), said)]
        if not pile:
            return [self.t("rummy40-top-none")]
        cards = self.cards_the(reversed(pile))
        return [self.t("rummy40-pile", count=len(pile), cards=cards)]

    # -- the match -----------------------------------------------------------------

    def _scores(self, view: View) -> list[str]:
        chips = self.chips_line(view["scores"], "rummy40-chips")
        penalties = None
        if view["options"]["r40_match"] == "elimination":
            items = [
                self.t("score-item", name=self.list_name(s), points=p)
                for s, p in enumerate(view["penalty_totals"])
            ]
            penalties = self.t(
                "rummy40-penalty-totals",
                items=sentence(self.t.join(items, style="unit")),
                threshold=view["options"]["r40_threshold"],
            )
        return [line(chips, penalties)]

    def _turn(self, view: View) -> list[str]:
        mover = view["current_player"]
        said = self.turn(mover)
        if mover is None or view["phase"] != "meld":
            return [said]
        return [line(said, self.say("rummy40-has-drawn", mover), *self.duties(view, mover))]

    def _status(self, view: View) -> list[str]:
        if view["is_over"]:
            return [line(self.t("match-over"), self.chips_line(view["scores"], "rummy40-chips"))]
        hand = self.t("rummy40-hand-number", deal=view["deal"])
        dealer = self.say("rummy40-dealer", view["dealer"])
        return [line(hand, dealer, self._pile(view), self.turn(view["current_player"]))]

    # -- the turn's obligations ------------------------------------------------------

    def duties(self, view: View, seat: int) -> list[str]:
        """What the turn in progress still demands, a sentence each (public facts)."""
        turn = view["turn"]
        if not turn:
            return []
        said = []
        if turn["must_use"]:
            rule = view["options"]["r40_discard_take_use"]  # R40-10: what the take obliges
            card = self.card_the(turn["must_use"])
            said.append(self.say("rummy40-must-use", seat, card=card, rule=rule))
        if turn["opening_needed"] > 0:
            said.append(
                self.say(
                    "rummy40-must-open",
                    seat,
                    total=turn["opening_total"],
                    needed=turn["opening_needed"],
                )
            )
        if turn["jokers_to_place"]:
            said.append(self.say("rummy40-must-place-joker", seat, count=turn["jokers_to_place"]))
        return said

    # -- the assist ----------------------------------------------------------------

    def _assist(self, view: View) -> list[str]:
        if "hand" not in view:
            return [self.t("spectator")]
        hand = view["hand"]
        seat = view["seat"]
        lines = []
        if view["current_player"] == seat:
            lines += self.duties(view, seat)
        melds = self.hand_melds(hand)
        listed, head = melds, "rummy40-assist-melds"
        if not melds:
            lines.append(self.t("rummy40-assist-no-melds"))
        elif not view["opened"][seat]:
            best = self.best_combination(hand)
            lines += self._opening_melds(view, best, melds)
            listed = [m for m in melds if m not in best] if best else []
            head = "rummy40-assist-others"
        last = self._fits(view) if view["opened"][seat] else self.t("rummy40-assist-not-opened")
        least = 1 if view["opened"][seat] else 0  # the melds are the answer there
        return [*lines, *self._meld_list(head, listed, [*lines, last], least), last]

    def _opening_melds(self, view: View, best: Sequence[Meld], melds: Sequence[Meld]) -> list[str]:
        """Before opening: the total the hand's best melds reach, then those melds (they
        share no card, and keep one for the discard); the melds alone if none keeps one."""
        if not best:
            return [
                self.t("rummy40-assist-no-discard", count=len(melds)),
                *(self.meld_worth(m) for m in melds),
            ]
        seat = view["seat"]
        turn = view["turn"] if view["current_player"] == seat else None
        already = turn["opening_total"] if turn else 0
        total = already + sum(m[2] for m in best)
        minimum = view["opening_minimum"]
        said = self.t(
            "rummy40-assist-best",
            count=len(best),
            total=total,
            already=already,
            reach="yes" if total >= minimum else "no",
            minimum=minimum,
        )
        return [said, *(self.meld_worth(m) for m in best)]

    def _meld_list(
        self, msg_id: str, melds: Sequence[Meld], said: Sequence[str], least: int
    ) -> list[str]:
        """``msg_id`` and the melds, as many as the reply holds beside ``said`` (a listener
        holds about 80 words at once), best first, and at least ``least`` of them."""
        room = REPLY_WORDS - _words(said)
        lines = [self.meld_worth(m) for m in melds]
        while lines:
            head = self.t(msg_id, count=len(lines))
            if _words([head, *lines]) <= room or len(lines) <= least:
                return [head, *lines]
            lines.pop()
        return []

    def hand_melds(self, hand: Sequence[str]) -> list[Meld]:
        """The best few melds the hand can make, naturals first: a meld whose natural cards
        all lie in a meld already named is left out (the same cards with a joker more)."""
        counts = counts_of([INDEX[c] for c in hand])
        return self._pick(
            [(k, tuple(CODES[c] for c in cards), v) for k, cards, v in all_melds(counts)]
        )

    def _pick(self, found: Sequence[Meld], limit: int = MAX_MELDS_SAID) -> list[Meld]:
        ordered = sorted(found, key=lambda m: (m[1].count("JK"), -m[2], m[1]))
        chosen: list[Meld] = []
        for meld in ordered:
            naturals = {c for c in meld[1] if c != "JK"}
            if any(naturals <= {c for c in m[1] if c != "JK"} for m in chosen):
                continue
            chosen.append(meld)
            if len(chosen) == limit:
                break
        return sorted(chosen, key=lambda m: -m[2])

    def meld_worth(self, meld: Meld) -> str:
        """ "A run of hearts, 7, 8 and 9, worth 24." """
        return sentence(self.t("rummy40-worth", meld=self.spec_words(meld), value=meld[2]))

    def spec_words(self, meld: Meld) -> str:
        kind, cards, _value = meld
        jokers = []
        if kind == "run":
            first = next(p for p, c in enumerate(cards) if c != "JK")
            low = INDEX[cards[first]] - first
            jokers = [
                {"position": p, "stands_for": CODES[low + p]}
                for p, c in enumerate(cards)
                if c == "JK"
            ]
        return self.meld_words(kind, cards, jokers)

    def best_combination(self, hand: Sequence[str]) -> list[Meld]:
        """The melds that together are worth the most, sharing no card and keeping a card
        to discard: the parts of the total the assist says."""
        found = best_melds(counts_of([INDEX[c] for c in hand]))
        return [(k, tuple(CODES[c] for c in cards), v) for k, cards, v in found]

    def _fits(self, view: View) -> str:
        """What the hand can lay off, and which jokers it can take back."""
        hand = view["hand"]
        counts = counts_of([INDEX[c] for c in hand])
        table = [
            TableMeld(m["kind"], [INDEX[c] for c in m["cards"]], m["owner"], m["number"])
            for m in view["melds"]
        ]
        said = []
        for code in sorted(set(hand), key=lambda c: INDEX[c]):
            numbers = [m.number for m in table if m.layoff_ends(INDEX[code])]
            if numbers:
                said.append(
                    sentence(
                        self.t(
                            "rummy40-assist-fits",
                            card=self.card_the(code),
                            melds=self.t.join([str(n) for n in numbers]),
                            count=len(numbers),
                        )
                    )
                )
        for meld in table:
            options: list[tuple[int, ...]] = [(c,) for c in meld.run_swaps() if counts[c]]
            options += [p for p in meld.set_swaps() if counts[p[0]] and counts[p[1]]]
            for cards in options[:1]:
                said.append(
                    self.t(
                        "rummy40-assist-swap",
                        cards=self.cards_the(CODES[c] for c in cards),
                        meld=meld.number,
                    )
                )
        return line(*said) or self.t("rummy40-assist-no-fits")

    # -- what the listener may do -----------------------------------------------------

    def _actions(self, view: View) -> list[str]:
        idle = self.not_your_move(view)
        if idle is not None:
            return idle
        legal = view["legal_actions"]
        if view["phase"] == "draw":
            return [self._draw_choice(view, legal)]
        by_kind: dict[str, list[str]] = {}
        for text in legal:
            by_kind.setdefault(text.split()[0], []).append(text)
        lines = self.duties(view, view["seat"])
        melds = self._pick([self._meld_of(a) for a in by_kind.get("meld", [])], MAX_EXAMPLES)
        for meld in melds:
            example = self.action_label(self._meld_text(meld, by_kind["meld"]))
            lines.append(self.t("rummy40-may-meld", action=example, meld=self.meld_worth(meld)))
        for text in by_kind.get("layoff", [])[:MAX_EXAMPLES]:
            lines.append(
                self.t(
                    "rummy40-may-layoff",
                    action=self.action_label(text),
                    what=self.effect(text, view),
                )
            )
        for text in by_kind.get("swap", [])[:MAX_EXAMPLES]:
            lines.append(
                self.t(
                    "rummy40-may-swap", action=self.action_label(text), what=self.effect(text, view)
                )
            )
        discards = by_kind.get("discard", [])
        if discards:
            example = self._discard_example(discards, view["hand"])
            lines.append(
                self.t(
                    "rummy40-may-discard",
                    action=self.action_label(example),
                    # Cards, not codes: a hand may hold two 7 of hearts.
                    count=sum(f"discard {code}" in discards for code in view["hand"]),
                )
            )
        else:
            lines.append(self.t("rummy40-may-not-discard"))
        return lines

    def _draw_choice(self, view: View, legal: Sequence[str]) -> str:
        top = view["top_discard"]
        stock = self.action_label("draw stock")
        if "draw discard" not in legal:
            why = self.t("rummy40-may-not-take", card=self.card_the(top)) if top else None
            return line(self.t("rummy40-may-draw-stock", action=stock), why)
        take = self.action_label("draw discard")
        with_cards = self._meld_with(view["hand"], top)
        return self.t(
            "rummy40-may-draw",
            stock=stock,
            take=take,
            card=self.card_the(top),
            others=self.cards_counted(with_cards) if with_cards else "none",
        )

    def _meld_with(self, hand: Sequence[str], top: str) -> list[str]:
        """The other cards of the best meld the top discard makes with the hand."""
        counts = counts_of([INDEX[c] for c in [*hand, top]])
        found = [
            (k, tuple(CODES[c] for c in cards), v) for k, cards, v in melds_with(counts, INDEX[top])
        ]
        if not found:
            return []
        best = self._pick(found, 1)[0][1]
        others = list(best)
        others.remove(top)
        return others

    @staticmethod
    def _meld_of(text: str) -> Meld:
        action = read_texts(text)[0]
        cards = action.cards
        value = sum(PENALTY[INDEX[c]] for c in cards if c != "JK")
        return (action.form, cards, value + Rummy40Queries._joker_value(action.form, cards))

    @staticmethod
    def _joker_value(kind: str, cards: Sequence[str]) -> int:
        """What a meld's jokers add to its value: the card each stands for."""
        naturals = [INDEX[c] for c in cards if c != "JK"]
        if kind == "set":
            return PENALTY[naturals[0]] * (len(cards) - len(naturals))
        first = next(p for p, c in enumerate(cards) if c != "JK")
        low = INDEX[cards[first]] - first
        return sum(PENALTY[low + p] for p, c in enumerate(cards) if c == "JK")

    @staticmethod
    def _meld_text(meld: Meld, texts: Sequence[str]) -> str:
        return next(t for t in texts if tuple(read_texts(t)[0].cards) == meld[1])

    def _discard_example(self, discards: Sequence[str], hand: Sequence[str]) -> str:
        """The discard to suggest: the highest penalty among cards in no meld of the hand."""
        in_melds = {c for m in self.hand_melds(hand) for c in m[1]}
        loose = [d for d in discards if d.split()[1] not in in_melds and d.split()[1] != "JK"]
        pool = loose or [d for d in discards if d.split()[1] != "JK"] or list(discards)
        return max(pool, key=lambda d: PENALTY[INDEX[d.split()[1]]])

    def effect(self, text: str, view: View) -> str:
        """A lay-off or swap in words: "the 10 of hearts on Anna's meld 2"."""
        action = read_texts(text)[0]
        meld = view["melds"][action.meld - 1]
        ref = self.meld_ref(meld["number"], meld["owner"])
        if action.kind == "layoff":
            end = action.end or "none"
            return self.t(
                "rummy40-effect-layoff", card=self.card_the(action.cards[0]), meld=ref, end=end
            )
        return self.t("rummy40-effect-swap", cards=self.cards_the(action.cards), meld=ref)

    # -- the start, the prompt, braille ------------------------------------------------

    def intro(self, view: View) -> str:
        options = view["options"]
        players = len(view["seats_in"])
        match = options["r40_match"]
        terms = self.t(
            "rummy40-intro",
            players=players,
            buy_in=options["buy_in"],
            pool=options["buy_in"] * players,
            minimum=view["opening_minimum"],
        )
        length = self.t(f"rummy40-intro-{match}", threshold=options["r40_threshold"])
        history = (
            self.t("rummy40-intro-history") if options["r40_discard_history"] == "all" else None
        )
        return line(terms, length, history)

    def your_turn(self, view: View) -> str:
        if view["phase"] == "draw":
            top = view["top_discard"]
            take = "yes" if "draw discard" in view["legal_actions"] else "no"
            return self.t(
                "rummy40-your-draw", card=self.card_the(top) if top else "none", take=take
            )
        duties = self.duties(view, view["seat"])
        if duties:
            return line(self.t("rummy40-your-turn-duty"), *duties)
        kinds = {text.split(" ", 1)[0] for text in view["legal_actions"]}
        can = {(True, True): "both", (True, False): "meld", (False, True): "layoff"}
        return self.t(
            "rummy40-your-meld",
            can=can.get(("meld" in kinds, "layoff" in kinds), "none"),
            swap="yes" if "swap" in kinds else "no",
        )

    def braille_text(self, view: View) -> str:
        """Short, for a 40-cell display: the hand's codes and the top discard."""
        parts = []
        none = self.t("rummy40-braille-none")
        if "hand" in view:
            codes = sorted(view["hand"], key=lambda c: INDEX[c])
            parts.append(self.t("rummy40-braille-hand", cards=self.codes_typed(codes) or none))
        top = view["top_discard"]
        parts.append(self.t("rummy40-braille-top", card=self.cards.code(top) if top else none))
        return ", ".join(parts)


def _words(lines: Sequence[str]) -> int:
    return sum(len(text.split()) for text in lines)


assert INDEX["JK"] == JK
