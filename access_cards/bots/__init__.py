"""Computer opponents, by game and level: ``create("khmer", "hard", seat=1)``."""

from __future__ import annotations

from collections.abc import Callable

from access_cards.bots.base import Bot, RandomBot
from access_cards.bots.khmer import KhmerEasy, KhmerHard, KhmerNormal
from access_cards.bots.king import KingEasy, KingHard, KingNormal

__all__ = ["LEVELS", "Bot", "create", "levels"]

LEVELS = ("easy", "normal", "hard")

_REGISTRY: dict[tuple[str, str], Callable[..., Bot]] = {
    ("khmer", "easy"): KhmerEasy,
    ("khmer", "normal"): KhmerNormal,
    ("khmer", "hard"): KhmerHard,
    ("king", "easy"): KingEasy,
    ("king", "normal"): KingNormal,
    ("king", "hard"): KingHard,
}


def levels(game: str) -> tuple[str, ...]:
    """The bot levels available for ``game`` (``random`` is always there)."""
    return (*tuple(lvl for lvl in LEVELS if (game, lvl) in _REGISTRY), "random")


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
    try:
        factory = _REGISTRY[(game, level)]
    except KeyError:
        raise ValueError(
            f"no {level!r} bot for {game}; levels: {', '.join(levels(game))}"
        ) from None
    return factory(seat, seed, deterministic=deterministic)
