"""King card and bid phrases: "the queen of spades", "plus 3", "minus 40".

Cards are French-deck codes (``QS``, ``10H``), named by the shared card words
(``narration/cards.py``).  What a trick cost or earned comes with the
``trick_end`` event, so narration never restates a rule.
"""

from __future__ import annotations

from collections.abc import Iterable

from access_cards.engine.cards import find_deck
from access_cards.narration.cards import CardWords, card_words
from access_cards.narration.i18n import Translator

__all__ = [
    "ACTION_KINDS",
    "bid_name",
    "card_name",
    "card_the",
    "hand_by_suit",
    "sentence",
    "signed",
    "words",
]

DECK = find_deck("french52")
# The engine's action words (DESIGN.md §3); every language accepts them typed.
ACTION_KINDS = (
    "play", "bid", "hold", "pass", "accept", "refuse", "ultimatum", "fail", "decline", "contract",
)  # fmt: skip


def words(t: Translator) -> CardWords:
    """King's card words (the French 52-card deck) in ``t``'s language."""
    return card_words(t, DECK.name)


def card_name(t: Translator, code: str, style: str = "full") -> str:
    """ "queen of spades" / "donna di picche"; short style "queen spades"."""
    return words(t).name(code, style)


def card_the(t: Translator, code: str, style: str = "full") -> str:
    """ "the queen of spades" / "la donna di picche"; short style "queen spades"."""
    return words(t).the(code, style)


def signed(t: Translator, points: int) -> str:
    """ "minus 40", "plus 25", "0": a score as words, never a bare minus sign."""
    sign = "plus" if points > 0 else "minus" if points < 0 else "zero"
    return t("king-signed", sign=sign, points=abs(points))


def bid_name(t: Translator, bid: str) -> str:
    """ "+3" → "plus 3", "-1" → "minus 1"."""
    return t("king-bid-name", sign="minus" if bid.startswith("-") else "plus", n=int(bid[1:]))


def hand_by_suit(t: Translator, codes: Iterable[str]) -> str:
    """ "Clubs, two cards. Ace and 4. Diamonds, no cards. …": every suit in order, each its
    own sentence, its count said as a word with "cards" so that it cannot be taken for a
    rank, then its ranks, highest first."""
    names = words(t)
    parts = []
    for suit, group in names.by_suit(codes):
        ranks = [names.rank(names.card(c).rank) for c in group]
        listed = sentence(t.join(ranks)) if ranks else None
        parts.append(sentence(t("king-hand-suit", suit=suit, count=len(ranks), ranks=listed)))
    return " ".join(parts)


def sentence(text: str) -> str:
    """``text`` with a capital first letter, to begin a sentence ("you plus 25" → "You …")."""
    return text[:1].upper() + text[1:]
