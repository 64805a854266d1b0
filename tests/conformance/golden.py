"""Golden files (as OpenSpiel's playthroughs): what a player hears, and saves of this version.

- ``tests/golden/<game>.<lang>.txt``: one seeded match between bots, narrated to seat 0 by
  the real narrator, one sentence a line; ``> seat N: TEXT`` before each action and
  ``? QUERY`` before the answers to the narrator's queries at the start and the end.  The
  bots are made and seeded as the console makes them (``console/session.py``: deterministic,
  reseeded before every decision from the match seed and the number of decisions so far),
  so a diff shows where play or wording changed.
- ``tests/golden/saves/<game>-<n>.json``: ``state.to_json()`` at the start of a match, in the
  middle of its first deal and just after its second deal began; beside each,
  ``<game>-<n>.next.json``: the legal actions there, the first of them, and the save
  after it.

``scripts/golden.py`` checks them (``--write`` rewrites them); the tests compare.
"""

from __future__ import annotations

import json
import random
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from access_cards import bots
from access_cards.console.play import bot_names
from access_cards.engine.events import Event
from access_cards.games import GAMES
from access_cards.narration import Translator, create_narrator
from access_cards.simulate import derive_seed
from tests.conformance.common import DEAL_START, AnyState, random_action

__all__ = [
    "GOLDEN",
    "SAVES",
    "TRANSCRIPT_LANGUAGES",
    "GoldenFile",
    "golden_files",
    "next_step",
    "save_files",
    "save_points",
    "transcript",
    "transcript_files",
]

GOLDEN = Path(__file__).resolve().parents[1] / "golden"
SAVES = GOLDEN / "saves"
TRANSCRIPT_LANGUAGES = ("en", "it")
TRANSCRIPT_SEED = 2024
SAVE_SEED = 77
LEVELS = ("normal", "easy")  # seat 0 normal, seat 1 easy, and so on round the table
# A short match per game, so the files stay small: one deal of King with its auction,
# a Khmer match to 3 points, two hands of Las Vegas.  A game not named here plays its
# defaults.
SHORT_MATCH: dict[str, dict[str, Any]] = {
    "khmer": {"target": 3},
    "king": {"deals": "positive"},
    "lasvegas": {"hands": 2},
}
# The save match must reach a second deal: Rummy 40's default match is a single hand.
SAVE_MATCH: dict[str, dict[str, Any]] = {"rummy40": {"r40_match": "elimination"}}


@dataclass(frozen=True)
class GoldenFile:
    """One golden file: where it lives and what this version writes there."""

    path: Path
    text: str


# -- transcripts ---------------------------------------------------------------------------


def transcript(name: str, lang: str) -> str:
    """The golden transcript of ``name`` in ``lang``: a bot match heard from seat 0."""
    game = GAMES[name]
    seats, options = game.min_seats, SHORT_MATCH.get(name, {})
    t = Translator(lang)
    specs = ["you", *(f"bot:{LEVELS[seat % 2]}" for seat in range(1, seats))]
    names = bot_names(t, specs)
    narrator = create_narrator(name, t, 0, names)
    players = [
        bots.create(name, LEVELS[seat % 2], seat=seat, deterministic=True) for seat in range(seats)
    ]
    state = game.new_state(seats, seed=TRANSCRIPT_SEED, options=options)
    lines = [f"# {name}, seed {TRANSCRIPT_SEED}, options {json.dumps(options)}, listener seat 0"]

    def hear(events: list[Event]) -> None:
        for event in events:
            for bot in players:
                if event.visible_to(bot.seat):
                    bot.observe(event)
            if event.visible_to(0):
                lines.extend(narrator.describe(event))

    def ask() -> None:
        for query in narrator.QUERIES:
            lines.append(f"? {query}")
            lines.extend(narrator.query(query, state.view(0)))

    hear(state.start_events)
    ask()
    decisions = 0
    while (seat := state.current_player) is not None:
        bot = players[seat]
        bot.rng.seed(derive_seed(TRANSCRIPT_SEED, decisions))  # as console/session.py does
        decisions += 1
        text = bot.choose(state.view(seat))
        lines.append(f"> seat {seat}: {text}")
        hear(state.apply(text))
    ask()
    return "".join(f"{line}\n" for line in lines)


def transcript_files(name: str) -> Iterator[GoldenFile]:
    """The golden transcripts of one game, one per language."""
    for lang in TRANSCRIPT_LANGUAGES:
        yield GoldenFile(GOLDEN / f"{name}.{lang}.txt", transcript(name, lang))


# -- saves -----------------------------------------------------------------------------------


def save_points(name: str) -> list[str]:
    """``to_json`` of one seeded random match (``SAVE_MATCH``'s options) at its start,
    halfway through its first deal, and one action after its second deal was dealt."""
    game = GAMES[name]
    first_deal = len(_first_deal(name))
    state = game.new_state(game.min_seats, seed=SAVE_SEED, options=SAVE_MATCH.get(name))
    rng = random.Random(SAVE_SEED)
    saves = [state.to_json()]
    for _ in range(first_deal // 2):
        state.apply(random_action(rng, state))
    saves.append(state.to_json())
    while not any(e.type == DEAL_START for e in state.apply(random_action(rng, state))):
        assert not state.is_over, f"the {name} match ended in its first deal"
    state.apply(random_action(rng, state))
    saves.append(state.to_json())
    return saves


def _first_deal(name: str) -> list[str]:
    """The actions of the save match's first deal (the one that deals the next included)."""
    game = GAMES[name]
    state = game.new_state(game.min_seats, seed=SAVE_SEED, options=SAVE_MATCH.get(name))
    rng = random.Random(SAVE_SEED)
    actions: list[str] = []
    while not state.is_over:
        action = random_action(rng, state)
        actions.append(str(action))
        if any(e.type == DEAL_START for e in state.apply(action)):
            break
    return actions


def next_step(state: AnyState) -> dict[str, Any]:
    """What follows a save: the legal actions, the first of them, and the save after it.
    (Views and events are left out: they may grow by design without touching saves; the
    transcripts pin what is heard.)"""
    legal = [str(a) for a in state.legal_actions()]
    state.apply(legal[0])
    return {"legal_actions": legal, "action": legal[0], "after": state.to_json()}


def save_files(name: str) -> Iterator[GoldenFile]:
    """The golden saves of one game and, beside each, what follows it."""
    game = GAMES[name]
    for number, text in enumerate(save_points(name), start=1):
        yield GoldenFile(SAVES / f"{name}-{number}.json", text + "\n")
        after = json.dumps(next_step(game.from_json(text)), indent=1, ensure_ascii=False)
        yield GoldenFile(SAVES / f"{name}-{number}.next.json", after + "\n")


def golden_files(name: str) -> Iterator[GoldenFile]:
    """Every golden file of one game."""
    yield from transcript_files(name)
    yield from save_files(name)
