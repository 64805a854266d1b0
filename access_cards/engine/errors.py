"""Exceptions of the engine: all subclass ValueError and say what is legal.

Each carries structured fields (a ``reason`` code and its ``details``) so the
console can speak a translated sentence instead of the English message.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

from access_cards.engine.actions import ActionTemplate

__all__ = [
    "ActionError",
    "AmbiguousActionError",
    "DeckError",
    "IllegalActionError",
    "OptionError",
    "ParseError",
    "SaveError",
]


class ActionError(ValueError):
    """An action that cannot be applied; ``legal`` lists what can.

    ``legal_templates`` describes the same actions compactly for people ("bet 1 to 12"
    rather than twelve bets); see ``engine.actions``.
    """

    def __init__(
        self,
        message: str,
        *,
        text: str = "",
        reason: str = "",
        legal: Iterable[str] = (),
        details: Mapping[str, Any] | None = None,
        legal_templates: Iterable[ActionTemplate] = (),
    ) -> None:
        self.text = text
        self.reason = reason
        self.legal = tuple(legal)
        self.details = dict(details or {})
        self.legal_templates = tuple(legal_templates)
        if self.legal:
            message = f"{message}; legal now: {', '.join(self.legal)}"
        super().__init__(message)


class ParseError(ActionError):
    """The text is not a command of this game."""


class IllegalActionError(ActionError):
    """The command is understood but the rules forbid it now."""


class AmbiguousActionError(ActionError):
    """The text names more than one legal action (reason ``ambiguous``); the texts of
    those actions are ``details["candidates"]``."""


class OptionError(ValueError):
    """An unknown option, or a value the option does not take.

    ``reason``: for a value the game's other options rule out, a code the console can say
    in words (``usage-option-REASON`` with ``details``); empty for a general refusal."""

    def __init__(
        self,
        message: str,
        *,
        option: str,
        valid: Iterable[str],
        reason: str = "",
        details: Mapping[str, Any] | None = None,
    ) -> None:
        self.option = option
        self.valid = tuple(valid)
        self.reason = reason
        self.details = dict(details or {})
        super().__init__(message)


class DeckError(ValueError):
    """An explicit deck that is not a complete deck of the game."""


class SaveError(ValueError):
    """A saved game that cannot be read back."""
