"""Network play at the command line: ``serve``, ``join`` and ``play --listen`` (issue 17).

These connect (``netlink.NetLink``), ask for a seat, and hand the table to a
``RemoteSession`` (``remote.py``), the same console as local play.

Plain mode reads a script, so it waits as local play does: a line is taken once the last
move has been answered, a move once it is this seat's turn; at the end of input the console
listens on until the match is over or it is this seat's turn again, then leaves.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import signal
import socket
import ssl
import sys
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

from access_cards.console.netlink import ALL_ADDRESSES, NetLink
from access_cards.console.reader import LineReader, PlainReader
from access_cards.console.rejoin import Rejoiner
from access_cards.console.remote import RemoteSession, error_sentence, spelled
from access_cards.console.settings import Settings, data_dir
from access_cards.console.stopping import Stop, busy
from access_cards.narration import Translator
from access_cards.narration.i18n import fold
from access_cards.narration.speakable import spoken_form, spoken_reason
from access_cards.net.protocol import DEFAULT_TAKEOVER, normal_code
from access_cards.speech import Speaker

__all__ = ["DEFAULT_PORT", "add_join", "add_serve", "host_table", "listen_seats", "parse_address"]

DEFAULT_PORT = 8765
TABLES_FOLDER = "tables"  # a dedicated server's tables, saved after every change
HOSTED_FOLDER = "hosted"  # tables a host's console saved when asked (apart: serve resumes all)


def parse_address(text: str) -> tuple[str, int]:
    """``HOST``, ``HOST:PORT`` or ``[V6]:PORT`` as host and port; ValueError if it is not."""
    host, port = text.strip(), DEFAULT_PORT
    if host.startswith("["):
        end = host.find("]")
        if end < 0:
            raise ValueError(text)
        rest, host = host[end + 1 :], host[1:end]
        if rest:
            if not rest.startswith(":"):
                raise ValueError(text)
            port = int(rest[1:])
    elif host.count(":") == 1:
        host, _, number = host.partition(":")
        port = int(number)
    if not host or not 0 < port < 65536:
        raise ValueError(text)
    return host, port


# -- running a remote console -----------------------------------------------------------------


def _run_remote(
    args: argparse.Namespace,
    t: Translator,
    link: NetLink,
    first: dict[str, Any],
) -> int:
    """Play at the table ``first`` (a ``table`` message) with the console the command line
    asks for (voice, screen, braille, reader)."""
    from access_cards.console import cli as console_cli

    settings = Settings.load()
    screen = console_cli._screen(args)
    speaker = console_cli._speaker(args, settings, t, screen)
    try:
        console_cli._attach_display(args, speaker, t)
        reader = console_cli._reader(args, speaker.silence, screen)
        return play_at_table(first, t, link, speaker, reader, settings)
    finally:
        console_cli._finish(speaker, screen)


def play_at_table(
    first: dict[str, Any],
    t: Translator,
    link: NetLink,
    speaker: Speaker,
    reader: LineReader,
    settings: Settings,
) -> int:
    """Play at the table ``first`` until the match ends or the player leaves (0), or the
    connection is lost (1); what came before the session existed waits in the link's
    inbox.  The link is closed at the end."""
    from access_cards.rules import rules_lines

    plain = isinstance(reader, PlainReader)
    session: RemoteSession | None = None
    try:
        game = str(first["game"])
        session = RemoteSession(
            first, t, speaker, link.send, verbosity=settings.verbosity,
            card_style=settings.card_style, rules_text=lambda: rules_lines(game, t.lang),
        )  # fmt: skip
        session.rejoiner = _rejoiner(session, link, reader)
        session.hosting = link.server is not None
        session.ended = reader.interrupt  # the match over, or the server gone: leave as local play
        with session.changed:
            session.start()
            link.attach(session.receive)

        def handle(text: str) -> None:
            with session.changed:
                session.handle(text)

        reader.set_hotkeys(handle, session.hotkeys(), session.typed_words())
        _play_lines(session, reader, plain)
        with session.changed:  # input ended: closing the connection now is no loss to say
            session.done = True
    except Stop as exc:
        if session is not None:
            with session.changed:
                session.stop()
        exc.said = True
        raise
    finally:
        reader.set_hotkeys(None, "")
        link.close()
        reader.cancel_interrupt()
    return 1 if session.lost else 0


def _rejoiner(session: RemoteSession, link: NetLink, reader: LineReader) -> Rejoiner:
    """How this console takes its seat back after losing the connection; when it cannot,
    the session ends (and the prompt with it)."""
    name = link.target[1]

    def join() -> None:
        link.send({"type": "join", "code": session.code, "name": name})

    def give_up() -> None:
        with session.changed:
            session.give_up()
            session.changed.notify_all()

    return Rejoiner(link.reconnect, join, give_up)


def _play_lines(session: RemoteSession, reader: LineReader, plain: bool) -> None:
    while not session.done:  # until the match is over, or the connection ends
        text = reader.read()
        if text is None:
            if plain:  # the script is over: hear the rest of what it led to
                _wait(session, "move")
            break
        if plain and not _wait(session, session.pace(text)):
            break
        with busy(), session.changed:
            session.handle(text)
            session.changed.notify_all()


def _wait(session: RemoteSession, pace: str) -> bool:
    """Wait until a line of that pace can be taken; False if the session ended meanwhile."""
    with session.changed:
        while not session.settled(pace):
            session.changed.wait(0.2)  # short waits: a stopping signal is seen at once
        return not session.done


def client_tls(args: argparse.Namespace) -> ssl.SSLContext | None:
    """The TLS context ``--tls`` or ``--cafile`` asks for (None: plain WebSocket); a
    certificate file that cannot be read is said in words (UsageError)."""
    from access_cards.usage import UsageError

    cafile = getattr(args, "cafile", None)
    if cafile is None:
        return ssl.create_default_context() if getattr(args, "tls", False) else None
    try:
        return ssl.create_default_context(cafile=str(cafile))
    except (OSError, ssl.SSLError, ValueError) as exc:
        reason = spoken_reason(exc)
        raise UsageError("net-bad-certificate", reason=reason) from None


def _connect(
    link: NetLink, host: str, port: int, name: str, t: Translator, tls: ssl.SSLContext | None
) -> str | None:
    """Connect; None, or the sentence that says why not."""
    scheme = "wss" if tls is not None else "ws"
    shown = f"[{host}]" if ":" in host else host
    try:
        link.connect(f"{scheme}://{shown}:{port}/", name, t.lang, tls)
    except Exception as exc:  # the socket's errors, and websockets' handshake errors
        return _cannot_reach(t, host, port, exc)
    return None


def _cannot_reach(t: Translator, host: str, port: int, exc: BaseException) -> str:
    """Why the server at ``host``, ``port`` cannot be reached (or served), in words."""
    return t("net-connect-failed", host=spoken_form(host), port=port, reason=spoken_reason(exc))


def _refusal(t: Translator, answer: dict[str, Any] | None) -> str:
    """Why a join or create got no table: the connection ended (None), or the error."""
    return t("net-connection-lost") if answer is None else error_sentence(t, answer)


def _first_answer(link: NetLink, message: dict[str, Any]) -> dict[str, Any] | None:
    """Send ``message`` (join or create) and wait for its ``table`` or ``error`` (None: the
    connection ended); what follows it waits in the link's inbox for the session."""
    link.send(message)
    while True:
        received = link.next_message()
        if received is None or received.get("type") in ("table", "error"):
            return received


def _common_checks(args: argparse.Namespace) -> Translator:
    from access_cards.console import cli as console_cli
    from access_cards.console.play import choose_language

    t = Translator(choose_language(getattr(args, "lang", None), Settings.load()))
    console_cli._check_speech_log(args, t)
    return t


def add_join(commands: Any) -> None:
    """The ``join`` subcommand: take a seat at a server's table."""
    from access_cards.console.cli import add_common

    p = commands.add_parser("join", help="take a seat at a table over the network")
    p.add_argument("address", metavar="HOST[:PORT]", help=f"the server (port {DEFAULT_PORT})")
    p.add_argument("--code", required=True, metavar="CODE", help="the table code")
    p.add_argument("--name", required=True, metavar="NAME", help="your name at the table")
    add_tls_options(p)
    add_common(p, sub=True)

    def run(args: argparse.Namespace) -> int:
        t = _common_checks(args)
        host, port = address(args.address)
        seated = join_table(t, host, port, args.code, args.name, client_tls(args))
        if isinstance(seated, str):
            print(seated, file=sys.stderr)
            return 1
        return _run_remote(args, t, *seated)

    p.set_defaults(run=run)


def join_table(
    t: Translator, host: str, port: int, code: str, name: str, tls: ssl.SSLContext | None
) -> tuple[NetLink, dict[str, Any]] | str:
    """Connect and take a seat at table ``code``: the link and the ``table`` message, or
    the sentence that says why not (the link then closed)."""
    link = NetLink()
    failed = _connect(link, host, port, name, t, tls)
    if failed is None:
        message = {"type": "join", "code": normal_code(code), "name": name}
        answer = _first_answer(link, message)
        if answer is not None and answer.get("type") == "table":
            return link, answer
        failed = _refusal(t, answer)
    link.close()
    return failed


def add_tls_options(p: argparse.ArgumentParser) -> None:
    """``--tls`` and ``--cafile``: how a console reaches a server with a certificate."""
    p.add_argument("--tls", action="store_true", help="the server has a certificate (wss)")
    p.add_argument(
        "--cafile",
        type=Path,
        default=None,
        metavar="FILE",
        help="trust this certificate (a self-signed server's; implies --tls)",
    )


def add_host_options(p: argparse.ArgumentParser) -> None:
    """``play``'s network options: host the table here (``--listen``) or on a server."""
    p.add_argument(
        "--listen",
        type=int,
        nargs="?",
        const=DEFAULT_PORT,
        default=None,
        metavar="PORT",
        help=f"host the table over the network (port {DEFAULT_PORT})",
    )
    p.add_argument(
        "--server",
        default=None,
        metavar="HOST[:PORT]",
        help="open the table on a server started with access-cards serve",
    )
    p.add_argument(
        "--code",
        default=None,
        metavar="CODE",
        help="the table code (with --listen, a saved table's code takes it up again)",
    )
    p.add_argument("--name", default=None, metavar="NAME", help="your name at the table")
    p.add_argument(
        "--takeover",
        type=int,
        default=DEFAULT_TAKEOVER,
        metavar="SECONDS",
        help="a bot plays a dropped player's seat after this long (0: never)",
    )
    add_tls_options(p)


def address(text: str) -> tuple[str, int]:
    """``parse_address``, with a bad address said in words (UsageError)."""
    from access_cards.usage import UsageError

    try:
        return parse_address(text)
    except ValueError:
        raise UsageError("net-bad-address", address=text) from None


def listen_seats(game: Any, specs: Sequence[str]) -> list[str]:
    """``play --listen`` seats (``you``, ``remote``, bots) as the protocol's (``host``,
    ``remote``, ``bot:LEVEL``), checked as local seats are; UsageError otherwise."""
    from access_cards.seats import HUMAN
    from access_cards.usage import UsageError, checked_seats

    remote = [fold(s.strip()) == "remote" for s in specs]
    # A remote seat is checked as a bot would be (the count, one "you"), then put back.
    pairs = list(zip(specs, remote, strict=True))
    local = checked_seats(game, ["bot:random" if r else s for s, r in pairs])
    if HUMAN not in local:
        raise UsageError("net-host-among-seats")
    pairs = list(zip(local, remote, strict=True))
    return ["remote" if r else "host" if s == HUMAN else s for s, r in pairs]


def host_table(args: argparse.Namespace, t: Translator, options: Mapping[str, Any]) -> int:
    """``play GAME --listen`` (a server in this process) or ``--server`` (a dedicated one):
    this console in the host seat of a new table, or of the saved table ``--code`` names."""
    from access_cards.net.protocol import MAX_TAKEOVER
    from access_cards.usage import UsageError, checked_options, find_game

    game = find_game(args.game)
    specs = args.seats.split(",") if args.seats else ["you", "remote"]
    seats = listen_seats(game, specs)
    checked_options(game, options, len(seats))
    if not 0 <= args.takeover <= MAX_TAKEOVER:
        raise UsageError("net-bad-takeover")
    opened = open_table(args, t, game.name, seats, options)
    if isinstance(opened, str):
        print(opened, file=sys.stderr)
        return 1
    link, first, said = opened
    print("\n".join(said), flush=True)
    return _run_remote(args, t, link, first)


def open_table(
    args: argparse.Namespace,
    t: Translator,
    game: str,
    seats: Sequence[str],
    options: Mapping[str, Any],
) -> tuple[NetLink, dict[str, Any], list[str]] | str:
    """Open the table (or take up the saved one) and sit in the host seat: the link, the
    ``table`` message and what to tell the host (where the server listens, the code); or
    the sentence that says why not (the link then closed)."""
    name = args.name or user_name()
    link = NetLink()
    reached = _reach(args, t, link, name)
    if isinstance(reached, str):
        link.close()
        return reached
    first = _first_answer(link, _opening(args, link, game, seats, options, name))
    if first is not None and first.get("type") == "table":
        said = [] if args.server is not None else [_listening(t, "", reached)]
        return link, first, [*said, t("net-table-code", code=spelled(str(first["code"])))]
    link.close()
    return _refusal(t, first)


def _reach(args: argparse.Namespace, t: Translator, link: NetLink, name: str) -> int | str:
    """Connect to ``--server``, or start this console's own server and connect to it: the
    port, or the sentence that says why not."""
    if args.server is not None:
        host, port = address(args.server)
        return _connect(link, host, port, name, t, client_tls(args)) or port
    try:
        port = link.host(args.listen, args.seed, saves=data_dir() / HOSTED_FOLDER)
    except OSError as exc:
        return _cannot_reach(t, socket.gethostname(), args.listen, exc)
    return _connect(link, "127.0.0.1", port, name, t, None) or port


def _opening(
    args: argparse.Namespace,
    link: NetLink,
    game: str,
    seats: Sequence[str],
    options: Mapping[str, Any],
    name: str,
) -> dict[str, Any]:
    """The first message: take up this host's saved table ``--code`` (of the same game),
    or create a new table."""
    code = normal_code(args.code) if args.code else None
    if args.server is None and code and link.take_up(code, game):
        return {"type": "join", "code": code, "name": name}
    create: dict[str, Any] = {"type": "create", "game": game, "seats": list(seats)}
    if options:
        create["options"] = dict(options)
    if code:
        create["code"] = code
    create["takeover"] = args.takeover
    return create


def user_name() -> str:
    import getpass

    try:
        return getpass.getuser()[:32] or "host"
    except Exception:  # no user name in this environment
        return "host"


def _listening(t: Translator, host: str, port: int) -> str:
    if host in ("", "0.0.0.0", "::"):
        return t("net-listening-all", host=spoken_form(socket.gethostname()), port=port)
    return t("net-listening", host=spoken_form(host), port=port)


# -- serve ------------------------------------------------------------------------------------


def add_serve(commands: Any) -> None:
    """The ``serve`` subcommand: a server of many tables, until stopped."""
    p = commands.add_parser("serve", help="run a server of tables for network play")
    p.add_argument("--host", default="", metavar="H", help="the address (default: all)")
    p.add_argument("--port", type=int, default=DEFAULT_PORT, metavar="P",
                   help=f"the port (default {DEFAULT_PORT}; 0: any free one)")  # fmt: skip
    p.add_argument("--cert", type=Path, metavar="FILE", help="TLS certificate chain (PEM)")
    p.add_argument("--key", type=Path, metavar="FILE", help="its private key (PEM)")
    p.add_argument("--lang", choices=sorted(_languages()), default=argparse.SUPPRESS,
                   help="language of what the server says")  # fmt: skip
    p.add_argument("--seed", type=int, default=None, metavar="N",
                   help="deal every new table from seed N (to replay a match)")  # fmt: skip
    p.add_argument("--bot-workers", type=int, default=_bot_workers(), metavar="N",
                   help="processes for slow computer players (default: cores - 1)")  # fmt: skip
    p.set_defaults(run=run_serve)


def _bot_workers() -> int:
    """One process per core beside the server's own: bots that think for milliseconds use
    them, and the server's loop keeps its core."""
    import os

    return max(0, min(4, (os.cpu_count() or 1) - 1))


def _languages() -> tuple[str, ...]:
    from access_cards.narration import LANGUAGES

    return tuple(LANGUAGES)


def run_serve(args: argparse.Namespace) -> int:
    """Serve until Control C or SIGTERM; one sentence on starting, one on stopping."""
    from access_cards.console.play import choose_language
    from access_cards.files import clear_stale_temporaries
    from access_cards.net.server import Server, ssl_context
    from access_cards.usage import UsageError

    t = Translator(choose_language(getattr(args, "lang", None), Settings.load()))
    if (args.cert is None) != (args.key is None):
        raise UsageError("net-certificate-pair")
    if not 0 <= args.port < 65536:
        raise UsageError("net-bad-port", port=args.port)
    tls = None
    if args.cert is not None:
        try:
            tls = ssl_context(args.cert, args.key)
        except (OSError, ssl.SSLError) as exc:
            reason = spoken_reason(exc)
            raise UsageError("net-bad-certificate", reason=reason) from exc
    saves = data_dir() / TABLES_FOLDER
    with contextlib.suppress(OSError):
        saves.mkdir(parents=True, exist_ok=True)
        clear_stale_temporaries(saves)

    async def serve() -> None:
        seed = args.seed
        server = Server(
            saves=saves if saves.is_dir() else None,
            seed=None if seed is None else lambda: seed,
            bot_workers=max(0, args.bot_workers),
        )
        await server.start(args.host or ALL_ADDRESSES, args.port, tls)
        stopping = asyncio.Event()
        loop = asyncio.get_running_loop()
        for signum in (signal.SIGINT, signal.SIGTERM):
            with contextlib.suppress(NotImplementedError, ValueError, RuntimeError):
                loop.add_signal_handler(signum, stopping.set)
        print(_listening(t, args.host, server.port), flush=True)
        try:
            await stopping.wait()
        finally:
            await server.stop()

    try:
        asyncio.run(serve())
    except Stop:
        pass
    except OSError as exc:
        print(_cannot_reach(t, args.host or socket.gethostname(), args.port, exc), file=sys.stderr)
        return 1
    print(t("net-server-stopped"), flush=True)
    return 0
