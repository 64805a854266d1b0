"""Khmer card phrases: cards are numbers, spoken "a 6", "the 5", "two 6s".

Hands are read grouped by value, highest first, as a player sorts them.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable

from access_cards.narration.cards import card_words
from access_cards.narration.i18n import Translator

__all__ = ["capitalised", "card_a", "card_the", "grouped", "parse_action"]

# The engine's action words (DESIGN.md §3); every language accepts them typed.
ACTION_KINDS = ("play", "draw", "discard", "knock", "concede")


def card_a(t: Translator, code: str) -> str:
    """ "a 6" / "un 6"."""
    return card_words(t, "khmer").a(code)


def card_the(t: Translator, code: str) -> str:
    """ "the 5" / "il 5", "l'1"."""
    return card_words(t, "khmer").the(code)


def grouped(t: Translator, codes: Iterable[str]) -> str:
    """ "two 6s, a 5, and a 1": equal cards counted, highest value first."""
    counts = Counter(int(c) for c in codes)
    parts = [t("khmer-cards", count=counts[v], card=v) for v in sorted(counts, reverse=True)]
    return t.join(parts)


def capitalised(text: str) -> str:
    """``text`` with a capital first letter: a list or a typed command that begins a sentence."""
    return text[:1].upper() + text[1:]


def parse_action(text: str) -> tuple[str, int]:
    """An engine action text as (kind, card value; 0 without a card)."""
    words = text.strip().lower().split()
    if len(words) == 2 and words[0] == "play" and words[1].isdecimal():
        return "play", int(words[1])
    if len(words) == 1 and words[0] in ACTION_KINDS and words[0] != "play":
        return words[0], 0
    if words == ["discard", "6"]:  # the engine reads this form too
        return "discard", 0
    others = ", ".join(ACTION_KINDS[1:])
    raise ValueError(f"{text!r} is not a Khmer action; actions: play N, {others}")
