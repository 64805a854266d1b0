"""Shared by the benchmark scripts: the machine line and docs/performance.md sections.

Each script owns one section of ``docs/performance.md`` between
``<!-- NAME:start -->`` and ``<!-- NAME:end -->`` and rewrites only that, so the
hand-written text around the sections survives every refresh.
"""

from __future__ import annotations

import datetime
import os
import platform
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from access_cards.simulate import DecisionTimes, Report, mean_interval, percentile, simulate

__all__ = [
    "DOC",
    "chips_ladder",
    "latency_table",
    "machine",
    "ms",
    "pin_to_one_core",
    "write_section",
]

LADDER_HEADER = [
    "| Rung | Seats | Hands | Stronger, chips | Weaker, chips | Stronger wholly above |",
    "|---|---:|---:|---|---|---|",
]

DOC = Path(__file__).resolve().parent.parent / "docs" / "performance.md"


def ms(seconds: Sequence[float] | DecisionTimes, q: float, digits: int = 2) -> str:
    """The nearest-rank ``q`` percentile of ``seconds`` as milliseconds, for a table cell.

    From a ``DecisionTimes`` (simulate's histogram) it is within 1%, and exact for q = 1.
    """
    if isinstance(seconds, DecisionTimes):
        value = seconds.percentile(q)
    else:
        value = percentile(sorted(seconds), q)
    return "n/a" if value is None else f"{1000 * value:.{digits}f}"


def latency_table(
    times: dict[str, DecisionTimes], goal: float, where: str, *, level: str = "hard"
) -> list[str]:
    """The bot ladders' table of decision times per level (``where``: "matches", "hands"):
    p50, p95, max and the decisions over ``goal`` seconds, the goal being ``level``'s p95."""
    rows = [
        f"| {name} | {len(t):,} | {' | '.join(ms(t, q) for q in (0.5, 0.95, 1.0))}"
        f" | {t.count_over(goal)} |"
        for name, t in times.items()
    ]
    return [
        f"Decision times in those {where}, milliseconds; goal: `{level}` p95 at most"
        f" {1000 * goal:.0f} ms.",
        "",
        f"| Level | Decisions | p50 | p95 | max | over {1000 * goal:.0f} ms |",
        "|---|---:|---:|---:|---:|---:|",
        *rows,
    ]


def cpu_model() -> str:
    """The CPU model name from /proc/cpuinfo, or what the platform module knows."""
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                return line.split(":", 1)[1].strip()
    except OSError:
        pass
    return platform.processor() or platform.machine() or "unknown CPU"


def machine() -> str:
    """One line saying where and when the figures were measured."""
    cores = os.cpu_count() or 1
    python = f"{platform.python_implementation()} {platform.python_version()}"
    today = datetime.datetime.now(datetime.UTC).date().isoformat()
    return f"{cpu_model()}, {cores} cores, {python}, {platform.system()}; measured {today}"


def pin_to_one_core() -> str:
    """Run on core 0 only where the OS allows it, so figures are per core."""
    if hasattr(os, "sched_setaffinity"):
        os.sched_setaffinity(0, {0})
        return "pinned to core 0"
    return "not pinned (no sched_setaffinity here)"


def write_section(name: str, body: str, doc: Path = DOC) -> None:
    """Replace the text between NAME's markers (or append the section if missing)."""
    start, end = f"<!-- {name}:start -->", f"<!-- {name}:end -->"
    block = f"{start}\n{body.strip()}\n{end}"
    text = doc.read_text() if doc.exists() else "# Performance\n"
    if start in text and end in text:
        head, rest = text.split(start, 1)
        text = head + block + rest.split(end, 1)[1]
    else:
        text = text.rstrip("\n") + "\n\n" + block + "\n"
    doc.write_text(text)
    print(f"wrote the {name} section of {doc}")


def seat_chips(report: Report, level: str, start: int) -> list[float]:
    """Per match, the mean chips won by ``level``'s seats (final score less ``start``)."""
    means = []
    for record in report.records:
        mine = [
            c - start for c, lv in zip(record.scores, record.levels, strict=True) if lv == level
        ]
        means.append(sum(mine) / len(mine))
    return means


def chips_rung(
    game: str, pair: tuple[str, str], seats: int, deals: int, run: dict[str, Any]
) -> tuple[str, dict[str, DecisionTimes]]:
    """One row of a chips ladder, and both levels' decision times.

    The stronger level ``pair[0]`` sits against the weaker ``pair[1]`` in alternate seats,
    and every seeded deal is played twice with the seats swapped (match ``i`` of both
    seatings is dealt from the same seed), so both levels meet the same cards from every
    seat; the figure is the mean over the deals of each deal's mean over its seatings.
    ``run``: seed, jobs, options, start (chips a seat sits down with), digits."""
    upper, lower = pair
    times = {upper: DecisionTimes(), lower: DecisionTimes()}
    per_seating = []
    for levels in ([upper, lower] * (seats // 2), [lower, upper] * (seats // 2)):
        report = simulate(
            game, [f"bot:{lv}" for lv in levels], deals, run["seed"],
            options=run.get("options"), jobs=run["jobs"], keep_records=True,
        )  # fmt: skip
        per_seating.append(seat_chips(report, upper, run.get("start", 0)))
        for level in times:
            times[level].merge(report.decision_times(level))
    means = [(a + b) / 2 for a, b in zip(*per_seating, strict=True)]
    up, down = mean_interval(means), mean_interval([-m for m in means])
    d = run.get("digits", 1)
    cells = [
        f"{i.value:+.{d}f} [{i.low or 0:+.{d}f}, {i.high or 0:+.{d}f}]" for i in (up, down)
    ]
    holds = (up.low or 0) > (down.high or 0)
    row = (
        f"| {upper} vs {lower} | {seats} | {2 * deals:,} ({deals:,} deals) | {cells[0]}"
        f" | {cells[1]} | {'yes' if holds else 'no'} |"
    )
    return row, times


def chips_ladder(
    game: str, plan: Sequence[tuple[tuple[str, str], int, int]], run: dict[str, Any]
) -> tuple[list[str], dict[str, DecisionTimes]]:
    """The table of a chips ladder (``plan``: each rung's pair of levels, seats and
    deals; ``run`` as ``chips_rung``'s) and each level's decision times over all of it.
    Each row is printed as it is measured."""
    rows = list(LADDER_HEADER)
    latency = {lv: DecisionTimes() for lv in ("easy", "normal", "hard")}
    for pair, seats, deals in plan:
        began = time.perf_counter()
        row, times = chips_rung(game, pair, seats, deals, run)
        rows.append(row)
        for level, t in times.items():
            if level in latency:
                latency[level].merge(t)
        print(f"{row}  ({time.perf_counter() - began:.0f} s)", flush=True)
    return rows, {lv: t for lv, t in latency.items() if len(t)}
