"""Strict readers for saves: the envelope, and values checked by type and bounds.

A save is text anybody may edit, so every value is read as exactly the JSON
type the program writes (``true`` is not 1, ``1.0`` is not 1) and within the
bounds the rules allow, before any arithmetic sees it: a number such as
10**300 or a list nested 100,000 deep is refused, never computed with.
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from typing import Any

from access_cards.engine.errors import SaveError

__all__ = [
    "DAMAGE",
    "SAVE_FORMAT",
    "SAVE_VERSION",
    "brief",
    "brief_error",
    "canonical",
    "keyed",
    "read_envelope",
    "whole",
    "whole_list",
]

SAVE_FORMAT = "access_cards.save"
# 2: the save holds the current deal's start and the moves since (replayed on loading).
SAVE_VERSION = 2
# Errors that damaged data can raise anywhere while it is read; all become SaveError.
DAMAGE = (
    KeyError,
    TypeError,
    ValueError,
    IndexError,
    AttributeError,
    OverflowError,
    RecursionError,
    MemoryError,
)


def read_envelope(text: str | bytes, game: str) -> dict[str, Any]:
    """The save's data once it parses and names its format, version and ``game``."""
    if not isinstance(text, str | bytes | bytearray):
        raise SaveError(f"a save is text, not {type(text).__name__}")
    try:
        data = json.loads(text)
    except RecursionError as exc:
        raise SaveError("the save is nested far too deeply to be a save") from exc
    except (ValueError, MemoryError) as exc:  # bad JSON or UTF-8, or ints of thousands of digits
        raise SaveError(f"the save is not valid JSON ({brief_error(exc)})") from exc
    if not isinstance(data, dict) or data.get("format") != SAVE_FORMAT:
        raise SaveError("this is not an access_cards save")
    if data.get("game") != game:
        raise SaveError(f"this save is of {brief(data.get('game'))}, not {game}")
    _check_version(data.get("version"))
    return data


def _check_version(version: Any) -> None:
    if type(version) is int and version < SAVE_VERSION:
        raise SaveError(
            f"the save is from an older version of the program (save version {version});"
            f" this version reads save version {SAVE_VERSION} only"
        )
    if version != SAVE_VERSION or type(version) is not int:
        raise SaveError(f"unsupported save version {brief(version)}")


def whole(value: Any, low: int, high: int, what: str) -> int:
    """``value`` if it is an int (not a bool) from ``low`` to ``high``; else SaveError."""
    if type(value) is not int or not low <= value <= high:
        raise SaveError(f"{what} is {brief(value)}, not a whole number from {low} to {high}")
    return value


def whole_list(value: Any, length: int, low: int, high: int, what: str) -> list[int]:
    """A list of exactly ``length`` ints, each from ``low`` to ``high``."""
    if not isinstance(value, list) or len(value) != length:
        raise SaveError(f"{what} is not a list of {length} numbers")
    return [whole(item, low, high, what) for item in value]


def keyed(value: Any, keys: Sequence[str], what: str) -> Mapping[str, Any]:
    """``value`` if it is an object with exactly ``keys``; else SaveError."""
    if not isinstance(value, dict) or sorted(value) != sorted(keys):
        raise SaveError(f"{what} is not a table of {', '.join(keys)}")
    return value


def canonical(value: Any) -> str:
    """The JSON text the program writes for ``value``: equal texts, equal data and types."""
    return json.dumps(value, sort_keys=True, separators=(",", ":"))


def brief(value: Any) -> str:
    """A short, safe description of a value for a message (never a huge or deep repr)."""
    if isinstance(value, list | dict):
        return f"a {'list' if isinstance(value, list) else 'table'} of {len(value)} items"
    if isinstance(value, int) and not isinstance(value, bool) and abs(value) > 10**12:
        return "an absurdly large number"
    text = repr(value)
    return text if len(text) <= 40 else text[:37] + "..."


def brief_error(exc: BaseException) -> str:
    """An exception's message, cut to a sentence's length."""
    text = str(exc)
    return text if len(text) <= 120 else text[:117] + "..."
