"""The server: many tables over WebSockets, each table drained by its own task.

A connection's messages are checked (``protocol.parse_client``), rate limited and handed to
its table's queue; the table's task alone touches the table, one job at a time, so a table
needs no locks and one table's work never touches another's state or members.  Bots think
where it costs least (``thinking.py``: quick ones in the loop, slow ones in worker processes
or a thread) while the event loop keeps serving everyone else.  Messages out go through a
bounded queue per connection, so a slow reader never stalls a table: one that falls too far
behind is disconnected (and may return by name).  A person who drops keeps their seat; after
the table's takeover time a bot holds it (a timer puts a job in the table's queue, so the
table's task alone still touches the table).
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import secrets
import ssl
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from websockets.asyncio.server import Server as WsServer
from websockets.asyncio.server import ServerConnection, serve
from websockets.exceptions import ConnectionClosed

from access_cards.engine.errors import SaveError
from access_cards.engine.events import Event
from access_cards.net import protocol
from access_cards.net.protocol import (
    CODE_ALPHABET,
    MAX_MESSAGE_BYTES,
    Action,
    ClientMessage,
    Create,
    Hello,
    Join,
    Leave,
    Pause,
    Ping,
    ProtocolError,
    Resume,
    Save,
    Say,
    TokenBucket,
)
from access_cards.net.saving import Saver
from access_cards.net.table import Table, load_table
from access_cards.net.thinking import Thinking

__all__ = ["Connection", "Room", "Server", "ssl_context"]

log = logging.getLogger(__name__)

SERVER_NAME = "access-cards"
CODE_LENGTH = 6
# Frames above this are cut by websockets itself (close code 1009); between the protocol's
# limit and this, the message is refused with an error and the connection lives on.
MAX_FRAME_BYTES = 4 * MAX_MESSAGE_BYTES
OUTBOX_LIMIT = 256  # messages waiting for a slow reader before it is let go
RATE = 20.0  # messages a second, on average, per connection
BURST = 40.0


def ssl_context(cert: str | Path, key: str | Path) -> ssl.SSLContext:
    """A server TLS context from a certificate chain and its private key (PEM files)."""
    context = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
    context.minimum_version = ssl.TLSVersion.TLSv1_2
    context.load_cert_chain(cert, key)
    return context


@dataclass(eq=False)
class Connection:
    """One client: its socket, who it said it is, and where it sits."""

    ws: ServerConnection
    bucket: TokenBucket
    name: str | None = None
    lang: str = "en"
    room: Room | None = None
    seat: int | None = None
    flooded: bool = False  # told once that it is over its rate; silent until it slows
    outbox: asyncio.Queue[str] = field(default_factory=lambda: asyncio.Queue(OUTBOX_LIMIT))

    def post(self, message: dict[str, Any]) -> None:
        """Queue a message for this client without waiting (see the module docstring)."""
        try:
            self.outbox.put_nowait(protocol.encode(message))
        except asyncio.QueueFull:
            log.warning("dropping a client that reads too slowly")
            asyncio.get_running_loop().create_task(self.ws.close(1008, "too slow"))

    async def write(self) -> None:
        """Send what is queued, in order, until the connection ends."""
        with contextlib.suppress(ConnectionClosed):
            while True:
                await self.ws.send(await self.outbox.get())


@dataclass(frozen=True)
class Hold:
    """The takeover time of a dropped seat has passed (a timer's job, not a message)."""

    seat: int


@dataclass(eq=False)
class Job:
    """Something for a table's task to do for ``conn`` (or for a timer, with no ``conn``)."""

    conn: Connection | None
    message: ClientMessage | Hold | None  # None: the connection went away
    host: bool = False


class Room:
    """A table with its members and its queue; ``run`` is the table's one task."""

    def __init__(self, server: Server, table: Table) -> None:
        self.server = server
        self.table = table
        self.members: dict[int, Connection] = {}
        self.queue: asyncio.Queue[Job] = asyncio.Queue()
        self.task: asyncio.Task[None] | None = None
        self.timers: dict[int, asyncio.TimerHandle] = {}  # dropped seat → its takeover

    async def run(self) -> None:
        """Do the jobs one by one; a failure in one never ends the table."""
        while True:
            job = await self.queue.get()
            try:
                await self.handle(job)
            except Exception:  # the table must outlive any one bad job
                log.exception("table %s: a job failed", self.table.code)
            if self.finished():
                self.disarm_all()
                self.server.close_room(self)
                return

    async def handle(self, job: Job) -> None:
        message, conn = job.message, job.conn
        if conn is None:
            if isinstance(message, Hold):
                await self.hold(message.seat)
            return
        seat = self.seat_of(conn)
        if isinstance(message, Join):
            await self.join(conn, message.name, job.host)
        elif message is None or isinstance(message, Leave):
            self.depart(conn, seat, "left" if message else "dropped")
        elif seat is None:
            conn.post(protocol.error("not_seated"))
        elif isinstance(message, Action):
            await self.act(conn, seat, message)
        elif isinstance(message, Say):
            self.broadcast(protocol.chat(seat, conn.name, message.text))
        else:
            try:
                await self.manage(seat, conn, message)
            except ProtocolError as exc:
                conn.post(protocol.error(exc.code, exc.details))

    async def manage(self, seat: int, conn: Connection, message: ClientMessage | Hold) -> None:
        """Pause, resume or save the table for ``seat``; everyone hears who did it."""
        if isinstance(message, Pause):
            self.table.pause()
        elif isinstance(message, Resume):
            self.table.resume()
        elif isinstance(message, Save):
            if not self.may_save(seat):
                raise ProtocolError("not_host")
            await self.server.save(self.table, asked=True)
        else:
            return
        done = {Pause: "paused", Resume: "resumed", Save: "saved"}[type(message)]
        said = protocol.presence(done, seat, conn.name)
        if isinstance(message, Save):
            said["code"] = self.table.code
        self.broadcast(said)
        if isinstance(message, Resume):
            await self.after_change()

    def may_save(self, seat: int) -> bool:
        """The host saves; at a table without a host seat, anyone seated."""
        seats = self.table.seats
        return seats[seat].kind == "host" or not any(s.kind == "host" for s in seats)

    def seat_of(self, conn: Connection) -> int | None:
        """Where ``conn`` sits at this table (a connection may have moved on since)."""
        return next((s for s, c in self.members.items() if c is conn), None)

    # -- seats -----------------------------------------------------------------------------

    async def join(self, conn: Connection, name: str, host: bool) -> None:
        try:
            seat, back = self.table.sit(name, host=host)
        except ProtocolError as exc:
            if conn.room is self:
                conn.room = None
            conn.post(protocol.error(exc.code, exc.details))
            return
        # Back by another case of the same name: everyone keeps hearing the name they know.
        name = self.table.seats[seat].name or name
        conn.seat, conn.name = seat, name
        self.members[seat] = conn
        self.disarm(seat)
        conn.post(self.table.describe(seat))
        self.broadcast(protocol.presence("returned" if back else "joined", seat, name), seat)
        if self.table.started:
            conn.post(self.table.update_for(seat))
            self.arm()
            await self.after_change()  # a person is here again: bots holding seats go on
        elif self.table.ready():
            await self.begin()

    async def begin(self) -> None:
        """Every person is seated: each hears the deal, then bots play up to a person."""
        self.table.start()
        opening = self.table.opening_events()
        for seat, conn in self.members.items():
            conn.post(self.table.update_for(seat, opening))
        await self.after_change()

    def depart(self, conn: Connection, seat: int | None, how: str) -> None:
        if conn.room is self:
            conn.room, conn.seat = None, None
        if seat is None:
            return
        del self.members[seat]
        started = self.table.started
        self.table.leave(seat)
        self.broadcast(protocol.presence(how if started else "left", seat, conn.name))
        self.arm()

    # -- takeover --------------------------------------------------------------------------

    def arm(self) -> None:
        """Start the takeover timer of each dropped seat that has none, while someone is
        here to play with (a table nobody is at waits, bots and all)."""
        table = self.table
        if not table.takeover or not table.started or table.state.is_over:
            return
        if not self.members:
            self.disarm_all()
            return
        loop = asyncio.get_running_loop()
        for seat in table.dropped():
            if seat not in self.timers:
                job = Job(None, Hold(seat))
                self.timers[seat] = loop.call_later(table.takeover, self.queue.put_nowait, job)

    def disarm(self, seat: int) -> None:
        timer = self.timers.pop(seat, None)
        if timer is not None:
            timer.cancel()

    def disarm_all(self) -> None:
        for seat in list(self.timers):
            self.disarm(seat)

    async def hold(self, seat: int) -> None:
        """The takeover time has passed: a bot plays the seat until its person returns."""
        self.timers.pop(seat, None)
        if self.members and self.table.hold(seat):
            self.broadcast(protocol.presence("held", seat, self.table.seats[seat].name))
            await self.after_change()

    def finished(self) -> bool:
        """Nobody is here and nobody can come back to it: the table can go."""
        table = self.table
        return not self.members and (not table.started or table.state.is_over)

    # -- play ------------------------------------------------------------------------------

    async def act(self, conn: Connection, seat: int, message: Action) -> None:
        try:
            events = self.table.act(seat, message.seq, message.text)
        except ProtocolError as exc:
            conn.post(protocol.error(exc.code, exc.details, message.seq))
            if exc.code == "stale":
                conn.post(self.table.update_for(seat))
            return
        self.send_updates(events)
        await self.after_change()

    async def after_change(self) -> None:
        """Bots play until a person is to move (each move heard at once), then save.  With
        nobody here they wait: a match is not played out for an empty room."""
        while self.members and self.table.bot_to_move():
            events = await self.server.thinking.step(self.table)
            self.send_updates(events)
        await self.server.save(self.table)

    def send_updates(self, events: Sequence[Event]) -> None:
        for seat, conn in self.members.items():
            conn.post(self.table.update_for(seat, events))

    def broadcast(self, message: dict[str, Any], skip: int | None = None) -> None:
        for seat, conn in self.members.items():
            if seat != skip:
                conn.post(message)


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
    ) -> None:
        self.saves = saves
        self.saver = None if saves is None else Saver(saves)
        # A dedicated server saves after every change and resumes every table on starting;
        # a host's console saves when asked and resumes the one table it is asked for.
        self.autosave = autosave
        self.seed = seed  # tests give one to replay a table; else every match is fresh
        self.rate, self.burst = rate, burst
        self.thinking = Thinking(bot_workers)  # bots' decisions: loop, thread or processes
        self.rooms: dict[str, Room] = {}
        self.ws_server: WsServer | None = None

    # -- running -----------------------------------------------------------------------------

    async def start(
        self, host: str = "localhost", port: int = 0, tls: ssl.SSLContext | None = None
    ) -> WsServer:
        """Listen (port 0: any free port, see ``port``) and resume saved tables (when
        saving after every change)."""
        if self.autosave:
            self.resume()
        self.ws_server = await serve(
            self.handler,
            host,
            port,
            ssl=tls,
            max_size=MAX_FRAME_BYTES,
            max_queue=16,
            compression=None,  # per-message deflate costs memory per connection; messages are small
        )
        return self.ws_server

    @property
    def port(self) -> int:
        """The port listened on."""
        assert self.ws_server is not None
        port: int = next(iter(self.ws_server.sockets)).getsockname()[1]
        return port

    async def stop(self) -> None:
        """Tell everyone at a table that the server closes (and whether their tables come
        back: a dedicated server resumes them when it starts again), then close every
        connection and table task."""
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

    # -- tables ------------------------------------------------------------------------------

    def open_room(self, table: Table) -> Room:
        room = Room(self, table)
        self.rooms[table.code] = room
        room.task = asyncio.get_running_loop().create_task(room.run())
        return room

    def close_room(self, room: Room) -> None:
        if self.rooms.get(room.table.code) is room:
            del self.rooms[room.table.code]

    def new_code(self) -> str:
        while True:
            code = "".join(secrets.choice(CODE_ALPHABET) for _ in range(CODE_LENGTH))
            if code not in self.rooms:
                return code

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
        """Reopen the saved table ``code`` (not over, of ``game`` if given); whether there
        was one."""
        if self.saves is None or code in self.rooms:
            return code in self.rooms
        try:
            table = load_table(self.saves / f"{code}.json")
        except (SaveError, OSError):
            return False
        if table.state.is_over or table.code != code or game not in (None, table.game):
            return False
        self.open_room(table)
        return True

    def resume(self) -> None:
        """Reopen every saved table that is not over: its players return by name."""
        if self.saves is None or not self.saves.is_dir():
            return
        for path in sorted(self.saves.glob("*.json")):
            try:
                table = load_table(path)
            except (SaveError, OSError) as exc:
                log.warning("cannot resume %s: %s", path.name, exc)
                continue
            if not table.state.is_over and table.code not in self.rooms:
                self.open_room(table)

    # -- connections -------------------------------------------------------------------------

    async def handler(self, ws: ServerConnection) -> None:
        conn = Connection(ws, TokenBucket(self.rate, self.burst))
        writer = asyncio.get_running_loop().create_task(conn.write())
        try:
            async for raw in ws:
                self.receive(conn, raw)
        except ConnectionClosed:
            pass
        finally:
            if conn.room is not None:
                conn.room.queue.put_nowait(Job(conn, None))
            # Let what is queued go out before the connection ends (errors, goodbyes).
            await asyncio.sleep(0)
            writer.cancel()

    def receive(self, conn: Connection, raw: str | bytes) -> None:
        if not conn.bucket.take():
            if not conn.flooded:
                conn.post(protocol.error("rate_limited", {"rate": self.rate}))
            conn.flooded = True
            return
        conn.flooded = False
        try:
            message = protocol.parse_client(raw)
        except ProtocolError as exc:
            conn.post(protocol.error(exc.code, exc.details))
            return
        try:
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
            self.enter(conn, message.code, Join(message.code, message.name))
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
        code = message.code or self.new_code()
        if code in self.rooms:
            raise ProtocolError("code_taken", code=code)
        seed = None if self.seed is None else self.seed()
        table = Table(
            code, message.game, message.seats, message.options, seed=seed,
            takeover=message.takeover,
        )  # fmt: skip
        self.open_room(table)
        if any(s.kind == "host" for s in table.seats):
            assert conn.name is not None
            self.enter(conn, code, Join(code, conn.name), host=True)
        else:  # a table made for others: its maker is told the code and sits nowhere
            conn.post(table.describe(None))

    def enter(self, conn: Connection, code: str, join: Join, host: bool = False) -> None:
        if conn.room is not None:
            raise ProtocolError("already_seated", code=conn.room.table.code)
        room = self.rooms.get(code)
        if room is None:
            raise ProtocolError("no_table", code=code)
        conn.room = room  # at once, so what it sends next follows the join in the queue
        room.queue.put_nowait(Job(conn, join, host))
