"""``access-cards labels``: every deck × language × format, where the output goes, bad input."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from access_cards.braille import louis
from access_cards.braille.cells import brf_to_unicode, is_braille
from access_cards.braille.label import LABEL_LANGUAGES
from access_cards.braille.schemes import labels
from access_cards.cli import main
from access_cards.engine.cards import DECKS

CASES = [(deck, lang) for deck in DECKS for lang in LABEL_LANGUAGES]


def run(args: list[str], capsysbinary: pytest.CaptureFixture[bytes]) -> tuple[int, bytes, str]:
    code = main(["labels", *args])
    out, err = capsysbinary.readouterr()
    return code, out, err.decode("utf-8")


@pytest.mark.parametrize(("deck", "lang"), CASES)
def test_every_deck_and_language_in_every_format(
    deck: str, lang: str, tmp_path: Path, capsysbinary: pytest.CaptureFixture[bytes]
) -> None:
    """Each format is made, holds every card's label, and BRF is the Unicode text in ASCII."""
    cards = labels(deck, lang)
    files = {fmt: tmp_path / f"labels.{fmt}" for fmt in ("unicode", "brf", "svg", "pdf")}
    for fmt, path in files.items():
        code, out, err = run([deck, "--lang", lang, "--format", fmt, "-o", str(path)], capsysbinary)
        assert (code, out) == (0, b""), err
    text = files["unicode"].read_text(encoding="utf-8")
    brf = files["brf"].read_bytes().decode("ascii")
    assert brf_to_unicode(brf).replace("\r\n", "\n") == text
    cells = re.findall(r"[\u2800-\u283f]+", text)
    for label in {c.cells for c in cards}:
        assert cells.count(label) >= sum(c.cells == label for c in cards)  # every copy
    svgs = sorted(tmp_path.glob("labels*.svg"))
    svg = "".join(p.read_text(encoding="utf-8") for p in svgs)
    assert svg.count('class="label"') == len(cards) and svg.count("<svg") == len(svgs)
    assert files["pdf"].read_bytes().startswith(b"%PDF-")


def test_unicode_to_standard_output_with_its_key_card(
    capsysbinary: pytest.CaptureFixture[bytes],
) -> None:
    """Without -o the document goes to stdout; with liblouis it opens with the key card."""
    code, out, _ = run(["french52", "--lang", "en", "--format", "unicode"], capsysbinary)
    text = out.decode("utf-8")
    assert code == 0 and all(is_braille(ch) or ch in " \n\f" for ch in text)
    if louis.available():
        assert text.startswith(louis.translate("Braille labels", "en").replace("\u2800", " "))
    assert "⠅⠎" in text and "⠭⠓" in text  # king of spades, ten of hearts (notes/braille.md)


def test_without_liblouis_the_labels_are_still_made(
    monkeypatch: pytest.MonkeyPatch, capsysbinary: pytest.CaptureFixture[bytes]
) -> None:
    """No liblouis: the key card is left out and said so once; every label is there."""

    def missing(text: str, lang: str) -> str:
        raise louis.BrailleUnavailable("liblouis is not installed")

    monkeypatch.setattr(louis, "translate", missing)
    code, out, err = run(["khmer", "--lang", "en", "--format", "brf"], capsysbinary)
    assert code == 0
    assert err.count("The key card is left out") == 1 and "liblouis is not installed" in err
    cells = brf_to_unicode(out.decode("ascii")).split()
    assert sorted(cells) == sorted(label.cells for label in labels("khmer", "en"))


def test_svg_sheets_go_to_numbered_files(
    tmp_path: Path, capsysbinary: pytest.CaptureFixture[bytes]
) -> None:
    """Rummy 40's 106 labels fill 6 A4 sheets of 21: FILE, FILE-2 … FILE-6."""
    out_file = tmp_path / "rummy.svg"
    code, _, err = run(["rummy40", "--format", "svg", "-o", str(out_file)], capsysbinary)
    names = sorted(p.name for p in tmp_path.iterdir())
    assert code == 0 and names == ["rummy-2.svg", "rummy-3.svg", "rummy-4.svg", "rummy-5.svg",
                                   "rummy-6.svg", "rummy.svg"]  # fmt: skip
    assert "6 sheets" in err
    code, out, err = run(["rummy40", "--format", "svg"], capsysbinary)
    assert (code, out) == (2, b"") and "-o" in err  # several sheets cannot share stdout
    code, out, _ = run(["khmer", "--format", "svg", "--sheet", "letter-30"], capsysbinary)
    assert code == 0 and out.count(b'class="label"') == 16 and b'width="215.9mm"' in out


@pytest.mark.parametrize(
    "args",
    [
        ["tarot"],
        ["khmer", "--lang", "fr"],
        ["khmer", "--format", "doc"],
        ["khmer", "--format", "brf", "--width", "3"],
        ["khmer", "--format", "brf", "--height", "0"],
        ["khmer", "--dots", "huge"],
    ],
)
def test_bad_arguments_are_usage_errors(
    args: list[str], tmp_path: Path, capsysbinary: pytest.CaptureFixture[bytes]
) -> None:
    """Exit 2 with a one-line message, and no file written."""
    code, out, err = run([*args, "-o", str(tmp_path / "x")], capsysbinary)
    assert code == 2 and out == b"" and len(err.strip().splitlines()) == 1
    assert not list(tmp_path.iterdir())


def test_stl_tiles_for_a_3d_printer(
    tmp_path: Path, capsysbinary: pytest.CaptureFixture[bytes]
) -> None:
    """--format stl: a binary STL whose triangle count is 12 per tile plus a cap per dot."""
    import struct

    from access_cards.braille.cells import dots
    from access_cards.braille.stl import cap_triangles

    out_file = tmp_path / "khmer.stl"
    code, out, _ = run(["khmer", "--format", "stl", "-o", str(out_file)], capsysbinary)
    data = out_file.read_bytes()
    (count,) = struct.unpack_from("<I", data, 80)
    cards = labels("khmer", "en")
    raised = sum(len(dots(ch)) for card in cards for ch in card.cells)
    assert (code, out) == (0, b"") and len(data) == 84 + 50 * count
    assert count == 12 * len(cards) + cap_triangles(16) * raised


def test_copies_and_a_language_given_before_the_command(
    capsysbinary: pytest.CaptureFixture[bytes],
) -> None:
    """``access-cards --lang it labels french52 --copies 2``: Italian labels, each twice."""
    code = main(["--lang", "it", "labels", "french52", "--format", "unicode", "--no-key",
                 "--copies", "2"])  # fmt: skip
    out = capsysbinary.readouterr().out.decode("utf-8")
    shown = out.split()
    want = [label.cells for label in labels("french52", "it") for _ in range(2)]
    assert code == 0 and shown == want and "⠅⠏" in shown  # king of spades (picche) in Italian
