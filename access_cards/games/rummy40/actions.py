"""Rummy 40's actions and their typed text (DESIGN.md §3, the issue's Contract).

``draw stock``, ``draw discard``; ``meld 7H 8H 9H`` (a run low to high; ``meld run 7S JK
JK`` where the cards alone would be the set ``meld 7S JK JK``); ``layoff CARD N`` (``low``
or ``high`` after a joker laid off on a run); ``swap CARD N`` or ``swap 10C 10H N`` (a
3-card set's joker); ``discard CARD``.
"""

from __future__ import annotations

from dataclasses import dataclass

from access_cards.engine.cards import find_deck
from access_cards.engine.errors import DeckError
from access_cards.games.rummy40.melds import CODES, INDEX, JK, read_meld

__all__ = ["DECK", "R40Action", "read_texts"]

DECK = find_deck("rummy40")
NO_MELD = "none"  # the form of typed meld cards that make no meld
MAX_MELD_NUMBER = 200  # far beyond the melds 106 cards can make; refuses absurd numbers


@dataclass(frozen=True, slots=True)
class R40Action:
    """One action: ``kind`` (draw, meld, layoff, swap, discard) and its parts.

    ``cards``: card codes (a meld's in table order); ``meld``: a meld number from 1;
    ``end``: ``stock``/``discard`` for a draw, ``low``/``high`` for a joker laid off on a run;
    ``form``: ``run`` or ``set`` for a meld.
    """

    kind: str
    cards: tuple[str, ...] = ()
    meld: int = 0
    end: str = ""
    form: str = ""

    def __str__(self) -> str:
        if self.kind == "draw":
            return f"draw {self.end}"
        if self.kind == "meld":
            naturals = sum(c != "JK" for c in self.cards)
            prefix = "run " if self.form == "run" and naturals == 1 else ""
            return f"meld {prefix}{' '.join(self.cards)}"
        if self.kind == "discard":
            return f"discard {self.cards[0]}"
        tail = f" {self.end}" if self.end else ""
        return f"{self.kind} {' '.join(self.cards)} {self.meld}{tail}"


def _card(word: str) -> int | None:
    try:
        return INDEX[DECK.parse(word).code]
    except DeckError:
        return None


def _cards(words: list[str]) -> list[int] | None:
    found = [_card(w) for w in words]
    if not found or any(c is None for c in found):
        return None
    return [c for c in found if c is not None]


def _number(word: str) -> int | None:
    if not word.isdecimal() or len(word) > 4:
        return None
    number = int(word)
    return number if 1 <= number <= MAX_MELD_NUMBER else None


def read_texts(text: str) -> list[R40Action]:
    """Every action a typed command may name, legal now or not (none: not a command)."""
    words = str(text).strip().lower().replace(",", " ").split()
    if not words:
        return []
    kind, rest = words[0], words[1:]
    if kind == "draw" and len(rest) == 1 and rest[0] in ("stock", "discard"):
        return [R40Action("draw", end=rest[0])]
    if kind == "discard" and len(rest) == 1:
        card = _card(rest[0])
        return [] if card is None else [R40Action("discard", (CODES[card],))]
    if kind == "meld":
        return _melds(rest)
    if kind == "layoff":
        return _layoffs(rest)
    if kind == "swap":
        return _swaps(rest)
    return []


def _melds(words: list[str]) -> list[R40Action]:
    form = words[0] if words and words[0] in ("run", "set") else ""
    cards = _cards(words[1:] if form else words)
    if cards is None:
        return []
    found = [
        R40Action("meld", tuple(CODES[c] for c in spec), form=kind)
        for kind, spec, _value in read_meld(cards, form)
    ]
    # Cards that make no meld are still a meld command, refused with the reason (form
    # NO_MELD), not "I do not understand".
    return found or [R40Action("meld", tuple(CODES[c] for c in cards), form=NO_MELD)]


def _layoffs(words: list[str]) -> list[R40Action]:
    end = words[-1] if words and words[-1] in ("low", "high") else ""
    if end:
        words = words[:-1]
    if len(words) != 2:
        return []
    card, number = _card(words[0]), _number(words[1])
    if card is None or number is None:
        return []
    code = (CODES[card],)
    if card != JK:
        return [R40Action("layoff", code, number)]
    ends = [end] if end else ["", "low", "high"]
    return [R40Action("layoff", code, number, e) for e in ends]


def _swaps(words: list[str]) -> list[R40Action]:
    if len(words) not in (2, 3):
        return []
    cards, number = _cards(words[:-1]), _number(words[-1])
    if cards is None or number is None or JK in cards:
        return []
    return [R40Action("swap", tuple(CODES[c] for c in sorted(cards)), number)]
