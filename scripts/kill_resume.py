#!/usr/bin/env python3
"""Kill the real program with SIGKILL at random moments, then resume what it saved.

For each match: play it once in-process exactly as the console does (same seed,
same deterministic bots, the person's moves chosen by an easy bot and typed as
lines, every confirmation answered yes), keeping every save it writes.  Then run
the real program (``python -m access_cards play … --plain``) on the same lines,
SIGKILL it after a random delay, and check that

* the save it left is byte for byte one of the saves of the uninterrupted match
  (a killed program never leaves half a save, nor a position that never was);
* ``--resume`` of that save, fed the lines not yet acted on, plays to the end and
  reaches exactly the uninterrupted match's final scores;
* what a kill leaves behind is counted: a temporary ``.NAME.PID.tmp`` save caught half
  written (the next run removes it once it is a minute old; never a whole save lost).

Usage: scripts/kill_resume.py [--matches 200] [--seed 1] [--json]
The figures of a run go into docs/robustness.md.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import signal
import subprocess
import sys
import tempfile
import time
from collections import Counter
from dataclasses import dataclass
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from access_cards import bots  # noqa: E402
from access_cards.console.play import PlayRequest, new_match  # noqa: E402
from access_cards.console.session import GameSession  # noqa: E402
from access_cards.narration import Translator  # noqa: E402
from access_cards.speech import Speaker  # noqa: E402

# Khmer to 30 points: a match to 6 is over in a few hundredths of a second after start-up,
# too short a window to kill in.
CONFIGS = [
    ("khmer", ["you", "bot:normal"], {"target": "30"}),
    ("khmer", ["bot:hard", "bot:easy"], {"target": "12"}),
    ("king", ["you", "bot:easy", "bot:easy", "bot:easy"], {}),
    ("king", ["bot:easy", "bot:normal", "bot:easy", "bot:normal"], {}),
]


@dataclass
class Reference:
    """The uninterrupted match: the lines typed, each save with the line that caused it."""

    lines: list[str]
    saves: list[tuple[int, bytes]]  # (index of the line being handled, -1 at the start; bytes)
    scores: list[int]
    seconds: float = 0.0


@dataclass
class Outcome:
    """What one killed match showed."""

    kind: str  # "resumed", "finished" (ended before the kill), "no save yet", or a failure
    killed_at: float
    position: int = -1  # which save of the reference the killed program left
    stale_temps: int = 0  # temporary files the kill left in the saves folder
    detail: str = ""


class Recording(GameSession):
    """A console session that keeps a copy of every save it writes."""

    line = -1
    kept: list[tuple[int, bytes]]

    def _save(self) -> None:
        super()._save()
        if self.save_path is not None and not self.state.is_over:
            self.kept.append((self.line, self.save_path.read_bytes()))


def reference(game: str, seats: list[str], options: dict[str, str], seed: int,
              folder: Path) -> Reference:  # fmt: skip
    """Play the match in-process as the console would, the person moving as an easy bot."""
    os.environ["ACCESS_CARDS_HOME"] = str(folder)
    t = Translator("en")
    match, path = new_match(PlayRequest(game, seats, seed, options), t)
    session = Recording(match, t, Speaker("text", write=lambda _x: None), save_path=path)
    session.kept = []
    person = bots.create(game, "easy", seat=0, seed=seed) if "you" in seats else None
    lines: list[str] = []
    session.start()
    while not session.done:
        assert person is not None
        for line in _turn(session, person):
            session.line = len(lines)
            lines.append(line)
            session.handle(line)
    if match.lock is not None:
        match.lock.release(remove=True)
    return Reference(lines, session.kept, list(session.state.scores))


def _turn(session: GameSession, person: bots.Bot) -> list[str]:
    """The person's next lines: a move, and yes when the console asks to confirm it."""
    move = person.choose(session.state.view(0))
    question = session.narrator.confirm(move, session.state.view(0))
    return [move, "yes"] if question is not None else [move]


def program(game: str, args: list[str], home: Path, log: Path) -> list[str]:
    """The command line of the real program, its speech log in ``home``."""
    home.mkdir(parents=True, exist_ok=True)  # the program makes no folder for a log
    plain = ["--plain", "--speech", "text", "--speech-log", str(log)]
    return [sys.executable, "-m", "access_cards", "play", game, *args, *plain]


def environment(home: Path) -> dict[str, str]:
    return {**os.environ, "ACCESS_CARDS_HOME": str(home), "LC_ALL": "C.UTF-8"}


def new_args(seats: list[str], options: dict[str, str], seed: int) -> list[str]:
    """The command line of a new match."""
    flags = [f for key, value in options.items() for f in ("--option", f"{key}={value}")]
    return ["--seed", str(seed), "--seats", ",".join(seats), *flags]


def kill_one(game: str, args: list[str], ref: Reference, delay: float, home: Path) -> Outcome:
    """Run the real program, SIGKILL it after ``delay`` seconds, and resume what it left."""
    feed = "".join(f"{x}\n" for x in ref.lines).encode()
    proc = subprocess.Popen(
        program(game, args, home, home / "first.jsonl"),
        stdin=subprocess.PIPE, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE,
        env=environment(home),
    )  # fmt: skip
    assert proc.stdin is not None
    try:
        proc.stdin.write(feed)
        proc.stdin.flush()
    except BrokenPipeError:
        pass
    time.sleep(delay)
    finished = proc.poll() is not None
    if not finished:
        proc.send_signal(signal.SIGKILL)
    proc.wait()
    if proc.stderr is not None:
        proc.stderr.close()
    saves = sorted((home / "data" / "saves").glob("*.json"))
    temps = len(list((home / "data" / "saves").glob(".*.tmp")))
    over = _final_scores(home / "first.jsonl") is not None
    if finished or (over and not saves):  # the match ended (its save removed) before the kill
        kind = "finished" if not saves else "left a save after finishing"
        return Outcome(kind, delay, stale_temps=temps)
    if not saves:
        return Outcome("no save yet", delay, stale_temps=temps)
    return _resume(game, saves[0], ref, delay, home, temps)


def _resume(game: str, save: Path, ref: Reference, delay: float, home: Path,
            temps: int) -> Outcome:  # fmt: skip
    data = save.read_bytes()
    found = [i for i, (_, kept) in enumerate(ref.saves) if kept == data]
    if not found:
        return Outcome("save matches no position of the match", delay, stale_temps=temps)
    position = found[-1]
    rest = ref.lines[ref.saves[position][0] + 1 :]
    log = home / "second.jsonl"
    done = subprocess.run(
        program(game, ["--resume", str(save)], home, log),
        input="".join(f"{x}\n" for x in rest).encode(),
        capture_output=True, env=environment(home), timeout=600,
    )  # fmt: skip
    if done.returncode != 0 or b"Traceback" in done.stderr:
        return Outcome("resume failed", delay, position, temps, done.stderr.decode()[-300:])
    scores = _final_scores(log)
    if scores != ref.scores:
        return Outcome("resumed to another result", delay, position, temps, f"{scores}")
    return Outcome("resumed", delay, position, temps)


def _final_scores(log: Path) -> list[int] | None:
    """The scores of the match_end event in a speech log (a killed program's last line
    may be cut short: skipped), or None if the match did not end."""
    if not log.exists():
        return None
    for raw in reversed(log.read_text(encoding="utf-8").splitlines()):
        try:
            event = json.loads(raw).get("event") or {}
        except ValueError:
            continue
        if event.get("type") == "match_end":
            return list(event["scores"])
    return None


def run(matches: int, seed: int, quiet: bool = False) -> dict[str, Any]:
    """Kill ``matches`` matches at random moments; the tally and the timings."""
    rng = random.Random(seed)
    outcomes: list[Outcome] = []
    durations: dict[str, float] = {}
    started = time.monotonic()
    with tempfile.TemporaryDirectory(prefix="kill-resume-") as tmp:
        for i in range(matches):
            game, seats, options = CONFIGS[i % len(CONFIGS)]
            match_seed = rng.randrange(1 << 30)
            folder = Path(tmp) / f"m{i}"
            ref = reference(game, seats, options, match_seed, folder / "reference")
            args = new_args(seats, options, match_seed)
            key = f"{game} {','.join(seats)}"
            if key not in durations:  # how long the real program takes, once per kind
                durations[key] = _measure(game, args, ref, folder / "timing")
            # From start-up (about 0.2 s here) to a little past the end.
            delay = rng.uniform(0.15, 1.05 * durations[key])
            outcome = kill_one(game, args, ref, delay, folder / "home")
            outcomes.append(outcome)
            if not quiet:
                print(f"{i + 1:4} {key:40} kill at {delay:5.2f} s: {outcome.kind}"
                      f"{' ' + outcome.detail if outcome.detail else ''}", flush=True)  # fmt: skip
    tally = Counter(o.kind for o in outcomes)
    return {
        "matches": matches,
        "seed": seed,
        "outcomes": dict(tally),
        "killed_mid_match": sum(o.kind not in ("finished", "no save yet") for o in outcomes),
        "stale_temporaries_after_kill": sum(o.stale_temps for o in outcomes),
        "seconds_per_match_uninterrupted": {k: round(v, 2) for k, v in durations.items()},
        "seconds": round(time.monotonic() - started, 1),
        "failures": [vars(o) for o in outcomes if not o.kind.startswith(("resumed", "finished",
                                                                        "no save"))],
    }  # fmt: skip


def _measure(game: str, args: list[str], ref: Reference, home: Path) -> float:
    """Seconds the real program takes for the whole match, uninterrupted."""
    began = time.monotonic()
    subprocess.run(
        program(game, args, home, home / "t.jsonl"),
        input="".join(f"{x}\n" for x in ref.lines).encode(),
        capture_output=True, env=environment(home), timeout=600, check=True,
    )  # fmt: skip
    return time.monotonic() - began


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--matches", type=int, default=200)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--json", action="store_true", help="print only the summary as JSON")
    args = parser.parse_args()
    summary = run(args.matches, args.seed, quiet=args.json)
    print(json.dumps(summary, indent=2))
    return 0 if not summary["failures"] else 1


if __name__ == "__main__":
    sys.exit(main())
