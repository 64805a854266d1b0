"""Files replaced whole or not at all: saves, settings and label documents."""

from __future__ import annotations

import os
from pathlib import Path

__all__ = ["atomic_write"]


def atomic_write(path: Path, data: str | bytes) -> None:
    """Replace ``path`` with ``data`` so that a crash leaves the old or the new file.

    Text is written as UTF-8 with its line ends untouched (a BRF's CRLF stays CRLF).
    """
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_name(f".{path.name}.{os.getpid()}.tmp")
    raw = data.encode("utf-8") if isinstance(data, str) else data
    try:
        with open(tmp, "wb") as handle:
            handle.write(raw)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(tmp, path)
    except BaseException:
        tmp.unlink(missing_ok=True)  # never leave a half-written temporary file behind
        raise
    _sync_folder(path.parent)


def _sync_folder(folder: Path) -> None:
    # The rename itself is only durable once the folder entry is on disk.
    if hasattr(os, "O_DIRECTORY"):
        fd = os.open(folder, os.O_RDONLY | os.O_DIRECTORY)
        try:
            os.fsync(fd)
        finally:
            os.close(fd)
