"""Why Rummy 40 refuses a move, said with its rule (issue 25, point 6).

A lay-off that does not fit says which rule it breaks and what the meld would take; a swap
that frees no joker says which cards free one (RULES.md R40-13); a move word typed without
what it needs ("meld" alone) says what it needs, with an example a voice reads right.  The
facts come from the refusal's details (``games/rummy40/why.py``), which hold only what the
table shows.
"""

from __future__ import annotations

from collections.abc import Mapping
from functools import cached_property
from typing import Any

from access_cards.narration.i18n import fold
from access_cards.narration.rummy40.words import Rummy40Words
from access_cards.narration.speakable import spoken_form

__all__ = ["Rummy40Refusals"]

# The example each move word's help gives: cards a voice reads right once spaced.
EXAMPLES = {
    "meld": "meld 7H 8H 9H",
    "layoff": "layoff 10H 2",
    "swap": "swap 6C 1",
    "discard": "discard QS",
}


class Rummy40Refusals(Rummy40Words):
    """The clauses that explain a refused lay-off or swap, and what a move word needs."""

    def misfit(self, d: Mapping[str, Any]) -> str:
        """Why a card does not fit a meld: "meld 4 is a set of 2s, and a set holds one rank
        only"."""
        why, meld = d["why"], d["meld"]
        if why in ("closed", "jokers"):
            return self.t(f"rummy40-misfit-{why}", meld=meld)
        if why == "rank":
            return self.t("rummy40-misfit-rank", meld=meld, rank=d["rank"])
        if why == "suit" and "suit" in d:
            return self.t("rummy40-misfit-run-suit", meld=meld, suit=d["suit"])
        if why == "suit":
            return self.t("rummy40-misfit-suit", meld=meld, card=self.card_the(d["card"]))
        if why == "end" and d["ends"]:
            return self.t("rummy40-misfit-end", meld=meld, end=d["end"])
        takes = d.get("takes", [])
        said = self.t(
            "rummy40-misfit-next",
            meld=meld,
            count=len(takes),
            cards=self.t.join([self.card_the(c) for c in takes], style="or"),
        )
        if d.get("swap"):
            action = self.action_label(f"swap {d['card']} {meld}")
            said += ". " + self.t("rummy40-misfit-swap", action=action)
        return said

    def joker_rule(self, d: Mapping[str, Any]) -> str:
        """Which cards free a joker of the meld (R40-13): "in a set a joker stands for a
        missing suit, so with two jokers …"."""
        why, meld = d["why"], d["meld"]
        if why in ("none", "closed"):
            return self.t(f"rummy40-free-{why}", meld=meld)
        cards = [self.card_the(c) for c in d["frees"]]
        if why == "run":
            return self.t(
                "rummy40-free-run", meld=meld, count=len(cards), cards=self.t.join(cards)
            )
        return self.t(
            "rummy40-free-set",
            meld=meld,
            jokers=d["jokers"],
            cards=self.t.join(cards),
        )

    def move_needs(self, text: str) -> str | None:
        """What a move word typed without what it needs takes, or None if ``text`` begins
        with no move word: "To lay down a meld, type meld and its cards, …"."""
        words = text.split()
        kind = self.command_words.get(fold(words[0])) if words else None
        if kind is None:
            return None
        word = spoken_form(words[0])  # as typed, accents and all
        if kind == "draw":
            stock, discard = (self.action_label(f"draw {end}") for end in ("stock", "discard"))
            return self.t("rummy40-needs-draw", stock=stock, discard=discard)
        example = self.action_label(EXAMPLES[kind]).split(" ", 1)[1]
        needs = self.t(f"rummy40-needs-{kind}", word=word, example=f"{word} {example}")
        unknown = self.not_a_card(words[1:], self._move_fillers)
        return f"{self.t('error-not-a-card', word=unknown)} {needs}" if unknown else needs

    @cached_property
    def _move_fillers(self) -> set[str]:
        """Words a move takes beside its cards: an end, a form, "and", "off", fillers."""
        names = ("stock", "discard", "run", "set", "low", "high", "and", "fillers")
        numbers = {w for w in self._number_words}
        return {w for n in names for w in self.t.words(f"rummy40-typed-{n}")} | {"off"} | numbers
