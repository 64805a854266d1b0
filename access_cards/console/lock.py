"""One running program per saved match: an advisory lock held while a match is open.

Two programs playing one save would overwrite each other's moves, and two new
matches started in the same second could pick the same file name.  Each open
match therefore holds an exclusive, non-blocking lock on a small lock file kept
in the program's own folder (never beside a save the player named elsewhere),
named after the save's real path.  The operating system drops the lock when the
process ends, however it ends, so a killed program never leaves a match locked.
"""

from __future__ import annotations

import contextlib
import hashlib
import os
import time
from pathlib import Path
from types import TracebackType

__all__ = ["MatchLock", "is_locked"]

try:  # POSIX
    import fcntl

    def _try_lock(fd: int) -> bool:
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except OSError:
            return False
        return True

except ImportError:  # Windows: msvcrt locks a byte range instead
    import msvcrt

    def _try_lock(fd: int) -> bool:
        try:
            msvcrt.locking(fd, msvcrt.LK_NBLCK, 1)  # type: ignore[attr-defined]
        except OSError:
            return False
        return True


# The lock files this program holds: a match it plays itself is not "in use elsewhere".
_HELD: set[Path] = set()


def _lock_path(save: Path, folder: Path) -> Path:
    """The lock file of ``save``: one name per real path, so a link shares the lock."""
    real = os.path.realpath(save)
    digest = hashlib.sha256(os.fsencode(real)).hexdigest()[:24]
    return folder / f"{digest}.lock"


class MatchLock:
    """``MatchLock(save, folder).acquire()`` → whether this program now holds the match."""

    def __init__(self, save: Path, folder: Path) -> None:
        self.save = save
        self.path = _lock_path(save, folder)
        self._fd: int | None = None

    @property
    def held(self) -> bool:
        return self._fd is not None

    def acquire(self, wait: float = 0.0) -> bool:
        """Take the lock, trying for up to ``wait`` seconds; False if another program
        holds it (a menu only glancing at the lock holds it for an instant)."""
        deadline = time.monotonic() + wait
        while not self._try_once():
            if time.monotonic() >= deadline:
                return False
            time.sleep(0.02)
        return True

    def _try_once(self) -> bool:
        if self._fd is not None:
            return True
        self.path.parent.mkdir(parents=True, exist_ok=True)
        while True:
            fd = os.open(self.path, os.O_RDWR | os.O_CREAT, 0o600)
            if not _try_lock(fd):
                os.close(fd)
                return False
            # The holder before us may have removed the file after we opened it:
            # then our lock is on a name nobody else will open; take a fresh one.
            if _same_file(fd, self.path):
                self._fd = fd
                _HELD.add(self.path)
                return True
            os.close(fd)

    def release(self, *, remove: bool = False) -> None:
        """Let go; ``remove`` deletes the lock file first (the match is finished)."""
        if self._fd is None:
            return
        if remove:
            with contextlib.suppress(OSError):  # Windows cannot remove an open file
                self.path.unlink(missing_ok=True)  # removed while held: see acquire
        os.close(self._fd)
        self._fd = None
        _HELD.discard(self.path)

    def __enter__(self) -> MatchLock:
        return self

    def __exit__(
        self,
        kind: type[BaseException] | None,
        error: BaseException | None,
        trace: TracebackType | None,
    ) -> None:
        self.release()


def _same_file(fd: int, path: Path) -> bool:
    try:
        on_disk = os.stat(path)
    except FileNotFoundError:
        return False
    mine = os.fstat(fd)
    return (mine.st_dev, mine.st_ino) == (on_disk.st_dev, on_disk.st_ino)


def is_locked(save: Path, folder: Path) -> bool:
    """Whether another program holds ``save`` open right now."""
    probe = MatchLock(save, folder)
    if probe.path in _HELD or not probe.path.exists():
        return False
    try:
        if probe.acquire():
            probe.release()
            return False
    except OSError:
        return False
    return True
