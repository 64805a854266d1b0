"""A save can only hold a position the rules can reach: each impossible position of the issue is
refused with SaveError, fuzzed saves of Khmer and King load correctly or raise SaveError and
nothing else, every save round-trips exactly, and bots refuse a damaged memory with ValueError."""

from __future__ import annotations

import copy
import json
import random
from collections import Counter
from collections.abc import Callable
from functools import cache
from pathlib import Path
from typing import Any

import pytest
from hypothesis import assume, given, settings
from hypothesis import strategies as st

from access_cards import bots, games
from access_cards.bots.khmer import KhmerNormal
from access_cards.bots.king import KingNormal
from access_cards.engine import SaveError
from access_cards.engine.state import Game, GameState
from access_cards.games.khmer import Khmer, KhmerState
from access_cards.games.khmer import position as khmer_position
from access_cards.games.king import King, KingState
from access_cards.games.king import position as king_position
from tests.fuzzing import examples
from tests.strategies import DEEP, OPTION_MIXES, RULE_DECK, at, card_census, json_values, paths

Data = dict[str, Any]
GAMES: dict[str, type[Game[Any]]] = {"khmer": Khmer, "king": King}
SEATS = {"khmer": 2, "king": 4}
FUZZ = settings(max_examples=examples(400), derandomize=True)

# -- helpers ----------------------------------------------------------------------------------


def play(game: str, seed: int, steps: int, options: Data | None = None) -> GameState[Any]:
    """A match after up to ``steps`` actions of seeded random bots (one per seat)."""
    state = GAMES[game].new_state(SEATS[game], seed=seed, options=options)
    players = [bots.create(game, "random", seat=s, seed=seed + s) for s in range(SEATS[game])]
    for _ in range(steps):
        if state.is_over:
            break
        seat = state.current_player
        assert seat is not None
        state.apply(players[seat].choose(state.view(seat)))
    return state


def play_until(game: str, seed: int, options: Data, done: Callable[[Any], bool]) -> Any:
    """The first position of seeded random play (over seeds from ``seed``) where ``done``."""
    for s in range(seed, seed + 200):
        state = GAMES[game].new_state(SEATS[game], seed=s, options=options)
        rng = random.Random(s)
        while not state.is_over:
            if done(state):
                return state
            state.apply(rng.choice(state.legal_actions()))
    raise AssertionError("no such position in 200 random matches")


def data_of(state: GameState[Any]) -> Data:
    """The save of ``state`` as data, to damage."""
    data: Data = json.loads(state.to_json())
    return data


def refused(game: str, data: Data | str) -> str:
    """Assert the save is refused with SaveError; return the message."""
    text = data if isinstance(data, str) else json.dumps(data)
    with pytest.raises(SaveError) as info:
        GAMES[game].from_json(text)
    return str(info.value)


def both(data: Data, change: Callable[[Data], None]) -> Data:
    """``change`` applied to the current position and to the deal's start alike."""
    change(data["state"])
    change(data["deal_start"]["state"])
    return data


def census(state: GameState[Any]) -> Counter[Any]:
    """Every card of the deal wherever it is (Khmer as values, King as codes)."""
    if isinstance(state, KhmerState):
        return card_census(state)
    assert isinstance(state, KingState)
    cards = [c.code for h in state.hands for c in h] + [c.code for c in state.trick]
    return Counter(cards + [c.code for t in state.tricks for c in t.cards])


FULL = {"khmer": RULE_DECK, "king": Counter(c.code for c in King.deck.cards)}


def play_out(game: str, state: GameState[Any], seed: int) -> None:
    """Random play to the end: no exception, and the whole deck at every step."""
    rng = random.Random(seed)
    for _ in range(5_000):
        assert census(state) == FULL[game]
        if state.is_over:
            return
        state.apply(rng.choice(state.legal_actions()))
    raise AssertionError("the match did not end")


# -- Khmer: the findings --------------------------------------------------------------


def khmer_mid_deal() -> Data:
    """A Khmer save in deal 2, with cards played and both hands still holding cards."""
    state = play_until(
        "khmer",
        0,
        {"target": 9},
        lambda s: s.deal_number == 2 and len(s.pile) >= 2 and min(s.hand_sizes) >= 2,
    )
    return data_of(state)


def move_card(hands: list[list[str]], source: int, target: int) -> None:
    hands[target].append(hands[source].pop())


@pytest.mark.parametrize("where", ["state", "deal_start", "both"])
def test_khmer_seven_card_hand(where: str) -> None:
    """A card moved from one Khmer hand to the other (7 and 5 cards) is refused."""
    data = khmer_mid_deal()
    parts = {"state": [data["state"]], "deal_start": [data["deal_start"]["state"]]}
    for part in parts.get(where, parts["state"] + parts["deal_start"]):
        move_card(part["hands"], 1, 0)
    refused("khmer", data)


def test_khmer_hands_swapped_mid_deal() -> None:
    """The two hands swapped mid-deal are refused: the moves played do not lead there."""
    data = khmer_mid_deal()
    hands = data["state"]["hands"]
    assert hands[0] != hands[1]
    hands.reverse()
    assert "does not follow" in refused("khmer", data)


def test_khmer_hands_swapped_from_the_deal_start() -> None:
    """Hands swapped in the deal's start and the position alike: the moves do not lead there."""
    data = both(khmer_mid_deal(), lambda part: part["hands"].reverse())
    message = refused("khmer", data)
    assert "is refused" in message or "does not follow" in message


@pytest.mark.parametrize("scores", [[7, 0], [6, 2], [0, 99], [-1, 3]])
def test_khmer_score_past_the_target(scores: list[int]) -> None:
    """A score at or past the target (6) while the match runs, or below 0, is refused."""
    data = khmer_mid_deal()
    data["scores"] = data["deal_start"]["scores"] = scores
    refused("khmer", data)


@pytest.mark.parametrize("deal", [-3, 0, 10**300, 2.0, True])
def test_khmer_impossible_deal_number(deal: Any) -> None:
    """Deal −3, 0, 10**300, 2.0 or true is refused."""
    data = khmer_mid_deal()
    data["deal_number"] = data["deal_start"]["deal_number"] = deal
    refused("khmer", data)


@pytest.mark.parametrize(
    ("deal", "scores"),
    [(1, [1, 0]), (2, [0, 0]), (2, [3, 0]), (5, [2, 1]), (3, [0, 5])],
    ids=["points-before-any-deal", "no-points-in-a-deal", "3-points-in-a-deal", "too-few", "many"],
)
def test_khmer_deal_number_inconsistent_with_scores(deal: int, scores: list[int]) -> None:
    """Each deal gives 1 or 2 points (KH-12): other totals for the deals played are refused."""
    data = khmer_mid_deal()
    data["deal_number"] = data["deal_start"]["deal_number"] = deal
    data["scores"] = data["deal_start"]["scores"] = scores
    for part in (data["state"], data["deal_start"]["state"]):
        part["last_deal"]["deal"] = deal - 1
    assert "cannot come from" in refused("khmer", data)


def test_khmer_next_deal_started_by_the_loser() -> None:
    """Deal 2 started by the seat that did not score in deal 1 is refused (KH-13)."""
    data = khmer_mid_deal()
    for part in (data["state"], data["deal_start"]["state"]):
        part["last_deal"]["winner"] = 1 - part["last_deal"]["winner"]
    refused("khmer", data)


def other_reason(showdown: Data) -> None:
    showdown["reason"] = "tie" if showdown["reason"] != "tie" else "knocker_higher"


SHOWDOWN_DAMAGE: dict[str, Callable[[Data], Any]] = {
    "reason": other_reason,
    "table of all 16 cards": lambda sd: sd.__setitem__("table_total", 66),
    "knock over the table": lambda sd: sd.__setitem__(
        "table_total", sd["totals"][sd["knocker"]] - 1
    ),
    "totals": lambda sd: sd["totals"].__setitem__(0, sd["totals"][0] + 1),
    "knocker": lambda sd: sd.__setitem__("knocker", 1 - sd["knocker"]),
    "three 1s shown": lambda sd: sd["fronts"][0].extend(["1", "1", "1"]),
}


@pytest.mark.parametrize("name", sorted(SHOWDOWN_DAMAGE))
def test_khmer_last_showdown_breaking_kh9(name: str) -> None:
    """The last deal's showdown must agree with its cards and KH-9: damage there is refused."""
    state = play_until(
        "khmer",
        0,
        {"target": 9},
        lambda s: s.last_deal is not None and s.last_deal["how"] == "showdown" and s.deal_actions,
    )
    data = data_of(state)
    both(data, lambda part: SHOWDOWN_DAMAGE[name](part["last_deal"]["showdown"]))
    assert "showdown" in refused("khmer", data)


def test_khmer_single_deal_has_no_deal_2() -> None:
    """A single-deal game in its deal 2 is refused."""
    data = khmer_mid_deal()
    data["options"]["mode"] = "single"
    refused("khmer", data)


# -- King: the findings ---------------------------------------------------------------


def king_save(done: Callable[[KingState], bool], options: Data | None = None) -> Data:
    """A King save at the first position of seeded random play where ``done``."""
    return data_of(play_until("king", 0, options or {}, done))


def lead_played(state: KingState) -> bool:
    """One card led to a trick of a deal that has already had a few tricks."""
    return state.phase == "play" and len(state.trick) == 1 and len(state.tricks) >= 2


def test_king_seat_playing_twice_in_a_trick() -> None:
    """The leader playing twice in his own trick is refused, in the position or in the log."""
    data = king_save(lead_played)
    leader = data["state"]["leader"]
    damaged = copy.deepcopy(data)
    state = damaged["state"]
    state["trick"].append(state["hands"][leader].pop())
    state["mover"] = (leader + 2) % 4
    assert "does not follow" in refused("king", damaged)
    data["deal_log"].append(f"play {data['state']['hands'][leader][0]}")
    assert "do not hold" in refused("king", data)


def can_renege(state: KingState) -> bool:
    """A card led, and the next seat holds that suit and another one."""
    if not lead_played(state):
        return False
    suits = {c.suit for c in state.hands[(state.leader + 1) % 4]}
    return state.trick[0].suit in suits and len(suits) > 1


def test_king_card_not_following_suit() -> None:
    """A card off the suit led by a player holding it (KG-6) is refused, in position or log."""
    data = king_save(can_renege)
    state = data["state"]
    seat, led = (state["leader"] + 1) % 4, state["trick"][0][-1]
    off_suit = next(code for code in state["hands"][seat] if code[-1] != led)
    damaged = copy.deepcopy(data)
    damaged["state"]["hands"][seat].remove(off_suit)
    damaged["state"]["trick"].append(off_suit)
    damaged["state"]["mover"] = (seat + 1) % 4
    assert "does not follow" in refused("king", damaged)
    data["deal_log"].append(f"play {off_suit}")
    assert "follow" in refused("king", data)


@pytest.mark.parametrize("where", ["state", "deal_start", "both"])
def test_king_fourteen_card_hand(where: str) -> None:
    """A card moved from one King hand to another (14 and 12 cards) is refused."""
    data = data_of(play("king", 5, 0))
    parts = {"state": [data["state"]], "deal_start": [data["deal_start"]["state"]]}
    for part in parts.get(where, parts["state"] + parts["deal_start"]):
        move_card(part["hands"], 1, 0)
    refused("king", data)


def deal_3() -> Data:
    """A King save early in deal 3."""
    return king_save(lambda s: s.deal_number == 3 and len(s.tricks) == 1)


def test_king_scores_not_the_sums_of_the_history() -> None:
    """Running scores moved by 20 points between seats, away from the history, are refused."""
    data = deal_3()
    for scores in (data["scores"], data["deal_start"]["scores"]):
        scores[0] += 20
        scores[1] -= 20
    assert "sums" in refused("king", data)


def test_king_history_rescored() -> None:
    """Deal 1's history moving 20 points from seat to seat (sums kept) is refused (−20 a trick)."""
    data = deal_3()
    for part in (data["state"], data["deal_start"]["state"]):
        for entry in part["history"]:
            entry["scores"][0] += 20
            entry["scores"][1] -= 20
        part["history"][0]["deal_scores"][0] += 20
        part["history"][0]["deal_scores"][1] -= 20
    for scores in (data["scores"], data["deal_start"]["scores"]):
        scores[0] += 20
        scores[1] -= 20
    assert "deal 1" in refused("king", data)


def test_king_positive_deal_rescored() -> None:
    """Two seats' scores of a positive deal swapped (sums kept) are refused: KG-18 fixes them."""
    data = king_save(lambda s: s.deal_number == 9 and s.history[6]["how"] == "played")
    for part in (data["state"], data["deal_start"]["state"]):
        entry = part["history"][6]
        a, b = sorted(range(4), key=lambda s: entry["deal_scores"][s])[::3]
        shift = entry["deal_scores"][b] - entry["deal_scores"][a]
        entry["deal_scores"][a] += shift
        entry["deal_scores"][b] -= shift
        for later in part["history"][6:]:
            later["scores"][a] += shift
            later["scores"][b] -= shift
    for scores in (data["scores"], data["deal_start"]["scores"]):
        scores[a] += shift
        scores[b] -= shift
    assert "deal 7" in refused("king", data)


@pytest.mark.parametrize("deal", [-3, 0, 11, 10**300])
def test_king_deal_out_of_range(deal: int) -> None:
    """Deal −3, 0, 11 (of 10) or 10**300 is refused."""
    data = deal_3()
    data["deal_number"] = data["deal_start"]["deal_number"] = deal
    refused("king", data)


def test_king_dealer_out_of_turn() -> None:
    """A first dealer other than the one the options name is refused (KG-3)."""
    data = data_of(play("king", 2, 3, {"dealer": 1}))
    for part in (data["state"], data["deal_start"]["state"]):
        part["first_dealer"] = 2
    refused("king", data)


# -- deal starts and logs, both games ---------------------------------------------------------


@pytest.mark.parametrize("game", ["khmer", "king"])
def test_a_mid_deal_position_cannot_pose_as_a_deal_start(game: str) -> None:
    """A save whose deal start is a position in mid-deal (moves made) is refused."""
    data = data_of(play(game, 3, 12))
    assert data["deal_log"], "the position is in mid-deal"
    data["deal_start"]["state"] = copy.deepcopy(data["state"])
    data["deal_log"] = []
    refused(game, data)


@pytest.mark.parametrize("game", ["khmer", "king"])
def test_a_position_set_up_by_hand_is_not_loaded(game: str) -> None:
    """position() builds mid-deal states with no deal start: to_json works, loading refuses."""
    if game == "khmer":
        state: GameState[Any] = khmer_position(
            ((4, 1), (6, 6)), fronts=((6,), (5,)), pile=(6, 3, 5, 2)
        )
    else:
        state = king_position([["4S", "5H"], ["2S", "AH"], ["3D", "AD"], ["6S", "7S"]])
    data = data_of(state)
    assert data["deal_start"] is None
    assert "no deal start" in refused(game, data)


def test_a_deal_dealt_with_events_off_is_not_loaded() -> None:
    """A search copy (events off) keeps no deal start, so its save is refused, not wrong."""
    state = Khmer.new_state(2, seed=4, options={"first_player": 0})
    state.record_events = False
    state.apply("concede")  # deal 2 is dealt with events off
    assert "no deal start" in refused("khmer", state.to_json())


@pytest.mark.parametrize("game", ["khmer", "king"])
def test_an_illegal_move_is_named(game: str) -> None:
    """A log with an illegal or unknown move is refused, naming the move's number and text."""
    data = data_of(play(game, 7, 6))
    number = len(data["deal_log"]) + 1
    data["deal_log"].append("fly away")
    message = refused(game, data)
    assert f"move {number}" in message and "fly away" in message


def test_moves_after_the_match_ended() -> None:
    """A finished match's log with a move after the last is refused."""
    data = data_of(play("khmer", 1, 10_000))
    assert data["state"]["mover"] is None
    data["deal_log"].append("concede")
    assert "over before move" in refused("khmer", data)


def test_a_log_that_ends_the_deal_without_the_next() -> None:
    """A log whose last move ends the deal, while the save is still in it, is refused."""
    data = data_of(play("khmer", 2, 0, {"target": 9}))
    data["deal_log"] = ["concede"]
    refused("khmer", data)


@pytest.mark.parametrize("game", ["khmer", "king"])
def test_an_older_save_version_is_refused(game: str) -> None:
    """A version 1 save is refused with a message saying it is from an older version."""
    data = data_of(play(game, 1, 3))
    data["version"] = 1
    del data["deal_start"], data["deal_log"]
    assert "older version" in refused(game, data)


@pytest.mark.parametrize("game", ["khmer", "king"])
def test_another_games_save_is_refused(game: str) -> None:
    """A save of one game given to the other is refused."""
    other = "king" if game == "khmer" else "khmer"
    assert f"not {other}" in refused(other, play(game, 1, 3).to_json())


# -- fuzzing ----------------------------------------------------------------------------------


@cache
def real_saves(game: str) -> tuple[str, ...]:
    """Saves of seeded random play at many points of four matches."""
    saves = []
    for seed in range(4):
        options = {"target": 9} if game == "khmer" else {}
        state = GAMES[game].new_state(SEATS[game], seed=seed, options=options)
        rng = random.Random(seed)
        step = 0
        while True:
            if step % (3 if game == "khmer" else 37) == 0 or state.is_over:
                saves.append(state.to_json())
            if state.is_over:
                break
            state.apply(rng.choice(state.legal_actions()))
            step += 1
    return tuple(saves)


def hands_of(data: Data) -> list[list[Any]]:
    """Every hand list in a save: the position's and the deal start's."""
    return [*data["state"]["hands"], *data["deal_start"]["state"]["hands"]]


def damage_value(draw: st.DrawFn, data: Data, kind: str) -> None:
    """Drop, retype or replace (huge number, deep nesting) one value anywhere in ``data``."""
    path = draw(st.sampled_from(paths(data)))
    parent, key = at(data, path[:-1]), path[-1]
    if kind == "drop":
        del parent[key]
    elif kind == "retype":
        parent[key] = draw(json_values)
    elif kind == "huge":
        parent[key] = draw(st.sampled_from([10**300, -(10**300), 2**64, "@BIG@"]))
    else:
        parent[key] = "@DEEP@"


def damage_cards(draw: st.DrawFn, data: Data, kind: str) -> None:
    """Swap two cards between hands (or within one), or copy one card over another."""
    hands = [h for h in hands_of(data) if h]
    a, b = draw(st.sampled_from(hands)), draw(st.sampled_from(hands))
    i, j = draw(st.integers(0, len(a) - 1)), draw(st.integers(0, len(b) - 1))
    if kind == "swap":
        a[i], b[j] = b[j], a[i]
    else:
        a[i] = b[j]


def other_options(draw: st.DrawFn, data: Data, game: str) -> None:
    """Another valid value for one option, or another seed: the save may well still load."""
    if draw(st.booleans()):
        data["rng"]["seed"] = draw(st.integers(-(2**70), 2**70))
        return
    option = draw(st.sampled_from([o for o in GAMES[game].options if o.name != "deals"]))
    data["options"][option.name] = draw(st.sampled_from(OPTION_VALUES[option.name]))


OPTION_VALUES = {
    option.name: getattr(option, "choices", ()) or (None, 0, 1, 2, 3, 6, 9)
    for game in GAMES.values()
    for option in game.options
}


@st.composite
def mutated(draw: st.DrawFn, game: str) -> tuple[str, str | bytes]:
    """A real save of ``game`` and a changed copy of it (text, or bytes for invalid UTF-8)."""
    original = draw(st.sampled_from(real_saves(game)))
    data = json.loads(original)
    kinds = ["drop", "retype", "huge", "deep", "swap", "duplicate", "game", "options", "utf8"]
    kind = draw(st.sampled_from(kinds))
    if kind in ("swap", "duplicate"):
        damage_cards(draw, data, kind)
    elif kind == "game":
        data["game"] = draw(
            st.sampled_from([g for g in ("khmer", "king", "", None, 1) if g != game])
        )
    elif kind == "options":
        other_options(draw, data, game)
    elif kind != "utf8":
        damage_value(draw, data, kind)
    # Placeholders become text json.dumps cannot write: 100,000-deep nesting, 5,000 digits.
    text = json.dumps(data).replace('"@DEEP@"', DEEP).replace('"@BIG@"', "9" * 5000)
    if kind != "utf8":
        assume(json.loads(original) != data)  # a change, not a swap of equal cards
        return original, text
    raw = text.encode()
    cut = draw(st.integers(0, len(raw)))
    bad = draw(st.sampled_from([b"\xff", b"\xc3\x28", b"\xed\xa0\x80", b"\x80"]))
    return original, raw[:cut] + bad + raw[cut:]


def check_loads_or_refuses(game: str, original: str, text: str | bytes) -> None:
    """Load the save: SaveError, or a state the rules reach that plays on to the end."""
    try:
        state = GAMES[game].from_json(text)
    except SaveError:
        return
    saved = state.to_json()
    if saved != original:
        # Not the original (e.g. another seed or option): it must pass every check again.
        assert GAMES[game].from_json(saved).to_json() == saved
    play_out(game, state, len(saved))


@pytest.mark.fuzz
@FUZZ
@given(mutated("khmer"))
def test_fuzzed_khmer_saves(case: tuple[str, str | bytes]) -> None:
    """Damaged Khmer saves load as the original or a reachable position, or raise SaveError."""
    check_loads_or_refuses("khmer", *case)


@pytest.mark.fuzz
@FUZZ
@given(mutated("king"))
def test_fuzzed_king_saves(case: tuple[str, str | bytes]) -> None:
    """Damaged King saves load as the original or a reachable position, or raise SaveError."""
    check_loads_or_refuses("king", *case)


@pytest.mark.parametrize("game", ["khmer", "king"])
def test_every_truncation_of_a_small_save(game: str) -> None:
    """A save cut at every byte offset raises SaveError (as text, and as bytes)."""
    text = real_saves(game)[0]
    raw = text.encode()
    for cut in range(len(raw)):
        with pytest.raises(SaveError):
            GAMES[game].from_json(raw[:cut])
    for cut in range(0, len(text), 7):
        with pytest.raises(SaveError):
            GAMES[game].from_json(text[:cut])


@pytest.mark.parametrize("game", ["khmer", "king"])
def test_deep_nesting_and_huge_numbers_at_the_top(game: str) -> None:
    """A save that is 100,000-deep nesting, or holds a 5,000-digit number, raises SaveError."""
    for text in (DEEP, '{"a":' * 100_000 + "1" + "}" * 100_000, "9" * 5000):
        refused(game, text)
    data = data_of(play(game, 1, 2))
    data["seats"] = 10**300
    refused(game, data)


ROUND_TRIP_OPTIONS: list[tuple[str, Data]] = [
    *(("khmer", options) for options in OPTION_MIXES[::4]),
    ("king", {}),
    ("king", {"king_early_stop": "on", "king_first_lead": "dealer_left", "dealer": 2}),
    ("king", {"positive_mode": "simple", "deals": "positive,no_queens,positive"}),
    (
        "king",
        {
            "deals": "positive,positive,positive,king_of_hearts",
            "king_failed_auction": "top_bid_at_most_plus1",
            "king_minus_settlement": "fixed_transfer",
            "king_positive_lead": "declarer",
        },
    ),
]


@pytest.mark.parametrize(("game", "options"), ROUND_TRIP_OPTIONS)
def test_every_position_of_whole_matches_round_trips(game: str, options: Data) -> None:
    """At every action of a whole match a save reloads to the same save, views and actions."""
    seed = len(json.dumps(options))
    state = GAMES[game].new_state(SEATS[game], seed=seed, options=options)
    rng = random.Random(seed)
    while True:
        text = state.to_json()
        loaded = GAMES[game].from_json(text)
        assert loaded.to_json() == text
        assert loaded.legal_actions() == state.legal_actions()
        assert loaded.view(state.current_player) == state.view(state.current_player)
        if state.is_over:
            break
        state.apply(rng.choice(state.legal_actions()))


# -- bot memory -------------------------------------------------------------------------------


def king_memory() -> Data:
    """A King bot's memory once it has seen a seat show a void, in a real game."""
    state = play("king", 4, 0)
    bot = KingNormal(1, 0)
    rng = random.Random(4)
    while not any(bot.memory()["voids"]):
        for event in state.apply(rng.choice(state.legal_actions())):
            if event.visible_to(1):
                bot.observe(event)
    memory = bot.memory()
    assert memory["played"]
    return memory


def test_bot_memories_restore_exactly() -> None:
    """A real memory of each bot, through JSON, restores to the same memory."""
    king = KingNormal(2, 0)
    memory = json.loads(json.dumps(king_memory()))
    king.restore(memory)
    assert king.memory() == memory
    khmer = KhmerNormal(0, 0)
    khmer.restore({"table_total": 17})
    assert khmer.memory() == {"table_total": 17}
    khmer.restore({})  # a bot that remembered nothing yet
    assert khmer.memory() == {"table_total": 0}


@pytest.mark.parametrize(
    "memory",
    [
        {"table_total": True},
        {"table_total": 5.0},
        {"table_total": "5"},
        {"table_total": -1},
        {"table_total": 61},
        {"table_total": 10**300},
        {"table_total": [5]},
        {"table_total": 5, "pile": [1]},
        [("table_total", 5)],
        None,
    ],
)
def test_khmer_bot_refuses_a_damaged_memory(memory: Any) -> None:
    """A Khmer bot's damaged memory raises ValueError and leaves the bot as it was."""
    bot = KhmerNormal(0, 0)
    bot.restore({"table_total": 9})
    with pytest.raises(ValueError, match="table total"):
        bot.restore(memory)
    assert bot.memory() == {"table_total": 9}


KING_DAMAGE: dict[str, Callable[[Data], Any]] = {
    "unknown card": lambda m: m["played"].append("ZZ"),
    "card 1S": lambda m: m["played"].append("1S"),
    "card twice": lambda m: m["played"].append(m["played"][0]),
    "card as a number": lambda m: m["played"].append(12),
    "played not a list": lambda m: m.__setitem__("played", "AS"),
    "53 cards": lambda m: m.__setitem__("played", [c.code for c in King.deck.cards] + ["AS"]),
    "three void lists": lambda m: m["voids"].pop(),
    "five void lists": lambda m: m["voids"].append([]),
    "suit X": lambda m: m["voids"][0].append("X"),
    "suit CD": lambda m: m["voids"][0].append("CD"),
    "empty suit": lambda m: m["voids"][0].append(""),
    "suit as a bool": lambda m: m["voids"][0].append(True),
    "suit twice": lambda m: m["voids"][2].extend(["S", "S"]),
    "voids a table": lambda m: m.__setitem__("voids", {"0": []}),
    "unknown key": lambda m: m.__setitem__("trumps", []),
}


@pytest.mark.parametrize("name", sorted(KING_DAMAGE))
def test_king_bot_refuses_a_damaged_memory(name: str) -> None:
    """A King bot's damaged memory raises ValueError and leaves the bot's memory as it was."""
    good = king_memory()
    bot = KingNormal(1, 0)
    bot.restore(good)
    damaged = copy.deepcopy(good)
    KING_DAMAGE[name](damaged)
    with pytest.raises(ValueError):
        bot.restore(damaged)
    assert bot.memory() == good


@pytest.mark.fuzz
@settings(max_examples=examples(200), derandomize=True)
@given(st.data())
def test_fuzzed_bot_memories(data: st.DataObject) -> None:
    """Any one-place damage to a real bot memory restores exactly or raises ValueError only."""
    game = data.draw(st.sampled_from(["khmer", "king"]))
    memory: Any = king_memory() if game == "king" else {"table_total": 23}
    places = paths(memory)
    path = data.draw(st.sampled_from(places))
    parent = at(memory, path[:-1])
    if data.draw(st.booleans()):
        del parent[path[-1]]
    else:
        parent[path[-1]] = data.draw(json_values)
    bot = KingNormal(1, 0) if game == "king" else KhmerNormal(1, 0)
    try:
        bot.restore(memory)
    except ValueError:
        return
    again = KingNormal(1, 0) if game == "king" else KhmerNormal(1, 0)
    again.restore(bot.memory())
    assert again.memory() == bot.memory()


GOLDEN_SAVES = sorted(
    path
    for path in (Path(__file__).parent / "golden" / "saves").glob("*.json")
    if not path.name.endswith(".next.json")
)


@pytest.mark.parametrize("path", GOLDEN_SAVES, ids=[p.name for p in GOLDEN_SAVES])
def test_saves_of_this_version_load_and_write_back_the_same(path: Path) -> None:
    """The golden saves (written by this save version, maybe by older code) load, and
    ``to_json`` writes each back character for character."""
    text = path.read_text(encoding="utf-8").rstrip("\n")
    game = games.find(path.name.split("-")[0])
    assert game.from_json(text).to_json() == text
