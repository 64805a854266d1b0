"""Load test of the network server: many tables of bots and scripted remote players.

The server (``access_cards.net.server.Server`` on 127.0.0.1, any free port) runs in its own
process, so the players do not share its core; this process holds every remote player as
an asyncio WebSocket client.  Each table is one of a fixed mix of games (``MIX``), its bots
``normal``; each remote answers every update that offers it moves with a seeded random legal
action (never ``concede`` or ``fold``, which would end matches at once) after a seeded think
time, and when a match ends its people leave and open a new table, so the load stays at
``--tables`` tables.  Once every table has begun, a window of ``--seconds`` is measured:

- action to event delivered: from sending an action to receiving the first update that
  carries it (``seq`` at least the action's ``seq`` + 1), p50 / p95 / p99 / max;
- actions answered per second, and all moves (people and bots) per second;
- the server's CPU (``/proc/PID/stat``) and resident memory (``/proc/PID/status``) before
  any table, once all are seated (memory per table) and at the end of the window;
- every error and unexpected close heard, and what the server logged.

The server runs with its default limits (``Limits()``, as ``access-cards serve``): each
table's people connect from a loopback address of their own (127.20.0.1, 127.20.0.2 …;
Linux routes all of 127.0.0.0/8 to the loopback interface), as a club's players come from
many homes, so no address meets the per-address caps (16 connections, 10 open tables, 30
new tables an hour).  A ``create`` refused because the server holds its 2,000 tables
(``server_busy``: a finished table is not yet gone) or the address opened too many is
tried again after the wait the server names, and counted apart from the errors.

    .venv/bin/python benchmarks/net_load.py [--tables 1000] [--think 0.5-3] [--seconds 60]
        [--bot-workers 0]
        [--saves] [--seed 1] [--write]
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import itertools
import json
import logging
import multiprocessing
import os
import random
import resource
import tempfile
import time
from collections import Counter
from collections.abc import Sequence
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from multiprocessing.connection import Connection
from pathlib import Path
from typing import Any

from netbench import Retrying, ms, raise_nofile, source
from perfdoc import DOC, machine, write_section
from websockets.asyncio.client import ClientConnection, connect
from websockets.exceptions import ConnectionClosed

from access_cards.net.protocol import PROTOCOL_VERSION


@dataclass(frozen=True)
class Kind:
    """One kind of table in the mix: the game and its seats ("host" is the creator)."""

    game: str
    seats: tuple[str, ...]

    @property
    def people(self) -> int:
        return sum(s in ("host", "remote") for s in self.seats)

    @property
    def label(self) -> str:
        bots = len(self.seats) - self.people
        return f"{self.game} {self.people}p+{bots}b"


BOT = "bot:normal"
# Table i is MIX[i % len(MIX)]: two-seat games, a three-seat Las Vegas and four-seat King
# tables with one person and with two (the second joins by the code, as a friend would).
MIX = (
    Kind("khmer", ("host", BOT)),
    Kind("lasvegas", ("host", BOT, BOT)),
    Kind("king", ("host", BOT, BOT, BOT)),
    Kind("king", ("host", "remote", BOT, BOT)),
    Kind("rummy40", ("host", BOT)),
)
AVOID = ("concede", "fold")  # legal, but a script choosing them at random ends matches early
# The protocol allows 20 messages a second per connection; with no think time a script could
# go faster than that against a quick bot, so its sends are kept at least this far apart.
MIN_GAP = 0.06
CONNECTING = 64  # connections opened at once (the listen backlog is 100)
GRACE = 10.0  # seconds after the window for the answers to its last actions
PROBE = 0.05  # seconds between the server's event-loop lag probes
TIMEOUT = 120.0  # a socket silent this long while waiting is a failure, not a hang
ADDRESSES = 20  # table i's people connect from source(i, ADDRESSES): 127.20.0.1 …
RETRIED = ("server_busy", "too_many_tables")  # a create refused so is tried again


# -- the server process --------------------------------------------------------------------


class LogCounter(logging.Handler):
    """Counts what the server logs at WARNING and above, by level and message."""

    def __init__(self) -> None:
        super().__init__(logging.WARNING)
        self.counts: Counter[str] = Counter()

    def emit(self, record: logging.LogRecord) -> None:
        self.counts[f"{record.levelname}: {record.getMessage()}"] += 1


def warm_up() -> None:
    """Import every game and bot the mix uses before the first memory reading, so that
    memory per table counts tables, not modules loaded once."""
    from access_cards.net.table import Table

    for kind in MIX:
        Table("WARMUP", kind.game, list(kind.seats))


def server_main(pipe: Connection, saves: str | None, seed: int, workers: int) -> None:
    """The server process: serve until told to stop, answering ``rooms`` on the pipe."""
    raise_nofile()
    counter = LogCounter()
    logging.getLogger().addHandler(counter)
    logging.getLogger().setLevel(logging.WARNING)
    asyncio.run(serve(pipe, saves, seed, counter, workers))


async def serve(
    pipe: Connection, saves: str | None, seed: int, counter: LogCounter, workers: int
) -> None:
    from access_cards.net.server import Server

    warm_up()
    seeds = itertools.count(seed * 1_000_000)  # seeded deals: runs meet the same cards
    server = Server(
        saves=Path(saves) if saves else None, seed=lambda: next(seeds), bot_workers=workers
    )
    await server.start("127.0.0.1", 0)
    pipe.send(server.port)
    loop = asyncio.get_running_loop()
    lags: list[float] = []
    probe = loop.create_task(lag_probe(lags))
    # Its own thread: the default pool's threads are the bots' (asyncio.to_thread).
    with ThreadPoolExecutor(1) as reader:
        while (order := await loop.run_in_executor(reader, pipe.recv)) != "stop":
            if order == "rooms":  # the window begins
                lags.clear()
                pipe.send(len(server.rooms))
            elif order == "lag":  # the window ends
                pipe.send(sorted(lags))
        pipe.send({"rooms": len(server.rooms), "log": dict(counter.counts)})
    probe.cancel()
    await server.stop()


async def lag_probe(lags: list[float]) -> None:
    """How late the server's event loop wakes a task asking for 50 ms: its own delay
    (Python code of other tasks, or bot threads holding the GIL)."""
    loop = asyncio.get_running_loop()
    while True:
        due = loop.time() + PROBE
        await asyncio.sleep(PROBE)
        lags.append(loop.time() - due)


def proc_rss(pid: int) -> tuple[int, int]:
    """The process's resident memory now and at its peak (VmRSS, VmHWM), in bytes."""
    fields = {}
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        key, _, value = line.partition(":")
        fields[key] = value
    return int(fields["VmRSS"].split()[0]) * 1024, int(fields["VmHWM"].split()[0]) * 1024


def proc_cpu(pid: int) -> float:
    """The process's CPU time so far (user + system, all its threads), in seconds."""
    return proc_cpu_of(Path(f"/proc/{pid}/stat"))


def thread_cpu(pid: int) -> dict[int, float]:
    """CPU seconds so far of each of the process's threads, by thread id."""
    times = {}
    for task in Path(f"/proc/{pid}/task").iterdir():
        with contextlib.suppress(OSError):  # a bot thread may end meanwhile
            times[int(task.name)] = proc_cpu_of(task / "stat")
    return times


def proc_cpu_of(stat_path: Path) -> float:
    """User + system CPU seconds from a /proc stat file (the name may hold spaces)."""
    after_name = stat_path.read_text().rsplit(")", 1)[1].split()
    return (int(after_name[11]) + int(after_name[12])) / os.sysconf("SC_CLK_TCK")


def machine_busy() -> float:
    """CPU seconds every core of the machine has spent busy so far (/proc/stat)."""
    fields = [int(x) for x in Path("/proc/stat").read_text().split("\n", 1)[0].split()[1:]]
    idle = fields[3] + fields[4]  # idle and iowait
    return (sum(fields[:8]) - idle) / os.sysconf("SC_CLK_TCK")


def own_cpu() -> float:
    usage = resource.getrusage(resource.RUSAGE_SELF)
    return usage.ru_utime + usage.ru_stime


# -- the remote players --------------------------------------------------------------------


@dataclass
class Stats:
    """What all players heard; latencies count only for actions sent inside the window."""

    window: tuple[float, float] | None = None
    latencies: list[tuple[str, float]] = field(default_factory=list)  # (table kind, seconds)
    sent_in_window: int = 0
    moves_in_window: int = 0  # seq steps heard by each table's creator: people and bots
    errors: Counter[str] = field(default_factory=Counter)
    refusals: Counter[str] = field(default_factory=Counter)  # creates tried again (RETRIED)
    closes: Counter[str] = field(default_factory=Counter)
    started: int = 0
    matches_ended: int = 0
    all_started: asyncio.Event = field(default_factory=asyncio.Event)
    tables: int = 0
    players: list[Player] = field(default_factory=list)
    stopping: bool = False  # the run is over: connections closed now are ours, not failures

    def inside(self, moment: float) -> bool:
        return self.window is not None and self.window[0] <= moment <= self.window[1]


class Player(Retrying):
    """One scripted person on one connection; see the module docstring."""

    def __init__(
        self,
        name: str,
        kind: Kind,
        think: tuple[float, float],
        rng: random.Random,
        stats: Stats,
        address: str,
    ) -> None:
        self.name, self.kind, self.think, self.rng, self.stats = name, kind, think, rng, stats
        self.address = address  # the loopback address it connects from
        self.ws: ClientConnection | None = None
        self.seq = 0
        self.pending: tuple[int, float] | None = None  # (seq sent, when)
        self.last_send = 0.0
        self.legal: list[str] = []
        self.retries = 0
        stats.players.append(self)

    async def connect(self, uri: str) -> None:
        # No client pings: the server pings its clients, and they answer by themselves.
        self.ws = await connect(
            uri, max_size=None, compression=None, ping_interval=None,
            local_addr=(self.address, 0),
        )  # fmt: skip
        await self.send({"type": "hello", "v": PROTOCOL_VERSION, "name": self.name, "lang": "en"})
        await self.wait_for("welcome")

    async def send(self, message: dict[str, Any]) -> None:
        assert self.ws is not None
        self.last_send = time.perf_counter()
        await self.ws.send(json.dumps(message))

    async def recv(self) -> dict[str, Any]:
        assert self.ws is not None
        # asyncio.timeout, not wait_for: 3.11's wait_for may swallow a cancellation.
        async with asyncio.timeout(TIMEOUT):
            raw = await self.ws.recv()
        message: dict[str, Any] = json.loads(raw)
        if message["type"] == "error":
            if message["code"] in RETRIED:
                self.stats.refusals[message["code"]] += 1
            else:
                self.stats.errors[message["code"]] += 1
        return message

    async def wait_for(self, kind: str) -> dict[str, Any]:
        """Read on to a message of ``kind``; an error instead is a failure of the script."""
        while (message := await self.recv())["type"] != kind:
            if message["type"] == "error":
                raise RuntimeError(f"{self.name}: {message}")
        return message

    async def play_match(self, creator: bool) -> None:
        """Answer every update offering moves until the match is over."""
        first = True
        while True:
            message = await self.recv()
            heard = time.perf_counter()
            if message["type"] == "error":
                await self.refused(message)
            elif message["type"] == "update":
                if first:
                    first = False
                    self.count_start(creator)
                self.heard_update(message, heard, creator)
                if message["view"].get("is_over"):
                    return
                if message["legal"]:
                    self.legal = list(message["legal"])
                    await self.act()

    def count_start(self, creator: bool) -> None:
        if creator and self.stats.started < self.stats.tables:
            self.stats.started += 1
            if self.stats.started == self.stats.tables:
                self.stats.all_started.set()

    def heard_update(self, message: dict[str, Any], heard: float, creator: bool) -> None:
        seq = int(message["seq"])
        if creator and self.stats.inside(heard):
            self.stats.moves_in_window += max(0, seq - self.seq)
        self.seq = seq
        if self.pending is not None and seq >= self.pending[0] + 1:
            sent = self.pending[1]
            if self.stats.inside(sent):
                self.stats.latencies.append((self.kind.label, heard - sent))
            self.pending = None
            self.retries = 0

    async def act(self) -> None:
        """Think, then send a random legal move answering the last update heard."""
        wait = self.rng.uniform(*self.think)
        wait = max(wait, MIN_GAP - (time.perf_counter() - self.last_send))
        if wait > 0:
            await asyncio.sleep(wait)
        choices = [a for a in self.legal if not a.startswith(AVOID)] or self.legal
        text = self.rng.choice(choices)
        await self.send({"type": "action", "seq": self.seq, "text": text})
        self.pending = (self.seq, self.last_send)
        if self.stats.inside(self.last_send):
            self.stats.sent_in_window += 1


async def crew(
    index: int, uri: str, think: tuple[float, float], seed: int, stats: Stats,
    gate: asyncio.Semaphore,
) -> None:  # fmt: skip
    """Table ``index``'s people: seat them, play the match, leave, and open a new table."""
    kind = MIX[index % len(MIX)]
    rng = random.Random(seed * 100_003 + index)
    address = source(index, ADDRESSES)
    players = [
        Player(f"p{index}x{i}", kind, think, rng, stats, address) for i in range(kind.people)
    ]
    try:
        async with gate:
            for player in players:
                await player.connect(uri)
        while True:
            async with gate:
                await seat(players, kind)
            await asyncio.gather(*(p.play_match(p is players[0]) for p in players))
            stats.matches_ended += 1
            for player in players:
                await player.send({"type": "leave"})
    except ConnectionClosed as exc:
        if stats.stopping:
            return
        stats.closes[f"{exc.rcvd.code if exc.rcvd else 'none'} {exc}"] += 1
    except (RuntimeError, TimeoutError) as exc:
        if stats.stopping:
            return
        stats.closes[f"{type(exc).__name__}: {str(exc)[:200]}"] += 1


async def seat(players: Sequence[Player], kind: Kind) -> None:
    """The first player creates the table (sitting at its host seat); the others join."""
    host = players[0]
    while True:
        await host.send({"type": "create", "game": kind.game, "seats": list(kind.seats)})
        while (message := await host.recv())["type"] not in ("table", "error"):
            pass
        if message["type"] == "table":
            break
        if message["code"] not in RETRIED:
            raise RuntimeError(f"{host.name}: {message}")
        await asyncio.sleep(max(1.0, float(message.get("details", {}).get("seconds") or 0)))
    code = message["code"]
    for player in players[1:]:
        await player.send({"type": "join", "code": code, "name": player.name})
        await player.wait_for("table")
    for player in players:
        player.seq, player.pending = 0, None


# -- one run -------------------------------------------------------------------------------


@dataclass
class Run:
    """The settings of one run."""

    tables: int
    think: tuple[float, float]
    seconds: float
    saves: bool
    seed: int
    workers: int = 0  # the server's bot worker processes (0: bots in the loop or a thread)


@dataclass
class Result:
    """What one run measured."""

    load: tuple[float, float, float]
    seat_seconds: float = 0.0
    rss: dict[str, int] = field(default_factory=dict)
    hwm: int = 0
    server_cpu: float = 0.0
    client_cpu: float = 0.0
    stats: Stats = field(default_factory=Stats)
    server: dict[str, Any] = field(default_factory=dict)
    rooms_seated: int = 0
    saves_bytes: int = 0
    saves_files: int = 0
    loop_cpu: float = 0.0  # the server's main thread: the event loop
    machine_cpu: float = 0.0  # every core busy, in cores (bot worker processes included)
    lags: list[float] = field(default_factory=list)  # the server loop's, sorted


def start_server(saves: str | None, seed: int, workers: int) -> tuple[Any, Connection, int]:
    """The server process, the pipe to it and its port."""
    context = multiprocessing.get_context("spawn")  # a fresh interpreter: its own memory
    ours, theirs = context.Pipe()
    # Not a daemon: a daemon process may not have children, and the server's bot workers
    # are its children (run_once stops it in the end).
    process = context.Process(target=server_main, args=(theirs, saves, seed, workers))
    process.start()
    port = ours.recv()
    return process, ours, int(port)


async def measure(run: Run, pid: int, pipe: Connection, uri: str) -> Result:
    """Seat the tables, measure the window, and stop the players."""
    result = Result(load=os.getloadavg())
    stats = result.stats
    stats.tables = run.tables
    result.rss["before"] = proc_rss(pid)[0]
    gate = asyncio.Semaphore(CONNECTING)
    began = time.perf_counter()
    crews = [
        asyncio.create_task(crew(i, uri, run.think, run.seed, stats, gate))
        for i in range(run.tables)
    ]
    await wait_started(stats, crews)
    result.seat_seconds = time.perf_counter() - began
    result.rss["seated"] = proc_rss(pid)[0]
    result.rooms_seated = await ask(pipe, "rooms")
    cpu, client, threads, busy = proc_cpu(pid), own_cpu(), thread_cpu(pid), machine_busy()
    start = time.perf_counter()
    stats.window = (start, start + run.seconds)
    print(f"all {run.tables} tables begun in {result.seat_seconds:.1f} s; measuring", flush=True)
    await asyncio.sleep(run.seconds)
    result.server_cpu = (proc_cpu(pid) - cpu) / run.seconds
    result.machine_cpu = (machine_busy() - busy) / run.seconds
    result.client_cpu = (own_cpu() - client) / run.seconds
    # The main thread (id = pid) runs the event loop; the others are the bots' workers.
    after = thread_cpu(pid)
    spent = {t: after[t] - threads.get(t, 0.0) for t in after}
    result.loop_cpu = spent.get(pid, 0.0) / run.seconds
    result.rss["end"], result.hwm = proc_rss(pid)
    result.lags = await ask(pipe, "lag")
    await asyncio.sleep(GRACE)  # the answers to the window's last actions
    await stop_players(stats, crews)
    return result


async def stop_players(stats: Stats, crews: list[asyncio.Task[None]]) -> None:
    """Close every connection (which ends its crew) and cancel what is left."""
    stats.stopping = True
    closing = [p.ws.close() for p in stats.players if p.ws is not None]
    await asyncio.gather(*closing, return_exceptions=True)
    for task in crews:
        task.cancel()
    await asyncio.wait(crews, timeout=30)


async def wait_started(stats: Stats, crews: list[asyncio.Task[None]]) -> None:
    """Until every table has begun; a crew that failed before that ends the run."""
    while not stats.all_started.is_set():
        with contextlib.suppress(TimeoutError):
            await asyncio.wait_for(stats.all_started.wait(), 1.0)
        if stats.closes:
            raise RuntimeError(f"players failed while seating: {dict(stats.closes)}")
        assert all(not t.done() for t in crews)


async def ask(pipe: Connection, order: str) -> Any:
    pipe.send(order)
    return await asyncio.to_thread(pipe.recv)


def run_once(run: Run) -> Result:
    """The whole run: server process up, players here, figures back."""
    raise_nofile()
    with tempfile.TemporaryDirectory(prefix="net_load_") as folder:
        saves = str(Path(folder) / "saves") if run.saves else None
        process, pipe, port = start_server(saves, run.seed, run.workers)
        try:
            result = asyncio.run(measure(run, process.pid, pipe, f"ws://127.0.0.1:{port}"))
            pipe.send("stop")
            result.server = pipe.recv()
            if saves is not None and Path(saves).is_dir():
                files = list(Path(saves).glob("*.json"))
                result.saves_files = len(files)
                result.saves_bytes = sum(f.stat().st_size for f in files)
        finally:
            process.join(10)
            if process.is_alive():
                process.terminate()
    return result


# -- figures -------------------------------------------------------------------------------


def think_label(think: tuple[float, float]) -> str:
    low, high = think
    if high == 0:
        return "0 (stress)"
    return f"{low:g} to {high:g} s" if low != high else f"{low:g} s"


def mib(value: float) -> str:
    return f"{value / 2**20:.1f} MiB"


def row(run: Run, result: Result) -> str:
    """The figures table's row of this run (its first three cells name the setup)."""
    times = sorted(t for _, t in result.stats.latencies)
    rss = result.rss
    per_table = (rss["seated"] - rss["before"]) / run.tables
    answered = len(times) / run.seconds
    moves = result.stats.moves_in_window / run.seconds
    errors = sum(result.stats.errors.values()) + sum(result.stats.closes.values())
    return (
        f"| {run.tables:,} | {think_label(run.think)} | {'yes' if run.saves else 'no'}"
        f" | {run.workers} | {result.load[0]:.2f} | {result.seat_seconds:.1f} s"
        f" | {answered:,.0f} | {moves:,.0f}"
        f" | {ms(times, 0.5)} | {ms(times, 0.95)} | {ms(times, 0.99)} | {ms(times, 1.0)}"
        f" | {ms(result.lags, 0.99)}"
        f" | {100 * result.server_cpu:.0f}% | {100 * result.client_cpu:.0f}%"
        f" | {result.machine_cpu:.2f}"
        f" | {per_table / 1024:.0f} KiB | {mib(rss['seated'])} → {mib(rss['end'])} | {errors} |"
    )


HEADER = [
    "| Tables | Think | Saves | Bot workers | Load avg before | Seat all | Actions/s | Moves/s"
    " | p50 ms | p95 ms | p99 ms | max ms | Loop lag p99 ms | Server CPU | Players' CPU"
    " | Machine busy, cores | Memory per table | Server RSS seated → end | Errors |",
    "|---:|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|---:|",
]


def per_kind(result: Result) -> list[str]:
    """Latency per kind of table (printed, for the report)."""
    lines = ["| Table | Actions | p50 ms | p99 ms | max ms |", "|---|---:|---:|---:|---:|"]
    for kind in dict.fromkeys(k.label for k in MIX):
        times = sorted(t for label, t in result.stats.latencies if label == kind)
        lines.append(
            f"| {kind} | {len(times):,} | {ms(times, 0.5)} | {ms(times, 0.99)} | {ms(times, 1)} |"
        )
    return lines


def details(run: Run, result: Result) -> list[str]:
    """Everything else a reader of the output may want: errors, closes, logs, saves."""
    stats = result.stats
    times = len(stats.latencies)
    lines = [
        f"load average before: {' '.join(f'{x:.2f}' for x in result.load)}",
        f"server RSS before tables {mib(result.rss['before'])}, seated {mib(result.rss['seated'])}"
        f", end {mib(result.rss['end'])}, peak {mib(result.hwm)}",
        f"rooms on the server when seated: {result.rooms_seated}; at the end: "
        f"{result.server.get('rooms')}",
        f"actions sent in the window {stats.sent_in_window:,}, answered {times:,}"
        f" (unanswered after {GRACE:g} s: {stats.sent_in_window - times})",
        f"server CPU {100 * result.server_cpu:.0f}% of a core: event-loop thread"
        f" {100 * result.loop_cpu:.0f}%, the rest bot threads; the whole machine busy"
        f" {result.machine_cpu:.2f} cores (bot worker processes: {run.workers})",
        f"server event-loop lag (a {1000 * PROBE:.0f} ms sleep woken late) p50 "
        f"{ms(result.lags, 0.5)} ms, p99 {ms(result.lags, 0.99)} ms, max {ms(result.lags, 1)} ms",
        f"matches ended (new tables opened): {stats.matches_ended}",
        f"errors heard: {dict(stats.errors) or 'none'}",
        f"creates refused and tried again: {dict(stats.refusals) or 'none'}",
        f"players that failed or lost their connection: {dict(stats.closes) or 'none'}",
        f"server log (WARNING and above): {result.server.get('log') or 'nothing'}",
    ]
    if run.saves:
        lines.append(f"saves left: {result.saves_files} files, {mib(result.saves_bytes)}")
    return lines


def kept_rows(run: Run) -> list[str]:
    """The rows of earlier runs with another setup, from the section as it stands."""
    start, end = "<!-- net_load:start -->", "<!-- net_load:end -->"
    text = DOC.read_text() if DOC.exists() else ""
    if start not in text or end not in text:
        return []
    section = text.split(start, 1)[1].split(end, 1)[0]
    rows = [line for line in section.splitlines() if line.startswith("| ") and "---" not in line]
    mine = (f"{run.tables:,}", think_label(run.think), "yes" if run.saves else "no",
            str(run.workers))  # fmt: skip
    width = HEADER[0].count("|") - 1  # rows of an older layout (another server) are dropped
    return [r for r in rows[1:] if row_key(r) != mine and r.count("|") - 1 == width]


def row_key(line: str) -> tuple[str, ...]:
    return tuple(cell.strip() for cell in line.strip("|").split("|")[:4])


def section(run: Run, result: Result, rows: list[str]) -> str:
    mix = ", ".join(k.label for k in MIX)
    return "\n".join(
        [
            f"Machine: {machine()}; the server in one process, the players in another, neither"
            " pinned. The server has its default limits; each table's people connect from a"
            " loopback address of their own.",
            "",
            f"Tables in turn: {mix} (p: remote players, b: `normal` bots). Each remote plays a"
            " seeded random legal move (never `concede` or `fold`) after a seeded think time;"
            " finished matches are replaced by new tables. Latency is from sending an action"
            " to receiving the update that carries it, over all actions sent in a window of"
            f" {run.seconds:g} s once every table has begun; memory per table is the server's"
            " RSS growth from no table to all seated, over the tables (their connections"
            " included).",
            "",
            *HEADER,
            *rows,
        ]
    )


def parse_think(text: str) -> tuple[float, float]:
    low, _, high = text.partition("-")
    pair = (float(low), float(high or low))
    if not 0 <= pair[0] <= pair[1]:
        raise argparse.ArgumentTypeError("think time: LOW-HIGH seconds, 0 <= LOW <= HIGH")
    return pair


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--tables", type=int, default=1000)
    parser.add_argument(
        "--think", type=parse_think, default=(0.5, 3.0), help="seconds, LOW-HIGH (0: stress)"
    )
    parser.add_argument("--seconds", type=float, default=60.0, help="the measured window")
    parser.add_argument("--saves", action="store_true", help="the server saves every change")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument(
        "--bot-workers",
        type=int,
        default=0,
        help="the server's bot processes (serve --bot-workers)",
    )
    parser.add_argument("--write", action="store_true", help="update docs/performance.md")
    args = parser.parse_args()
    run = Run(args.tables, args.think, args.seconds, args.saves, args.seed, args.bot_workers)
    print(f"load average before: {os.getloadavg()}; open files up to {raise_nofile()}")
    result = run_once(run)
    rows = [*(kept_rows(run) if args.write else []), row(run, result)]
    print("\n".join([*HEADER, rows[-1], "", *per_kind(result), "", *details(run, result)]))
    if args.write:
        write_section("net_load", section(run, result, rows))


if __name__ == "__main__":
    main()
