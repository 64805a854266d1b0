"""Seat specs as written on the command line: ``you``, ``bot``, ``bot:hard``.

``bot`` alone means ``bot:normal``.  Shared by ``play`` (which allows one
``you``) and ``simulate`` (bots only).
"""

from __future__ import annotations

from collections.abc import Sequence

from access_cards import bots

__all__ = ["HUMAN", "bot_level", "parse_seat", "parse_seats"]

HUMAN = "you"


def parse_seat(spec: str, game: str | None = None, *, allow_human: bool = True) -> str:
    """``you``, ``bot``, ``bot:hard`` … in canonical form (``bot:normal``); ValueError otherwise.

    With ``game``, the level must exist for that game.
    """
    text = str(spec).strip().lower()
    if text == HUMAN:
        if not allow_human:
            raise ValueError("simulate plays bots only: 'you' cannot take a seat")
        return HUMAN
    if text == "bot":
        text = "bot:normal"
    kind, _, level = text.partition(":")
    if kind != "bot" or not level:
        raise ValueError(f"bad seat {spec!r}: write you, bot, or bot:LEVEL such as bot:hard")
    known = bots.levels(game) if game is not None else (*bots.LEVELS, "random")
    if level not in known:
        where = f" for {game}" if game is not None else ""
        raise ValueError(f"no bot level {level!r}{where}; levels: {', '.join(known)}")
    return f"bot:{level}"


def parse_seats(
    text: str | Sequence[str], game: str | None = None, *, allow_human: bool = True
) -> list[str]:
    """A comma-separated list (or a list) of seat specs, each made canonical."""
    items = text.split(",") if isinstance(text, str) else list(text)
    if not items or any(not str(item).strip() for item in items):
        raise ValueError(f"bad seats {text!r}: give a comma-separated list such as you,bot:hard")
    specs = [parse_seat(item, game, allow_human=allow_human) for item in items]
    if specs.count(HUMAN) > 1:
        raise ValueError("only one seat can be 'you': the others' hands must stay hidden")
    return specs


def bot_level(spec: str) -> str:
    """The level of a canonical bot spec (``bot:hard`` → ``hard``)."""
    return spec.partition(":")[2]
