"""The server over real sockets on localhost: whole matches between scripted clients and
bots, what each socket heard checked against the engine's own redaction, and every kind
of misbehaviour refused without changing a table or stopping the server."""

from __future__ import annotations

import asyncio
import json
import random
import shutil
import ssl
import subprocess
from collections.abc import Callable, Coroutine
from pathlib import Path
from typing import Any, TypeVar

import pytest
from websockets.asyncio.client import connect
from websockets.exceptions import ConnectionClosed, InvalidHandshake

from access_cards import games
from access_cards.engine.events import Event, events_for
from access_cards.net.client import Client
from access_cards.net.limits import Limits
from access_cards.net.protocol import MAX_MESSAGE_BYTES
from access_cards.net.server import Server, ssl_context
from access_cards.net.table import Table

T = TypeVar("T")
SEED = 11
# What a socket may hear besides updates: none of them carries anything of the match.
OTHER_TYPES = {"welcome", "table", "chat", "joined", "left", "dropped", "returned", "held",
               "paused", "resumed", "saved", "closing", "error", "pong"}  # fmt: skip


def run(test: Callable[[], Coroutine[Any, Any, T]], limit: float = 60) -> T:
    """Run an async test body with a time limit (a hung socket fails, never hangs)."""
    return asyncio.run(asyncio.wait_for(test(), limit))


async def serving(**kwargs: Any) -> tuple[Server, str]:
    """A server on a free port of 127.0.0.1 with the default limits (a test that lifts the
    rate of a connection lifts its address's too)."""
    if "rate" in kwargs and "limits" not in kwargs:
        rate = kwargs["rate"]
        kwargs["limits"] = Limits().relaxed(address_rate=rate, address_burst=rate)
    server = Server(seed=lambda: SEED, **kwargs)
    await server.start("127.0.0.1", 0)
    return server, f"ws://127.0.0.1:{server.port}"


async def play(
    client: Client,
    rng: random.Random,
    stop: int | None = None,
    first: dict[str, Any] | None = None,
) -> int:
    """Answer every update that asks us to move, choosing from ``legal``, until the match
    is over (or after ``stop`` actions); the number of actions sent.  ``first``: a message
    already read, handled first."""
    sent = 0
    while stop is None or sent < stop:
        message, first = first or await client.recv(20), None
        if message["type"] == "error":
            raise AssertionError(message)
        if message["type"] != "update":
            continue
        if message["view"]["is_over"]:
            break
        if message["legal"]:
            await client.act(rng.choice(message["legal"]))
            sent += 1
    return sent


async def gone(path: Path) -> bool:
    """Whether ``path`` is removed within a second (the last update goes out before the
    server tidies the table's save away)."""
    for _ in range(50):
        if not path.exists():
            return True
        await asyncio.sleep(0.02)
    return False


async def table_of(server: Server, code: str) -> Table:
    """The server's table (tests look inside; clients never can)."""
    return server.rooms[code].table


async def open_table(
    uri: str, game: str, specs: list[str], options: dict[str, Any] | None = None
) -> tuple[list[Client], str]:
    """A host creating the table, then remote clients joining it; everyone seated."""
    host = await Client.connect(uri, "host")
    table = await host.create(game, specs, options)
    assert table["type"] == "table", table
    clients = [host]
    for i in range(specs.count("remote")):
        guest = await Client.connect(uri, f"guest{i}")
        assert (await guest.join(table["code"], f"guest{i}"))["type"] == "table"
        clients.append(guest)
    return clients, table["code"]


# -- the leak check --------------------------------------------------------------------------------


def check_heard(client: Client, table: Table, options: dict[str, Any] | None) -> None:
    """Everything ``client`` heard is exactly what local play hands its seat: the match is
    replayed on a fresh engine from the seed and the actions applied, and each update's
    view and the events heard in order are compared with ``view(seat)`` and ``events_for``.
    Nothing else it heard carries any part of the match."""
    seat = client.seat
    assert seat is not None
    state = games.find(table.game).new_state(len(table.seats), seed=SEED, options=options)
    views = {0: state.view(seat)}
    expected = [e.to_dict() for e in events_for(state.start_events, seat)]
    for seq, _, text in table.log:
        expected += [e.to_dict() for e in events_for(state.apply(text), seat)]
        views[seq] = state.view(seat)
    heard: list[dict[str, Any]] = []
    for message in client.received:
        if message["type"] != "update":
            assert message["type"] in OTHER_TYPES
            assert not {"view", "events", "hand", "cards"} & set(message)
            continue
        assert json.dumps(message["view"], sort_keys=True) == json.dumps(
            views[message["seq"]], sort_keys=True
        )
        heard += message["events"]
    assert heard == expected
    assert all(isinstance(Event(**e), Event) for e in heard)


# -- whole matches ----------------------------------------------------------------------------


# Whole matches of every game, in both pile modes, with a leak check over each socket:
# tests/test_net_games.py (test_no_socket_hears_a_secret).


def test_khmer_against_a_bot_on_a_table_made_for_others() -> None:
    async def body() -> None:
        server, uri = await serving()
        maker = await Client.connect(uri, "maker")
        made = await maker.create("khmer", ["remote", "bot:easy"], code="KHMER1")
        assert made["your_seat"] is None and made["code"] == "KHMER1"
        player = await Client.connect(uri, "ann")
        assert (await player.join("khmer1", "Ann"))["your_seat"] == 0
        table = await table_of(server, "KHMER1")
        await play(player, random.Random(5))
        check_heard(player, table, None)
        await server.stop()

    run(body)


# -- refusals that change nothing ---------------------------------------------------------


async def my_turn(clients: list[Client], table: Table) -> tuple[Client, Client]:
    """Read until every client has heard the table's latest update and a person is to move:
    (that person's client, the other one)."""
    while True:
        if all(c.seq == table.seq and c.last_update for c in clients):
            movers = [c for c in clients if c.seat == table.state.current_player]
            if movers:
                return movers[0], next(c for c in clients if c is not movers[0])
        for client in clients:
            await quiet(client, 0.02)


async def quiet(client: Client, wait: float = 0.2) -> list[dict[str, Any]]:
    """What ``client`` hears within ``wait`` seconds."""
    heard = []
    while True:
        try:
            heard.append(await client.recv(wait))
        except TimeoutError:
            return heard


def test_stale_and_other_seats_actions_change_nothing() -> None:
    async def body() -> None:
        server, uri = await serving()
        clients, code = await open_table(uri, "khmer", ["host", "remote"])
        table = await table_of(server, code)
        mover, other = await my_turn(clients, table)
        legal = mover.last_update["legal"] if mover.last_update else []
        await mover.act(legal[0])
        await mover.wait_for("update")
        mover, other = await my_turn(clients, table)
        before, seq = table.to_json(), table.seq
        await mover.act(mover.last_update["legal"][0] if mover.last_update else "", seq=seq - 1)
        error = await mover.wait_for("error")
        assert (error["code"], error["details"]["seq"], error["seq"]) == ("stale", seq, seq - 1)
        assert (await mover.wait_for("update"))["seq"] == seq  # the current table, again
        await other.act("discard", seq=seq)
        error = await other.wait_for("error")
        assert error["code"] == "not_your_turn" and error["details"]["current"] == mover.seat
        await mover.act("fly away")
        error = await mover.wait_for("error")
        assert error["code"] == "illegal_action" and error["details"]["reason"] == "unknown_command"
        assert table.to_json() == before and table.seq == seq
        await server.stop()

    run(body)


def test_bad_messages_and_floods_change_nothing_and_the_server_lives() -> None:
    async def body() -> None:
        server, uri = await serving(rate=50, burst=20)
        clients, code = await open_table(uri, "khmer", ["host", "remote"])
        table = await table_of(server, code)
        await my_turn(clients, table)
        bad = clients[1]
        before = table.to_json()
        bad_messages: list[tuple[str | bytes, str]] = [
            ("{not json", "bad_json"),
            ('{"type": "teleport"}', "unknown_type"),
            (json.dumps({"type": "say", "text": "x" * (MAX_MESSAGE_BYTES + 10)}), "too_big"),
            (b"\x00\x01binary", "not_text"),
            ('{"type": "action", "seq": 0, "text": "discard", "seat": 0}', "unknown_field"),
            ('{"type": "hello", "v": 1, "name": "again", "lang": "en"}', "already_hello"),
            ('{"type": "create", "game": "khmer", "seats": ["host", "remote"]}', "already_seated"),
        ]
        for raw, code_wanted in bad_messages:
            await bad.send_raw(raw)
            assert (await bad.wait_for("error"))["code"] == code_wanted
        for _ in range(100):  # a flood: one error, the rest dropped unanswered
            await bad.send({"type": "ping"})
        heard = await quiet(bad)
        assert [m["code"] for m in heard if m["type"] == "error"] == ["rate_limited"]
        assert sum(m["type"] == "pong" for m in heard) < 100
        await asyncio.sleep(0.5)  # the bucket refills: heard again
        await bad.send({"type": "ping"})
        assert (await bad.wait_for("pong"))["type"] == "pong"
        with pytest.raises(ConnectionClosed):  # far beyond any limit: websockets cuts it
            await bad.send_raw("x" * (8 * MAX_MESSAGE_BYTES))
            await bad.recv(2)
        assert table.to_json() == before
        fresh = await Client.connect(uri, "fresh")  # the server lives on
        await fresh.send({"type": "ping"})
        assert (await fresh.wait_for("pong"))["type"] == "pong"
        await server.stop()

    run(body)


def test_messages_before_hello_and_seat_errors() -> None:
    async def body() -> None:
        server, uri = await serving()
        async with connect(uri) as ws:
            await ws.send('{"type": "join", "code": "ABCDEF", "name": "x"}')
            assert json.loads(await ws.recv())["code"] == "no_hello"
        _, code = await open_table(uri, "khmer", ["host", "remote"])
        late = await Client.connect(uri, "late")
        full, missing = await late.join(code, "late"), await late.join("ZZZZZZ", "late")
        # One answer whatever the reason: a stranger learns nothing of who sits where.
        assert (full["code"], full["details"]) == ("no_seat", {"code": code})
        assert (missing["code"], missing["details"]) == ("no_seat", {"code": "ZZZZZZ"})
        assert (await late.create("khmer", ["host", "remote"], code=code))["code"] == "code_taken"
        assert (await late.create("khmer", ["host", "bot:genius"]))["code"] == "bad_seats"
        await late.act("discard")
        assert (await late.wait_for("error"))["code"] == "not_seated"
        host = await Client.connect(uri, "host2")
        waiting = await host.create("lasvegas", ["host", "remote", "remote"])
        guest = await Client.connect(uri, "guest")
        await guest.join(waiting["code"], "guest")
        await guest.leave()
        assert (await host.wait_for("left"))["seat"] == 1  # not begun: the seat is free again
        twin = await Client.connect(uri, "twin")
        code = waiting["code"]
        assert (await twin.join(code, "HOST2"))["code"] == "no_seat"
        assert (await twin.join(code, "twin"))["your_seat"] == 1
        await server.stop()

    run(body)


def test_two_tables_never_hear_each_other() -> None:
    async def body() -> None:
        server, uri = await serving()
        first, code_a = await open_table(uri, "khmer", ["host", "remote"])
        second, code_b = await open_table(uri, "khmer", ["host", "remote"])
        assert code_a != code_b
        await first[0].say("secret of table A")
        assert (await first[1].wait_for("chat"))["text"] == "secret of table A"
        await asyncio.gather(*(play(c, random.Random(i)) for i, c in enumerate(first)))
        await asyncio.gather(*(quiet(c) for c in second))
        for client in second:
            text = json.dumps(client.received)
            assert "secret" not in text and code_a not in text
            assert {m.get("code") for m in client.received if m["type"] == "table"} == {code_b}
            assert all(m["type"] != "chat" for m in client.received)
        await server.stop()

    run(body)


# -- drops, returns, restarts -----------------------------------------------------------------


def test_drop_and_return_by_code_and_name() -> None:
    async def body() -> None:
        server, uri = await serving()
        clients, code = await open_table(uri, "khmer", ["host", "remote"])
        host, guest = clients
        table = await table_of(server, code)
        host_play = asyncio.create_task(play(host, random.Random(1)))
        await play(guest, random.Random(2), stop=3)
        guest.ws.transport.abort()  # as if the process were killed: no closing handshake
        await asyncio.sleep(0.3)
        assert table.seats[1].status == "dropped"
        back = await Client.connect(uri, "guest0")
        assert (await back.join(code, "guest0"))["code"] == "no_seat"  # a name is not enough
        seated = await back.join(code.lower(), "guest0", guest.token)
        assert seated["your_seat"] == 1 and seated["token"] == guest.token
        update = await back.wait_for("update")
        assert update["seq"] == table.seq and update["view"] == table.state.view(1)
        await play(back, random.Random(3), first=update)
        await host_play
        kinds = [m["type"] for m in host.received]
        assert "dropped" in kinds and "returned" in kinds
        assert kinds.index("dropped") < kinds.index("returned")
        assert table.state.is_over
        await server.stop()

    run(body)


def test_a_restarted_server_resumes_its_tables(tmp_path: Path) -> None:
    async def body() -> None:
        server, uri = await serving(saves=tmp_path)
        clients, code = await open_table(
            uri, "lasvegas", ["host", "remote", "bot:easy"], {"hands": 2}
        )
        table = await table_of(server, code)
        moves = [
            asyncio.create_task(play(c, random.Random(i), stop=2)) for i, c in enumerate(clients)
        ]
        await asyncio.wait(moves, timeout=5)
        await asyncio.sleep(0.2)
        seq = table.seq
        await server.stop()
        assert (tmp_path / f"{code}.json").is_file()
        again, uri = await serving(saves=tmp_path)
        assert code not in again.rooms  # read back when someone returns, not before
        players = [await Client.connect(uri, name) for name in ("host", "guest0")]
        for player, before in zip(players, clients, strict=True):
            assert (await player.join(code, "x", before.token))["type"] == "table"
        resumed = await table_of(again, code)
        assert resumed.seq == seq and resumed.state.to_json() == table.state.to_json()
        await asyncio.gather(*(play(p, random.Random(9 + i)) for i, p in enumerate(players)))
        assert resumed.state.is_over
        assert await gone(tmp_path / f"{code}.json")  # a match over leaves no save behind
        await again.stop()

    run(body)


@pytest.mark.skipif(shutil.which("openssl") is None, reason="needs openssl to make a cert")
def test_tls(tmp_path: Path) -> None:
    cert, key = tmp_path / "cert.pem", tmp_path / "key.pem"
    subprocess.run(
        [
            "openssl",
            "req",
            "-x509",
            "-newkey",
            "rsa:2048",
            "-nodes",
            "-days",
            "1",
            "-subj",
            "/CN=localhost",
            "-addext",
            "subjectAltName=DNS:localhost,IP:127.0.0.1",
            "-keyout",
            str(key),
            "-out",
            str(cert),
        ],
        check=True,
        capture_output=True,
    )

    async def body() -> None:
        server = Server()
        await server.start("127.0.0.1", 0, tls=ssl_context(cert, key))
        trust = ssl.create_default_context(cafile=str(cert))
        client = await Client.connect(f"wss://127.0.0.1:{server.port}", "ann", tls=trust)
        await client.send({"type": "ping"})
        assert (await client.wait_for("pong"))["type"] == "pong"
        with pytest.raises((ConnectionClosed, InvalidHandshake, OSError)):
            await Client.connect(f"ws://127.0.0.1:{server.port}", "plain")
        await server.stop()

    run(body)
