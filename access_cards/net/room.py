"""One table's task: its members, its queue and its timers.

Everything that happens at a table goes through its queue as a ``Job`` and is done by the
table's one task, so a table needs no locks and one table's work never touches another's
state or members: messages of its people, and timers (a dropped person's takeover, the table
left idle, a match that never began).  A table saved to disk and put away comes back the
same way: its task reads the save first, then does the jobs that waited.
"""

from __future__ import annotations

import asyncio
import logging
import math
from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from access_cards.engine.events import Event
from access_cards.net import protocol
from access_cards.net.protocol import (
    Action,
    Admit,
    ClientMessage,
    Join,
    Leave,
    Mute,
    Pause,
    ProtocolError,
    Remove,
    Resume,
    Save,
    Say,
    TokenBucket,
)
from access_cards.net.table import Table

if TYPE_CHECKING:
    from access_cards.net.server import Connection, Server

__all__ = ["Job", "Room", "Timer"]

log = logging.getLogger(__name__)


@dataclass(frozen=True)
class Timer:
    """A timer's job: ``hold`` (a dropped seat's takeover time has passed, ``seat``),
    ``idle`` (nobody has been at the table for a while) or ``waiting`` (the match has not
    begun in time)."""

    kind: str
    seat: int = -1


@dataclass(eq=False)
class Job:
    """Something for a table's task to do for ``conn`` (or for a timer, with no ``conn``).
    ``message`` None: the connection went away."""

    conn: Connection | None
    message: ClientMessage | Timer | None
    host: bool = False


class Room:
    """A table with its members and its queue; ``run`` is the table's one task."""

    def __init__(self, server: Server, code: str, table: Table | None, owner: str) -> None:
        self.server = server
        self.code = code
        self._table = table  # None until its save is read (the task's first step)
        self.owner = owner  # the address whose turn its bots wait for (thinking.FairShare)
        self.counted = False  # among its owner's open tables (it opened it)
        self.members: dict[int, Connection] = {}
        self.queue: asyncio.Queue[Job] = asyncio.Queue()
        self.task: asyncio.Task[None] | None = None
        self.timers: dict[int, asyncio.TimerHandle] = {}  # dropped seat → its takeover
        self.idle_timer: asyncio.TimerHandle | None = None
        self.waiting_timer: asyncio.TimerHandle | None = None
        self.chat: dict[int, TokenBucket] = {}  # seat → its chat allowance
        self.pauses: dict[int, TokenBucket] = {}
        self.closed = False

    @property
    def table(self) -> Table:
        assert self._table is not None, "the table's save has not been read yet"
        return self._table

    @property
    def loaded(self) -> bool:
        return self._table is not None

    @property
    def limits(self) -> Any:
        return self.server.limits

    # -- the task ------------------------------------------------------------------------------

    async def run(self) -> None:
        """Read the table if it was put away, then do the jobs one by one; a failure in one
        never ends the table."""
        if self._table is None:
            self._table = await self.server.load(self.code)
            if self._table is None:
                self.refuse_all()
                return
        self.on_empty()
        if not self.table.started:
            self.waiting_timer = self.later(self.limits.waiting_seconds, Timer("waiting"))
        while not self.closed:
            job = await self.queue.get()
            try:
                await self.handle(job)
            except Exception:  # the table must outlive any one bad job
                log.exception("table %s: a job failed", self.code)
            if not self.closed and self.finished():
                self.close()

    def refuse_all(self) -> None:
        """The table cannot be read: everyone who came for it hears ``no_seat``."""
        self.close()
        while not self.queue.empty():
            job = self.queue.get_nowait()
            if job.conn is not None and isinstance(job.message, Join):
                self.server.refused(job.conn, protocol.error("no_seat", {"code": self.code}))

    def close(self) -> None:
        """The table ends here (or is put away): its timers stop, the server forgets it."""
        self.closed = True
        self.disarm_all()
        for timer in (self.idle_timer, self.waiting_timer):
            if timer is not None:
                timer.cancel()
        for conn in self.members.values():
            conn.room, conn.seat = None, None
        self.members.clear()
        self.server.close_room(self)

    def later(self, seconds: float, timer: Timer) -> asyncio.TimerHandle:
        job = Job(None, timer)
        return asyncio.get_running_loop().call_later(seconds, self.queue.put_nowait, job)

    async def handle(self, job: Job) -> None:
        message, conn = job.message, job.conn
        if conn is None or isinstance(message, Timer):
            if isinstance(message, Timer):
                await self.timer(message)
            return
        seat = self.seat_of(conn)
        if isinstance(message, Join):
            await self.join(conn, message, job.host)
        elif message is None or isinstance(message, Leave):
            self.depart(conn, seat, "left" if message else "dropped")
        elif seat is None:
            conn.post(protocol.error("not_seated"))
        elif isinstance(message, Action):
            await self.act(conn, seat, message)
        else:
            try:
                await self.manage(seat, conn, message)
            except ProtocolError as exc:
                conn.post(protocol.error(exc.code, exc.details))

    async def timer(self, timer: Timer) -> None:
        if timer.kind == "hold":
            await self.hold(timer.seat)
        elif timer.kind == "idle":
            self.idle_timer = None
            if not self.members:
                await self.put_away()
        elif timer.kind == "waiting" and not self.table.started:
            self.expire()

    # -- people at the table -------------------------------------------------------------------

    def seat_of(self, conn: Connection) -> int | None:
        """Where ``conn`` sits at this table (a connection may have moved on since)."""
        return next((s for s, c in self.members.items() if c is conn), None)

    def here(self, conn: Connection) -> bool:
        """Whether ``conn`` is still at this table now: not closed, and not gone on (a
        leave or a close reaches the queue after whatever the table is busy with, such as
        bots playing out a long stretch; meanwhile it hears nothing more of this table)."""
        return conn.room is self and not conn.gone

    def anyone(self) -> bool:
        """Whether a person is at the table now (bots play only for someone)."""
        return any(self.here(c) for c in self.members.values())

    async def join(self, conn: Connection, message: Join, host: bool) -> None:
        try:
            seating = self.table.sit(
                message.name, host=host, token=message.token, address=conn.address,
                now=asyncio.get_running_loop().time(),
            )  # fmt: skip
        except ProtocolError as exc:
            if conn.room is self:
                conn.room = None
            self.server.refused(conn, protocol.error(exc.code, exc.details))
            return
        seat = seating.seat
        name = self.table.seats[seat].name or message.name
        before = self.members.get(seat)
        if before is not None and before is not conn:  # the same person, from elsewhere
            before.post({"type": "replaced", "seat": seat, "code": self.code})
            before.room, before.seat = None, None
        conn.seat, conn.name = seat, name
        self.members[seat] = conn
        self.disarm(seat)
        self.on_full()
        conn.post(self.table.describe(seat, seating.token))
        if before is None:
            news = "returned" if seating.back else "joined"
            self.broadcast(protocol.presence(news, seat, name), seat)
        if self.table.started:
            conn.post(self.table.update_for(seat))
            self.arm()
            await self.after_change()  # a person is here again: bots holding seats go on
        elif self.table.ready():
            await self.begin()

    async def begin(self) -> None:
        """Every person is seated: each hears the deal, then bots play up to a person."""
        self.table.start()
        if self.waiting_timer is not None:
            self.waiting_timer.cancel()
            self.waiting_timer = None
        opening = self.table.opening_events()
        for seat, conn in self.members.items():
            if self.here(conn):
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
        self.on_empty()

    def send_away(self, seat: int, message: dict[str, Any]) -> None:
        """The connection at ``seat`` (if any) is told ``message`` and sits nowhere now."""
        conn = self.members.pop(seat, None)
        if conn is not None:
            conn.post(message)
            conn.room, conn.seat = None, None
            self.on_empty()

    def on_empty(self) -> None:
        """Nobody is at the table: put it away after a while unless someone comes."""
        if not self.members and self.idle_timer is None and not self.closed:
            self.idle_timer = self.later(self.limits.idle_seconds, Timer("idle"))

    def on_full(self) -> None:
        if self.idle_timer is not None:
            self.idle_timer.cancel()
            self.idle_timer = None

    async def put_away(self) -> None:
        """Nobody came back in time: a match people played is saved (when the server keeps
        saves) and leaves memory, to be read again when one of them returns; a table where
        nobody ever made a move, or one that never began, simply ends.  A save that fails
        keeps the table in memory for another while."""
        table, server = self.table, self.server
        keep = table.started and not table.state.is_over and table.played > 0
        if server.autosave and server.saver is not None:  # a host's saves are the host's say
            if keep:
                try:
                    await server.save(table, asked=True)
                except ProtocolError:
                    self.on_empty()
                    return
            else:
                await server.saver.forget(self.code)
        self.close()

    def expire(self) -> None:
        """The match did not begin in time: everyone waiting is told, and the table ends."""
        for seat in list(self.members):
            self.send_away(seat, {"type": "expired", "code": self.code})
        self.close()

    def finished(self) -> bool:
        """Nobody is here and nobody can come back to it: the table can go."""
        table = self.table
        return not self.members and (not table.started or table.state.is_over)

    # -- what people do at the table -----------------------------------------------------------

    async def manage(self, seat: int, conn: Connection, message: ClientMessage) -> None:
        """Chat, pause, resume, save, and the host's remove and admit; everyone hears what
        was done and who did it."""
        if isinstance(message, Say):
            self.say(seat, conn, message.text)
        elif isinstance(message, Mute):
            self.table.mute(seat, message.seat, message.on)
            other = self.table.seats[message.seat].name
            conn.post(protocol.presence("muted" if message.on else "unmuted", message.seat, other))
        elif isinstance(message, Remove | Admit):
            await self.host_says(seat, message)
        elif isinstance(message, Pause | Resume | Save):
            await self.running(seat, conn, message)

    def say(self, seat: int, conn: Connection, text: str) -> None:
        """A chat line, if this seat's allowance holds it (speech must keep up), to everyone
        who has not muted this seat."""
        limits = self.limits
        bucket = self.chat.setdefault(seat, TokenBucket(limits.chat_rate, limits.chat_burst))
        cost = len(text) + limits.chat_line_cost
        if not bucket.take(cost):
            raise ProtocolError("chat_limited", seconds=math.ceil(bucket.wait(cost)))
        line = protocol.chat(seat, conn.name, text)
        for other, member in self.members.items():
            if self.here(member) and self.table.hears_chat(other, seat):
                member.post(line)

    async def host_says(self, seat: int, message: Remove | Admit) -> None:
        table = self.table
        table.check_host(seat)
        target = table.person_seat(message.seat)
        name = target.name
        if isinstance(message, Remove):
            table.remove(message.seat)
            said = protocol.presence("removed", message.seat, name)
            self.send_away(message.seat, said)
            self.broadcast(said)
            await self.after_change()  # the seat's bot may be to move
        else:
            until = asyncio.get_running_loop().time() + self.limits.admit_seconds
            table.admit(message.seat, message.name, until)
            self.broadcast({**protocol.presence("admitted", message.seat, message.name),
                            "instead_of": name})  # fmt: skip

    async def running(self, seat: int, conn: Connection, message: Pause | Resume | Save) -> None:
        """Pause, resume or save the table for ``seat``."""
        if isinstance(message, Pause):
            allowance = self.pause_allowance(seat)
            self.table.pause(seat)
            if allowance is not None:
                allowance.take()
        elif isinstance(message, Resume):
            self.table.resume(seat)
        else:
            if not self.may_save(seat):
                raise ProtocolError("not_host")
            await self.server.save(self.table, asked=True)
        done = {Pause: "paused", Resume: "resumed", Save: "saved"}[type(message)]
        said = protocol.presence(done, seat, conn.name)
        if isinstance(message, Save):
            said["code"] = self.code
        if isinstance(message, Pause):
            said["held"] = self.table.paused_by_host
        self.broadcast(said)
        if isinstance(message, Resume):
            await self.after_change()

    def pause_allowance(self, seat: int) -> TokenBucket | None:
        """A guest may pause a few times an hour (a pause stops everyone): their allowance,
        ProtocolError ``too_many_pauses`` if it is spent; the host pauses at will (None)."""
        if self.table.seats[seat].kind == "host":
            return None
        per_hour = self.limits.pauses_per_hour
        bucket = self.pauses.setdefault(seat, TokenBucket(per_hour / 3600.0, per_hour))
        if not self.table.paused and bucket.wait() > 0:
            raise ProtocolError("too_many_pauses", seconds=math.ceil(bucket.wait()))
        return bucket

    def may_save(self, seat: int) -> bool:
        """The host saves; at a table without a host seat, anyone seated."""
        seats = self.table.seats
        return seats[seat].kind == "host" or not any(s.kind == "host" for s in seats)

    # -- takeover --------------------------------------------------------------------------

    def arm(self) -> None:
        """Start the takeover timer of each dropped seat that has none, while someone is
        here to play with (a table nobody is at waits, bots and all)."""
        table = self.table
        if not table.takeover or not table.started or table.state.is_over:
            return
        if not self.anyone():
            self.disarm_all()
            return
        for seat in table.dropped():
            if seat not in self.timers:
                self.timers[seat] = self.later(table.takeover, Timer("hold", seat))

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
        if self.anyone() and self.table.hold(seat):
            self.broadcast(protocol.presence("held", seat, self.table.seats[seat].name))
            await self.after_change()

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
        while self.anyone() and self.table.bot_to_move():
            events = await self.server.thinking.step(self.table, self.owner)
            self.send_updates(events)
        await self.server.save(self.table)

    def send_updates(self, events: Sequence[Event]) -> None:
        for seat, conn in self.members.items():
            if self.here(conn):
                conn.post(self.table.update_for(seat, events))

    def broadcast(self, message: dict[str, Any], skip: int | None = None) -> None:
        for seat, conn in self.members.items():
            if seat != skip and self.here(conn):
                conn.post(message)
