"""Fluent messages and Babel numbers and lists for one language.

Every ``.ftl`` file under ``access_cards/locales/<lang>/`` goes into one
bundle per language, built once and cached: start-up must reach the first
menu sentence quickly.  A missing message or a formatting error raises; a
screen-reader user must never hear a message id or a half-filled sentence.

Lists are written as sentences, not after a colon: "Score. { $scores }." A
sentence that begins inside a message with a placeable ("you 2, Anna 4") gets
its capital letter here, so the message reads "Score. You 2, Anna 4."
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Callable, Iterable, Iterator, Mapping
from functools import cache
from importlib.resources import files
from importlib.resources.abc import Traversable
from typing import Any

from babel.lists import format_list
from babel.numbers import format_decimal
from fluent.runtime import FluentBundle, FluentResource
from fluent.runtime.types import FluentType, fluent_number
from fluent.syntax import ast

__all__ = [
    "FUNCTIONS",
    "LANGUAGES",
    "FormatError",
    "Messages",
    "MissingMessage",
    "Translator",
    "capital",
    "capitalise_sentences",
    "fold",
    "message_ids",
    "resource_ids",
]

LANGUAGES = ("en", "it", "de", "el")


class MissingMessage(KeyError):
    """No message with this id in the language's files."""


class FormatError(ValueError):
    """A message could not be formatted (a missing argument, a bad reference)."""


class Messages:
    """Formats the messages of one Fluent bundle; ``where`` names it in errors."""

    def __init__(self, lang: str, bundle: FluentBundle, where: str) -> None:
        self.lang = lang
        self._bundle = bundle
        self._where = where

    def words(self, msg_id: str) -> list[str]:
        """A message of typed words (a command and its synonyms), as the parsers compare
        typed text: case folded and without accents (``fold``)."""
        return fold(self(msg_id)).split()

    def __call__(self, msg_id: str, **args: Any) -> str:
        """The message ``msg_id`` (or ``msg_id.attribute``) filled with ``args``."""
        name, _, attribute = msg_id.partition(".")
        if not self._bundle.has_message(name):
            raise MissingMessage(f"no message {msg_id!r} in {self._where}")
        message = self._bundle.get_message(name)
        pattern = message.attributes.get(attribute) if attribute else message.value
        if pattern is None:
            raise MissingMessage(f"no message {msg_id!r} in {self._where}")
        text, errors = self._bundle.format_pattern(pattern, _fluent_args(args))
        if errors:
            raise FormatError(f"message {msg_id!r} in {self._where}: {errors[0]}")
        return capitalise_sentences(str(text))


class Translator(Messages):
    """Formats messages, numbers and lists in one language."""

    def __init__(self, lang: str) -> None:
        if lang not in LANGUAGES:
            raise ValueError(f"unknown language {lang!r}; languages: {', '.join(LANGUAGES)}")
        super().__init__(lang, _bundle(lang), f"language {lang!r}")

    def number(self, n: int) -> str:
        """``n`` in this language's digits, without grouping (voices misread "1.234")."""
        return str(format_decimal(n, locale=self.lang, group_separator=False))

    def join(self, items: Iterable[str], style: str = "standard") -> str:
        """A spoken list: "a, b, and c"; ``style`` is Babel's ("or", "unit", …)."""
        items = list(items)
        try:
            return str(format_list(items, style=style, locale=self.lang))  # type: ignore[arg-type]
        except KeyError:
            # Babel's CLDR data has no "unit" lists for German or Greek: those are plain
            # comma lists ("du 2, Anna 4") in every language that has them.
            if style.startswith("unit"):
                return ", ".join(items)
            return str(format_list(items, locale=self.lang))

    @staticmethod
    def sentence(text: str) -> str:
        """``text`` as a sentence of its own: a capital first letter and a full stop at
        the end (unless it ends with ``. ? !`` already). For each option of a list said
        line by line, "play 5, then table 9" → "Play 5, then table 9."."""
        text = " ".join(text.split())
        if not text:
            return text
        if text[-1] not in ".?!":
            text += "."
        return text[0].upper() + text[1:]


# A full stop, question or exclamation mark after a letter or digit, then spaces, then a
# small letter: a sentence that began with a placeable ("Score. you 2" → "Score. You 2").
# An ellipsis ("xxx... games") is not a sentence end.
_SENTENCE_START = re.compile(r"(?<=[^\W_][.?!])(\s+)([^\W\d_])")


def fold(text: str) -> str:
    """Typed text as the parsers compare it: case folded and without accents, so "όχι",
    "Οχι" and "οχι" are one word, as are "sì" and "si" (a player may type without the
    accent keys; no two words of a language differ by accents alone where it matters)."""
    decomposed = unicodedata.normalize("NFD", text.casefold())
    bare = "".join(ch for ch in decomposed if not unicodedata.combining(ch))
    return unicodedata.normalize("NFC", bare)


class Said(FluentType):
    """Text a Fluent function gives back, put in the sentence as it is."""

    def __init__(self, text: str) -> None:
        self.text = text

    def format(self, locale: Any) -> str:
        return self.text


def capital(text: Any) -> FluentType:
    """Fluent's ``CAPITAL($name)``: a value that begins a sentence with a capital letter.
    Greek says a name with its article ("η Άννα"), so a sentence that begins with a name
    begins with a small letter unless its message asks for this."""
    said = str(text)
    return Said(said[:1].upper() + said[1:])


# The functions a message may call, in every bundle that formats the locale files.
FUNCTIONS: dict[str, Callable[[Any], FluentType]] = {"CAPITAL": capital}


def capitalise_sentences(text: str) -> str:
    """Every sentence after the first in ``text`` begins with a capital letter (the first
    is left as the message wrote it: a clause such as "the match is over" stays small)."""
    return _SENTENCE_START.sub(lambda m: m.group(1) + m.group(2).upper(), text)


def _fluent_args(args: Mapping[str, Any]) -> dict[str, Any]:
    # Plain ints would be grouped by Fluent ("1.234" in Italian); plural
    # selectors still need numbers, so wrap them instead of formatting here.
    # None is left out, so a message that uses it fails instead of saying "None".
    return {
        key: fluent_number(value, useGrouping=False)
        if isinstance(value, int) and not isinstance(value, bool)
        else value
        for key, value in args.items()
        if value is not None
    }


def _locale_dir(lang: str) -> Traversable:
    return files("access_cards") / "locales" / lang


def _ftl_files(lang: str) -> Iterator[tuple[str, str]]:
    """(file name, text) of each .ftl file of a language, in name order."""
    entries = [e for e in _locale_dir(lang).iterdir() if e.name.endswith(".ftl")]
    for entry in sorted(entries, key=lambda e: e.name):
        yield entry.name, entry.read_text(encoding="utf-8")


@cache
def _resources(lang: str) -> tuple[ast.Resource, ...]:
    """The parsed files; a syntax error or a duplicate id is refused loudly."""
    seen: dict[str, str] = {}
    resources = []
    for name, text in _ftl_files(lang):
        resource = FluentResource(text)
        for entry in resource.body:
            if isinstance(entry, ast.Junk):
                raise ValueError(f"locales/{lang}/{name}: syntax error in {entry.content!r}")
            if isinstance(entry, ast.Message | ast.Term):
                key = _entry_key(entry)
                if key in seen:
                    raise ValueError(f"locales/{lang}: {key!r} in both {seen[key]} and {name}")
                seen[key] = name
        resources.append(resource)
    return tuple(resources)


@cache
def _bundle(lang: str) -> FluentBundle:
    # use_isolating=False: U+2068/U+2069 around placeables reach braille
    # displays as garbage (notes/screen-readers.md, "Localization").
    bundle = FluentBundle([lang], use_isolating=False, functions=FUNCTIONS)
    for resource in _resources(lang):
        bundle.add_resource(resource)
    return bundle


def message_ids(lang: str) -> set[str]:
    """Every message and term id of a language, with ``id.attribute`` for attributes."""
    if lang not in LANGUAGES:
        raise ValueError(f"unknown language {lang!r}; languages: {', '.join(LANGUAGES)}")
    return set().union(*(resource_ids(resource) for resource in _resources(lang)))


def resource_ids(resource: ast.Resource) -> set[str]:
    """The ids of one parsed file: ``-term`` for terms, ``id.attribute`` for attributes."""
    ids: set[str] = set()
    for entry in resource.body:
        if isinstance(entry, ast.Message | ast.Term):
            key = _entry_key(entry)
            ids.add(key)
            ids.update(f"{key}.{attr.id.name}" for attr in entry.attributes)
    return ids


def _entry_key(entry: ast.Message | ast.Term) -> str:
    return ("-" if isinstance(entry, ast.Term) else "") + entry.id.name
