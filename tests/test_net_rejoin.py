"""Taking the seat back after the connection is lost: the retry schedule (``Rejoiner``), and a
console that reconnects by itself when its server is restarted on the same port."""

from __future__ import annotations

import threading
import time
from collections.abc import Callable
from pathlib import Path

import pytest

from access_cards.console import rejoin
from access_cards.console.rejoin import Rejoiner
from access_cards.narration import Translator
from access_cards.net.client import Client
from access_cards.net.server import Server
from tests.test_net_commands import Loop, console, leaves, said_soon
from tests.test_net_console import CODE, OPTIONS, seated


def trying(
    answers: list[str | None], seconds: float = 30.0
) -> tuple[Rejoiner, list[str], threading.Event]:
    """A rejoiner whose attempts get ``answers`` in turn (None: the server unreachable)."""
    calls: list[str] = []
    gave_up = threading.Event()
    holder: list[Rejoiner] = []

    def connect() -> None:
        calls.append("connect")
        if answers[0] is None:
            answers.pop(0)
            raise OSError("unreachable")

    def join() -> None:
        calls.append("join")
        holder[0].answered(str(answers.pop(0)))

    holder.append(Rejoiner(connect, join, gave_up.set, seconds))
    return holder[0], calls, gave_up


def wait_until(condition: Callable[[], bool], limit: float = 10.0) -> None:
    deadline = time.monotonic() + limit
    while not condition():
        assert time.monotonic() < deadline, "never happened"
        time.sleep(0.01)


def test_it_tries_again_until_the_table_answers(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(rejoin, "PAUSES", (0.01,))
    rejoiner, calls, gave_up = trying([None, None, "name_taken", "table"])
    rejoiner.start()
    wait_until(lambda: calls.count("join") == 2)
    time.sleep(0.1)
    assert calls == ["connect", "connect", "connect", "join", "connect", "join"]
    assert not gave_up.is_set()


def test_a_table_that_is_gone_is_not_waited_for(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(rejoin, "PAUSES", (0.01,))
    rejoiner, calls, gave_up = trying(["no_seat", "table"])
    rejoiner.start()
    assert gave_up.wait(5)
    assert calls == ["connect", "join"] and rejoiner.last == "no_seat"


def test_it_gives_up_after_its_time_and_stops_when_told(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(rejoin, "PAUSES", (0.05,))
    rejoiner, calls, gave_up = trying([None] * 1000, seconds=0.3)
    started = time.monotonic()
    rejoiner.start()
    assert gave_up.wait(5) and time.monotonic() - started < 2
    assert 2 <= calls.count("connect") <= 8
    stopped, calls2, gave_up2 = trying([None] * 1000)
    stopped.start()
    stopped.stop()
    time.sleep(0.3)
    assert not gave_up2.is_set() and len(calls2) <= 2


def test_a_console_takes_its_seat_back_when_its_server_comes_back(tmp_path: Path) -> None:
    """The server stops mid-match and starts again on the same port from its saves: the
    console says it is reconnecting, then that it is back, and where the game stands, with
    no command typed; the match then goes on."""
    loop = Loop()
    saves = tmp_path / "saves"
    server = Server(seed=lambda: 7, saves=saves)
    loop.run(server.start("127.0.0.1", 0))
    port = server.port
    uri = f"ws://127.0.0.1:{port}/"

    async def open_table() -> Client:
        maker = await Client.connect(uri, "maker")
        assert (await maker.create("khmer", ["remote", "remote"], OPTIONS, CODE))["type"] == "table"
        return maker

    async def bob_joins() -> Client:
        bob = await Client.connect(uri, "Bob")
        assert (await bob.join(CODE, "Bob"))["type"] == "table"
        await bob.wait_for("update")
        return bob

    loop.run(open_table())  # the maker holds the table open
    ann = console(["join", f"127.0.0.1:{port}", "--code", CODE, "--name", "Ann"], tmp_path, 0)
    log = tmp_path / "seat0.jsonl"
    t = Translator("en")
    try:
        seated(log)
        loop.run(bob_joins())  # the match begins; Bob stays connected
        said_soon(log, t("console-help-hint"))
        loop.run(server.stop())
        said_soon(log, t("net-reconnecting"))
        server = Server(seed=lambda: 7, saves=saves)  # the same program, started again
        loop.run(server.start("127.0.0.1", port))
        said_soon(log, t("net-reconnected"))
        said_soon(log, t("console-resumed", deal=1))
        assert server.rooms[CODE].table.seats[0].status == "taken"  # Ann is at her seat
        leaves(ann)
    finally:
        ann.kill()
        loop.run(server.stop())
        loop.close()
