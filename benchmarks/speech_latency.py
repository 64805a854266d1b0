"""How quickly the player's own key cuts off self-voice speech: p50 / p95 / max.

Each trial queues a long sentence and two more behind it, waits until the
first is being spoken, then says a reply with ``interrupt=True`` and times,
from that call, (a) the old sentence's end (eSpeak NG: its process killed
and reaped; speech-dispatcher: the CANCEL event) and (b) the reply's start
(eSpeak NG: its new process running; speech-dispatcher: the BEGIN event).
There is no sound card here: eSpeak NG synthesises into WAV files, and a
private speech-dispatcher plays into libao's null driver.

    .venv/bin/python benchmarks/speech_latency.py [--trials 50] [--write]
"""

from __future__ import annotations

import argparse
import random
import shutil
import tempfile
import threading
import time
from collections.abc import Callable
from pathlib import Path

from perfdoc import machine, ms, write_section

from access_cards.speech import BackendSpec, Speaker
from access_cards.speech.dispatcher import speechd_spec
from access_cards.speech.espeak import espeak_spec
from access_cards.speech.private_server import PrivateSpeechDispatcher

GOAL = 0.100  # seconds: the reply must start well within this
LONG = " ".join(["East plays the jack of hearts and North follows with the seven of clubs."] * 60)

Observer = Callable[[str, int, str], None]


class Clock:
    """Records when each (what, text) happened, from the backend's threads."""

    def __init__(self) -> None:
        self.seen: dict[tuple[str, str], float] = {}
        self.cond = threading.Condition()

    def __call__(self, what: str, number: int, text: str) -> None:
        with self.cond:
            self.seen.setdefault((what, text), time.perf_counter())
            self.cond.notify_all()

    def wait(self, what: str, text: str, timeout: float = 10.0) -> float:
        with self.cond:
            if not self.cond.wait_for(lambda: (what, text) in self.seen, timeout):
                raise RuntimeError(f"no {what!r} for {text[:30]!r} within {timeout} s")
            return self.seen[(what, text)]


def trials(spec: Callable[[Observer], BackendSpec], count: int) -> list[tuple[float, float]]:
    """(old sentence gone, reply started) in seconds after the interrupting call."""
    clock = Clock()
    speaker = Speaker("self-voice", write=lambda _: None, chain=[spec(clock)])
    if speaker.mode != "self-voice":
        raise RuntimeError("the backend did not start")
    rng = random.Random(1)
    results = []
    try:
        for n in range(count):
            old = f"{LONG} Trial {n}."
            for k in range(3):
                speaker.say(old if k == 0 else f"{old} Queued {k}.")
            clock.wait("start", old)
            time.sleep(rng.uniform(0.02, 0.08))  # somewhere inside the sentence
            reply = f"Reply {n}."
            asked = time.perf_counter()
            speaker.say(reply, "reply", interrupt=True)
            started = clock.wait("start", reply)
            gone = clock.wait("cancel", old)
            results.append((gone - asked, started - asked))
            if not speaker.wait_idle(10):
                raise RuntimeError("speech did not finish")
    finally:
        speaker.close()
    return results


def espeak_trials(count: int, work: Path) -> list[tuple[float, float]]:
    wavs = work / "wav"
    wavs.mkdir()
    return trials(lambda clock: espeak_spec(wav_dir=wavs, observer=clock), count)


def speechd_trials(count: int, work: Path) -> list[tuple[float, float]] | str:
    """The figures, or why speech-dispatcher could not be measured."""
    try:
        server = PrivateSpeechDispatcher(work / "speechd")
        server.start()
    except RuntimeError as exc:
        return str(exc)
    try:
        return trials(lambda clock: speechd_spec(address=server.address, observer=clock), count)
    finally:
        server.stop()


def row(name: str, results: list[tuple[float, float]]) -> str:
    gone = [g for g, _ in results]
    started = [s for _, s in results]
    late = sum(s > GOAL for s in started)
    return (
        f"| {name} | {len(results)} | {ms(gone, 0.5, 1)} | {ms(gone, 0.95, 1)}"
        f" | {ms(started, 0.5, 1)} | {ms(started, 0.95, 1)} | {ms(started, 1.0, 1)} | {late} |"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--trials", type=int, default=50, help="interruptions per backend")
    parser.add_argument("--write", action="store_true", help="update docs/performance.md")
    args = parser.parse_args()
    lines = [
        f"Machine: {machine()}; not pinned (the voices run in their own processes).",
        "",
        f"{args.trials} interruptions per backend, each 20 to 80 ms into a long sentence with two"
        " more queued behind it; times in milliseconds from `say(..., interrupt=True)`;"
        f" goal: the reply starts within {1000 * GOAL:.0f} ms.",
        "",
        "| Backend | Trials | old gone p50 | old gone p95 | reply started p50 | p95 | max"
        " | over 100 ms |",
        "|---|---:|---:|---:|---:|---:|---:|---:|",
    ]
    work = Path(tempfile.mkdtemp(prefix="speech-latency-"))
    try:
        if shutil.which("espeak-ng"):
            lines.append(row("eSpeak NG subprocess (WAV output)", espeak_trials(args.trials, work)))
        else:
            lines.append("| eSpeak NG subprocess | not installed | | | | | | |")
        print(lines[-1], flush=True)
        outcome = speechd_trials(args.trials, work)
        if isinstance(outcome, str):
            lines.append(f"| speech-dispatcher | not measured: {outcome} | | | | | | |")
        else:
            lines.append(row("speech-dispatcher 0.11 (private, libao null)", outcome))
        print(lines[-1], flush=True)
    finally:
        shutil.rmtree(work, ignore_errors=True)
    text = "\n".join(lines)
    print(text)
    if args.write:
        write_section("speech_latency", text)


if __name__ == "__main__":
    main()
