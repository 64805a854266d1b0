"""The remote console (``join``, ``play --listen``, ``serve``) over real sockets on 127.0.0.1.

The consoles run as programs in plain mode, their moves typed through a pipe; each speech
log must hold exactly what the seat's narrator says of the events that seat may receive
(``events_for``), as a local console would say them, and nothing of another seat's cards.
"""

from __future__ import annotations

import asyncio
import json
import os
import re
import signal
import subprocess
import sys
import threading
import time
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any

import pytest

from access_cards import games
from access_cards.console.netplay import parse_address
from access_cards.console.remote import error_sentence, seat_names, spelled
from access_cards.engine.errors import ActionError
from access_cards.engine.events import Event, events_for
from access_cards.narration import LANGUAGES, Translator, create_narrator
from access_cards.net.client import Client
from access_cards.net.server import Server

SEED = 7
CODE = "TESTAB"
NAMES = ("Ann", "Bob")
OPTIONS = {"mode": "single"}  # one deal: quick, and under the server's rate


def program() -> list[str]:
    return [sys.executable, "-m", "access_cards"]


def env(home: Path) -> dict[str, str]:
    return {**os.environ, "ACCESS_CARDS_HOME": str(home), "LC_ALL": "C.UTF-8",
            "LANG": "C.UTF-8", "BRLAPI_HOST": ":99999"}  # fmt: skip


class ServerThread:
    """A seeded server in a thread of its own, and a creator holding a table open."""

    def __init__(self) -> None:
        self.loop = asyncio.new_event_loop()
        self.thread = threading.Thread(target=self.loop.run_forever, daemon=True)
        self.thread.start()
        self.server = Server(seed=lambda: SEED)
        self.run(self.server.start("127.0.0.1", 0))
        self.port = self.server.port

    def run(self, coro: Any) -> Any:
        return asyncio.run_coroutine_threadsafe(coro, self.loop).result(10)

    def create(self, seats: list[str]) -> Client:
        async def made() -> Client:
            client = await Client.connect(f"ws://127.0.0.1:{self.port}/", "maker")
            reply = await client.create("khmer", seats, options=OPTIONS, code=CODE)
            assert reply["type"] == "table", reply
            return client

        client: Client = self.run(made())
        return client

    def stop(self) -> None:
        self.run(self.server.stop())
        self.loop.call_soon_threadsafe(self.loop.stop)
        self.thread.join(5)


@pytest.fixture
def served() -> Iterator[ServerThread]:
    server = ServerThread()
    yield server
    server.stop()


def planned(t: Translator, bad: str | None = None) -> tuple[list[list[str]], list[Event], str]:
    """Each seat's typed lines for the whole match (the first legal move that is not a
    concession, confirmed when the console asks), every event of the match, and what the
    console says of ``bad`` typed by seat 0 at its first turn."""
    state = games.find("khmer").new_state(2, seed=SEED, options=OPTIONS)
    events = list(state.start_events)
    names = seat_names(t, [{"kind": "remote", "name": n, "seat": i} for i, n in enumerate(NAMES)])
    narrators = [create_narrator("khmer", t, seat, names) for seat in (0, 1)]
    lines: list[list[str]] = [[], []]
    refused = ""
    while not state.is_over:
        seat = state.current_player
        assert seat is not None
        view = state.view(seat)
        if bad is not None and seat == 0 and not lines[0]:
            try:
                state.game.parse_action(bad, state)
            except ActionError as exc:
                refused = narrators[0].action_error(exc)
            lines[0].append(bad)
        move = next(a for a in view["legal_actions"] if a != "concede")
        lines[seat].append(move)
        if narrators[seat].confirm(move, view) is not None:
            lines[seat].append(t("console-yes-words").split()[0])
        events += state.apply(move)
    return lines, events, refused


def seated(log: Path, text: str = "") -> None:
    """Wait until the console logging to ``log`` has said something (``text``)."""
    end = time.monotonic() + 15
    while not (log.exists() and text in log.read_text(encoding="utf-8").strip()):
        assert time.monotonic() < end, f"never said {text!r}"
        time.sleep(0.05)


def heard(log: Path) -> list[dict[str, Any]]:
    return [json.loads(x) for x in log.read_text(encoding="utf-8").splitlines()]


def expected(t: Translator, events: list[Event], seat: int) -> list[str]:
    names = seat_names(t, [{"kind": "remote", "name": n, "seat": i} for i, n in enumerate(NAMES)])
    narrator = create_narrator("khmer", t, seat, names)
    return [x for e in events_for(events, seat) for x in narrator.describe(e)]


def start_join(seat: int, port: int, tmp_path: Path, lang: str) -> subprocess.Popen[str]:
    args = ["join", f"127.0.0.1:{port}", "--code", CODE.lower(), "--name", NAMES[seat],
            "--plain", "--lang", lang, "--speech", "text",
            "--speech-log", str(tmp_path / f"seat{seat}.jsonl")]  # fmt: skip
    return subprocess.Popen(
        [*program(), *args], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
        stderr=subprocess.PIPE, text=True, env=env(tmp_path / f"home{seat}"),
    )  # fmt: skip


def together(
    consoles: list[subprocess.Popen[str]], lines: list[list[str]]
) -> list[tuple[str, str]]:
    """Type each console's lines into it, all at once, and gather what each printed."""
    with ThreadPoolExecutor(len(consoles)) as pool:
        typed = [
            pool.submit(c.communicate, "".join(f"{x}\n" for x in lines[i]), 15)
            for i, c in enumerate(consoles)
        ]
        return [f.result() for f in typed]


def check_seat(
    tmp_path: Path, seat: int, t: Translator, events: list[Event]
) -> list[dict[str, Any]]:
    records = heard(tmp_path / f"seat{seat}.jsonl")
    narrated = [r["text"] for r in records if r["event"] is not None]
    assert narrated == expected(t, events, seat)
    other = 1 - seat
    for record in records:  # never another seat's private event
        event = record["event"]
        assert event is None or event.get("seat") != other or event["type"] != "dealt"
    return records


@pytest.mark.parametrize("lang", LANGUAGES)
def test_two_joined_consoles_play_khmer_to_the_end(
    served: ServerThread, tmp_path: Path, lang: str
) -> None:
    t = Translator(lang)
    lines, events, refused = planned(t, bad="play 9")
    maker = served.create(["remote", "remote"])
    consoles = [start_join(0, served.port, tmp_path, lang)]
    seated(tmp_path / "seat0.jsonl")  # the first to join takes seat 0
    consoles.append(start_join(1, served.port, tmp_path, lang))
    outs = together(consoles, lines)
    served.run(maker.close())
    for console, (out, err) in zip(consoles, outs, strict=True):
        assert (console.returncode, err) == (0, ""), out
    first = check_seat(tmp_path, 0, t, events)
    check_seat(tmp_path, 1, t, events)
    said = [r["text"] for r in first]
    assert said == outs[0][0].splitlines()  # plain mode: standard output is what is said
    errors = [r["text"] for r in first if r["channel"] == "error"]
    assert errors == [refused]  # the illegal move: one sentence, and the match went on
    assert t("net-seated", code=spelled(CODE)).split(".")[0] in said[0]
    assert any(t("net-joined", name="Bob") == s for s in said)


def test_a_host_and_a_joined_console(tmp_path: Path) -> None:
    """``play khmer --listen 0``: the host says where it listens and the code, then plays."""
    t = Translator("en")
    lines, events, _ = planned(t)
    args = ["play", "khmer", "--seats", "you,remote", "--listen", "0", "--code", CODE,
            "--name", NAMES[0], "--seed", str(SEED), "--option", "mode=single", "--plain",
            "--speech", "text", "--speech-log", str(tmp_path / "seat0.jsonl")]  # fmt: skip
    host = subprocess.Popen(
        [*program(), *args], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
        stderr=subprocess.PIPE, text=True, env=env(tmp_path / "home0"),
    )  # fmt: skip
    assert host.stdout is not None
    listening = host.stdout.readline()
    assert listening.startswith("The server listens on every address"), listening
    port = int(listening.rstrip(".\n").rsplit(" ", 1)[1])
    assert host.stdout.readline().strip() == t("net-table-code", code=spelled(CODE))
    joiner = start_join(1, port, tmp_path, "en")
    (out0, err0), (out1, err1) = together([host, joiner], lines)
    assert (host.returncode, err0, joiner.returncode, err1) == (0, "", 0, ""), (out0, out1)
    check_seat(tmp_path, 0, t, events)
    check_seat(tmp_path, 1, t, events)
    assert t("net-awaiting", count=1) in out0


def test_serve_starts_and_stops_cleanly(tmp_path: Path) -> None:
    server = subprocess.Popen(
        [*program(), "serve", "--host", "127.0.0.1", "--port", "0"], stdout=subprocess.PIPE,
        stderr=subprocess.PIPE, text=True, env=env(tmp_path / "home"),
    )  # fmt: skip
    assert server.stdout is not None
    first = server.stdout.readline()
    assert first.startswith("The server listens on 127.0.0.1, port ")
    server.send_signal(signal.SIGTERM)
    out, err = server.communicate(timeout=20)
    assert (server.returncode, out, err) == (0, "The server has stopped.\n", "")
    assert (tmp_path / "home" / "data" / "tables").is_dir()


def test_a_wrong_code_is_one_sentence(served: ServerThread, tmp_path: Path) -> None:
    done = subprocess.run(
        [*program(), "join", f"127.0.0.1:{served.port}", "--code", "NOSUCH", "--name", "Ann",
         "--plain", "--speech", "text"],
        input="", capture_output=True, text=True, timeout=30, env=env(tmp_path / "home"),
    )  # fmt: skip
    assert (done.returncode, done.stdout) == (1, "")
    assert done.stderr == Translator("en")("net-error-no-seat", code="N O S U C H") + "\n"
    assert done.stderr.startswith("There is no seat for you at table N O S U C H. Check the code")


def documented_error_codes() -> list[str]:
    """The error codes of docs/protocol.md's table under ``error``."""
    text = (Path(__file__).parent.parent / "docs" / "protocol.md").read_text(encoding="utf-8")
    section = text.split("### `error`", 1)[1].split("\n### ", 1)[0]
    return re.findall(r"^\| `([a-z_]+)` \|", section, flags=re.MULTILINE)


@pytest.mark.parametrize("lang", ["en", "it", "de", "el"])
def test_every_error_code_has_a_sentence(lang: str) -> None:
    """Every error code docs/protocol.md lists is worded, with the facts it carries."""
    t = Translator(lang)
    codes = documented_error_codes()
    assert {"no_seat", "too_many_tries", "chat_limited", "bad_name", "bad_code"} <= set(codes)
    assert "no_table" not in codes and len(codes) > 35
    unknown = t("net-error-unknown")
    details = {"code": "ABCDEF", "name": "Ann", "seq": 3, "field": "text", "seconds": 45,
               "most": 10, "low": 6, "high": 12}  # fmt: skip
    for code in codes:
        said = error_sentence(t, {"code": code, "details": details})
        assert said != unknown and "{" not in said, code
    assert error_sentence(t, {"code": "what", "details": {}}) == unknown
    waits = {s: error_sentence(t, {"code": "too_many_tries", "details": {"seconds": s}})
             for s in (1, 45, 240)}  # fmt: skip
    assert "45" in waits[45] and "4" in waits[240] and "240" not in waits[240]
    if lang == "en":
        assert "one second" in waits[1] and "4 minutes" in waits[240]


def test_addresses() -> None:
    assert parse_address("example.org") == ("example.org", 8765)
    assert parse_address("127.0.0.1:9000") == ("127.0.0.1", 9000)
    assert parse_address("[::1]:9000") == ("::1", 9000)
    for bad in ("", ":80", "host:0", "host:x", "[::1"):
        with pytest.raises(ValueError):
            parse_address(bad)


def test_who_drops_and_returns_is_said(served: ServerThread, tmp_path: Path) -> None:
    """A player whose connection is cut is heard to drop, then to come back with the
    seat's token."""
    t = Translator("en")
    maker = served.create(["remote", "remote"])
    console = start_join(0, served.port, tmp_path, "en")
    seated(tmp_path / "seat0.jsonl")

    async def bob_drops_and_returns() -> None:
        bob = await Client.connect(f"ws://127.0.0.1:{served.port}/", "Bob")
        assert (await bob.join(CODE, "Bob"))["type"] == "table"
        await bob.wait_for("update")
        bob.ws.transport.abort()  # the connection lost, not a goodbye
        await asyncio.sleep(0.3)
        back = await Client.connect(f"ws://127.0.0.1:{served.port}/", "Bob")
        assert (await back.join(CODE, "Bob", bob.token))["type"] == "table"
        await back.wait_for("update")
        await back.close()
        await maker.close()

    served.run(bob_drops_and_returns())
    seated(tmp_path / "seat0.jsonl", t("net-returned", name="Bob"))
    out, err = console.communicate("", timeout=20)  # seat 0 is to move: the script ends there
    assert (console.returncode, err) == (0, "")
    said = out.splitlines()
    for line in (t("net-joined", name="Bob"), t("net-dropped", name="Bob"),
                 t("net-returned", name="Bob")):  # fmt: skip
        assert line in said
