"""What the conformance tests share: the games, option mixes, random play, run sizes.

Only the public contract is used: ``GAMES``, ``Game.new_state`` and ``Game.options``
(an ``OptionSchema`` of the option kinds in ``engine/options.py``), the state's
methods and its views.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator, Mapping
from contextlib import contextmanager
from itertools import islice
from typing import Any

import pytest

from access_cards.engine.events import Event
from access_cards.engine.options import ChoiceOption, IntOption, Option, SeatOption
from access_cards.engine.state import Game, GameState
from access_cards.games import GAMES

__all__ = [
    "DEAL_START",
    "GAME_NAMES",
    "MAX_ACTIONS",
    "AnyGame",
    "AnyState",
    "about",
    "hands",
    "mixes",
    "option_mixes",
    "pile_modes",
    "random_action",
    "runs",
    "seat_counts",
    "seats_of",
    "strings",
    "within",
]

AnyGame = type[Game[Any]]
AnyState = GameState[Any]

GAME_NAMES = sorted(GAMES)
# Far above any real match (a King match of ten deals takes about 550 actions):
# only a match that never ends reaches it.
MAX_ACTIONS = 10_000
# The event type that opens a deal, in every game so far: events before it in one
# step belong to the deal that ended, events from it on to the new deal.
DEAL_START = "deal_start"


def runs(quick: object, long: object) -> list[Any]:
    """Two sizes of one test: ``quick`` in every run, ``long`` marked slow (see conftest).
    A tuple gives the values of several parameters."""
    return [
        pytest.param(*_values(quick), id="quick"),
        pytest.param(*_values(long), id="long", marks=pytest.mark.slow),
    ]


def _values(size: object) -> tuple[object, ...]:
    return size if isinstance(size, tuple) else (size,)


def seat_counts(game: AnyGame) -> list[int]:
    """Every number of seats the game takes."""
    return list(range(game.min_seats, game.max_seats + 1))


def seats_of(state: AnyState) -> int:
    """The number of seats of a state (its scores hold one figure per seat)."""
    return len(state.scores)


def _pick(option: Option, seats: int, rng: random.Random) -> Any:
    """A random valid value of ``option`` (whole numbers kept at most the default,
    so that matches stay short); None for a kind this suite does not know."""
    if isinstance(option, ChoiceOption):
        return rng.choice(option.choices)
    if isinstance(option, SeatOption):
        return rng.randrange(seats)
    if isinstance(option, IntOption):
        top = option.default if isinstance(option.default, int) else option.low
        return rng.randint(option.low, max(option.low, min(option.high, top)))
    return None


def random_options(game: AnyGame, seats: int, rng: random.Random) -> dict[str, Any]:
    """Options where each one keeps its default or takes a random value, half and half;
    combinations the game refuses are drawn again."""
    for _ in range(100):
        options = {
            option.name: value
            for option in game.options
            if rng.random() < 0.5 and (value := _pick(option, seats, rng)) is not None
        }
        try:
            game.new_state(seats, seed=0, options=options)
        except ValueError:
            continue
        return options
    return {}


def option_mixes(game: AnyGame, seed: int = 0) -> Iterator[tuple[int, dict[str, Any]]]:
    """Endless (seats, options) pairs: the defaults first, then random mixes."""
    rng = random.Random(f"{game.name}:{seed}")
    yield game.min_seats, {}
    while True:
        seats = rng.choice(seat_counts(game))
        yield seats, random_options(game, seats, rng)


def mixes(game: AnyGame, count: int, seed: int = 0) -> list[tuple[int, dict[str, Any]]]:
    """The first ``count`` option mixes of ``option_mixes``."""
    return list(islice(option_mixes(game, seed), count))


def within(budget: int, play: Callable[[int], int]) -> int:
    """Call ``play(0)``, ``play(1)``, … (each returns the actions it took) until ``budget``
    actions are spent; return the number of calls.  A budget of actions, not of matches,
    gives every game about the same time, whatever its matches' length."""
    spent, index = 0, 0
    while spent < budget:
        spent += play(index)
        index += 1
    return index


def pile_modes(game: AnyGame) -> list[dict[str, Any]]:
    """Both pile modes where the game has the ``pile_visibility`` option, else the defaults."""
    names = {option.name for option in game.options}
    if "pile_visibility" not in names:
        return [{}]
    return [{"pile_visibility": "full"}, {"pile_visibility": "top_only"}]


def random_action(rng: random.Random, state: AnyState) -> Any:
    """A uniformly random legal action."""
    return rng.choice(state.legal_actions())


def hands(state: AnyState) -> list[set[str]]:
    """The card codes each seat holds, read from that seat's own view."""
    return [set(state.view(seat)["hand"]) for seat in range(seats_of(state))]


def strings(value: object) -> set[str]:
    """Every string anywhere in a JSON-like value (keys too), or in an event's fields."""
    found: set[str] = set()
    _collect(value, found)
    return found


# Keys whose values name a role, not a card anyone holds: the card a joker stands for on
# the table is worked out from the meld, whoever holds that card.
ROLES = frozenset({"stands_for"})


def _collect(value: object, found: set[str]) -> None:
    # Concrete types first: views are plain dicts and lists, and the checks walk thousands.
    kind = type(value)
    if kind is str:
        found.add(value)  # type: ignore[arg-type]
    elif isinstance(value, Event):
        _collect(value.to_dict(), found)
    elif kind is dict or isinstance(value, Mapping):
        for key, item in value.items():  # type: ignore[attr-defined]
            _collect(key, found)
            if key not in ROLES:
                _collect(item, found)
    elif kind is list or kind is tuple or isinstance(value, set | frozenset):
        for item in value:  # type: ignore[attr-defined]
            _collect(item, found)


@contextmanager
def about(name: str, seats: int, seed: int, options: Mapping[str, Any]) -> Iterator[None]:
    """Name the match in any assertion that fails inside, so it can be replayed."""
    try:
        yield
    except AssertionError as exc:
        where = f"{name}, {seats} seats, seed {seed}, options {dict(options)}"
        raise AssertionError(f"{where}: {exc}") from exc
