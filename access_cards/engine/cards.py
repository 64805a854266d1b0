"""Cards and the four decks, with text codes that round-trip.

Codes: Khmer ``1``..``6``; French ``AS``, ``10H``, ``QC`` and the joker ``JK``;
Italian ``1C``..``10B`` (C coppe, D denari, S spade, B bastoni; 8 fante,
9 cavallo, 10 re).  The same code means different cards in different decks
(``1C`` is Italian; ``QC`` is French), so codes are read through a deck.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from functools import cached_property
from typing import Literal

from access_cards.engine.errors import DeckError

__all__ = [
    "DECKS",
    "FRENCH_RANKS",
    "FRENCH_SUITS",
    "ITALIAN_SUITS",
    "JOKER",
    "Card",
    "Deck",
    "find_deck",
]

Family = Literal["khmer", "french", "italian"]

FRENCH_SUITS = ("C", "D", "H", "S")
ITALIAN_SUITS = ("C", "D", "S", "B")
# Ranks 2..14; ace high (14) as in King and Rummy 40.
FRENCH_RANKS = tuple(range(2, 15))
_FRENCH_RANK_CODES = {11: "J", 12: "Q", 13: "K", 14: "A"}
_FRENCH_CODE_RANKS = {v: k for k, v in _FRENCH_RANK_CODES.items()}
# The longest code of any deck ("10H", "10B"): longer text is no card, and is not handed to
# int(), which refuses a number of thousands of digits with a ValueError of its own.
_LONGEST_CODE = 3


@dataclass(frozen=True, slots=True, order=True)
class Card:
    """One card: a family, a rank and a suit (empty for Khmer, ``J`` for a joker).

    Equal cards compare equal: Rummy 40's two seven of hearts are the same
    value; a zone's list position is what tells physical copies apart.
    """

    family: Family
    rank: int
    suit: str = ""
    # The text code, made once: action texts and views ask for it constantly. Not part of
    # equality, order or hash, which stay (family, rank, suit).
    code: str = field(init=False, repr=False, compare=False, hash=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "code", self._make_code())

    def _make_code(self) -> str:
        if self.family == "khmer":
            return str(self.rank)
        if self.family == "italian":
            return f"{self.rank}{self.suit}"
        if self.is_joker:
            return "JK"
        return _FRENCH_RANK_CODES.get(self.rank, str(self.rank)) + self.suit

    @property
    def is_joker(self) -> bool:
        """Whether this is a joker."""
        return self.suit == "J"

    def __str__(self) -> str:
        return self.code


JOKER = Card("french", 0, "J")


@dataclass(frozen=True)
class Deck:
    """A named deck: its cards in a fixed reference order, and code parsing."""

    name: str
    family: Family
    cards: tuple[Card, ...]

    def parse(self, code: str) -> Card:
        """Read one card code of this deck (case and spaces ignored); DeckError if it is none,
        also for a value that is not text (a deck of ints such as ``[6, 5, ...]``)."""
        if not isinstance(code, str):
            raise DeckError(
                f"{_shown(code)} is not text, so not a card code of the {self.name} deck"
            )
        text = code.strip().upper()
        card = _parse_code(self.family, text) if len(text) <= _LONGEST_CODE else None
        if card is None or card not in self._kinds:
            raise DeckError(f"{_shown(code)} is not a card of the {self.name} deck")
        return card

    def parse_many(self, codes: Iterable[str]) -> list[Card]:
        """Read several card codes; DeckError unless ``codes`` is a list of them."""
        if isinstance(codes, str | bytes) or not isinstance(codes, Iterable):
            kind = type(codes).__name__
            raise DeckError(f"the {self.name} deck must be a list of card codes, not one {kind}")
        return [self.parse(code) for code in codes]

    def check_complete(self, cards: Sequence[Card]) -> None:
        """Raise DeckError unless ``cards`` is exactly this deck, in any order."""
        if Counter(cards) != Counter(self.cards):
            have, want = Counter(cards), Counter(self.cards)
            missing = sorted(c.code for c in (want - have).elements())
            extra = sorted(c.code for c in (have - want).elements())
            raise DeckError(
                f"not a complete {self.name} deck of {len(self.cards)} cards"
                f" (missing: {', '.join(missing) or 'none'};"
                f" extra: {', '.join(extra) or 'none'})"
            )

    @cached_property
    def _kinds(self) -> frozenset[Card]:
        # Cached: parse() is on the hot path of every typed or textual action.
        return frozenset(self.cards)


def _shown(value: object) -> str:
    """A value for an error message, cut short (a "card" may be any text a file held)."""
    text = repr(value)
    return text if len(text) <= 20 else text[:17] + "..."


def _parse_code(family: Family, code: str) -> Card | None:
    if family == "khmer":
        return Card("khmer", int(code)) if code.isdecimal() else None
    if family == "french" and code == "JK":
        return JOKER
    rank_text, suit = code[:-1], code[-1:]
    if family == "italian":
        return Card("italian", int(rank_text), suit) if rank_text.isdecimal() else None
    rank = _FRENCH_CODE_RANKS.get(rank_text)
    if rank is None and rank_text.isdecimal() and 2 <= int(rank_text) <= 10:
        rank = int(rank_text)
    return None if rank is None else Card("french", rank, suit)


def _french52() -> tuple[Card, ...]:
    return tuple(Card("french", r, s) for s in FRENCH_SUITS for r in FRENCH_RANKS)


def _build_decks() -> dict[str, Deck]:
    khmer = tuple(Card("khmer", v) for v in (1, 1, 2, 2, 3, 3, 4, 4, 5, 5) + (6,) * 6)
    italian = tuple(Card("italian", r, s) for s in ITALIAN_SUITS for r in range(1, 11))
    return {
        "khmer": Deck("khmer", "khmer", khmer),
        "french52": Deck("french52", "french", _french52()),
        "rummy40": Deck("rummy40", "french", _french52() * 2 + (JOKER, JOKER)),
        "italian40": Deck("italian40", "italian", italian),
    }


DECKS: dict[str, Deck] = _build_decks()


def find_deck(name: str) -> Deck:
    """Return the deck called ``name`` (khmer, french52, rummy40, italian40)."""
    try:
        return DECKS[name]
    except KeyError:
        raise DeckError(f"unknown deck {name!r}; decks: {', '.join(DECKS)}") from None
