"""How long Khmer bots take per decision: p50, p95 and max per level.

Each level plays duplicate matches against ``normal`` in one process pinned
to one core; every decision of the measured bot is timed around ``choose``
(the view is built by the engine before the clock starts).  The times are
kept in simulate's histogram: p50 and p95 within 1%, max exact, and a time
within 1% of 100 ms may be counted on either side of it.  ``hard`` is
measured with the pile fanned (``full``) and with only its top card shown.

    .venv/bin/python benchmarks/bot_latency.py [--matches 200] [--write]
"""

from __future__ import annotations

import argparse

from perfdoc import machine, ms, pin_to_one_core, write_section

from access_cards.simulate import DecisionTimes, simulate

GOAL_HARD_P95 = 0.100  # seconds (the goal)
CASES = (("easy", "full"), ("normal", "full"), ("hard", "full"), ("hard", "top_only"))


def decision_times(level: str, visibility: str, matches: int, seed: int) -> DecisionTimes:
    """The decision times (s) of ``level``, across seats, over ``matches`` matches."""
    report = simulate(
        "khmer",
        [f"bot:{level}", "bot:normal"],
        matches,
        seed,
        duplicate=True,
        options={"pile_visibility": visibility},
        jobs=1,
    )
    # In the normal-against-normal case both seats are normal: both are kept.
    return report.decision_times(level)


def row(level: str, visibility: str, times: DecisionTimes) -> str:
    slow = times.count_over(GOAL_HARD_P95)
    return (
        f"| {level} | {visibility} | {len(times):,} | {ms(times, 0.50)} | {ms(times, 0.95)}"
        f" | {ms(times, 1.0)} | {slow} |"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--matches", type=int, default=200, help="matches per case (even)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--write", action="store_true", help="update docs/performance.md")
    args = parser.parse_args()
    pinning = pin_to_one_core()
    lines = [
        f"Machine: {machine()}; {pinning}.",
        "",
        f"{args.matches} duplicate matches per row against `normal`, seed {args.seed};"
        f" times in milliseconds; goal: `hard` p95 at most {1000 * GOAL_HARD_P95:.0f} ms.",
        "",
        "| Level | Pile | Decisions | p50 | p95 | max | over 100 ms |",
        "|---|---|---:|---:|---:|---:|---:|",
    ]
    for level, visibility in CASES:
        times = decision_times(level, visibility, args.matches, args.seed)
        lines.append(row(level, visibility, times))
        print(lines[-1], flush=True)
    text = "\n".join(lines)
    print(text)
    if args.write:
        write_section("bot_latency", text)


if __name__ == "__main__":
    main()
