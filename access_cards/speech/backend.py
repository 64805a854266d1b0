"""What every speech backend offers, and how the speaker builds one.

A backend turns sentences into sound.  ``speak`` never blocks and never
raises: it queues, and a thread owned by the backend does the talking.  A
backend that breaks after it started calls its ``FailureHandler`` once, from
its own thread, and keeps accepting sentences; the speaker then takes every
sentence not yet finished with ``unspoken()`` (under the speaker's lock, so
none can slip in between) and hands them to the next backend.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from dataclasses import dataclass
from typing import Protocol

__all__ = [
    "Backend",
    "BackendError",
    "BackendSpec",
    "FailureHandler",
    "Observer",
    "Voice",
    "com_initialize",
    "scale_rate",
]


class BackendError(Exception):
    """A backend cannot start, or stopped working; the message says why."""


class Backend(Protocol):
    """A running speech output."""

    name: str

    def speak(self, text: str, interrupt: bool = False) -> None:
        """Queue ``text``; with ``interrupt``, first drop what is spoken and queued."""

    def silence(self) -> None:
        """Stop speaking now and drop the queue."""

    def wait_idle(self, timeout: float) -> bool:
        """Wait until everything queued has been spoken; False on timeout.

        A failed backend is not idle until it has been closed.
        """

    def unspoken(self) -> list[str]:
        """After a failure: the sentences not finished, oldest first (taken away)."""

    def close(self) -> None:
        """Stop and release the output; idempotent."""


# (the backend that stopped working, why)
FailureHandler = Callable[[Backend, str], None]
# (what happened: "start" | "end" | "cancel", utterance number from 1, text)
Observer = Callable[[str, int, str], None]


@dataclass(frozen=True)
class Voice:
    """The listener's voice settings.

    ``rate`` is relative, as in speech-dispatcher: -100 slowest, 0 or None the
    voice's default, +100 fastest.  ``lang`` is a language code such as "it".
    """

    rate: int | None = None
    lang: str = "en"


@dataclass(frozen=True)
class BackendSpec:
    """A backend not yet started: its name (for notices) and how to start it."""

    name: str
    build: Callable[[Voice, FailureHandler], Backend]


def scale_rate(rate: int | None, low: int, normal: int, high: int) -> int:
    """Map a relative rate (-100…100) onto an engine's words per minute."""
    if not rate:
        return normal
    r = max(-100, min(100, rate))
    span = (normal - low) if r < 0 else (high - normal)
    return round(normal + span * r / 100)


def com_initialize() -> None:
    """Windows: COM must be initialised on each thread that makes COM objects."""
    try:
        pythoncom = importlib.import_module("pythoncom")
    except ImportError:  # not Windows, or no pywin32: nothing to do
        return
    pythoncom.CoInitialize()
