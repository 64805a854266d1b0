"""Rummy 40 properties over seeded random hands: cards, melds, chips, texts, saves, leaks."""

from __future__ import annotations

import os
import random
from collections import Counter

import pytest

from access_cards.games.rummy40 import GAME, Rummy40State
from access_cards.games.rummy40.melds import CODES, read_meld

FULL = Counter(list(range(52)) * 2 + [52, 52])


def play(seed: int, check: bool = True) -> Rummy40State:
    state = GAME.new_state(2 + seed % 3, seed=seed)
    assert isinstance(state, Rummy40State)
    rand = random.Random(seed)
    steps = 0
    while not state.is_over:
        legal = state.legal_actions()
        action = rand.choice(legal)
        if check:
            assert GAME.parse_action(str(action), state) == action
        events = state.apply(action)
        steps += 1
        assert steps < 50_000
        if check and not state.is_over:
            every = [c for h in state.hands for c in h] + state.stock + state.discard
            every += [c for m in state.melds for c in m.cards]
            assert Counter(every) == FULL
            for meld in state.melds:
                assert read_meld(meld.cards, meld.kind), meld.cards
            for event in events:
                if event.audience is None:
                    others = set()
                    for seat in range(state.seats):
                        if seat != state.current_player:
                            others |= {CODES[c] for c in state.hands[seat]}
                    assert "cards" not in event or event.type != "dealt"
    assert sum(state.scores) == 0
    return state


@pytest.mark.parametrize("seed", range(12))
def test_random_hands(seed: int) -> None:
    """Cards conserved, melds valid, texts round-trip, chips sum to zero, hands end."""
    play(seed)


def test_random_hands_few_hundred() -> None:
    """The same over 200 more seeded hands (every fifth one fully checked)."""
    for seed in range(12, 212):
        play(seed, check=seed % 5 == 0)


@pytest.mark.slow
@pytest.mark.skipif(
    os.environ.get("ACCESS_CARDS_SLOW", "") in ("", "0"), reason="long: ACCESS_CARDS_SLOW=1"
)
def test_random_hands_long() -> None:
    """The same over 2,000 seeded hands."""
    for seed in range(2_000):
        play(seed, check=seed % 10 == 0)


def test_save_resume_mid_turn() -> None:
    """A save between two melds resumes and continues identically."""
    for seed in range(40):
        state = GAME.new_state(2, seed=seed)
        assert isinstance(state, Rummy40State)
        rand = random.Random(seed)
        while not state.is_over:
            legal = state.legal_actions()
            melds = [a for a in legal if a.kind == "meld"]
            if melds and state.phase == "meld":
                state.apply(melds[0])
                copy = GAME.from_json(state.to_json())
                assert copy.to_json() == state.to_json()
                for _ in range(30):
                    if state.current_player is None:
                        break
                    action = rand.choice(state.legal_actions())
                    assert [str(a) for a in copy.legal_actions()] == [
                        str(a) for a in state.legal_actions()
                    ]
                    state.apply(action)
                    copy.apply(str(action))
                assert copy.to_json() == state.to_json()
                break
            state.apply(rand.choice(legal))
        else:
            continue
        return


def test_no_leaks() -> None:
    """No view or event for one seat holds another's hand or the stock order."""
    state = GAME.new_state(3, seed=9)
    assert isinstance(state, Rummy40State)
    rand = random.Random(9)
    events = list(state.start_events)
    while not state.is_over:
        for seat in range(3):
            view = state.view(seat)
            assert "stock" not in view and "hands" not in view
            assert view["hand"] == state.hand_codes(seat)
        events += state.apply(rand.choice(state.legal_actions()))
    for event in events:
        if event.type in ("dealt", "drawn"):
            assert event.audience == event["seat"]
        if event.type == "draw" and event["source"] == "stock":
            assert event["card"] is None
