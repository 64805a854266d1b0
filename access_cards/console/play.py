"""Starting a match at the console: language, speech, seats, new or resumed state."""

from __future__ import annotations

import contextlib
import gc
import itertools
import locale
import os
import time
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from access_cards import games
from access_cards.console.lock import MatchLock, is_locked
from access_cards.console.reader import LineReader
from access_cards.console.saves import (
    MatchFileError,
    SavedMatch,
    is_own_save,
    move_aside,
    parse_match,
    read_save,
    saves_dir,
)
from access_cards.console.session import GameSession
from access_cards.console.settings import Settings, data_dir
from access_cards.console.stopping import Stop, busy
from access_cards.engine.errors import SaveError
from access_cards.games import GAMES
from access_cards.narration import LANGUAGES, Translator, has_narrator
from access_cards.narration.speakable import spoken_form, spoken_name
from access_cards.rules import rules_lines
from access_cards.seats import HUMAN, parse_seats
from access_cards.speech import Speaker

__all__ = [
    "PlayRequest",
    "choose_language",
    "hear_the_end",
    "latest_save",
    "new_match",
    "resume_match",
    "run_session",
    "save_error_text",
    "saved_matches",
    "saves_dir",
]


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


def locks_dir() -> Path:
    """Where the locks of open matches live (see console/lock.py)."""
    return data_dir() / "locks"


def bot_name_series(t: Translator) -> Iterator[str]:
    """The language's bot names in turn, numbered once they run out ("Anna", …, "Anna 2"),
    so that no two bots at a table share one."""
    pool = [n.strip() for n in t("console-bot-names").split(",") if n.strip()]
    for n in itertools.count():
        name, lap = pool[n % len(pool)], n // len(pool)
        yield name if lap == 0 else f"{name} {lap + 1}"


def bot_names(t: Translator, seats: Sequence[str]) -> list[str]:
    """A name per seat: the player is "you"; bots get the language's names in turn."""
    bots = bot_name_series(t)
    return [t("console-you") if spec == HUMAN else next(bots) for spec in seats]


def new_match(request: PlayRequest, t: Translator) -> tuple[SavedMatch, Path]:
    """A fresh match and its own save file, held by this program (older saves are
    never overwritten, and two programs started together never share a name)."""
    game = games.find(request.game)
    if not has_narrator(game.name):
        # The engine may know a game before the console can narrate it.
        playable = ", ".join(g for g in GAMES if has_narrator(g))
        raise ValueError(f"{game.name} cannot be played at the console yet; games: {playable}")
    seats = parse_seats(list(request.seats) or _default_seats(game), game.name)
    state = game.new_state(len(seats), seed=request.seed, options=dict(request.options))
    stamp = time.strftime("%Y%m%d-%H%M%S")
    path, lock = _reserve(saves_dir() / f"{game.name}-{stamp}-{state.seed % 100000:05d}.json")
    return SavedMatch(state, seats, bot_names(t, seats), lock=lock), path


def _reserve(path: Path) -> tuple[Path, MatchLock | None]:
    """``path``, or ``…-2.json``, ``…-3.json``: the first name no save has and no other
    program holds, locked for this one.  Without a writable data folder there can be
    no lock (and no save, which the session says): the first name is used as is."""
    for n in itertools.count(1):
        candidate = path if n == 1 else path.with_name(f"{path.stem}-{n}{path.suffix}")
        lock = MatchLock(candidate, locks_dir())
        try:
            if not lock.acquire():
                continue
        except OSError:
            return candidate, None
        if not candidate.exists():
            return candidate, lock
        lock.release()
    raise AssertionError("unreachable")


def _default_seats(game: type[Any]) -> list[str]:
    return [HUMAN] + ["bot:normal"] * (game.min_seats - 1)


def resume_match(path: Path, game: str | None = None) -> SavedMatch:
    """Load a saved match (of ``game``, if given) and hold it for this program.

    A damaged save is moved aside only if it is one of this program's own saves
    in its own folder (MatchFileError "save-damaged-aside" says where); any
    other file is left exactly as it was.
    """
    lock: MatchLock | None = MatchLock(path, locks_dir())
    try:
        held = lock is not None and lock.acquire(wait=0.3)
    except OSError:  # no writable data folder: play on, unlocked
        held, lock = True, None
    if not held:
        raise MatchFileError("save-in-use", f"{path} is open in another window", name=path.name)
    raw: bytes | None = None  # stays None when the file cannot be read at all
    try:
        raw = read_save(path)
        match = parse_match(raw, path.name, game)
    except SaveError as exc:
        if lock is not None:
            lock.release()
        reported = exc if raw is None else _damaged(path, raw, exc)
        if reported is exc:
            raise
        raise reported from exc
    match.lock = lock
    return match


def _damaged(path: Path, raw: bytes, exc: SaveError) -> SaveError:
    """The error to report about the bytes ``raw`` read from ``path``; a damaged save of
    our own is first moved aside."""
    if isinstance(exc, MatchFileError) and exc.msg_id != "save-not-ours":
        return exc  # another game: nothing is damaged
    if not is_own_save(path, raw):
        return exc
    aside = move_aside(path)
    return MatchFileError("save-damaged-aside", f"{exc}; kept aside as {aside.name}",
                          name=spoken_name(path), reason=spoken_form(str(exc)),
                          aside=spoken_name(aside))  # fmt: skip


def save_error_text(t: Translator, exc: SaveError) -> str:
    """Why a save cannot be resumed, in the listener's language."""
    if not isinstance(exc, MatchFileError):
        # The engine's reason is technical English: said, its symbols left out.
        return t("console-save-damaged", reason=spoken_form(str(exc)))
    values = dict(exc.values)
    for key in ("found", "wanted"):  # game names, said as the language names them
        if key in values:
            values[key] = t(f"game-{values[key]}")
    return t(exc.msg_id, **values)


def saved_matches(game: str | None = None) -> list[Path]:
    """This program's saves (of ``game``) that no other program holds, newest first."""
    folder = saves_dir()
    if not folder.is_dir():
        return []
    found = []
    for path in folder.glob(f"{game}-*.json" if game else "*.json"):
        with contextlib.suppress(OSError):
            if is_own_save(path) and not is_locked(path, locks_dir()):
                found.append((path.stat().st_mtime, path))
    return [path for _, path in sorted(found, reverse=True)]


def latest_save(game: str | None = None) -> Path | None:
    """The most recently written save (of ``game``) that can be resumed here, if any."""
    found = saved_matches(game)
    return found[0] if found else None


# How long the words said on Control C may keep the program from ending: a voice
# finishes its sentence, and a screen reader sees the line before the shell's prompt
# follows it (a prompt printed at once can cut the line off or take its place).
STOP_WORDS_SECONDS = 5.0
SCREEN_READER_SECONDS = 0.3


def _let_it_be_heard(speaker: Speaker) -> None:
    """Wait, briefly, until the last words are spoken; closing the voice would cut them."""
    with contextlib.suppress(Exception):  # stopping must never fail on the voice
        speaker.wait_idle(STOP_WORDS_SECONDS)
        if speaker.mode == "reader":
            time.sleep(SCREEN_READER_SECONDS)


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
        with busy():  # a stopping signal waits until the save holds what was said
            session.start(resumed=resumed)
        while not session.done:
            line = reader.read()
            if line is None:
                break
            with busy():
                session.handle(line)
    except Stop as exc:
        session.stop()
        exc.said = True
        _let_it_be_heard(speaker)
        raise
    finally:
        reader.set_hotkeys(None, "")
        if match.lock is not None:
            match.lock.release(remove=session.done and match.state.is_over)
    return session


def hear_the_end(
    session: GameSession, reader: LineReader, speaker: Speaker, words: str
) -> str | None:
    """Wait for Enter after a match that has ended, so that its result is heard on its own and
    can be asked for again: the shell's prompt or a menu read at once would follow it before
    anyone could press r.  Meanwhile the match's keys still answer (r the result, s the final
    score, comma...).  Returns a line that asks nothing (a menu's number, perhaps), else None."""
    speaker.say(words, "menu")
    # Digits would say cards of a hand that is gone: they are a menu's numbers here.
    keys = "".join(key for key in session.hotkeys() if not key.isdecimal())
    reader.set_hotkeys(session.handle, keys, session.typed_words())
    try:
        while (line := reader.read()) is not None:
            if not line.strip():
                return None
            if line.strip().isdecimal() or not session.is_question(line):
                return " ".join(line.split())
            with busy():
                session.handle(line)
        return None
    finally:
        reader.set_hotkeys(None, "")
