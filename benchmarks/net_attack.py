"""The network server under attack: does a normal table keep its pace while one address
does its worst?  (Issue 24.)

The server is the real ``access-cards serve`` (its default limits, saves on, its default
bot workers: the cores less one) in its own process, with a data folder of its own.
Normal people at 127.0.0.1 play throughout: ``--normal`` Las Vegas tables (one person,
three ``hard`` bots, 1,000 chips each so a match lasts) and as many King tables (one person,
three ``hard`` bots), each person making a seeded random legal move 1 to 2 s after their
turn comes (in Las Vegas ``check``, or ``fold`` facing a bet: a person out of a match would
leave).  They are timed as a player feels it: a move sent to the update that carries it,
each bot move (from the update before it to the update carrying it) and the wait from
one's move to one's turn again.

Meanwhile an attacker, in a process of its own (at nice 10, so that on a small machine it
does not take the server's core: a real attacker brings its own machine), runs each attack
in turn for ``--seconds``, as fast as it can, the server's limits deciding what it gets.
Each attack comes from an address of its own (127.0.0.2, 127.0.0.3 …), so each meets the
limits fresh; ``--same-address`` runs them all from 127.0.0.2 (then an attack finds what
the one before left on the address's account: tables it opened stay open for 10 minutes).

- ``chat``: five connections take the five guest seats of a six-seat Las Vegas table a
  normal person (the listener) opened, play their turns at once, and say lines as fast as
  a connection may send: 200-character lines for the first 40% of the attack, 2-character
  ones after; at 80% the listener mutes one of them.  Measured: lines and characters the
  listener receives per second once the seats' first allowance is spent (10 s into each
  kind of line), and from the muted seat.
- ``slow``: 16 connections that never read: ten open a Las Vegas table of five ``hard``
  bots and ask for it again and again (an action answering an old update is refused with
  a fresh full update), six send ``ping``; when and how each is closed.
- ``idle``: connections that never say hello, a third of the time each: 96 loops opening
  sockets that send nothing, 16 holding WebSocket handshakes with no ``hello`` (the
  address's allowance: more only get 429), 96 sending the handshake one byte every half
  second; each loop opens a new socket as soon as its last one ends.  How many stay open,
  and for how long.
- ``flood``: 16 connections open Las Vegas tables of a host and five ``hard`` bots and play
  the host at once, so the tables' bots think all the time; a refused connection tries
  again every second.
- ``guess``: 16 connections join random codes (the server's alphabet, six letters) as fast
  as they may send (25 a second each); answers counted: ``no_seat`` (a guess tried),
  ``too_many_tries`` (refused unseen), dropped for the rate.

For each phase, and a baseline with no attack in the same run: the normal tables'
latencies, the server's resident memory (``/proc/PID/status`` VmRSS, its peak VmHWM) and
open files (``/proc/PID/fd``) sampled every quarter second, its CPU, the lines it wrote to
standard error, and what the attack got.

    .venv/bin/python benchmarks/net_attack.py [--seconds 60] [--guess-seconds 150]
        [--chat-seconds 90] [--slow-seconds 90] [--normal 3]
        [--phases chat,slow,idle,flood,guess] [--same-address] [--seed 1]
        [--write]
"""

from __future__ import annotations

import argparse
import asyncio
import base64
import contextlib
import json
import multiprocessing
import os
import random
import socket
import struct
import subprocess
import sys
import tempfile
import time
from collections import Counter
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
    percentile,
    proc_cpu,
    proc_memory,
    raise_nofile,
)
from perfdoc import machine, write_section
from websockets.asyncio.client import ClientConnection, connect
from websockets.exceptions import ConnectionClosed

from access_cards.net.protocol import CODE_ALPHABET, CODE_LENGTH, PROTOCOL_VERSION

NORMAL = "127.0.0.1"
ATTACKS = ("chat", "slow", "idle", "flood", "guess")
THINK = (1.0, 2.0)
SETTLE = 5.0  # seconds between phases, not measured
WARM_UP = 20.0  # seconds of normal play before the baseline
SAMPLE = 0.25  # seconds between readings of the server process
GOAL_MOVE = 0.100  # move to update p99
GOAL_BOT = 1.0  # bot reply p99
LV_OPTIONS = {"stack": 1000}
HARD = "bot:hard"
ESTABLISHED = 1  # tcp_info's tcpi_state
LONG, MUTE = 0.4, 0.8  # the chat attack: long lines until 40% of it, short ones after; the
# listener mutes seat 1 at 80%
STEADY = 10.0  # seconds of each kind of line not counted: the chat allowance's first burst


# -- the server ----------------------------------------------------------------------------


def start_server(home: Path, port: int) -> tuple[subprocess.Popen[bytes], Path]:
    """``access-cards serve`` on 127.0.0.1:PORT with ``home`` as its data folder; the
    process and the file its standard error goes to, once it accepts connections."""
    command = Path(sys.executable).with_name("access-cards")
    env = {**os.environ, "ACCESS_CARDS_HOME": str(home)}
    err = home / "stderr.txt"
    process = subprocess.Popen(
        [str(command), "serve", "--host", "127.0.0.1", "--port", str(port)],
        env=env, stdout=(home / "stdout.txt").open("wb"), stderr=err.open("wb"),
    )  # fmt: skip
    for _ in range(300):
        with contextlib.suppress(OSError), socket.create_connection(("127.0.0.1", port), 1):
            return process, err
        if process.poll() is not None:
            raise RuntimeError(f"serve ended at once: {err.read_text()[-2000:]}")
        time.sleep(0.1)
    raise RuntimeError("serve did not listen within 30 s")


@dataclass
class Reading:
    moment: float
    rss: int
    hwm: int
    files: int
    workers: int


@dataclass
class Watch:
    """Readings of the server process, every ``SAMPLE`` seconds."""

    pid: int
    readings: list[Reading] = field(default_factory=list)

    async def run(self) -> None:
        while True:
            rss, hwm = proc_memory(self.pid)
            workers = sum(proc_memory(child)[0] for child in children(self.pid))
            self.readings.append(
                Reading(time.perf_counter(), rss, hwm, open_files(self.pid), workers)
            )
            await asyncio.sleep(SAMPLE)

    def within(self, start: float, end: float) -> list[Reading]:
        return [r for r in self.readings if start <= r.moment <= end]


# -- the normal people ---------------------------------------------------------------------


@dataclass
class Normal:
    """The normal people's side of the run."""

    uri: str
    samples: Samples = field(default_factory=Samples)
    people: list[Person] = field(default_factory=list)
    opened: int = 0
    begun: int = 0
    left_out: int = 0  # Las Vegas matches a person was out of, left for a new table
    refused: Counter[str] = field(default_factory=Counter)
    failures: Counter[str] = field(default_factory=Counter)
    stopping: bool = False


async def normal_person(normal: Normal, index: int, seed: int) -> None:
    """One person at a table of hard bots, table after table, until the run ends."""
    game = "lasvegas" if index % 2 == 0 else "king"
    rng = random.Random(seed * 1_009 + index)
    person = Person(f"Ann{index}", NORMAL, THINK, rng, normal.samples)
    # Check, or fold when there is a bet to meet: a person who loses only antes stays in a
    # Las Vegas match of 1,000 chips for hours (one out of it would leave the table).
    person.prefer, person.prefer_share = ("check", "fold"), 1.0
    normal.people.append(person)
    try:
        await person.connect(normal.uri)
        first = True
        while True:
            try:
                options = LV_OPTIONS if game == "lasvegas" else None
                await person.create(game, ["host", HARD, HARD, HARD], options)
            except Refused as exc:
                normal.refused[exc.code] += 1
                await person.idle(float(exc.details.get("seconds") or 5))
                continue
            normal.opened += 1
            if first:
                normal.begun += 1
                first = False
            if await person.play(quiet=30):
                await person.send({"type": "leave"})
            else:  # out of a match the others play on: a new connection, so that nothing
                normal.left_out += 1  # of that table is heard at the next one
                await person.close()
                await person.connect(normal.uri)
    except (ConnectionClosed, OSError, RuntimeError, TimeoutError) as exc:
        if not normal.stopping:
            normal.failures[f"{type(exc).__name__}: {str(exc)[:120]}"] += 1


# -- the attacker's tools ------------------------------------------------------------------


def attacker_address(index: int, same: bool) -> str:
    return "127.0.0.2" if same else f"127.0.0.{2 + index}"


async def ws_connect(uri: str, address: str, name: str) -> ClientConnection:
    """A WebSocket connection from ``address`` that has said hello and been welcomed."""
    ws = await connect(uri, max_size=None, compression=None, ping_interval=None,
                       open_timeout=10, local_addr=(address, 0))  # fmt: skip
    await ws.send(json.dumps({"type": "hello", "v": PROTOCOL_VERSION, "name": name,
                              "lang": "en"}))  # fmt: skip
    while json.loads(await ws.recv())["type"] != "welcome":
        pass
    return ws


async def raw_socket(address: str, port: int) -> socket.socket:
    """A plain TCP connection from ``address`` (non-blocking, for the loop's sock_ calls)."""
    loop = asyncio.get_running_loop()
    sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    sock.setblocking(False)
    try:
        sock.bind((address, 0))
        await loop.sock_connect(sock, ("127.0.0.1", port))
    except OSError:
        sock.close()
        raise
    return sock


def request(port: int) -> bytes:
    key = base64.b64encode(os.urandom(16)).decode()
    return (
        f"GET / HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\nUpgrade: websocket\r\n"
        f"Connection: Upgrade\r\nSec-WebSocket-Key: {key}\r\nSec-WebSocket-Version: 13\r\n\r\n"
    ).encode()


async def handshake(sock: socket.socket, port: int, pace: float = 0.0) -> tuple[int, bytes]:
    """Send the WebSocket handshake (one byte every ``pace`` seconds if given) and read the
    answer: its HTTP status (0: the server closed first) and what followed it."""
    loop = asyncio.get_running_loop()
    data = request(port)
    if pace:
        for i in range(len(data)):
            await loop.sock_sendall(sock, data[i : i + 1])
            await asyncio.sleep(pace)
    else:
        await loop.sock_sendall(sock, data)
    answer = b""
    while b"\r\n\r\n" not in answer:
        chunk = await loop.sock_recv(sock, 65536)
        if not chunk:
            return 0, b""
        answer += chunk
    head, _, rest = answer.partition(b"\r\n\r\n")
    return int(head.split(b" ", 2)[1]), rest


def frame(message: dict[str, Any]) -> bytes:
    """A client's (masked) text frame holding ``message``."""
    payload = json.dumps(message).encode()
    size = len(payload)
    head = bytes([0x81]) + (
        bytes([0x80 | size]) if size < 126 else bytes([0x80 | 126]) + struct.pack("!H", size)
    )
    mask = os.urandom(4)
    return head + mask + bytes(b ^ mask[i % 4] for i, b in enumerate(payload))


class Frames:
    """The server's frames from a byte stream: (opcode, payload) as they complete."""

    def __init__(self, data: bytes = b"") -> None:
        self.data = data

    def feed(self, chunk: bytes) -> list[tuple[int, bytes]]:
        self.data += chunk
        found = []
        while len(self.data) >= 2:
            opcode, size, at = self.data[0] & 0x0F, self.data[1] & 0x7F, 2
            if size == 126:
                if len(self.data) < 4:
                    break
                size, at = struct.unpack("!H", self.data[2:4])[0], 4
            elif size == 127:
                if len(self.data) < 10:
                    break
                size, at = struct.unpack("!Q", self.data[2:10])[0], 10
            if len(self.data) < at + size:
                break
            found.append((opcode, self.data[at : at + size]))
            self.data = self.data[at + size :]
        return found


async def read_until(sock: socket.socket, frames: Frames, kind: str) -> dict[str, Any]:
    """Read the server's messages up to one of type ``kind`` (or an error: raised)."""
    loop = asyncio.get_running_loop()
    while True:
        for opcode, payload in frames.feed(b""):
            if opcode == 1:
                message: dict[str, Any] = json.loads(payload)
                if message["type"] == kind:
                    return message
                if message["type"] == "error":
                    raise Refused(message)
        chunk = await loop.sock_recv(sock, 65536)
        if not chunk:
            raise ConnectionError("closed by the server")
        frames.data += chunk


def tcp_state(sock: socket.socket) -> int:
    """The kernel's TCP state of ``sock`` (1: established; 7: closed, 8: the other side
    closed it)."""
    try:
        return sock.getsockopt(socket.IPPROTO_TCP, socket.TCP_INFO, 8)[0]
    except OSError:
        return 7


def close_code(payload: bytes) -> str:
    if len(payload) >= 2:
        code = struct.unpack("!H", payload[:2])[0]
        return f"{code} {payload[2:].decode(errors='replace')}".strip()
    return "close frame without a code"


# -- the attacks ---------------------------------------------------------------------------


@dataclass
class Order:
    attack: str
    uri: str
    port: int
    address: str
    seconds: float
    code: str = ""  # the chat attack's table


async def chat(order: Order) -> dict[str, Any]:
    """Take the listener's five guest seats, play at once, and say lines as fast as allowed."""
    end = time.perf_counter() + order.seconds
    half = time.perf_counter() + LONG * order.seconds
    got: Counter[str] = Counter()
    wss = []
    for i in range(5):
        ws = await ws_connect(order.uri, order.address, f"Eve{i + 1}")
        await ws.send(json.dumps({"type": "join", "code": order.code, "name": f"Eve{i + 1}"}))
        wss.append(ws)

    async def speak(ws: ClientConnection) -> None:
        while (now := time.perf_counter()) < end:
            text = ("x" * 200) if now < half else "hi"
            got["sent long" if now < half else "sent short"] += 1
            await ws.send(json.dumps({"type": "say", "text": text}))
            await asyncio.sleep(0.06)

    async def listen(ws: ClientConnection, me: int) -> None:
        seq, rng = 0, random.Random(me)
        while True:
            message = json.loads(await ws.recv())
            kind = message["type"]
            if kind == "error":
                got[f"answered {message['code']}"] += 1
            elif kind == "chat" and message.get("name") == f"Eve{me}":
                got["lines said (echoed)"] += 1
            elif kind == "update":
                seq = message["seq"]
                legal = [a for a in message["legal"] if a.startswith(("check", "call"))]
                if legal or message["legal"]:
                    text = rng.choice(legal or message["legal"])
                    await ws.send(json.dumps({"type": "action", "seq": seq, "text": text}))

    tasks = [asyncio.create_task(speak(ws)) for ws in wss]
    tasks += [asyncio.create_task(listen(ws, i + 1)) for i, ws in enumerate(wss)]
    await asyncio.sleep(max(0.0, end - time.perf_counter()))
    await stop(tasks, wss)
    return {"counts": dict(got)}


async def stop(tasks: list[asyncio.Task[None]], wss: list[ClientConnection]) -> None:
    for task in tasks:
        task.cancel()
    await asyncio.gather(*tasks, return_exceptions=True)
    await asyncio.gather(*(ws.close() for ws in wss), return_exceptions=True)


async def slow(order: Order) -> dict[str, Any]:
    """Connections that never read; see the module docstring."""
    loop = asyncio.get_running_loop()
    start = time.perf_counter()
    end = start + order.seconds
    fates: list[dict[str, Any]] = []

    async def one(index: int) -> None:
        sock = await raw_socket(order.address, order.port)
        fate: dict[str, Any] = {"kind": "table" if index < 10 else "ping"}
        fates.append(fate)
        try:
            status, rest = await handshake(sock, order.port)
            if status != 101:
                fate["end"] = f"HTTP {status}"
                return
            frames = Frames(rest)
            await loop.sock_sendall(sock, frame({"type": "hello", "v": PROTOCOL_VERSION,
                                                 "name": f"Sam{index}", "lang": "en"}))  # fmt: skip
            await read_until(sock, frames, "welcome")
            if index < 10:
                create = {"type": "create", "game": "lasvegas", "seats": ["host"] + [HARD] * 5}
                await loop.sock_sendall(sock, frame(create))
                await read_until(sock, frames, "table")
                ask = frame({"type": "action", "seq": 2**53 - 1, "text": "check"})
            else:
                ask = frame({"type": "ping"})
            began = time.perf_counter()  # from here on nothing is read
            fate["sent"] = 0
            while time.perf_counter() < end:
                if tcp_state(sock) != ESTABLISHED:
                    break
                with contextlib.suppress(BlockingIOError):
                    sock.send(ask)  # never waits: a full socket is the server's to drain
                    fate["sent"] += 1
                await asyncio.sleep(0.05)
            while time.perf_counter() < end and tcp_state(sock) == ESTABLISHED:
                await asyncio.sleep(0.05)
            state = tcp_state(sock)
            if state != ESTABLISHED:
                fate["closed after"] = time.perf_counter() - began
            fate["end"] = await how_closed(sock) if state != ESTABLISHED else "still open"
        except (OSError, ConnectionError, Refused) as exc:
            fate["end"] = f"{type(exc).__name__}: {exc}"
        finally:
            sock.close()

    tasks = [asyncio.create_task(one(i)) for i in range(16)]
    await asyncio.wait(tasks, timeout=order.seconds + 15)
    for task in tasks:
        task.cancel()
    return {"fates": fates}


async def how_closed(sock: socket.socket) -> str:
    """Read what the server left in the socket: its close frame's code, or how it ended."""
    loop = asyncio.get_running_loop()
    frames = Frames()
    total = 0
    try:
        async with asyncio.timeout(5):
            while chunk := await loop.sock_recv(sock, 1 << 20):
                total += len(chunk)
                for opcode, payload in frames.feed(chunk):
                    if opcode == 8:
                        return f"close {close_code(payload)} (after {total:,} bytes unread)"
    except (ConnectionResetError, TimeoutError) as exc:
        return (
            f"{'reset' if isinstance(exc, ConnectionResetError) else 'silent'} after"
            f" {total:,} bytes unread (no close frame reached us)"
        )
    return f"ended without a close frame after {total:,} bytes"


async def idle(order: Order) -> dict[str, Any]:
    """Sockets that never say hello, as many as can be opened: a third of the time each of
    silent sockets, handshakes without a hello, handshakes sent a byte at a time."""
    kinds = ("silent", "no hello", "slow handshake")
    span = order.seconds / len(kinds)
    report: dict[str, Any] = {}

    async def once(kind: str, end: float, got: dict[str, Any]) -> None:
        got["attempts"] += 1
        try:
            sock = await raw_socket(order.address, order.port)
        except OSError as exc:
            got["outcomes"][f"connect failed ({exc.strerror})"] += 1
            await asyncio.sleep(0.01)
            return
        began = time.perf_counter()
        got["open"] += 1
        got["held"].append(got["open"])
        try:
            async with asyncio.timeout(max(0.1, end - began)):
                outcome = await wait_out(sock, kind, order.port)
        except TimeoutError:
            outcome = "still open at the end"
        except OSError as exc:
            outcome = f"{type(exc).__name__}"
        finally:
            got["open"] -= 1
            sock.close()
        life = time.perf_counter() - began
        got["outcomes"][outcome] += 1
        if outcome != "still open at the end":
            got["lives"].append(life)

    async def loop_of(kind: str, end: float, got: dict[str, Any]) -> None:
        while time.perf_counter() < end:
            await once(kind, end, got)

    for kind in kinds:
        start = time.perf_counter()
        end = start + span
        got: dict[str, Any] = {"attempts": 0, "open": 0, "held": [], "lives": [],
                               "outcomes": Counter()}  # fmt: skip
        # Handshakes without a hello are held open by as many connections as the address
        # may have (more only get 429 and crowd out the ones that would be held).
        loops = 16 if kind == "no hello" else 96
        tasks = [asyncio.create_task(loop_of(kind, end, got)) for _ in range(loops)]
        await asyncio.wait(tasks, timeout=span + 10)
        lives = got["lives"]
        report[kind] = {
            "from": start, "to": end, "attempts": got["attempts"],
            "outcomes": dict(got["outcomes"]),
            "lived 1 s or more": sum(t >= 1 for t in lives),
            "longest": max(lives, default=0.0),
            "open at once, most": max(got["held"], default=0),
        }  # fmt: skip
    return report


async def wait_out(sock: socket.socket, kind: str, port: int) -> str:
    """How a socket of ``kind`` ends (see ``idle``), read to its end."""
    loop = asyncio.get_running_loop()
    if kind == "silent":
        while await loop.sock_recv(sock, 4096):
            pass
        return "closed by the server"
    status, rest = await handshake(sock, port, 0.5 if kind == "slow handshake" else 0.0)
    if status == 0:
        return "closed before the handshake's answer"
    if status != 101:
        return f"HTTP {status}"
    frames = Frames(rest)
    while True:
        for opcode, payload in frames.feed(b""):
            if opcode == 8:
                return f"close {close_code(payload)}"
        chunk = await loop.sock_recv(sock, 4096)
        if not chunk:
            return "closed without a close frame"
        frames.data += chunk


async def flood(order: Order) -> dict[str, Any]:
    """Tables of hard bots, as many as allowed, each host answering at once."""
    end = time.perf_counter() + order.seconds
    got: Counter[str] = Counter()
    wss: list[ClientConnection] = []

    async def host(index: int) -> None:
        ws = await ws_connect(order.uri, order.address, f"Max{index}")
        wss.append(ws)
        rng = random.Random(index)
        while time.perf_counter() < end:
            await ws.send(json.dumps({"type": "create", "game": "lasvegas",
                                      "seats": ["host"] + [HARD] * 5}))  # fmt: skip
            answer = json.loads(await ws.recv())
            while answer["type"] not in ("table", "error"):
                answer = json.loads(await ws.recv())
            if answer["type"] == "error":
                got[f"create refused: {answer['code']}"] += 1
                await asyncio.sleep(1.0)
                continue
            got["tables opened"] += 1
            await play_at_once(ws, rng, got, end)
            await ws.send(json.dumps({"type": "leave"}))

    tasks = [asyncio.create_task(host(i)) for i in range(16)]
    await asyncio.sleep(order.seconds)
    await stop(tasks, wss)
    return {"counts": dict(got)}


async def play_at_once(ws: ClientConnection, rng: random.Random, got: Counter[str],
                       end: float) -> None:  # fmt: skip
    """Answer every turn at once until the match ends (or the attack does): every step of
    the table's ``seq`` is counted (the bots' moves are most of them)."""
    seq, legal, last = 0, [], 0.0
    while time.perf_counter() < end:
        try:
            async with asyncio.timeout(2.0):
                message = json.loads(await ws.recv())
        except TimeoutError:
            message = {"type": "silence"}
        kind = message["type"]
        if kind == "update":
            got["moves at the attacker's tables"] += max(0, message["seq"] - seq)
            seq, legal = message["seq"], message["legal"]
            if message["view"].get("is_over"):
                return
        elif kind == "error":
            got[f"answered {message['code']}"] += 1
        if legal and (kind == "update" or kind == "silence"):
            await asyncio.sleep(max(0.0, 0.06 - (time.perf_counter() - last)))
            choice = [a for a in legal if not a.startswith("fold")] or legal
            await ws.send(json.dumps({"type": "action", "seq": seq, "text": rng.choice(choice)}))
            last = time.perf_counter()


async def guess(order: Order) -> dict[str, Any]:
    """Join random codes from 16 connections at 25 a second each."""
    start = time.perf_counter()
    end = start + order.seconds
    got: Counter[str] = Counter()
    failures: list[float] = []  # when each no_seat came, from the start
    waits: list[tuple[float, int]] = []  # (when, seconds) of each new too_many_tries wait
    wss: list[ClientConnection] = []
    rng = random.Random(7)

    async def send(ws: ClientConnection) -> None:
        while time.perf_counter() < end:
            code = "".join(rng.choice(CODE_ALPHABET) for _ in range(CODE_LENGTH))
            await ws.send(json.dumps({"type": "join", "code": code, "name": "Mallory"}))
            got["sent"] += 1
            await asyncio.sleep(0.04)

    async def read(ws: ClientConnection) -> None:
        while True:
            message = json.loads(await ws.recv())
            now = time.perf_counter() - start
            if message["type"] == "error":
                code = message["code"]
                got[code] += 1
                if code == "no_seat":
                    failures.append(now)
                elif code == "too_many_tries":
                    seconds = int(message["details"]["seconds"])
                    # A new wait ends later than the one announced before (which counts down).
                    if not waits or now + seconds > waits[-1][0] + waits[-1][1] + 2:
                        waits.append((now, seconds))
            elif message["type"] == "table":
                got["found a table"] += 1

    for i in range(16):
        wss.append(await ws_connect(order.uri, order.address, f"Mallory{i}"))
    tasks = [asyncio.create_task(send(ws)) for ws in wss]
    tasks += [asyncio.create_task(read(ws)) for ws in wss]
    await asyncio.sleep(order.seconds)
    await stop(tasks, wss)
    return {"counts": dict(got), "failures": failures, "waits": waits}


async def baseline(order: Order) -> dict[str, Any]:
    await asyncio.sleep(order.seconds)
    return {}


PLAYS = {"baseline": baseline, "chat": chat, "slow": slow, "idle": idle, "flood": flood,
         "guess": guess}  # fmt: skip


def attacker_main(pipe: Connection) -> None:
    """The attacker's process: each order is one attack, its figures sent back."""
    raise_nofile()
    with contextlib.suppress(OSError):
        os.nice(10)
    while (order := pipe.recv()) != "stop":
        try:
            pipe.send(asyncio.run(PLAYS[order.attack](order)))
        except Exception as exc:  # reported, and the run goes on to the next phase
            pipe.send({"failed": f"{type(exc).__name__}: {exc}"})


# -- one run -------------------------------------------------------------------------------


@dataclass
class Phase:
    name: str
    address: str
    start: float
    end: float
    result: dict[str, Any]
    cpu: float  # the server's share of a core
    worker_cpu: float  # its bot workers' (the bots of every table think there)
    log_bytes: int  # written to its standard error in the phase
    log_lines: int
    chat: list[tuple[float, int, int]] = field(default_factory=list)
    muted_at: float = 0.0


async def run(args: argparse.Namespace) -> tuple[list[Phase], dict[str, Any]]:
    raise_nofile()
    home = Path(tempfile.mkdtemp(prefix="net_attack_"))
    port = free_port()
    process, err = start_server(home, port)
    watch = Watch(process.pid)
    watcher = asyncio.create_task(watch.run())
    context = multiprocessing.get_context("spawn")
    ours, theirs = context.Pipe()
    attacker = context.Process(target=attacker_main, args=(theirs,), daemon=True)
    attacker.start()
    uri = f"ws://127.0.0.1:{port}"
    normal = Normal(uri)
    people = [asyncio.create_task(normal_person(normal, i, args.seed))
              for i in range(2 * args.normal)]  # fmt: skip
    # serve's default bot workers: the cores less one, at most 4 (its --bot-workers help)
    info: dict[str, Any] = {
        "pid": process.pid,
        "workers": max(0, min(4, (os.cpu_count() or 1) - 1)),
    }
    phases: list[Phase] = []
    try:
        while normal.begun < 2 * args.normal:
            if normal.failures:
                raise RuntimeError(f"normal people failed: {dict(normal.failures)}")
            await asyncio.sleep(0.5)
        print(f"{2 * args.normal} normal tables begun; warming up {WARM_UP:g} s", flush=True)
        await asyncio.sleep(WARM_UP)
        names = ["baseline", *[a for a in ATTACKS if a in args.phases]]
        for index, name in enumerate(names):
            address = NORMAL if name == "baseline" else attacker_address(index - 1, args.same)
            seconds = {"guess": args.guess_seconds, "chat": args.chat_seconds,
                       "slow": args.slow_seconds}.get(name, args.seconds)  # fmt: skip
            phases.append(await phase(name, address, seconds, uri, port, ours, process.pid,
                                      err, normal))  # fmt: skip
            print(summary(phases[-1], normal, watch), flush=True)
            await asyncio.sleep(SETTLE)
    finally:
        normal.stopping = True
        for person in normal.people:
            await person.close()
        for task in people:
            task.cancel()
        await asyncio.gather(*people, return_exceptions=True)
        ours.send("stop")
        attacker.join(10)
        watcher.cancel()
        info["hwm"] = proc_memory(process.pid)[1]
        process.terminate()
        process.wait(30)
        info["stderr"] = err.read_text(errors="replace")
        info["normal"] = normal
        info["watch"] = watch
    return phases, info


async def phase(name: str, address: str, seconds: float, uri: str, port: int,
                pipe: Connection, pid: int, err: Path, normal: Normal) -> Phase:  # fmt: skip
    """One attack (or the baseline) while the normal people play on."""
    listener: Person | None = None
    listening: asyncio.Task[bool] | None = None
    order = Order(name, uri, port, address, seconds)
    if name == "chat":
        listener = Person("Lena", NORMAL, THINK, random.Random(5), Samples())
        listener.prefer = ("check", "call")
        await listener.connect(uri)
        order.code = await listener.create("lasvegas", ["host"] + ["remote"] * 5, LV_OPTIONS)
    log_before = err.read_bytes()
    cpu = proc_cpu(pid)
    workers = sum(proc_cpu(child) for child in children(pid))
    start = time.perf_counter()
    pipe.send(order)
    muted_at = 0.0
    if listener is not None:
        listening = asyncio.create_task(listener.play())
        await asyncio.sleep(MUTE * seconds)
        muted_at = time.perf_counter()
        await listener.send({"type": "mute", "seat": 1})
    result: dict[str, Any] = await asyncio.to_thread(pipe.recv)
    end = time.perf_counter()
    used = proc_cpu(pid) - cpu
    worker_used = sum(proc_cpu(child) for child in children(pid)) - workers
    log = err.read_bytes()[len(log_before) :]
    chat_heard: list[tuple[float, int, int]] = []
    if listener is not None and listening is not None:
        listening.cancel()
        await asyncio.gather(listening, return_exceptions=True)
        await listener.close()
        chat_heard = [c for c in listener.samples.chat if start <= c[0] <= end]
    span = end - start
    return Phase(name, address, start, min(end, start + seconds), result, used / span,
                 worker_used / span, len(log), log.count(b"\n"), chat_heard, muted_at)  # fmt: skip


# -- figures -------------------------------------------------------------------------------


def latencies(phase: Phase, normal: Normal) -> tuple[list[float], list[float], list[float]]:
    s = normal.samples
    return (Samples.within(s.moves, phase.start, phase.end),
            Samples.within(s.bot_moves, phase.start, phase.end),
            Samples.within(s.replies, phase.start, phase.end))  # fmt: skip


def memory(phase: Phase, watch: Watch) -> tuple[int, int, int, int]:
    """The server's RSS at the phase's end and its highest in the phase, its open files at
    most in the phase, and the bot workers' RSS at most."""
    readings = watch.within(phase.start, phase.end + SETTLE) or watch.readings[-1:]
    return (readings[-1].rss, max(r.rss for r in readings), max(r.files for r in readings),
            max(r.workers for r in readings))  # fmt: skip


def effect(phase: Phase) -> str:
    """What the attack got, in a few words."""
    result, seconds = phase.result, phase.end - phase.start
    if "failed" in result:
        return f"the attack failed: {result['failed']}"
    counts = result.get("counts", {})
    if phase.name == "chat":
        return chat_effect(phase)
    if phase.name == "guess":
        tried = counts.get("no_seat", 0)
        return (f"{counts.get('sent', 0):,} joins sent ({counts.get('sent', 0) / seconds:.0f}/s):"
                f" {tried} answered as guesses (`no_seat`),"
                f" {counts.get('too_many_tries', 0):,} refused unseen (`too_many_tries`),"
                f" {counts.get('rate_limited', 0):,} `rate_limited`, the rest dropped for the"
                f" rate; {extrapolate(result)}")  # fmt: skip
    if phase.name == "flood":
        moves = counts.get("moves at the attacker's tables", 0)
        refused = sum(v for k, v in counts.items() if k.startswith("create refused"))
        return (f"{counts.get('tables opened', 0)} tables opened, {refused} creates refused;"
                f" {moves / seconds:.1f} moves/s at its tables")  # fmt: skip
    if phase.name == "idle":
        parts = []
        for kind, got in result.items():
            seconds = got["to"] - got["from"]
            parts.append(
                f"{kind}: {got['attempts'] / seconds:,.0f} sockets/s, {got['lived 1 s or more']}"
                f" lived ≥ 1 s, longest {got['longest']:.1f} s"
            )
        return "; ".join(parts)
    if phase.name == "slow":
        fates = result["fates"]
        closed = [f["closed after"] for f in fates if "closed after" in f]
        return (
            f"{len(closed)} of {len(fates)} non-readers closed by the server, after"
            f" {min(closed, default=0):.0f} to {max(closed, default=0):.0f} s"
        )
    return "no attack"


CODES = len(CODE_ALPHABET) ** CODE_LENGTH
MAX_WAIT = 3600.0  # docs/protocol.md: the wait doubles up to an hour


def schedule(per_window: int, first_wait: float, seconds: float) -> int:
    """Guesses answered in ``seconds`` at the limits: ``per_window`` at once, then a wait of
    ``first_wait`` doubled each time up to ``MAX_WAIT`` (the attacker never quiet)."""
    moment, wait, guesses = 0.0, first_wait, 0
    while moment < seconds:
        guesses += per_window
        moment += wait
        wait = min(MAX_WAIT, 2 * wait)
    return guesses


def extrapolate(result: dict[str, Any]) -> str:
    """From the windows seen (guesses before the first wait, the waits announced), the
    guesses of an hour and of a day, and the time to find one of 100 or 1,000 tables."""
    failures, waits = result.get("failures", []), result.get("waits", [])
    if not failures or not waits:
        return "no lockout seen"
    window = sum(1 for t in failures if t <= waits[0][0])
    first = float(waits[0][1])
    seen = ", ".join(f"{w[1]} s at {w[0]:.0f} s" for w in waits)
    hour, day = schedule(window, first, 3600), schedule(window, first, 86400)
    later = schedule(window, first, 2 * 86400) - day
    years = [CODES / tables / later / 365 for tables in (100, 1000)]
    return (
        f"{window} guesses, then waits announced: {seen}; at these limits one address"
        f" makes {hour} guesses in its first hour, {day} in its first day and {later} a"
        f" day after, so one of 100 open tables takes about {years[0]:.0f} years"
        f" (one of 1,000: {years[1]:.1f})"
    )


def chat_effect(phase: Phase) -> str:
    """What the listener heard: lines and characters a second of each kind of line, once
    the seats' first allowance is spent (``STEADY``), and from the muted seat."""
    seconds = phase.end - phase.start
    switch = phase.start + LONG * seconds
    mute = phase.muted_at + 0.5
    parts = []
    for label, start, end in (("200-character lines", phase.start, switch),
                              ("2-character lines", switch, phase.muted_at)):  # fmt: skip
        steady = [c for c in phase.chat if start + STEADY <= c[0] < end]
        span = max(0.001, end - start - STEADY)
        burst = sum(1 for c in phase.chat if start <= c[0] < start + STEADY)
        parts.append(
            f"{label}: {len(steady) / span:.2f} lines/s, {sum(c[1] for c in steady) / span:.1f}"
            f" characters/s ({burst} lines in the first {STEADY:g} s)"
        )
    after = [c for c in phase.chat if c[0] >= mute and c[2] == 1]
    return f"the listener heard {'; '.join(parts)}; {len(after)} lines from the seat it muted"


def goals(moves: list[float], bots: list[float]) -> str:
    ok_move = bool(moves) and percentile(moves, 0.99) <= GOAL_MOVE
    ok_bot = bool(bots) and percentile(bots, 0.99) <= GOAL_BOT
    return " / ".join(("yes" if ok else "**no**") for ok in (ok_move, ok_bot))


HEADER = [
    "| Phase | From | What the attack got | Moves timed | Move → update p50 / p99 / max ms"
    " | Bot move p99 ms | Turn again p50 / p99 ms | Goals met (move / bot) | Server RSS end"
    " (highest) | Open files, most | Server CPU | Bot worker CPU | Log lines |",
    "|---|---|---|---:|---:|---:|---:|---|---:|---:|---:|---:|---:|",
]


def row(phase: Phase, normal: Normal, watch: Watch) -> str:
    moves, bots, replies = latencies(phase, normal)
    rss, top, files, _ = memory(phase, watch)
    return (
        f"| {phase.name} | {phase.address} | {effect(phase)} | {len(moves):,}"
        f" | {ms(moves, 0.5)} / {ms(moves, 0.99)} / {ms(moves, 1)} | {ms(bots, 0.99)}"
        f" | {ms(replies, 0.5)} / {ms(replies, 0.99)} | {goals(moves, bots)}"
        f" | {mib(rss)} ({mib(top)}) | {files} | {100 * phase.cpu:.0f}%"
        f" | {100 * phase.worker_cpu:.0f}% | {phase.log_lines} |"
    )


def summary(phase: Phase, normal: Normal, watch: Watch) -> str:
    return f"{phase.name}: {row(phase, normal, watch)}"


def details(phases: list[Phase], info: dict[str, Any]) -> list[str]:
    lines = []
    for phase in phases:
        result = dict(phase.result)
        if phase.name == "guess":
            fails = result.pop("failures", [])
            lines.append(f"guess: no_seat answers at (s from the start): "
                         f"{', '.join(f'{t:.1f}' for t in fails[:60])}")  # fmt: skip
            lines.append(f"guess: waits announced (at s, seconds): {result.pop('waits', [])}")
        if phase.name == "slow":
            for fate in result.pop("fates", []):
                lines.append(f"slow: {fate}")
        if phase.name == "idle":
            for kind, got in list(result.items()):
                files = [r.files for r in info["watch"].within(got["from"], got["to"])]
                lines.append(f"idle, {kind}: {got}; server open files at most"
                             f" {max(files, default=0)}")  # fmt: skip
                del result[kind]
        if result:
            lines.append(f"{phase.name}: {result}")
    normal: Normal = info["normal"]
    lines.append(f"normal people: tables opened {normal.opened}, left Las Vegas matches they"
                 f" were out of {normal.left_out}, creates refused {dict(normal.refused) or 0},"
                 f" errors heard {normal.samples.errors or 'none'}, failures"
                 f" {dict(normal.failures) or 'none'}")  # fmt: skip
    lines.append(f"server peak RSS (VmHWM) over the run: {mib(info['hwm'])}")
    stderr = info["stderr"].splitlines()
    lines.append(f"server standard error: {len(stderr)} lines in all; the first ones:")
    lines += [f"    {text[:200]}" for text in stderr[:12]]
    return lines


CAP_RSS = 50 * 2**20  # over the baseline's
# One address holds at most 32 sockets (16 open, 16 more being refused with 429), and the
# event loop accepts up to 100 sockets at once (the listen backlog) before it sees that
# they are over the limit and cuts them: open files over the baseline's.
CAP_FILES = 32 + 100


def caps(phases: list[Phase], watch: Watch) -> tuple[int, int]:
    """The caps the run is held to (``CAP_RSS``, ``CAP_FILES`` over the baseline)."""
    base = memory(phases[0], watch)
    return base[1] + CAP_RSS, base[2] + CAP_FILES


def section(args: argparse.Namespace, phases: list[Phase], info: dict[str, Any]) -> str:
    normal: Normal = info["normal"]
    watch: Watch = info["watch"]
    rss_cap, files_cap = caps(phases, watch)
    rows = [row(p, normal, watch) for p in phases]
    held = all(memory(p, watch)[1] <= rss_cap and memory(p, watch)[2] <= files_cap
               for p in phases)  # fmt: skip
    command = (f".venv/bin/python benchmarks/net_attack.py --seconds {args.seconds:g}"
               f" --guess-seconds {args.guess_seconds:g} --chat-seconds {args.chat_seconds:g}"
               f" --slow-seconds {args.slow_seconds:g} --normal {args.normal}"
               f"{' --same-address' if args.same else ''} --write")  # fmt: skip
    return "\n".join([
        f"Machine: {machine()}; `access-cards serve` (default limits, saves on,"
        f" {info['workers']} bot worker{'s' if info['workers'] != 1 else ''}) in its own process,"
        " the normal people in this one, the attacker in a third at nice 10.",
        "",
        f"Command: `{command}`",
        "",
        f"Normal tables from {NORMAL}: {args.normal} Las Vegas (1 person, 3 `hard` bots) and"
        f" {args.normal} King (1 person, 3 `hard` bots), people moving {THINK[0]:g} to"
        f" {THINK[1]:g} s after their turn. Each attack lasts {args.seconds:g} s (guessing"
        f" {args.guess_seconds:g} s, chat {args.chat_seconds:g} s, non-readers"
        f" {args.slow_seconds:g} s). Goals: move → update p99 ≤ {1000 * GOAL_MOVE:.0f} ms,"
        f" bot move p99 ≤ {GOAL_BOT:g} s; caps: server RSS ≤ the baseline's + 50 MiB"
        f" ({mib(rss_cap)}), open files ≤ the baseline's + {CAP_FILES} ({files_cap}: one"
        " address's 32 sockets, and up to 100 accepted in one go before they are cut):"
        f" {'held in every phase' if held else '**exceeded**'}.",
        "",
        *HEADER,
        *rows,
    ])  # fmt: skip


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=60.0, help="each attack")
    parser.add_argument("--guess-seconds", type=float, default=150.0)
    parser.add_argument("--chat-seconds", type=float, default=90.0)
    parser.add_argument("--slow-seconds", type=float, default=90.0)
    parser.add_argument("--normal", type=int, default=3, help="Las Vegas and King tables each")
    parser.add_argument("--phases", default=",".join(ATTACKS))
    parser.add_argument("--same-address", dest="same", action="store_true")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--write", action="store_true", help="update docs/performance.md")
    args = parser.parse_args()
    args.phases = args.phases.split(",")
    print(f"load average before: {os.getloadavg()}", flush=True)
    phases, info = asyncio.run(run(args))
    normal, watch = info["normal"], info["watch"]
    print("\n".join([*HEADER, *(row(p, normal, watch) for p in phases), "",
                     *details(phases, info)]))  # fmt: skip
    rss_cap, files_cap = caps(phases, watch)
    print(f"caps: RSS {mib(rss_cap)}, open files {files_cap}")
    if args.write:
        write_section("net_attack", section(args, phases, info))


if __name__ == "__main__":
    main()
