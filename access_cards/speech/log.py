"""The speech log: one JSON object per utterance, one line each (DESIGN.md §4).

Every line is flushed as soon as it is written, so a test can read the log
while the program runs and a killed process loses nothing already said.
"""

from __future__ import annotations

import json
import os
import threading
from collections.abc import Mapping
from typing import Any

__all__ = ["SpeechLog"]


class SpeechLog:
    """Appends ``{"seq", "time", "channel", "text", "event", "printed"}`` lines."""

    def __init__(self, path: str | os.PathLike[str]) -> None:
        # Appending, with seq going on from the lines already there: a speaker
        # made anew for the same file (the menu does, when settings change)
        # continues the log instead of destroying or renumbering it.
        self._seq = _count_lines(path)
        self._file = open(path, "a", encoding="utf-8", buffering=1)  # noqa: SIM115
        self._lock = threading.Lock()

    def write(
        self,
        time: float,
        channel: str,
        text: str,
        event: Mapping[str, Any] | None,
        printed: bool,
    ) -> None:
        """Append one utterance; ``time`` is seconds since the speaker started."""
        with self._lock:
            if self._file.closed:
                return
            self._seq += 1
            record = {
                "seq": self._seq,
                "time": round(time, 3),
                "channel": channel,
                "text": text,
                "event": None if event is None else dict(event),
                "printed": printed,
            }
            # default=str: a stray non-JSON value must not silence the game.
            self._file.write(json.dumps(record, ensure_ascii=False, default=str) + "\n")
            self._file.flush()

    def close(self) -> None:
        with self._lock:
            self._file.close()


def _count_lines(path: str | os.PathLike[str]) -> int:
    try:
        with open(path, "rb") as f:
            return sum(1 for _ in f)
    except FileNotFoundError:
        return 0
