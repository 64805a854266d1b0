"""``access-cards labels``: every deck × language × format, where the output goes, bad input."""

from __future__ import annotations

import os
import re
import subprocess
from collections.abc import Callable
from pathlib import Path

import pytest

from access_cards.braille import louis
from access_cards.braille.cells import brf_to_unicode, is_braille
from access_cards.braille.command import Request, documents
from access_cards.braille.label import LABEL_LANGUAGES
from access_cards.braille.schemes import labels
from access_cards.cli import main
from access_cards.engine.cards import DECKS
from access_cards.narration.speakable import spoken_name
from tests.targets import (
    PYTHON,
    TARGETS,
    FifoReader,
    Pty,
    Target,
    run_cli_limited,
    temporaries,
)

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
    assert (code, out) == (2, b"") and "output option" in err  # sheets cannot share stdout
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


# -- where -o writes: every kind of target, and what it refuses ------------------------

DOC = ["khmer", "--lang", "en", "--format", "unicode", "--no-key"]


def khmer_document() -> bytes:
    """What ``labels khmer --format unicode --no-key`` writes, wherever it writes it."""
    text = documents(Request("khmer", "en", "unicode", key=False), lambda *a, **k: None)[0]
    assert isinstance(text, str)
    return text.encode("utf-8")


@pytest.mark.parametrize("target", TARGETS, ids=lambda f: f.__name__)
def test_o_writes_into_each_kind_of_target(
    target: Target,
    tmp_path: Path,
    capsysbinary: pytest.CaptureFixture[bytes],
) -> None:
    """New file, kept mode, symlinks, a hard link, a named pipe, a terminal: all get the labels."""
    path, received = target(tmp_path)
    code, out, err = run([*DOC, "-o", path], capsysbinary)
    assert (code, out, err) == (0, b"", "")
    assert received() == khmer_document()
    assert temporaries(tmp_path) == []


def test_o_dash_writes_every_format_to_standard_output(
    capsysbinary: pytest.CaptureFixture[bytes],
) -> None:
    """``-o -`` is standard output, PDF included when that is not a terminal."""
    code, out, err = run([*DOC, "-o", "-"], capsysbinary)
    assert (code, out, err) == (0, khmer_document(), "")
    code, out, err = run(["khmer", "--format", "pdf", "-o", "-"], capsysbinary)
    assert code == 0 and out.startswith(b"%PDF-") and err == ""


BAD_OUTPUTS: dict[str, tuple[Callable[[Path], str], str]] = {
    "empty": (lambda tmp: "", "The file name is empty."),
    "folder": (lambda tmp: str(tmp), "is a folder, not a file."),
    "missing-folder": (lambda tmp: str(tmp / "nowhere" / "x.pdf"), "There is no folder for"),
}


@pytest.mark.parametrize("case", BAD_OUTPUTS)
@pytest.mark.parametrize("fmt", ["unicode", "pdf", "svg"])
def test_a_wrong_output_path_is_one_sentence_and_exit_2(
    case: str, fmt: str, tmp_path: Path, capsysbinary: pytest.CaptureFixture[bytes]
) -> None:
    """Empty, a folder, a missing folder: one line on stderr, exit 2, nothing created."""
    make, words = BAD_OUTPUTS[case]
    code, out, err = run(["khmer", "--format", fmt, "-o", make(tmp_path)], capsysbinary)
    assert (code, out) == (2, b"") and words in err and len(err.strip().splitlines()) == 1
    assert os.listdir(tmp_path) == []


def test_the_sentence_is_in_the_players_language(
    tmp_path: Path, capsysbinary: pytest.CaptureFixture[bytes]
) -> None:
    """A player who chose Italian hears why in Italian."""
    from access_cards.console.settings import Settings

    Settings(language="it").save()
    code, _, err = run([*DOC, "-o", str(tmp_path)], capsysbinary)
    # The folder's name, not its whole path ("slash tmp slash …").
    assert code == 2 and err.strip() == f"{spoken_name(tmp_path)} è una cartella, non un file. " \
        "Indica il nome di un file al suo interno."  # fmt: skip


@pytest.mark.parametrize("existing", [False, True])
def test_a_full_disk_is_one_sentence_and_exit_1(existing: bool, tmp_path: Path) -> None:
    """No space left: exit 1, one line, no traceback, the old file whole, no temporary."""
    path = tmp_path / "labels.pdf"
    if existing:
        path.write_bytes(b"old")
    done = run_cli_limited(2000, "labels", "french52", "--format", "pdf", "-o", str(path))
    assert done.returncode == 1 and done.stdout == ""
    assert done.stderr.strip() == "There is not enough space to write labels.pdf."
    assert (path.read_bytes() == b"old") if existing else not path.exists()
    assert temporaries(tmp_path) == []


@pytest.mark.skipif(os.geteuid() == 0, reason="root may write in a read-only folder")
def test_no_permission_is_one_sentence_and_exit_1(
    tmp_path: Path, capsysbinary: pytest.CaptureFixture[bytes]
) -> None:
    """A folder we may not write in: exit 1 and one sentence."""
    tmp_path.chmod(0o500)
    try:
        code, out, err = run([*DOC, "-o", str(tmp_path / "x.txt")], capsysbinary)
    finally:
        tmp_path.chmod(0o700)
    assert (code, out) == (1, b"") and err.strip().startswith("You do not have permission")
    assert os.listdir(tmp_path) == []


def test_svg_sheets_cannot_go_to_a_pipe_or_a_terminal(
    tmp_path: Path, capsysbinary: pytest.CaptureFixture[bytes]
) -> None:
    """Several sheets need a file: a pipe, a terminal or ``-`` is refused with exit 2."""
    reader, term = FifoReader(tmp_path), Pty()
    try:
        for target in (str(reader.path), term.path, "-"):
            code, out, err = run(["rummy40", "--format", "svg", "-o", target], capsysbinary)
            assert (code, out) == (2, b"") and "6 sheets" in err
        assert reader.received() == b"" and term.read(1, timeout=0.2) == b""
    finally:
        term.close()
    assert os.listdir(tmp_path) == ["pipe"]


def test_binary_is_not_sent_to_a_terminal_on_standard_output(tmp_path: Path) -> None:
    """``-o -`` with a PDF while stdout is a terminal: refused, exit 2, the terminal clean."""
    term = Pty()
    try:
        done = subprocess.run(
            [PYTHON, "-m", "access_cards", "labels", "khmer", "--format", "pdf", "-o", "-"],
            stdout=term.slave, stderr=subprocess.PIPE, text=True, timeout=120, check=False,
        )  # fmt: skip
        assert done.returncode == 2 and "cannot be shown in the terminal" in done.stderr
        assert term.read(1, timeout=0.2) == b""
    finally:
        term.close()


def test_a_path_that_is_standard_output_gets_written_through_it(tmp_path: Path) -> None:
    """-o naming where stdout already goes (as /dev/stdout would) writes through it: appends."""
    path = tmp_path / "out.txt"
    path.write_bytes(b"before\n")
    args = [PYTHON, "-m", "access_cards", "labels", *DOC, "-o", str(path)]
    with open(path, "ab") as stdout:
        done = subprocess.run(args, stdout=stdout, stderr=subprocess.PIPE, timeout=120, check=False)
    assert done.returncode == 0 and done.stderr == b""
    assert path.read_bytes() == b"before\n" + khmer_document()
