"""Saving and loading Khmer matches (DESIGN.md §3): exact round trips, identical continuation
(RNG included, so later deals match), and damaged saves refused with SaveError only."""

from __future__ import annotations

import copy
import json
import random
from collections.abc import Callable
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from access_cards.engine import SaveError
from access_cards.games.khmer import Khmer, KhmerState
from tests.fuzzing import examples
from tests.strategies import OPTION_MIXES, RULE_DECK, card_census, new_match, random_action


def played(
    seed: int, steps: int, options: dict[str, Any] | None = None, style: str = "uniform"
) -> KhmerState:
    """A match after up to ``steps`` random legal actions."""
    rng = random.Random(seed)
    state = new_match(seed, options if options is not None else OPTION_MIXES[seed % 40])
    for _ in range(steps):
        if state.is_over:
            break
        state.apply(random_action(rng, state.legal_actions(), style))
    return state


def load(text: str) -> KhmerState:
    """Khmer.from_json, typed."""
    state = Khmer.from_json(text)
    assert isinstance(state, KhmerState)
    return state


def assert_same(a: KhmerState, b: KhmerState) -> None:
    """Two states agree on everything observable."""
    assert a.to_json() == b.to_json()
    assert a.current_player == b.current_player
    assert a.legal_actions() == b.legal_actions()
    assert a.scores == b.scores
    assert a.result == b.result
    for seat in (0, 1, None):
        assert a.view(seat) == b.view(seat)


def continue_both(
    original: KhmerState, copy_: KhmerState, rng: random.Random, style: str = "uniform"
) -> int:
    """Play both states to the end with the same actions; compare every event; return deals."""
    first_deal = original.deal_number
    while not original.is_over:
        action = random_action(rng, original.legal_actions(), style)
        assert original.apply(action) == copy_.apply(str(action))
        assert_same(original, copy_)
    assert copy_.is_over
    return original.deal_number - first_deal


# -- round trips --------------------------------------------------------------------------------


@pytest.mark.parametrize("seed", range(40))
def test_round_trip_is_exact(seed: int) -> None:
    """from_json(to_json()) gives a state whose save, views and legal actions are identical."""
    rng = random.Random(seed)
    state = played(seed, rng.randrange(0, 40))
    text = state.to_json()
    loaded = load(text)
    assert loaded.to_json() == text
    assert_same(state, loaded)
    assert loaded.seed == state.seed


def test_round_trip_of_a_fresh_and_a_finished_match() -> None:
    """A match just dealt, and one already over, both round-trip."""
    fresh = new_match(1, {})
    assert_same(fresh, load(fresh.to_json()))
    over = played(2, 10_000)
    assert over.is_over
    loaded = load(over.to_json())
    assert_same(over, loaded)
    assert loaded.is_over and loaded.result == over.result


def test_save_is_json_with_an_envelope() -> None:
    """The save is JSON: format, version 2, game, generator, deal start and moves since."""
    data = json.loads(new_match(3, {}).to_json())
    assert data["format"] == "access_cards.save"
    assert data["game"] == "khmer"
    assert data["version"] == 2
    assert {"rng", "scores", "options", "seats", "state", "deal_start", "deal_log"} <= set(data)


# -- continuing after a load --------------------------------------------------------------------


@pytest.mark.parametrize("seed", range(60))
def test_loaded_match_continues_identically(seed: int) -> None:
    """Saved after k actions, original and copy give the same events and end state to the end."""
    rng = random.Random(seed)
    options = OPTION_MIXES[seed % len(OPTION_MIXES)]
    state = played(seed, rng.randrange(0, 30), options)
    copy_ = load(state.to_json())
    continue_both(state, copy_, random.Random(seed + 1))
    assert state.to_json() == copy_.to_json()


@pytest.mark.parametrize("seed", range(30))
def test_future_deals_match_after_a_load(seed: int) -> None:
    """Saved in deal 1 of a match to 6, the copy deals the same later deals (RNG saved)."""
    options = {"target": 6, "pile_visibility": ("full", "top_only")[seed % 2]}
    state = played(seed, seed % 5, options, style="eager")
    assert state.deal_number == 1 and not state.is_over
    copy_ = load(state.to_json())
    deals_after = continue_both(state, copy_, random.Random(seed), style="eager")
    assert deals_after >= 2  # a match to 6 needs at least three deals: 2 + 2 + 2


def test_save_right_after_a_deal_boundary() -> None:
    """Saved just after a deal ended and the next was dealt, the copy continues identically."""
    state = new_match(11, {"target": 5, "first_player": 0})
    state.apply("concede")  # deal 1 ends; deal 2 is dealt from the RNG
    assert state.deal_number == 2
    copy_ = load(state.to_json())
    assert_same(state, copy_)
    assert continue_both(state, copy_, random.Random(3)) >= 1


def test_new_match_and_loaded_copy_share_the_future() -> None:
    """Two concessions in a row deal the same deals 2 and 3 in the original and the copy."""
    state = new_match(21, {"target": 9})
    copy_ = load(state.to_json())
    for _ in range(2):
        events = state.apply("concede")
        assert events == copy_.apply("concede")
        dealt = [e for e in events if e.type == "dealt"]
        assert len(dealt) == 2


# -- damaged saves ------------------------------------------------------------------------------


def good_save() -> dict[str, Any]:
    """A save mid-deal, as data: pile, fronts and hands all non-empty."""
    for seed in range(100):
        state = played(seed, 6, {"target": 9}, style="patient")
        if state.deal_number == 1 and state.pile and any(state.fronts) and all(state.hand_sizes):
            data: dict[str, Any] = json.loads(state.to_json())
            return data
    raise AssertionError("no mid-deal position found")


def damaged(change: Any) -> str:
    """The good save with one change applied."""
    data = copy.deepcopy(good_save())
    change(data)
    return json.dumps(data)


def set_card_7(part: dict[str, Any]) -> None:
    part["hands"][0][0] = "7"


def pile_card_7(part: dict[str, Any]) -> None:
    part["pile"].append(7)
    part["set_aside"].pop()


def seventeen_cards(part: dict[str, Any]) -> None:
    part["pile"].append(1)
    part["pile_owners"].append(0)


def fifteen_cards(part: dict[str, Any]) -> None:
    part["set_aside"].pop()


def swap_card(part: dict[str, Any]) -> None:
    # Same count of cards, but a third 1 and one 2 fewer somewhere.
    aside = part["set_aside"]
    aside[0] = 1 if aside[0] != 1 else 2


def owners_short(part: dict[str, Any]) -> None:
    part["pile"].append(part["set_aside"].pop())


# Damage to the game part of a save: each is tried on the position and on the deal's start.
STATE_CORRUPTIONS: dict[str, Callable[[dict[str, Any]], Any]] = {
    "card 7 in a hand": set_card_7,
    "card 7 on the pile": pile_card_7,
    "17 cards": seventeen_cards,
    "15 cards": fifteen_cards,
    "wrong card mix": swap_card,
    "pile without owners": owners_short,
    "mover 2": lambda s: s.__setitem__("mover", 2),
    "mover -1": lambda s: s.__setitem__("mover", -1),
    "mover x": lambda s: s.__setitem__("mover", "x"),
    "mover list": lambda s: s.__setitem__("mover", [0]),
    "starter 5": lambda s: s.__setitem__("starter", 5),
    "owner 3": lambda s: s.__setitem__("pile_owners", [3, *s["pile_owners"][1:]]),
    "hand card x": lambda s: s["hands"][1].__setitem__(0, "x"),
    "hands missing": lambda s: s.pop("hands"),
    "deal_actions infinite": lambda s: s.__setitem__("deal_actions", float("inf")),
    "deal_actions true": lambda s: s.__setitem__("deal_actions", True),
}
# Damage to the rest of the save.
CORRUPTIONS: dict[str, Callable[[dict[str, Any]], Any]] = {
    "state missing": lambda d: d.pop("state"),
    "state a list": lambda d: d.__setitem__("state", []),
    "deal start missing": lambda d: d.pop("deal_start"),
    "deal start a list": lambda d: d.__setitem__("deal_start", []),
    "log missing": lambda d: d.pop("deal_log"),
    "log a string": lambda d: d.__setitem__("deal_log", "draw"),
    "log of numbers": lambda d: d.__setitem__("deal_log", [1, 2]),
    "wrong game": lambda d: d.__setitem__("game", "king"),
    "no game": lambda d: d.pop("game"),
    "wrong format": lambda d: d.__setitem__("format", "something.else"),
    "no format": lambda d: d.pop("format"),
    "future version": lambda d: d.__setitem__("version", 999),
    "version as text": lambda d: d.__setitem__("version", "2"),
    "unknown option": lambda d: d["options"].__setitem__("trumps", "hearts"),
    "bad option value": lambda d: d["options"].__setitem__("mode", "tournament"),
    "rng missing": lambda d: d.pop("rng"),
    "rng state short": lambda d: d["rng"].__setitem__("state", d["rng"]["state"][:10]),
    "rng state huge": lambda d: d["rng"]["state"].__setitem__(0, 2**80),
    "rng word true": lambda d: d["rng"]["state"].__setitem__(0, True),
    "rng gauss text": lambda d: d["rng"].__setitem__("gauss", "x"),
    "scores not numbers": lambda d: d.__setitem__("scores", ["a", "b"]),
    "scores as floats": lambda d: d.__setitem__("scores", [float(x) for x in d["scores"]]),
    "seats huge": lambda d: d.__setitem__("seats", 10**300),
    "seats true": lambda d: d.__setitem__("seats", True),
}


@pytest.mark.parametrize("name", sorted(CORRUPTIONS))
def test_damaged_save_raises_save_error(name: str) -> None:
    """Each kind of damage raises SaveError (a ValueError)."""
    text = damaged(CORRUPTIONS[name])
    with pytest.raises(SaveError) as info:
        Khmer.from_json(text)
    assert isinstance(info.value, ValueError)


@pytest.mark.parametrize("where", ["position", "deal start"])
@pytest.mark.parametrize("name", sorted(STATE_CORRUPTIONS))
def test_damaged_game_part_raises_save_error(name: str, where: str) -> None:
    """Each kind of damage to the position, or to the deal's start, raises SaveError."""
    data = copy.deepcopy(good_save())
    STATE_CORRUPTIONS[name](data["state"] if where == "position" else data["deal_start"]["state"])
    with pytest.raises(SaveError):
        Khmer.from_json(json.dumps(data))


@pytest.mark.parametrize("text", ["", "not json", "{", "[]", "null", "42", '"khmer"', "{}"])
def test_not_a_save(text: str) -> None:
    """Text that is not JSON, or JSON that is not a save object, raises SaveError."""
    with pytest.raises(SaveError):
        Khmer.from_json(text)


def test_none_is_not_a_save() -> None:
    """from_json(None) raises SaveError, not TypeError."""
    with pytest.raises(SaveError):
        Khmer.from_json(None)  # type: ignore[arg-type]


def test_truncated_saves() -> None:
    """Every cut of a save short of its full length raises SaveError."""
    text = json.dumps(good_save())
    for cut in range(0, len(text), max(1, len(text) // 200)):
        with pytest.raises(SaveError):
            Khmer.from_json(text[:cut])
    with pytest.raises(SaveError):
        Khmer.from_json(text[:-1])


def save_with_a_six_in_hand() -> dict[str, Any]:
    """A save in deal 1 where seat 0 holds a 6 in hand."""
    for seed in range(200):
        state = played(seed, 4, {"target": 9}, style="patient")
        if state.deal_number == 1 and "6" in state.hand_codes(0):
            data: dict[str, Any] = json.loads(state.to_json())
            return data
    raise AssertionError("no such position")


def game_parts(data: dict[str, Any]) -> list[dict[str, Any]]:
    """The game part of the position and of the deal's start, to damage both alike (damage to
    the position alone is refused anyway: the moves no longer lead to it)."""
    return [data["state"], data["deal_start"]["state"]]


def test_card_7_in_a_hand_balanced_by_a_discarded_six() -> None:
    """A hand's 6 turned into a 7, with one more 6 counted as discarded, is still refused."""
    data = save_with_a_six_in_hand()
    for part in game_parts(data):
        hand = part["hands"][0]
        hand[hand.index("6")] = "7"
        part["sixes_out"][0] += 1
    with pytest.raises(SaveError):
        Khmer.from_json(json.dumps(data))


def test_three_seats_in_a_khmer_save() -> None:
    """A Khmer save claiming 3 seats is refused (KH-1: exactly 2)."""
    with pytest.raises(SaveError):
        Khmer.from_json(damaged(lambda d: d.__setitem__("seats", 3)))


def test_one_score_for_two_seats() -> None:
    """A save with one score for two seats is refused."""
    with pytest.raises(SaveError):
        Khmer.from_json(damaged(lambda d: d.__setitem__("scores", [0])))


def test_negative_discard_count() -> None:
    """A save with -1 sixes discarded by one seat (balanced by the other) is refused."""
    data = copy.deepcopy(good_save())
    for part in game_parts(data):
        part["sixes_out"] = [-1, sum(part["sixes_out"]) + 1]
    with pytest.raises(SaveError):
        Khmer.from_json(json.dumps(data))


def test_one_discard_count_for_two_seats() -> None:
    """A save with one discard count (the right total) is refused, not left to crash in play."""
    data = copy.deepcopy(good_save())
    for part in game_parts(data):
        part["sixes_out"] = [sum(part["sixes_out"])]
    with pytest.raises(SaveError):
        Khmer.from_json(json.dumps(data))


# -- fuzzing ------------------------------------------------------------------------------------

json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats() | st.text(max_size=4),
    lambda inner: (
        st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=3), inner, max_size=3)
    ),
    max_leaves=4,
)


@st.composite
def mutated_saves(draw: st.DrawFn) -> str:
    """A real save with one value somewhere replaced, or one key or item deleted."""
    seed = draw(st.integers(0, 30))
    data = json.loads(played(seed, draw(st.integers(0, 40))).to_json())
    node: Any = data
    while True:
        if isinstance(node, dict):
            key: Any = draw(st.sampled_from(sorted(node)))
        else:
            key = draw(st.integers(0, len(node) - 1))
        child = node[key]
        if isinstance(child, dict | list) and child and draw(st.booleans()):
            node = child
            continue
        if draw(st.integers(0, 4)) == 0:
            del node[key]
        else:
            node[key] = draw(json_values)
        return json.dumps(data)


@pytest.mark.fuzz
@settings(max_examples=examples(300))
@given(mutated_saves())
def test_fuzzed_saves_load_or_raise_save_error(text: str) -> None:
    """One-place damage: SaveError, or a 16-card state that reloads and plays to the end."""
    try:
        state = load(text)
    except SaveError:
        return
    assert card_census(state) == RULE_DECK
    assert state.current_player in (None, 0, 1)
    assert load(state.to_json()).to_json() == state.to_json()
    rng = random.Random(len(text))
    while not state.is_over:
        state.apply(random_action(rng, state.legal_actions(), "uniform"))
        assert card_census(state) == RULE_DECK
