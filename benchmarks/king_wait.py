"""King at the console: how long a player waits after a move until it is their turn again.

The real console session (``GameSession``) plays seat 0 against three bots of one level:
each typed move (or the "yes" that confirms one) is timed around ``session.handle``, which
applies it, lets the bots answer as far as the player's next turn (each choosing, the state
applying, every bot observing, the save written atomically after each action) and hands
every sentence to a ``Speaker`` in ``text`` mode writing nowhere.  So the figure is what a
player waits, minus the voice itself.  The player picks a random legal move.

    .venv/bin/python benchmarks/king_wait.py [--deals 40] [--write]
"""

from __future__ import annotations

import argparse
import os
import random
import tempfile
import time

from perfdoc import machine, ms, pin_to_one_core, write_section

from access_cards.console.play import PlayRequest, new_match
from access_cards.console.session import GameSession
from access_cards.narration import Translator
from access_cards.speech import Speaker

LEVELS = ("normal", "hard")


def waits(level: str, deals: int, seed: int) -> list[float]:
    """Seconds per player action, over games of ``deals`` deals in all (ten per game)."""
    t = Translator("en")
    rng = random.Random(seed)
    times: list[float] = []
    played = 0
    game = 0
    while played < deals:
        request = PlayRequest("king", ["you", *[f"bot:{level}"] * 3], seed + game)
        match, path = new_match(request, t)
        session = GameSession(match, t, Speaker("text", write=lambda _: None), save_path=path)
        session.start()
        while not session.done:
            view = session.state.view(0)
            action = rng.choice(view["legal_actions"])
            lines = [action]
            if session.narrator.confirm(action, view) is not None:
                session.handle(action)  # the question; the wait follows the "yes"
                lines = ["yes"]
            start = time.perf_counter()
            for line in lines:
                session.handle(line)
            times.append(time.perf_counter() - start)
        played += session.state.deal_number
        game += 1
    return sorted(times)


def row(level: str, times: list[float]) -> str:
    cells = " | ".join(ms(times, q, digits=1) for q in (0.5, 0.95, 0.99, 1.0))
    return f"| {level} | {len(times):,} | {cells} |"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=40, help="deals per level (ten a game)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--write", action="store_true", help="update docs/performance.md")
    args = parser.parse_args()
    pinning = pin_to_one_core()
    with tempfile.TemporaryDirectory() as home:
        os.environ["ACCESS_CARDS_HOME"] = home  # saves go here, not to the user's folder
        rows = [row(level, waits(level, args.deals, args.seed)) for level in LEVELS]
    text = "\n".join(
        [
            f"Machine: {machine()}; {pinning}.",
            "",
            f"{args.deals} deals per level, seed {args.seed}: seat 0 makes random legal moves"
            " against three bots of the level; each move is timed until the player's turn"
            " comes back, saves included, the voice left out. Milliseconds.",
            "",
            "| Bots | Moves | p50 | p95 | p99 | max |",
            "|---|---:|---:|---:|---:|---:|",
            *rows,
        ]
    )
    print(text)
    if args.write:
        write_section("king_wait", text)


if __name__ == "__main__":
    main()
