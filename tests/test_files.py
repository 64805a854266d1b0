"""access_cards.files: writing where the player asked without harming what is there.

Every target is made by the test in its own temporary folder (see tests/targets.py).
"""

from __future__ import annotations

import os
import re
import signal
import stat
import subprocess
import time
from collections.abc import Callable
from pathlib import Path

import pytest
from fluent.syntax import FluentParser, ast

from access_cards.files import (
    KINDS,
    TEMPORARY,
    FileError,
    clear_stale_temporaries,
    is_stream,
    read_small_file,
    temporary_name,
    write_file,
)
from access_cards.narration import LANGUAGES, Translator
from tests.targets import (
    PYTHON,
    TARGETS,
    Pty,
    Target,
    run_limited,
    temporaries,
)

DATA = "⠅⠎ king of spades\r\nline two\n"  # a BRF's CRLF must stay CRLF
RAW = DATA.encode("utf-8")
ROOT = os.geteuid() == 0

# -- where the writer writes -------------------------------------------------------


@pytest.mark.parametrize("target", TARGETS, ids=lambda f: f.__name__)
def test_the_writer_writes_into_each_kind_of_target(target: Target, tmp_path: Path) -> None:
    """New and regular files are replaced, links written through, devices and pipes into."""
    path, received = target(tmp_path)
    write_file(path, DATA)
    assert received() == RAW
    assert temporaries(tmp_path) == []


def test_dash_is_standard_output(capsysbinary: pytest.CaptureFixture[bytes]) -> None:
    """``-`` writes the bytes to standard output, CRLF kept."""
    write_file("-", DATA)
    assert capsysbinary.readouterr().out == RAW


@pytest.mark.skipif(not ROOT, reason="only root can give a file to another user")
def test_root_keeps_the_owner_and_mode_of_a_replaced_file(tmp_path: Path) -> None:
    """Run as root, replacing a user's file leaves it the user's, with its mode."""
    path = tmp_path / "theirs.txt"
    path.write_text("old")
    os.chown(path, 4321, 4322)
    path.chmod(0o640)
    write_file(path, DATA)
    info = path.stat()
    assert (info.st_uid, info.st_gid, stat.S_IMODE(info.st_mode)) == (4321, 4322, 0o640)
    assert path.read_bytes() == RAW


def test_a_file_already_named_like_our_temporary_is_never_touched(tmp_path: Path) -> None:
    """A file or link where the temporary would go is skipped, not opened or truncated."""
    victim = tmp_path / "victim.txt"
    victim.write_text("keep me")
    first = tmp_path / temporary_name("out.txt", os.getpid())
    first.symlink_to(victim)
    second = tmp_path / temporary_name("out.txt", os.getpid(), 2)
    second.write_text("someone's")
    write_file(tmp_path / "out.txt", DATA)
    assert (tmp_path / "out.txt").read_bytes() == RAW
    assert victim.read_text() == "keep me" and second.read_text() == "someone's"
    assert first.is_symlink()


# -- what it refuses ---------------------------------------------------------------

BAD_PATHS: dict[str, Callable[[Path], str]] = {
    "empty": lambda tmp: "",
    "folder": lambda tmp: str(tmp),
    "missing-folder": lambda tmp: str(tmp / "nowhere" / "x.pdf"),
    "file-as-folder": lambda tmp: str(tmp / "plain.txt" / "x.pdf"),
    "link-to-missing-folder": lambda tmp: str(tmp / "dangling"),
}
BAD_KINDS = {"empty": "empty", "folder": "folder", "missing-folder": "no-folder",
             "file-as-folder": "no-folder", "link-to-missing-folder": "no-folder"}  # fmt: skip


@pytest.mark.parametrize("case", BAD_PATHS)
def test_bad_paths_are_one_error_and_create_nothing(case: str, tmp_path: Path) -> None:
    """Empty, a folder, a missing folder: FileError with its kind, and no folder made."""
    (tmp_path / "plain.txt").write_text("plain")
    (tmp_path / "dangling").symlink_to(tmp_path / "gone" / "x.txt")
    before = sorted(os.listdir(tmp_path))
    path = BAD_PATHS[case](tmp_path)
    with pytest.raises(FileError) as caught:
        write_file(path, DATA)
    assert (caught.value.kind, caught.value.path) == (BAD_KINDS[case], path)
    assert caught.value.bad_path
    assert sorted(os.listdir(tmp_path)) == before
    assert (tmp_path / "plain.txt").read_text() == "plain"


def test_only_a_caller_that_asks_gets_its_folders_made(tmp_path: Path) -> None:
    """make_folders=True (the program's own folders) creates them; the default never does."""
    path = tmp_path / "config" / "deep" / "settings.json"
    with pytest.raises(FileError):
        write_file(path, DATA)
    assert not (tmp_path / "config").exists()
    write_file(path, DATA, make_folders=True)
    assert path.read_bytes() == RAW


@pytest.mark.skipif(ROOT, reason="root may write in a read-only folder")
def test_no_permission_is_its_own_kind(tmp_path: Path) -> None:
    """A folder we may not write in: kind no-permission, the old file as it was."""
    folder = tmp_path / "locked"
    folder.mkdir()
    (folder / "old.txt").write_text("old")
    folder.chmod(0o500)
    try:
        for name in ("old.txt", "new.txt"):
            with pytest.raises(FileError) as caught:
                write_file(folder / name, DATA)
            assert caught.value.kind == "no-permission" and not caught.value.bad_path
        assert sorted(os.listdir(folder)) == ["old.txt"]
        assert (folder / "old.txt").read_text() == "old"
    finally:
        folder.chmod(0o700)


@pytest.mark.skipif(ROOT, reason="root may write in a read-only folder")
def test_a_writable_file_in_a_locked_folder_is_written_in_place(tmp_path: Path) -> None:
    """No temporary file can go beside it, but the file itself may be written: it is."""
    folder = tmp_path / "locked"
    folder.mkdir()
    (folder / "mine.txt").write_text("old")
    folder.chmod(0o500)
    try:
        write_file(folder / "mine.txt", DATA)
        assert (folder / "mine.txt").read_bytes() == RAW
        assert os.listdir(folder) == ["mine.txt"]
    finally:
        folder.chmod(0o700)


WRITE_BIG = """
from access_cards.files import FileError, write_file
try:
    write_file(sys.argv[1], "x" * 50000)
except FileError as exc:
    print(exc.kind, exc.path == sys.argv[1])
else:
    print("written")
"""


@pytest.mark.parametrize("existing", ["none", "regular", "hard-linked"])
def test_a_full_disk_leaves_the_old_file_and_no_temporary(existing: str, tmp_path: Path) -> None:
    """No space (a file size limit): kind no-space, the old content whole, nothing left over."""
    path = tmp_path / "doc.txt"
    if existing != "none":
        path.write_text("old")
    if existing == "hard-linked":
        os.link(path, tmp_path / "other.txt")
    done = run_limited(10000, WRITE_BIG, str(path))
    assert done.stdout.split() == ["no-space", "True"], done.stderr
    assert "Traceback" not in done.stderr
    if existing == "none":
        assert not path.exists()
    else:
        assert path.read_text() == "old"
    assert temporaries(tmp_path) == []


def test_stream_targets_are_told_apart(tmp_path: Path) -> None:
    """``-``, a pipe and a terminal are streams; a file, a new path and a folder are not."""
    os.mkfifo(tmp_path / "pipe")
    (tmp_path / "file").write_text("")
    term = Pty()
    try:
        assert is_stream("-") and is_stream(tmp_path / "pipe") and is_stream(term.path)
    finally:
        term.close()
    assert not any(is_stream(p) for p in (tmp_path / "file", tmp_path / "new", tmp_path))


# -- the sentences ------------------------------------------------------------------

ALLOWED = re.compile(r"[\w\s.,?!']*")


def _file_messages(lang: str) -> dict[str, str]:
    """files.ftl's message id → the literal text of its pattern (placeables left out)."""
    from importlib.resources import files

    text = (files("access_cards") / "locales" / lang / "files.ftl").read_text(encoding="utf-8")
    found: dict[str, str] = {}
    for entry in FluentParser().parse(text).body:
        if isinstance(entry, ast.Message) and entry.value is not None:
            found[entry.id.name] = "".join(_texts(entry.value))
    return found


def _texts(node: object) -> list[str]:
    if isinstance(node, ast.TextElement):
        return [node.value]
    if isinstance(node, ast.Pattern):
        return [t for element in node.elements for t in _texts(element)]
    if isinstance(node, ast.Placeable):
        return _texts(node.expression)
    if isinstance(node, ast.SelectExpression):
        return [t for variant in node.variants for t in _texts(variant.value)]
    return []


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_kind_is_one_speakable_sentence(lang: str) -> None:
    """Each kind has its message in every language, with only letters and plain punctuation."""
    t = Translator(lang)
    for kind in KINDS:
        sentence = FileError(kind, "/tmp/x.pdf", "Input/output error").sentence(t)
        assert sentence and "\n" not in sentence and "{" not in sentence
    for msg_id, text in _file_messages(lang).items():
        assert ALLOWED.fullmatch(text), f"{lang} {msg_id}: {text!r}"


def test_standard_output_is_named_in_words() -> None:
    """A failure on ``-`` says "standard output", not a dash."""
    error = FileError("no-space", "-")
    assert error.sentence(Translator("en")) == "There is not enough space to write standard output."
    assert "uscita standard" in error.sentence(Translator("it"))


def test_an_error_is_still_an_oserror() -> None:
    """Code that catches OSError (a save that fails) still catches a FileError."""
    with pytest.raises(OSError, match="no-space"):
        raise FileError("no-space", "x")
    with pytest.raises(ValueError, match="kind"):
        FileError("exploded", "x")


# -- reading small files ------------------------------------------------------------


def test_reading_takes_only_small_regular_files(tmp_path: Path) -> None:
    """A small file is read; a big one, a pipe with no writer, a terminal, a folder are not."""
    small, big = tmp_path / "small.json", tmp_path / "big.json"
    small.write_bytes(b"{}")
    with open(big, "wb") as handle:
        handle.truncate(1 << 30)  # a sparse gigabyte: reading it whole would be the bug
    os.mkfifo(tmp_path / "pipe")
    term = Pty()
    try:
        assert read_small_file(small, 100) == b"{}"
        assert read_small_file(big, 100) is None
        assert read_small_file(tmp_path / "pipe", 100) is None  # and it did not wait
        assert read_small_file(term.path, 100) is None
        assert read_small_file(tmp_path, 100) is None
        assert read_small_file(tmp_path / "missing", 100) is None
    finally:
        term.close()


# -- stale temporary files ----------------------------------------------------------


def _dead_pid() -> int:
    child = subprocess.Popen([PYTHON, "-c", "pass"])
    child.wait()
    return child.pid


def _aged(path: Path) -> Path:
    old = time.time() - 3600
    os.utime(path, (old, old), follow_symlinks=False)
    return path


def test_names_of_temporaries_carry_the_pid() -> None:
    """The name pattern finds the process id even when the file name ends in digits."""
    for n in (1, 2):
        found = TEMPORARY.fullmatch(temporary_name("m.12.json.5", 4242, n))
        assert found is not None and found["pid"] == "4242"


def test_only_stale_temporaries_of_ours_are_cleared(tmp_path: Path) -> None:
    """Dead process, our name, a regular file of ours, old enough: cleared; all else stays."""
    dead = _dead_pid()
    sleeper = subprocess.Popen([PYTHON, "-c", "import time; time.sleep(60)"])
    try:
        stale = tmp_path / temporary_name("m.json", dead)
        stale.write_text("half")
        _aged(stale)
        keep = {
            "fresh": tmp_path / temporary_name("n.json", dead),
            "alive": tmp_path / temporary_name("o.json", sleeper.pid),
            "mine": tmp_path / temporary_name("p.json", os.getpid()),
            "user": tmp_path / "notes.tmp",
            "not-a-pid": tmp_path / ".q.json.abc.tmp",
            "pid-zero": tmp_path / ".r.json.0.tmp",
        }
        for name, path in keep.items():
            path.write_text(name)
            if name != "fresh":
                _aged(path)
        link = tmp_path / temporary_name("s.json", dead)
        link.symlink_to(tmp_path / "notes.tmp")
        _aged(link)
        folder = tmp_path / temporary_name("t.json", dead)
        folder.mkdir()
        _aged(folder)
        removed = clear_stale_temporaries(tmp_path)
    finally:
        sleeper.kill()
        sleeper.wait()
    assert removed == [stale] and not stale.exists()
    assert all(path.read_text() == name for name, path in keep.items())
    assert link.is_symlink() and folder.is_dir()


@pytest.mark.skipif(not ROOT, reason="needs root to make a file of another user")
def test_another_users_temporary_is_left_alone(tmp_path: Path) -> None:
    """A file named like ours but owned by someone else is not ours to delete."""
    path = tmp_path / temporary_name("m.json", _dead_pid())
    path.write_text("theirs")
    os.chown(path, 4321, 4321)
    _aged(path)
    assert clear_stale_temporaries(tmp_path) == [] and path.exists()


KILLED_MID_WRITE = """
import os, sys, time
from access_cards import files
os.replace = lambda *args: time.sleep(600)  # stop just before the rename
files.write_file(sys.argv[1], "x" * 1000)
"""


def test_a_temporary_left_by_kill_9_is_cleared_at_the_next_start(tmp_path: Path) -> None:
    """A writer killed before its rename leaves .NAME.PID.tmp; the next start clears it."""
    save = tmp_path / "match.json"
    save.write_text("old")
    child = subprocess.Popen([PYTHON, "-c", KILLED_MID_WRITE, str(save)])
    deadline = time.monotonic() + 60
    while not temporaries(tmp_path) and time.monotonic() < deadline:
        time.sleep(0.05)
    os.kill(child.pid, signal.SIGKILL)
    child.wait()
    left = temporaries(tmp_path)
    assert left == [temporary_name("match.json", child.pid)]
    assert clear_stale_temporaries(tmp_path, min_age=0) == [tmp_path / left[0]]
    assert os.listdir(tmp_path) == ["match.json"] and save.read_text() == "old"
