"""Where a table's bots think: in the event loop, in a thread, or in worker processes.

The event loop must stay free for every other table, but handing a decision elsewhere costs
too: a thread switch (and Python's GIL, so a thread only moves work aside, it does not add a
core), or a round trip of the bot and its view to a process (a few hundred microseconds of
pickling).  King's and Khmer's bots decide in tens of microseconds, Las Vegas's ``normal`` in
milliseconds (docs/performance.md).  So each kind of bot (game and level) is timed as it plays:
quick ones think in the loop itself (giving the loop back after each decision, so a table of
bots alone never holds it), slow ones in a worker process when the server has some
(``bot_workers``), else in a thread.

The workers are shared fairly (``FairShare``): decisions wait in one line per *owner* (the
address that opened the table) and the owners take turns, so a thousand tables of one
address wait behind each other, not in front of everyone else's.
"""

from __future__ import annotations

import asyncio
import logging
import multiprocessing
import time
from collections import OrderedDict, deque
from collections.abc import Awaitable, Callable
from concurrent.futures import BrokenExecutor, Executor, ProcessPoolExecutor
from typing import Any, TypeVar

from access_cards.bots.base import Bot
from access_cards.engine.events import Event
from access_cards.net.table import Table

__all__ = ["INLINE_SECONDS", "FairShare", "Thinking"]

T = TypeVar("T")

log = logging.getLogger(__name__)

# A decision quicker than this (on average) is made in the event loop: handing it elsewhere
# would cost more than it takes.
INLINE_SECONDS = 0.0003
SMOOTHING = 0.2  # weight of the newest decision in each kind's average
THREADS = 2  # decisions in threads at once when there are no workers (the GIL shares one core)


class FairShare:
    """At most ``slots`` jobs at once; waiting jobs are taken from their owners in turn
    (each owner's own jobs in order)."""

    def __init__(self, slots: int) -> None:
        self.slots = max(1, slots)
        self.busy = 0
        self.waiting: OrderedDict[str, deque[asyncio.Future[None]]] = OrderedDict()

    async def run(self, owner: str, job: Callable[[], Awaitable[T]]) -> T:
        """Run ``job`` once a slot is ours."""
        if self.busy < self.slots and not self.waiting:
            self.busy += 1
        else:
            await self._turn(owner)
        try:
            return await job()
        finally:
            self.busy -= 1
            self._next()

    async def _turn(self, owner: str) -> None:
        turn: asyncio.Future[None] = asyncio.get_running_loop().create_future()
        self.waiting.setdefault(owner, deque()).append(turn)
        try:
            await turn
        except asyncio.CancelledError:
            if turn.done() and not turn.cancelled():  # given a slot just as it was cancelled
                self.busy -= 1
                self._next()
            raise

    def _next(self) -> None:
        """Give free slots to the owners next in turn."""
        while self.busy < self.slots and self.waiting:
            owner, line = self.waiting.popitem(last=False)
            turn = line.popleft()
            if line:
                self.waiting[owner] = line  # at the back: the others go first
            if not turn.done():
                self.busy += 1
                turn.set_result(None)


def choose(bot: Bot, view: dict[str, Any]) -> tuple[str, Bot, float]:
    """The bot's choice, the bot as it is after choosing (from a worker process, a copy
    whose memory may have changed), and the time it took."""
    start = time.perf_counter()
    text = bot.choose(view)
    return text, bot, time.perf_counter() - start


class Thinking:
    """Runs the bot to move of a table; see the module docstring."""

    def __init__(self, workers: int = 0) -> None:
        self.pool: Executor | None = None
        if workers > 0:
            # Not fork: the server's process has threads (a console hosting a table, its
            # prompt), and a forked child would inherit their locks mid-use.
            context = multiprocessing.get_context("forkserver")
            self.pool = ProcessPoolExecutor(workers, mp_context=context)
        self.share = FairShare(workers if workers > 0 else THREADS)
        self.cost: dict[tuple[str, str], float] = {}  # (game, level) → seconds, smoothed

    async def step(self, table: Table, owner: str = "") -> list[Event]:
        """The bot to move chooses and plays: the events it caused.  ``owner``: whose turn
        it waits for when it thinks elsewhere (see the module docstring)."""
        seat, bot, view = table.bot_turn()
        kind = (table.game, table.seats[seat].level or "stand-in")
        expected = self.cost.get(kind)
        if expected is not None and expected < INLINE_SECONDS:
            text, bot, took = choose(bot, view)
            await asyncio.sleep(0)  # the loop is everyone's: let others in between moves
        else:
            text, bot, took = await self.share.run(owner, lambda: self._away(bot, view))
        previous = self.cost.get(kind, took)
        self.cost[kind] = previous + SMOOTHING * (took - previous)
        return table.bot_move(seat, bot, text)

    async def _away(self, bot: Bot, view: dict[str, Any]) -> tuple[str, Bot, float]:
        if self.pool is not None:
            return await self._elsewhere(bot, view)
        return await asyncio.to_thread(choose, bot, view)

    async def _elsewhere(self, bot: Bot, view: dict[str, Any]) -> tuple[str, Bot, float]:
        """In a worker process; if the workers cannot be had (a daemon process may have
        none, a worker was killed), in a thread from now on: a table never stops for it."""
        assert self.pool is not None
        try:
            return await asyncio.get_running_loop().run_in_executor(self.pool, choose, bot, view)
        except (OSError, RuntimeError, AssertionError, BrokenExecutor) as exc:
            log.warning("bot worker processes unavailable (%s): bots think in threads", exc)
            self.close()
            self.pool = None
            return await asyncio.to_thread(choose, bot, view)  # the same bot, seeded alike

    def close(self) -> None:
        """Stop the worker processes (what they were doing is not waited for)."""
        if self.pool is not None:
            self.pool.shutdown(wait=False, cancel_futures=True)
