"""Las Vegas computer opponents: legal, view-only, deterministic, resumable, right in
positions where one action is clearly best, and normal stronger than easy."""

from __future__ import annotations

import json
import random
from collections.abc import Sequence
from typing import Any

import pytest

from access_cards import bots
from access_cards.bots.lasvegas import LEVELS, LasVegasEasy, LasVegasHard, LasVegasNormal
from access_cards.bots.lasvegas.knowledge import Memory, rank_of, unseen_counts
from access_cards.bots.lasvegas.odds import las_vegas_chance, sample_deals, share_odds
from access_cards.bots.lasvegas.players import strength
from access_cards.engine.events import Event, events_for
from access_cards.games.lasvegas import GAME, LasVegasState
from access_cards.games.lasvegas.position import position
from access_cards.games.lasvegas.scoring import CODES
from access_cards.simulate import mean_interval
from tests.botplay import finish, play_bots, play_match, strings

ALL = ("easy", "normal", "hard")


def make(level: str, seat: int, seed: int = 1) -> Any:
    return LEVELS[level](seat, seed, deterministic=True)


def test_levels() -> None:
    assert set(LEVELS) == set(ALL)
    assert all(LEVELS[lv].level == lv for lv in ALL)
    assert bots.levels("lasvegas") == (*ALL, "random")
    assert isinstance(bots.create("lasvegas", "hard", seat=1), LasVegasHard)


@pytest.mark.parametrize("seats", [2, 3, 4, 6])
def test_whole_matches_only_legal_actions(seats: int) -> None:
    """Every level at every seat count plays whole matches (short stacks, so they end by
    eliminations, or after ``hands``); every choice is legal (``play_bots`` checks)."""
    for seed in range(2):
        levels = [ALL[(seed + s) % 3] for s in range(seats)]
        scores, taken = play_match("lasvegas", levels, seed, {"stack": 6, "hands": 6})
        assert sum(scores) == 6 * seats
        assert taken


@pytest.mark.parametrize(
    "options",
    [
        {"lv_bet_cap": "side_pots"},
        {"lv_bet_cap": "none", "lv_check_raise": "allowed"},
        {"lv_lasvegas_timing": "at_showdown", "lv_odd_chip": "low_half"},
        {"lv_values": "figures10_aces_1or11", "pile_visibility": "top_only"},
        {"lv_first_speaker": "most_cards", "min_bet": 2, "ante": 2},
    ],
)
def test_options_that_change_what_is_legal(options: dict[str, Any]) -> None:
    for seed in range(2):
        play_bots("lasvegas", ["hard", "normal", "easy", "hard"], seed, {"hands": 2, **options})


@pytest.mark.parametrize("level", ALL)
def test_same_seed_same_choices(level: str) -> None:
    options = {"hands": 3}
    assert play_match("lasvegas", [level] * 3, 5, options) == play_match(
        "lasvegas", [level] * 3, 5, options
    )



@pytest.mark.parametrize("visibility", ["full", "top_only"])
def test_a_view_holds_no_hidden_card_and_is_enough(visibility: str) -> None:
    """The leak test: the view a bot decides from names no card of another hand (beyond
    the discards on the centre piles), no face-down centre card, no undealt card; and it
    is all each level needs to choose a legal action."""
    state = GAME.new_state(4, seed=3, options={"hands": 1, "pile_visibility": visibility})
    assert isinstance(state, LasVegasState)
    players = [make(ALL[s % 3], s) for s in range(4)]
    for bot in players:
        for event in events_for(state.start_events, bot.seat):
            bot.observe(event)
    while (seat := state.current_player) is not None:
        view = state.view(seat)
        shown = set(strings(view))
        public = {p.get("card") for p in view["centre"]}
        public |= {c for p in view["centre"] for d in p.get("discards", []) for c in d["cards"]}
        hidden = {c for s in range(4) if s != seat for c in state.hand_codes(s)}
        hidden |= set(_face_down(state))
        assert not (hidden - public) & shown, seat
        for level in ALL:
            assert make(level, seat).choose(view) in view["legal_actions"]
        for event in state.apply(players[seat].choose(view)):
            for bot in players:
                if event.visible_to(bot.seat):
                    bot.observe(event)


def _face_down(state: LasVegasState) -> list[str]:
    return [CODES[c] for c in state.centre[state.revealed :] + state.rest]


# -- saves: memory round trip ------------------------------------------------------------


def test_memory_round_trip_continues_identically() -> None:
    """Midway through a hand, a bot rebuilt from ``memory()`` (through JSON, as a save
    keeps it) or from the events replayed holds the same memory, and the resumed match
    decides the rest exactly as the uninterrupted one."""
    options = {"hands": 3}
    state = GAME.new_state(4, seed=11, options=options)
    assert isinstance(state, LasVegasState)
    seeds = [21, 22, 23, 24]
    players = [LasVegasHard(s, seeds[s], deterministic=True) for s in range(4)]
    heard: list[list[Event]] = [[] for _ in range(4)]

    def tell(events: Sequence[Event], to: Sequence[Any]) -> None:
        for bot in to:
            for event in events_for(events, bot.seat):
                heard[bot.seat].append(event)
                bot.observe(event)

    tell(state.start_events, players)
    for step in range(200):
        seat = state.current_player
        assert seat is not None
        if step >= 12 and state.view(seat)["round"] >= 2:
            saved = [json.loads(json.dumps(b.memory())) for b in players]
            again = [LasVegasHard(s, seeds[s], deterministic=True) for s in range(4)]
            replayed = [LasVegasHard(s, seeds[s], deterministic=True) for s in range(4)]
            for bot, memory in zip(again, saved, strict=True):
                bot.restore(memory)
                assert bot.memory() == memory
            for bot in replayed:
                for event in heard[bot.seat]:
                    bot.observe(event)
                assert json.loads(json.dumps(bot.memory())) == saved[bot.seat]
            resumed = GAME.from_json(state.to_json())
            assert isinstance(resumed, LasVegasState)
            assert finish(resumed, again, 500) == finish(state, players, 500)
            return
        tell(state.apply(players[seat].choose(state.view(seat))), players)
    pytest.fail("no save point reached")



def test_memory_of_bets_and_discards() -> None:
    memory = Memory()
    memory.observe(Event("deal_start", deal=1, dealer=0, seats_in=[0, 1, 2], ante=1))
    memory.observe(Event("ante", ante=1, seats=[0, 1, 2], pot=3, stacks=[49, 49, 49]))
    memory.observe(Event("check", seat=1, round=1))
    fields = {"level": 2, "pot": 5, "stack": 47, "all_in": False}
    memory.observe(Event("bet", seat=2, round=1, amount=2, **fields))
    memory.observe(Event("fold", seat=0, round=1, pot=5, active=[1, 2]))
    memory.observe(Event("reveal", position=1, card="7C", value=7, face_down=3))
    memory.observe(Event("discard", seat=1, position=1, value=7, cards=["7D", "7S"]))
    assert [(a.seat, a.kind, a.pot, a.active) for a in memory.acts] == [
        (1, "check", 3, (0, 1, 2)),
        (2, "bet", 3, (0, 1, 2)),
    ]
    assert memory.since(1, 1) == [6, 6] and memory.since(1, 2) == []
    assert memory.size(1, 2) == 1 and memory.size(2, 2) == 3
    assert memory.pile_counts(2)[6] == 3
    again = Memory()
    again.load(json.loads(json.dumps(memory.dump())))
    assert again == memory


# -- odds --------------------------------------------------------------------------------


def test_exact_las_vegas_chance() -> None:
    """One card left, one centre card to come from 10 unseen of which 3 match: 3 in 10."""
    unseen = [0] * 10
    unseen[4], unseen[0] = 3, 7
    assert las_vegas_chance([4], unseen, 1) == pytest.approx(0.3)
    assert las_vegas_chance([4, 0], unseen, 1) == 0.0
    assert las_vegas_chance([4, 0], unseen, 2) == pytest.approx(2 * 3 * 7 / (10 * 9))


def test_narrowed_hands_avoid_turned_ranks() -> None:
    """Hard's deal of the others' hands: no rank turned in the centre (every player still
    in discarded it), while the face-down centre may still hold one."""
    unseen = [3, 4, 4, 4, 4, 4, 2, 4, 4, 4]  # a 7 turned, one discarded with it
    deals = sample_deals([0], [2, 2], unseen, 2, random.Random(1), 300, excluded=[6])
    assert all(6 not in hand for hands in deals.hands for hand in hands)
    loose = sample_deals([0], [2, 2], unseen, 2, random.Random(1), 300)
    assert any(6 in hand for hands in loose.hands for hand in hands)


def test_showdown_odds() -> None:
    """Two players, no centre card to come: the pot is always split (LV-15)."""
    unseen = [4] * 10
    odds = share_odds([2, 5, 9], [3], unseen, 0, random.Random(2), 200)
    assert odds.share == pytest.approx(0.5)


# -- positions ---------------------------------------------------------------------------


def play_to(state: LasVegasState, actions: Sequence[str], players: Sequence[Any]) -> None:
    """From the deal, apply ``actions`` in turn, every bot hearing its events."""
    for bot in players:
        for event in events_for(state.start_events, bot.seat):
            bot.observe(event)
    play_on(state, actions, players)


def play_on(state: LasVegasState, actions: Sequence[str], players: Sequence[Any]) -> None:
    for text in actions:
        for event in state.apply(text):
            for bot in players:
                if event.visible_to(bot.seat):
                    bot.observe(event)


CHECKS = ["check"] * 16  # four players check rounds 1 to 4 (nobody holds a turned rank)


def _hands4() -> list[list[str]]:
    return [["5C", "6D", "7S"], ["1C", "1D", "2C"], ["9C", "10C", "10D"], ["2D", "3C", "3D"]]


@pytest.mark.parametrize("level", ["normal", "hard"])
def test_calls_a_small_bet_holding_the_best_low(level: str) -> None:
    """Round 5, three players: seat 0 holds two aces and a 2 (4, no lower hand possible);
    it checked, seat 1 bets 1, seat 2 calls: it calls."""
    hands = [["1C", "1D", "2C"], ["5C", "6D", "7S"], ["9C", "10C", "10D"]]
    state = position(hands, ["4C", "4D", "8C", "8D"], dealer=2)
    players = [make(level, s) for s in range(3)]
    play_to(state, ["check"] * 12 + ["check", "bet 1", "call"], players)
    view = state.view(0)
    assert view["round"] == 5 and view["legal_actions"] == ["call", "fold"]
    assert players[0].choose(view) == "call"


@pytest.mark.parametrize("level", ["normal", "hard"])
def test_folds_a_large_bet_and_raise_with_a_middling_total(level: str) -> None:
    """Round 1, four players: seat 0 holds 5, 6, 7 (18: neither low nor high, no pair); it
    checked, seat 1 bets 10, seat 2 raises 20, seat 3 calls: 30 to call into 74, it folds."""
    state = position(_hands4(), ["4C", "4D", "8C", "8D"], dealer=3)
    players = [make(level, s) for s in range(4)]
    play_to(state, ["check", "bet 10", "raise 20", "call"], players)
    view = state.view(0)
    assert view["round"] == 1 and view["limits"]["to_call"] == 30
    assert players[0].choose(view) == "fold"


@pytest.mark.parametrize("level", ["easy", "normal"])
def test_takes_the_free_check(level: str) -> None:
    """Round 5, four players, nothing to call, a middling total first to speak: check
    (folding is not even offered; betting pays only the extremes)."""
    state = position(_hands4(), ["4C", "4D", "8C", "8D"], dealer=3)
    players = [make(level, s) for s in range(4)]
    play_to(state, CHECKS, players)
    view = state.view(0)
    assert view["round"] == 5 and "fold" not in view["legal_actions"]
    assert players[0].choose(view) == "check"


def test_hard_bluffs_now_and_then() -> None:
    """Round 1, four players, hard first to speak with a middling total, twenty seeds: it
    checks some, bets some (a bet that few would call, kept at about the rate that leaves
    a caller indifferent), and never anything else."""
    choices = []
    for seed in range(20):
        state = position(_hands4(), ["4C", "4D", "8C", "8D"], dealer=3)
        players = [make("hard", s, seed) for s in range(4)]
        play_to(state, [], players)
        choices.append(players[0].choose(state.view(0)))
    bluffs = sum(1 for c in choices if c.startswith("bet"))
    assert choices.count("check") + bluffs == 20
    assert 0 < bluffs < 20, choices


def test_hard_reads_a_discard() -> None:
    """After C1 (a 7) nobody discarded: hard deals no 7 to the others, normal may."""
    hands = [["2C", "5D", "9S"], ["1C", "3D", "10S"], ["4C", "6B", "8S"]]
    state = position(hands, ["7C", "4D", "8C", "1D"], dealer=2)
    hard, normal = LasVegasHard(0, 1, deterministic=True), LasVegasNormal(0, 1)
    play_to(state, ["check"] * 3, [hard, normal])
    view = state.view(0)
    assert view["round"] == 2 and view["centre"][0]["count"] == 1
    assert all(6 not in h for hs in hard.deals(view, [1, 2]).hands for h in hs)
    assert any(6 in h for hs in normal.deals(view, [1, 2]).hands for h in hs)


def test_hard_reads_a_bet() -> None:
    """A big opening bet makes the bettor's hand strong in hard's eyes: weighed by his bet,
    the sampled hands of the bettor are stronger on average (pairs and extreme totals),
    and a check makes them weaker; normal weighs nothing."""
    hands = [["2C", "5D", "9S"], ["1C", "3D", "10S"], ["4C", "6B", "8S"]]

    def bettor_strength(actions: list[str], level: str) -> float:
        state = position(hands, ["7C", "4D", "8C", "1D"], dealer=0)
        bot = make(level, 0)
        play_to(state, actions, [bot])
        deals = bot.deals(state.view(0), [1, 2])
        piles = (0,) * 10
        total = sum(
            w * strength(h[0], piles, 4, (3, 3))
            for w, h in zip(deals.weights, deals.hands, strict=True)
        )
        return float(total / sum(deals.weights))

    quiet = bettor_strength([], "hard")
    assert bettor_strength(["bet 20"], "hard") > quiet + 0.01
    assert bettor_strength(["check"], "hard") < quiet - 0.005
    assert bettor_strength(["bet 20"], "normal") == pytest.approx(
        bettor_strength([], "normal"), abs=0.005
    )


# -- strength (the long ladder is benchmarks/lasvegas_bots.py) ------------------------------


def test_normal_beats_easy() -> None:
    """Two-seat hands, each deal played twice with the seats swapped: normal's mean chips
    per deal above easy's, beyond the 95% interval."""
    diffs = []
    for board in range(120):
        total = 0
        for first in ("normal", "easy"):
            levels = [first, "easy" if first == "normal" else "normal"]
            scores, _ = play_match("lasvegas", levels, 700 + board, {"hands": 1})
            total += scores[levels.index("normal")] - 50
        diffs.append(total / 2)
    estimate = mean_interval(diffs)
    assert estimate.low is not None and estimate.low > 0, estimate


def test_easy_habits() -> None:
    """Easy likes one card left, a pair with centre cards to come, or an extreme total."""
    assert LasVegasEasy.likes({"hand": ["4C"], "face_down": 2})
    assert LasVegasEasy.likes({"hand": ["4C", "4D", "9S"], "face_down": 1})
    assert LasVegasEasy.likes({"hand": ["1C", "2D", "3S"], "face_down": 3})
    assert not LasVegasEasy.likes({"hand": ["4C", "6D", "9S"], "face_down": 3})
    assert [rank_of(c) for c in ("1C", "10B")] == [0, 9]
    assert unseen_counts({"hand": ["1C"], "centre": [{"value": 1, "count": 2}]})[0] == 1
