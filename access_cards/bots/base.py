"""The computer player contract: a bot sees one seat's view, never the state.

A bot is made for one game and one seat.  ``choose(view)`` returns the text
of an action, exactly what a person would type, so bots and people share one
path into the engine.  ``observe(event)`` receives only events addressed to
the bot's seat, for bots that keep what a person at the table may remember.
"""

from __future__ import annotations

import random
from abc import ABC, abstractmethod
from collections.abc import Mapping
from typing import Any

from access_cards.engine.events import Event

__all__ = ["Bot", "RandomBot"]


class Bot(ABC):
    """A computer player for one seat of one game."""

    level: str = ""

    def __init__(self, seat: int, seed: int | None = None, *, deterministic: bool = False) -> None:
        self.seat = seat
        self.deterministic = deterministic
        # The bot's own generator: its choices never touch the game's RNG.
        self.rng = random.Random(seed)

    @abstractmethod
    def choose(self, view: Mapping[str, Any]) -> str:
        """Return the text of a legal action for the seat's view."""

    def observe(self, event: Event) -> None:  # noqa: B027 - optional hook
        """Take note of an event this seat received (default: forget it)."""

    def memory(self) -> dict[str, Any]:
        """What the bot remembers, for a save (default: nothing)."""
        return {}

    def restore(self, memory: Mapping[str, Any]) -> None:  # noqa: B027 - optional hook
        """Take back what ``memory`` returned, after a saved match is resumed."""


class RandomBot(Bot):
    """Any game: a uniformly random legal action (for smoke tests and benchmarks)."""

    level = "random"

    def choose(self, view: Mapping[str, Any]) -> str:
        legal = view["legal_actions"]
        return str(legal[int(self.rng.random() * len(legal))])
