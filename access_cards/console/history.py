"""The message history: every utterance, walkable back and forth.

Lines come in groups: everything said in answer to one key or command (a
reply of several lines, or a move with the bots' answers and "Your turn").
``last`` gives the whole last group, which is what "repeat" should say;
``older`` and ``newer`` walk line by line.
"""

from __future__ import annotations

__all__ = ["History"]


class History:
    """Utterances in order, with a cursor for the older/newer keys."""

    def __init__(self, limit: int = 2000) -> None:
        self.items: list[str] = []
        self.limit = limit
        self.cursor = 0  # index of the message last read back; len(items) = none
        self._group_start = 0  # index in items of the first line of the last group
        self._open = False  # whether the next line joins the last group

    def add(self, text: str) -> None:
        """Record a new utterance; the cursor returns to the newest end."""
        if not self._open:
            self._group_start = len(self.items)
            self._open = True
        self.items.append(text)
        if len(self.items) > self.limit:
            dropped = len(self.items) - self.limit
            del self.items[:dropped]
            self._group_start = max(0, self._group_start - dropped)
        self.cursor = len(self.items)

    def close_group(self) -> None:
        """The next utterance starts a new group."""
        self._open = False

    def last(self) -> str | None:
        """The last group of utterances, as one text."""
        return " ".join(self.items[self._group_start :]) if self.items else None

    def older(self) -> tuple[str | None, bool]:
        """One step back; (text, at the oldest already)."""
        if not self.items:
            return None, True
        edge = self.cursor <= 0
        self.cursor = max(0, self.cursor - 1)
        return self.items[self.cursor], edge

    def newer(self) -> tuple[str | None, bool]:
        """One step forward; (text, at the newest already)."""
        if not self.items:
            return None, True
        edge = self.cursor >= len(self.items) - 1
        self.cursor = min(len(self.items) - 1, self.cursor + 1)
        return self.items[self.cursor], edge

    def oldest(self) -> str | None:
        """Jump to the first utterance."""
        self.cursor = 0
        return self.items[0] if self.items else None

    def newest(self) -> str | None:
        """Jump to the last utterance."""
        self.cursor = max(0, len(self.items) - 1)
        return self.items[-1] if self.items else None
