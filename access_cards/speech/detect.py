"""Is a screen reader running?  Used by ``auto`` mode (DESIGN.md §6).

Windows: accessible_output2's first active output, if it is not a system
voice (SAPI5 is always active).  macOS: a VoiceOver process.  Linux: an Orca
(or Fenrir) process of this user; accessible_output2 cannot see Orca.
"""

from __future__ import annotations

import contextlib
import importlib
import io
import os
import platform
import subprocess
from pathlib import Path

__all__ = ["linux_reader", "mac_reader", "running_reader", "windows_reader"]

LINUX_READERS = ("orca", "fenrir")


def running_reader(system: str | None = None) -> str | None:
    """The name of the running screen reader, or None."""
    system = system or platform.system()
    if system == "Windows":
        return windows_reader()
    if system == "Darwin":
        return mac_reader()
    if system == "Linux":
        return linux_reader()
    return None


def windows_reader() -> str | None:
    """NVDA, JAWS… as accessible_output2 sees them."""
    try:
        with contextlib.redirect_stdout(io.StringIO()), contextlib.redirect_stderr(io.StringIO()):
            auto = importlib.import_module("accessible_output2.outputs.auto").Auto()
            output = auto.get_first_available_output()
    except Exception:  # a broken install is "no reader", not a crash
        return None
    if output is None or output.is_system_output():
        return None
    return str(output.name)


def mac_reader() -> str | None:
    """VoiceOver, if its process runs."""
    try:
        done = subprocess.run(["pgrep", "-x", "VoiceOver"], capture_output=True, check=False)
    except OSError:
        return None
    return "VoiceOver" if done.returncode == 0 else None


def linux_reader(proc: Path = Path("/proc")) -> str | None:
    """Orca or Fenrir, if a process of that name belongs to this user."""
    uid = os.getuid()
    for entry in _entries(proc):
        name = _process_name(entry)
        if name in LINUX_READERS and _owner(entry) == uid:
            return name
    return None


def _entries(proc: Path) -> list[Path]:
    try:
        return [p for p in proc.iterdir() if p.name.isdigit()]
    except OSError:
        return []


def _process_name(entry: Path) -> str:
    """The command name; for a Python program (Fenrir) the script's name."""
    try:
        comm = (entry / "comm").read_text().strip()
        if not comm.startswith("python"):
            return comm
        args = (entry / "cmdline").read_bytes().split(b"\0")
    except OSError:  # the process ended while we looked
        return ""
    scripts = [Path(a.decode(errors="replace")).name for a in args[1:3]]
    return next((s for s in scripts if s in LINUX_READERS), comm)


def _owner(entry: Path) -> int:
    try:
        return entry.stat().st_uid
    except OSError:
        return -1
