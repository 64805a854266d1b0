"""The speaker: where every sentence goes (DESIGN.md §6).

``say`` prints the sentence, speaks it, or both, as the mode asks, and logs
it.  Table events queue and are never cut off; only ``interrupt=True`` (the
player's own key) cancels what is spoken and queued.  A backend that fails,
at start or later, gives way to the next one in its chain and the player is
told once per fallback, through the ``notice`` callback, on the "error"
channel; so is a speech log that cannot be written, which turns itself off.
Speech troubles never raise out of here, and no backend prints.

Lines of braille cells are for the fingers: they go to a braille display
(``show_braille``) or, if the player asked for it, are printed on the
"braille" channel; either way they are logged on that channel and never
voiced.
"""

from __future__ import annotations

import os
import threading
import time
from collections.abc import Callable, Mapping, Sequence
from typing import Any, Protocol

from access_cards.files import FileError
from access_cards.speech.backend import Backend, BackendSpec, Voice
from access_cards.speech.chains import mode_chain, self_voice_chain
from access_cards.speech.detect import running_reader
from access_cards.speech.log import LOG_OFF, SpeechLog, english_log_off
from access_cards.speech.notice import TEXT_ONLY, english_notice

__all__ = ["CHANNELS", "MODES", "Speaker"]

MODES = ("auto", "reader", "speech", "self-voice", "text")
# "braille": a line of cells (DESIGN.md lists the first five; docs/architecture.md the sixth).
CHANNELS = ("game", "reply", "menu", "error", "help", "braille")

Notice = Callable[[str, Mapping[str, str]], str]


def _print_line(text: str) -> None:
    print(text, flush=True)


class BrailleSink(Protocol):
    """A braille display that shows a line of Unicode braille cells (braille/display.py)."""

    def ready(self) -> bool: ...

    def show(self, cells: str) -> bool: ...

    def release(self) -> None: ...


class Speaker:
    """Routes sentences to the screen, a voice and the speech log.

    ``mode`` is one of ``MODES``; ``self.mode`` is the mode in use after
    detection and fallbacks.  ``rate`` is relative (-100…100, None = the
    voice's default).  ``chain`` replaces the backends the mode would try, in
    order (tests and benchmarks pass their own).  ``write`` may be called from
    a speech thread, for the one-line notice when a backend fails.
    ``detect_reader`` names the running screen reader for ``auto`` (tests pass
    their own, so that a screen reader running on the machine changes nothing).
    """

    def __init__(
        self,
        mode: str = "auto",
        *,
        write: Callable[[str], None] | None = None,
        log_path: str | os.PathLike[str] | None = None,
        rate: int | None = None,
        lang: str = "en",
        notice: Notice | None = None,
        chain: Sequence[BackendSpec] | None = None,
        detect_reader: Callable[[], str | None] = running_reader,
    ) -> None:
        if mode not in MODES:
            raise ValueError(f"unknown speech mode {mode!r}; use one of {', '.join(MODES)}")
        self._start = time.monotonic()
        self._write = write or _print_line
        self._notice = notice or _english
        self._log_trouble: FileError | None = None  # told after the line it stopped on
        self._log = SpeechLog(log_path, self._log_failed) if log_path is not None else None
        self._lock = threading.RLock()
        self._voice = Voice(rate, lang)
        self._specs: list[BackendSpec] = []
        self._next = 0  # index in _specs of the next backend to try
        self._backend: Backend | None = None
        self._backend_name = ""
        self.mode = mode
        self._detect_reader = detect_reader
        # A braille display written to directly (BrlAPI, a Windows screen
        # reader's braille); the caller opens and closes it.
        self.display: BrailleSink | None = None
        self._braille_shown = False  # the display holds a line of ours
        with self._lock:
            self._begin(mode, chain)

    # -- the console's API --------------------------------------------------

    def say(
        self,
        text: str,
        channel: str = "game",
        *,
        event: Mapping[str, Any] | None = None,
        interrupt: bool = False,
        printed: bool = True,
        spoken: bool = True,
    ) -> None:
        """Print, speak and log one sentence, as the mode says.

        ``spoken=False`` is for lines meant for the eyes only: printed and
        logged, never voiced.  The "braille" channel is never voiced either.
        Any sentence gives a braille line shown on the display back to the
        screen reader or BRLTTY: the player has moved on.
        """
        if channel not in CHANNELS:
            raise ValueError(f"unknown channel {channel!r}; use one of {', '.join(CHANNELS)}")
        spoken = spoken and channel != "braille"
        with self._lock:
            self._release_braille()
            shown = self._prints(printed)
            if self._log is not None:
                # What really reached the screen: the tests compare the log with it.
                self._log.write(time.monotonic() - self._start, channel, text, event, shown)
            if shown:
                self._write(text)
            # A printed reply in reader mode does not silence anything: the screen
            # reader stops by itself on a key press, and a cancel sent now could
            # cut off its reading of the line just printed.
            if spoken and self._speaks(printed):
                self._call("speak", text, interrupt)
            self._tell_log_trouble()

    def braille_ready(self) -> bool:
        """Whether a braille display is there to show a line now."""
        with self._lock:
            return self.display is not None and self.display.ready()

    def show_braille(self, cells: str) -> bool:
        """Put a line of Unicode braille on the braille display, and log it.

        The display keeps it until the next sentence is said.  False when there
        is no display or the line could not be shown (nothing is logged then).
        """
        with self._lock:
            if self.display is None or not self.display.show(cells):
                return False
            self._braille_shown = True
            if self._log is not None:
                # A log that fails here is told with the next sentence: said now,
                # it would take the line off the display at once.
                self._log.write(time.monotonic() - self._start, "braille", cells, None, False)
            return True

    def silence(self) -> None:
        """Stop speaking now and drop what is queued (the player's Escape)."""
        with self._lock:
            self._release_braille()
            self._call("silence")

    def wait_idle(self, timeout: float = 10.0) -> bool:
        """Wait until all queued speech has been spoken; False on timeout."""
        deadline = time.monotonic() + timeout
        while True:
            with self._lock:
                backend = self._backend
            if backend is None:
                return True
            if not backend.wait_idle(max(0.0, deadline - time.monotonic())):
                return False
            with self._lock:
                if backend is self._backend:  # not replaced while we waited
                    return True

    def close(self) -> None:
        """Stop speaking and release the voice and the log; idempotent."""
        with self._lock:
            self._release_braille()
            backend, self._backend = self._backend, None
            self._next = len(self._specs)
        if backend is not None:
            backend.close()
        if self._log is not None:
            self._log.close()

    def _release_braille(self) -> None:
        """Give the display back after a line of ours (called with the lock held)."""
        if self._braille_shown and self.display is not None:
            self._braille_shown = False
            self.display.release()

    # -- the speech log -----------------------------------------------------

    def _log_failed(self, error: FileError) -> None:
        """The log turned itself off (called once by it, under our lock or before it)."""
        self._log_trouble = error

    def _tell_log_trouble(self) -> None:
        """Say once, on the error channel, that the log is off; the game goes on."""
        error, self._log_trouble = self._log_trouble, None
        if error is not None:
            values = {"path": error.path, "kind": error.kind, "reason": error.reason}
            self.say(self._notice(LOG_OFF, values), "error")

    # -- routing ------------------------------------------------------------

    def _prints(self, printed: bool) -> bool:
        if self.mode == "reader":
            # Keys that print nothing are heard through our own voice instead,
            # unless there is none left.
            return printed or self._backend is None
        return printed or self.mode == "text"

    def _speaks(self, printed: bool) -> bool:
        if self.mode == "reader":
            return not printed
        return self.mode != "text"

    def _call(self, method: str, *args: object) -> None:
        """``backend.method(*args)`` on the current backend, if there is one."""
        backend = self._backend
        if backend is None:
            return
        try:
            getattr(backend, method)(*args)
        except Exception as exc:  # backends should not raise; if one does, leave it
            self._failed(backend, f"{type(exc).__name__}: {exc}")

    # -- start and fallback -------------------------------------------------

    def _begin(self, mode: str, chain: Sequence[BackendSpec] | None) -> None:
        if mode == "text":
            return
        if mode == "auto":
            self._begin_auto(chain)
            return
        self._specs = list(chain) if chain is not None else mode_chain(mode)
        first = self._specs[0].name if self._specs else TEXT_ONLY
        self._switch(first, [], [])

    def _begin_auto(self, chain: Sequence[BackendSpec] | None) -> None:
        reader = self._detect_reader()
        if reader is not None:
            self.mode = "reader"
            self._specs = list(chain) if chain is not None else mode_chain("reader")
            self._switch(self._specs[0].name if self._specs else TEXT_ONLY, [], [])
            return
        # No screen reader: our own voice if one works, else text, silently
        # (a player who hears nothing of ours is being read to some other way).
        self._specs = list(chain) if chain is not None else self_voice_chain()
        self._backend = self._start_next([])
        self.mode = "self-voice" if self._backend is not None else "text"

    def _failed(self, backend: Backend, reason: str) -> None:
        """A backend stopped working (called from its thread, or from ``_call``)."""
        with self._lock:
            if backend is not self._backend:
                return  # already replaced, or closed
            unspoken = backend.unspoken()
            backend.close()
            self._backend = None
            self._switch(self._backend_name, [reason], unspoken)

    def _switch(self, wanted: str, reasons: list[str], unspoken: list[str]) -> None:
        """Start the next backend that works, hand it ``unspoken``, and say so once."""
        self._backend = self._start_next(reasons)
        for text in unspoken:
            # With no voice left they are dropped: what was printed is on screen.
            self._call("speak", text, False)
        if not reasons:
            return  # the first choice started: nothing to tell
        if self._backend is None and self.mode != "reader":
            self.mode = "text"
        using = self._backend_name if self._backend is not None else TEXT_ONLY
        values = {"wanted": wanted, "using": using, "reason": "; ".join(reasons)}
        event = {"type": "speech-fallback", **values}
        self.say(self._notice("speech-fallback", values), "error", event=event)

    def _start_next(self, reasons: list[str]) -> Backend | None:
        """The next backend of the chain that starts; appends why others did not."""
        while self._next < len(self._specs):
            spec = self._specs[self._next]
            self._next += 1
            try:
                backend = spec.build(self._voice, self._failed)
            except Exception as exc:  # BackendError or a library's own error
                reasons.append(_reason(spec.name, exc, first=not reasons))
                continue
            self._backend_name = spec.name
            return backend
        return None


def _english(msg_id: str, values: Mapping[str, str]) -> str:
    """The notices in plain English, for a speaker without a translator."""
    return english_log_off(values) if msg_id == LOG_OFF else english_notice(msg_id, values)


def _reason(name: str, exc: Exception, *, first: bool) -> str:
    """Why a backend failed; later ones name themselves, the first is named by the notice."""
    text = str(exc) or type(exc).__name__
    return text if first else f"{name}: {text}"
