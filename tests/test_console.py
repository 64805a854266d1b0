"""The console's game logic: GameSession, the interactive PromptReader, history and saves.

Keys go through a real ``PromptReader`` fed by prompt_toolkit's pipe input;
typed lines go to ``GameSession.handle``.  What is said is captured three
ways: the printed lines, a recording speech backend (text and interrupt
flag), and the JSON Lines speech log.  Expected sentences are derived from
the engine (views, legal actions, events) or from RULES.md §1, not copied
from the code.
"""

from __future__ import annotations

import json
import random
import re
from dataclasses import dataclass, field
from itertools import groupby
from pathlib import Path
from typing import Any

import pytest
from prompt_toolkit.input import create_pipe_input
from prompt_toolkit.output import DummyOutput

from access_cards.bots.khmer import KhmerHard
from access_cards.console import reader as reader_module
from access_cards.console import session as session_module
from access_cards.console.pager import paginate
from access_cards.console.play import PlayRequest, bot_names, new_match, run_session, saves_dir
from access_cards.console.reader import PromptReader
from access_cards.console.saves import SavedMatch, load_match
from access_cards.console.session import GameSession
from access_cards.console.settings import Settings
from access_cards.engine.events import Event
from access_cards.engine.state import GameState
from access_cards.games.khmer import Khmer
from access_cards.narration import LANGUAGES, Translator
from access_cards.rules import rules_lines
from access_cards.speech import CHANNELS, BackendSpec, Speaker, Voice

YOU = 0  # the human's seat in every match here
# A first deal fixed by RULES.md KH-4 (six cards each, four aside): you hold 3,3,2,2,1,1
# (no 4, no 6, total 12), the bot 4,4,5,5,6,6, and you move first.
FIXED_DECK = [str(v) for v in (1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 6, 6, 6, 6)]
FIXED = {"first_player": 0}
TOP_ONLY = {"pile_visibility": "top_only"}
# The query keys of DESIGN.md §5, written out here so the test checks the contract.
QUERY_KEYS = dict(
    zip(
        "hftoswa", ("hand", "drawn", "table", "opponents", "scores", "turn", "actions"), strict=True
    )
)
HISTORY_KEYS = "r,.<>"

# -- helpers -------------------------------------------------------------------------------


@dataclass
class Recorder:
    """A speech backend that only records: the instrument for interrupt versus queue."""

    name: str = "recorder"
    spoken: list[tuple[str, bool]] = field(default_factory=list)
    silenced: int = 0

    def speak(self, text: str, interrupt: bool = False) -> None:
        self.spoken.append((text, interrupt))

    def silence(self) -> None:
        self.silenced += 1

    def wait_idle(self, timeout: float) -> bool:
        return True

    def unspoken(self) -> list[str]:
        return []

    def close(self) -> None:
        pass


def read_log(path: Path) -> list[dict[str, Any]]:
    """The speech log's records."""
    return [json.loads(x) for x in path.read_text(encoding="utf-8").splitlines()]


def as_json(event: Event) -> Any:
    """An event as the speech log stores it."""
    return json.loads(json.dumps(event.to_dict()))


@dataclass
class Console:
    """A GameSession whose every sentence is printed, spoken (recorded) and logged."""

    session: GameSession
    printed: list[str]
    recorder: Recorder
    log_path: Path
    save_path: Path

    @property
    def state(self) -> GameState[Any]:
        return self.session.state

    def asking(self) -> str | None:
        """The action (or "quit") awaiting yes or no (a call: mypy must not narrow it)."""
        return self.session.pending

    def done(self) -> bool:
        return self.session.done

    def view(self) -> dict[str, Any]:
        return self.state.view(YOU)

    def records(self) -> list[dict[str, Any]]:
        return read_log(self.log_path)

    def send(self, *lines: str) -> list[dict[str, Any]]:
        """Type ``lines``; return the log records they produced."""
        before = len(self.records())
        for text in lines:
            self.session.handle(text)
        return self.records()[before:]

    def reply_to(self, text: str) -> list[str]:
        return [r["text"] for r in self.send(text)]


def make_console(
    tmp_path: Path,
    *,
    options: dict[str, Any] | None = None,
    deck: list[str] | None = None,
    seed: int = 5,
    level: str = "easy",
    lang: str = "en",
    start: bool = True,
) -> Console:
    """A match of you against one bot, optionally from a fixed first deal."""
    t = Translator(lang)
    seats = ["you", f"bot:{level}"]
    if deck is None:
        match, _ = new_match(PlayRequest("khmer", seats, seed, options or {}), t)
    else:
        state = Khmer.new_state(2, seed=seed, options=options, deck=deck)
        match = SavedMatch(state, seats, bot_names(t, seats))
    printed: list[str] = []
    recorder = Recorder()

    def build(voice: Voice, failed: object) -> Recorder:
        return recorder

    speaker = Speaker(
        "speech",
        write=printed.append,
        log_path=tmp_path / "log.jsonl",
        chain=[BackendSpec("recorder", build)],
    )
    # In the saves folder under a save's name: only such a save is removed at the end.
    save = saves_dir() / "khmer-20260101-120000-00005.json"
    session = GameSession(
        match, t, speaker, save_path=save, rules_text=lambda: rules_lines("khmer", lang)
    )
    if start:
        session.start()
    return Console(session, printed, recorder, tmp_path / "log.jsonl", save)


def play_to_end(c: Console, rng: random.Random) -> None:
    """Your moves from the view's legal actions: knock when you may, else any but concede."""
    while not c.done():
        legal = c.view()["legal_actions"]
        assert legal, "your turn with nothing legal"
        moves = [a for a in legal if a != "concede"] or legal
        move = "knock" if "knock" in legal else rng.choice(moves)
        c.send(move)
        # DESIGN.md §5: knock and concede are confirmed, other moves are not.
        assert (c.asking() is not None) == (move in ("knock", "concede"))
        if c.asking() is not None:
            c.send("yes")


def keys_through_reader(
    c: Console, monkeypatch: pytest.MonkeyPatch, typed: str
) -> list[dict[str, Any]]:
    """Type ``typed`` at a real PromptReader driving ``c``'s session; the records it made."""
    monkeypatch.setenv("PROMPT_TOOLKIT_NO_CPR", "1")
    before = len(c.records())
    with create_pipe_input() as pipe:
        reader = PromptReader(c.session.speaker.silence, input=pipe, output=DummyOutput())
        reader.set_hotkeys(c.session.handle, c.session.hotkeys(), c.session.typed_words())
        pipe.send_text(typed)
        pipe.close()
        while (line := reader.read()) is not None:
            c.session.handle(line)
    return c.records()[before:]


@pytest.fixture
def fixed(tmp_path: Path) -> Console:
    """The fixed first deal, your turn."""
    return make_console(tmp_path, deck=FIXED_DECK, options=FIXED)


# -- 1. keys on an empty line --------------------------------------------------------------


def test_prompt_reader_escape_is_quick_and_stops_speech(monkeypatch: pytest.MonkeyPatch) -> None:
    """Escape calls the stop-speech callback, with a 50 ms key timeout, and typing goes on."""
    monkeypatch.setenv("PROMPT_TOOLKIT_NO_CPR", "1")
    stops: list[int] = []
    with create_pipe_input() as pipe:
        reader = PromptReader(lambda: stops.append(1), input=pipe, output=DummyOutput())
        assert reader.session.app.ttimeoutlen <= 0.05
        pipe.send_text("\x1b")
        pipe.send_text("draw\r")
        assert reader.read() == "draw"
        pipe.close()
        assert reader.read() is None
    assert stops == [1]


@pytest.mark.parametrize("key", [*QUERY_KEYS, *HISTORY_KEYS, "?", "u", *"123456789"])
def test_each_hotkey_acts_alone_but_is_text_inside_a_word(
    key: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A hotkey on an empty line goes to the handler at once; after another letter it is text."""
    monkeypatch.setenv("PROMPT_TOOLKIT_NO_CPR", "1")
    pressed: list[str] = []
    with create_pipe_input() as pipe:
        reader = PromptReader(lambda: None, input=pipe, output=DummyOutput())
        reader.set_hotkeys(pressed.append, "hftoswaru,.<>?123456789")
        pipe.send_text(f"{key}\r")
        assert reader.read() == ""
        assert pressed == [key]
        pipe.send_text(f"x{key}{key}\r")
        assert reader.read() == f"x{key}{key}"
        assert pressed == [key]


def test_keys_are_text_without_a_handler(monkeypatch: pytest.MonkeyPatch) -> None:
    """With no hotkey handler (the menu), a digit or letter on an empty line is typed."""
    monkeypatch.setenv("PROMPT_TOOLKIT_NO_CPR", "1")
    with create_pipe_input() as pipe:
        reader = PromptReader(lambda: None, input=pipe, output=DummyOutput())
        reader.set_hotkeys(None, "")
        pipe.send_text("3\rh\r")
        assert (reader.read(), reader.read()) == ("3", "h")


def test_hotkeys_in_a_real_session(fixed: Console, monkeypatch: pytest.MonkeyPatch) -> None:
    """Through the reader: h alone reads the hand; in "xh", "play" and "play 2" letters are text."""
    view = fixed.view()
    records = keys_through_reader(fixed, monkeypatch, "h\rxh\rplay\r5play 2\r")
    hand = fixed.session.narrator.query("hand", view)
    texts = [r["text"] for r in records]
    assert texts.count(hand[0]) == 1  # only the lone h, not the h of "xh"
    errors = [r["text"] for r in records if r["channel"] == "error"]
    assert "xh" in errors[0] and "play 1" in errors[0]  # unknown command, legal moves named
    assert "1" in errors[1] and "6" in errors[1]  # "play" alone: which card, 1 to 6
    card5 = [t for t in texts if t.startswith("Card 5")]  # 5 on an empty line says card 5
    assert len(card5) == 1 and card5[0].endswith(f"{view['hand'][4]}.")
    assert not any(t == fixed.session.narrator.query("actions", view)[0] for t in texts)
    played = [r["event"] for r in records if r["event"] and r["event"]["type"] == "play"]
    assert played[0]["seat"] == YOU and played[0]["card"] == "2"  # "play 2" was a move


@pytest.mark.parametrize("lang", LANGUAGES)
def test_words_that_begin_with_a_hotkey_can_be_typed(
    lang: str, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    """Typing "hand" or "status" runs that command: the h or s fires, the rest is not keys."""
    c = make_console(tmp_path, deck=FIXED_DECK, options=FIXED, lang=lang)
    t = c.session.t
    words = [t(f"command-{name}").split()[0] for name in ("hand", "status", "table", "rules")]
    records = keys_through_reader(c, monkeypatch, "".join(f"{w}\r" for w in words))
    assert not [r for r in records if r["channel"] == "error"]
    texts = [r["text"] for r in records]
    view = c.view()
    for name in ("hand", "status", "table"):
        assert c.session.narrator.query(name, view)[0] in texts
    rules = c.session.rules_text() if c.session.rules_text else c.session.narrator.rules_summary()
    assert rules[0] in texts
    # The "a" of "hand" or "tavolo" did not fire the actions key.
    assert c.session.narrator.query("actions", view)[0] not in texts


def test_keys_work_on_the_greek_keyboard_layout(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    """A Greek player keeps the Greek layout for typing moves: η (the h key's place) says the
    hand, while a Greek word that begins with a key's letter (τραπέζι, on the t key) is
    typed whole and answers as the word."""
    c = make_console(tmp_path, deck=FIXED_DECK, options=FIXED, lang="el")
    monkeypatch.setattr(reader_module, "WORD_SECONDS", -1.0)  # every pause is long
    table_word = c.session.t("command-table").split()[0]
    assert table_word[0] in reader_module.GREEK_KEYS
    records = keys_through_reader(c, monkeypatch, f"η{table_word}\r")
    assert not [r for r in records if r["channel"] == "error"]
    texts = [r["text"] for r in records]
    view = c.view()
    narrator = c.session.narrator
    assert texts == [*narrator.query("hand", view), *narrator.query("table", view)]


def test_greek_words_are_understood_without_accents(tmp_path: Path) -> None:
    """A Greek player may leave the accents out: κατασταση is κατάσταση (the status), and a
    quit confirmed with ναι typed as ΝΑΙ or answered οχι is understood."""
    c = make_console(tmp_path, deck=FIXED_DECK, options=FIXED, lang="el")
    view = c.view()
    status = c.session.narrator.query("status", view)
    assert [r["text"] for r in c.send("κατασταση")] == status
    assert [r["text"] for r in c.send("ΚΑΤΆΣΤΑΣΗ")] == status
    c.send("εξοδος")
    said = c.send("οχι")
    assert [r["text"] for r in said] == [c.session.t("console-cancelled")]
    assert not c.session.done


def test_a_slow_second_key_is_a_second_hotkey(
    fixed: Console, monkeypatch: pytest.MonkeyPatch
) -> None:
    """h, a pause, then a: the hand and then the legal actions, not the word "ha"."""
    monkeypatch.setattr(reader_module, "WORD_SECONDS", -1.0)  # every pause is long
    records = keys_through_reader(fixed, monkeypatch, "ha")
    texts = [r["text"] for r in records]
    view = fixed.view()
    assert fixed.session.narrator.query("hand", view)[0] in texts
    assert fixed.session.narrator.query("actions", view)[0] in texts


def test_typing_on_after_a_hotkey_stops_its_speech(monkeypatch: pytest.MonkeyPatch) -> None:
    """The key's answer is cut off once the player turns out to be typing a word."""
    monkeypatch.setenv("PROMPT_TOOLKIT_NO_CPR", "1")
    stops: list[int] = []
    pressed: list[str] = []
    with create_pipe_input() as pipe:
        reader = PromptReader(lambda: stops.append(1), input=pipe, output=DummyOutput())
        reader.set_hotkeys(pressed.append, "hftoswaru", ["hand", "status"])
        pipe.send_text("hand\r")
        assert reader.read() == "hand"
        assert pressed == ["h"] and stops == [1]
        pipe.send_text("sx\r")  # "sx" begins no word: s stays a key, x is typed
        assert reader.read() == "x"
        assert pressed == ["h", "s"] and stops == [1]


def test_italian_leaves_the_discard_letter_to_typing(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    """In Italian "s" starts "scarta", so on an empty line it is text, not the scores key."""
    c = make_console(tmp_path, deck=FIXED_DECK, options=FIXED, lang="it")
    assert "s" not in c.session.hotkeys() and "h" in c.session.hotkeys()
    records = keys_through_reader(c, monkeypatch, "s\r")
    assert all(r["channel"] == "error" for r in records)  # "s" typed: not a command
    scores = c.session.narrator.query("scores", c.view())[0]
    assert scores not in [r["text"] for r in records]


# -- 2. replies interrupt, game events queue -------------------------------------------------


def test_replies_interrupt_and_game_events_queue(fixed: Console) -> None:
    """A reply's first line interrupts, its other lines and every game or bot line queue."""
    rec = fixed.recorder
    start = fixed.records()
    # The intro answers the player's own "play"; the deal's events after it queue.
    assert [i for _, i in rec.spoken] == [True] + [False] * (len(start) - 1)
    assert all(not i for (_, i), r in zip(rec.spoken, start, strict=True) if r["event"])
    for command in ("h", "a", "?", "xyzzy"):
        del rec.spoken[:]
        records = fixed.send(command)
        assert [i for _, i in rec.spoken] == [True] + [False] * (len(records) - 1)
    del rec.spoken[:]
    records = fixed.send(fixed.view()["legal_actions"][0])
    assert {r["channel"] for r in records} == {"game"}
    assert any(r["event"]["seat"] != YOU for r in records if r["event"])  # the bot answered
    assert rec.spoken == [(r["text"], False) for r in records]


def test_escape_in_a_session_silences_the_speaker(
    fixed: Console, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Escape at the session's prompt silences the speech backend and eats no following key."""
    records = keys_through_reader(fixed, monkeypatch, "\x1bw")
    assert fixed.recorder.silenced == 1
    assert [r["text"] for r in records] == fixed.session.narrator.query("turn", fixed.view())


# -- 3. the speech log ---------------------------------------------------------------------


def test_speech_log_matches_what_was_printed(fixed: Console) -> None:
    """Every printed line is logged in order; seq counts from 1; channels and events valid."""
    fixed.send("h", "t", "xyzzy", "play 3", "r", ",", "?", "a", "concede", "maybe", "no")
    records = fixed.records()
    assert [r["seq"] for r in records] == list(range(1, len(records) + 1))
    times = [r["time"] for r in records]
    assert all(isinstance(x, float | int) and x >= 0 for x in times) and times == sorted(times)
    assert all(r["channel"] in CHANNELS and r["text"] for r in records)
    assert all(set(r) == {"seq", "time", "channel", "text", "event", "printed"} for r in records)
    assert [r["text"] for r in records if r["printed"]] == fixed.printed
    events = [r["event"] for r in records if r["event"] is not None]
    assert events and all(isinstance(e.get("type"), str) for e in events)
    assert {r["channel"] for r in records if r["event"]} == {"game"}


# -- 4. whole matches ----------------------------------------------------------------------


@pytest.mark.parametrize(
    ("options", "level", "seed"),
    [
        ({}, "easy", 5),
        (TOP_ONLY, "normal", 11),
        ({**TOP_ONLY, "announce_total": "no"}, "easy", 3),
    ],
)
def test_a_whole_match_is_narrated(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, options: dict[str, Any], level: str, seed: int
) -> None:
    """Every event you may see is logged with its data, totals, scores and winner, in order."""
    c = make_console(tmp_path, options=options, level=level, seed=seed, start=False)
    seen = list(c.state.start_events)
    apply = c.state.apply

    def recording(action: Any) -> list[Event]:
        events: list[Event] = apply(action)
        seen.extend(events)
        return events

    monkeypatch.setattr(c.state, "apply", recording)
    c.session.start()
    assert c.save_path.exists()  # saved as soon as the match is under way
    play_to_end(c, random.Random(seed))
    assert c.done() and c.state.is_over and not c.save_path.exists()

    records = c.records()
    logged = [r["event"] for r in records if r["event"] is not None]
    visible = [as_json(e) for e in seen if e.visible_to(YOU)]
    assert [e for e, _ in groupby(logged)] == visible  # all of them, nothing hidden, in order
    names = c.session.match.names
    for r in records:
        e = r["event"]
        if e is None:
            continue
        if e["type"] in ("play", "draw", "discard"):  # RULES.md §1.7 announcement template
            if "table_total" in e:
                assert f"Table {e['table_total']}." in r["text"]
            else:
                assert not re.search(r"\bTable \d", r["text"])
        if e["type"] == "deal_end":
            for seat, points in enumerate(e["scores"]):
                name = "you" if seat == YOU else names[seat].lower()
                assert f"{name} {points}" in r["text"].lower()
    end = [r for r in records if r["event"] and r["event"]["type"] == "match_end"]
    assert len(end) == 1 and end[0] is records[-1]
    winner, scores = end[0]["event"]["winner"], c.state.scores
    assert scores[winner] == max(scores) >= 6  # KH-12: first to 6
    assert (names[winner] in end[0]["text"]) if winner != YOU else end[0]["text"].startswith("You")


# -- 5. bad input changes nothing ----------------------------------------------------------


@pytest.mark.parametrize("command", ["xyzzy", "play 4", "knock", "discard", "play 9", "play"])
def test_bad_input_is_an_error_naming_the_legal_moves(fixed: Console, command: str) -> None:
    """Unknown or illegal commands get one error line listing every legal move; nothing changes."""
    before, saved = fixed.state.to_json(), fixed.save_path.read_bytes()
    legal = fixed.view()["legal_actions"]
    records = fixed.send(command)
    assert [r["channel"] for r in records] == ["error"]
    assert all(action in records[0]["text"] for action in legal)
    assert fixed.state.to_json() == before and fixed.save_path.read_bytes() == saved


def test_illegal_errors_say_why(fixed: Console) -> None:
    """The error names the missing card, both knock totals, or the missing 6 (KH-6, §1.4)."""
    view = fixed.view()
    assert "4" in fixed.reply_to("play 4")[0]
    knock = fixed.reply_to("knock")[0]
    assert str(view["player_total"]) in knock and str(view["table_total"]) in knock
    assert "6" in fixed.reply_to("discard")[0]


def test_hard_bot_at_the_table_does_not_depend_on_the_clock(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A seeded match against ``hard`` is the same whether its time limit is nil or endless,
    so a resumed or replayed match goes on exactly as it would have on any machine."""
    runs = []
    for cap in (0.0, 1e9):
        monkeypatch.setattr(KhmerHard, "time_cap", cap)
        (tmp_path / str(cap)).mkdir()
        c = make_console(tmp_path / str(cap), seed=11, level="hard")
        play_to_end(c, random.Random(4))
        runs.append([r["event"] for r in c.records() if r["event"]])
    assert len(runs[0]) > 20 and runs[0] == runs[1]


def test_not_your_turn_changes_nothing(tmp_path: Path) -> None:
    """A move typed while the bot is to move is refused on the error channel."""
    c = make_console(tmp_path, deck=FIXED_DECK, options={"first_player": 1}, start=False)
    before = c.state.to_json()
    records = c.send("play 1")
    assert [r["channel"] for r in records] == ["error"]
    assert records[0]["text"] == f"It is {c.session.match.names[1]}'s turn, not yours."
    assert c.state.to_json() == before and c.state.current_player == 1


def test_a_move_after_the_end_says_the_match_is_over(tmp_path: Path) -> None:
    """Once the match is over a move is refused with that reason, not "not your turn"."""
    c = make_console(tmp_path, deck=FIXED_DECK, options=FIXED)
    play_to_end(c, random.Random(5))
    assert c.state.is_over
    assert [(r["channel"], r["text"]) for r in c.send("draw")] == [("error", "The match is over.")]


# -- 6. confirmations and leaving ----------------------------------------------------------


def knock_position(c: Console) -> None:
    """Play on (plays before draws, never knocking) until knocking is legal for you."""
    while "knock" not in c.view()["legal_actions"]:
        legal = c.view()["legal_actions"]
        c.send(next((a for a in legal if a.startswith("play")), legal[0]))
        if c.asking() is not None:
            c.send("yes")
        assert not c.done()


def test_knock_asks_first(tmp_path: Path) -> None:
    """Knock asks with both totals; no cancels, garbage asks again, yes knocks."""
    c = make_console(tmp_path, seed=7)
    knock_position(c)
    view, before = c.view(), c.state.to_json()
    question = c.send("knock")
    assert [r["channel"] for r in question] == ["reply"] and not question[0]["event"]
    assert str(view["player_total"]) in question[0]["text"]
    assert str(view["table_total"]) in question[0]["text"]
    assert c.reply_to("no") and c.state.to_json() == before and c.asking() is None
    asked = c.send("knock")[0]["text"]
    again = c.send("perhaps")
    assert [r["channel"] for r in again] == ["error", "error"]
    assert again[1]["text"] == asked  # the question again, in full
    assert c.state.to_json() == before and c.asking() == "knock"
    # Questions about the game are answered and the knock still waits.
    assert c.reply_to("h") == c.session.narrator.query("hand", view)
    assert c.reply_to("table") == c.session.narrator.query("table", view)
    assert c.state.to_json() == before and c.asking() == "knock"
    events = [r["event"] for r in c.send("yes") if r["event"]]
    assert events[0] == {
        "type": "knock",
        "seat": YOU,
        "player_total": view["player_total"],
        "table_total": view["table_total"],
    }


def test_concede_asks_and_gives_one_point(fixed: Console) -> None:
    """Concede asks; no changes nothing; yes gives the opponent 1 point (KH-12)."""
    before, scores = fixed.state.to_json(), list(fixed.state.scores)
    assert [r["channel"] for r in fixed.send("concede")] == ["reply"]
    fixed.send("no")
    assert fixed.state.to_json() == before
    fixed.send("concede", "yes")
    assert fixed.state.scores == [scores[0], scores[1] + 1]


def test_quit_asks_and_keeps_the_save(fixed: Console) -> None:
    """Quit asks; no stays; yes leaves with a save that loads back to the same match."""
    fixed.send("play 1", "quit", "no")
    assert not fixed.done()
    fixed.send("quit", "yes")
    assert fixed.done() and fixed.save_path.exists()
    back = load_match(fixed.save_path)
    assert back.state.to_json() == fixed.state.to_json()
    assert (back.seats, back.names, back.decisions) == (
        fixed.session.match.seats,
        fixed.session.match.names,
        fixed.session.match.decisions,
    )


# -- 7. history ----------------------------------------------------------------------------


def test_repeat_and_walking_the_history(fixed: Console) -> None:
    """r says the whole last group (your move, the bot's answer, your turn); , . < > walk,
    and the first comma after r gives the message before what r said (issue 13 §7)."""
    group = [r["text"] for r in fixed.send("play 1")]
    assert len(group) >= 3
    everything = list(fixed.printed)
    replies = [fixed.send(key) for key in ("r", ",", ",", ".", "<", ">", ",")]
    assert all(len(rs) == 1 and rs[0]["printed"] is False for rs in replies)
    assert all(rs[0]["channel"] == "reply" for rs in replies)
    texts = [rs[0]["text"] for rs in replies]
    assert texts[0] == " ".join(group)
    before = -len(group) - 1  # the last line said before the group
    assert texts[1:] == [everything[i] for i in (before, before - 1, before, 0, -1, -2)]
    assert fixed.printed == everything  # read back, not printed again
    assert all(interrupt for _, interrupt in fixed.recorder.spoken[-len(replies) :])


def test_top_card_only_allows_repeat_only(tmp_path: Path) -> None:
    """RULES.md §1.7 top-card-only: r repeats the last action only (the bot's answer and
    what followed it, not your own move before it); , . < > are refused."""
    c = make_console(tmp_path, deck=FIXED_DECK, options={**FIXED, **TOP_ONLY})
    records = c.send("play 1")
    group = [r["text"] for r in records]
    last = next(i for i, r in enumerate(records) if r["event"] == records[-2]["event"])
    assert records[0]["event"] != records[last]["event"]  # two actions were heard
    assert c.send("r")[0]["text"] == " ".join(group[last:])
    for key in ",.<>":
        records = c.send(key)
        assert [r["channel"] for r in records] == ["error"]
        assert not any(line in records[0]["text"] for line in group)


# -- 8. queries cost no turn ---------------------------------------------------------------

QUERIES = [
    *QUERY_KEYS,
    "status",
    "hand",
    "table",
    "opponents",
    "scores",
    "turn",
    "actions",
    "drawn",
    "?",
    "u",
    "1",
    "9",
    "help",
]


@pytest.mark.parametrize("options", [{}, TOP_ONLY])
def test_queries_cost_no_turn(tmp_path: Path, options: dict[str, Any]) -> None:
    """Every question, between moves, leaves the state and the save as they were."""
    c = make_console(tmp_path, options=options)
    c.send(c.view()["legal_actions"][0])
    before, saved = c.state.to_json(), c.save_path.read_bytes()
    for query in QUERIES:
        records = c.send(query)
        assert records and all(r["channel"] in ("reply", "help", "error") for r in records)
        assert c.state.to_json() == before and c.save_path.read_bytes() == saved, query


def test_query_keys_answer_their_question(fixed: Console) -> None:
    """Each letter answers the question the help names (DESIGN.md §5 key map)."""
    view = fixed.view()
    for key, name in QUERY_KEYS.items():
        assert fixed.reply_to(key) == fixed.session.narrator.query(name, view)
    page = paginate(rules_lines("khmer", "en"))[0]
    assert fixed.reply_to("u")[:-1] == page  # the first page, then where the reader is


def test_top_card_only_table_never_lists_the_pile(tmp_path: Path) -> None:
    """With several cards down, the table query names only the top card (and the total)."""
    c = make_console(tmp_path, deck=FIXED_DECK, options={**FIXED, **TOP_ONLY})
    for move in ("play 1", "play 2", "play 3"):
        if move in c.view()["legal_actions"]:
            c.send(move)
    view = c.view()
    assert view["pile_size"] >= 3 and "pile" not in view
    for query in ("t", "table", "status", "o"):
        text = " ".join(c.reply_to(query))
        rest = text.replace(f"Table {view['table_total']}.", "")
        cards = re.findall(r"\b[1-6]\b", rest)
        assert query != "t" or cards == [view["top_card"]], text
        assert "bottom" not in text.lower()


# -- the interactive loop ------------------------------------------------------------------


def test_run_session_reads_until_the_input_ends(
    fixed: Console, monkeypatch: pytest.MonkeyPatch
) -> None:
    """run_session with a PromptReader plays typed moves and stops at end of input, saved."""
    monkeypatch.setenv("PROMPT_TOOLKIT_NO_CPR", "1")
    before = len(fixed.records())
    with create_pipe_input() as pipe:
        reader = PromptReader(fixed.session.speaker.silence, input=pipe, output=DummyOutput())
        pipe.send_text("play 1\rh\r")
        pipe.close()
        session = run_session(
            fixed.session.match,
            fixed.save_path,
            fixed.session.t,
            fixed.session.speaker,
            reader,
            Settings(),
        )
    assert not session.done and fixed.save_path.exists()
    records = fixed.records()[before:]
    assert any(r["event"] and r["event"]["type"] == "play" for r in records)


def test_yes_and_no_come_before_any_key_while_a_question_waits(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Even were n a query key, n answers a pending question: the knock is cancelled.
    (And n is never a key at all while no begins with it.)"""
    monkeypatch.setitem(session_module.HOTKEYS, "n", "hand")
    c = make_console(tmp_path, seed=7)
    knock_position(c)
    assert "n" not in c.session.hotkeys() and c.session._console_command("n") is None
    before = c.state.to_json()
    c.send("knock")
    assert c.reply_to("n") == ["Cancelled."]
    assert c.asking() is None and c.state.to_json() == before
