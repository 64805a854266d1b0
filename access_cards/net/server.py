"""The server: many tables over WebSockets, each table drained by its own task (``room.py``).

A connection's messages are checked (``protocol.parse_client``), rate limited and handed to
its table's queue; the table's task alone touches the table.  Bots think where it costs
least (``thinking.py``) while the event loop keeps serving everyone else.  Messages out go
through a queue per connection bounded in bytes, so a slow reader never stalls a table: one
that falls too far behind is let go (and may come back with its seat's token).

Everything a stranger can reach is bounded (``limits.py``, docs/protocol.md): sockets per
address and in all (counted from the moment a socket is accepted, so half-open handshakes
count too), a hello within seconds, messages per address, failed joins per address (then a
growing wait), tables per address and in all; a table nobody is at is put away, one that
never begins ends.  Log lines that a flood would repeat are written once a minute.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import math
import resource
import secrets
import socket
import ssl
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, cast

from websockets.asyncio.server import Server as WsServer
from websockets.asyncio.server import ServerConnection, serve
from websockets.datastructures import Headers
from websockets.exceptions import ConnectionClosed
from websockets.http11 import Request, Response

from access_cards.engine.errors import SaveError
from access_cards.net import protocol
from access_cards.net.limits import Account, Accounts, Limits, address_key
from access_cards.net.logs import quiet_floods
from access_cards.net.protocol import (
    CODE_ALPHABET,
    CODE_LENGTH,
    MAX_MESSAGE_BYTES,
    ClientMessage,
    Create,
    Hello,
    Join,
    Leave,
    Ping,
    ProtocolError,
    TokenBucket,
)
from access_cards.net.room import Job, Room
from access_cards.net.saving import Saver
from access_cards.net.table import Table, load_table, new_token, token_hash
from access_cards.net.thinking import Thinking

__all__ = ["Connection", "Room", "Server", "ssl_context"]

log = logging.getLogger(__name__)

SERVER_NAME = "access-cards"
# Frames above this are cut by websockets itself (close code 1009); between the protocol's
# limit and this, the message is refused with an error and the connection lives on.
MAX_FRAME_BYTES = 4 * MAX_MESSAGE_BYTES
RATE = 20.0  # messages a second, on average, per connection
BURST = 40.0
SLOW_CLOSE_SECONDS = 2.0  # for the close frame to a reader that stopped reading
FILES_KEPT = 64  # open files the process keeps for itself beside its clients' sockets
SWEEP_SECONDS = 3600.0  # how often old saves are swept
ACCOUNTS_SECONDS = 60.0  # how often accounts with nothing left are forgotten


def ssl_context(cert: str | Path, key: str | Path) -> ssl.SSLContext:
    """A server TLS context from a certificate chain and its private key (PEM files)."""
    context = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
    context.minimum_version = ssl.TLSVersion.TLSv1_2
    context.load_cert_chain(cert, key)
    return context


@dataclass(eq=False)
class Connection:
    """One client: its socket, its address's account, who it said it is, where it sits."""

    ws: ServerConnection
    bucket: TokenBucket
    account: Account
    outbox_limit: int
    name: str | None = None
    lang: str = "en"
    room: Room | None = None
    seat: int | None = None
    flooded: bool = False  # told once that it is over its rate; silent until it slows
    outbox: asyncio.Queue[str] = field(default_factory=asyncio.Queue)
    queued: int = 0  # bytes waiting in ``outbox``
    dropping: bool = False  # let go for reading too slowly
    gone: bool = False  # closed: its table hears it when its job comes, but sends it nothing

    @property
    def address(self) -> str:
        return self.account.key

    def post(self, message: dict[str, Any]) -> None:
        """Queue a message for this client without waiting (see the module docstring)."""
        if self.dropping:
            return
        text = protocol.encode(message)
        self.queued += len(text)
        if self.queued > self.outbox_limit:
            self.dropping = True
            log.warning("letting go a client that reads too slowly")
            asyncio.get_running_loop().create_task(self._drop())
            return
        self.outbox.put_nowait(text)

    async def _drop(self) -> None:
        """Close with code 1008; a reader that takes not even the close frame is cut off."""
        try:
            async with asyncio.timeout(SLOW_CLOSE_SECONDS):
                await self.ws.close(1008, "too slow")
        except (TimeoutError, ConnectionClosed, OSError):
            self.ws.transport.abort()

    async def write(self) -> None:
        """Send what is queued, in order, until the connection ends."""
        with contextlib.suppress(ConnectionClosed):
            while True:
                text = await self.outbox.get()
                self.queued -= len(text)
                await self.ws.send(text)


class Server:
    """Tables by code, and the WebSocket handler that feeds them."""

    def __init__(
        self,
        *,
        saves: Path | None = None,
        autosave: bool = True,
        seed: Callable[[], int] | None = None,
        rate: float = RATE,
        burst: float = BURST,
        bot_workers: int = 0,
        limits: Limits | None = None,
    ) -> None:
        self.saves = saves
        self.saver = None if saves is None else Saver(saves)
        # A dedicated server saves after every change and reads a table back when one of
        # its people returns; a host's console saves when asked and takes up one table.
        self.autosave = autosave
        self.seed = seed  # tests give one to replay a table; else every match is fresh
        self.rate, self.burst = rate, burst
        self.limits = limits or Limits()
        self.accounts = Accounts(self.limits)
        self.max_sockets = self.limits.connections
        self.thinking = Thinking(bot_workers)  # bots' decisions: loop, thread or processes
        self.rooms: dict[str, Room] = {}
        self.ws_server: WsServer | None = None
        self.sweeper: asyncio.Task[None] | None = None

    # -- running -----------------------------------------------------------------------------

    async def start(
        self, host: str = "localhost", port: int = 0, tls: ssl.SSLContext | None = None
    ) -> WsServer:
        """Listen (port 0: any free port, see ``port``)."""
        quiet_floods()
        self.max_sockets = min(self.limits.connections, _open_files() - FILES_KEPT)
        self.ws_server = await serve(
            self.handler,
            host,
            port,
            ssl=tls,
            max_size=MAX_FRAME_BYTES,
            max_queue=16,
            compression=None,  # per-message deflate costs memory per connection; messages are small
            open_timeout=self.limits.handshake_seconds,
            process_request=self.admit_request,
            create_connection=_guarded(self),
        )
        self.sweeper = asyncio.get_running_loop().create_task(self.sweep())
        return self.ws_server

    @property
    def port(self) -> int:
        """The port listened on."""
        assert self.ws_server is not None
        port: int = next(iter(self.ws_server.sockets)).getsockname()[1]
        return port

    async def stop(self) -> None:
        """Tell everyone at a table that the server closes (and whether their tables come
        back: a dedicated server reads them back when they return), then close every
        connection and table task."""
        if self.sweeper is not None:
            self.sweeper.cancel()
        members = [c for room in self.rooms.values() for c in room.members.values()]
        for conn in members:
            conn.post(protocol.closing(self.autosave and self.saves is not None))
        for _ in range(100):  # a second at most for the goodbyes to go out
            if all(c.outbox.empty() for c in members):
                break
            await asyncio.sleep(0.01)
        if self.ws_server is not None:
            self.ws_server.close()
            await self.ws_server.wait_closed()
        for room in list(self.rooms.values()):
            if room.task is not None:
                room.task.cancel()
        self.rooms.clear()
        if self.saver is not None:  # every change made is on the disk before the end
            await self.saver.flush()
            self.saver.close()
        self.thinking.close()

    async def sweep(self) -> None:
        """Every minute forget the accounts of addresses with nothing left (an address that
        sent messages is remembered until its buckets refill); now and every hour remove the
        saves (a dedicated server's own) nobody came back to within ``keep_days``."""
        loop = asyncio.get_running_loop()
        saves_due = loop.time()
        while True:
            saver = self.saver
            if saver is not None and self.autosave and loop.time() >= saves_due:
                saves_due = loop.time() + SWEEP_SECONDS
                keep, days = set(self.rooms), self.limits.keep_days
                with contextlib.suppress(OSError):
                    gone = await asyncio.to_thread(saver.sweep, days, keep)
                    if gone:
                        log.info("removed %d saved tables nobody came back to", gone)
            self.accounts.sweep()
            await asyncio.sleep(ACCOUNTS_SECONDS)

    # -- tables ------------------------------------------------------------------------------

    def open_room(self, table: Table | None, code: str, owner: str) -> Room:
        """A room for ``table`` (None: read from its save by the room's task)."""
        room = Room(self, code, table, owner)
        self.rooms[code] = room
        room.task = asyncio.get_running_loop().create_task(room.run())
        return room

    def close_room(self, room: Room) -> None:
        if self.rooms.get(room.code) is room:
            del self.rooms[room.code]
        if room.counted:
            room.counted = False
            account = self.accounts.get(room.owner)
            account.tables -= 1
            self.accounts.forget_idle(room.owner)

    def new_code(self) -> str:
        while True:
            code = "".join(secrets.choice(CODE_ALPHABET) for _ in range(CODE_LENGTH))
            if code not in self.rooms and not self._saved(code):
                return code

    def _saved(self, code: str) -> bool:
        return self.saver is not None and self.saver.path(code).is_file()

    async def load(self, code: str) -> Table | None:
        """Table ``code`` read back from its save (in a thread: a long match takes a while to
        check), or None if there is none to play on."""
        if self.saver is None:
            return None
        try:
            table = await asyncio.to_thread(load_table, self.saver.path(code))
        except (SaveError, OSError) as exc:
            log.warning("cannot read table %s back: %s", code, exc)
            return None
        if table.state.is_over or table.code != code:
            return None
        return table

    async def save(self, table: Table, *, asked: bool = False) -> None:
        """Save the table (``saving.py``): after every change with ``autosave``, without
        waiting; when ``asked``, waiting until it is on the disk (ProtocolError cannot_save
        if it cannot be).  A match over needs no save: its file (this server's own) goes."""
        if self.saver is None:
            if asked:
                raise ProtocolError("cannot_save")
            return
        if asked:
            try:
                await self.saver.now(table)
            except OSError as exc:
                log.warning("cannot save table %s: %s", table.code, exc)
                raise ProtocolError("cannot_save") from None
        elif self.autosave or table.state.is_over:
            self.saver.soon(table)

    def resume_table(self, code: str, game: str | None = None) -> bool:
        """Reopen the host's saved table ``code`` (not over, of ``game`` if given) at once;
        whether there is one (a host's console, before its host joins)."""
        if self.saves is None or code in self.rooms:
            return code in self.rooms
        try:
            table = load_table(self.saves / f"{code}.json")
        except (SaveError, OSError):
            return False
        if table.state.is_over or table.code != code or game not in (None, table.game):
            return False
        self.open_room(table, code, "")
        return True

    def host_token(self, code: str) -> str | None:
        """A new token for the host seat of table ``code``, for the console of this very
        process that hosts it (it proves itself by being here); None without one."""
        room = self.rooms.get(code)
        if room is None or not room.loaded:
            return None
        for seat in room.table.seats:
            if seat.kind == "host" and seat.name is not None:
                token = new_token()
                seat.token = token_hash(token)
                return token
        return None

    # -- connections -------------------------------------------------------------------------

    def accept(self, key: str) -> Account | None:
        """A socket from ``key`` is accepted: its account, counted; None when the address or
        the server has too many already (the socket is then cut at once)."""
        account = self.accounts.accounts.get(key)
        if account is not None and account.connections >= 2 * self.limits.per_address:
            return None
        if self.accounts.connections >= self.max_sockets:
            return None
        return self.accounts.connect(key)

    def admit_request(self, ws: ServerConnection, request: Request) -> Response | None:
        """The HTTP request of a WebSocket handshake: refused with a status a client can
        word (429 too many from this address, 503 the server is full)."""
        account: Account = getattr(ws, "account", None) or self.accounts.get("?")
        if account.connections > self.limits.per_address:
            return _refusal(ws, 429, "Too many connections from your address.\n")
        if self.accounts.connections > self.max_sockets * 0.9:
            return _refusal(ws, 503, "The server is full. Try again later.\n")
        return None

    async def handler(self, ws: ServerConnection) -> None:
        account: Account = ws.account  # type: ignore[attr-defined]
        conn = Connection(ws, TokenBucket(self.rate, self.burst), account,
                          self.limits.outbox_bytes)  # fmt: skip
        loop = asyncio.get_running_loop()
        writer = loop.create_task(conn.write())
        hello = loop.call_later(self.limits.hello_seconds, self._no_hello, conn)
        try:
            async for raw in ws:
                self.receive(conn, raw)
        except ConnectionClosed:
            pass
        finally:
            hello.cancel()
            conn.gone = True
            if conn.room is not None:
                conn.room.queue.put_nowait(Job(conn, None))
            # Let what is queued go out before the connection ends (errors, goodbyes).
            await asyncio.sleep(0)
            writer.cancel()

    def _no_hello(self, conn: Connection) -> None:
        """A connection that never said who it is in time is closed (code 1008)."""
        if conn.name is None:
            asyncio.get_running_loop().create_task(conn.ws.close(1008, "no hello"))

    def receive(self, conn: Connection, raw: str | bytes) -> None:
        if not (conn.bucket.take() and conn.account.messages.take()):
            if not conn.flooded:
                conn.post(protocol.error("rate_limited", {"rate": self.rate}))
            conn.flooded = True
            return
        conn.flooded = False
        try:
            message = protocol.parse_client(raw)
            self.dispatch(conn, message)
        except ProtocolError as exc:
            conn.post(protocol.error(exc.code, exc.details))

    def dispatch(self, conn: Connection, message: ClientMessage) -> None:
        if isinstance(message, Ping):
            conn.post(protocol.pong())
        elif isinstance(message, Hello):
            self.hello(conn, message)
        elif conn.name is None:
            raise ProtocolError("no_hello")
        elif isinstance(message, Create):
            self.create(conn, message)
        elif isinstance(message, Join):
            self.enter(conn, message)
        elif conn.room is None:
            raise ProtocolError("not_seated")
        else:
            conn.room.queue.put_nowait(Job(conn, message))
            if isinstance(message, Leave):
                # It may join another table at once; the job frees the seat here.
                conn.room, conn.seat = None, None

    def hello(self, conn: Connection, message: Hello) -> None:
        if conn.name is not None:
            raise ProtocolError("already_hello")
        conn.name, conn.lang = message.name, message.lang
        conn.post(protocol.welcome(SERVER_NAME))

    def create(self, conn: Connection, message: Create) -> None:
        if conn.room is not None:
            raise ProtocolError("already_seated", code=conn.room.table.code)
        account, limits = conn.account, self.limits
        if message.code is not None:
            self.check_tries(account)
        if account.tables >= limits.tables_per_address or account.creations.wait() > 0:
            wait = math.ceil(account.creations.wait())
            raise ProtocolError("too_many_tables", most=limits.tables_per_address, seconds=wait)
        if len(self.rooms) >= limits.tables:
            raise ProtocolError("server_busy")
        code = message.code or self.new_code()
        if code in self.rooms or self._saved(code):
            account.tries.failed(self.accounts.clock())  # a code in use is a code found
            raise ProtocolError("code_taken", code=code)
        seed = None if self.seed is None else self.seed()
        table = Table(
            code, message.game, message.seats, message.options, seed=seed,
            takeover=message.takeover,
        )  # fmt: skip
        account.creations.take()
        room = self.open_room(table, code, account.key)
        room.counted = True
        account.tables += 1
        if any(s.kind == "host" for s in table.seats):
            assert conn.name is not None
            self.enter(conn, Join(code, conn.name), host=True)
        else:  # a table made for others: its maker is told the code and sits nowhere
            conn.post(table.describe(None))

    def enter(self, conn: Connection, join: Join, host: bool = False) -> None:
        if conn.room is not None:
            raise ProtocolError("already_seated", code=conn.room.table.code)
        if not host:
            self.check_tries(conn.account)
        room = self.rooms.get(join.code)
        if room is None and self._saved(join.code):
            room = self.open_room(None, join.code, conn.address)  # read back by its task
        if room is None:
            self.refused(conn, protocol.error("no_seat", {"code": join.code}))
            return
        conn.room = room  # at once, so what it sends next follows the join in the queue
        room.queue.put_nowait(Job(conn, join, host))

    def check_tries(self, account: Account) -> None:
        """ProtocolError ``too_many_tries`` while ``account`` waits after failed joins."""
        wait = account.tries.blocked(self.accounts.clock())
        if wait > 0:
            raise ProtocolError("too_many_tries", seconds=math.ceil(wait))

    def refused(self, conn: Connection, error: dict[str, Any]) -> None:
        """Tell ``conn`` it may not sit; a refused join counts against its address."""
        if error.get("code") == "no_seat":
            conn.account.tries.failed(self.accounts.clock())
        conn.post(error)


def _refusal(ws: ServerConnection, status: int, text: str) -> Response:
    response = ws.respond(status, text)
    response.headers = Headers(response.headers)
    response.headers["Retry-After"] = "60"
    return response


def _open_files() -> int:
    """The open-file limit, raised to the hard limit first (a server's clients are files)."""
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    if hard != resource.RLIM_INFINITY and soft < hard:
        with contextlib.suppress(ValueError, OSError):
            resource.setrlimit(resource.RLIMIT_NOFILE, (hard, hard))
            soft = hard
    return soft if soft != resource.RLIM_INFINITY else 1 << 20


def _guarded(server: Server) -> type[ServerConnection]:
    """A ``ServerConnection`` that counts its socket against its address from the moment it
    is accepted, and cuts it at once when the address or the server has too many."""

    class Guarded(ServerConnection):
        account: Account | None = None

        def connection_made(self, transport: asyncio.BaseTransport) -> None:
            peer = transport.get_extra_info("peername")
            account = server.accept(address_key(peer[0] if peer else None))
            if account is None:
                cast(asyncio.Transport, transport).abort()
                return
            self.account = account
            sock = transport.get_extra_info("socket")
            if sock is not None:  # bound what the kernel holds for a client that never reads
                with contextlib.suppress(OSError):
                    sock.setsockopt(socket.SOL_SOCKET, socket.SO_SNDBUF, server.limits.send_buffer)
            super().connection_made(transport)

        def connection_lost(self, exc: Exception | None) -> None:
            if self.account is None:
                return
            server.accounts.disconnect(self.account)
            self.account = None
            super().connection_lost(exc)

    return Guarded
