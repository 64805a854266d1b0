"""The key card's sentences: ``locales/<lang>/labels.ftl`` alone, in any label language.

The spoken interface's ``Translator`` knows only its own languages and loads every file of a
language; decks are labelled in more languages (``LABEL_LANGUAGES``: German and Greek ship
only ``labels.ftl``), so the key card formats that one file by itself.  As with the
``Translator``, a missing message or argument raises: a printed key card must never show a
message id or a half-filled sentence.
"""

from __future__ import annotations

from functools import cache
from importlib.resources import files
from typing import Any

from fluent.runtime import FluentBundle, FluentResource
from fluent.syntax import ast

from access_cards.braille.label import LABEL_LANGUAGES
from access_cards.narration.i18n import FormatError, MissingMessage, _fluent_args

__all__ = ["KeyText"]

FILE_NAME = "labels.ftl"


class KeyText:
    """Formats the messages of ``labels.ftl`` in one label language."""

    def __init__(self, lang: str) -> None:
        if lang not in LABEL_LANGUAGES:
            raise ValueError(
                f"unknown label language {lang!r}; languages: {', '.join(LABEL_LANGUAGES)}"
            )
        self.lang = lang
        self._bundle = _bundle(lang)

    def __call__(self, msg_id: str, **args: Any) -> str:
        """The message ``msg_id`` filled with ``args``."""
        if not self._bundle.has_message(msg_id):
            raise MissingMessage(f"no message {msg_id!r} in {self.lang}/{FILE_NAME}")
        pattern = self._bundle.get_message(msg_id).value
        if pattern is None:
            raise MissingMessage(f"message {msg_id!r} in {self.lang}/{FILE_NAME} has no value")
        text, errors = self._bundle.format_pattern(pattern, _fluent_args(args))
        if errors:
            raise FormatError(f"message {msg_id!r} in {self.lang}/{FILE_NAME}: {errors[0]}")
        return str(text)


@cache
def _bundle(lang: str) -> FluentBundle:
    path = files("access_cards") / "locales" / lang / FILE_NAME
    resource = FluentResource(path.read_text(encoding="utf-8"))
    junk = [entry for entry in resource.body if isinstance(entry, ast.Junk)]
    if junk:
        raise ValueError(f"locales/{lang}/{FILE_NAME}: syntax error in {junk[0].content!r}")
    # use_isolating=False: U+2068/U+2069 would reach braille displays and embossers as garbage.
    bundle = FluentBundle([lang], use_isolating=False)
    bundle.add_resource(resource)
    return bundle
