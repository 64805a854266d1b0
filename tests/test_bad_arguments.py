"""Every command line a user can get wrong ends in one sentence and exit code 2 or 1.

Usage errors (a bad argument, before anything runs) exit 2; run-time errors (a
file that cannot be resumed) exit 1.  Never a traceback, never a second line,
never a change to a file the program did not create.  Then the same through
Hypothesis: command lines drawn from the program's own words and nonsense.
"""

from __future__ import annotations

import io
import os
import resource
import shlex
import signal
import subprocess
import sys
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from access_cards.cli import main
from access_cards.narration.speakable import voiced_symbols
from tests.fuzzing import examples

HUGE = "9" * 5000  # past Python's 4,300-digit limit for int()
LONG = "x" * 3000


def run(args: list[str], monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
        ) -> tuple[int, str, str]:  # fmt: skip
    """``main(args)`` with empty standard input: exit code, stdout, stderr."""
    monkeypatch.setattr("sys.stdin", io.StringIO(""))
    code = main(args)
    out, err = capsys.readouterr()
    return code, out, err


USAGE = [
    ["play"],
    ["play", "chess"],
    ["play", LONG],
    ["play", "khmer", "--seats", "you,you"],
    ["play", "khmer", "--seats", "bot:evil,you"],
    ["play", "khmer", "--seats", ",,,"],
    ["play", "khmer", "--seats", "you,bot,bot"],
    ["play", "king", "--seats", "you,bot"],
    ["play", "khmer", "--seed", "abc"],
    ["play", "khmer", "--seed", HUGE],
    ["play", "khmer", "--option", "target"],
    ["play", "khmer", "--option", "=3"],
    ["play", "khmer", "--option", "target=0"],
    ["play", "khmer", "--option", f"target={HUGE}"],
    ["play", "khmer", "--option", "nosuch=1"],
    ["play", "khmer", "--option", "pile_visibility=sideways"],
    ["play", "khmer", "--variant", "bogus"],
    ["play", "khmer", "--variant", "full", "--option", "pile_visibility=top_only"],
    ["play", "rummy40", "--variant", "full", "--option", "r40_discard_history=none"],
    ["play", "rummy40", "--variant", "top-card-only", "--option", "r40_discard_history=all"],
    ["play", "rummy40", "--option", "dealer=1", "--option", "first_dealer=0"],
    ["play", "rummy40", "--seats", "you,bot,bot,bot,bot"],
    ["play", "khmer", "--lang", "xx"],
    ["play", "khmer", "--speech", "loud"],
    ["play", "king", "--option", "deals=" + LONG],
    ["--bogus"],
    ["frobnicate"],
    ["--lang"],
    ["simulate", "khmer", "--games", "0", "--seats", "bot,bot"],
    ["simulate", "khmer", "--games", HUGE, "--seats", "bot,bot"],
    ["simulate", "khmer", "--games", "2", "--seats", "you,bot"],
    ["simulate", "khmer", "--games", "2", "--seats", "bot,bot", "--jobs", "0"],
    ["simulate", "khmer", "--games", "2"],
    ["rules", "chess"],
    ["rules", "khmer", "--lang", "xx"],
    ["labels", "nodeck"],
    ["labels", "khmer", "--format", "docx"],
    ["labels", "khmer", "--width", "0"],
    ["labels", "khmer", "--copies", "3"],
]


@pytest.mark.parametrize("args", USAGE, ids=lambda a: " ".join(a)[:60])
def test_usage_errors_exit_2_with_one_line(
    args: list[str], monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """A bad command line: exit 2, nothing on stdout, one short line on stderr, a sentence a
    screen reader says without naming symbols (not argparse's "usage: access-cards [-h]")."""
    code, out, err = run(args, monkeypatch, capsys)
    assert code == 2 and out == "", (code, out)
    assert err.count("\n") == 1 and "Traceback" not in err and len(err) < 600, err
    assert voiced_symbols(err.strip()) == [] and err[0].isupper(), err


def file_cases(tmp: Path) -> dict[str, tuple[list[str], int]]:
    """Command lines naming files, made in ``tmp``: (args, exit code)."""
    (tmp / "folder").mkdir()
    os.mkfifo(tmp / "pipe")
    (tmp / "letter.txt").write_text("Dear Anna,\n")
    (tmp / "empty.json").write_text("")
    (tmp / "deep.json").write_text("[" * 100_000 + "]" * 100_000)
    return {
        "resume a folder": (["play", "khmer", "--resume", str(tmp / "folder")], 1),
        "resume a pipe": (["play", "khmer", "--resume", str(tmp / "pipe")], 1),
        "resume nothing": (["play", "khmer", "--resume", str(tmp / "missing.json")], 1),
        "resume a letter": (["play", "khmer", "--resume", str(tmp / "letter.txt")], 1),
        "resume empty": (["play", "khmer", "--resume", str(tmp / "empty.json")], 1),
        "resume deep": (["play", "khmer", "--resume", str(tmp / "deep.json")], 1),
        "resume no name": (["play", "khmer", "--resume", ""], 1),
        "log to a folder": (["play", "khmer", "--speech-log", str(tmp / "folder")], 2),
        "log nowhere": (["play", "khmer", "--speech-log", str(tmp / "no" / "log.jsonl")], 2),
        "log no name": (["play", "khmer", "--speech-log", ""], 2),
        "labels to a folder": (["labels", "khmer", "-o", str(tmp / "folder")], 2),
        "labels nowhere": (["labels", "khmer", "-o", str(tmp / "no" / "x.txt")], 2),
        "labels no name": (["labels", "khmer", "-o", ""], 2),
    }


@pytest.mark.parametrize(
    "case",
    [
        "resume a folder", "resume a pipe", "resume nothing", "resume a letter", "resume empty",
        "resume deep", "resume no name", "log to a folder", "log nowhere", "log no name",
        "labels to a folder", "labels nowhere", "labels no name",
    ],
)  # fmt: skip
def test_bad_files_exit_with_one_line_and_change_nothing(
    case: str,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    """A path that cannot be used: its exit code, one line, and the folder exactly as it was."""
    args, want = file_cases(tmp_path)[case]
    before = sorted((p.name, p.stat().st_mtime_ns) for p in tmp_path.iterdir())
    code, out, err = run([*args, "--plain"] if args[0] == "play" else args, monkeypatch, capsys)
    after = sorted((p.name, p.stat().st_mtime_ns) for p in tmp_path.iterdir())
    assert code == want and out == "", (code, out, err)
    assert err.count("\n") == 1 and "Traceback" not in err, err
    assert after == before and not (tmp_path / "no").exists()


# -- fuzzed command lines ------------------------------------------------------------------

WORDS = [
    "play", "simulate", "rules", "labels", "khmer", "king", "rummy40", "lasvegas", "french52",
    "italian40", "--seats", "--seed", "--option", "--variant", "--lang", "--speech",
    "--resume", "--plain", "--games", "--jobs", "--duplicate", "--json", "--format", "-o",
    "--width", "--height", "--copies", "--sheet", "--dots", "--no-key", "--help", "you",
    "bot", "bot:hard", "bot:easy", "you,bot", "bot,bot", "you,you", "top-card-only", "full",
    "target=3", "mode=single", "deals=no_tricks", "en", "it", "de", "el", "text", "brf", "pdf",
    "svg", "unicode", "stl", "-1", "0", "1", "2", "3", "abc", "", " ", HUGE, LONG, "\x00",
    "\u202e", "--", "-",
]  # fmt: skip


@pytest.mark.fuzz
@settings(max_examples=examples(120), derandomize=True, suppress_health_check=list(HealthCheck))
@given(st.lists(st.sampled_from(WORDS) | st.text(max_size=12), max_size=7))
def test_fuzzed_command_lines_never_crash(args: list[str]) -> None:
    """Any command line: exit 0, 1 or 2, and a failure is one line, never a traceback."""
    # Bounded work only: no long simulations, strong bots or many processes.
    counts = _after(args, "--games")
    if not counts or any(a not in ("0", "1", "2", "-1") for a in counts):
        args = [a for a in args if a != "simulate"]
    dropped = ("--jobs", "--help", "bot:hard", "-o", "--resume")  # files: see the table above
    args = [a for a in args if a not in dropped]
    out = io.TextIOWrapper(io.BytesIO(), encoding="utf-8")  # with .buffer, as a real stdout
    err = io.StringIO()
    with pytest.MonkeyPatch.context() as mp:
        mp.setattr("sys.stdin", io.StringIO(""))
        mp.setattr("sys.stdout", out)
        mp.setattr("sys.stderr", err)
        code = main(args)
    out.flush()
    printed = out.buffer.getvalue().decode("utf-8", "replace")
    assert code in (0, 1, 2), (args, code)
    assert "Traceback" not in err.getvalue() and "Traceback" not in printed
    if code != 0:
        assert err.getvalue().count("\n") == 1, (args, err.getvalue())


def _after(args: list[str], flag: str) -> list[str]:
    return [args[i + 1] for i, a in enumerate(args[:-1]) if a == flag]


# -- standard streams that are closed or full ----------------------------------------------


def program(*args: str) -> list[str]:
    return [sys.executable, "-m", "access_cards", *args]


def test_closed_standard_input_ends_the_match_quietly(tmp_path: Path) -> None:
    """``<&-``: no input at all is the end of input, not a crash; the match is saved."""
    line = shlex.join(program("play", "khmer", "--plain", "--speech", "text", "--seed", "2"))
    done = subprocess.run(["sh", "-c", f"exec {line} <&-"], capture_output=True, timeout=60)
    assert done.returncode == 0 and b"Traceback" not in done.stderr, done.stderr
    assert b"Your turn" in done.stdout


def test_closed_standard_output_is_no_crash(tmp_path: Path) -> None:
    """``>&-``: nothing can be shown, the match still starts, saves and ends at end of input."""
    line = shlex.join(program("play", "khmer", "--plain", "--speech", "text", "--seed", "2"))
    done = subprocess.run(
        ["sh", "-c", f"exec {line} >&-"], input=b"quit\nyes\n", capture_output=True, timeout=60
    )
    assert done.returncode == 0 and b"Traceback" not in done.stderr, done.stderr


def _small_files() -> None:
    # A file may grow to 200 bytes; past that a write fails (EFBIG), as on a full disk.
    signal.signal(signal.SIGXFSZ, signal.SIG_IGN)
    resource.setrlimit(resource.RLIMIT_FSIZE, (200, 200))


@pytest.mark.parametrize(
    "args",
    [
        ("play", "khmer", "--plain", "--speech", "text", "--seed", "2"),
        ("rules", "king"),
        ("labels", "french52", "--lang", "en", "--format", "brf"),
    ],
)
def test_full_standard_output_is_one_sentence_and_exit_1(
    tmp_path: Path, args: tuple[str, ...]
) -> None:
    """Standard output that fills up: one line on standard error, exit 1, no traceback."""
    out = tmp_path / "out.txt"
    with open(out, "wb") as handle:
        done = subprocess.run(
            program(*args), stdin=subprocess.DEVNULL, stdout=handle, stderr=subprocess.PIPE,
            preexec_fn=_small_files, timeout=60,
        )  # fmt: skip
    err = done.stderr.decode()
    assert done.returncode == 1 and "Traceback" not in err and err.count("\n") == 1, err
    assert out.stat().st_size <= 200


@pytest.mark.parametrize(
    ("args", "said"),
    [
        (["play", "rummy40", "--variant", "full", "--option", "r40_discard_history=none"],
         "The variant full and the option r40 discard history none contradict each other."),
        (["play", "rummy40", "--option", "dealer=1", "--option", "first_dealer=0"],
         "The option dealer is given twice, as dealer and first dealer, with different values."
         " Give it once."),
    ],
)  # fmt: skip
def test_one_option_under_two_names_must_agree(
    args: list[str], said: str, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """Rummy 40's discard history is what --variant sets, and dealer is first_dealer: given
    twice with different values is refused by name, not settled silently."""
    code, _out, err = run(args, monkeypatch, capsys)
    assert (code, err.strip()) == (2, said)


def test_one_option_under_two_names_may_agree() -> None:
    """The same value under both names is no contradiction."""
    from access_cards.games import find

    schema = find("rummy40").options
    values = schema.resolve({"pile_visibility": "full", "r40_discard_history": "all"}, 2)
    assert values["r40_discard_history"] == "all"
    assert schema.variant(values) == "full"
    assert schema.variant(schema.resolve({}, 2)) == "top_only"
    assert find("king").options.variant(find("king").options.resolve({}, 4)) is not None
