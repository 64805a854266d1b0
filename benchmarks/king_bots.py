"""King bots: decision times per level, and the duplicate strength ladder.

Each rung seats two bots of the stronger level against two of the weaker,
alternately (``A,B,A,B``), and plays every board four times with the seats
rotated, through ``access_cards.simulate`` (duplicate mode).  A level "wins"
a match when one of its two seats places first (a shared first place counts
its share).  The rung holds when the stronger level's 95% Wilson interval
lies wholly above the weaker one's.  The paired difference is, per board,
the mean over rotations of (stronger seats' total - weaker seats' total) / 2.
Decision times are wall clock around ``choose`` in the ladder's matches;
with ``--jobs 2`` both cores are busy, so they are a little pessimistic.
They come from simulate's histogram: p50 and p95 within 1%, max exact.

    .venv/bin/python benchmarks/king_bots.py [--games 400] [--hard-games 400] [--jobs 2]
        [--seed 1] [--write]
"""

from __future__ import annotations

import argparse
import time

from perfdoc import latency_table, machine, write_section

from access_cards.simulate import (
    DecisionTimes,
    Report,
    mean_interval,
    simulate,
    wilson_interval,
)

RUNGS = (("easy", "random"), ("normal", "easy"), ("hard", "normal"))
GOAL_HARD_P95 = 0.300  # seconds (the goal)


def pct(x: float) -> str:
    return f"{100 * x:.1f}%"


def rung(upper: str, lower: str, games: int, seed: int, jobs: int) -> tuple[str, DecisionTimes]:
    """One ladder row, and the stronger level's decision times."""
    report = simulate(
        "king",
        [f"bot:{upper}", f"bot:{lower}", f"bot:{upper}", f"bot:{lower}"],
        games,
        seed,
        duplicate=True,
        jobs=jobs,
        keep_records=True,  # for the two-against-two board differences
    )
    n = report.games
    wins = report.entries[0].wins + report.entries[2].wins
    lo_a, hi_a = wilson_interval(wins, n)
    lo_b, hi_b = wilson_interval(n - wins, n)
    diff = mean_interval(_board_differences(report))
    row = (
        f"| {upper} vs {lower} | {n} ({n // 4} boards) | {pct(wins / n)} [{pct(lo_a)}, {pct(hi_a)}]"
        f" | {pct(1 - wins / n)} [{pct(lo_b)}, {pct(hi_b)}]"
        f" | {diff.value:+.1f} [{diff.low or 0:+.1f}, {diff.high or 0:+.1f}]"
        f" | {'yes' if lo_a > hi_b else 'no'} |"
    )
    return row, report.decision_times(upper)


def _board_differences(report: Report) -> list[float]:
    """Per board: mean over the 4 rotations of (level A's seats - level B's seats) / 2."""
    diffs = []
    records = report.records
    for start in range(0, len(records), 4):
        total = 0.0
        for r, rec in enumerate(records[start : start + 4]):
            # Rotation r puts spec (s + r) % 4 at seat s; specs 0 and 2 are level A.
            sign = [1 if (s + r) % 2 == 0 else -1 for s in range(4)]
            total += sum(sg * sc for sg, sc in zip(sign, rec.scores, strict=True)) / 2
        diffs.append(total / 4)
    return diffs


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=400, help="matches per fast rung (4k)")
    parser.add_argument("--hard-games", type=int, default=400, help="matches, hard rung (4k)")
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--write", action="store_true", help="update docs/performance.md")
    args = parser.parse_args()
    rows, latency = [], {}
    for upper, lower in RUNGS:
        games = args.hard_games if upper == "hard" else args.games
        start = time.perf_counter()
        row, times = rung(upper, lower, games, args.seed, args.jobs)
        rows.append(row)
        latency[upper] = times
        print(f"{row}  ({time.perf_counter() - start:.0f} s)", flush=True)
    text = "\n".join(
        [
            f"Machine: {machine()}; {args.jobs} worker process{'es' if args.jobs > 1 else ''}.",
            "",
            f"Duplicate matches of ten deals, seed {args.seed}, seats A,B,A,B rotated through"
            " the four seats. Win rate: share of matches a level's seat placed first, with its"
            " 95% Wilson interval; paired difference: per board, (A seats - B seats) / 2 in"
            " points, with its 95% interval.",
            "",
            "| Rung | Matches | Stronger wins | Weaker wins | Paired difference"
            " | Stronger wholly above |",
            "|---|---:|---|---|---|---|",
            *rows,
            "",
            *latency_table(latency, GOAL_HARD_P95, "matches"),
        ]
    )
    print(text)
    if args.write:
        write_section("king_bots", text)


if __name__ == "__main__":
    main()
