"""``--speech-log FILE``: a regular file appended to, a pipe or terminal written and never read,
a wrong path refused in one sentence, a full disk turning the log off once while the game goes on.
"""

from __future__ import annotations

import json
import os
from collections.abc import Callable
from functools import partial
from pathlib import Path

import pytest

from access_cards.files import FileError
from access_cards.narration import Translator
from access_cards.speech import Speaker
from access_cards.speech import log as speech_log
from access_cards.speech.log import LOG_OFF, SpeechLog, check_log_path, english_log_off
from tests.targets import FifoReader, Pty, finishes, release_fifo, run_limited


def records(raw: bytes) -> list[dict[str, object]]:
    return [json.loads(line) for line in raw.decode("utf-8").splitlines()]


def speaker(path: str | Path, heard: list[str], lang: str = "en") -> Speaker:
    t = Translator(lang)
    return Speaker("text", write=heard.append, log_path=path,
                   notice=lambda msg_id, values: t(msg_id, **values))  # fmt: skip


# -- regular files ---------------------------------------------------------------------


def test_a_regular_log_goes_on_from_its_lines_counted_in_chunks(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Seq continues after the lines there, and the old log is read in chunks, never whole."""
    path = tmp_path / "speech.jsonl"
    old = [json.dumps({"seq": n, "text": "x" * 100}) for n in range(1, 3001)]
    path.write_text("\n".join(old) + "\n")
    sizes: list[int] = []
    real_read = os.read

    def spy(fd: int, n: int) -> bytes:
        sizes.append(n)
        return real_read(fd, n)

    monkeypatch.setattr(os, "read", spy)
    log = SpeechLog(path)
    monkeypatch.undo()
    log.write(0.5, "game", "Next.", None, True)
    log.close()
    assert records(path.read_bytes())[-1]["seq"] == 3001
    assert sizes and max(sizes) <= speech_log.CHUNK < path.stat().st_size


def test_a_last_line_cut_short_stays_on_its_own_line(tmp_path: Path) -> None:
    """A killed run's half line does not swallow the next record; it counts as a line."""
    path = tmp_path / "speech.jsonl"
    path.write_text('{"seq": 1}\n{"seq": 2, "te')
    log = SpeechLog(path)
    log.write(0.0, "menu", "Hello.", None, True)
    log.close()
    lines = path.read_text().splitlines()
    assert lines[:2] == ['{"seq": 1}', '{"seq": 2, "te']
    assert json.loads(lines[2])["seq"] == 3 and len(lines) == 3


# -- pipes and terminals: written, never read ----------------------------------------------


def test_a_pipe_is_written_and_never_read(tmp_path: Path) -> None:
    """A named pipe gets the lines from seq 1; the log never waits to read it."""
    reader = FifoReader(tmp_path)
    heard: list[str] = []
    done, talker = finishes(lambda: speaker(reader.path, heard), release=release_fifo(reader.path))
    assert done, "opening the log hung: it tried to read the pipe"
    talker.say("One.")
    talker.say("Two.", "reply")
    talker.close()
    got = records(reader.received())
    assert [(r["seq"], r["text"]) for r in got] == [(1, "One."), (2, "Two.")]
    assert heard == ["One.", "Two."]


def test_a_terminal_is_written_and_never_read(tmp_path: Path) -> None:
    """A terminal (a pty here, /dev/stderr in real life) gets the lines; the player's typing
    stays unread."""
    term = Pty()
    os.write(term.master, b"typed by the player\n")
    heard: list[str] = []
    try:
        done, talker = finishes(lambda: speaker(term.path, heard), release=term.close)
        assert done, "opening the log hung: it read the terminal"
        talker.say("One.")
        got = term.read(1 << 16, timeout=1.0)
        talker.close()
        assert [(r["seq"], r["text"]) for r in records(got)] == [(1, "One.")]
        assert os.read(term.slave, 100) == b"typed by the player\n"  # still there for the game
    finally:
        term.close()


# -- wrong paths -------------------------------------------------------------------------


@pytest.mark.parametrize("where", ["folder", "missing-folder", "empty"])
def test_a_log_that_cannot_open_is_said_once_and_the_game_goes_on(
    where: str, tmp_path: Path
) -> None:
    """A folder, a missing folder, "": no traceback; one sentence on the error channel."""
    path = {"folder": str(tmp_path), "missing-folder": str(tmp_path / "no" / "log.jsonl"),
            "empty": ""}[where]  # fmt: skip
    heard: list[str] = []
    talker = speaker(path, heard)
    talker.say("One.")
    talker.say("Two.")
    talker.close()
    assert heard[0] == "One." and heard[2] == "Two." and len(heard) == 3
    assert "speech log" in heard[1] and "turned off" in heard[1]
    assert os.listdir(tmp_path) == []


def test_the_notice_is_in_the_players_language(tmp_path: Path) -> None:
    """An Italian player hears that the log is off in Italian."""
    heard: list[str] = []
    talker = speaker(tmp_path, heard, lang="it")
    talker.say("Uno.")
    talker.close()
    assert heard[1].startswith(f"Non si riesce a scrivere il registro del parlato {tmp_path}")


CHECKS: dict[str, tuple[Callable[[Path], str], str]] = {
    "folder": (lambda tmp: str(tmp), "folder"),
    "missing-folder": (lambda tmp: str(tmp / "no" / "log.jsonl"), "no-folder"),
    "empty": (lambda tmp: "", "empty"),
    "file-as-folder": (lambda tmp: str(tmp / "plain" / "log.jsonl"), "no-folder"),
}


@pytest.mark.parametrize("case", CHECKS)
def test_the_command_line_check_names_what_is_wrong(case: str, tmp_path: Path) -> None:
    """check_log_path raises FileError with the kind, for one sentence and exit 2."""
    (tmp_path / "plain").write_text("")
    make, kind = CHECKS[case]
    with pytest.raises(FileError) as caught:
        check_log_path(make(tmp_path))
    assert caught.value.kind == kind and caught.value.bad_path


def test_the_check_passes_good_targets_and_opens_nothing(tmp_path: Path) -> None:
    """A new file, a regular file, a pipe with no reader: fine, nothing created or opened."""
    (tmp_path / "old.jsonl").write_text("{}\n")
    os.mkfifo(tmp_path / "pipe")
    for name in ("new.jsonl", "old.jsonl", "pipe"):
        check = partial(check_log_path, tmp_path / name)
        done, _ = finishes(check, release=release_fifo(tmp_path / "pipe"))
        assert done, f"checking {name} hung"
    assert sorted(os.listdir(tmp_path)) == ["old.jsonl", "pipe"]


@pytest.mark.skipif(os.geteuid() == 0, reason="root may write anywhere")
def test_the_check_refuses_a_folder_without_permission(tmp_path: Path) -> None:
    """A folder we may not write in: kind no-permission."""
    tmp_path.chmod(0o500)
    try:
        with pytest.raises(FileError) as caught:
            check_log_path(tmp_path / "log.jsonl")
    finally:
        tmp_path.chmod(0o700)
    assert caught.value.kind == "no-permission"


# -- a full disk during the game --------------------------------------------------------

GAME = """
from access_cards.speech import Speaker
talker = Speaker("text", log_path=sys.argv[1])
for n in range(200):
    talker.say(f"Line {n} of the game.")
talker.close()
"""


def test_a_full_disk_turns_the_log_off_once_and_the_game_goes_on(tmp_path: Path) -> None:
    """Every line is still printed; the notice comes once; the log holds only whole lines."""
    path = tmp_path / "speech.jsonl"
    done = run_limited(3000, GAME, str(path))
    assert done.returncode == 0 and "Traceback" not in done.stderr, done.stderr
    out = done.stdout.splitlines()
    assert [x for x in out if x.startswith("Line")] == [
        f"Line {n} of the game." for n in range(200)
    ]
    notices = [x for x in out if not x.startswith("Line")]
    assert notices == [f"There is not enough space for the speech log {path}, so it is turned "
                       "off. Everything else goes on as before."]  # fmt: skip
    logged = records(path.read_bytes())
    assert 0 < len(logged) < 200 and [r["seq"] for r in logged] == list(range(1, len(logged) + 1))
    assert out.index(notices[0]) == len(logged) + 1  # right after the line it could not log


@pytest.mark.parametrize("kind", ["no-space", "failed"])
def test_the_built_in_english_matches_the_fluent_message(kind: str) -> None:
    """A speaker without a translator says the same English as the locale file."""
    values = {"path": "/x/log.jsonl", "kind": kind, "reason": "Input/output error"}
    assert english_log_off(values) == Translator("en")(LOG_OFF, **values)
