"""The games, found by name: ``find("khmer")`` returns the game class.

``REGISTERED`` is the one place a game is registered.  Each name is a package
in every layer that has a part of it: ``games/<name>/`` (its ``GAME``, the
rules), ``bots/<name>/`` (its ``LEVELS``), ``narration/<name>/`` (its
``NARRATOR``), plus ``locales/<lang>/<name>.ftl`` and ``docs/rules/<name>.<lang>.md``.
Each layer finds its own part from the name; the conformance tests check that
every registered game has all of them.
"""

from __future__ import annotations

from importlib import import_module
from typing import Any

from access_cards.engine.state import Game

__all__ = ["GAMES", "PLANNED", "REGISTERED", "find"]

REGISTERED = ("khmer", "king", "rummy40", "lasvegas")
# Names of the games still to come, so "unknown game" can say which exist.
PLANNED: tuple[str, ...] = ()


def _load(name: str) -> type[Game[Any]]:
    game: type[Game[Any]] = import_module(f"{__name__}.{name}").GAME
    if game.name != name:
        raise ImportError(f"games/{name} registers a game called {game.name!r}")
    return game


GAMES: dict[str, type[Game[Any]]] = {name: _load(name) for name in REGISTERED}


def find(name: str) -> type[Game[Any]]:
    """The game class called ``name``; raise ValueError naming the games."""
    key = str(name).strip().lower().replace("-", "").replace("_", "").replace(" ", "")
    if key in GAMES:
        return GAMES[key]
    if key in PLANNED:
        raise ValueError(f"{name} is not available yet; games: {', '.join(GAMES)}")
    raise ValueError(f"unknown game {name!r}; games: {', '.join(GAMES)}")
