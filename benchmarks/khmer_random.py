"""Random-play Khmer deals per second on one core, through the public API.

Two figures: with events recorded (what the console and bots see), and with
``state.record_events = False``, the documented switch for search rollouts.
Each run plays the same seeded matches; the median of the runs is reported.

    .venv/bin/python benchmarks/khmer_random.py [--matches 20000] [--runs 5] [--write]
"""

from __future__ import annotations

import argparse
import random
import statistics
import time

from perfdoc import machine, pin_to_one_core, write_section

from access_cards import games

GOAL = 20_000  # random deals per second on one core (the goal)


def run_once(matches: int, record_events: bool, seed: int = 1) -> tuple[int, int, float]:
    """Play ``matches`` random matches; return (deals, actions, seconds)."""
    khmer = games.find("khmer")
    rand = random.Random(seed).random
    deals = actions = 0
    start = time.perf_counter()
    for i in range(matches):
        state = khmer.new_state(2, seed=seed + i)
        state.record_events = record_events
        while not state.is_over:
            legal = state.legal_actions()
            state.apply(legal[int(rand() * len(legal))])
            actions += 1
        deals += state.deal_number
    return deals, actions, time.perf_counter() - start


def measure(matches: int, runs: int, record_events: bool) -> dict[str, float]:
    """Median deals/s and actions/s over ``runs`` identical runs."""
    results = [run_once(matches, record_events) for _ in range(runs)]
    deals, actions = results[0][0], results[0][1]  # the same every run: same seeds
    seconds = statistics.median(r[2] for r in results)
    return {
        "deals": deals,
        "actions": actions,
        "seconds": seconds,
        "deals_per_s": deals / seconds,
        "actions_per_s": actions / seconds,
    }


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
    on = measure(args.matches, args.runs, record_events=True)
    off = measure(args.matches, args.runs, record_events=False)
    text = report(args.matches, args.runs, on, off, pinning)
    print(text)
    if args.write:
        write_section("khmer_random", text)


if __name__ == "__main__":
    main()
