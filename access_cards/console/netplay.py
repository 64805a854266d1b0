"""Network play at the command line: ``join`` and ``play --listen`` (issue 17; ``serve`` is
in ``netserve.py``).

These connect (``netlink.NetLink``), ask for a seat, and hand the table to a
``RemoteSession`` (``remote.py``), the same console as local play.  Names and table codes
are checked before connecting; a seat's secret token is kept (``seatkeys.py``) from every
``table`` message, and sent to come back to the seat: after a lost connection, a restart of
the server, or this console killed and started again.

Plain mode reads a script, so it waits as local play does: a line is taken once the last
move has been answered, a move once it is this seat's turn; at the end of input the console
listens on until the match is over or it is this seat's turn again, then leaves.
"""

from __future__ import annotations

import argparse
import ssl
import sys
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from access_cards.console import seatkeys
from access_cards.console.netlink import NetLink, own_server_tls
from access_cards.console.netserve import DEFAULT_PORT, add_serve, check_port, listening
from access_cards.console.networds import cannot_connect, cannot_listen
from access_cards.console.reader import LineReader, PlainReader
from access_cards.console.rejoin import Rejoiner
from access_cards.console.remote import RemoteSession, error_sentence, spelled
from access_cards.console.seatkeys import Place
from access_cards.console.settings import Settings, data_dir
from access_cards.console.stopping import Stop, busy
from access_cards.narration import Translator
from access_cards.narration.i18n import fold
from access_cards.narration.speakable import spoken_form, spoken_reason
from access_cards.net.names import MAX_NAME, check_name
from access_cards.net.protocol import (
    CODE_PATTERN,
    DEFAULT_TAKEOVER,
    MAX_CODE,
    MIN_CODE,
    normal_code,
)
from access_cards.speech import Speaker

__all__ = [
    "DEFAULT_PORT",
    "Seated",
    "add_join",
    "add_serve",
    "checked_code",
    "code_rules",
    "host_table",
    "join_table",
    "listen_seats",
    "name_rules",
    "open_table",
    "parse_address",
    "play_at_table",
    "table_code",
    "user_name",
]

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


@dataclass(frozen=True)
class Seated:
    """A seat taken: the connection, the table's ``table`` message, and where the seat is
    (its token is kept by that place, ``seatkeys``)."""

    link: NetLink
    table: dict[str, Any]
    place: Place


# -- names and codes, checked before connecting -----------------------------------------------


def name_rules(t: Translator, text: str) -> str:
    """Why ``text`` cannot be a name, and what a name may hold."""
    return t("net-bad-name", name=spoken_form(text) or t("usage-nothing"), most=MAX_NAME)


def checked_code(text: str) -> str | None:
    """A table code as typed (spelled, any case, with spaces or dashes) in its one form, or
    None when it is not 6 to 12 letters or digits."""
    code = normal_code(text)
    return code if CODE_PATTERN.fullmatch(code) else None


def code_rules(t: Translator, text: str) -> str:
    """Why ``text`` is not a table code, and what one is."""
    return t("net-bad-code", code=spoken_form(text) or t("usage-nothing"), low=MIN_CODE,
             high=MAX_CODE)  # fmt: skip


def table_code(t: Translator, text: str) -> str:
    """``checked_code``, with a bad code said in words (UsageError)."""
    from access_cards.usage import UsageError

    code = checked_code(text)
    if code is None:
        raise UsageError.said(code_rules(t, text))
    return code


def _name_option(t: Translator, text: str) -> str:
    """``--name`` checked, with a name that cannot be one said in words (UsageError)."""
    from access_cards.usage import UsageError

    name = check_name(text)
    if name is None:
        raise UsageError.said(name_rules(t, text))
    return name


def user_name(t: Translator) -> str:
    """The name this computer knows its user by, made a name a table takes ("first.last"
    becomes "first last"); else the language's word for a player."""
    import getpass

    try:
        login = getpass.getuser()
    except Exception:  # no user name in this environment
        login = ""
    tidy = " ".join("".join(ch if ch.isalnum() else " " for ch in login).split())
    return check_name(tidy[:MAX_NAME].strip()) or t("net-default-name")


# -- running a remote console -----------------------------------------------------------------


def _run_remote(args: argparse.Namespace, t: Translator, seated: Seated) -> int:
    """Play at the seated table with the console the command line asks for (voice,
    screen, braille, reader)."""
    from access_cards.console import cli as console_cli

    settings = Settings.load()
    screen = console_cli._screen(args)
    speaker = console_cli._speaker(args, settings, t, screen)
    try:
        console_cli._attach_display(args, speaker, t)
        reader = console_cli._reader(args, speaker.silence, screen)

        # At a terminal the end of the match waits for Enter, as access-cards play does.
        def pause(session: RemoteSession) -> None:
            console_cli.pause_at_the_end(session, reader, speaker, t)

        return play_at_table(
            seated, t, speaker, reader, settings, pause if sys.stdin.isatty() else None
        )
    finally:
        console_cli._finish(speaker, screen)


def play_at_table(
    seated: Seated,
    t: Translator,
    speaker: Speaker,
    reader: LineReader,
    settings: Settings,
    pause: Callable[[RemoteSession], None] | None = None,
) -> int:
    """Play at the seated table until the match ends or the player leaves (0), or the
    connection is lost (1); what came before the session existed waits in the link's
    inbox.  The link is closed at the end.  A match that has ended is then given to
    ``pause``, which waits for Enter as after a local match (play.hear_the_end)."""
    from access_cards.rules import rules_lines

    plain = isinstance(reader, PlainReader)
    session: RemoteSession | None = None
    link, first = seated.link, seated.table
    try:
        game = str(first["game"])
        session = RemoteSession(
            first, t, speaker, link.send, verbosity=settings.verbosity,
            card_style=settings.card_style, rules_text=lambda: rules_lines(game, t.lang),
        )  # fmt: skip
        session.rejoiner = _rejoiner(session, seated)
        session.keep = lambda table: seatkeys.remember(seated.place, table)
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
    if pause is not None and session.remote.is_over and not session.lost:
        pause(session)
    return 1 if session.lost else 0


def _rejoiner(session: RemoteSession, seated: Seated) -> Rejoiner:
    """How this console takes its seat back after losing the connection (with the seat's
    latest token); when it cannot, the session ends (and the prompt with it)."""
    link = seated.link

    def join() -> None:
        link.send(_join_message(seated.place, session.token))

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
        return cannot_connect(t, link, host, port, exc, tls is not None)
    return None


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


def _join_message(place: Place, token: str | None) -> dict[str, Any]:
    message: dict[str, Any] = {"type": "join", "code": place.code, "name": place.name}
    if token is not None:
        message["token"] = token
    return message


def _join(link: NetLink, place: Place, token: str | None) -> dict[str, Any] | None:
    """Join with the seat's ``token`` if there is one, else (or when it no longer works: a
    seat freed before the match began, a table begun again under its code) by name."""
    answer = _first_answer(link, _join_message(place, token))
    if token is not None and _refused_seat(answer):
        answer = _first_answer(link, _join_message(place, None))
    return answer


def _refused_seat(answer: dict[str, Any] | None) -> bool:
    return answer is not None and answer.get("type") == "error" and answer.get("code") == "no_seat"


def _seated(link: NetLink, place: Place, answer: dict[str, Any] | None) -> Seated | None:
    """The seat, its token kept, when ``answer`` is a ``table`` message."""
    if answer is None or answer.get("type") != "table":
        return None
    seatkeys.remember(place, answer)
    return Seated(link, answer, place)


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
    p.add_argument(
        "--name",
        required=True,
        metavar="NAME",
        help=f"your name at the table (letters, digits, spaces; {MAX_NAME} at most)",
    )
    add_tls_options(p)
    add_common(p, sub=True)

    def run(args: argparse.Namespace) -> int:
        t = _common_checks(args)
        host, port = address(args.address)
        code, name = table_code(t, args.code), _name_option(t, args.name)
        seated = join_table(t, host, port, code, name, client_tls(args))
        if isinstance(seated, str):
            print(seated, file=sys.stderr)
            return 1
        return _run_remote(args, t, seated)

    p.set_defaults(run=run)


def join_table(
    t: Translator, host: str, port: int, code: str, name: str, tls: ssl.SSLContext | None
) -> Seated | str:
    """Connect and take a seat at table ``code`` (checked: ``checked_code``) as ``name``
    (checked: ``check_name``), coming back with the seat's kept token if there is one:
    the seat, or the sentence that says why not (the link then closed)."""
    link = NetLink()
    failed = _connect(link, host, port, name, t, tls)
    if failed is None:
        place = Place(host, port, code, name)
        answer = _join(link, place, seatkeys.token_for(place))
        seated = _seated(link, place, answer)
        if seated is not None:
            return seated
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
        "--host",
        default="",
        metavar="ADDRESS",
        help="with --listen: the address to listen on (default: every address)",
    )
    p.add_argument("--cert", type=Path, metavar="FILE",
                   help="with --listen: a TLS certificate chain (PEM), for wss")  # fmt: skip
    p.add_argument("--key", type=Path, metavar="FILE", help="with --cert: its private key")
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
        help="the table code, 6 to 12 letters or digits (with --listen, a saved table's "
        "code takes it up again)",
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
    if args.code is not None:
        args.code = table_code(t, args.code)
    if args.name is not None:
        args.name = _name_option(t, args.name)
    if args.listen is not None:
        check_port(args.listen)
    host_tls(args, listening=args.listen is not None)
    opened = open_table(args, t, game.name, seats, options)
    if isinstance(opened, str):
        print(opened, file=sys.stderr)
        return 1
    seated, said = opened
    print("\n".join(said), flush=True)
    return _run_remote(args, t, seated)


def open_table(
    args: argparse.Namespace,
    t: Translator,
    game: str,
    seats: Sequence[str],
    options: Mapping[str, Any],
) -> tuple[Seated, list[str]] | str:
    """Open the table (or take up the saved one) and sit in the host seat: the seat and
    what to tell the host (where the server listens, the code); or the sentence that says
    why not (the link then closed)."""
    name = args.name or user_name(t)
    link = NetLink()
    reached = _reach(args, t, link, name)
    if isinstance(reached, str):
        link.close()
        return reached
    host, port = reached
    code = args.code
    place = Place(host, port, code or "", name)
    token = _host_token(args, link, game, place)
    if token is not None:  # the host's own table, taken up again (a join, not a create)
        answer = _join(link, place, token)
        if _refused_seat(answer) and args.listen is None:  # a table ended since, on a server
            answer = _first_answer(link, _creation(args, game, seats, options))
    else:
        answer = _first_answer(link, _creation(args, game, seats, options))
    seated = _seated(link, Place(host, port, str((answer or {}).get("code", code)), name), answer)
    if seated is None:
        link.close()
        return _refusal(t, answer)
    said = [] if args.server is not None else [listening(t, args.host, port, args.cert)]
    return seated, [*said, t("net-table-code", code=spelled(seated.place.code))]


def _reach(
    args: argparse.Namespace, t: Translator, link: NetLink, name: str
) -> tuple[str, int] | str:
    """Connect to ``--server``, or start this console's own server and connect to it: the
    address and port reached, or the sentence that says why not."""
    if args.server is not None:
        host, port = address(args.server)
        return _connect(link, host, port, name, t, client_tls(args)) or (host, port)
    try:
        port = link.host(args.listen, args.seed, getattr(args, "host", ""),
                         data_dir() / HOSTED_FOLDER, host_tls(args, listening=True))  # fmt: skip
    except OSError as exc:
        return cannot_listen(t, args.host, args.listen, exc, "listen")
    own = args.host if args.host not in ("", "0.0.0.0", "::") else "127.0.0.1"
    tls = own_server_tls() if args.cert is not None else None
    return _connect(link, own, port, name, t, tls) or (own, port)


def _host_token(args: argparse.Namespace, link: NetLink, game: str, place: Place) -> str | None:
    """The token to take the host seat of table ``--code`` with: with ``--listen``, of the
    host's saved table taken up in this process (its server gives one); on a server, the
    one kept from when this console opened it."""
    if not args.code:
        return None
    if args.listen is not None:
        return link.host_token(args.code) if link.take_up(args.code, game) else None
    return seatkeys.token_for(place)


def _creation(
    args: argparse.Namespace, game: str, seats: Sequence[str], options: Mapping[str, Any]
) -> dict[str, Any]:
    """The ``create`` of the new table."""
    create: dict[str, Any] = {"type": "create", "game": game, "seats": list(seats)}
    if options:
        create["options"] = dict(options)
    if args.code:
        create["code"] = args.code
    create["takeover"] = args.takeover
    return create


def host_tls(args: argparse.Namespace, *, listening: bool) -> ssl.SSLContext | None:
    """The server's TLS context from ``--cert`` and ``--key`` (None without them); a pair
    half given or a certificate that cannot be used is said in words (UsageError)."""
    from access_cards.net.server import ssl_context
    from access_cards.usage import UsageError

    cert, key = getattr(args, "cert", None), getattr(args, "key", None)
    if (cert is None) != (key is None):
        raise UsageError("net-certificate-pair")
    if cert is None or key is None or not listening:
        return None
    try:
        return ssl_context(cert, key)
    except (OSError, ssl.SSLError) as exc:
        raise UsageError("net-bad-certificate", reason=spoken_reason(exc)) from exc
