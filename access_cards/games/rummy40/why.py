"""Why an action is refused: reason codes and details for narration (RULES.md §2)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from access_cards.games.rummy40.actions import NO_MELD
from access_cards.games.rummy40.melds import CODES, INDEX, read_meld

if TYPE_CHECKING:
    from access_cards.games.rummy40.actions import R40Action
    from access_cards.games.rummy40.state import Rummy40State

__all__ = ["REASONS", "why_illegal"]

REASONS = (
    "match_over",
    "must_draw",
    "already_drew",
    "cannot_take_discard",
    "not_in_hand",
    "not_a_meld",
    "no_such_meld",
    "not_opened",
    "no_layoff_in_opening_turn",
    "does_not_fit",
    "no_joker_to_free",
    "opening_too_low",
    "opening_out_of_reach",
    "taken_card_not_used",
    "may_not_discard_taken",
    "freed_joker_not_placed",
    "must_keep_one_card",
    "dead_end",
)

Why = tuple[str, str, dict[str, Any]]


def why_illegal(state: Rummy40State, action: R40Action) -> Why:
    seat = state.mover
    if seat is None:
        return "match_over", "the game is over", {}
    if state.phase == "draw":
        if action.kind != "draw":
            return "must_draw", "draw first: draw stock or draw discard", {}
        top = CODES[state.discard[-1]]
        return (
            "cannot_take_discard",
            f"you may take {top} only if you can meld it this turn"
            + ("" if state.opened[seat] else " in an opening of at least 40"),
            {"card": top, "opened": state.opened[seat]},
        )
    if action.kind == "draw":
        return "already_drew", "you have drawn this turn", {}
    if action.kind == "meld" and action.form == NO_MELD:
        return "not_a_meld", f"{' '.join(action.cards)} make no meld", {"cards": list(action.cards)}
    hand = state.hands[seat]
    wanted = [INDEX[c] for c in action.cards]
    missing = [CODES[c] for c in sorted(set(wanted)) if wanted.count(c) > hand.count(c)]
    if missing:
        # Only the cards lacking: "meld run 8D JK JK" with one joker lacks the second joker.
        return "not_in_hand", f"you do not hold {' '.join(missing)}", {"cards": missing}
    if action.kind in ("layoff", "swap"):
        return _why_table(state, seat, action)
    if action.kind == "discard":
        return _why_discard(state, seat, action)
    return (
        _duty_reason(state, seat)
        or _opening_out_of_reach(state, seat, action)
        or ("dead_end", "that meld leaves a turn you cannot end", {})
    )


def _opening_out_of_reach(state: Rummy40State, seat: int, action: R40Action) -> Why | None:
    """A first meld the rest of the hand cannot bring up to the opening (R40-11)."""
    minimum = state._min_open()
    if state.opened[seat] or not minimum:
        return None
    specs = read_meld([INDEX[c] for c in action.cards], action.form)
    total = state.turn_total + (specs[0][2] if specs else 0)
    if total >= minimum:
        return None
    return (
        "opening_out_of_reach",
        f"with that meld your melds total {total}, and the rest of your hand cannot add the"
        f" {minimum - total} more an opening needs",
        {"total": total, "needed": minimum - total},
    )


def _why_table(state: Rummy40State, seat: int, action: R40Action) -> Why:
    if not 1 <= action.meld <= len(state.melds):
        return "no_such_meld", f"there is no meld {action.meld}", {"melds": len(state.melds)}
    if not state.opened[seat]:
        return "not_opened", "you must open before you lay off or swap", {}
    if state.opening_turn and state.options["r40_layoff_in_opening_turn"] == "no":
        return "no_layoff_in_opening_turn", "no lay-offs or swaps in your opening turn", {}
    meld = state.melds[action.meld - 1]
    card = INDEX[action.cards[0]]
    if (
        action.kind == "layoff"
        and action.end not in meld.layoff_ends(card)
        and not (action.end == "" and meld.layoff_ends(card) and card != 52)
    ):
        return "does_not_fit", f"{action.cards[0]} does not fit meld {meld.number}", {}
    if action.kind == "swap":
        fits = [(c,) for c in meld.run_swaps()] + list(meld.set_swaps())
        if tuple(sorted(INDEX[c] for c in action.cards)) not in fits:
            return "no_joker_to_free", f"that frees no joker of meld {meld.number}", {}
    return _duty_reason(state, seat) or (
        "dead_end",
        "that would leave a turn you cannot end",
        {},
    )


def _why_discard(state: Rummy40State, seat: int, action: R40Action) -> Why:
    reason = _duty_reason(state, seat)
    if reason:
        return reason
    return (
        "may_not_discard_taken",
        "you may not discard the card you took",
        {"card": action.cards[0]},
    )


def _duty_reason(state: Rummy40State, seat: int) -> Why | None:
    duty = state.duties(seat)
    if duty.need > 0:
        return (
            "opening_too_low",
            f"your melds total {state.turn_total}; an opening needs {state.turn_total + duty.need}",
            {"total": state.turn_total, "needed": duty.need},
        )
    if duty.taken >= 0:
        card = CODES[duty.taken]
        return "taken_card_not_used", f"you must meld the {card} you took", {"card": card}
    if duty.jokers:
        return "freed_joker_not_placed", "you must place the freed joker", {"jokers": duty.jokers}
    if len(state.hands[seat]) <= 1:
        return "must_keep_one_card", "you must keep one card to discard", {}
    return None
