"""Strangers at the server (issue 24), over real sockets: who may sit, what one address may
take, tables and connections that do not live for ever, chat and names as weapons, readers
that never read.  Attackers connect from other loopback addresses (127.0.0.2, 127.0.0.3), so
the per-address limits are the real ones; the tests shorten only the times."""

from __future__ import annotations

import asyncio
import contextlib
import json
import os
import random
import socket
import time
from pathlib import Path
from typing import Any

import pytest
from websockets.asyncio.client import connect
from websockets.exceptions import ConnectionClosed, InvalidStatus

from access_cards.net.client import Client
from access_cards.net.limits import Limits, Tries, address_key
from access_cards.net.logs import OncePerMinute
from access_cards.net.saving import Saver
from access_cards.net.thinking import FairShare
from tests.test_net_control import kinds, until
from tests.test_net_server import my_turn, play, quiet, run, serving, table_of

EVE = "127.0.0.2"  # the stranger's address
FRIEND = "127.0.0.3"  # someone else, who must not pay for the stranger


async def vegas(uri: str, **options: Any) -> tuple[Client, Client, str]:
    """Ann hosts Las Vegas with a bot; Bob joins: the match begins."""
    ann = await Client.connect(uri, "Ann")
    made = await ann.create("lasvegas", ["host", "remote", "bot:easy"], {"hands": 2, **options})
    bob = await Client.connect(uri, "Bob")
    assert (await bob.join(made["code"], "Bob"))["type"] == "table"
    await ann.wait_for("update")
    await bob.wait_for("update")
    return ann, bob, made["code"]


async def gone_away(client: Client) -> None:
    """Cut ``client`` as if its program were killed, and give the server a moment."""
    client.ws.transport.abort()
    await asyncio.sleep(0.2)


# -- 1. who may sit ------------------------------------------------------------------------


def test_a_dropped_seat_is_not_given_to_whoever_types_its_name() -> None:
    """Bob drops; a stranger joining with the code and "bob" gets nothing and nobody hears
    Bob return; the real Bob comes back with his token.  The same for the host's seat and
    after a leave, and the stranger cannot save as the host."""

    async def body() -> None:
        server, uri = await serving()
        ann, bob, code = await vegas(uri)
        table = await table_of(server, code)
        await gone_away(bob)
        eve = await Client.connect(uri, "bob", source=EVE)
        for name in ("bob", "BOB", "Bób"):
            refused = await eve.join(code, name)
            assert (refused["code"], refused["details"]) == ("no_seat", {"code": code})
        assert table.seats[1].status == "dropped"
        assert "returned" not in kinds(ann) + [m["type"] for m in await quiet(ann, 0.1)]
        back = await Client.connect(uri, "Bob")
        seated = await back.join(code, "Bob", bob.token)
        assert seated["your_seat"] == 1 and "hand" in (await back.wait_for("update"))["view"]
        await ann.wait_for("returned")
        await gone_away(ann)  # the host's seat, then a leave: the same
        assert (await eve.join(code, "Ann"))["code"] == "no_seat"
        await eve.send({"type": "save"})
        assert (await eve.wait_for("error"))["code"] == "not_seated"
        await back.leave()
        await asyncio.sleep(0.1)
        assert (await eve.join(code, "Bob"))["code"] == "no_seat"
        assert [s.status for s in table.seats[:2]] == ["dropped", "dropped"]
        assert json.dumps(eve.received).count(str(bob.token)) == 0
        await server.stop()

    run(body)


def test_every_refusal_to_sit_is_the_same_answer() -> None:
    """No table, a full table, a name taken, a wrong token: one answer, so a stranger learns
    nothing of who sits where."""

    async def body() -> None:
        server, uri = await serving()
        _, _, code = await vegas(uri)
        eve = await Client.connect(uri, "Eve", source=EVE)
        answers = [
            await eve.join("NOSUCH", "Eve"),
            await eve.join(code, "Eve"),  # full
            await eve.join(code, "Ann"),  # a name there
            await eve.join(code, "Eve", "x" * 32),  # a token that is nobody's
        ]
        shapes = {json.dumps({**a, "details": {**a["details"], "code": "?"}}) for a in answers}
        assert len(shapes) == 1 and answers[0]["code"] == "no_seat"
        await server.stop()

    run(body)


def test_a_seat_taken_up_with_its_token_leaves_the_old_connection_told() -> None:
    """Bob's token from another window takes his seat while the first is still connected:
    the first hears ``replaced`` and sits nowhere; the others hear nothing."""

    async def body() -> None:
        server, uri = await serving()
        ann, bob, code = await vegas(uri)
        again = await Client.connect(uri, "Bob")
        assert (await again.join(code, "whoever", bob.token))["your_seat"] == 1
        told = await bob.wait_for("replaced")
        assert (told["seat"], told["code"]) == (1, code)
        await bob.act("fold")
        assert (await bob.wait_for("error"))["code"] == "not_seated"
        heard = [m["type"] for m in await quiet(ann, 0.2)]
        assert not {"returned", "joined", "dropped", "left"} & set(heard)
        await server.stop()

    run(body)


def test_the_host_removes_a_player_and_admits_another() -> None:
    """The host sends Bob away: Bob hears it, his token and his address are refused, a bot
    plays his seat; the host admits Carol, who sits there without a token.  Guests cannot."""

    async def body() -> None:
        server, uri = await serving()
        ann = await Client.connect(uri, "Ann")
        code = (await ann.create("khmer", ["host", "remote"]))["code"]
        bob = await Client.connect(uri, "Bob", source=EVE)
        await bob.join(code, "Bob")
        table = await table_of(server, code)
        await my_turn([ann, bob], table)
        await bob.send({"type": "remove", "seat": 0})
        assert (await bob.wait_for("error"))["code"] == "not_host"
        await ann.send({"type": "remove", "seat": 1})
        assert (await bob.wait_for("removed"))["seat"] == 1
        assert (await ann.wait_for("removed"))["name"] == "Bob"
        assert table.seats[1].status == "held"
        if table.state.current_player == 1:  # his bot plays on
            await until(lambda: table.state.current_player != 1, [ann])
        bob2 = await Client.connect(uri, "Bobby", source=EVE)
        assert (await bob2.join(code, "Bob", bob.token))["code"] == "no_seat"
        assert (await bob2.join(code, "Bobby"))["code"] == "no_seat"  # his address
        await ann.send({"type": "admit", "seat": 1, "name": "ann"})
        assert (await ann.wait_for("error"))["code"] == "name_taken"
        await ann.send({"type": "admit", "seat": 1, "name": "Carol"})
        said = await ann.wait_for("admitted")
        assert (said["seat"], said["name"], said["instead_of"]) == (1, "Carol", "Bob")
        carol = await Client.connect(uri, "Carol", source=FRIEND)
        seated = await carol.join(code, "carol")
        assert seated["your_seat"] == 1 and seated["token"] not in (bob.token, None)
        assert table.seats[1].name == "carol" and table.seats[1].status == "taken"
        assert (await ann.wait_for("joined"))["name"] == "carol"
        await server.stop()

    run(body)


# -- 2. codes are not guessed fast ---------------------------------------------------------


def test_failed_joins_lock_an_address_out_growing_and_not_others() -> None:
    """Ten joins that find no seat, then the address waits, even with the right code; the
    wait doubles when earned again; another address joins meanwhile.  A code in use given
    to ``create`` counts too."""

    async def body() -> None:
        limits = Limits().relaxed(lockout=0.6, failed_window=60)
        server, uri = await serving(limits=limits)
        ann = await Client.connect(uri, "Ann")
        code = (await ann.create("khmer", ["host", "remote"]))["code"]
        eve = await Client.connect(uri, "Eve", source=EVE)
        for i in range(9):
            assert (await eve.join(f"GUESS{i}", "Eve"))["code"] == "no_seat"
        assert (await eve.create("khmer", ["host", "remote"], code=code))["code"] == "code_taken"
        locked = await eve.join(code, "Eve")
        assert locked["code"] == "too_many_tries" and locked["details"]["seconds"] == 1
        assert (await eve.create("khmer", ["host", "remote"], code="EVECODE"))[
            "code"
        ] == "too_many_tries"
        friend = await Client.connect(uri, "Carol", source=FRIEND)
        assert (await friend.join(code, "Carol"))["type"] == "table"
        await asyncio.sleep(0.7)
        for i in range(10):
            assert (await eve.join(f"AGAIN{i}", "Eve"))["code"] == "no_seat"
        started = time.monotonic()
        while (await eve.join("AGAINX", "Eve"))["code"] == "too_many_tries":
            await asyncio.sleep(0.1)
        assert 1.0 < time.monotonic() - started < 3  # 1.2 s: twice the first wait
        await server.stop()

    run(body)


def test_the_lockout_forgets_a_quiet_address() -> None:
    now = [0.0]
    tries = Tries(limit=3, window=60, wait=10, max_wait=100)
    for _ in range(3):
        tries.failed(now[0])
    assert tries.blocked(now[0]) == 10
    now[0] = 11
    for _ in range(3):
        tries.failed(now[0])
    assert tries.blocked(now[0]) == 20  # doubled
    now[0] = 500  # a quiet spell longer than the longest wait: a fresh start
    assert tries.blocked(now[0]) == 0 and tries.idle(now[0])


def test_addresses_are_counted_by_host_and_ipv6_prefix() -> None:
    assert address_key("10.1.2.3") == "10.1.2.3"
    assert address_key("::ffff:10.1.2.3") == "10.1.2.3"
    assert address_key("2001:db8:1:2:aaaa::1") == address_key("2001:db8:1:2:bbbb::9")
    assert address_key("2001:db8:1:2::1") != address_key("2001:db8:1:3::1")
    assert address_key(None) == "?"


# -- 3. tables without bound ---------------------------------------------------------------


def test_an_address_opens_so_many_tables_and_the_server_so_many_in_all() -> None:
    async def body() -> None:
        limits = Limits().relaxed(tables_per_address=2, tables_burst=3, tables=4)
        server, uri = await serving(limits=limits)
        eve = await Client.connect(uri, "Eve", source=EVE)
        made = [await eve.create("khmer", ["remote", "remote"]) for _ in range(3)]
        assert [m["type"] for m in made[:2]] == ["table", "table"]
        assert (made[2]["code"], made[2]["details"]["most"]) == ("too_many_tables", 2)
        ann = await Client.connect(uri, "Ann")
        assert (await ann.create("khmer", ["remote", "remote"]))["type"] == "table"
        carol = await Client.connect(uri, "Carol", source=FRIEND)
        assert (await carol.create("khmer", ["remote", "remote"]))["type"] == "table"
        assert (await ann.create("khmer", ["remote", "remote"]))["code"] == "server_busy"
        await server.stop()

    run(body)


def test_a_table_that_never_begins_ends_and_frees_its_place() -> None:
    async def body() -> None:
        limits = Limits().relaxed(waiting_seconds=0.4, tables_per_address=1)
        server, uri = await serving(limits=limits)
        ann = await Client.connect(uri, "Ann")
        code = (await ann.create("khmer", ["host", "remote"]))["code"]
        assert (await ann.wait_for("expired", timeout=3))["code"] == code
        assert code not in server.rooms
        await ann.send({"type": "pause"})
        assert (await ann.wait_for("error"))["code"] == "not_seated"
        assert (await ann.create("khmer", ["host", "remote"]))["type"] == "table"  # its place
        await server.stop()

    run(body)


def test_tables_nobody_is_at_are_put_away_and_read_back(tmp_path: Path) -> None:
    """A match people played is saved and leaves memory when nobody has been there for the
    idle time, and comes back when one of them returns; a table made for others that
    nobody came to, and a create-join-leave table where nobody moved, simply end."""

    async def body() -> None:
        limits = Limits().relaxed(idle_seconds=0.4)
        server, uri = await serving(saves=tmp_path, limits=limits)
        maker = await Client.connect(uri, "Maker")
        unused = (await maker.create("khmer", ["remote", "remote"]))["code"]
        ann = await Client.connect(uri, "Ann")
        code = (await ann.create("khmer", ["host", "remote"]))["code"]
        bob = await Client.connect(uri, "Bob")
        await bob.join(code, "Bob")
        table = await table_of(server, code)
        mover, _ = await my_turn([ann, bob], table)
        await play(mover, random.Random(1), stop=1, first=mover.last_update)
        flood = await Client.connect(uri, "Dee")  # create, join, leave: nobody moves
        idle_code = (await flood.create("khmer", ["host", "remote"]))["code"]
        joiner = await Client.connect(uri, "Eli")
        await joiner.join(idle_code, "Eli")
        for client in (ann, bob, flood, joiner):
            await gone_away(client)
        await asyncio.sleep(0.8)
        assert not {code, unused, idle_code} & set(server.rooms)
        assert (tmp_path / f"{code}.json").is_file()
        assert not (tmp_path / f"{idle_code}.json").exists()  # nobody ever moved there
        back = await Client.connect(uri, "Ann")
        assert (await back.join(code, "Ann", ann.token))["your_seat"] == 0
        assert (await back.wait_for("update"))["seq"] == table.seq
        assert server.rooms[code].table.played == table.played >= 1
        await server.stop()

    run(body)


def test_old_saves_are_swept_and_nothing_else(tmp_path: Path) -> None:
    saver = Saver(tmp_path)
    old, fresh, foreign = (tmp_path / n for n in ("OLDOLD.json", "NEWNEW.json", "notes.json"))
    for path in (old, fresh, foreign):
        path.write_text("{}")
    link = tmp_path / "LINKED.json"
    link.symlink_to(fresh)
    week_ago = time.time() - 8 * 86400
    for path in (old, foreign):
        os.utime(path, (week_ago, week_ago))
    os.utime(link, (week_ago, week_ago), follow_symlinks=False)
    assert saver.sweep(7, keep=set()) == 1
    assert not old.exists() and fresh.exists() and foreign.exists() and link.is_symlink()
    os.utime(fresh, (week_ago, week_ago))
    assert saver.sweep(7, keep={"NEWNEW"}) == 0 and fresh.exists()  # a table in memory


def test_bot_workers_are_shared_by_owner_in_turn() -> None:
    """One owner's hundred decisions waiting do not keep another's first one waiting."""

    async def body() -> None:
        share = FairShare(slots=2)
        order: list[str] = []

        async def job(owner: str) -> None:
            order.append(owner)
            await asyncio.sleep(0.001)

        flood = [asyncio.create_task(share.run("eve", lambda: job("eve"))) for _ in range(100)]
        await asyncio.sleep(0)
        mine = asyncio.create_task(share.run("ann", lambda: job("ann")))
        await asyncio.gather(*flood, mine)
        assert order.index("ann") <= 3 and len(order) == 101 and share.busy == 0
        cancelled = asyncio.create_task(share.run("eve", lambda: asyncio.sleep(10)))
        waiting = [asyncio.create_task(share.run("eve", lambda: job("eve"))) for _ in range(3)]
        await asyncio.sleep(0.01)
        cancelled.cancel()
        await asyncio.gather(*waiting)
        assert share.busy == 0 and not share.waiting

    run(body)


# -- 4. idle connections -------------------------------------------------------------------


def test_a_hello_is_due_within_seconds() -> None:
    async def body() -> None:
        server, uri = await serving(limits=Limits().relaxed(hello_seconds=0.3))
        async with connect(uri, local_addr=(EVE, 0)) as silent:
            with pytest.raises(ConnectionClosed) as closed:
                await asyncio.wait_for(silent.recv(), 3)
            assert closed.value.rcvd is not None
            assert (closed.value.rcvd.code, closed.value.rcvd.reason) == (1008, "no hello")
        polite = await Client.connect(uri, "Ann")
        await asyncio.sleep(0.5)
        await polite.send({"type": "ping"})
        assert (await polite.recv())["type"] == "pong"
        await server.stop()

    run(body)


def test_an_address_holds_so_many_connections_and_the_server_so_many_in_all() -> None:
    async def body() -> None:
        limits = Limits().relaxed(per_address=3, connections=8)
        server, uri = await serving(limits=limits)
        mine = [await connect(uri, local_addr=(EVE, 0)) for _ in range(3)]
        with pytest.raises(InvalidStatus) as refused:
            await connect(uri, local_addr=(EVE, 0))
        assert refused.value.response.status_code == 429
        await asyncio.sleep(0.1)  # that socket is closed and no longer counted
        others = [await connect(uri, local_addr=(f"127.0.0.{n}", 0)) for n in (3, 4, 5, 6)]
        with pytest.raises(InvalidStatus) as full:
            await connect(uri, local_addr=("127.0.0.7", 0))
        assert full.value.response.status_code == 503
        for ws in mine + others:
            await ws.close()
        await asyncio.sleep(0.1)
        assert server.accounts.connections == 0 and not server.accounts.accounts
        again = await Client.connect(uri, "Eve", source=EVE)
        await again.close()
        await server.stop()

    run(body)


def test_raw_sockets_past_twice_the_limit_are_cut_at_once() -> None:
    """Sockets that never even begin the handshake count from their first moment."""

    async def body() -> None:
        server, uri = await serving(limits=Limits().relaxed(per_address=2))
        port = server.port
        held = []
        for _ in range(4):
            held.append(await asyncio.open_connection("127.0.0.1", port, local_addr=(EVE, 0)))
        await asyncio.sleep(0.05)
        reader, writer = await asyncio.open_connection("127.0.0.1", port, local_addr=(EVE, 0))
        with contextlib.suppress(ConnectionResetError):  # cut before a word: an end or a reset
            assert await asyncio.wait_for(reader.read(), 2) == b""
        assert server.accounts.accounts[EVE].connections == 4
        polite = await Client.connect(uri, "Ann")  # another address is served meanwhile
        await polite.close()
        for _, w in held:
            w.close()
        writer.close()
        await server.stop()

    run(body)


def test_flooding_log_lines_are_written_once_a_minute() -> None:
    import logging

    now = [0.0]
    once = OncePerMinute(clock=lambda: now[0])
    record = logging.LogRecord("asyncio", logging.ERROR, "", 0, "accept failed", (), None)
    passed = [once.filter(record) for _ in range(1000)]
    assert passed.count(True) == 1
    now[0] = 61
    assert once.filter(record) and "999 more" in str(record.msg)
    # asyncio's own lines hold the failing socket below the first line: one kind still
    lines = [f"socket.accept() out of system resource\nsocket: <fd={n}>" for n in range(50)]
    records = [logging.LogRecord("asyncio", logging.ERROR, "", 0, m, (), None) for m in lines]
    assert [once.filter(r) for r in records].count(True) == 1


# -- 5. chat, names and pauses as weapons --------------------------------------------------


def test_chat_is_limited_to_what_speech_follows_and_can_be_muted() -> None:
    async def body() -> None:
        fast = Limits().relaxed(chat_rate=60)  # the same burst, refilled quicker: a quick test
        server, uri = await serving(limits=fast)
        ann, bob, _ = await vegas(uri)
        line = "spam " * 30
        for _ in range(40):
            await bob.say(line)
        await quiet(bob, 0.3)
        heard = [m for m in await quiet(ann, 0.3) if m["type"] == "chat"]
        characters = sum(len(m["text"]) for m in heard)
        assert 1 <= len(heard) <= 4 and characters <= fast.chat_burst + 0.5 * fast.chat_rate
        limited = [m for m in bob.received if m.get("code") == "chat_limited"]
        assert limited and limited[0]["details"]["seconds"] >= 1
        await ann.send({"type": "mute", "seat": 1})
        assert (await ann.wait_for("muted"))["name"] == "Bob"
        await asyncio.sleep(0.5)  # Bob's allowance refills a little
        await bob.say("hi")
        assert (await bob.wait_for("chat"))["text"] == "hi"  # the speaker hears himself
        assert not [m for m in await quiet(ann, 0.3) if m["type"] == "chat"]
        await ann.send({"type": "unmute", "seat": 1})
        await ann.wait_for("unmuted")
        await asyncio.sleep(0.5)
        await bob.say("back")
        assert (await ann.wait_for("chat"))["text"] == "back"
        await server.stop()

    run(body)


def test_names_that_pass_for_the_program_or_for_another_player_are_refused() -> None:
    async def body() -> None:
        server, uri = await serving()
        for name in ("The table is closed. Eve", "Eve!", "Ann\u200b", "\u0410nn"):
            async with connect(uri) as ws:
                await ws.send(json.dumps({"type": "hello", "v": 1, "name": name, "lang": "en"}))
                assert json.loads(await ws.recv())["code"] == "bad_name", name
        ann = await Client.connect(uri, "Ann")
        code = (await ann.create("khmer", ["host", "remote", "remote"][:2]))["code"]
        greek = await Client.connect(uri, "\u0391\u039d\u039d")  # ΑΝΝ, all Greek capitals
        assert (await greek.join(code, "\u0391\u039d\u039d"))["code"] == "no_seat"
        await server.stop()

    run(body)


def test_the_hosts_pause_is_held_and_a_guests_pauses_are_few() -> None:
    async def body() -> None:
        server, uri = await serving(limits=Limits().relaxed(pauses_per_hour=2))
        ann, bob, code = await vegas(uri)
        await ann.send({"type": "pause"})
        assert (await bob.wait_for("paused"))["held"] is True
        await ann.wait_for("paused")
        await bob.send({"type": "resume"})
        assert (await bob.wait_for("error"))["code"] == "host_paused"
        await ann.send({"type": "resume"})
        await bob.wait_for("resumed")
        for _ in range(2):
            await bob.send({"type": "pause"})
            assert (await ann.wait_for("paused"))["held"] is False
            await ann.send({"type": "resume"})
            await bob.wait_for("resumed")
        await bob.send({"type": "pause"})
        refused = await bob.wait_for("error")
        assert refused["code"] == "too_many_pauses" and refused["details"]["seconds"] > 60
        assert not (await table_of(server, code)).paused
        await server.stop()

    run(body)


# -- 6. readers that never read ------------------------------------------------------------


def test_a_client_that_does_not_read_is_let_go_by_the_bytes_waiting() -> None:
    """A client asks for answers and never reads them: it is let go once 256 KiB wait for
    it (about 3,400 answers here), not after megabytes of kernel buffers; others at the
    server are served meanwhile."""

    async def body() -> None:
        server, uri = await serving(rate=1e6)
        sock = socket.socket()
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, 4096)
        sock.bind((EVE, 0))
        sock.connect(("127.0.0.1", server.port))
        ws = await connect(uri, sock=sock, max_queue=1)
        await ws.send(json.dumps({"type": "hello", "v": 1, "name": "Eve", "lang": "en"}))
        big = json.dumps({"type": "create", "game": "khmer", "seats": ["host"] * 9})
        for sent in range(6000):  # each is answered with an error of about 100 bytes
            await ws.send(big)
            if sent % 500 == 0:
                await asyncio.sleep(0.01)
        polite = await Client.connect(uri, "Ann")
        await polite.send({"type": "ping"})
        assert (await polite.recv())["type"] == "pong"
        with pytest.raises(ConnectionClosed):  # it notices the cut when it writes again
            for _ in range(200):
                await ws.send('{"type": "ping"}')
                await asyncio.sleep(0.05)
        assert EVE not in server.accounts.accounts
        await server.stop()

    run(body)


# -- a table busy with its bots ------------------------------------------------------------


async def out_of_chips(client: Client) -> None:
    """Play Las Vegas boldly until this seat is out of the match (its bots play on)."""
    while True:
        message = await client.recv(30)
        if message["type"] != "update":
            continue
        assert not message["view"]["is_over"], "the match ended before the seat was out"
        if message["legal"]:
            bets = [a for a in message["legal"] if a.startswith(("bet", "raise"))]
            calm = [a for a in message["legal"] if not a.startswith("fold")]
            await client.act(max(bets, key=lambda a: int(a.split()[1])) if bets else calm[0])
        elif client.seat not in message["view"]["seats_in"]:
            return


def test_who_leaves_or_closes_hears_no_more_of_a_table_busy_with_its_bots() -> None:
    """A person out of a Las Vegas match of bots leaves and opens another table at once: she
    hears nothing more of the first, whose bots stop for want of anyone; the same when the
    connection closes instead."""

    async def body() -> None:
        server, uri = await serving()
        for how in ("leave", "close"):
            ann = await Client.connect(uri, "Ann")
            made = await ann.create("lasvegas", ["host"] + ["bot:normal"] * 5, {"stack": 5})
            table = await table_of(server, made["code"])
            await out_of_chips(ann)
            if how == "leave":
                await ann.leave()
                await ann.create("khmer", ["host", "bot:easy"])
                after = await quiet(ann, 0.5)
                games = [m["view"]["game"] for m in after if m["type"] == "update"]
                assert "lasvegas" not in games[games.index("khmer") if "khmer" in games else 0 :]
            else:
                await ann.close()
            await asyncio.sleep(0.3)
            seq = table.seq
            await asyncio.sleep(0.5)
            assert table.seq == seq and not table.state.is_over  # nobody there: bots wait
        await server.stop()

    run(body)
