"""Seat specs as written on the command line: ``you``, ``bot``, ``bot:hard``.

``bot`` alone means ``bot:normal``.  Shared by ``play`` (which allows one
``you``) and ``simulate`` (bots only).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from access_cards import bots

__all__ = ["HUMAN", "SeatError", "bot_level", "parse_seat", "parse_seats"]

HUMAN = "you"


class SeatError(ValueError):
    """A seat spec that cannot be used; ``msg_id`` and ``values`` word it for the player
    (locales/*/usage.ftl), the message says it in English."""

    def __init__(self, message: str, msg_id: str, **values: Any) -> None:
        self.msg_id = msg_id
        self.values = values
        super().__init__(message)


def parse_seat(spec: str, game: str | None = None, *, allow_human: bool = True) -> str:
    """``you``, ``bot``, ``bot:hard`` … in canonical form (``bot:normal``); ValueError otherwise.

    With ``game``, the level must exist for that game.
    """
    text = str(spec).strip().lower()
    if text == HUMAN:
        if not allow_human:
            raise SeatError("simulate plays bots only: 'you' cannot take a seat", "usage-bots-only")
        return HUMAN
    if text == "bot":
        text = "bot:normal"
    kind, _, level = text.partition(":")
    if kind != "bot" or not level:
        raise SeatError(f"bad seat {spec!r}: write you, bot, or bot:LEVEL such as bot:hard",
                        "usage-bad-seat", seat=str(spec))  # fmt: skip
    known = bots.levels(game) if game is not None else (*bots.LEVELS, "random")
    if level not in known:
        where = f" for {game}" if game is not None else ""
        raise SeatError(f"no bot level {level!r}{where}; levels: {', '.join(known)}",
                        "usage-bot-level", level=level, levels=list(known))  # fmt: skip
    return f"bot:{level}"


def parse_seats(
    text: str | Sequence[str], game: str | None = None, *, allow_human: bool = True
) -> list[str]:
    """A comma-separated list (or a list) of seat specs, each made canonical."""
    items = text.split(",") if isinstance(text, str) else list(text)
    if not items or any(not str(item).strip() for item in items):
        raise SeatError(f"bad seats {text!r}: give a comma-separated list such as you,bot:hard",
                        "usage-seats-list")  # fmt: skip
    specs = [parse_seat(item, game, allow_human=allow_human) for item in items]
    if specs.count(HUMAN) > 1:
        raise SeatError("only one seat can be 'you': the others' hands must stay hidden",
                        "usage-one-you")  # fmt: skip
    return specs


def bot_level(spec: str) -> str:
    """The level of a canonical bot spec (``bot:hard`` → ``hard``)."""
    return spec.partition(":")[2]
