"""The network protocol, version 1: JSON objects over WebSocket text frames (docs/protocol.md).

Every message a client sends is read by ``parse_client`` and checked strictly — exact keys,
exact JSON types (``true`` is not 1), bounded lengths — before anything acts on it: a bad
message raises ``ProtocolError`` with a reason code and facts, which the server returns as an
``error`` and which changes nothing.  Messages to clients are built by the small functions
below, so their shapes live in one place.  Errors never carry English prose: ``message_id``
names a locale message and ``details`` its values, so each player hears their own language.
"""

from __future__ import annotations

import json
import re
import time
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any

from access_cards.net.names import MAX_NAME, check_name

__all__ = [
    "CLIENT_TYPES",
    "CODE_ALPHABET",
    "MAX_MESSAGE_BYTES",
    "PROTOCOL_VERSION",
    "Action",
    "Admit",
    "ClientMessage",
    "Create",
    "Hello",
    "Join",
    "Leave",
    "Mute",
    "Pause",
    "Ping",
    "ProtocolError",
    "Remove",
    "Resume",
    "Save",
    "Say",
    "TokenBucket",
    "encode",
    "error",
    "message_id",
    "normal_code",
    "parse_client",
    "presence",
]

PROTOCOL_VERSION = 1
# A real message is a few hundred bytes (a chat line at most ~2 KiB in UTF-8); the largest
# server message, an update with a full view, is a few KiB.  Anything larger is refused.
MAX_MESSAGE_BYTES = 16 * 1024
MAX_LANG = 16
MAX_GAME = 20
MAX_SEATS = 8
MAX_SEAT_SPEC = 20
MAX_OPTIONS = 32
MAX_OPTION_KEY = 40
MAX_OPTION_TEXT = 40
MAX_OPTION_INT = 10**9
MAX_ACTION_TEXT = 200
MAX_CHAT = 200  # characters of one chat line: about 13 seconds of speech
MAX_SEQ = 2**53 - 1  # exact in every JSON reader, JavaScript's included
# A dropped person's seat is played by a bot after this many seconds (0: never).  Generous:
# a screen reader user who lost the connection needs time to find the window and rejoin.
DEFAULT_TAKEOVER = 120
MAX_TAKEOVER = 24 * 3600
# Table codes: letters nobody confuses when spoken or brailled (no I, L, O; no digits).
CODE_ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ"
CODE_LENGTH = 6  # the server's own codes: 23**6, about 148 million
# A code: 6 to 12 letters or digits (a chosen one is guessed sooner than the server's own:
# docs/protocol.md gives the times).
MIN_CODE, MAX_CODE = 6, 12
CODE_PATTERN = re.compile(r"[A-Z0-9]{6,12}")
# A seat's secret (``secrets.token_urlsafe``): 22 characters are 128 bits; the server's are
# 32 (192 bits).
TOKEN_PATTERN = re.compile(r"[A-Za-z0-9_-]{22,64}")
LANG_PATTERN = re.compile(r"[a-z]{2,3}(-[A-Za-z0-9]{2,8})?")
GAME_PATTERN = re.compile(r"[a-z0-9_ -]{1,20}", re.IGNORECASE)
SEAT_PATTERN = re.compile(r"remote|host|bot:[a-z]{1,15}")


class ProtocolError(ValueError):
    """A message that is refused: ``code`` says why, ``details`` holds the facts."""

    def __init__(self, code: str, /, **details: Any) -> None:
        super().__init__(code)
        self.code = code
        self.details = details


# -- client messages -----------------------------------------------------------------------


@dataclass(frozen=True)
class Hello:
    """The first message of every connection: protocol version, player name, language."""

    v: int
    name: str
    lang: str


@dataclass(frozen=True)
class Create:
    """Open a table: the game, who sits where, the game's options, maybe a wished code."""

    game: str
    seats: tuple[str, ...]
    options: dict[str, Any] = field(default_factory=dict)
    code: str | None = None
    takeover: int = DEFAULT_TAKEOVER


@dataclass(frozen=True)
class Join:
    """Take a free seat of the table ``code``, or, with the seat's ``token``, come back to
    one's own seat."""

    code: str
    name: str
    token: str | None = None


@dataclass(frozen=True)
class Action:
    """An action typed as the console types it, answering update ``seq``."""

    seq: int
    text: str


@dataclass(frozen=True)
class Say:
    """A chat line for everyone at the table."""

    text: str


@dataclass(frozen=True)
class Leave:
    """Leave the table (the seat can be taken back by name)."""


@dataclass(frozen=True)
class Pause:
    """Stop the play for a while: no moves, no bots, until someone resumes."""


@dataclass(frozen=True)
class Resume:
    """Go on after a pause."""


@dataclass(frozen=True)
class Save:
    """Write the table's save now (the host, or anyone at a table without a host seat)."""


@dataclass(frozen=True)
class Remove:
    """The host sends the person at ``seat`` away from the table."""

    seat: int


@dataclass(frozen=True)
class Admit:
    """The host lets ``name`` take ``seat`` without its token (a new computer, a friend in
    the place of one who left)."""

    seat: int
    name: str


@dataclass(frozen=True)
class Mute:
    """Hear no more chat from ``seat`` (``on``), or hear it again."""

    seat: int
    on: bool = True


@dataclass(frozen=True)
class Ping:
    """Are you there? (answered by ``pong``)."""


ClientMessage = (
    Hello
    | Create
    | Join
    | Action
    | Say
    | Leave
    | Pause
    | Resume
    | Save
    | Remove
    | Admit
    | Mute
    | Ping
)

# Each type: its required keys and its optional ones (besides ``type``).
CLIENT_TYPES: dict[str, tuple[frozenset[str], frozenset[str]]] = {
    "hello": (frozenset({"v", "name", "lang"}), frozenset()),
    "create": (frozenset({"game", "seats"}), frozenset({"options", "code", "takeover"})),
    "join": (frozenset({"code", "name"}), frozenset({"token"})),
    "action": (frozenset({"seq", "text"}), frozenset()),
    "say": (frozenset({"text"}), frozenset()),
    "leave": (frozenset(), frozenset()),
    "pause": (frozenset(), frozenset()),
    "resume": (frozenset(), frozenset()),
    "save": (frozenset(), frozenset()),
    "remove": (frozenset({"seat"}), frozenset()),
    "admit": (frozenset({"seat", "name"}), frozenset()),
    "mute": (frozenset({"seat"}), frozenset()),
    "unmute": (frozenset({"seat"}), frozenset()),
    "ping": (frozenset(), frozenset()),
}


def parse_client(raw: str | bytes) -> ClientMessage:
    """One client message, checked; ProtocolError (and nothing else) if it is bad."""
    data = _json_object(raw)
    kind = data.get("type")
    if not isinstance(kind, str) or kind not in CLIENT_TYPES:
        raise ProtocolError("unknown_type", type=_brief(kind))
    _check_keys(kind, data)
    return _READERS[kind](data)


def _json_object(raw: str | bytes) -> dict[str, Any]:
    if not isinstance(raw, str):
        # Binary frames are not part of the protocol; text frames are UTF-8 by definition.
        raise ProtocolError("not_text")
    if len(raw.encode("utf-8", "surrogatepass")) > MAX_MESSAGE_BYTES:
        raise ProtocolError("too_big", limit=MAX_MESSAGE_BYTES)
    try:
        data = json.loads(raw, parse_constant=_no_constant)
    except (ValueError, RecursionError):  # bad JSON, NaN, ints of thousands of digits
        raise ProtocolError("bad_json") from None
    if not isinstance(data, dict):
        raise ProtocolError("not_object")
    return data


def _no_constant(name: str) -> Any:
    raise ValueError(f"{name} is not JSON")


def _check_keys(kind: str, data: Mapping[str, Any]) -> None:
    required, optional = CLIENT_TYPES[kind]
    keys = set(data) - {"type"}
    missing = sorted(required - keys)
    if missing:
        raise ProtocolError("missing_field", field=missing[0])
    extra = sorted(keys - required - optional)
    if extra:
        raise ProtocolError("unknown_field", field=_brief(extra[0]))


def _read_hello(data: Mapping[str, Any]) -> Hello:
    version = _int(data, "v", 0, MAX_SEQ)
    if version != PROTOCOL_VERSION:
        raise ProtocolError("bad_version", version=version, supported=[PROTOCOL_VERSION])
    lang = _text(data, "lang", MAX_LANG)
    if not LANG_PATTERN.fullmatch(lang):
        raise ProtocolError("bad_field", field="lang")
    return Hello(version, _name(data, "name"), lang)


def _read_create(data: Mapping[str, Any]) -> Create:
    game = _text(data, "game", MAX_GAME)
    if not GAME_PATTERN.fullmatch(game):
        raise ProtocolError("bad_field", field="game")
    seats = data["seats"]
    if not isinstance(seats, list) or not 1 <= len(seats) <= MAX_SEATS:
        raise ProtocolError("bad_field", field="seats", most=MAX_SEATS)
    specs = tuple(_seat_spec(s) for s in seats)
    code = None if data.get("code") is None else _code(data, "code")
    takeover = _int(data, "takeover", 0, MAX_TAKEOVER) if "takeover" in data else DEFAULT_TAKEOVER
    return Create(game, specs, _options(data.get("options", {})), code, takeover)


def _seat_spec(value: Any) -> str:
    if not isinstance(value, str) or not SEAT_PATTERN.fullmatch(value.strip().lower()):
        raise ProtocolError("bad_field", field="seats", seat=_brief(value))
    return value.strip().lower()


def _options(value: Any) -> dict[str, Any]:
    """Option values as the command line gives them: short words, numbers, yes/no, null."""
    if not isinstance(value, dict) or len(value) > MAX_OPTIONS:
        raise ProtocolError("bad_field", field="options", most=MAX_OPTIONS)
    for key, item in value.items():
        if len(key) > MAX_OPTION_KEY:
            raise ProtocolError("bad_field", field="options", option=_brief(key))
        if not _option_value(item):
            raise ProtocolError("bad_field", field="options", option=key)
    return dict(value)


def _option_value(item: Any) -> bool:
    if item is None or isinstance(item, bool):
        return True
    if isinstance(item, int):
        return abs(item) <= MAX_OPTION_INT
    return isinstance(item, str) and len(item) <= MAX_OPTION_TEXT and item.isprintable()


def _read_join(data: Mapping[str, Any]) -> Join:
    token = None
    if data.get("token") is not None:
        token = _text(data, "token", 64)
        if not TOKEN_PATTERN.fullmatch(token):
            raise ProtocolError("bad_field", field="token")
    return Join(_code(data, "code"), _name(data, "name"), token)


def _seat(data: Mapping[str, Any]) -> int:
    return _int(data, "seat", 0, MAX_SEATS - 1)


def _read_action(data: Mapping[str, Any]) -> Action:
    text = _text(data, "text", MAX_ACTION_TEXT)
    if not text.strip() or not text.isprintable():
        raise ProtocolError("bad_field", field="text")
    return Action(_int(data, "seq", 0, MAX_SEQ), text)


def _read_say(data: Mapping[str, Any]) -> Say:
    text = _text(data, "text", MAX_CHAT).strip()
    if not text or not text.isprintable():
        raise ProtocolError("bad_field", field="text")
    return Say(text)


_READERS: dict[str, Callable[[Mapping[str, Any]], ClientMessage]] = {
    "hello": _read_hello,
    "create": _read_create,
    "join": _read_join,
    "action": _read_action,
    "say": _read_say,
    "leave": lambda data: Leave(),
    "pause": lambda data: Pause(),
    "resume": lambda data: Resume(),
    "save": lambda data: Save(),
    "remove": lambda data: Remove(_seat(data)),
    "admit": lambda data: Admit(_seat(data), _name(data, "name")),
    "mute": lambda data: Mute(_seat(data)),
    "unmute": lambda data: Mute(_seat(data), on=False),
    "ping": lambda data: Ping(),
}


def _text(data: Mapping[str, Any], key: str, most: int) -> str:
    value = data[key]
    if not isinstance(value, str) or len(value) > most:
        raise ProtocolError("bad_field", field=key, most=most)
    return value


def _int(data: Mapping[str, Any], key: str, low: int, high: int) -> int:
    value = data[key]
    if type(value) is not int or not low <= value <= high:
        raise ProtocolError("bad_field", field=key)
    return value


def _name(data: Mapping[str, Any], key: str) -> str:
    """A player's name (``names.check_name``: it is spoken to everyone, so it may not hold
    sentence punctuation, symbols or mixed scripts); ``bad_name`` otherwise."""
    value = data[key]
    name = check_name(value) if isinstance(value, str) and len(value) <= 4 * MAX_NAME else None
    if name is None:
        raise ProtocolError("bad_name", field=key, most=MAX_NAME)
    return name


def _code(data: Mapping[str, Any], key: str) -> str:
    value = data[key]
    code = normal_code(value) if isinstance(value, str) and len(value) <= 4 * MAX_CODE else ""
    if not CODE_PATTERN.fullmatch(code):
        raise ProtocolError("bad_code", field=key, low=MIN_CODE, high=MAX_CODE)
    return code


def normal_code(text: str) -> str:
    """A table code as typed in its one form: any case, and spaces or dashes anywhere (a
    code heard spelled letter by letter is often typed so)."""
    return "".join(ch for ch in text if not ch.isspace() and ch != "-").upper()


def _brief(value: Any) -> Any:
    """A refused value echoed back safely: short text, or only its JSON type."""
    if isinstance(value, str):
        return value[:20]
    if value is None or isinstance(value, bool | int | float):
        return value if not isinstance(value, int) or abs(value) < 10**12 else "number"
    return type(value).__name__


# -- server messages -------------------------------------------------------------------------


def encode(message: Mapping[str, Any]) -> str:
    """A message as compact JSON text (non-ASCII names and chat kept as they are)."""
    return json.dumps(message, ensure_ascii=False, separators=(",", ":"))


def welcome(server: str) -> dict[str, Any]:
    """The answer to ``hello``."""
    return {"type": "welcome", "v": PROTOCOL_VERSION, "server": server}


def message_id(code: str) -> str:
    """The locale message that words error ``code`` (``not_your_turn`` → ``net-error-not-your-
    turn``)."""
    return "net-error-" + code.replace("_", "-")


def error(
    code: str, details: Mapping[str, Any] | None = None, seq: int | None = None
) -> dict[str, Any]:
    """An ``error``: a reason code, its locale message and the facts; ``seq`` when it answers
    an action."""
    message: dict[str, Any] = {
        "type": "error",
        "code": code,
        "message_id": message_id(code),
        "details": dict(details or {}),
    }
    if seq is not None:
        message["seq"] = seq
    return message


def presence(kind: str, seat: int, name: str | None) -> dict[str, Any]:
    """Someone came or went (``joined``, ``left``, ``dropped``, ``returned``), a bot holds a
    dropped seat (``held``), or someone paused, resumed or saved the table."""
    return {"type": kind, "seat": seat, "name": name}


def chat(seat: int, name: str | None, text: str) -> dict[str, Any]:
    """A chat line, marked with who said it."""
    return {"type": "chat", "seat": seat, "name": name, "text": text}


def closing(resume: bool) -> dict[str, Any]:
    """The server is about to close; ``resume``: its tables come back when it starts again."""
    return {"type": "closing", "resume": resume}


def pong() -> dict[str, Any]:
    """The answer to ``ping``."""
    return {"type": "pong"}


# -- flood control --------------------------------------------------------------------------------


class TokenBucket:
    """At most ``rate`` messages a second on average, ``burst`` at once.

    Why a bucket: a console sends a message per key press and a burst when reconnecting,
    while a flood is thousands a second; refilling continuously lets the first through.
    """

    def __init__(
        self, rate: float, burst: float, clock: Callable[[], float] = time.monotonic
    ) -> None:
        self.rate = rate
        self.burst = burst
        self.tokens = burst
        self.clock = clock
        self.last = clock()

    def take(self, amount: float = 1.0) -> bool:
        """Spend ``amount`` tokens (one message, or a chat line's characters); False (and
        nothing spent) when the bucket holds fewer."""
        now = self.clock()
        self.tokens = min(self.burst, self.tokens + (now - self.last) * self.rate)
        self.last = now
        if self.tokens < amount:
            return False
        self.tokens -= amount
        return True

    def full(self) -> bool:
        """Whether the bucket has refilled to its burst (nothing of the past is left)."""
        return self.tokens + (self.clock() - self.last) * self.rate >= self.burst

    def wait(self, amount: float = 1.0) -> float:
        """Seconds until ``amount`` tokens are there (0: now)."""
        missing = amount - (self.tokens + (self.clock() - self.last) * self.rate)
        return max(0.0, missing / self.rate) if self.rate > 0 else float("inf")
