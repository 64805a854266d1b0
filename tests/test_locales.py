"""The shipped Fluent files and the translator (notes/screen-readers.md, "Localization").

Every language ships the same files with the same message ids (attributes included) and the
same variables per message, so no sentence is missing or loses a number in any language.
"""

from __future__ import annotations

from importlib.resources import files

import pytest
from fluent.runtime import FluentResource
from fluent.syntax import FluentParser, ast
from fluent.syntax.visitor import Visitor

from access_cards.narration import LANGUAGES, FormatError, MissingMessage, Translator, message_ids
from access_cards.narration.i18n import resource_ids

SUITS = "♠♥♦♣♤♡♢♧"
ISOLATION = "\u2068\u2069"


def ftl_names(lang: str) -> set[str]:
    folder = files("access_cards") / "locales" / lang
    return {e.name for e in folder.iterdir() if e.name.endswith(".ftl")}


def ftl_text(lang: str, name: str) -> str:
    return (files("access_cards") / "locales" / lang / name).read_text(encoding="utf-8")


class _Variables(Visitor):
    """The ``$variables`` a message uses."""

    def __init__(self) -> None:
        super().__init__()
        self.names: set[str] = set()

    def visit_VariableReference(self, node: ast.VariableReference) -> None:
        self.names.add(node.id.name)
        self.generic_visit(node)


def messages_of(text: str, where: str = "") -> dict[str, set[str]]:
    """Message id → the variables it uses, in one Fluent file's text (no syntax errors)."""
    found: dict[str, set[str]] = {}
    for entry in FluentParser().parse(text).body:
        assert not isinstance(entry, ast.Junk), f"{where}: {entry.content!r}"
        if isinstance(entry, ast.Message):
            visitor = _Variables()
            visitor.visit(entry)
            found[entry.id.name] = visitor.names
    return found


def variables(lang: str) -> dict[str, set[str]]:
    """Message id → the variables it uses, for every file of a language."""
    found: dict[str, set[str]] = {}
    for name in ftl_names(lang):
        found |= messages_of(ftl_text(lang, name), f"{lang}/{name}")
    return found


@pytest.mark.parametrize("lang", LANGUAGES[1:])
def test_every_language_ships_the_same_files(lang: str) -> None:
    assert ftl_names(lang) == ftl_names(LANGUAGES[0])
    assert {"common.ftl", "khmer.ftl"} <= ftl_names(lang)


@pytest.mark.parametrize("lang", LANGUAGES[1:])
def test_every_message_id_exists_in_every_language(lang: str) -> None:
    reference = message_ids(LANGUAGES[0])
    other = message_ids(lang)
    assert sorted(reference - other) == [], f"missing in {lang}"
    assert sorted(other - reference) == [], f"only in {lang}, not in {LANGUAGES[0]}"


@pytest.mark.parametrize("lang", LANGUAGES[1:])
def test_translations_use_the_same_variables(lang: str) -> None:
    reference, other = variables(LANGUAGES[0]), variables(lang)
    differ = {
        msg: (reference[msg], other[msg])
        for msg in reference.keys() & other.keys()
        if reference[msg] != other[msg]
    }
    assert differ == {}


def test_message_ids_include_attributes_and_terms() -> None:
    resource = FluentResource("greeting = Hi\n    .title = Hello\n-brand = Cards\n")
    assert resource_ids(resource) == {"greeting", "greeting.title", "-brand"}
    ids = message_ids("en")
    assert {"khmer-play", "turn-you", "common-never-defined"} & ids == {"khmer-play", "turn-you"}


@pytest.mark.parametrize("lang", LANGUAGES)
def test_files_parse_without_errors_or_forbidden_characters(lang: str) -> None:
    for name in ftl_names(lang):
        text = ftl_text(lang, name)
        junk = [e for e in FluentParser().parse(text).body if isinstance(e, ast.Junk)]
        assert junk == [], f"{lang}/{name}"
        assert not any(ch in text for ch in SUITS + ISOLATION), f"{lang}/{name}"


def test_unknown_language_names_the_languages() -> None:
    with pytest.raises(ValueError, match="en, it"):
        Translator("xx")


def test_missing_message_raises_a_key_error() -> None:
    t = Translator("en")
    with pytest.raises(MissingMessage):
        t("no-such-message")
    with pytest.raises(KeyError):
        t("khmer-play.no-such-attribute")


def test_formatting_error_raises_instead_of_garbage() -> None:
    t = Translator("it")
    with pytest.raises(FormatError):
        t("khmer-play")  # $name and $card missing
    with pytest.raises(FormatError):
        t("khmer-table", total=None)  # None is never spoken as "None"


@pytest.mark.parametrize("lang", ["en", "it", "de", "el"])
def test_unit_lists_have_no_conjunction_in_every_language(lang: str) -> None:
    """Scores and stacks are said "you 2, Anna 4": Babel has no "unit" list for German or
    Greek, so those are comma lists; the other styles keep the language's conjunction."""
    t = Translator(lang)
    assert t.join(["a 2", "b 4", "c 6"], style="unit") in ("a 2, b 4, c 6", "a 2, b 4 e c 6")
    assert t.join(["x", "y"]) == {"en": "x and y", "it": "x e y", "de": "x und y",
                                  "el": "x και y"}[lang]  # fmt: skip


@pytest.mark.parametrize(
    ("lang", "expected"), [("en", "12345"), ("it", "12345"), ("de", "12345"), ("el", "12345")]
)
def test_numbers_have_no_grouping(lang: str, expected: str) -> None:
    t = Translator(lang)
    assert t.number(12345) == expected
    assert t("khmer-table", total=12345).endswith(f"{expected}.")


@pytest.mark.parametrize(
    ("lang", "expected"), [("en", "a 6, a 5, and a 1"), ("it", "un 6, un 5 e un 1")]
)
def test_lists_come_from_babel(lang: str, expected: str) -> None:
    t = Translator(lang)
    assert t.join([t("khmer-card-a", card=v) for v in (6, 5, 1)]) == expected


def test_no_isolation_marks_around_placeables() -> None:
    text = Translator("en")("khmer-play", name="Anna", card="a 4")
    assert text == "Anna plays a 4."


def test_bundles_are_loaded_once_per_language() -> None:
    assert Translator("it")._bundle is Translator("it")._bundle
    assert Translator("it")._bundle is not Translator("en")._bundle


@pytest.mark.parametrize(
    ("count", "en", "it"),
    [(1, "a 6", "un 6"), (2, "two 6s", "due 6"), (6, "six 6s", "sei 6")],
)
def test_card_counts_use_plural_forms(count: int, en: str, it: str) -> None:
    assert Translator("en")("khmer-cards", count=count, card=6) == en
    assert Translator("it")("khmer-cards", count=count, card=6) == it


def test_italian_article_before_one() -> None:
    t = Translator("it")
    assert t("khmer-card-the", card=1) == "l'1"
    assert t("khmer-card-the", card=5) == "il 5"
