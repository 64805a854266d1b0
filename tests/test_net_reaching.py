"""When connecting fails, the player hears what is likely wrong and what to do (issue 24,
finding 7), over real sockets: no answer in time, nothing listening, an unknown name, a
certificate that cannot be checked, encryption on one side only, too many connections from
one address, a full server, something that is not our server; and, before connecting, a
code or a name a table cannot take; and a server whose port another program holds."""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import socket
import ssl
import subprocess
from collections.abc import Iterator
from pathlib import Path

import pytest

from access_cards.console import netlink
from access_cards.console.netplay import join_table
from access_cards.console.netserve import _limits
from access_cards.narration import LANGUAGES, Translator
from access_cards.net.client import Client
from access_cards.net.limits import Limits
from access_cards.net.server import Server, ssl_context
from tests.test_net_commands import NEEDS_OPENSSL, Loop, self_signed
from tests.test_net_console import env, program

CODE = "TESTAB"
pytestmark = NEEDS_OPENSSL


@pytest.fixture(scope="module")
def certificate(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, Path]:
    return self_signed(tmp_path_factory.mktemp("cert"))


class Servers:
    """A plain server, one with a certificate, one that allows one connection per address
    (held), one that is full (held), a listener that never answers, something that is not
    our server, and a port where nothing listens."""

    def __init__(self, loop: Loop, certificate: tuple[Path, Path]) -> None:
        self.loop = loop
        self.servers = [
            Server(),
            Server(),
            Server(limits=Limits().relaxed(per_address=1)),
            Server(limits=Limits().relaxed(connections=3)),
        ]
        tls = ssl_context(*certificate)
        ports = [loop.run(s.start("127.0.0.1", 0, tls if i == 1 else None)) and s.port
                 for i, s in enumerate(self.servers)]  # fmt: skip
        self.plain, self.tls, self.one, self.full = ports
        self.held = [self.hold(self.one), self.hold(self.full), self.hold(self.full)]
        self.silent = socket.create_server(("127.0.0.1", 0), backlog=8)  # never accepts
        self.stranger = loop.run(asyncio.start_server(_not_ours, "127.0.0.1", 0))
        self.nobody = _free_port()

    def hold(self, port: int) -> Client:
        client: Client = self.loop.run(Client.connect(f"ws://127.0.0.1:{port}/", "Held"))
        return client

    def port_of(self, name: str) -> int:
        if name == "silent":
            return int(self.silent.getsockname()[1])
        if name == "stranger":
            return int(self.stranger.sockets[0].getsockname()[1])
        return int(getattr(self, name))

    def close(self) -> None:
        for client in self.held:
            with contextlib.suppress(Exception):
                self.loop.run(client.close())
        for server in self.servers:
            self.loop.run(server.stop())
        self.stranger.close()
        self.silent.close()


async def _not_ours(reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
    """A web server that is not ours: every request gets a 404."""
    await reader.readline()
    writer.write(b"HTTP/1.1 404 Not Found\r\nContent-Length: 0\r\nConnection: close\r\n\r\n")
    await writer.drain()
    writer.close()


def _free_port() -> int:
    with socket.create_server(("127.0.0.1", 0)) as probe:
        return int(probe.getsockname()[1])


@pytest.fixture(scope="module")
def servers(certificate: tuple[Path, Path]) -> Iterator[Servers]:
    loop = Loop()
    made = Servers(loop, certificate)
    yield made
    made.close()
    loop.close()


# (what is reached, encrypted or trusting the certificate, the sentence, words it must hold)
CASES = [
    ("silent", None, "net-no-answer", "firewall"),
    ("nobody", None, "net-nothing-there", "server is running"),
    ("tls", "tls", "net-untrusted-certificate", "cafile option"),
    ("tls", None, "net-needs-tls", "tls option"),
    ("plain", "tls", "net-no-tls", "without the tls"),
    ("one", None, "net-too-many-connections", "from your address"),
    ("full", None, "net-server-full", "Try again later"),
    ("stranger", None, "net-not-a-server", "not an access cards server"),
]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_each_way_of_failing_to_connect_is_said_with_what_to_do(
    servers: Servers, monkeypatch: pytest.MonkeyPatch, lang: str
) -> None:
    monkeypatch.setattr(netlink, "CONNECT_SECONDS", 1.0)  # the silent listener: no 10 s wait
    t = Translator(lang)
    for target, tls, msg_id, words in CASES:
        port = servers.port_of(target)
        context = ssl.create_default_context() if tls else None
        said = join_table(t, "127.0.0.1", port, CODE, "Ann", context)
        assert said == t(msg_id, host="127.0.0.1", port=port), (target, tls, said)
        if lang == "en":
            assert words in said, said
    unknown = join_table(t, "no-such-host.invalid", 8765, CODE, "Ann", None)
    assert unknown == t("net-unknown-host", host="no such host.invalid", port=8765)


def test_the_certificate_file_lets_the_same_server_in(
    servers: Servers, certificate: tuple[Path, Path]
) -> None:
    """The answer to the untrusted certificate works: with its file, a seat (the table's
    refusal is the one sentence of a table that is not there)."""
    t = Translator("en")
    trusted = ssl.create_default_context(cafile=str(certificate[0]))
    said = join_table(t, "127.0.0.1", servers.tls, CODE, "Ann", trusted)
    assert said == t("net-error-no-seat", code="T E S T A B")


def run(args: list[str], home: Path, lang: str = "en") -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [*program(), *args, "--lang", lang], input="", capture_output=True, text=True,
        timeout=30, env=env(home),
    )  # fmt: skip


def test_a_port_another_program_holds_and_a_bad_code_or_name_are_said(tmp_path: Path) -> None:
    """``serve`` and ``play --listen`` on a port in use; ``join`` with a code or a name a
    table cannot take, said before connecting (port 1 would say nothing answers)."""
    t = Translator("en")
    with socket.create_server(("127.0.0.1", 0)) as taken:
        port = taken.getsockname()[1]
        commands = {
            "serve": ["serve", "--host", "127.0.0.1", "--port", str(port)],
            "listen": ["play", "khmer", "--listen", str(port), "--host", "127.0.0.1",
                       "--seats", "you,remote", "--name", "Ann", "--plain", "--speech", "text"],
        }  # fmt: skip
        procs = {how: subprocess.Popen(
            [*program(), *args], stdin=subprocess.DEVNULL, stdout=subprocess.PIPE,
            stderr=subprocess.PIPE, text=True, env=env(tmp_path / how),
        ) for how, args in commands.items()}  # fmt: skip
        done = {how: proc.communicate(timeout=30) for how, proc in procs.items()}
    for how, proc in procs.items():
        out, err = done[how]
        assert (proc.returncode, out) == (1, ""), (how, err)
        assert err == t("net-port-taken", port=port, how=how) + "\n"
        assert "taken by another program" in err
    join = ["join", "127.0.0.1:1", "--plain", "--speech", "text"]
    bad_code = run([*join, "--code", "abc", "--name", "Ann"], tmp_path / "c")
    assert (bad_code.returncode, bad_code.stderr) == (2, t(
        "net-bad-code", code="abc", low=6, high=12) + "\n")  # fmt: skip
    bad_name = run([*join, "--code", CODE, "--name", "Eve!"], tmp_path / "n", "it")
    assert bad_name.returncode == 2
    assert bad_name.stderr == Translator("it")("net-bad-name", name="Eve!", most=32) + "\n"


def test_serve_takes_its_limits_as_options(tmp_path: Path) -> None:
    args = argparse.Namespace(max_tables=50, per_address=4, max_connections=500, keep_days=2.5)
    limits = _limits(args)
    assert (limits.tables, limits.per_address, limits.connections, limits.keep_days) == (
        50, 4, 500, 2.5)  # fmt: skip
    refused = run(["serve", "--port", "0", "--max-tables", "0"], tmp_path)
    assert refused.returncode == 2
    assert refused.stderr == Translator("en")(
        "net-bad-limit", option="max tables", value="0") + "\n"  # fmt: skip
    helped = run(["serve", "--help"], tmp_path)
    for option in ("--max-tables", "--per-address", "--max-connections", "--keep-days"):
        assert option in helped.stdout
