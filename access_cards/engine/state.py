"""The shared game and state contract (DESIGN.md §3).

``Game`` is a class with class methods: ``new_state``, ``parse_action`` and
``from_json``.  ``GameState`` holds one match: seats, options, the seeded RNG,
running scores and the deal number; a game module fills in the rules.
"""

from __future__ import annotations

import json
from abc import ABC, abstractmethod
from collections.abc import Mapping, Sequence
from typing import Any, ClassVar, Generic, TypeVar

from access_cards.engine.cards import Card, Deck
from access_cards.engine.errors import DeckError, IllegalActionError, ParseError, SaveError
from access_cards.engine.events import Event
from access_cards.engine.options import OptionSchema
from access_cards.engine.rng import Rng

__all__ = ["SAVE_FORMAT", "Game", "GameState", "placings"]

SAVE_FORMAT = "access_cards.save"
SAVE_VERSION = 1

A = TypeVar("A")


class GameState(ABC, Generic[A]):
    """One match in progress.  Mutable inside; events and views are the outputs."""

    game: ClassVar[type[Game[Any]]]

    def __init__(self, seats: int, options: dict[str, Any], rng: Rng) -> None:
        self.seats = seats
        self.options = options
        self.rng = rng
        self.scores = [0] * seats
        self.deal_number = 0
        # Search copies switch events off: they cost ~20% of a rollout.
        self.record_events = True
        # What happened when the match was set up (the first deal), for the
        # console and bots to hear before the first action.
        self.start_events: list[Event] = []

    @abstractmethod
    def _start_match(self, cards: list[Card] | None) -> None:
        """Set up the first deal, from ``cards`` in the contract's order if given."""

    # -- the contract ------------------------------------------------------

    @property
    @abstractmethod
    def current_player(self) -> int | None:
        """The seat to act, or None once the match is over."""

    @property
    def is_over(self) -> bool:
        """Whether the match has ended."""
        return self.current_player is None

    @property
    def result(self) -> list[int] | None:
        """Final placing of each seat (1 = first; equal scores share), once over."""
        return placings(self.scores) if self.is_over else None

    @property
    def seed(self) -> int:
        """The seed this match's generator started from."""
        return self.rng.seed

    @abstractmethod
    def legal_actions(self) -> list[A]:
        """The actions the current player may take, in a stable order."""

    @abstractmethod
    def why_illegal(self, action: A) -> tuple[str, str, dict[str, Any]]:
        """Why ``action`` is not legal now: (reason code, English message, details)."""

    def apply(self, action: A | str) -> list[Event]:
        """Apply an action (or its text) for the current player; return the events."""
        if isinstance(action, str):
            parsed: A = self.game.parse_action(action, self)
        else:
            parsed = action
            if not self.is_legal(parsed):
                raise self.game.illegal(parsed, self)
        return self._apply(parsed)

    def is_legal(self, action: A) -> bool:
        """Whether ``action`` is legal now (games may answer faster than the list)."""
        return action in self.legal_actions()

    @abstractmethod
    def _apply(self, action: A) -> list[Event]:
        """Apply a legal action."""

    @abstractmethod
    def view(self, seat: int | None) -> dict[str, Any]:
        """Everything ``seat`` may know (None: a spectator), as JSON-ready data."""

    # -- saving ------------------------------------------------------------

    def to_json(self) -> str:
        """The whole match as JSON text, generator included."""
        data = {
            "format": SAVE_FORMAT,
            "version": SAVE_VERSION,
            "game": self.game.name,
            "seats": self.seats,
            "options": self.options,
            "rng": self.rng.to_json(),
            "scores": self.scores,
            "deal_number": self.deal_number,
            "state": self._dump(),
        }
        return json.dumps(data, sort_keys=True, separators=(",", ":"))

    @abstractmethod
    def _dump(self) -> dict[str, Any]:
        """The game-specific part of the save."""

    @abstractmethod
    def _load(self, data: Mapping[str, Any]) -> None:
        """Restore what ``_dump`` wrote; raise KeyError/TypeError/ValueError if damaged."""


S = TypeVar("S", bound=GameState[Any])


class Game(ABC, Generic[A]):
    """A game's rules as class methods; subclasses set the class attributes."""

    name: ClassVar[str]
    title: ClassVar[str]
    min_seats: ClassVar[int]
    max_seats: ClassVar[int]
    deck: ClassVar[Deck]
    options: ClassVar[OptionSchema]
    state_class: ClassVar[type[GameState[Any]]]

    @classmethod
    def new_state(
        cls,
        seats: int,
        *,
        seed: int | None = None,
        options: Mapping[str, Any] | None = None,
        deck: Sequence[str] | None = None,
    ) -> GameState[A]:
        """Start a match: ``seats`` players, a seed, options, an optional fixed first deal."""
        if not isinstance(seats, int) or not cls.min_seats <= seats <= cls.max_seats:
            span = (
                f"{cls.min_seats}"
                if cls.min_seats == cls.max_seats
                else (f"{cls.min_seats} to {cls.max_seats}")
            )
            raise ValueError(f"{cls.title} is for {span} players, not {seats!r}")
        resolved = cls.options.resolve(options, seats)
        cards = cls.read_deck(deck) if deck is not None else None
        state = cls.state_class(seats, resolved, Rng(seed))
        state._start_match(cards)
        return state

    @classmethod
    def read_deck(cls, codes: Sequence[str]) -> list[Card]:
        """Parse an explicit deck and check it is complete."""
        if isinstance(codes, str):
            raise DeckError("the deck must be a list of card codes, not one string")
        cards = cls.deck.parse_many(codes)
        cls.deck.check_complete(cards)
        return cards

    @classmethod
    def parse_action(cls, text: str, state: GameState[A]) -> A:
        """Read a typed command; raise ParseError (no such command) or IllegalActionError
        (a command, but not legal now), both naming what is legal."""
        action = cls.read_action(str(text))
        legal = state.legal_actions()
        if action is None:
            raise ParseError(
                f"{str(text).strip()!r} is not a {cls.name.capitalize()} command",
                text=str(text),
                reason="unknown_command",
                legal=[str(a) for a in legal],
            )
        if action not in legal:
            raise cls.illegal(action, state)
        return action

    @classmethod
    @abstractmethod
    def read_action(cls, text: str) -> A | None:
        """The action ``text`` names, legal now or not; None when it names none."""

    @classmethod
    def illegal(cls, action: A, state: GameState[A]) -> IllegalActionError:
        """The error explaining why ``action`` is not legal now."""
        reason, message, details = state.why_illegal(action)
        return IllegalActionError(
            message,
            text=str(action),
            reason=reason,
            legal=[str(a) for a in state.legal_actions()],
            details=details,
        )

    @classmethod
    def from_json(cls, text: str) -> GameState[A]:
        """Rebuild a state from ``to_json`` output; raise SaveError if damaged."""
        try:
            data = json.loads(text)
        except (TypeError, ValueError) as exc:
            raise SaveError(f"the save is not valid JSON ({exc})") from exc
        if not isinstance(data, dict) or data.get("format") != SAVE_FORMAT:
            raise SaveError("this is not an access_cards save")
        if data.get("game") != cls.name:
            raise SaveError(f"this save is of {data.get('game')!r}, not {cls.name}")
        if data.get("version") != SAVE_VERSION:
            raise SaveError(f"unsupported save version {data.get('version')!r}")
        try:
            seats = int(data["seats"])
            if not cls.min_seats <= seats <= cls.max_seats:
                raise SaveError(f"a {cls.title} save cannot have {seats} seats")
            options = cls.options.resolve(data["options"], seats)
            state = cls.state_class(seats, options, Rng.from_json(data["rng"]))
            state.scores = [int(x) for x in data["scores"]]
            if len(state.scores) != seats:
                raise SaveError(f"the save has {len(state.scores)} scores for {seats} seats")
            state.deal_number = int(data["deal_number"])
            state._load(data["state"])
        except SaveError:
            raise
        except (KeyError, TypeError, ValueError, IndexError, AttributeError, OverflowError) as exc:
            raise SaveError(f"the save is damaged ({type(exc).__name__}: {exc})") from exc
        return state


def placings(scores: Sequence[int]) -> list[int]:
    """1 + the number of seats with a strictly higher score, for each seat."""
    return [1 + sum(other > mine for other in scores) for mine in scores]
