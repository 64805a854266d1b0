"""The message history: every utterance, walkable back and forth.

Lines come in groups: everything said in answer to one key or command (a
reply of several lines, or a move with the bots' answers and "Your turn").
``last`` gives the whole last group, which is what "repeat" should say;
``older`` and ``newer`` walk line by line, and after a repeat they walk on
from what was repeated: the first step back gives the message before it, not
the same one again.

A line may be marked as the start of an event's sentences.  The blind-fair
variant repeats the last action only (``last_event``): the last event's
sentences and what followed them in their group ("Your turn"), never a
question's answer given since, and never the cards of a trick gathered before.

Lines that tell the table (``told``: the events' sentences and "Your turn", not
the answers to the player's questions) are what ``since_turn`` says again: what
has happened since the player's turn last ended, in every variant (issue 25),
and nothing older.
"""

from __future__ import annotations

__all__ = ["WALKS", "History"]

# The commands that read the history back, in the order the help names them.
WALKS = ("repeat", "back", "forward", "oldest", "newest")


class History:
    """Utterances in order, with a cursor for the older/newer keys."""

    def __init__(self, limit: int = 2000) -> None:
        self.items: list[str] = []
        self.limit = limit
        self.cursor = 0  # index of the message last read back; len(items) = none
        self._group_start = 0  # index in items of the first line of the last group
        self._open = False  # whether the next line joins the last group
        # The last event's lines: from its first sentence to the end of its group.
        self._event_start: int | None = None
        self._event_end = 0
        self._event_open = False  # whether the last event's group is still growing
        self._told: list[bool] = []  # for each line: whether it tells the table
        self._dropped = 0  # lines forgotten at the oldest end, in all
        self._since = 0  # the line (counted from the first ever) after the player's turn

    @property
    def said(self) -> int:
        """How many lines have been recorded in all, those forgotten since included."""
        return self._dropped + len(self.items)

    def add(self, text: str, *, event_start: bool = False, told: bool = False) -> None:
        """Record a new utterance; the cursor returns to the newest end.  ``told``: it tells
        the table (an event, whose turn it is), for ``since_turn``."""
        if not self._open:
            self._group_start = len(self.items)
            self._open = True
            self._event_open = False
        if event_start:
            self._event_start = len(self.items)
            self._event_open = True
        self.items.append(text)
        self._told.append(told)
        if self._event_open:
            self._event_end = len(self.items)
        if len(self.items) > self.limit:
            self._drop(len(self.items) - self.limit)
        self.cursor = len(self.items)

    def _drop(self, count: int) -> None:
        """Forget the ``count`` oldest lines, keeping the marks on the lines that stay."""
        del self.items[:count]
        del self._told[:count]
        self._dropped += count
        self._group_start = max(0, self._group_start - count)
        if self._event_start is not None:
            self._event_start = max(0, self._event_start - count)
            self._event_end = max(0, self._event_end - count)

    def turn_ended(self, after: int) -> None:
        """The player's turn has ended with line number ``after`` (counted as ``said``
        counts): the lines told from there on are what happened since."""
        self._since = after

    def since_turn(self) -> list[str]:
        """The lines that told the table since the player's turn last ended (since the
        start while it has not); the cursor moves to the first of them."""
        start = max(0, self._since - self._dropped)
        told = [i for i in range(start, len(self.items)) if self._told[i]]
        if told:
            self.cursor = told[0]
        return [self.items[i] for i in told]

    def close_group(self) -> None:
        """The next utterance starts a new group."""
        self._open = False

    def last_group(self) -> list[str]:
        """The lines of the last group, without moving the cursor."""
        return self.items[self._group_start :]

    def last(self, *, last_event_only: bool = False) -> str | None:
        """What "repeat" says: the last group as one text (with ``last_event_only``, the
        last event's lines instead, when there was an event).  The cursor moves to its
        first line, so that the next step back gives the message before it."""
        start, end = self._group_start, len(self.items)
        event = self._event_start
        if last_event_only and event is not None and event < self._event_end:
            start, end = event, self._event_end
        if start >= end:
            return None
        self.cursor = start
        return " ".join(self.items[start:end])

    def step(self, name: str, *, last_event_only: bool = False) -> tuple[str | None, bool]:
        """One of the history commands by name: repeat, back, forward, oldest or newest;
        (text, at an end already).  Text is None while nothing has been said."""
        if name == "repeat":
            return self.last(last_event_only=last_event_only), False
        if name == "oldest":
            return self.oldest(), False
        if name == "newest":
            return self.newest(), False
        if name == "back":
            return self.older()
        if name == "forward":
            return self.newer()
        raise ValueError(f"unknown history command {name!r}")

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
