"""One networked table, without sockets: the authoritative match, its seats and its bots.

The table is the only owner of the engine state.  Everything it hands out for a seat goes
through the same two gates local play uses: ``events_for(events, seat)`` and
``state.view(seat)``; bots, like people, see only their own events and views.  A sequence
number counts the state's changes: an action answers the number of the last update its
sender heard, and one answering an older number is refused (``stale``), so nobody acts on
a table they have not heard.  Refusals raise ``ProtocolError`` with a reason code and facts
and change nothing.  The table is not thread-safe: the server lets one task use it at a time.

Every seat has a bot from the start, people's seats included: a person's bot follows the
match from that seat's events alone and plays only while it *holds* the seat of someone
who dropped (after the table's ``takeover`` time), so it knows the deal so far, as a friend
sitting in would.
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any

from access_cards import bots, games
from access_cards.bots.base import Bot
from access_cards.engine.errors import (
    ActionError,
    AmbiguousActionError,
    OptionError,
    ParseError,
    SaveError,
)
from access_cards.engine.events import Event, events_for
from access_cards.engine.state import Game, GameState
from access_cards.files import read_regular_file, write_file
from access_cards.net.protocol import DEFAULT_TAKEOVER, MAX_NAME, MAX_TAKEOVER, ProtocolError
from access_cards.simulate import derive_seed

__all__ = ["TABLE_FORMAT", "Seat", "Table", "load_table", "save_table"]

TABLE_FORMAT = "access_cards.net_table"
TABLE_VERSION = 1
MAX_TABLE_BYTES = 4 * 1024 * 1024
HUMAN_KINDS = ("remote", "host")
STATUSES = ("free", "taken", "dropped", "held", "bot")
STAND_IN_LEVEL = "normal"  # the bot holding a dropped person's seat: a fair partner


@dataclass
class Seat:
    """Who sits at one seat: ``kind`` remote, host or bot; ``status`` free, taken, dropped,
    held (dropped, and a bot plays it) or bot; ``name`` once a person took it (kept while
    they are away, to return by)."""

    kind: str
    level: str | None = None
    name: str | None = None
    status: str = "free"

    @property
    def human(self) -> bool:
        """Whether a person plays this seat."""
        return self.kind in HUMAN_KINDS


class Table:
    """A match with its seats; see the module docstring."""

    def __init__(
        self,
        code: str,
        game: str,
        specs: Sequence[str],
        options: Mapping[str, Any] | None = None,
        *,
        seed: int | None = None,
        takeover: int = DEFAULT_TAKEOVER,
    ) -> None:
        kind = _game(game)
        self.code = code
        self.takeover = takeover  # seconds before a bot holds a dropped seat; 0: never
        self.seats = _seats(kind, specs)
        try:
            self.state: GameState[Any] = kind.new_state(len(specs), seed=seed, options=options)
        except OptionError as exc:
            raise ProtocolError(
                "bad_option", option=exc.option, valid=list(exc.valid), reason=exc.reason
            ) from None
        self.seq = 0
        self.started = False
        self.paused = False
        self.decisions = 0  # bot choices so far: seeds the next, so a resumed match goes on alike
        self.log: list[tuple[int, int, str]] = []  # (seq, seat, text) applied by this object
        self.bots = self._make_bots()
        self._tell_bots(self.state.start_events)

    @property
    def game(self) -> str:
        """The game's name."""
        return self.state.game.name

    def _make_bots(self) -> dict[int, Bot]:
        """A bot for every seat (see the module docstring)."""
        return {
            i: bots.create(self.game, s.level or STAND_IN_LEVEL, seat=i, deterministic=True)
            for i, s in enumerate(self.seats)
        }

    def _tell_bots(self, events: Sequence[Event]) -> None:
        for seat, bot in self.bots.items():
            for event in events:
                if event.visible_to(seat):
                    bot.observe(event)

    # -- seats ---------------------------------------------------------------------------

    def sit(self, name: str, *, host: bool = False) -> tuple[int, bool]:
        """Seat ``name``: back at their dropped seat, else at the host seat (``host``) or the
        first free remote one.  Return the seat and whether it is a return."""
        key = name.casefold()
        for i, seat in enumerate(self.seats):
            if seat.name is not None and seat.name.casefold() == key:
                if seat.status not in ("dropped", "held"):
                    raise ProtocolError("name_taken", name=name)
                seat.status = "taken"
                return i, True
        wanted = "host" if host else "remote"
        for i, seat in enumerate(self.seats):
            if seat.kind == wanted and seat.status == "free":
                seat.name, seat.status = name, "taken"
                return i, False
        raise ProtocolError("table_full", code=self.code)

    def leave(self, seat: int) -> None:
        """A person left or dropped: before the match their seat is free again; during it
        the seat waits for them (their name takes it back)."""
        place = self.seats[seat]
        if self.started:
            place.status = "dropped"
        else:
            place.name, place.status = None, "free"

    def hold(self, seat: int) -> bool:
        """A bot takes over the seat of a person still away; whether it did."""
        place = self.seats[seat]
        if place.status != "dropped" or self.state.is_over:
            return False
        place.status = "held"
        return True

    def dropped(self) -> list[int]:
        """The seats of people away whose seats no bot holds yet."""
        return [i for i, s in enumerate(self.seats) if s.status == "dropped"]

    def pause(self) -> None:
        """Stop the play (actions refused, bots still) until ``resume``."""
        if not self.started or self.state.is_over:
            raise ProtocolError("not_started" if not self.started else "match_over")
        if self.paused:
            raise ProtocolError("already_paused")
        self.paused = True

    def resume(self) -> None:
        """Go on after ``pause``."""
        if not self.paused:
            raise ProtocolError("not_paused")
        self.paused = False

    def ready(self) -> bool:
        """Whether every person's seat is taken (the match can begin)."""
        return all(s.status == "taken" for s in self.seats if s.human)

    def start(self) -> None:
        """Begin: from now on actions are taken and bots move."""
        self.started = True

    def describe(self, your_seat: int | None) -> dict[str, Any]:
        """The ``table`` message: the code, the game, who sits where, and your seat."""
        seats = [{"seat": i, **asdict(s)} for i, s in enumerate(self.seats)]
        return {
            "type": "table",
            "code": self.code,
            "game": self.game,
            "options": self.state.options,
            "seats": seats,
            "your_seat": your_seat,
            "started": self.started,
            "paused": self.paused,
            "takeover": self.takeover,
        }

    # -- play ------------------------------------------------------------------------------

    def act(self, seat: int, seq: int, text: str) -> list[Event]:
        """Apply ``text`` for ``seat`` answering update ``seq``; the events it caused."""
        self._check_turn(seat, seq)
        try:
            events = self.state.apply(text)
        except ActionError as exc:
            raise ProtocolError("illegal_action", **action_error_details(exc)) from None
        self._applied(seat, text, events)
        return events

    def _check_turn(self, seat: int, seq: int) -> None:
        if not self.started:
            raise ProtocolError("not_started")
        if self.state.is_over:
            raise ProtocolError("match_over")
        if self.paused:
            raise ProtocolError("paused")
        if seq != self.seq:
            raise ProtocolError("stale", seq=self.seq, yours=seq)
        if self.state.current_player != seat:
            raise ProtocolError("not_your_turn", current=self.state.current_player)

    def _applied(self, seat: int, text: str, events: Sequence[Event]) -> None:
        self.seq += 1
        self.log.append((self.seq, seat, text))
        self._tell_bots(events)

    def bot_to_move(self) -> bool:
        """Whether a bot moves next: the match has begun, is not over or paused, and the
        seat to move is a bot's or held by one."""
        seat = self.state.current_player
        if not self.started or self.paused or seat is None:
            return False
        return self.seats[seat].status in ("bot", "held")

    def bot_step(self) -> list[Event]:
        """The bot to move chooses from its own view and plays: the events it caused."""
        seat, bot, view = self.bot_turn()
        return self.bot_move(seat, bot, bot.choose(view))

    def bot_turn(self) -> tuple[int, Bot, dict[str, Any]]:
        """The bot to move, seeded for this decision, and its view: what it needs to choose
        anywhere (another thread, another process); ``bot_move`` then plays its choice."""
        seat = self.state.current_player
        assert seat is not None and self.bot_to_move()
        bot = self.bots[seat]
        bot.rng.seed(derive_seed(self.state.seed, self.decisions))
        self.decisions += 1
        return seat, bot, self.state.view(seat)

    def bot_move(self, seat: int, bot: Bot, text: str) -> list[Event]:
        """Play ``text``, chosen by ``bot`` (the seat's bot, or its copy that chose in
        another process and comes back with what it learnt while choosing)."""
        self.bots[seat] = bot
        events = self.state.apply(text)
        self._applied(seat, text, events)
        return events

    def update_for(self, seat: int, events: Sequence[Event] = ()) -> dict[str, Any]:
        """The ``update`` for ``seat``: only its own events, its view, its legal actions."""
        mine = self.state.current_player == seat
        return {
            "type": "update",
            "seq": self.seq,
            "events": [e.to_dict() for e in events_for(events, seat)],
            "view": self.state.view(seat),
            "legal": [str(a) for a in self.state.legal_actions()] if mine else [],
        }

    def opening_events(self) -> list[Event]:
        """What was dealt before the first action, for a seat that hears the match begin."""
        return list(self.state.start_events) if self.seq == 0 else []

    # -- saving ----------------------------------------------------------------------------

    def to_json(self) -> str:
        """The table as JSON text: seats, sequence, bots' memory and the engine's save."""
        data = {
            "format": TABLE_FORMAT,
            "version": TABLE_VERSION,
            "code": self.code,
            "game": self.game,
            "seats": [asdict(s) for s in self.seats],
            "seq": self.seq,
            "started": self.started,
            "paused": self.paused,
            "takeover": self.takeover,
            "decisions": self.decisions,
            "bot_memory": {str(i): b.memory() for i, b in self.bots.items()},
            "state": json.loads(self.state.to_json()),
        }
        return json.dumps(data, ensure_ascii=False, sort_keys=True)

    @classmethod
    def from_json(cls, text: str | bytes) -> Table:
        """A table saved by ``to_json``; everyone is away until they return by name.
        SaveError (only) if the save is damaged."""
        try:
            return _load(json.loads(text))
        except SaveError:
            raise
        except (KeyError, TypeError, ValueError, AttributeError, RecursionError) as exc:
            raise SaveError(f"the table save is damaged ({type(exc).__name__})") from exc


def action_error_details(exc: ActionError) -> dict[str, Any]:
    """An engine refusal as facts: enough for a console to rebuild the ActionError and have
    its narrator word it (kind, reason code, details, the legal actions)."""
    kind = (
        "parse"
        if isinstance(exc, ParseError)
        else "ambiguous"
        if isinstance(exc, AmbiguousActionError)
        else "illegal"
    )
    return {
        "kind": kind,
        "reason": exc.reason,
        "text": exc.text,
        "facts": exc.details,
        "legal": list(exc.legal),
        "legal_templates": [t.to_dict() for t in exc.legal_templates],
    }


def _game(name: str) -> type[Game[Any]]:
    try:
        return games.find(name)
    except ValueError:
        raise ProtocolError("unknown_game", game=name[:20], games=list(games.GAMES)) from None


def _seats(kind: type[Game[Any]], specs: Sequence[str]) -> list[Seat]:
    """The seats a ``create`` asks for, checked against the game."""
    if not kind.min_seats <= len(specs) <= kind.max_seats:
        raise ProtocolError("bad_seats", low=kind.min_seats, high=kind.max_seats)
    seats = [_seat(kind.name, spec) for spec in specs]
    if sum(s.kind == "host" for s in seats) > 1:
        raise ProtocolError("bad_seats", problem="two_hosts")
    if not any(s.human for s in seats):
        # A table of bots alone would play to its end for nobody.
        raise ProtocolError("bad_seats", problem="no_person")
    return seats


def _seat(game: str, spec: str) -> Seat:
    if spec in HUMAN_KINDS:
        return Seat(spec)
    level = spec.partition(":")[2]
    if level not in bots.levels(game):
        raise ProtocolError("bad_seats", level=level[:16], levels=list(bots.levels(game)))
    return Seat("bot", level=level, status="bot")


def _load(data: Any) -> Table:
    if not isinstance(data, dict) or data.get("format") != TABLE_FORMAT:
        raise SaveError("this is not a saved network table")
    if data.get("version") != TABLE_VERSION:
        raise SaveError(f"unsupported table save version {data.get('version')!r:.20}")
    kind = games.find(str(data["game"]))
    state = kind.from_json(json.dumps(data["state"]))
    table = Table.__new__(Table)
    table.code = str(data["code"])
    table.seats = [_saved_seat(s) for s in data["seats"]]
    if len(table.seats) != state.seats:
        raise SaveError("the table's seats do not match its game")
    table.state = state
    table.seq = _count(data["seq"])
    table.started = data["started"] is True
    table.paused = data.get("paused") is True
    table.takeover = _count(data.get("takeover", DEFAULT_TAKEOVER))
    if table.takeover > MAX_TAKEOVER:
        raise SaveError("the takeover time in the table save is damaged")
    table.decisions = _count(data["decisions"])
    table.log = []
    table.bots = table._make_bots()
    for key, memory in data["bot_memory"].items():
        table.bots[int(key)].restore(memory)
    return table


def _saved_seat(raw: Any) -> Seat:
    seat = Seat(**raw)
    if seat.kind not in (*HUMAN_KINDS, "bot") or seat.status not in STATUSES:
        raise SaveError("a seat of the table save is damaged")
    if seat.name is not None and not (isinstance(seat.name, str) and len(seat.name) <= MAX_NAME):
        raise SaveError("a name in the table save is damaged")
    if seat.status == "taken":
        seat.status = "dropped"  # nobody is connected to a table just read back
    return seat


def _count(value: Any) -> int:
    if type(value) is not int or value < 0:
        raise SaveError("a count in the table save is damaged")
    return value


def save_table(path: Path, table: Table) -> None:
    """Write the table atomically (the project's own writer: old save or new, never half)."""
    write_file(path, table.to_json(), make_folders=True)


def load_table(path: Path) -> Table:
    """Read a table saved by ``save_table``; SaveError or OSError if it cannot be."""
    return Table.from_json(read_regular_file(path, MAX_TABLE_BYTES))
