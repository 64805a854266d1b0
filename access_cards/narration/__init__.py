"""Narration: events and views turned into sentences in the listener's language.

``create_narrator`` picks the game's narrator; ``Translator`` formats the
Fluent messages of ``access_cards/locales/<lang>/``.  No rules logic here.
"""

from __future__ import annotations

from collections.abc import Sequence

from access_cards.narration.base import Narrator
from access_cards.narration.i18n import (
    LANGUAGES,
    FormatError,
    MissingMessage,
    Translator,
    message_ids,
)
from access_cards.narration.khmer import KhmerNarrator
from access_cards.narration.king import KingNarrator

__all__ = [
    "LANGUAGES",
    "NARRATORS",
    "FormatError",
    "MissingMessage",
    "Narrator",
    "Translator",
    "create_narrator",
    "message_ids",
]

NARRATORS: dict[str, type[Narrator]] = {"khmer": KhmerNarrator, "king": KingNarrator}


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
    try:
        cls = NARRATORS[game]
    except KeyError:
        raise ValueError(f"no narrator for game {game!r}; games: {', '.join(NARRATORS)}") from None
    return cls(t, seat, names, verbosity=verbosity, card_style=card_style)
