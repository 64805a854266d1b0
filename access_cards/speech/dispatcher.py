"""speech-dispatcher through its Python client (Debian's ``python3-speechd``).

Every sentence is sent at SSIP priority ``message``, which the server queues
and speaks in order; a reply is ``cancel()`` then ``message``.  ``important``
is never used: it would cut off the screen reader's and our own queue (see
notes/screen-readers.md).  The client's calls block until the server answers,
so they run on a ``CommandThread``.

With no address given, the client library starts the user's server itself
when none answers on the default socket (autospawn: ``speech-dispatcher
--spawn``, which detaches and stays up until its idle ``Timeout``, 5 s by
default, never with ``Timeout 0``).  So we first connect without autospawn:
a server that answers was running before us and is never ours to stop.  Only
when that fails do we let the library start one, and then take its pid from
its pid file; at close we end it (SIGTERM) if it is still that process and no
other client (Orca…) has connected to it meanwhile.
"""

from __future__ import annotations

import contextlib
import os
import signal
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from access_cards.speech import detect
from access_cards.speech.backend import BackendError, BackendSpec, FailureHandler, Observer, Voice
from access_cards.speech.commands import CANCEL, CommandThread

__all__ = ["SpeechdBackend", "speechd_spec"]

NAME = "speech-dispatcher"
CLIENT_NAME = "access_cards"
EVENTS = {"begin": "start", "end": "end", "cancel": "cancel"}
SLOWEST_CPS = 4.0  # characters per second: slower than any voice at its slowest rate
PID_FILE_WAIT = 1.0  # s for an autospawned server's pid file to appear
CLIENTS_GONE_WAIT = 1.0  # s for the server to drop our connection after we close it
STOP_WAIT = 3.0  # s for a server to end after SIGTERM, before SIGKILL
TICK_SLACK = 0.05  # s: a process's start time is truncated to clock ticks
SERVER_COMM = "speech-dispatcher"[:15]  # the kernel keeps 15 characters of a command name


class SpeechdBackend:
    """Speaks through a speech-dispatcher server.

    ``address`` is an SSIP address such as ``unix_socket:/run/…/speechd.sock``;
    None means ``$SPEECHD_ADDRESS`` or the user's default socket.  The client
    starts a server itself (autospawn) only for the default socket, and only
    when none answers there; ``close`` ends a server started so.  An explicit
    address names a server that should already be running.
    ``observer`` hears "start", "end" and "cancel" with the server's message id.
    A server that accepts sentences but starts none of them for
    ``silent_after`` seconds, or never finishes one (its audio output is
    broken: it sends BEGIN and no END), counts as failed.
    """

    name = NAME

    def __init__(
        self,
        voice: Voice,
        on_failure: FailureHandler,
        *,
        address: str | None = None,
        observer: Observer | None = None,
        connect_timeout: float = 5.0,
        stall_after: float = 2.0,
        silent_after: float = 5.0,
    ) -> None:
        self._client, self._spawned = _connect(address, voice, connect_timeout)
        self._on_failure = on_failure
        self._observer = observer
        self._cond = threading.Condition()
        self._outstanding: dict[int, str] = {}  # sent, not yet ended or cancelled
        self._early: dict[int, list[str]] = {}  # events that beat speak()'s reply
        self._sent_at: dict[int, float] = {}  # outstanding id -> when it was queued
        self._begun: dict[int, float] = {}  # id being spoken -> when it began
        self._silent_after = silent_after
        self._failed = False
        self._closed = False
        # The library's per-message callbacks miss events that arrive before
        # speak() returns the id (its own TODO says so); one connection-wide
        # handler sees them all.
        self._client._conn.set_callback(self._on_event)
        self._commands = CommandThread(
            "speech-dispatcher speech",
            self._cond,
            self._execute,
            self._on_error,
            stall_after=stall_after,
            check=self._trouble_locked,
        )

    def speak(self, text: str, interrupt: bool = False) -> None:
        self._commands.speak(text, interrupt=interrupt)

    def silence(self) -> None:
        self._commands.cancel()

    def wait_idle(self, timeout: float) -> bool:
        with self._cond:
            return self._cond.wait_for(self._idle_locked, timeout)

    def unspoken(self) -> list[str]:
        with self._cond:
            sent = [self._outstanding[k] for k in sorted(self._outstanding)]
            self._outstanding.clear()
            self._sent_at.clear()
        return [*sent, *self._commands.take_unsent()]

    def close(self) -> None:
        self._commands.stop()
        with self._cond:
            self._closed = True
            self._outstanding.clear()
            self._cond.notify_all()
        # close() joins the client's reader thread: off our lock.
        with contextlib.suppress(Exception):  # a dead connection: nothing to release
            self._client.close()
        self._stop_spawned()

    def _stop_spawned(self) -> None:
        """End the server our connection started, if we did (see the module's docstring).

        A thread of its own, not a daemon, so that the program waits for it
        at exit; the main thread waits for it here (a new speaker made right
        after must not find the old server still there), a failing backend's
        thread does not.
        """
        spawned, self._spawned = self._spawned, None
        if spawned is None:
            return
        stopper = threading.Thread(target=spawned.stop, name="speech-dispatcher stop", daemon=False)
        stopper.start()
        if threading.current_thread() is threading.main_thread():
            stopper.join()

    # -- command thread -----------------------------------------------------

    def _execute(self, kind: str, text: str) -> None:
        if kind == CANCEL:
            self._client.cancel()
            return
        msg_id = int(self._client.speak(text)[2][0])
        with self._cond:
            early = self._early.pop(msg_id, [])
            if not any(e in ("end", "cancel") for e in early):
                self._outstanding[msg_id] = text
                self._sent_at[msg_id] = time.monotonic()
        for what in early:
            self._notify(what, msg_id, text)

    def _on_error(self, reason: str) -> None:
        with self._cond:
            self._failed = True
            self._cond.notify_all()
        self._on_failure(self, reason)

    def _trouble_locked(self) -> str | None:
        """Polled by the watchdog, with the lock held: is the server gone or mute?"""
        conn = getattr(self._client, "_conn", None)
        thread = getattr(conn, "_communication_thread", None)
        if thread is not None and not thread.is_alive():
            return "the connection to speech-dispatcher was lost"
        now = time.monotonic()
        # With its audio output broken the server sends BEGIN and never END.
        for msg_id, began in self._begun.items():
            allowed = self._silent_after + len(self._outstanding.get(msg_id, "")) / SLOWEST_CPS
            if now - began > allowed:
                return f"a sentence did not finish within {allowed:.0f} s"
        waiting = [t for k, t in self._sent_at.items() if k in self._outstanding]
        if not self._begun and waiting and now - min(waiting) > self._silent_after:
            return f"nothing was spoken for {self._silent_after:g} s"
        return None

    # -- the client's reader thread: must not call the client ---------------

    def _on_event(self, msg_id: int, client_id: int, kind: str, **_: Any) -> None:
        what = EVENTS.get(kind)
        if what is None:
            return
        with self._cond:
            if what == "start":
                self._begun[msg_id] = time.monotonic()
            else:
                self._begun.pop(msg_id, None)
                self._sent_at.pop(msg_id, None)
            if msg_id not in self._outstanding:
                self._early.setdefault(msg_id, []).append(what)
                return
            text = self._outstanding[msg_id]
            if what != "start":
                del self._outstanding[msg_id]
                self._cond.notify_all()
        self._notify(what, msg_id, text)

    def _idle_locked(self) -> bool:
        if self._closed:
            return True
        return not self._failed and self._commands.idle_locked() and not self._outstanding

    def _notify(self, what: str, msg_id: int, text: str) -> None:
        if self._observer is not None:
            self._observer(what, msg_id, text)


@dataclass(frozen=True)
class SpawnedServer:
    """A speech-dispatcher that our connection made the client library start."""

    pid: int
    started: float  # seconds since boot: tells it from a later process given the same pid
    socket: Path

    def is_running(self) -> bool:
        """Still the process we started, and not a zombie."""
        return detect.process_alive(self.pid) and detect.process_started(self.pid) == self.started

    def stop(self) -> None:
        """SIGTERM it unless another client uses it, and wait for it to end."""
        if not self.is_running() or not self._unused():
            return  # gone already, or someone else's now: it ends on its own Timeout
        with contextlib.suppress(ProcessLookupError):
            os.kill(self.pid, signal.SIGTERM)
        if not _wait(lambda: not self.is_running(), STOP_WAIT) and self.is_running():
            # A server whose audio hangs may ignore SIGTERM; it is ours, and nobody uses it.
            with contextlib.suppress(ProcessLookupError):
                os.kill(self.pid, signal.SIGKILL)

    def _unused(self) -> bool:
        """No client connected any more (ours may take a moment to be dropped)."""
        return _wait(lambda: detect.socket_clients(self.socket) == 0, CLIENTS_GONE_WAIT)


def _wait(done: Callable[[], bool], timeout: float) -> bool:
    """Poll ``done()`` until it is true (True) or ``timeout`` passes (False)."""
    deadline = time.monotonic() + timeout
    while not done():
        if time.monotonic() >= deadline:
            return False
        time.sleep(0.02)
    return True


def _connect(address: str | None, voice: Voice, timeout: float) -> tuple[Any, SpawnedServer | None]:
    """A configured client, made on a helper thread so that a hung server can't hang us.

    Also the server that connecting started, if it did.
    """
    result: list[tuple[Any, SpawnedServer | None]] = []
    error: list[str] = []
    lock = threading.Lock()
    abandoned = False

    def work() -> None:
        try:
            opened = _open_client(address, voice)
        except Exception as exc:  # any failure means "not available"
            error.append(_describe(exc))
            return
        with lock:
            if not abandoned:
                result.append(opened)
                return
        _release(*opened)  # too late: nobody will close it

    helper = threading.Thread(target=work, name="speech-dispatcher connect", daemon=True)
    helper.start()
    helper.join(timeout)
    with lock:
        if result:
            return result[0]
        abandoned = True
    raise BackendError(error[0] if error else f"no answer within {timeout:g} s")


def _release(client: Any, spawned: SpawnedServer | None) -> None:
    """Close a client nobody uses, and end the server it started, if it did."""
    with contextlib.suppress(Exception):
        client.close()
    if spawned is not None:
        spawned.stop()


def _open_client(address: str | None, voice: Voice) -> tuple[Any, SpawnedServer | None]:
    try:
        import speechd
    except ImportError as exc:
        raise BackendError("the speechd module (python3-speechd) is missing") from exc
    explicit = address or os.environ.get("SPEECHD_ADDRESS")
    if explicit:
        # An explicit address names a server that should already run: never started here.
        client, spawned = speechd.SSIPClient(CLIENT_NAME, address=explicit, autospawn=False), None
    else:
        client, spawned = _connect_default(speechd)
    try:
        client.set_priority(speechd.Priority.MESSAGE)
        client.set_language(voice.lang)
        if voice.rate:
            client.set_rate(max(-100, min(100, voice.rate)))
    except Exception:
        _release(client, spawned)
        raise
    return client, spawned


def _connect_default(speechd: Any) -> tuple[Any, SpawnedServer | None]:
    """A client of the user's default server, starting it only if none answers."""
    try:
        return speechd.SSIPClient(CLIENT_NAME, autospawn=False), None
    except speechd.SSIPCommunicationError:
        pass  # nothing listens on the default socket: let the library start a server
    since = detect.boot_seconds()
    client = speechd.SSIPClient(CLIENT_NAME, autospawn=True)
    return client, _spawned_since(since)


def _spawned_since(since: float) -> SpawnedServer | None:
    """The server the pid file names, if it started after ``since`` (so, by our spawn).

    None when that cannot be told for sure (no pid file, another process):
    such a server is left running, as one that was there before us.
    """
    pid_file = detect.speechd_pid_file()
    pid: list[int] = []

    def read() -> bool:
        with contextlib.suppress(OSError, ValueError, IndexError):
            pid[:] = [int(pid_file.read_text().split()[0])]
        return bool(pid)

    if not _wait(read, PID_FILE_WAIT):
        return None
    started = detect.process_started(pid[0])
    if started is None or started < since - TICK_SLACK:
        return None
    if detect.process_name(pid[0]) != SERVER_COMM:
        return None
    return SpawnedServer(pid[0], started, detect.speechd_socket())


def _describe(exc: BaseException) -> str:
    """Why connecting failed, on one line, for the speech log's event.

    speechd's errors keep the interesting part in a lower-level exception,
    behind methods (``original_exception()`` in python3-speechd 0.11), and
    their ``str`` spreads it over lines with "Original error: None" in them.
    """
    parts = []
    for name in ("description", "original_exception", "additional_exception"):
        value = getattr(exc, name, None)
        value = value() if callable(value) else value
        if value:
            parts.append(str(value))
    if not parts:
        parts = [str(exc) or type(exc).__name__]
        if exc.__cause__ is not None:
            parts.append(str(exc.__cause__))
    return "; ".join(" ".join(part.split()) for part in parts)


def speechd_spec(
    *, address: str | None = None, observer: Observer | None = None, silent_after: float = 5.0
) -> BackendSpec:
    """The speech-dispatcher backend, to start later."""

    def build(voice: Voice, on_failure: FailureHandler) -> SpeechdBackend:
        return SpeechdBackend(
            voice, on_failure, address=address, observer=observer, silent_after=silent_after
        )

    return BackendSpec(NAME, build)
