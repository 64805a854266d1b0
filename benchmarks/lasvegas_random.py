"""Random-play Las Vegas hands per second on one core, through the public API.

For 2, 3, 4 and 6 seats: whole matches with the default options (50 chips, ante 1, played
until one player is left) of uniformly random legal play, with events recorded (what the
console and bots see) and with ``state.record_events = False``; the hands counted are the
hands dealt in those matches.  Also one-hand matches (``hands=1``), where every hand pays
for ``new_state`` (options, generator, shuffle), and the mean time of one
``legal_actions()`` call (computed once per position, as play asks for it).  Each run plays
the same seeded matches; the median of the runs is reported.

    .venv/bin/python benchmarks/lasvegas_random.py [--matches 200] [--runs 3] [--write]
"""

from __future__ import annotations

import argparse
import random
import statistics
import time
from typing import Any

from perfdoc import machine, pin_to_one_core, write_section

from access_cards.games.lasvegas import GAME

GOAL = 5_000  # random hands per second on one core (the goal)
SEATS = (2, 3, 4, 6)
SINGLE_SEATS = 4  # the seat count of the one-hand matches


def run_once(
    seats: int, matches: int, record_events: bool, options: dict[str, Any], seed: int = 1
) -> dict[str, float]:
    """Play ``matches`` random matches; the hands, actions and time (in total and in
    ``legal_actions``)."""
    rand = random.Random(seed).random
    hands = actions = 0
    legal_time = 0.0
    clock = time.perf_counter
    start = clock()
    for i in range(matches):
        state: Any = GAME.new_state(seats, seed=seed + i, options=options)
        state.record_events = record_events
        while not state.is_over:
            before = clock()
            legal = state.legal_actions()
            legal_time += clock() - before
            state.apply(legal[int(rand() * len(legal))])
            actions += 1
        hands += state.deal_number
    seconds = clock() - start
    return {"hands": hands, "actions": actions, "seconds": seconds, "legal": legal_time}


def measure(
    seats: int, matches: int, runs: int, record_events: bool, options: dict[str, Any]
) -> dict[str, float]:
    results = [run_once(seats, matches, record_events, options) for _ in range(runs)]
    seconds = statistics.median(r["seconds"] for r in results)
    legal = statistics.median(r["legal"] for r in results)
    hands, actions = results[0]["hands"], results[0]["actions"]
    return {
        "hands": hands,
        "hands_per_s": hands / seconds,
        "actions_per_hand": actions / hands,
        "legal_us": 1e6 * legal / actions,
    }


Figures = dict[str, tuple[dict[str, float], dict[str, float]]]


def report(matches: int, runs: int, figures: Figures, pinning: str) -> str:
    lines = [
        f"Machine: {machine()}; {pinning}.",
        "",
        f"{matches:,} random matches per row (the one-hand row: {matches * 10:,} matches of"
        f" one hand), median of {runs} runs; goal {GOAL:,} hands/s with events recorded.",
        "",
        "| Seats | Hands played | Hands/s (events) | Hands/s (events off) | Actions a hand"
        " | `legal_actions` µs a call | Goal met |",
        "|---|---:|---:|---:|---:|---:|---|",
    ]
    for row, (on, off) in figures.items():
        met = "yes" if on["hands_per_s"] >= GOAL else "no"
        lines.append(
            f"| {row} | {on['hands']:,.0f} | {on['hands_per_s']:,.0f}"
            f" | {off['hands_per_s']:,.0f} | {on['actions_per_hand']:,.1f}"
            f" | {on['legal_us']:,.1f} | {met} |"
        )
    return "\n".join(lines)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--matches", type=int, default=200)
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--write", action="store_true", help="update docs/performance.md")
    args = parser.parse_args()
    pinning = pin_to_one_core()
    figures: Figures = {}
    for seats in SEATS:
        figures[f"{seats}, whole matches"] = (
            measure(seats, args.matches, args.runs, True, {}),
            measure(seats, args.matches, args.runs, False, {}),
        )
    single = {"hands": 1}
    figures[f"{SINGLE_SEATS}, one-hand matches"] = (
        measure(SINGLE_SEATS, args.matches * 10, args.runs, True, single),
        measure(SINGLE_SEATS, args.matches * 10, args.runs, False, single),
    )
    text = report(args.matches, args.runs, figures, pinning)
    print(text)
    if args.write:
        write_section("lasvegas_random", text)


if __name__ == "__main__":
    main()
