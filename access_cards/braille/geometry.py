"""Where the dots go on paper: braille dot geometry and label sheet layouts, in millimetres.

Coordinates follow SVG and PDF page space: x to the right, y *down*, origin at the top-left
corner of the page. A cell's dots are numbered 1-2-3 down the left column and 4-5-6 down the
right one; the origin of a run of cells is the centre of dot 1 of its first cell.

Every writer (SVG, PDF) places a label through ``place_label`` so that they agree to the
hundredth of a millimetre, and checks its labels with ``check_label``.
"""

from __future__ import annotations

import math
from collections.abc import Iterable
from dataclasses import dataclass

from access_cards.braille.cells import BLANK, dots, is_braille
from access_cards.braille.label import Label

__all__ = [
    "A4_21",
    "A4_L7160",
    "GEOMETRIES",
    "LAYOUTS",
    "LEGEND_GAP",
    "LEGEND_SIZE",
    "LETTER_30",
    "MARBURG_MEDIUM",
    "MAX_CELLS",
    "MIN_CELLS",
    "NLS_800",
    "Box",
    "DotGeometry",
    "Placement",
    "SheetLayout",
    "check_label",
    "check_labels",
    "dot_centres",
    "place_label",
    "sheets_needed",
]

MIN_CELLS, MAX_CELLS = 2, 4  # a card label: rank and suit, 2 to 4 cells
INCH = 25.4
LEGEND_SIZE = 2.5  # mm, height of the ink legend's font (about 7 pt): fine print for helpers
LEGEND_GAP = 2.0  # mm between the lowest dot row's edge and the top of the legend


@dataclass(frozen=True)
class DotGeometry:
    """One braille dot standard.

    ``dot_spacing`` is centre to centre inside a cell (dot 1 to dot 2, and dot 1 to dot 4);
    ``cell_spacing`` is dot 1 of a cell to dot 1 of the next; ``line_spacing`` dot 1 of a
    line to dot 1 of the line below.
    """

    name: str
    dot_diameter: float
    dot_spacing: float
    cell_spacing: float
    line_spacing: float

    @property
    def dot_radius(self) -> float:
        return self.dot_diameter / 2

    def size(self, cells: int) -> tuple[float, float]:
        """Width and height of the dots of ``cells`` cells on one line, edge to edge."""
        width = (cells - 1) * self.cell_spacing + self.dot_spacing + self.dot_diameter
        return width, 2 * self.dot_spacing + self.dot_diameter


# Marburg Medium: the usual European (German) size; the project's default.
MARBURG_MEDIUM = DotGeometry("marburg", 1.5, 2.5, 6.0, 10.0)
# Library of Congress NLS Specification 800 (BANA): base diameter 1.44 mm, 2.34 mm in a cell.
NLS_800 = DotGeometry("nls", 1.44, 2.34, 6.2, 10.0)
GEOMETRIES = {g.name: g for g in (MARBURG_MEDIUM, NLS_800)}


def dot_centres(
    text: str, origin: tuple[float, float], geometry: DotGeometry = MARBURG_MEDIUM
) -> list[tuple[float, float]]:
    """The centre (x, y) of every raised dot of ``text``, in reading order.

    ``text`` is Unicode braille; spaces and blank cells advance one cell, a newline starts
    the next braille line ``line_spacing`` lower. ``origin`` is the centre of dot 1 of the
    first cell.
    """
    x0, y0 = origin
    centres = []
    for row, line in enumerate(text.split("\n")):
        for column, ch in enumerate(line):
            if ch == " ":
                continue
            left = x0 + column * geometry.cell_spacing
            top = y0 + row * geometry.line_spacing
            for n in dots(ch):
                x = left + (geometry.dot_spacing if n > 3 else 0.0)
                y = top + ((n - 1) % 3) * geometry.dot_spacing
                centres.append((x, y))
    return centres


@dataclass(frozen=True)
class Box:
    """A rectangle on the page: top-left corner, width and height (mm)."""

    x: float
    y: float
    width: float
    height: float


@dataclass(frozen=True)
class SheetLayout:
    """A sheet of labels: the page and a grid of ``columns`` × ``rows`` equal labels.

    ``left``/``top`` are the margins to the first label; ``pitch_x``/``pitch_y`` the distance
    from one label's left/top edge to the next one's (label size plus the gap).
    """

    name: str
    description: str
    page_width: float
    page_height: float
    columns: int
    rows: int
    label_width: float
    label_height: float
    left: float
    top: float
    pitch_x: float
    pitch_y: float

    @property
    def per_sheet(self) -> int:
        return self.columns * self.rows

    def box(self, slot: int) -> Box:
        """The label at ``slot`` (0-based, row by row from the top-left)."""
        if not 0 <= slot < self.per_sheet:
            raise ValueError(f"slot {slot} is not on a {self.per_sheet}-label sheet")
        row, column = divmod(slot, self.columns)
        x = self.left + column * self.pitch_x
        y = self.top + row * self.pitch_y
        return Box(x, y, self.label_width, self.label_height)


# 70 × 42.3 mm, 3 × 7, edge to edge (Avery 3652 and the many "70 × 42.3 mm" 21-up sheets):
# no gaps, no side margins, (297 − 7 × 42.3) / 2 = 0.45 mm top and bottom.
A4_21 = SheetLayout(
    name="a4-21",
    description="A4, 21 labels 70 x 42.3 mm (3 x 7, Avery 3652 type)",
    page_width=210.0,
    page_height=297.0,
    columns=3,
    rows=7,
    label_width=70.0,
    label_height=42.3,
    left=0.0,
    top=0.45,
    pitch_x=70.0,
    pitch_y=42.3,
)
# Avery L7160: 63.5 × 38.1 mm, 2.5 mm between columns, none between rows:
# sides (210 − 3 × 63.5 − 2 × 2.5) / 2 = 7.25 mm, top (297 − 7 × 38.1) / 2 = 15.15 mm.
A4_L7160 = SheetLayout(
    name="a4-l7160",
    description="A4, 21 labels 63.5 x 38.1 mm (3 x 7, Avery L7160)",
    page_width=210.0,
    page_height=297.0,
    columns=3,
    rows=7,
    label_width=63.5,
    label_height=38.1,
    left=7.25,
    top=15.15,
    pitch_x=66.0,
    pitch_y=38.1,
)
# Avery 5160 (US Letter 8.5 × 11 in): 2.625 × 1 in labels, 0.125 in between columns, none
# between rows, 0.1875 in side margins, 0.5 in top and bottom.
LETTER_30 = SheetLayout(
    name="letter-30",
    description="US Letter, 30 labels 2 5/8 x 1 in (3 x 10, Avery 5160)",
    page_width=8.5 * INCH,
    page_height=11 * INCH,
    columns=3,
    rows=10,
    label_width=2.625 * INCH,
    label_height=1 * INCH,
    left=0.1875 * INCH,
    top=0.5 * INCH,
    pitch_x=2.75 * INCH,
    pitch_y=1 * INCH,
)
LAYOUTS = {layout.name: layout for layout in (A4_21, A4_L7160, LETTER_30)}


def sheets_needed(count: int, layout: SheetLayout) -> int:
    """How many sheets ``count`` labels fill."""
    return math.ceil(count / layout.per_sheet)


def check_label(label: Label) -> None:
    """Raise ValueError unless the label is 2–4 six-dot cells, none of them blank.

    A blank inside a label would read as two labels once the sheet is cut apart.
    """
    cells = label.cells
    if not MIN_CELLS <= len(cells) <= MAX_CELLS:
        raise ValueError(
            f"label {label.code!r} has {len(cells)} cells: a label has {MIN_CELLS} to {MAX_CELLS}"
        )
    for ch in cells:
        if not is_braille(ch) or ch == BLANK:
            raise ValueError(f"label {label.code!r}: {ch!r} is not a six-dot braille cell")


def check_labels(labels: Iterable[Label]) -> None:
    for label in labels:
        check_label(label)


@dataclass(frozen=True)
class Placement:
    """One label on a sheet: its box, its dots' centres, where its legend is centred."""

    label: Label
    box: Box
    dots: list[tuple[float, float]]
    legend_x: float  # centre of the legend text
    legend_baseline: float


def place_label(label: Label, box: Box, geometry: DotGeometry = MARBURG_MEDIUM) -> Placement:
    """Centre the label's dots and the legend under them, together, in ``box``."""
    check_label(label)
    width, height = geometry.size(len(label.cells))
    block = height + LEGEND_GAP + LEGEND_SIZE
    left = box.x + (box.width - width) / 2
    top = box.y + (box.height - block) / 2
    origin = (left + geometry.dot_radius, top + geometry.dot_radius)
    # The font size is roughly the cap height plus descender: put the baseline ~80% down.
    baseline = top + height + LEGEND_GAP + 0.8 * LEGEND_SIZE
    return Placement(
        label, box, dot_centres(label.cells, origin, geometry), box.x + box.width / 2, baseline
    )
