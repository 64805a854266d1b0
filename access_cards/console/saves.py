"""Saved matches: written atomically after every action, read back exactly.

A save file holds the engine's own JSON plus what the console needs to go
on (seat specs, names, what each bot remembers).  Writing goes to a
temporary file in the same folder, is flushed to disk, then renamed over the
old file, so a process killed at any instant leaves either the old save or
the new one, never half of one.

Reading is careful, because ``--resume`` takes any path a player types: only
a regular file of sane size is read (a pipe or a device would hang or never
end), and a damaged save is moved aside only when it lies in the program's own
saves folder and is recognisably one of its saves.  Anything else is reported
and left exactly as it was.
"""

from __future__ import annotations

import json
import os
import re
import stat
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from access_cards import games
from access_cards.console.lock import MatchLock
from access_cards.console.settings import data_dir
from access_cards.engine.errors import SaveError
from access_cards.engine.state import GameState
from access_cards.files import (
    FileTooLargeError,
    NotRegularFileError,
    read_regular_file,
    write_file,
)
from access_cards.seats import HUMAN, parse_seats

__all__ = [
    "MATCH_FORMAT",
    "MatchFileError",
    "SavedMatch",
    "begins_as_save",
    "is_own_save",
    "load_match",
    "move_aside",
    "read_save",
    "save_match",
    "saves_dir",
]

MATCH_FORMAT = "access_cards.match"
MATCH_VERSION = 1
# Every save begins with these bytes ("format" is written first), so even a
# save cut short by a full disk is recognisable as ours.
MAGIC = b'{"format": "' + MATCH_FORMAT.encode() + b'"'
# The largest real save is a few tens of kilobytes; anything far larger is not one.
MAX_SAVE_BYTES = 4 * 1024 * 1024
# The names new_match gives: game-date-time-seed, with -N when taken.
SAVE_NAME = re.compile(r"[a-z0-9]+-\d{8}-\d{6}-\d{5}(-\d+)?\.json")
MAX_NAME_LENGTH = 40
MAX_DECISIONS = 10**9


class MatchFileError(SaveError):
    """A save that cannot be resumed, with a message id to say why in any language."""

    def __init__(self, msg_id: str, message: str, **values: object) -> None:
        super().__init__(message)
        self.msg_id = msg_id
        self.values = values


@dataclass
class SavedMatch:
    """A match as the console resumes it."""

    state: GameState[Any]
    seats: list[str]
    names: list[str]
    decisions: int = 0  # bot decisions so far: seeds each bot's next choice
    bot_memory: dict[int, dict[str, Any]] = field(default_factory=dict)
    # Held while this program plays the match (see console/lock.py); not saved.
    lock: MatchLock | None = field(default=None, compare=False, repr=False)


def saves_dir() -> Path:
    """Where matches are saved after every action."""
    return data_dir() / "saves"


def save_match(path: Path, match: SavedMatch) -> None:
    """Write the match atomically ("format" first: see MAGIC)."""
    data = {
        "format": MATCH_FORMAT,
        "version": MATCH_VERSION,
        "game": match.state.game.name,
        "seats": match.seats,
        "names": match.names,
        "decisions": match.decisions,
        "bot_memory": {str(k): v for k, v in sorted(match.bot_memory.items())},
        "state": json.loads(match.state.to_json()),
    }
    write_file(path, json.dumps(data, ensure_ascii=False), make_folders=True)


def read_save(path: Path) -> bytes:
    """The bytes of ``path`` if it is a regular file of sane size; MatchFileError if not
    (a pipe, a device or a folder is refused before anything is read)."""
    try:
        return read_regular_file(path, MAX_SAVE_BYTES)
    except FileNotFoundError as exc:
        raise MatchFileError("save-missing", f"there is no file {path}", name=path.name) from exc
    except (NotRegularFileError, IsADirectoryError) as exc:
        raise _not_a_file(path) from exc
    except FileTooLargeError as exc:
        raise MatchFileError("save-too-big", f"{path} is far too large to be a save",
                             name=path.name) from exc  # fmt: skip
    except (OSError, ValueError) as exc:
        reason = getattr(exc, "strerror", None) or str(exc)
        raise MatchFileError("save-unreadable", f"cannot read {path}: {reason}",
                             name=path.name, reason=reason) from exc  # fmt: skip


def _not_a_file(path: Path) -> MatchFileError:
    return MatchFileError("save-not-file", f"{path} is not a file", name=path.name)


def load_match(path: Path, game: str | None = None) -> SavedMatch:
    """Read a saved match (of ``game``, if given); raise SaveError, never anything else."""
    return parse_match(read_save(path), path.name, game)


def parse_match(raw: bytes, name: str, game: str | None = None) -> SavedMatch:
    """A saved match from the bytes of a file called ``name``."""
    data = _json(raw, name)
    if not isinstance(data, dict) or data.get("format") != MATCH_FORMAT:
        raise MatchFileError("save-not-ours", f"{name} is not an access-cards saved match",
                             name=name)  # fmt: skip
    if data.get("version") != MATCH_VERSION:
        raise SaveError(f"unsupported match version {data.get('version')!r}")
    try:
        kind = games.find(str(data["game"]))
    except (KeyError, ValueError) as exc:
        raise SaveError(f"{name} names no game this program knows") from exc
    wanted = kind if game is None else games.find(game)
    if kind.name != wanted.name:
        raise MatchFileError("save-other-game", f"{name} is a {kind.name} match, not {game}",
                             name=name, found=kind.name, wanted=wanted.name)  # fmt: skip
    state = kind.from_json(json.dumps(data.get("state")))
    try:
        return _match(state, data)
    except (KeyError, TypeError, ValueError, AttributeError) as exc:
        if isinstance(exc, SaveError):
            raise
        raise SaveError(f"{name} is damaged ({type(exc).__name__}: {exc})") from exc


def _json(raw: bytes, name: str) -> Any:
    try:
        return json.loads(raw.decode("utf-8"))
    except UnicodeDecodeError as exc:
        raise SaveError(f"{name} is not text") from exc
    except RecursionError as exc:
        raise SaveError(f"{name} is nested far too deeply") from exc
    except ValueError as exc:  # json.JSONDecodeError, and ints of thousands of digits
        if begins_as_save(raw):
            raise SaveError(f"{name} is cut short or damaged ({exc})") from exc
        raise MatchFileError("save-not-ours", f"{name} is not a saved match (not JSON)",
                             name=name) from exc  # fmt: skip


def _match(state: GameState[Any], data: dict[str, Any]) -> SavedMatch:
    """The console's part of a save, checked: seats, names, decisions, bot memory."""
    game = state.game.name
    seats = data["seats"]
    if not isinstance(seats, list) or len(seats) != state.seats:
        raise SaveError("the seats in the save do not match the game")
    seats = parse_seats([_text(s, "seat") for s in seats], game)
    names = [_name(n) for n in data["names"]]
    if len(names) != state.seats or len(set(names)) != len(names):
        raise SaveError("the names in the save are not one different name per seat")
    decisions = data.get("decisions", 0)
    if type(decisions) is not int or not 0 <= decisions <= MAX_DECISIONS:
        raise SaveError(f"the bot decision count {decisions!r} is impossible")
    memory = _memory(data.get("bot_memory", {}), seats, game)
    return SavedMatch(state, seats, names, decisions, memory)


def _text(value: Any, what: str) -> str:
    if not isinstance(value, str):
        raise SaveError(f"a {what} in the save is not text: {value!r:.40}")
    return value


def _name(value: Any) -> str:
    name = _text(value, "name").strip()
    if not 1 <= len(name) <= MAX_NAME_LENGTH or not name.isprintable():
        raise SaveError(f"the name {name[:MAX_NAME_LENGTH]!r} is not a name a seat can have")
    return name


def _memory(raw: Any, seats: list[str], game: str) -> dict[int, dict[str, Any]]:
    """Each bot's memory, tried on a bot of that seat so damage shows now, not mid-game."""
    from access_cards import bots
    from access_cards.seats import bot_level

    if not isinstance(raw, dict):
        raise SaveError("the bots' memory in the save is not a table")
    memory: dict[int, dict[str, Any]] = {}
    for key, value in raw.items():
        seat = int(key) if isinstance(key, str) and key.isdecimal() and len(key) < 3 else -1
        if not 0 <= seat < len(seats) or seats[seat] == HUMAN or not isinstance(value, dict):
            raise SaveError(f"the save holds a memory for seat {key!r:.20}, which has no bot")
        bots.create(game, bot_level(seats[seat]), seat=seat).restore(value)
        memory[seat] = value
    return memory


def is_own_save(path: Path, raw: bytes | None = None) -> bool:
    """Whether ``path`` is one of this program's saves in its own saves folder.

    Only such a file may be moved aside when damaged: it lies in the saves folder
    (not through a link), has the name the program gives its saves, and its
    content, when read, begins as a save does (a save cut short still does).
    """
    try:
        info = os.lstat(path)
        folder = saves_dir().resolve()
    except OSError:
        return False
    if not stat.S_ISREG(info.st_mode) or path.resolve().parent != folder:
        return False
    if SAVE_NAME.fullmatch(path.name) is None:
        return False
    # A crash on some file systems leaves a file of zero bytes: still a save of ours.
    return raw is None or begins_as_save(raw) or not raw.strip(b"\0")


def begins_as_save(raw: bytes) -> bool:
    """Whether ``raw`` begins as every save does, or is a save cut within that beginning."""
    return raw[: len(MAGIC)] == MAGIC[: len(raw)]


def move_aside(path: Path) -> Path:
    """Keep a damaged save under a new name beside it; return that name.

    The new name is taken with a hard link, which fails rather than replace a
    file already there; the old name is removed only once the link exists.
    """
    stamp = time.strftime("%Y%m%d-%H%M%S")
    n = 1
    while True:
        suffix = f"-{n}" if n > 1 else ""
        target = path.with_name(f"{path.name}.damaged-{stamp}{suffix}")
        try:
            os.link(path, target)
        except FileExistsError:
            n += 1
            continue
        except OSError:  # no hard links here (some file systems): a checked rename
            if target.exists():
                n += 1
                continue
            os.replace(path, target)
            return target
        path.unlink()
        return target
