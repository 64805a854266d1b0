"""A player out of the match while the others play on (issue 25, point 3).

Las Vegas puts out a player who cannot pay the ante, Rummy 40's elimination match one who
reaches the penalty threshold; the others play on, for many hands.  Heard move by move,
those hands were thousands of words with no prompt.  So the player is asked, once, whether
to hear the rest (a short line a hand, a few hands at a time with Enter between), only the
result, or to leave.  ``GameSession`` keeps the answer and asks; this module holds what it
decides with: whether a seat is out, and what an answer chooses.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from access_cards.engine.events import Event
from access_cards.narration import Translator
from access_cards.narration.i18n import fold

__all__ = ["CHOICES", "OUT", "choice", "hand_over", "is_out", "puts_out"]

OUT = "\0out"  # the name of the question waiting for its answer (GameSession.pending)
# The answers, in the order the question gives them: 1, 2, 3.
CHOICES = ("watch", "result", "leave")


def is_out(view: Mapping[str, Any], seat: int | None) -> bool:
    """Whether ``seat`` is out of a match that goes on without it (a view that lists the
    seats still in: Las Vegas, Rummy 40)."""
    seats_in = view.get("seats_in")
    playing = not view.get("is_over") and view.get("current_player") is not None
    return seat is not None and isinstance(seats_in, list) and seat not in seats_in and playing


def puts_out(event: Event, seat: int | None) -> bool:
    """Whether ``event`` puts ``seat`` out of the match."""
    return event.type == "eliminated" and seat in event["seats"]


def hand_over(event: Event) -> bool:
    """Whether ``event`` ends a hand (a line sums it up for a player who is out)."""
    return event.type == "deal_end"


def choice(t: Translator, text: str) -> str | None:
    """The answer ``text`` chooses (one of CHOICES): its number, or a word for it in the
    language; None for anything else."""
    word = fold(text)
    for number, name in enumerate(CHOICES, 1):
        if word == str(number) or word in t.words(f"out-words-{name}"):
            return name
    return None
