"""The liblouis tables in braille_tables/ and the bridge access_cards.braille.louis.

The tables are tested by liblouis' own YAML tests (run with lou_checkyaml); the bridge by
exact cells observed with liblouis 3.24 (Debian 12), through each way of reaching liblouis.
"""

from __future__ import annotations

import shutil
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from access_cards.braille import louis as bridge
from access_cards.braille.cells import unicode_to_brf

ROOT = Path(__file__).resolve().parents[1]
YAML_TESTS = sorted((ROOT / "braille_tables" / "tests").glob("*.yaml"))

needs_louis = pytest.mark.skipif(
    not bridge.available(), reason=f"liblouis unavailable: {bridge.unavailable_reason()}"
)

# (text, language, cells) observed with liblouis 3.24.0.
FORWARD = [
    ("K♠", "en", "⠠⠅⠸⠎"),
    ("10♥", "en", "⠼⠁⠚⠸⠓"),
    ("Joker 🃏", "en", "⠠⠚⠕⠅⠑⠗⠀⠸⠚"),
    ("♤♡♢♧", "en", "⠸⠎⠸⠓⠸⠙⠸⠉"),
    ("2h", "en", "⠼⠃⠰⠓"),
    ("K♠", "it", "⠨⠅⠸⠎"),
    ("Re di picche", "it", "⠨⠗⠑⠀⠙⠊⠀⠏⠊⠉⠉⠓⠑"),
    ("7 di denari", "it", "⠼⠛⠀⠙⠊⠀⠙⠑⠝⠁⠗⠊"),
    # Cells quoted in text (the key card) pass through; the stock Italian table drops them.
    ("⠼ (3456)", "it", "⠼⠀⠦⠼⠉⠙⠑⠋⠴"),
    ("K♠", "de", "⠘⠅⠸⠎"),
    ("h10", "de", "⠓⠼⠁⠚"),
    ("König", "de", "⠨⠅⠪⠝⠊⠛"),
    ("K♠", "el", "⠰⠠⠅⠸⠎"),
    ("10μ", "el", "⠼⠁⠚⠍"),
    ("άσος σπαθί", "el", "⠐⠁⠎⠕⠎⠀⠎⠏⠁⠹⠐⠊"),
]

# (text, language): translated and back-translated, the text comes back unchanged.
ROUND_TRIPS = [
    ("K♠ and Q♠, 10♥", "en"),
    ("Player 2 plays the 7 of hearts.", "en"),
    ("Joker 🃏", "en"),
    ("Asso di bastoni, 7 di denari", "it"),
    ("città perché è più", "it"),
    ("Jolly 🃏", "it"),
    ("König, Dame, Bube, Ass", "de"),
    ("Herz 10 ♥", "de"),
    ("Ρήγας κούπα, 10 πόντοι", "el"),
    ("τζόκερ 🃏", "el"),
]

# Text for comparing the ways of reaching liblouis: blank lines, tabs, trailing spaces.
MIXED = "K♠ 10♥\tQ♦ A♣  \n\n  ☃ 🃏 ok\n"


@pytest.fixture(autouse=True)
def fresh_bridge() -> Iterator[None]:
    """Each test finds liblouis anew (after its monkeypatching) and leaves no trace."""
    bridge._found.cache_clear()
    yield
    bridge._found.cache_clear()


def _outputs(lang: str) -> list[str]:
    texts = [text for text, lg, _ in FORWARD if lg == lang] + [MIXED]
    cells = [bridge.translate(text, lang) for text in texts]
    return cells + [bridge.back_translate(c, lang) for c in cells]


# --- the tables, with liblouis' own tests -----------------------------------------------------


def test_a_yaml_test_and_a_table_per_language() -> None:
    for lang in bridge.LANGUAGES:
        assert Path(bridge.table_for(lang)).is_file()
        assert ROOT / "braille_tables" / "tests" / f"cards-{lang}.yaml" in YAML_TESTS


@pytest.mark.skipif(shutil.which("lou_checkyaml") is None, reason="lou_checkyaml not installed")
@pytest.mark.parametrize("yaml_file", YAML_TESTS, ids=lambda p: p.name)
def test_lou_checkyaml(yaml_file: Path) -> None:
    done = subprocess.run(
        ["lou_checkyaml", str(yaml_file)],
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert done.returncode == 0, done.stdout + done.stderr
    # Without libyaml lou_checkyaml skips everything; a real run reports its count.
    assert "SUCCESS" in done.stdout and "0 failures" in done.stdout, done.stdout


# --- the bridge: tables ------------------------------------------------------------------------


def test_table_for_gives_absolute_paths_next_to_the_package() -> None:
    path = Path(bridge.table_for("el"))
    assert path.is_absolute()
    assert path == ROOT / "braille_tables" / "cards-el.ctb"


def test_table_for_rejects_other_languages() -> None:
    with pytest.raises(ValueError, match="fr"):
        bridge.table_for("fr")


# --- the bridge: translation -------------------------------------------------------------------


@needs_louis
@pytest.mark.parametrize(("text", "lang", "cells"), FORWARD)
def test_translate_gives_the_observed_cells(text: str, lang: str, cells: str) -> None:
    assert bridge.translate(text, lang) == cells


@needs_louis
@pytest.mark.parametrize(("text", "lang"), ROUND_TRIPS)
def test_back_translation_round_trips(text: str, lang: str) -> None:
    assert bridge.back_translate(bridge.translate(text, lang), lang) == text


@needs_louis
def test_back_translate_accepts_ascii_spaces_and_line_breaks() -> None:
    assert bridge.back_translate("⠠⠅⠸⠎ ⠼⠁⠚⠸⠓\n⠸⠚", "en") == "K♠ 10♥\n🃏"


@needs_louis
def test_greek_final_sigma() -> None:
    assert bridge.translate("σς", "el") == "⠎⠎"
    assert bridge.back_translate("⠎⠕⠎", "el") == "σος"
    # liblouis 3.24 alone gives "ΆΣΟς"; the bridge capitalises the final sigma.
    assert bridge.back_translate("⠨⠨⠐⠁⠎⠕⠎", "el") == "ΆΣΟΣ"


@needs_louis
def test_italian_back_translation_reads_letters_not_digits() -> None:
    # The stock it-it-comp6.utb gives "R5 49 p93385" here (see cards-it.ctb).
    assert bridge.back_translate("⠨⠗⠑⠀⠙⠊⠀⠏⠊⠉⠉⠓⠑", "it") == "Re di picche"
    assert bridge.back_translate("⠼⠁⠚⠸⠓", "it") == "10♥"


@needs_louis
def test_back_translate_rejects_what_is_not_six_dot_braille() -> None:
    with pytest.raises(ValueError, match="six-dot"):
        bridge.back_translate("⠠⠅S", "en")
    with pytest.raises(ValueError, match="six-dot"):
        bridge.back_translate("⡁", "en")


@needs_louis
def test_undefined_characters_are_left_out_and_named() -> None:
    # liblouis alone would write '\x2603' as cells, with dot 7 in English.
    assert bridge.translate("a☃b", "en") == "⠁⠃"
    assert bridge.undefined_chars("a☃b 🂡 K♠", "en") == "☃🂡"
    assert bridge.undefined_chars("K♠ 10♥ 🃏", "el") == ""


@needs_louis
@pytest.mark.parametrize("lang", bridge.LANGUAGES)
def test_output_is_six_dot_and_keeps_lines(lang: str) -> None:
    cells = bridge.translate(MIXED, lang)
    assert cells.count("\n") == MIXED.count("\n")
    assert all(ch == "\n" or 0x2800 <= ord(ch) <= 0x283F for ch in cells)
    unicode_to_brf(cells)  # BRF takes it: six-dot cells and line breaks only


@needs_louis
def test_the_joker_table_is_used_when_liblouis_has_32_bit_chars() -> None:
    binding = pytest.importorskip("louis")
    assert bridge._liblouis().joker == (binding.charSize() == 4)


@needs_louis
def test_a_liblouis_without_32_bit_chars_loses_only_the_joker(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    # A missing file stands in for a 16-bit build, which cannot compile cards-joker.uti.
    monkeypatch.setattr(bridge, "_JOKER_TABLE", tmp_path / "cards-joker.uti")
    assert bridge.available()
    assert bridge.translate("K♠ 🃏", "en") == "⠠⠅⠸⠎⠀"
    assert bridge.undefined_chars("K♠ 🃏", "en") == "🃏"


# --- the bridge: each way of reaching liblouis gives the same braille --------------------------


@needs_louis
@pytest.mark.skipif(not bridge._DEBIAN_MODULE.is_file(), reason="no Debian python3-louis")
def test_debian_module_loaded_by_path_gives_the_same_braille(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    expected = {lang: _outputs(lang) for lang in bridge.LANGUAGES}
    monkeypatch.setitem(sys.modules, "louis", None)  # `import louis` now fails
    bridge._found.cache_clear()
    assert bridge.backend_name() == f"louis ({bridge._DEBIAN_MODULE})"
    assert {lang: _outputs(lang) for lang in bridge.LANGUAGES} == expected


@needs_louis
@pytest.mark.skipif(shutil.which("lou_translate") is None, reason="lou_translate not installed")
def test_lou_translate_subprocess_gives_the_same_braille(monkeypatch: pytest.MonkeyPatch) -> None:
    expected = {lang: _outputs(lang) for lang in bridge.LANGUAGES}
    monkeypatch.setattr(bridge, "_LOADERS", (bridge._program,))
    bridge._found.cache_clear()
    assert bridge.backend_name() == "lou_translate"
    assert {lang: _outputs(lang) for lang in bridge.LANGUAGES} == expected
    assert bridge.undefined_chars(MIXED, "en") == "☃"


# --- the bridge without liblouis ---------------------------------------------------------------


def test_without_liblouis_nothing_is_available(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    monkeypatch.setitem(sys.modules, "louis", None)
    monkeypatch.setattr(bridge, "_DEBIAN_MODULE", tmp_path / "louis" / "__init__.py")
    monkeypatch.setattr(bridge, "_LOU_TRANSLATE", "lou_translate-not-installed")
    assert not bridge.available()
    assert bridge.backend_name() is None
    reason = bridge.unavailable_reason()
    assert reason is not None
    assert reason.startswith("liblouis not found")
    assert "lou_translate-not-installed" in reason
    with pytest.raises(bridge.BrailleUnavailable, match="liblouis not found") as raised:
        bridge.translate("K♠", "en")
    assert str(raised.value) == reason
    with pytest.raises(bridge.BrailleUnavailable):
        bridge.back_translate("⠠⠅⠸⠎", "en")
    # Table paths do not need liblouis.
    assert bridge.table_for("it").endswith("cards-it.ctb")


@needs_louis
def test_without_the_tables_nothing_is_available(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    monkeypatch.setattr(bridge, "TABLES_DIR", tmp_path / "braille_tables")
    assert not bridge.available()
    assert "no braille tables" in (bridge.unavailable_reason() or "")


@needs_louis
def test_a_broken_table_raises_without_printing(capfd: pytest.CaptureFixture[str]) -> None:
    backend = bridge._liblouis().backend
    with pytest.raises(bridge.BrailleUnavailable):
        backend.run([bridge.DISPLAY_TABLE, "/nonexistent/cards-xx.ctb"], ["a"], backward=False)
    captured = capfd.readouterr()
    assert captured.out == ""
    assert captured.err == ""
