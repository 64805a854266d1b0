"""King's rules pages (docs/rules/king.*.md) as ``access-cards rules king`` prints them.

The pages are heard (``u``, ``rules``): their words hold no symbol a screen reader says
aloud (issue 13), so the options are explained in words there, and their typed names and
values are in the user guide's King section, which these tests check too."""

from __future__ import annotations

import re

import pytest

from access_cards.cli import main
from access_cards.console.session import HOTKEYS
from access_cards.games.king.options import KING_OPTIONS
from access_cards.games.king.rules import DEAL_NAMES, DEAL_TOTALS, LADDER
from access_cards.narration import Translator
from access_cards.narration.king import KingNarrator
from access_cards.narration.king.queries import KingQueries
from access_cards.narration.speakable import voiced_symbols
from access_cards.rules import RULES_DIR, rules_text

LANGS = ("en", "it")
SUIT_SYMBOLS = "♠♥♦♣♤♡♢♧"
# Fluent's bidi isolation marks, in case a message wraps a placeable in them.
ISOLATES = str.maketrans("", "", "\u2068\u2069")


def printed(lang: str, capsys: pytest.CaptureFixture[str]) -> list[str]:
    """The lines ``access-cards rules king --lang LANG`` prints; it must exit 0."""
    assert main(["rules", "king", "--lang", lang]) == 0
    out = capsys.readouterr().out
    return out.splitlines()


def option_names() -> list[str]:
    return [option.name for option in KING_OPTIONS.options.values()]


def guide_section() -> str:
    """The user guide's part on King, which gives the options as they are typed."""
    guide = (RULES_DIR.parent / "user-guide.md").read_text(encoding="utf-8")
    start = guide.index("## Playing King by ear")
    return guide[start : guide.index("\n## ", start + 1)]


def options_part(lang: str) -> list[str]:
    """The numbered items of the rules page's options part."""
    text = rules_text("king", lang)
    heading = {"en": "## Options", "it": "## Opzioni"}[lang]
    part = text[text.index(heading) :].split("\n## ")[0]
    return re.findall(r"^\d+\. .*$", part, flags=re.MULTILINE)


def deal_word(lang: str, deal: str) -> str:
    """A deal's name as the game speaks it in ``lang`` (king-deal-name)."""
    return Translator(lang)("king-deal-name", deal=deal).translate(ISOLATES)


@pytest.mark.parametrize("lang", LANGS)
def test_the_page_is_heard_without_symbols(lang: str, capsys: pytest.CaptureFixture[str]) -> None:
    """Every printed line holds letters, digits, spaces and . , ? ! ' only."""
    for line in printed(lang, capsys):
        assert not voiced_symbols(line), (voiced_symbols(line), line)


@pytest.mark.parametrize("lang", LANGS)
def test_every_option_is_explained(lang: str) -> None:
    """The options part has one item for each option of the game."""
    assert len(options_part(lang)) == len(option_names())


@pytest.mark.parametrize("lang", LANGS)
def test_every_deal_is_named_in_the_language(lang: str, capsys: pytest.CaptureFixture[str]) -> None:
    text = "\n".join(printed(lang, capsys)).casefold()
    guide = guide_section()
    for deal in DEAL_NAMES:
        assert deal_word(lang, deal).casefold() in text, deal
        assert deal in guide, deal  # the name to give the deals option


@pytest.mark.parametrize("lang", LANGS)
def test_no_suit_symbols_and_no_markdown_marks(
    lang: str, capsys: pytest.CaptureFixture[str]
) -> None:
    lines = printed(lang, capsys)
    assert lines and lines[0].rstrip(".") == "King"
    for line in lines:
        assert not any(symbol in line for symbol in SUIT_SYMBOLS), line
        assert not line.startswith("#") and "**" not in line and "`" not in line, line
        assert "|" not in line, line  # no tables: the reader speaks paragraphs
    assert not any(symbol in rules_text("king", lang) for symbol in SUIT_SYMBOLS)


def test_every_option_default_and_value_is_in_the_user_guide() -> None:
    """Each option as it is typed, its values, and its default first."""
    items = re.findall(r"^\d+\. (\w+): (.*)$", guide_section(), flags=re.MULTILINE)
    typed = dict(items)
    assert list(typed) == option_names()
    for option in KING_OPTIONS.options.values():
        choices = getattr(option, "choices", ())
        said = typed[option.name]
        if option.name == "deals":
            assert all(deal in said for deal in choices)
            continue
        if not choices:  # the dealer seat: a number or random
            assert "random" in said and "0 to 3" in said
            continue
        assert said.startswith(str(option.default)), (option.name, said)
        for value in choices:
            assert re.search(rf"\b{value}\b", said), (option.name, value)


@pytest.mark.parametrize("lang", LANGS)
def test_deal_totals_and_ladder_match_the_code(lang: str) -> None:
    text = rules_text("king", lang)
    minus = "minus" if lang == "en" else "meno"
    plus = "plus" if lang == "en" else "più"
    for deal, total in DEAL_TOTALS.items():
        if total < 0:
            assert f"{minus} {-total}." in text, deal
    assert text.count("1300") == 2  # what the negative deals cost and the positive give
    steps = re.findall(
        rf"^\d+\. ({plus}|{minus}) (\d)\.$", text, flags=re.MULTILINE | re.IGNORECASE
    )
    ladder = [("+" if sign.casefold() == plus else "-") + n for sign, n in steps]
    assert ladder == list(LADDER)


@pytest.mark.parametrize("lang", LANGS)
def test_the_keys_on_the_page_are_the_console_keys(lang: str) -> None:
    """Each "h, your hand" line names a key the King console answers in that language."""
    listed = re.findall(r"^\d+\. (\S), ", rules_text("king", lang), flags=re.MULTILINE)
    t = Translator(lang)
    answers = f"{t('console-yes-words')} {t('console-no-words')}".split()
    reserved = KingNarrator(t, 0, ["you", "A", "B", "C"]).reserved_keys() | {w[0] for w in answers}
    keys = {**HOTKEYS, **KingNarrator.KEYS}
    answered = {
        key
        for key, command in keys.items()
        if command in KingQueries.QUERIES and key not in reserved
    }
    assert set(listed) == answered
