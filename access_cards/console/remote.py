"""A seat at a server's table, at the console (network play, issue 17).

A remote console is the local console (``GameSession``: keys, questions, history, pages,
braille, verbosity, confirmations, plain mode, the speech log) fed by a server instead of a
local engine.  ``RemoteSession`` keeps the last view the server sent and answers every
question from it; a typed move is worded into engine text by the narrator and sent with the
sequence number of the last update; each event received is said by this seat's narrator, as
local play says it.  Messages arrive in the connection's thread (``netlink.NetLink``) and are
handled under one lock with what is typed, so speech never interleaves.

Besides moves, a player types the table's own commands (``NET_COMMANDS``): chat, pause,
resume, save, and, naming a player as heard (any case, any accents: ``names.same_name``),
mute and unmute for themselves, remove and admit for the host.  What the server says of
the table (someone removed, let in, a seat taken up from elsewhere, a table that expired)
is said in the listener's words.
"""

from __future__ import annotations

import contextlib
import threading
from collections.abc import Callable, Mapping, Sequence
from typing import Any

from access_cards import games
from access_cards.console.history import History
from access_cards.console.networds import error_sentence, spelled
from access_cards.console.play import bot_name_series
from access_cards.console.rejoin import Rejoiner
from access_cards.console.session import GameSession
from access_cards.console.watching import is_out
from access_cards.engine.actions import ActionTemplate
from access_cards.engine.errors import ActionError, AmbiguousActionError, ParseError
from access_cards.engine.events import Event
from access_cards.narration import Translator, create_narrator
from access_cards.narration.base import line
from access_cards.narration.i18n import fold
from access_cards.narration.speakable import spoken_form
from access_cards.net.names import MAX_NAME, check_name, same_name
from access_cards.net.protocol import MAX_CHAT
from access_cards.speech import Speaker

__all__ = [
    "NET_COMMANDS",
    "RemoteSession",
    "RemoteState",
    "error_sentence",
    "seat_names",
    "spelled",
]

# Typed commands of a network table (words in net.ftl's command-*): chat, running it, and
# those that name a player (NAMED); the host's own (HOST_ONLY) are refused to the others.
NET_COMMANDS = ("say", "pause", "resume", "save", "remove", "admit", "mute", "unmute")
NAMED = ("remove", "admit", "mute", "unmute")
HOST_ONLY = ("remove", "admit")
PRESENCE = ("joined", "left", "dropped", "returned", "held")
TABLE_NEWS = ("paused", "resumed", "saved")  # who did it: "you" when it is this seat
NEWS_OF = {
    **{"say": "chat", "pause": "paused", "resume": "resumed", "save": "saved"},
    **{"remove": "removed", "admit": "admitted", "mute": "muted", "unmute": "unmuted"},
}
# The server's word that this console's seat is no more: said, and the session ends.
GONE = ("replaced", "expired")
ANYTIME = ("quit", "verbosity", "say", *NAMED)  # typed while waiting for players, too
REMOVING = "\0remove"  # the yes-or-no question asked before removing a player


def seat_names(t: Translator, seats: Sequence[Mapping[str, Any]]) -> list[str]:
    """A name per seat of a ``table`` message: people by their own names, bots by the
    language's bot names in turn (as local play names them, but for a name a person at
    the table has: Anna the bot beside Anna would be one name for two seats), free seats
    by their number."""
    people = [str(s["name"]) for s in seats if s.get("kind") != "bot" and s.get("name")]
    bots = (n for n in bot_name_series(t) if not any(same_name(n, p) for p in people))
    return [
        next(bots) if seat.get("kind") == "bot"
        else spoken_form(str(seat.get("name") or seat.get("seat", 0) + 1))
        for seat in seats
    ]  # fmt: skip


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
        # Out of the match while the table plays on (watching.py): as locally, asked once,
        # but the table keeps its own pace, so a line a hand comes as each hand ends.
        self.outside = False
        self.watching = None
        self._hand = []
        self._hand_heard = False
        self._watched = []
        self.started = bool(table.get("started"))
        self.paused = bool(table.get("paused"))
        self.held_pause = bool(table.get("paused_by_host"))  # only the host resumes it
        self.token: str | None = table.get("token")  # the seat's secret, to come back with
        # Called with every ``table`` message that carries a token: the console keeps it.
        self.keep: Callable[[dict[str, Any]], None] = lambda table: None
        self._removing: int | None = None  # the seat the host is asked about removing
        self.in_flight: int | None = None  # the seq of a move sent and not yet answered
        self.awaiting: str | None = None  # the news a command sent waits for ("paused" …)
        self.lost = False
        self.rejoiner: Rejoiner | None = None  # given by the console: takes the seat back
        self.reconnecting = False
        self.hosting = False  # this console's own server holds the table: leaving closes it
        self.closed = False  # the server said the table ends with it: nothing to rejoin
        # Called (under the lock) when the network ends the session: the console's prompt
        # is told, so nobody waits at a prompt for a table that is finished or gone.
        self.ended: Callable[[], None] = lambda: None
        self.changed = threading.Condition()
        self.seq = 0

    # -- what the server says ----------------------------------------------------------------

    def start(self, resumed: bool = False) -> None:
        """Say where one sits and who is awaited (the match begins with the first update)."""
        said = [self.t("net-seated", code=spelled(self.code))]
        awaited = self.awaited()
        if awaited and not self.started:
            said.append(self.t("net-awaiting", count=awaited))
        if self.paused:
            said.append(self.t(self._paused_words()))
        self.reply([line(*said)], "game")

    def _paused_words(self) -> str:
        """What a player hears of a paused table: who may resume it."""
        return (
            "net-error-host-paused" if self.held_pause and not self.is_host else "net-error-paused"
        )

    @property
    def is_host(self) -> bool:
        """Whether this console sits in the table's host seat."""
        return any(s.get("seat") == self.human and s.get("kind") == "host" for s in self.seats)

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
            self._connection_lost()
            return
        kind = message.get("type")
        if self.reconnecting and kind in ("table", "error"):
            self._rejoined(message)
            return
        if kind == "update":
            self._update(message)
        elif kind == "error":
            self._error(message)
        elif kind in PRESENCE:
            self._presence(kind, message)
        elif kind in TABLE_NEWS:
            self._news(kind, message)
        elif kind == "chat":
            self._chat(message)
        elif kind in ("removed", "admitted"):
            self._host_did(kind, message)
        elif kind in ("muted", "unmuted"):
            self._muted(kind, message)
        elif kind in GONE:
            self._gone(f"net-{kind}")
        elif kind == "closing" and message.get("resume") is not True and not self.remote.is_over:
            self.closed = True  # a host leaving after the end closes nothing left to play
            self.say(self.t("net-table-closed"), "game")
        elif kind == "table":
            self._take_table(message)

    # -- losing the connection and taking the seat back ------------------------------------

    def _connection_lost(self) -> None:
        if self.done or self.reconnecting:
            return
        if self.closed:  # said already: the table is over, not lost
            self.done = True
            self.ended()
            return
        if self.rejoiner is None:
            self.give_up()
            return
        self.reconnecting = True
        self.say(self.t("net-reconnecting"), "error")
        self.rejoiner.start()

    def _rejoined(self, message: dict[str, Any]) -> None:
        """The table's answer to joining again: the seat is back (the full update that
        follows says where the game stands), or the attempt failed (tried again)."""
        assert self.rejoiner is not None
        if message.get("type") != "table":
            self.rejoiner.answered(str(message.get("code", "")))
            return
        self.reconnecting = False
        self.in_flight, self.awaiting = None, None  # the fresh update settles both
        self._take_table(message)
        self.say(self.t("net-reconnected"), "game")
        self.rejoiner.answered("table")

    def give_up(self) -> None:
        """The connection is gone for good, or the table refused the seat back: say so and
        end (the caller holds the lock)."""
        if self.done:
            return
        self.reconnecting = False
        self.lost = True
        self.done = True
        refused = self.rejoiner is not None and self.rejoiner.last == "no_seat"
        self.say(self.t("net-seat-lost" if refused else "net-connection-lost"), "error")
        self.ended()

    def _gone(self, msg_id: str) -> None:
        """The server says this seat is no more (taken up elsewhere, removed, the table
        expired): say ``msg_id`` and end, without trying to come back."""
        self.closed = True
        self.done = self.lost = True  # not a normal end: the program ends with code 1
        self.in_flight, self.awaiting, self.pending = None, None, None
        if self.rejoiner is not None:
            self.rejoiner.stop()
        self.say(self.t(msg_id), "error")
        self.ended()

    def _update(self, message: dict[str, Any]) -> None:
        first = not self.started
        self.started = True
        self.remote.view = dict(message.get("view") or {})
        self.remote.legal = list(message.get("legal") or [])
        self.seq = int(message.get("seq", 0))
        own = self.in_flight is not None and self.seq > self.in_flight  # carries our move
        if own:
            self.in_flight = None
        events = [_event(e) for e in message.get("events") or []]
        if first and events:
            self.reply([self._intro(), self.t("console-help-hint")], "game")
        elif not events:  # a full update: a return, or an answer to a stale move
            self.reply(self._where_it_stands(), "game")
            self.outside = is_out(self.remote.view, self.human)
        told = self.history.said
        self._tell(events)
        if own and events:
            self._turn_ended(told, events)
        if self.remote.is_over:
            self.done = True
            self.ended()
        elif self.outside and self.watching is None and self.pending is None:
            self._ask_outside()
        elif self.remote.current_player == self.human:  # after any change, as locally
            self.say(self.narrator.your_turn(self._view()), "game", told=True)

    def _error(self, message: dict[str, Any]) -> None:
        code = str(message.get("code", ""))
        details = message.get("details") or {}
        if "seq" in message and message["seq"] == self.in_flight:
            self.in_flight = None
        elif "seq" not in message:  # the answer to a command (a move's error has its seq)
            self.awaiting = None
        if code == "illegal_action":
            self.reply([self.narrator.action_error(_action_error(details))], "error")
        elif code == "not_your_turn" and isinstance(details.get("current"), int):
            name = self.narrator.name(details["current"])
            self.reply([self.t("actions-not-your-turn", name=name)], "error")
        else:
            self.reply([error_sentence(self.t, message)], "error")

    def _presence(self, kind: str, message: dict[str, Any]) -> None:
        if self.remote.is_over:  # a player leaving a finished match: no seat waits for them
            return
        seat, name = message.get("seat"), spoken_form(str(message.get("name") or ""))
        if isinstance(seat, int) and 0 <= seat < len(self.seats):
            status = {"joined": "taken", "returned": "taken", "dropped": "dropped", "held": "held"}
            self.seats[seat]["status"] = status.get(kind, "free" if not self.started else "dropped")
            self.seats[seat]["name"] = message.get("name")
            self._rename()
        said = [self.t(f"net-{kind}", name=name)]
        awaited = self.awaited()
        if not self.started and awaited and kind in ("joined", "left"):
            said.append(self.t("net-awaiting", count=awaited))
        self.say(line(*said), "game")

    def _take_table(self, message: dict[str, Any]) -> None:
        """A ``table`` message: who sits where (their names for the narrator), paused or
        not, and the seat's token (kept)."""
        self.seats = [dict(s) for s in message.get("seats", self.seats)]
        self.paused = bool(message.get("paused"))
        self.held_pause = bool(message.get("paused_by_host"))
        if isinstance(message.get("token"), str):
            self.token = message["token"]
            self.keep(message)
        self._rename()

    def _news(self, kind: str, message: dict[str, Any]) -> None:
        """Someone paused, resumed or saved the table (a host's pause: only the host
        resumes it, and the others are told so)."""
        self.paused = kind == "paused" or (self.paused and kind == "saved")
        if kind != "saved":
            self.held_pause = kind == "paused" and message.get("held") is True
        code = spelled(str(message.get("code") or self.code))
        held = "-held" if self.held_pause and kind == "paused" else ""
        self._by_whom(message, f"net-{kind}{held}", kind, code=code)

    def _host_did(self, kind: str, message: dict[str, Any]) -> None:
        """The host removed a player, or let one in (this console's own seat removed: it
        leaves the table)."""
        seat, name = message.get("seat"), spoken_form(str(message.get("name") or ""))
        if kind == "removed" and seat == self.human:
            self._gone("net-removed-you")
            return
        if self.awaiting == kind:
            self.awaiting = None
        by = "you" if self.is_host else "host"
        if kind == "removed":
            if isinstance(seat, int) and 0 <= seat < len(self.seats):  # a bot holds it now
                self.seats[seat]["status"] = "held" if self.started else "free"
                if not self.started:
                    self.seats[seat]["name"] = None
                    self._rename()
            said = [self.t("net-removed", by=by, name=name)]
            if self.started:  # the match goes on: a bot plays the seat, under that name
                said.append(self.t("net-removed-held", by=by, name=name))
            self.say(line(*said), "game")
            return
        before = message.get("instead_of")
        instead = spoken_form(str(before)) if isinstance(before, str) else ""
        whose = "none" if not instead else "same" if same_name(instead, name) else "other"
        self.say(self.t("net-admitted", by=by, name=name, whose=whose, instead=instead), "game")

    def _muted(self, kind: str, message: dict[str, Any]) -> None:
        """The answer to this seat's mute or unmute."""
        if self.awaiting == kind:
            self.awaiting = None
        self.say(self.t(f"net-{kind}", name=spoken_form(str(message.get("name") or ""))), "game")

    def _chat(self, message: dict[str, Any]) -> None:
        """A chat line, marked as one: who says it, then the words as said."""
        text = spoken_form(str(message.get("text") or ""))
        self._by_whom(message, "net-chat", "chat", text=text)

    def _by_whom(self, message: dict[str, Any], msg_id: str, news: str, **values: Any) -> None:
        """What a seat did, said with its name; by this seat, ``msg_id``-you, and the answer
        to the command it sent (``news``) is no longer awaited."""
        if message.get("seat") == self.human:
            if self.awaiting == news:
                self.awaiting = None
            self.say(self.t(f"{msg_id}-you", **values), "game")
        else:
            name = spoken_form(str(message.get("name") or ""))
            self.say(self.t(msg_id, name=name, **values), "game")

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

    def is_move(self, line: str) -> bool:
        """Whether ``line`` is a move (plain mode waits for this seat's turn to send one);
        the console's commands, leaving and chat included, are taken at any time."""
        text = " ".join(line.split())
        return bool(text) and self._console_command(text) is None

    def _action(self, text: str) -> None:
        if self.reconnecting:
            self.reply([self.t("net-still-reconnecting")], "error")
            return
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

    def handle(self, line: str) -> None:
        # A chat line and a name are taken as typed: the console's parsing folds case and
        # accents (a name admitted is sent as its person will be called).
        word, _, rest = " ".join(line.split()).partition(" ")
        command = self._words.get(fold(word)) if self.pending is None else None
        if command == "say":
            self._say(rest)
        elif command in NAMED:
            self._named(command, rest)
        else:
            super().handle(line)

    def _named(self, command: str, text: str) -> None:
        """remove, admit, mute or unmute a player named ``text`` (as heard)."""
        if command in HOST_ONLY and not self.is_host:
            self.reply([self.t("net-host-only")], "error")
        elif not text:
            self.reply([self.t("net-name-whom", command=command)], "error")
        elif command == "admit":
            self._admit(text)
        elif (seat := self._person(text)) is None:
            self.reply([self.t("net-nobody-called", name=spoken_form(text))], "error")
        elif seat == self.human:
            self.reply([self.t("net-not-yourself")], "error")
        elif command == "remove":
            self._removing = seat
            self._ask(REMOVING, self.t("net-remove-confirm", name=self.narrator.name(seat)))
        else:
            self._send(command, seat=seat)

    def _person(self, text: str) -> int | None:
        """The seat of the person called ``text`` (compared as the server compares names)."""
        for seat in self.seats:
            name = seat.get("name")
            if seat.get("kind") != "bot" and isinstance(name, str) and same_name(name, text):
                return int(seat["seat"])
        return None

    def _admit(self, text: str) -> None:
        """Let ``text`` in: to their own seat if a guest seat has that name (the person on
        a new computer), else to the first guest seat free, else held, else dropped (a new
        friend in the place of one who left)."""
        name = check_name(text)
        if name is None:
            self.reply([self.t("net-bad-name", name=spoken_form(text), most=MAX_NAME)], "error")
            return
        guests = [s for s in self.seats if s.get("kind") == "remote"]
        own = [s for s in guests if isinstance(s.get("name"), str) and same_name(s["name"], name)]
        for status in ("free", "held", "dropped"):
            own += [s for s in guests if s.get("status") == status]
        if not own:
            self.reply([self.t("net-no-seat-to-admit", name=spoken_form(name))], "error")
            return
        self._send("admit", seat=int(own[0]["seat"]), name=name)

    def _answer(self, text: str) -> None:
        if self.pending == REMOVING and fold(text) in self.t.words("console-yes-words"):
            self.pending = None
            self._send("remove", seat=self._removing)
            return
        super()._answer(text)

    def _listen_on(self) -> None:
        """The table plays on at its own pace: its hands are said as they end."""

    def _leave_outside(self) -> None:
        """Leaving a network table is asked as when playing (a host's leaving closes it)."""
        self.command("quit")

    def _send(self, command: str, **fields: Any) -> None:
        """Send a table command; its answer (the server's news of it) is awaited."""
        self.awaiting = NEWS_OF[command]
        self.send({"type": command, **fields})

    def _known(self, command: str) -> bool:
        return command in NET_COMMANDS or super()._known(command)

    def _command_words(self) -> dict[str, str]:
        words = super()._command_words()
        for name in NET_COMMANDS:
            words.update({name: name} | dict.fromkeys(self.t.words(f"command-{name}"), name))
        return words

    def command(self, name: str, argument: str = "") -> None:
        if name == "quit":
            self._ask(
                "quit", self.t("net-host-quit-confirm" if self.hosting else "net-quit-confirm")
            )
        elif name in NAMED:
            self._named(name, argument)
        elif name in NET_COMMANDS:
            self._send(name)  # the server says who did it, to everyone
        else:
            super().command(name, argument)

    def _help_lines(self) -> list[str]:
        keys = self.narrator.help_keys(self._live_keys, self._off)
        host = [self.t("net-help-host")] if self.is_host else []
        return [*keys, self.t("net-help"), *host, *self.narrator.rules_summary()]

    def _say(self, text: str) -> None:
        text = text.strip()
        if not text:
            self.reply([self.t("net-say-what")], "error")
        elif len(text) > MAX_CHAT:  # the server would refuse it: nothing is cut or sent
            self.reply([self.t("net-chat-too-long", most=MAX_CHAT)], "error")
        else:
            self._send("say", text=text)

    def _where(self) -> None:
        self.reply([self.t("net-where", code=spelled(self.code))])

    def _quit(self) -> None:
        self.done = True
        if self.rejoiner is not None:
            self.rejoiner.stop()
        self.send({"type": "leave"})
        if not self.remote.is_over:
            self.reply([self.t("net-you-closed" if self.hosting else "net-you-left")])

    def stop(self) -> None:
        self.done = True
        if self.rejoiner is not None:
            self.rejoiner.stop()
        with contextlib.suppress(OSError):
            self.reply([self.t("console-stopped")], "game")

    @property
    def saved(self) -> bool:
        return False

    # -- plain mode's pace ----------------------------------------------------------------

    def pace(self, line: str) -> str:
        """What plain mode waits for before taking ``line``: ``move`` (this seat's turn),
        ``question`` (the match begun, so there is something to ask about) or ``answer``
        (only the last command's answer: leaving, chat, pausing, a yes or a no)."""
        if self.pending is not None:
            return "answer"
        if self.is_move(line):
            return "move"
        command = self._console_command(" ".join(line.split()))
        return "answer" if command is None or command[0] in ANYTIME else "question"

    def settled(self, pace: str) -> bool:
        """Whether a line of that ``pace`` can be taken now (see the module docstring)."""
        if self.done:
            return True
        if self.reconnecting:  # leaving needs no table; a move or a question waits for it
            return pace == "answer"
        if self.in_flight is not None or self.awaiting is not None:
            return False
        if pace == "answer":
            return True
        if not self.started:
            return False
        return pace != "move" or self.remote.is_over or self.remote.current_player == self.human


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
