"""Whole matches heard through the real GNOME Orca: which printed lines did Orca send?

Shared by the opt-in test ``tests/test_orca_lines.py`` and ``benchmarks/orca_lines.py``. The
Orca harness (``../shared/tools/orca-harness.sh``, or ``ACCESS_CARDS_ORCA_HARNESS``) runs Orca,
speech-dispatcher and a VTE terminal (xfce4-terminal, 100 by 30) headless; the program runs in
that terminal in reader mode with its own speech log, and the player's moves are typed into it
as keys. The player is a ``normal`` bot reading its view from the save the program keeps
(written before anything is said); a move the program asks to confirm is answered with the
language's yes. Only one Orca may run on the machine, so a session holds ``/tmp/orca.lock``
from ``start`` to ``stop``, as every Orca session here does.

The share is the program's printed lines (the speech log's ``printed`` lines, braille cells
left out) that Orca sent to speech in their order: the longest common subsequence of those
lines and the lines of Orca's utterances (Orca sends a terminal's new lines together, one
utterance, lines apart), a printed line counting as sent when a line Orca sent holds it whole.
"""

from __future__ import annotations

import contextlib
import fcntl
import json
import os
import shlex
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parents[1]
HARNESS = Path(
    os.environ.get("ACCESS_CARDS_ORCA_HARNESS")
    or REPO.parent / "shared" / "tools" / "orca-harness.sh"
)
LOCK = Path("/tmp/orca.lock")  # one Orca at a time on this machine, whoever runs it
TYPE_DELAY_MS = 80  # per key: a quick typist (the harness's default, 160, is for key echo)
QUIET = 0.5  # s without a new line in the program's speech log: it waits for the player
ORCA_QUIET = 1.0  # s without new speech from Orca before the next key, as a listener waits
ANSWER_SECONDS = 30.0  # for the program to answer a move


class OrcaUnavailable(RuntimeError):
    """The harness cannot run here (no script, or another Orca of this user)."""


class Harness:
    """The Orca harness's subcommands, with a private state folder under /tmp."""

    def __init__(self, state: Path, script: Path = HARNESS) -> None:
        self.state, self.script = state, script

    def __call__(self, *args: str, check: bool = True) -> subprocess.CompletedProcess[str]:
        env = {
            **os.environ,
            "ORCA_HARNESS_DIR": str(self.state),
            "ORCA_HARNESS_TYPE_DELAY": str(TYPE_DELAY_MS),
        }
        done = subprocess.run(
            ["bash", str(self.script), *args], env=env, cwd=REPO, capture_output=True, text=True
        )
        if check and done.returncode != 0:
            raise AssertionError(f"orca-harness {' '.join(args)}: {done.stderr.strip()}")
        return done

    def spoken(self) -> list[str]:
        """What Orca sent to speech since the last mark (``run`` sets one), an utterance a
        line; the harness writes a new line inside an utterance as a backslash and n."""
        return self("spoken", "-m").stdout.splitlines()

    def type(self, text: str) -> None:
        self("type", text)
        self("key", "Return")


@contextlib.contextmanager
def orca_session(keep: Path | None = None) -> Iterator[Harness]:
    """A started harness, stopped afterwards whatever happens; the lock held throughout.
    ``keep``: a folder to copy the harness's logs to (Orca's debug log among them)."""
    if not HARNESS.is_file():
        raise OrcaUnavailable(f"no Orca harness at {HARNESS}")
    state = Path(tempfile.mkdtemp(prefix="orca-access-cards-", dir="/tmp"))
    harness = Harness(state)
    with open(LOCK, "a") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        try:
            started = harness("start", check=False)
            if started.returncode != 0:
                raise OrcaUnavailable(started.stderr.strip() or started.stdout.strip())
            yield harness
        finally:
            harness("stop", check=False)
            if keep is not None and (state / "log").is_dir():
                subprocess.run(["cp", "-r", str(state / "log"), str(keep / "harness-log")])
            subprocess.run(["rm", "-rf", str(state)])


@dataclass(frozen=True)
class Match:
    """One match to play: the game, the language, the seed, the seats and options."""

    game: str
    lang: str
    seed: int
    seats: str
    options: tuple[str, ...] = ()

    @property
    def name(self) -> str:
        return f"{self.game}-{self.lang}-{self.seed}"

    def argv(self) -> list[str]:
        extra = [arg for option in self.options for arg in ("--option", option)]
        return [self.game, "--seats", self.seats, "--seed", str(self.seed), *extra]


@dataclass
class Heard:
    """What the program printed and what Orca sent of it, for one match."""

    match: Match
    printed: list[str]
    spoken: list[str]
    moves: int
    seconds: float
    missed: list[str] = field(default_factory=list)

    def __post_init__(self) -> None:
        self.missed = unsent(self.printed, self.spoken)

    @property
    def sent(self) -> int:
        return len(self.printed) - len(self.missed)

    @property
    def share(self) -> float:
        return self.sent / len(self.printed) if self.printed else 1.0


def _norm(text: str) -> str:
    return " ".join(text.split()).casefold()


def orca_lines(spoken: Sequence[str]) -> list[str]:
    """Orca's utterances split into their lines, blanks left out."""
    lines = [part for utterance in spoken for part in utterance.split("\\n")]
    return [n for n in map(_norm, lines) if n]


def unsent(printed: Sequence[str], spoken: Sequence[str]) -> list[str]:
    """The printed lines Orca did not send, in order: those left out of the longest common
    subsequence of the printed lines and Orca's lines (a line matches a line of Orca's that
    holds it whole)."""
    ours, theirs = [_norm(p) for p in printed], orca_lines(spoken)
    n, m = len(ours), len(theirs)
    best = [[0] * (m + 1) for _ in range(n + 1)]
    for i in range(n - 1, -1, -1):
        row, below = best[i], best[i + 1]
        for j in range(m - 1, -1, -1):
            if ours[i] and ours[i] in theirs[j]:
                row[j] = below[j + 1] + 1
            else:
                row[j] = max(below[j], row[j + 1])
    missed, i, j = [], 0, 0
    while i < n:
        if j < m and ours[i] and ours[i] in theirs[j] and best[i][j] == best[i + 1][j + 1] + 1:
            i, j = i + 1, j + 1
        elif j < m and best[i][j + 1] >= best[i + 1][j]:
            j += 1
        else:
            missed.append(printed[i])
            i += 1
    return missed


# -- the player at the keyboard ----------------------------------------------------------------


def _records(log: Path) -> list[dict[str, Any]]:
    if not log.exists():
        return []
    text = log.read_text(encoding="utf-8")
    return [json.loads(raw) for raw in text[: text.rfind("\n") + 1].splitlines()]


class Player:
    """Chooses the person's moves from the save, as a ``normal`` bot would."""

    def __init__(self, match: Match, home: Path) -> None:
        from access_cards import bots
        from access_cards.narration import Translator

        self.match, self.saves = match, home / "data" / "saves"
        self.bot = bots.create(match.game, "normal", seat=0, deterministic=True)
        self.yes = Translator(match.lang).words("console-yes-words")[0]

    def state(self) -> Any | None:
        """The match as saved now, None when there is no save (before it, or after the end)."""
        from access_cards.console.saves import load_match
        from access_cards.engine.errors import SaveError

        for path in self.saves.glob(f"{self.match.game}-*.json"):
            with contextlib.suppress(SaveError, OSError):
                return load_match(path).state
        return None

    def move(self, state: Any) -> str:
        """The move for the person's turn: the bot's choice, or the first legal move."""
        try:
            return str(self.bot.choose(state.view(0)))
        except Exception:  # the bot has heard no events: its memory may be missing
            return str(state.legal_actions()[0])


def _wait(done: Callable[[], bool], seconds: float, what: str) -> None:
    deadline = time.monotonic() + seconds
    while not done():
        if time.monotonic() > deadline:
            raise AssertionError(f"timed out waiting for {what}")
        time.sleep(0.05)


def _quiet(log: Path, seconds: float = QUIET) -> None:
    """Wait until the program's speech log has not grown for ``seconds``."""
    size, since = -1, time.monotonic()
    while True:
        now = log.stat().st_size if log.exists() else 0
        if now != size:
            size, since = now, time.monotonic()
        elif time.monotonic() - since >= seconds:
            return
        time.sleep(0.05)


def play(
    harness: Harness,
    match: Match,
    folder: Path,
    *,
    source: Path | None = None,
    limit: float = 540.0,
) -> Heard:
    """Play ``match`` in the harness's terminal to its end, typing the person's moves; what
    the program printed (its speech log) and what Orca sent.  ``source``: the folder of the
    ``access_cards`` package to run (another version, for a comparison); the repository's by
    default.  ``limit``: seconds for the whole match."""
    folder.mkdir(parents=True, exist_ok=True)
    home, log, rc = folder / "home", folder / "speech.jsonl", folder / "rc"
    env = {"ACCESS_CARDS_HOME": str(home), "BRLAPI_HOST": ":99999",
           "PYTHONPATH": str(source or REPO)}  # fmt: skip
    argv = [sys.executable, "-m", "access_cards", "play", *match.argv()]
    argv += ["--speech", "reader", "--lang", match.lang, "--speech-log", str(log)]
    command = shlex.join(["env", *(f"{k}={v}" for k, v in env.items()), *argv])
    # Run from the match's folder: ``python -m`` looks in the current folder first.
    where = shlex.quote(str(folder))
    harness("run", f"cd {where} && {command}; echo $? > {shlex.quote(str(rc))}")
    player, moves, start = Player(match, home), 0, time.monotonic()
    _wait(lambda: log.exists() or rc.exists(), 60, "the program to start")
    seen = False  # the save: there once the match has begun, gone once it is over
    while not rc.exists():
        if time.monotonic() - start > limit:
            raise AssertionError(f"{match.name}: not over within {limit:.0f} s")
        _quiet(log)
        state = player.state()
        seen = seen or state is not None
        if seen and state is None and not rc.exists():  # over: the program waits for Enter
            harness("wait-quiet", str(ORCA_QUIET), "30", check=False)
            harness("key", "Return")
            _wait(rc.exists, 10, "the program to end")
        elif state is not None and not state.is_over and state.current_player == 0:
            harness("wait-quiet", str(ORCA_QUIET), "30", check=False)
            moves += _move(harness, player, state, log, rc)
        else:
            time.sleep(0.1)
    harness("wait-quiet", "2", "30", check=False)
    printed = [r["text"] for r in _records(log) if r["printed"] and r["channel"] != "braille"]
    (folder / "orca.txt").write_text("\n".join(harness.spoken()) + "\n", encoding="utf-8")
    spoken = (folder / "orca.txt").read_text(encoding="utf-8").splitlines()
    return Heard(match, printed, spoken, moves, time.monotonic() - start)


def _move(harness: Harness, player: Player, state: Any, log: Path, rc: Path) -> int:
    """Type one move (and the yes it may ask for); 1."""
    before, lines = state.to_json(), len(_records(log))
    harness.type(player.move(state))
    _wait(lambda: len(_records(log)) > lines or rc.exists(), ANSWER_SECONDS, "an answer")
    _quiet(log)
    after = player.state()
    if after is not None and after.to_json() == before:  # asked to confirm it
        harness("wait-quiet", str(ORCA_QUIET), "30", check=False)
        harness.type(player.yes)
    return 1


# -- blocks of lines, as a move's answer prints them -------------------------------------------

# A program that prints, for each line "N GROUPS THINK" typed at its prompt, N numbered lines in
# GROUPS groups with THINK seconds of busy work between them (a bot thinking), through the
# console's own prompt and screen writer: the shapes of output that lost lines.
PROBE = """
import sys, time
from access_cards.console.reader import PromptReader, ScreenBuffer
screen = ScreenBuffer()
reader = PromptReader(lambda: None, screen)
block = 0
while (line := reader.read()) not in (None, "quit"):
    count, groups, think = line.split()
    count, groups, think = int(count), int(groups), float(think)
    block += 1
    for n in range(1, count + 1):
        screen(f"Block {block} line {n}, Anna plays the 5 of spades and Bruno the 7.")
        if n % (count // groups) == 0 and n < count:
            end = time.monotonic() + think
            while time.monotonic() < end:
                sum(range(1000))
screen.flush()
"""


def heard_blocks(
    harness: Harness,
    folder: Path,
    blocks: Sequence[tuple[int, int, float]],
    *,
    source: Path | None = None,
) -> list[list[int]]:
    """Type each block's "N GROUPS THINK" into the probe program and Enter; for each, the
    numbers of its lines that Orca sent, in the order sent."""
    import re

    folder.mkdir(parents=True, exist_ok=True)
    (folder / "probe.py").write_text(PROBE, encoding="utf-8")
    path = f"PYTHONPATH={shlex.quote(str(source or REPO))}"
    harness("run", f"cd {shlex.quote(str(folder))} && {path} {sys.executable} probe.py")
    time.sleep(2)  # the program starts and draws its prompt
    harness("wait-quiet", "2", "30", check=False)
    found = []
    for number, (count, groups, think) in enumerate(blocks, start=1):
        harness("mark")
        harness.type(f"{count} {groups} {think}")
        harness("wait-quiet", "2", "60", check=False)
        said = " ".join(harness.spoken())
        found.append([int(n) for n in re.findall(rf"Block {number} line (\d+),", said)])
    return found
