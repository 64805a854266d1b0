"""The networked table without sockets: seats, the sequence rule, refusals that change
nothing, exactly local play's redaction in every update, and saving and resuming."""

from __future__ import annotations

import json
import random
from pathlib import Path
from typing import Any

import pytest

from access_cards import games
from access_cards.engine.events import events_for
from access_cards.net.protocol import ProtocolError
from access_cards.net.table import Table, load_table, save_table


def started(game: str, specs: list[str], options: dict[str, Any] | None = None) -> Table:
    """A table with everyone seated (named p0, p1 …) and begun."""
    return seated_tokens(game, specs, options)[0]


def seated_tokens(
    game: str, specs: list[str], options: dict[str, Any] | None = None
) -> tuple[Table, dict[int, str]]:
    """``started``, and each person's seat token by seat."""
    table = Table("TESTAB", game, specs, options, seed=7)
    tokens = {}
    for i, spec in enumerate(specs):
        if not spec.startswith("bot"):
            tokens[i] = table.sit(f"p{i}", host=spec == "host").token
    assert table.ready()
    table.start()
    return table, tokens


def play_on(table: Table, rng: random.Random, limit: int = 100_000) -> int:
    """Play to the end (people choose at random from ``legal``), checking that every update
    is exactly what local play would hand each seat; the number of actions."""
    moves = 0
    while not table.state.is_over and moves < limit:
        seat = table.state.current_player
        assert seat is not None
        if table.bot_to_move():
            events = table.bot_step()
        else:
            legal = table.update_for(seat)["legal"]
            events = table.act(seat, table.seq, rng.choice(legal))
        for other in range(len(table.seats)):
            update = table.update_for(other, events)
            assert update["events"] == [e.to_dict() for e in events_for(events, other)]
            assert update["view"] == table.state.view(other)
            assert bool(update["legal"]) == (table.state.current_player == other)
        moves += 1
    return moves


def test_whole_khmer_match_with_a_bot() -> None:
    table = started("khmer", ["remote", "bot:easy"])
    assert play_on(table, random.Random(1)) > 10
    assert table.state.is_over and table.seq == len(table.log)


def test_whole_lasvegas_match_two_people_and_a_bot() -> None:
    table = started("lasvegas", ["host", "remote", "bot:easy"], {"hands": 2})
    play_on(table, random.Random(2))
    assert table.state.is_over


def to_move(table: Table) -> int:
    """Let bots play up to a person; that person's seat."""
    while table.bot_to_move():
        table.bot_step()
    seat = table.state.current_player
    assert seat is not None
    return seat


def refused(table: Table, seat: int, seq: int, text: str) -> ProtocolError:
    """The refusal of an action, checking that it changed nothing."""
    before, seq_before = table.to_json(), table.seq
    with pytest.raises(ProtocolError) as caught:
        table.act(seat, seq, text)
    assert table.to_json() == before and table.seq == seq_before
    return caught.value


def test_stale_seq_is_refused_with_the_current_number() -> None:
    table = started("khmer", ["remote", "remote"])
    seat = to_move(table)
    table.act(seat, table.seq, table.update_for(seat)["legal"][0])
    seat = to_move(table)
    legal = table.update_for(seat)["legal"][0]
    error = refused(table, seat, table.seq - 1, legal)
    assert error.code == "stale" and error.details == {"seq": table.seq, "yours": table.seq - 1}
    assert refused(table, seat, table.seq + 5, legal).code == "stale"


def test_another_seats_action_is_refused() -> None:
    table = started("khmer", ["remote", "remote"])
    seat = to_move(table)
    error = refused(table, 1 - seat, table.seq, table.update_for(seat)["legal"][0])
    assert error.code == "not_your_turn" and error.details == {"current": seat}


def test_illegal_action_carries_the_engines_reason() -> None:
    table = started("khmer", ["remote", "remote"])
    seat = to_move(table)
    error = refused(table, seat, table.seq, "fly away")
    assert error.code == "illegal_action"
    assert error.details["kind"] == "parse" and error.details["reason"] == "unknown_command"
    assert error.details["legal"] == table.update_for(seat)["legal"]
    missing = next(c for c in "123456" if c not in table.state.view(seat)["hand"])
    error = refused(table, seat, table.seq, f"play {missing}")
    assert error.details["kind"] == "illegal" and error.details["reason"] == "not_in_hand"


def test_no_action_before_everyone_is_seated() -> None:
    table = Table("TESTAB", "khmer", ["host", "remote"], seed=1)
    table.sit("ann", host=True)
    assert not table.ready()
    assert refused(table, 0, 0, "discard").code == "not_started"
    assert not table.bot_to_move()


def test_seats_names_and_returns() -> None:
    """A seat is given with a token; coming back needs it, and every refusal is no_seat."""
    table = Table("TESTAB", "lasvegas", ["host", "remote", "bot:easy"], seed=1)
    ann = table.sit("Ann", host=True)
    assert (ann.seat, ann.back) == (0, False) and len(ann.token) >= 22
    for name in ("ANN", "Ánn", "Αnn"):  # case, accents and a Greek capital alpha
        with pytest.raises(ProtocolError, match="no_seat"):
            table.sit(name)
    table.leave(0)  # before the match: the seat is free again, its token void
    assert table.seats[0].status == "free" and table.seats[0].name is None
    assert table.seats[0].token is None
    bob = table.sit("Bob")
    assert (bob.seat, bob.back) == (1, False)
    with pytest.raises(ProtocolError, match="no_seat"):
        table.sit("Cid")
    table.sit("Ann", host=True)
    table.start()
    table.leave(1)  # during it: the seat waits for Bob, and only his token takes it
    assert table.seats[1].status == "dropped"
    for name in ("Cid", "bob"):
        with pytest.raises(ProtocolError) as refused_:
            table.sit(name)
        assert (refused_.value.code, refused_.value.details) == ("no_seat", {"code": "TESTAB"})
    with pytest.raises(ProtocolError, match="no_seat"):
        table.sit("bob", token=ann.token + "x")
    back = table.sit("whoever", token=bob.token)
    assert (back.seat, back.back, back.token) == (1, True, bob.token)
    assert table.seats[1].name == "Bob"  # the name everyone knows
    described = table.describe(1, back.token)
    assert described["your_seat"] == 1 and described["code"] == "TESTAB"
    assert described["token"] == bob.token and described["muted"] == []
    assert [s["status"] for s in described["seats"]] == ["taken", "taken", "bot"]
    assert described["seats"][2]["level"] == "easy"
    assert bob.token not in json.dumps(table.describe(0)) + table.to_json()


def test_the_host_removes_and_admits() -> None:
    """A removed person's token is void and their address barred; an admitted name takes
    the seat without a token, with a new one."""
    table = Table("TESTAB", "khmer", ["host", "remote"], seed=1)
    table.sit("Ann", host=True)
    eve = table.sit("Eve", address="10.0.0.9")
    with pytest.raises(ProtocolError, match="not_host"):
        table.check_host(1)
    table.remove(1)
    assert table.seats[1].status == "free" and table.seats[1].name is None
    with pytest.raises(ProtocolError, match="no_seat"):
        table.sit("Mallory", address="10.0.0.9")
    with pytest.raises(ProtocolError, match="no_seat"):
        table.sit("Eve", token=eve.token)
    bob = table.sit("Bob", address="10.0.0.7")
    table.start()
    table.leave(1)
    with pytest.raises(ProtocolError, match="name_taken"):
        table.admit(1, "ann", until=10.0)
    table.admit(1, "Bob", until=10.0)
    with pytest.raises(ProtocolError, match="no_seat"):
        table.sit("Bob", now=11.0)  # too late
    again = table.sit("Bob", now=5.0)
    assert (again.seat, again.back) == (1, True) and again.token != bob.token
    with pytest.raises(ProtocolError, match="no_seat"):
        table.sit("x", token=bob.token)  # the old computer's token is void now
    table.remove(1)
    assert table.seats[1].status == "held" and table.bot_to_move() == (
        table.state.current_player == 1
    )
    table.admit(1, "Carol", until=10.0)
    carol = table.sit("Carol", now=1.0)
    assert (carol.seat, carol.back) == (1, False) and table.seats[1].name == "Carol"


@pytest.mark.parametrize(
    ("game", "specs", "options", "code"),
    [
        ("chess", ["remote", "remote"], None, "unknown_game"),
        ("khmer", ["remote", "remote", "remote"], None, "bad_seats"),
        ("khmer", ["remote", "bot:genius"], None, "bad_seats"),
        ("khmer", ["host", "host"], None, "bad_seats"),
        ("khmer", ["bot:easy", "bot:easy"], None, "bad_seats"),
        ("khmer", ["remote", "remote"], {"target": 0}, "bad_option"),
        ("khmer", ["remote", "remote"], {"colour": "red"}, "bad_option"),
    ],
)
def test_bad_tables_are_refused(
    game: str, specs: list[str], options: dict[str, Any] | None, code: str
) -> None:
    with pytest.raises(ProtocolError) as caught:
        Table("TESTAB", game, specs, options)
    assert caught.value.code == code


def test_opening_events_only_before_the_first_action() -> None:
    table = started("khmer", ["remote", "remote"])
    opening = table.opening_events()
    assert opening == table.state.start_events
    mine = table.update_for(0, opening)["events"]
    assert any(e["type"] == "dealt" for e in mine)
    assert all(e.get("seat", 0) == 0 for e in mine if e["type"] == "dealt")
    seat = to_move(table)
    table.act(seat, table.seq, table.update_for(seat)["legal"][0])
    assert table.opening_events() == []


def test_a_saved_table_resumes_exactly(tmp_path: Path) -> None:
    table, tokens = seated_tokens("lasvegas", ["host", "remote", "bot:easy"], {"hands": 2})
    rng = random.Random(3)
    for _ in range(6):
        seat = to_move(table)
        table.act(seat, table.seq, rng.choice(table.update_for(seat)["legal"]))
    path = tmp_path / "saves" / "TESTAB.json"
    save_table(path, table)
    again = load_table(path)
    assert again.seq == table.seq and again.started and again.code == "TESTAB"
    assert [s.status for s in again.seats] == ["dropped", "dropped", "bot"]
    again.sit("p0", token=tokens[0])
    again.sit("p1", token=tokens[1])
    assert again.update_for(0) == table.update_for(0)
    play_on(table, random.Random(4))
    play_on(again, random.Random(4))
    assert again.state.scores == table.state.scores and again.seq == table.seq


def test_a_damaged_save_is_refused(tmp_path: Path) -> None:
    from access_cards.engine.errors import SaveError

    for text in ("{", "[]", '{"format": "access_cards.net_table", "version": 1}'):
        with pytest.raises(SaveError):
            Table.from_json(text)
    assert games.find("khmer")  # the registry is untouched by the failures


def test_a_save_from_before_tokens_lets_its_people_back_by_name_once() -> None:
    """A version 1 save has no tokens: each person comes back by name once, as if the host
    had admitted them, and holds a token from then on; a stranger's name takes nothing."""
    table, _ = seated_tokens("khmer", ["host", "remote"])
    data = json.loads(table.to_json())
    data["version"] = 1
    for seat in data["seats"]:
        for key in ("token", "muted"):
            seat.pop(key, None)
    old = Table.from_json(json.dumps(data))
    with pytest.raises(ProtocolError, match="no_seat"):
        old.sit("Eve")
    back = old.sit("P1")
    assert (back.seat, back.back) == (1, True)
    old.leave(1)
    with pytest.raises(ProtocolError, match="no_seat"):
        old.sit("p1")  # once: now the token
    assert old.sit("x", token=back.token).seat == 1
