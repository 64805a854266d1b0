"""Whether a turn can still be finished (the issue's "no dead ends"; R40-9, R40-10,
R40-11, R40-13e/f): the check behind every meld, lay-off, swap and discard-draw offered.

A turn can be finished when a sequence of melds and lay-offs meets its duties (the
opening total, the taken card, the freed jokers) and leaves a card that may be discarded.
Swaps are not searched as a way to finish: an action is offered only when a path without
them exists, so no offered action leads to a dead end.
"""

from __future__ import annotations

from typing import Any, NamedTuple

from access_cards.games.rummy40.melds import (
    JK,
    MeldSpec,
    all_melds,
    best_packing,
    melds_with,
    packing_bound,
    reaches,
    without,
)

__all__ = ["Duties", "can_finish"]


class Duties(NamedTuple):
    """What the rest of the turn must do.

    ``need``: opening value still missing (unopened and opening); ``taken``: the card taken
    from the discard still to be used (-1: none); ``blocked``: a card that may not be
    discarded (the taken card until used); ``jokers``: freed jokers to place; ``cap``: how
    many jokers the table can take by lay-off; ``taken_fits``: the taken card fits a
    lay-off; ``layoff_ok``: lay-offs allowed once opened this turn.

    A named tuple, not a frozen dataclass: one is made for every candidate action, and a
    tuple is made several times faster.
    """

    opened: bool
    need: int = 0
    taken: int = -1
    blocked: int = -1
    jokers: int = 0
    cap: int = 0
    taken_fits: bool = False
    layoff_ok: bool = True
    rule: str = "new_meld"


def _discardable(counts: list[int], blocked: int) -> bool:
    """Whether a card other than ``blocked`` (-1: none) is left."""
    return sum(counts) > (counts[blocked] if blocked >= 0 else 0)


def can_finish(counts: list[int], duty: Duties, memo: dict[Any, int]) -> bool:
    """Whether some melds and lay-offs from ``counts`` meet ``duty`` and keep a card."""
    if not duty.opened and duty.need > 0:
        return _can_open(counts, duty, memo)
    if duty.taken >= 0:
        return _can_use_taken(counts, duty, memo)
    if duty.jokers > 0:
        return _can_place_joker(counts, duty, memo)
    return _discardable(counts, duty.blocked)


def _can_open(counts: list[int], duty: Duties, memo: dict[Any, int]) -> bool:
    """R40-11: melds only, until their total reaches the opening minimum."""
    if packing_bound(counts) < duty.need:
        return False
    taken = duty.taken
    must_hold = taken >= 0 and (
        duty.rule == "new_meld"
        or (duty.rule == "meld_or_layoff" and not (duty.layoff_ok and duty.taken_fits))
    )
    if not must_hold:
        keep = duty.blocked if duty.rule == "any_meld" else -1
        return best_packing(counts, keep, memo) >= duty.need
    if not counts[taken]:
        return False
    for _kind, cards, value in melds_with(counts, taken):
        # The rest must leave a card (a packing of 0 or more) and reach what is missing.
        if reaches(without(counts, cards), max(0, duty.need - value), -1, memo):
            return True
    return False


def _after_meld(duty: Duties, cards: tuple[int, ...], taken_done: bool) -> Duties:
    used = cards.count(JK)
    return Duties(
        True,
        jokers=max(0, duty.jokers - used),
        cap=duty.cap,
        blocked=-1 if taken_done and duty.blocked in cards else duty.blocked,
        layoff_ok=duty.layoff_ok,
        rule=duty.rule,
    )


def _can_use_taken(counts: list[int], duty: Duties, memo: dict[Any, int]) -> bool:
    """R40-10: a new meld with the taken card (or per the option a lay-off, any meld)."""
    taken = duty.taken
    if duty.rule != "any_meld" and not counts[taken]:
        return False  # laid off or swapped onto the table: no new meld can hold it now
    specs: list[MeldSpec] = (
        all_melds(counts) if duty.rule == "any_meld" else melds_with(counts, taken, True)
    )
    if duty.jokers == 0:
        # After the meld only the discard is left: a card other than the blocked one must
        # stay (what ``can_finish`` finds, without its steps).
        size = sum(counts)
        for _kind, cards, _value in specs:
            blocked = -1 if duty.blocked in cards else duty.blocked
            if size - len(cards) > (counts[blocked] if blocked >= 0 else 0):
                return True
    else:
        for _kind, cards, _value in specs:
            if can_finish(without(counts, cards), _after_meld(duty, cards, True), memo):
                return True
    if duty.rule == "meld_or_layoff" and duty.layoff_ok and duty.taken_fits:
        rest = without(counts, (taken,))
        after = Duties(True, jokers=duty.jokers, cap=duty.cap, layoff_ok=True, rule=duty.rule)
        return can_finish(rest, after, memo)
    return False


def _can_place_joker(counts: list[int], duty: Duties, memo: dict[Any, int]) -> bool:
    """R40-13e: a freed joker goes to the table this turn, by lay-off or in a new meld."""
    if not counts[JK]:
        return False
    if duty.layoff_ok and duty.cap > 0:
        after = Duties(
            True, jokers=duty.jokers - 1, cap=duty.cap - 1, blocked=duty.blocked, rule=duty.rule
        )
        if can_finish(without(counts, (JK,)), after, memo):
            return True
    for _kind, cards, _value in melds_with(counts, JK):
        if can_finish(without(counts, cards), _after_meld(duty, cards, False), memo):
            return True
    return False
