"""Las Vegas' options: RULES.md §3's ⚑ flags in lower case, ``dealer``, ``stack``, ``ante``,
``hands``, ``min_bet`` (LV-3) and the blind-fair ``pile_visibility`` (§3.8)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from access_cards.engine.errors import OptionError
from access_cards.engine.options import ChoiceOption, IntOption, OptionSchema, SeatOption

__all__ = ["LV_OPTIONS", "HandsOption", "check_combination"]

MAX_CHIPS = 1_000_000


@dataclass(frozen=True)
class HandsOption(IntOption):
    """A number of hands, or None (also ``none``, ``unlimited``, empty): no limit."""

    def convert(self, value: Any, seats: int) -> Any:
        if value is None or str(value).strip().lower() in ("none", "unlimited", ""):
            return None
        return super().convert(value, seats)

    def describe(self) -> str:
        return f"{super().describe()}, or none (play until one player is left)"


def check_combination(options: dict[str, Any]) -> None:
    """Refuse a stack no larger than the ante: nobody could bet in the first hand."""
    if options["stack"] <= options["ante"]:
        raise OptionError(
            f"option 'stack' cannot be {options['stack']} with an ante of {options['ante']}:"
            " each player must start with more chips than the ante",
            option="stack",
            valid=(f"a whole number from {options['ante'] + 1} to {MAX_CHIPS}",),
            reason="stack-ante",
            details={"stack": options["stack"], "ante": options["ante"]},
        )


LV_OPTIONS = OptionSchema(
    "lasvegas",
    SeatOption("dealer", None, "LV-17: the dealer of the first hand; default from the seed"),
    IntOption("stack", 50, "LV-3: the chips each player starts with", 2, MAX_CHIPS),
    IntOption("ante", 1, "LV-5: the chips each player puts in at every hand", 1, MAX_CHIPS),
    HandsOption(
        "hands", None, "LV-17: end the match after this many hands; none: play on", 1, 100_000
    ),
    IntOption("min_bet", 1, "LV-3: the smallest bet, and the smallest raise", 1, MAX_CHIPS),
    ChoiceOption(
        "lv_values",
        "nominal_1_to_10",
        "LV-2: card values 1 to 10, or figures 10 and aces 1 (one) or 11 (two or more)",
        ("nominal_1_to_10", "figures10_aces_1or11"),
    ),
    ChoiceOption(
        "lv_direction",
        "ccw",
        "LV-4: counter-clockwise or clockwise; only how neighbours are named",
        ("ccw", "cw"),
    ),
    ChoiceOption(
        "lv_first_speaker",
        "after_dealer",
        "LV-7: the first player in after the dealer opens each round, or the one holding"
        " the most cards",
        ("after_dealer", "most_cards"),
    ),
    ChoiceOption(
        "lv_check_raise",
        "forbidden",
        "LV-9: a player who checked may only call or fold a later bet, or may raise too",
        ("forbidden", "allowed"),
    ),
    ChoiceOption(
        "lv_bet_cap",
        "smallest_stack",
        "LV-11: no bet beyond what every player in can call; side_pots: no cap, all-in"
        " calls and side pots (LV-A4); none: no cap, and a player who cannot call in full"
        " may only fold",
        ("smallest_stack", "side_pots", "none"),
    ),
    ChoiceOption(
        "lv_lasvegas_timing",
        "immediate",
        "LV-13: Las Vegas ends the hand at the discard that empties a hand, or is paid at"
        " the showdown",
        ("immediate", "at_showdown"),
    ),
    ChoiceOption(
        "lv_odd_chip",
        "high_half",
        "LV-16: the odd chip of an odd pot goes to the high half, or to the low half",
        ("high_half", "low_half"),
    ),
    ChoiceOption(
        "pile_visibility",
        "full",
        "§3.8: each centre card with its discards and who made them, or (top_only) its"
        " value and number of cards only",
        ("full", "top_only"),
    ),
    aliases={"first_dealer": "dealer", "variant": "pile_visibility"},
)
