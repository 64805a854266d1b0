"""The terminal's writer: lines go out in writes a screen reader reads whole.

Orca reads a terminal's new text from its "text inserted" events: GNOME Orca 43's terminal
script takes each insertion's first and last line from the terminal's text as it is when
Orca comes to the event (``script_utilities.insertedText``).  A VTE terminal's text is its
screen, not the scrollback.  Two ways of writing lost lines (issue 25, heard through the Orca
harness, read in Orca's debug log):

- One write that scrolls the screen by a whole screen or more: VTE reports the whole screen
  as new, and the lines that scrolled off within the write were never in its text.  Of 40
  lines written at once in a terminal of 30 rows, Orca said lines 12 to 40.
- A write that scrolls while Orca has not yet read the insertion before it: the scroll takes
  text off the top, so the earlier insertion's positions point into later text.  Orca spoke
  from there (the later lines, twice) and never the earlier ones: in a German Rummy 40 turn it
  began at "te zum Rauskommen." and never said "Du wirfst den Pik Buben ab." and the two lines
  after it, the bots' lines having come 0.12 s after the player's.

So lines gathered (``COALESCE_SECONDS``) are written a screen at a time at most (a chunk is
never taller than the screen less two rows, wrapped lines counted), and a write never follows
the one before it sooner than ``SETTLE_SECONDS``, nor sooner than ``SECONDS_PER_CHARACTER``
for each character of it: the terminal has reported it and Orca has read it before the screen
moves again.  Whoever flushes waits for that; adding a line never waits.  All this is for a
screen reader (``paced``); without one, what is gathered is written at once.
"""

from __future__ import annotations

import math
import sys
import threading
import time
from collections.abc import Callable
from typing import TextIO

from access_cards.console.pager import screen_size

__all__ = ["COALESCE_SECONDS", "SECONDS_PER_CHARACTER", "SETTLE_SECONDS", "ScreenBuffer",
           "chunk_rows"]  # fmt: skip

# Lines printed within this time of each other reach the terminal in one write.  Orca reads a
# terminal's new text when it is told of an insertion, and a second insertion that lands while
# it reads makes it say the tail of the text again; lines printed one by one a few milliseconds
# apart (a move, the bots' answers) were heard one and a half times.  Slower output (a bot
# thinking) still comes out as it is made, at most this much later.
COALESCE_SECONDS = 0.1
# The least time between two writes.  In the Orca harness, with bots thinking, Orca came to a
# terminal's insertion 0.12 s after the terminal reported it at the median and 0.43 s at the
# most (its debug log, a German Rummy 40 match), and VTE reports a write only at its next
# screen update, after it has changed its text: writes 0.12 s apart lost lines.
SETTLE_SECONDS = 0.5
# And Orca takes longer over a long insertion: about a millisecond a character in the harness
# (a screenful of Las Vegas, 1,300 characters, took it 1.2 s from the terminal's report to
# speech-dispatcher, while the next screenful had come 0.5 s after it: 53 lines lost).
SECONDS_PER_CHARACTER = 0.0015
# Rows of the screen a chunk leaves free: the prompt's row, and one to spare.
FREE_ROWS = 2

Size = Callable[[], tuple[int, int]]


def rows_of(text: str, columns: int) -> int:
    """How many screen rows ``text`` fills, its long lines wrapped."""
    from prompt_toolkit.utils import get_cwidth

    return sum(max(1, math.ceil(get_cwidth(part) / max(1, columns))) for part in text.split("\n"))


def chunk_rows(size: tuple[int, int]) -> int:
    """The most rows one write may fill on a screen of ``size`` (columns, rows)."""
    return max(1, size[1] - FREE_ROWS)


class ScreenBuffer:
    """Gathers lines and writes them: a screen at a time at most, ``settle`` seconds apart.

    Everything pending is written before the prompt is drawn, after each hotkey's answer, and
    by a timer at most ``delay`` seconds after the first pending line (or once the last write
    has settled, if that is later: ``settle`` seconds, or ``per_character`` for each of its
    characters if that is longer).
    """

    def __init__(
        self,
        stream: TextIO | None = None,
        delay: float = COALESCE_SECONDS,
        *,
        settle: float = SETTLE_SECONDS,
        per_character: float = SECONDS_PER_CHARACTER,
        size: Size = screen_size,
    ) -> None:
        self._stream, self._delay, self._size = stream, delay, size
        self._settle, self._per_character = settle, per_character
        self._pending: list[str] = []
        self._timer: threading.Timer | None = None
        self._lock = threading.Lock()  # the pending lines and the timer
        self._writing = threading.RLock()  # one flush at a time: chunks in order, apart
        self._settled = -math.inf  # when the last write will have settled (time.monotonic)
        # Whether a screen reader may read the terminal (the command line says): without one,
        # lines gathered are written at once, in one write.
        self.paced = True
        # Set by a prompt while it is on the screen: given ``flush``, it writes the lines
        # above itself later (True), or lets them be written now (False).
        self.detour: Callable[[Callable[[], None]], bool] | None = None

    def __call__(self, text: str) -> None:
        with self._lock:
            self._pending.append(text)
            if self._timer is None:
                wait = max(self._delay, self._settled - time.monotonic())
                self._timer = threading.Timer(wait, self.flush)
                self._timer.daemon = True
                self._timer.start()

    def flush(self) -> None:
        """Write every pending line now, in as few writes as the screen allows; waits while
        the last write has not settled."""
        self._flush(wait=True)

    def flush_ready(self) -> None:
        """Write what may be written now, and leave the rest to the timer: for a prompt's
        loop, which must never sleep (keys would wait)."""
        self._flush(wait=False)

    def _flush(self, *, wait: bool) -> None:
        with self._writing:
            while True:
                with self._lock:
                    if self._timer is not None:
                        self._timer.cancel()
                        self._timer = None
                    if not self._pending:
                        return
                    if self.detour is not None and self.detour(self.flush_ready):
                        return
                    left = self._settled - time.monotonic()
                    if left <= 0:
                        self._write(self._take())
                        continue
                    if not wait:
                        self._timer = threading.Timer(left, self.flush)
                        self._timer.daemon = True
                        self._timer.start()
                        return
                time.sleep(left)  # the lock left free: lines may still be added

    def _take(self) -> list[str]:
        """The pending lines the next write holds: as many as fill no more than a chunk's
        rows (one at least, however tall); all of them when the writes are not paced."""
        if not self.paced:
            taken, self._pending = self._pending, []
            return taken
        size = self._size()
        room, count = chunk_rows(size), 0
        for text in self._pending:
            room -= rows_of(text, size[0])
            if count and room < 0:
                break
            count += 1
        taken, self._pending = self._pending[:count], self._pending[count:]
        return taken

    def _write(self, lines: list[str]) -> None:
        stream = self._stream or sys.stdout  # looked up late, as print() does
        text = "\n".join(lines) + "\n"
        stream.write(text)
        stream.flush()
        if self.paced:
            settle = max(self._settle, len(text) * self._per_character)
            self._settled = time.monotonic() + settle
