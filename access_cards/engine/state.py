"""The shared game and state contract (DESIGN.md §3).

``Game`` is a class with class methods: ``new_state``, ``parse_action`` and
``from_json``.  ``GameState`` holds one match: seats, options, the seeded RNG,
running scores and the deal number; a game module fills in the rules.

The match's sequence is the engine's: deal, play until the game ends the deal, add
its scores, then end the match or deal the next, from the next dealer.  A game
fills in hooks for each step (``_first_dealer``, ``_fresh_deck``, ``_deal``,
``_close_deal``, ``_match_over``, ``_next_dealer``, ``_stop`` and the fields of the
``deal_start``, ``deal_end`` and ``match_end`` events).

A save holds the current deal as it was dealt and the moves applied since, as
well as the position they lead to.  Loading checks the deal's start against
the rules, replays the moves and refuses the save unless they lead to exactly
the saved position: a save can only hold a position the rules can reach.
"""

from __future__ import annotations

import json
from abc import ABC, abstractmethod
from collections.abc import Mapping, Sequence
from typing import Any, ClassVar, Generic, TypeVar

from access_cards.engine.actions import ActionTemplate, templates_of
from access_cards.engine.cards import Card, Deck
from access_cards.engine.errors import (
    ActionError,
    AmbiguousActionError,
    DeckError,
    IllegalActionError,
    ParseError,
    SaveError,
)
from access_cards.engine.events import Event
from access_cards.engine.options import OptionSchema
from access_cards.engine.rng import Rng
from access_cards.engine.savefile import (
    DAMAGE,
    SAVE_FORMAT,
    SAVE_VERSION,
    brief,
    brief_error,
    canonical,
    keyed,
    read_envelope,
    whole,
    whole_list,
)

__all__ = ["SAVE_FORMAT", "SAVE_VERSION", "Game", "GameState", "placings"]

# A bound on any running score and deal number in a save, far beyond what any game
# reaches, so that absurd numbers are refused before the rules' checks add them up.
MAX_SCORE = 10**9
MAX_DEALS = 10**6
START_KEYS = ("state", "scores", "deal_number")

A = TypeVar("A")


class GameState(ABC, Generic[A]):
    """One match in progress.  Mutable inside; events and views are the outputs."""

    game: ClassVar[type[Game[Any]]]

    # Slots, so that only a game's own attributes fill the instance dict: CPython 3.11 keeps
    # at most 29 attributes inline (fast).  King's state had 28 with the engine's, and two
    # more for the deal log made random play ~10% slower.
    __slots__ = (
        "__dict__",
        "deal_log",
        "deal_number",
        "deal_record",
        "mover",
        "options",
        "record_events",
        "rng",
        "scores",
        "seats",
        "start_events",
        "stop_after_deal",
    )

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
        # What the current deal can be dealt again from (see ``_deal_record``) and the
        # actions applied since: a save writes the deal's start and the actions, and loading
        # replays them.  No record for a position set up by hand, nor for a deal dealt with
        # events off (search copies): such a save cannot be loaded.  Replaced, never changed.
        self.deal_record: Any = None
        # The seat to act, None once the match is over; each game moves it as its rules say.
        self.mover: int | None = None
        self.deal_log: list[A] = []
        # Search copies end with the deal instead of dealing the next one.
        self.stop_after_deal = False

    # -- deal and match sequencing -----------------------------------------

    def _start_match(self, cards: list[Card] | None) -> None:
        """Deal the first deal, from ``cards`` in the contract's order if given; keep its
        events for the console and bots to hear before the first action."""
        events: list[Event] = []
        own = None if cards is None else self._own_cards(cards)
        self._deal_next(self._first_dealer(), own, events)
        self.start_events = events

    def _deal_next(self, dealer: int, cards: list[Any] | None, events: list[Event]) -> None:
        """Deal the next deal from ``dealer``: ``cards`` as given, else shuffled by the RNG."""
        if cards is None:
            cards = self._fresh_deck()
            self.rng.shuffle(cards)
        self.deal_number += 1
        if self.record_events:
            fields = self._deal_start_fields(dealer)
            events.append(
                Event("deal_start", deal=self.deal_number, **fields, scores=list(self.scores))
            )
        self._deal(dealer, cards, events)
        self._deal_started()

    def _end_deal(
        self, deal_scores: Sequence[int], how: str, events: list[Event], detail: Any = None
    ) -> None:
        """The game ended the deal (``how``; ``detail``: anything else the game records
        about it): add its scores, then end the match, stop (a search copy), or deal the
        next deal from the next dealer."""
        scores = self.scores
        for seat, points in enumerate(deal_scores):
            scores[seat] += points
        self._close_deal(deal_scores, how, detail)
        if self.record_events:
            fields = self._deal_end_fields()
            events.append(Event("deal_end", deal=self.deal_number, **fields, scores=scores[:]))
        over = self._match_over()
        if over or self.stop_after_deal:
            self._stop()
            if over and self.record_events:
                events.append(Event("match_end", **self._match_end_fields()))
        else:
            self._deal_next(self._next_dealer(), None, events)

    @abstractmethod
    def _first_dealer(self) -> int:
        """The seat that deals (or begins) deal 1: an option, or drawn from the RNG before
        the first shuffle, so that a board replayed with other seats gets the same deals."""

    @abstractmethod
    def _fresh_deck(self) -> list[Any]:
        """The game's whole deck, unshuffled, in the game's own card form."""

    def _own_cards(self, cards: list[Card]) -> list[Any]:
        """An explicit deck (``new_state(deck=...)``) in the game's own card form."""
        return cards

    @abstractmethod
    def _deal(self, dealer: int, cards: list[Any], events: list[Event]) -> None:
        """Lay out a deal from ``cards`` (the contract's order) with ``dealer`` dealing or
        beginning; add its own events (the hands dealt) and start its first phase."""

    @abstractmethod
    def _deal_start_fields(self, dealer: int) -> dict[str, Any]:
        """The ``deal_start`` event's fields between ``deal`` and ``scores``."""

    @abstractmethod
    def _close_deal(self, deal_scores: Sequence[int], how: str, detail: Any) -> None:
        """Record the deal just ended (its scores already added to the totals)."""

    @abstractmethod
    def _deal_end_fields(self) -> dict[str, Any]:
        """The ``deal_end`` event's fields between ``deal`` and ``scores`` (asked only when
        events are recorded)."""

    @abstractmethod
    def _match_over(self) -> bool:
        """Whether the deal just closed ends the match."""

    @abstractmethod
    def _next_dealer(self) -> int:
        """The seat that deals (or begins) the next deal."""

    @abstractmethod
    def _stop(self) -> None:
        """Leave no seat to move: the match is over, or a search copy's deal is."""

    @abstractmethod
    def _match_end_fields(self) -> dict[str, Any]:
        """The ``match_end`` event's fields."""

    # -- the deal's record, for saves ------------------------------------------

    def _deal_started(self) -> None:
        """Take the deal just set up as the start of the log (``_deal_next`` calls it)."""
        self.deal_log = []
        # Skipped with events off: search copies deal thousands of times and are never saved.
        self.deal_record = self._deal_record() if self.record_events else None

    @abstractmethod
    def _deal_record(self) -> Any:
        """What ``_deal_again`` needs to deal the current deal again, from its start.

        Taken at every deal, so it should be cheap (copies of the hands, say, not a dump).
        """

    @abstractmethod
    def _deal_again(self, record: Any) -> GameState[A]:
        """A new state at the start of the recorded deal, dealt by the game's own code."""

    @property
    def deal_start(self) -> dict[str, Any] | None:
        """The current deal's start as a save writes it, or None if none is kept."""
        if self.deal_record is None:
            return None
        start = self._deal_again(self.deal_record)
        return {"state": start._dump(), "scores": start.scores[:], "deal_number": start.deal_number}

    def _copy_into(self, other: GameState[A]) -> None:
        """Give a clone this state's engine attributes: the scores and log copied, the rest
        shared (the deal record is never changed in place), no start events."""
        # Written out, not a loop over the slots: search clones states thousands of times.
        other.seats, other.options, other.rng = self.seats, self.options, self.rng
        other.scores, other.deal_number = self.scores[:], self.deal_number
        other.record_events, other.start_events = self.record_events, []
        other.deal_record, other.deal_log = self.deal_record, self.deal_log[:]
        other.stop_after_deal, other.mover = self.stop_after_deal, self.mover

    def _set_up_by_hand(self) -> None:
        """Mark a position placed by hand (tests, search): it has no deal start to load from."""
        self.deal_record = None
        self.deal_log = []

    # -- the contract ------------------------------------------------------

    @property
    def current_player(self) -> int | None:
        """The seat to act, or None once the match is over."""
        return self.mover

    @property
    def is_over(self) -> bool:
        """Whether the match has ended."""
        return self.mover is None  # asked before every action of random play and search

    @property
    def result(self) -> list[int] | None:
        """Final placing of each seat (1 = first; equal standings share), once over."""
        return placings(self.standing()) if self.is_over else None

    def standing(self) -> list[int]:
        """What places are counted from, higher first: the scores, unless a game places
        otherwise (Rummy 40's elimination places by who stayed in longest)."""
        return list(self.scores)

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
        # Logged first: the deal's last action starts the next deal, which empties the log.
        self.deal_log.append(parsed)
        return self._apply(parsed)

    def is_legal(self, action: A) -> bool:
        """Whether ``action`` is legal now (games answer without building the list)."""
        return action in self.legal_actions()

    def legal_templates(self) -> tuple[ActionTemplate, ...]:
        """The legal actions described compactly for people; by default the list grouped by
        kind (``play 1|2|5``), which a game with long lists replaces with ranges and forms."""
        return templates_of(str(a) for a in self.legal_actions())

    @abstractmethod
    def _apply(self, action: A) -> list[Event]:
        """Apply a legal action."""

    def view(self, seat: int | None) -> dict[str, Any]:
        """Everything ``seat`` may know (None: a spectator), as JSON-ready data.

        The one gate of hidden information, so it checks its seat: -1 or True must not
        quietly become another seat's view (ValueError for a seat the match lacks).
        """
        if seat is not None and (type(seat) is not int or not 0 <= seat < self.seats):
            raise ValueError(f"there is no seat {seat!r}; seats are 0 to {self.seats - 1}")
        return self._view(seat)

    @abstractmethod
    def _view(self, seat: int | None) -> dict[str, Any]:
        """The view of a seat that exists (see ``view``)."""

    # -- saving ------------------------------------------------------------

    def to_json(self) -> str:
        """The whole match as JSON text: generator, position, deal start and moves since."""
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
            "deal_start": self.deal_start,
            "deal_log": [str(a) for a in self.deal_log],
        }
        return json.dumps(data, sort_keys=True, separators=(",", ":"))

    @abstractmethod
    def _dump(self) -> dict[str, Any]:
        """The game-specific part of the save, as new data sharing nothing with the state."""

    @abstractmethod
    def _load(self, data: Mapping[str, Any]) -> None:
        """Restore what ``_dump`` wrote; raise KeyError/TypeError/ValueError if damaged."""

    @abstractmethod
    def _check_deal_start(self) -> None:
        """Raise ValueError unless the loaded position is a deal just dealt in a match the
        rules can reach: full hands, nothing played, the right phase and starter, and
        scores, deal number and history that agree with each other and the options."""


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
        """Parse an explicit deck and check it is complete; DeckError for anything else (one
        string, a number, a list holding something other than the deck's codes)."""
        if isinstance(codes, str):
            raise DeckError("the deck must be a list of card codes, not one string")
        cards = cls.deck.parse_many(codes)
        cls.deck.check_complete(cards)
        return cards

    @classmethod
    def parse_action(cls, text: str, state: GameState[A]) -> A:
        """Read a typed command by the game's grammar, then check it with ``is_legal``.

        Raise ParseError (no such command), IllegalActionError (a command, but not legal
        now) or AmbiguousActionError (it names several legal actions), all naming what is
        legal.  A text that names several actions of which one is legal means that one.
        """
        text = str(text)
        named = cls.read_actions(text)
        if not named:
            raise cls.unknown(text, state)
        legal = [action for action in named if state.is_legal(action)]
        if len(legal) == 1:
            return legal[0]
        if not legal:
            raise cls.illegal(named[0], state)
        raise cls.ambiguous(text, legal, state)

    @classmethod
    @abstractmethod
    def read_action(cls, text: str) -> A | None:
        """The action ``text`` names, legal now or not; None when it names none."""

    @classmethod
    def read_actions(cls, text: str) -> list[A]:
        """Every action ``text`` may name, legal now or not.  A game whose texts can name
        several (a card that fits more than one meld) overrides this."""
        action = cls.read_action(text)
        return [] if action is None else [action]

    @classmethod
    def describe_legal(cls, state: GameState[A]) -> tuple[ActionTemplate, ...]:
        """What is legal now, compactly, for people (see ``engine.actions``)."""
        return state.legal_templates()

    @classmethod
    def unknown(cls, text: str, state: GameState[A]) -> ParseError:
        """The error for a text that is no command of the game."""
        return ParseError(
            f"{text.strip()!r} is not a {cls.name.capitalize()} command",
            text=text,
            reason="unknown_command",
            **cls._legal_now(state),
        )

    @classmethod
    def illegal(cls, action: A, state: GameState[A]) -> IllegalActionError:
        """The error explaining why ``action`` is not legal now."""
        reason, message, details = state.why_illegal(action)
        return IllegalActionError(
            message, text=str(action), reason=reason, details=details, **cls._legal_now(state)
        )

    @classmethod
    def ambiguous(
        cls, text: str, actions: Sequence[A], state: GameState[A]
    ) -> AmbiguousActionError:
        """The error for a text that names several legal ``actions``."""
        candidates = [str(a) for a in actions]
        return AmbiguousActionError(
            f"{text.strip()!r} could mean {' or '.join(candidates)}",
            text=text,
            reason="ambiguous",
            details={"candidates": candidates},
            **cls._legal_now(state),
        )

    @classmethod
    def _legal_now(cls, state: GameState[A]) -> dict[str, Any]:
        """What every action error carries: the legal actions, listed and described."""
        return {
            "legal": [str(a) for a in state.legal_actions()],
            "legal_templates": cls.describe_legal(state),
        }

    @classmethod
    def from_json(cls, text: str | bytes) -> GameState[A]:
        """Rebuild a state from ``to_json`` output; raise SaveError (only) if it is damaged
        or holds a position its deal's start and moves do not lead to."""
        data = read_envelope(text, cls.name)
        try:
            state = cls._deal_start_from(data)
            cls._replay(state, data["deal_log"])
            cls._check_follows(state, data)
        except SaveError:
            raise
        except DAMAGE as exc:
            kind = type(exc).__name__
            raise SaveError(f"the save is damaged ({kind}: {brief_error(exc)})") from exc
        return state

    @classmethod
    def _deal_start_from(cls, data: Mapping[str, Any]) -> GameState[A]:
        """The state at the saved deal's start, checked against the rules."""
        seats = whole(data["seats"], cls.min_seats, cls.max_seats, f"{cls.title}'s seat count")
        if not isinstance(data["options"], dict):
            raise SaveError("the save's options are not a table")
        options = cls.options.resolve(data["options"], seats)
        start = data["deal_start"]
        if start is None:
            raise SaveError(
                "the save holds no deal start (a position set up by hand, or a search copy),"
                " so it cannot be checked and is not loaded"
            )
        start = keyed(start, START_KEYS, "the deal's start")
        state = cls.state_class(seats, options, Rng.from_json(data["rng"]))
        state.scores = whole_list(start["scores"], seats, -MAX_SCORE, MAX_SCORE, "a score")
        state.deal_number = whole(start["deal_number"], 1, MAX_DEALS, "the deal number")
        state._load(start["state"])
        if canonical(state._dump()) != canonical(start["state"]):
            raise SaveError("the deal's start is not written as this program writes it")
        state._check_deal_start()
        # The same cards dealt again by the game itself must give the same position.
        again = state._deal_again(state._deal_record())._dump()
        for key, value in again.items():
            if canonical(value) != canonical(start["state"][key]):
                raise SaveError(f"the deal's start is not a deal as dealt (its {key!r} differs)")
        state._deal_started()
        return state

    @classmethod
    def _replay(cls, state: GameState[A], log: Any) -> None:
        """Apply the saved moves; each must be legal, and the deal must last to the end."""
        # The moves are replayed with ``rng`` as it stood at the save, not at the deal's
        # start: a game must draw from it only when dealing.  Randomness within a deal
        # follows from the position instead (Rummy 40's reshuffle, ``reshuffle_seed``).
        if not isinstance(log, list):
            raise SaveError("the save's moves are not a list")
        deal = state.deal_number
        for number, text in enumerate(log, start=1):
            if not isinstance(text, str):
                raise SaveError(f"move {number} of the deal is {brief(text)}, not a command")
            if state.is_over or state.deal_number != deal:
                raise SaveError(f"the deal is over before move {number} ({brief(text)})")
            try:
                state.apply(text)
            except ActionError as exc:
                move = f"move {number} of the deal, {brief(text)}"
                raise SaveError(f"{move}, is refused: {brief_error(exc)}") from exc
        if state.deal_number != deal:
            raise SaveError("the deal's moves end it, but the save is not at the next deal")

    @classmethod
    def _check_follows(cls, state: GameState[A], data: Mapping[str, Any]) -> None:
        """Refuse a saved position other than the one the deal's start and moves reach."""
        reached = {"state": state._dump(), "scores": state.scores, "deal_number": state.deal_number}
        for key, value in reached.items():
            if canonical(value) != canonical(data[key]):
                raise SaveError(
                    "the position does not follow from its deal and moves"
                    f" (the saved {key!r} is not what they lead to)"
                )


def placings(scores: Sequence[int]) -> list[int]:
    """1 + the number of seats with a strictly higher score, for each seat."""
    return [1 + sum(other > mine for other in scores) for mine in scores]
