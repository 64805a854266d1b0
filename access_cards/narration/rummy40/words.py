"""Rummy 40 phrases: melds ("a run of hearts, 7, joker as 8, and 9"), meld references
("Anna's meld 3"), hands by suit with duplicates counted ("Hearts, three cards. Two 7s and
king."), card lists and signed chips.

Cards are the engine's codes (``7H``, ``JK``); every word comes from ``rummy40.ftl`` and the
shared card words of ``cards.ftl``.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from access_cards.engine.cards import JOKER, find_deck
from access_cards.narration.base import Narrator

__all__ = ["ACTION_KINDS", "DECK", "Rummy40Words", "sentence"]

DECK = find_deck("rummy40")
# The engine's action words (DESIGN.md §3); every language accepts them typed.
ACTION_KINDS = ("draw", "meld", "layoff", "swap", "discard")


def sentence(text: str) -> str:
    """``text`` with a capital first letter."""
    return text[:1].upper() + text[1:]


class Rummy40Words(Narrator):
    """The phrases every part of the Rummy 40 narrator shares."""

    game = "rummy40"
    deck = DECK.name

    # -- cards -------------------------------------------------------------------

    def rank_of(self, code: str) -> int:
        return self.cards.card(code).rank

    def suit_of(self, code: str) -> str:
        return self.cards.card(code).suit

    def is_joker(self, code: str) -> bool:
        return code == JOKER.code

    def cards_the(self, codes: Iterable[str]) -> str:
        """ "the 7 of hearts, the 8 of hearts and the joker"."""
        return self.t.join([self.card_the(c) for c in codes])

    def cards_counted(self, codes: Iterable[str]) -> str:
        """ "the 7 of hearts and the two 3s of diamonds": cards in the order given, a card
        held twice (two decks) said once as a pair, not "the 3 of diamonds and the 3 of
        diamonds"."""
        held = Counter(codes)
        said = []
        for code, count in held.items():
            if count == 1:
                said.append(self.card_the(code))
                continue
            card = self.cards.card(code)
            pair = self.t("rummy40-card-pair", rank=card.rank, suit=card.suit)
            said += [pair] * (count // 2) + [self.card_the(code)] * (count % 2)
        return self.t.join(said)

    def codes_typed(self, codes: Iterable[str]) -> str:
        """Codes as the listener types them: "7C 8C 9C" in Italian for 7H 8H 9H."""
        return " ".join(self.cards.code(c) for c in codes)

    def codes_spoken(self, codes: Iterable[str]) -> str:
        """Codes as typed, written to be heard right: "7 S 8 S 9 S", never "7S", which a
        voice says "sevens" (issue 25); typed so, they are read back as the same cards."""
        return " ".join(self.cards.spoken_code(c) for c in codes)

    # -- melds -------------------------------------------------------------------

    def meld_words(
        self, kind: str, cards: Sequence[str], jokers: Sequence[Mapping[str, Any]]
    ) -> str:
        """A meld's cards in table order: "a run of hearts, 7, joker as 8, and 9", "a set of
        kings, diamonds, spades and joker", "a closed set of 3s, …" (4 cards)."""
        naturals = [c for c in cards if not self.is_joker(c)]
        first = naturals[0]
        if kind == "run":
            stands = {j["position"]: j["stands_for"] for j in jokers}
            items = []
            for position, code in enumerate(cards):
                if self.is_joker(code):
                    rank = self.cards.rank(self.rank_of(stands[position]))
                    items.append(self.t("rummy40-joker-as", rank=rank))
                else:
                    items.append(self.cards.rank(self.rank_of(code)))
            return self.t("rummy40-run", suit=self.suit_of(first), cards=self.t.join(items))
        items = [self.cards.suit(self.suit_of(c)) for c in naturals]
        items += [self.t("rummy40-set-joker")] * (len(cards) - len(naturals))
        return self.t(
            "rummy40-set", rank=self.rank_of(first), count=len(cards), cards=self.t.join(items)
        )

    def meld_data_words(self, meld: Mapping[str, Any]) -> str:
        """A meld of the view or of an event (its ``kind``, ``cards``, ``jokers``)."""
        return self.meld_words(meld["kind"], meld["cards"], meld["jokers"])

    def meld_ref(self, number: int, owner: int, actor: int | None = None) -> str:
        """ "Anna's meld 3", "your meld 3"; "their own meld 3" when ``actor``, the one who
        lays off on it, owns it ("Anna lays off … on their own meld 3", not "on Anna's")."""
        if self.is_you(owner):
            return self.t("rummy40-meld-ref-you", number=number)
        if owner == actor:
            return self.t("rummy40-meld-ref-own", number=number)
        return self.t("rummy40-meld-ref", number=number, owner=self.name(owner))

    # -- a hand ------------------------------------------------------------------

    def hand_words(self, codes: Iterable[str]) -> str:
        """ "Clubs, two cards. 4 and 5. Hearts, three cards. Two 7s and king. One joker.":
        the suits in order, each group low to high with its count said apart from the ranks,
        duplicates counted; suits with no card are left out."""
        held = Counter(codes)
        parts = []
        for suit in self.cards.suits:
            group = sorted((c for c in held if self.suit_of(c) == suit), key=self.rank_of)
            if not group:
                continue
            items = [self._rank_count(self.rank_of(c), held[c]) for c in group]
            count = sum(held[c] for c in group)
            ranks = sentence(self.t.join(items))
            parts.append(sentence(self.t("rummy40-hand-suit", suit=suit, count=count, ranks=ranks)))
        jokers = held.get(JOKER.code, 0)
        if jokers:
            parts.append(sentence(self.t("rummy40-hand-jokers", count=jokers)))
        return " ".join(parts)

    def _rank_count(self, rank: int, count: int) -> str:
        if count == 1:
            return self.cards.rank(rank)
        return self.t("rummy40-rank-count", rank=rank, count=count)

    # -- numbers -----------------------------------------------------------------

    def signed(self, amount: int) -> str:
        """ "plus 136", "minus 69", "0": chips with the sign in words."""
        sign = "plus" if amount > 0 else "minus" if amount < 0 else "zero"
        return self.t("rummy40-signed", sign=sign, amount=abs(amount))

    def chips_line(
        self, chips: Sequence[int], msg_id: str, seats: Iterable[int] | None = None
    ) -> str:
        """ "Chips. You plus 136, Anna minus 69." in seat order (``seats``: only these)."""
        shown = range(len(chips)) if seats is None else seats
        items = [
            self.t("score-item", name=self.list_name(s), points=self.signed(chips[s]))
            for s in shown
        ]
        return self.t(msg_id, items=sentence(self.t.join(items, style="unit")))
