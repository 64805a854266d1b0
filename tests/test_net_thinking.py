"""Where bots think (``net/thinking.py``): in the loop, a thread or a worker process, a bot
makes exactly the choices it makes in place, and each kind of bot is timed."""

from __future__ import annotations

import asyncio

import pytest

from access_cards.net.table import Table
from access_cards.net.thinking import INLINE_SECONDS, Thinking

SPECS = {
    "lasvegas": ["remote", "bot:normal", "bot:hard"],
    "king": ["remote", "bot:normal", "bot:easy", "bot:normal"],
}


def played(game: str, step: Thinking | None) -> list[tuple[int, int, str]]:
    """A match with the person playing their first legal move and bots moved by ``step``
    (a table's own ``bot_step``, or ``Thinking.step``): its log."""
    table = Table("ABCD", game, SPECS[game], {"hands": 2} if game == "lasvegas" else {}, seed=5)
    table.sit("ann")
    table.start()

    async def run() -> None:
        while not table.state.is_over:
            if table.bot_to_move():
                if step is None:
                    table.bot_step()
                else:
                    await step.step(table)
                continue
            seat = table.state.current_player
            assert seat is not None
            legal = [a for a in table.state.view(seat)["legal_actions"] if a != "concede"]
            table.act(seat, table.seq, legal[0])

    asyncio.run(run())
    return table.log


@pytest.mark.parametrize("workers", [0, 1])
def test_bots_choose_alike_wherever_they_think(workers: int) -> None:
    thinking = Thinking(workers)
    try:
        for game in SPECS:
            assert played(game, thinking) == played(game, None)
    finally:
        thinking.close()
    kinds = set(thinking.cost)
    assert {("lasvegas", "normal"), ("lasvegas", "hard"), ("king", "normal")} <= kinds
    # King's bots decide in microseconds: after the first, they think in the loop itself.
    assert thinking.cost[("king", "easy")] < INLINE_SECONDS
    assert thinking.cost[("lasvegas", "hard")] > INLINE_SECONDS
