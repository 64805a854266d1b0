"""Invariants every state must keep, written once for every game (DESIGN.md §3)."""

from __future__ import annotations

import json
from collections.abc import Sequence
from typing import Any

from access_cards.engine.events import Event
from tests.conformance.common import AnyGame, AnyState, seats_of

__all__ = [
    "check_actions",
    "check_events",
    "check_over",
    "check_running",
    "check_scores",
    "check_state",
    "check_views",
    "placings",
]


def placings(scores: Sequence[int]) -> list[int]:
    """1 + the number of seats with a strictly higher score: equal scores share a place."""
    return [1 + sum(other > mine for other in scores) for mine in scores]


def check_scores(state: AnyState, seats: int) -> None:
    """``scores`` is a list of whole numbers, one per seat."""
    scores = state.scores
    assert isinstance(scores, list), f"scores is a {type(scores).__name__}, not a list"
    assert len(scores) == seats, f"{len(scores)} scores for {seats} seats"
    assert all(isinstance(s, int) and not isinstance(s, bool) for s in scores), scores


def check_running(state: AnyState, seats: int) -> None:
    """A running match: a seat to act, no result yet, and something it may do."""
    assert not state.is_over
    player = state.current_player
    assert player is not None, "current_player is None but the match is not over"
    assert 0 <= player < seats, f"current_player {player} is not a seat"
    assert state.result is None, f"a result {state.result} before the end"
    assert state.legal_actions(), "no legal action while the match runs"
    check_scores(state, seats)


def check_over(state: AnyState, seats: int) -> None:
    """A finished match: nobody to act, nothing to do, placings from the scores."""
    assert state.is_over
    assert state.current_player is None, "a seat to act after the end"
    assert state.legal_actions() == [], "legal actions after the end"
    check_scores(state, seats)
    result = state.result
    assert result is not None, "no result once the match is over"
    assert list(result) == placings(state.standing()), (result, state.standing())
    assert min(result) == 1 and all(1 <= place <= seats for place in result), result


def check_actions(game: AnyGame, state: AnyState) -> list[Any]:
    """Every legal action has a distinct text that ``parse_action`` reads back to it;
    the mover's view lists exactly those texts.  Returns the legal actions."""
    legal = state.legal_actions()
    texts = [str(action) for action in legal]
    assert len(set(texts)) == len(texts), f"two legal actions share a text: {texts}"
    for action, text in zip(legal, texts, strict=True):
        parsed = game.parse_action(text, state)
        assert parsed == action, f"{text!r} reads back as {parsed!r}, not {action!r}"
        assert str(parsed) == text
    player = state.current_player
    assert state.view(player)["legal_actions"] == texts, "the mover's view lists other actions"
    return legal


def check_views(state: AnyState, seats: int) -> None:
    """Each seat's view and the spectator's are JSON data that survive a round trip."""
    for seat in [*range(seats), None]:
        view = state.view(seat)
        assert isinstance(view, dict), f"view({seat}) is a {type(view).__name__}"
        text = json.dumps(view, allow_nan=False)
        assert json.loads(text) == view, f"view({seat}) changes through JSON (tuples? keys?)"


def check_events(events: object, seats: int) -> None:
    """Events are ``Event`` records with a type, JSON data, and one audience: everyone, or
    exactly one seat (never the spectator)."""
    assert isinstance(events, list), f"apply returned a {type(events).__name__}, not a list"
    for event in events:
        assert isinstance(event, Event), f"{event!r} is not an Event"
        assert isinstance(event.type, str) and event.type, f"event with type {event.type!r}"
        data = event.to_dict()
        assert data["type"] == event.type
        assert json.loads(json.dumps(data, allow_nan=False)) == data, f"{event!r} is not JSON"
        audience = [seat for seat in range(seats) if event.visible_to(seat)]
        if event.visible_to(None):
            assert audience == list(range(seats)), f"public {event!r} hidden from a seat"
        else:
            assert len(audience) == 1, f"private {event!r} goes to seats {audience}"


def check_state(game: AnyGame, state: AnyState) -> None:
    """Whatever the moment: the running or finished invariants, and the views."""
    seats = seats_of(state)
    if state.is_over:
        check_over(state, seats)
    else:
        check_running(state, seats)
        check_actions(game, state)
    check_views(state, seats)
