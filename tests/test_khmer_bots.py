"""Khmer computer opponents: legal, view-only, exact where they claim to be."""

from __future__ import annotations

import random
from math import comb

import pytest

from access_cards import bots
from access_cards.bots.khmer import KhmerHard, KhmerNormal, match_equity
from access_cards.bots.khmer.knowledge import Knowledge, opponent_total_distribution, splits
from access_cards.engine.events import events_for
from access_cards.games.khmer import Khmer, position
from tests.botplay import play_bots

LEVELS = ("easy", "normal", "hard")


def _play(levels: tuple[str, str], seed: int, options: dict[str, str]) -> list[str]:
    return play_bots("khmer", levels, seed, options)


@pytest.mark.parametrize("visibility", ["full", "top_only"])
@pytest.mark.parametrize("level", LEVELS)
def test_bots_only_choose_legal_actions(level: str, visibility: str) -> None:
    """Every level returns one of the view's legal actions, in both pile modes."""
    for seed in range(3):
        options = {"pile_visibility": visibility, "target": "4"}
        assert _play((level, "normal"), seed, options)


def test_hidden_total_is_kept_by_ear() -> None:
    """With top_only and no announced total, a bot's running sum equals the real total."""
    options = {"pile_visibility": "top_only", "announce_total": "no"}
    state = Khmer.new_state(2, seed=5, options=options)
    bot = KhmerNormal(0, seed=1)
    for event in events_for(state.start_events, 0):
        bot.observe(event)
    rng = random.Random(2)
    for _ in range(40):
        if state.is_over:
            break
        assert "table_total" not in state.view(0)
        for event in events_for(state.apply(rng.choice(state.legal_actions())), 0):
            bot.observe(event)
        if not state.is_over:
            assert bot.remembered_total == state.table_total  # type: ignore[attr-defined]


def _two_worlds() -> tuple[dict[str, object], dict[str, object]]:
    """Seat 0's views of two deals that differ only in what seat 0 cannot see."""
    common = {"fronts": ([5], [5]), "pile": (6, 3), "mover": 0, "sixes_out": (1, 1)}
    a = position(([4, 1, 6], [6, 6, 2]), set_aside=[1, 2, 3, 4], **common)  # type: ignore[arg-type]
    b = position(([4, 1, 6], [4, 3, 2]), set_aside=[1, 2, 6, 6], **common)  # type: ignore[arg-type]
    return a.view(0), b.view(0)


@pytest.mark.parametrize("level", LEVELS)
def test_choice_depends_only_on_the_view(level: str) -> None:
    """Two deals with the same view for the bot give the same choice (no peeking)."""
    view_a, view_b = _two_worlds()
    assert view_a == view_b
    first = bots.create("khmer", level, seat=0, seed=9).choose(view_a)
    second = bots.create("khmer", level, seat=0, seed=9).choose(view_b)
    assert first == second


def test_split_weights_count_every_deal() -> None:
    """Weights add up to the number of ways to pick the opponent's hand from the pool."""
    state = Khmer.new_state(2, seed=11)
    know = Knowledge.from_view(state.view(0))
    pool = know.pool()
    found = splits(pool, know.opp_hand_size, 0, 0)
    assert sum(s.weight for s in found) == comb(sum(pool), know.opp_hand_size)
    dist = opponent_total_distribution(know)
    assert sum(dist.values()) == pytest.approx(1.0)


def test_hidden_pile_splits_respect_the_table_total() -> None:
    """In top_only, every sampled hidden pile adds up to the table total minus the top."""
    options = {"pile_visibility": "top_only"}
    state = position(([6, 5], [6, 6, 1]), fronts=([], []), pile=(4, 3, 2, 5), options=options)
    know = Knowledge.from_view(state.view(0))
    assert know.hidden_pile_size == 3 and know.hidden_pile_sum == 9
    found = splits(know.pool(), know.opp_hand_size, 3, 9)
    assert found
    for split in found:
        assert sum(split.hidden_pile) == 3
        assert sum(v * n for v, n in enumerate(split.hidden_pile)) == 9


def test_normal_knocks_a_certain_win() -> None:
    """Opponent's front row alone is over the table: knocking cannot lose, and normal knocks."""
    state = position(([5, 1], [1]), fronts=([6], [6, 6, 2]), pile=(6, 5, 2), mover=0)
    assert state.view(0)["legal_actions"][-2] == "knock"
    assert KhmerNormal(0, seed=0).choose(state.view(0)) == "knock"


def test_hard_knocks_a_certain_win() -> None:
    """Hard also takes a showdown it cannot lose."""
    state = position(([5, 1], [1]), fronts=([6], [6, 6, 2]), pile=(6, 5, 2), mover=0)
    assert KhmerHard(0, seed=0).choose(state.view(0)) == "knock"


def test_match_equity_is_a_probability_of_winning() -> None:
    """Equity is 1 at the target, 0 when the opponent reached it, and symmetric."""
    assert match_equity(6, 3, 6) == 1.0
    assert match_equity(3, 6, 6) == 0.0
    assert match_equity(2, 2, 6) == pytest.approx(0.5)
    for a in range(6):
        for b in range(6):
            assert match_equity(a, b, 6) + match_equity(b, a, 6) == pytest.approx(1.0)
            assert match_equity(a + 1, b, 6) >= match_equity(a, b, 6)


def test_unknown_level_names_the_levels() -> None:
    """Asking for a level that does not exist says which ones do."""
    with pytest.raises(ValueError, match="easy, normal, hard, random"):
        bots.create("khmer", "genius", seat=0)
