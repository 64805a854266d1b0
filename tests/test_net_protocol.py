"""The protocol's reader refuses every malformed message with a reason code, and its token
bucket lets bursts through but not floods."""

from __future__ import annotations

import json
from typing import Any

import pytest

from access_cards.net import protocol
from access_cards.net.protocol import (
    MAX_MESSAGE_BYTES,
    Action,
    Admit,
    Create,
    Hello,
    Join,
    Leave,
    Mute,
    Ping,
    ProtocolError,
    Remove,
    Say,
    TokenBucket,
    normal_code,
    parse_client,
)


def parse(message: Any) -> protocol.ClientMessage:
    return parse_client(json.dumps(message))


def refusal(raw: str | bytes) -> ProtocolError:
    with pytest.raises(ProtocolError) as caught:
        parse_client(raw)
    return caught.value


def test_good_messages() -> None:
    assert parse({"type": "hello", "v": 1, "name": " Ann ", "lang": "el"}) == Hello(1, "Ann", "el")
    assert parse({"type": "create", "game": "khmer", "seats": ["host", "Bot:Hard"]}) == Create(
        "khmer", ("host", "bot:hard")
    )
    created = parse(
        {
            "type": "create",
            "game": "lasvegas",
            "seats": ["remote"] * 3,
            "options": {"hands": 2, "dealer": None},
            "code": "abcd12",
        }
    )
    assert (
        isinstance(created, Create) and created.code == "ABCD12" and created.options["hands"] == 2
    )
    assert parse({"type": "join", "code": " xyzwvu ", "name": "Βασίλης"}) == Join(
        "XYZWVU", "Βασίλης"
    )
    assert parse({"type": "action", "seq": 3, "text": "play 5"}) == Action(3, "play 5")
    assert parse({"type": "say", "text": " hi "}) == Say("hi")
    token = "A" * 21 + "_-9"
    assert parse({"type": "join", "code": "XYZWVU", "name": "Jo", "token": token}) == Join(
        "XYZWVU", "Jo", token
    )
    assert parse({"type": "remove", "seat": 2}) == Remove(2)
    assert parse({"type": "admit", "seat": 1, "name": " O’Brien "}) == Admit(1, "O'Brien")
    assert parse({"type": "mute", "seat": 3}) == Mute(3)
    assert parse({"type": "unmute", "seat": 3}) == Mute(3, on=False)
    assert parse({"type": "leave"}) == Leave()
    assert parse({"type": "ping"}) == Ping()


@pytest.mark.parametrize(
    ("raw", "code"),
    [
        ("{", "bad_json"),
        ("NaN", "bad_json"),
        ('{"type": "ping", "x": NaN}', "bad_json"),
        ("[1, 2]", "not_object"),
        ('"ping"', "not_object"),
        ("{}", "unknown_type"),
        ('{"type": "shutdown"}', "unknown_type"),
        ('{"type": 5}', "unknown_type"),
        ('{"type": "action", "seq": 1}', "missing_field"),
        ('{"type": "ping", "admin": true}', "unknown_field"),
        ('{"type": "hello", "v": 2, "name": "a", "lang": "en"}', "bad_version"),
        ('{"type": "hello", "v": true, "name": "a", "lang": "en"}', "bad_field"),
        ('{"type": "hello", "v": 1, "name": "", "lang": "en"}', "bad_name"),
        ('{"type": "hello", "v": 1, "name": "a\\u0007", "lang": "en"}', "bad_name"),
        ('{"type": "hello", "v": 1, "name": "The table is closed. Eve", "lang": "en"}', "bad_name"),
        ('{"type": "hello", "v": 1, "name": "\\u0410nn", "lang": "en"}', "bad_name"),
        ('{"type": "hello", "v": 1, "name": 7, "lang": "en"}', "bad_name"),
        ('{"type": "hello", "v": 1, "name": "a", "lang": "../../etc"}', "bad_field"),
        ('{"type": "action", "seq": 1.0, "text": "draw"}', "bad_field"),
        ('{"type": "action", "seq": -1, "text": "draw"}', "bad_field"),
        ('{"type": "action", "seq": "1", "text": "draw"}', "bad_field"),
        ('{"type": "action", "seq": 1, "text": "   "}', "bad_field"),
        ('{"type": "action", "seq": 1, "text": ["draw"]}', "bad_field"),
        ('{"type": "create", "game": "khmer", "seats": []}', "bad_field"),
        ('{"type": "create", "game": "khmer", "seats": "remote,remote"}', "bad_field"),
        ('{"type": "create", "game": "khmer", "seats": ["you"]}', "bad_field"),
        ('{"type": "create", "game": "khmer", "seats": ["remote"], "options": []}', "bad_field"),
        (
            '{"type": "create", "game": "khmer", "seats": ["remote"], "options": {"a": [1]}}',
            "bad_field",
        ),
        ('{"type": "create", "game": "khmer", "seats": ["remote"], "code": "ab"}', "bad_code"),
        ('{"type": "create", "game": "khmer", "seats": ["remote"], "code": "ABCDE"}', "bad_code"),
        ('{"type": "join", "code": "ABC.DEF", "name": "a"}', "bad_code"),
        ('{"type": "join", "code": "ABCDEF", "name": "a", "token": "short"}', "bad_field"),
        ('{"type": "join", "code": "ABCDEF", "name": "a", "token": 5}', "bad_field"),
        ('{"type": "remove", "seat": 8}', "bad_field"),
        ('{"type": "admit", "seat": 1, "name": "Eve!"}', "bad_name"),
        ('{"type": "mute", "seat": true}', "bad_field"),
        ('{"type": "say", "text": "' + "x" * 201 + '"}', "bad_field"),
        ('{"type": "say", "text": "line\\nbreak"}', "bad_field"),
        (b'{"type": "ping"}', "not_text"),
    ],
)
def test_bad_messages_are_refused_with_a_code(raw: str | bytes, code: str) -> None:
    assert refusal(raw).code == code


def test_size_limit() -> None:
    text = "x" * (MAX_MESSAGE_BYTES - 100)
    assert parse({"type": "say", "text": "ok"}) == Say("ok")
    error = refusal(json.dumps({"type": "say", "text": text + "é" * 100}))
    assert error.code == "too_big" and error.details == {"limit": MAX_MESSAGE_BYTES}


def test_deep_nesting_is_bad_json_not_a_crash() -> None:
    assert refusal("[" * 5000 + "]" * 5000).code in ("bad_json", "not_object")
    assert refusal('{"type": "ping", "n": ' + "9" * 5000 + "}").code == "bad_json"


def test_server_messages_are_json_without_prose() -> None:
    error = protocol.error("stale", {"seq": 4}, seq=2)
    assert error == {
        "type": "error",
        "code": "stale",
        "message_id": "net-error-stale",
        "details": {"seq": 4},
        "seq": 2,
    }
    assert json.loads(protocol.encode(protocol.chat(1, "Ζωή", "γεια"))) == {
        "type": "chat",
        "seat": 1,
        "name": "Ζωή",
        "text": "γεια",
    }
    assert protocol.presence("dropped", 2, "Ann")["type"] == "dropped"


def test_token_bucket() -> None:
    now = [0.0]
    bucket = TokenBucket(rate=10, burst=5, clock=lambda: now[0])
    assert all(bucket.take() for _ in range(5))
    assert not bucket.take()
    now[0] += 0.1  # one token back
    assert bucket.take() and not bucket.take()
    now[0] += 100  # never more than the burst
    assert sum(bucket.take() for _ in range(20)) == 5


def test_a_code_is_read_as_heard() -> None:
    """Spelled aloud as "T E S T A B", a code is often typed with spaces or dashes."""
    assert normal_code(" t e s-t a b ") == "TESTAB"
    assert parse_client('{"type": "join", "code": "ab-cd-ef", "name": "x"}') == Join("ABCDEF", "x")
