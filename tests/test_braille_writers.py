"""The label documents: BRF and Unicode braille, SVG and PDF sheets with true dot geometry.

The PDF is checked the way a printer would see it: rendered by poppler's ``pdftoppm`` to a grey
image, then the dark blobs (connected dark pixels) are counted and measured in pure Python.
Dots are black and legends and cut marks mid grey (``pdf.INK_GREY``), so a threshold halfway
to that grey keeps only the dots.
"""

from __future__ import annotations

import itertools
import math
import re
import shutil
import subprocess
import xml.etree.ElementTree as ET
from collections.abc import Sequence
from pathlib import Path

import pytest

from access_cards.braille import brf, geometry, pdf, svg
from access_cards.braille.cells import brf_to_unicode, dots
from access_cards.braille.geometry import (
    A4_21,
    LETTER_30,
    MARBURG_MEDIUM,
    NLS_800,
    DotGeometry,
    SheetLayout,
)
from access_cards.braille.label import Label

SVG_NS = "{http://www.w3.org/2000/svg}"
FULL = "⠿"  # all six dots: shows the whole cell geometry

FIXTURE = [
    Label("KS", "⠅⠎", "K♠", "king of spades"),
    Label("10H", "⠭⠓", "10♥", "ten of hearts"),
    Label("AD", "⠁⠙", "A♦", "ace of diamonds"),
    Label("QC", "⠟⠉", "Q♣", "queen of clubs"),
    Label("JK", "⠚⠕", "Joker", "joker"),
    Label("H10", "⠓⠼⠁⠚", "Herz 10", "Herz Zehn"),
    Label("10S", "⠼⠁⠚⠍", "10 μπ", "δέκα μπαστούνι"),
    Label("RB", "⠁⠚⠃", "Re ♣", "re di bastoni"),
    Label("FULL", FULL * 3, "<&\"'>", "all dots"),
]


def synthetic(count: int = 106) -> list[Label]:
    """``count`` distinct labels of 2 and 3 cells, as many as a Rummy 40 double deck."""
    labels = []
    for i in range(count):
        cells = chr(0x2801 + i % 63) + chr(0x2801 + (i * 7) % 63)
        if i % 3 == 0:
            cells += FULL
        labels.append(Label(f"C{i}", cells, f"{i}♠", f"card {i}"))
    return labels


def dot_count(labels: Sequence[Label]) -> int:
    return sum(len(dots(ch)) for label in labels for ch in label.cells)


# ---------------------------------------------------------------------------------------------
# BRF


def pages_of(brf_text: str) -> list[list[str]]:
    return [page.split("\r\n")[:-1] for page in brf_text.split("\f")]


def test_brf_defaults_fit_40_by_25_with_crlf_and_form_feeds() -> None:
    labels = synthetic(400)  # more than one page
    text = brf.brf_document(labels)
    assert all(0x20 <= ord(ch) <= 0x5F or ch in "\r\n\f" for ch in text)
    assert "\n" not in text.replace("\r\n", "") and "\r" not in text.replace("\r\n", "")
    pages = pages_of(text)
    assert len(pages) > 1 and text.count("\f") == len(pages) - 1
    for page in pages:
        assert 0 < len(page) <= 25
        assert all(len(line) <= 40 and line == line.rstrip() for line in page)
    assert max(len(line) for page in pages for line in page) > 30  # the width is used
    for raw in text.split("\f"):
        assert raw.endswith("\r\n")


def test_brf_round_trips_to_the_unicode_document() -> None:
    key = ["⠠⠅⠑⠽ ⠉⠁⠗⠙", "⠅⠎ ⠅⠊⠝⠛ ⠷ ⠎⠏⠁⠙⠑⠎"]
    for labels in (FIXTURE, synthetic()):
        text = brf.brf_document(labels, key, width=30, height=10)
        unicode = brf.unicode_document(labels, key, width=30, height=10)
        assert brf_to_unicode(text).replace("\r\n", "\n") == unicode
        assert brf_to_unicode(text.lower()).replace("\r\n", "\n") == unicode


def label_tokens(unicode: str) -> list[str]:
    """The labels' cells in reading order (labels hold no blank cells)."""
    return unicode.split()


def test_labels_are_whole_in_order_and_two_blank_cells_apart() -> None:
    labels = synthetic()
    unicode = brf.unicode_document(labels)
    assert label_tokens(unicode) == [label.cells for label in labels]
    for line in unicode.replace("\f", "").splitlines():
        for gap in re.findall(r"(?<=\S) +(?=\S)", line):
            assert len(gap) >= 2
        assert "\u2800" not in line


@pytest.mark.parametrize(("width", "height"), [(20, 5), (32, 27), (4, 1), (12, 3)])
def test_width_and_height_are_honoured(width: int, height: int) -> None:
    labels = synthetic()
    text = brf.brf_document(labels, width=width, height=height)
    for page in pages_of(text):
        assert len(page) <= height
        assert all(len(line) <= width for line in page)
    assert label_tokens(brf_to_unicode(text)) == [label.cells for label in labels]
    brf.check_brf(text, width=width, height=height)
    # The space is used: full pages, rows at most one slot (3 cells + 2) short.
    assert max(len(page) for page in pages_of(text)) == height
    assert max(len(line) for page in pages_of(text) for line in page) >= width - 5


def test_check_brf_refuses_what_a_page_cannot_hold() -> None:
    text = brf.brf_document(synthetic(), width=20, height=5)
    brf.check_brf(text, width=20, height=5)
    with pytest.raises(ValueError, match="cells"):
        brf.check_brf(text, width=17, height=5)
    with pytest.raises(ValueError, match="lines"):
        brf.check_brf(text, width=20, height=4)
    for bad in ("⠁\r\n", "a\r\n", "A\n", "A\r\nB"):
        with pytest.raises(ValueError):
            brf.check_brf(bad)


def test_rows_are_separated_by_blank_lines_but_pages_do_not_start_blank() -> None:
    pages = pages_of(brf.brf_document(synthetic(), width=20, height=5))
    for page in pages:
        assert page[0] and page[-1]
        assert all(not line for line in page[1::2])


@pytest.mark.parametrize(
    ("width", "height", "gap"), [(3, 25, 2), (40, 0, 2), (40, 25, 1), (0, 0, 2)]
)
def test_pages_too_small_or_labels_too_close_are_refused(width: int, height: int, gap: int) -> None:
    with pytest.raises(ValueError):
        brf.brf_document(FIXTURE, width=width, height=height, gap=gap)


def test_key_card_is_word_wrapped_at_blank_cells_before_the_labels() -> None:
    words = ["⠁⠃⠉", "⠙⠑", "⠋⠛⠓⠊", "⠚"] * 10
    key = ["\u2800".join(words), "", "⠀⠀" + " ".join(words[:3])]
    unicode = brf.unicode_document(FIXTURE, key, width=12, height=25)
    key_page, labels_page = unicode.split("\f")
    lines = key_page.splitlines()
    assert all(0 < len(line) <= 12 for line in lines[:-3])
    assert [w for line in lines[:-3] for w in line.split()] == words  # no word cut
    assert lines[-3] == "" and lines[-2].startswith("  ⠁⠃⠉")
    assert label_tokens(labels_page) == [label.cells for label in FIXTURE]
    assert brf.wrap("⠁" * 25, 10) == ["⠁" * 10, "⠁" * 10, "⠁" * 5]  # a too-long word is cut


def test_key_card_with_non_braille_is_refused() -> None:
    for bad in ("K", "⡀", "⠁\n⠃"):
        with pytest.raises(ValueError):
            brf.brf_document(FIXTURE, [bad])


BAD_LABELS = [
    Label("X", "⠅S", "K♠", "a letter"),
    Label("X", "⠁⠃⠉⠙⠑", "5", "five cells"),
    Label("X", "⠁", "1", "one cell"),
    Label("X", "⠁⠀⠃", "gap", "a blank cell"),
    Label("X", "⠁⡀", "8", "dot 7"),
]


@pytest.mark.parametrize("bad", BAD_LABELS, ids=lambda label: label.name)
def test_every_writer_refuses_a_bad_label(bad: Label) -> None:
    labels = [*FIXTURE, bad]
    with pytest.raises(ValueError):
        brf.brf_document(labels)
    with pytest.raises(ValueError):
        brf.unicode_document(labels)
    with pytest.raises(ValueError):
        svg.svg_sheets(labels)
    with pytest.raises(ValueError):
        pdf.pdf_document(labels)


# ---------------------------------------------------------------------------------------------
# Geometry and layouts


def test_geometry_numbers() -> None:
    assert (MARBURG_MEDIUM.dot_diameter, MARBURG_MEDIUM.dot_spacing) == (1.5, 2.5)
    assert (MARBURG_MEDIUM.cell_spacing, MARBURG_MEDIUM.line_spacing) == (6.0, 10.0)
    assert (NLS_800.dot_diameter, NLS_800.dot_spacing) == (1.44, 2.34)
    assert (NLS_800.cell_spacing, NLS_800.line_spacing) == (6.2, 10.0)
    # notes/braille.md: a 2-cell Marburg label with 2 mm margins is 14.0 × 10.5 mm.
    width, height = MARBURG_MEDIUM.size(2)
    assert (width + 4, height + 4) == pytest.approx((14.0, 10.5))
    assert geometry.dot_centres("⠁ ⠁\n⠈", (10, 20)) == [(10, 20), (22, 20), (12.5, 30)]


@pytest.mark.parametrize("layout", geometry.LAYOUTS.values(), ids=lambda lay: lay.name)
def test_label_boxes_lie_on_the_page_without_overlapping(layout: SheetLayout) -> None:
    boxes = [layout.box(slot) for slot in range(layout.per_sheet)]
    for box in boxes:
        assert box.x >= 0 and box.x + box.width <= layout.page_width + 1e-9
        assert box.y >= 0 and box.y + box.height <= layout.page_height + 1e-9
    for a, b in itertools.pairwise(boxes):
        assert a.x + a.width <= b.x + 1e-9 or a.y + a.height <= b.y + 1e-9
    with pytest.raises(ValueError):
        layout.box(layout.per_sheet)


def test_avery_5160_numbers() -> None:
    first, last = LETTER_30.box(0), LETTER_30.box(29)
    assert (LETTER_30.page_width, LETTER_30.page_height) == pytest.approx((215.9, 279.4))
    assert (first.x, first.y, first.width, first.height) == pytest.approx(
        (4.7625, 12.7, 66.675, 25.4)
    )
    assert (last.x + last.width, last.y + last.height) == pytest.approx((215.9 - 4.7625, 266.7))
    assert A4_21.per_sheet == 21 and (A4_21.label_width, A4_21.label_height) == (70.0, 42.3)
    assert geometry.sheets_needed(106, A4_21) == 6 and geometry.sheets_needed(106, LETTER_30) == 4


# ---------------------------------------------------------------------------------------------
# SVG


def parse_svg(text: str) -> ET.Element:
    return ET.fromstring(text.encode())


def circles(group: ET.Element) -> list[tuple[float, float, float]]:
    return [
        (float(c.attrib["cx"]), float(c.attrib["cy"]), float(c.attrib["r"]))
        for c in group.iter(f"{SVG_NS}circle")
        if c.attrib.get("class") == "dot"
    ]


def label_groups(root: ET.Element) -> list[ET.Element]:
    return [g for g in root.iter(f"{SVG_NS}g") if g.attrib.get("class") == "label"]


@pytest.mark.parametrize("geo", [MARBURG_MEDIUM, NLS_800], ids=lambda g: g.name)
@pytest.mark.parametrize("layout", [A4_21, LETTER_30], ids=lambda lay: lay.name)
def test_svg_dot_centres_match_the_geometry(geo: DotGeometry, layout: SheetLayout) -> None:
    sheets = svg.svg_sheets(FIXTURE, layout, geo)
    assert len(sheets) == 1
    root = parse_svg(sheets[0])
    w, h = layout.page_width, layout.page_height
    assert root.attrib["width"] == f"{w:g}mm" and root.attrib["height"] == f"{h:g}mm"
    assert [float(v) for v in root.attrib["viewBox"].split()] == pytest.approx([0, 0, w, h])
    groups = label_groups(root)
    assert [g.attrib["data-code"] for g in groups] == [label.code for label in FIXTURE]
    for slot, (group, label) in enumerate(zip(groups, FIXTURE, strict=True)):
        found = circles(group)
        assert all(abs(r - geo.dot_diameter / 2) < 0.0005 for _, _, r in found)
        # Where the dots must be: the braille centred across the label box, dot 1 at the top.
        box = layout.box(slot)
        width, _ = geo.size(len(label.cells))
        top = min(y for _, y, _ in found)
        if any(n in (1, 4) for n in dots(label.cells[0])):
            origin = (box.x + (box.width - width) / 2 + geo.dot_radius, top)
            expected = geometry.dot_centres(label.cells, origin, geo)
            assert len(found) == len(expected)
            for (x, y, _), (ex, ey) in zip(found, expected, strict=True):
                assert abs(x - ex) <= 0.05 and abs(y - ey) <= 0.05


@pytest.mark.parametrize("geo", [MARBURG_MEDIUM, NLS_800], ids=lambda g: g.name)
def test_svg_full_cells_show_the_spacing(geo: DotGeometry) -> None:
    """Measured from the file alone: in-cell and cell-to-cell spacing, centred in its box."""
    root = parse_svg(svg.svg_sheets(FIXTURE, A4_21, geo)[0])
    group = next(g for g in label_groups(root) if g.attrib["data-code"] == "FULL")
    xs = sorted({round(x, 3) for x, _, _ in circles(group)})
    ys = sorted({round(y, 3) for _, y, _ in circles(group)})
    s, c = geo.dot_spacing, geo.cell_spacing
    offsets = [0, s, c, c + s, 2 * c, 2 * c + s]
    assert [x - xs[0] for x in xs] == pytest.approx(offsets, abs=0.05)
    assert [y - ys[0] for y in ys] == pytest.approx([0, s, 2 * s], abs=0.05)
    box = A4_21.box(FIXTURE.index(next(lb for lb in FIXTURE if lb.code == "FULL")))
    assert (xs[0] + xs[-1]) / 2 == pytest.approx(box.x + box.width / 2, abs=0.05)


def test_svg_dot_count_is_the_sum_of_the_labels_dots() -> None:
    labels = synthetic()
    sheets = svg.svg_sheets(labels, A4_21)
    assert len(sheets) == 6 and len(svg.svg_sheets(labels, LETTER_30)) == 4
    for number, sheet in enumerate(sheets):
        on_sheet = labels[number * 21 : (number + 1) * 21]
        root = parse_svg(sheet)
        assert len(circles(root)) == dot_count(on_sheet)
        assert len(label_groups(root)) == len(on_sheet)


def test_svg_legends_cut_marks_and_escaping() -> None:
    root = parse_svg(svg.svg_sheets(FIXTURE)[0])
    texts = [t for t in root.iter(f"{SVG_NS}text") if t.attrib.get("class") == "legend"]
    assert [t.text for t in texts] == [label.legend for label in FIXTURE]
    assert all(t.attrib["font-family"] == "sans-serif" for t in texts)
    assert all(float(t.attrib["font-size"]) == geometry.LEGEND_SIZE for t in texts)
    marks = [g for g in root.iter(f"{SVG_NS}g") if g.attrib.get("class") == "cut-marks"]
    assert len(marks) == 1 and len(list(marks[0])) == 4 * len(FIXTURE)
    assert not circles(marks[0])


# ---------------------------------------------------------------------------------------------
# PDF, rendered

DPI = 150
needs_poppler = pytest.mark.skipif(
    shutil.which("pdftoppm") is None or shutil.which("pdfinfo") is None,
    reason="poppler-utils (pdftoppm, pdfinfo) is not installed",
)


def page_count(path: Path) -> int:
    info = subprocess.run(["pdfinfo", str(path)], capture_output=True, text=True, check=True)
    return int(re.search(r"^Pages:\s+(\d+)", info.stdout, re.M).group(1))  # type: ignore[union-attr]


def render(path: Path, page: int) -> tuple[int, int, bytes]:
    """One page as 8-bit grey pixels (PGM): width, height, data."""
    out = subprocess.run(
        ["pdftoppm", "-gray", "-r", str(DPI), "-f", str(page), "-l", str(page), str(path)],
        capture_output=True,
        check=True,
    ).stdout
    match = re.match(rb"P5\s+(\d+)\s+(\d+)\s+(\d+)\s", out)
    assert match is not None
    width, height = int(match.group(1)), int(match.group(2))
    return width, height, out[match.end() : match.end() + width * height]


def blobs(width: int, pixels: bytes, threshold: int) -> list[list[int]]:
    """Connected components (4-neighbour flood fill) of the pixels darker than ``threshold``."""
    dark_table = bytes(1 if v < threshold else 0 for v in range(256))
    mask = bytearray(pixels.translate(dark_table))
    found = []
    start = mask.find(1)
    while start >= 0:
        mask[start] = 0
        stack, blob = [start], []
        while stack:
            i = stack.pop()
            blob.append(i)
            for j in (i - 1, i + 1, i - width, i + width):
                if 0 <= j < len(mask) and mask[j] and abs(j % width - i % width) <= 1:
                    mask[j] = 0
                    stack.append(j)
        found.append(blob)
        start = mask.find(1, start)
    return found


def expected_dots(
    labels: Sequence[Label], layout: SheetLayout, geo: DotGeometry
) -> list[tuple[float, float]]:
    return [
        centre
        for slot, label in enumerate(labels)
        for centre in geometry.place_label(label, layout.box(slot), geo).dots
    ]


def check_rendered_sheet(
    path: Path, page: int, labels: Sequence[Label], layout: SheetLayout, geo: DotGeometry
) -> None:
    width, _, pixels = render(path, page)
    found = blobs(width, pixels, pdf.INK_GREY // 2)
    expected = expected_dots(labels, layout, geo)
    assert len(found) == len(expected) == dot_count(labels)
    px = 25.4 / DPI  # mm per pixel
    area = math.pi * (geo.dot_radius / px) ** 2
    remaining = list(expected)
    for blob in found:
        assert 0.6 * area <= len(blob) <= 1.4 * area
        cx = (sum(i % width for i in blob) / len(blob) + 0.5) * px
        cy = (sum(i // width for i in blob) / len(blob) + 0.5) * px
        nearest = min(remaining, key=lambda e: (e[0] - cx) ** 2 + (e[1] - cy) ** 2)
        assert math.dist(nearest, (cx, cy)) < 0.15  # within a pixel of the geometry
        remaining.remove(nearest)
    # The legends are there, in grey, and were not counted.
    assert sum(1 for v in pixels if pdf.INK_GREY // 2 <= v < 200) > 50 * len(labels)


@needs_poppler
@pytest.mark.parametrize(
    ("layout", "geo"), [(A4_21, MARBURG_MEDIUM), (LETTER_30, NLS_800)], ids=["a4", "letter"]
)
def test_pdf_first_label_sheet_has_exactly_the_dots(
    tmp_path: Path, layout: SheetLayout, geo: DotGeometry
) -> None:
    labels = synthetic()
    path = tmp_path / "labels.pdf"
    path.write_bytes(pdf.pdf_document(labels, layout=layout, geometry=geo))
    sheets = geometry.sheets_needed(len(labels), layout)
    total = page_count(path)
    assert total > sheets  # the key card comes first by default
    first_sheet = total - sheets + 1
    check_rendered_sheet(path, first_sheet, labels[: layout.per_sheet], layout, geo)


@needs_poppler
def test_pdf_sheet_count_and_fixture_deck(tmp_path: Path) -> None:
    path = tmp_path / "labels.pdf"
    path.write_bytes(pdf.pdf_document(synthetic(), key_page=False))
    assert page_count(path) == 6
    path.write_bytes(pdf.pdf_document(synthetic(), layout=LETTER_30, key_page=False))
    assert page_count(path) == 4
    path.write_bytes(pdf.pdf_document(FIXTURE, key_lines=["Key: ⠅⠎ = K♠"]))
    assert page_count(path) == 2
    check_rendered_sheet(path, 2, FIXTURE, A4_21, MARBURG_MEDIUM)


@needs_poppler
def test_pdf_without_a_unicode_font_falls_back_and_warns(tmp_path: Path) -> None:
    path = tmp_path / "labels.pdf"
    with pytest.warns(pdf.FontFallbackWarning):
        data = pdf.pdf_document(FIXTURE, font="core")
    path.write_bytes(data)
    check_rendered_sheet(path, 2, FIXTURE, A4_21, MARBURG_MEDIUM)
    assert pdf.printable("Re ♣ μ", unicode=False) == "Re C "


@needs_poppler
def test_pdf_key_card_sentences_are_wrapped_inside_the_margins(tmp_path: Path) -> None:
    sentence = "Put a second label in the opposite corner, turned round by 180 degrees. " * 5
    path = tmp_path / "labels.pdf"
    path.write_bytes(pdf.pdf_document(FIXTURE, key_lines=["Key: ⠅⠎ K♠", sentence, "", sentence]))
    assert page_count(path) == 2
    width, height, pixels = render(path, 1)
    ink = pixels.translate(bytes(1 if v < 128 else 0 for v in range(256)))
    rows = [ink[y * width : (y + 1) * width] for y in range(height)]
    inked = [(row.find(1), row.rfind(1)) for row in rows if 1 in row]
    px = 25.4 / DPI
    assert len(inked) > 10 * 3 / px  # more than ten lines of 3 mm high text
    assert min(a for a, _ in inked) * px >= 15 - 0.5
    assert max(b for _, b in inked) * px <= 210 - 15 + 0.5


def test_pdf_key_card_lists_each_label_once() -> None:
    """The key card lists a label printed twice (both corners) once, with cells and words."""
    lines = pdf.key_card_lines([*FIXTURE, *FIXTURE])
    assert lines[0] == "⠅⠎\tK♠\tking of spades" and len(lines) == len(FIXTURE)


def test_find_font_returns_the_first_candidate_that_exists(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A Unicode font for legends is the first candidate file that exists; none: None."""
    missing, present = tmp_path / "missing.ttf", tmp_path / "present.ttf"
    present.write_bytes(b"\0\1\0\0")
    monkeypatch.setattr(pdf, "FONT_CANDIDATES", (str(missing), str(present)))
    assert pdf.find_font() == present
    monkeypatch.setattr(pdf, "FONT_CANDIDATES", (str(missing),))
    assert pdf.find_font() is None
