"""Shared by the network benchmarks (``net_attack.py``, ``net_soak.py``): readings of a server
process from /proc, loopback source addresses, and a scripted person who plays a table and
times what they hear.

Linux routes all of 127.0.0.0/8 to the loopback interface, so one machine can connect from
many addresses: a benchmark gives each household (or each attacker) its own, and the
server's per-address limits see them as different homes.  Nothing here uses a network other
than loopback.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import os
import random
import resource
import socket
import time
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from websockets.asyncio.client import ClientConnection, connect

from access_cards.net.protocol import PROTOCOL_VERSION

__all__ = [
    "AVOID",
    "Person",
    "Refused",
    "Samples",
    "children",
    "free_port",
    "mib",
    "ms",
    "open_files",
    "percentile",
    "proc_cpu",
    "proc_memory",
    "raise_nofile",
    "source",
]

AVOID = ("concede", "fold")  # legal, but a script choosing them at random ends matches early
MIN_GAP = 0.06  # seconds between one connection's sends: under the protocol's 20 a second
TIMEOUT = 120.0  # a socket silent this long while a person waits is a failure, not a hang


# -- the server process, from /proc --------------------------------------------------------


def raise_nofile() -> int:
    """Lift this process's soft limit on open files to the hard one; the new limit."""
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    if soft < hard:
        resource.setrlimit(resource.RLIMIT_NOFILE, (hard, hard))
    return hard


def proc_memory(pid: int) -> tuple[int, int]:
    """The process's resident memory now and at its peak (VmRSS, VmHWM), in bytes; (0, 0)
    once it is gone."""
    fields = {}
    try:
        text = Path(f"/proc/{pid}/status").read_text()
    except OSError:
        return 0, 0
    for line in text.splitlines():
        key, _, value = line.partition(":")
        fields[key] = value
    return int(fields["VmRSS"].split()[0]) * 1024, int(fields["VmHWM"].split()[0]) * 1024


def open_files(pid: int) -> int:
    """How many files (sockets included) the process has open."""
    try:
        return len(os.listdir(f"/proc/{pid}/fd"))
    except OSError:
        return 0


def children(pid: int) -> list[int]:
    """The process's descendants (the server's bot workers and their forkserver)."""
    found: list[int] = []
    with contextlib.suppress(OSError):
        for task in Path(f"/proc/{pid}/task").iterdir():
            with contextlib.suppress(OSError):
                found += [int(c) for c in (task / "children").read_text().split()]
    return found + [grandchild for child in found for grandchild in children(child)]


def proc_cpu(pid: int) -> float:
    """User + system CPU seconds of the process so far (all its threads)."""
    try:
        after_name = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    except OSError:
        return 0.0
    return (int(after_name[11]) + int(after_name[12])) / os.sysconf("SC_CLK_TCK")


def free_port() -> int:
    """A port free on 127.0.0.1 now (the server is told to listen on it)."""
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port: int = sock.getsockname()[1]
        return port


def source(n: int, base: int) -> str:
    """The ``n``-th loopback address of a block: 127.BASE.0.1, 127.BASE.0.2 … 250 to a
    /24, the next /24 after (``base`` keeps the benchmarks' blocks apart)."""
    high, low = divmod(n, 250)
    return f"127.{base + high // 250}.{high % 250}.{low + 1}"


# -- figures -------------------------------------------------------------------------------


def percentile(values: Sequence[float], q: float) -> float:
    """Nearest-rank percentile of ``values`` (sorted here)."""
    ordered = sorted(values)
    rank = max(1, min(len(ordered), round(q * len(ordered) + 0.5)))
    return ordered[rank - 1] if q < 1 else ordered[-1]


def ms(values: Sequence[float], q: float, digits: int = 1) -> str:
    """The ``q`` percentile in milliseconds for a table cell, "n/a" without values."""
    return f"{1000 * percentile(values, q):,.{digits}f}" if values else "n/a"


def mib(value: float) -> str:
    return f"{value / 2**20:.1f} MiB"


# -- a scripted person ---------------------------------------------------------------------


@dataclass
class Samples:
    """What people heard, each figure with the moment it was taken (``time.perf_counter``),
    so a run can cut it into phases or minutes."""

    moves: list[tuple[float, float]] = field(default_factory=list)  # (sent, to update)
    bot_moves: list[tuple[float, float]] = field(default_factory=list)  # (heard, gap)
    replies: list[tuple[float, float]] = field(default_factory=list)  # (heard, to my turn)
    errors: dict[str, int] = field(default_factory=dict)
    chat: list[tuple[float, int, int]] = field(default_factory=list)  # (heard, chars, seat)

    def error(self, code: str) -> None:
        self.errors[code] = self.errors.get(code, 0) + 1

    @staticmethod
    def within(pairs: Sequence[tuple[float, float]], start: float, end: float) -> list[float]:
        return [value for moment, value in pairs if start <= moment < end]


class Refused(Exception):
    """The server answered ``create`` or ``join`` with an error."""

    def __init__(self, message: dict[str, Any]) -> None:
        super().__init__(f"{message.get('code')}: {message.get('details')}")
        self.code = str(message.get("code"))
        self.details: dict[str, Any] = message.get("details") or {}


class Retrying:
    """The answer of a scripted person to a refused action, shared by the benchmarks'
    people: after ``stale`` a fresh update follows and is answered; after any other
    refusal try again from the legal actions the error lists (a few times)."""

    name: str
    pending: tuple[int, float] | None
    retries: int
    legal: list[str]

    async def act(self) -> None:
        raise NotImplementedError

    async def refused(self, message: dict[str, Any]) -> None:
        if self.pending is None or message.get("seq") != self.pending[0]:
            return
        self.pending = None
        if message["code"] == "stale":
            return
        self.retries += 1
        if self.retries > 3:
            raise RuntimeError(f"{self.name}: refused again and again: {message}")
        legal = (message.get("details") or {}).get("legal")
        if legal:
            self.legal = list(legal)
        await self.act()


class Person(Retrying):
    """One scripted person on one connection from ``address``: sits at a table and answers
    every update that offers moves with a seeded random legal move after a seeded think
    time, timing (into ``samples``) each move to the update that carries it, each bot move
    (the gap between updates while others play) and each wait for their turn again (from
    the update carrying their move to the next one that offers moves)."""

    def __init__(
        self,
        name: str,
        address: str,
        think: tuple[float, float],
        rng: random.Random,
        samples: Samples,
    ) -> None:
        self.name, self.address, self.think, self.rng = name, address, think, rng
        self.samples = samples
        self.ws: ClientConnection | None = None
        self.seq = 0
        self.code: str | None = None
        self.token: str | None = None
        self.seat: int | None = None
        self.pending: tuple[int, float] | None = None  # (seq sent, when)
        self.waiting: float | None = None  # when the update carrying our move came
        self.last_update = 0.0
        self.last_send = 0.0
        self.legal: list[str] = []
        self.retries = 0
        self.moves = 0  # moves made in this match
        self.record = True  # False: moves are made but not timed
        self.alone = True  # the only person at the table: waits for the turn are the bots'
        self.prefer: tuple[str, ...] = ()  # moves chosen when legal (even from AVOID) …
        self.prefer_share = 0.9  # … this often
        self.last_legal = 0.0  # when moves were last offered

    async def connect(self, uri: str) -> None:
        # No client pings: the server pings its clients, and they answer by themselves.
        self.ws = await connect(
            uri, max_size=None, compression=None, ping_interval=None, open_timeout=30,
            local_addr=(self.address, 0),
        )  # fmt: skip
        await self.send({"type": "hello", "v": PROTOCOL_VERSION, "name": self.name, "lang": "en"})
        await self.expect("welcome")

    async def close(self) -> None:
        if self.ws is not None:
            with contextlib.suppress(Exception):
                await self.ws.close()

    async def send(self, message: dict[str, Any]) -> None:
        assert self.ws is not None
        self.last_send = time.perf_counter()
        await self.ws.send(json.dumps(message))

    async def recv(self, timeout: float = TIMEOUT) -> dict[str, Any]:
        assert self.ws is not None
        # asyncio.timeout, not wait_for: 3.11's wait_for may swallow a cancellation.
        async with asyncio.timeout(timeout):
            raw = await self.ws.recv()
        message: dict[str, Any] = json.loads(raw)
        if message["type"] == "error":
            self.samples.error(str(message["code"]))
        elif message["type"] == "chat":
            text, seat = str(message.get("text", "")), int(message.get("seat", -1))
            self.samples.chat.append((time.perf_counter(), len(text), seat))
        return message

    async def expect(self, kind: str) -> dict[str, Any]:
        """Read on to a message of ``kind``; an error instead is ``Refused``."""
        while (message := await self.recv())["type"] != kind:
            if message["type"] == "error":
                raise Refused(message)
        return message

    async def idle(self, seconds: float) -> None:
        """Wait, reading (and dropping) what comes meanwhile: a client that stops reading
        is let go by the server."""
        with contextlib.suppress(TimeoutError):
            async with asyncio.timeout(seconds):
                while True:
                    await self.recv()

    async def create(
        self, game: str, seats: Sequence[str], options: dict[str, Any] | None = None
    ) -> str:
        """Open a table (sitting at its host seat): its code."""
        message: dict[str, Any] = {"type": "create", "game": game, "seats": list(seats)}
        if options:
            message["options"] = options
        await self.send(message)
        return self.seated(await self.expect("table"))

    async def join(self, code: str, token: str | None = None) -> None:
        message = {"type": "join", "code": code, "name": self.name}
        if token is not None:
            message["token"] = token
        await self.send(message)
        self.seated(await self.expect("table"))

    def seated(self, table: dict[str, Any]) -> str:
        self.code, self.seat = str(table["code"]), table["your_seat"]
        self.token = table.get("token") or self.token
        self.seq, self.pending, self.waiting, self.moves = 0, None, None, 0
        return self.code

    async def play(self, moves: int | None = None, quiet: float | None = None) -> bool:
        """Answer updates until the match is over (True), or ``moves`` moves are made and
        heard, or no move was offered for ``quiet`` seconds (out of a Las Vegas match while
        the others play on): False, the caller drops or leaves here."""
        self.last_legal = time.perf_counter()
        while True:
            message = await self.recv()
            heard = time.perf_counter()
            kind = message["type"]
            if kind == "error":
                await self.refused(message)
            elif kind == "update":
                self.heard(message, heard)
                if message["view"].get("is_over"):
                    return True
                if moves is not None and self.moves >= moves and self.pending is None:
                    return False
                if quiet is not None and heard - self.last_legal > quiet:
                    return False
                if message["legal"]:
                    self.last_legal = heard
                    self.legal = list(message["legal"])
                    await self.act()

    def heard(self, message: dict[str, Any], heard: float) -> None:
        seq = int(message["seq"])
        record = self.record
        mine = self.pending is not None and seq >= self.pending[0] + 1
        if mine and self.pending is not None:
            if record:
                self.samples.moves.append((self.pending[1], heard - self.pending[1]))
            self.pending, self.retries = None, 0
            self.waiting = heard if not message["legal"] else None
        elif self.waiting is not None and seq > self.seq:
            if record and self.alone:
                self.samples.bot_moves.append((heard, heard - self.last_update))
            if message["legal"]:
                if record and self.alone:
                    self.samples.replies.append((heard, heard - self.waiting))
                self.waiting = None
        self.seq = seq
        self.last_update = heard

    async def act(self) -> None:
        """Think, then send a random legal move answering the last update heard."""
        wait = self.rng.uniform(*self.think)
        wait = max(wait, MIN_GAP - (time.perf_counter() - self.last_send))
        if wait > 0:
            await asyncio.sleep(wait)
        choices = [a for a in self.legal if not a.startswith(AVOID)] or self.legal
        preferred = [a for a in self.legal if a.startswith(self.prefer)] if self.prefer else []
        if preferred and self.rng.random() < self.prefer_share:
            choices = preferred
        await self.send({"type": "action", "seq": self.seq, "text": self.rng.choice(choices)})
        self.pending = (self.seq, self.last_send)
        self.moves += 1
