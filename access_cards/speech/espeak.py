"""eSpeak NG as a subprocess queue: the self-voice of last resort.

One worker thread runs one ``espeak-ng`` process per sentence, strictly in
order, so no sentence is lost or overlaps another.  Interrupting kills the
process that is speaking and clears the queue; the worker then starts the
reply at once.  The text always follows ``--`` so that a sentence such as
"-1300" (a King score) is not read as an option.
"""

from __future__ import annotations

import shutil
import subprocess
import threading
from collections import deque
from pathlib import Path

from access_cards.speech.backend import (
    BackendError,
    BackendSpec,
    FailureHandler,
    Observer,
    Voice,
    scale_rate,
)

__all__ = ["EspeakBackend", "espeak_spec"]

NAME = "eSpeak NG"
PROBE_TIMEOUT = 5.0  # seconds for the start-up check
ARG_LIMIT = 100_000  # bytes of text passed as an argument
WAV_HEADER = 44  # bytes: a WAV file no longer than this holds no sound


class EspeakBackend:
    """Speaks through ``espeak-ng`` processes run one after another.

    ``wav_dir`` is a test hook: each sentence is synthesised to
    ``wav_dir/0001.wav``, ``0002.wav``… (``espeak-ng -w``) instead of played.
    ``observer`` hears "start", "end" and "cancel" for each sentence.
    """

    name = NAME

    def __init__(
        self,
        voice: Voice,
        on_failure: FailureHandler,
        *,
        executable: str = "espeak-ng",
        wav_dir: str | Path | None = None,
        observer: Observer | None = None,
    ) -> None:
        self._argv = _base_argv(executable, voice)
        self._on_failure = on_failure
        self._wav_dir = None if wav_dir is None else Path(wav_dir)
        self._observer = observer
        self._cond = threading.Condition()
        self._queue: deque[str] = deque()
        self._proc: subprocess.Popen[bytes] | None = None
        self._generation = 0  # bumped by every cancel; a stale process is killed
        self._count = 0
        self._busy = False
        self._failed: list[str] | None = None  # the sentence that failed, once one has
        self._closed = False
        self._thread = threading.Thread(target=self._run, name="espeak-ng speech", daemon=True)
        self._thread.start()

    # -- called by the speaker (any thread) ---------------------------------

    def speak(self, text: str, interrupt: bool = False) -> None:
        with self._cond:
            if self._closed:
                return
            if interrupt:
                self._cancel_locked()
            self._queue.append(text)
            self._cond.notify_all()

    def silence(self) -> None:
        with self._cond:
            self._cancel_locked()

    def wait_idle(self, timeout: float) -> bool:
        with self._cond:
            return self._cond.wait_for(self._idle_locked, timeout)

    def unspoken(self) -> list[str]:
        with self._cond:
            texts = [*(self._failed or []), *self._queue]
            self._queue.clear()
            self._failed = []
            return texts

    def close(self) -> None:
        with self._cond:
            self._closed = True
            self._cancel_locked()
            self._cond.notify_all()
        if threading.current_thread() is not self._thread:
            self._thread.join(timeout=2.0)

    # -- worker thread ------------------------------------------------------

    def _idle_locked(self) -> bool:
        if self._closed:
            return True
        return self._failed is None and not self._busy and not self._queue

    def _cancel_locked(self) -> None:
        self._queue.clear()
        self._generation += 1
        if self._proc is not None and self._proc.poll() is None:
            self._proc.kill()

    def _run(self) -> None:
        while (job := self._next()) is not None:
            text, generation, number = job
            reason = self._play(text, generation, number)
            if reason is not None:
                with self._cond:
                    self._failed = [text]
                    self._busy = False
                self._on_failure(self, reason)
                return

    def _next(self) -> tuple[str, int, int] | None:
        with self._cond:
            self._busy = False
            self._cond.notify_all()
            self._cond.wait_for(lambda: self._closed or bool(self._queue))
            if self._closed:
                return None
            self._busy = True
            self._count += 1
            return self._queue.popleft(), self._generation, self._count

    def _play(self, text: str, generation: int, number: int) -> str | None:
        """Speak one sentence; return why it failed, or None."""
        wav = None if self._wav_dir is None else self._wav_dir / f"{number:04d}.wav"
        # Linux caps one argument at 128 KiB: a longer text goes through standard input.
        feed = text.encode() if len(text.encode()) > ARG_LIMIT else None
        argv = [*self._argv, *(["-w", str(wav)] if wav else [])]
        argv += ["--stdin"] if feed else ["--", text]
        try:
            proc = subprocess.Popen(
                argv,
                stdin=subprocess.PIPE if feed else subprocess.DEVNULL,
                stdout=subprocess.DEVNULL,
                stderr=subprocess.PIPE,
            )
        except OSError as exc:
            return f"cannot run espeak-ng: {exc.strerror or exc}"
        with self._cond:
            self._proc = proc
            if generation != self._generation:  # cancelled while starting
                proc.kill()
        self._notify("start", number, text)
        _, err = proc.communicate(feed)
        with self._cond:
            self._proc = None
            # Killed by a cancel (a sentence that ended on its own counts as spoken).
            cancelled = generation != self._generation and proc.returncode != 0
        self._notify("cancel" if cancelled else "end", number, text)
        return None if cancelled else _failure(proc.returncode, err, wav)

    def _notify(self, what: str, number: int, text: str) -> None:
        if self._observer is not None:
            self._observer(what, number, text)


def _base_argv(executable: str, voice: Voice) -> list[str]:
    """The command line before the text; raises BackendError if none works."""
    path = shutil.which(executable)
    if path is None:
        raise BackendError(f"{executable} not found")
    rate = ["-s", str(scale_rate(voice.rate, 80, 175, 450))]
    # An unknown voice makes espeak-ng fail every sentence: fall back to its default.
    for argv in ([path, "-v", voice.lang, *rate], [path, *rate]):
        reason = _probe(argv)
        if reason is None:
            return argv
    raise BackendError(reason)


def _probe(argv: list[str]) -> str | None:
    """Synthesise a word without sound (``-q``); return why that failed, or None."""
    try:
        done = subprocess.run(
            [*argv, "-q", "--", "ok"], capture_output=True, timeout=PROBE_TIMEOUT, check=False
        )
    except (OSError, subprocess.TimeoutExpired) as exc:
        return f"cannot run espeak-ng: {exc}"
    return _failure(done.returncode, done.stderr, None)


def _failure(returncode: int, stderr: bytes, wav: Path | None) -> str | None:
    """Why a finished espeak-ng run failed, or None.

    espeak-ng exits with 0 even when it cannot open the sound device ("error:
    …" on its last line) or write the WAV file ("Can't write to: …").
    """
    lines = stderr.decode("utf-8", "replace").strip().splitlines()
    last = lines[-1].strip() if lines else ""
    if returncode != 0:
        return last or f"espeak-ng exited with status {returncode}"
    if last.lower().startswith("error:"):
        return last
    if wav is not None and not (wav.exists() and wav.stat().st_size > WAV_HEADER):
        return last or "espeak-ng wrote no audio"
    return None


def espeak_spec(
    *,
    executable: str = "espeak-ng",
    wav_dir: str | Path | None = None,
    observer: Observer | None = None,
) -> BackendSpec:
    """The eSpeak NG backend, to start later (hooks as in ``EspeakBackend``)."""

    def build(voice: Voice, on_failure: FailureHandler) -> EspeakBackend:
        return EspeakBackend(
            voice, on_failure, executable=executable, wav_dir=wav_dir, observer=observer
        )

    return BackendSpec(NAME, build)
