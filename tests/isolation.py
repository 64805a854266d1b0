"""Keep speech tests' audio side effects inside their temporary folders, and check it.

Any PulseAudio client (espeak-ng, speech-dispatcher's output modules) that finds
no ``XDG_RUNTIME_DIR`` makes ``$HOME/.config/pulse/<machine-id>-runtime``, a link
to a new ``$TMPDIR/pulse-XXXX`` folder.  ``isolate`` points HOME, the XDG folders
and TMPDIR of a test (and of every program it starts) into its own folder;
``pulse_traces`` lists what such a client leaves in the real places, so that the
session can compare before and after.  Nothing here deletes anything.
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest

__all__ = ["isolate", "pulse_traces", "real_places", "trace_changes"]

# (modification, status change) times in ns of one file or folder.
Stamp = tuple[int, int]


def isolate(root: Path, monkeypatch: pytest.MonkeyPatch) -> dict[str, Path]:
    """Point HOME, XDG_*, TMPDIR and PulseAudio's runtime path into ``root``; the folders."""
    places = {
        "HOME": root / "home",
        "XDG_RUNTIME_DIR": root / "run",
        "XDG_CONFIG_HOME": root / "home" / ".config",
        "XDG_CACHE_HOME": root / "home" / ".cache",
        "XDG_DATA_HOME": root / "home" / ".local" / "share",
        "TMPDIR": root / "tmp",
        "PULSE_RUNTIME_PATH": root / "run" / "pulse",
    }
    for name, path in places.items():
        path.mkdir(parents=True, exist_ok=True)
        monkeypatch.setenv(name, str(path))
    places["XDG_RUNTIME_DIR"].chmod(0o700)  # as the real one: servers refuse a shared one
    return places


def _stamp(path: Path) -> Stamp | None:
    try:
        st = path.lstat()  # a link itself, never what it points to
    except OSError:
        return None
    return st.st_mtime_ns, st.st_ctime_ns


def pulse_traces(
    home: Path, config: Path | None = None, tmp: Path = Path("/tmp")
) -> dict[str, Stamp]:
    """PulseAudio's folders in ``tmp`` and its client folder under ``config`` (or
    ``home``/.config), with what is in it, each with its time stamps."""
    found: dict[str, Stamp] = {}
    try:
        candidates = [p for p in tmp.iterdir() if p.name.startswith("pulse-")]
    except OSError:
        candidates = []
    client = (config or home / ".config") / "pulse"
    try:
        candidates += [client, *client.iterdir()]
    except OSError:
        candidates.append(client)
    for path in candidates:
        stamp = _stamp(path)
        if stamp is not None:
            found[str(path)] = stamp
    return found


def trace_changes(before: dict[str, Stamp], after: dict[str, Stamp]) -> list[str]:
    """The traces that appeared or were written to between two ``pulse_traces``."""
    return sorted(path for path, stamp in after.items() if before.get(path) != stamp)


def real_places() -> tuple[Path, Path | None, Path]:
    """HOME, XDG_CONFIG_HOME (if set) and the temporary folder of the suite itself."""
    config = os.environ.get("XDG_CONFIG_HOME")
    tmp = os.environ.get("TMPDIR") or "/tmp"
    return Path.home(), Path(config) if config else None, Path(tmp)
