"""Taking a seat back by oneself after the connection to the server is lost.

A player who loses the connection (a network blip, a server restarted) should not have to
find the window, type the command again and remember the code: the console connects again
and joins with its seat's token, with growing pauses, until the table answers or
``RECONNECT_SECONDS`` pass.  The server keeps a dropped player's seat (and its ``takeover``
bot stands in after a while), so coming back is the same ``join`` the console first sent.
A table that refuses the seat (``no_seat``: the host removed this player, or the seat was
taken up elsewhere) or whose match is over is not waited for: ``last`` tells which.
"""

from __future__ import annotations

import itertools
import threading
import time
from collections.abc import Callable

__all__ = ["RECONNECT_SECONDS", "Rejoiner"]

RECONNECT_SECONDS = 300.0  # long enough for a server restart or a router coming back
ANSWER_SECONDS = 10.0  # for the table to answer a join
PAUSES = (1.0, 2.0, 4.0, 8.0)  # between attempts, then the last one again
# A seat refused (gone, removed, taken up elsewhere) or a match over: waiting changes nothing.
HOPELESS = ("no_seat", "match_over")


class Rejoiner:
    """Connects again (``connect``) and sends ``join``; the session tells it the table's
    answer (``answered``); ``give_up`` is called if no attempt works in time."""

    def __init__(
        self,
        connect: Callable[[], None],
        join: Callable[[], None],
        give_up: Callable[[], None],
        seconds: float = RECONNECT_SECONDS,
    ) -> None:
        self.connect = connect
        self.join = join
        self.give_up = give_up
        self.seconds = seconds
        self.stopped = False
        self.last: str | None = None  # the table's last answer (why it gave up)
        self._answer: str | None = None
        self._answered = threading.Event()

    def start(self) -> None:
        """Begin trying, in a thread of its own."""
        self.stopped = False
        threading.Thread(target=self._run, daemon=True, name="rejoin").start()

    def stop(self) -> None:
        """Stop trying (the player left, or the console is closing)."""
        self.stopped = True
        self._answered.set()

    def answered(self, code: str) -> None:
        """The table's answer to the join: ``table``, or an error code."""
        self._answer = code
        self._answered.set()

    def _run(self) -> None:
        deadline = time.monotonic() + self.seconds
        for attempt in itertools.count():
            if self.stopped:
                return
            answer = self.last = self._attempt()
            if answer == "table" or self.stopped:
                return
            pause = PAUSES[min(attempt, len(PAUSES) - 1)]
            if answer in HOPELESS or time.monotonic() + pause > deadline:
                break
            time.sleep(pause)
        if not self.stopped:
            self.give_up()

    def _attempt(self) -> str | None:
        """One connection and join; the answer, or None if the server was not reached."""
        self._answered.clear()
        self._answer = None
        try:
            self.connect()
        except Exception:  # any failure to reach the server: the next attempt will tell
            return None
        self.join()
        self._answered.wait(ANSWER_SECONDS)
        return self._answer
