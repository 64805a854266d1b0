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

A person's seat has a secret *token*, given to them alone when they sit: coming back to
the seat needs it, so a name typed by a stranger takes nothing.  The table keeps only the
token's SHA-256 (a leaked save gives nobody a seat).  The host may send a person away
(``remove``) or let a named person take a seat without its token (``admit``: a friend on a
new computer, or in the place of one who left).  Every refusal to seat someone is the one
``no_seat``, whatever the reason, so a stranger learns nothing of who sits there.
"""

from __future__ import annotations

import hashlib
import hmac
import json
import secrets
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
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
from access_cards.net.names import check_name, same_name
from access_cards.net.protocol import DEFAULT_TAKEOVER, MAX_SEATS, MAX_TAKEOVER, ProtocolError
from access_cards.simulate import derive_seed

__all__ = ["TABLE_FORMAT", "Seat", "Seating", "Table", "load_table", "new_token", "save_table"]

TABLE_FORMAT = "access_cards.net_table"
TABLE_VERSION = 2  # 2: seats have tokens (a version 1 save is still read: see _load)
MAX_TABLE_BYTES = 4 * 1024 * 1024
HUMAN_KINDS = ("remote", "host")
STATUSES = ("free", "taken", "dropped", "held", "bot")
STAND_IN_LEVEL = "normal"  # the bot holding a dropped person's seat: a fair partner
TOKEN_BYTES = 24  # a seat's secret: 192 bits


def new_token() -> str:
    """A fresh seat token (URL-safe text, 32 characters)."""
    return secrets.token_urlsafe(TOKEN_BYTES)


def token_hash(token: str) -> str:
    """What the table keeps of a token."""
    return hashlib.sha256(token.encode("ascii")).hexdigest()


@dataclass
class Seat:
    """Who sits at one seat: ``kind`` remote, host or bot; ``status`` free, taken, dropped,
    held (dropped, and a bot plays it) or bot; ``name`` once a person took it (kept while
    they are away, to return by).  The rest is never shown to others: the token's hash,
    the seats whose chat this seat does not hear, a name the host admitted (until when),
    and the address the person came from (to keep a removed person away)."""

    kind: str
    level: str | None = None
    name: str | None = None
    status: str = "free"
    token: str | None = None  # SHA-256 of the seat's token
    muted: set[int] = field(default_factory=set)
    admitted: str | None = None
    admit_until: float = 0.0
    address: str | None = None

    @property
    def human(self) -> bool:
        """Whether a person plays this seat."""
        return self.kind in HUMAN_KINDS

    def public(self, index: int) -> dict[str, Any]:
        """The seat as everyone may see it (the ``table`` message)."""
        return {"seat": index, "kind": self.kind, "level": self.level, "name": self.name,
                "status": self.status}  # fmt: skip

    def give(self, name: str, address: str | None) -> str:
        """Seat ``name`` here with a new token (any earlier one no longer works): the token."""
        token = new_token()
        self.name, self.status, self.token = name, "taken", token_hash(token)
        self.address, self.admitted = address, None
        return token

    def matches(self, token: str) -> bool:
        """Whether ``token`` is this seat's (compared in constant time)."""
        return self.token is not None and hmac.compare_digest(self.token, token_hash(token))


@dataclass(frozen=True)
class Seating:
    """Where ``sit`` put a person: the seat, whether they came back to it, and the token to
    give them (theirs, or a new one)."""

    seat: int
    back: bool
    token: str


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
        self.paused_by_host = False  # only the host resumes it
        self.played = 0  # actions people made (a table nobody played is not worth keeping)
        self.barred: set[str] = set()  # addresses the host removed someone from
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

    def sit(
        self,
        name: str,
        *,
        host: bool = False,
        token: str | None = None,
        address: str | None = None,
        now: float = 0.0,
    ) -> Seating:
        """Seat a person: with ``token``, back at their own seat (even one a connection still
        holds: the server lets that one go); else as admitted by the host, or at the host
        seat (``host``) or the first free remote seat, under a name nobody at the table has
        (``same_name``).  ProtocolError ``no_seat`` for every refusal."""
        if token is not None:
            return self._return(token)
        for i, seat in enumerate(self.seats):
            if seat.admitted and now <= seat.admit_until and same_name(seat.admitted, name):
                back = seat.name is not None and same_name(seat.name, name)
                return Seating(i, back, seat.give(name, address))
        if address is not None and address in self.barred:
            raise self._refusal()
        if any(s.name is not None and same_name(s.name, name) for s in self.seats):
            raise self._refusal()
        wanted = "host" if host else "remote"
        for i, seat in enumerate(self.seats):
            if seat.kind == wanted and seat.status == "free":
                return Seating(i, False, seat.give(name, address))
        raise self._refusal()

    def _return(self, token: str) -> Seating:
        found = [i for i, s in enumerate(self.seats) if s.human and s.matches(token)]
        if not found or self.seats[found[0]].status == "free":
            raise self._refusal()
        self.seats[found[0]].status = "taken"
        return Seating(found[0], True, token)

    def _refusal(self) -> ProtocolError:
        """The one answer to anyone who may not sit, whatever the reason."""
        return ProtocolError("no_seat", code=self.code)

    def leave(self, seat: int) -> None:
        """A person left or dropped: before the match their seat is free again (their token
        with it); during it the seat waits for them (their token takes it back)."""
        place = self.seats[seat]
        if self.started:
            place.status = "dropped"
        else:
            place.name, place.status, place.token = None, "free", None

    # -- the host's say --------------------------------------------------------------------

    def check_host(self, seat: int) -> None:
        """ProtocolError ``not_host`` unless ``seat`` is the host's."""
        if self.seats[seat].kind != "host":
            raise ProtocolError("not_host")

    def person_seat(self, seat: int) -> Seat:
        """The guest seat ``seat`` (one the host may act on); ``bad_field`` otherwise."""
        if not 0 <= seat < len(self.seats) or self.seats[seat].kind != "remote":
            raise ProtocolError("bad_field", field="seat")
        return self.seats[seat]

    def remove(self, seat: int) -> None:
        """Send the person at ``seat`` away: their token no longer works and their address
        may not take a seat here unless admitted.  Before the match the seat is free again;
        during it a bot holds it until the host admits someone."""
        place = self.person_seat(seat)
        if place.status == "free":
            raise ProtocolError("bad_field", field="seat")
        if place.address is not None:
            self.barred.add(place.address)
        place.token, place.admitted = None, None
        if self.started:
            place.status = "held"
        else:
            place.name, place.status = None, "free"

    def admit(self, seat: int, name: str, until: float) -> None:
        """Let ``name`` take ``seat`` without a token, until ``until`` (the server's clock):
        the person of that seat on another computer, or someone new in their place."""
        place = self.person_seat(seat)
        clash = [i for i, s in enumerate(self.seats) if i != seat and s.name is not None]
        if any(same_name(self.seats[i].name or "", name) for i in clash):
            raise ProtocolError("name_taken", name=name)
        place.admitted, place.admit_until = name, until

    def mute(self, seat: int, other: int, on: bool) -> None:
        """``seat`` hears no more chat from ``other`` (``on``), or hears it again."""
        if not 0 <= other < len(self.seats) or other == seat or not self.seats[other].human:
            raise ProtocolError("bad_field", field="seat")
        muted = self.seats[seat].muted
        if on:
            muted.add(other)
        else:
            muted.discard(other)

    def hears_chat(self, seat: int, speaker: int) -> bool:
        """Whether ``seat`` hears ``speaker``'s chat."""
        return speaker not in self.seats[seat].muted

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

    def pause(self, seat: int) -> None:
        """Stop the play (actions refused, bots still) until ``resume``; a pause of the
        host's is held: only the host ends it."""
        if not self.started or self.state.is_over:
            raise ProtocolError("not_started" if not self.started else "match_over")
        if self.paused:
            raise ProtocolError("already_paused")
        self.paused = True
        self.paused_by_host = self.seats[seat].kind == "host"

    def resume(self, seat: int) -> None:
        """Go on after ``pause`` (the host's pause: only by the host)."""
        if not self.paused:
            raise ProtocolError("not_paused")
        if self.paused_by_host and self.seats[seat].kind != "host":
            raise ProtocolError("host_paused")
        self.paused = self.paused_by_host = False

    def ready(self) -> bool:
        """Whether every person's seat is taken (the match can begin)."""
        return all(s.status == "taken" for s in self.seats if s.human)

    def start(self) -> None:
        """Begin: from now on actions are taken and bots move."""
        self.started = True

    def describe(self, your_seat: int | None, token: str | None = None) -> dict[str, Any]:
        """The ``table`` message: the code, the game, who sits where, and your seat; for the
        person who just sat, ``token``, their seat's secret, and whose chat they mute."""
        message: dict[str, Any] = {
            "type": "table",
            "code": self.code,
            "game": self.game,
            "options": self.state.options,
            "seats": [s.public(i) for i, s in enumerate(self.seats)],
            "your_seat": your_seat,
            "started": self.started,
            "paused": self.paused,
            "paused_by_host": self.paused_by_host,
            "takeover": self.takeover,
        }
        if your_seat is not None:
            message["token"] = token
            message["muted"] = sorted(self.seats[your_seat].muted)
        return message

    # -- play ------------------------------------------------------------------------------

    def act(self, seat: int, seq: int, text: str) -> list[Event]:
        """Apply ``text`` for ``seat`` answering update ``seq``; the events it caused."""
        self._check_turn(seat, seq)
        try:
            events = self.state.apply(text)
        except ActionError as exc:
            raise ProtocolError("illegal_action", **action_error_details(exc)) from None
        self.played += 1
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
            "seats": [_seat_save(s) for s in self.seats],
            "seq": self.seq,
            "started": self.started,
            "paused": self.paused,
            "paused_by_host": self.paused_by_host,
            "played": self.played,
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
    version = data.get("version")
    if version not in (1, TABLE_VERSION):
        raise SaveError(f"unsupported table save version {version!r:.20}")
    kind = games.find(str(data["game"]))
    state = kind.from_json(json.dumps(data["state"]))
    table = Table.__new__(Table)
    table.code = str(data["code"])
    table.seats = [_saved_seat(s) for s in data["seats"]]
    if len(table.seats) != state.seats:
        raise SaveError("the table's seats do not match its game")
    if version == 1:  # saved before seats had tokens: its people come back by name once
        for seat in table.seats:
            if seat.human and seat.name is not None and seat.token is None:
                seat.admitted, seat.admit_until = seat.name, float("inf")
    table.state = state
    table.seq = _count(data["seq"])
    table.started = data["started"] is True
    table.paused = data.get("paused") is True
    table.paused_by_host = table.paused and data.get("paused_by_host") is True
    table.played = _count(data.get("played", 0))
    table.barred = set()
    table.takeover = _count(data.get("takeover", DEFAULT_TAKEOVER))
    if table.takeover > MAX_TAKEOVER:
        raise SaveError("the takeover time in the table save is damaged")
    table.decisions = _count(data["decisions"])
    table.log = []
    table.bots = table._make_bots()
    for key, memory in data["bot_memory"].items():
        table.bots[int(key)].restore(memory)
    return table


def _seat_save(seat: Seat) -> dict[str, Any]:
    """A seat as saved: what everyone sees, the token's hash and whose chat it mutes (an
    admission and an address are for now only)."""
    saved = seat.public(0)
    del saved["seat"]
    return {**saved, "token": seat.token, "muted": sorted(seat.muted)}


def _saved_seat(raw: Any) -> Seat:
    muted = raw.pop("muted", [])
    seat = Seat(**raw)
    if seat.kind not in (*HUMAN_KINDS, "bot") or seat.status not in STATUSES:
        raise SaveError("a seat of the table save is damaged")
    if seat.name is not None and not (isinstance(seat.name, str) and check_name(seat.name)):
        raise SaveError("a name in the table save is damaged")
    if seat.token is not None and not (isinstance(seat.token, str) and len(seat.token) == 64):
        raise SaveError("a seat's token in the table save is damaged")
    if not isinstance(muted, list) or not all(type(m) is int and 0 <= m < MAX_SEATS for m in muted):
        raise SaveError("a seat of the table save is damaged")
    seat.muted = set(muted)
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
