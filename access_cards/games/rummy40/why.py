"""Why an action is refused: reason codes and details for narration (RULES.md §2)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from access_cards.games.rummy40.actions import NO_MELD
from access_cards.games.rummy40.melds import (
    CODES,
    INDEX,
    JK,
    MAX_JOKERS,
    SUITS,
    TableMeld,
    rank_of,
    read_meld,
    suit_of,
)

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
    # A card typed without an end fits where the meld takes it (a joker on a run: at one
    # of its ends, each of which is tried as a move of its own); a refusal then comes from
    # the turn, not from the meld.
    if (
        action.kind == "layoff"
        and action.end not in meld.layoff_ends(card)
        and not (action.end == "" and meld.layoff_ends(card))
    ):
        misfit = _misfit(meld, card, action.end)
        return "does_not_fit", f"{action.cards[0]} does not fit meld {meld.number}", misfit
    if action.kind == "swap":
        fits = [(c,) for c in meld.run_swaps()] + list(meld.set_swaps())
        if tuple(sorted(INDEX[c] for c in action.cards)) not in fits:
            return (
                "no_joker_to_free",
                f"that frees no joker of meld {meld.number}",
                _joker_rule(meld),
            )
    return _duty_reason(state, seat) or (
        "dead_end",
        "that would leave a turn you cannot end",
        {},
    )


def _misfit(meld: TableMeld, card: int, end: str) -> dict[str, Any]:
    """Why ``card`` cannot be laid off on ``meld`` (R40-6, R40-12, R40-13d): ``why`` names
    the rule, with the meld and what it would take."""
    said: dict[str, Any] = {"meld": meld.number, "card": CODES[card]}
    if meld.closed:
        return {**said, "why": "closed"}
    if card == JK and meld.jokers >= MAX_JOKERS:
        return {**said, "why": "jokers"}
    if meld.kind == "set":
        if card == JK or rank_of(card) == meld.lo:  # a joker: the set has room (above)
            return {**said, "why": "suit"}
        return {**said, "why": "rank", "rank": meld.lo}
    if card == JK:  # the run has room for a joker, but not at the end asked
        return {**said, "why": "end", "end": end, "ends": meld.layoff_ends(card)}
    if suit_of(card) != meld.suit:
        return {**said, "why": "suit", "suit": SUITS[meld.suit]}
    takes = [CODES[c] for c, ends in meld.fitting().items() if c != JK and ends]
    freed = card in meld.run_swaps()  # the card of a joker's place: a swap, not a lay-off
    return {**said, "why": "next", "takes": takes, "swap": freed}


def _joker_rule(meld: TableMeld) -> dict[str, Any]:
    """Which cards free a joker of ``meld`` (R40-13): ``frees`` the cards a run's jokers
    stand for, or a 3-card set's missing cards, ``need`` how many of them together."""
    said: dict[str, Any] = {"meld": meld.number, "kind": meld.kind, "jokers": meld.jokers}
    if not meld.jokers:
        return {**said, "why": "none"}
    if meld.closed:
        return {**said, "why": "closed"}
    if meld.kind == "run":
        return {**said, "why": "run", "frees": [CODES[c] for c in meld.run_swaps()], "need": 1}
    missing = [CODES[s * 13 + meld.lo - 2] for s in meld.missing_suits()]
    return {**said, "why": "set", "frees": missing, "need": 2, "rank": meld.lo}


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
