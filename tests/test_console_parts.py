"""Console parts that need no speech or narration: history, saves, settings, seats."""

from __future__ import annotations

import io
import json
import os
import time
from pathlib import Path

import pytest

from access_cards.console.history import History
from access_cards.console.reader import ScreenBuffer
from access_cards.console.saves import SavedMatch, load_match, move_aside, save_match
from access_cards.console.settings import Settings
from access_cards.engine.errors import SaveError
from access_cards.files import write_file as atomic_write
from access_cards.games.khmer import Khmer
from access_cards.seats import parse_seats


def test_history_walks_back_and_forth() -> None:
    """Older/newer move one step, say when an end is reached, and new messages reset the cursor."""
    h = History()
    for text in ("one", "two", "three"):
        h.close_group()
        h.add(text)
    assert h.older() == ("three", False)  # the first step back from new messages: the newest
    assert h.older() == ("two", False)
    assert h.older() == ("one", False)
    assert h.older() == ("one", True)
    assert h.newer() == ("two", False)
    assert h.newest() == "three"
    assert h.oldest() == "one"
    h.add("four")
    assert h.older() == ("four", False)


def test_back_after_repeat_gives_the_message_before() -> None:
    """Issue 13 §7: after r, the first comma gives the message before the one repeated."""
    h = History()
    for text in ("one", "two", "three"):
        h.close_group()
        h.add(text)
    assert h.last() == "three"
    assert h.older() == ("two", False)
    assert h.newer() == ("three", False)
    assert h.step("repeat") == ("three", False)
    assert h.step("back") == ("two", False)


def test_history_repeats_the_whole_last_group() -> None:
    """ "Repeat" says every line of the last group; walking back then goes on line by line
    from before the group."""
    h = History()
    h.add("You play a 5. Table 5.")
    h.add("Anna draws the 5. Table 0.")
    h.add("Your turn.")
    assert h.last() == "You play a 5. Table 5. Anna draws the 5. Table 0. Your turn."
    h.close_group()
    h.add("Your hand, a 6.")
    assert h.last() == "Your hand, a 6."
    assert h.older() == ("Your turn.", False)
    assert h.older() == ("Anna draws the 5. Table 0.", False)
    assert h.newest() == "Your hand, a 6."
    assert h.last() == "Your hand, a 6."
    h.close_group()
    h.add("Anna plays a 2.", event_start=True)
    h.add("Your turn.")
    assert h.last() == "Anna plays a 2. Your turn."
    assert h.older() == ("Your hand, a 6.", False)


def test_last_event_outlives_the_answers_after_it() -> None:
    """The blind-fair repeat: the last event and what followed it in its group, even after
    questions were answered since; without any event, the last group."""
    h = History()
    h.add("Khmer against Anna.")
    assert h.last(last_event_only=True) == "Khmer against Anna."
    h.close_group()
    h.add("You play a 5. Table 5.", event_start=True)
    h.add("Anna draws the 5. Table 0.", event_start=True)
    h.add("Your turn.")
    h.close_group()
    h.add("Your hand, a 6.")
    h.close_group()
    h.add("That is not a move.")
    assert h.last() == "That is not a move."
    assert h.last(last_event_only=True) == "Anna draws the 5. Table 0. Your turn."
    h.close_group()
    h.add("Anna knocks.", event_start=True)
    assert h.last(last_event_only=True) == "Anna knocks."


def test_history_group_survives_trimming() -> None:
    """A group longer than the limit repeats only the lines still kept."""
    h = History(limit=2)
    for text in ("a", "b", "c"):
        h.add(text)
    assert h.last() == "b c"


def test_history_is_bounded() -> None:
    """Only the newest ``limit`` messages are kept."""
    h = History(limit=3)
    for i in range(10):
        h.add(str(i))
    assert h.items == ["7", "8", "9"]


def test_atomic_write_leaves_no_temporary_file(tmp_path: Path) -> None:
    """A write replaces the file whole and leaves nothing else in the folder."""
    target = tmp_path / "m.json"
    atomic_write(target, "first")
    atomic_write(target, "second")
    assert target.read_text() == "second"
    assert os.listdir(target.parent) == ["m.json"]


def _match() -> SavedMatch:
    state = Khmer.new_state(2, seed=4)
    state.apply(state.legal_actions()[0])
    return SavedMatch(state, ["you", "bot:hard"], ["you", "Anna"], 3, {1: {"table_total": 5}})


def test_saved_match_round_trips(tmp_path: Path) -> None:
    """A saved match loads back with the same state, seats, names and bot memory."""
    path = tmp_path / "m.json"
    match = _match()
    save_match(path, match)
    back = load_match(path)
    assert back.state.to_json() == match.state.to_json()
    assert (back.seats, back.names, back.decisions) == (match.seats, match.names, 3)
    assert back.bot_memory == {1: {"table_total": 5}}


@pytest.mark.parametrize(
    "damage",
    [
        lambda d: "not json at all",
        lambda d: json.dumps({**d, "format": "other"}),
        lambda d: json.dumps({**d, "game": "chess"}),
        lambda d: json.dumps({**d, "seats": ["you"]}),
        lambda d: json.dumps({**d, "state": {**d["state"], "scores": [0]}}),
        lambda d: json.dumps(d)[:-40],
    ],
)
def test_damaged_saves_raise_save_error(tmp_path: Path, damage: object) -> None:
    """Every kind of damage is a SaveError, never another exception."""
    path = tmp_path / "m.json"
    save_match(path, _match())
    data = json.loads(path.read_text())
    path.write_text(damage(data))  # type: ignore[operator]
    with pytest.raises(SaveError):
        load_match(path)


def test_move_aside_keeps_the_damaged_file(tmp_path: Path) -> None:
    """A damaged save is renamed beside itself, never deleted."""
    path = tmp_path / "m.json"
    path.write_text("garbage")
    aside = move_aside(path)
    assert not path.exists() and aside.read_text() == "garbage"
    path.write_text("garbage 2")
    assert move_aside(path) != aside


def test_settings_persist_and_ignore_bad_values(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Settings are saved per user; a damaged or ill-typed file falls back to defaults."""
    monkeypatch.setenv("ACCESS_CARDS_HOME", str(tmp_path))
    s = Settings.load()
    assert s == Settings()
    s.language, s.verbosity, s.rate = "it", "brief", 50
    s.save()
    assert Settings.load() == s
    (tmp_path / "config" / "settings.json").write_text('{"rate": "fast", "speech": 3}')
    assert Settings.load() == Settings()
    # Right type, wrong value: each falls back alone, the good ones are kept.
    bad = '{"speech": "loud", "rate": 7, "verbosity": "chatty", "card_style": "tiny",'
    bad += ' "language": "xx", "unknown": 1}'
    (tmp_path / "config" / "settings.json").write_text(bad)
    assert Settings.load() == Settings()
    (tmp_path / "config" / "settings.json").write_text('{"rate": true, "speech": "text"}')
    assert Settings.load() == Settings(speech="text")
    (tmp_path / "config" / "settings.json").write_text("{broken")
    assert Settings.load() == Settings()


def test_play_seats_allow_one_human() -> None:
    """``you`` may take one seat; two would show one player the other's hand."""
    assert parse_seats("you,bot", "khmer") == ["you", "bot:normal"]
    with pytest.raises(ValueError, match="only one seat"):
        parse_seats("you,you", "khmer")


class CountingStream(io.StringIO):
    """A terminal stand-in that counts the writes it receives."""

    def __init__(self) -> None:
        super().__init__()
        self.writes: list[str] = []

    def write(self, text: str) -> int:
        self.writes.append(text)
        return super().write(text)


def test_lines_printed_together_reach_the_terminal_in_one_write() -> None:
    """Orca says a terminal's tail twice when text lands in pieces while it reads."""
    stream = CountingStream()
    screen = ScreenBuffer(stream, delay=60.0)  # only an explicit flush writes here
    for line in ("You play the 8 of spades.", "Anna plays the 5 of spades.", "Your lead."):
        screen(line)
    assert stream.writes == []
    screen.flush()
    screen.flush()  # nothing pending: nothing written
    assert stream.writes == ["You play the 8 of spades.\nAnna plays the 5 of spades.\nYour lead.\n"]


def test_a_slow_stream_of_lines_is_written_by_the_timer() -> None:
    stream = CountingStream()
    screen = ScreenBuffer(stream, delay=0.05)
    screen("Anna is thinking.")
    deadline = time.monotonic() + 5
    while not stream.writes and time.monotonic() < deadline:
        time.sleep(0.01)
    assert stream.writes == ["Anna is thinking.\n"]
    screen("Anna plays the 5 of spades.")
    screen.flush()
    assert stream.writes[-1] == "Anna plays the 5 of spades.\n"
