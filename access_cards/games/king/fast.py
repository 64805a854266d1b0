"""King's own fast model of trick play, for search: the rules of ``rules`` on small ints.

Search plays thousands of deals per decision, so here a card is an int (``suit * 13 +
rank - 2``, suits in ``CDHS`` order) and a deal in play is a ``Play`` with every hand
known (a sampled world).  The model covers trick play only (KG-6, KG-7, KG-9 and the
trick scores of §4.3–4.4, before settlement); ``rules`` stays the reference, and
``tests/test_king_rules.py`` plays deals through both and compares them card by card.
The penalties are read from ``rules.card_penalty`` at import, never written again.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Self

from access_cards.engine.cards import find_deck
from access_cards.games.king.rules import (
    HAND_SIZE,
    HANDS,
    LAST_TWO_TRICK,
    NEGATIVE_DEALS,
    NEGATIVE_TRICK,
    NO_TRICKS_TRICK,
    TRICK_POINTS,
    TRUMPS,
    card_penalty,
)

__all__ = [
    "HEARTS",
    "KH",
    "NEGATIVE",
    "SUITS",
    "TRUMP_INDEX",
    "Play",
    "card_code",
    "card_int",
    "flat_trick_points",
    "legal",
    "penalty",
    "rank",
    "suit",
    "winning_index",
]

SUITS = "CDHS"
HEARTS = SUITS.index("H")
NEGATIVE = NEGATIVE_DEALS  # the rules' own list, in its order
_DECK = find_deck("french52")
_TO_INT = {c.code: SUITS.index(c.suit) * 13 + c.rank - 2 for c in _DECK.cards}
_TO_CODE = {v: k for k, v in _TO_INT.items()}
KH = _TO_INT["KH"]
# Each contract's trump suit as an index (-1: none), in the order of the rules' menu.
TRUMP_INDEX = {
    **{c: -1 if s is None else SUITS.index(s) for c, s in TRUMPS.items()},
    "negative": -1,
}

# What one captured card costs, by deal and card int (0 in deals without penalty cards).
_NO_PENALTY = (0,) * 52
_PENALTY = {
    deal: tuple(card_penalty(deal, _DECK.parse(_TO_CODE[card])) for card in range(52))
    for deal in NEGATIVE_DEALS
}
# A trick's points where every trick is worth the same: the model's deal kinds ("positive",
# "negative" for the negative contract, or a negative deal's name) to points.
_FLAT = {"positive": TRICK_POINTS, "negative": -NEGATIVE_TRICK, "no_tricks": NO_TRICKS_TRICK}


def card_int(code: str) -> int:
    """The model's int for a card code (``QS`` → 49)."""
    return _TO_INT[code]


def card_code(card: int) -> str:
    """The card code of a model int."""
    return _TO_CODE[card]


def suit(card: int) -> int:
    """0..3, in ``CDHS`` order."""
    return card // 13


def rank(card: int) -> int:
    """2..14 (ace high)."""
    return card % 13 + 2


def penalty(deal: str, card: int) -> int:
    """Points one captured card costs in a card-penalty deal (0 if none); §4.3."""
    return _PENALTY.get(deal, _NO_PENALTY)[card]


def flat_trick_points(deal: str) -> int | None:
    """The points of every trick in a deal where all tricks are worth the same, else None."""
    return _FLAT.get(deal)


def legal(
    hand: Sequence[int], trick: Sequence[int], deal: str, no_heart_lead: bool, forced_kh: bool
) -> list[int]:
    """KG-6 following and the lead restrictions of deals 2 and 5 (as ``rules.legal_cards``)."""
    if trick:
        led = trick[0] // 13
        same = [c for c in hand if c // 13 == led]
        if same:
            return same
        if forced_kh and deal == "king_of_hearts" and KH in hand:
            return [KH]
        return list(hand)
    others = [c for c in hand if c // 13 != HEARTS]
    if others and (deal == "no_hearts" or (deal == "king_of_hearts" and no_heart_lead)):
        return others
    if deal == "king_of_hearts" and len(hand) > 1:
        return [c for c in hand if c != KH]
    return list(hand)


def winning_index(trick: Sequence[int], trump: int) -> int:
    """Index in ``trick`` of the card winning so far (KG-7, as ``rules.trick_winner``)."""
    best = 0
    for i in range(1, len(trick)):
        c, top = trick[i], trick[best]
        if c // 13 == top // 13:
            if c > top:
                best = i
        elif c // 13 == trump:
            best = i
    return best


class Play:
    """Trick play from a position with every hand known (a sampled world).

    ``deal`` is a negative deal's name, ``positive`` or ``negative`` (the negative
    contract); ``points`` are each seat's points from the tricks it has won (before
    settlement, and without the negative contract's 325); ``gone`` is a bitmask of the
    cards played.
    """

    __slots__ = (
        "deal",
        "gone",
        "hands",
        "kh_forced_discard",
        "kh_no_heart_lead",
        "leader",
        "points",
        "trick",
        "tricks_played",
        "trump",
    )

    def __init__(
        self,
        deal: str,
        trump: int,
        hands: list[list[int]],
        trick: list[int],
        leader: int,
        tricks_played: int,
        points: list[int],
        gone: int,
        kh_no_heart_lead: bool = False,
        kh_forced_discard: bool = False,
    ) -> None:
        self.deal = deal
        self.trump = trump
        self.hands = hands
        self.trick = trick
        self.leader = leader
        self.tricks_played = tricks_played
        self.points = points
        self.gone = gone
        self.kh_no_heart_lead = kh_no_heart_lead
        self.kh_forced_discard = kh_forced_discard

    def copy(self) -> Self:
        """An independent copy (of the same class: bots add their play-outs to it)."""
        return self.__class__(
            self.deal,
            self.trump,
            [list(h) for h in self.hands],
            list(self.trick),
            self.leader,
            self.tricks_played,
            list(self.points),
            self.gone,
            self.kh_no_heart_lead,
            self.kh_forced_discard,
        )

    @property
    def mover(self) -> int:
        return (self.leader + len(self.trick)) % HANDS

    @property
    def over(self) -> bool:
        return self.tricks_played >= HAND_SIZE

    def legal(self) -> list[int]:
        """The cards the seat to move may play."""
        return legal(
            self.hands[self.mover],
            self.trick,
            self.deal,
            self.kh_no_heart_lead,
            self.kh_forced_discard,
        )

    def play(self, card: int) -> None:
        """The seat to move plays ``card`` (legal: not checked); a full trick is scored."""
        self.hands[self.mover].remove(card)
        self.trick.append(card)
        self.gone |= 1 << card
        if len(self.trick) == HANDS:
            self._close_trick()

    def _close_trick(self) -> None:
        winner = (self.leader + winning_index(self.trick, self.trump)) % HANDS
        self.tricks_played += 1
        self.points[winner] += self._trick_points()
        self.trick = []
        self.leader = winner

    def _trick_points(self) -> int:
        """As ``rules.trick_points`` (``tricks_played`` already counts this trick)."""
        flat = _FLAT.get(self.deal)
        if flat is not None:
            return flat
        if self.deal == "last_two":
            return LAST_TWO_TRICK if self.tricks_played >= HAND_SIZE - 1 else 0
        table = _PENALTY[self.deal]
        return sum(table[c] for c in self.trick)
