"""Rummy 40 bots: decision times per level, and the strength ladder in chips.

Each rung seats the stronger level against the weaker one for one hand, in two seats
(``A,B``) and in four (``A,B,A,B``), and plays every seeded deal twice with the seats
swapped (``B,A`` / ``B,A,B,A``: both levels meet the same cards from every seat), through
``access_cards.simulate`` (match ``i`` of both seatings is dealt from the same seed).  A
level's figure is its mean chips per seat and hand (R40-18, buy-in 100) with the 95%
interval over the deals (each deal's mean over its two seatings); the rung holds when the
stronger level's interval lies wholly above the weaker one's.  Decision times are wall
clock around ``choose`` in those hands (simulate's histogram: p50 and p95 within 1%, max
exact).

    .venv/bin/python benchmarks/rummy40_bots.py [--deals 2000] [--deals4 1000] [--jobs 2]
        [--seed 1] [--write]
"""

from __future__ import annotations

import argparse
import time

from perfdoc import latency_table, machine, write_section

from access_cards.simulate import DecisionTimes, Report, mean_interval, simulate

RUNGS = (("easy", "random"), ("normal", "easy"), ("hard", "normal"))
GOAL_HARD_P95 = 0.300  # seconds (the goal)


def seat_chips(report: Report, level: str) -> list[float]:
    """Per deal, the mean chips of ``level``'s seats in ``report``'s matches."""
    means = []
    for record in report.records:
        mine = [c for c, lv in zip(record.scores, record.levels, strict=True) if lv == level]
        means.append(sum(mine) / len(mine))
    return means


def rung(
    upper: str, lower: str, seats: int, deals: int, seed: int, jobs: int
) -> tuple[str, dict[str, DecisionTimes]]:
    """One ladder row, and both levels' decision times."""
    pairs = seats // 2
    times = {upper: DecisionTimes(), lower: DecisionTimes()}
    per_seating = []
    for levels in ([upper, lower] * pairs, [lower, upper] * pairs):
        specs = [f"bot:{lv}" for lv in levels]
        report = simulate("rummy40", specs, deals, seed, jobs=jobs, keep_records=True)
        per_seating.append(seat_chips(report, upper))
        for level in times:
            times[level].merge(report.decision_times(level))
    means = [(a + b) / 2 for a, b in zip(*per_seating, strict=True)]
    up = mean_interval(means)
    down = mean_interval([-m for m in means])
    holds = (up.low or 0) > (down.high or 0)
    row = (
        f"| {upper} vs {lower} | {seats} | {2 * deals:,} ({deals:,} deals) | {up.value:+.1f}"
        f" [{up.low or 0:+.1f}, {up.high or 0:+.1f}] | {down.value:+.1f}"
        f" [{down.low or 0:+.1f}, {down.high or 0:+.1f}] | {'yes' if holds else 'no'} |"
    )
    return row, times


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=2000, help="deals, two-seat rungs")
    parser.add_argument("--deals4", type=int, default=1000, help="deals, four-seat rungs")
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--write", action="store_true", help="update docs/performance.md")
    args = parser.parse_args()
    rows = []
    latency: dict[str, DecisionTimes] = {lv: DecisionTimes() for lv in ("easy", "normal", "hard")}
    for (upper, lower), seats in [(r, n) for n in (2, 4) for r in RUNGS]:
        deals = args.deals if seats == 2 else args.deals4
        start = time.perf_counter()
        row, times = rung(upper, lower, seats, deals, args.seed, args.jobs)
        rows.append(row)
        for level, t in times.items():
            if level in latency:
                latency[level].merge(t)
        print(f"{row}  ({time.perf_counter() - start:.0f} s)", flush=True)
    text = "\n".join(
        [
            f"Machine: {machine()}; {args.jobs} worker process{'es' if args.jobs > 1 else ''}.",
            "",
            f"Single hands, seed {args.seed}, seats A,B (or A,B,A,B), every deal played twice"
            " with the seats swapped; mean chips per seat and hand (buy-in 100) with the 95%"
            " interval over the deals.",
            "",
            "| Rung | Seats | Hands | Stronger, chips | Weaker, chips | Stronger wholly above |",
            "|---|---:|---:|---|---|---|",
            *rows,
            "",
            *latency_table(latency, GOAL_HARD_P95, "hands"),
        ]
    )
    print(text)
    if args.write:
        write_section("rummy40_bots", text)


if __name__ == "__main__":
    main()
