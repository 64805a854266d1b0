"""Rummy 40: every offered path completes; the option alternatives end to end; results with
ties; compact legal templates; saves that are no position of the rules are refused."""

from __future__ import annotations

import copy
import json
import random

import pytest

from access_cards.engine.errors import SaveError
from access_cards.engine.state import placings
from access_cards.games.rummy40 import GAME, Rummy40State
from access_cards.games.rummy40.melds import CODES, INDEX
from access_cards.games.rummy40.scoring import exit_standing, payout
from tests.test_rummy40_rules import opened_table, texts


def clone(state: Rummy40State) -> Rummy40State:
    """An independent copy of a position set by hand (lists copied, melds copied)."""
    other = copy.copy(state)
    other.hands = [h[:] for h in state.hands]
    other.melds = [m.copy() for m in state.melds]
    other.stock, other.discard = state.stock[:], state.discard[:]
    other.opened, other.active = state.opened[:], state.active[:]
    other.scores, other.penalty_totals = state.scores[:], state.penalty_totals[:]
    other.out_at, other.deal_log = state.out_at[:], state.deal_log[:]
    other.record_events = False
    other._legal_at = -1
    return other


def all_paths_end(state: Rummy40State, depth: int = 0) -> int:
    """Every sequence of offered actions ends the turn; returns the number of paths."""
    if state.phase != "meld" or state.is_over:
        return 1
    legal = state.legal_actions()
    assert legal, "a dead end: nothing legal in the meld phase"
    assert depth < 20
    paths = 0
    for action in legal:
        child = clone(state)
        child.apply(action)
        paths += all_paths_end(child, depth + 1)
    return paths


def small_position(r: random.Random, opened: bool) -> Rummy40State:
    """A hand of 6 to 8 cards from a few ranks and suits (melds likely), a table meld or two."""
    pool = [f"{rank}{suit}" for rank in ("7", "8", "9", "10", "J", "Q") for suit in "CDH"] * 2
    pool += ["JK"]
    r.shuffle(pool)
    hand = pool[: r.randint(6, 8)]
    rest = pool[len(hand) :]
    table = [("run", ["2S", "3S", "4S"], 1), ("set", ["5C", "5D", "JK"], 1)]
    state = opened_table([hand, ["2D", "3D"]], table, (rest[0],), opened=opened)
    state.opened[1] = True
    state.discard = [INDEX[rest[1]]]
    return state


def test_every_path_after_draw_discard_completes() -> None:
    """After ``draw discard`` every offered meld, lay-off and swap leads to a legal discard."""
    r = random.Random(7)
    tried = 0
    for _ in range(400):
        state = small_position(r, opened=r.random() < 0.5)
        if "draw discard" not in texts(state):
            continue
        state.apply("draw discard")
        all_paths_end(state)
        tried += 1
    assert tried >= 20


def test_every_path_of_an_opening_completes() -> None:
    """Unopened: after each meld of an opening, the rest of the turn can still be ended."""
    r = random.Random(11)
    tried = 0
    for _ in range(300):
        state = small_position(r, opened=False)
        state.apply("draw stock")
        if not any(t.startswith("meld") for t in texts(state)):
            continue
        all_paths_end(state)
        tried += 1
    assert tried >= 10


def play_out(options: dict[str, object], seeds: range, seats: int = 3) -> list[Rummy40State]:
    done = []
    for seed in seeds:
        state = GAME.new_state(seats, seed=seed, options=options)
        assert isinstance(state, Rummy40State)
        rand = random.Random(seed)
        while not state.is_over:
            state.apply(rand.choice(state.legal_actions()))
        assert sum(state.scores) == 0
        done.append(state)
    return done


@pytest.mark.parametrize(
    "options",
    [
        {"r40_discard_take_use": "meld_or_layoff"},
        {"r40_discard_take_use": "any_meld"},
        {"r40_opening_min_scope": "discard_take_only"},
        {"r40_layoff_in_opening_turn": "no"},
        {"r40_freed_joker": "keep"},
        {"r40_payout": "proportional_pool", "buy_in": 40},
        {"r40_discard_history": "all"},
        {"r40_match": "elimination", "r40_blocked_hand": "penalties", "r40_threshold": 60},
    ],
    ids=lambda o: ",".join(f"{k}={v}" for k, v in o.items()),
)
def test_option_alternatives_end_to_end(options: dict[str, object]) -> None:
    """Each option alternative plays whole random matches to the end, chips summing to 0."""
    for state in play_out(options, range(3)):
        assert state.result is not None


def test_meld_or_layoff_takes_for_a_layoff() -> None:
    """meld_or_layoff: an opened player takes the top discard to lay it off."""
    for rule, offered in (("meld_or_layoff", True), ("new_meld", False)):
        s = opened_table([["2D", "9S", "KH"], ["3S"]], [("run", ["5C", "6C", "7C"], 1)])
        s.options = dict(s.options, r40_discard_take_use=rule)
        s.discard = [INDEX["8C"]]
        assert ("draw discard" in texts(s)) is offered
        if offered:
            s.apply("draw discard")
            assert texts(s) == ["layoff 8C 1"]
            s.apply("layoff 8C 1")
            assert "discard 2D" in texts(s)


def test_any_meld_takes_for_any_meld() -> None:
    """any_meld: the taken card need not be in the new meld (it may not be discarded)."""
    for rule, offered in (("any_meld", True), ("new_meld", False)):
        s = opened_table([["5H", "6H", "7H", "9S"], ["3S"]], [])
        s.options = dict(s.options, r40_discard_take_use=rule)
        s.discard = [INDEX["KD"]]
        assert ("draw discard" in texts(s)) is offered
        if offered:
            s.apply("draw discard")
            s.apply("meld 5H 6H 7H")
            assert texts(s) == ["discard 9S"]


def test_discard_take_only_opening() -> None:
    """discard_take_only: after a stock draw any first meld opens (no 40)."""
    s = opened_table([["5H", "6H", "7H", "9S"], ["3S"]], [], ("KD",), opened=False)
    s.options = dict(s.options, r40_opening_min_scope="discard_take_only")
    s.apply("draw stock")
    s.apply("meld 5H 6H 7H")
    assert s.opened[0]


def test_proportional_pool_formula() -> None:
    """The issue's formula: floor(25% of P × (100 − p) / Σ(100 − p)) over eligible losers."""
    assert payout(400, 0, {1: 40, 2: 80, 3: 120}, "proportional_pool") == {
        1: 75,
        2: 25,
        3: 0,
        0: 300,
    }
    assert payout(300, 2, {0: 10, 1: 55}, "proportional_pool") == {0: 50, 1: 25, 2: 225}
    assert payout(300, 2, {0: 100, 1: 130}, "proportional_pool") == {0: 0, 1: 0, 2: 300}


def test_blocked_penalties_in_elimination() -> None:
    """r40_blocked_hand=penalties: a blocked hand adds each hand's penalty."""
    s = opened_table([["9C", "KD"], ["2D", "3D"]], [], ("4S",))
    s.options = dict(
        s.options, r40_match="elimination", r40_blocked_hand="penalties", r40_threshold=200
    )
    s.stock, s.discard = [INDEX["4S"]], []
    s.apply("draw stock")
    s.apply("discard 9C")
    assert s.penalty_totals == [14, 5] and s.scores == [0, 0] and s.deal_number == 2


def test_result_ties() -> None:
    """Tied seats share a place: [1, 1, 4, 1] in elimination, by chips otherwise."""
    assert placings(exit_standing([None, None, 2, None], 3)) == [1, 1, 4, 1]
    assert placings(exit_standing([3, 2, 2, None], 3)) == [2, 3, 3, 1]
    s = opened_table([["5H", "6H", "7H"], ["2D"], ["2H"], ["5C"]], [], ("8S",))
    s.options = dict(s.options, r40_match="elimination", r40_threshold=1)
    s.apply("draw stock")
    s.apply("meld 5H 6H 7H")
    s.apply("discard 8S")
    assert s.is_over and s.result == [1, 2, 2, 2]


def test_compact_templates() -> None:
    """legal_templates: many melds as "meld 3 or more cards"; legal keeps the full list."""
    hand = ["7H", "8H", "9H", "10H", "JH", "QH", "7C", "7D", "7S", "JK"]
    s = opened_table([hand, ["3S"]], [("run", ["2C", "3C", "4C"], 1)], ("5C",))
    s.apply("draw stock")
    melds = [t for t in texts(s) if t.startswith("meld")]
    assert len(melds) > 20
    shown = [str(t) for t in s.legal_templates()]
    assert shown[0] == "meld <cards 3+>"
    assert any(t.startswith("layoff ") and "5C 1" in t for t in shown)
    assert len(shown) <= 4
    with pytest.raises(ValueError) as err:
        GAME.parse_action("discard 2S", s)
    assert "meld" in str(err.value)


def saved_mid_hand(seed: int = 3) -> str:
    state = GAME.new_state(2, seed=seed)
    rand = random.Random(seed)
    for _ in range(60):
        state.apply(rand.choice(state.legal_actions()))
    return state.to_json()


def test_save_round_trip() -> None:
    text = saved_mid_hand()
    assert GAME.from_json(text).to_json() == text


def test_tampered_saves_refused() -> None:
    """A save whose position the rules cannot reach is refused with SaveError."""
    data = json.loads(saved_mid_hand())
    bad_hand = copy.deepcopy(data)
    hand = bad_hand["state"]["hands"][0]
    hand[0] = "AS" if hand[0] != "AS" else "KS"
    bad_move = copy.deepcopy(data)
    bad_move["deal_log"][1] = "discard JK" if "JK" not in data["state"]["hands"][0] else "meld"
    melded = copy.deepcopy(data)
    melded["deal_start"]["state"]["melds"] = [["run", 0, ["2S", "3S", "4S"]]]
    no_start = copy.deepcopy(data)
    no_start["deal_start"] = None
    dealt = copy.deepcopy(data)
    hands = dealt["deal_start"]["state"]["hands"]
    hands[0][0], hands[1][0] = hands[1][0], hands[0][0]
    for bad in (bad_hand, bad_move, melded, no_start, dealt):
        with pytest.raises(SaveError):
            GAME.from_json(json.dumps(bad))
    assert CODES[52] == "JK"


def test_meld_or_layoff_no_dead_end_after_closing_the_meld_the_taken_card_fits() -> None:
    """meld_or_layoff: the taken 4H fits the set 4C 4S JK; laying off 4D first closes the set
    (R40-13d), after which 4H fits nowhere, so that lay-off is not offered (it was: a dead
    end with nothing legal)."""
    s = opened_table([["3H", "4D", "8H", "9H"], ["3S"]], [("set", ["4C", "4S", "JK"], 1)])
    s.options = dict(s.options, r40_discard_take_use="meld_or_layoff")
    s.discard = [INDEX["4H"]]
    s.stock.remove(INDEX["4H"])
    s.stock.insert(0, INDEX["2C"])
    s.apply("draw discard")
    assert "layoff 4H 1" in texts(s)
    assert "layoff 4D 1" not in texts(s)
    all_paths_end(s)


def test_meld_or_layoff_every_path_completes() -> None:
    """meld_or_layoff: after ``draw discard`` every offered path leads to a legal discard."""
    r = random.Random(13)
    tried = 0
    for _ in range(400):
        state = small_position(r, opened=r.random() < 0.7)
        state.options = dict(state.options, r40_discard_take_use="meld_or_layoff")
        state._legal_at = -1
        if "draw discard" not in texts(state):
            continue
        state.apply("draw discard")
        all_paths_end(state)
        tried += 1
    assert tried >= 20
