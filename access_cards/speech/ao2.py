"""accessible_output2: speech through the running screen reader (NVDA, JAWS…).

Used by ``speech`` mode for everything and by ``reader`` mode for keys that
print nothing.  Its outputs are created and called on one ``CommandThread``
(COM objects such as SAPI5 belong to the thread that made them), and they are
created with standard output and error captured: on Linux the import prints
"Cannot find espeak.core…", which a screen reader would read out.

Every output that can be told a language is told the player's (issue 25): ao2
opens its speech-dispatcher connection with none, so the server's default,
American English, read "Bruno checkt. Du bist dran" as English.  SAPI5 gets an
installed voice of the language.  A screen reader's own outputs (NVDA, JAWS)
speak in the reader's voice and take no language.
"""

from __future__ import annotations

import contextlib
import importlib
import io
import threading
from collections.abc import Mapping
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
        self._voice = voice
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
        for output in auto.outputs:
            _speak_the_language(output, self._voice)
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


# SAPI5 names a voice's language by Windows language identifiers (hexadecimal, "409;9"):
# their low 10 bits are the language whatever the country.
PRIMARY_LANGUAGE_IDS = {"en": 0x09, "it": 0x10, "de": 0x07, "el": 0x08}


def _speak_the_language(output: Any, voice: Voice) -> None:
    """Tell one of ao2's outputs the player's language, where it takes one (best effort:
    an output that fails here still speaks, in its own voice)."""
    client = getattr(output, "_client", None)  # Linux: ao2's speech-dispatcher connection
    with contextlib.suppress(Exception):
        if client is not None and hasattr(client, "set_language"):
            client.set_language(voice.lang)
            if voice.rate:
                client.set_rate(max(-100, min(100, voice.rate)))
        elif hasattr(output, "set_voice") and hasattr(output, "_voices"):  # SAPI5
            name = sapi_voice(_sapi_languages(output._voices), voice.lang)
            if name is not None:
                output.set_voice(name)


def _sapi_languages(voices: Mapping[str, Any]) -> dict[str, str]:
    """Each SAPI5 voice's Language attribute, by its description (tokens that cannot say
    theirs left out)."""
    found = {}
    for name, token in voices.items():
        with contextlib.suppress(Exception):
            found[name] = str(token.GetAttribute("Language"))
    return found


def sapi_voice(languages: Mapping[str, str], lang: str) -> str | None:
    """The first SAPI5 voice (its description, by its Language attribute) that speaks
    ``lang``."""
    wanted = PRIMARY_LANGUAGE_IDS.get(lang)
    return next((name for name, ids in languages.items() if wanted in language_ids(ids)), None)


def language_ids(attribute: str) -> set[int]:
    """The primary language ids of a SAPI5 voice's Language attribute ("409;9" → {9})."""
    ids = set()
    for part in str(attribute).split(";"):
        with contextlib.suppress(ValueError):
            ids.add(int(part.strip(), 16) & 0x3FF)
    return ids


def ao2_spec(*, observer: Observer | None = None) -> BackendSpec:
    """The accessible_output2 backend, to start later."""

    def build(voice: Voice, on_failure: FailureHandler) -> Ao2Backend:
        return Ao2Backend(voice, on_failure, observer=observer)

    return BackendSpec(NAME, build)
