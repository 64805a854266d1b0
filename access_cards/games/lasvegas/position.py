"""Las Vegas hands set up by hand: rules examples, tests and bots' practice positions."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from access_cards.engine.rng import Rng
from access_cards.games.lasvegas.game import DECK, LasVegas
from access_cards.games.lasvegas.state import LasVegasState

__all__ = ["deck_for", "position"]


def deck_for(hands: Sequence[Sequence[str]], centre: Sequence[str]) -> list[str]:
    """A whole deck in the contract's order: ``hands`` (seat order), C1..C4, the rest."""
    placed = [DECK.parse(c).code for h in hands for c in h] + [DECK.parse(c).code for c in centre]
    return placed + [c.code for c in DECK.cards if c.code not in placed]


def position(
    hands: Sequence[Sequence[str]],
    centre: Sequence[str],
    *,
    dealer: int = 0,
    stacks: Sequence[int] | None = None,
    options: Mapping[str, Any] | None = None,
    seed: int = 0,
) -> LasVegasState:
    """The first hand just dealt from these cards by ``dealer``.  ``stacks``: each seat's
    chips before the ante (default: the ``stack`` option); a match with stacks of its own
    plays on, but is set up by hand: its saves cannot be loaded."""
    seats = len(hands)
    if not LasVegas.min_seats <= seats <= LasVegas.max_seats:
        raise ValueError(f"Las Vegas is for 2 to 6 players, not {seats}")
    given = LasVegas.options.resolve({**(options or {}), "dealer": dealer}, seats)
    state = LasVegasState(seats, given, Rng(seed))
    if stacks is not None:
        if len(stacks) != seats or min(stacks) <= state.ante:
            raise ValueError("give one stack a seat, each larger than the ante")
        state.scores = list(stacks)
    state._start_match(LasVegas.read_deck(deck_for(hands, centre)))
    if stacks is not None:
        state._set_up_by_hand()
    return state
