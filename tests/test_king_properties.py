"""King properties: seeded random full games (random legal actions) keep the invariants.

The oracles restate RULES.md §4 independently of ``king_rules``: following suit, the lead
restrictions, 52 cards per deal, each deal's total, a zero-sum game, termination.
"""

from __future__ import annotations

import random
from collections import Counter
from typing import Any

import pytest

from access_cards.engine.events import Event
from access_cards.games.king import King, KingAction, KingState

TABLE = {
    "no_tricks": -260,
    "no_hearts": -260,
    "no_queens": -200,
    "no_kings_jacks": -240,
    "king_of_hearts": -160,
    "last_two": -180,
    "positive": 325,
}
# A deal has at most 52 plays, a contract, and an auction of at most ~30 steps
# (10 bids, 3 passes, holds between them, B's answer, 3 ultimatum answers).
MAX_DEAL_ACTIONS = 52 + 1 + 40

OPTION_MIXES: list[dict[str, Any]] = [
    {},
    {"positive_mode": "simple", "king_first_lead": "dealer_left"},
    {"king_kh_no_heart_lead": "on", "king_kh_forced_discard": "on", "king_early_stop": "on"},
    {"king_failed_auction": "top_bid_at_most_plus1", "king_minus_settlement": "fixed_transfer"},
    {"king_positive_lead": "declarer", "king_trick_history": "full"},
]


def check_play(state: KingState, action: KingAction) -> None:
    """The oracle of KG-6 and the lead rules of deals 2 and 5 for a card about to be played."""
    seat = state.current_player
    assert seat is not None
    hand = state.hand_codes(seat)
    card = action.arg
    assert card in hand
    suits = {c[-1] for c in hand}
    if state.trick:
        led = state.trick[0].suit
        assert card[-1] == led or led not in suits
        if state.options["king_kh_forced_discard"] == "on" and state.deal_name == "king_of_hearts":
            assert led in suits or "KH" not in hand or card == "KH"
    elif state.deal_name == "no_hearts":
        assert card[-1] != "H" or suits == {"H"}
    elif state.deal_name == "king_of_hearts":
        assert card != "KH" or len(hand) == 1


def check_deal_end(end: Event, options: dict[str, Any]) -> None:
    """Each deal gives out exactly its table value; a played deal uses 13 tricks."""
    total = sum(end.deal_scores)
    assert total == TABLE[end.name], (end.name, end.deal_scores)
    if end.how == "played":
        assert sum(end.tricks_won) == 13
    elif end.how == "early_stop":
        assert options["king_early_stop"] == "on"
    else:
        assert end.how == "failed_auction" and end.name == "positive"


def play_game(seed: int, options: dict[str, Any]) -> KingState:
    """A whole random game with every invariant checked along the way."""
    state = King.new_state(4, seed=seed, options=options)
    assert isinstance(state, KingState)
    rng = random.Random(seed)
    steps = 0
    while not state.is_over:
        deal = state.deal_number
        cards = Counter(c for h in state.hands for c in h) + Counter(state.trick)
        cards += Counter(c for t in state.tricks for c in t.cards)
        assert sum(cards.values()) == 52 and len(cards) == 52
        actions = state.legal_actions()
        assert actions and len(set(actions)) == len(actions)
        action = rng.choice(actions)
        if action.kind == "play":
            check_play(state, action)
        for event in state.apply(action):
            if event.type == "deal_end":
                check_deal_end(event, state.options)
        steps += 1
        assert steps <= MAX_DEAL_ACTIONS * (deal + 1), "the game does not terminate"
    return state


@pytest.mark.parametrize("mix", range(len(OPTION_MIXES)))
def test_random_games_keep_the_invariants(mix: int) -> None:
    """Seeded random games: legal plays only, deal totals, a zero-sum game that ends."""
    for seed in range(12):
        options = {**OPTION_MIXES[mix], "dealer": seed % 4}
        state = play_game(1000 * mix + seed, options)
        assert sum(state.scores) == 0
        assert state.deal_number == 10 and len(state.history) == 10
        assert state.result is not None and min(state.result) == 1


def test_single_deal_types_can_be_practised() -> None:
    """``deals`` with one name plays that deal alone, to its table total."""
    for seed, name in enumerate(TABLE):
        state = play_game(seed, {"deals": name})
        assert state.deal_number == 1 and sum(state.scores) == TABLE[name]


def test_saves_mid_game_resume_identically() -> None:
    """A save taken at a random point resumes to the same game, later deals included."""
    for seed in range(6):
        state = King.new_state(4, seed=seed)
        rng = random.Random(seed)
        for _ in range(rng.randrange(1, 400)):
            if state.is_over:
                break
            state.apply(rng.choice(state.legal_actions()))
        loaded = King.from_json(state.to_json())
        pick = random.Random(seed + 1)
        while not state.is_over:
            action = pick.choice(state.legal_actions())
            assert state.apply(action) == loaded.apply(action)
        assert loaded.to_json() == state.to_json()


def _strings(value: object) -> set[str]:
    """Every string anywhere in a JSON-like value (events and views are JSON-ready)."""
    if isinstance(value, str):
        return {value}
    if isinstance(value, dict | Event):
        return {s for k, v in value.items() for s in (*_strings(k), *_strings(v))}
    if isinstance(value, list | tuple):
        return {s for v in value for s in _strings(v)}
    return set()


@pytest.mark.parametrize("history", ["last_trick_only", "penalty_cards", "full"])
def test_no_view_or_event_names_a_card_another_seat_holds(history: str) -> None:
    """The leak test over whole games: at every step, each seat's view and the events it
    receives name no card another seat still holds, whatever the trick-history option.
    (Events that end a deal name its played cards, which the next deal deals again: they
    are checked against the hands of the deal they belong to.)"""
    state = King.new_state(4, seed=11, options={"king_trick_history": history})
    assert isinstance(state, KingState)
    rng = random.Random(11)
    check_seen(state, [state.hand_codes(s) for s in range(4)], state.start_events)
    while not state.is_over:
        before = [state.hand_codes(s) for s in range(4)]
        action = rng.choice(state.legal_actions())
        events = state.apply(action)
        new_deal = next((i for i, e in enumerate(events) if e.type == "deal_start"), len(events))
        ended = [[c for c in hand if c != action.arg] for hand in before]  # it was played
        check_seen(state, ended, events[:new_deal], view=False)
        check_seen(state, [state.hand_codes(s) for s in range(4)], events[new_deal:])


def check_seen(
    state: KingState, hands: list[list[str]], events: list[Event], view: bool = True
) -> None:
    for seat in range(4):
        others = {c for s in range(4) if s != seat for c in hands[s]}
        seen = _strings(state.view(seat)) if view else set()
        seen |= {s for e in events if e.visible_to(seat) for s in _strings(e)}
        assert not others & seen, (seat, others & seen)
