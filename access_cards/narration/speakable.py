"""What a sentence for listening may hold: letters, digits, spaces and ``. , ? ! '``.

At Orca's default punctuation level (and NVDA's and JAWS's alike) the other
symbols are read aloud as words: "Totals colon", "left paren", "blind dash
fair", "greater".  Every message of every locale file, and every sentence the
program speaks or prints for listening, keeps to the characters below; the
tests scan locale files and whole-game speech logs with ``voiced_symbols``.

A value that comes from outside the locale files (a file name, a word typed
on the command line) goes into a sentence through ``spoken_form`` or
``spoken_name``: its symbols become spaces, so "first_player" is said
"first player" and "/tmp/log.jsonl" is said "log.jsonl".
"""

from __future__ import annotations

import os

__all__ = ["ALLOWED_PUNCTUATION", "speakable", "spoken_form", "spoken_name", "voiced_symbols"]

# Punctuation a screen reader pauses on instead of naming it.
ALLOWED_PUNCTUATION = frozenset(".,?!' ")


def voiced_symbols(text: str) -> list[str]:
    """The characters of ``text`` a screen reader would say as words, in order, once each."""
    found: list[str] = []
    for ch in text:
        if ch.isalnum() or ch in ALLOWED_PUNCTUATION or ch in found:
            continue
        found.append(ch)
    return found


def speakable(text: str) -> bool:
    """Whether ``text`` holds only letters, digits, spaces and ``. , ? ! '``."""
    return not voiced_symbols(text)


def spoken_form(text: str) -> str:
    """``text`` with every voiced symbol (and control character) turned into a space, and
    runs of spaces made one: "bot:hard" → "bot hard", "top-card-only" → "top card only"."""
    kept = "".join(ch if ch.isalnum() or ch in ALLOWED_PUNCTUATION else " " for ch in text)
    return " ".join(kept.split())


def spoken_reason(exc: BaseException) -> str:
    """The system's own words for an error, as they can be spoken: an OSError's
    ``strerror``, else the error's text, else its kind."""
    return spoken_form(getattr(exc, "strerror", None) or str(exc) or type(exc).__name__)


def spoken_name(path: str | os.PathLike[str]) -> str:
    """The last part of a path, said: "/tmp/khmer-1.json" → "khmer 1.json".

    The folders before it would be heard as "slash tmp slash"; the player who named
    the file knows where it is, and the name tells one file from another."""
    name = os.path.basename(os.path.normpath(os.fspath(path))) if os.fspath(path) else ""
    return spoken_form(name) or spoken_form(os.fspath(path))
