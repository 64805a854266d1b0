"""Where a table's bots think: in the event loop, in a thread, or in worker processes.

The event loop must stay free for every other table, but handing a decision elsewhere costs
too: a thread switch (and Python's GIL, so a thread only moves work aside, it does not add a
core), or a round trip of the bot and its view to a process (a few hundred microseconds of
pickling).  King's and Khmer's bots decide in tens of microseconds, Las Vegas's ``normal`` in
milliseconds (docs/performance.md).  So each kind of bot (game and level) is timed as it plays:
quick ones think in the loop itself, slow ones in a worker process when the server has some
(``bot_workers``), else in a thread.
"""

from __future__ import annotations

import asyncio
import logging
import multiprocessing
import time
from concurrent.futures import BrokenExecutor, Executor, ProcessPoolExecutor
from typing import Any

from access_cards.bots.base import Bot
from access_cards.engine.events import Event
from access_cards.net.table import Table

__all__ = ["INLINE_SECONDS", "Thinking"]

log = logging.getLogger(__name__)

# A decision quicker than this (on average) is made in the event loop: handing it elsewhere
# would cost more than it takes.
INLINE_SECONDS = 0.0003
SMOOTHING = 0.2  # weight of the newest decision in each kind's average


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
        self.cost: dict[tuple[str, str], float] = {}  # (game, level) → seconds, smoothed

    async def step(self, table: Table) -> list[Event]:
        """The bot to move chooses and plays: the events it caused."""
        seat, bot, view = table.bot_turn()
        kind = (table.game, table.seats[seat].level or "stand-in")
        expected = self.cost.get(kind)
        if expected is not None and expected < INLINE_SECONDS:
            text, bot, took = choose(bot, view)
        elif self.pool is not None:
            text, bot, took = await self._elsewhere(bot, view)
        else:
            text, bot, took = await asyncio.to_thread(choose, bot, view)
        previous = self.cost.get(kind, took)
        self.cost[kind] = previous + SMOOTHING * (took - previous)
        return table.bot_move(seat, bot, text)

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
