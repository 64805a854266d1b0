"""A server's saves (``net/saving.py``): never waited for by a table, never behind by more
than the write under way, the newest state always the one left on the disk."""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest

from access_cards.net import saving
from access_cards.net.saving import Saver
from access_cards.net.table import Table, load_table


def a_table() -> Table:
    table = Table("SAVEME", "king", ["remote", "bot:easy", "bot:easy", "bot:easy"], seed=3)
    table.sit("ann")
    table.start()
    return table


def step(table: Table) -> None:
    if table.bot_to_move():
        table.bot_step()
    else:
        seat = table.state.current_player
        assert seat is not None
        table.act(seat, table.seq, table.state.view(seat)["legal_actions"][0])


def test_changes_during_a_write_make_one_more_write_of_the_newest(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    written: list[int] = []
    real = saving._write

    def slow_write(path: Path, text: str) -> None:
        written.append(len(text))
        real(path, text)

    monkeypatch.setattr(saving, "_write", slow_write)
    table, saver = a_table(), Saver(tmp_path)

    async def play() -> None:
        for _ in range(60):  # sixty changes, each asking for a save at once
            step(table)
            saver.soon(table)
        await saver.flush()

    asyncio.run(play())
    saver.close()
    assert 1 <= len(written) < 60  # the changes made during a write were written together
    kept = load_table(saver.path(table.code))
    assert (kept.seq, kept.state.to_json()) == (table.seq, table.state.to_json())  # the newest


def test_a_finished_table_leaves_no_save_and_now_waits_for_the_disk(tmp_path: Path) -> None:
    table, saver = a_table(), Saver(tmp_path)

    async def play() -> None:
        await saver.now(table)
        assert load_table(saver.path(table.code)).seq == table.seq  # there once it returns
        while not table.state.is_over:
            step(table)
            saver.soon(table)
        await saver.flush()

    asyncio.run(play())
    saver.close()
    assert not saver.path(table.code).exists()
    assert not saver.writing and not saver.again
