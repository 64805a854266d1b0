"""The message history: every utterance, walkable back and forth."""

from __future__ import annotations

__all__ = ["History"]


class History:
    """Utterances in order, with a cursor for the older/newer keys."""

    def __init__(self, limit: int = 2000) -> None:
        self.items: list[str] = []
        self.limit = limit
        self.cursor = 0  # index of the message last read back; len(items) = none

    def add(self, text: str) -> None:
        """Record a new utterance; the cursor returns to the newest end."""
        self.items.append(text)
        if len(self.items) > self.limit:
            del self.items[: len(self.items) - self.limit]
        self.cursor = len(self.items)

    def last(self) -> str | None:
        """The newest utterance."""
        return self.items[-1] if self.items else None

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
        return self.last()
