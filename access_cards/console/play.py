"""Starting a match at the console: language, speech, seats, new or resumed state."""

from __future__ import annotations

import gc
import locale
import os
import time
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from access_cards import games
from access_cards.console.reader import LineReader
from access_cards.console.saves import SavedMatch, load_match, move_aside
from access_cards.console.session import GameSession
from access_cards.console.settings import Settings, data_dir
from access_cards.engine.errors import SaveError
from access_cards.narration import LANGUAGES, NARRATORS, Translator
from access_cards.rules import rules_lines
from access_cards.seats import HUMAN, parse_seats
from access_cards.speech import Speaker

__all__ = ["PlayRequest", "choose_language", "new_match", "run_session", "saves_dir"]


@dataclass
class PlayRequest:
    """What ``access-cards play`` (or the menu) asked for."""

    game: str
    seats: Sequence[str] = ()
    seed: int | None = None
    options: Mapping[str, Any] = field(default_factory=dict)
    resume: Path | None = None


def choose_language(wanted: str | None, settings: Settings) -> str:
    """The command line's language, else the setting, else the system's, else English."""
    for lang in (wanted, settings.language, _system_language()):
        if lang and lang[:2].lower() in LANGUAGES:
            return lang[:2].lower()
    return "en"


def _system_language() -> str:
    for var in ("LC_ALL", "LC_MESSAGES", "LANG", "LANGUAGE"):
        if os.environ.get(var):
            return os.environ[var]
    return (locale.getlocale()[0] or "") if hasattr(locale, "getlocale") else ""


def saves_dir() -> Path:
    """Where matches are saved after every action."""
    return data_dir() / "saves"


def bot_names(t: Translator, seats: Sequence[str]) -> list[str]:
    """A name per seat: the player is "you"; bots get the language's names in turn."""
    pool = [n.strip() for n in t("console-bot-names").split(",")]
    names, next_bot = [], 0
    for spec in seats:
        if spec == HUMAN:
            names.append(t("console-you"))
        else:
            names.append(pool[next_bot % len(pool)])
            next_bot += 1
    return names


def new_match(request: PlayRequest, t: Translator) -> tuple[SavedMatch, Path]:
    """A fresh match and its own save file (older saves are never overwritten)."""
    game = games.find(request.game)
    if game.name not in NARRATORS:
        # The engine may know a game before the console can narrate it.
        playable = ", ".join(NARRATORS)
        raise ValueError(f"{game.name} cannot be played at the console yet; games: {playable}")
    seats = parse_seats(list(request.seats) or _default_seats(game), game.name)
    state = game.new_state(len(seats), seed=request.seed, options=dict(request.options))
    stamp = time.strftime("%Y%m%d-%H%M%S")
    path = _unused(saves_dir() / f"{game.name}-{stamp}-{state.seed % 100000:05d}.json")
    return SavedMatch(state, seats, bot_names(t, seats)), path


def _unused(path: Path) -> Path:
    """``path``, or ``…-2.json``, ``…-3.json`` when that name is taken.

    Two matches with the same seed started in the same second (``--seed``)
    would otherwise share one save, the second overwriting the first.
    """
    candidate, n = path, 1
    while candidate.exists():
        n += 1
        candidate = path.with_name(f"{path.stem}-{n}{path.suffix}")
    return candidate


def _default_seats(game: type[Any]) -> list[str]:
    return [HUMAN] + ["bot:normal"] * (game.min_seats - 1)


def resume_match(path: Path) -> SavedMatch:
    """Load a saved match; a damaged one is moved aside and SaveError says where."""
    try:
        return load_match(path)
    except SaveError as exc:
        if path.is_file():
            aside = move_aside(path)
            raise SaveError(f"{exc}; kept aside as {aside.name}") from exc
        raise


def latest_save(game: str | None = None) -> Path | None:
    """The most recently written save (of ``game``), if any."""
    folder = saves_dir()
    if not folder.is_dir():
        return None
    pattern = f"{game}-*.json" if game else "*.json"
    found = sorted(folder.glob(pattern), key=lambda p: p.stat().st_mtime)
    return found[-1] if found else None


def run_session(
    match: SavedMatch,
    path: Path,
    t: Translator,
    speaker: Speaker,
    reader: LineReader,
    settings: Settings,
    *,
    resumed: bool = False,
) -> GameSession:
    """Play until the match ends, the player leaves, or input ends."""
    game = match.state.game.name
    session = GameSession(
        match, t, speaker, save_path=path, verbosity=settings.verbosity,
        card_style=settings.card_style, rules_text=lambda: rules_lines(game, t.lang),
    )  # fmt: skip
    reader.set_hotkeys(session.handle, session.hotkeys(), session.typed_words())
    # What exists now (modules, messages, the prompt) lives as long as the
    # program: out of the collector's sight, a full collection during play
    # takes a few milliseconds instead of 20 to 30 (docs/performance.md).
    # Once only: a later match's leftovers in cycles must stay collectable.
    if gc.get_freeze_count() == 0:
        gc.freeze()
    try:
        session.start(resumed=resumed)
        while not session.done:
            line = reader.read()
            if line is None:
                break
            session.handle(line)
    finally:
        reader.set_hotkeys(None, "")
    return session
