"""Braille displays written to directly: the ``b`` key's line goes to the fingers.

A line of braille cells printed to a terminal is read aloud by a screen
reader, cell by cell ("braille 1 2 5, braille 1 …"), so the cells go to the
display itself instead: through BrlAPI when a BRLTTY server with a display
answers (Linux), or through accessible_output2's braille output (NVDA, JAWS
on Windows).  Where there is none, the console says so in one sentence and
prints cells only if the player asked for that in the settings.

BrlAPI is asked anew at each ``b``, so a display plugged in, or BRLTTY
started, during a match is found.  The display is taken (BrlAPI's tty mode)
only to show the line, and given back when the next sentence is said
(``release``): between two lines it belongs to BRLTTY or the screen reader,
which show the terminal as usual.
"""

from __future__ import annotations

import contextlib
import sys
from collections.abc import Callable
from typing import Any, Protocol

from access_cards.braille.cells import is_braille

__all__ = [
    "NO_ACCESS",
    "NO_DISPLAY",
    "NO_MODULE",
    "NO_SERVER",
    "Ao2Display",
    "BrailleDisplay",
    "BrlapiDisplay",
    "open_display",
]

# Why BrlAPI cannot be used, as the ids the message console-brlapi-missing selects on.
NO_MODULE = "no-module"  # python3-brlapi is not installed
NO_SERVER = "no-server"  # no BRLTTY answers
NO_ACCESS = "no-access"  # BRLTTY refused us (the brlapi group, the key file)
NO_DISPLAY = "no-display"  # BRLTTY runs with no display connected


class BrailleDisplay(Protocol):
    """Somewhere a line of Unicode braille cells can be shown."""

    def ready(self) -> bool:
        """Whether a display is there to show a line now."""

    def show(self, cells: str) -> bool:
        """Show the line; False when it could not be shown after all."""

    def release(self) -> None:
        """Give the display back to whoever showed the terminal before."""

    def close(self) -> None:
        """Release the display and the connection to it, at the end."""


class Ao2Display:
    """accessible_output2's braille output (Windows screen readers only)."""

    def __init__(self, auto: Any) -> None:
        self.auto = auto

    def ready(self) -> bool:
        return self._output() is not None

    def show(self, cells: str) -> bool:
        output = self._output()
        if output is None:
            return False
        try:
            output.braille(cells)
        except Exception:  # a screen reader that went away: the line was not shown
            return False
        return True

    def release(self) -> None:
        """Nothing to give back: the screen reader owns the display."""

    def close(self) -> None:
        """Nothing to release."""

    def _output(self) -> Any:
        """The first running screen reader with a braille output (NVDA, JAWS…): one whose
        class has its own ``braille``; ao2's base class's does nothing.  Whether a display
        is attached to it cannot be asked."""
        try:
            from accessible_output2.outputs.base import Output

            for output in getattr(self.auto, "outputs", []):
                if type(output).braille is not Output.braille and output.is_active():
                    return output
        except Exception:  # a broken install or output is no display
            return None
        return None


def brlapi_connection() -> Any:
    """A BrlAPI connection to the server ``$BRLAPI_HOST`` names, or the local one.

    Raises ``BrlapiUnavailable`` with one of the reasons above.
    """
    try:
        import brlapi  # type: ignore[import-not-found]
    except ImportError as exc:
        raise BrlapiUnavailable(NO_MODULE) from exc
    try:
        return brlapi.Connection()
    except brlapi.ConnectionError as exc:
        refused = getattr(exc, "brlerrno", None) == brlapi.ERROR_AUTHENTICATION
        raise BrlapiUnavailable(NO_ACCESS if refused else NO_SERVER) from exc
    except Exception as exc:  # any other failure of the library: no server to use
        raise BrlapiUnavailable(NO_SERVER) from exc


class BrlapiUnavailable(Exception):
    """BrlAPI cannot show a line; ``args[0]`` is NO_MODULE, NO_SERVER, NO_ACCESS or NO_DISPLAY."""

    @property
    def reason(self) -> str:
        return str(self.args[0])


class BrlapiDisplay:
    """A BRLTTY display through BrlAPI, in the program's terminal.

    ``writeText`` would pass the cells through BRLTTY's computer-braille
    table, so the dots are written as they are (``writeDots``), padded to the
    display's width.  ``connect`` makes a connection (tests give a server of
    their own through ``$BRLAPI_HOST`` instead of replacing it).
    """

    def __init__(self, connect: Callable[[], Any] = brlapi_connection) -> None:
        self._connect = connect
        self._connection: Any = None
        self._held = False  # in tty mode: the display shows our line
        self.width = 0

    def check(self) -> None:
        """Connect if need be; raise ``BrlapiUnavailable`` if no display can show a line."""
        if self._connection is None:
            self._connection = self._connect()
        try:
            self.width = int(self._connection.displaySize[0])
        except Exception as exc:  # the server went away since: try afresh next time
            self._drop()
            raise BrlapiUnavailable(NO_SERVER) from exc
        if self.width <= 0:
            raise BrlapiUnavailable(NO_DISPLAY)

    def ready(self) -> bool:
        try:
            self.check()
        except BrlapiUnavailable:
            return False
        return True

    def show(self, cells: str) -> bool:
        if not self.ready():
            return False
        dots = bytes(ord(c) - 0x2800 if is_braille(c) else 0 for c in cells[: self.width])
        try:
            if not self._held:
                self._connection.enterTtyModeWithPath()
                self._held = True
            self._connection.writeDots(dots.ljust(self.width, b"\0"))
        except Exception:  # lost, or the tty taken: not shown; a later b tries afresh
            self._drop()
            return False
        return True

    def release(self) -> None:
        if not self._held:
            return
        self._held = False
        try:
            self._connection.leaveTtyMode()
        except Exception:  # the server went away: nothing is held any more
            self._drop()

    def close(self) -> None:
        self.release()
        self._drop()

    def _drop(self) -> None:
        connection, self._connection, self._held = self._connection, None, False
        if connection is not None:
            with contextlib.suppress(Exception):  # already gone
                connection.closeConnection()


def open_display(brlapi: bool = False) -> tuple[BrailleDisplay | None, str | None]:
    """The direct display to use, and why BrlAPI cannot be used when it was asked for.

    On Windows, the screen reader's braille.  Elsewhere BrlAPI, looked for at
    each ``b``; with ``brlapi`` (``--brlapi``) the player expects a display, so
    one that cannot be used now is reported at once (NO_MODULE, NO_SERVER…).
    """
    if sys.platform == "win32" and not brlapi:
        return _open_ao2(), None
    display = BrlapiDisplay()
    if not brlapi:
        return display, None
    try:
        display.check()
    except BrlapiUnavailable as exc:
        return display, exc.reason
    return display, None


def _open_ao2() -> BrailleDisplay | None:
    try:
        from accessible_output2.outputs.auto import Auto
    except Exception:
        return None
    return Ao2Display(Auto())
