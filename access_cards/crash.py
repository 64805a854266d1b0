"""The last resort: an error nobody foresaw ends in one sentence, not a traceback.

The traceback is kept for whoever fixes it, in ``crash.log`` in the program's
own data folder; the player hears one line that says where.
"""

from __future__ import annotations

import contextlib
import io
import os
import sys
import time
import traceback
from pathlib import Path

__all__ = ["crash_report", "standard_streams", "stdout_failed"]


def crash_report(exc: BaseException) -> str:
    """Keep ``exc``'s traceback in the crash log; the sentence to print."""
    from access_cards.console.cli import notice
    from access_cards.console.settings import data_dir
    from access_cards.narration.speakable import spoken_form, spoken_name

    path = data_dir() / "crash.log"
    try:
        _append(path, exc)
        where = spoken_name(path)  # its folder would be heard as "slash home slash"
    except OSError:
        where = ""
    what = spoken_form(f"{type(exc).__name__} {str(exc)[:200]}")
    try:
        if where:
            return notice("console-crash", what=what, path=where)
        return notice("console-crash-unlogged", what=what)
    except Exception:  # the translations themselves may be what broke
        return f"access-cards stopped on an unexpected error, {what}."


def _append(path: Path, exc: BaseException) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    text = "".join(traceback.format_exception(exc))
    stamp = time.strftime("%Y-%m-%d %H:%M:%S")
    with open(path, "a", encoding="utf-8") as log:
        log.write(f"--- {stamp} access-cards {' '.join(sys.argv[1:])[:500]}\n{text}\n")


def standard_streams() -> None:
    """Make a closed standard stream harmless, and undecodable input readable.

    With a stream closed by the shell (``<&-``, ``>&-``) Python has None there;
    input then simply ends and output goes nowhere.  Bytes that are not UTF-8
    become replacement characters: an unknown command, not a crash.
    """
    if sys.stdin is None:
        sys.stdin = io.StringIO()
    if sys.stdout is None:
        sys.stdout = open(os.devnull, "w", encoding="utf-8")  # noqa: SIM115
    if sys.stderr is None:
        sys.stderr = open(os.devnull, "w", encoding="utf-8")  # noqa: SIM115
    if isinstance(sys.stdin, io.TextIOWrapper):
        sys.stdin.reconfigure(errors="replace")


def stdout_failed() -> bool:
    """Whether standard output cannot take what was written (a full disk, a closed
    pipe); if so it is pointed at the null device, so that Python's own flush at
    exit does not fail again with a second message."""
    try:
        sys.stdout.flush()
    except (OSError, ValueError):
        with contextlib.suppress(OSError, ValueError, io.UnsupportedOperation):
            os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return True
    return False
