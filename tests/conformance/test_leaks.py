"""Hidden information (DESIGN.md §3, §8): no view and no event a seat receives names a card
another seat holds, unless the seat may know it by other means.

The formulation is generic, so it holds for every game.  Each seat's hand is read from its
own view (``view(seat)["hand"]``).  For a listener, a card code is *hidden* when another seat
holds it and it is neither in the listener's own hand nor public: in the spectator's view or
in a public event of the current deal.  The move just made is public too: its text (``play
QS``) and the cards that left the mover's hand (Khmer's ``discard`` shows its 6).  Codes are
compared as strings, so a game with several copies of a card (Khmer's values, Rummy 40's two
decks) is checked more loosely than one without, never wrongly.

- The spectator's view may name a held card only if a public event of the deal did.
- A seat's view, where it differs from the spectator's, names no hidden card.
- The events a listener receives name no hidden card, except the events that end a deal
  (those before a ``deal_start`` in one step, or all of the last step): showdowns may reveal
  the hands of the deal that ended.

The moves are chosen by bots that are given views only (``bots.create(...).choose(view)``)
and the events their seat receives.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Sequence
from typing import Any

import pytest

from access_cards import bots
from access_cards.engine.events import Event
from access_cards.games import GAMES
from tests.conformance.common import (
    DEAL_START,
    GAME_NAMES,
    MAX_ACTIONS,
    AnyState,
    about,
    hands,
    pile_modes,
    runs,
    seats_of,
    strings,
    within,
)

LEVELS = ("random", "easy", "normal")  # "hard" searches: too slow for thousands of moves


def public_strings(events: Sequence[Event]) -> set[str]:
    """The strings in the public events among ``events``."""
    return {s for e in events if e.visible_to(None) for s in strings(e)}


def hidden_from(listener: int | None, held: Sequence[set[str]], known: set[str]) -> set[str]:
    """The codes others hold that ``listener`` may not know (``known`` is what it may)."""
    others = {c for seat, hand in enumerate(held) if seat != listener for c in hand}
    return others - known


def check_views(state: AnyState, history: set[str]) -> None:
    """The spectator's view names held cards only as public events did; each seat's view
    names no hidden card where it differs from the spectator's."""
    held = hands(state)
    public = state.view(None)
    shown = strings(public) & set().union(*held)
    assert shown <= history, f"the spectator's view names held cards {sorted(shown - history)}"
    known = strings(public) | history
    for seat in range(seats_of(state)):
        view = state.view(seat)
        private = {k: v for k, v in view.items() if k not in public or public[k] != v}
        leaked = strings(private) & hidden_from(seat, held, known | held[seat])
        assert not leaked, f"view({seat}) names cards others hold: {sorted(leaked)} in {private}"


def check_events(
    events: Sequence[Event],
    held: Sequence[set[str]],
    known: set[str],
    own: Sequence[set[str]] | None = None,
) -> None:
    """Each listener's events name no card another seat holds (``held``) that it may not know:
    ``known`` to all, or its own (``own``, by default what it holds)."""
    own = held if own is None else own
    for listener in [*range(len(held)), None]:
        mine = own[listener] if listener is not None else set()
        hidden = hidden_from(listener, held, known | mine)
        for event in events:
            if event.visible_to(listener):
                leaked = strings(event) & hidden
                assert not leaked, f"{event!r} tells seat {listener} of {sorted(leaked)}"


class Table:
    """A match played by bots that see only views, with the leak checks at every step."""

    def __init__(self, name: str, seats: int, seed: int, options: dict[str, Any]) -> None:
        self.state = GAMES[name].new_state(seats, seed=seed, options=options)
        rng = random.Random(seed)
        self.bots = [
            bots.create(name, rng.choice(LEVELS), seat=seat, seed=seed * 10 + seat)
            for seat in range(seats)
        ]
        start = self.state.start_events
        self.tell(start)
        self.history = public_strings(start)
        check_events(start, hands(self.state), self.history)

    def tell(self, events: Sequence[Event]) -> None:
        """Give each bot the events its seat receives, as the console does."""
        for bot in self.bots:
            for event in events:
                if event.visible_to(bot.seat):
                    bot.observe(event)

    def step(self) -> None:
        """One bot move, with its events checked against the hands before and after it."""
        state = self.state
        seat = state.current_player
        assert seat is not None
        before, public_before = hands(state), strings(state.view(None))
        hand_before = Counter(state.view(seat)["hand"])
        text = self.bots[seat].choose(state.view(seat))
        events = state.apply(text)
        self.tell(events)
        cut = next((i for i, e in enumerate(events) if e.type == DEAL_START), len(events))
        after = hands(state)
        if cut < len(events):  # a new deal: its events are checked against its hands
            ended, new = events[:cut], events[cut:]
            self.history = public_strings(ended) | public_strings(new)
            check_events(new, after, public_strings(ended))
            return
        if state.is_over:  # the last deal ended: its showdown may reveal anything
            self.history |= public_strings(events)
            return
        # The move is public: its text, and the cards that left the mover's hand.
        moved = set(hand_before - Counter(state.view(seat)["hand"]))
        known = public_before | self.history | set(text.split()) | moved
        own = [b | a for b, a in zip(before, after, strict=True)]
        check_events(events, after, known, own)
        self.history |= public_strings(events)

    def play(self) -> int:
        """The whole match, the views checked before every move and at the end; returns the
        number of moves."""
        for move in range(MAX_ACTIONS):
            check_views(self.state, self.history)
            if self.state.is_over:
                return move
            self.step()
        raise AssertionError(f"the match did not end within {MAX_ACTIONS} actions")


@pytest.mark.parametrize("budget", runs(1_600, 100_000))
@pytest.mark.parametrize("name", GAME_NAMES)
def test_no_view_or_event_reveals_another_seats_cards(name: str, budget: int) -> None:
    """Bot matches in every pile mode of the game (``budget`` actions per mode): at every
    step, no seat's view or received event, nor the spectator's view, names a card another
    seat holds that it may not know."""
    game = GAMES[name]
    for options in pile_modes(game):

        def play(seed: int, options: dict[str, Any] = options) -> int:
            seats = game.min_seats + seed % (game.max_seats - game.min_seats + 1)
            with about(name, seats, seed, options):
                return Table(name, seats, seed, dict(options)).play()

        assert within(budget, play) >= 2


@pytest.mark.parametrize("name", GAME_NAMES)
def test_view_refuses_a_seat_that_is_not_at_the_table(name: str) -> None:
    """``view`` is the one gate to hidden information: a seat number that is not at the
    table (negative, or past the last) is refused with a ValueError, never read as
    another seat."""
    game = GAMES[name]
    state = game.new_state(game.min_seats, seed=3)
    for seat in (-1, game.min_seats, True, 1.0, "0"):
        with pytest.raises(ValueError):
            state.view(seat)  # type: ignore[arg-type]
