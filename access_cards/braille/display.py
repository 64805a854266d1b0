"""Braille displays besides the screen reader's own mirror of the printed lines.

A screen reader shows the printed braille line on its display by itself; this
module adds the two direct paths: accessible_output2's braille output on
Windows (NVDA, JAWS), and BrlAPI on Linux when a BRLTTY server runs and the
player asks for it (``--brlapi``), since taking the display from BRLTTY or
Orca must be the player's choice.
"""

from __future__ import annotations

import sys
from typing import Any, Protocol

from access_cards.braille.cells import is_braille

__all__ = ["Ao2Display", "BrailleDisplay", "BrlapiDisplay", "open_display"]


class BrailleDisplay(Protocol):
    """Somewhere a line of Unicode braille cells can be shown."""

    def show(self, cells: str) -> None: ...

    def close(self) -> None: ...


class Ao2Display:
    """accessible_output2's braille output (Windows screen readers only)."""

    def __init__(self, output: Any) -> None:
        self.output = output

    def show(self, cells: str) -> None:
        self.output.braille(cells)

    def close(self) -> None:
        """Nothing to release: the screen reader owns the display."""


class BrlapiDisplay:
    """A BRLTTY display through BrlAPI, in the program's terminal.

    ``writeText`` would pass the cells through BRLTTY's computer-braille
    table, so the dots are written as they are (``writeDots``), padded to the
    display's width.
    """

    def __init__(self, connection: Any) -> None:
        self.connection = connection
        self.width = int(connection.displaySize[0])
        connection.enterTtyModeWithPath()

    def show(self, cells: str) -> None:
        dots = bytes(ord(c) - 0x2800 if is_braille(c) else 0 for c in cells[: self.width])
        self.connection.writeDots(dots.ljust(self.width, b"\0"))

    def close(self) -> None:
        try:
            self.connection.leaveTtyMode()
        finally:
            self.connection.closeConnection()


def open_display(brlapi: bool = False) -> tuple[BrailleDisplay | None, str | None]:
    """The direct display to use, and why none could be opened when one was asked for."""
    if brlapi:
        return _open_brlapi()
    if sys.platform == "win32":
        return _open_ao2(), None
    return None, None


def _open_brlapi() -> tuple[BrailleDisplay | None, str | None]:
    try:
        import brlapi  # type: ignore[import-not-found]
    except ImportError:
        return None, "the BrlAPI Python module is not installed (Debian: python3-brlapi)"
    try:
        return BrlapiDisplay(brlapi.Connection()), None
    except Exception as exc:  # brlapi raises its own ConnectionError kinds
        return None, f"no BRLTTY server answered ({exc})"


def _open_ao2() -> BrailleDisplay | None:
    try:
        from accessible_output2.outputs.auto import Auto
    except Exception:
        return None
    return Ao2Display(Auto())
