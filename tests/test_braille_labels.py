"""Braille card labels: the schemes, the labels they give and the key card (DESIGN.md §7).

Every deck in every label language must be fit to emboss: one label per physical card, 2 to
4 six-dot cells, one label per kind of card, and none that reads as another card's when the
card is upside down.  The known labels come from notes/braille.md, "Label schemes".
"""

from __future__ import annotations

import shutil
import subprocess
from collections import Counter
from itertools import product

import pytest

from access_cards.braille.cells import BLANK, is_braille, rotate
from access_cards.braille.keytext import KeyText
from access_cards.braille.label import LABEL_LANGUAGES, Label
from access_cards.braille.schemes import (
    check,
    key_card,
    labels,
    reads_same_upside_down,
    scheme_of,
)
from access_cards.engine.cards import DECKS
from tests.test_locales import ISOLATION, SUITS, ftl_text, messages_of

SUIT_SYMBOLS = SUITS
COMBINATIONS = list(product(DECKS, LABEL_LANGUAGES))


def kinds(deck: str, lang: str) -> dict[str, str]:
    """Card code → cells, one entry per kind of card."""
    return {label.code: label.cells for label in labels(deck, lang)}


# --- every deck × language ------------------------------------------------------------------


@pytest.mark.parametrize(("deck", "lang"), COMBINATIONS)
def test_one_label_per_physical_card_in_reference_order(deck: str, lang: str) -> None:
    found = labels(deck, lang)
    assert [label.code for label in found] == [card.code for card in DECKS[deck].cards]


@pytest.mark.parametrize(("deck", "lang"), COMBINATIONS)
def test_labels_are_two_to_four_six_dot_cells(deck: str, lang: str) -> None:
    for label in labels(deck, lang):
        assert 2 <= len(label.cells) <= 4, label
        assert all(is_braille(ch) and ch != BLANK for ch in label.cells), label


@pytest.mark.parametrize(("deck", "lang"), COMBINATIONS)
def test_kinds_differ_also_upside_down(deck: str, lang: str) -> None:
    cells = kinds(deck, lang)
    assert len(set(cells.values())) == len(cells), "two kinds share a label"
    turned = {code: rotate(c) for code, c in cells.items()}
    clashes = [(a, b) for a, b in product(cells, cells) if a != b and cells[a] == turned[b]]
    assert clashes == []
    assert check(labels(deck, lang)) == []


@pytest.mark.parametrize(("deck", "lang"), COMBINATIONS)
def test_copies_share_their_label(deck: str, lang: str) -> None:
    seen: dict[str, Label] = {}
    for label in labels(deck, lang):
        assert seen.setdefault(label.code, label) == label


@pytest.mark.parametrize(("deck", "lang"), COMBINATIONS)
def test_legends_and_names_are_filled(deck: str, lang: str) -> None:
    for label in labels(deck, lang):
        assert label.legend.strip() and label.name.strip(), label
        assert "{" not in label.legend + label.name, label


@pytest.mark.parametrize(("deck", "lang"), COMBINATIONS)
def test_names_tell_kinds_apart(deck: str, lang: str) -> None:
    names = {label.code: label.name for label in labels(deck, lang)}
    assert len(set(names.values())) == len(names)


def test_no_label_reads_as_itself_upside_down() -> None:
    """Harmless if one did; recorded so a change to the data is noticed."""
    assert {c: reads_same_upside_down(labels(*c)) for c in COMBINATIONS} == {
        c: [] for c in COMBINATIONS
    }


def test_deck_sizes() -> None:
    sizes = {deck: len(labels(deck, "en")) for deck in DECKS}
    assert sizes == {"khmer": 16, "french52": 52, "rummy40": 106, "italian40": 40}
    assert Counter(label.code for label in labels("rummy40", "el"))["JK"] == 2


# --- known labels ---------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("deck", "lang", "code", "cells", "name"),
    [
        ("french52", "en", "KS", "⠅⠎", "king of spades"),
        ("french52", "en", "10H", "⠭⠓", "ten of hearts"),
        ("french52", "en", "2C", "⠃⠉", "two of clubs"),
        ("french52", "it", "KS", "⠅⠏", "re di picche"),
        ("french52", "it", "QD", "⠟⠟", "donna di quadri"),
        ("french52", "de", "10H", "⠓⠼⠁⠚", "Herz Zehn"),
        ("french52", "de", "KD", "⠅⠅", "Karo König"),
        ("french52", "de", "AC", "⠭⠁", "Kreuz Ass"),
        ("french52", "el", "10S", "⠼⠁⠚⠍", "δέκα μπαστούνι"),
        ("french52", "el", "KD", "⠗⠗", "ρήγας καρό"),
        ("french52", "el", "QH", "⠝⠅", "ντάμα κούπα"),
        ("rummy40", "en", "JK", "⠚⠕", "joker"),
        ("rummy40", "it", "JK", "⠚⠕", "jolly"),
        ("rummy40", "el", "JK", "⠞⠵", "τζόκερ"),
        ("rummy40", "de", "10H", "⠓⠼⠁⠚", "Herz Zehn"),
        ("italian40", "it", "10B", "⠁⠚⠃", "re di bastoni"),
        ("italian40", "it", "8C", "⠓⠉", "fante di coppe"),
        ("italian40", "it", "9D", "⠊⠙", "cavallo di denari"),
        ("italian40", "en", "9S", "⠊⠎", "knight of swords"),
        ("italian40", "de", "3S", "⠎⠼⠉", "Spade Drei"),
        ("italian40", "el", "4D", "⠼⠙⠝", "τέσσερα νομίσματα"),
        ("khmer", "en", "3", "⠼⠉", "three"),
        ("khmer", "el", "6", "⠼⠋", "έξι"),
    ],
)
def test_known_labels(deck: str, lang: str, code: str, cells: str, name: str) -> None:
    label = next(label for label in labels(deck, lang) if label.code == code)
    assert (label.cells, label.name) == (cells, name)


@pytest.mark.parametrize(
    ("deck", "lang", "code", "text", "table"),
    [
        # German and Greek labels are ordinary braille: the stock tables write them.
        ("french52", "de", "10H", "h10", "de-g0-detailed.utb"),
        ("french52", "de", "QC", "xd", "de-g0-detailed.utb"),
        ("italian40", "de", "9C", "cr", "de-g0-detailed.utb"),
        ("italian40", "de", "7S", "s7", "de-g0-detailed.utb"),
        ("french52", "el", "10S", "10μ", "el.ctb"),
        ("french52", "el", "KD", "ρρ", "el.ctb"),
        ("french52", "el", "JH", "βκ", "el.ctb"),
        ("french52", "el", "2C", "2σ", "el.ctb"),
        ("rummy40", "el", "JK", "τζ", "el.ctb"),
        ("italian40", "el", "5D", "5ν", "el.ctb"),
        ("italian40", "el", "9B", "ιμ", "el.ctb"),
        # English and Italian labels are letters without indicators: check the letters only.
        ("french52", "en", "KS", "ks", "de-g0-detailed.utb"),
        ("french52", "it", "9H", "ic", "de-g0-detailed.utb"),
        ("italian40", "it", "10B", "ajb", "de-g0-detailed.utb"),
    ],
)
def test_labels_are_the_braille_letters_liblouis_writes(
    deck: str, lang: str, code: str, text: str, table: str
) -> None:
    if shutil.which("lou_translate") is None:
        pytest.skip("liblouis' lou_translate is not installed")
    done = subprocess.run(
        ["lou_translate", "--forward", f"unicode.dis,{table}"],
        input=text,
        capture_output=True,
        text=True,
        check=True,
    )
    assert kinds(deck, lang)[code] == done.stdout.strip()


def test_rummy_reuses_the_french_scheme() -> None:
    for lang in LABEL_LANGUAGES:
        french, rummy = scheme_of("french52", lang), scheme_of("rummy40", lang)
        assert (rummy.ranks, rummy.suits, rummy.order) == (french.ranks, french.suits, french.order)
        assert french.joker is None and rummy.joker is not None


# --- the checker ----------------------------------------------------------------------------


def test_check_catches_two_kinds_with_one_label() -> None:
    broken = [Label("KS", "⠅⠎", "K♠", "king"), Label("QS", "⠅⠎", "Q♠", "queen")]
    problems = check(broken)
    assert len(problems) == 1 and "KS and QS" in problems[0]


def test_check_catches_a_label_that_is_another_upside_down() -> None:
    turned = rotate("⠅⠎")
    assert turned != "⠅⠎"
    problems = check([Label("KS", "⠅⠎", "K♠", "king"), Label("XX", turned, "X", "x")])
    assert len(problems) == 1 and "upside down" in problems[0]
    assert "KS" in problems[0] and "XX" in problems[0]


def test_check_catches_a_broken_real_scheme() -> None:
    """Give the king of spades the label of the queen of hearts turned round."""
    found = labels("french52", "en")
    queen = next(label for label in found if label.code == "QH")
    broken = [
        Label(lb.code, rotate(queen.cells), lb.legend, lb.name) if lb.code == "KS" else lb
        for lb in found
    ]
    assert any("upside down" in problem for problem in check(broken))


def test_check_catches_bad_cells_legends_and_copies() -> None:
    broken = [
        Label("A", "⠁", "A", "a"),  # too short
        Label("B", "⠃⠃⠃⠃⠃", "B", "b"),  # too long
        Label("C", "⠉\u2800", "C", "c"),  # blank cell
        Label("D", "dd", "D", "d"),  # not braille
        Label("E", "⠑⠑", " ", ""),  # no legend, no name
        Label("F", "⠋⠋", "F", "f"),
        Label("F", "⠋⠛", "F", "f"),  # copies differ
    ]
    text = "\n".join(check(broken))
    for expected in ("A: 1 cells", "B: 5 cells", "C: ", "D: ", "E: no ink legend", "E: no name"):
        assert expected in text
    assert "F: copies differ" in text


def test_a_label_that_reads_as_itself_is_allowed_and_listed() -> None:
    same = "⠁⠠"  # dot 1, dot 6: turned round, still dot 1, dot 6
    assert rotate(same) == same
    assert rotate("⠞⠞") == "⠞⠞"  # dots 2 3 4 5 is its own turn too
    found = [Label("S", same, "S", "s"), Label("T", "⠞⠞", "T", "t"), Label("K", "⠅⠎", "K", "k")]
    assert check(found) == []
    assert reads_same_upside_down(found) == ["S", "T"]


# --- errors ---------------------------------------------------------------------------------


def test_unknown_deck_or_language_names_the_valid_ones() -> None:
    with pytest.raises(ValueError, match="khmer, french52, rummy40, italian40"):
        labels("tarot78", "en")
    with pytest.raises(ValueError, match="en, it, de, el"):
        scheme_of("french52", "fr")
    with pytest.raises(ValueError, match="en, it, de, el"):
        key_card("khmer", "xx")
    with pytest.raises(ValueError, match="en, it, de, el"):
        KeyText("fr")


# --- the key card ---------------------------------------------------------------------------


@pytest.mark.parametrize(("deck", "lang"), COMBINATIONS)
def test_key_card_shows_every_rank_suit_and_joker(deck: str, lang: str) -> None:
    scheme = scheme_of(deck, lang)
    text = "\n".join(key_card(deck, lang))
    marks = [*scheme.ranks.values(), *scheme.suits.values()]
    marks += [scheme.joker] if scheme.joker is not None else []
    for mark in marks:
        # The cells, then their dots (after a comma, or in brackets in the languages that
        # are not spoken yet); then what they mean.
        assert f"{mark.cells}, " in text or f"{mark.cells} (" in text, mark
        assert mark.key in text, mark
    assert "6" in text  # millimetres from the edges


@pytest.mark.parametrize(("deck", "lang"), COMBINATIONS)
def test_key_card_is_words_only(deck: str, lang: str) -> None:
    lines = key_card(deck, lang)
    assert all(line.strip() for line in lines)
    text = "\n".join(lines)
    assert not any(ch in text for ch in SUIT_SYMBOLS + ISOLATION)
    assert "label-key" not in text and "{" not in text


def test_key_card_in_english() -> None:
    lines = key_card("french52", "en")
    assert lines[0] == "Braille labels for the French deck of 52 cards."
    assert "Every label has 2 cells." in lines
    assert "Each label gives the rank first, then the suit." in lines
    assert "⠅, dots 1 3, means king." in lines
    assert "⠁, dot 1, means ace." in lines
    assert "⠎, dots 2 3 4, means spades." in lines
    assert "For example, ⠁⠎, dot 1, dots 2 3 4, is the label for ace of spades." in lines
    assert any("top left corner" in line and "6 millimetres" in line for line in lines)
    assert any("180 degrees" in line for line in lines)


def test_key_card_explains_the_number_sign_and_joker() -> None:
    lines = key_card("rummy40", "el")
    assert "⠞⠵, κουκκίδες 2 3 4 5, κουκκίδες 1 3 5 6, σημαίνει τζόκερ." in lines
    assert any(line.startswith("⠼, κουκκίδες 3 4 5 6, ") for line in lines)
    dots = "κουκκίδες 3 4 5 6, κουκκίδα 1, κουκκίδες 2 4 5, κουκκίδες 1 3 4"
    assert f"Για παράδειγμα, ⠼⠁⠚⠍, {dots}, είναι η ετικέτα για δέκα μπαστούνι." in lines
    assert not any(line.startswith("⠼,") for line in key_card("french52", "en"))


@pytest.mark.parametrize(
    ("lang", "title", "joker"),
    [
        ("en", "Braille labels for the Rummy 40 deck", "⠚⠕, dots 2 4 5, dots 1 3 5, means joker."),
        ("it", "Etichette braille per il mazzo del Rummy 40", "⠚⠕, punti 2 4 5, punti 1 3 5, "
         "vuol dire jolly."),
        ("de", "Brailleetiketten für das Rummy 40 Blatt", "⠚⠕, Punkte 2 4 5, Punkte 1 3 5, "
         "bedeutet Joker."),
        ("el", "Ετικέτες Braille για την τράπουλα του Ρούμι 40", "⠞⠵, κουκκίδες 2 3 4 5, "
         "κουκκίδες 1 3 5 6, σημαίνει τζόκερ."),
    ],
)  # fmt: skip
def test_the_rummy40_key_card_names_its_deck_and_the_joker(
    lang: str, title: str, joker: str
) -> None:
    """The labels menu and access-cards labels rummy40 give this key card (docs/braille.md)."""
    lines = key_card("rummy40", lang)
    assert lines[0].startswith(title)
    assert joker in lines
    # Every other line is the French deck's key in the same language: the same cells.
    french = key_card("french52", lang)
    assert [x for x in french[1:] if x not in lines] == []


def test_key_card_of_the_italian_deck() -> None:
    lines = key_card("italian40", "it")
    assert "⠁⠚, punto 1, punti 2 4 5, vuol dire re." in lines
    example = "Per esempio, ⠁⠚⠃, punto 1, punti 2 4 5, punti 1 2, è l'etichetta della carta"
    assert f"{example} re di bastoni." in lines
    assert "⠙, dots 1 4 5, means coins, or denari." in key_card("italian40", "en")


# --- labels.ftl -----------------------------------------------------------------------------


def _messages(lang: str) -> dict[str, set[str]]:
    """Message id → the variables it uses."""
    return messages_of(ftl_text(lang, "labels.ftl"), f"{lang}/labels.ftl")


@pytest.mark.parametrize("lang", LABEL_LANGUAGES[1:])
def test_labels_ftl_has_the_same_ids_and_variables(lang: str) -> None:
    assert _messages(lang) == _messages(LABEL_LANGUAGES[0])


@pytest.mark.parametrize("lang", LABEL_LANGUAGES)
def test_labels_ftl_has_no_symbols_or_isolation_marks(lang: str) -> None:
    text = ftl_text(lang, "labels.ftl")
    assert not any(ch in text for ch in SUIT_SYMBOLS + ISOLATION)
