"""Long texts a page at a time: the rules, the help, anything longer than a screen.

A screen reader in a terminal reads what the screen holds: 66 lines of rules
printed at once scroll their beginning away, and the listener hears only the
last screenful, starting mid-sentence.  So a long text is cut into pages of at
most ``PAGE_LINES`` lines (the last of them says where the reader is, "Page 2
of 9"), each small enough for a screen.  Enter on an empty line, or the word
``more`` (each language adds its own), gives the next page; anything else
leaves the reader.
"""

from __future__ import annotations

import math
import shutil
from collections.abc import Sequence
from dataclasses import dataclass, field

from access_cards.narration import Translator

__all__ = ["PAGE_LINES", "Pager", "longer_than_a_screen", "paginate", "screen_size"]

# Lines on one page, the "Page 2 of 9" line included.
PAGE_LINES = 8
# Rows kept free below a page: the prompt, and the line the player types.
SPARE_ROWS = 2
# A terminal that says nothing of its size is taken to be the classic one.
DEFAULT_SIZE = (80, 24)


def screen_size() -> tuple[int, int]:
    """The terminal's (columns, rows); 80 by 24 when there is no terminal."""
    size = shutil.get_terminal_size(DEFAULT_SIZE)
    # Some terminals and pipes report zeros: a page must still hold a line.
    return max(size.columns, 20), max(size.lines, PAGE_LINES + SPARE_ROWS)


def rows(text: str, columns: int) -> int:
    """The screen rows one printed line takes, wrapped at ``columns``."""
    return max(1, math.ceil(len(text) / columns))


def longer_than_a_screen(lines: Sequence[str], size: tuple[int, int] | None = None) -> bool:
    """Whether ``lines`` printed at once would scroll part of themselves off the screen."""
    columns, height = size or screen_size()
    return sum(rows(x, columns) for x in lines) > height - SPARE_ROWS


def paginate(lines: Sequence[str], size: tuple[int, int] | None = None) -> list[list[str]]:
    """``lines`` in pages: each at most PAGE_LINES minus one lines (room for the line that
    says where the reader is), and no taller than the screen, unless one line alone is."""
    columns, height = size or screen_size()
    room = height - SPARE_ROWS - 1  # rows for the text, the position line aside
    pages: list[list[str]] = []
    page: list[str] = []
    used = 0
    for text in lines:
        tall = rows(text, columns)
        if page and (len(page) == PAGE_LINES - 1 or used + tall > room):
            pages.append(page)
            page, used = [], 0
        page.append(text)
        used += tall
    if page:
        pages.append(page)
    return pages


@dataclass
class Pager:
    """One long text being read page by page; ``channel`` is the speech log's."""

    t: Translator
    pages: list[list[str]]
    channel: str = "help"
    shown: int = field(default=0)  # pages said so far

    @classmethod
    def of(
        cls, t: Translator, lines: Sequence[str], channel: str = "help",
        size: tuple[int, int] | None = None,
    ) -> Pager:  # fmt: skip
        return cls(t, paginate(lines, size), channel)

    @property
    def done(self) -> bool:
        """Whether every page has been said."""
        return self.shown >= len(self.pages)

    def next_page(self) -> list[str]:
        """The next page's lines and, last, where the reader now is."""
        page = self.pages[self.shown]
        self.shown += 1
        count = len(self.pages)
        msg_id = "reading-page-last" if self.done else "reading-page-more"
        return [*page, self.t(msg_id, page=self.shown, pages=count)]
