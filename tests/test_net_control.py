"""Running a network table: a bot holding a dropped person's seat after the takeover time,
pausing and resuming, the host's save, and a host console taking up a saved table."""

from __future__ import annotations

import asyncio
import json
import random
from pathlib import Path
from typing import Any

import pytest

from access_cards.net.client import Client
from access_cards.net.protocol import ProtocolError
from access_cards.net.server import Server
from access_cards.net.table import Table, load_table
from tests.test_net_server import SEED, gone, my_turn, play, quiet, run, serving, table_of


async def seated(
    uri: str, game: str, specs: list[str], takeover: int | None = None, **options: Any
) -> tuple[list[Client], str]:
    """A creator in the host seat (or the first remote one) and the others joined."""
    first = await Client.connect(uri, "ann")
    table = await first.create(game, specs, options or None, takeover=takeover)
    assert table["type"] == "table", table
    clients = [first]
    if "host" not in specs:
        assert (await first.join(table["code"], "ann"))["type"] == "table"
    for name in ("bob", "cid", "dee")[: specs.count("remote") - ("host" not in specs)]:
        guest = await Client.connect(uri, name)
        assert (await guest.join(table["code"], name))["type"] == "table"
        clients.append(guest)
    return clients, table["code"]


async def until(condition: Any, clients: list[Client], limit: float = 10) -> None:
    """Read every client's messages until ``condition()`` holds."""
    end = asyncio.get_running_loop().time() + limit
    while not condition():
        assert asyncio.get_running_loop().time() < end, "never happened"
        for client in clients:
            await quiet(client, 0.02)


async def finish(clients: list[Client], table: Table, seed: int) -> None:
    """Play to the end, each client starting from the last update it heard (its turn may
    have been read already)."""
    await asyncio.gather(*(
        play(c, random.Random(seed + i), first=c.last_update if c.seq == table.seq else None)
        for i, c in enumerate(clients)
    ))  # fmt: skip


def kinds(client: Client) -> list[str]:
    return [m["type"] for m in client.received]


def test_a_bot_holds_a_dropped_seat_after_the_takeover_time_until_its_person_returns() -> None:
    async def body() -> None:
        server, uri = await serving()
        clients, code = await seated(uri, "khmer", ["host", "remote"], takeover=1)
        ann, bob = clients
        table = await table_of(server, code)
        mover, _ = await my_turn(clients, table)
        if mover is ann:  # Bob drops on his own turn, so the table waits on him
            await ann.act(ann.last_update["legal"][0] if ann.last_update else "")
            await until(lambda: table.state.current_player == 1 and bob.seq == table.seq, clients)
        seq = table.seq
        bob.ws.transport.abort()
        await until(lambda: "dropped" in kinds(ann), [ann])
        await asyncio.sleep(0.5)
        assert table.seq == seq and table.seats[1].status == "dropped"  # not yet
        await until(lambda: "held" in kinds(ann), [ann], limit=5)
        held = next(m for m in ann.received if m["type"] == "held")
        assert (held["seat"], held["name"]) == (1, "bob")
        await until(lambda: table.seq > seq, [ann])  # Bob's bot moved for him
        assert any(s == 1 for _, s, _ in table.log[seq:])
        back = await Client.connect(uri, "Bob")
        assert (await back.join(code, "Bob"))["code"] == "no_seat"  # the name alone: no
        assert (await back.join(code, "Bob", bob.token))["your_seat"] == 1
        assert table.seats[1].status == "taken"
        await until(lambda: "returned" in kinds(ann), [ann])
        # From now on Bob moves himself: the bot never plays his seat again.
        moved_by_bot = len(table.log)
        await finish([ann, back], table, 1)
        assert table.state.is_over
        people = [s for _, s, _ in table.log[moved_by_bot:] if s == 1]
        assert people and table.seats[1].status == "taken"
        await server.stop()

    run(body)


def test_no_takeover_when_it_is_off_or_nobody_is_left() -> None:
    async def body() -> None:
        server, uri = await serving()
        clients, code = await seated(uri, "khmer", ["remote", "remote"], takeover=0)
        table = await table_of(server, code)
        await my_turn(clients, table)
        clients[1].ws.transport.abort()
        await asyncio.sleep(1.5)
        assert table.seats[1].status == "dropped" and not server.rooms[code].timers
        clients2, code2 = await seated(uri, "khmer", ["remote", "remote"], takeover=1)
        table2 = await table_of(server, code2)
        await my_turn(clients2, table2)
        for client in clients2:  # everyone goes: the table waits for them, bots and all
            client.ws.transport.abort()
        await asyncio.sleep(1.6)
        assert [s.status for s in table2.seats] == ["dropped", "dropped"]
        await server.stop()

    run(body)


def test_pause_refuses_moves_and_resume_goes_on() -> None:
    async def body() -> None:
        server, uri = await serving()
        clients, code = await seated(uri, "lasvegas", ["host", "remote", "bot:easy"], hands=1)
        bob = clients[1]
        table = await table_of(server, code)
        mover, other = await my_turn(clients, table)
        await other.send({"type": "pause"})
        await until(lambda: all("paused" in kinds(c) for c in clients), clients)
        said = next(m for m in mover.received if m["type"] == "paused")
        assert said["name"] == ("bob" if other is bob else "ann")
        before = table.to_json()
        await mover.act(mover.last_update["legal"][0] if mover.last_update else "")
        assert (await mover.wait_for("error"))["code"] == "paused"
        await mover.send({"type": "pause"})
        assert (await mover.wait_for("error"))["code"] == "already_paused"
        assert table.to_json() == before
        await other.send({"type": "resume"})
        await until(lambda: all("resumed" in kinds(c) for c in clients), clients)
        await mover.send({"type": "resume"})
        assert (await mover.wait_for("error"))["code"] == "not_paused"
        await finish(clients, table, 3)
        assert table.state.is_over
        await server.stop()

    run(body)


def test_the_host_saves_and_a_host_console_takes_the_table_up_again(tmp_path: Path) -> None:
    async def body() -> None:
        server, uri = await serving(saves=tmp_path, autosave=False)
        clients, code = await seated(uri, "khmer", ["host", "remote"])
        ann, bob = clients
        table = await table_of(server, code)
        await my_turn(clients, table)
        assert not (tmp_path / f"{code}.json").exists()  # a host's table: saved when asked
        await bob.send({"type": "save"})
        assert (await bob.wait_for("error"))["code"] == "not_host"
        await ann.send({"type": "pause"})
        await ann.send({"type": "save"})
        await until(lambda: all("saved" in kinds(c) for c in clients), clients)
        saved = next(m for m in bob.received if m["type"] == "saved")
        assert (saved["name"], saved["code"]) == ("ann", code)
        kept = load_table(tmp_path / f"{code}.json")
        assert kept.state.to_json() == table.state.to_json() and kept.paused
        await server.stop()
        again = Server(seed=lambda: SEED, saves=tmp_path, autosave=False)
        await again.start("127.0.0.1", 0)
        assert not again.rooms  # a host's server opens only the table it is asked for
        assert again.resume_table(code) and not again.resume_table("NOSUCH")
        uri = f"ws://127.0.0.1:{again.port}"
        players = [await Client.connect(uri, name) for name in ("ann", "bob")]
        for player, before in zip(players, clients, strict=True):
            assert (await player.join(code, "x", before.token))["type"] == "table"
        await players[1].send({"type": "resume"})  # the host's pause is the host's to end
        assert (await players[1].wait_for("error"))["code"] == "host_paused"
        await players[0].send({"type": "resume"})
        await until(lambda: all("resumed" in kinds(p) for p in players), players)
        await finish(players, await table_of(again, code), 7)
        assert await gone(tmp_path / f"{code}.json")  # over: the save is gone
        await again.stop()

    run(body)


def test_save_without_a_folder_is_refused_and_a_table_without_a_host_lets_anyone_save(
    tmp_path: Path,
) -> None:
    async def body() -> None:
        server, uri = await serving()
        clients, code = await seated(uri, "khmer", ["host", "remote"])
        await clients[0].send({"type": "save"})
        assert (await clients[0].wait_for("error"))["code"] == "cannot_save"
        await server.stop()
        server, uri = await serving(saves=tmp_path)
        clients, code = await seated(uri, "khmer", ["remote", "remote"])
        await clients[1].send({"type": "save"})
        assert (await clients[1].wait_for("saved"))["code"] == code
        await server.stop()

    run(body)


def test_held_paused_and_takeover_survive_a_save() -> None:
    table = Table("ABCDEF", "khmer", ["host", "remote"], seed=SEED, takeover=300)
    table.sit("ann", host=True)
    bob = table.sit("bob")
    table.start()
    table.leave(1)
    table.mute(0, 1, on=True)
    assert table.dropped() == [1] and table.hold(1) and not table.hold(1)
    table.pause(0)
    kept = Table.from_json(table.to_json())
    assert (kept.paused, kept.paused_by_host, kept.takeover) == (True, True, 300)
    assert [s.status for s in kept.seats] == ["dropped", "held"]
    assert not kept.hears_chat(0, 1) and kept.hears_chat(1, 0)
    with pytest.raises(ProtocolError, match="host_paused"):
        kept.resume(1)
    back = kept.sit("BOB", token=bob.token)
    assert (back.seat, back.back) == (1, True)
    data = json.loads(table.to_json())
    data["takeover"] = -1
    try:
        Table.from_json(json.dumps(data))
    except Exception as exc:
        assert type(exc).__name__ == "SaveError"
    else:
        raise AssertionError("a damaged takeover was read")
