"""The key card's sentences: ``labels.ftl`` and ``codes.ftl``, in any label language.

The spoken interface's ``Translator`` knows only its own languages and loads every file of a
language; decks are labelled in more languages (``LABEL_LANGUAGES``: German and Greek ship
only ``labels.ftl``), so the key card formats its own files by themselves: ``labels.ftl``, and
``codes.ftl`` where the language has it, for the letters a card is typed with in the game
(a label language adds its letters by adding that file).  As with the ``Translator``, a
missing message or argument raises: a printed key card must never show a message id or a
half-filled sentence.
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
CODES_FILE = "codes.ftl"  # optional: the typed card codes (narration/cards.py, CardCodes)


class KeyText(Messages):
    """Formats the messages of ``labels.ftl`` and ``codes.ftl`` in one label language."""

    def __init__(self, lang: str) -> None:
        if lang not in LABEL_LANGUAGES:
            raise ValueError(
                f"unknown label language {lang!r}; languages: {', '.join(LABEL_LANGUAGES)}"
            )
        super().__init__(lang, _bundle(lang), f"{lang}/{FILE_NAME}")

    @property
    def has_codes(self) -> bool:
        """Whether this language has typed card codes (``codes.ftl``) to list."""
        return _has_codes(self.lang)


def _has_codes(lang: str) -> bool:
    return (files("access_cards") / "locales" / lang / CODES_FILE).is_file()


@cache
def _bundle(lang: str) -> FluentBundle:
    # use_isolating=False: U+2068/U+2069 would reach braille displays and embossers as garbage.
    bundle = FluentBundle([lang], use_isolating=False)
    names = [FILE_NAME, CODES_FILE] if _has_codes(lang) else [FILE_NAME]
    for name in names:
        bundle.add_resource(_resource(lang, name))
    return bundle


def _resource(lang: str, name: str) -> ast.Resource:
    path = files("access_cards") / "locales" / lang / name
    resource = FluentResource(path.read_text(encoding="utf-8"))
    junk = [entry for entry in resource.body if isinstance(entry, ast.Junk)]
    if junk:
        raise ValueError(f"locales/{lang}/{name}: syntax error in {junk[0].content!r}")
    return resource
