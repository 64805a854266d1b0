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

from fluent.runtime import FluentBundle, FluentResource
from fluent.syntax import ast

from access_cards.braille.label import LABEL_LANGUAGES
from access_cards.narration.i18n import Messages

__all__ = ["KeyText"]

FILE_NAME = "labels.ftl"


class KeyText(Messages):
    """Formats the messages of ``labels.ftl`` in one label language."""

    def __init__(self, lang: str) -> None:
        if lang not in LABEL_LANGUAGES:
            raise ValueError(
                f"unknown label language {lang!r}; languages: {', '.join(LABEL_LANGUAGES)}"
            )
        super().__init__(lang, _bundle(lang), f"{lang}/{FILE_NAME}")


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
