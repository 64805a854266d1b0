"""Las Vegas phrases: cards in a hand ("the 4 of cups and the knight of swords"), lists of
players with amounts ("Bruno plus 6, you minus 4"), signed chips and the order of play.

Cards are the engine's Italian codes (``4C``, ``10B``), named by the shared card words of
``cards.ftl``; every other word comes from ``lasvegas.ftl``.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from access_cards.engine.cards import find_deck
from access_cards.narration.base import Narrator

__all__ = ["ACTION_KINDS", "DECK", "LasVegasWords", "play_order", "sentence"]

DECK = find_deck("italian40")
# The engine's action words (DESIGN.md §3); every language accepts them typed.
ACTION_KINDS = ("check", "bet", "call", "raise", "fold")


def sentence(text: str) -> str:
    """``text`` with a capital first letter."""
    return text[:1].upper() + text[1:]


def play_order(seats: int, dealer: int) -> list[int]:
    """Every seat from the first after the dealer (LV-16's order, the order of speaking)."""
    return [(dealer + step) % seats for step in range(1, seats + 1)]


class LasVegasWords(Narrator):
    """The phrases every part of the Las Vegas narrator shares."""

    game = "lasvegas"
    deck = DECK.name
    ACTION_KINDS = ACTION_KINDS

    # -- cards -------------------------------------------------------------------

    def cards_the(self, codes: Iterable[str]) -> str:
        """ "the 4 of cups, the 4 of batons and the knight of swords"."""
        return self.t.join([self.card_the(c) for c in codes])

    def rank_a(self, rank: int) -> str:
        """A centre card heard by its value only: "a 7", "an ace", "un fante"."""
        return self.t("lasvegas-rank-a", rank=rank)

    # -- players -----------------------------------------------------------------

    def you_first(self, seats: Iterable[int]) -> list[int]:
        return sorted(seats, key=lambda s: not self.is_you(s))

    def who(self, seats: Iterable[int]) -> str:
        """ "you, Bruno and Carla": the listener first, then in the order given."""
        return self.t.join([self.list_name(s) for s in self.you_first(seats)])

    def who_after(self, seats: Iterable[int]) -> str:
        """The same list after a preposition: "a te e Bruno" in Italian."""
        you = self.t("lasvegas-you-object")
        said = [you if self.is_you(s) else self.name(s) for s in self.you_first(seats)]
        return self.t.join(said)

    def person(self, seats: Sequence[int]) -> str:
        """The verb's person: ``you`` alone, ``one`` other, ``withyou`` or ``many``."""
        you = any(self.is_you(s) for s in seats)
        if len(seats) == 1:
            return "you" if you else "one"
        return "withyou" if you else "many"

    def items(self, pairs: Iterable[tuple[int, Any]]) -> str:
        """ "You 48, Bruno 56": seats with an amount each, a list that begins a sentence."""
        said = [self.t("lasvegas-item", name=self.list_name(s), amount=a) for s, a in pairs]
        return sentence(self.t.join(said, style="unit"))

    # -- numbers -----------------------------------------------------------------

    def signed(self, amount: int) -> str:
        """ "plus 6", "minus 4", "0": chips won or lost, the sign in words."""
        sign = "plus" if amount > 0 else "minus" if amount < 0 else "zero"
        return self.t("lasvegas-signed", sign=sign, amount=abs(amount))

    def stacks_line(
        self, stacks: Sequence[int], seats: Iterable[int], msg_id: str = "lasvegas-stacks"
    ) -> str:
        """ "Chips. You 48, Bruno 56, Carla 46." for ``seats`` in seat order."""
        return self.t(msg_id, items=self.items((s, stacks[s]) for s in sorted(seats)))

    # -- what the mover may do, from the view's limits ---------------------------

    def options(self, limits: Mapping[str, Any], stack: int) -> list[str]:
        """ "check", "bet 1 to 9"; or "call 3", "raise 1 to 6", "fold": the legal moves
        with their amounts, from the view's ``limits`` and the mover's ``stack``."""
        to_call = limits["to_call"]
        said = []
        if to_call == 0:
            said.append(self.t("lasvegas-may-check"))
            if limits["bet"]:
                said.append(self._span("lasvegas-may-bet", limits["bet"]))
            return said
        if limits["call"]:
            pays = min(to_call, stack)
            allin = "yes" if pays >= stack else "no"
            said.append(self.t("lasvegas-may-call", amount=pays, count=pays, allin=allin))
        if limits["raise"]:
            said.append(self._span("lasvegas-may-raise", limits["raise"]))
        said.append(self.t("lasvegas-may-fold"))
        return said

    def _span(self, msg_id: str, span: Sequence[int]) -> str:
        low, high = span
        return self.t(msg_id, low=low, high=high, one="yes" if low == high else "no")

    def may(self, view: Mapping[str, Any]) -> str:
        """ "You may call 3, raise 1 to 6, or fold." for the mover of ``view``."""
        limits, mover = view["limits"], view["current_player"]
        stack = view["stacks"][mover]
        said = self.t("lasvegas-may", options=self.t.join(self.options(limits, stack), style="or"))
        if limits["to_call"] and not limits["call"]:
            cannot = self.t("lasvegas-cannot-call", amount=limits["to_call"], count=stack)
            return f"{cannot} {said}"
        return said
