"""Options schemas: every game lists its options, defaults and valid values.

An unknown option or value raises OptionError naming the valid ones.  Values
may arrive as text from the command line (``target=6``); they are converted.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from dataclasses import dataclass, field
from typing import Any

from access_cards.engine.errors import OptionError

__all__ = ["ChoiceOption", "IntOption", "Option", "OptionSchema", "SeatOption"]


@dataclass(frozen=True)
class Option:
    """Base of an option: a name, a default and a short description."""

    name: str
    default: Any
    help: str = ""

    def convert(self, value: Any, seats: int) -> Any:
        """Return the value in its canonical form or raise OptionError."""
        raise NotImplementedError

    def describe(self) -> str:
        """The valid values, for messages."""
        raise NotImplementedError


@dataclass(frozen=True)
class ChoiceOption(Option):
    """One of a fixed list of words; the first is the default.  ``synonyms`` maps other
    words to choices (Rummy 40's discard history takes the blind-fair variant's words)."""

    choices: tuple[str, ...] = ()
    synonyms: Mapping[str, str] = field(default_factory=dict)

    def convert(self, value: Any, seats: int) -> Any:
        text = str(value).strip().lower().replace("-", "_")
        text = self.synonyms.get(text, text)
        if text not in self.choices:
            raise OptionError(
                f"option {self.name!r} cannot be {value!r}; valid values: {self.describe()}",
                option=self.name,
                valid=self.choices,
            )
        return text

    def describe(self) -> str:
        return ", ".join(self.choices)


@dataclass(frozen=True)
class IntOption(Option):
    """A whole number between ``low`` and ``high`` inclusive."""

    low: int = 1
    high: int = 1_000_000

    def convert(self, value: Any, seats: int) -> Any:
        number = _as_int(value)
        if number is None or not self.low <= number <= self.high:
            raise OptionError(
                f"option {self.name!r} cannot be {value!r}; valid values: {self.describe()}",
                option=self.name,
                valid=(self.describe(),),
            )
        return number

    def describe(self) -> str:
        return f"a whole number from {self.low} to {self.high}"


@dataclass(frozen=True)
class SeatOption(Option):
    """A seat index, or ``None`` (also ``random``): drawn from the seed."""

    def convert(self, value: Any, seats: int) -> Any:
        if value is None or str(value).strip().lower() in ("random", "none", ""):
            return None
        number = _as_int(value)
        if number is None or not 0 <= number < seats:
            raise OptionError(
                f"option {self.name!r} cannot be {value!r}; valid values: {self.describe(seats)}",
                option=self.name,
                valid=(*tuple(str(s) for s in range(seats)), "random"),
            )
        return number

    def describe(self, seats: int = 0) -> str:
        top = f"{seats - 1}" if seats else "the last seat"
        return f"a seat number from 0 to {top}, or random"


def _as_int(value: Any) -> int | None:
    if isinstance(value, bool):
        return None
    if isinstance(value, int):
        return value
    try:
        return int(str(value).strip())
    except ValueError:
        return None


# The option (or alias) a game with the blind-fair variant takes, valued top_only or full.
VARIANT = "pile_visibility"


class OptionSchema:
    """The options of one game, with aliases (e.g. the ⚑ flag names of RULES.md)."""

    def __init__(self, game: str, *options: Option, aliases: Mapping[str, str] | None = None):
        self.game = game
        self.options = {o.name: o for o in options}
        self.aliases = dict(aliases or {})

    def resolve(self, given: Mapping[str, Any] | None, seats: int) -> dict[str, Any]:
        """All options with defaults filled in; raise OptionError on a bad one."""
        values = {name: opt.default for name, opt in self.options.items()}
        named: dict[str, str] = {}  # option → the name it was first given under
        for key, value in (given or {}).items():
            name = self.canonical(key)
            converted = self.options[name].convert(value, seats)
            # Two names of one option (dealer and first_dealer, or Rummy's discard history
            # and the variant) must agree: which one won would otherwise be silent.
            if name in named and values[name] != converted:
                raise OptionError(
                    f"option {name!r} is given twice with different values,"
                    f" as {named[name]!r} and as {key!r}",
                    option=name,
                    valid=(str(values[name]),),
                )
            named.setdefault(name, str(key))
            values[name] = converted
        return values

    def canonical(self, key: str) -> str:
        """The schema's name for ``key``; raise OptionError if unknown."""
        name = str(key).strip().lower().replace("-", "_")
        name = self.aliases.get(name, name)
        if name not in self.options:
            raise OptionError(
                f"unknown option {key!r} for {self.game}; valid options: {', '.join(self.options)}",
                option=str(key),
                valid=tuple(self.options),
            )
        return name

    def variant(self, values: Mapping[str, Any]) -> str | None:
        """``top_only`` or ``full``: the blind-fair variant (RULES.md A5.2) the resolved
        ``values`` play, for a game whose options take ``pile_visibility``; else None."""
        try:
            name = self.canonical(VARIANT)
        except OptionError:
            return None
        top = self.options[name].convert("top_only", 0)
        return "top_only" if values[name] == top else "full"

    def __iter__(self) -> Iterator[Option]:
        return iter(self.options.values())
