"""Writing a server's tables to disk without holding anyone up.

Each write is atomic and synced (``files.write_file``), so a disk may take milliseconds per
save; a table's task must not wait for it, or the next move at that table waits too, and
under load the waiting piles up.  So the table's text is taken at once (a consistent picture,
in the event loop) and written by a small pool of writer threads of its own; while a table's
write is under way, later changes only mark it, and the newest state is written next.  A
burst of moves (a person's and the bots' answers) costs one or two writes, and what is on the
disk is never more than one write behind.  ``flush`` waits for every write (before the server
stops, or when a host asks to save).
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import stat
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

from access_cards.files import write_file
from access_cards.net.protocol import CODE_PATTERN
from access_cards.net.table import Table

__all__ = ["Saver"]

log = logging.getLogger(__name__)

WRITERS = 4  # threads writing at once: enough for a slow disk, few for the GIL


class Saver:
    """Saves tables in ``folder`` (see the module docstring)."""

    def __init__(self, folder: Path) -> None:
        self.folder = folder
        self._pool: ThreadPoolExecutor | None = None
        self.writing: dict[str, asyncio.Task[None]] = {}  # code → its write under way
        self.again: set[str] = set()  # tables changed while being written

    @property
    def pool(self) -> ThreadPoolExecutor:
        """The writer threads (made when first needed, again after ``close``)."""
        if self._pool is None:
            self._pool = ThreadPoolExecutor(WRITERS, thread_name_prefix="table-save")
        return self._pool

    def path(self, code: str) -> Path:
        return self.folder / f"{code}.json"

    def soon(self, table: Table) -> None:
        """Save ``table`` as it stands, without waiting (a finished one: remove its save)."""
        if table.code in self.writing:
            self.again.add(table.code)
            return
        task = asyncio.get_running_loop().create_task(self._writes(table))
        self.writing[table.code] = task

    async def now(self, table: Table) -> None:
        """Save ``table`` and wait until it is on the disk; OSError if it cannot be."""
        await self.flush(table.code)
        text = table.to_json()
        await asyncio.get_running_loop().run_in_executor(
            self.pool, _write, self.path(table.code), text
        )

    async def forget(self, code: str) -> None:
        """Remove table ``code``'s save (after any write of it under way)."""
        await self.flush(code)
        await asyncio.get_running_loop().run_in_executor(self.pool, _forget, self.path(code))

    def sweep(self, days: float, keep: set[str]) -> int:
        """Remove the saves nobody came back to for ``days`` (a thread's work: it reads the
        folder), except those of tables in ``keep``; how many went."""
        before = time.time() - days * 86400
        gone = 0
        with contextlib.suppress(OSError):
            for path in self.folder.glob("*.json"):
                if path.stem in keep or not CODE_PATTERN.fullmatch(path.stem):
                    continue  # a table in memory, or a file this server did not name
                with contextlib.suppress(OSError):
                    info = path.lstat()
                    if stat.S_ISREG(info.st_mode) and info.st_mtime < before:
                        path.unlink()
                        gone += 1
        return gone

    async def flush(self, code: str | None = None) -> None:
        """Wait for the writes under way (of one table, or of all)."""
        tasks = [task for key, task in self.writing.items() if code in (None, key)]
        await asyncio.gather(*tasks, return_exceptions=True)

    def close(self) -> None:
        """End the writer threads (after ``flush``: nothing is left to write)."""
        if self._pool is not None:
            self._pool.shutdown(wait=True)
            self._pool = None

    async def _writes(self, table: Table) -> None:
        loop = asyncio.get_running_loop()
        try:
            while True:
                self.again.discard(table.code)
                path = self.path(table.code)
                if table.state.is_over:
                    await loop.run_in_executor(self.pool, _forget, path)
                else:
                    try:
                        await loop.run_in_executor(self.pool, _write, path, table.to_json())
                    except OSError as exc:
                        log.warning("cannot save table %s: %s", table.code, exc)
                if table.code not in self.again:
                    return
        finally:
            del self.writing[table.code]


def _write(path: Path, text: str) -> None:
    """Write atomically (the project's own writer: the old save or the new, never half)."""
    write_file(path, text, make_folders=True)


def _forget(path: Path) -> None:
    """Remove a finished table's save: a regular file this server wrote (a link or anything
    else put there is left alone)."""
    with contextlib.suppress(OSError):
        if path.is_file() and not path.is_symlink():
            path.unlink()
