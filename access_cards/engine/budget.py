"""Caches kept within a number of bytes, not a number of entries.

A server plays for hours and a simulation for thousands of matches in one process, so every
cache that grows with what is played must stop growing somewhere; and since entries differ
in size (a hand's melds are two or forty), a count says little about memory.  A
``ByteBudget`` watches one plain dict (reads go to the dict itself, at full speed): each
entry added is reckoned at its ``cost`` in bytes, and when the total would pass ``limit``
the older half is forgotten (a dict keeps insertion order), so what was met lately stays.
The costs are estimates of what CPython allocates for the entry (key, value, the dict's
slot); tests/test_budget.py checks them against what tracemalloc measures.
"""

from __future__ import annotations

from collections.abc import Callable
from itertools import islice
from typing import Generic, TypeVar

__all__ = ["DICT_SLOT", "ByteBudget"]

K = TypeVar("K")
V = TypeVar("V")

DICT_SLOT = 48  # bytes of a dict's table per entry, on average as it grows (index and entry)


class ByteBudget(Generic[K, V]):
    """Keeps ``cache`` within ``limit`` bytes (see the module docstring)."""

    __slots__ = ("cache", "cost", "limit", "used")

    def __init__(self, cache: dict[K, V], limit: int, cost: Callable[[K, V], int]) -> None:
        self.cache = cache
        self.limit = limit
        self.cost = cost
        self.used = sum(cost(k, v) for k, v in cache.items())

    def add(self, key: K, value: V) -> V:
        """Put ``value`` in the cache under ``key`` (making room first); ``value``."""
        cost = self.cost(key, value)
        if self.used + cost > self.limit:
            self._halve()
        self.cache[key] = value
        self.used += cost
        return value

    def grew(self, key: K, before: int) -> None:
        """The entry of ``key`` grew in place (a list filled later): count its new cost,
        ``before`` being what it was reckoned at."""
        self.used += self.cost(key, self.cache[key]) - before
        if self.used > self.limit:
            self._halve()

    def _halve(self) -> None:
        cache = self.cache
        for key in list(islice(cache, (len(cache) + 1) // 2)):
            del cache[key]
        self.used = sum(self.cost(k, v) for k, v in cache.items())

    def clear(self) -> None:
        """Forget everything."""
        self.cache.clear()
        self.used = 0
