"""Fuzzed messages over real sockets: the server never crashes, and no refused message
changes a table.

A live server holds a Khmer table in mid-match (two clients seated, some moves played).
Hypothesis sends it random bytes, random JSON of any shape, protocol messages with mutated
keys, types and values, huge numbers, deep nesting, stale and future sequence numbers,
other seats' moves, replays of earlier moves, binary frames and oversized frames — from a
third connection, a connection that never said hello, and both seated clients.  After each
one: the answer is exactly what the protocol promises (an ``error`` with the code the
protocol's own parser gives, a code listed in docs/protocol.md; a ``pong``; a close 1009 for
a frame over the limit), a fresh connection still gets its ``pong``, no table job failed,
and the table (``Table.to_json``, read inside the server's loop) and its save on disk are
as before.  Legal moves of the seat to move at the current ``seq`` (and a seated client's
``leave`` or ``pause``) are the only messages that may change the table: they are left out.
"""

from __future__ import annotations

import asyncio
import json
import logging
import re
import threading
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from hypothesis import assume, given, settings
from hypothesis import strategies as st
from websockets.asyncio.client import connect
from websockets.exceptions import ConnectionClosed

from access_cards.net import protocol
from access_cards.net.client import Client
from access_cards.net.limits import Limits
from access_cards.net.protocol import (
    MAX_MESSAGE_BYTES,
    Action,
    Admit,
    ClientMessage,
    Create,
    Hello,
    Join,
    Leave,
    Mute,
    Pause,
    Ping,
    ProtocolError,
    Remove,
    Resume,
    Save,
    Say,
)
from access_cards.net.server import MAX_FRAME_BYTES, Server
from access_cards.net.table import Table
from tests.fuzzing import examples

pytestmark = pytest.mark.fuzz

SEED = 5
CODE = "FUZZAB"
NAMES = ("host", "guest")
SENDERS = ("stranger", "fresh", "mover", "waiter")
DOCS = Path(__file__).resolve().parent.parent / "docs" / "protocol.md"
WAIT = 5.0  # seconds for any one answer: a job that failed answers nothing


def documented_codes() -> frozenset[str]:
    """The error codes of docs/protocol.md's table (the rows after ``| code | When |``)."""
    text = DOCS.read_text(encoding="utf-8")
    table = text.split("| code | When | details |", 1)[1].split("\n\n", 1)[0]
    return frozenset(re.findall(r"^\| `([a-z_]+)` \|", table, re.MULTILINE))


ERROR_CODES = documented_codes()


class Failures(logging.Handler):
    """Keeps the server's error records (a table job that failed logs one)."""

    def __init__(self) -> None:
        super().__init__(logging.ERROR)
        self.records: list[logging.LogRecord] = []

    def emit(self, record: logging.LogRecord) -> None:
        self.records.append(record)


class Live:
    """A server in a thread of its own with a table in mid-match; the test's clients live
    in the same loop, so the table is read between jobs, never during one."""

    def __init__(self, saves: Path) -> None:
        self.loop = asyncio.new_event_loop()
        self.thread = threading.Thread(target=self.loop.run_forever, daemon=True)
        self.thread.start()
        # No flood control here: every message must be answered, none dropped (the limits
        # have tests of their own, test_net_strangers.py).
        many = 1e9
        limits = Limits().relaxed(address_rate=many, address_burst=many, chat_rate=many,
                                  chat_burst=many, failed_joins=10**9, tables_per_address=10**9,
                                  tables_burst=many)  # fmt: skip
        self.server = Server(saves=saves, seed=lambda: SEED, rate=many, burst=many, limits=limits)
        self.save = saves / f"{CODE}.json"
        self.seated: dict[int, Client] = {}
        self.stranger: Client | None = None
        self.seen: list[str] = []  # every legal move heard so far: replayed later
        self.run(self.server.start("127.0.0.1", 0))
        self.uri = f"ws://127.0.0.1:{self.server.port}/"

    def run(self, coro: Any, timeout: float = 30) -> Any:
        return asyncio.run_coroutine_threadsafe(coro, self.loop).result(timeout)

    @property
    def table(self) -> Table:
        return self.server.rooms[CODE].table

    def stop(self) -> None:
        self.run(self.server.stop())
        self.loop.call_soon_threadsafe(self.loop.stop)
        self.thread.join(5)

    # -- the table in mid-match -------------------------------------------------------------

    async def open(self, moves: int) -> None:
        host = await Client.connect(self.uri, NAMES[0])
        assert (await host.create("khmer", ["host", "remote"], code=CODE))["type"] == "table"
        guest = await Client.connect(self.uri, NAMES[1])
        assert (await guest.join(CODE, NAMES[1]))["type"] == "table"
        self.seated = {0: host, 1: guest}
        for _ in range(moves):
            mover = await self.heard_all()
            legal = mover.last_update["legal"] if mover.last_update else []
            self.seen += legal
            await self.move(mover, legal[-1])  # the last: a draw or a knock when there is one
        self.stranger = await Client.connect(self.uri, "stranger")
        while not (self.save.is_file() and self.save.read_text("utf-8") == self.table.to_json()):
            await asyncio.sleep(0.02)  # the last move's save is written after its updates

    async def heard_all(self) -> Client:
        """Read until both seated clients heard the table's latest update: the mover."""
        while not all(c.seq == self.table.seq and c.last_update for c in self.seated.values()):
            for client in self.seated.values():
                await drain(client, 0.02)
        return self.seated[self.mover_seat()]

    async def move(self, mover: Client, text: str) -> None:
        """Play ``text``; return once everyone heard it."""
        seq = self.table.seq
        await mover.act(text, seq=seq)
        while self.table.seq == seq:
            await drain(mover, 0.01)
        await self.heard_all()

    def mover_seat(self) -> int:
        current = self.table.state.current_player
        assert current is not None
        return current

    # -- one fuzzed message ---------------------------------------------------------------

    def seat_of(self, sender: str) -> int | None:
        if sender == "mover":
            return self.mover_seat()
        return 1 - self.mover_seat() if sender == "waiter" else None

    async def would_change(self, sender: str, payload: str | bytes) -> bool:
        """Whether the server may rightly change the table on this message: a seated
        client's leave or pause, or a move the table takes (tried on a copy of it)."""
        seat = self.seat_of(sender)
        message = parsed(payload)
        if seat is None or isinstance(message, ProtocolError):
            return False
        if isinstance(message, Leave | Pause | Mute):
            return True
        if isinstance(message, Remove | Admit):
            return self.table.seats[seat].kind == "host"  # the guest's are refused
        if not isinstance(message, Action):
            return False
        copy = Table.from_json(self.table.to_json())
        try:
            copy.act(seat, message.seq, message.text)
        except ProtocolError:
            return False
        except Exception:  # a crash the server must survive: send it and see
            return False
        return True

    async def check(self, sender: str, payload: str | bytes) -> None:
        """Send ``payload`` from ``sender`` and check the answer, the server and the table."""
        before, saved = self.table.to_json(), self.save.read_text("utf-8")
        seat = self.seat_of(sender)
        for client in self.seated.values():
            await drain(client, 0.001)
        conn = await self.sender(sender)
        expected = self.expected(sender, payload)
        await conn.send_raw(payload)
        if expected == ("closed", "1009"):
            await closed_too_big(conn)
            await self.replace(sender, seat)
        else:
            reply = await self.answer(conn, expected, payload)
            if sender == "fresh" or (sender == "stranger" and reply["type"] == "table"):
                await conn.close()  # it may sit at another table now: a new stranger
                if sender == "stranger":
                    self.stranger = await Client.connect(self.uri, "stranger")
        await pong_on_a_fresh_connection(self.uri)
        assert self.table.to_json() == before, payload
        assert self.save.read_text("utf-8") == saved

    async def sender(self, sender: str) -> Client:
        if sender == "fresh":  # a connection that never said hello
            return Client(await connect(self.uri, max_size=None, compression=None))
        if sender == "stranger":
            assert self.stranger is not None
            return self.stranger
        seat = self.seat_of(sender)
        assert seat is not None
        return self.seated[seat]

    def expected(self, sender: str, payload: str | bytes) -> tuple[str, str]:
        """The answer the protocol promises: (message type, error code or "")."""
        if len(payload if isinstance(payload, bytes) else payload.encode()) > MAX_FRAME_BYTES:
            return ("closed", "1009")
        message = parsed(payload)
        if isinstance(message, ProtocolError):
            return ("error", message.code)
        if isinstance(message, Ping):
            return ("pong", "")
        if sender == "fresh":
            return ("welcome", "") if isinstance(message, Hello) else ("error", "no_hello")
        seat = self.seat_of(sender)
        if isinstance(message, Hello):
            return ("error", "already_hello")
        if isinstance(message, Create | Join):
            # A stranger's create or join may seat it elsewhere: any table or any refusal.
            return ("error", "already_seated") if seat is not None else ("table|error", "")
        if seat is None:
            return ("error", "not_seated")
        if isinstance(message, Say):
            return ("chat", "")
        if isinstance(message, Resume):
            return ("error", "not_paused")  # the table is never paused here
        if isinstance(message, Save):  # the host saves (the same save again); no one else
            return ("saved", "") if self.table.seats[seat].kind == "host" else ("error", "not_host")
        if isinstance(message, Remove | Admit):  # the host's would change the table: not sent
            return ("error", "not_host")
        assert isinstance(message, Action)
        if message.seq != self.table.seq:
            return ("error", "stale")
        if seat != self.table.state.current_player:
            return ("error", "not_your_turn")
        return ("error", "illegal_action")

    async def answer(
        self, conn: Client, expected: tuple[str, str], payload: str | bytes
    ) -> dict[str, Any]:
        """Read and check the answer to ``payload`` (and the update a stale move brings)."""
        kind, code = expected
        reply = await conn.recv(WAIT)
        assert reply["type"] in kind.split("|"), (payload, reply)
        if kind == "table|error" and reply["type"] == "table":
            assert reply["code"] != CODE  # our table is full and its people connected
        if reply["type"] == "error":
            check_error(reply, code, payload)
        if code == "stale":  # the seat hears the table as it stands, at once
            update = await conn.recv(WAIT)
            assert update["type"] == "update" and update["events"] == []
            assert update["seq"] == self.table.seq
        return reply

    async def replace(self, sender: str, seat: int | None) -> None:
        """A connection cut for its frame's size: a seated person returns by name (their
        seat is back as it was), a stranger is replaced."""
        if seat is None:
            if sender == "stranger":
                self.stranger = await Client.connect(self.uri, "stranger")
            return
        while self.table.seats[seat].status != "dropped":
            await asyncio.sleep(0.01)
        back = await Client.connect(self.uri, NAMES[seat])
        token = self.seated[seat].token
        assert (await back.join(CODE, NAMES[seat], token))["your_seat"] == seat
        update = await back.wait_for("update", timeout=WAIT)
        assert update["events"] == [] and update["seq"] == self.table.seq
        self.seated[seat] = back


def parsed(payload: str | bytes) -> ClientMessage | ProtocolError:
    """What the protocol's own parser makes of ``payload``."""
    try:
        return protocol.parse_client(payload)
    except ProtocolError as exc:
        return exc


def check_error(reply: dict[str, Any], code: str, payload: str | bytes) -> None:
    assert reply["code"] in ERROR_CODES, reply
    if code:
        assert reply["code"] == code, (payload, reply)
    assert reply["message_id"] == protocol.message_id(reply["code"])
    assert isinstance(reply["details"], dict)
    message = parsed(payload)
    if isinstance(message, Action) and reply["code"] not in ("not_seated", "no_hello"):
        assert reply["seq"] == message.seq  # an answer to an action echoes its seq


async def drain(client: Client, wait: float) -> None:
    """Read what ``client`` has been sent, until ``wait`` seconds pass in silence."""
    while True:
        try:
            await client.recv(wait)
        except TimeoutError:
            return


async def closed_too_big(conn: Client) -> None:
    with pytest.raises(ConnectionClosed) as caught:
        while True:  # anything already on its way is read first
            await conn.recv(WAIT)
    assert caught.value.rcvd is not None and caught.value.rcvd.code == 1009


async def pong_on_a_fresh_connection(uri: str) -> None:
    async with connect(uri, compression=None) as ws:
        await ws.send('{"type": "ping"}')
        assert json.loads(await asyncio.wait_for(ws.recv(), WAIT)) == {"type": "pong"}


@pytest.fixture(scope="module")
def live(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Live]:
    failures = Failures()
    logger = logging.getLogger("access_cards.net.server")
    logger.addHandler(failures)
    server = Live(tmp_path_factory.mktemp("tables"))
    try:
        server.run(server.open(moves=5))
        yield server
        assert failures.records == []  # no table job ever failed
        assert server.table.seats[0].status == server.table.seats[1].status == "taken"
    finally:
        logger.removeHandler(failures)
        server.stop()


# -- what is sent ---------------------------------------------------------------------------

NO_SURROGATES = st.characters(exclude_categories=["Cs"])
TEXT = st.text(NO_SURROGATES, max_size=40)
SCALARS = (
    st.none()
    | st.booleans()
    | st.integers()
    | st.integers(min_value=-(2**70), max_value=2**70)
    | st.floats(allow_nan=True, allow_infinity=True)
    | TEXT
)
JSON = st.recursive(
    SCALARS, lambda inner: st.lists(inner, max_size=4) | st.dictionaries(TEXT, inner, max_size=4),
    max_leaves=12,
)  # fmt: skip
KEYS = st.sampled_from(["type", "seq", "text", "name", "code", "lang", "v", "game", "seats",
                        "options", "seat", "hand", "legal"]) | TEXT  # fmt: skip
TYPES = st.sampled_from(["hello", "create", "join", "action", "say", "leave", "ping",
                         "pause", "resume", "save", "remove", "admit", "mute", "unmute",
                         "update", "table", "pong", "Action", "ACTION", ""]) | TEXT  # fmt: skip
TEMPLATES: list[dict[str, Any]] = [
    {"type": "hello", "v": 1, "name": "fuzz", "lang": "en"},
    {"type": "create", "game": "khmer", "seats": ["host", "remote"]},
    {
        "type": "create",
        "game": "lasvegas",
        "seats": ["remote", "bot:easy"],
        "options": {"hands": 2},
        "code": "FUZZCD",
    },
    {"type": "join", "code": CODE, "name": "guest"},
    {"type": "join", "code": CODE.lower(), "name": "newcomer"},
    {"type": "join", "code": "FUZZCD", "name": "newcomer"},
    {"type": "action", "seq": 0, "text": "draw"},
    {"type": "say", "text": "good luck"},
    {"type": "leave"},
    {"type": "pause"},
    {"type": "resume"},
    {"type": "save"},
    {"type": "remove", "seat": 1},
    {"type": "admit", "seat": 1, "name": "Eve"},
    {"type": "mute", "seat": 0},
    {"type": "unmute", "seat": 1},
    {"type": "join", "code": CODE, "name": "guest", "token": "A" * 32},
    {"type": "ping"},
]
# Moves of Khmer, legal somewhere (replays of earlier moves come from the table itself).
MOVES = ["draw", "discard", "knock", "concede", "play 1", "play 4", "play 6", "play 7",
         "PLAY 6", " draw ", "play", "play 66", "knock knock", "yes", "x" * 200]  # fmt: skip


@st.composite
def mutated(draw: st.DrawFn) -> str:
    """A valid-looking message with keys dropped, added or renamed and values retyped."""
    message = dict(draw(st.sampled_from(TEMPLATES)))
    for _ in range(draw(st.integers(0, 3))):
        how = draw(st.sampled_from(["drop", "add", "retype", "type"]))
        keys = sorted(message)
        if how == "drop" and keys:
            message.pop(draw(st.sampled_from(keys)))
        elif how == "add":
            message[draw(KEYS)] = draw(JSON)
        elif how == "retype" and keys:
            message[draw(st.sampled_from(keys))] = draw(JSON)
        elif how == "type":
            message["type"] = draw(TYPES)
    return json.dumps(message, ensure_ascii=draw(st.booleans()))


@st.composite
def garbage(draw: st.DrawFn) -> str | bytes:
    """Anything at all: bytes, text, JSON of any shape, huge numbers, deep nesting, big
    messages, frames over the limit."""
    kind = draw(st.sampled_from(["bytes", "text", "json", "number", "deep", "big", "frame"]))
    if kind == "bytes":
        return draw(st.binary(max_size=200))
    if kind == "text":
        return draw(st.text(NO_SURROGATES, max_size=200))
    if kind == "json":
        return json.dumps(draw(JSON))
    if kind == "number":  # past Python's 4300 digits, or only past the protocol's bounds
        digits = "9" * draw(st.integers(1, 6000))
        field = draw(st.sampled_from(["seq", "v", "text"]))
        body = {"seq": 0, "text": "draw"} if field != "v" else {"name": "x", "lang": "en"}
        kind_ = "hello" if field == "v" else "action"
        return json.dumps({"type": kind_, **body}).replace("}", f', "{field}": {digits}}}', 1)
    if kind == "deep":
        depth = draw(st.integers(1, 8000))
        opener, closer = draw(st.sampled_from([("[", "]"), ('{"a": ', "}")]))
        inner = opener * depth + "1" + closer * depth
        return inner if draw(st.booleans()) else f'{{"type": "say", "text": {inner}}}'
    if kind == "big":  # over the protocol's limit, under websockets': refused, kept open
        size = draw(st.integers(MAX_MESSAGE_BYTES - 40, MAX_FRAME_BYTES - 40))
        return json.dumps({"type": "say", "text": "x" * size})
    size = draw(st.integers(MAX_FRAME_BYTES + 1, 2 * MAX_FRAME_BYTES))
    return draw(st.sampled_from(["x", "é"])) * size if draw(st.booleans()) else b"\x00" * size


@st.composite
def actions(draw: st.DrawFn, seq_now: int, seen: list[str]) -> str:
    """Moves with every kind of ``seq`` (mostly the current one, so the seat and the move
    are what is refused): stale, future, out of range, of other types."""
    how = draw(st.sampled_from(["now"] * 4 + ["near", "any"]))
    if how == "now":
        seq: Any = seq_now
    elif how == "near":
        seq = draw(st.sampled_from([seq_now - 1, seq_now + 1, 0, 2**53 - 1, 2**53, -1]))
    else:
        seq = draw(st.integers(-10, 100) | SCALARS)
    known = draw(st.integers(0, 3)) > 0
    text = draw(st.sampled_from(MOVES + seen)) if known else draw(TEXT)
    return json.dumps({"type": "action", "seq": seq, "text": text})


def fuzz_one(live: Live, sender: str, payload: str | bytes) -> None:
    assume(not live.run(live.would_change(sender, payload)))
    live.run(live.check(sender, payload))


# -- the tests ----------------------------------------------------------------------------


@settings(max_examples=examples(700), derandomize=True)
@given(sender=st.sampled_from(SENDERS), payload=garbage())
def test_garbage_changes_nothing(live: Live, sender: str, payload: str | bytes) -> None:
    fuzz_one(live, sender, payload)


@settings(max_examples=examples(500), derandomize=True)
@given(sender=st.sampled_from(SENDERS), payload=mutated())
def test_mutated_messages_change_nothing(live: Live, sender: str, payload: str) -> None:
    fuzz_one(live, sender, payload)


@settings(max_examples=examples(500), derandomize=True)
@given(sender=st.sampled_from(SENDERS), data=st.data())
def test_moves_out_of_turn_or_time_change_nothing(
    live: Live, sender: str, data: st.DataObject
) -> None:
    payload = data.draw(actions(live.table.seq, live.seen))
    fuzz_one(live, sender, payload)


def test_the_table_is_still_playable_after_the_fuzz(live: Live) -> None:
    """After everything above, the seat to move still moves and everyone hears it."""

    async def move() -> None:
        mover = await live.heard_all()
        seq = live.table.seq
        legal = mover.last_update["legal"] if mover.last_update else []
        await live.move(mover, legal[0])
        assert live.table.seq == seq + 1
        assert live.table.log[-1] == (seq + 1, mover.seat, legal[0])

    live.run(move())
