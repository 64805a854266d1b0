"""Why an action is refused: reason codes and details for narration (RULES.md §3.4)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from access_cards.games.lasvegas.actions import LVAction
    from access_cards.games.lasvegas.state import LasVegasState

__all__ = ["REASONS", "why_illegal"]

REASONS = (
    "match_over",
    "nothing_to_call",
    "nothing_to_raise",
    "cannot_fold",
    "facing_bet",
    "cannot_cover",
    "checked_may_not_raise",
    "no_bet_possible",
    "no_raise_possible",
    "amount_too_low",
    "amount_too_high",
)

Why = tuple[str, str, dict[str, Any]]


def why_illegal(state: LasVegasState, action: LVAction) -> Why:
    seat = state.mover
    if seat is None:
        return "match_over", "the match is over", {}
    to_call, _may_call, low, high = state.limits()
    kind = action.kind
    if to_call == 0:
        if kind == "call":
            return "nothing_to_call", "nobody has bet in this round: check or bet", {}
        if kind == "raise":
            return "nothing_to_raise", "nobody has bet in this round: bet instead", {}
        if kind == "fold":
            return "cannot_fold", "there is no bet to fold against: check instead", {}
        return _why_amount(state, "bet", action.amount, low, high)
    if kind in ("check", "bet"):
        return (
            "facing_bet",
            f"a bet has been made: call {to_call}, raise or fold",
            {"to_call": to_call, "level": state.level},
        )
    if kind == "call":
        stack = state.scores[seat]
        return (
            "cannot_cover",
            f"you cannot call {to_call} with {stack} chips: you may only fold",
            {"to_call": to_call, "stack": stack},
        )
    if state.checked[seat] and not state._check_raise:
        return (
            "checked_may_not_raise",
            f"you checked in this round, so you may only call {to_call} or fold",
            {"to_call": to_call},
        )
    return _why_amount(state, "raise", action.amount, low, high)


def _why_amount(state: LasVegasState, kind: str, amount: int, low: int, high: int) -> Why:
    """A bet or raise of a size the rules do not allow now (LV-3, LV-11)."""
    details = {"amount": amount, "low": low, "high": high, "cap": state.cap_rule}
    if high < low:
        reason = "no_bet_possible" if kind == "bet" else "no_raise_possible"
        cause = (
            "a player in the hand could not call any more"
            if state.cap_rule == "smallest_stack"
            else "you have no chips for it, or nobody could answer it"
        )
        what = "bet" if kind == "bet" else "raise"
        return reason, f"nobody may {what} now: {cause}", details
    if amount < low:
        return "amount_too_low", f"the smallest {kind} is {low}", details
    return "amount_too_high", f"you may {kind} {low} to {high}, not {amount}", details
