"""Long texts a page at a time: the rules, the help, anything longer than a screen.

A screen reader in a terminal reads what the screen holds: 66 lines of rules
printed at once scroll their beginning away, and the listener hears only the
last screenful, starting mid-sentence.  So a long text is cut into pages of at
most ``PAGE_LINES`` lines (the last of them says where the reader is, "Page 2
of 9"), each small enough for a screen.  Enter on an empty line, or the word
``more`` (each language adds its own), gives the next page; anything else
leaves the reader.

A page is also short enough to hold by ear: about 80 words with the line that
says where the reader is (issue 25: help page 1 was 222 words).  A paragraph
longer than that is read a few sentences at a time.
"""

from __future__ import annotations

import math
import re
import shutil
from collections.abc import Sequence
from dataclasses import dataclass, field

from access_cards.narration import Translator

__all__ = [
    "AT_ONCE_LINES",
    "AT_ONCE_WORDS",
    "PAGE_LINES",
    "PAGE_WORDS",
    "Pager",
    "fits_a_page",
    "longer_than_a_screen",
    "pages_of",
    "paginate",
    "pieces",
    "screen_size",
    "words",
]

# Lines on one page, the "Page 2 of 9" line included.
PAGE_LINES = 8
# What a listener can hold before a pause (issue 25): about 8 items or 80 words.  Said at
# once, an answer has at most a heading and 8 items; a page holds 70 words of text, some 80
# with the "Page 2 of 9, press Enter…" line.
AT_ONCE_LINES = PAGE_LINES + 1
AT_ONCE_WORDS = 80
PAGE_WORDS = 70
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


def words(text: str) -> int:
    """The words of a spoken line."""
    return len(text.split())


def fits_a_page(lines: Sequence[str]) -> bool:
    """Whether ``lines`` can be said at once: no more lines or words than a listener holds
    (AT_ONCE_LINES, AT_ONCE_WORDS), no more rows than the screen."""
    short = len(lines) <= AT_ONCE_LINES and sum(words(x) for x in lines) <= AT_ONCE_WORDS
    return short and not longer_than_a_screen(lines)


def pieces(lines: Sequence[str]) -> list[str]:
    """``lines``, each longer than a page's words cut into runs of whole sentences (a
    sentence longer still, into runs of words)."""
    cut: list[str] = []
    for text in lines:
        if words(text) <= PAGE_WORDS:
            cut.append(text)
            continue
        run: list[str] = []
        for sentence in _sentences(text):
            if run and words(" ".join([*run, sentence])) > PAGE_WORDS:
                cut.append(" ".join(run))
                run = []
            run.append(sentence)
        cut.append(" ".join(run))
    return cut


def _sentences(text: str) -> list[str]:
    """The sentences of ``text``; one too long for a page comes as runs of its words."""
    said: list[str] = []
    for sentence in re.split(r"(?<=[.!?])\s+", text.strip()):
        parts = sentence.split()
        said += [" ".join(parts[i : i + PAGE_WORDS]) for i in range(0, len(parts), PAGE_WORDS)]
    return said


def paginate(lines: Sequence[str], size: tuple[int, int] | None = None) -> list[list[str]]:
    """``lines`` in pages: each at most PAGE_LINES minus one lines (room for the line that
    says where the reader is), of at most PAGE_WORDS words and no taller than the screen,
    unless one line alone is."""
    columns, height = size or screen_size()
    room = height - SPARE_ROWS - 1  # rows for the text, the position line aside
    pages: list[list[str]] = []
    page: list[str] = []
    used = said = 0
    for text in lines:
        tall, count = rows(text, columns), words(text)
        full = len(page) == PAGE_LINES - 1 or used + tall > room or said + count > PAGE_WORDS
        if page and full:
            pages.append(page)
            page, used, said = [], 0, 0
        page.append(text)
        used += tall
        said += count
    if page:
        pages.append(page)
    return pages


def pages_of(lines: Sequence[str], size: tuple[int, int] | None = None) -> list[list[str]]:
    """The pages a long text is read in: its lines, the longest cut (``pieces``), paginated."""
    return paginate(pieces(lines), size)


@dataclass
class Pager:
    """One long text being read page by page; ``channel`` is the speech log's."""

    t: Translator
    pages: list[list[str]]
    channel: str = "help"
    shown: int = field(default=0)  # pages said so far
    printed: bool = True  # False: lines read back, said by the program's voice only

    @classmethod
    def of(
        cls, t: Translator, lines: Sequence[str], channel: str = "help",
        size: tuple[int, int] | None = None,
    ) -> Pager:  # fmt: skip
        return cls(t, pages_of(lines, size), channel)

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
