"""Seats only their players can take, at the console (issue 24), over real sockets with
console programs in plain mode: a console killed and started again takes its seat back with
the token it kept, while a stranger typing the same name is refused in words; a second
window with the same data folder takes the seat over and the first says so and ends; a seat
refused on the way back is said, not retried for ever; the host removes and admits players
by typing, and a player mutes another's chat for themselves alone; a host's table over TLS
(``play --listen --host --cert --key``) joined with ``--cafile``; a host on ``serve`` comes
back to the table it opened."""

from __future__ import annotations

import json
import os
import signal
import stat
import subprocess
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from access_cards.console.networds import spelled
from access_cards.narration import Translator
from access_cards.net.client import Client
from access_cards.net.server import Server
from tests.test_net_commands import (
    NEEDS_OPENSSL,
    Loop,
    console,
    leaves,
    said_soon,
    self_signed,
    spoken,
    typing,
)
from tests.test_net_console import CODE, OPTIONS, env, program, seated

T = Translator("en")


@pytest.fixture
def loop() -> Iterator[Loop]:
    running = Loop()
    yield running
    running.close()


class Served:
    """A seeded server in the test's loop, with a maker holding table ``CODE`` open."""

    def __init__(
        self,
        loop: Loop,
        game: str = "khmer",
        seats: int = 2,
        port: int = 0,
        saves: Path | None = None,
    ) -> None:
        self.loop = loop
        self.server = Server(seed=lambda: 7, saves=saves)  # saves: it says it comes back
        loop.run(self.server.start("127.0.0.1", port))
        self.port = self.server.port
        self.uri = f"ws://127.0.0.1:{self.port}/"
        options = OPTIONS if game == "khmer" else {}

        async def made() -> Client:
            maker = await Client.connect(self.uri, "maker")
            reply = await maker.create(game, ["remote"] * seats, options, CODE)
            assert reply["type"] == "table", reply
            return maker

        self.maker = loop.run(made())

    def client(self, name: str) -> Client:
        """A protocol client seated at the table."""

        async def joined() -> Client:
            client = await Client.connect(self.uri, name)
            assert (await client.join(CODE, name))["type"] == "table"
            return client

        client: Client = self.loop.run(joined())
        return client

    def join_args(self, name: str, *extra: str) -> list[str]:
        return ["join", f"127.0.0.1:{self.port}", "--code", CODE, "--name", name, *extra]

    def stop(self) -> None:
        self.loop.run(self.server.stop())


@pytest.fixture
def served(loop: Loop) -> Iterator[Served]:
    made = Served(loop)
    yield made
    made.stop()


def kinds(loop: Loop, client: Client, seconds: float = 0.3) -> list[str]:
    """The types of the messages ``client`` receives within ``seconds``."""

    async def gather() -> list[str]:
        got: list[str] = []
        with pytest.raises(TimeoutError):
            while True:
                got.append((await client.recv(seconds))["type"])
        return got

    result: list[str] = loop.run(gather())
    return result


def wait_for(loop: Loop, client: Client, kind: str) -> dict[str, Any]:
    message: dict[str, Any] = loop.run(client.wait_for(kind))
    return message


def join_once(args: list[str], home: Path) -> subprocess.CompletedProcess[str]:
    """A console program that is refused a seat (it ends at once)."""
    return subprocess.run(
        [*program(), *args, "--plain", "--speech", "text"], input="", capture_output=True,
        text=True, timeout=30, env=env(home),
    )  # fmt: skip


def ends(proc: subprocess.Popen[str]) -> int:
    """The exit code of a console whose session has ended (plain mode's standard input
    cannot be interrupted: it ends at its end)."""
    assert proc.stdin is not None
    proc.stdin.close()
    return proc.wait(20)


def kept_tokens(home: Path) -> list[dict[str, Any]]:
    path = home / "data" / "seats.json"
    assert stat.S_IMODE(os.stat(path).st_mode) == 0o600  # the seat's secret: for its user
    seats: list[dict[str, Any]] = json.loads(path.read_text(encoding="utf-8"))["seats"]
    return seats


def test_a_console_killed_comes_back_with_its_token_and_a_stranger_typing_its_name_cannot(
    loop: Loop, served: Served, tmp_path: Path
) -> None:
    ann = console(served.join_args("Ann"), tmp_path, 0)
    seated(tmp_path / "seat0.jsonl")
    bob = served.client("Bob")
    wait_for(loop, bob, "update")  # the match has begun
    ann.kill()
    assert ann.wait(20) == -signal.SIGKILL
    wait_for(loop, bob, "dropped")
    [kept] = kept_tokens(tmp_path / "home0")
    assert (kept["code"], kept["name"], kept["seat"], kept["game"]) == (CODE, "ann", 0, "khmer")
    # A stranger on another computer (another data folder) types her name: one sentence.
    stranger = join_once(served.join_args("ANN"), tmp_path / "stranger")
    assert (stranger.returncode, stranger.stdout) == (1, "")
    assert stranger.stderr == T("net-error-no-seat", code=spelled(CODE)) + "\n"
    assert "returned" not in kinds(loop, bob)
    # Ann starts her console again, with her data folder: her seat, where the game stands.
    again = console(served.join_args("Ann"), tmp_path, 2, home=0)
    try:
        said_soon(tmp_path / "seat2.jsonl", T("console-resumed", deal=1))
        assert wait_for(loop, bob, "returned")["name"] == "Ann"
        assert spoken(tmp_path / "seat2.jsonl")[0].startswith(T("net-seated", code=spelled(CODE)))
        leaves(again)
    finally:
        again.kill()
    loop.run(bob.close())


def test_a_second_window_takes_the_seat_over_and_the_first_says_so(
    served: Served, tmp_path: Path
) -> None:
    first = console(served.join_args("Ann"), tmp_path, 0)
    seated(tmp_path / "seat0.jsonl")
    second = console(served.join_args("Ann"), tmp_path, 1, home=0)  # the same data folder
    try:
        said_soon(tmp_path / "seat0.jsonl", T("net-replaced"))
        assert ends(first) == 1  # it ends, without trying to come back
        assert T("net-reconnecting") not in spoken(tmp_path / "seat0.jsonl")
        said_soon(tmp_path / "seat1.jsonl", T("net-seated", code=spelled(CODE)))
        leaves(second)
    finally:
        first.kill()
        second.kill()


def test_a_seat_refused_on_the_way_back_is_said_and_not_tried_again(
    loop: Loop, tmp_path: Path
) -> None:
    """The server goes away; when it is back its table of that code is a new one, where
    the kept token opens no seat: the console says why it cannot sit and ends."""
    old = Served(loop, saves=tmp_path / "old")
    ann = console(old.join_args("Ann"), tmp_path, 0)
    log = tmp_path / "seat0.jsonl"
    try:
        seated(log)
        old.stop()
        said_soon(log, T("net-reconnecting"))
        new = Served(loop, port=old.port, saves=tmp_path / "new")  # the code, new seats
        said_soon(log, T("net-seat-lost"))
        assert ends(ann) == 1
        assert spoken(log)[-1] == T("net-seat-lost")
        new.stop()
    finally:
        ann.kill()


def test_the_host_removes_a_player_and_admits_another_by_typing(tmp_path: Path) -> None:
    """Ann hosts Khmer; Bob joins; Ann removes him (after a yes): his console says so and
    ends, and his name from this address finds no seat any more; Ann admits Carol, who
    takes Bob's seat; then Ann closes the table."""
    host = console(["play", "khmer", "--listen", "0", "--host", "127.0.0.1", "--seats",
                    "you,remote", "--code", CODE, "--name", "Ann", "--seed", "7",
                    "--option", "mode=single"], tmp_path, 0)  # fmt: skip
    bob = carol = None
    logs = [tmp_path / f"seat{n}.jsonl" for n in range(3)]
    try:
        assert host.stdout is not None
        port = int(host.stdout.readline().rstrip(".\n").rsplit(" ", 1)[1])
        join = ["join", f"127.0.0.1:{port}", "--code", CODE, "--name"]
        bob = console([*join, "Bob"], tmp_path, 1)
        said_soon(logs[0], T("console-intro", game=T("game-khmer"), opponents="Bob").split(".")[0])
        typing(host, "remove BÓB\n")
        said_soon(logs[0], T("net-remove-confirm", name="Bob"))
        typing(host, "yes\n")
        said_soon(logs[1], T("net-removed-you"))
        assert ends(bob) == 1
        said_soon(logs[0], T("net-removed", by="you", name="Bob"))
        refused = join_once([*join, "Bob"], tmp_path / "home1")  # token void, address barred
        assert refused.returncode == 1
        assert refused.stderr == T("net-error-no-seat", code=spelled(CODE)) + "\n"
        typing(host, "admit Carol\n")
        said_soon(logs[0], T("net-admitted", by="you", whose="other", name="Carol",
                             instead="Bob"))  # fmt: skip
        carol = console([*join, "Carol"], tmp_path, 2)
        said_soon(logs[0], T("net-joined", name="Carol"))
        said_soon(logs[2], T("console-resumed", deal=1))  # Bob's seat, as the bot left it
        leaves(host)
        said_soon(logs[2], T("net-table-closed"))
        assert ends(carol) == 0
    finally:
        for proc in (host, bob, carol):
            if proc is not None:
                proc.kill()


def test_mute_silences_a_player_for_that_listener_alone(loop: Loop, tmp_path: Path) -> None:
    """Ann mutes Bob: Carol still hears him, Ann does not, until she unmutes him.  A chat
    line over 200 characters is said to be too long and not sent."""
    served = Served(loop, "lasvegas", 4)  # four seats, three people: the match waits
    log = tmp_path / "seat0.jsonl"
    ann = console(served.join_args("Ann"), tmp_path, 0)
    try:
        seated(log)
        bob, carol = served.client("Bob"), served.client("Carol")
        said_soon(log, T("net-joined", name="Carol"))
        typing(ann, "mute bob\n")
        said_soon(log, T("net-muted", name="Bob"))
        loop.run(bob.say("first"))
        assert wait_for(loop, carol, "chat")["text"] == "first"
        typing(ann, "say " + "x" * 201 + "\n")
        said_soon(log, T("net-chat-too-long", most=200))
        typing(ann, "unmute Bob\n")
        said_soon(log, T("net-unmuted", name="Bob"))
        loop.run(bob.say("second"))
        said_soon(log, T("net-chat", name="Bob", text="second"))
        assert not [s for s in spoken(log) if "first" in s]
        assert wait_for(loop, carol, "chat")["text"] == "second"
        chats = [m for m in carol.received if m["type"] == "chat"]
        assert [m["name"] for m in chats] == ["Bob", "Bob"]  # Ann's long line was never sent
        leaves(ann)
        loop.run(bob.close())
        loop.run(carol.close())
    finally:
        ann.kill()
        served.stop()


@NEEDS_OPENSSL
def test_a_host_listens_with_a_certificate_and_a_friend_joins_with_cafile(tmp_path: Path) -> None:
    cert, key = self_signed(tmp_path)
    host = console(["play", "khmer", "--listen", "0", "--host", "127.0.0.1", "--cert", str(cert),
                    "--key", str(key), "--seats", "you,remote", "--code", CODE, "--name",
                    "Ann"], tmp_path, 0)  # fmt: skip
    bob = None
    try:
        assert host.stdout is not None
        said = host.stdout.readline().strip()
        port = int(said.split(", port ")[1].split(".")[0])
        assert said == f"{T('net-listening', host='127.0.0.1', port=port)} {T('net-listening-tls')}"
        bob = console(["join", f"127.0.0.1:{port}", "--cafile", str(cert), "--code", CODE,
                       "--name", "Bob"], tmp_path, 1)  # fmt: skip
        said_soon(tmp_path / "seat0.jsonl", T("net-joined", name="Bob"))
        said_soon(tmp_path / "seat1.jsonl", T("net-seated", code=spelled(CODE)))
        leaves(host)
        said_soon(tmp_path / "seat1.jsonl", T("net-table-closed"))
    finally:
        host.kill()
        if bob is not None:
            bob.kill()


def test_a_host_on_a_server_comes_back_to_the_table_it_opened(loop: Loop, tmp_path: Path) -> None:
    """``play --server --code``, killed and started again: the host's console joins its own
    table with the token it kept, instead of opening it again (the code is in use)."""
    server = Server(seed=lambda: 7)
    loop.run(server.start("127.0.0.1", 0))
    args = ["play", "khmer", "--server", f"127.0.0.1:{server.port}", "--seats", "you,remote",
            "--code", CODE, "--name", "Ann"]  # fmt: skip
    first = console(args, tmp_path, 0)
    again = None
    try:
        seated(tmp_path / "seat0.jsonl")
        bob = Client.connect(f"ws://127.0.0.1:{server.port}/", "Bob")
        bob_client = loop.run(bob)
        assert loop.run(bob_client.join(CODE, "Bob"))["type"] == "table"
        wait_for(loop, bob_client, "update")  # the match has begun: Ann's seat waits for her
        first.kill()
        first.wait(20)
        wait_for(loop, bob_client, "dropped")
        again = console(args, tmp_path, 1, home=0)
        said_soon(tmp_path / "seat1.jsonl", T("console-resumed", deal=1))
        assert wait_for(loop, bob_client, "returned")["name"] == "Ann"
        assert spoken(tmp_path / "seat1.jsonl")[0].startswith(T("net-seated", code=spelled(CODE)))
        leaves(again)
        loop.run(bob_client.close())
    finally:
        first.kill()
        if again is not None:
            again.kill()
        loop.run(server.stop())
