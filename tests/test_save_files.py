"""Saves never harm a file that is not the program's, and are never reported wrongly.

``--resume`` of a foreign file leaves it as it was; a pipe or a folder is refused
at once; two programs never share or take over a save; a save that could not be
written is never called saved; a stopping signal says whether the match is saved.
Everything here lives in the test's own temporary folders.
"""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import tempfile
import threading
import time
from functools import cache
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from access_cards import bots
from access_cards.bots.base import Bot
from access_cards.console.lock import MatchLock, is_locked
from access_cards.console.play import (
    PlayRequest,
    bot_names,
    latest_save,
    locks_dir,
    new_match,
    resume_match,
    saves_dir,
)
from access_cards.console.saves import (
    MatchFileError,
    SavedMatch,
    is_own_save,
    load_match,
    parse_match,
)
from access_cards.console.session import GameSession
from access_cards.engine.errors import SaveError
from access_cards.games import find
from access_cards.narration import LANGUAGES, Translator
from access_cards.speech import Speaker
from tests.fuzzing import examples
from tests.strategies import DEEP, at, json_values, paths
from tests.test_console_cli import run

EN = Translator("en")
PLAY = ["play", "khmer", "--plain", "--speech", "text"]
PROGRAM = [sys.executable, "-m", "access_cards"]


def a_saved_match(capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> Path:
    """Start a Khmer match, leave it, and return its save."""
    code, _, _ = run([*PLAY, "--seed", "3"], "quit\nyes\n", capsys, monkeypatch)
    save = latest_save("khmer")
    assert code == 0 and save is not None
    return save


# -- --resume of what is not a save -----------------------------------------------------


def test_resume_of_a_foreign_file_leaves_it_exactly_as_it_was(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    """A file of the system's kind (a user database) named by mistake: refused, untouched."""
    passwd = tmp_path / "passwd"
    passwd.write_text("root:x:0:0:root:/root:/bin/bash\n")
    before = os.stat(passwd)
    code, lines, err = run([*PLAY, "--resume", str(passwd)], "", capsys, monkeypatch)
    after = os.stat(passwd)
    assert code == 1 and lines == [] and "Traceback" not in err and err.count("\n") == 1
    assert err.strip() == EN("save-not-ours", name="passwd")
    assert passwd.read_text() == "root:x:0:0:root:/root:/bin/bash\n"
    assert (after.st_ino, after.st_mtime_ns) == (before.st_ino, before.st_mtime_ns)
    assert sorted(p.name for p in tmp_path.iterdir()) == ["passwd"]


def test_resume_of_a_damaged_save_in_a_foreign_folder_is_not_moved(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    """Even a real save of ours, damaged, is left where the player keeps it."""
    save = a_saved_match(capsys, monkeypatch)
    copy = tmp_path / save.name  # our name, but not our folder
    copy.write_bytes(save.read_bytes()[:-30])
    code, _, err = run([*PLAY, "--resume", str(copy)], "", capsys, monkeypatch)
    assert code == 1 and "Traceback" not in err
    assert copy.exists() and list(tmp_path.glob("*.damaged-*")) == []


@pytest.mark.parametrize("kind", ["fifo", "folder", "missing", "empty-name"])
def test_resume_of_what_is_not_a_file_is_refused_at_once(
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
    monkeypatch: pytest.MonkeyPatch,
    kind: str,
) -> None:
    """A named pipe (which would hang a reader), a folder, nothing, an empty name: one line."""
    target = tmp_path / "thing"
    if kind == "fifo":
        os.mkfifo(target)
    elif kind == "folder":
        target.mkdir()
    arg = "" if kind == "empty-name" else str(target)
    started = time.monotonic()
    code, lines, err = run([*PLAY, "--resume", arg], "", capsys, monkeypatch)
    assert time.monotonic() - started < 5  # no read of a pipe without a writer
    assert code == 1 and lines == [] and "Traceback" not in err and err.count("\n") == 1
    assert (target.is_fifo() if kind == "fifo" else True) and target.exists() == (
        kind in ("fifo", "folder")
    )


def test_resume_of_another_game_is_a_usage_error(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    """``play king --resume`` of a Khmer save: exit 2 and the reason, nothing resumed."""
    save = a_saved_match(capsys, monkeypatch)
    before = save.read_bytes()
    code, lines, err = run(
        ["play", "king", "--plain", "--speech", "text", "--resume", str(save)],
        "",
        capsys,
        monkeypatch,
    )
    wanted = EN("save-other-game", name=save.name, found="Khmer", wanted="King")
    assert code == 2 and lines == [] and wanted in err and err.count("\n") == 1
    assert save.read_bytes() == before


@pytest.mark.parametrize(
    "extra", [["--seed", "4"], ["--seats", "you,bot:hard"], ["--variant", "full"]]
)
def test_resume_with_new_match_flags_is_a_usage_error(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch, extra: list[str]
) -> None:
    """A resumed match is played as saved: flags that would change it are refused, not ignored."""
    save = a_saved_match(capsys, monkeypatch)
    code, lines, err = run([*PLAY, "--resume", str(save), *extra], "", capsys, monkeypatch)
    # The option named without its dashes: "Leave out these options, seed."
    assert code == 2 and lines == [] and err.count("\n") == 1
    assert err.strip().endswith(f"Leave out these options, {extra[0].lstrip('-')}.")


def test_variant_and_a_contradicting_option_are_a_usage_error(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    """``--variant top-card-only --option pile_visibility=full`` does not silently pick one."""
    args = [*PLAY, "--variant", "top-card-only", "--option", "pile_visibility=full"]
    code, lines, err = run(args, "", capsys, monkeypatch)
    assert code == 2 and lines == [] and "the option pile visibility full contradict" in err
    assert latest_save() is None
    agreeing = [*PLAY, "--variant", "top-card-only", "--option", "variant=top_only"]
    assert run(agreeing, "quit\nyes\n", capsys, monkeypatch)[0] == 0


# -- own saves: damaged ones kept aside, nothing else -------------------------------------


def test_is_own_save_needs_the_folder_the_name_and_the_content(tmp_path: Path) -> None:
    """Only a regular file with a save's name in the saves folder, not a link, counts as ours."""
    saves_dir().mkdir(parents=True)
    name = "khmer-20260101-120000-00042.json"
    ours = saves_dir() / name
    ours.write_bytes(b'{"format": "access_cards.match", "ver')
    elsewhere = tmp_path / name
    elsewhere.write_bytes(ours.read_bytes())
    link = saves_dir() / "khmer-20260101-120000-00043.json"
    link.symlink_to(elsewhere)
    stranger = saves_dir() / "notes.json"
    stranger.write_text("{}")
    assert is_own_save(ours, ours.read_bytes()) and is_own_save(ours, b"")
    assert not is_own_save(ours, b'{"name": "a letter"}')
    assert not is_own_save(elsewhere) and not is_own_save(link) and not is_own_save(stranger)


def test_a_damaged_save_never_replaces_an_earlier_one_kept_aside(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    """Two damaged copies under one name: both kept, each under its own name."""
    saves_dir().mkdir(parents=True)
    save = saves_dir() / "khmer-20260101-120000-00042.json"
    for text in (b'{"format": "access_cards.match", 1', b'{"format": "access_cards.match", 2'):
        save.write_bytes(text)
        with pytest.raises(MatchFileError):
            resume_match(save)
    kept = sorted(p.read_bytes() for p in saves_dir().glob("*.damaged-*"))
    assert kept == [b'{"format": "access_cards.match", 1', b'{"format": "access_cards.match", 2']


# -- two programs, one save -----------------------------------------------------------------


HOLDER = """
import sys
from pathlib import Path
from access_cards.console.lock import MatchLock
lock = MatchLock(Path(sys.argv[1]), Path(sys.argv[2]))
print("held" if lock.acquire() else "refused", flush=True)
sys.stdin.read()
"""


def test_a_match_in_play_cannot_be_resumed_elsewhere(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    """While another program holds a save, the menu hides it and --resume refuses it."""
    save = a_saved_match(capsys, monkeypatch)
    holder = subprocess.Popen(
        [sys.executable, "-c", HOLDER, str(save), str(locks_dir())],
        stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True,
    )  # fmt: skip
    try:
        assert holder.stdout is not None and holder.stdout.readline().strip() == "held"
        assert is_locked(save, locks_dir()) and latest_save("khmer") is None
        code, lines, err = run([*PLAY, "--resume", str(save)], "", capsys, monkeypatch)
        assert code == 1 and lines == [] and err.strip() == EN("save-in-use")
        with pytest.raises(MatchFileError):
            resume_match(save)
    finally:
        holder.communicate("", timeout=30)
    assert not is_locked(save, locks_dir()) and latest_save("khmer") == save
    mine = resume_match(save)  # this program's own hold does not hide the save from itself
    assert mine.lock is not None and mine.lock.held and latest_save("khmer") == save
    mine.lock.release()


def test_new_matches_with_one_seed_in_one_second_get_their_own_saves() -> None:
    """Names are taken under the lock: eight matches started together, eight names."""
    t = EN
    held = [new_match(PlayRequest("khmer", ["you", "bot"], 7), t) for _ in range(8)]
    paths = {path for _, path in held}
    assert len(paths) == 8 and all(m.lock is not None and m.lock.held for m, _ in held)
    for match, _ in held:
        assert match.lock is not None
        match.lock.release()


def test_parallel_programs_each_keep_their_own_save() -> None:
    """Eight programs started at once with one seed: eight saves, each loadable."""
    script = "h\nplay 1\nplay 2\nplay 3\nplay 4\nplay 5\nplay 6\ndraw\nquit\nyes\n"
    procs = [
        subprocess.Popen(
            [*PROGRAM, *PLAY, "--seed", "11"],
            stdin=subprocess.PIPE,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.PIPE,
            text=True,
        )
        for _ in range(8)
    ]
    errors = [p.communicate(script, timeout=120)[1] for p in procs]
    assert [p.returncode for p in procs] == [0] * 8 and not any(errors)
    saves = list(saves_dir().glob("khmer-*.json"))
    assert len(saves) == 8 and all(load_match(s).state.game.name == "khmer" for s in saves)


def test_a_lock_file_removed_by_its_holder_is_not_shared(tmp_path: Path) -> None:
    """The holder removing its lock file as it ends does not let two others both hold it."""
    save = tmp_path / "m.json"
    first = MatchLock(save, tmp_path / "locks")
    assert first.acquire()
    second = MatchLock(save, tmp_path / "locks")
    assert not second.acquire()
    first.release(remove=True)
    third = MatchLock(save, tmp_path / "locks")
    assert second.acquire() and not third.acquire()
    second.release()


# -- saving that fails ------------------------------------------------------------------------


def blocked_data_folder(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Make the saves folder impossible to create, even for root: a file where it should be."""
    home = tmp_path / "home"
    home.mkdir()
    (home / "data").write_text("not a folder")
    monkeypatch.setenv("ACCESS_CARDS_HOME", str(home))


def test_a_failed_save_is_said_once_and_never_called_saved(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    """Saving impossible: said once, "cannot be resumed" at the end, and exit 1."""
    blocked_data_folder(tmp_path, monkeypatch)
    moves = "play 1\nplay 2\nplay 3\ndraw\nplay 4\n"
    code, lines, err = run([*PLAY, "--seed", "3"], f"{moves}quit\nyes\n", capsys, monkeypatch)
    failed = [x for x in lines if x.endswith(EN("console-save-failed", reason="X")[-50:])]
    assert code == 1 and "Traceback" not in err and len(failed) == 1
    assert lines[-1] == EN("console-quit-unsaved")
    assert EN("console-quit-confirm-unsaved") in lines
    assert not any("saved in" in x for x in lines)


def test_saving_that_works_again_is_said(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """After a failed save, the next save that works says so, and quitting says saved."""
    from tests.test_console import make_console

    c = make_console(tmp_path)
    real = tmp_path / "not-yet" / "save.json"
    c.session.save_path = tmp_path / "file" / "save.json"
    (tmp_path / "file").write_text("a file where a folder should be")
    legal = c.view()["legal_actions"]
    first = c.reply_to(next(a for a in legal if a.startswith("play")))
    assert any(x.startswith("The match could not be saved") for x in first)
    c.session.save_path = real
    real.parent.mkdir()
    legal = c.view()["legal_actions"]
    second = c.reply_to(next(a for a in legal if a.startswith("play") or a == "draw"))
    assert EN("console-save-works-again") in second and real.exists()
    assert c.session.saved


# -- stopping signals -------------------------------------------------------------------------


def started(args: list[str]) -> subprocess.Popen[str]:
    """The program in plain mode, reading the test's lines."""
    return subprocess.Popen(
        [*PROGRAM, *args],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )


def wait_for_line(proc: subprocess.Popen[str], text: str, lines: list[str]) -> None:
    """Read standard output into ``lines`` until one contains ``text``."""
    assert proc.stdout is not None
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:
        line = proc.stdout.readline()
        if not line:
            break
        lines.append(line.rstrip("\n"))
        if text in line:
            return
    raise AssertionError(f"never said {text!r}: {lines[-5:]}")


@pytest.mark.parametrize("signum", [signal.SIGINT, signal.SIGTERM, signal.SIGHUP])
def test_a_stopping_signal_says_the_match_is_saved(signum: int) -> None:
    """Control C, a shutdown or a closed terminal: "Stopped, saved", exit 1, no traceback."""
    proc = started([*PLAY, "--seed", "3"])
    assert proc.stdin is not None
    lines: list[str] = []
    wait_for_line(proc, "Your turn", lines)
    proc.send_signal(signum)
    out, err = proc.communicate(timeout=60)
    lines += out.splitlines()
    save = latest_save("khmer")
    assert proc.returncode == 1 and "Traceback" not in err, err
    assert save is not None and lines[-1] == EN("console-stopped-resume")
    assert load_match(save).state.deal_number >= 1


def test_a_signal_while_a_move_is_handled_waits_for_its_save(tmp_path: Path) -> None:
    """Stop raised mid-move is held back until the move, the bots' answers and the save are done."""
    from access_cards.console.stopping import Stop, busy, stop_on_signals

    done: list[str] = []
    with pytest.raises(Stop), stop_on_signals():
        with busy():
            os.kill(os.getpid(), signal.SIGTERM)
            time.sleep(0.05)
            done.append("saved")
        done.append("after")  # never reached: the stop comes first
    assert done == ["saved"]


# -- everything else the issue found ------------------------------------------------------------


def test_a_byte_order_mark_does_not_spoil_the_first_command(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    """A script saved with a BOM: its first line is still the command it says."""
    code, lines, _ = run([*PLAY, "--seed", "3"], "\ufeffscores\nquit\nyes\n", capsys, monkeypatch)
    assert code == 0 and not any("understand" in x for x in lines)


def test_four_bots_never_share_a_name() -> None:
    """Seats beyond the list of names get numbered names: every seat is told apart."""
    for lang in LANGUAGES:
        t = Translator(lang)
        for count in range(1, 14):
            names = bot_names(t, ["you", *["bot:easy"] * count])
            assert len(set(names)) == len(names) == count + 1


CONSOLE_DAMAGE = [
    # Seats: two people would wait forever; "bot:evil" and "x" are no seats.
    ("seats", ["you", "you"]), ("seats", ["bot:evil", "you"]), ("seats", ["x", "you"]),
    ("seats", ["you", 3]), ("seats", "you,bot"),
    # Names: 3,000 characters, empty, two alike, a terminal escape, none.
    ("names", ["you", "A" * 3000]), ("names", ["you", ""]), ("names", ["you", "you"]),
    ("names", ["you", "Anna\x1b[2J"]), ("names", ["you", None]),
    # Bot memory of the wrong kind, for the person's seat, for no seat.
    ("bot_memory", {"1": {"table_total": "x"}}), ("bot_memory", {"0": {}}),
    ("bot_memory", {"5": {}}), ("bot_memory", {"1": []}), ("bot_memory", []),
    ("bot_memory", {"01x": {}}),
    # Bot decisions: negative, huge, not a number.
    ("decisions", -1), ("decisions", 10**300), ("decisions", "3"), ("decisions", True),
]  # fmt: skip


@pytest.mark.parametrize(("key", "value"), CONSOLE_DAMAGE)
def test_a_save_with_an_impossible_console_part_is_refused(
    key: str, value: object, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    """Seats, names, bot memory or decisions no match can have: SaveError before play starts."""
    save = a_saved_match(capsys, monkeypatch)
    data = json.loads(save.read_text())
    save.write_text(json.dumps({**data, key: value}))
    with pytest.raises(SaveError):
        load_match(save)


def test_menu_resume_of_a_damaged_save_keeps_working(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    """The menu's Resume of a damaged save says so once; afterwards the menu still works."""
    save = a_saved_match(capsys, monkeypatch)
    data = json.loads(save.read_text())
    save.write_text(json.dumps({**data, "names": ["you", "B" * 3000]}))
    # The menu: play, play with friends, then Resume the saved Khmer match (the only save).
    resume = "3\n"
    code, lines, err = run(["--plain", "--speech", "text"], resume, capsys, monkeypatch)
    assert code == 0 and "Traceback" not in err
    assert any(x.startswith("The saved match") for x in lines)
    assert lines[-1] == EN("menu-bye") and latest_save() is None


def test_threads_reading_and_writing_one_save_never_see_half_of_one(tmp_path: Path) -> None:
    """A reader looping over a save while it is rewritten always reads a whole save."""
    from access_cards.console.saves import save_match

    match, path = new_match(PlayRequest("khmer", ["you", "bot"], 5), EN)
    save_match(path, match)
    stop = threading.Event()
    failures: list[str] = []

    def reader() -> None:
        while not stop.is_set():
            try:
                load_match(path)
            except SaveError as exc:
                failures.append(str(exc))

    thread = threading.Thread(target=reader)
    thread.start()
    for _ in range(200):
        save_match(path, match)
    stop.set()
    thread.join()
    assert failures == []


# -- fuzzed console saves ---------------------------------------------------------------------

FUZZ_GAMES = {
    "khmer": (["you", "bot:easy"], {"pile_visibility": "top_only", "announce_total": "no"}),
    "king": (["you", "bot:easy", "bot:easy", "bot:easy"], {}),
}


@cache
def console_saves(game: str) -> tuple[bytes, ...]:
    """Real save files of ``game`` at several points of a match, bots' memory included."""
    seats, options = FUZZ_GAMES[game]
    t = Translator("en")
    state = find(game).new_state(len(seats), seed=4, options=options)
    match = SavedMatch(state, seats, bot_names(t, seats))
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "save.json"
        session = GameSession(match, t, Speaker("text", write=lambda _x: None), save_path=path)
        session.start()
        person, found = bots.create(game, "easy", seat=0, seed=4), list[bytes]()
        while not session.done and len(found) < 6:
            for _ in range(3):
                if not session.done:
                    play_a_turn(session, person)
            if not session.done:
                found.append(path.read_bytes())
    assert len(found) >= 3
    return tuple(found)


def play_a_turn(session: GameSession, person: Bot) -> None:
    """The person's move (chosen by an easy bot), confirmed if the console asks."""
    session.handle(person.choose(session.state.view(0)))
    if session.pending is not None:
        session.handle("yes")


@st.composite
def damaged_console_save(draw: st.DrawFn, game: str) -> bytes:
    """A real save file with one thing changed anywhere in it, or cut, or made undecodable."""
    raw = draw(st.sampled_from(console_saves(game)))
    kind = draw(st.sampled_from(["drop", "retype", "huge", "deep", "cut", "utf8", "game"]))
    if kind in ("cut", "utf8"):
        cut = draw(st.integers(0, len(raw)))
        return raw[:cut] + (b"\xff\xc3\x28" if kind == "utf8" else b"")
    data = json.loads(raw)
    if kind == "game":
        data["game"] = draw(st.sampled_from(["khmer", "king", "lasvegas", "", None, 7]))
        return json.dumps(data).encode()
    path = draw(st.sampled_from([p for p in paths(data) if p[:2] != ("state", "rng")]))
    parent, key = at(data, path[:-1]), path[-1]
    if kind == "drop":
        del parent[key]
    else:
        parent[key] = {"retype": draw(json_values), "huge": 10**300, "deep": "@DEEP@"}[kind]
    return json.dumps(data).replace('"@DEEP@"', DEEP).encode()


@pytest.mark.fuzz
@pytest.mark.parametrize("game", ["khmer", "king"])
@settings(max_examples=examples(150), derandomize=True, deadline=None,
          suppress_health_check=list(HealthCheck))  # fmt: skip
@given(data=st.data())
def test_fuzzed_console_saves_resume_or_are_refused(game: str, data: st.DataObject) -> None:
    """A damaged save file: SaveError and nothing else, or a match the console plays on."""
    raw = data.draw(damaged_console_save(game))
    try:
        match = parse_match(raw, "fuzzed.json")
    except SaveError:
        return
    session = GameSession(match, Translator("en"), Speaker("text", write=lambda _x: None))
    session.start(resumed=True)
    person = bots.create(match.state.game.name, "easy", seat=0, seed=1)
    for _ in range(30):  # a few turns: enough to reach any damage a resume would meet
        if session.done:
            break
        play_a_turn(session, person)
    assert sorted(match.seats).count("you") <= 1 and len(set(match.names)) == len(match.names)
