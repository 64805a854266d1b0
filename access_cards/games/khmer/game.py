"""Khmer (team SAIEN, 2010): RULES.md §1, rules KH-1…KH-13 — the cards, the actions, the game.

Two players, sixteen cards valued 1–6.  On a turn a player plays a card to
the table pile, draws the pile's top card to his face-up front row, discards
a 6 from hand, knocks (if his total is at most the table total) or, in a
match, concedes.  Internally cards are plain ints and hands are counts per
value, because search bots replay thousands of deals per decision.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import ClassVar

from access_cards.engine.cards import find_deck
from access_cards.engine.options import ChoiceOption, IntOption, OptionSchema, SeatOption
from access_cards.engine.state import Game

__all__ = [
    "CONCEDE",
    "DISCARD",
    "DRAW",
    "KNOCK",
    "PLAY",
    "Khmer",
    "KhmerAction",
    "showdown_result",
]

# -- constants ---------------------------------------------------------------

VALUES = (1, 2, 3, 4, 5, 6)
FULL_DECK = (1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 6, 6, 6, 6)
DECK_COUNTS = (0, 2, 2, 2, 2, 2, 6)  # index = value
HAND_SIZE = 6
SET_ASIDE = 4
CODES = ("1", "2", "3", "4", "5", "6")
# KH-10: each dealt card moves hand→pile and pile→front once, or hand→out once.
MAX_DEAL_ACTIONS = 2 * 2 * HAND_SIZE + 1

# Showdown reasons (KH-9), in the order the rule tests them.
OPPONENT_OVER = "opponent_over"
KNOCKER_HIGHER = "knocker_higher"
TIE = "tie"
OPPONENT_HIGHER = "opponent_higher"


# -- actions -----------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class KhmerAction:
    """One Khmer action; ``str()`` is the command a player types."""

    kind: str
    value: int = 0

    def __str__(self) -> str:
        return f"play {self.value}" if self.kind == "play" else self.kind


PLAY = {v: KhmerAction("play", v) for v in VALUES}
DRAW = KhmerAction("draw")
DISCARD = KhmerAction("discard")
KNOCK = KhmerAction("knock")
CONCEDE = KhmerAction("concede")
_SIMPLE = {a.kind: a for a in (DRAW, DISCARD, KNOCK, CONCEDE)}


# -- the game ----------------------------------------------------------------


class Khmer(Game[KhmerAction]):
    """Khmer for two players, as a single deal or a match to a target."""

    name: ClassVar[str] = "khmer"
    title: ClassVar[str] = "Khmer"
    min_seats: ClassVar[int] = 2
    max_seats: ClassVar[int] = 2
    deck = find_deck("khmer")
    options = OptionSchema(
        "khmer",
        ChoiceOption("mode", "match", "a match to the target, or one deal", ("match", "single")),
        IntOption("target", 6, "match points needed to win", low=1, high=99),
        SeatOption("first_player", None, "who moves first in deal 1; default from the seed"),
        ChoiceOption(
            "pile_visibility",
            "full",
            "the whole table pile, or only its top card",
            ("full", "top_only"),
        ),
        ChoiceOption(
            "announce_total", "yes", "whether the table total is announced", ("yes", "no")
        ),
        ChoiceOption(
            "khmer_draw_own_card",
            "allowed",
            "may a player draw the card he just played",
            ("allowed", "forbidden"),
        ),
        ChoiceOption(
            "khmer_stuck_rule",
            "mover_stuck",
            "a mover with no legal action loses the deal",
            ("mover_stuck",),
        ),
        aliases={
            "khmer_toponly_announce_total": "announce_total",
            "variant": "pile_visibility",
        },
    )

    @classmethod
    def read_action(cls, text: str) -> KhmerAction | None:
        """``play N``, ``draw``, ``discard``, ``knock`` or ``concede``, legal or not."""
        return _parse(text)


def _parse(text: str) -> KhmerAction | None:
    words = str(text).strip().lower().split()
    if len(words) == 2 and words[0] == "play" and words[1].isdecimal() and len(words[1]) < 3:
        return PLAY.get(int(words[1]))  # (a number of thousands of digits is no card)
    if len(words) == 2 and words == ["discard", "6"]:
        return DISCARD
    if len(words) == 1:
        return _SIMPLE.get(words[0])
    return None


# -- rules shared by the state and its checks ------------------------------------


def showdown_result(knocker: int, totals: Sequence[int], table: int) -> tuple[int, str]:
    """KH-9: the winner and the reason, from both player totals and the table total."""
    other = 1 - knocker
    tk, to = totals[knocker], totals[other]
    if to > table:
        return knocker, OPPONENT_OVER
    if tk > to:
        return knocker, KNOCKER_HIGHER
    if tk == to:
        return other, TIE
    return other, OPPONENT_HIGHER
