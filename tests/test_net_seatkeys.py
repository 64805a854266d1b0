"""The console's side of seat tokens and table commands, in one process: the kept tokens
(``seatkeys``), names and codes checked before connecting, and a ``RemoteSession`` fed the
server's new messages and typed the new commands (what it sends, what it says)."""

from __future__ import annotations

import json
import os
import stat
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from access_cards import games
from access_cards.console import netplay, seatkeys
from access_cards.console.remote import RemoteSession, seat_names
from access_cards.console.seatkeys import Place
from access_cards.narration import LANGUAGES, Translator
from access_cards.narration.i18n import fold
from access_cards.net.names import same_name
from access_cards.speech import Speaker
from access_cards.usage import UsageError

TOKEN = "A" * 32
PLACE = Place("Example.org", 8765, "tESTAB", "Ann")


@pytest.fixture
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    """A data folder of its own, and no token kept in memory from another test."""
    monkeypatch.setenv("ACCESS_CARDS_HOME", str(tmp_path))
    seatkeys.forget_all()
    yield tmp_path
    seatkeys.forget_all()


def table(token: str = TOKEN, seat: int = 1, code: str = "TESTAB") -> dict[str, Any]:
    return {"type": "table", "code": code, "game": "khmer", "your_seat": seat, "token": token}


# -- kept tokens -----------------------------------------------------------------------------


def test_a_token_is_kept_privately_and_found_by_the_name_as_the_server_compares_it(
    home: Path,
) -> None:
    """Kept from a table message, in a file of mode 0600; found by host (any case), port,
    code (any case) and the name folded; another table, port or name finds nothing."""
    seatkeys.remember(PLACE, table())
    path = seatkeys.keys_path()
    assert stat.S_IMODE(os.stat(path).st_mode) == 0o600
    seatkeys.forget_all()  # from the file, not from memory
    assert seatkeys.token_for(Place("example.ORG", 8765, "testab", "ÁNN")) == TOKEN
    for other in (Place("example.org", 8766, "TESTAB", "Ann"),
                  Place("example.org", 8765, "TESTAC", "Ann"),
                  Place("example.org", 8765, "TESTAB", "Bob")):  # fmt: skip
        assert seatkeys.token_for(other) is None
    seatkeys.remember(PLACE, table("B" * 32))  # a new token (admitted again): the newest
    assert seatkeys.token_for(PLACE) == "B" * 32
    seatkeys.remember(PLACE, {"type": "table", "code": "TESTAB"})  # no token: no change
    seatkeys.remember(PLACE, table("bad token!"))
    assert seatkeys.token_for(PLACE) == "B" * 32
    document = json.loads(path.read_text(encoding="utf-8"))
    assert [entry["seat"] for entry in document["seats"]] == [1]


def test_a_kept_file_made_readable_by_others_is_made_private_again(home: Path) -> None:
    """``write_file(private=True)``: the file replaced is 0600 whatever the old one's mode."""
    seatkeys.remember(PLACE, table())
    path = seatkeys.keys_path()
    path.chmod(0o644)
    seatkeys.remember(PLACE, table("C" * 32))
    assert stat.S_IMODE(os.stat(path).st_mode) == 0o600
    assert not [p for p in path.parent.iterdir() if p.name.endswith(".tmp")]


def test_old_entries_go_and_at_most_two_hundred_are_kept(home: Path) -> None:
    seatkeys.remember(PLACE, table())
    path = seatkeys.keys_path()
    document = json.loads(path.read_text(encoding="utf-8"))
    document["seats"][0]["used"] = time.time() - 31 * 86400  # a month unused
    path.write_text(json.dumps(document), encoding="utf-8")
    seatkeys.forget_all()
    assert seatkeys.token_for(PLACE) is None
    for n in range(seatkeys.MOST + 5):
        seatkeys.remember(Place("h", 1, f"CODE{n:04d}", "Ann"), table(code=f"CODE{n:04d}"))
    kept = json.loads(path.read_text(encoding="utf-8"))["seats"]
    assert len(kept) == seatkeys.MOST
    assert {e["code"] for e in kept} == {f"CODE{n:04d}" for n in range(5, seatkeys.MOST + 5)}


@pytest.mark.parametrize(
    "content",
    [
        b"",
        b"{not json",
        b"\xff\xfe",
        b"[]",
        b'{"format": "other", "seats": []}',
        b'{"format": "access_cards.seat_keys", "version": 99, "seats": []}',
    ],
    ids=["empty", "damaged", "not utf8", "a list", "foreign", "newer"],
)
def test_a_damaged_or_foreign_file_is_ignored_and_left_alone(home: Path, content: bytes) -> None:
    """Nothing crashes, the file is neither written over nor deleted, and the token of this
    run is kept in memory: the seat is still found."""
    path = seatkeys.keys_path()
    path.parent.mkdir(parents=True)
    path.write_bytes(content)
    assert seatkeys.token_for(PLACE) is None
    seatkeys.remember(PLACE, table())
    assert path.read_bytes() == content
    assert seatkeys.token_for(PLACE) == TOKEN


def test_bad_entries_are_left_out_and_a_folder_in_the_way_is_no_file(home: Path) -> None:
    path = seatkeys.keys_path()
    path.parent.mkdir(parents=True)
    good = {"host": "h", "port": 1, "code": "C", "name": "ann", "token": TOKEN, "game": "khmer",
            "seat": 0, "used": time.time()}  # fmt: skip
    bad = [{**good, "port": 0}, {**good, "token": "x"}, {**good, "used": "now"}, {**good, "x": 1},
           {**good, "used": float("nan")}, "entry", None]  # fmt: skip
    document = {"format": "access_cards.seat_keys", "version": 1, "seats": [*bad, good]}
    path.write_text(json.dumps(document), encoding="utf-8")
    assert seatkeys.token_for(Place("h", 1, "C", "Ann")) == TOKEN
    assert seatkeys.token_for(Place("h", 0, "C", "Ann")) is None
    path.unlink()
    path.mkdir()
    seatkeys.remember(PLACE, table())  # kept for this run
    assert path.is_dir() and seatkeys.token_for(PLACE) == TOKEN


# -- names and codes before connecting ------------------------------------------------------


def test_a_name_or_code_a_table_refuses_is_said_before_connecting() -> None:
    t = Translator("en")
    assert netplay.checked_code("t e-s t a b") == "TESTAB"
    for bad in ("abc", "ABCDEFGHIJKLM", "TEST!B"):
        assert netplay.checked_code(bad) is None
    with pytest.raises(UsageError) as code:
        netplay.table_code(t, "abc")
    assert code.value.sentence(t) == (
        "abc is not a table code. A table code has 6 to 12 letters or digits."
    )
    with pytest.raises(UsageError) as name:
        netplay._name_option(t, "The table is closed. Eve")
    said = name.value.sentence(t)
    assert said.startswith("The table is closed. Eve cannot be your name at the table. A name")
    assert netplay._name_option(t, "  Anne-Marie  O'Neil ") == "Anne-Marie O'Neil"


@pytest.mark.parametrize(
    ("login", "name"),
    [
        ("first.last", "first last"),
        ("ann_b", "ann b"),
        ("42", None),
        ("", None),
        ("x" * 40, "x" * 32),
        ("aΑb", None),
    ],
)
def test_the_default_name_is_one_a_table_takes(
    monkeypatch: pytest.MonkeyPatch, login: str, name: str | None
) -> None:
    """The computer's user name, tidied; else the language's word for a player."""
    monkeypatch.setattr("getpass.getuser", lambda: login)
    for lang, player in zip(LANGUAGES, ("Player", "Giocatore", "Spieler", "Παίκτης"),
                            strict=True):  # fmt: skip
        assert netplay.user_name(Translator(lang)) == (name or player)


# -- a session fed the server's messages ------------------------------------------------------


class Seat:
    """A RemoteSession at a Las Vegas table, what it sent and what it said."""

    def __init__(self, seats: list[dict[str, Any]], mine: int, lang: str = "en") -> None:
        self.t = Translator(lang)
        self.sent: list[dict[str, Any]] = []
        self.said: list[str] = []
        options = games.find("lasvegas").new_state(len(seats), seed=1).options
        message = {"type": "table", "code": "TESTAB", "game": "lasvegas", "options": options,
                   "started": True, "your_seat": mine, "seats": seats, "token": TOKEN}  # fmt: skip
        self.session = RemoteSession(message, self.t, Speaker("text", write=self.said.append),
                                     self.sent.append)  # fmt: skip
        self.endings = 0  # how often the session told the console it ended
        self.session.ended = self.end

    def end(self) -> None:
        self.endings += 1

    def type(self, *lines: str) -> None:
        for text in lines:
            self.session.handle(text)

    def hear(self, message: dict[str, Any] | None) -> None:
        self.session.receive(message)


def seat(n: int, kind: str, name: str | None, status: str) -> dict[str, Any]:
    return {"seat": n, "kind": kind, "level": "easy" if kind == "bot" else None, "name": name,
            "status": status}  # fmt: skip


HOST_TABLE = [seat(0, "host", "Ann", "taken"), seat(1, "remote", "Bób", "taken"),
              seat(2, "remote", "Eve", "held"), seat(3, "remote", None, "free")]  # fmt: skip


def test_the_host_removes_after_a_yes_and_names_are_matched_as_heard() -> None:
    ann = Seat(HOST_TABLE, 0)
    ann.type("remove BOB")
    assert ann.said[-1] == ann.t("net-remove-confirm", name="Bób")
    assert ann.said[-1].endswith("unless you let them in. Yes or no.")
    assert ann.sent == []
    ann.type("no")
    assert ann.sent == []
    ann.type("remove bob", "yes")
    assert ann.sent == [{"type": "remove", "seat": 1}]
    assert ann.session.pace("say hi") == "answer" and not ann.session.settled("answer")
    ann.hear({"type": "removed", "seat": 1, "name": "Bób"})
    assert ann.said[-1] == ("You removed Bób from the table. A computer player plays for Bób "
                            "until you let someone in.")  # fmt: skip
    assert ann.session.settled("answer")
    ann.type("remove Zed", "remove Ann", "remove")
    assert ann.said[-3:] == ["Nobody at the table is called Zed.", "That is your own seat.",
                             "Remove whom? Type remove, then the player's name."]  # fmt: skip
    assert len(ann.sent) == 1


def test_admit_chooses_the_named_seat_else_a_free_then_held_then_dropped_one() -> None:
    ann = Seat(HOST_TABLE, 0)
    ann.type("admit bob", "admit Carol", "admit The host. Eve")
    assert ann.sent == [{"type": "admit", "seat": 1, "name": "bob"},
                        {"type": "admit", "seat": 3, "name": "Carol"}]  # fmt: skip
    assert ann.said[-1].startswith("The host. Eve cannot be your name at the table.")
    full = [seat(0, "host", "Ann", "taken"), seat(1, "remote", "Bob", "taken"),
            seat(2, "remote", "Eve", "dropped"), seat(3, "remote", "Dan", "held")]  # fmt: skip
    ann = Seat(full, 0)
    ann.type("admit Carol")
    assert ann.sent == [{"type": "admit", "seat": 3, "name": "Carol"}]  # held before dropped
    ann.hear({"type": "admitted", "seat": 3, "name": "Carol", "instead_of": "Dan"})
    assert ann.said[-1] == ("Carol may take the seat of Dan. Tell them to join with the table "
                            "code and that name within ten minutes.")  # fmt: skip
    taken = [seat(0, "host", "Ann", "taken"), seat(1, "remote", "Bob", "taken")]
    ann = Seat(taken, 0)
    ann.type("admit Carol")
    assert ann.sent == [] and ann.said[-1].startswith("Every friend's seat is taken.")


def test_a_guest_hears_what_the_host_did_and_may_not_do_it() -> None:
    bob = Seat(HOST_TABLE, 1)
    bob.type("remove Eve", "admit Carol")
    assert bob.sent == []
    assert bob.said[-2:] == [bob.t("net-host-only")] * 2
    bob.hear({"type": "admitted", "seat": 2, "name": "Carol", "instead_of": "Eve"})
    bob.hear({"type": "admitted", "seat": 2, "name": "eve", "instead_of": "Eve"})
    bob.hear({"type": "admitted", "seat": 3, "name": "Dan", "instead_of": None})
    bob.hear({"type": "removed", "seat": 2, "name": "Eve"})
    assert bob.said[-4:] == ["The host lets Carol take the seat of Eve.",
                             "The host lets eve back in.", "The host lets Dan take a seat.",
                             "The host removed Eve from the table. A computer player plays "
                             "for Eve until the host lets someone in."]  # fmt: skip
    assert bob.endings == 0
    bob.hear({"type": "removed", "seat": 1, "name": "Bób"})
    assert bob.said[-1] == "The host removed you from the table."
    assert bob.endings == 1 and bob.session.done and bob.session.lost


@pytest.mark.parametrize("kind", ["replaced", "expired"])
def test_a_seat_taken_up_elsewhere_or_a_table_that_expired_ends_the_session(kind: str) -> None:
    bob = Seat(HOST_TABLE, 1)
    bob.hear({"type": kind, "seat": 1, "code": "TESTAB"})
    assert bob.said[-1] == bob.t(f"net-{kind}") and bob.endings == 1 and bob.session.closed
    bob.hear(None)  # the connection then closed: nothing more said, no reconnecting
    assert bob.said[-1] == bob.t(f"net-{kind}")


def test_mute_unmute_a_long_chat_line_and_a_held_pause() -> None:
    bob = Seat(HOST_TABLE, 1)
    bob.type("mute ANN", "unmute eve")
    assert bob.sent == [{"type": "mute", "seat": 0}, {"type": "unmute", "seat": 2}]
    bob.hear({"type": "muted", "seat": 0, "name": "Ann"})
    assert bob.said[-1] == "You no longer hear what Ann says."
    bob.type("say " + "x" * 201)
    assert bob.said[-1] == ("A chat line holds at most 200 characters. Nothing was sent. "
                            "Say it in shorter lines.")  # fmt: skip
    bob.type("say " + "y" * 200)
    assert bob.sent[-1] == {"type": "say", "text": "y" * 200}
    bob.hear({"type": "paused", "seat": 0, "name": "Ann", "held": True})
    assert bob.said[-1] == "Ann paused the game. Only Ann, the host, can resume it."
    bob.hear({"type": "error", "code": "host_paused", "details": {}})
    assert bob.said[-1] == "The host paused the game. Only the host can resume it."
    bob.hear({"type": "error", "code": "chat_limited", "details": {"seconds": 7}})
    assert bob.said[-1] == ("You are talking faster than the table can listen. Wait 7 seconds, "
                            "then say it again.")  # fmt: skip


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_table_commands_have_words_in_every_language(lang: str) -> None:
    """Each language's own word for remove, admit, mute and unmute is a command there."""
    t = Translator(lang)
    ann = Seat(HOST_TABLE, 0, lang)
    for command, seat_ in (("mute", 1), ("unmute", 1), ("remove", 1)):
        word = t.words(f"command-{command}")[0]
        ann.type(f"{word} bob")
        if command == "remove":
            ann.type(t.words("console-yes-words")[0])
        assert ann.sent[-1] == {"type": command, "seat": seat_}, (lang, word)
    ann.type(f"{t.words('command-admit')[0]} Carol")
    assert ann.sent[-1] == {"type": "admit", "seat": 3, "name": "Carol"}
    help_text = fold(" ".join(ann.session._help_lines()))
    assert all(t.words(f"command-{c}")[0] in help_text for c in ("remove", "admit", "mute"))


def test_bots_are_never_named_like_a_person_at_the_table() -> None:
    t = Translator("en")
    seats = [seat(0, "remote", "anna", "taken"), seat(1, "bot", None, "bot"),
             seat(2, "bot", None, "bot"), seat(3, "remote", "Brúno", "taken")]  # fmt: skip
    names = seat_names(t, seats)
    assert names == ["anna", "Carla", "Dario", "Brúno"]
    assert not any(same_name(names[1], n) or same_name(names[2], n) for n in ("anna", "Bruno"))
