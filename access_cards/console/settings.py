"""Per-user settings, kept in the user's configuration folder (platformdirs).

``ACCESS_CARDS_HOME`` moves both settings and saves (tests, portable use).
Reading never fails: a settings file that is damaged, hand-edited into
nonsense, far too big, a pipe or a device gives the defaults.
"""

from __future__ import annotations

import json
import os
from dataclasses import asdict, dataclass, fields
from pathlib import Path
from typing import Any

import platformdirs

from access_cards.files import FileError, read_small_file, write_file

__all__ = [
    "CARD_STYLES",
    "RATES",
    "VERBOSITIES",
    "Settings",
    "config_dir",
    "data_dir",
    "labels_dir",
]

VERBOSITIES = ("brief", "normal", "full")
CARD_STYLES = ("full", "short")
# Relative voice rates (speech-dispatcher's -100…100), slowest first, each
# with the word that says it.
RATES = {-50: "much-slower", -25: "slower", 0: "normal", 25: "faster", 50: "much-faster",
         100: "fastest"}  # fmt: skip
APP = "access-cards"
SETTINGS_FILE = "settings.json"
MAX_SETTINGS_BYTES = 64 * 1024  # a real one is a few hundred bytes


def config_dir() -> Path:
    """Where settings live."""
    home = os.environ.get("ACCESS_CARDS_HOME")
    return Path(home) / "config" if home else Path(platformdirs.user_config_dir(APP))


def labels_dir() -> Path:
    """Where the label menu saves documents: the user's Documents, to find and print."""
    home = os.environ.get("ACCESS_CARDS_HOME")
    if home:
        return Path(home) / "labels"
    return Path(platformdirs.user_documents_dir()) / "access-cards labels"


def data_dir() -> Path:
    """Where saved matches live."""
    home = os.environ.get("ACCESS_CARDS_HOME")
    return Path(home) / "data" if home else Path(platformdirs.user_data_dir(APP))


@dataclass
class Settings:
    """What a player sets once and keeps."""

    language: str = ""  # empty: from the system locale
    speech: str = "auto"
    rate: int = 0  # 0: the voice's default
    verbosity: str = "normal"
    card_style: str = "full"
    # Print the b key's braille cells when no braille display is connected: for a
    # screen reader that shows the terminal on its own display (the cells are read
    # aloud too), or for sighted helpers.  Off, they would be spoken cell by cell.
    braille_cells: bool = False

    @classmethod
    def load(cls) -> Settings:
        """Read the settings; anything unreadable falls back to the default, never raises."""
        data = _read_json(config_dir() / SETTINGS_FILE)
        if not isinstance(data, dict):
            return cls()
        known = {f.name for f in fields(cls)}
        values = {k: v for k, v in data.items() if k in known and _allowed(k, v)}
        return cls(**values)

    def save(self) -> FileError | None:
        """Write the settings atomically, making their folder if needed.

        Returns the error if they could not be written (they still hold for this run),
        so that a menu can say it instead of stopping.
        """
        text = json.dumps(asdict(self), indent=2, sort_keys=True)
        try:
            write_file(config_dir() / SETTINGS_FILE, text + "\n", make_folders=True)
        except FileError as exc:
            return exc
        return None


def _read_json(path: Path) -> Any:
    """The JSON value in ``path``; None if it is missing, not a small regular file, or damaged."""
    raw = read_small_file(path, MAX_SETTINGS_BYTES)
    if raw is None:
        return None
    try:
        return json.loads(raw)
    except (ValueError, RecursionError):  # RecursionError: [[[[…]]]] nested too deep
        return None


def _allowed(key: str, value: Any) -> bool:
    """Whether a stored setting can be used (a hand-edited file may hold anything)."""
    from access_cards.narration import LANGUAGES
    from access_cards.speech import MODES

    if key == "braille_cells":
        return type(value) is bool
    choices: dict[str, Any] = {
        "language": ("", *LANGUAGES),
        "speech": MODES,
        "rate": RATES,
        "verbosity": VERBOSITIES,
        "card_style": CARD_STYLES,
    }
    # bool is an int: True must not pass as rate 1.
    return type(value) in (str, int) and value in choices[key]
