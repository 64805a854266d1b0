"""R40-16 and the limit on reshuffles: a hand nobody can end is blocked (cause "stock_rounds")
when the stock runs out once more after ``STOCK_ROUNDS`` reshuffles, and saves keep the count.

The players below never meld: each draws from the stock and throws the card drawn, so the
hand would go round the stock for ever without the limit."""

from __future__ import annotations

import json
from typing import Any

import pytest

from access_cards.engine.errors import SaveError
from access_cards.engine.events import Event
from access_cards.games.rummy40 import GAME, Rummy40State
from access_cards.games.rummy40.scoring import hand_penalty
from access_cards.games.rummy40.state import STOCK_ROUNDS


def new(seats: int = 2, **options: Any) -> Rummy40State:
    state = GAME.new_state(seats, seed=4, options=options)
    assert isinstance(state, Rummy40State)
    return state


def turn(state: Rummy40State) -> list[Event]:
    """Draw from the stock and throw the card drawn (never a meld)."""
    events = state.apply("draw stock")
    drawn = next(e["card"] for e in events if e.type == "drawn")
    return events + state.apply(f"discard {drawn}")


def play(state: Rummy40State, reshuffles: int | None = None) -> list[Event]:
    """Turns until the hand ends, or until the stock has been made ``reshuffles`` times."""
    events: list[Event] = []
    deal = state.deal_number
    while not state.is_over and state.deal_number == deal:
        if reshuffles is not None and state.reshuffles == reshuffles:
            break
        events += turn(state)
    return events


def test_the_limit_is_well_above_what_hands_that_end_need() -> None:
    assert STOCK_ROUNDS >= 5


@pytest.mark.parametrize("seats", [2, 4])
def test_the_hand_is_blocked_when_the_stock_runs_out_once_more(seats: int) -> None:
    state = new(seats)
    hands = [h[:] for h in state.hands]
    events = play(state)
    assert state.is_over and state.hands == hands
    assert sum(e.type == "reshuffle" for e in events) == STOCK_ROUNDS
    blocked = [e for e in events if e.type == "blocked"]
    assert [e["cause"] for e in blocked] == ["stock_rounds"]
    assert blocked[0]["penalties"] == [hand_penalty(h) for h in hands]
    # The stock ran out for the last time: the discards were not made a stock again.
    assert not state.stock and len(state.discard) == 106 - 13 * seats
    assert state.last_hand is not None and state.last_hand["how"] == "blocked"


def test_a_blocked_hand_is_void_by_default() -> None:
    state = new()
    events = play(state)
    payout = next(e for e in events if e.type == "payout")
    assert payout["winner"] is None and payout["chips"] == [0, 0]
    assert state.scores == [0, 0] and state.penalty_totals == [0, 0]


def test_under_the_penalties_option_each_hand_adds_its_penalty() -> None:
    state = new(3, r40_match="elimination", r40_blocked_hand="penalties", r40_threshold=500)
    hands = [h[:] for h in state.hands]
    events = play(state)
    assert any(e.type == "blocked" and e["cause"] == "stock_rounds" for e in events)
    assert state.penalty_totals == [hand_penalty(h) for h in hands]
    assert not state.is_over and state.deal_number == 2  # the match goes on
    assert state.reshuffles == 0 and state.view(0)["reshuffles"] == 0


def test_the_view_counts_the_reshuffles() -> None:
    state = new()
    assert state.view(0)["reshuffles"] == 0
    assert state.view(None)["reshuffle_limit"] == STOCK_ROUNDS
    play(state, reshuffles=2)
    assert state.view(1)["reshuffles"] == 2 and state.view(None)["reshuffles"] == 2


def test_a_save_after_the_last_reshuffle_resumes_the_same() -> None:
    state = new()
    play(state, reshuffles=STOCK_ROUNDS)
    saved = state.to_json()
    assert json.loads(saved)["state"]["reshuffles"] == STOCK_ROUNDS
    copy = GAME.from_json(saved)
    assert isinstance(copy, Rummy40State)
    assert copy.to_json() == saved and copy.reshuffles == STOCK_ROUNDS
    while not state.is_over:
        assert copy.legal_actions() == state.legal_actions()
        assert turn(copy) == turn(state)
    assert copy.to_json() == state.to_json()
    assert copy.last_hand == state.last_hand


def test_a_save_without_a_reshuffle_is_written_as_before() -> None:
    state = new()
    play(state, reshuffles=0)
    for _ in range(5):
        turn(state)
    assert "reshuffles" not in json.loads(state.to_json())["state"]


@pytest.mark.parametrize("value", [-1, STOCK_ROUNDS + 1, "2", 2.0, True, None, 1])
def test_a_damaged_count_is_refused(value: Any) -> None:
    state = new()
    play(state, reshuffles=2)
    data = json.loads(state.to_json())
    data["state"]["reshuffles"] = value  # 1: not what the deal's moves lead to
    with pytest.raises(SaveError):
        GAME.from_json(json.dumps(data))


def test_a_deal_start_with_reshuffles_is_refused() -> None:
    state = new()
    play(state, reshuffles=1)
    data = json.loads(state.to_json())
    data["deal_start"]["state"]["reshuffles"] = 1
    with pytest.raises(SaveError):
        GAME.from_json(json.dumps(data))
