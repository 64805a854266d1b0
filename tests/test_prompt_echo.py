"""The prompt as a screen reader meets it: nothing to voice, and each typed key said once.

Orca reads a terminal's new text from the terminal's reports of inserted text. Two things
made it say too much: the prompt ``>``, heard as "greater" after every block, and the first
key after a space, heard twice. prompt_toolkit draws a blank in the default style by moving
the cursor over it (``ESC [ C``) instead of writing it; a VTE terminal reports that cell as
text only when the next character is written, so typing ``1`` after ``play `` is reported as
" 1", which is not the key Orca has just echoed, and Orca speaks it again.

The pty tests run the real reader in a real pseudo-terminal and follow its bytes with a model
of the cursor's line: which cells were written and where the cursor stands. The rule they
check is the terminal's: the cursor never stands after a cell that was not written. The Orca
test plays the same keys to the real screen reader; it runs only with ``ACCESS_CARDS_ORCA=1``
and the harness beside the repository (``../shared/tools/orca-harness.sh``).
"""

from __future__ import annotations

import contextlib
import os
import re
import select
import shutil
import signal
import struct
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

pytestmark = pytest.mark.e2e
# Pseudo-terminals are POSIX's; elsewhere there is nothing here to run.
fcntl = pytest.importorskip("fcntl")
termios = pytest.importorskip("termios")

TIMEOUT = 10.0  # for one answer of the prompt; it comes in milliseconds on a quiet machine
# prompt_toolkit ends every drawing of the prompt by showing the cursor again.
CURSOR_SHOWN = b"\x1b[?25h"
BRACKETED_PASTE_ON = b"\x1b[?2004h"  # written when a prompt starts, before it is drawn
CSI = re.compile(rb"\x1b\[([?0-9;]*)([A-Za-z])")
BLOCK = "A block of output."

OURS = f"""
import sys
from access_cards.console.reader import PromptReader
sys.stdout.write({BLOCK!r} + "\\n")
sys.stdout.flush()
line = PromptReader(lambda: None).read()
print("line=" + repr(line))
"""
# prompt_toolkit as it comes, with the prompt most programs use: the control case.
BARE = f"""
from prompt_toolkit import PromptSession
print({BLOCK!r}, flush=True)
line = PromptSession("> ").prompt()
print("line=" + repr(line))
"""


class CursorLine:
    """The cursor's line as the terminal keeps it: the cells written and the cursor's column."""

    def __init__(self) -> None:
        self.written: set[int] = set()
        self.col = 0

    def feed(self, data: bytes) -> str:
        """Follow ``data`` written to the terminal; return the characters it wrote."""
        text: list[str] = []
        pos = 0
        while pos < len(data):
            match = CSI.match(data, pos)
            if match:
                self._control(match.group(1), match.group(2))
                pos = match.end()
                continue
            char = data[pos : pos + 1]
            pos += 1
            if char == b"\r":
                self.col = 0
            elif char == b"\n":
                self.written = set()  # a new line; "\r" brings the cursor to its start
            elif char == b"\b":
                self.col = max(0, self.col - 1)
            elif char >= b" ":
                self.written.add(self.col)
                self.col += 1
                text.append(char.decode("latin-1"))
        return "".join(text)

    def _control(self, params: bytes, final: bytes) -> None:
        count = int(params) if params.isdigit() else 1
        if final == b"C":
            self.col += count
        elif final == b"D":
            self.col = max(0, self.col - count)
        elif final in (b"K", b"J"):  # erased from the cursor on
            self.written = {c for c in self.written if c < self.col}
        elif final in (b"A", b"B", b"H", b"f"):
            raise AssertionError(f"the one-line prompt moved to another line: {final!r}")
        # m (colours), h and l (modes): nothing moves

    def unwritten(self) -> list[int]:
        """Cells before the cursor that were never written: the next write reports them."""
        return [c for c in range(self.col) if c not in self.written]


class Pty:
    """A Python child in a fresh 24x80 pseudo-terminal."""

    def __init__(self, code: str) -> None:
        env = {**os.environ, "TERM": "xterm-256color", "PROMPT_TOOLKIT_NO_CPR": "1"}
        self.pid, self.fd = os.forkpty()
        if self.pid == 0:  # the child: nothing here may return into pytest
            try:
                os.execve(sys.executable, [sys.executable, "-c", code], env)
            finally:
                os._exit(127)
        fcntl.ioctl(self.fd, termios.TIOCSWINSZ, struct.pack("HHHH", 24, 80, 0, 0))
        self.line = CursorLine()
        self.seen = b""

    def read_until(self, done: bytes, after: bytes = b"") -> bytes:
        """Bytes until the output ends with ``done`` (having shown ``after``), within TIMEOUT."""
        out = b""
        deadline = time.monotonic() + TIMEOUT
        while not (out.endswith(done) and after in out):
            left = deadline - time.monotonic()
            if left <= 0:
                raise AssertionError(f"no answer within {TIMEOUT} s; got {(self.seen + out)!r}")
            ready, _, _ = select.select([self.fd], [], [], left)
            if ready:
                try:
                    chunk = os.read(self.fd, 65536)
                except OSError:  # the child has gone
                    chunk = b""
                if not chunk:
                    raise AssertionError(f"the child ended; it wrote {(self.seen + out)!r}")
                out += chunk
        self.seen += out
        return out

    def prompt(self) -> str:
        """Wait for the first prompt; the text written to draw it (after the block)."""
        out = self.read_until(CURSOR_SHOWN, after=BRACKETED_PASTE_ON)
        assert BLOCK.encode() in out
        return self.line.feed(out.split(BLOCK.encode(), 1)[1])

    def key(self, key: str) -> str:
        """Press one key; the text the prompt wrote for it."""
        os.write(self.fd, key.encode())
        return self.line.feed(self.read_until(CURSOR_SHOWN))

    def enter(self) -> str:
        """Press Enter; the line the program read."""
        os.write(self.fd, b"\r")
        out = self.read_until(b"\n", after=b"line=")
        return out.split(b"line=", 1)[1].strip().decode()

    def close(self) -> None:
        with contextlib.suppress(ProcessLookupError):  # already gone
            os.kill(self.pid, signal.SIGKILL)
        os.waitpid(self.pid, 0)
        os.close(self.fd)


def spawn(code: str) -> Iterator[Pty]:
    term = Pty(code)
    try:
        yield term
    finally:
        term.close()


@pytest.fixture
def ours() -> Iterator[Pty]:
    yield from spawn(OURS)


@pytest.fixture
def bare() -> Iterator[Pty]:
    yield from spawn(BARE)


def test_the_prompt_has_nothing_to_voice_and_is_written(ours: Pty) -> None:
    """After a block, the prompt writes blanks only (no symbol a reader would say), and writes
    them: the cursor stands after written cells, so the first key is reported alone."""
    drawn = ours.prompt()
    assert drawn and not drawn.strip(), f"the prompt wrote {drawn!r}"
    assert ours.line.col == len(drawn)
    assert ours.line.unwritten() == []


def test_each_key_writes_its_own_character(ours: Pty) -> None:
    """Every key of "play 1", the space too, writes exactly its character and leaves no
    unwritten cell before the cursor; Enter gives the line as typed."""
    ours.prompt()
    for key in "play 1":
        assert ours.key(key) == key
        assert ours.line.unwritten() == [], f"a cell skipped at {key!r}"
    assert ours.enter() == "'play 1'"


def test_a_bare_prompt_skips_the_space_that_orca_then_speaks(bare: Pty) -> None:
    """The cause, shown on prompt_toolkit as it comes: the prompt's trailing blank and a typed
    space are not written, so the next key is reported with a blank before it."""
    assert bare.prompt() == ">"
    assert bare.line.unwritten() == [1]  # the blank of "> ": the cursor moved over it
    bare.key("a")
    assert bare.key(" ") == ""  # the space is a cursor movement, not a character
    assert bare.line.unwritten() == [1, 3]


# -- the real screen reader ----------------------------------------------------------------

REPO = Path(__file__).resolve().parents[1]
HARNESS = Path(
    os.environ.get("ACCESS_CARDS_ORCA_HARNESS")
    or REPO.parent / "shared" / "tools" / "orca-harness.sh"
)


def harness(state: Path, *args: str, check: bool = True) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "ORCA_HARNESS_DIR": str(state)}
    done = subprocess.run(
        ["bash", str(HARNESS), *args], env=env, cwd=REPO, capture_output=True, text=True
    )
    if check and done.returncode != 0:
        raise AssertionError(f"orca-harness {' '.join(args)}: {done.stderr.strip()}")
    return done


def spoken(state: Path) -> list[str]:
    """What Orca sent to speech since the harness's last mark, one utterance a line."""
    return harness(state, "spoken", "-m").stdout.splitlines()


@pytest.fixture
def orca() -> Iterator[Path]:
    """A private Orca harness (its state folder under /tmp), stopped afterwards."""
    if os.environ.get("ACCESS_CARDS_ORCA") != "1":
        pytest.skip("the real Orca test runs only with ACCESS_CARDS_ORCA=1 (it takes a minute)")
    if not HARNESS.is_file():
        pytest.skip(f"no Orca harness at {HARNESS} (ACCESS_CARDS_ORCA_HARNESS names another)")
    state = Path(tempfile.mkdtemp(prefix="orca-access-cards-", dir="/tmp"))
    try:
        started = harness(state, "start", check=False)
        if started.returncode != 0 and "another Orca" in started.stderr:
            pytest.skip(f"Orca is already running for this user: {started.stderr.strip()}")
        assert started.returncode == 0, started.stderr
        yield state
    finally:
        harness(state, "stop", check=False)
        shutil.rmtree(state, ignore_errors=True)


def test_orca_hears_no_prompt_symbol_and_each_key_once(orca: Path, tmp_path: Path) -> None:
    """Through GNOME Orca: the match's first block and the answer to a typed move hold no ">",
    and the keys of "play 1" are each spoken once (the 1 after the space too)."""
    program = Path(sys.executable).with_name("access-cards")
    if not program.exists():
        pytest.skip(f"no installed access-cards beside {sys.executable}")
    home = tmp_path / "home"
    command = f"ACCESS_CARDS_HOME={home} {program} play khmer --seats you,bot --seed 3"
    harness(orca, "run", f"{command} --speech reader --lang en")
    harness(orca, "wait-for", "Your turn", "60")
    harness(orca, "wait-quiet", "1.5", "30")
    first = spoken(orca)
    assert not [s for s in first if ">" in s], first

    harness(orca, "mark")
    harness(orca, "type", "play 1")
    harness(orca, "wait-quiet", "1.5", "30")
    keys = spoken(orca)
    assert keys.count("1") == 1 and keys.count("p") == 1, keys

    harness(orca, "mark")
    harness(orca, "key", "Return")
    harness(orca, "wait-quiet", "1.5", "30")
    answer = spoken(orca)
    assert answer and not [s for s in answer if ">" in s], answer
