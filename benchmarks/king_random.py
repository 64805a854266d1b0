"""Random-play King deals per second on one core, through the public API.

Two figures: with events recorded (what the console and bots see), and with
``state.record_events = False``, the documented switch for search copies.
Each run plays the same seeded matches (ten deals each by default); the
median of the runs is reported.  With ``--open-spiel``, OpenSpiel's C++
Hearts (if the ``open_spiel`` package is installed) is timed the same way,
random play driven from a Python loop, for a side-by-side ratio.

    .venv/bin/python benchmarks/king_random.py [--matches 300] [--runs 5] [--open-spiel] [--write]
"""

from __future__ import annotations

import argparse
import random
import statistics
import time
from typing import Any

from perfdoc import pin_to_one_core, write_section
from random_play import measure, report_lines

GOAL = 3_000  # random deals per second on one core (the goal)


def open_spiel_hearts(deals: int, runs: int, seed: int = 1) -> dict[str, float] | None:
    """OpenSpiel's C++ Hearts, random play from a Python loop; None if not installed."""
    try:
        import pyspiel  # type: ignore[import-not-found]  # optional, not a dependency
    except ImportError:
        return None
    game: Any = pyspiel.load_game("hearts")
    times: list[float] = []
    actions = 0
    for _ in range(runs):
        rand = random.Random(seed).random
        actions = 0
        start = time.perf_counter()
        for _ in range(deals):
            state = game.new_initial_state()
            while not state.is_terminal():
                if state.is_chance_node():
                    outcomes = state.chance_outcomes()
                    state.apply_action(outcomes[int(rand() * len(outcomes))][0])
                else:
                    legal = state.legal_actions()
                    state.apply_action(legal[int(rand() * len(legal))])
                actions += 1
        times.append(time.perf_counter() - start)
    seconds = statistics.median(times)
    return {"deals": deals, "actions": actions, "deals_per_s": deals / seconds}


def report(
    matches: int,
    runs: int,
    on: dict[str, float],
    off: dict[str, float],
    hearts: dict[str, float] | None,
    pinning: str,
) -> str:
    lines = report_lines(matches, runs, on, off, GOAL, pinning)
    if hearts is not None:
        lines += [
            "",
            f"OpenSpiel C++ Hearts from a Python loop: {hearts['deals_per_s']:,.0f} deals/s"
            f" ({hearts['deals']:,.0f} deals, chance moves included); King with events"
            f" recorded runs at {on['deals_per_s'] / hearts['deals_per_s']:.2f} times that.",
        ]
    return "\n".join(lines)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--matches", type=int, default=300)
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--open-spiel", action="store_true", help="also time OpenSpiel Hearts")
    parser.add_argument("--write", action="store_true", help="update docs/performance.md")
    args = parser.parse_args()
    pinning = pin_to_one_core()
    on = measure("king", 4, args.matches, args.runs, record_events=True)
    off = measure("king", 4, args.matches, args.runs, record_events=False)
    hearts = open_spiel_hearts(int(on["deals"]), args.runs) if args.open_spiel else None
    text = report(args.matches, args.runs, on, off, hearts, pinning)
    print(text)
    if args.write:
        write_section("king_random", text)


if __name__ == "__main__":
    main()
