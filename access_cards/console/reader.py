"""Where typed lines come from: standard input (plain mode) or a prompt_toolkit prompt.

The interactive reader binds the one-key commands, which act only while the
input line is empty (typed commands always work), and Escape to stop speech.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Callable, Iterator
from typing import TYPE_CHECKING, TextIO

if TYPE_CHECKING:
    from prompt_toolkit.key_binding import KeyBindings

__all__ = ["PROMPT", "LineReader", "PlainReader", "PromptReader"]

# A short fixed prompt with no trailing space: a late-arriving space made
# Orca speak the first typed key twice.
PROMPT = ">"
HotkeyHandler = Callable[[str], None]


class LineReader:
    """One line at a time; None at the end of input."""

    def read(self) -> str | None:
        raise NotImplementedError

    def set_hotkeys(self, handler: HotkeyHandler | None, keys: str) -> None:
        """Send single keys pressed on an empty line to ``handler`` (if supported)."""


class PlainReader(LineReader):
    """Plain mode: one command per line from a stream, no prompt, no hotkeys."""

    def __init__(self, stream: TextIO | None = None) -> None:
        self.lines: Iterator[str] = iter(stream if stream is not None else sys.stdin)

    def read(self) -> str | None:
        try:
            return next(self.lines).rstrip("\r\n")
        except StopIteration:
            return None


class PromptReader(LineReader):
    """A prompt_toolkit ``PromptSession``: line-oriented, nothing on screen but the prompt."""

    def __init__(self, stop_speech: Callable[[], None], **session_args: object) -> None:
        # Nothing answers cursor-position requests in some terminals and test
        # harnesses; the line-oriented prompt does not need them.
        os.environ.setdefault("PROMPT_TOOLKIT_NO_CPR", "1")
        from prompt_toolkit import PromptSession

        self._handler: HotkeyHandler | None = None
        self._keys = ""
        self.session: PromptSession[str] = PromptSession(
            PROMPT,
            key_bindings=self._bindings(stop_speech),
            complete_while_typing=False,
            enable_history_search=False,
            **session_args,  # type: ignore[arg-type]
        )
        self.session.app.ttimeoutlen = 0.05  # Escape acts in 50 ms, not 500

    def _bindings(self, stop_speech: Callable[[], None]) -> KeyBindings:
        from prompt_toolkit.application import run_in_terminal
        from prompt_toolkit.filters import Condition
        from prompt_toolkit.key_binding import KeyBindings, KeyPressEvent

        bindings = KeyBindings()
        empty = Condition(lambda: not self.session.default_buffer.text)

        def on_key(event: KeyPressEvent) -> None:
            key = event.key_sequence[0].key
            handler = self._handler
            if handler is not None and isinstance(key, str) and key in self._keys:
                run_in_terminal(lambda: handler(key))
            else:
                event.current_buffer.insert_text(event.data)

        for key in "hftoswaru,.<>?123456789":
            bindings.add(key, filter=empty)(on_key)

        @bindings.add("escape", eager=True)
        def _stop(event: KeyPressEvent) -> None:
            stop_speech()

        return bindings

    def set_hotkeys(self, handler: HotkeyHandler | None, keys: str) -> None:
        self._handler, self._keys = handler, keys

    def read(self) -> str | None:
        try:
            return self.session.prompt()
        except (EOFError, KeyboardInterrupt):
            return None
