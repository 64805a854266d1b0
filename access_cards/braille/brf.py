"""The label document for embossers: BRF (braille ASCII) and the same document as Unicode braille.

Layout (the same in both forms):

- pages of at most ``width`` cells × ``height`` lines (40 × 25 by default, the usual
  embosser page), no line longer than ``width``, no trailing blanks;
- first the key card, if any: its lines word-wrapped at blank cells (a word longer than a line
  is cut), a line's leading blanks (indent) kept on its first wrapped line;
- then, on a new page, the labels in a grid: each in a slot as wide as the longest label plus
  ``gap`` (at least 2) blank cells, left-aligned, with ``row_gap`` blank lines between rows, so
  the embossed sheet can be cut apart; a label is never split across lines or pages.

Conventions: ``unicode_document`` ends every line with ``"\\n"`` and puts ``"\\f"`` between
pages (at the start of the next page's first line); blank cells are written as ASCII spaces
(never U+2800), as in BRF. ``brf_document`` is exactly that text through ``unicode_to_brf``
with every ``"\\n"`` written as CRLF, so
``brf_to_unicode(brf).replace("\\r\\n", "\\n") == unicode_document(...)``.
"""

from __future__ import annotations

from collections.abc import Sequence

from access_cards.braille.cells import BLANK, is_braille, unicode_to_brf
from access_cards.braille.geometry import MAX_CELLS, check_labels
from access_cards.braille.label import Label

__all__ = [
    "DEFAULT_HEIGHT",
    "DEFAULT_WIDTH",
    "MIN_GAP",
    "MIN_HEIGHT",
    "MIN_WIDTH",
    "brf_document",
    "check_brf",
    "unicode_document",
    "wrap",
]

DEFAULT_WIDTH, DEFAULT_HEIGHT = 40, 25
MIN_WIDTH = MAX_CELLS  # every valid label must fit on a line
MIN_HEIGHT = 1
MIN_GAP = 2  # blank cells between labels: room for the scissors without touching dots
Page = list[str]


def brf_document(
    labels: Sequence[Label],
    key_card: Sequence[str] = (),
    *,
    width: int = DEFAULT_WIDTH,
    height: int = DEFAULT_HEIGHT,
    gap: int = MIN_GAP,
    row_gap: int = 1,
) -> str:
    """The BRF file: braille ASCII 0x20–0x5F, CRLF line ends, a form feed between pages.

    ``key_card`` lines are Unicode braille (for example from ``louis.translate``).
    Raises ValueError for a bad label, a non-braille character or a page too small.
    """
    text = unicode_document(labels, key_card, width=width, height=height, gap=gap, row_gap=row_gap)
    brf = unicode_to_brf(text).replace("\n", "\r\n")
    check_brf(brf, width=width, height=height)
    return brf


def unicode_document(
    labels: Sequence[Label],
    key_card: Sequence[str] = (),
    *,
    width: int = DEFAULT_WIDTH,
    height: int = DEFAULT_HEIGHT,
    gap: int = MIN_GAP,
    row_gap: int = 1,
) -> str:
    """The same document as ``brf_document`` in Unicode braille, ``"\\n"`` line ends."""
    check_page(width, height, gap, row_gap)
    check_labels(labels)
    longest = max((len(label.cells) for label in labels), default=0)
    if longest > width:
        raise ValueError(f"a page {width} cells wide cannot hold a {longest}-cell label")
    key_lines = [line for text in key_card for line in wrap(text, width)]
    pages = [key_lines[i : i + height] for i in range(0, len(key_lines), height)]
    rows = label_rows(labels, width, gap)
    pages += paginate(rows, height, row_gap)
    return "\f".join("".join(line + "\n" for line in page) for page in pages)


def check_page(width: int, height: int, gap: int, row_gap: int) -> None:
    if width < MIN_WIDTH or height < MIN_HEIGHT:
        raise ValueError(
            f"a {width} x {height} page is too small: at least {MIN_WIDTH} cells x "
            f"{MIN_HEIGHT} line"
        )
    if gap < MIN_GAP or row_gap < 0:
        raise ValueError(f"labels need at least {MIN_GAP} blank cells between them")


def wrap(text: str, width: int) -> list[str]:
    """One line of Unicode braille word-wrapped at blank cells into lines of ``width`` cells."""
    for ch in text:
        if ch != " " and not is_braille(ch):
            raise ValueError(f"{ch!r} in the key card is not six-dot braille")
    text = text.replace(BLANK, " ").rstrip()
    if not text:
        return [""]
    indent = len(text) - len(text.lstrip(" "))
    lines: list[str] = []
    current = " " * (indent if indent < width else 0)
    for word in text.split():
        separator = " " if current.strip() else ""
        if len(current) + len(separator) + len(word) <= width:
            current += separator + word
            continue
        if current.strip():
            lines.append(current)
        while len(word) > width:  # no blank to break at: cut the word
            lines.append(word[:width])
            word = word[width:]
        current = word
    lines.append(current)
    return lines


def label_rows(labels: Sequence[Label], width: int, gap: int) -> list[str]:
    """The labels in a grid of equal slots (aligned columns make straight cuts)."""
    if not labels:
        return []
    slot = max(len(label.cells) for label in labels) + gap
    per_row = max(1, (width + gap) // slot)
    rows = []
    for start in range(0, len(labels), per_row):
        cells = [label.cells.ljust(slot) for label in labels[start : start + per_row]]
        rows.append("".join(cells).rstrip())
    return rows


def paginate(rows: list[str], height: int, row_gap: int) -> list[Page]:
    """Rows onto pages, ``row_gap`` blank lines between rows but never at a page's top or end."""
    pages: list[Page] = []
    page: Page = []
    for row in rows:
        if page and len(page) + row_gap + 1 > height:
            pages.append(page)
            page = []
        if page:
            page += [""] * row_gap
        page.append(row)
    if page:
        pages.append(page)
    return pages


def check_brf(text: str, *, width: int = DEFAULT_WIDTH, height: int = DEFAULT_HEIGHT) -> None:
    """Raise ValueError unless ``text`` is BRF as written here, within ``width`` × ``height``."""
    for ch in text:
        if not (0x20 <= ord(ch) <= 0x5F or ch in "\r\n\f"):
            raise ValueError(f"{ch!r} is not braille ASCII")
    for number, page in enumerate(text.split("\f"), 1):
        if page and not page.endswith("\r\n"):
            raise ValueError(f"page {number} does not end with CRLF")
        lines = page.split("\r\n")[:-1]
        if any("\r" in line or "\n" in line for line in lines):
            raise ValueError(f"page {number} has a line end that is not CRLF")
        if len(lines) > height:
            raise ValueError(f"page {number} has {len(lines)} lines, more than {height}")
        for line in lines:
            if len(line) > width:
                raise ValueError(f"page {number}: a line of {len(line)} cells, over {width}")
