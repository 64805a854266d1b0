"""accessible_output2: speech through the running screen reader (NVDA, JAWS…).

Used by ``speech`` mode for everything and by ``reader`` mode for keys that
print nothing.  Its outputs are created and called on one ``CommandThread``
(COM objects such as SAPI5 belong to the thread that made them), and they are
created with standard output and error captured: on Linux the import prints
"Cannot find espeak.core…", which a screen reader would read out.
"""

from __future__ import annotations

import contextlib
import importlib
import io
import threading
from typing import Any

from access_cards.speech.backend import (
    BackendError,
    BackendSpec,
    FailureHandler,
    Observer,
    Voice,
    com_initialize,
)
from access_cards.speech.commands import CANCEL, CommandThread

__all__ = ["Ao2Backend", "ao2_spec"]

NAME = "accessible_output2"


class Ao2Backend:
    """Speaks through ``accessible_output2.outputs.auto.Auto``.

    ``Auto`` picks the first active output on every call, so a screen reader
    started later is used from then on.  There is no "finished" event, so
    ``wait_idle`` only waits until every sentence has been handed over.
    """

    name = NAME

    def __init__(
        self,
        voice: Voice,
        on_failure: FailureHandler,
        *,
        observer: Observer | None = None,
        ready_timeout: float = 10.0,
    ) -> None:
        self._on_failure = on_failure
        self._observer = observer
        self._auto: Any = None
        self._count = 0
        self._failed = False
        self._closed = False
        self._cond = threading.Condition()
        self._commands = CommandThread(
            "accessible_output2 speech",
            self._cond,
            self._execute,
            self._on_error,
            stall_after=5.0,
            setup=self._setup,
        )
        reason = self._commands.wait_ready(ready_timeout)
        if reason is not None:
            raise BackendError(reason)

    def speak(self, text: str, interrupt: bool = False) -> None:
        self._commands.speak(text, interrupt=interrupt)

    def silence(self) -> None:
        self._commands.cancel()

    def wait_idle(self, timeout: float) -> bool:
        with self._cond:
            return self._cond.wait_for(
                lambda: self._closed or (not self._failed and self._commands.idle_locked()),
                timeout,
            )

    def unspoken(self) -> list[str]:
        return self._commands.take_unsent()

    def close(self) -> None:
        self._commands.stop()
        with self._cond:
            self._closed = True
            self._cond.notify_all()
        for output in getattr(self._auto, "outputs", []):
            # Linux's speech-dispatcher output keeps a connection open.
            with contextlib.suppress(Exception):
                getattr(output, "close", lambda: None)()

    # -- command thread -----------------------------------------------------

    def _setup(self) -> None:
        com_initialize()
        with contextlib.redirect_stdout(io.StringIO()), contextlib.redirect_stderr(io.StringIO()):
            auto = importlib.import_module("accessible_output2.outputs.auto").Auto()
        if auto.get_first_available_output() is None:
            raise BackendError("no screen reader or speech output is active")
        self._auto = auto

    def _execute(self, kind: str, text: str) -> None:
        output = self._auto.get_first_available_output()
        if output is None:
            raise BackendError("the screen reader or speech output went away")
        if kind == CANCEL:
            output.silence()
            return
        self._count += 1
        output.speak(text, interrupt=False)
        if self._observer is not None:
            self._observer("start", self._count, text)

    def _on_error(self, reason: str) -> None:
        with self._cond:
            self._failed = True
            self._cond.notify_all()
        self._on_failure(self, reason)


def ao2_spec(*, observer: Observer | None = None) -> BackendSpec:
    """The accessible_output2 backend, to start later."""

    def build(voice: Voice, on_failure: FailureHandler) -> Ao2Backend:
        return Ao2Backend(voice, on_failure, observer=observer)

    return BackendSpec(NAME, build)
