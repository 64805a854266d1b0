"""Bot hands of Rummy 40 played through views only, for the tests and the benchmark while
the game is not yet in ``games.REGISTERED`` (``simulate`` then plays it directly)."""

from __future__ import annotations

import time
from collections.abc import Mapping, Sequence
from typing import Any

from access_cards.bots.base import Bot, RandomBot
from access_cards.bots.rummy40 import LEVELS
from access_cards.engine.events import events_for
from access_cards.games.rummy40 import GAME
from access_cards.simulate import DecisionTimes, derive_seed

__all__ = ["make_bot", "play_hand"]

# A hand can cycle for ever (every meld on the table a closed set, each hand too small to
# meld and keep a card: nobody can go out, and R40-16 blocks only a one-card pile); past
# this many actions the hand counts as stalled: no chips move.
MAX_ACTIONS = 2_000


def make_bot(level: str, seat: int, seed: int | None) -> Bot:
    if level == "random":
        return RandomBot(seat, seed)
    return LEVELS[level](seat, seed, deterministic=True)


def play_hand(
    levels: Sequence[str],
    seed: int,
    options: Mapping[str, Any] | None = None,
    *,
    timings: Sequence[DecisionTimes] | None = None,
    check: bool = False,
) -> tuple[list[int] | None, list[str]]:
    """Play one match (one hand by default) between bots of ``levels`` in seat order;
    return the chips (None for a stalled hand, see MAX_ACTIONS) and the actions taken.
    ``check``: assert that every choice is legal."""
    state = GAME.new_state(len(levels), seed=seed, options=dict(options or {}))
    players = [make_bot(lv, s, derive_seed(seed, s)) for s, lv in enumerate(levels)]
    for bot in players:
        for event in events_for(state.start_events, bot.seat):
            bot.observe(event)
    taken: list[str] = []
    while (seat := state.current_player) is not None:
        if len(taken) >= MAX_ACTIONS:
            return None, taken
        view = state.view(seat)
        start = time.perf_counter()
        text = players[seat].choose(view)
        if timings is not None:
            timings[seat].add(time.perf_counter() - start)
        if check:
            assert text in view["legal_actions"], (text, view["legal_actions"])
        taken.append(text)
        for event in state.apply(text):
            for bot in players:
                if event.visible_to(bot.seat):
                    bot.observe(event)
    return list(state.scores), taken
