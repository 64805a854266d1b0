"""The network console's own commands and command lines, as programs over real sockets:
chat, pause and resume typed at the console; a table opened on ``access-cards serve`` and
played to the end; a server with a self-signed certificate joined with ``--cafile``; the
host's save taken up again; bad addresses, ports and certificates said in words."""

from __future__ import annotations

import asyncio
import re
import shutil
import signal
import subprocess
import threading
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from access_cards import games
from access_cards.console.remote import spelled
from access_cards.narration import Translator
from access_cards.net.client import Client
from access_cards.net.server import Server
from tests.test_net_console import (
    CODE,
    OPTIONS,
    check_seat,
    env,
    heard,
    planned,
    program,
    seated,
    together,
)

NAMES = ("Ann", "Bob")


def spoken(log: Path) -> list[str]:
    return [r["text"] for r in heard(log)]


def console(
    args: list[str], tmp_path: Path, seat: int, home: int | None = None
) -> subprocess.Popen[str]:
    """A console program in plain mode, its speech logged to seat{seat}.jsonl, its data
    in home{home} (the seat's own by default)."""
    log = str(tmp_path / f"seat{seat}.jsonl")
    return subprocess.Popen(
        [*program(), *args, "--plain", "--speech", "text", "--speech-log", log],
        stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
        env=env(tmp_path / f"home{seat if home is None else home}"),
    )  # fmt: skip


def serve(home: Path, *extra: str) -> tuple[subprocess.Popen[str], int]:
    """``access-cards serve`` on a free port of 127.0.0.1: the process and its port."""
    server = subprocess.Popen(
        [*program(), "serve", "--host", "127.0.0.1", "--port", "0", *extra],
        stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env(home),
    )  # fmt: skip
    assert server.stdout is not None
    said = server.stdout.readline()
    assert said.startswith("The server listens on 127.0.0.1, port "), said
    found = re.search(r"port (\d+)\.", said)
    assert found is not None, said
    return server, int(found[1])


def stop(server: subprocess.Popen[str]) -> None:
    server.send_signal(signal.SIGTERM)
    server.communicate(timeout=20)


class Loop:
    """An asyncio loop in a thread, for a protocol client beside the console programs."""

    def __init__(self) -> None:
        self.loop = asyncio.new_event_loop()
        self.thread = threading.Thread(target=self.loop.run_forever, daemon=True)
        self.thread.start()

    def run(self, coro: Any, limit: float = 30) -> Any:
        return asyncio.run_coroutine_threadsafe(coro, self.loop).result(limit)

    def close(self) -> None:
        self.loop.call_soon_threadsafe(self.loop.stop)
        self.thread.join(5)


@pytest.fixture
def loop() -> Iterator[Loop]:
    running = Loop()
    yield running
    running.close()


def bob_moves_first() -> int:
    """A seed whose Khmer deal has seat 1 lead, so seat 0's console hears seat 1 first."""
    kind = games.find("khmer")
    return next(s for s in range(200) if kind.new_state(2, seed=s, options=OPTIONS)
                .current_player == 1)  # fmt: skip


def test_chat_pause_and_resume_typed_at_the_console(loop: Loop, tmp_path: Path) -> None:
    seed = bob_moves_first()
    server = Server(seed=lambda: seed)
    loop.run(server.start("127.0.0.1", 0))

    async def open_table() -> Client:
        maker = await Client.connect(f"ws://127.0.0.1:{server.port}/", "maker")
        assert (await maker.create("khmer", ["remote", "remote"], OPTIONS, CODE))["type"] == "table"
        return maker

    maker = loop.run(open_table())
    heard_code = " ".join(CODE.lower())  # typed as it was heard, spelled letter by letter
    ann = console(["join", f"127.0.0.1:{server.port}", "--code", heard_code, "--name", "Ann"],
                  tmp_path, 0)  # fmt: skip
    seated(tmp_path / "seat0.jsonl")

    async def bob() -> Client:
        bob = await Client.connect(f"ws://127.0.0.1:{server.port}/", "Bob")
        await bob.join(CODE, "Bob")
        for kind in ("paused", "resumed", "chat"):
            assert (await bob.wait_for(kind))["name"] == "Ann"
        await bob.say("thanks, Ann!")
        await bob.act(next(a for a in (bob.last_update or {})["legal"] if a != "concede"))
        await bob.wait_for("update")
        return bob

    typed = threading.Thread(target=ann.communicate, args=("pause\nresume\nsay good luck, Bob\n",
                                                           30))  # fmt: skip
    typed.start()
    bob_client = loop.run(bob())
    typed.join(35)
    t = Translator("en")
    said = spoken(tmp_path / "seat0.jsonl")
    for sentence in (t("net-paused-you"), t("net-resumed-you"),
                     t("net-chat-you", text="good luck, Bob"),
                     t("net-chat", name="Bob", text="thanks, Ann!")):  # fmt: skip
        assert sentence in said
    chat = next(m for m in bob_client.received if m["type"] == "chat")
    assert chat["text"] == "good luck, Bob"  # as typed: case and commas kept
    assert ann.returncode == 0
    loop.run(bob_client.close())
    loop.run(maker.close())
    loop.run(server.stop())


def test_a_table_opened_on_serve_is_played_to_the_end(tmp_path: Path) -> None:
    t = Translator("en")
    lines, events, _ = planned(t)
    server, port = serve(tmp_path / "server", "--seed", "7")
    try:
        host = console(["play", "khmer", "--server", f"127.0.0.1:{port}", "--seats",
                        "you,remote", "--code", CODE, "--name", "Ann", "--option",
                        "mode=single"], tmp_path, 0)  # fmt: skip
        seated(tmp_path / "seat0.jsonl")
        joiner = console(["join", f"127.0.0.1:{port}", "--code", CODE, "--name", "Bob"],
                         tmp_path, 1)  # fmt: skip
        (out0, err0), (out1, err1) = together([host, joiner], lines)
    finally:
        stop(server)
    assert (host.returncode, err0, joiner.returncode, err1) == (0, "", 0, ""), (out0, out1)
    assert out0.splitlines()[0] == t("net-table-code", code=spelled(CODE))  # no "listens"
    check_seat(tmp_path, 0, t, events)
    check_seat(tmp_path, 1, t, events)
    assert not list((tmp_path / "server" / "data" / "tables").iterdir())  # over: no save


NEEDS_OPENSSL = pytest.mark.skipif(shutil.which("openssl") is None,
                                   reason="needs openssl to make a cert")  # fmt: skip


def self_signed(folder: Path) -> tuple[Path, Path]:
    """A certificate for localhost and 127.0.0.1, signed by itself, and its key."""
    cert, key = folder / "cert.pem", folder / "key.pem"
    subprocess.run(
        ["openssl", "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "1", "-subj",
         "/CN=localhost", "-addext", "subjectAltName=DNS:localhost,IP:127.0.0.1",
         "-keyout", str(key), "-out", str(cert)],
        check=True, capture_output=True,
    )  # fmt: skip
    return cert, key


@NEEDS_OPENSSL
def test_join_a_server_with_a_self_signed_certificate(tmp_path: Path) -> None:
    cert, key = self_signed(tmp_path)
    server, port = serve(tmp_path / "server", "--cert", str(cert), "--key", str(key))
    t = Translator("en")
    try:
        host = console(["play", "khmer", "--server", f"127.0.0.1:{port}", "--cafile",
                        str(cert), "--seats", "you,bot:easy", "--code", CODE, "--name", "Ann"],
                       tmp_path, 0)  # fmt: skip
        out, err = host.communicate("say hello\nquit\nyes\n", 30)
        assert (host.returncode, err) == (0, ""), out
        said = spoken(tmp_path / "seat0.jsonl")
        assert said[0].startswith(t("net-seated", code=spelled(CODE)))
        untrusted = subprocess.run(
            [*program(), "join", f"127.0.0.1:{port}", "--tls", "--code", CODE, "--name",
             "Bob", "--plain", "--speech", "text"],
            input="", capture_output=True, text=True, timeout=30, env=env(tmp_path / "h1"),
        )  # fmt: skip
        assert untrusted.returncode == 1
        where = {"host": "127.0.0.1", "port": port}
        assert untrusted.stderr == t("net-untrusted-certificate", **where) + "\n"
        plain = subprocess.run(
            [*program(), "join", f"127.0.0.1:{port}", "--code", CODE, "--name", "Bob",
             "--plain", "--speech", "text"],
            input="", capture_output=True, text=True, timeout=30, env=env(tmp_path / "h2"),
        )  # fmt: skip
        assert plain.returncode == 1 and plain.stderr == t("net-needs-tls", **where) + "\n"
    finally:
        stop(server)


def test_the_host_saves_quits_and_takes_the_table_up_again(tmp_path: Path) -> None:
    t = Translator("en")
    lines, _, _ = planned(t)
    common = ["play", "khmer", "--listen", "0", "--seats", "you,remote", "--code", CODE,
              "--name", "Ann", "--seed", "7", "--option", "mode=single"]  # fmt: skip
    host = console(common, tmp_path, 0)
    assert host.stdout is not None
    port = int(host.stdout.readline().rstrip(".\n").rsplit(" ", 1)[1])
    host.stdout.readline()
    joiner = console(["join", f"127.0.0.1:{port}", "--code", CODE, "--name", "Bob"], tmp_path, 1)
    # Ann moves once if she leads, then saves and leaves; Bob leaves with the table saved.
    first = lines[0][:1] if games.find("khmer").new_state(
        2, seed=7, options=OPTIONS).current_player == 0 else []  # fmt: skip
    (out0, err0), _ = together([host, joiner], [[*first, "save", "quit", "yes"], ["quit", "yes"]])
    assert (host.returncode, err0) == (0, ""), out0
    assert t("net-saved-you", code=spelled(CODE)) in spoken(tmp_path / "seat0.jsonl")
    saved = tmp_path / "home0" / "data" / "hosted" / f"{CODE}.json"
    assert saved.is_file()
    again = console(common, tmp_path, 2, home=0)  # the same host, another day
    out, err = again.communicate("quit\nyes\n", 30)
    assert (again.returncode, err) == (0, ""), out
    said = spoken(tmp_path / "seat2.jsonl")
    assert said[0].startswith(t("net-seated", code=spelled(CODE)))
    assert any(s.startswith(t("console-resumed", deal=1)) for s in said), said
    assert saved.is_file()  # not over: kept for another time


@pytest.mark.parametrize("lang", ["en", "it", "de", "el"])
def test_bad_network_command_lines_are_said_in_words(tmp_path: Path, lang: str) -> None:
    t = Translator(lang)
    cases = [
        (["join", "host:0", "--code", CODE, "--name", "Ann"],
         t("net-bad-address", address="host 0")),
        (["serve", "--port", "70000"], t("net-bad-port", port=70000)),
        (["serve", "--cert", str(tmp_path / "x.pem")], t("net-certificate-pair")),
        (["play", "khmer", "--listen", "0", "--takeover", "-1"], t("net-bad-takeover")),
        (["play", "khmer", "--listen", "0", "--seats", "remote,bot"], t("net-host-among-seats")),
    ]  # fmt: skip
    for args, sentence in cases:
        done = subprocess.run(
            [*program(), *args, "--lang", lang], input="", capture_output=True, text=True,
            timeout=30, env=env(tmp_path / "home"),
        )  # fmt: skip
        assert (done.returncode, done.stdout) == (2, ""), (args, done.stderr)
        assert sentence in done.stderr, (args, done.stderr)


def menu_number(log: Path, label: str) -> str:
    """The number the main menu said for ``label`` (read from the speech log)."""
    for text in spoken(log):
        number, _, said = text.partition(". ")
        if said == label and number.isdecimal():
            return number
    raise AssertionError(f"the menu never said {label!r}")


def said_soon(log: Path, text: str) -> str:
    """Wait until the program logging to ``log`` says something that starts with ``text``."""
    deadline = time.monotonic() + 20
    while time.monotonic() < deadline:
        found = [s for s in spoken(log) if s.startswith(text)] if log.exists() else []
        if found:
            return found[0]
        time.sleep(0.05)
    raise AssertionError(f"never said {text!r}")


def typing(program_: subprocess.Popen[str], text: str) -> None:
    assert program_.stdin is not None
    program_.stdin.write(text)
    program_.stdin.flush()


def leaves(program_: subprocess.Popen[str]) -> None:
    """The player leaves the table (quit, yes) and the input ends: the console exits 0."""
    typing(program_, "quit\nyes\n")
    assert program_.stdin is not None
    program_.stdin.close()
    assert program_.wait(20) == 0


def test_host_and_join_from_the_main_menu(tmp_path: Path) -> None:
    """Host a table and join it from two main menus, each a question at a time, then both
    leave the table and come back to their menus."""
    t = Translator("en")
    host, joiner = console([], tmp_path, 0), console([], tmp_path, 1)
    try:
        logs = [tmp_path / "seat0.jsonl", tmp_path / "seat1.jsonl"]
        said_soon(logs[0], t("menu-choose"))
        khmer = "1"  # the first game of "Which game?"
        friends = menu_number(logs[0], t("menu-play-friends"))
        host_item, join_item = "1", "2"  # of "Host a table, or join one?"
        typing(host, f"{friends}\n{host_item}\n{khmer}\n1\nAnn\n")
        opening = t("net-table-code", code="@").split("@")[0]
        code = said_soon(logs[0], opening).removeprefix(opening).strip(" .")
        said_soon(logs[0], t("net-seated", code=code))
        said_soon(logs[1], t("menu-choose"))
        address = "127.0.0.1"
        typing(joiner, f"{friends}\n{join_item}\n{address}\n")
        said_soon(logs[1], t("menu-join-code"))
        typing(joiner, "abc\n")  # too short: said, and asked again
        said_soon(logs[1], t("net-bad-code", code="abc", low=6, high=12))
        typing(joiner, f"{code.replace(' ', '').lower()}\nEve!\n")  # a name a table refuses
        said_soon(logs[1], t("net-bad-name", name="Eve!", most=32))
        typing(joiner, "\n")  # Enter: the user's name
        said_soon(logs[1], t("net-seated", code=code).split(".")[0])
        said_soon(logs[0], t("console-intro", game=t("game-khmer"), opponents="@").split("@")[0])
        typing(host, "say welcome\nquit\nyes\n")
        said_soon(logs[1], t("net-chat", name="Ann", text="welcome"))
        said_soon(logs[1], t("net-left", name="Ann"))
        typing(joiner, "quit\nyes\n")
        for program_ in (host, joiner):
            assert program_.stdin is not None
            program_.stdin.close()
            assert program_.wait(20) == 0
        for log in logs:  # back at the main menu after the table, then goodbye
            assert spoken(log)[-1] == t("menu-bye")
        assert t("net-host-quit-confirm") in spoken(logs[0])  # the host closes the table
        assert t("net-you-closed") in spoken(logs[0])
        assert t("net-table-closed") in spoken(logs[1])  # and Bob is told, not left waiting
    finally:
        for program_ in (host, joiner):
            program_.kill()


def test_a_console_hears_a_bot_hold_a_dropped_seat_and_the_player_return(
    loop: Loop, tmp_path: Path
) -> None:
    seed = bob_moves_first()  # Bob is to move when he drops: the table waits on him
    server = Server(seed=lambda: seed)
    loop.run(server.start("127.0.0.1", 0))
    uri = f"ws://127.0.0.1:{server.port}/"

    async def open_table() -> Client:
        maker = await Client.connect(uri, "maker")
        made = await maker.create("khmer", ["remote", "remote"], OPTIONS, CODE, takeover=1)
        assert made["type"] == "table"
        return maker

    maker = loop.run(open_table())
    ann = console(["join", f"127.0.0.1:{server.port}", "--code", CODE, "--name", "Ann"],
                  tmp_path, 0)  # fmt: skip
    seated(tmp_path / "seat0.jsonl")

    async def bob_drops() -> str | None:
        bob = await Client.connect(uri, "Bob")
        await bob.join(CODE, "Bob")
        await bob.wait_for("update")
        bob.ws.transport.abort()  # as if his computer lost the network
        return bob.token

    async def bob_returns(token: str | None) -> Client:
        bob = await Client.connect(uri, "Bob")
        assert (await bob.join(CODE, "bob", token))["your_seat"] == 1
        return bob

    t = Translator("en")
    log = tmp_path / "seat0.jsonl"
    try:
        token = loop.run(bob_drops())
        said_soon(log, t("net-dropped", name="Bob"))
        said_soon(log, t("net-held", name="Bob"))
        said_soon(log, "Bob plays")  # his seat's bot moved for him, and Ann heard it
        back = loop.run(bob_returns(token))
        said_soon(log, t("net-returned", name="Bob"))
        leaves(ann)
    finally:
        ann.kill()
    loop.run(back.close())
    loop.run(maker.close())
    loop.run(server.stop())
