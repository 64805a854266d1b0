"""Computer opponents, by game and level: ``create("khmer", "hard", seat=1)``.

A registered game's bots live in ``bots/<game>/``, whose ``LEVELS`` maps each
level to its class; ``random`` (any game) lives here.
"""

from __future__ import annotations

from functools import cache
from importlib import import_module

from access_cards.bots.base import Bot, RandomBot

__all__ = ["LEVELS", "Bot", "create", "levels"]

LEVELS = ("easy", "normal", "hard")


@cache
def _levels_of(game: str) -> dict[str, type[Bot]]:
    """The game's own levels (none for a game without bots)."""
    from access_cards.games import REGISTERED

    if game not in REGISTERED:
        return {}
    found: dict[str, type[Bot]] = import_module(f"{__name__}.{game}").LEVELS
    return found


def levels(game: str) -> tuple[str, ...]:
    """The bot levels available for ``game`` (``random`` is always there)."""
    own = _levels_of(game)
    return (*tuple(lvl for lvl in LEVELS if lvl in own), "random")


def create(
    game: str,
    level: str = "normal",
    *,
    seat: int,
    seed: int | None = None,
    deterministic: bool = False,
) -> Bot:
    """A bot of ``level`` for ``game`` at ``seat``; raise ValueError naming the levels.

    ``deterministic`` drops the wall-clock limit of searching bots, so the
    same seed gives the same choices on any machine: simulations, tests and
    the console use it (a resumed match goes on exactly), and the search's
    iteration budget bounds its time instead.
    """
    level = level.strip().lower()
    if level == "random":
        return RandomBot(seat, seed)
    factory = _levels_of(game).get(level)
    if factory is None:
        raise ValueError(f"no {level!r} bot for {game}; levels: {', '.join(levels(game))}")
    return factory(seat, seed, deterministic=deterministic)
