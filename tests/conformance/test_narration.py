"""Every event of every game is narrated in every language, to every listener, and every query
of the game's narrator answers a view.

A sweep of cheap random matches (many option mixes) finds the kinds of event that occur:
each event type with its set of fields, and each of its fields with the shape of its value
(none, a number, an empty list, …) or, for a text field with few values (``how``, ``reason``,
``stage``, a Khmer card), the value itself — so a rare ending or a rare auction step is a
kind of its own.  The few matches that together show every kind are then replayed and
narrated in order, as a listener hears them, for each language, each seat and a spectator,
at every verbosity and card style in turn.
"""

from __future__ import annotations

import random
from collections import defaultdict
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

import pytest

from access_cards.engine.events import Event
from access_cards.games import GAMES
from access_cards.narration import LANGUAGES, Translator, create_narrator
from tests.conformance.common import (
    GAME_NAMES,
    AnyState,
    about,
    option_mixes,
    random_action,
    runs,
)

VERBOSITIES = ("normal", "brief", "full")
CARD_STYLES = ("full", "short")
ENUM_LIMIT = 8  # a text field with at most this many values is told apart by value
QUERY_EVERY = 25  # the queries are asked at every QUERY_EVERY-th step and at the end

Kind = tuple[str, str, str]  # (event type, field or "", value or shape)


def shape(value: object) -> str:
    """The shape of a field's value: what a narrator may branch on, without the detail."""
    if value is None or isinstance(value, bool):
        return repr(value)
    if isinstance(value, int):
        return "int"
    if isinstance(value, str):
        return "text"
    if isinstance(value, list | tuple):
        return "[]" if not value else "[…]"
    return type(value).__name__


@dataclass
class Match:
    """A random match of the sweep: how to replay it, and the raw fields of its events."""

    seats: int
    options: dict[str, Any]
    seed: int
    events: list[tuple[str, tuple[tuple[str, object], ...]]] = field(default_factory=list)


def sweep(name: str, budget: int) -> list[Match]:
    """Random matches over option mixes, about ``budget`` actions in all, with their events."""
    game, found, spent = GAMES[name], [], 0
    for seed, (seats, options) in enumerate(option_mixes(game)):
        if spent >= budget:
            break
        match = Match(seats, options, seed)
        state = game.new_state(seats, seed=seed, options=options)
        rng = random.Random(seed)
        events = list(state.start_events)
        while not state.is_over:
            events += state.apply(random_action(rng, state))
            spent += 1
        match.events = [(e.type, tuple(sorted(e.to_dict().items()))) for e in events]
        found.append(match)
    return found


def enum_fields(matches: Sequence[Match]) -> set[tuple[str, str]]:
    """The (type, field) pairs whose text values are few enough to tell apart."""
    values: dict[tuple[str, str], set[str]] = defaultdict(set)
    for match in matches:
        for kind, fields in match.events:
            for key, value in fields:
                if isinstance(value, str):
                    values[(kind, key)].add(value)
    return {pair for pair, seen in values.items() if len(seen) <= ENUM_LIMIT}


def kinds_of(match: Match, enums: set[tuple[str, str]]) -> set[Kind]:
    """The kinds of event in one match: each type's field sets, and each field's values."""
    kinds: set[Kind] = set()
    for kind, fields in match.events:
        kinds.add((kind, "", " ".join(k for k, _ in fields)))
        for key, value in fields:
            shown = value if (kind, key) in enums and isinstance(value, str) else shape(value)
            kinds.add((kind, key, shown))
    return kinds


def covering(matches: Sequence[Match]) -> tuple[list[Match], set[Kind]]:
    """Few and short matches that together show every kind of event (greedy set cover:
    the most new kinds per event first), in sweep order; and all the kinds."""
    enums = enum_fields(matches)
    kinds = [kinds_of(match, enums) for match in matches]
    everything: set[Kind] = set().union(*kinds)
    chosen: list[int] = []
    seen: set[Kind] = set()
    while seen != everything:
        best = max(range(len(matches)), key=lambda i: len(kinds[i] - seen) / len(matches[i].events))
        chosen.append(best)
        seen |= kinds[best]
    return [matches[i] for i in sorted(chosen)], everything


class Listeners:
    """A narrator per language and listener (each seat and a spectator) for one match."""

    def __init__(self, name: str, seats: int, verbosity: str, card_style: str) -> None:
        names = [f"Player {seat + 1}" for seat in range(seats)]
        self.narrators = {
            (lang, seat): create_narrator(
                name, Translator(lang), seat, names, verbosity=verbosity, card_style=card_style
            )
            for lang in LANGUAGES
            for seat in [*range(seats), None]
        }

    def hear(self, events: Sequence[Event]) -> None:
        """Every narrator describes the events its listener receives."""
        for (lang, seat), narrator in self.narrators.items():
            for event in events:
                if event.visible_to(seat):
                    check_sentences(narrator.describe(event), event, lang, seat)

    def ask(self, state: AnyState) -> None:
        """Every narrator answers each of its queries from its listener's view."""
        for (lang, seat), narrator in self.narrators.items():
            view = state.view(seat)
            assert narrator.QUERIES, f"the narrator lists no queries ({lang})"
            for query in narrator.QUERIES:
                answer = narrator.query(query, view)
                check_lines(answer, f"query {query!r} ({lang}, listener {seat})")


def check_lines(lines: object, what: str) -> None:
    """A list of non-empty strings."""
    assert isinstance(lines, list), f"{what} gave a {type(lines).__name__}, not a list"
    assert all(isinstance(s, str) and s.strip() for s in lines), f"{what} gave {lines!r}"


def check_sentences(lines: list[str], event: Event, lang: str, seat: int | None) -> None:
    """Sentences for an event: non-empty, except for the listener's own move when a prompt
    says it instead (King's "Your lead." comes from the turn prompt, not the lead event)."""
    what = f"{event!r} told in {lang!r} to listener {seat}"
    check_lines(lines, what)
    own_move = seat is not None and isinstance(event, Mapping) and event.get("seat") == seat
    assert lines or own_move, f"{what} says nothing"


def narrate(name: str, match: Match, verbosity: str, card_style: str) -> None:
    """Replay one match, narrated to every listener in every language."""
    listeners = Listeners(name, match.seats, verbosity, card_style)
    state = GAMES[name].new_state(match.seats, seed=match.seed, options=match.options)
    rng = random.Random(match.seed)
    listeners.hear(state.start_events)
    step = 0
    while not state.is_over:
        if step % QUERY_EVERY == 0:
            listeners.ask(state)
        listeners.hear(state.apply(random_action(rng, state)))
        step += 1
    listeners.ask(state)


@pytest.mark.parametrize(("budget", "every_way"), runs((40_000, False), (1_000_000, True)))
@pytest.mark.parametrize("name", GAME_NAMES)
def test_every_kind_of_event_is_narrated_in_every_language(
    name: str, budget: int, every_way: bool
) -> None:
    """Every kind of event met in random matches over option mixes is told (in order, as a
    listener hears it) in every language to every seat and a spectator without raising, as
    non-empty sentences; every query of the narrator answers each listener's view.  Quick:
    each match at one verbosity and card style in turn; long: at all of them."""
    chosen, kinds = covering(sweep(name, budget))
    assert len({kind for kind, _, _ in kinds}) > 1, f"the sweep found only {kinds}"
    ways = [(v, c) for c in CARD_STYLES for v in VERBOSITIES]
    for index, match in enumerate(chosen):
        with about(name, match.seats, match.seed, match.options):
            for verbosity, style in ways if every_way else [ways[index % len(ways)]]:
                narrate(name, match, verbosity, style)
