"""Whole matches between bots through views only: what the bot tests of each game share."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from access_cards import bots, games
from access_cards.engine.events import events_for


def play_bots(
    game: str, levels: Sequence[str], seed: int, options: dict[str, Any] | None = None
) -> list[str]:
    """Play one match, each bot seeing only its view and its events; check every choice is
    legal; return the actions taken."""
    return play_match(game, levels, seed, options)[1]


def play_match(
    game: str, levels: Sequence[str], seed: int, options: dict[str, Any] | None = None
) -> tuple[list[int], list[str]]:
    """``play_bots``, returning the final scores too."""
    state = games.find(game).new_state(len(levels), seed=seed, options=options)
    players = [
        bots.create(game, lv, seat=i, seed=seed + i, deterministic=True)
        for i, lv in enumerate(levels)
    ]
    for bot in players:
        for event in events_for(state.start_events, bot.seat):
            bot.observe(event)
    taken = []
    while not state.is_over:
        seat = state.current_player
        assert seat is not None
        view = state.view(seat)
        text = players[seat].choose(view)
        assert text in view["legal_actions"], (text, view["legal_actions"])
        taken.append(text)
        for event in state.apply(text):
            for bot in players:
                if event.visible_to(bot.seat):
                    bot.observe(event)
    return list(state.scores), taken


def finish(state: Any, players: Sequence[Any], limit: int) -> tuple[list[str], list[int]]:
    """Play ``state`` on to its end (at most ``limit`` actions) with ``players`` hearing
    their events: the actions taken and the final scores (to compare a resumed game with
    the one it was saved from)."""
    taken: list[str] = []
    while (seat := state.current_player) is not None and len(taken) < limit:
        text = players[seat].choose(state.view(seat))
        taken.append(text)
        for event in state.apply(text):
            for bot in players:
                if event.visible_to(bot.seat):
                    bot.observe(event)
    return taken, list(state.scores)


def strings(value: object) -> list[str]:
    """Every string anywhere in a JSON-like value (to look for what a view must not hold)."""
    if isinstance(value, str):
        return [value]
    if isinstance(value, dict):
        return [s for k, v in value.items() for s in (*strings(k), *strings(v))]
    if isinstance(value, list | tuple):
        return [s for v in value for s in strings(v)]
    return []
