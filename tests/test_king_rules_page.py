"""King's rules pages (docs/rules/king.*.md) as ``access-cards rules king`` prints them."""

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
from access_cards.rules import rules_text

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


def deal_word(lang: str, deal: str) -> str:
    """A deal's name as the game speaks it in ``lang`` (king-deal-name)."""
    return Translator(lang)("king-deal-name", deal=deal).translate(ISOLATES)


@pytest.mark.parametrize("lang", LANGS)
def test_every_option_is_printed(lang: str, capsys: pytest.CaptureFixture[str]) -> None:
    lines = printed(lang, capsys)
    for name in option_names():
        assert any(f"{name}=" in line for line in lines), name


@pytest.mark.parametrize("lang", LANGS)
def test_every_deal_is_named_in_the_language(lang: str, capsys: pytest.CaptureFixture[str]) -> None:
    text = "\n".join(printed(lang, capsys)).casefold()
    for deal in DEAL_NAMES:
        assert deal_word(lang, deal).casefold() in text, deal
        assert deal in text, deal  # the name to give the deals option


@pytest.mark.parametrize("lang", LANGS)
def test_no_suit_symbols_and_no_markdown_marks(
    lang: str, capsys: pytest.CaptureFixture[str]
) -> None:
    lines = printed(lang, capsys)
    assert lines and lines[0] == "King"
    for line in lines:
        assert not any(symbol in line for symbol in SUIT_SYMBOLS), line
        assert not line.startswith("#") and "**" not in line and "`" not in line, line
        assert "|" not in line, line  # no tables: the reader speaks paragraphs
    assert not any(symbol in rules_text("king", lang) for symbol in SUIT_SYMBOLS)


@pytest.mark.parametrize("lang", LANGS)
def test_every_option_default_and_value_is_on_the_page(lang: str) -> None:
    text = rules_text("king", lang)
    for option in KING_OPTIONS.options.values():
        choices = getattr(option, "choices", ())
        if option.name == "deals":
            assert all(deal in text for deal in choices)
            continue
        if not choices:  # the dealer seat: a number or random
            assert f"{option.name}=random" in text
            continue
        for value in choices:
            assert f"{option.name}={value}" in text, (option.name, value)
        assert f"{option.name}={option.default}" in text


@pytest.mark.parametrize("lang", LANGS)
def test_deal_totals_and_ladder_match_the_code(lang: str) -> None:
    text = rules_text("king", lang)
    minus = "minus" if lang == "en" else "meno"
    plus = "plus" if lang == "en" else "più"
    for deal, total in DEAL_TOTALS.items():
        if total < 0:
            assert f"{minus} {-total}." in text, deal
    assert f"{minus} 1300" in text and f"{plus} 1300" in text
    steps = re.findall(rf"^\d+\. ({plus}|{minus}) (\d)$", text, flags=re.MULTILINE)
    ladder = [("+" if sign == plus else "-") + n for sign, n in steps]
    assert ladder == list(LADDER)


@pytest.mark.parametrize("lang", LANGS)
def test_the_keys_on_the_page_are_the_console_keys(lang: str) -> None:
    """Each "h: your hand" line names a key the King console answers in that language."""
    listed = re.findall(r"^\d+\. (\S): ", rules_text("king", lang), flags=re.MULTILINE)
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
