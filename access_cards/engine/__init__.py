"""The shared engine: cards, decks, RNG, events, options, state contract."""

from access_cards.engine.actions import ActionTemplate, templates_of
from access_cards.engine.cards import DECKS, JOKER, Card, Deck, find_deck
from access_cards.engine.errors import (
    ActionError,
    AmbiguousActionError,
    DeckError,
    IllegalActionError,
    OptionError,
    ParseError,
    SaveError,
)
from access_cards.engine.events import PUBLIC, Event, events_for
from access_cards.engine.options import ChoiceOption, IntOption, Option, OptionSchema, SeatOption
from access_cards.engine.rng import Rng
from access_cards.engine.state import Game, GameState, placings

__all__ = [
    "DECKS",
    "JOKER",
    "PUBLIC",
    "ActionError",
    "ActionTemplate",
    "AmbiguousActionError",
    "Card",
    "ChoiceOption",
    "Deck",
    "DeckError",
    "Event",
    "Game",
    "GameState",
    "IllegalActionError",
    "IntOption",
    "Option",
    "OptionError",
    "OptionSchema",
    "ParseError",
    "Rng",
    "SaveError",
    "SeatOption",
    "events_for",
    "find_deck",
    "placings",
    "templates_of",
]
