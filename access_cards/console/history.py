"""The message history: every utterance, walkable back and forth.

Lines come in groups: everything said in answer to one key or command (a
reply of several lines, or a move with the bots' answers and "Your turn").
``last`` gives the whole last group, which is what "repeat" should say;
``older`` and ``newer`` walk line by line.  A line may be marked as the start of
an event's sentences, so that the blind-fair variant can repeat only the last
event and what followed it, not the cards of a trick gathered since.
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
        self._event_start = 0  # index of the last line that began an event's sentences
        self._open = False  # whether the next line joins the last group

    def add(self, text: str, *, event_start: bool = False) -> None:
        """Record a new utterance; the cursor returns to the newest end."""
        if not self._open:
            self._group_start = self._event_start = len(self.items)
            self._open = True
        if event_start:
            self._event_start = len(self.items)
        self.items.append(text)
        if len(self.items) > self.limit:
            dropped = len(self.items) - self.limit
            del self.items[:dropped]
            self._group_start = max(0, self._group_start - dropped)
            self._event_start = max(0, self._event_start - dropped)
        self.cursor = len(self.items)

    def close_group(self) -> None:
        """The next utterance starts a new group."""
        self._open = False

    def last(self, *, last_event_only: bool = False) -> str | None:
        """The last group of utterances as one text; with ``last_event_only``, only
        from the last event's first sentence on."""
        start = self._event_start if last_event_only else self._group_start
        return " ".join(self.items[start:]) if self.items else None

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
