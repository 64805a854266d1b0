"""Label sheets as PDF (fpdf2), the same sheets as ``svg``: real millimetres, filled dots.

``pdf_document`` gives the PDF as bytes: first, by default, the key card in print (one or more
pages), then as many label sheets as the labels need (106 Rummy 40 labels: 6 sheets of A4 21-up,
4 of US Letter 30-up). Print at actual size.

Colours: dots are black; legends and cut marks are mid grey (``INK_GREY``, contrast 5.7:1 on
white, enough for sighted helpers). That keeps them apart from the dots on swell paper, and
lets a test count the dots of a rendered sheet by thresholding below ``INK_GREY``.

Legends need a Unicode TrueType font (♠♥♦♣, Greek). ``find_font`` looks for DejaVu Sans
(Debian package ``fonts-dejavu-core``) and a few others; without one the writer falls back to
the PDF core font Helvetica, writes suits as letters (S H D C), drops what Latin-1 cannot
hold, and warns (``FontFallbackWarning``) once per document.
"""

from __future__ import annotations

import os
import warnings
from collections.abc import Sequence
from pathlib import Path
from typing import Literal

from fpdf import FPDF

from access_cards.braille.geometry import (
    A4_21,
    LEGEND_SIZE,
    MARBURG_MEDIUM,
    DotGeometry,
    Placement,
    SheetLayout,
    check_labels,
    place_label,
)
from access_cards.braille.label import Label

__all__ = [
    "FONT_CANDIDATES",
    "INK_GREY",
    "FontFallbackWarning",
    "find_font",
    "key_card_lines",
    "pdf_document",
]

INK_GREY = 102  # 0x66 of 255, as the SVG's #666666
CUT_MARK, CUT_WIDTH = 3.0, 0.1  # mm
MM_PER_PT = 25.4 / 72
KEY_MARGIN, KEY_SIZE_PT, KEY_LEADING = 15.0, 11.0, 5.5  # key card: mm, pt, mm per line
FAMILY = "LabelSans"
FONT_CANDIDATES = (
    "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf",  # Debian, Ubuntu: fonts-dejavu-core
    "/usr/share/fonts/TTF/DejaVuSans.ttf",  # Arch
    "/usr/share/fonts/dejavu-sans-fonts/DejaVuSans.ttf",  # Fedora
    "/usr/share/fonts/truetype/freefont/FreeSans.ttf",  # Debian fonts-freefont-ttf
    "/usr/share/fonts/truetype/noto/NotoSans-Regular.ttf",
    "/Library/Fonts/Arial Unicode.ttf",  # macOS
    "/System/Library/Fonts/Supplemental/Arial Unicode.ttf",
    os.path.join(os.environ.get("WINDIR", r"C:\Windows"), "Fonts", "seguisym.ttf"),
    os.path.join(os.environ.get("WINDIR", r"C:\Windows"), "Fonts", "arial.ttf"),
)
# What the core font can show instead of the suit symbols.
SUIT_LETTERS = str.maketrans({"♠": "S", "♥": "H", "♦": "D", "♣": "C"})
FontChoice = Path | Literal["auto", "core"]


class FontFallbackWarning(UserWarning):
    """No Unicode font was found: legends are transliterated or left out."""


def find_font() -> Path | None:
    """The first Unicode TrueType font found for legends, or None."""
    for candidate in FONT_CANDIDATES:
        if os.path.isfile(candidate):
            return Path(candidate)
    return None


def pdf_document(
    labels: Sequence[Label],
    *,
    layout: SheetLayout = A4_21,
    geometry: DotGeometry = MARBURG_MEDIUM,
    key_page: bool = True,
    key_lines: Sequence[str] | None = None,
    font: FontChoice = "auto",
    title: str = "Braille card labels",
) -> bytes:
    """The PDF: the key card (unless ``key_page`` is False), then the label sheets.

    ``key_lines`` are the key card's print lines (``schemes.key_card``); without them the
    key lists each distinct label: cells, legend, name. ``font`` is a TrueType file,
    ``"auto"`` (``find_font``) or ``"core"`` (Helvetica, no Unicode).
    """
    check_labels(labels)
    pdf = FPDF(unit="mm", format=(layout.page_width, layout.page_height))
    pdf.set_auto_page_break(False)
    pdf.set_title(title)
    pdf.set_creator("access_cards")
    unicode = set_up_font(pdf, font)
    if key_page:
        draw_key(pdf, key_lines if key_lines is not None else key_card_lines(labels), unicode)
    per = layout.per_sheet
    for start in range(0, len(labels), per):
        pdf.add_page()
        draw_sheet(pdf, labels[start : start + per], layout, geometry, unicode)
    return bytes(pdf.output())


def set_up_font(pdf: FPDF, font: FontChoice) -> bool:
    """Register the legend font; False (and a warning) when only the core font is left."""
    path = find_font() if font == "auto" else None if font == "core" else font
    if path is not None:
        pdf.add_font(FAMILY, "", str(path))
        return True
    why = "asked for" if font == "core" else "no Unicode TrueType font found (fonts-dejavu-core)"
    warnings.warn(
        f"core PDF font Helvetica {why}: legends with suits as letters, other characters "
        "that Latin-1 lacks left out",
        FontFallbackWarning,
        stacklevel=3,
    )
    return False


def printable(text: str, unicode: bool) -> str:
    """``text`` as the chosen font can show it."""
    if unicode:
        return text
    return text.translate(SUIT_LETTERS).encode("latin-1", "ignore").decode("latin-1")


def use_font(pdf: FPDF, unicode: bool, size_pt: float) -> None:
    pdf.set_font(FAMILY if unicode else "Helvetica", size=size_pt)


def key_card_lines(labels: Sequence[Label]) -> list[str]:
    """One line per distinct label (a double deck lists each card once).

    Fields are separated by tabs, which the key page turns into aligned columns.
    """
    seen: set[str] = set()
    lines = []
    for label in labels:
        if label.cells not in seen:
            seen.add(label.cells)
            lines.append(f"{label.cells}\t{label.legend}\t{label.name}")
    return lines


def draw_key(pdf: FPDF, lines: Sequence[str], unicode: bool) -> None:
    """The key card in print: short lines (the label list) in two columns, else wrapped."""
    use_font(pdf, unicode, KEY_SIZE_PT)
    shown = [printable(line, unicode) for line in lines]
    usable = pdf.w - 2 * KEY_MARGIN
    stops = tab_stops(pdf, shown)
    widest = max(
        (stops[-1] + pdf.get_string_width(line.split("\t")[-1]) for line in shown), default=0.0
    )
    if widest <= usable / 2 - 5:
        draw_key_columns(pdf, shown, usable / 2)
    else:
        draw_key_wrapped(pdf, shown, usable)


def draw_key_columns(pdf: FPDF, lines: Sequence[str], column_width: float) -> None:
    """Lines down two columns; tab-separated fields at aligned stops."""
    stops = tab_stops(pdf, lines)
    per_column = int((pdf.h - 2 * KEY_MARGIN) // KEY_LEADING)
    per_page = 2 * per_column
    for start in range(0, max(len(lines), 1), per_page):
        pdf.add_page()
        for i, line in enumerate(lines[start : start + per_page]):
            column, row = divmod(i, per_column)
            x = KEY_MARGIN + column * column_width
            y = KEY_MARGIN + (row + 1) * KEY_LEADING
            for stop, field in zip(stops, line.split("\t"), strict=False):
                pdf.text(x + stop, y, field)


def tab_stops(pdf: FPDF, lines: Sequence[str]) -> list[float]:
    """Where each tab-separated field starts: after the widest field before it, plus 3 mm."""
    widths: list[float] = []
    for line in lines:
        for i, field in enumerate(line.split("\t")):
            width = pdf.get_string_width(field)
            if i == len(widths):
                widths.append(width)
            widths[i] = max(widths[i], width)
    stops = [0.0]
    for width in widths[:-1]:
        stops.append(stops[-1] + width + 3.0)
    return stops


def draw_key_wrapped(pdf: FPDF, lines: Sequence[str], width: float) -> None:
    """Sentences wrapped to the page, a small space between them, pages as needed."""
    pdf.set_margins(KEY_MARGIN, KEY_MARGIN, KEY_MARGIN)
    pdf.set_auto_page_break(True, margin=KEY_MARGIN)
    pdf.add_page()
    for line in lines:
        text = line.replace("\t", "   ")
        pdf.multi_cell(width, KEY_LEADING, text, new_x="LMARGIN", new_y="NEXT")
        pdf.ln(KEY_LEADING / 3)
    pdf.set_auto_page_break(False)  # label sheets place everything themselves


def draw_sheet(
    pdf: FPDF,
    labels: Sequence[Label],
    layout: SheetLayout,
    geometry: DotGeometry,
    unicode: bool,
) -> None:
    placements = [place_label(label, layout.box(i), geometry) for i, label in enumerate(labels)]
    draw_cut_marks(pdf, placements)
    pdf.set_fill_color(0)
    r = geometry.dot_radius
    for placement in placements:
        for x, y in placement.dots:
            # ellipse() takes the bounding box in every fpdf2 version (circle() changed in 2.8.1).
            pdf.ellipse(x - r, y - r, 2 * r, 2 * r, style="F")
    draw_legends(pdf, placements, unicode)


def draw_cut_marks(pdf: FPDF, placements: Sequence[Placement]) -> None:
    pdf.set_draw_color(INK_GREY)
    pdf.set_line_width(CUT_WIDTH)
    for placement in placements:
        box = placement.box
        for x in (box.x, box.x + box.width):
            for y in (box.y, box.y + box.height):
                dx = CUT_MARK if x == box.x else -CUT_MARK
                dy = CUT_MARK if y == box.y else -CUT_MARK
                pdf.line(x, y, x + dx, y)
                pdf.line(x, y, x, y + dy)


def draw_legends(pdf: FPDF, placements: Sequence[Placement], unicode: bool) -> None:
    use_font(pdf, unicode, LEGEND_SIZE / MM_PER_PT)
    pdf.set_text_color(INK_GREY)
    for placement in placements:
        legend = printable(placement.label.legend, unicode)
        if legend:
            x = placement.legend_x - pdf.get_string_width(legend) / 2
            pdf.text(x, placement.legend_baseline, legend)
    pdf.set_text_color(0)
