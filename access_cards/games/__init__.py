"""The games, found by name: ``find("khmer")`` returns the game class."""

from __future__ import annotations

from typing import Any

from access_cards.engine.state import Game
from access_cards.games.khmer import Khmer
from access_cards.games.king import King

__all__ = ["GAMES", "find"]

GAMES: dict[str, type[Game[Any]]] = {game.name: game for game in (Khmer, King)}
# Names of the games still to come, so "unknown game" can say which exist.
PLANNED = ("rummy40", "lasvegas")


def find(name: str) -> type[Game[Any]]:
    """The game class called ``name``; raise ValueError naming the games."""
    key = str(name).strip().lower().replace("-", "").replace("_", "").replace(" ", "")
    if key in GAMES:
        return GAMES[key]
    if key in PLANNED:
        raise ValueError(f"{name} is not available yet; games: {', '.join(GAMES)}")
    raise ValueError(f"unknown game {name!r}; games: {', '.join(GAMES)}")
