"""Seeded random matches of every game keep the contract's invariants at every step."""

from __future__ import annotations

import random
from typing import Any

import pytest

from access_cards.games import GAMES, find
from tests.conformance.checks import check_events, check_state
from tests.conformance.common import (
    GAME_NAMES,
    MAX_ACTIONS,
    AnyGame,
    about,
    mixes,
    option_mixes,
    random_action,
    runs,
    within,
)

# Every legal action is tried, on copies of the state, at every TRY_ALL-th step
# (copies come from saves, which replay the deal: trying at every step is slow).
TRY_ALL = 23


def check_every_action_applies(game: AnyGame, state: Any, seats: int) -> None:
    """Each legal action (object and text alike) applies to a copy of the state."""
    saved = state.to_json()
    for i, action in enumerate(state.legal_actions()):
        copy = game.from_json(saved)
        check_events(copy.apply(action if i % 2 else str(action)), seats)
    assert state.to_json() == saved, "trying actions on copies changed the state"


def play_checked(game: AnyGame, seats: int, options: dict[str, Any], seed: int) -> int:
    """One random match with every invariant checked before each step and at the end;
    returns the number of actions."""
    state = game.new_state(seats, seed=seed, options=options)
    rng = random.Random(seed)
    check_events(state.start_events, seats)
    for step in range(MAX_ACTIONS):
        check_state(game, state)
        if state.is_over:
            return step
        if step % TRY_ALL == 0:
            check_every_action_applies(game, state, seats)
        check_events(state.apply(random_action(rng, state)), seats)
    raise AssertionError(f"the match did not end within {MAX_ACTIONS} actions")


@pytest.mark.parametrize("budget", runs(4_000, 600_000))
@pytest.mark.parametrize("name", GAME_NAMES)
def test_random_matches_keep_the_invariants(name: str, budget: int) -> None:
    """Random matches over option mixes (``budget`` actions in all): legal actions exist while
    running and each applies, every action's text reads back to it, events and views are
    JSON, placings follow the scores at the end, and every match ends within MAX_ACTIONS."""
    game = GAMES[name]
    matches = option_mixes(game)

    def play(seed: int) -> int:
        seats, options = next(matches)
        with about(name, seats, seed, options):
            return play_checked(game, seats, options, seed)

    assert within(budget, play) >= 2


@pytest.mark.parametrize("name", GAME_NAMES)
def test_the_same_seed_plays_the_same_match(name: str) -> None:
    """Two states from one seed and options give the same save and events at every step."""
    game = GAMES[name]
    for seed, (seats, options) in enumerate(mixes(game, 5)):
        one = game.new_state(seats, seed=seed, options=options)
        two = game.new_state(seats, seed=seed, options=options)
        assert one.start_events == two.start_events
        rng = random.Random(seed)
        while not one.is_over:
            assert one.to_json() == two.to_json()
            action = random_action(rng, one)
            assert one.apply(action) == two.apply(str(action))
        assert one.to_json() == two.to_json()


@pytest.mark.parametrize("name", GAME_NAMES)
def test_the_game_is_found_by_name_and_refuses_bad_seats_and_options(name: str) -> None:
    """``find`` gives the registered class; seat counts and options outside the schema raise
    ValueError."""
    game = GAMES[name]
    assert find(name) is game and find(name.upper()) is game
    assert 1 <= game.min_seats <= game.max_seats
    for seats in (game.min_seats - 1, game.max_seats + 1):
        with pytest.raises(ValueError):
            game.new_state(seats, seed=1)
    with pytest.raises(ValueError):
        game.new_state(game.min_seats, seed=1, options={"no_such_option": "on"})
    for option in game.options:
        with pytest.raises(ValueError):
            game.new_state(game.min_seats, seed=1, options={option.name: "no such value"})
