"""Key press to sentence handed to the voice: p50 / p95 / p99 / max.

The real interactive stack runs in a background thread: ``run_session`` with
a ``PromptReader`` reading a prompt_toolkit pipe input (``DummyOutput`` for
the screen), a ``GameSession`` saving after every action as the program does,
and a ``Speaker`` in ``self-voice`` mode.  Its voice is either a timing probe
(a backend whose ``speak`` stamps ``time.perf_counter()``: the measuring
instrument standing in for the voice) or eSpeak NG synthesising into WAV files
(its observer's "start", just after the ``espeak-ng`` process is spawned).

The main thread plays the human: on each of its turns it presses one-key
commands on the empty line (h, t, a, s, r and comma, in turn), then types a
move ("play N" picked from the legal actions, with a seeded RNG) and presses
Enter, so that the bot answers and "Your turn" follows.  A press is timed from
just before ``pipe_input.send_text``; the next key waits until the answer is
complete and the prompt has been drawn again, plus a short pause, so no press
queues behind the previous one.  Matches follow one another with seeds
``--seed``, ``--seed + 1``, ...

    .venv/bin/python benchmarks/console_latency.py [--moves 150] [--espeak-moves 40] [--runs 3]
        [--write]
"""

from __future__ import annotations

import argparse
import os
import random
import shutil
import statistics
import tempfile
import threading
import time
from collections.abc import Callable, Iterable, Sequence
from contextlib import ExitStack
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from perfdoc import machine, pin_to_one_core, write_section
from prompt_toolkit.input import create_pipe_input
from prompt_toolkit.output import DummyOutput

from access_cards.console.play import PlayRequest, new_match, run_session
from access_cards.console.reader import LineReader, PromptReader
from access_cards.console.settings import Settings
from access_cards.narration import Translator
from access_cards.simulate import percentile
from access_cards.speech import BackendSpec, Speaker
from access_cards.speech.espeak import espeak_spec

GOAL = 0.020  # seconds: p99 from key press to the first sentence
HOTKEYS = ("h", "t", "a", "s", "r", ",")
NAMES = {"h": "hand", "t": "table", "a": "actions", "s": "scores", "r": "repeat", ",": "older"}
TIMEOUT = 10.0  # seconds to wait for an answer before giving up


class Recorder:
    """When each sentence reached the voice, stamped by whoever calls ``mark``."""

    def __init__(self) -> None:
        self.times: list[float] = []
        self.cond = threading.Condition()

    def mark(self, _text: str = "") -> None:
        """Stamp one sentence (called from the speaker's or the voice's thread)."""
        now = time.perf_counter()
        with self.cond:
            self.times.append(now)
            self.cond.notify_all()

    def count(self) -> int:
        """How many sentences have been stamped so far."""
        with self.cond:
            return len(self.times)

    def since(self, index: int, timeout: float = 0.0) -> list[float]:
        """The stamps from ``index`` on, waiting up to ``timeout`` s for the first."""
        with self.cond:
            self.cond.wait_for(lambda: len(self.times) > index, timeout)
            return self.times[index:]


class ProbeBackend:
    """A speech backend that only stamps the time of each ``speak`` call."""

    name = "timing probe"

    def __init__(self, recorder: Recorder) -> None:
        self.recorder = recorder

    def speak(self, text: str, interrupt: bool = False) -> None:
        """Stamp the sentence: this is the moment it would start to be spoken."""
        self.recorder.mark(text)

    def silence(self) -> None:
        """Nothing is ever playing."""

    def wait_idle(self, timeout: float) -> bool:
        """Always idle."""
        return True

    def unspoken(self) -> list[str]:
        """Nothing is ever left unspoken."""
        return []

    def close(self) -> None:
        """Nothing to release."""


CLEAN_UP: list[Path] = []  # folders made outside the work folder


def probe_chain(recorder: Recorder, _work: Path) -> list[BackendSpec]:
    """The speaker's chain: the timing probe only."""
    return [BackendSpec(ProbeBackend.name, lambda voice, on_failure: ProbeBackend(recorder))]


def espeak_chain(recorder: Recorder, work: Path) -> list[BackendSpec]:
    """The speaker's chain: eSpeak NG into WAV files; "start" events are stamped."""

    def observer(what: str, _number: int, text: str) -> None:
        if what == "start":
            recorder.mark(text)

    # The WAV files stand in for a sound card: in memory when possible, since on
    # disk they would make the program's save (fsync) wait for the voice's writes.
    shm = Path("/dev/shm")
    wavs = Path(tempfile.mkdtemp(prefix="wav-", dir=shm if shm.is_dir() else work))
    CLEAN_UP.append(wavs)
    return [espeak_spec(wav_dir=wavs, observer=observer)]


@dataclass
class Samples:
    """Seconds from key press to the first and to the last sentence of each answer."""

    first: dict[str, list[float]] = field(default_factory=dict)
    last: dict[str, list[float]] = field(default_factory=dict)
    silent: int = 0  # presses that produced no sentence at all

    def add(self, key: str, first: float, last: float) -> None:
        """Keep one press's two times under ``key``."""
        self.first.setdefault(key, []).append(first)
        self.last.setdefault(key, []).append(last)


class Console:
    """The real console in a background thread, playing seeded matches one after another.

    As in the program, one ``PromptReader`` and one ``Speaker`` serve every
    match.  ``ready`` is set once the answer to the last press is complete and
    the prompt has been drawn again, or the match has ended (``match_over``).
    """

    def __init__(self, level: str, seed: int, chain: Sequence[BackendSpec], gap: float) -> None:
        self.level, self.seed, self.gap = level, seed, gap
        self.t = Translator("en")
        self._stack = ExitStack()
        devnull = self._stack.enter_context(open(os.devnull, "w"))  # noqa: SIM115
        # The program prints each sentence to the terminal; here into /dev/null.
        self.speaker = Speaker(
            "self-voice", write=lambda s: print(s, file=devnull, flush=True), chain=chain
        )
        self._stack.callback(self.speaker.close)
        if self.speaker.mode != "self-voice":
            raise RuntimeError("the speech backend did not start")
        self.pipe = self._stack.enter_context(create_pipe_input())
        self.reader = PromptReader(self.speaker.silence, input=self.pipe, output=DummyOutput())
        self.match: Any = None
        self.matches = 0
        self.handled = threading.Event()  # the last line or key has been answered
        self.ready = threading.Event()  # ... and the prompt is drawn again
        self.match_over = threading.Event()  # waiting for ``next_match``
        self._go = threading.Event()
        self._stop = False
        self.reader.session.app.after_render += self._rendered
        self.thread = threading.Thread(target=self._run, name="console", daemon=True)
        self.thread.start()

    # -- the console thread ---------------------------------------------------

    def _run(self) -> None:
        """Play matches until told to stop (between matches, or by end of input)."""
        reader = _Signalling(self)
        while not self._stop:
            request = PlayRequest("khmer", ["you", f"bot:{self.level}"], self.seed + self.matches)
            self.match, path = new_match(request, self.t)
            self.matches += 1
            session = run_session(self.match, path, self.t, self.speaker, reader, Settings())
            self.match_over.set()
            self.handled.set()
            self.ready.set()
            if not session.done:  # end of input
                return
            self._go.wait()
            self._go.clear()

    def _rendered(self, _app: object) -> None:
        if self.handled.is_set():
            self.ready.set()

    # -- the player's side (main thread) --------------------------------------

    def wait_ready(self) -> None:
        """Until the answer to the last press is complete and the prompt is back."""
        if not self.ready.wait(TIMEOUT):
            raise RuntimeError("the console did not answer within the timeout")

    def next_match(self) -> None:
        """After a match has ended: start the next one and wait for its prompt."""
        self.match_over.clear()
        self.handled.clear()
        self.ready.clear()
        self._go.set()
        self.wait_ready()

    def press(self, text: str) -> float:
        """Send ``text`` after the pause; return the time just before sending."""
        self.wait_ready()
        time.sleep(self.gap)
        self.handled.clear()
        self.ready.clear()
        pressed = time.perf_counter()
        self.pipe.send_text(text)
        return pressed

    def type_text(self, text: str) -> None:
        """Type ``text`` into the empty line and wait until the line holds it."""
        self.wait_ready()
        self.pipe.send_text(text)
        deadline = time.monotonic() + TIMEOUT
        while self.reader.session.default_buffer.text != text:
            if time.monotonic() > deadline:
                raise RuntimeError(f"the line never held {text!r}")
            time.sleep(0.001)

    @property
    def state(self) -> Any:
        """The match being played (read only while the console waits for a key)."""
        return self.match.state

    def close(self) -> None:
        """End input (the session stops as at Ctrl-D) and release the pipe and the voice."""
        self._stop = True
        self.pipe.close()
        self._go.set()
        self.thread.join(TIMEOUT)
        self._stack.close()


class _Signalling(LineReader):
    """A LineReader around the console's PromptReader that says when an answer is done."""

    def __init__(self, console: Console) -> None:
        self.console = console
        self.inner = console.reader

    def set_hotkeys(
        self, handler: Callable[[str], None] | None, keys: str, words: Iterable[str] = ()
    ) -> None:
        if handler is None:
            self.inner.set_hotkeys(None, keys, words)
            return

        def answered(key: str) -> None:
            handler(key)
            self.console.handled.set()

        self.inner.set_hotkeys(answered, keys, words)

    def read(self) -> str | None:
        self.console.handled.set()  # the typed line has been answered in full
        return self.inner.read()


def choose_move(state: Any, rng: random.Random) -> tuple[str, bool]:
    """A move for the player and whether it is measured: "play N" when one is legal."""
    legal = [str(a) for a in state.legal_actions()]
    plays = [a for a in legal if a.startswith("play ")]
    if plays:
        return rng.choice(plays), True
    for move in ("draw", "discard", "knock", "concede"):
        if move in legal:
            return move, False
    return legal[0], False


@dataclass
class Player:
    """The person at the keyboard, played from the main thread."""

    console: Console
    recorder: Recorder
    rng: random.Random
    idle: bool  # let the voice finish before each press (eSpeak NG)
    samples: Samples = field(default_factory=Samples)

    def turn(self, hotkeys: Sequence[str]) -> None:
        """Press the turn's one-key commands, then type a move and press Enter."""
        for key in hotkeys:
            self.press(key, key)
        move, measured = choose_move(self.console.state, self.rng)
        self.console.type_text(move)
        self.press("\r", "move" if measured else "")
        if move in ("knock", "concede"):  # asks for confirmation
            self.console.type_text("yes")
            self.press("\r", "")

    def press(self, text: str, key: str) -> None:
        """One timed press; its first and last sentence go under ``key`` (unless empty)."""
        if self.idle:
            self.console.speaker.wait_idle(TIMEOUT)
        mark = self.recorder.count()
        pressed = self.console.press(text)
        self.console.wait_ready()
        # The probe stamps inside the answer; eSpeak NG's worker may start a moment later.
        stamps = self.recorder.since(mark, TIMEOUT if self.idle else 0.0)
        if not key:
            return
        if not stamps:
            self.samples.silent += 1
            return
        self.samples.add(key, stamps[0] - pressed, stamps[-1] - pressed)


@dataclass(frozen=True)
class Variant:
    """One measured configuration: the voice and the opponent."""

    voice: str
    level: str
    chain: Callable[[Recorder, Path], list[BackendSpec]]
    pinned: bool  # on core 0 (the probe) or free (a voice in its own processes)
    idle: bool
    last: bool  # whether the last sentence's time means anything


def run_variant(
    variant: Variant, moves: int, seed: int, per_turn: int, gap: float, work: Path
) -> Samples:
    """Play seeded matches until ``moves`` moves have been measured."""
    set_pinning(variant.pinned)
    recorder = Recorder()
    console = Console(variant.level, seed, variant.chain(recorder, work), gap)
    player = Player(console, recorder, random.Random(seed), variant.idle)
    cycle = 0
    try:
        console.wait_ready()
        while len(player.samples.first.get("move", [])) < moves:
            if console.match_over.is_set():
                console.next_match()
            player.turn([HOTKEYS[(cycle + i) % len(HOTKEYS)] for i in range(per_turn)])
            cycle += per_turn
    finally:
        console.close()
    silent = player.samples.silent
    print(
        f"  {variant.voice}, {variant.level} bot: {console.matches} matches,"
        f" {silent} silent presses",
        flush=True,
    )
    return player.samples


def set_pinning(pinned: bool) -> str:
    """Pin this thread (and the threads it starts) to core 0, or free it."""
    if pinned:
        return pin_to_one_core()
    if hasattr(os, "sched_setaffinity"):
        os.sched_setaffinity(0, range(os.cpu_count() or 1))
    return "not pinned"


# -- the report ---------------------------------------------------------------


def quantile(values: Sequence[float], q: float) -> float:
    """Nearest-rank percentile, in seconds."""
    value = percentile(sorted(values), q)
    return float("nan") if value is None else value


def row(voice: str, what: str, runs: Sequence[Sequence[float]], goal: bool) -> str:
    """One table row: medians over the runs of each run's p50 / p95 / p99, overall max."""

    def median_of(q: float) -> float:
        return statistics.median(quantile(run, q) for run in runs)

    p99s = [quantile(run, 0.99) for run in runs]
    met = ("yes" if median_of(0.99) <= GOAL else "no") if goal else "-"
    count = sum(len(run) for run in runs)
    spread = " / ".join(f"{1000 * v:.1f}" for v in p99s)
    top = max(max(run) for run in runs)
    p50, p95, p99 = (1000 * median_of(q) for q in (0.5, 0.95, 0.99))
    return (
        f"| {voice} | {what} | {count:,} | {p50:.2f} | {p95:.2f} | {p99:.2f} | {spread}"
        f" | {1000 * top:.2f} | {met} |"
    )


def rows(variant: Variant, runs: Sequence[Samples], per_key: bool) -> list[str]:
    """The table rows of one variant (``runs``: one Samples per run)."""
    voice = variant.voice
    keys = [k for k in HOTKEYS if all(k in r.first for r in runs)]

    def pooled(r: Samples, table: str) -> list[float]:
        return [v for k in keys for v in getattr(r, table)[k]]

    out = []
    if per_key:
        for key in keys:
            what = f"`{key}` {NAMES[key]}: first"
            out.append(row(voice, what, [r.first[key] for r in runs], True))
    out.append(row(voice, "one-key commands: first", [pooled(r, "first") for r in runs], True))
    if variant.last:
        out.append(row(voice, "one-key commands: last", [pooled(r, "last") for r in runs], False))
    move = f"play N + Enter, {variant.level} bot"
    out.append(row(voice, f"{move}: first", [r.first["move"] for r in runs], True))
    if variant.last:
        out.append(row(voice, f"{move}: last", [r.last["move"] for r in runs], False))
    return out


def median_ms(runs: Sequence[Samples], table: str, keys: Sequence[str]) -> float:
    """The median over the runs of each run's median, pooled over ``keys``."""
    medians = [statistics.median(v for k in keys for v in getattr(r, table)[k]) for r in runs]
    return float(statistics.median(medians))


def ratios(results: Sequence[Sequence[Samples]]) -> str:
    """The figures that travel between machines: ratios of medians."""
    normal, hard, *espeak = results
    key = median_ms(normal, "first", HOTKEYS)
    move = median_ms(normal, "first", ["move"])
    last_normal, last_hard = median_ms(normal, "last", ["move"]), median_ms(hard, "last", ["move"])
    text = (
        f"Ratios of medians: a typed move's first sentence takes {move / key:.1f} times as long"
        f" as a one-key command's; the move's last sentence comes {last_normal / move:.1f} times"
        f" as late as its first with the normal bot, {last_hard / move:.1f} times with the hard"
        f" bot ({last_hard / last_normal:.1f} times the normal bot's)"
    )
    if espeak:
        voiced = median_ms(espeak[0], "first", HOTKEYS)
        text += f"; eSpeak NG starts a one-key answer {voiced / key:.1f} times as late as the probe"
    return text + "."


def variants(espeak: bool) -> list[Variant]:
    """What is measured: the probe against normal and hard, eSpeak NG against normal."""
    found = [
        Variant("timing probe", "normal", probe_chain, True, False, True),
        Variant("timing probe", "hard", probe_chain, True, False, True),
    ]
    if espeak and shutil.which("espeak-ng"):
        found.append(Variant("eSpeak NG start", "normal", espeak_chain, False, True, False))
    return found


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--moves", type=int, default=150, help="measured moves per probe run")
    parser.add_argument("--espeak-moves", type=int, default=40, help="... per eSpeak NG run")
    parser.add_argument("--runs", type=int, default=3, help="runs; each figure is their median")
    parser.add_argument("--keys-per-turn", type=int, default=2, help="one-key commands per turn")
    parser.add_argument("--gap", type=float, default=0.02, help="pause before each press, s")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--write", action="store_true", help="update docs/performance.md")
    args = parser.parse_args()
    work = Path(tempfile.mkdtemp(prefix="console-latency-"))
    os.environ["ACCESS_CARDS_HOME"] = str(work / "home")  # saves go here, not to the user's
    chosen = variants(args.espeak_moves > 0)
    results: list[list[Samples]] = [[] for _ in chosen]
    try:
        for run in range(args.runs):
            print(f"run {run + 1} of {args.runs}", flush=True)
            for variant, found in zip(chosen, results, strict=True):
                moves = args.moves if variant.pinned else args.espeak_moves
                found.append(
                    run_variant(variant, moves, args.seed, args.keys_per_turn, args.gap, work)
                )
    finally:
        for folder in [work, *CLEAN_UP]:
            shutil.rmtree(folder, ignore_errors=True)
    lines = header(args, chosen)
    for i, (variant, runs) in enumerate(zip(chosen, results, strict=True)):
        lines += rows(variant, runs, per_key=i == 0)
    lines += ["", ratios(results)]
    text = "\n".join(lines)
    print(text)
    if args.write:
        write_section("console_latency", text)


def header(args: argparse.Namespace, chosen: Sequence[Variant]) -> list[str]:
    """The machine line, what was done, and the table head."""
    espeak = any(not v.pinned for v in chosen)
    how = "the timing probe pinned to core 0" + (
        "; eSpeak NG not pinned (its voice runs in its own processes)" if espeak else ""
    )
    return [
        f"Machine: {machine()}; {how}.",
        "",
        f"{args.runs} runs; per run and opponent {args.moves} measured moves with the probe"
        + (f" and {args.espeak_moves} with eSpeak NG" if espeak else "")
        + f", each turn {args.keys_per_turn} one-key commands (h, t, a, s, r, comma in turn)"
        f" then `play N` + Enter, matches seeded from {args.seed}, {1000 * args.gap:.0f} ms"
        " pause before each press. Milliseconds from the key press to the sentence reaching"
        " the voice; p50 / p95 / p99 are medians over the runs of each run's figure, max is"
        f" the highest of all; goal: the first sentence at p99 within {1000 * GOAL:.0f} ms.",
        "",
        "| Voice | Press: sentence | Presses | p50 | p95 | p99 | p99 per run | max | goal met |",
        "|---|---|---:|---:|---:|---:|---:|---:|---|",
    ]


if __name__ == "__main__":
    main()
