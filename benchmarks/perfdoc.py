"""Shared by the benchmark scripts: the machine line and docs/performance.md sections.

Each script owns one section of ``docs/performance.md`` between
``<!-- NAME:start -->`` and ``<!-- NAME:end -->`` and rewrites only that, so the
hand-written text around the sections survives every refresh.
"""

from __future__ import annotations

import datetime
import os
import platform
from collections.abc import Sequence
from pathlib import Path

from access_cards.simulate import DecisionTimes, percentile

__all__ = ["DOC", "latency_table", "machine", "ms", "pin_to_one_core", "write_section"]

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
