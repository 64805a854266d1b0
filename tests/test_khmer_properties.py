"""Khmer invariants over thousands of seeded random matches (DESIGN.md §8), and bots through views.

Each match is played with a local ``random.Random(seed)`` choosing among ``legal_actions()``;
after every action the invariants of RULES.md §1 are checked against the state.
"""

from __future__ import annotations

import random
from collections import Counter
from typing import Any

import pytest

from access_cards import bots
from access_cards.engine import IllegalActionError, events_for
from access_cards.games.khmer import (
    CONCEDE,
    DISCARD,
    DRAW,
    KNOCK,
    PLAY,
    KhmerAction,
    KhmerState,
)
from tests.strategies import (
    ALL_ACTION_TEXTS,
    MAX_ACTIONS_PER_DEAL,
    OPTION_MIXES,
    RULE_DECK,
    card_census,
    new_match,
    random_action,
    rule_legal,
    rule_stuck,
)

MATCHES_PER_MIX = 50  # × 40 option mixes = 2,000 matches
STYLES = ("uniform", "patient", "eager")


def check_match(seed: int, options: dict[str, Any], style: str, stats: Counter[str]) -> None:
    """Play one random match, checking every invariant after every action."""
    rng = random.Random(seed)
    state = new_match(seed, options)
    single = options["mode"] == "single"
    target = options["target"]

    # The first deal: a public deal_start and one private hand per seat.
    assert [e.type for e in state.start_events] == ["deal_start", "dealt", "dealt"]
    assert [e.audience for e in state.start_events] == [None, 0, 1]
    assert card_census(state) == RULE_DECK

    deal = state.deal_number
    assert deal == 1
    set_aside = list(state.set_aside)
    assert len(set_aside) == 4
    actions_in_deal = 0
    deals_played = 0

    while not state.is_over:
        mover = state.current_player
        assert mover in (0, 1)
        legal = state.legal_actions()
        texts = [str(a) for a in legal]
        assert legal, "the engine resolves stuck players, so a mover always has an action"
        assert len(set(texts)) == len(texts)
        assert set(texts) == rule_legal(state)
        assert state.view(mover)["legal_actions"] == texts

        # An action outside legal_actions() is refused and changes nothing.
        if rng.random() < 0.15:
            illegal = [t for t in ALL_ACTION_TEXTS if t not in texts]
            if illegal:
                text = illegal[int(rng.random() * len(illegal))]
                before = state.to_json() if rng.random() < 0.1 else None
                try:
                    state.apply(text)
                except IllegalActionError:
                    pass
                else:
                    raise AssertionError(f"{text!r} was applied though legal is {texts}")
                assert before is None or state.to_json() == before
                stats["illegal_refused"] += 1

        scores_before = list(state.scores)
        action = random_action(rng, legal, style)
        events = state.apply(action)
        actions_in_deal += 1
        kinds = [e.type for e in events]
        stats["actions"] += 1

        # Cards: the 16 are always all there (KH-2/KH-3); the table total is the pile's sum.
        assert card_census(state) == RULE_DECK
        assert state.table_total == sum(state.pile)
        assert len(state.pile_owners) == len(state.pile)

        if "deal_end" in kinds:
            end = next(e for e in events if e.type == "deal_end")
            deals_played += 1
            stats[f"end_{end.how}"] += 1
            stats["longest_deal"] = max(stats["longest_deal"], actions_in_deal)
            # KH-10: at most 24 non-final actions, so at most 25 in all; a stuck ending comes
            # right after a non-final action.
            assert actions_in_deal <= MAX_ACTIONS_PER_DEAL
            if end.how == "stuck":
                assert actions_in_deal <= MAX_ACTIONS_PER_DEAL - 1
                assert kinds[0] in ("play", "draw", "discard") and "stuck" in kinds
            else:
                assert kinds[0] == end.how if end.how == "concede" else kinds[0] == "knock"
            # Exactly one seat scores, 2 for a showdown, 1 for a concession or a stuck opponent.
            assert end.how in ("showdown", "concede", "stuck")
            assert end.points == (2 if end.how == "showdown" else 1)
            diff = [state.scores[s] - scores_before[s] for s in (0, 1)]
            assert sorted(diff) == [0, end.points]
            assert diff[end.winner] == end.points
            assert end.scores == state.scores
            # KH-12 / KH-11: the match ends when a score reaches the target, or after one deal.
            finished = single or state.scores[end.winner] >= target
            assert state.is_over is finished
            assert ("match_end" in kinds) is finished
            if not finished:
                # KH-13: whoever scored starts the next deal, with a fresh set-aside.
                start = next(e for e in events if e.type == "deal_start")
                assert start.first_player == end.winner == state.current_player
                assert state.deal_number == deal + 1
                deal = state.deal_number
                set_aside = list(state.set_aside)
                assert len(set_aside) == 4
                actions_in_deal = 0
        else:
            # No score changes except at a deal's end; the deal continues within KH-10's bound.
            assert state.scores == scores_before
            assert actions_in_deal < MAX_ACTIONS_PER_DEAL
            assert state.deal_number == deal
            assert state.set_aside == set_aside
            assert state.current_player == 1 - mover
            assert not rule_stuck(state, 1 - mover)  # KH-8 is resolved at once, never left
            assert kinds == [str(action).split()[0]]

    # The end: placings match the scores, nobody ties, and a single game is one deal.
    assert state.result is not None
    assert max(state.scores) >= (1 if single else target)
    assert state.scores[0] != state.scores[1]
    assert state.result == ([1, 2] if state.scores[0] > state.scores[1] else [2, 1])
    if single:
        assert deals_played == 1
    stats["matches"] += 1
    stats["deals"] += deals_played


@pytest.mark.parametrize(
    "mix", range(len(OPTION_MIXES)), ids=["-".join(map(str, m.values())) for m in OPTION_MIXES]
)
def test_random_matches_keep_the_invariants(mix: int) -> None:
    """50 seeded random matches per option mix (2,000 in all) keep every invariant."""
    options = OPTION_MIXES[mix]
    stats: Counter[str] = Counter()
    for i in range(MATCHES_PER_MIX):
        seed = mix * 1000 + i
        style = STYLES[i % len(STYLES)]
        try:
            check_match(seed, options, style, stats)
        except AssertionError as exc:
            raise AssertionError(f"seed {seed}, {style}, options {options}: {exc}") from exc
    assert stats["matches"] == MATCHES_PER_MIX
    assert stats["end_showdown"] > 0
    assert stats["illegal_refused"] > 0
    if options["mode"] == "match":
        assert stats["end_concede"] > 0


def test_random_matches_reach_the_hard_cases() -> None:
    """Long patient matches reach stuck players (KH-8) and deals of 22+ actions (near KH-10)."""
    stats: Counter[str] = Counter()
    for seed in range(150):
        options = OPTION_MIXES[seed % len(OPTION_MIXES)]
        check_match(100_000 + seed, options, "patient", stats)
    assert stats["end_stuck"] > 0
    assert stats["longest_deal"] >= 22


# -- bots ---------------------------------------------------------------------------------------


def bot_match(levels: tuple[str, str], seed: int, options: dict[str, Any]) -> KhmerState:
    """A bot match: each bot sees only its seat's view and the events addressed to it."""
    state = new_match(seed, options)
    players = [
        bots.create("khmer", level, seat=s, seed=seed * 2 + s) for s, level in enumerate(levels)
    ]
    for bot in players:
        for event in events_for(state.start_events, bot.seat):
            bot.observe(event)
    actions = 0
    while not state.is_over:
        seat = state.current_player
        assert seat is not None
        view = state.view(seat)
        text = players[seat].choose(view)
        assert text in [str(a) for a in state.legal_actions()], (text, view["legal_actions"])
        events = state.apply(text)
        actions += 1
        assert actions < 1000
        for bot in players:
            for event in events_for(events, bot.seat):
                bot.observe(event)
    return state


@pytest.mark.parametrize(
    "pairing", [("easy", "easy"), ("easy", "normal"), ("normal", "easy"), ("normal", "normal")]
)
def test_bots_only_return_legal_actions(pairing: tuple[str, str]) -> None:
    """Easy and normal bots, fed views only, always return a legal action (75 matches each)."""
    finished = 0
    for i in range(75):
        options = OPTION_MIXES[(i * 7) % len(OPTION_MIXES)]
        state = bot_match(pairing, 5000 + i, options)
        assert state.result is not None
        finished += 1
    assert finished == 75


EVERY_ACTION = (*(PLAY[v] for v in range(1, 7)), DRAW, DISCARD, KNOCK, CONCEDE)
NO_ACTIONS = (KhmerAction("play", 0), KhmerAction("play", 7), KhmerAction("fly"))


def test_is_legal_agrees_with_the_legal_actions() -> None:
    """At every position of random matches in every option mix, ``is_legal`` (which builds
    no list) says yes to exactly the legal actions, and to nothing once the match is over."""
    for mix, options in enumerate(OPTION_MIXES):
        state = new_match(mix, options)
        rng = random.Random(mix)
        while not state.is_over:
            allowed = state.legal_actions()
            assert [a for a in EVERY_ACTION if state.is_legal(a)] == allowed
            assert not any(state.is_legal(a) for a in NO_ACTIONS)
            state.apply(random_action(rng, allowed, STYLES[mix % len(STYLES)]))
        assert not any(state.is_legal(a) for a in EVERY_ACTION)
