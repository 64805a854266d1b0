"""King's options (RULES.md §4: every ⚑ flag, in lower case, plus DESIGN.md's ``dealer``).

``deals`` lists the deals to play, in order, as comma-separated names, so a
single deal type can be practised alone; it is kept as canonical text so a
save's options resolve to exactly the same value.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from access_cards.engine.errors import OptionError
from access_cards.engine.options import ChoiceOption, OptionSchema, SeatOption
from access_cards.games.king.rules import DEAL_NAMES, DEFAULT_DEALS

__all__ = ["KING_OPTIONS", "DealsOption", "check_combination", "deal_list"]


@dataclass(frozen=True)
class DealsOption(ChoiceOption):
    """A non-empty comma-separated list of deal names (each one of ``choices``)."""

    def convert(self, value: Any, seats: int) -> Any:
        items = value if isinstance(value, list | tuple) else str(value).split(",")
        names = [str(item).strip().lower().replace("-", "_") for item in items]
        bad = [n for n in names if n not in self.choices]
        if bad or not names:
            shown = ", ".join(repr(b) for b in bad) or "an empty list"
            raise OptionError(
                f"option {self.name!r} cannot contain {shown}; valid deal names: {self.describe()}",
                option=self.name,
                valid=self.choices,
            )
        return ",".join(names)


def check_combination(options: dict[str, Any]) -> None:
    """Refuse options that contradict each other: the fairness variant has no assists."""
    history = options["king_trick_history"]
    if options["pile_visibility"] == "top_only" and history != "last_trick_only":
        raise OptionError(
            f"option 'king_trick_history' cannot be {history!r} with pile_visibility=top_only:"
            " the top-card-only variant lets nobody review earlier tricks",
            option="king_trick_history",
            valid=("last_trick_only",),
        )


def deal_list(value: str) -> list[str]:
    """The deal names of a resolved ``deals`` option."""
    return value.split(",")


def _switch(name: str, help: str) -> ChoiceOption:
    return ChoiceOption(name, "off", help, ("off", "on"))


KING_OPTIONS = OptionSchema(
    "king",
    SeatOption("dealer", None, "the dealer of deal 1; default from the seed"),
    ChoiceOption(
        "positive_mode",
        "auction",
        "KG-20: auction the choice of contract, or the dealer simply chooses",
        ("auction", "simple"),
    ),
    DealsOption("deals", ",".join(DEFAULT_DEALS), "the deals to play, in order", tuple(DEAL_NAMES)),
    ChoiceOption(
        "king_first_lead",
        "dealer",
        "KG-5: who leads the first trick of a deal",
        ("dealer", "dealer_left"),
    ),
    _switch("king_early_stop", "KG-7: deals 2 to 5 stop once every penalty card is taken"),
    _switch("king_kh_no_heart_lead", "KG-9: deal 5, no heart lead while holding another suit"),
    _switch("king_kh_forced_discard", "KG-9: deal 5, a player void in the suit led plays K♥"),
    ChoiceOption(
        "king_failed_auction",
        "fewer_than_3_offers",
        "KG-17: when the Beneficiary may declare a failed auction",
        ("fewer_than_3_offers", "top_bid_at_most_plus1"),
    ),
    ChoiceOption(
        "king_minus_settlement",
        "absorb_b_tricks",
        "KG-18: a minus bid covers up to n of B's tricks, or always pays 75·n",
        ("absorb_b_tricks", "fixed_transfer"),
    ),
    ChoiceOption(
        "king_positive_lead",
        "dealer",
        "KG-19: who leads a positive deal when the right was sold",
        ("dealer", "declarer"),
    ),
    ChoiceOption(
        "king_trick_history",
        "last_trick_only",
        "§4.8: what every player may review: the last trick only; also each player's"
        " penalty cards; or every card played",
        ("last_trick_only", "penalty_cards", "full"),
    ),
    ChoiceOption(
        "pile_visibility",
        "full",
        "§4.8 / A5.2: top_only is the fairness variant, the current trick only (no last trick)",
        ("full", "top_only"),
    ),
    aliases={
        "king_positive_mode": "positive_mode",
        "first_dealer": "dealer",
        "variant": "pile_visibility",
    },
)
