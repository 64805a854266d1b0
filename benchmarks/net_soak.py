"""Soak of the network server: 100 tables played for an hour; does memory level off?

The server (``access_cards.net.server.Server`` with the default ``Limits``, a saves folder
and one bot worker: what ``access-cards serve`` runs on a 2-core machine) runs in its own
process; this one holds the players.  ``--tables`` tables are kept going for ``--minutes``:
a mix of games (``MIX``), half of the rounds with ``normal`` bots and half with ``hard``;
people move at a human pace (``--think``, 3 to 12 s) with seeded random legal moves, and a
finished table is replaced by a new one whose people come from a new loopback address (a
club's players come from many homes, and the server's per-address accounts must be
forgotten).  Of every ten tables one is abandoned mid-match (its people close their
connections and never return: the server puts it away after 10 idle minutes), one has a
person drop mid-match and come back with the seat's token 5 to 30 s later, and every fifth
opens with a chat line.

Once a minute the server is sampled: its resident memory (VmRSS, VmHWM), its bot workers',
its open files, and from inside (over a pipe) the tables in memory, connections, per-address
accounts, asyncio tasks and timers, objects the garbage collector tracks, the log-throttling
map, bot cost kinds, saves on disk; and the minute's move-to-update latency.  After the
players stop, ``--drain`` more minutes show what idle tables and accounts become.

    .venv/bin/python benchmarks/net_soak.py [--minutes 60] [--tables 100] [--drain 12]
        [--think 3-12] [--bot-workers 1] [--seed 1] [--trace] [--write]

``--trace``: tracemalloc in the server (slower), and the allocation sites that grew most
between minute 5 and the end are printed.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import gc
import itertools
import logging
import multiprocessing
import random
import tempfile
import time
import tracemalloc
from collections import Counter
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from multiprocessing.connection import Connection
from pathlib import Path
from typing import Any

from netbench import (
    Person,
    Refused,
    Samples,
    children,
    free_port,
    mib,
    ms,
    open_files,
    proc_cpu,
    proc_memory,
    raise_nofile,
    source,
)
from perfdoc import machine, write_section
from websockets.exceptions import ConnectionClosed

MIX = (  # (game, seats with LEVEL for the round's bot level)
    ("khmer", ("host", "bot:LEVEL")),
    ("lasvegas", ("host", "bot:LEVEL", "bot:LEVEL")),
    ("king", ("host", "bot:LEVEL", "bot:LEVEL", "bot:LEVEL")),
    ("king", ("host", "remote", "bot:LEVEL", "bot:LEVEL")),
    ("rummy40", ("host", "bot:LEVEL")),
)
BASE = 10  # this benchmark's people come from 127.10.0.1, 127.10.0.2 …
ABANDON, DROP = 0, 1  # a table's fate: table number % 10 (the rest play to the end)


# -- the server process --------------------------------------------------------------------


class LogCounter(logging.Handler):
    """Counts what the server logs at WARNING and above (what passed its flood filters)."""

    def __init__(self) -> None:
        super().__init__(logging.WARNING)
        self.counts: Counter[str] = Counter()

    def emit(self, record: logging.LogRecord) -> None:
        self.counts[f"{record.levelname}: {record.getMessage()[:160]}"] += 1


def server_main(pipe: Connection, port: int, saves: str, seed: int, workers: int,
                trace: bool) -> None:  # fmt: skip
    raise_nofile()
    if trace:
        tracemalloc.start(12)
    counter = LogCounter()
    logging.getLogger().addHandler(counter)
    logging.getLogger().setLevel(logging.WARNING)
    asyncio.run(serve(pipe, port, saves, seed, workers, counter, trace))


async def serve(pipe: Connection, port: int, saves: str, seed: int, workers: int,
                counter: LogCounter, trace: bool) -> None:  # fmt: skip
    from access_cards.net.limits import Limits
    from access_cards.net.server import Server

    watch_drops()
    seeds = itertools.count(seed * 1_000_000)
    server = Server(saves=Path(saves), seed=lambda: next(seeds), bot_workers=workers,
                    limits=Limits())  # fmt: skip
    await server.start("127.0.0.1", port)
    pipe.send("ready")
    loop = asyncio.get_running_loop()
    first: tracemalloc.Snapshot | None = None
    with ThreadPoolExecutor(1) as reader:
        while (order := await loop.run_in_executor(reader, pipe.recv)) != "stop":
            if order == "sample":
                pipe.send(inside(server, saves, counter))
            elif order == "mark" and trace:
                first = tracemalloc.take_snapshot()
            elif order == "growth":
                pipe.send(growth(first) if trace else [])
    await server.stop()
    pipe.send(inside(server, saves, counter))


DROPS: list[str] = []  # every client let go for reading too slowly, as it stood then


def watch_drops() -> None:
    """Note, for the report, each connection the server lets go as a slow reader: who it
    was, what it had queued and what its socket held (the benchmark's own wrapper of
    ``Connection._drop``; the server is unchanged)."""
    from access_cards.net import server as module

    original = module.Connection._drop
    started = time.monotonic()

    async def drop(conn: Any) -> None:
        transport = conn.ws.transport
        kinds = Counter(str(text)[9:20] for text in list(conn.outbox._queue))
        DROPS.append(
            f"{time.monotonic() - started:.0f} s: {conn.name} at"
            f" {conn.room.code if conn.room else None} seat {conn.seat}, state"
            f" {conn.ws.state.name}, {conn.queued:,} bytes in {conn.outbox.qsize()} messages"
            f" queued ({dict(kinds.most_common(4))}), {transport.get_write_buffer_size():,}"
            f" in the transport"
        )
        await original(conn)

    module.Connection._drop = drop  # type: ignore[method-assign,assignment]


def inside(server: Any, saves: str, counter: LogCounter) -> dict[str, Any]:
    """What the server holds now, counted from inside."""
    from access_cards.net.logs import FLOODED, OncePerMinute

    rooms = list(server.rooms.values())
    kinds = sum(
        len(f.kinds)
        for name in FLOODED
        for f in logging.getLogger(name).filters
        if isinstance(f, OncePerMinute)
    )
    loop = asyncio.get_running_loop()
    folder = Path(saves)
    return {
        "rooms": len(rooms),
        "loaded": sum(r.loaded for r in rooms),
        "empty": sum(not r.members for r in rooms),
        "connections": server.accounts.connections,
        "accounts": len(server.accounts.accounts),
        "tasks": len(asyncio.all_tasks()),
        "timers": len(getattr(loop, "_scheduled", ())),
        "objects": len(gc.get_objects()),
        "log_kinds": kinds,
        "cost_kinds": len(server.thinking.cost),
        "fair_lines": len(server.thinking.share.waiting),
        "saves": sum(1 for _ in folder.glob("*.json")) if folder.is_dir() else 0,
        "caches": cache_entries(),
        "log": dict(counter.counts),
        "drops": list(DROPS[:20]),
    }


def cache_entries() -> int:
    """Entries of the games' and bots' own caches in this process (bounded by count:
    Rummy 40's melds 200,000 each, Las Vegas's odds 65,536 and 4,096, Khmer's 4,096); the
    bots' are here only when they think in this process (``--bot-workers 0``)."""
    from access_cards.bots.khmer import knowledge
    from access_cards.bots.khmer import players as khmer
    from access_cards.bots.lasvegas import odds
    from access_cards.bots.lasvegas import players as lasvegas
    from access_cards.games.rummy40 import melds

    return (
        len(melds._CACHE) + len(melds._RUN_CACHE) + len(melds._SET_CACHE)
        + lasvegas._strength.cache_info().currsize + odds.others_law.cache_info().currsize
        + knowledge.splits.cache_info().currsize + khmer.match_equity.cache_info().currsize
    )  # fmt: skip


def growth(first: tracemalloc.Snapshot | None) -> list[str]:
    """The allocation sites that grew most since ``first``."""
    if first is None:
        return []
    stats = tracemalloc.take_snapshot().compare_to(first, "traceback")
    lines = []
    for stat in stats[:12]:
        lines.append(f"{stat.size_diff / 1024:+,.0f} KiB in {stat.count_diff:+,} blocks:")
        lines += [f"    {frame}" for frame in stat.traceback.format()[-6:]]
    return lines


# -- the players ---------------------------------------------------------------------------


@dataclass
class Soak:
    """The players' side of the run."""

    uri: str
    think: tuple[float, float]
    seed: int
    samples: Samples = field(default_factory=Samples)
    numbers: itertools.count[int] = field(default_factory=itertools.count)
    opened: int = 0
    ended: int = 0
    abandoned: int = 0
    returned: int = 0
    refused: Counter[str] = field(default_factory=Counter)
    failures: Counter[str] = field(default_factory=Counter)
    people: set[Person] = field(default_factory=set)
    stopping: bool = False


async def crew(soak: Soak) -> None:
    """One table at a time: its people sit, play, and go; then new people open the next."""
    while True:
        number = next(soak.numbers)
        try:
            await table(soak, number)
        except (ConnectionClosed, OSError, RuntimeError, TimeoutError, Refused) as exc:
            if soak.stopping:
                return
            soak.failures[f"{type(exc).__name__}: {str(exc)[:120]}"] += 1
            await asyncio.sleep(5)
        if soak.stopping:
            return


async def table(soak: Soak, number: int) -> None:
    game, layout = MIX[number % len(MIX)]
    level = "hard" if (number // len(MIX)) % 2 else "normal"
    seats = [s.replace("LEVEL", level) for s in layout]
    rng = random.Random(soak.seed * 100_003 + number)
    address = source(number, BASE)
    count = sum(s in ("host", "remote") for s in seats)
    people = [Person(f"P{number}x{i}", address, soak.think, rng, soak.samples)
              for i in range(count)]  # fmt: skip
    for person in people:
        person.alone = count == 1  # the wait for one's turn again is the bots' alone
    soak.people.update(people)
    others: list[asyncio.Task[bool]] = []
    try:
        for person in people:
            await person.connect(soak.uri)
        host, guests = people[0], people[1:]
        code = await open_table(soak, host, game, seats)
        for guest in guests:
            await guest.join(code)
        if number % 5 == 0:
            await host.send({"type": "say", "text": "good luck everyone"})
        others = [asyncio.create_task(g.play()) for g in guests]
        fate = number % 10
        over = False
        if fate in (ABANDON, DROP):
            over = await host.play(rng.randint(5, 30))  # True: a short match ended first
            if not over and fate == ABANDON:
                soak.abandoned += 1
                return
            if not over:
                await host.close()
                await asyncio.sleep(rng.uniform(5, 30))
                assert host.token is not None
                await host.connect(soak.uri)
                await host.join(code, host.token)
                soak.returned += 1
        if not over:
            await host.play()
        await asyncio.gather(*others)
        soak.ended += 1
    finally:
        for task in others:
            task.cancel()
        await asyncio.gather(*others, return_exceptions=True)
        for person in people:
            await person.close()
            soak.people.discard(person)


async def open_table(soak: Soak, host: Person, game: str, seats: list[str]) -> str:
    """Create, waiting as told while the server refuses (it should not: each table comes
    from a new address)."""
    while True:
        try:
            code = await host.create(game, seats)
            soak.opened += 1
            return code
        except Refused as exc:
            soak.refused[exc.code] += 1
            await asyncio.sleep(float(exc.details.get("seconds") or 5))


# -- sampling ------------------------------------------------------------------------------


@dataclass
class Row:
    minute: int
    phase: str  # "play" or "drain"
    rss: int
    hwm: int
    workers: int
    files: int
    cpu: float  # the server's share of a core over the minute
    inside: dict[str, Any]
    opened: int
    ended: int
    moves: list[float]
    replies: list[float]


def sample(pid: int, pipe: Connection, soak: Soak, minute: int, phase: str, since: float,
           cpu: float) -> Row:  # fmt: skip
    pipe.send("sample")
    got: dict[str, Any] = pipe.recv()
    rss, hwm = proc_memory(pid)
    workers = sum(proc_memory(child)[0] for child in children(pid))
    now = time.perf_counter()
    return Row(
        minute, phase, rss, hwm, workers, open_files(pid), cpu, got, soak.opened, soak.ended,
        Samples.within(soak.samples.moves, since, now),
        Samples.within(soak.samples.replies, since, now),
    )  # fmt: skip


HEADER = [
    "| Minute | Tables in memory | Connections | Accounts | Server RSS | Bot worker RSS"
    " | Open files | Tasks | Timers | GC objects | Cache entries | Log kinds | Saves on disk"
    " | Tables opened"
    " | Matches ended | Moves | p50 ms | p99 ms | Turn again p99 ms | Server CPU |",
    "|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:"
    "|---:|",
]


def line(row: Row) -> str:
    i = row.inside
    minute = f"{row.minute}" if row.phase == "play" else f"{row.minute} (drain)"
    return (
        f"| {minute} | {i['rooms']} | {i['connections']} | {i['accounts']} | {mib(row.rss)}"
        f" | {mib(row.workers)} | {row.files} | {i['tasks']} | {i['timers']}"
        f" | {i['objects']:,} | {i['caches']:,} | {i['log_kinds']} | {i['saves']}"
        f" | {row.opened:,}"
        f" | {row.ended:,} | {len(row.moves):,} | {ms(row.moves, 0.5)} | {ms(row.moves, 0.99)}"
        f" | {ms(row.replies, 0.99)} | {100 * row.cpu:.0f}% |"
    )


async def run(args: argparse.Namespace, pid: int, pipe: Connection, port: int) -> list[Row]:
    soak = Soak(f"ws://127.0.0.1:{port}", args.think, args.seed)
    rows: list[Row] = []
    began = time.perf_counter()
    cpu = proc_cpu(pid)
    rows.append(await asyncio.to_thread(sample, pid, pipe, soak, 0, "play", began, 0.0))
    print("\n".join(HEADER), flush=True)
    print(line(rows[-1]), flush=True)
    crews = [asyncio.create_task(crew(soak)) for _ in range(args.tables)]
    since = began
    for minute in range(1, args.minutes + 1):
        await asyncio.sleep(max(0.0, began + 60 * minute - time.perf_counter()))
        used, cpu = proc_cpu(pid) - cpu, proc_cpu(pid)
        rows.append(await asyncio.to_thread(
            sample, pid, pipe, soak, minute, "play", since, used / 60))  # fmt: skip
        since = time.perf_counter()
        print(line(rows[-1]), flush=True)
        if minute == 5:
            pipe.send("mark")
    soak.stopping = True
    await asyncio.gather(*(p.close() for p in list(soak.people)), return_exceptions=True)
    for task in crews:
        task.cancel()
    await asyncio.wait(crews, timeout=30)
    ended = time.perf_counter()
    for minute in range(1, args.drain + 1):
        await asyncio.sleep(max(0.0, ended + 60 * minute - time.perf_counter()))
        used, cpu = proc_cpu(pid) - cpu, proc_cpu(pid)
        rows.append(await asyncio.to_thread(
            sample, pid, pipe, soak, args.minutes + minute, "drain", since, used / 60))  # fmt: skip
        print(line(rows[-1]), flush=True)
    pipe.send("growth")
    for text in await asyncio.to_thread(pipe.recv):
        print(text)
    all_moves = [t for _, t in soak.samples.moves]
    print(
        f"tables opened {soak.opened:,}, matches played to the end {soak.ended:,}, abandoned"
        f" {soak.abandoned:,}, came back with a token {soak.returned:,}; refusals"
        f" {dict(soak.refused) or 'none'}; failures {dict(soak.failures) or 'none'};"
        f" errors heard {soak.samples.errors or 'none'}; chat lines heard {len(soak.samples.chat)}"
    )
    print(f"all moves: {len(all_moves):,}, p50 {ms(all_moves, 0.5)} ms, p99"
          f" {ms(all_moves, 0.99)} ms, max {ms(all_moves, 1)} ms")  # fmt: skip
    print(f"server log: {rows[-1].inside['log'] or 'nothing'}")
    for drop in rows[-1].inside["drops"]:
        print(f"let go as a slow reader: {drop}")
    return rows


def section(args: argparse.Namespace, rows: list[Row]) -> str:
    shown = [r for r in rows if r.phase == "play" and (r.minute <= 5 or r.minute % 5 == 0)]
    for r in rows:  # the drain: its first and last minutes, and where tables or accounts went
        if r.phase == "drain" and (
            shown[-1].phase == "play" or r is rows[-1]
            or (r.inside["rooms"], r.inside["accounts"])
            != (shown[-1].inside["rooms"], shown[-1].inside["accounts"])
        ):  # fmt: skip
            shown.append(r)
    return "\n".join([
        f"Machine: {machine()}; the server in one process (default `Limits`, saves on,"
        f" {args.bot_workers} bot worker), the players in another.",
        "",
        f"{args.tables} tables kept going for {args.minutes} minutes, then {args.drain} minutes"
        f" with nobody connected; people think {args.think[0]:g} to {args.think[1]:g} s; every"
        " table's people from a new loopback address; one table in ten abandoned mid-match,"
        " one in ten with a person dropping and coming back with the token. Each row is the"
        " sample at the end of that minute (moves and latencies: that minute's).",
        "",
        f"Command: `.venv/bin/python benchmarks/net_soak.py --minutes {args.minutes}"
        f" --tables {args.tables} --drain {args.drain} --write`",
        "",
        *HEADER,
        *(line(r) for r in shown),
    ])  # fmt: skip


def parse_think(text: str) -> tuple[float, float]:
    low, _, high = text.partition("-")
    return float(low), float(high or low)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--minutes", type=int, default=60)
    parser.add_argument("--tables", type=int, default=100)
    parser.add_argument("--drain", type=int, default=12, help="minutes sampled after the end")
    parser.add_argument("--think", type=parse_think, default=(3.0, 12.0))
    parser.add_argument("--bot-workers", type=int, default=1)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--trace", action="store_true", help="tracemalloc in the server")
    parser.add_argument("--write", action="store_true", help="update docs/performance.md")
    args = parser.parse_args()
    raise_nofile()
    with tempfile.TemporaryDirectory(prefix="net_soak_") as folder:
        port = free_port()
        context = multiprocessing.get_context("spawn")
        ours, theirs = context.Pipe()
        process = context.Process(
            target=server_main,
            args=(theirs, port, str(Path(folder) / "saves"), args.seed, args.bot_workers,
                  args.trace),
        )  # fmt: skip
        process.start()
        assert ours.recv() == "ready"
        try:
            rows = asyncio.run(run(args, process.pid or 0, ours, port))
            ours.send("stop")
            with contextlib.suppress(EOFError):
                ours.recv()
        finally:
            process.join(30)
            if process.is_alive():
                process.terminate()
    if args.write:
        write_section("net_soak", section(args, rows))


if __name__ == "__main__":
    main()
