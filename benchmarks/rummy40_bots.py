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

from perfdoc import chips_ladder, latency_table, machine, write_section

RUNGS = (("easy", "random"), ("normal", "easy"), ("hard", "normal"))
GOAL_HARD_P95 = 0.300  # seconds (the goal)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=2000, help="deals, two-seat rungs")
    parser.add_argument("--deals4", type=int, default=1000, help="deals, four-seat rungs")
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--write", action="store_true", help="update docs/performance.md")
    args = parser.parse_args()
    plan = [(r, n, args.deals if n == 2 else args.deals4) for n in (2, 4) for r in RUNGS]
    rows, latency = chips_ladder("rummy40", plan, {"seed": args.seed, "jobs": args.jobs})
    text = "\n".join(
        [
            f"Machine: {machine()}; {args.jobs} worker process{'es' if args.jobs > 1 else ''}.",
            "",
            f"Single hands, seed {args.seed}, seats A,B (or A,B,A,B), every deal played twice"
            " with the seats swapped; mean chips per seat and hand (buy-in 100) with the 95%"
            " interval over the deals.",
            "",
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
