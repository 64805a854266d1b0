"""pyttsx3 as a self-voice on Windows (SAPI5) and macOS (NSSpeechSynthesizer).

pyttsx3 is not thread-safe, and its blocking ``runAndWait`` loses a sentence
said while another plays.  So one thread owns the engine and drives pyttsx3's
external loop (``startLoop(False)`` then ``iterate()``), fed by a queue; the
engine's ``stop()`` is only ever called from that thread.  Not used on Linux:
its eSpeak driver loses sentences and cannot be interrupted
(notes/screen-readers.md).
"""

from __future__ import annotations

import contextlib
import importlib
import io
import platform
import threading
from collections import deque
from collections.abc import Callable
from typing import Any

from access_cards.speech.backend import (
    BackendError,
    BackendSpec,
    FailureHandler,
    Observer,
    Voice,
    com_initialize,
    scale_rate,
)
from access_cards.speech.commands import CANCEL, SPEAK, Command

__all__ = ["Pyttsx3Backend", "pyttsx3_spec"]

NAME = "pyttsx3"
TICK = 0.02  # seconds between turns of the engine's loop


class Pyttsx3Backend:
    """Speaks through a pyttsx3 engine owned by one thread.

    ``driver`` is a pyttsx3 driver name; None picks the platform's own
    (``sapi5`` on Windows, ``nsss`` on macOS).  ``observer`` hears "start",
    "end" and "cancel" with the utterance number.
    """

    name = NAME

    def __init__(
        self,
        voice: Voice,
        on_failure: FailureHandler,
        *,
        driver: str | None = None,
        observer: Observer | None = None,
        ready_timeout: float = 10.0,
    ) -> None:
        self._voice = voice
        self._driver = driver
        self._on_failure = on_failure
        self._observer = observer
        self._cond = threading.Condition()
        self._inbox: deque[Command] = deque()
        self._outstanding: dict[int, str] = {}  # handed to the engine, not finished
        self._count = 0
        self._handling = False  # commands taken from the inbox, not yet done
        self._failed = False
        self._closed = False
        self._ready = threading.Event()
        self._error: str | None = None
        self._thread = threading.Thread(target=self._run, name="pyttsx3 speech", daemon=True)
        self._thread.start()
        if not self._ready.wait(ready_timeout):
            self._error = f"no answer within {ready_timeout:g} s"
        if self._error is not None:
            self.close()
            raise BackendError(self._error)

    def speak(self, text: str, interrupt: bool = False) -> None:
        with self._cond:
            if self._closed:
                return
            if interrupt:
                self._inbox.clear()
                self._inbox.append((CANCEL, ""))
            self._inbox.append((SPEAK, text))
            self._cond.notify_all()

    def silence(self) -> None:
        with self._cond:
            self._inbox.clear()
            self._inbox.append((CANCEL, ""))
            self._cond.notify_all()

    def wait_idle(self, timeout: float) -> bool:
        with self._cond:
            return self._cond.wait_for(self._idle_locked, timeout)

    def unspoken(self) -> list[str]:
        with self._cond:
            texts = [text for _, text in sorted(self._outstanding.items())]
            texts += [text for kind, text in self._inbox if kind == SPEAK]
            self._outstanding.clear()
            self._inbox.clear()
            return texts

    def close(self) -> None:
        with self._cond:
            self._closed = True
            self._cond.notify_all()
        if threading.current_thread() is not self._thread:
            self._thread.join(timeout=2.0)

    def _idle_locked(self) -> bool:
        if self._closed:
            return True
        return not (self._failed or self._inbox or self._handling or self._outstanding)

    # -- the engine's thread --------------------------------------------------

    def _run(self) -> None:
        try:
            engine, pump = self._start()
        except Exception as exc:  # any failure means "not available"
            self._error = str(exc) or type(exc).__name__
            self._ready.set()
            return
        self._ready.set()
        try:
            self._loop(engine, pump)
        except Exception as exc:  # a broken engine: fall back, never crash the game
            self._fail(str(exc) or type(exc).__name__)
        finally:
            with contextlib.suppress(Exception):
                engine.endLoop()

    def _start(self) -> tuple[Any, Callable[[], None]]:
        com_initialize()
        with contextlib.redirect_stdout(io.StringIO()):
            engine = importlib.import_module("pyttsx3").init(self._driver)
        engine.setProperty("rate", scale_rate(self._voice.rate, 100, 200, 400))
        _choose_voice(engine, self._voice.lang)
        engine.connect("started-utterance", self._started)
        engine.connect("finished-utterance", self._finished)
        engine.startLoop(False)
        return engine, _run_loop_pump()

    def _loop(self, engine: Any, pump: Callable[[], None]) -> None:
        while self._running():
            command = self._take()
            if command is not None:
                self._do(engine, *command)
                with self._cond:
                    self._handling = False
                    self._cond.notify_all()
            engine.iterate()
            pump()

    def _running(self) -> bool:
        with self._cond:
            return not (self._closed or self._failed)

    def _take(self) -> Command | None:
        """The next command, waiting at most one tick for it."""
        with self._cond:
            if not self._inbox and not self._closed:
                self._cond.wait(TICK)
            if self._closed or not self._inbox:
                return None
            self._handling = True
            return self._inbox.popleft()

    def _do(self, engine: Any, kind: str, text: str) -> None:
        # Called without the lock: the engine calls back into _started/_finished.
        if kind == CANCEL:
            engine.stop()
            self._drop_outstanding()
            return
        with self._cond:
            self._count += 1
            number = self._count
            self._outstanding[number] = text
        engine.say(text, str(number))

    def _drop_outstanding(self) -> None:
        with self._cond:
            dropped = sorted(self._outstanding.items())
            self._outstanding.clear()
            self._cond.notify_all()
        for number, text in dropped:
            self._notify("cancel", number, text)

    def _started(self, name: str | None = None, **_: Any) -> None:
        number = int(name or 0)
        with self._cond:
            text = self._outstanding.get(number)
        if text is not None:
            self._notify("start", number, text)

    def _finished(self, name: str | None = None, completed: bool = True, **_: Any) -> None:
        number = int(name or 0)
        with self._cond:
            text = self._outstanding.pop(number, None)
            self._cond.notify_all()
        if text is not None:
            self._notify("end" if completed else "cancel", number, text)

    def _notify(self, what: str, number: int, text: str) -> None:
        if self._observer is not None:
            self._observer(what, number, text)

    def _fail(self, reason: str) -> None:
        with self._cond:
            self._failed = True
            self._handling = False
            self._cond.notify_all()
        self._on_failure(self, reason)


def _choose_voice(engine: Any, lang: str) -> None:
    """Best effort: the first installed voice that names the language."""
    with contextlib.suppress(Exception):
        for voice in engine.getProperty("voices"):
            names = [str(code).lower().replace("_", "-") for code in voice.languages or []]
            if any(code == lang or code.startswith(lang + "-") for code in names):
                engine.setProperty("voice", voice.id)
                return


def _run_loop_pump() -> Callable[[], None]:
    """macOS: NSSpeechSynthesizer reports "finished" through this thread's run loop."""
    if platform.system() != "Darwin":
        return lambda: None
    foundation = importlib.import_module("Foundation")
    loop = foundation.NSRunLoop.currentRunLoop()

    def pump() -> None:
        loop.runUntilDate_(foundation.NSDate.dateWithTimeIntervalSinceNow_(TICK))

    return pump


def pyttsx3_spec(*, driver: str | None = None, observer: Observer | None = None) -> BackendSpec:
    """The pyttsx3 backend, to start later."""

    def build(voice: Voice, on_failure: FailureHandler) -> Pyttsx3Backend:
        return Pyttsx3Backend(voice, on_failure, driver=driver, observer=observer)

    return BackendSpec(NAME, build)
