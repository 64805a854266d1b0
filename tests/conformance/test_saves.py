"""A save taken anywhere in a match loads to the same match, which goes on exactly as the
original would: the same legal actions, views and events for the same choices, to the end."""

from __future__ import annotations

import random

import pytest

from access_cards.games import GAMES
from tests.conformance.common import (
    DEAL_START,
    GAME_NAMES,
    AnyGame,
    AnyState,
    about,
    option_mixes,
    random_action,
    runs,
    within,
)

SAVE_RATE = 0.02  # the chance of a save at each step (besides the start and each new deal)
MAX_FOLLOWERS = 8  # resumed copies played alongside the original at one time


def resumed(game: AnyGame, state: AnyState) -> AnyState:
    """The state loaded from its own save, which it must write back identically."""
    text = state.to_json()
    loaded = game.from_json(text)
    assert loaded.to_json() == text, "a loaded save is not written back identically"
    return loaded


def check_same(state: AnyState, copy: AnyState) -> None:
    """The resumed copy is where the original is: mover, actions, scores, views."""
    assert copy.current_player == state.current_player
    assert copy.is_over == state.is_over
    assert copy.legal_actions() == state.legal_actions()
    assert copy.scores == state.scores
    assert copy.result == state.result
    for seat in {state.current_player, None}:
        assert copy.view(seat) == state.view(seat), f"view({seat}) differs after resuming"


def play_with_saves(game: AnyGame, seats: int, options: dict[str, object], seed: int) -> int:
    """A random match saved at its start, at each new deal and at random steps; each resumed
    copy takes the same actions (as text) to the end.  Returns the number of actions."""
    state = game.new_state(seats, seed=seed, options=options)
    rng = random.Random(seed)
    copies: list[AnyState] = []
    new_deal, step = True, 0
    while True:
        if new_deal or rng.random() < SAVE_RATE:
            copies = [*copies, resumed(game, state)][-MAX_FOLLOWERS:]
        for copy in copies:
            check_same(state, copy)
        if state.is_over:
            break
        action = random_action(rng, state)
        events = state.apply(action)
        for copy in copies:
            assert copy.apply(str(action)) == events, f"{action} has other events after resuming"
        new_deal = any(e.type == DEAL_START for e in events)
        step += 1
    resumed(game, state)
    for copy in copies:
        assert copy.to_json() == state.to_json(), "a resumed match ends elsewhere"
    return step


@pytest.mark.parametrize("budget", runs(2_000, 100_000))
@pytest.mark.parametrize("name", GAME_NAMES)
def test_saves_resume_the_same_match(name: str, budget: int) -> None:
    """Saves at the start, at each new deal and at random steps of random matches over option
    mixes (``budget`` actions in all) load back identically, and each resumed copy plays on
    with the original's actions, views and events to the same end (later deals included)."""
    game = GAMES[name]
    matches = option_mixes(game, seed=1)

    def play(seed: int) -> int:
        seats, options = next(matches)
        with about(name, seats, seed, options):
            return play_with_saves(game, seats, options, seed)

    assert within(budget, play) >= 2
