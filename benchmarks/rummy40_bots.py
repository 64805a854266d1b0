"""Rummy 40 bots: decision times per level, and the strength ladder in chips.

Each rung seats the stronger level against the weaker one for one hand, in two seats
(``A,B``) and in four (``A,B,A,B``), and plays every seeded deal twice with the seats
swapped (``B,A`` / ``B,A,B,A``: both levels meet the same cards from every seat).  A level's
figure is its mean chips per seat and hand (R40-18, buy-in 100) with the 95% interval over
the deals (each deal's mean over its two seatings); the rung holds when the stronger level's
interval lies wholly above the weaker one's.  Hands that
cycle without end (see ``access_cards.bots.rummy40.driver.MAX_ACTIONS``) count as no chips
moving, and are counted.  Decision times are wall clock around ``choose`` in those hands
(simulate's histogram: p50 and p95 within 1%, max exact).  The game is not registered yet,
so the hands are played by the bots' own small driver rather than ``simulate``.

    .venv/bin/python benchmarks/rummy40_bots.py [--deals 2000] [--deals4 1000] [--jobs 2]
        [--seed 1] [--write]
"""

from __future__ import annotations

import argparse
import time
from multiprocessing import Pool

from perfdoc import machine, ms, write_section

from access_cards.bots.rummy40.driver import play_hand
from access_cards.simulate import DecisionTimes, derive_seed, mean_interval

RUNGS = (("easy", "random"), ("normal", "easy"), ("hard", "normal"))
GOAL_HARD_P95 = 0.300  # seconds (the goal)

Chunk = tuple[str, str, int, int, int, int]


def run_chunk(chunk: Chunk) -> tuple[list[float], int, dict[str, DecisionTimes]]:
    """Deals [first, stop) of one rung: the stronger level's mean chips per seat and deal."""
    upper, lower, seats, seed, first, stop = chunk
    times = {upper: DecisionTimes(), lower: DecisionTimes()}
    means, stalled = [], 0
    pairs = seats // 2
    for index in range(first, stop):
        deal_seed = derive_seed(seed, index)
        total = 0.0
        for levels in ([upper, lower] * pairs, [lower, upper] * pairs):
            chips, _ = play_hand(levels, deal_seed, timings=[times[lv] for lv in levels])
            if chips is None:
                stalled += 1
                continue
            total += sum(c for c, lv in zip(chips, levels, strict=True) if lv == upper) / pairs
        means.append(total / 2)
    return means, stalled, times


def rung(
    upper: str, lower: str, seats: int, deals: int, seed: int, jobs: int
) -> tuple[str, dict[str, DecisionTimes]]:
    size = max(1, deals // (jobs * 8))
    chunks = [(upper, lower, seats, seed, a, min(deals, a + size)) for a in range(0, deals, size)]
    with Pool(jobs) as pool:
        parts = pool.map(run_chunk, chunks)
    means = [m for part in parts for m in part[0]]
    stalled = sum(part[1] for part in parts)
    times = {upper: DecisionTimes(), lower: DecisionTimes()}
    for part in parts:
        for level, t in part[2].items():
            times[level].merge(t)
    up = mean_interval(means)
    down = mean_interval([-m for m in means])
    holds = (up.low or 0) > (down.high or 0)
    row = (
        f"| {upper} vs {lower} | {seats} | {2 * deals:,} ({deals:,} deals) | {up.value:+.1f}"
        f" [{up.low or 0:+.1f}, {up.high or 0:+.1f}] | {down.value:+.1f}"
        f" [{down.low or 0:+.1f}, {down.high or 0:+.1f}] | {stalled} | {'yes' if holds else 'no'} |"
    )
    return row, times


def latency_row(level: str, times: DecisionTimes) -> str:
    slow = times.count_over(GOAL_HARD_P95)
    cells = " | ".join(ms(times, q) for q in (0.5, 0.95, 1.0))
    return f"| {level} | {len(times):,} | {cells} | {slow} |"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=2000, help="deals, two-seat rungs")
    parser.add_argument("--deals4", type=int, default=1000, help="deals, four-seat rungs")
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--write", action="store_true", help="update docs/performance.md")
    args = parser.parse_args()
    rows = []
    latency: dict[str, DecisionTimes] = {}
    for (upper, lower), seats in [(r, n) for n in (2, 4) for r in RUNGS]:
        deals = args.deals if seats == 2 else args.deals4
        start = time.perf_counter()
        row, times = rung(upper, lower, seats, deals, args.seed, args.jobs)
        rows.append(row)
        for level, t in times.items():
            latency.setdefault(level, DecisionTimes()).merge(t)
        print(f"{row}  ({time.perf_counter() - start:.0f} s)", flush=True)
    text = "\n".join(
        [
            f"Machine: {machine()}; {args.jobs} worker process{'es' if args.jobs > 1 else ''}.",
            "",
            f"Single hands, seed {args.seed}, seats A,B (or A,B,A,B), every deal played twice"
            " with the seats swapped; mean chips per seat and hand (buy-in 100) with the 95%"
            " interval over the deals.",
            "",
            "| Rung | Seats | Hands | Stronger, chips | Weaker, chips | Stalled hands"
            " | Stronger wholly above |",
            "|---|---:|---:|---|---|---:|---|",
            *rows,
            "",
            f"Decision times in those hands, milliseconds; goal: `hard` p95 at most"
            f" {1000 * GOAL_HARD_P95:.0f} ms.",
            "",
            "| Level | Decisions | p50 | p95 | max | over 300 ms |",
            "|---|---:|---:|---:|---:|---:|",
            *(latency_row(lv, latency[lv]) for lv in ("easy", "normal", "hard")),
        ]
    )
    print(text)
    if args.write:
        write_section("rummy40_bots", text)


if __name__ == "__main__":
    main()
