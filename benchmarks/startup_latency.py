"""Program start to the first menu sentence: median and p95 over many starts.

Each run spawns ``access-cards --speech text --speech-log LOG`` and times,
from just before the spawn, until the first line of the speech log is
complete (polled every millisecond).  Two ways in: standard input a pipe
(plain mode) and a pseudo-terminal (the interactive prompt_toolkit path).
The program is then sent end of input (a closed pipe, Ctrl-D on the
terminal) and left to finish.  Baselines from the same interpreter, in the
same way: ``python -c pass`` and ``python -c "import prompt_toolkit"`` (spawn
to exit).  ``python -X importtime`` then shows where the start-up goes.

The child runs on core 0; the parent moves to core 1 to poll, so the polling
does not share the child's core.

    .venv/bin/python benchmarks/startup_latency.py [--runs 30] [--imports 5] [--write]
"""

from __future__ import annotations

import argparse
import fcntl
import json
import os
import pty
import select
import shutil
import statistics
import struct
import subprocess
import tempfile
import termios
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path

from perfdoc import machine, write_section

ROOT = Path(__file__).resolve().parent.parent
PYTHON = ROOT / ".venv" / "bin" / "python"
PROGRAM = ROOT / ".venv" / "bin" / "access-cards"
GOAL = 0.500  # seconds from start to the first menu sentence
TIMEOUT = 10.0
Env = dict[str, str]
POLL = 0.001
# prompt_toolkit turns bracketed paste on when its prompt is running (raw mode, input attached).
PROMPT_UP = b"\x1b[?2004h"


@dataclass(frozen=True)
class Start:
    """One start: wall time to the first sentence, and the log's own time stamp."""

    wall: float
    logged: float  # the first entry's "time": seconds after the Speaker was made


def cores() -> tuple[set[int], set[int]]:
    """(the child's core, the parent's core while it polls)."""
    if not hasattr(os, "sched_setaffinity") or (os.cpu_count() or 1) < 2:
        return {0}, {0}
    return {0}, {1}


def spawn(argv: Sequence[str], **popen: object) -> tuple[subprocess.Popen[bytes], float]:
    """Start ``argv`` on the child's core; return it and the time just before the spawn."""
    child, parent = cores()
    if hasattr(os, "sched_setaffinity"):
        os.sched_setaffinity(0, child)  # inherited by the child
    started = time.perf_counter()
    proc = subprocess.Popen(argv, **popen)  # type: ignore[call-overload]
    if hasattr(os, "sched_setaffinity"):
        os.sched_setaffinity(0, parent)
    return proc, started


def first_line(log: Path, proc: subprocess.Popen[bytes]) -> tuple[float, str]:
    """Poll until the log holds one complete line; return the time then and the line."""
    deadline = time.monotonic() + TIMEOUT
    while True:
        try:
            with open(log, "rb") as handle:
                data = handle.readline()
        except FileNotFoundError:
            data = b""
        if data.endswith(b"\n"):
            return time.perf_counter(), data.decode()
        if proc.poll() is not None or time.monotonic() > deadline:
            raise RuntimeError(f"no sentence logged (exit status {proc.returncode})")
        time.sleep(POLL)


def program_argv(log: Path) -> list[str]:
    return [str(PROGRAM), "--speech", "text", "--speech-log", str(log)]


def start_plain(log: Path, env: Env) -> Start:
    """Standard input a pipe: plain mode."""
    proc, started = spawn(
        program_argv(log),
        env=env,
        stdin=subprocess.PIPE,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    seen, line = first_line(log, proc)
    assert proc.stdin is not None
    proc.stdin.close()  # end of input: the menu says goodbye and the program ends
    finish(proc)
    return Start(seen - started, json.loads(line)["time"])


def start_terminal(log: Path, env: Env) -> Start:
    """Standard input and output a pseudo-terminal (80 x 24): the interactive prompt."""
    master, slave = pty.openpty()
    fcntl.ioctl(slave, termios.TIOCSWINSZ, struct.pack("HHHH", 24, 80, 0, 0))
    try:
        proc, started = spawn(
            program_argv(log),
            env=env,
            stdin=slave,
            stdout=slave,
            stderr=slave,
            start_new_session=True,
        )
        os.close(slave)
        slave = -1
        seen, line = first_line(log, proc)
        end_input(master, proc)
    finally:
        if slave >= 0:
            os.close(slave)
        os.close(master)
    return Start(seen - started, json.loads(line)["time"])


def end_input(master: int, proc: subprocess.Popen[bytes]) -> None:
    """Once the prompt is up, press Ctrl-D on the empty line and let the program end."""
    drain(master, proc, until=PROMPT_UP)
    os.write(master, b"\x04")
    drain(master, proc)
    finish(proc)


def drain(master: int, proc: subprocess.Popen[bytes], until: bytes = b"") -> None:
    """Read the terminal's output until ``until`` appears or the program has gone.

    Reading also keeps the program from ever blocking on a full terminal.
    """
    deadline = time.monotonic() + TIMEOUT
    seen = b""
    while time.monotonic() < deadline:
        ready, _, _ = select.select([master], [], [], 0.05)
        if ready:
            try:
                data = os.read(master, 65536)
            except OSError:  # EIO: the last holder of the terminal closed it
                data = b""
            if not data:
                break
            seen = seen[-64:] + data
            if until and until in seen:
                return
        elif proc.poll() is not None:
            break
    if until:
        raise RuntimeError("the prompt never appeared")


def finish(proc: subprocess.Popen[bytes]) -> None:
    """Wait for the program to end; kill it if it does not."""
    try:
        proc.wait(TIMEOUT)
    except subprocess.TimeoutExpired:
        proc.kill()
        proc.wait()
        raise RuntimeError("the program did not end at end of input") from None


def baseline(code: str, env: Env) -> float:
    """Seconds from spawn to exit of ``python -c code``."""
    proc, started = spawn([str(PYTHON), "-c", code], env=env)
    proc.wait(TIMEOUT)
    return time.perf_counter() - started


@dataclass(frozen=True)
class Import:
    """One module in ``-X importtime``: microseconds, median over the runs."""

    name: str
    parent: str
    own: float
    cumulative: float


def import_times(work: Path, runs: int, env: Env) -> list[Import]:
    """``-X importtime`` of the interactive start (stderr to a file), medians over runs."""
    seen: dict[tuple[str, str], list[tuple[int, int]]] = {}
    for n in range(runs):
        log, err = work / f"imports-{n}.jsonl", work / f"imports-{n}.txt"
        master, slave = pty.openpty()
        fcntl.ioctl(slave, termios.TIOCSWINSZ, struct.pack("HHHH", 24, 80, 0, 0))
        with open(err, "wb") as stderr:
            argv = [str(PYTHON), "-X", "importtime", *program_argv(log)]
            proc, _ = spawn(
                argv, env=env, stdin=slave, stdout=slave, stderr=stderr, start_new_session=True
            )
        os.close(slave)
        try:
            first_line(log, proc)
            end_input(master, proc)
        finally:
            os.close(master)
        for name, parent, own, cumulative in parse_importtime(err.read_text()):
            seen.setdefault((name, parent), []).append((own, cumulative))
    return [
        Import(name, parent, statistics.median(o for o, _ in v), statistics.median(c for _, c in v))
        for (name, parent), v in seen.items()
    ]


def parse_importtime(text: str) -> list[tuple[str, str, int, int]]:
    """(module, the module that imported it, self us, cumulative us) per line.

    The report lists a module after everything it imported, indented two
    spaces per level, so a module's parent is the next line less indented.
    """
    rows: list[tuple[str, int, int, int]] = []
    for line in text.splitlines():
        if not line.startswith("import time:") or "cumulative" in line:
            continue
        own_us, cumulative_us, module = line[len("import time:") :].split("|")
        depth = (len(module) - len(module.lstrip(" ")) - 1) // 2
        rows.append((module.strip(), depth, int(own_us), int(cumulative_us)))
    found: list[tuple[str, str, int, int]] = []
    for i, (name, depth, own, cumulative) in enumerate(rows):
        parent = next((r[0] for r in rows[i + 1 :] if r[1] < depth), "")
        found.append((name, parent, own, cumulative))
    return found


# -- the report ---------------------------------------------------------------


def p95(values: Sequence[float]) -> float:
    """Nearest-rank 95th percentile."""
    ordered = sorted(values)
    return ordered[max(1, -(-95 * len(ordered) // 100)) - 1]


def environments(work: Path) -> dict[str, Env]:
    """ "cached": bytecode written once to a private folder and read at every later start.
    "as here": this environment unchanged (where ``PYTHONDONTWRITEBYTECODE`` is set and
    the checkout has no ``__pycache__``, the program's sources are compiled at every start).
    """
    cached = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
    cached["PYTHONPYCACHEPREFIX"] = str(work / "bytecode")
    return {"cached": cached, "as here": dict(os.environ)}


def kinds(work: Path, envs: dict[str, Env]) -> dict[str, Callable[[int], Start]]:
    """Every kind of start, by label; each takes the run number."""
    cached, here = envs["cached"], envs["as here"]
    plain, terminal = "access-cards, stdin a pipe (plain mode)", "access-cards in a pseudo-terminal"
    return {
        "python -c pass": lambda n: Start(baseline("pass", cached), 0.0),
        'python -c "import prompt_toolkit"': lambda n: Start(
            baseline("import prompt_toolkit", cached), 0.0
        ),
        plain: lambda n: start_plain(work / f"plain-{n}.jsonl", cached),
        terminal: lambda n: start_terminal(work / f"pty-{n}.jsonl", cached),
        f"{plain}, bytecode as here": lambda n: start_plain(work / f"plain-h-{n}.jsonl", here),
        f"{terminal}, bytecode as here": lambda n: start_terminal(work / f"pty-h-{n}.jsonl", here),
    }


def measure(runs: int, work: Path, envs: dict[str, Env]) -> dict[str, list[Start]]:
    """Every kind of start, interleaved run by run so a disturbance hits all alike."""
    found: dict[str, list[Start]] = {}
    for n in range(-2, runs):  # two uncounted rounds write the bytecode and warm the caches
        for kind, run in kinds(work, envs).items():
            start = run(n)
            if n >= 0:
                found.setdefault(kind, []).append(start)
        print(f"round {n + 1} of {runs}", flush=True)
    return found


def table(found: dict[str, list[Start]]) -> list[str]:
    """The start-up table: medians, p95, ratio to ``python -c pass``."""
    base = statistics.median(s.wall for s in found["python -c pass"])
    lines = [
        "| Start | Runs | median ms | p95 ms | ratio to `python -c pass` | Speaker made to first"
        " sentence, median ms | goal met |",
        "|---|---:|---:|---:|---:|---:|---|",
    ]
    for kind, starts in found.items():
        walls = [s.wall for s in starts]
        median = statistics.median(walls)
        program = kind.startswith("access-cards")
        logged = f"{1000 * statistics.median(s.logged for s in starts):.1f}" if program else "-"
        met = ("yes" if median <= GOAL else "no") if program else "-"
        lines.append(
            f"| {kind} | {len(starts)} | {1000 * median:.1f} | {1000 * p95(walls):.1f}"
            f" | {median / base:.2f} | {logged} | {met} |"
        )
    return lines


def import_table(imports: Sequence[Import], runs: int, top: int) -> list[str]:
    """The ``top`` modules by cumulative import time, then by their own time."""
    total = sum(i.cumulative for i in imports if not i.parent)
    lines = [
        f"`python -X importtime` of the interactive start, median of {runs} runs: all imports"
        f" take {total / 1000:.0f} ms. The {top} modules with the longest cumulative import"
        " time (a module's figure includes everything it imported first), then the"
        f" {top} with the longest time of their own.",
        "",
    ]
    by_cumulative = sorted(imports, key=lambda i: i.cumulative, reverse=True)[:top]
    by_own = sorted(imports, key=lambda i: i.own, reverse=True)[:top]
    for ranked in (by_cumulative, by_own):
        lines += ["| Module | Imported by | cumulative ms | self ms |", "|---|---|---:|---:|"]
        for i in ranked:
            parent = f"`{i.parent}`" if i.parent else "(top level)"
            lines.append(
                f"| `{i.name}` | {parent} | {i.cumulative / 1000:.1f} | {i.own / 1000:.1f} |"
            )
        lines.append("")
    return lines[:-1]


def here() -> str:
    """How this environment treats the program's bytecode."""
    flag = os.environ.get("PYTHONDONTWRITEBYTECODE")
    cache = ROOT / "access_cards" / "__pycache__"
    writes = f"`PYTHONDONTWRITEBYTECODE={flag}`" if flag else "bytecode written as usual"
    found = "present" if cache.is_dir() else "absent, so its sources are compiled at every start"
    return f"{writes}, `access_cards/__pycache__` {found}"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=30, help="starts of each kind")
    parser.add_argument("--imports", type=int, default=5, help="-X importtime runs")
    parser.add_argument("--top", type=int, default=10, help="modules in the import table")
    parser.add_argument("--write", action="store_true", help="update docs/performance.md")
    args = parser.parse_args()
    work = Path(tempfile.mkdtemp(prefix="startup-latency-"))
    # Default settings, no saved match (so no Resume item), nothing of the user's touched.
    os.environ["ACCESS_CARDS_HOME"] = str(work / "home")
    os.environ.pop("PYTHONPROFILEIMPORTTIME", None)
    try:
        envs = environments(work)
        found = measure(args.runs, work, envs)
        imports = import_times(work, args.imports, envs["cached"])
    finally:
        shutil.rmtree(work, ignore_errors=True)
    child, parent = cores()
    lines = [
        f"Machine: {machine()}; the program on core {min(child)}, the timer polling"
        f" every {1000 * POLL:.0f} ms on core {min(parent)}.",
        "",
        f"{args.runs} starts of each kind, interleaved (after two uncounted rounds); wall time"
        " from just before the spawn to the first line of the speech log (the programs) or"
        f" to exit (the baselines); goal: the first menu sentence within {1000 * GOAL:.0f} ms."
        " Python's bytecode is cached (`PYTHONPYCACHEPREFIX`, written in the uncounted"
        f' rounds) as in an installed copy, except in the rows "bytecode as here": {here()}.',
        "",
        *table(found),
        "",
        *import_table(imports, args.imports, args.top),
    ]
    text = "\n".join(lines)
    print(text)
    if args.write:
        write_section("startup_latency", text)


if __name__ == "__main__":
    main()
