"""King positions set up by hand in trick play: rules examples and tests."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from access_cards.games.king.game import DECK, King
from access_cards.games.king.rules import HANDS, Trick
from access_cards.games.king.state import KingState, sorted_cards

__all__ = ["position"]


def position(
    hands: Sequence[Sequence[str]],
    *,
    deal: str = "no_tricks",
    leader: int = 0,
    trick: Sequence[str] = (),
    contract: str | None = None,
    options: Mapping[str, Any] | None = None,
    seed: int = 0,
) -> KingState:
    """A state in trick play at a chosen position (rules examples and tests).

    ``leader`` led the current ``trick`` and deals; the cards no hand or trick holds
    are put in earlier tricks that ``leader`` won, so their number must divide by 4.
    """
    given = {**(options or {}), "deals": deal, "dealer": leader}
    state = King.new_state(HANDS, seed=seed, options=given)
    assert isinstance(state, KingState)
    placed = [DECK.parse(c) for h in hands for c in h] + DECK.parse_many(trick)
    left = [c for c in DECK.cards if c not in placed]
    if len(left) % HANDS or len(placed) + len(left) != len(DECK.cards):
        raise ValueError(f"{len(left)} unplaced cards do not make whole tricks")
    state.hands = [sorted_cards(DECK.parse_many(h)) for h in hands]
    done = [Trick(leader, tuple(left[i : i + HANDS]), leader) for i in range(0, len(left), HANDS)]
    state._set_tricks(DECK.parse_many(trick), done)
    state.auction, state.contract = None, contract
    state.phase, state.leader = "play", leader
    state.mover = (leader + len(trick)) % HANDS
    state._check_loaded()
    state._set_up_by_hand()
    return state
