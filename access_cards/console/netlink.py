"""The console's connection to a server, in a thread of its own (network play, issue 17).

The console reads keys in the main thread; the connection needs an asyncio loop.  ``NetLink``
runs that loop in a daemon thread and hands every message received to one handler (the
session, which takes its own lock), so typing and hearing never wait on the network.  When
the console hosts a table, the server runs in the same loop.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import queue
import ssl
import threading
from collections.abc import Callable
from pathlib import Path
from typing import Any

__all__ = ["ALL_ADDRESSES", "CONNECT_SECONDS", "NetLink", "Refused", "own_server_tls"]

CONNECT_SECONDS = 10.0
PROBE_SECONDS = 3.0  # for a TLS handshake that tells whether a server uses encryption
# Every IPv4 address (with port 0, "every address" of both families would be two ports).
ALL_ADDRESSES = "0.0.0.0"
SEND_SHARE = 0.9  # of the server's rate and burst: what this console sends at most


class Refused(ConnectionError):
    """The server answered ``hello`` with an error (``message``), not a welcome."""

    def __init__(self, message: dict[str, Any]) -> None:
        super().__init__(f"the server did not welcome us: {message.get('code')}")
        self.message = message


def own_server_tls() -> ssl.SSLContext:
    """What the host's console uses to reach the server of its own process: encrypted,
    the certificate not checked (it is the one this very process was given)."""
    context = ssl.SSLContext(ssl.PROTOCOL_TLS_CLIENT)
    context.check_hostname = False
    context.verify_mode = ssl.CERT_NONE
    return context


class NetLink:
    """A connection to a server in a thread of its own (and, when hosting, the server too).

    Each message received goes to the attached handler (in that thread), or waits in
    ``inbox`` until one is attached; None says once that the connection ended.
    """

    def __init__(self) -> None:
        self.loop = asyncio.new_event_loop()
        self.thread = threading.Thread(target=self.loop.run_forever, daemon=True)
        self.thread.start()
        self.ws: Any = None
        self.server: Any = None
        self.outbox: asyncio.Queue[str] = asyncio.Queue()
        self.tasks: list[asyncio.Task[None]] = []
        self.lock = threading.Lock()
        # Until a handler is attached, what arrives waits here (None: the connection ended).
        self.inbox: queue.Queue[dict[str, Any] | None] = queue.Queue()
        self.handler: Callable[[dict[str, Any] | None], None] | None = None
        self.target: tuple[str, str, str, ssl.SSLContext | None] = ("", "", "", None)

    def deliver(self, message: dict[str, Any] | None) -> None:
        """Hand ``message`` to the handler, or keep it until one is attached."""
        with self.lock:
            handler = self.handler
            if handler is None:
                self.inbox.put(message)
                return
        handler(message)

    def attach(self, handler: Callable[[dict[str, Any] | None], None]) -> None:
        """Give ``handler`` what waits, then everything that comes."""
        with self.lock:
            while not self.inbox.empty():
                handler(self.inbox.get_nowait())
            self.handler = handler

    def next_message(self) -> dict[str, Any] | None:
        """The next message kept (no handler attached); None once the connection ends."""
        while True:
            with contextlib.suppress(queue.Empty):
                return self.inbox.get(timeout=0.2)  # short waits: a stopping signal is seen

    def run(self, coro: Any, timeout: float | None = CONNECT_SECONDS) -> Any:
        """Run ``coro`` in the link's loop and wait for its result."""
        future = asyncio.run_coroutine_threadsafe(coro, self.loop)
        try:
            return future.result(timeout)
        except TimeoutError:
            future.cancel()  # a connection that did not come in time is not waited for
            raise

    def host(
        self,
        port: int,
        seed: int | None = None,
        address: str = "",
        saves: Path | None = None,
        tls: ssl.SSLContext | None = None,
    ) -> int:
        """Start a server in this process (all addresses unless ``address``, encrypted
        with ``tls``); its port.  ``seed`` deals the table's match as ``play --seed`` deals
        a local one.  Tables are saved in ``saves`` only when their host asks (``save``)."""
        from access_cards.net.server import Server

        async def start() -> int:
            seeds = None if seed is None else (lambda: seed)
            self.server = Server(seed=seeds, saves=saves, autosave=False)
            await self.server.start(address or ALL_ADDRESSES, port, tls)
            return int(self.server.port)

        return int(self.run(start()))

    def host_token(self, code: str) -> str | None:
        """A fresh token for the host seat of this process's table ``code`` (taken up from
        its save), or None."""

        async def token() -> str | None:
            return None if self.server is None else self.server.host_token(code)

        found = self.run(token())
        return found if isinstance(found, str) else None

    def take_up(self, code: str, game: str) -> bool:
        """Reopen this host's saved table ``code`` if it is a match of ``game`` not over."""

        async def reopen() -> bool:
            return bool(self.server is not None and self.server.resume_table(code, game))

        return bool(self.run(reopen()))

    def connect(self, uri: str, name: str, lang: str, tls: ssl.SSLContext | None = None) -> None:
        """Connect and say hello; OSError, websockets' errors, or ``Refused`` (the server's
        error instead of a welcome) when that fails."""
        from websockets.asyncio.client import connect as ws_connect

        from access_cards.net.protocol import PROTOCOL_VERSION

        async def connect() -> None:
            ws = await ws_connect(
                uri, ssl=tls, max_size=None, compression=None, open_timeout=CONNECT_SECONDS
            )
            hello = {"type": "hello", "v": PROTOCOL_VERSION, "name": name, "lang": lang}
            await ws.send(json.dumps(hello))
            try:
                reply = json.loads(await ws.recv())
            except ValueError:
                reply = {}
            if not isinstance(reply, dict) or reply.get("type") != "welcome":
                await ws.close()
                raise Refused(reply if isinstance(reply, dict) else {})
            for task in self.tasks:  # a connection lost before: its writer waits on
                task.cancel()
            self.ws = ws
            self.outbox = asyncio.Queue()
            self.tasks = [self.loop.create_task(self._listen()),
                          self.loop.create_task(self._write())]  # fmt: skip

        self.target = (uri, name, lang, tls)
        self.run(connect(), CONNECT_SECONDS)

    def reconnect(self) -> None:
        """Connect again as before (after the connection was lost); as ``connect``."""
        self.connect(*self.target)

    def speaks_tls(self, host: str, port: int) -> bool:
        """Whether the server at ``host``, ``port`` answers a TLS handshake (to tell a
        person which side uses encryption when a connection failed)."""

        async def probe() -> bool:
            try:
                _reader, writer = await asyncio.wait_for(
                    asyncio.open_connection(host, port, ssl=own_server_tls()), PROBE_SECONDS
                )
            except (OSError, TimeoutError, ssl.SSLError, ValueError):
                return False
            writer.close()
            with contextlib.suppress(Exception):
                await writer.wait_closed()
            return True

        try:
            return bool(self.run(probe(), PROBE_SECONDS + 1))
        except Exception:  # no answer in time either: it does not speak TLS as far as we know
            return False

    async def _listen(self) -> None:
        from websockets.exceptions import ConnectionClosed

        with contextlib.suppress(ConnectionClosed):
            async for raw in self.ws:
                try:
                    message = json.loads(raw)
                except ValueError:
                    continue
                if isinstance(message, dict):
                    self.deliver(message)
        self.deliver(None)

    def send(self, message: dict[str, Any]) -> None:
        """Send a message (from any thread), in order; a lost connection is told by
        ``deliver``."""
        self.loop.call_soon_threadsafe(self.outbox.put_nowait, json.dumps(message))

    async def _write(self) -> None:
        """Send what is queued, keeping under the server's rate (a script types faster than
        the server takes; a person never notices)."""
        from websockets.exceptions import ConnectionClosed

        from access_cards.net.protocol import TokenBucket
        from access_cards.net.server import BURST, RATE

        bucket = TokenBucket(RATE * SEND_SHARE, BURST * SEND_SHARE)
        with contextlib.suppress(ConnectionClosed):
            while True:
                text = await self.outbox.get()
                while not bucket.take():
                    await asyncio.sleep(1 / bucket.rate)
                await self.ws.send(text)

    def close(self) -> None:
        """Close the connection (and the server, when hosting) and end the thread."""

        async def close() -> None:
            if self.ws is not None:
                await self.ws.close()
            if self.server is not None:
                await self.server.stop()
            for task in self.tasks:
                task.cancel()
            await asyncio.gather(*self.tasks, return_exceptions=True)

        with contextlib.suppress(Exception):
            self.run(close(), timeout=5.0)
        self.loop.call_soon_threadsafe(self.loop.stop)
        self.thread.join(5.0)
        if not self.thread.is_alive():
            self.loop.close()
