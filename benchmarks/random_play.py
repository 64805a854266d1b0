"""Random legal play through the public API, timed: what khmer_random and king_random share."""

from __future__ import annotations

import random
import statistics
import time

from perfdoc import machine

from access_cards import games

__all__ = ["measure", "report_lines", "run_once"]


def run_once(
    game: str, seats: int, matches: int, record_events: bool, seed: int = 1
) -> tuple[int, int, float]:
    """Play ``matches`` random matches of ``game``; return (deals, actions, seconds)."""
    cls = games.find(game)
    rand = random.Random(seed).random
    deals = actions = 0
    start = time.perf_counter()
    for i in range(matches):
        state = cls.new_state(seats, seed=seed + i)
        state.record_events = record_events
        while not state.is_over:
            legal = state.legal_actions()
            state.apply(legal[int(rand() * len(legal))])
            actions += 1
        deals += state.deal_number
    return deals, actions, time.perf_counter() - start


def measure(
    game: str, seats: int, matches: int, runs: int, record_events: bool
) -> dict[str, float]:
    """Median deals/s and actions/s over ``runs`` identical runs."""
    results = [run_once(game, seats, matches, record_events) for _ in range(runs)]
    deals, actions = results[0][0], results[0][1]  # the same every run: same seeds
    seconds = statistics.median(r[2] for r in results)
    return {
        "deals": deals,
        "actions": actions,
        "seconds": seconds,
        "deals_per_s": deals / seconds,
        "actions_per_s": actions / seconds,
    }


def report_lines(
    matches: int, runs: int, on: dict[str, float], off: dict[str, float], goal: int, pinning: str
) -> list[str]:
    """The section's text: machine, sample, the events-on/off table and their ratio."""
    lines = [
        f"Machine: {machine()}; {pinning}.",
        "",
        f"{matches:,} random matches ({on['deals']:,.0f} deals, {on['actions']:,.0f} actions),"
        f" median of {runs} runs; goal: at least {goal:,} deals/s on one core.",
        "",
        "| Events | Deals/s | Actions/s | Goal met |",
        "|---|---:|---:|---|",
    ]
    for label, fig in (("recorded", on), ("off (`record_events = False`)", off)):
        met = "yes" if fig["deals_per_s"] >= goal else "no"
        lines.append(
            f"| {label} | {fig['deals_per_s']:,.0f} | {fig['actions_per_s']:,.0f} | {met} |"
        )
    ratio = off["deals_per_s"] / on["deals_per_s"]
    return [*lines, "", f"Switching events off makes random play {ratio:.2f} times as fast."]
