"""Las Vegas' actions and their typed text (DESIGN.md §3, LV-9).

``check`` (bussare), ``bet N`` (puntare), ``call`` (vedere), ``raise N`` (rilanciare: N
more than a call), ``fold`` (lasciare).  Actions are made once and shared: a legal list
is a slice of ready-made bets or raises.
"""

from __future__ import annotations

from dataclasses import dataclass

__all__ = ["BETS", "CALL", "CHECK", "FOLD", "RAISES", "LVAction", "amounts", "read_text"]

MADE = 1_000  # bets and raises made in advance: 1..MADE-1; larger ones on demand
MAX_DIGITS = 9  # an amount typed with more digits is no command (and no absurd int)


@dataclass(frozen=True, slots=True)
class LVAction:
    """One action: ``kind`` (check, bet, call, raise, fold) and, for bet and raise, the
    ``amount`` in chips (a raise's amount is what it adds to the bet)."""

    kind: str
    amount: int = 0

    def __str__(self) -> str:
        return f"{self.kind} {self.amount}" if self.kind in ("bet", "raise") else self.kind


CHECK = LVAction("check")
CALL = LVAction("call")
FOLD = LVAction("fold")
_SIMPLE = {"check": CHECK, "call": CALL, "fold": FOLD}
BETS = [LVAction("bet", n) for n in range(MADE)]
RAISES = [LVAction("raise", n) for n in range(MADE)]
_MADE = {"bet": BETS, "raise": RAISES}


def amounts(kind: str, low: int, high: int) -> list[LVAction]:
    """``bet``/``raise`` actions for every amount from ``low`` to ``high``."""
    made = _MADE[kind]
    if high < MADE:
        return made[low : high + 1]
    return made[low:MADE] + [LVAction(kind, n) for n in range(max(low, MADE), high + 1)]


def read_text(text: str) -> LVAction | None:
    """The action a typed command names, legal now or not; None if it names none."""
    words = str(text).strip().lower().split()
    if len(words) == 1:
        return _SIMPLE.get(words[0])
    if len(words) != 2 or words[0] not in _MADE:
        return None
    number = words[1]
    if not number.isdecimal() or not number.isascii() or len(number) > MAX_DIGITS:
        return None
    amount = int(number)
    return _MADE[words[0]][amount] if amount < MADE else LVAction(words[0], amount)
