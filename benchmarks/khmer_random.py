"""Random-play Khmer deals per second on one core, through the public API.

Two figures: with events recorded (what the console and bots see), and with
``state.record_events = False``, the documented switch for search rollouts.
Each run plays the same seeded matches; the median of the runs is reported.

    .venv/bin/python benchmarks/khmer_random.py [--matches 20000] [--runs 5] [--write]
"""

from __future__ import annotations

import argparse

from perfdoc import machine, pin_to_one_core, write_section
from random_play import measure

GOAL = 20_000  # random deals per second on one core (the goal)


def report(
    matches: int, runs: int, on: dict[str, float], off: dict[str, float], pinning: str
) -> str:
    lines = [
        f"Machine: {machine()}; {pinning}.",
        "",
        f"{matches:,} random matches ({on['deals']:,.0f} deals, {on['actions']:,.0f} actions),"
        f" median of {runs} runs; goal: at least {GOAL:,} deals/s on one core.",
        "",
        "| Events | Deals/s | Actions/s | Goal met |",
        "|---|---:|---:|---|",
    ]
    for label, fig in (("recorded", on), ("off (`record_events = False`)", off)):
        met = "yes" if fig["deals_per_s"] >= GOAL else "no"
        lines.append(
            f"| {label} | {fig['deals_per_s']:,.0f} | {fig['actions_per_s']:,.0f} | {met} |"
        )
    ratio = off["deals_per_s"] / on["deals_per_s"]
    lines += ["", f"Switching events off makes random play {ratio:.2f} times as fast."]
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
