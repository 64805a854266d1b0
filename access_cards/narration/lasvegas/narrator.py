"""Las Vegas narration: events, prompts, confirmations, errors and typed commands.

Each event is one utterance: who did what, the amount, then the pot and what a call costs
now.  A turned centre card is named with every forced discard onto it; the cards left in
each hand are said before the next round.  Nothing here names a card another seat holds:
``dealt`` and ``own_hand`` are private to their seat, and a folded hand is never shown.

The events carry every fact a sentence needs but one: the cards each player still holds
after a reveal, which the narrator counts from the hand's ``deal_start`` and the
``discard`` and ``fold`` events.  A narrator made fresh in the middle of a hand (after a
resume) has not counted them and leaves that sentence out until the next hand.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from functools import cached_property
from typing import Any

from access_cards.engine.actions import ActionTemplate
from access_cards.engine.errors import ActionError
from access_cards.engine.events import Event
from access_cards.games.lasvegas.actions import read_text
from access_cards.narration.base import EventHandler, line
from access_cards.narration.i18n import fold
from access_cards.narration.lasvegas.queries import LasVegasQueries
from access_cards.narration.lasvegas.words import play_order
from access_cards.narration.speakable import spoken_form

__all__ = ["LasVegasNarrator"]

HAND_SIZE = 3  # LV-6: each player is dealt 3 cards
# Reason codes whose clause needs no detail; the others are built in _error_clause.
PLAIN_ERRORS = {
    "match_over": "error-match-over",
    "nothing_to_call": "lasvegas-error-nothing-to-call",
    "nothing_to_raise": "lasvegas-error-nothing-to-raise",
    "cannot_fold": "lasvegas-error-cannot-fold",
}
AMOUNT_ERRORS = {
    "no_bet_possible": "lasvegas-error-no-amount",
    "no_raise_possible": "lasvegas-error-no-amount",
    "amount_too_low": "lasvegas-error-too-low",
    "amount_too_high": "lasvegas-error-too-high",
}
OPTION_SENTENCES = (  # (option, value that is not the default, message)
    ("lv_values", "figures10_aces_1or11", "lasvegas-intro-figures"),
    ("lv_first_speaker", "most_cards", "lasvegas-intro-most-cards"),
    ("lv_check_raise", "allowed", "lasvegas-intro-check-raise"),
    ("lv_bet_cap", "side_pots", "lasvegas-intro-side-pots"),
    ("lv_bet_cap", "none", "lasvegas-intro-no-cap"),
    ("lv_lasvegas_timing", "at_showdown", "lasvegas-intro-at-showdown"),
    ("lv_odd_chip", "low_half", "lasvegas-intro-low-half"),
    ("pile_visibility", "top_only", "lasvegas-intro-top-only"),
)


class LasVegasNarrator(LasVegasQueries):
    """Everything a Las Vegas listener hears."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        # Counted from this hand's events (see the module's note); None: not heard.
        self._sizes: dict[int, int] | None = None
        self._revealed = False  # a centre card turned, the next round not yet begun
        self._reveal_pending = False  # a centre card turned, no discard heard since
        self._dealer: int | None = None
        self._seat_count = len(self.names)

    def _event_handlers(self) -> Mapping[str, EventHandler]:
        return {
            "deal_start": self._deal_start,
            "ante": self._ante,
            "dealt": self._dealt,
            "round_start": self._round_start,
            "check": self._check,
            "bet": self._bet,
            "raise": self._raise,
            "call": self._call,
            "fold": self._fold,
            "round_end": self._round_end,
            "reveal": self._reveal,
            "discard": self._discard,
            "own_hand": self._own_hand,
            "fold_win": self._fold_win,
            "las_vegas": self._las_vegas,
            "showdown": self._showdown,
            "odd_chips": self._odd_chips,
            "payout": self._payout,
            "eliminated": self._eliminated,
            "deal_end": self._deal_end,
            "match_end": self._match_end,
        }

    # -- the deal ----------------------------------------------------------------------

    def _deal_start(self, e: Event) -> list[str]:
        self._sizes = {seat: HAND_SIZE for seat in e["seats_in"]}
        self._seat_count = len(e["scores"])
        self._reveal_pending = self._revealed = False
        self._dealer = e["dealer"]
        title = self.t("lasvegas-hand-number", deal=e["deal"])
        return [line(title, self.say("lasvegas-dealer", e["dealer"]))]

    def _ante(self, e: Event) -> list[str]:
        seats = e["seats"]
        said = self.t(
            "lasvegas-ante",
            count=len(seats),
            names=self.who_after(seats),
            ante=e["ante"],
            pot=e["pot"],
        )
        stacks = self.stacks_line(e["stacks"], seats) if self.at_least("full") else None
        return [line(said, stacks)]

    def _dealt(self, e: Event) -> list[str]:
        if not self.is_you(e["seat"]):  # private to its seat: never said to another
            return [self.t("lasvegas-dealt", name=self.name(e["seat"]))]
        return [self.t("lasvegas-dealt-you", cards=self.cards_the(e["cards"]), total=e["total"])]

    # -- betting -----------------------------------------------------------------------

    def _round_start(self, e: Event) -> list[str]:
        before = [self._after_reveal()]
        title = self.t("lasvegas-round", round=e["round"])
        first = e["first"]
        if e["skipped"]:
            after = self.t("lasvegas-skipped")
        elif first is None or self.is_you(first):
            after = None  # the turn prompt follows at once: said once
        else:
            after = self.t("lasvegas-first", name=self.name(first))
        pot = self.t("lasvegas-pot", pot=e["pot"]) if self.at_least("full") else None
        return [line(*before, title, pot, after)]

    def _after_reveal(self) -> str | None:
        """After a turned card's discards: "Nobody discards." if none came, then the cards
        left in each hand still in (at normal verbosity and more)."""
        nobody = self.t("lasvegas-nobody-discards") if self._reveal_pending else None
        was_reveal = self._revealed
        self._reveal_pending = self._revealed = False
        sizes = None
        if was_reveal and self._sizes and self.at_least("normal"):
            order = play_order(self._seat_count, self._dealer or 0)
            pairs = [(s, self._sizes[s]) for s in order if s in self._sizes]
            sizes = self.t("lasvegas-sizes", items=self.items(pairs))
        return line(nobody, sizes) or None

    def _check(self, e: Event) -> list[str]:
        return [line(self.say("lasvegas-check", e["seat"]), self._next_to_call(e))]

    def _bet(self, e: Event) -> list[str]:
        said = self.say("lasvegas-bet", e["seat"], amount=e["amount"])
        nxt = e.fields.get("next")
        call = self._next_to_call(e)
        if call is None and (nxt is None or not self.is_you(nxt)):
            call = self.t("lasvegas-to-call", amount=e["level"])
        return [line(said, *self._after_pay(e, call))]

    def _raise(self, e: Event) -> list[str]:
        said = self.say("lasvegas-raise", e["seat"], by=e["by"], amount=e["amount"])
        level = self.t("lasvegas-level", level=e["level"])
        return [line(said, *self._after_pay(e, line(level, self._next_to_call(e))))]

    def _next_to_call(self, e: Event) -> str | None:
        """What the next player must pay to call, when it is something ("Bruno must pay 3
        to call.")."""
        nxt, amount = e.fields.get("next"), e.fields.get("to_call", 0)
        # The player's own prompt, said next, gives their amount: not twice.
        if nxt is None or not amount or self.is_you(nxt) or not self.at_least("normal"):
            return None
        return self.say("lasvegas-next-to-call", nxt, amount=amount)

    def _call(self, e: Event) -> list[str]:
        seat = e["seat"]
        if e["short"]:
            said = self.say("lasvegas-call-short", seat, count=e["amount"], level=e["level"])
            return [line(said, *self._after_pay(e, None, all_in=False))]
        said = self.say("lasvegas-call", seat, amount=e["amount"])
        return [line(said, *self._after_pay(e, self._next_to_call(e)))]

    def _after_pay(self, e: Event, then: str | None, all_in: bool = True) -> list[str | None]:
        """After chips go in: all in, the pot, what a call costs now, the chips left."""
        seat = e["seat"]
        gone = self.say("lasvegas-all-in", seat) if all_in and e["all_in"] else None
        if not self.at_least("normal"):
            return [gone]
        pot = self.t("lasvegas-pot", pot=e["pot"])
        left = None
        if self.at_least("full") and not e["all_in"]:
            left = self.say("lasvegas-stack-left", seat, count=e["stack"])
        return [gone, pot, then, left]

    def _fold(self, e: Event) -> list[str]:
        seat = e["seat"]
        if self._sizes is not None:
            self._sizes.pop(seat, None)
        active = e["active"]
        still = None
        if len(active) > 1 and self.at_least("normal"):
            still = self.t("lasvegas-still-in", names=self.who(active))
        return [line(self.say("lasvegas-fold", seat), still, self._next_to_call(e))]

    def _round_end(self, e: Event) -> list[str]:
        return [self.t("lasvegas-round-end", round=e["round"], pot=e["pot"])]

    # -- the centre ----------------------------------------------------------------------

    def _reveal(self, e: Event) -> list[str]:
        self._reveal_pending = self._revealed = True
        # The engine's count after this card's discards: right after a resume too.
        self._sizes = {s: n for s, n in enumerate(e["hand_sizes"]) if n is not None}
        self._dealer, self._seat_count = e["dealer"], len(e["hand_sizes"])
        said = self.t("lasvegas-reveal", position=e["position"], card=self.card_the(e["card"]))
        down = self.t("lasvegas-face-down", count=e["face_down"]) if self.at_least("full") else None
        return [line(said, down)]

    def _discard(self, e: Event) -> list[str]:
        seat = e["seat"]
        self._reveal_pending = False
        if self._sizes is not None:
            self._sizes[seat] = e["cards_left"]
        cards = self.cards_the(e["cards"])
        if self.is_you(seat):  # own_hand, said next, gives what is left
            return [self.t("lasvegas-discard-you", cards=cards)]
        return [self.t("lasvegas-discard", name=self.name(seat), cards=cards, left=e["cards_left"])]

    def _own_hand(self, e: Event) -> list[str]:
        cards = e["cards"]
        if not self.is_you(e["seat"]):  # private to its seat: no card named to another
            return [self.t("lasvegas-own-hand", name=self.name(e["seat"]), count=len(cards))]
        return [
            self.t(
                "lasvegas-own-hand-you",
                count=len(cards),
                cards=self.cards_the(cards),
                total=e["total"],
            )
        ]

    # -- the end of a hand -----------------------------------------------------------------

    def _fold_win(self, e: Event) -> list[str]:
        return [self.say("lasvegas-fold-win", e["seat"], pot=e["pot"])]

    def _las_vegas(self, e: Event) -> list[str]:
        winners, shares, pot = e["seats"], e["shares"], e["pot"]
        self._reveal_pending = self._revealed = False  # the discards said it all
        how = "showdown" if e["position"] is None else "on"
        if len(winners) == 1:
            seat = winners[0]
            share = shares[seat]
            said = self.say(
                "lasvegas-las-vegas",
                seat,
                how=how,
                whole="yes" if share == pot else "no",
                share=share,
                pot=pot,
            )
        else:
            said = self.t(
                "lasvegas-las-vegas-many",
                names=self.who_after(winners),
                pot=pot,
                items=self.items((s, shares[s]) for s in self.you_first(winners)),
            )
        return [said]

    def _showdown(self, e: Event) -> list[str]:
        self._reveal_pending = self._revealed = False
        # The first pot holds every player still in, in the order of speaking (LV-16).
        first = e["pots"][0]["seats"]
        order = [*first, *(s for s in range(len(e["hands"])) if s not in first)]
        shown = [s for s in order if e["hands"][s] is not None]
        lines = [line(self.t("lasvegas-showdown"), *(self._shows(s, e) for s in shown))]
        pots = e["pots"]
        if len(pots) == 1:
            lines.append(self._split(e, e["pot"], e["totals"]))
        else:
            for number, part in enumerate(pots, 1):
                lines.append(self._pot_part(number, len(pots), part, e["totals"]))
        return lines

    def _shows(self, seat: int, e: Event) -> str:
        cards = e["hands"][seat]
        if not cards:
            return self.say("lasvegas-shows-none", seat)
        total = e["totals"][seat]
        return self.say("lasvegas-shows", seat, cards=self.cards_the(cards), total=total)

    def _split(self, split: Mapping[str, Any], pot: int, totals: list[int | None]) -> str:
        """How one shown-down pot is divided (LV-15): low and high halves, or a tie."""
        low, high = split["low"], split["high"]
        if split["tie"]:
            total = totals[low[0]]
            tie = self.t("lasvegas-tie", total=total, pot=pot, names=self.who_after(low))
            shares = split.get("shares")
            if shares is None:
                return tie
            listed = self.items((s, shares[s]) for s in self.you_first(low))
            return line(tie, self.t("lasvegas-shares", items=listed))
        return line(
            self._half("lasvegas-low", low, totals, split["low_half"]),
            self._half("lasvegas-high", high, totals, split["high_half"]),
        )

    def _half(self, msg_id: str, seats: list[int], totals: list[int | None], half: int) -> str:
        return self.t(
            msg_id,
            names=self.who(seats),
            total=totals[seats[0]],
            half=half,
            n=self.person(seats),
        )

    def _pot_part(
        self, number: int, count: int, part: Mapping[str, Any], totals: list[int | None]
    ) -> str:
        """One pot of several (side pots): who is in it, and where it goes."""
        seats = part["seats"]
        amount = part["amount"]
        if part["kind"] == "single":
            return self.say(
                "lasvegas-pot-single", seats[0], number=number, count=count, amount=amount
            )
        head = self.t(
            "lasvegas-pot-part",
            number=number,
            count=count,
            amount=amount,
            names=self.who_after(seats),
        )
        if part["kind"] == "las_vegas":
            where = self.t("lasvegas-pot-las-vegas", names=self.who_after(part["winners"]))
        else:
            where = self._split(part, amount, totals)
        return line(head, where)

    def _odd_chips(self, e: Event) -> list[str]:
        said = []
        if e["to_half"] is not None:
            said.append(self.t("lasvegas-odd-pot", pot=e["pot"], half=e["to_half"]))
        parts: dict[str, list[int]] = {}
        for chip in e["chips"]:
            parts.setdefault(chip["part"], []).append(chip["seat"])
        for part, seats in parts.items():
            names = self.t.join(
                [self.t("lasvegas-you-object") if self.is_you(s) else self.name(s) for s in seats]
            )
            said.append(self.t("lasvegas-odd-leftover", count=len(seats), part=part, names=names))
        return [line(*said) or self.t("lasvegas-pot-is", pot=e["pot"])]

    def _payout(self, e: Event) -> list[str]:
        nets, stacks = e["nets"], e["stacks"]
        seats = sorted(e["seats"])
        moved = [(s, self.signed(nets[s])) for s in seats if nets[s]]
        said = self.t("lasvegas-nets", items=self.items(moved)) if moved else None
        chips = None
        if self.at_least("normal") or not said:
            chips = self.stacks_line(stacks, seats)
        return [line(said or self.t("lasvegas-nets-none"), chips)]

    def _eliminated(self, e: Event) -> list[str]:
        stacks = e["stacks"]
        out = [self.say("lasvegas-eliminated", s, count=stacks[s]) for s in e["seats"]]
        left = self.t("lasvegas-players-left", count=len(e["seats_in"]))
        return [line(*out, left)]

    def _deal_end(self, e: Event) -> list[str]:
        self._sizes = None
        return [self.t("lasvegas-hand-over", deal=e["deal"])]

    def hand_summary(self, events: Sequence[Event]) -> str:
        """ "Hand 7. This hand. Bruno plus 2, Carla minus 2. Chips. Bruno 18, Carla 7.", and
        who is out: the chips that moved, not the bets and cards that moved them."""
        deal = next(e["deal"] for e in events if e.type == "deal_end")
        said = [x for e in events if e.type in ("payout", "eliminated") for x in self.describe(e)]
        return line(self.t("lasvegas-hand-of", deal=deal, hands=0), *said)

    def _match_end(self, e: Event) -> list[str]:
        result = e["result"] or []
        firsts = [s for s, place in enumerate(result) if place == 1]
        if len(firsts) == 1:
            won = self.say("match-won", firsts[0])
        else:
            won = self.t("lasvegas-match-shared", names=self.who_after(firsts))
        scores = e["scores"]
        chips = self.stacks_line(scores, range(len(scores)), "lasvegas-stacks-final")
        return [line(won, chips)]

    # -- prompts, confirmations, errors -------------------------------------------------------

    def your_turn(self, view: Mapping[str, Any]) -> str:
        seat = view["current_player"]
        to_call = view["to_call"][seat]
        if not self.at_least("normal"):
            return self.t("lasvegas-turn-you", amount=to_call)
        total = None
        if self.at_least("full"):
            total = self.t("lasvegas-your-total", pot=view["pot"], total=view["total"])
        return line(self.t("lasvegas-your-turn"), total, self.may(view))

    def confirm(self, action_text: str, view: Mapping[str, Any]) -> str | None:
        """Asked before putting in every chip one has: a bet, raise or call that leaves
        the player all in.  (Folding is never offered while checking is free.)"""
        action = read_text(action_text)
        seat = view.get("seat")
        if action is None or seat is None or view.get("limits") is None:
            return None
        stack = view["stacks"][seat]
        to_call = view["limits"]["to_call"]
        if action.kind == "bet" and action.amount >= stack:
            return self.t("lasvegas-confirm-bet", amount=action.amount)
        if action.kind == "raise" and to_call + action.amount >= stack:
            return self.t("lasvegas-confirm-raise", by=action.amount, count=stack)
        if action.kind == "call" and 0 < stack <= to_call:
            return self.t("lasvegas-confirm-call", count=stack)
        return None

    def _error_clause(self, exc: ActionError) -> str:
        reason, d = exc.reason, exc.details
        if reason in PLAIN_ERRORS:
            return self.t(PLAIN_ERRORS[reason])
        if reason == "facing_bet":
            action = read_text(exc.text)
            kind = action.kind if action is not None else "bet"
            return self.t(
                "lasvegas-error-facing-bet", level=d["level"], amount=d["to_call"], kind=kind
            )
        if reason == "cannot_cover":
            return self.t("lasvegas-error-cannot-cover", amount=d["to_call"], count=d["stack"])
        if reason == "checked_may_not_raise":
            return self.t("lasvegas-error-checked", amount=d["to_call"])
        if reason in AMOUNT_ERRORS:
            kind = "bet" if reason == "no_bet_possible" else "raise"
            if reason not in ("no_bet_possible", "no_raise_possible"):
                action = read_text(exc.text)
                kind = action.kind if action is not None and action.kind == "bet" else "raise"
            return self.t(
                AMOUNT_ERRORS[reason], kind=kind, low=d["low"], high=d["high"], cap=d["cap"]
            )
        return self.t("error-not-now")

    def template_words(self, template: ActionTemplate) -> str:
        """ "bet 1 to 9", or "bet 2" when only one amount is left."""
        if template.low is not None and template.low == template.high:
            return f"{self.kind_word(template.kind)} {template.low}"
        return super().template_words(template)

    def unknown_command(self, text: str) -> str:
        """A move word with a missing or needless amount says what it takes."""
        words = fold(text.strip()).split()
        kind = self.command_words.get(words[0]) if words else None
        word = spoken_form(text.split()[0]) if words else ""  # as typed, accents and all
        if kind in ("bet", "raise") and len(words) == 1:
            return self.t("lasvegas-error-say-amount", kind=kind, word=word)
        if kind in ("bet", "raise"):  # an amount that is no whole number of chips
            typed = self.quoted(" ".join(text.split()[1:]))
            return self.t("lasvegas-error-amount", kind=kind, word=word, amount=typed)
        if kind in ("check", "call", "fold") and len(words) > 1:
            return self.t("lasvegas-error-no-number", word=word)
        return super().unknown_command(text)

    # -- commands ---------------------------------------------------------------------------

    def action_label(self, action_text: str) -> str:
        action = read_text(action_text)
        if action is None:
            raise ValueError(f"{action_text!r} is not a Las Vegas action")
        word = self.kind_word(action.kind)
        return f"{word} {action.amount}" if action.kind in ("bet", "raise") else word

    def canonical(self, text: str) -> str | None:
        words = fold(text.strip()).split()
        kind = self.command_words.get(words[0]) if words else None
        if kind is None:
            return None
        rest = [w for w in words[1:] if w not in self._fillers]
        if kind not in ("bet", "raise"):
            return None if rest else kind
        amount = self.typed_number(rest[0]) if len(rest) == 1 else None
        return None if amount is None else f"{kind} {amount}"

    @cached_property
    def _fillers(self) -> set[str]:
        """Words typed around an amount: "raise by 3", "punta 2 gettoni"."""
        return set(self.t.words("lasvegas-typed-fillers"))

    # -- the start, braille ------------------------------------------------------------------

    def intro(self, view: Mapping[str, Any]) -> str:
        options = view["options"]
        terms = self.t(
            "lasvegas-intro",
            players=len(view["seats_in"]),
            count=options["stack"],
            ante=options["ante"],
        )
        length = self.t("lasvegas-intro-length", hands=options["hands"] or 0)
        extra = [self.t(msg) for name, value, msg in OPTION_SENTENCES if options[name] == value]
        if options["min_bet"] > 1:
            extra.insert(0, self.t("lasvegas-intro-min-bet", amount=options["min_bet"]))
        return line(terms, length, *extra)

    def braille_text(self, view: Mapping[str, Any]) -> str:
        """Short, for a 40-cell display: own cards as codes and total, the pot and the call,
        the centre cards' values.  Words, not symbols: with braille on, it is also spoken."""
        none = self.t("lasvegas-braille-none")
        parts = []
        seat = view["seat"]
        if seat is not None:
            hand = " ".join(self.cards.code(c) for c in view["hand"]) or none
            parts.append(self.t("lasvegas-braille-hand", cards=hand, total=view["total"] or 0))
        call = view["to_call"][seat] if seat is not None else 0
        parts.append(self.t("lasvegas-braille-pot", pot=view["pot"], call=call))
        values = " ".join(str(c["value"]) for c in view["centre"]) or none
        parts.append(self.t("lasvegas-braille-centre", cards=values))
        return ", ".join(parts)

    def _code_help(self) -> list[str]:
        """No card is ever typed in Las Vegas: the help does not teach the codes."""
        return []
