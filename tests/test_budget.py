"""Caches kept within bytes (engine/budget.py): the budget holds, and the costs the caches
reckon are what CPython really allocates for them (tracemalloc), so a budget in bytes is a
budget in memory."""

from __future__ import annotations

import gc
import random
import tracemalloc
from collections.abc import Iterator

import pytest

from access_cards.engine.budget import ByteBudget
from access_cards.games.rummy40 import melds


def test_the_older_half_goes_when_the_budget_is_passed() -> None:
    cache: dict[int, str] = {}
    budget = ByteBudget(cache, 100, lambda key, value: len(value))
    for i in range(10):
        budget.add(i, "x" * 10)
    assert len(cache) == 10 and budget.used == 100
    budget.add(10, "y" * 10)  # over: the five oldest go first
    assert list(cache) == [5, 6, 7, 8, 9, 10] and budget.used == 60
    cache[5] += "z" * 20
    budget.grew(5, 10)
    assert budget.used == 80
    budget.clear()
    assert not cache and budget.used == 0


def hands(rng: random.Random) -> Iterator[list[int]]:
    """Rummy 40 hands as counts: 5 to 14 cards of two decks and up to two jokers."""
    while True:
        counts = [0] * 53
        for card in rng.sample(range(104), rng.randint(5, 14)):
            counts[card % 52] += 1
        counts[melds.JK] = rng.choice((0, 0, 1, 2))
        yield counts


@pytest.fixture
def small_budgets(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """The three growing caches emptied and given 256 KiB each, so the halving comes soon."""
    budgets = (melds._RUNS, melds._MELDS, melds._BOUND_BUDGET)
    for budget in budgets:
        monkeypatch.setattr(budget, "limit", 256 * 1024)
        budget.clear()
    yield
    for budget in budgets:
        budget.clear()


@pytest.mark.usefixtures("small_budgets")
def test_rummy40_meld_caches_stay_within_their_bytes_as_measured() -> None:
    """Thousands of hands: each cache stays under its budget by its own reckoning, and all
    that clearing them frees (tracemalloc) is no more than they reckoned with the set cache
    (fixed, at most 3,120 entries of a few hundred bytes), and not far below: the meld
    lists reckon the runs' specs they share as their own, since a spec outlives its run
    entry while a list holds it."""
    rng = random.Random(5)
    budgets = (melds._MELDS, melds._BOUND_BUDGET, melds._RUNS)
    melds._SET_CACHE.clear()
    gc.collect()
    tracemalloc.start()
    try:
        for counts, _ in zip(hands(rng), range(6000), strict=False):
            melds.all_melds(counts)
            melds.packing_bound(counts)
            card = rng.choice([c for c in range(53) if counts[c]])
            melds.melds_with(counts, card, extra=rng.random() < 0.5)
            assert all(b.used <= b.limit for b in budgets)
        assert all(len(b.cache) > 100 for b in budgets)
        reckoned = sum(b.used for b in budgets)
        gc.collect()  # garbage of the loop is not the caches'
        held = tracemalloc.get_traced_memory()[0]
        for budget in budgets:
            budget.clear()
        sets = len(melds._SET_CACHE)
        melds._SET_CACHE.clear()
        gc.collect()
        freed = held - tracemalloc.get_traced_memory()[0]
    finally:
        tracemalloc.stop()
    assert sets <= 13 * 16 * 3 * 5  # ranks, suit patterns, jokers, a suit it must hold
    assert freed <= reckoned + 3120 * 600 and reckoned <= 2 * freed, (reckoned, freed)
