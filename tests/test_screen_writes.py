"""Issue 25, point 1: lines reach the terminal in writes a screen reader reads whole.

Orca 43 lost lines in two ways (see access_cards/console/screen.py): a write that scrolled the
screen by a screen or more (the lines scrolled off inside it were never in the terminal's
text), and a write that scrolled while Orca had not yet read the one before (the earlier
insertion's positions pointed into later text). Here the writer's side of it, with a stream
that notes each write and when it came: no write is taller than the screen less two rows,
wrapped lines counted, and no write follows another sooner than the settle time. The real
screen reader is asked in tests/test_orca_lines.py (ACCESS_CARDS_ORCA=1).
"""

from __future__ import annotations

import argparse
import io
import math
import os
import time
from pathlib import Path

import pytest

from access_cards.console.reader import ScreenBuffer

SCREEN = (80, 24)  # columns, rows
# The least gap between two writes Orca needs: three writes 50 ms apart lost ten lines.
GAP = 0.1


@pytest.fixture(autouse=True)
def _screen_size(monkeypatch: pytest.MonkeyPatch) -> None:
    """The terminal's size is read from COLUMNS and LINES first."""
    monkeypatch.setenv("COLUMNS", str(SCREEN[0]))
    monkeypatch.setenv("LINES", str(SCREEN[1]))


def rows(write: str) -> int:
    """The rows a write fills on the screen, long lines wrapped."""
    return sum(max(1, math.ceil(len(line) / SCREEN[0])) for line in write.rstrip("\n").split("\n"))


class TimedStream(io.StringIO):
    """A terminal stand-in that keeps each write and when it came."""

    def __init__(self) -> None:
        super().__init__()
        self.writes: list[tuple[float, str]] = []

    def write(self, text: str) -> int:
        self.writes.append((time.monotonic(), text))
        return super().write(text)

    def texts(self) -> list[str]:
        return [text for _, text in self.writes]

    def wait_for(self, count: int) -> None:
        """Wait (5 s at most) until ``count`` writes have come, from the timer's thread."""
        deadline = time.monotonic() + 5
        while len(self.writes) < count and time.monotonic() < deadline:
            time.sleep(0.005)


def buffer(stream: TimedStream, delay: float = 60.0) -> ScreenBuffer:
    return ScreenBuffer(stream, delay)  # 60 s: only an explicit flush writes


def test_a_block_taller_than_the_screen_is_written_a_screen_at_a_time() -> None:
    """40 lines at once on a 24-row screen: two writes, neither taller than 22 rows, every
    line once and in order, the second at least the settle time after the first."""
    stream = TimedStream()
    screen = buffer(stream)
    lines = [f"Line {n}, Anna plays the 5 of spades." for n in range(1, 41)]
    for text in lines:
        screen(text)
    screen.flush()
    writes = stream.texts()
    assert len(writes) == 2
    assert all(rows(w) <= SCREEN[1] - 2 for w in writes)
    assert "".join(writes) == "".join(f"{line}\n" for line in lines)
    (first, _), (second, _) = stream.writes
    assert second - first >= GAP


def test_long_lines_count_by_the_rows_they_fill() -> None:
    """Lines of three rows each: seven fit in 22 rows, the eighth goes to the next write."""
    stream = TimedStream()
    screen = buffer(stream)
    lines = [f"{n} " + "word " * 40 for n in range(10)]  # 200 characters: 3 rows of 80
    for text in lines:
        screen(text)
    screen.flush()
    assert [w.count("\n") for w in stream.texts()] == [7, 3]


def test_writes_are_kept_apart_by_the_settle_time() -> None:
    """A flush soon after a write waits: lines printed while a bot thinks and the rest
    after it never land in two writes closer than the settle time."""
    stream = TimedStream()
    screen = ScreenBuffer(stream, 0.02)
    screen("Anna thinks.")
    stream.wait_for(1)
    screen("Anna plays the 5 of spades.")
    screen.flush()  # sooner than the settle time after the timer's write: it waits
    (first, _), (second, text) = stream.writes
    assert text == "Anna plays the 5 of spades.\n"
    assert second - first >= GAP


def test_the_timer_waits_for_the_settle_time_and_adding_never_waits() -> None:
    """Lines added while a write must wait are taken by it; adding a line returns at once."""
    stream = TimedStream()
    screen = ScreenBuffer(stream, 0.01)
    screen("One.")
    screen.flush()
    began = time.monotonic()
    screen("Two.")
    screen("Three.")
    assert time.monotonic() - began < 0.05
    stream.wait_for(2)
    assert stream.texts() == ["One.\n", "Two.\nThree.\n"]
    assert stream.writes[1][0] - stream.writes[0][0] >= GAP


def test_a_long_write_keeps_the_next_further_off() -> None:
    """Orca takes about a millisecond a character over an insertion: after a screenful of
    1,600 characters the next write waits at least 1.6 s (a short one, the settle time)."""
    stream = TimedStream()
    screen = buffer(stream)
    for n in range(20):
        screen(f"{n:2} " + "x" * 76)  # 20 rows of 80 columns less the line end
    screen.flush()
    screen("Your turn.")
    screen.flush()
    (first, long), (second, _) = stream.writes
    assert len(long) == 1600 and second - first >= 1.6


def test_a_prompts_loop_never_sleeps_the_rest_comes_by_the_timer() -> None:
    """flush_ready (a hotkey's answer, lines above the prompt) writes what may be written and
    returns at once; what must wait is written by the timer once the last write has settled."""
    stream = TimedStream()
    screen = buffer(stream)
    screen("One.")
    screen.flush()
    screen("Two.")
    began = time.monotonic()
    screen.flush_ready()
    assert time.monotonic() - began < 0.05 and stream.texts() == ["One.\n"]
    stream.wait_for(2)
    assert stream.texts() == ["One.\n", "Two.\n"]
    assert stream.writes[1][0] - stream.writes[0][0] >= GAP


def test_without_a_screen_reader_lines_go_at_once() -> None:
    """Not paced (no screen reader reads the terminal): all that is gathered in one write,
    however tall, and the next write as soon as it comes."""
    stream = TimedStream()
    screen = buffer(stream)
    screen.paced = False
    for n in range(40):
        screen(f"Line {n}.")
    screen.flush()
    began = time.monotonic()
    screen("Your turn.")
    screen.flush()
    assert time.monotonic() - began < 0.05
    assert [w.count("\n") for w in stream.texts()] == [40, 1]


def test_the_command_line_paces_for_a_screen_reader(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, speech_env: dict[str, Path]
) -> None:
    """Reader mode paces the terminal's writes; another mode only while a screen reader
    runs on the machine (a sighted player gets each line at once).  No speech-dispatcher is
    reached or started (an address that answers nothing)."""
    monkeypatch.setenv("SPEECHD_ADDRESS", f"unix_socket:{tmp_path / 'none.sock'}")
    monkeypatch.setenv("SPEECHD_CMD", str(tmp_path / "no-speech-dispatcher"))
    from access_cards.console import cli
    from access_cards.console.settings import Settings
    from access_cards.narration import Translator
    from access_cards.speech.detect import running_reader

    for mode, paced in (("reader", True), ("text", running_reader() is not None)):
        args = argparse.Namespace(speech=mode, speech_log=None, plain=False)
        screen = ScreenBuffer(TimedStream())
        speaker = cli._speaker(args, Settings(), Translator("en"), screen)
        speaker.close()
        assert screen.paced is paced, mode


# -- keys typed while the program writes ---------------------------------------------------------

TYPED_AHEAD = """
import sys, time
from access_cards.console.reader import PromptReader, ScreenBuffer
screen = ScreenBuffer()
reader = PromptReader(lambda: None, screen)
screen("Before.")
screen.flush()
time.sleep(1.0)  # a bot thinking, between two prompts
screen("After.")
line = reader.read()
print("line=" + repr(line))
"""


def test_keys_typed_between_two_prompts_are_not_echoed_among_the_lines() -> None:
    """Keys typed while no prompt is drawn are not echoed by the terminal where the next
    lines are being written (they were: "say good luck" on a line of its own); the next
    prompt takes them as typed ahead."""
    from tests.test_prompt_echo import CURSOR_SHOWN, Pty

    term = Pty(TYPED_AHEAD)
    try:
        term.read_until(b"Before.\r\n")
        os.write(term.fd, b"abc")
        shown = term.read_until(CURSOR_SHOWN, after=b"After.")
        assert b"abc" not in shown.split(b"After.")[0], shown
        os.write(term.fd, b"\r")
        assert term.read_until(b"\n", after=b"line=").split(b"line=")[1].strip() == b"'abc'"
    finally:
        term.close()
