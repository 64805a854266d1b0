"""R40-16 and saves: a save taken after the stock was reshuffled loads and goes on exactly.

A save is loaded by replaying the deal's moves from its start with the random generator as
it stood at the save; a reshuffle that drew from that generator came out differently on the
replay, and the save was refused ("you do not hold those cards")."""

from __future__ import annotations

import random

from access_cards.games.rummy40 import GAME


def test_a_save_after_a_reshuffle_resumes_the_same_hand() -> None:
    state = GAME.new_state(2, seed=0)
    rng = random.Random(0)
    reshuffled = 0
    while not state.is_over and reshuffled < 2:
        events = state.apply(rng.choice(state.legal_actions()))
        reshuffled += sum(e.type == "reshuffle" for e in events)
    assert reshuffled >= 1, "this seed reshuffles the stock"
    copy = GAME.from_json(state.to_json())
    assert copy.to_json() == state.to_json()
    while not state.is_over:
        assert copy.legal_actions() == state.legal_actions()
        action = rng.choice(state.legal_actions())
        assert copy.apply(str(action)) == state.apply(action)
    assert copy.to_json() == state.to_json()


def test_the_reshuffle_draws_nothing_from_the_match_generator() -> None:
    state = GAME.new_state(2, seed=0)
    rng = random.Random(0)
    before = state.rng.to_json()
    while not state.is_over:
        events = state.apply(rng.choice(state.legal_actions()))
        if any(e.type == "reshuffle" for e in events):
            assert state.rng.to_json() == before
            return
        if any(e.type == "deal_start" for e in events):
            before = state.rng.to_json()
    raise AssertionError("no reshuffle in this hand")
