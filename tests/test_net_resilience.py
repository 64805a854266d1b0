"""Network play that survives killed consoles and restarted servers, over real sockets.

The consoles run as programs in plain mode.  A small driver types each seat's move into
that seat's console once the server's save (written after every change) shows the seat
to move: the first legal move that is not a concession, confirmed when the console asks —
so the driver needs no plan and works with a randomly dealing ``access-cards serve`` too.
With a seeded server (``Server(seed=...)`` in a process of its own, so it can be killed
and restarted on its saves folder) the same policy on a local ``Table`` plans the match:
the match played through kills and restarts must end exactly as planned, and what each
seat's consoles said must be the planned narration, nothing missing after a return.
"""

from __future__ import annotations

import asyncio
import json
import os
import random
import re
import signal
import subprocess
import sys
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest

from access_cards.console.remote import seat_names, spelled
from access_cards.engine.events import Event, events_for
from access_cards.narration import Translator, create_narrator
from access_cards.narration.base import Narrator
from access_cards.net.client import Client
from access_cards.net.table import Table

SEED = 7
GAME, SPECS, OPTIONS = "khmer", ["remote", "remote"], {"mode": "single"}  # one short deal
CODE = "RESIAB"
NAMES = ("Ann", "Bob")
T = Translator("en")
WAIT = 30.0  # seconds for anything to happen: a hang fails, never blocks the suite
# A seeded server of the project's own, in a process the test may kill and start again.
SERVER = """
import asyncio, signal, sys
from pathlib import Path
from access_cards.net.server import Server

async def main() -> None:
    server = Server(saves=Path(sys.argv[1]), seed=lambda: int(sys.argv[3]))
    await server.start("127.0.0.1", int(sys.argv[2]))
    stopping = asyncio.Event()
    asyncio.get_running_loop().add_signal_handler(signal.SIGTERM, stopping.set)
    print("port", server.port, flush=True)
    await stopping.wait()
    await server.stop()

asyncio.run(main())
"""


def env(home: Path) -> dict[str, str]:
    return {**os.environ, "ACCESS_CARDS_HOME": str(home), "LC_ALL": "C.UTF-8",
            "LANG": "C.UTF-8", "BRLAPI_HOST": ":99999"}  # fmt: skip


def names() -> list[str]:
    return seat_names(T, [{"kind": "remote", "name": n, "seat": i} for i, n in enumerate(NAMES)])


def narrator(seat: int) -> Narrator:
    return create_narrator(GAME, T, seat, names())


def choose(table: Table) -> tuple[int, list[str]]:
    """The seat to move and what the driver types for it: the first legal move that is not
    a concession, and the yes to it when the console asks to confirm it."""
    seat = table.state.current_player
    assert seat is not None
    view = table.state.view(seat)
    move = next(a for a in view["legal_actions"] if a != "concede")
    if narrator(seat).confirm(move, view) is None:
        return seat, [move]
    return seat, [move, T("console-yes-words").split()[0]]


# -- the plan ----------------------------------------------------------------------------------


@dataclass
class Plan:
    """The seeded match as the driver plays it: who moves at each seq, the events of each
    change (seq 0: the deal) and the engine's state (as saved) after each."""

    movers: list[int]
    events: list[list[Event]]
    states: list[dict[str, Any]]

    def narration(self, seat: int, after: int = -1, upto: int | None = None) -> list[str]:
        """What ``seat``'s console says of the changes ``after`` < seq ≤ ``upto``."""
        spoken = narrator(seat)  # one narrator through the whole match, as a console's
        said: list[str] = []
        for seq, events in enumerate(self.events):
            lines = [x for e in events_for(events, seat) for x in spoken.describe(e)]
            if after < seq and (upto is None or seq <= upto):
                said += lines
        return said


def planned() -> Plan:
    table = Table(CODE, GAME, SPECS, OPTIONS, seed=SEED)
    table.start()
    movers, events, states = [], [table.opening_events()], [state_of(table)]
    while not table.state.is_over:
        seat, lines = choose(table)
        movers.append(seat)
        events.append(table.act(seat, table.seq, lines[0]))
        states.append(state_of(table))
    return Plan(movers, events, states)


def state_of(table: Table) -> dict[str, Any]:
    state: dict[str, Any] = json.loads(table.to_json())["state"]
    return state


PLAN = planned()


# -- processes ---------------------------------------------------------------------------------


@dataclass
class Console:
    """A ``join`` console in plain mode, its moves typed by the driver."""

    seat: int
    proc: subprocess.Popen[str]
    log: Path
    typed_at: int = -1  # the seq the last move typed answers

    def type(self, lines: list[str]) -> None:
        assert self.proc.stdin is not None
        self.proc.stdin.write("".join(f"{x}\n" for x in lines))
        self.proc.stdin.flush()

    def said(self) -> list[dict[str, Any]]:
        """The speech log (a console killed mid-line leaves half a line: left out)."""
        records = []
        for raw in self.log.read_text(encoding="utf-8").splitlines() if self.log.exists() else ():
            try:
                records.append(json.loads(raw))
            except ValueError:
                continue
        return records

    def narrated(self) -> list[str]:
        return [r["text"] for r in self.said() if r["event"] is not None]

    def hears(self, text: str) -> None:
        """Wait until the console has said ``text``."""
        until(lambda: any(text in r["text"] for r in self.said()), f"{self.log.name}: {text}")

    def ends(self) -> int:
        """Its exit code, once it ends by itself (its input closed)."""
        assert self.proc.stdin is not None
        self.proc.stdin.close()
        return self.proc.wait(WAIT)


def until(done: Callable[[], bool], what: str, limit: float = WAIT) -> None:
    end = time.monotonic() + limit
    while not done():
        assert time.monotonic() < end, f"never: {what}"
        time.sleep(0.03)


class Match:
    """One table: its server process, its consoles and the driver; kills all at the end."""

    def __init__(self, tmp: Path, serve: bool = False) -> None:
        self.tmp = tmp
        self.serve = serve  # the real ``access-cards serve``, dealing at random
        self.home = tmp / "home"
        self.saves = self.home / "data" / "tables" if serve else tmp / "tables"
        self.port = 0
        self.server: subprocess.Popen[str] | None = None
        self.consoles: dict[int, Console] = {}
        self.all: list[Console] = []
        self.procs: list[subprocess.Popen[str]] = []
        self.saves_seen = 0  # tables read from the save, each checked against the plan

    # processes

    def start_server(self) -> None:
        if self.serve:
            args = ["-m", "access_cards", "serve", "--host", "127.0.0.1", "--port", str(self.port)]
        else:
            args = ["-c", SERVER, str(self.saves), str(self.port), str(SEED)]
        self.server = self.spawn(args, self.home, stdin=False)
        assert self.server.stdout is not None
        first = self.server.stdout.readline()
        found = re.search(r"port (\d+)", first)
        assert found is not None, first
        self.port = int(found[1])

    def stop_server(self, signum: int) -> int:
        assert self.server is not None
        self.server.send_signal(signum)
        return self.server.wait(WAIT)

    def spawn(self, args: list[str], home: Path, stdin: bool = True) -> subprocess.Popen[str]:
        out = self.tmp / f"out{len(self.procs)}.txt"
        with out.open("w", encoding="utf-8") as sink:
            proc = subprocess.Popen(
                [sys.executable, *args], stdin=subprocess.PIPE if stdin else subprocess.DEVNULL,
                stdout=subprocess.PIPE if not stdin else sink, stderr=subprocess.STDOUT,
                text=True, env=env(home),
            )  # fmt: skip
        self.procs.append(proc)
        return proc

    def join(self, seat: int) -> Console:
        log = self.tmp / f"seat{seat}-{len(self.all)}.jsonl"
        args = ["-m", "access_cards", "join", f"127.0.0.1:{self.port}", "--code", CODE,
                "--name", NAMES[seat], "--plain", "--speech", "text",
                "--speech-log", str(log)]  # fmt: skip
        # Each seat's console has its own data folder, the same one when it starts again:
        # its seat's token is kept there.
        console = Console(seat, self.spawn(args, self.tmp / f"home{seat}"), log)
        self.consoles[seat] = console
        self.all.append(console)
        return console

    def kill_all(self) -> None:
        for proc in self.procs:
            if proc.poll() is None:
                proc.kill()
            proc.wait(WAIT)
            if proc.stdin is not None:
                proc.stdin.close()
            if proc.stdout is not None:
                proc.stdout.close()

    # the table

    def create(self) -> None:
        async def made() -> None:
            maker = await Client.connect(f"ws://127.0.0.1:{self.port}/", "maker")
            reply = await maker.create(GAME, SPECS, OPTIONS, code=CODE)
            assert reply["type"] == "table" and reply["your_seat"] is None, reply
            await maker.close()

        asyncio.run(asyncio.wait_for(made(), WAIT))

    def seat_everyone(self) -> None:
        """Ann first (the first to join takes seat 0), then Bob."""
        self.join(0).hears(T("net-seated", code=spelled(CODE)))
        self.join(1)
        until(lambda: self.table() is not None, "the match begins")  # saved as it begins

    def table(self) -> Table | None:
        """The table as last saved (the save is atomic: the old one or the new)."""
        path = self.saves / f"{CODE}.json"
        return Table.from_json(path.read_bytes()) if path.exists() else None

    def drive(self, stop: Callable[[Table], bool]) -> Table | None:
        """Type each move into the console of the seat to move, until ``stop`` holds for
        the table as saved: that table; or until the match is over: None (a finished
        table's save goes).  A seeded table must stand as planned at every save read."""
        end = time.monotonic() + 2 * WAIT
        while True:
            table = self.table()
            if table is None:
                return None
            if not self.serve:
                assert state_of(table) == PLAN.states[table.seq], table.seq
                self.saves_seen += 1
            if stop(table):
                return table
            assert time.monotonic() < end, "the match stands still"
            self.move(table)
            time.sleep(0.03)

    def reach(self, stop: Callable[[Table], bool]) -> Table:
        """``drive`` to a table where ``stop`` holds (the match not over)."""
        table = self.drive(stop)
        assert table is not None, "the match ended first"
        return table

    def settled(self, stop: Callable[[Table], bool]) -> Table:
        """``reach`` a table where ``stop`` holds and stays so: the server writes its saves
        in the background, one write behind at most, so a move that was on its way when Ann
        was killed may still be written after the save that shows her to move."""
        while True:
            table = self.reach(stop)
            time.sleep(0.3)
            again = self.table()
            if again is not None and again.seq == table.seq:
                return table

    def finish(self) -> None:
        """``drive`` to the end of the match; each console then ends by itself."""
        assert self.drive(lambda table: False) is None
        for console in self.consoles.values():
            assert console.ends() == 0

    def move(self, table: Table) -> None:
        seat, lines = choose(table)
        console = self.consoles.get(seat)
        if console is not None and console.typed_at != table.seq:
            console.typed_at = table.seq
            console.type(lines)


@pytest.fixture
def match(tmp_path: Path) -> Iterator[Match]:
    made = Match(tmp_path)
    try:
        yield made
    finally:
        made.kill_all()


@pytest.fixture
def served_match(tmp_path: Path) -> Iterator[Match]:
    made = Match(tmp_path, serve=True)
    try:
        yield made
    finally:
        made.kill_all()


def ann_moves_at(after: int) -> list[int]:
    """The seqs after ``after`` at which Ann (seat 0) is to move, but for her last move."""
    return [seq for seq, seat in enumerate(PLAN.movers) if seat == 0 and seq > after][:-1]


def check_back(console: Console, after: int) -> None:
    """A console that returned at seq ``after``: it read out where the match stands, then
    said every change after it, exactly as planned."""
    said = [r["text"] for r in console.said()]
    assert T("net-seated", code=spelled(CODE)) in said[0]
    assert any(T("console-resumed") in s for s in said[:3]), said[:3]
    assert console.narrated() == PLAN.narration(console.seat, after=after)


# -- a console killed and started again ----------------------------------------------------------


@pytest.mark.parametrize(("seed", "how"), [(1, "idle"), (2, "typed"), (3, "at once")])
def test_a_killed_console_returns_to_its_seat(match: Match, seed: int, how: str) -> None:
    """kill -9 of Ann's console at a seeded moment: when the table reaches a seq, whoever
    moves (idle); a moment after her move is typed (typed: it may be on its way or played);
    or as it is typed (at once: most often never sent).  Then a new console with her data
    folder, where her seat's token was kept."""
    rng = random.Random(seed)
    mid_move = how != "idle"
    match.start_server()
    match.create()
    match.seat_everyone()
    moment = rng.choice(ann_moves_at(1) if mid_move else range(2, ann_moves_at(0)[-1]))
    first, bob = match.consoles[0], match.consoles[1]
    table = match.reach(lambda table: table.seq >= moment)
    if mid_move:
        match.move(table)  # her move typed: the kill follows
        time.sleep(0 if how == "at once" else rng.uniform(0.02, 0.3))
    first.proc.kill()
    assert first.proc.wait(WAIT) == -signal.SIGKILL
    del match.consoles[0]
    bob.hears(T("net-dropped", name="Ann"))
    # Bob plays on until Ann is to move: the table waits for her there.
    back_at = match.settled(lambda table: table.state.current_player == 0).seq
    assert back_at >= moment
    again = match.join(0)
    again.hears(T("console-resumed"))
    bob.hears(T("net-returned", name="Ann"))
    match.finish()
    check_back(again, back_at)
    assert bob.narrated() == PLAN.narration(1)  # Bob, never away, heard all of it
    heard_first = first.narrated()
    assert heard_first == PLAN.narration(0)[: len(heard_first)]
    assert match.saves_seen > 3


# -- a server stopped or killed, and started again -------------------------------------------


@pytest.mark.parametrize("signum", [signal.SIGTERM, signal.SIGKILL], ids=["term", "kill"])
def test_consoles_return_after_a_server_restart(match: Match, signum: int) -> None:
    """Both consoles lose the server (stopped, or killed) at a seeded seq; it starts again
    on its saves, and the consoles take their seats back by themselves, say so and where the
    match stands; the match ends as planned, each console having said all of it once."""
    moment = random.Random(signum).randrange(3, len(PLAN.movers) - 3)
    match.start_server()
    match.create()
    match.seat_everyone()
    match.reach(lambda table: table.seq >= moment)  # nothing more typed: the table waits
    time.sleep(0.3)  # the consoles hear the last change
    assert match.stop_server(signum) == (0 if signum == signal.SIGTERM else -signal.SIGKILL)
    for console in match.consoles.values():
        console.hears(T("net-reconnecting"))
        assert console.proc.poll() is None  # still there, trying
        assert console.narrated() == PLAN.narration(console.seat, upto=moment)
    match.start_server()
    for console in match.consoles.values():
        console.hears(T("net-reconnected"))
        console.hears(T("console-resumed"))
    match.finish()
    for console in match.consoles.values():
        said = [r["text"] for r in console.said()]
        back = said.index(T("net-reconnected"))
        assert any(T("console-resumed") in s for s in said[back : back + 2]), said[back:]
        assert console.narrated() == PLAN.narration(console.seat)  # nothing lost, nothing twice


def test_access_cards_serve_resumes_its_tables(served_match: Match) -> None:
    """The real ``serve`` (a random deal): stopped and started again on its port and data
    folder, it resumes the table; consoles return with their seats' tokens and finish the
    match."""
    match = served_match
    match.start_server()
    match.create()
    match.seat_everyone()
    before = match.reach(lambda table: table.seq >= 4)
    time.sleep(0.3)
    assert match.stop_server(signal.SIGTERM) == 0
    assert match.server is not None and match.server.stdout is not None
    assert match.server.stdout.read() == T("net-server-stopped") + "\n"
    for console in match.consoles.values():
        console.hears(T("net-reconnecting"))
    port = match.port
    match.start_server()
    assert match.port == port
    resumed = match.table()
    assert resumed is not None and resumed.to_json() == before.to_json()
    for console in match.consoles.values():
        console.hears(T("net-reconnected"))
    match.finish()
    for console in match.consoles.values():
        said = [r["text"] for r in console.said()]
        final = T("scores-final", scores="").split(".")[0]  # "Final score"
        assert any(final in s for s in said[2:])  # the match's end, heard
        errors = [r["text"] for r in console.said() if r["channel"] == "error"]
        assert errors == [T("net-reconnecting")]  # the one bad news: the server went away
