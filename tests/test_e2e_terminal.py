"""End to end: the real program in a real terminal (tmux), and across a killed process.

Keys go in through ``tmux send-keys`` exactly as a player types them; everything is judged
from the speech log, the screen, and the engine's own replay of the same seed and the same
human moves (bots are seeded from the match seed and the move count, so the replay is exact).
Every wait polls the speech log or the screen with a deadline: no fixed sleeps.
"""

from __future__ import annotations

import json
import os
import re
import shlex
import shutil
import signal
import subprocess
import sys
import time
import uuid
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any, ClassVar

import pytest

from access_cards import bots, games
from access_cards.console.reader import WORD_SECONDS
from access_cards.narration import Translator
from access_cards.narration.speakable import spoken_name
from access_cards.simulate import derive_seed

pytestmark = pytest.mark.e2e

Record = dict[str, Any]
TIMEOUT = 20.0  # for any one wait; the program answers in milliseconds on a quiet machine
SEED = 11  # you win 6-4 in 5 deals, having typed play, draw, discard and knock
KILL_SEED = 5  # Anna wins 6-4 in 5 deals
NAMES = ("you", "Anna")
MOVES = ("play", "draw", "discard")


def program() -> list[str]:
    """The installed ``access-cards`` beside this Python, else ``python -m access_cards``."""
    exe = Path(sys.executable).with_name("access-cards")
    return [str(exe)] if exe.exists() else [sys.executable, "-m", "access_cards"]


def env_vars(home: Path) -> dict[str, str]:
    """A private home for settings and saves, English, and no cursor-position requests."""
    english = {"LC_ALL": "C.UTF-8", "LANG": "C.UTF-8"}
    # BRLAPI_HOST: a BrlAPI server nobody runs, so a BRLTTY of this machine is never used.
    return {"ACCESS_CARDS_HOME": str(home), **english, "PROMPT_TOOLKIT_NO_CPR": "1",
            "BRLAPI_HOST": ":99999"}  # fmt: skip


def wait_until(what: str, check: Callable[[], Any], detail: Callable[[], str] = str) -> Any:
    """Poll ``check`` until it returns something truthy; fail after TIMEOUT, saying ``what``."""
    deadline = time.monotonic() + TIMEOUT
    while True:
        found = check()
        if found:
            return found
        if time.monotonic() > deadline:
            raise AssertionError(f"timed out waiting for {what}\n{detail()}")
        time.sleep(0.01)


# -- the engine's account ----------------------------------------------------------------


def choose(legal: list[str], done: set[str]) -> str:
    """The test player: knock when allowed; the first discard and the first draw of the match
    when they come (so every move is typed); else the highest card, else draw or discard."""
    if "knock" in legal:
        return "knock"
    for probe in ("discard", "draw"):
        if probe in legal and probe not in done:
            return probe
    plays = [a for a in legal if a.startswith("play ")]
    if plays:
        return max(plays, key=lambda a: int(a.split()[1]))
    return next((a for a in ("draw", "discard") if a in legal), legal[0])


@dataclass
class Snapshot:
    """The match after one action as a save holds it, the human moves and events heard so far."""

    state: dict[str, Any]
    decisions: int
    memory: dict[str, Any]
    humans: int
    heard: int


class Replay:
    """The engine's own account of a match: same seed, same human moves (seat 0), same
    seeded bots (seats 1 on, ``levels``); each game's terminal tests name their game."""

    game = "khmer"
    levels: tuple[str, ...] = ("normal",)
    options: ClassVar[dict[str, str]] = {}

    def __init__(
        self,
        seed: int,
        options: dict[str, str] | None = None,
        levels: tuple[str, ...] | None = None,
    ) -> None:
        levels = levels or self.levels
        options = dict(options or self.options)
        self.state = games.find(self.game).new_state(len(levels) + 1, seed=seed, options=options)
        self.bots = {
            seat: bots.create(self.game, level, seat=seat, deterministic=True)
            for seat, level in enumerate(levels, start=1)
        }
        self.decisions = self.humans = 0
        self.heard: list[Record] = []
        self.snapshots: list[Snapshot] = []
        self._hear(self.state.start_events)
        self._snap()
        self._bots()

    def _hear(self, events: Any) -> None:
        for event in events:
            for bot in self.bots.values():
                if event.visible_to(bot.seat):
                    bot.observe(event)
            if event.visible_to(0):
                self.heard.append(json.loads(json.dumps(event.to_dict())))

    def _snap(self) -> None:
        state = json.loads(self.state.to_json())
        memory = json.loads(json.dumps({str(s): b.memory() for s, b in self.bots.items()}))
        self.snapshots.append(Snapshot(state, self.decisions, memory, self.humans, len(self.heard)))

    def _bots(self) -> None:
        # As the console's _run_bots: each bot is seeded by the match seed and the move count.
        while not self.state.is_over and self.state.current_player in self.bots:
            seat = self.state.current_player
            assert seat is not None
            bot = self.bots[seat]
            bot.rng.seed(derive_seed(self.state.seed, self.decisions))
            self.decisions += 1
            self._hear(self.state.apply(bot.choose(self.state.view(seat))))
            self._snap()

    def legal(self) -> list[str]:
        return [str(a) for a in self.state.legal_actions()]

    def view(self) -> dict[str, Any]:
        return dict(self.state.view(0))

    def move(self, action: str) -> list[Record]:
        """Apply the human's move and the bots' answers; return the events seat 0 heard."""
        start = len(self.heard)
        self._hear(self.state.apply(action))
        self.humans += 1
        self._snap()
        self._bots()
        return self.heard[start:]


def planned(seed: int, options: dict[str, str] | None = None) -> tuple[Replay, list[str]]:
    """A whole match played by ``choose`` in the engine, and the human's moves."""
    replay, moves = Replay(seed, options), list[str]()
    while not replay.state.is_over:
        moves.append(choose(replay.legal(), {m.split()[0] for m in moves}))
        replay.move(moves[-1])
    return replay, moves


def typed(moves: list[str]) -> list[str]:
    """The lines a player types for these moves: each knock is confirmed with yes."""
    return [line for m in moves for line in ([m, "yes"] if m == "knock" else [m])]


def heard_events(records: list[Record]) -> list[Record]:
    """One entry per engine event in the log (an event may be spoken in several lines)."""
    events: list[Record] = []
    for r in records:
        if r["event"] is not None and (not events or events[-1] != r["event"]):
            events.append(r["event"])
    return events


def spoken_events(records: list[Record]) -> list[tuple[Record, list[str]]]:
    """Each run of log lines that tell one event, with that event."""
    runs: list[tuple[Record, list[str]]] = []
    for r in records:
        if r["event"] is None:
            continue
        if runs and runs[-1][0] == r["event"] and runs[-1][1][-1] != r["text"]:
            runs[-1][1].append(r["text"])
        else:
            runs.append((r["event"], [r["text"]]))
    return runs


def check_spoken(records: list[Record], heard: list[Record], narrator: Any) -> list[str]:
    """Every event seat 0 received (``heard``, the engine's replay) was spoken, in order, on
    "game", as the narrator says it, with no error. Returns the event types."""
    from access_cards.engine.events import Event

    assert not [r for r in records if r["channel"] == "error"]
    assert heard_events(records) == heard
    assert all(r["channel"] == "game" for r in records if r["event"] is not None)
    for event, lines in spoken_events(records):
        fields = {k: v for k, v in event.items() if k != "type"}
        assert lines == narrator.describe(Event(event["type"], **fields)), event
    return [e["type"] for e in heard_events(records)]


def only_save(home: Path, game: str) -> Path:
    """The one save of ``game`` the program keeps in the test's home."""
    (save,) = (home / "data" / "saves").glob(f"{game}-*.json")
    return save


def legal_now(home: Path, game: str) -> list[str]:
    """The player's legal moves now, from the save (written before anything is said)."""
    from access_cards.console.saves import load_match

    state = load_match(only_save(home, game)).state
    assert state.current_player == 0, "the prompt waits while it is not the player's turn"
    return [str(a) for a in state.legal_actions()]


# -- the speech log and the terminal -----------------------------------------------------


class SpeechLog:
    """The program's JSON Lines speech log, read as it grows."""

    def __init__(self, path: Path) -> None:
        self.path, self.records, self._offset = path, list[Record](), 0

    def poll(self) -> list[Record]:
        if self.path.exists():
            with open(self.path, "rb") as f:
                f.seek(self._offset)
                data = f.read()
            end = data.rfind(b"\n") + 1  # a line being written waits for the next poll
            self.records += [json.loads(raw) for raw in data[:end].splitlines()]
            self._offset += end
        return self.records

    def tail(self) -> str:
        return "\n".join(f"{r['channel']}: {r['text']}" for r in self.records[-8:])


class Terminal:
    """One program in a 120x50 tmux pane, on a private tmux server."""

    def __init__(self, name: str, rc_file: Path) -> None:
        self.name, self.rc_file, self.socket = name, rc_file, ""

    def tmux(self, *args: str) -> str:
        cmd = ["tmux", "-L", self.name, "-f", "/dev/null", *args]
        return subprocess.run(cmd, check=True, capture_output=True, text=True).stdout

    def start(self, argv: list[str], env: dict[str, str]) -> None:
        run = shlex.join(["env", *(f"{k}={v}" for k, v in env.items()), *argv])
        command = f"{run}; echo $? > {shlex.quote(str(self.rc_file))}"
        self.tmux("start-server", ";", "set-option", "-g", "history-limit", "100000", ";",
                  "set-option", "-g", "remain-on-exit", "on", ";",
                  "set-option", "-g", "default-shell", "/bin/sh", ";",
                  "new-session", "-d", "-s", "e2e", "-x", "120", "-y", "50", command)  # fmt: skip
        self.socket = self.tmux("display-message", "-p", "-t", "e2e", "#{socket_path}").strip()

    def send(self, text: str, enter: bool) -> None:
        self.tmux("send-keys", "-t", "e2e", "-l", text)
        if enter:
            self.tmux("send-keys", "-t", "e2e", "Enter")

    def screen(self) -> list[str]:
        """Every line the pane has shown, wrapped lines joined, trailing blanks dropped; a
        prompt line (the prompt is a reversed blank cell, no symbol) begins with ">" here."""
        out = self.tmux("capture-pane", "-p", "-e", "-J", "-S", "-", "-t", "e2e")
        lines = [SGR.sub("", prompt_shown(line)).rstrip() for line in out.splitlines()]
        while lines and not lines[-1]:
            lines.pop()
        return lines

    def dead(self) -> bool:
        """Whether the program has ended. Its exit code is written by the shell that ran it,
        not taken from tmux: tmux 3.3a now and then leaves it a zombie with no status."""
        return self.rc_file.is_file() and self.rc_file.read_text().endswith("\n")

    def close(self) -> None:
        subprocess.run(["tmux", "-L", self.name, "kill-server"], capture_output=True)
        if self.socket:
            Path(self.socket).unlink(missing_ok=True)


# The reversed cell that begins the prompt, as ``capture-pane -e`` shows it, and the colour
# and attribute changes (SGR) around the rest.
PROMPT_MARK = "\x1b[7m "
SGR = re.compile(r"\x1b\[[0-9;]*m")


def prompt_shown(line: str) -> str:
    """A captured line with the prompt's reversed cell written as ">"."""
    return ">" + line[len(PROMPT_MARK) :] if line.startswith(PROMPT_MARK) else line


def spoken_part(screen: list[str]) -> list[str]:
    """The screen without prompt lines (the prompt and what was typed), blanks and tmux's own."""
    return [s for s in screen if s and not s.startswith(">") and not s.startswith("Pane is dead")]


class Console:
    """A player at the terminal: keys in, and what the program said once it is idle again."""

    def __init__(self, term: Terminal, log: SpeechLog) -> None:
        self.term, self.log = term, log
        self.last_key = 0.0

    def settle(self, before: int) -> list[Record]:
        """Wait until the log has grown past ``before`` and the program is idle again (a bare
        prompt last, or exited) with every logged line on screen; return the new records.
        In text mode every utterance is printed, so the screen must equal the log (check d)."""
        wait_until("an answer", lambda: len(self.log.poll()) > before, self.log.tail)
        state: dict[str, list[str]] = {}

        def idle() -> bool:
            screen = state["screen"] = self.term.screen()
            if len(spoken_part(screen)) != len(self.log.poll()):
                return False
            return (bool(screen) and screen[-1] == ">") or self.term.dead()

        wait_until("the prompt", idle, lambda: "\n".join(state.get("screen", [])[-12:]))
        texts = [r["text"] for r in self.log.records]
        assert spoken_part(state["screen"]) == texts, "the screen and the speech log differ"
        return self.log.records[before:]

    def press(self, key: str, enter: bool = False) -> list[Record]:
        """A one-key command on an empty line (or a line typed and Enter)."""
        # A player listens before the next key or line; sooner, a letter after a key letter
        # that could continue a word ("f" then "o": "forward"; German "a" then "bid":
        # "abbrechen") is taken as typing.  With a margin: tmux may hand the earlier key to
        # the program later than we sent it.
        pause = WORD_SECONDS + 0.3
        time.sleep(max(0.0, self.last_key + pause - time.monotonic()))
        before = len(self.log.poll())
        self.term.send(key, enter)
        self.last_key = time.monotonic() if len(key) == 1 and not enter else 0.0
        return self.settle(before)

    def type(self, line: str) -> list[Record]:
        return self.press(line, enter=True)


@pytest.fixture
def terminal(tmp_path: Path) -> Iterator[Terminal]:
    """A private tmux server, killed afterwards whatever happens."""
    if shutil.which("tmux") is None:
        pytest.skip("tmux is not installed: the real-terminal tests need it")
    term = Terminal(f"access-cards-e2e-{os.getpid()}-{uuid.uuid4().hex[:8]}", tmp_path / "rc")
    try:
        yield term
    finally:
        term.close()


def launch(term: Terminal, tmp_path: Path, args: list[str], lang: str = "en") -> Console:
    """Start ``access-cards ARGS --lang LANG --speech text --speech-log LOG`` in the pane."""
    log = tmp_path / "speech.jsonl"
    argv = [*program(), *args, "--lang", lang, "--speech", "text", "--speech-log", str(log)]
    term.start(argv, env_vars(tmp_path / "home"))
    con = Console(term, SpeechLog(log))
    con.settle(0)
    return con


def at_the_end(con: Console) -> bool:
    """Whether ``play`` has said the match is over and waits for Enter before it ends."""
    records = con.log.poll()
    last_event = max((i for i, r in enumerate(records) if r["event"]), default=-1)
    after = records[last_event + 1 :]
    return any(r["channel"] == "menu" for r in after) and not con.term.dead()


def close_at_the_end(con: Console) -> None:
    """The match is over: ``play`` waits for Enter (the shell's prompt, read at once, would
    leave no time to hear the result again), and Enter ends it with 0."""
    wait_until("the pause after the match", lambda: at_the_end(con), con.log.tail)
    time.sleep(max(0.0, con.last_key + WORD_SECONDS + 0.3 - time.monotonic()))
    con.term.send("", True)
    wait_until("the program to end", con.term.dead, lambda: "\n".join(con.term.screen()))
    assert con.term.rc_file.read_text() == "0\n"


def every_page(con: Console, key: str, t: Translator) -> list[str]:
    """The answer to ``key``, Enter pressed after each page but the last (an answer longer
    than a listener holds comes a page at a time), less the lines that say the page."""
    from tests.test_console_reading import page_line

    said = [r["text"] for r in con.press(key)]
    while (end := page_line(t, said[-1])) is not None and not end[2]:
        said += [r["text"] for r in con.type("")]
    return [x for x in said if page_line(t, x) is None]


# -- driving a match at the terminal -------------------------------------------------------


def legal_said(con: Console) -> list[str]:
    """Press ``a`` and read the moves offered as commands ("Draw the 5, then …" → "draw")."""
    records = con.press("a")
    header = Translator("en")("actions-header")
    assert records[0]["text"] == header and {r["channel"] for r in records} == {"reply"}
    labels = [r["text"].split(",")[0].lower() for r in records[1:]]
    return [x if x.startswith("play ") else x.split()[0] for x in labels]


def tour(con: Console, replay: Replay) -> None:
    """Every query hotkey once, each answered from what seat 0 may know, changing nothing."""
    view = replay.state.view(0)
    answers = {key: con.press(key) for key in "htswfo"}
    assert all(len(a) == 1 and a[0]["channel"] == "reply" for a in answers.values())
    said = {key: a[0]["text"] for key, a in answers.items()}
    assert said["h"].startswith("You hold") and f"Total {view['hand_total']}." in said["h"]
    table = f"Total {view['table_total']}." if view["pile_size"] else "The table is empty."
    assert table in said["t"]
    assert said["s"].startswith("Score. You 0, Anna 0.")
    assert said["w"] == "Your turn."
    assert said["f"] == "You have drawn nothing."
    assert said["o"].startswith(f"Anna has {view['hand_sizes'][1]} cards in hand")
    # r repeats the last answer, comma and period walk the history (the first comma after
    # r gives the message before the one repeated), a digit says a card.
    card = f"Card 1, {view['hand'][0]}."
    for key, want in [("r", said["o"]), (",", said["f"]), (",", said["w"]), (".", said["f"])]:
        assert [r["text"] for r in con.press(key)] == [want], key
    assert [r["text"] for r in con.press("1")] == [card]
    # b: no braille display here (BRLAPI_HOST names none), so one sentence and no cells.
    assert [r["text"] for r in con.press("b")] == ["No braille display is connected."]
    help_lines = con.press("?")
    assert help_lines[0]["text"].startswith("Keys") and help_lines[-1]["channel"] == "help"
    # Words that begin with a key letter, typed at typing speed, are still words: the first
    # letter answers as its key, then the word itself answers; no other key fires.
    status = f"You have {view['hand_total']}. Table {view['table_total']}. Your turn."
    for word, first, answer in [("hand", "h", said["h"]), ("status", "s", status)]:
        records = con.type(word)
        texts = [r["text"] for r in records]
        assert {r["channel"] for r in records} == {"reply"}, texts
        assert texts == [said[first], answer], texts


def bad_commands(con: Console, replay: Replay) -> None:
    """Unknown words, impossible cards and illegal moves: each gets one spoken error saying
    what is legal, and the hand, table, scores and turn read the same afterwards."""
    before = [con.press(key)[0]["text"] for key in "htsw"]
    legal = replay.legal()
    missing = next(v for v in range(1, 6) if f"play {v}" not in legal)
    bad = ["jump", "play 9", f"play {missing}", "yes"]
    bad += [m for m in ("knock", "draw", "discard") if m not in legal]
    assert "knock" in bad, "the first turn should offer an illegal knock"
    for text in bad:
        records = con.type(text)
        assert [(r["channel"], r["event"]) for r in records] == [("error", None)], text
        assert "You may now " in records[0]["text"], records[0]["text"]
    assert [con.press(key)[0]["text"] for key in "htsw"] == before


def play_to_end(con: Console, replay: Replay, cancel_first_knock: bool = False) -> list[str]:
    """Play by ``choose`` from what the program offers until the match ends; every move's
    events must be those the engine replay produces. Returns the moves typed."""
    moves: list[str] = []
    while not replay.state.is_over:
        assert replay.state.current_player == 0
        legal = legal_said(con)
        assert legal == replay.legal()
        action = choose(legal, {m.split()[0] for m in moves})
        if action == "knock" and cancel_first_knock and "knock" not in moves:
            assert con.type("knock")[-1]["text"].startswith("Knock with")
            assert con.type("play 3")[-1]["channel"] == "error"  # answer yes or no
            assert [r["text"] for r in con.type("no")] == ["Cancelled."]
        records = con.type(action)
        if action == "knock":
            assert records[-1]["text"].startswith("Knock with") and not heard_events(records)
            records = con.type("yes")
        moves.append(action)
        assert heard_events(records) == replay.move(action), action
        if not replay.state.is_over:  # the prompt says both totals
            v = replay.state.view(0)
            turn = f"Your turn. You have {v['player_total']}. Table {v['table_total']}."
            assert records[-1]["text"] == turn
    return moves


def check_heard(records: list[Record], replay: Replay) -> None:
    """Every event seat 0 received in the engine replay was spoken, in order, on "game", and
    every table total, showdown, deal score and match winner is in what was said."""
    assert heard_events(records) == replay.heard
    assert all(r["channel"] == "game" for r in records if r["event"] is not None)
    said = [r for r in records if r["event"] is not None]
    # The last line spoken for each event carries its totals.
    last = [r for r, nxt in zip(said, [*said[1:], None], strict=True)
            if nxt is None or nxt["event"] != r["event"]]  # fmt: skip
    for r in last:
        e, text = r["event"], r["text"]
        if e["type"] in MOVES:
            assert re.search(rf"\bTable {e['table_total']}\.", text), text
        elif e["type"] == "knock":
            assert f"{e['player_total']} against a table of {e['table_total']}" in text, text
        elif e["type"] == "showdown":
            assert f"Table {e['table_total']}." in text, text
            for seat, total in enumerate(e["totals"]):
                assert re.search(rf"\b{NAMES[seat]} {total}\b", text, re.IGNORECASE), text
        elif e["type"] == "deal_end":
            assert "Score. You {}, Anna {}.".format(*e["scores"]) in text, text
        elif e["type"] == "match_end":
            winner = "You win" if e["winner"] == 0 else "Anna wins"
            assert text.startswith(f"{winner} the match.") and "Final score" in text, text


# -- the terminal tests ----------------------------------------------------------------------


def test_seeded_match_in_a_real_terminal(terminal: Terminal, tmp_path: Path) -> None:
    """A whole seeded match typed at a real terminal: hotkeys answer, bad commands are spoken
    errors that change nothing, every event and total is heard, the screen shows nothing that
    was not spoken, and the program exits 0 when the match ends."""
    args = ["play", "khmer", "--seed", str(SEED), "--seats", "you,bot:normal"]
    con = launch(terminal, tmp_path, args)
    replay = Replay(SEED)
    tour(con, replay)
    bad_commands(con, replay)
    moves = play_to_end(con, replay, cancel_first_knock=True)
    assert {m.split()[0] for m in moves} == {"play", "draw", "discard", "knock"}
    assert replay.state.scores == [6, 4]
    check_heard(con.log.poll(), replay)
    assert spoken_part(terminal.screen()) == [r["text"] for r in con.log.records]
    assert not list((tmp_path / "home" / "data" / "saves").glob("*.json"))  # nothing to resume
    # Issue 25, point 8: the result stands alone until Enter; r and s still answer.
    assert con.log.records[-1]["text"] == "Press Enter to close the game."
    result = next(r["text"] for r in reversed(con.log.records) if r["event"])
    assert [r["text"] for r in con.press("r")][-1].endswith(result)
    assert con.press("s")[0]["text"].startswith("Score. You 6, Anna 4.")
    close_at_the_end(con)


def test_match_from_the_main_menu(terminal: Terminal, tmp_path: Path) -> None:
    """Bare ``access-cards``: the numbered menu starts a match (seed read from its save), the
    match is played to the end as the engine says, and Quit from the menu exits 0."""
    con = launch(terminal, tmp_path, [])

    def pick(records: list[Record], label: str) -> None:
        item = next(r["text"] for r in records if r["text"].split(". ", 1)[-1].startswith(label))
        con.type(item.split(".")[0])

    pick(con.log.records, "Play against the computer")
    pick(con.log.records[-7:], "Khmer")
    pick(con.log.records[-5:], "Normal")
    pick(con.log.records[-4:], "The whole table")
    saves = list((tmp_path / "home" / "data" / "saves").glob("khmer-*.json"))
    assert len(saves) == 1
    saved = json.loads(saves[0].read_text(encoding="utf-8"))
    assert saved["seats"] == ["you", "bot:normal"]
    replay = Replay(saved["state"]["rng"]["seed"], {"pile_visibility": "full"})
    play_to_end(con, replay)
    records = con.log.records
    check_heard(records, replay)
    # The result stands alone: the menu waits for Enter, and r meanwhile repeats the result.
    assert records[-1]["text"] == "Press Enter for the main menu."
    result = next(r["text"] for r in reversed(records) if r["event"])
    assert con.press("r")[-1]["text"].endswith(result)
    records = con.type("")
    assert records[0]["text"] == "Main menu."
    assert records[-1]["text"] == "Type a number and press Enter."  # back at the menu
    pick(records[-8:], "Quit")
    assert con.log.records[-1]["text"] == "Goodbye."
    assert terminal.rc_file.read_text() == "0\n"


def program_pid(term: Terminal) -> int:
    """The program's process: the child of the shell that runs it in the pane."""
    shell = term.tmux("display-message", "-p", "-t", "e2e", "#{pane_pid}").strip()
    found = subprocess.run(["pgrep", "-P", shell], capture_output=True, text=True).stdout.split()
    assert len(found) == 1, found
    return int(found[0])


@pytest.mark.parametrize("how", ["control c", "sigterm"])
def test_stopping_a_match_says_it_is_saved(terminal: Terminal, tmp_path: Path, how: str) -> None:
    """Control C at the prompt, or a shutdown's SIGTERM: one sentence, heard and on screen,
    that the match is saved and how to resume it (no path), then exit 1 with the save kept."""
    args = ["play", "khmer", "--seed", str(SEED), "--seats", "you,bot:normal"]
    con = launch(terminal, tmp_path, args)
    before = len(con.log.poll())
    if how == "control c":
        terminal.tmux("send-keys", "-t", "e2e", "C-c")
    else:
        os.kill(program_pid(terminal), signal.SIGTERM)
    wait_until("the program to end", terminal.dead, lambda: "\n".join(terminal.screen()))
    words = "Stopped. The match is saved. Resume it from the main menu."
    assert [r["text"] for r in con.log.poll()[before:]] == [words]
    assert spoken_part(terminal.screen())[-1] == words
    assert terminal.rc_file.read_text() == "1\n"
    assert len(list((tmp_path / "home" / "data" / "saves").glob("khmer-*.json"))) == 1


# -- killed and resumed ------------------------------------------------------------------------


def plain(home: Path, args: list[str], lines: list[str]) -> subprocess.CompletedProcess[str]:
    """``access-cards ARGS`` in plain mode, fed ``lines`` on standard input."""
    feed = "".join(f"{line}\n" for line in lines)
    return subprocess.run(plain_argv(args), input=feed, env=plain_env(home),
                          capture_output=True, text=True, timeout=120)  # fmt: skip


def plain_argv(args: list[str]) -> list[str]:
    return [*program(), *args, "--lang", "en", "--speech", "text"]


def plain_env(home: Path) -> dict[str, str]:
    return {**os.environ, **env_vars(home)}


def new_args(seed: int, log: Path) -> list[str]:
    return [
        "play",
        "khmer",
        "--seed",
        f"{seed}",
        "--seats",
        "you,bot:normal",
        "--speech-log",
        f"{log}",
    ]


def is_move(r: Record, seat: int) -> bool:
    """Whether ``r`` says a move (or knock) by ``seat``."""
    e = r["event"]
    return bool(e) and e["type"] in (*MOVES, "knock") and e["seat"] == seat


def kill_points(moves: list[str], control: list[Record]) -> list[tuple[str, list[str], int]]:
    """(name, lines typed, kill once the log has this many lines): at rest, racing the saves
    after a bot move and at a new deal, with a question open, and anywhere in a busy stream.
    A killed run says what the control run said, line for line, up to the kill."""

    def at(said: Callable[[Record], bool], nth: int) -> int:
        return [i for i, r in enumerate(control) if said(r)][nth - 1] + 1

    def upto(n: int) -> list[str]:  # the moves typed before the log reached n lines
        return typed(moves[: sum(is_move(r, 0) for r in control[:n])])

    rest = at(lambda r: r["text"].startswith("Your turn."), 3)
    bot = at(lambda r: is_move(r, 1) and r["event"]["type"] != "knock", 3)
    deal = at(lambda r: bool(r["event"]) and r["event"]["type"] == "deal_end", 1)
    asked = at(lambda r: r["text"].startswith("Knock with"), 2)
    return [
        ("waiting for input", upto(rest), rest),
        ("right after a bot move", upto(bot), bot),
        ("right after a deal ended", upto(deal), deal),
        ("a knock awaiting yes", [*upto(asked), "knock"], asked),
        ("mid-stream, input all sent", typed(moves), len(control) // 2),
    ]


def kill_at(home: Path, log: Path, lines: list[str], when: int) -> list[Record]:
    """Start a match, type ``lines``, SIGKILL it once the log has ``when`` lines; return the log."""
    proc = subprocess.Popen(plain_argv(new_args(KILL_SEED, log)), stdin=subprocess.PIPE,
                            stdout=subprocess.DEVNULL, env=plain_env(home), text=True)  # fmt: skip
    spoken = SpeechLog(log)
    try:
        assert proc.stdin is not None
        proc.stdin.write("".join(f"{line}\n" for line in lines))
        proc.stdin.flush()
        wait_until(f"{when} lines", lambda: len(spoken.poll()) >= when, spoken.tail)
        proc.send_signal(signal.SIGKILL)
    finally:
        proc.kill()
        proc.communicate(timeout=TIMEOUT)
    assert proc.returncode == -signal.SIGKILL, "the match ended before the kill"
    return spoken.poll()


def the_save(home: Path, replay: Replay) -> tuple[Path, Snapshot]:
    """The one save left, complete JSON (only ``.tmp`` leftovers beside it), and the point of
    the match it holds: a state, bot decision count and bot memory of the engine replay."""
    entries = list((home / "data" / "saves").iterdir())
    saves = [p for p in entries if p.suffix == ".json" and not p.name.startswith(".")]
    assert len(saves) == 1 and all(p in saves or p.name.endswith(".tmp") for p in entries)
    saved = json.loads(saves[0].read_text(encoding="utf-8"))
    snap = next((s for s in replay.snapshots if s.state == saved["state"]), None)
    assert snap is not None, "the save holds no state the match went through"
    assert (saved["decisions"], saved["bot_memory"]) == (snap.decisions, snap.memory)
    return saves[0], snap


def test_killed_match_resumes_exactly(tmp_path: Path) -> None:
    """SIGKILL at five points of a match leaves one complete save; ``--resume`` then goes on
    with exactly the events an uninterrupted control run with the same moves produced."""
    replay, moves = planned(KILL_SEED)
    control_log = tmp_path / "control.jsonl"
    done = plain(tmp_path / "control", new_args(KILL_SEED, control_log), typed(moves))
    assert done.returncode == 0, done.stderr
    control_records = SpeechLog(control_log).poll()
    control = heard_events(control_records)
    assert control == replay.heard
    for n, (name, lines, when) in enumerate(kill_points(moves, control_records)):
        home, resumed_log = tmp_path / f"kill{n}", tmp_path / f"resumed{n}.jsonl"
        said = kill_at(home, tmp_path / f"kill{n}.jsonl", lines, when)
        lines_of = [(r["channel"], r["text"], r["event"]) for r in control_records + said]
        assert lines_of[len(control_records) :] == lines_of[: len(said)], name
        save, snap = the_save(home, replay)
        heard = len(heard_events(said))
        # Saved before it is said: everything heard is in the save (it may be ahead).
        assert heard <= snap.heard, f"{name}: something said was not saved"
        if name == "waiting for input":  # at rest, all that was said is saved
            assert snap.heard == heard
        args = ["play", "khmer", "--resume", str(save), "--speech-log", str(resumed_log)]
        again = plain(home, args, typed(moves[snap.humans :]))
        assert again.returncode == 0 and not again.stderr, (name, again.stderr)
        records = SpeechLog(resumed_log).poll()
        assert records[0]["text"].startswith("Match resumed"), name
        assert heard_events(records) == control[snap.heard :], name
        assert records[-1]["event"]["type"] == "match_end", name
        assert not save.exists(), f"{name}: a finished match left its save"


@pytest.mark.parametrize("damage", ["truncated", "not a match"])
def test_damaged_save_is_refused_and_kept(tmp_path: Path, damage: str) -> None:
    """``--resume`` of a damaged save of our own: one clear line on stderr (no traceback), a
    nonzero exit, and the damaged bytes kept aside in a ``.damaged-`` file."""
    home = tmp_path / "home"
    _, moves = planned(KILL_SEED)
    started = plain(home, new_args(KILL_SEED, tmp_path / "log.jsonl"), typed(moves[:2]))
    assert started.returncode == 0, started.stderr  # end of input leaves the match saved
    (save,) = (home / "data" / "saves").glob("*.json")
    good = save.read_bytes()
    bad = good[: len(good) // 2] if damage == "truncated" else json.dumps(
        {**json.loads(good), "state": {"format": "access_cards.save"}}).encode()  # fmt: skip
    save.write_bytes(bad)
    result = plain(home, ["play", "khmer", "--resume", str(save)], ["draw"])
    assert result.returncode != 0 and "Traceback" not in result.stderr
    lines = result.stderr.strip().splitlines()
    # File names are said without their hyphens (spoken_name), never as "dash".
    said = f"The saved match {spoken_name(save)} is damaged"
    assert len(lines) == 1 and lines[0].startswith(said), lines
    assert not save.exists()
    (aside,) = save.parent.glob(f"{save.name}.damaged-*")
    assert aside.read_bytes() == bad and spoken_name(aside) in lines[0]
