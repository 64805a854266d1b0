"""Khmer positions set up by hand: rules examples, replays and the hard bot's search worlds."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from access_cards.games.khmer.game import FULL_DECK, SET_ASIDE, Khmer
from access_cards.games.khmer.state import KhmerState

__all__ = ["position"]


def position(
    hands: Sequence[Sequence[int]],
    *,
    fronts: Sequence[Sequence[int]] = ((), ()),
    pile: Sequence[int] = (),
    pile_owners: Sequence[int] | None = None,
    mover: int = 0,
    scores: Sequence[int] = (0, 0),
    set_aside: Sequence[int] | None = None,
    sixes_out: Sequence[int] | None = None,
    options: Mapping[str, Any] | None = None,
    seed: int = 0,
) -> KhmerState:
    """A state at a chosen position (rules examples, replays, search worlds).

    Cards not placed go to the set-aside (4 cards, non-6s first) and any 6s
    left over count as discarded by seat 0 unless ``sixes_out`` says otherwise.
    """
    state = Khmer.new_state(2, seed=seed, options={**(options or {}), "first_player": mover})
    assert isinstance(state, KhmerState)
    used = [v for h in hands for v in h] + [v for f in fronts for v in f] + list(pile)
    left = list(FULL_DECK)
    for v in used + list(set_aside or ()):
        left.remove(v)  # ValueError if the position has too many of a value
    if set_aside is None:
        left.sort(key=lambda v: (v == 6, v))
        set_aside, left = left[:SET_ASIDE], left[SET_ASIDE:]
    if any(v != 6 for v in left):
        raise ValueError(f"cards {left} are unaccounted for")
    state.hands = [[list(h).count(v) for v in range(7)] for h in hands]
    state.hand_totals = [sum(h) for h in hands]
    state.hand_sizes = [len(h) for h in hands]
    state.fronts = [list(f) for f in fronts]
    state.front_totals = [sum(f) for f in fronts]
    state.pile = list(pile)
    state.pile_owners = (
        list(pile_owners)
        if pile_owners is not None
        else [(len(pile) - 1 - i + 1 + mover) % 2 for i in range(len(pile))]
    )
    state.table_total = sum(pile)
    state.set_aside = list(set_aside)
    state.sixes_out = list(sixes_out) if sixes_out is not None else [len(left), 0]
    state.scores = list(scores)
    state.mover = mover
    state._check_loaded()
    state._set_up_by_hand()
    return state
