"""One thread that makes a speech library's blocking calls, in order.

speechd and accessible_output2 block the calling thread until the other side
answers; a server that hangs would freeze the game.  Their calls run here
instead, and a watchdog notices a call that does not return in time.  The
thread also owns the library objects, which COM (SAPI5 on Windows) requires.
"""

from __future__ import annotations

import threading
import time
from collections import deque
from collections.abc import Callable

__all__ = ["CANCEL", "SPEAK", "Command", "CommandThread"]

SPEAK, CANCEL = "speak", "cancel"
Command = tuple[str, str]  # (SPEAK | CANCEL, text)


class CommandThread:
    """Runs ``execute(kind, text)`` for each command on one thread.

    ``cond`` is shared with the owning backend so that it can wait for "no
    command left and nothing playing" under one lock.  On an exception, or a
    call that takes longer than ``stall_after`` seconds, or when ``check``
    (polled by the watchdog) returns a reason, ``on_error(reason)`` is called
    once without ``cond`` held and the thread takes no more commands; the
    commands not carried out stay for ``take_unsent``.  ``setup`` runs first
    on the thread (to create the library's objects there); ``wait_ready``
    reports how it went.
    """

    def __init__(
        self,
        name: str,
        cond: threading.Condition,
        execute: Callable[[str, str], None],
        on_error: Callable[[str], None],
        *,
        stall_after: float = 2.0,
        check: Callable[[], str | None] | None = None,
        setup: Callable[[], None] | None = None,
    ) -> None:
        self._cond = cond
        self._execute = execute
        self._on_error = on_error
        self._stall_after = stall_after
        self._check = check
        self._setup = setup
        self._ready = threading.Event()
        self._setup_error: str | None = None
        self._pending: deque[Command] = deque()
        self._current: Command | None = None
        self._started = 0.0
        self._stopped = False
        self._worker = threading.Thread(target=self._run, name=name, daemon=True)
        self._watchdog = threading.Thread(target=self._watch, name=f"{name} watchdog", daemon=True)
        self._worker.start()
        self._watchdog.start()

    def speak(self, text: str, *, interrupt: bool = False) -> None:
        """Queue a sentence; ``interrupt`` first drops unsent ones and cancels."""
        with self._cond:
            if interrupt:
                self._cancel_locked()
            self._pending.append((SPEAK, text))
            self._cond.notify_all()

    def cancel(self) -> None:
        """Drop unsent sentences and queue a cancel of what is playing."""
        with self._cond:
            self._cancel_locked()
            self._cond.notify_all()

    def idle_locked(self) -> bool:
        """No command waiting or running (call with ``cond`` held)."""
        return self._current is None and not self._pending

    def take_unsent(self) -> list[str]:
        """The sentences not handed to the library, oldest first (taken away)."""
        with self._cond:
            commands = [self._current, *self._pending] if self._current else [*self._pending]
            self._current = None
            self._pending.clear()
            return [text for kind, text in commands if kind == SPEAK]

    def wait_ready(self, timeout: float) -> str | None:
        """Wait for ``setup``; return why it failed or timed out, or None."""
        if not self._ready.wait(timeout):
            with self._cond:  # the worker is stuck in setup: leave it, don't join it
                self._stopped = True
                self._cond.notify_all()
            return f"no answer within {timeout:g} s"
        return self._setup_error

    def stop(self) -> None:
        """Take no more commands; a call in progress is left to finish."""
        with self._cond:
            stopped_before = self._stopped
            self._stopped = True
            self._pending.clear()
            self._cond.notify_all()
        # After a failure the worker may be stuck in a call that never returns.
        if not stopped_before and threading.current_thread() is not self._worker:
            self._worker.join(timeout=1.0)

    def _cancel_locked(self) -> None:
        self._pending.clear()
        self._pending.append((CANCEL, ""))

    def _run(self) -> None:
        if not self._set_up():
            return
        while (command := self._next()) is not None:
            try:
                self._execute(*command)
            except Exception as exc:  # any library error: fall back, never crash the game
                self._fail(f"{type(exc).__name__}: {exc}".rstrip(": "))
                return
            with self._cond:
                self._current = None
                self._cond.notify_all()

    def _set_up(self) -> bool:
        try:
            if self._setup is not None:
                self._setup()
        except Exception as exc:  # any failure means "not available"
            self._setup_error = str(exc) or type(exc).__name__
            with self._cond:
                self._stopped = True
                self._cond.notify_all()
        finally:
            self._ready.set()
        return self._setup_error is None

    def _next(self) -> Command | None:
        with self._cond:
            self._cond.wait_for(lambda: self._stopped or bool(self._pending))
            if self._stopped:
                return None
            self._current = self._pending.popleft()
            self._started = time.monotonic()
            return self._current

    def _watch(self) -> None:
        reason = None
        with self._cond:
            while not self._stopped and reason is None:
                self._cond.wait(0.25)
                reason = self._trouble_locked()
        if reason is not None:
            self._fail(reason)

    def _trouble_locked(self) -> str | None:
        if self._stopped:
            return None
        late = time.monotonic() - self._started > self._stall_after
        if self._current is not None and late:
            return f"no answer within {self._stall_after:g} s"
        return self._check() if self._check is not None else None

    def _fail(self, reason: str) -> None:
        with self._cond:
            if self._stopped:
                return
            self._stopped = True
            self._cond.notify_all()
        self._on_error(reason)
