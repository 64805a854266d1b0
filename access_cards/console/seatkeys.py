"""The seats this console sat at over the network, and their secret tokens.

A server gives each seat a secret token (docs/protocol.md, *Seats and tokens*): coming back
to the seat needs it, since a name alone is what a stranger would type.  The player never
sees or types it: the console keeps it here, in its data folder, readable by its user
alone, by the server's address and port, the table code and the player's name (folded as
the server compares names, ``names.skeleton``), with the game, the seat and when it was
last used.  ``join`` finds it again after a lost connection, a restart of the server, or
the console itself killed and started again.

The file is the program's own, yet never trusted: a damaged or foreign file (another
program's, a newer version's, a folder, a pipe) is ignored, and left as it is, never
written over or deleted; the tokens of this run are then kept in memory only.  Entries
unused for ``KEEP_DAYS`` go, and the oldest beyond ``MOST``.
"""

from __future__ import annotations

import contextlib
import json
import math
import time
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any

from access_cards.console.settings import data_dir
from access_cards.files import read_regular_file, write_file
from access_cards.net.names import skeleton
from access_cards.net.protocol import TOKEN_PATTERN

__all__ = [
    "KEEP_DAYS",
    "MOST",
    "Place",
    "SeatKey",
    "forget_all",
    "keys_path",
    "remember",
    "token_for",
]

KEYS_FILE = "seats.json"
FORMAT = "access_cards.seat_keys"
VERSION = 1
KEEP_DAYS = 30
MOST = 200  # entries kept: a player's tables of a month, with room to spare
MAX_BYTES = 256 * 1024  # MOST entries take about 50 KiB
LOCK_SECONDS = 2.0  # another console of this user writing the file at the same moment
MAX_TEXT = 255  # a host name's length at most

# This run's tokens, when the file is not ours to write (see the module docstring).
_MEMORY: dict[str, SeatKey] = {}


@dataclass(frozen=True)
class Place:
    """Where a seat is: the server, the table and the name the player sits under."""

    host: str
    port: int
    code: str
    name: str

    @property
    def key(self) -> str:
        return f"{self.host.lower()} {self.port} {self.code.upper()} {skeleton(self.name)}"


@dataclass(frozen=True)
class SeatKey:
    """One kept seat: its place (the name as its skeleton), token, game, seat and last use."""

    host: str
    port: int
    code: str
    name: str
    token: str
    game: str
    seat: int | None
    used: float

    @property
    def key(self) -> str:
        return f"{self.host} {self.port} {self.code} {self.name}"


def keys_path() -> Path:
    """The file of kept seats."""
    return data_dir() / KEYS_FILE


def token_for(place: Place) -> str | None:
    """The token kept for ``place``, or None."""
    found = [k for k in ((_read() or {}).get(place.key), _MEMORY.get(place.key)) if k]
    return max(found, key=lambda k: k.used).token if found else None


def remember(place: Place, table: dict[str, Any]) -> None:
    """Keep the token of a ``table`` message (one without a token changes nothing); never
    fails: a seat that cannot be written down is kept for this run."""
    token = table.get("token")
    if not isinstance(token, str) or not TOKEN_PATTERN.fullmatch(token):
        return
    seat = table.get("your_seat")
    key = SeatKey(
        place.host.lower(), place.port, place.code.upper(), skeleton(place.name), token,
        str(table.get("game", "")), seat if isinstance(seat, int) else None, time.time(),
    )  # fmt: skip
    _MEMORY[key.key] = key
    # Not written: kept in memory, the seat is still taken back after a lost connection.
    with contextlib.suppress(OSError):
        _write(key)


def forget_all() -> None:
    """Forget this run's tokens kept in memory (tests)."""
    _MEMORY.clear()


def _write(key: SeatKey) -> None:
    from access_cards.console.lock import MatchLock
    from access_cards.console.play import locks_dir

    path = keys_path()
    with MatchLock(path, locks_dir()) as lock:
        if not lock.acquire(LOCK_SECONDS):
            return
        keys = _read()
        if keys is None:  # not ours: left alone
            return
        keys[key.key] = key
        kept = sorted(keys.values(), key=lambda k: k.used, reverse=True)[:MOST]
        document = {"format": FORMAT, "version": VERSION, "seats": [asdict(k) for k in kept]}
        text = json.dumps(document, ensure_ascii=False, indent=1) + "\n"
        write_file(path, text, make_folders=True, private=True)


def _read() -> dict[str, SeatKey] | None:
    """The kept seats by key, the old ones left out; {} when there is no file yet; None
    when the file is not one this version may write over (see the module docstring)."""
    try:
        raw = read_regular_file(keys_path(), MAX_BYTES)
    except FileNotFoundError:
        return {}
    except OSError:
        return None
    try:
        document = json.loads(raw.decode("utf-8"))
    except (UnicodeDecodeError, ValueError, RecursionError):
        return None
    if not isinstance(document, dict) or document.get("format") != FORMAT:
        return None
    if document.get("version") != VERSION or not isinstance(document.get("seats"), list):
        return None
    oldest = time.time() - KEEP_DAYS * 86400
    keys = {}
    for entry in document["seats"]:
        key = _entry(entry)
        if key is not None and key.used >= oldest:
            keys[key.key] = key
    return keys


def _entry(data: Any) -> SeatKey | None:
    """One entry as it was written, or None for anything else (it is left out)."""
    if not isinstance(data, dict) or set(data) != set(SeatKey.__dataclass_fields__):
        return None
    texts = ("host", "code", "name", "token", "game")
    if not all(isinstance(data[k], str) and len(data[k]) <= MAX_TEXT for k in texts):
        return None
    port, seat, used = data["port"], data["seat"], data["used"]
    if type(port) is not int or not 0 < port < 65536 or not TOKEN_PATTERN.fullmatch(data["token"]):
        return None
    if not (seat is None or type(seat) is int) or type(used) not in (int, float):
        return None
    if not math.isfinite(used):
        return None
    return SeatKey(**data)
