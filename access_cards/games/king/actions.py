"""King's actions and their typed text (DESIGN.md §3, "Action texts per game").

``play QS``; ``bid +N`` / ``bid -N``, ``hold``, ``pass``; the Beneficiary's
``accept``, ``refuse``, ``ultimatum ±N``, ``fail``; ``accept`` / ``decline``
to an ultimatum; ``contract hearts|diamonds|clubs|spades|notrump|negative``.
"""

from __future__ import annotations

from dataclasses import dataclass

from access_cards.engine.cards import find_deck
from access_cards.engine.errors import DeckError
from access_cards.games.king.rules import CONTRACTS, LADDER

__all__ = ["SIMPLE", "KingAction", "parse_text"]

DECK = find_deck("french52")
SIMPLE = ("hold", "pass", "accept", "refuse", "fail", "decline")
# Typed minus signs may come as a Unicode minus or an en dash from a screen reader's keyboard.
_MINUS = str.maketrans({"\u2212": "-", "\u2013": "-"})


@dataclass(frozen=True, slots=True)
class KingAction:
    """One King action: a kind and its argument (card code, bid or contract)."""

    kind: str
    arg: str = ""

    def __str__(self) -> str:
        return f"{self.kind} {self.arg}" if self.arg else self.kind


def parse_text(text: str) -> KingAction | None:
    """The action a typed command names, or None if it is not a King command."""
    words = str(text).translate(_MINUS).strip().lower().split()
    if len(words) == 1 and words[0] in SIMPLE:
        return KingAction(words[0])
    if len(words) != 2:
        return None
    kind, arg = words
    if kind == "play":
        return _play(arg)
    if kind in ("bid", "ultimatum"):
        return KingAction(kind, arg) if arg in LADDER else None
    if kind == "contract":
        arg = "notrump" if arg in ("no_trump", "no-trump", "nt") else arg
        return KingAction(kind, arg) if arg in CONTRACTS else None
    return None


def _play(code: str) -> KingAction | None:
    try:
        card = DECK.parse(code)
    except DeckError:
        return None
    return KingAction("play", card.code)
