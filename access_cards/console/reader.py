"""Where typed lines come from: standard input (plain mode) or a prompt_toolkit prompt.

The interactive reader binds the one-key commands, which act only while the
input line is empty, and Escape to stop speech. A typed word that begins with
a hotkey letter ("hand", "table", "status") still works: the key acts at once,
and when the next letter follows quickly and continues one of the session's
words, the two letters become the start of the line and the key's speech stops.
"""

from __future__ import annotations

import atexit
import contextlib
import os
import sys
import threading
import time
from collections.abc import Callable, Iterable, Iterator
from typing import TYPE_CHECKING, Any, TextIO

from access_cards.console.screen import ScreenBuffer
from access_cards.narration.i18n import fold

if TYPE_CHECKING:
    from prompt_toolkit.formatted_text import StyleAndTextTuples
    from prompt_toolkit.key_binding import KeyBindings

__all__ = [
    "PROMPT",
    "PROMPT_STYLE",
    "TYPED_STYLE",
    "LineReader",
    "PlainReader",
    "PromptReader",
    "ScreenBuffer",
]

# The prompt is drawn, not spoken: a reversed blank cell and a blank one, so a
# screen reader has no symbol to say after every block (">" was heard as
# "greater" each time), while the reversed cell still marks, for the eye, the
# cursor's line and each typed command in the scrollback.  Both cells carry a
# style that is not the terminal's default, which makes prompt_toolkit write
# them as characters (see TYPED_STYLE for why that matters).
PROMPT: StyleAndTextTuples = [("class:prompt-mark", " "), ("class:prompt-gap", " ")]
# prompt_toolkit writes only the cells that changed and draws a blank in the
# default style by moving the cursor over it (ESC [ C), not by writing a
# space.  A VTE terminal then reports that cell as text only when the next
# character is written, so Orca is told " e" when e is typed after a space (or
# after a prompt ending in a blank), finds that it is not the key just
# pressed, and speaks e a second time.  Typed text in the terminal's default
# colour, named explicitly, looks the same but counts as styled: every typed
# space is written as itself, and each key inserts exactly its own character.
TYPED_STYLE = "fg:ansidefault"
PROMPT_STYLE = {"prompt-mark": "reverse", "prompt-gap": TYPED_STYLE, "typed": TYPED_STYLE}
HotkeyHandler = Callable[[str], None]
# How soon a second letter must follow a hotkey to make it the start of a
# word: touch typing runs at 100–300 ms a letter, while a player who asks one
# question and then another listens to at least the start of the first answer.
WORD_SECONDS = 0.5
# Every key bound while the line is empty: hotkeys and the letters that can
# continue a word begun with one.
BOUND_KEYS = "abcdefghijklmnopqrstuvwxyz,.<>?123456789"
# The Greek keyboard puts these letters where the Latin keys are (Greek 220/319): a Greek
# player types move words without switching layouts, and a key pressed on its own is the
# Latin key on the same place, h for η, t for τ, unless a typed word begins with it.
GREEK_KEYS = dict(zip("ςερτυθιοπασδφγηξκλζχψωβνμ", "wertyuiopasdfghjklzxcvbnm", strict=True))
def _no_echo_between_prompts() -> None:
    """Keep the terminal from echoing keys while no prompt is drawn (until the program ends).

    A prompt reads keys without echo and shows them itself; between two prompts the terminal
    echoed keys typed ahead where the program's next lines were being written ("say good
    luck" on a line of its own, then the lines), and the screen writer waits between writes
    (screen.SETTLE_SECONDS).  The keys stay in the terminal's queue and the next prompt takes
    them as typed ahead."""
    try:
        import termios
    except ImportError:  # Windows: no terminal modes to set here
        return
    try:
        fd = sys.stdin.fileno()
        saved = termios.tcgetattr(fd)
    except (termios.error, OSError, ValueError, AttributeError):  # not a terminal
        return
    quiet = list(saved)
    quiet[3] &= ~termios.ECHO  # the local modes
    with contextlib.suppress(termios.error, OSError):
        termios.tcsetattr(fd, termios.TCSANOW, quiet)
        atexit.register(_restore_terminal, fd, saved)


def _restore_terminal(fd: int, saved: list[Any]) -> None:
    import termios

    with contextlib.suppress(termios.error, OSError):
        termios.tcsetattr(fd, termios.TCSANOW, saved)


class LineReader:
    """One line at a time; None at the end of input."""

    def read(self) -> str | None:
        raise NotImplementedError

    def set_hotkeys(
        self, handler: HotkeyHandler | None, keys: str, words: Iterable[str] = ()
    ) -> None:
        """Send single keys pressed on an empty line to ``handler`` (if supported).

        ``words`` are the typed commands: a hotkey quickly followed by a letter
        that continues one of them is typing, not two keys.
        """

    def interrupt(self) -> None:
        """End the line being read (or the next one) as the end of input would, from
        another thread: a network table whose match is over or whose server is gone.
        Plain mode's standard input cannot be: it ends at its next line."""

    def cancel_interrupt(self) -> None:
        """Forget an ``interrupt`` that came after its reading ended (the menu reads on)."""


class PlainReader(LineReader):
    """Plain mode: one command per line from a stream, no prompt, no hotkeys."""

    def __init__(self, stream: TextIO | None = None) -> None:
        self.lines: Iterator[str] = iter(stream if stream is not None else sys.stdin)

    def read(self) -> str | None:
        try:
            return next(self.lines).rstrip("\r\n")
        except StopIteration:
            return None
        except (OSError, ValueError):  # standard input closed or unreadable: its end
            return None


class PromptReader(LineReader):
    """A prompt_toolkit ``PromptSession``: line-oriented, nothing on screen but the prompt."""

    def __init__(
        self,
        stop_speech: Callable[[], None],
        screen: ScreenBuffer | None = None,
        **session_args: object,
    ) -> None:
        # Nothing answers cursor-position requests in some terminals and test
        # harnesses; the line-oriented prompt does not need them.
        os.environ.setdefault("PROMPT_TOOLKIT_NO_CPR", "1")
        if "input" not in session_args:
            _no_echo_between_prompts()
        from prompt_toolkit import PromptSession
        from prompt_toolkit.lexers import SimpleLexer
        from prompt_toolkit.styles import Style

        self._handler: HotkeyHandler | None = None
        self._keys = ""
        self._words: tuple[str, ...] = ()
        self._armed: tuple[str, float] | None = None  # last hotkey and when
        self._stop_speech = stop_speech
        self._screen = screen
        # Who may write to the terminal: "free" (no prompt: anyone), "starting" (prompt()
        # called, not drawn yet: lines wait), "shown" (lines go above the prompt, through
        # its own loop).  Output from other threads (a network table) needs it; local play
        # writes only between prompts and in a hotkey's answer.
        self._terminal = threading.Lock()
        self._state = "free"
        self._loop: Any = None
        self._writing = False  # inside _above: the prompt is off the screen
        self._interrupted = False
        if screen is not None:
            screen.detour = self._detour
        self.session: PromptSession[str] = PromptSession(
            PROMPT,
            lexer=SimpleLexer("class:typed"),
            style=Style.from_dict(PROMPT_STYLE),
            key_bindings=self._bindings(),
            complete_while_typing=False,
            enable_history_search=False,
            **session_args,  # type: ignore[arg-type]
        )
        self.session.app.ttimeoutlen = 0.05  # Escape acts in 50 ms, not 500

    def _bindings(self) -> KeyBindings:
        from prompt_toolkit.filters import Condition
        from prompt_toolkit.key_binding import KeyBindings, KeyPressEvent

        bindings = KeyBindings()
        empty = Condition(lambda: not self.session.default_buffer.text)

        def on_key(event: KeyPressEvent) -> None:
            self._on_key(event.data, event.current_buffer.insert_text)

        for key in BOUND_KEYS + "".join(GREEK_KEYS):
            bindings.add(key, filter=empty)(on_key)

        @bindings.add("escape", eager=True)
        def _stop(event: KeyPressEvent) -> None:
            self._stop_speech()

        return bindings

    def _on_key(self, key: str, insert: Callable[[str], None]) -> None:
        """One key pressed on an empty line: a hotkey, or the start of a word."""
        armed, self._armed = self._armed, None
        handler = self._handler
        if armed is not None and time.monotonic() - armed[1] <= WORD_SECONDS:
            start = armed[0] + key
            if any(word.startswith(start) for word in self._words):
                self._stop_speech()  # the player is typing, not listening
                insert(start)
                return
        if key in GREEK_KEYS and not any(word.startswith(key) for word in self._words):
            key = GREEK_KEYS[key]  # a key pressed on the Greek layout
        if handler is not None and key in self._keys:
            if any(word.startswith(key) for word in self._words):
                self._armed = (key, time.monotonic())
            self._above(lambda: self._answer(handler, key))
        else:
            insert(key)

    def _answer(self, handler: HotkeyHandler, key: str) -> None:
        handler(key)
        if self._screen is not None:  # while the prompt is off the screen; never sleeping
            self._screen.flush_ready()

    def _above(self, write: Callable[[], None]) -> None:
        """In the prompt's loop: take the prompt off the screen, let ``write`` write, and
        have the prompt drawn again below, all in this one call.  prompt_toolkit's
        run_in_terminal awaits between those steps, so an Enter could be taken in between:
        the typed line was then drawn twice, or the lines ran on from it.  A prompt already
        taking its line is left alone; read() writes what waits once it has ended."""
        app = self.session.app
        if app.is_done:
            return
        app.renderer.erase()
        self._writing = True
        try:
            write()
        finally:
            self._writing = False
            app.renderer.reset()
            app.invalidate()

    # -- the terminal, shared with other threads ---------------------------------------------

    def _detour(self, flush: Callable[[], None]) -> bool:
        """ScreenBuffer's question: may it write now?  (See ``_state``.)"""
        with self._terminal:
            if self._state == "free" or self._writing:
                return False
            if self._state == "starting":
                return True  # ``_shown`` writes them once the prompt is drawn
            try:
                self._loop.call_soon_threadsafe(self._above, flush)
            except RuntimeError:  # that prompt's loop has closed: it is gone
                return False
            return True

    def _shown(self) -> None:
        """The prompt's pre-run, in its loop: lines that waited go above it; an interrupt
        that came while it started ends it at once.  Keys typed between two prompts were
        echoed by the terminal where the next line was to begin; the prompt takes them as
        typed ahead and shows them itself, so the echo is wiped first (every line the
        program writes ends its line, so nothing else is on it)."""
        import asyncio

        output = self.session.app.output
        output.write_raw("\r")
        output.erase_end_of_line()
        output.flush()
        with self._terminal:
            self._state, self._loop = "shown", asyncio.get_running_loop()
            interrupted = self._interrupted
        if interrupted:
            self.session.app.exit(exception=EOFError)
        elif self._screen is not None:
            self._loop.call_soon(self._above, self._screen.flush_ready)

    def _flush(self) -> None:
        if self._screen is not None:
            self._screen.flush()

    def set_hotkeys(
        self, handler: HotkeyHandler | None, keys: str, words: Iterable[str] = ()
    ) -> None:
        self._handler, self._keys = handler, keys
        self._words, self._armed = tuple(fold(w) for w in words if len(w) > 1), None

    def interrupt(self) -> None:
        app = self.session.app
        with self._terminal:
            self._interrupted = True
            if self._state != "shown":
                return  # read() or _shown() sees the flag
            with contextlib.suppress(RuntimeError):  # the prompt's loop has just closed
                # As Control D would: the prompt ends with EOFError, read() gives None.
                self._loop.call_soon_threadsafe(
                    lambda: app.exit(exception=EOFError) if app.is_running else None
                )

    def cancel_interrupt(self) -> None:
        with self._terminal:
            self._interrupted = False

    def read(self) -> str | None:
        self._flush()
        with self._terminal:
            if self._interrupted:  # once: the reader goes on serving (the menu, after a table)
                self._interrupted = False
                return None
            self._state = "starting"
        try:
            return self.session.prompt(pre_run=self._shown)
        except EOFError:  # Control D on an empty line, or interrupt()
            return None
        except KeyboardInterrupt as exc:  # Control C: stop, saying whether it is saved
            from access_cards.console.stopping import Stop

            raise Stop() from exc
        finally:
            with self._terminal:
                self._state, self._loop, self._interrupted = "free", None, False
            self._flush()  # what waited while the prompt ended
