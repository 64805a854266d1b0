"""Network play at the console: ``serve``, ``join`` and ``play --listen`` (issue 17).

A remote console is the local console (``GameSession``: keys, questions, history, pages,
braille, verbosity, confirmations, plain mode, the speech log) fed by a server instead of a
local engine.  ``RemoteSession`` keeps the last view the server sent and answers every
question from it; a typed move is worded into engine text by the narrator and sent with the
sequence number of the last update; each event received is said by this seat's narrator, as
local play says it.  The connection lives in a thread of its own (``NetLink``, an asyncio
loop); what it receives is handled under one lock with what is typed, so speech never
interleaves.

Plain mode reads a script, so it waits as local play does: a line is taken once the last
move has been answered, a move once it is this seat's turn; at the end of input the console
listens on until the match is over or it is this seat's turn again, then leaves.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import json
import queue
import signal
import socket
import ssl
import sys
import threading
from collections.abc import Callable, Mapping, Sequence
from pathlib import Path
from typing import Any

from access_cards import games
from access_cards.console.history import History
from access_cards.console.play import bot_name_series
from access_cards.console.session import GameSession
from access_cards.console.settings import Settings, data_dir
from access_cards.console.stopping import Stop, busy
from access_cards.engine.actions import ActionTemplate
from access_cards.engine.errors import ActionError, AmbiguousActionError, ParseError
from access_cards.engine.events import Event
from access_cards.narration import MissingMessage, Translator, create_narrator
from access_cards.narration.base import line
from access_cards.narration.i18n import fold
from access_cards.narration.speakable import spoken_form
from access_cards.speech import Speaker

__all__ = [
    "DEFAULT_PORT",
    "NetLink",
    "RemoteSession",
    "add_join",
    "add_serve",
    "parse_address",
    "seat_names",
    "spelled",
]

DEFAULT_PORT = 8765
CONNECT_SECONDS = 10.0
TABLES_FOLDER = "tables"
# Every IPv4 address (with port 0, "every address" of both families would be two ports).
ALL_ADDRESSES = "0.0.0.0"
SEND_SHARE = 0.9  # of the server's rate and burst: what this console sends at most


def spelled(code: str) -> str:
    """A table code letter by letter, so a voice spells it instead of reading a word."""
    return " ".join(code.upper())


def seat_names(t: Translator, seats: Sequence[Mapping[str, Any]]) -> list[str]:
    """A name per seat of a ``table`` message: people by their own names, bots by the
    language's bot names in turn (as local play names them), free seats by their number."""
    bots = bot_name_series(t)
    return [
        next(bots) if seat.get("kind") == "bot"
        else spoken_form(str(seat.get("name") or seat.get("seat", 0) + 1))
        for seat in seats
    ]  # fmt: skip


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


# -- the connection ---------------------------------------------------------------------------


class NetLink:
    """A connection to a server in a thread of its own (and, when hosting, the server too).

    Each message received goes to the attached handler (in that thread), or waits in
    ``inbox`` until one is attached; None says once that the connection ended.
    """

    def __init__(self) -> None:
        self.loop = asyncio.new_event_loop()
        self.thread = threading.Thread(target=self.loop.run_forever, daemon=True)
        self.thread.start()
        self.ws: Any = None
        self.server: Any = None
        self.outbox: asyncio.Queue[str] = asyncio.Queue()
        self.tasks: list[asyncio.Task[None]] = []
        self.lock = threading.Lock()
        # Until a handler is attached, what arrives waits here (None: the connection ended).
        self.inbox: queue.Queue[dict[str, Any] | None] = queue.Queue()
        self.handler: Callable[[dict[str, Any] | None], None] | None = None

    def deliver(self, message: dict[str, Any] | None) -> None:
        """Hand ``message`` to the handler, or keep it until one is attached."""
        with self.lock:
            handler = self.handler
            if handler is None:
                self.inbox.put(message)
                return
        handler(message)

    def attach(self, handler: Callable[[dict[str, Any] | None], None]) -> None:
        """Give ``handler`` what waits, then everything that comes."""
        with self.lock:
            while not self.inbox.empty():
                handler(self.inbox.get_nowait())
            self.handler = handler

    def next_message(self) -> dict[str, Any] | None:
        """The next message kept (no handler attached); None once the connection ends."""
        while True:
            with contextlib.suppress(queue.Empty):
                return self.inbox.get(timeout=0.2)  # short waits: a stopping signal is seen

    def run(self, coro: Any, timeout: float | None = CONNECT_SECONDS) -> Any:
        """Run ``coro`` in the link's loop and wait for its result."""
        return asyncio.run_coroutine_threadsafe(coro, self.loop).result(timeout)

    def host(self, port: int, seed: int | None = None, address: str = "") -> int:
        """Start a server in this process (all addresses unless ``address``); its port.
        ``seed`` deals the table's match as ``play --seed`` deals a local one."""
        from access_cards.net.server import Server

        # No saves folder: this console creates its table afresh each time, so a table
        # saved here could never be taken up again (and would hold its code).
        async def start() -> int:
            seeds = None if seed is None else (lambda: seed)
            self.server = Server(seed=seeds)
            await self.server.start(address or ALL_ADDRESSES, port)
            return int(self.server.port)

        return int(self.run(start()))

    def connect(self, uri: str, name: str, lang: str, tls: ssl.SSLContext | None = None) -> None:
        """Connect and say hello; OSError or ConnectionError when that fails."""
        from access_cards.net.client import Client

        async def connect() -> None:
            client = await Client.connect(uri, name, lang, tls=tls)
            self.ws = client.ws
            self.outbox = asyncio.Queue()
            self.tasks = [self.loop.create_task(self._listen()),
                          self.loop.create_task(self._write())]  # fmt: skip

        self.run(connect())

    async def _listen(self) -> None:
        from websockets.exceptions import ConnectionClosed

        with contextlib.suppress(ConnectionClosed):
            async for raw in self.ws:
                try:
                    message = json.loads(raw)
                except ValueError:
                    continue
                if isinstance(message, dict):
                    self.deliver(message)
        self.deliver(None)

    def send(self, message: dict[str, Any]) -> None:
        """Send a message (from any thread), in order; a lost connection is told by
        ``deliver``."""
        self.loop.call_soon_threadsafe(self.outbox.put_nowait, json.dumps(message))

    async def _write(self) -> None:
        """Send what is queued, keeping under the server's rate (a script types faster than
        the server takes; a person never notices)."""
        from websockets.exceptions import ConnectionClosed

        from access_cards.net.protocol import TokenBucket
        from access_cards.net.server import BURST, RATE

        bucket = TokenBucket(RATE * SEND_SHARE, BURST * SEND_SHARE)
        with contextlib.suppress(ConnectionClosed):
            while True:
                text = await self.outbox.get()
                while not bucket.take():
                    await asyncio.sleep(1 / bucket.rate)
                await self.ws.send(text)

    def close(self) -> None:
        """Close the connection (and the server, when hosting) and end the thread."""

        async def close() -> None:
            if self.ws is not None:
                await self.ws.close()
            if self.server is not None:
                await self.server.stop()
            for task in self.tasks:
                task.cancel()
            await asyncio.gather(*self.tasks, return_exceptions=True)

        with contextlib.suppress(Exception):
            self.run(close(), timeout=5.0)
        self.loop.call_soon_threadsafe(self.loop.stop)
        self.thread.join(5.0)
        if not self.thread.is_alive():
            self.loop.close()


# -- the session ------------------------------------------------------------------------------


class RemoteState:
    """What a remote console knows of the match: the game, its options and the last view.

    It stands where ``GameSession`` reads ``self.state`` for what any seat may know."""

    def __init__(self, game: str, options: Mapping[str, Any]) -> None:
        self.game = games.find(game)
        self.options = dict(options)
        self.view: dict[str, Any] = {}
        self.legal: list[str] = []
        self.seed = 0

    @property
    def is_over(self) -> bool:
        return bool(self.view.get("is_over"))

    @property
    def current_player(self) -> int | None:
        current = self.view.get("current_player")
        return current if isinstance(current, int) else None


class RemoteSession(GameSession):
    """A seat at a server's table: ``GameSession``'s console, the server's match.

    GameSession's __init__ wants a local match (an engine state, bots, a save); this one
    builds the same console parts from the server's ``table`` message instead, and replaces
    only what touches the match: moves go to the server, events come from it."""

    def __init__(
        self,
        table: Mapping[str, Any],
        t: Translator,
        speaker: Speaker,
        send: Callable[[dict[str, Any]], None],
        *,
        verbosity: str = "normal",
        card_style: str = "full",
        rules_text: Callable[[], list[str]] | None = None,
    ) -> None:
        self.t = t
        self.speaker = speaker
        self.send = send
        self.code = str(table["code"])
        self.remote = RemoteState(str(table["game"]), table.get("options") or {})
        self.state = self.remote  # type: ignore[assignment]  # what GameSession reads of it
        self.human = table.get("your_seat")
        self.seats = [dict(s) for s in table["seats"]]
        self.narrator = create_narrator(
            self.state.game.name, t, self.human, seat_names(t, self.seats),
            verbosity=verbosity, card_style=card_style,
        )  # fmt: skip
        self.save_path = None
        self.bots = {}
        self.history = History()
        self.pending = None
        self.question = ""
        self.done = False
        self.save_error = None
        self._save_news = ""
        self.rules_text = rules_text
        self.pager = None
        self._words = self._command_words()
        self.started = bool(table.get("started"))
        self.in_flight: int | None = None  # the seq of a move sent and not yet answered
        self.lost = False
        self.changed = threading.Condition()
        self.seq = 0

    # -- what the server says ----------------------------------------------------------------

    def start(self, resumed: bool = False) -> None:
        """Say where one sits and who is awaited (the match begins with the first update)."""
        said = [self.t("net-seated", code=spelled(self.code))]
        awaited = self.awaited()
        if awaited and not self.started:
            said.append(self.t("net-awaiting", count=awaited))
        self.reply([line(*said)], "game")

    def awaited(self) -> int:
        """How many seats wait for a person."""
        return sum(1 for s in self.seats if s.get("status") == "free")

    def receive(self, message: dict[str, Any] | None) -> None:
        """One message from the server (None: the connection is lost)."""
        with self.changed:
            try:
                self._receive(message)
            finally:
                self.changed.notify_all()

    def _receive(self, message: dict[str, Any] | None) -> None:
        if message is None:
            if not self.done:
                self.lost = True
                self.done = True
                self.say(self.t("net-connection-lost"), "error")
            return
        kind = message.get("type")
        if kind == "update":
            self._update(message)
        elif kind == "error":
            self._error(message)
        elif kind in ("joined", "left", "dropped", "returned"):
            self._presence(kind, message)
        elif kind == "chat":
            name = spoken_form(str(message.get("name") or ""))
            self.say(self.t("net-chat", name=name, text=spoken_form(str(message.get("text")))),
                     "game")  # fmt: skip
        elif kind == "table":
            self.seats = [dict(s) for s in message.get("seats", self.seats)]
            self._rename()

    def _update(self, message: dict[str, Any]) -> None:
        first = not self.started
        self.started = True
        self.remote.view = dict(message.get("view") or {})
        self.remote.legal = list(message.get("legal") or [])
        self.seq = int(message.get("seq", 0))
        if self.in_flight is not None and self.seq > self.in_flight:
            self.in_flight = None
        events = [_event(e) for e in message.get("events") or []]
        if first and events:
            self.reply([self._intro(), self.t("console-help-hint")], "game")
        elif not events:  # a full update: a return, or an answer to a stale move
            self.reply(self._where_it_stands(), "game")
        for event in events:
            for i, said in enumerate(self.narrator.describe(event)):
                self.say(said, "game", event=event, event_start=i == 0)
        if self.remote.is_over:
            self.done = True
        elif self.remote.current_player == self.human:  # after any change, as locally
            self.say(self.narrator.your_turn(self._view()), "game")

    def _error(self, message: dict[str, Any]) -> None:
        code = str(message.get("code", ""))
        details = message.get("details") or {}
        if "seq" in message and message["seq"] == self.in_flight:
            self.in_flight = None
        if code == "illegal_action":
            self.reply([self.narrator.action_error(_action_error(details))], "error")
        elif code == "not_your_turn" and isinstance(details.get("current"), int):
            name = self.narrator.name(details["current"])
            self.reply([self.t("actions-not-your-turn", name=name)], "error")
        else:
            self.reply([error_sentence(self.t, message)], "error")

    def _presence(self, kind: str, message: dict[str, Any]) -> None:
        seat, name = message.get("seat"), spoken_form(str(message.get("name") or ""))
        if isinstance(seat, int) and 0 <= seat < len(self.seats):
            status = {"joined": "taken", "returned": "taken", "dropped": "dropped"}
            self.seats[seat]["status"] = status.get(kind, "free" if not self.started else "dropped")
            self.seats[seat]["name"] = message.get("name")
            self._rename()
        said = [self.t(f"net-{kind}", name=name)]
        awaited = self.awaited()
        if not self.started and awaited and kind in ("joined", "left"):
            said.append(self.t("net-awaiting", count=awaited))
        self.say(line(*said), "game")

    def _rename(self) -> None:
        self.narrator.names = tuple(seat_names(self.t, self.seats))

    def _intro(self) -> str:
        others = []
        for seat in self.seats:
            if seat["seat"] == self.human:
                continue
            name = self.narrator.name(seat["seat"])
            if seat.get("kind") == "bot":
                others.append(self.t("console-opponent", name=name, level=seat.get("level")))
            else:
                others.append(name)
        game = self.t(f"game-{self.state.game.name}")
        who = self.t("console-intro", game=game, opponents=self.t.join(others))
        return line(who, self.narrator.intro(self._view()))

    # -- what the player types -------------------------------------------------------------

    def _view(self) -> dict[str, Any]:
        return self.remote.view

    def _action(self, text: str) -> None:
        if not self.started:
            self.reply([self.t("net-error-not-started")], "error")
            return
        current = self.remote.current_player
        if self.remote.is_over or current is None:
            self.reply([self.t("match-over")], "error")
            return
        if current != self.human:
            self.reply([self.t("actions-not-your-turn", name=self.narrator.name(current))],
                       "error")  # fmt: skip
            return
        if self.in_flight is not None:
            self.reply([self.t("net-move-on-its-way")], "error")
            return
        canonical = self.narrator.canonical(text) or text
        legal = {fold(a): a for a in self.remote.legal}
        if fold(canonical) in legal:  # a move the server will take: confirmed here, as locally
            canonical = legal[fold(canonical)]
            question = self.narrator.confirm(canonical, self._view())
            if question is not None:
                self._ask(canonical, question)
                return
        self._apply(canonical)  # anything else: the server says why not, in our words

    def _apply(self, text: str) -> None:
        self.in_flight = self.seq
        self.send({"type": "action", "seq": self.seq, "text": text})

    def command(self, name: str, argument: str = "") -> None:
        if name == "quit":
            self._ask("quit", self.t("net-quit-confirm"))
        else:
            super().command(name, argument)

    def _where(self) -> None:
        self.reply([self.t("net-where", code=spelled(self.code))])

    def _quit(self) -> None:
        self.done = True
        self.send({"type": "leave"})
        if not self.remote.is_over:
            self.reply([self.t("net-you-left")])

    def stop(self) -> None:
        self.done = True
        with contextlib.suppress(OSError):
            self.reply([self.t("console-stopped")], "game")

    @property
    def saved(self) -> bool:
        return False

    # -- plain mode's pace ----------------------------------------------------------------

    def settled(self, move: bool) -> bool:
        """Whether a typed line can be taken now (see the module docstring)."""
        if self.done:
            return True
        if not self.started or self.in_flight is not None:
            return False
        return not move or self.remote.is_over or self.remote.current_player == self.human


def _event(data: Mapping[str, Any]) -> Event:
    fields = {k: v for k, v in data.items() if k != "type"}
    return Event(str(data.get("type", "")), **fields)


def _action_error(details: Mapping[str, Any]) -> ActionError:
    """The engine's refusal rebuilt from an ``illegal_action`` error, for the narrator."""
    kind = {"parse": ParseError, "ambiguous": AmbiguousActionError}.get(
        str(details.get("kind")), ActionError
    )
    templates = []
    for raw in details.get("legal_templates") or []:
        with contextlib.suppress(TypeError, ValueError, KeyError):
            templates.append(ActionTemplate(
                str(raw["kind"]), tuple(raw.get("choices", ())), raw.get("low"),
                raw.get("high"), str(raw.get("form", "")),
            ))  # fmt: skip
    return kind(
        str(details.get("reason", "")),
        text=str(details.get("text", "")),
        reason=str(details.get("reason", "")),
        legal=[str(a) for a in details.get("legal") or []],
        details=dict(details.get("facts") or {}),
        legal_templates=templates,
    )


def error_sentence(t: Translator, message: Mapping[str, Any]) -> str:
    """A server ``error`` in the listener's words (never the server's)."""
    code = str(message.get("code", ""))
    details = message.get("details") or {}
    values: dict[str, Any] = {}
    for key, value in details.items() if isinstance(details, dict) else ():
        if isinstance(value, str):
            values[key] = spelled(value) if key == "code" else spoken_form(value)
        elif isinstance(value, int) and not isinstance(value, bool):
            values[key] = value
    msg_id = "net-error-" + code.replace("_", "-")
    try:
        return t(msg_id, **values)
    except (KeyError, MissingMessage):
        return t("net-error-unknown")


# -- running a remote console -----------------------------------------------------------------


def _run_remote(
    args: argparse.Namespace,
    t: Translator,
    link: NetLink,
    first: dict[str, Any],
) -> int:
    """Play at the table ``first`` (a ``table`` message) until the match ends or the player
    leaves; what came before the session existed waits in the link's inbox."""
    from access_cards.console import cli as console_cli
    from access_cards.rules import rules_lines

    settings = Settings.load()
    screen = console_cli._screen(args)
    speaker = console_cli._speaker(args, settings, t, screen)
    plain = console_cli._plain(args)
    session: RemoteSession | None = None
    try:
        console_cli._attach_display(args, speaker, t)
        game = str(first["game"])
        session = RemoteSession(
            first, t, speaker, link.send, verbosity=settings.verbosity,
            card_style=settings.card_style, rules_text=lambda: rules_lines(game, t.lang),
        )  # fmt: skip
        reader = console_cli._reader(args, speaker.silence, screen)
        with session.changed:
            session.start()
            link.attach(session.receive)

        def handle(text: str) -> None:
            with session.changed:
                session.handle(text)

        reader.set_hotkeys(handle, session.hotkeys(), session.typed_words())
        patch = contextlib.nullcontext() if plain else _patch_stdout()
        with patch:
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
        link.close()
        console_cli._finish(speaker, screen)
    return 1 if session.lost else 0


def _patch_stdout() -> Any:
    from prompt_toolkit.patch_stdout import patch_stdout

    return patch_stdout(raw=True)


def _play_lines(session: RemoteSession, reader: Any, plain: bool) -> None:
    while True:
        if plain:
            _wait(session, move=False)
        if session.done:  # the match is over, or the other thread saw the connection end
            break
        text = reader.read()
        if text is None:
            if plain:  # the script is over: hear the rest of what it led to
                _wait(session, move=True)
            break
        if plain and session.pending is None and not session.is_question(text):
            _wait(session, move=True)
        with busy(), session.changed:
            session.handle(text)
            session.changed.notify_all()


def _wait(session: RemoteSession, move: bool) -> None:
    with session.changed:
        while not session.settled(move):
            session.changed.wait(0.2)  # short waits: a stopping signal is seen at once


def _client_tls(args: argparse.Namespace) -> ssl.SSLContext | None:
    return ssl.create_default_context() if getattr(args, "tls", False) else None


def _connect(
    link: NetLink, host: str, port: int, name: str, t: Translator, tls: ssl.SSLContext | None
) -> str | None:
    """Connect; None, or the sentence that says why not."""
    scheme = "wss" if tls is not None else "ws"
    shown = f"[{host}]" if ":" in host else host
    try:
        link.connect(f"{scheme}://{shown}:{port}/", name, t.lang, tls)
    except Exception as exc:  # the socket's errors, and websockets' handshake errors
        reason = spoken_form(getattr(exc, "strerror", None) or str(exc) or type(exc).__name__)
        return t("net-connect-failed", host=spoken_form(host), port=port, reason=reason)
    return None


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
    p.add_argument("--tls", action="store_true", help="the server has a certificate (wss)")
    add_common(p, sub=True)

    def run(args: argparse.Namespace) -> int:
        from access_cards.usage import UsageError

        t = _common_checks(args)
        try:
            host, port = parse_address(args.address)
        except ValueError as exc:
            raise UsageError("usage-other", detail=f"bad address {args.address}") from exc
        link = NetLink()
        failed = _connect(link, host, port, args.name, t, _client_tls(args))
        if failed is None:
            answer = _first_answer(link, {"type": "join", "code": args.code, "name": args.name})
            if answer is not None and answer.get("type") == "table":
                return _run_remote(args, t, link, answer)
            failed = t("net-connection-lost") if answer is None else error_sentence(t, answer)
        link.close()
        print(failed, file=sys.stderr)
        return 1

    p.set_defaults(run=run)


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
        raise UsageError("usage-other", detail="a table you host needs you among the seats")
    pairs = list(zip(local, remote, strict=True))
    return ["remote" if r else "host" if s == HUMAN else s for s, r in pairs]


def host_table(args: argparse.Namespace, t: Translator, options: Mapping[str, Any]) -> int:
    """``play GAME --listen``: a server in this process, this console in the host seat."""
    from access_cards.usage import checked_options, find_game

    game = find_game(args.game)
    specs = args.seats.split(",") if args.seats else ["you", "remote"]
    seats = listen_seats(game, specs)
    checked_options(game, options, len(seats))
    link = NetLink()
    port = args.listen
    try:
        port = link.host(port, args.seed)
    except OSError as exc:
        link.close()
        reason = spoken_form(exc.strerror or str(exc))
        print(t("net-connect-failed", host=socket.gethostname(), port=port, reason=reason),
              file=sys.stderr)  # fmt: skip
        return 1
    name = args.name or _user_name()
    failed = _connect(link, "127.0.0.1", port, name, t, None)
    if failed is None:
        create: dict[str, Any] = {"type": "create", "game": game.name, "seats": seats}
        if options:
            create["options"] = dict(options)
        if args.code:
            create["code"] = args.code
        answer = _first_answer(link, create)
        if answer is not None and answer.get("type") == "table":
            print(_listening(t, "", port))
            print(t("net-table-code", code=spelled(str(answer["code"]))))
            sys.stdout.flush()
            return _run_remote(args, t, link, answer)
        failed = t("net-connection-lost") if answer is None else error_sentence(t, answer)
    link.close()
    print(failed, file=sys.stderr)
    return 1


def _user_name() -> str:
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
    p.set_defaults(run=run_serve)


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
        raise UsageError("usage-other", detail="give --cert and --key together")
    if not 0 <= args.port < 65536:
        raise UsageError("usage-other", detail=f"bad port {args.port}")
    tls = None
    if args.cert is not None:
        try:
            tls = ssl_context(args.cert, args.key)
        except (OSError, ssl.SSLError) as exc:
            raise UsageError("usage-other", detail=f"cannot use the certificate: {exc}") from exc
    saves = data_dir() / TABLES_FOLDER
    with contextlib.suppress(OSError):
        saves.mkdir(parents=True, exist_ok=True)
        clear_stale_temporaries(saves)

    async def serve() -> None:
        server = Server(saves=saves if saves.is_dir() else None)
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
        print(t("net-connect-failed", host=spoken_form(args.host or socket.gethostname()),
                port=args.port, reason=spoken_form(exc.strerror or str(exc))),
              file=sys.stderr)  # fmt: skip
        return 1
    print(t("net-server-stopped"), flush=True)
    return 0
