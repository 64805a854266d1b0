"""Usage errors of the command line, said as one clean sentence in the player's language.

A screen reader reads standard error too, so a bad command line is answered like
everything else the program says: a sentence from the locale files (usage.ftl),
with no symbol read aloud as a word (narration/speakable.py).  Not argparse's
``usage: access-cards [-h] ...`` block, and not the English text of an engine
exception: ``UsageError`` carries a message id and the facts, and is worded only
when it is printed.  ``Parser`` is an ArgumentParser that raises UsageError with
those facts instead of printing and exiting.
"""

from __future__ import annotations

import argparse
from collections.abc import Mapping, Sequence
from typing import Any, NoReturn

from access_cards.engine.errors import OptionError
from access_cards.engine.options import IntOption, SeatOption
from access_cards.narration.speakable import spoken_form

__all__ = [
    "Either",
    "GameName",
    "Parser",
    "UsageError",
    "checked_options",
    "checked_seats",
    "find_game",
    "option_error",
    "said_value",
]

# A word of this many characters or more is read back cut short, to its first
# SHORTENED characters: an argument of thousands of characters is not read in full.
LONG_WORD, SHORTENED = 100, 40


class Either(tuple[str, ...]):
    """Items said as a choice, "khmer or king"; a plain list is said "khmer and king"."""

    __slots__ = ()


class GameName(str):
    """A game's name, said as the menu says it ("Khmer")."""

    __slots__ = ()


class UsageError(Exception):
    """A bad command line: reported in one sentence, exit code 2.

    ``msg_id`` names the sentence in usage.ftl; ``values`` are its facts: text from
    the command line (said through ``spoken_form``), numbers, and lists.
    """

    def __init__(self, msg_id: str, **values: Any) -> None:
        self.msg_id = msg_id
        self.values = values
        self.text: str | None = None
        super().__init__(f"{msg_id} {values}")

    @classmethod
    def said(cls, text: str) -> UsageError:
        """A usage error already worded (a file that cannot be written, from files.ftl)."""
        error = cls("")
        error.text = text
        return error

    def sentence(self, t: Any) -> str:
        """The sentence in the language of ``t`` (a Translator)."""
        if self.text is not None:
            return self.text
        return str(t(self.msg_id, **{k: _said(t, v) for k, v in self.values.items()}))


def _said(t: Any, value: Any) -> Any:
    """One value as it goes into the sentence."""
    if isinstance(value, GameName):
        try:
            return t(f"game-{value}")
        except KeyError:  # a game still to come has no name in the menu yet
            return said_value(value) or t("usage-nothing")
    if isinstance(value, Either):
        return t.join([_said(t, v) for v in value], style="or")
    if isinstance(value, list | tuple):
        return t.join([_said(t, v) for v in value])
    if isinstance(value, str):
        # An empty or all-symbol value ("", ",,,") would leave a hole in the sentence.
        return said_value(value) or t("usage-nothing")
    return value


def said_value(text: str) -> str:
    """A word from the command line as it can be said: symbols to spaces, cut short."""
    words = spoken_form(str(text)).split(" ")
    return " ".join(w if len(w) < LONG_WORD else f"{w[:SHORTENED]}..." for w in words)


def option_name(action: argparse.Action | None) -> str:
    """How an argument is named in a sentence: its long option without dashes ("seed",
    "speech log"), or a positional's name in small letters ("game")."""
    if action is None:
        return ""
    longs = [s for s in action.option_strings if s.startswith("--")]
    name = (longs or list(action.option_strings) or [str(action.metavar or action.dest)])[0]
    return name.lstrip("-").lower()


class Parser(argparse.ArgumentParser):
    """An ArgumentParser whose errors are UsageErrors with facts, never printed usage.

    argparse reports a bad value from ``_get_value`` and ``_check_value`` and a missing
    one from ``_match_argument`` (private, but the same from Python 3.8 to 3.13);
    the rest reaches ``error`` as English text, read here for the facts it holds.
    """

    def _get_value(self, action: argparse.Action, arg_string: str) -> Any:
        try:
            return super()._get_value(action, arg_string)
        except argparse.ArgumentError as exc:
            if action.type is int:
                raise UsageError(
                    "usage-whole-number", option=option_name(action), value=arg_string
                ) from exc
            raise UsageError("usage-bad-value", option=option_name(action), value=arg_string
                             ) from exc  # fmt: skip

    def _check_value(self, action: argparse.Action, value: Any) -> None:
        if action.choices is None or value in action.choices:
            return
        choices = Either(str(c) for c in action.choices)
        if isinstance(action, argparse._SubParsersAction):
            raise UsageError("usage-unknown-command", value=str(value), choices=choices)
        raise UsageError("usage-choice", option=option_name(action), value=str(value),
                         choices=choices)  # fmt: skip

    def _match_argument(self, action: argparse.Action, arg_strings_pattern: str) -> int:
        try:
            return int(super()._match_argument(action, arg_strings_pattern))
        except argparse.ArgumentError as exc:
            raise UsageError("usage-needs-value", option=option_name(action)) from exc

    def parse_args(self, args: Sequence[str] | None = None, namespace: Any = None) -> Any:  # type: ignore[override]
        parsed, extra = self.parse_known_args(args, namespace)
        if extra:
            raise UsageError("usage-unrecognized", words=list(extra))
        return parsed

    def error(self, message: str) -> NoReturn:
        required = "the following arguments are required: "
        if message.startswith(required):
            first = message[len(required) :].split(",")[0].strip()
            raise UsageError("usage-missing", what=first.lstrip("-").lower(),
                             command=self._command(), choices=self._choices(first))  # fmt: skip
        raise UsageError("usage-not-understood")

    def _command(self) -> str:
        """The subcommand this parser reads ("play"), or "" for the program itself."""
        words = self.prog.split()
        return words[-1] if len(words) > 1 else ""

    def _choices(self, shown: str) -> list[str]:
        """What the argument shown as ``shown`` ("GAME", "--seats") may be, if listed."""
        from access_cards.games import GAMES

        if shown == "GAME":
            return list(GAMES)
        for action in self._actions:
            if shown in (action.metavar, *action.option_strings) and action.choices:
                return [str(c) for c in action.choices]
        return []


def option_error(exc: OptionError, game: Any, given: Mapping[str, Any], seats: int) -> UsageError:
    """An engine OptionError about ``given`` (the options as typed) as a UsageError that
    says what was wrong and what the option takes."""
    schema = game.options
    if exc.option not in schema.options:
        return UsageError("usage-unknown-option", option=exc.option, game=GameName(game.name),
                          options=list(schema.options))  # fmt: skip
    option = schema.options[exc.option]
    names = [k for k in given if _canonical(schema, k) == exc.option]
    if len(names) > 1:
        return UsageError("usage-option-twice", option=exc.option, names=list(names))
    typed = [v for k, v in given.items() if _canonical(schema, k) == exc.option]
    value = str(typed[-1]) if typed else str(option.default)
    try:
        option.convert(value, seats)
    except OptionError:
        return _bad_value(option, value, seats)
    # A good value on its own that the game's other options rule out.
    if exc.reason:
        return UsageError(f"usage-option-{exc.reason}", option=exc.option, **exc.details)
    return UsageError("usage-option-combination", option=exc.option, value=value)


def _bad_value(option: Any, value: str, seats: int) -> UsageError:
    if isinstance(option, IntOption):
        return UsageError("usage-option-number", option=option.name, value=value,
                          low=option.low, high=option.high)  # fmt: skip
    if isinstance(option, SeatOption):
        return UsageError("usage-option-seat", option=option.name, value=value, high=seats - 1)
    choices = Either(getattr(option, "choices", ()) or ())
    return UsageError("usage-option-choice", option=option.name, value=value, choices=choices)


def _canonical(schema: Any, key: str) -> str | None:
    try:
        return str(schema.canonical(key))
    except OptionError:
        return None


# -- the game, its seats and its options, checked before anything starts ----------------------


def find_game(name: str) -> Any:
    """The game class called ``name``; UsageError naming the games if there is none."""
    from access_cards import games

    try:
        return games.find(name)
    except ValueError as exc:
        key = "".join(ch for ch in str(name).lower() if ch.isalnum())
        if key in games.PLANNED:
            raise UsageError("usage-game-not-ready", game=GameName(key),
                             games=list(games.GAMES)) from exc  # fmt: skip
        raise UsageError("usage-unknown-game", value=str(name), games=list(games.GAMES)) from exc


def checked_seats(game: Any, specs: Sequence[str], *, allow_human: bool = True) -> list[str]:
    """The seats in canonical form, as many as the game takes; UsageError otherwise."""
    from access_cards.seats import SeatError, parse_seats

    try:
        seats = parse_seats(specs, game.name, allow_human=allow_human)
    except SeatError as exc:
        raise UsageError(exc.msg_id, **exc.values) from exc
    count, low, high = len(seats), game.min_seats, game.max_seats
    if not low <= count <= high:
        name = GameName(game.name)
        if low == high:
            raise UsageError("usage-seat-count", game=name, players=low, count=count)
        raise UsageError("usage-seat-range", game=name, low=low, high=high, count=count)
    return seats


def checked_options(game: Any, options: Mapping[str, Any], seats: int) -> None:
    """UsageError unless the game takes these options with this many seats (a trial
    match is started and dropped: a game may refuse a combination of good values)."""
    try:
        game.new_state(seats, seed=0, options=dict(options))
    except OptionError as exc:
        raise option_error(exc, game, options, seats) from exc
    except ValueError as exc:
        raise UsageError("usage-other", detail=str(exc)) from exc
