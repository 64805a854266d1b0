"""Label sheets as SVG: one SVG document per sheet (page), in real millimetres.

``svg_sheets`` returns a list with one SVG string per sheet; a sheet is a page of the label
layout (``width="210mm" height="297mm" viewBox="0 0 210 297"`` for A4), so one user unit is
one millimetre and the file prints at true size (choose "actual size", not "fit to page").

Structure, for tests and for people editing the file:

- ``<g class="cut-marks">``: thin grey corner marks (``<path class="cut">``) at every label's
  corners, to cut along or to line the sheet up with a label sheet;
- ``<g class="label" data-code="KS" data-cells="⠅⠎" id="label-1-3">`` per label, holding its
  dots as ``<circle class="dot" cx= cy= r=>`` in absolute page coordinates (no transforms),
  and its ink legend as ``<text class="legend">``.

For swell paper print in black; the legend and cut marks are grey so they swell less.
"""

from __future__ import annotations

from collections.abc import Sequence
from xml.sax.saxutils import escape, quoteattr

from access_cards.braille.geometry import (
    A4_21,
    LEGEND_SIZE,
    MARBURG_MEDIUM,
    Box,
    DotGeometry,
    Placement,
    SheetLayout,
    check_labels,
    place_label,
)
from access_cards.braille.label import Label

__all__ = ["CUT_MARK", "svg_sheet", "svg_sheets"]

CUT_MARK = 3.0  # mm: length of each arm of a corner mark
CUT_WIDTH = 0.1  # mm: hairline
INK_GREY = "#666666"  # legend and cut marks: readable, but lighter than the black dots


def svg_sheets(
    labels: Sequence[Label],
    layout: SheetLayout = A4_21,
    geometry: DotGeometry = MARBURG_MEDIUM,
) -> list[str]:
    """One SVG document per sheet of ``layout``, filled with ``labels`` in order."""
    check_labels(labels)
    per = layout.per_sheet
    return [
        svg_sheet(labels[start : start + per], layout, geometry, sheet=start // per + 1)
        for start in range(0, len(labels), per)
    ]


def svg_sheet(
    labels: Sequence[Label],
    layout: SheetLayout = A4_21,
    geometry: DotGeometry = MARBURG_MEDIUM,
    sheet: int = 1,
) -> str:
    """One sheet: at most ``layout.per_sheet`` labels, row by row from the top-left."""
    if len(labels) > layout.per_sheet:
        raise ValueError(f"{len(labels)} labels do not fit on a {layout.per_sheet}-label sheet")
    placements = [
        place_label(label, layout.box(slot), geometry) for slot, label in enumerate(labels)
    ]
    w, h = num(layout.page_width), num(layout.page_height)
    parts = [
        '<?xml version="1.0" encoding="UTF-8"?>',
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{w}mm" height="{h}mm" '
        f'viewBox="0 0 {w} {h}" data-layout="{layout.name}" data-geometry="{geometry.name}">',
        f"<title>Braille labels, sheet {sheet} ({escape(layout.description)})</title>",
        cut_marks([p.box for p in placements]),
    ]
    parts += [label_group(p, geometry, f"label-{sheet}-{i + 1}") for i, p in enumerate(placements)]
    parts.append("</svg>")
    return "\n".join(parts) + "\n"


def num(value: float) -> str:
    """Millimetres to three decimals (a micrometre), without trailing zeros."""
    text = f"{value:.3f}".rstrip("0").rstrip(".")
    return "0" if text == "-0" else text


def cut_marks(boxes: Sequence[Box]) -> str:
    """An L at each corner of each label, pointing along its edges."""
    paths = []
    for box in boxes:
        for x, y, dx, dy in corners(box):
            paths.append(f'<path class="cut" d="M{num(x + dx)} {num(y)}H{num(x)}V{num(y + dy)}"/>')
    return (
        f'<g class="cut-marks" fill="none" stroke="{INK_GREY}" '
        f'stroke-width="{num(CUT_WIDTH)}">\n' + "\n".join(paths) + "\n</g>"
    )


def corners(box: Box) -> list[tuple[float, float, float, float]]:
    """Each corner with the direction its mark's arms go (into the label)."""
    right, bottom = box.x + box.width, box.y + box.height
    return [
        (box.x, box.y, CUT_MARK, CUT_MARK),
        (right, box.y, -CUT_MARK, CUT_MARK),
        (box.x, bottom, CUT_MARK, -CUT_MARK),
        (right, bottom, -CUT_MARK, -CUT_MARK),
    ]


def label_group(placement: Placement, geometry: DotGeometry, ident: str) -> str:
    label = placement.label
    r = num(geometry.dot_radius)
    lines = [
        f'<g class="label" id="{ident}" data-code={quoteattr(label.code)} '
        f"data-cells={quoteattr(label.cells)}>",
        f"<desc>{escape(label.name)}</desc>",
    ]
    lines += [
        f'<circle class="dot" cx="{num(x)}" cy="{num(y)}" r="{r}"/>' for x, y in placement.dots
    ]
    if label.legend:
        lines.append(
            f'<text class="legend" x="{num(placement.legend_x)}" '
            f'y="{num(placement.legend_baseline)}" font-family="sans-serif" '
            f'font-size="{num(LEGEND_SIZE)}" text-anchor="middle" fill="{INK_GREY}">'
            f"{escape(label.legend)}</text>"
        )
    lines.append("</g>")
    return "\n".join(lines)
