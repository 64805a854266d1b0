"""Rummy 40 computer opponents: legal, view-only, deterministic, resumable, and right in
positions where one move is clearly best."""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from typing import Any

import pytest

from access_cards.bots.rummy40 import LEVELS, Rummy40Hard, Rummy40Normal
from access_cards.bots.rummy40.knowledge import Memory
from access_cards.engine.events import events_for
from access_cards.games.rummy40 import GAME, Rummy40State
from access_cards.games.rummy40.melds import INDEX
from access_cards.simulate import mean_interval
from tests.botplay import finish, play_match, strings

ALL = ("easy", "normal", "hard")


def play_hand(
    levels: Sequence[str], seed: int, options: dict[str, Any] | None = None
) -> tuple[list[int], list[str]]:
    """One hand (by default) between bots of ``levels``; every choice checked legal."""
    return play_match("rummy40", levels, seed, options)


def make_bot(level: str, seat: int, seed: int) -> Any:
    return LEVELS[level](seat, seed, deterministic=True)
FULL = [f"{r}{s}" for s in "CDHS" for r in [*map(str, range(2, 11)), "J", "Q", "K", "A"]] * 2
FULL += ["JK", "JK"]


def test_levels() -> None:
    assert set(LEVELS) == set(ALL)
    assert all(LEVELS[lv].level == lv for lv in ALL)


@pytest.mark.parametrize("seats", [2, 3, 4])
def test_whole_hands_only_legal_actions(seats: int) -> None:
    """Every level at every seat count plays whole hands; every choice is legal."""
    for seed in range(4):
        levels = [ALL[(seed + s) % 3] for s in range(seats)]
        chips, taken = play_hand(levels, seed)
        assert sum(chips) == 0
        assert taken


def test_options_that_change_what_is_legal() -> None:
    variants: list[dict[str, str]] = [
        {"r40_discard_take_use": "meld_or_layoff", "r40_freed_joker": "keep"},
        {"r40_discard_take_use": "any_meld", "r40_layoff_in_opening_turn": "no"},
        {"r40_opening_min_scope": "discard_take_only", "r40_discard_history": "all"},
        {"r40_match": "elimination", "r40_threshold": "60"},
    ]
    for seed, options in enumerate(variants):
        play_hand(["hard", "normal", "easy"], seed, options)


@pytest.mark.parametrize("level", ALL)
def test_same_seed_same_choices(level: str) -> None:
    assert play_hand([level] * 3, 5) == play_hand([level] * 3, 5)


def test_a_view_holds_no_other_hand_and_is_enough() -> None:
    """The leak test: the view a bot decides from names no other seat's cards (beyond what
    is on the table or on top of the discard) and is all it needs."""
    state = GAME.new_state(3, seed=3)
    assert isinstance(state, Rummy40State)
    for _ in range(60):
        seat = state.current_player
        if seat is None:
            break
        view = state.view(seat)
        public = {c for m in view["melds"] for c in m["cards"]} | {view["top_discard"]}
        own = set(view["hand"])
        others = {c for s in range(3) if s != seat for c in state.hand_codes(s)}
        assert not (others - own - public) & set(strings(view))
        for level in ALL:
            assert make_bot(level, seat, 1).choose(view) in view["legal_actions"]
        state.apply(view["legal_actions"][0])



def test_memory_round_trip_continues_identically() -> None:
    """A bot rebuilt from ``memory()`` midway decides the rest of the hand as the original."""
    state = GAME.new_state(3, seed=11)
    assert isinstance(state, Rummy40State)
    seeds = [21, 22, 23]
    bots = [Rummy40Hard(s, seeds[s], deterministic=True) for s in range(3)]
    for bot in bots:
        for event in events_for(state.start_events, bot.seat):
            bot.observe(event)
    for step in range(400):
        seat = state.current_player
        if seat is None:
            break
        if step == 25:
            saved = [b.memory() for b in bots]
            again = [Rummy40Hard(s, seeds[s], deterministic=True) for s in range(3)]
            for bot, memory in zip(again, saved, strict=True):
                bot.restore(memory)
                assert bot.memory() == memory
            resumed = GAME.from_json(state.to_json())
            assert isinstance(resumed, Rummy40State)
            assert finish(resumed, again, 2000) == finish(state, bots, 2000)
            return
        text = bots[seat].choose(state.view(seat))
        for event in state.apply(text):
            for bot in bots:
                if event.visible_to(bot.seat):
                    bot.observe(event)
    pytest.fail("the hand ended before the save point")



# -- positions ---------------------------------------------------------------------------


def position(hands: list[list[str]], upcard: str, stock: Sequence[str] = ()) -> Rummy40State:
    """Seat 0 moves first with exactly ``hands`` (13 cards each), then the upcard and the
    stock's top cards; the rest of the deck below."""
    pool = Counter(FULL)
    for code in [c for h in hands for c in h] + [upcard, *stock]:
        pool[code] -= 1
        assert pool[code] >= 0, code
    assert all(len(h) == 13 for h in hands)
    deck = [c for h in hands for c in h] + [upcard, *stock, *sorted(pool.elements())]
    state = GAME.new_state(len(hands), seed=1, options={"dealer": len(hands) - 1}, deck=deck)
    assert isinstance(state, Rummy40State)
    return state


def play_turn(state: Rummy40State, bot: Any) -> list[str]:
    """Let ``bot`` play the whole turn of the seat to move."""
    seat = state.current_player
    taken = []
    while state.current_player == seat:
        text = bot.choose(state.view(seat))
        assert text in state.view(seat)["legal_actions"]
        taken.append(text)
        state.apply(text)
    return taken


JUNK = ["2C", "4D", "6S", "8C", "10D", "QH", "3S"]  # no two make a meld, with or without a 3rd
OTHER = ["2D", "5C", "7H", "9S", "JC", "KD", "3H", "6C", "8D", "10S", "QC", "4S", "AD"]


@pytest.mark.parametrize("cls", [Rummy40Normal, Rummy40Hard])
def test_opens_with_40_when_it_can(cls: type[Rummy40Normal]) -> None:
    """R40-E1 (a) in hand (54), the stock card useless: the bot opens this turn."""
    hand = ["7H", "8H", "9H", "QC", "QD", "QS", *JUNK]
    state = position([hand, OTHER], "5S", ["KC"])
    taken = play_turn(state, cls(0, 1, deterministic=True))
    assert taken[0] == "draw stock"
    assert state.opened[0], taken


@pytest.mark.parametrize("cls", [Rummy40Normal, Rummy40Hard])
def test_takes_the_discard_that_completes_the_opening(cls: type[Rummy40Normal]) -> None:
    """R40-E2: top discard 8D with 6D 7D and three tens in hand: take it and open (51)."""
    hand = ["6D", "7D", "10C", "10H", "10S", "2C", "4H", "QS", "5S", "8C", "KH", "3S", "AS"]
    state = position([hand, [*OTHER[:12], "4C"]], "8D", ["KC"])
    taken = play_turn(state, cls(0, 1, deterministic=True))
    assert taken[0] == "draw discard"
    assert "meld 6D 7D 8D" in taken and state.opened[0]


@pytest.mark.parametrize("cls", [Rummy40Normal, Rummy40Hard])
def test_keeps_the_joker(cls: type[Rummy40Normal]) -> None:
    """A joker and nothing that opens: the bot throws a card, never the joker."""
    hand = ["JK", "2C", "4D", "6S", "8C", "10D", "QH", "3S", "5H", "7C", "9D", "JS", "KC"]
    state = position([hand, OTHER], "AH", ["2H"])
    taken = play_turn(state, cls(0, 1, deterministic=True))
    assert taken[-1].startswith("discard") and taken[-1] != "discard JK"


def test_hard_does_not_feed_the_next_player_out() -> None:
    """With ``meld_or_layoff`` (R40-10), the next player has opened and holds one card: the
    9 of spades would let him take it, lay it off on 10S JS QS and go out.  Normal, going
    by the hand alone, throws it; hard throws a safe card."""
    view = _feeding_view()
    assert Rummy40Normal(0, 1, deterministic=True).choose(view) == "discard 9S"
    assert Rummy40Hard(0, 1, deterministic=True).choose(view) == "discard 4H"


def _feeding_view() -> dict[str, Any]:
    """Seat 0 to discard; seat 1 opened with one card left."""
    melds = [("run", ["10S", "JS", "QS"]), ("set", ["5C", "5D", "5H"]), ("run", ["4D", "5D", "6D"])]
    return {
        "game": "rummy40",
        "seat": 0,
        "seats": 2,
        "seats_in": [0, 1],
        "deal": 1,
        "phase": "meld",
        "options": {"r40_discard_take_use": "meld_or_layoff"},
        "opened": [True, True],
        "hand_sizes": [4, 1],
        "hand": ["2C", "3C", "4H", "9S"],
        "melds": [
            {"number": i + 1, "owner": i % 2, "kind": k, "cards": c, "jokers": [], "closed": False}
            for i, (k, c) in enumerate(melds)
        ],
        "top_discard": "4C",
        "stock_count": 40,
        "discard_count": 1,
        "turn": {"jokers_to_place": 0, "must_use": None},
        "legal_actions": ["discard 2C", "discard 3C", "discard 4H", "discard 9S"],
    }


# -- strength (the long ladder is benchmarks/rummy40_bots.py) -----------------------------


def test_normal_beats_easy() -> None:
    """About a hundred two-seat hands, seats swapped on each deal: normal's mean chips per
    deal above easy's, beyond the 95% interval."""
    diffs = []
    for board in range(50):
        total = 0
        for first in ("normal", "easy"):
            levels = [first, "easy" if first == "normal" else "normal"]
            chips, _ = play_hand(levels, 500 + board)
            total += chips[levels.index("normal")]
        diffs.append(total / 2)
    estimate = mean_interval(diffs)
    assert estimate.low is not None and estimate.low > 0, estimate


def test_remembered_pile_is_the_discard_pile() -> None:
    """What a bot remembers of the discard pile, from the announced discards, takes and
    reshuffles, is the pile itself (shown for the check by ``r40_discard_history=all``)."""
    state = GAME.new_state(2, seed=4, options={"r40_discard_history": "all"})
    assert isinstance(state, Rummy40State)
    bots = [Rummy40Hard(s, s, deterministic=True) for s in range(2)]
    for bot in bots:
        for event in events_for(state.start_events, bot.seat):
            bot.observe(event)
    while (seat := state.current_player) is not None:
        view = state.view(seat)
        assert bots[seat].seen.pile == view["discard_pile"]
        for event in state.apply(bots[seat].choose(view)):
            for bot in bots:
                if event.visible_to(bot.seat):
                    bot.observe(event)


def test_memory_of_takes_throws_and_reshuffles() -> None:
    memory = Memory()
    memory.upcard("5C")
    memory.drew_discard(1, "5C")
    memory.discarded(1, "9H")
    memory.discarded(0, "KS")
    assert memory.pile == ["9H", "KS"]
    memory.reshuffled()  # R40-16: all but the last discard go back to the stock
    assert memory.pile == ["KS"]
    assert memory.wants(1, INDEX["6C"]) > 1 > memory.wants(1, INDEX["9S"])
    again = Memory()
    again.load(memory.dump())
    assert again.dump() == memory.dump()
