"""Saved matches: written atomically after every action, read back exactly.

A save file holds the engine's own JSON plus what the console needs to go
on (seat specs, names, what each bot remembers).  Writing goes to a
temporary file in the same folder, is flushed to disk, then renamed over the
old file, so a process killed at any instant leaves either the old save or
the new one, never half of one.  A damaged save is moved aside, not deleted.
"""

from __future__ import annotations

import json
import os
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from access_cards import games
from access_cards.atomic import atomic_write
from access_cards.engine.errors import SaveError
from access_cards.engine.state import GameState

__all__ = ["MATCH_FORMAT", "SavedMatch", "load_match", "move_aside", "save_match"]

MATCH_FORMAT = "access_cards.match"
MATCH_VERSION = 1


@dataclass
class SavedMatch:
    """A match as the console resumes it."""

    state: GameState[Any]
    seats: list[str]
    names: list[str]
    decisions: int = 0  # bot decisions so far: seeds each bot's next choice
    bot_memory: dict[int, dict[str, Any]] = field(default_factory=dict)


def save_match(path: Path, match: SavedMatch) -> None:
    """Write the match atomically."""
    data = {
        "format": MATCH_FORMAT,
        "version": MATCH_VERSION,
        "game": match.state.game.name,
        "seats": match.seats,
        "names": match.names,
        "decisions": match.decisions,
        "bot_memory": {str(k): v for k, v in match.bot_memory.items()},
        "state": json.loads(match.state.to_json()),
    }
    atomic_write(path, json.dumps(data, ensure_ascii=False, sort_keys=True))


def load_match(path: Path) -> SavedMatch:
    """Read a saved match; raise SaveError (never anything else) if it is damaged."""
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except OSError as exc:
        raise SaveError(f"cannot read {path}: {exc.strerror}") from exc
    except ValueError as exc:
        raise SaveError(f"{path} is not a saved match (not JSON)") from exc
    if not isinstance(data, dict) or data.get("format") != MATCH_FORMAT:
        raise SaveError(f"{path} is not an access-cards saved match")
    try:
        game = games.find(str(data["game"]))
        state = game.from_json(json.dumps(data["state"]))
        seats = [str(s) for s in data["seats"]]
        names = [str(n) for n in data["names"]]
        if len(seats) != state.seats or len(names) != state.seats:
            raise SaveError("the seats in the save do not match the game")
        memory = {int(k): dict(v) for k, v in data.get("bot_memory", {}).items()}
        return SavedMatch(state, seats, names, int(data.get("decisions", 0)), memory)
    except SaveError:
        raise
    except (KeyError, TypeError, ValueError, AttributeError) as exc:
        raise SaveError(f"{path} is damaged ({type(exc).__name__}: {exc})") from exc


def move_aside(path: Path) -> Path:
    """Keep a damaged save under a new name beside it; return that name."""
    stamp = time.strftime("%Y%m%d-%H%M%S")
    target = path.with_name(f"{path.name}.damaged-{stamp}")
    n = 1
    while target.exists():
        n += 1
        target = path.with_name(f"{path.name}.damaged-{stamp}-{n}")
    os.replace(path, target)
    return target
