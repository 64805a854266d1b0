"""Random-play Rummy 40 hands per second on one core, through the public API.

For 2, 3 and 4 seats: single hands of random legal play (every meld, lay-off and swap
offered, the dead-end check included), with events recorded (what the console and bots
see) and with ``state.record_events = False``; the mean time of one ``legal_actions()``
call (computed once per position, as play asks for it).  Each run plays the same seeded
hands; the median of the runs is reported.  The meld and bound caches are module-wide, so
from the second run on they know every hand: the median is a warm figure (the first run,
over hands not seen before, is slower).

    .venv/bin/python benchmarks/rummy40_random.py [--hands 300] [--runs 3] [--write]
"""

from __future__ import annotations

import argparse
import random
import statistics
import time
from typing import Any

from perfdoc import machine, pin_to_one_core, write_section

from access_cards.games.rummy40 import GAME

GOAL = 400  # random hands per second on one core (the goal)
SEATS = (2, 3, 4)


def run_once(seats: int, hands: int, record_events: bool, seed: int = 1) -> dict[str, float]:
    """Play ``hands`` random single hands; the time in total and in ``legal_actions``."""
    rand = random.Random(seed).random
    actions = 0
    legal_time = 0.0
    clock = time.perf_counter
    start = clock()
    for i in range(hands):
        state: Any = GAME.new_state(seats, seed=seed + i)
        state.record_events = record_events
        while not state.is_over:
            before = clock()
            legal = state.legal_actions()
            legal_time += clock() - before
            state.apply(legal[int(rand() * len(legal))])
            actions += 1
    seconds = clock() - start
    return {"hands": hands, "actions": actions, "seconds": seconds, "legal": legal_time}


def measure(seats: int, hands: int, runs: int, record_events: bool) -> dict[str, float]:
    results = [run_once(seats, hands, record_events) for _ in range(runs)]
    seconds = statistics.median(r["seconds"] for r in results)
    legal = statistics.median(r["legal"] for r in results)
    actions = results[0]["actions"]
    return {
        "hands": hands,
        "actions": actions,
        "hands_per_s": hands / seconds,
        "actions_per_hand": actions / hands,
        "legal_us": 1e6 * legal / actions,
    }


def report(
    hands: int,
    runs: int,
    figures: dict[int, tuple[dict[str, float], dict[str, float]]],
    pinning: str,
) -> str:
    lines = [
        f"Machine: {machine()}; {pinning}.",
        "",
        f"{hands:,} random single hands per seat count, median of {runs} runs;"
        f" goal {GOAL} hands/s with events recorded.",
        "",
        "| Seats | Hands/s (events) | Hands/s (events off) | Actions a hand"
        " | `legal_actions` µs a call | Goal met |",
        "|---:|---:|---:|---:|---:|---|",
    ]
    for seats, (on, off) in figures.items():
        met = "yes" if on["hands_per_s"] >= GOAL else "no"
        lines.append(
            f"| {seats} | {on['hands_per_s']:,.0f} | {off['hands_per_s']:,.0f}"
            f" | {on['actions_per_hand']:,.0f} | {on['legal_us']:,.1f} | {met} |"
        )
    return "\n".join(lines)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=300)
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--write", action="store_true", help="update docs/performance.md")
    args = parser.parse_args()
    pinning = pin_to_one_core()
    figures = {
        seats: (
            measure(seats, args.hands, args.runs, record_events=True),
            measure(seats, args.hands, args.runs, record_events=False),
        )
        for seats in SEATS
    }
    text = report(args.hands, args.runs, figures, pinning)
    print(text)
    if args.write:
        write_section("rummy40_random", text)


if __name__ == "__main__":
    main()
