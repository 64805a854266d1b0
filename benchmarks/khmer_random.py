"""Random-play Khmer deals per second on one core, through the public API.

Two figures: with events recorded (what the console and bots see), and with
``state.record_events = False``, the documented switch for search rollouts.
Each run plays the same seeded matches; the median of the runs is reported.

    .venv/bin/python benchmarks/khmer_random.py [--matches 20000] [--runs 5] [--write]
"""

from __future__ import annotations

import argparse

from perfdoc import pin_to_one_core, write_section
from random_play import measure, report_lines

GOAL = 20_000  # random deals per second on one core (the goal)


def report(
    matches: int, runs: int, on: dict[str, float], off: dict[str, float], pinning: str
) -> str:
    lines = report_lines(matches, runs, on, off, GOAL, pinning)
    return "\n".join(lines)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--matches", type=int, default=20_000)
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--write", action="store_true", help="update docs/performance.md")
    args = parser.parse_args()
    pinning = pin_to_one_core()
    on = measure("khmer", 2, args.matches, args.runs, record_events=True)
    off = measure("khmer", 2, args.matches, args.runs, record_events=False)
    text = report(args.matches, args.runs, on, off, pinning)
    print(text)
    if args.write:
        write_section("khmer_random", text)


if __name__ == "__main__":
    main()
