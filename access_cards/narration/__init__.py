"""Narration: events and views turned into sentences in the listener's language.

``create_narrator`` picks the game's narrator; ``Translator`` formats the
Fluent messages of ``access_cards/locales/<lang>/``.  No rules logic here.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache
from importlib import import_module

from access_cards.narration.base import Narrator
from access_cards.narration.i18n import (
    LANGUAGES,
    FormatError,
    MissingMessage,
    Translator,
    message_ids,
)

__all__ = [
    "LANGUAGES",
    "FormatError",
    "MissingMessage",
    "Narrator",
    "Translator",
    "create_narrator",
    "has_narrator",
    "message_ids",
    "narrator_class",
]


@cache
def narrator_class(game: str) -> type[Narrator]:
    """The narrator of a registered game (``narration/<game>/``'s ``NARRATOR``)."""
    from access_cards.games import REGISTERED

    if game not in REGISTERED:
        raise ValueError(f"no narrator for game {game!r}; games: {', '.join(REGISTERED)}")
    found: type[Narrator] = import_module(f"{__name__}.{game}").NARRATOR
    return found


def has_narrator(game: str) -> bool:
    """Whether ``game`` can be narrated (and so played at the console)."""
    try:
        narrator_class(game)
    except (ValueError, ImportError):
        return False
    return True


def create_narrator(
    game: str,
    t: Translator,
    seat: int | None,
    names: Sequence[str],
    *,
    verbosity: str = "normal",
    card_style: str = "full",
) -> Narrator:
    """The narrator of ``game`` for the listener at ``seat`` (None: a spectator)."""
    cls = narrator_class(game)
    return cls(t, seat, names, verbosity=verbosity, card_style=card_style)
