"""The speech log: one JSON object per utterance, one line each (DESIGN.md §4).

Every line is written as soon as it is said, so a test can read the log while
the program runs and a killed process loses nothing already said.

A regular file is appended to, its ``seq`` going on from the lines already
there (counted by streaming through it, never reading it whole).  A device, a
pipe or a terminal is opened for writing as it is and never read: reading
/dev/stderr in a terminal would swallow the player's typing, a pipe would
hang, /dev/zero would never end.  A log that cannot be written (a full disk)
turns itself off and says so once through ``on_error``; the game goes on.
"""

from __future__ import annotations

import contextlib
import errno
import json
import os
import stat
import threading
from collections.abc import Callable, Mapping
from typing import Any

from access_cards.files import FileError, check_target, file_error, write_all

__all__ = ["LOG_OFF", "SpeechLog", "check_log_path", "english_log_off"]

LOG_OFF = "speech-log-off"  # the notice when the log turns itself off (locales/*/files.ftl)
CHUNK = 1 << 16
_OPEN = os.O_NOCTTY | getattr(os, "O_CLOEXEC", 0)  # never adopt a terminal as ours


class SpeechLog:
    """Appends ``{"seq", "time", "channel", "text", "event", "printed"}`` lines.

    ``on_error(error)`` is called once, outside the log's lock, when the log could
    not be opened or a line could not be written; the log is off from then on.
    """

    def __init__(
        self,
        path: str | os.PathLike[str],
        on_error: Callable[[FileError], None] | None = None,
    ) -> None:
        self._path = os.fspath(path)
        self._on_error = on_error
        self._lock = threading.Lock()
        self._fd: int | None = None
        self._regular = False
        # Appending, with seq going on from the lines already there: a speaker
        # made anew for the same file (the menu does, when settings change)
        # continues the log instead of destroying or renumbering it.
        self._seq = 0
        try:
            self._fd, self._regular, self._seq = _open_log(self._path)
        except OSError as exc:
            self._report(file_error(exc, self._path))

    def write(
        self,
        time: float,
        channel: str,
        text: str,
        event: Mapping[str, Any] | None,
        printed: bool,
    ) -> None:
        """Append one utterance; ``time`` is seconds since the speaker started."""
        with self._lock:
            failed = self._write(time, channel, text, event, printed)
        if failed is not None:
            self._report(failed)

    def close(self) -> None:
        """Stop logging; idempotent."""
        with self._lock:
            self._shut()

    def _write(
        self,
        time: float,
        channel: str,
        text: str,
        event: Mapping[str, Any] | None,
        printed: bool,
    ) -> FileError | None:
        """Write one line; the error that turned the log off, if this line did."""
        if self._fd is None:
            return None
        self._seq += 1
        record = {
            "seq": self._seq,
            "time": round(time, 3),
            "channel": channel,
            "text": text,
            "event": None if event is None else dict(event),
            "printed": printed,
        }
        # default=str: a stray non-JSON value must not silence the game.
        line = json.dumps(record, ensure_ascii=False, default=str) + "\n"
        start = None
        try:
            start = os.fstat(self._fd).st_size if self._regular else None
            write_all(self._fd, line.encode("utf-8"))
        except OSError as exc:
            self._undo(start)
            self._shut()
            return file_error(exc, self._path)
        return None

    def _undo(self, start: int | None) -> None:
        """Cut a half-written line off a regular file, so every line stays whole JSON."""
        if start is not None and self._fd is not None:
            # If even that fails the line stays cut short; the log ends there anyway.
            with contextlib.suppress(OSError):
                os.ftruncate(self._fd, start)

    def _shut(self) -> None:
        fd, self._fd = self._fd, None
        if fd is not None:
            # A close that fails has closed the descriptor all the same.
            with contextlib.suppress(OSError):
                os.close(fd)

    def _report(self, error: FileError) -> None:
        callback, self._on_error = self._on_error, None  # once only
        if callback is not None:
            callback(error)


def check_log_path(path: str | os.PathLike[str]) -> None:
    """Raise FileError if a speech log could not be opened at ``path``.

    For the command line, before the game starts: an empty path, a folder, a
    missing folder, no permission, a read-only disk.  Creates and opens nothing
    (opening a named pipe would wait for its reader, and closing it would end it).
    """
    name = check_target(path)
    try:
        info = os.stat(name)
    except FileNotFoundError:
        info = None
    except OSError as exc:
        raise file_error(exc, name) from exc
    if info is not None and stat.S_ISSOCK(info.st_mode):
        raise FileError("failed", name, os.strerror(errno.ENXIO))  # what opening one answers
    where = name if info is not None else os.path.dirname(name) or "."
    if not _may_write(where, folder=info is None):
        kind = "read-only" if _read_only(where) else "no-permission"
        raise FileError(kind, name)


def english_log_off(values: Mapping[str, str]) -> str:
    """``speech-log-off`` in plain English, for a speaker without a translator."""
    path, reason = values["path"], values["reason"]
    if values["kind"] == "no-space":
        return (f"There is not enough space for the speech log {path}, so it is turned off. "
                "Everything else goes on as before.")  # fmt: skip
    return (f"The speech log {path} cannot be written, so it is turned off. "
            f"The system says {reason}. Everything else goes on as before.")  # fmt: skip


def _may_write(where: str, *, folder: bool) -> bool:
    mode = os.W_OK | (os.X_OK if folder else 0)
    if os.access in os.supports_effective_ids:
        return os.access(where, mode, effective_ids=True)
    return os.access(where, mode)


def _read_only(where: str) -> bool:
    try:
        return bool(os.statvfs(where).f_flag & os.ST_RDONLY)
    except (OSError, AttributeError):
        return False


def _open_log(path: str) -> tuple[int, bool, int]:
    """The descriptor to append to, whether it is a regular file, and its line count."""
    name = check_target(path)
    try:
        info = os.stat(name)
    except FileNotFoundError:
        info = None
    if info is not None and not stat.S_ISREG(info.st_mode):
        return os.open(name, os.O_WRONLY | _OPEN), False, 0  # never read: seq starts at 1
    fd = os.open(name, os.O_WRONLY | os.O_APPEND | os.O_CREAT | _OPEN, 0o666)
    try:
        info = os.fstat(fd)
        if not stat.S_ISREG(info.st_mode):
            return fd, False, 0
        lines, whole = _count_lines(name, info)
        if not whole:
            write_all(fd, b"\n")  # a killed run's last line, cut short, stays its own line
        return fd, True, lines
    except BaseException:
        os.close(fd)
        raise


def _count_lines(name: str, info: os.stat_result) -> tuple[int, bool]:
    """Lines in the regular file ``info`` describes (a last unended line counts), and
    whether it ends with a line end (an empty file does); read in chunks, never whole."""
    try:
        fd = os.open(name, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | _OPEN)
    except OSError:
        return 0, True  # a log we may write but not read: seq starts again at 1
    try:
        here = os.fstat(fd)
        if (here.st_dev, here.st_ino) != (info.st_dev, info.st_ino):
            return 0, True  # replaced since we opened it: never read something else
        lines, last = 0, b"\n"
        while chunk := os.read(fd, CHUNK):
            lines += chunk.count(b"\n")
            last = chunk[-1:]
        return (lines, True) if last == b"\n" else (lines + 1, False)
    finally:
        os.close(fd)
