"""The state's own seeded random number generator, serialisable exactly.

Python guarantees ``random()`` for a seed across versions, but not
``shuffle``/``randrange``; so shuffles here are Fisher-Yates over ``random()``.
"""

from __future__ import annotations

import random
import secrets
from collections.abc import MutableSequence
from typing import Any, TypeVar

from access_cards.engine.errors import SaveError

__all__ = ["Rng"]

T = TypeVar("T")

STATE_WORDS = 624  # the Mersenne Twister's 624 words, then its position among them
WORD = 2**32 - 1
MAX_SEED = 2**128  # seeds are drawn below 2**63 or typed (maybe negative); far larger is damage


class Rng:
    """A Mersenne Twister whose whole state can be saved as JSON."""

    __slots__ = ("_random", "seed")

    def __init__(self, seed: int | None = None) -> None:
        # A seed is always recorded, so any game can be reported and replayed.
        self.seed = secrets.randbits(63) if seed is None else int(seed)
        self._random = random.Random(self.seed)

    def random(self) -> float:
        """A float in [0, 1)."""
        return self._random.random()

    def below(self, n: int) -> int:
        """An integer in [0, n)."""
        return int(self._random.random() * n)

    def shuffle(self, items: MutableSequence[T]) -> None:
        """Shuffle in place, identically on every Python version."""
        rand = self._random.random
        for i in range(len(items) - 1, 0, -1):
            j = int(rand() * (i + 1))
            items[i], items[j] = items[j], items[i]

    def to_json(self) -> dict[str, Any]:
        """The exact generator state as JSON-ready data."""
        version, internal, gauss = self._random.getstate()
        return {"seed": self.seed, "version": version, "state": list(internal), "gauss": gauss}

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Rng:
        """Rebuild a generator saved by ``to_json``; SaveError unless it is exactly one."""
        try:
            rng = cls(_whole(data["seed"], MAX_SEED, low=-MAX_SEED))
            words = data["state"]
            if not isinstance(words, list) or len(words) != STATE_WORDS + 1:
                raise ValueError(f"the state is not {STATE_WORDS + 1} numbers")
            internal = (*(_whole(w, WORD) for w in words[:-1]), _whole(words[-1], STATE_WORDS))
            gauss = data["gauss"]
            if gauss is not None and type(gauss) is not float:
                raise ValueError("the spare normal deviate is not a number")
            rng._random.setstate((_whole(data["version"], WORD), internal, gauss))
        except (KeyError, TypeError, ValueError, OverflowError) as exc:
            raise SaveError(f"the random generator in the save is damaged ({exc})") from exc
        return rng


def _whole(value: Any, high: int, *, low: int = 0) -> int:
    """An int (not a bool) from ``low`` to ``high``; ValueError if not."""
    if type(value) is not int or not low <= value <= high:
        raise ValueError("a number in it is out of range")
    return value
