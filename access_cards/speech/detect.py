"""Is a screen reader running?  Used by ``auto`` mode (DESIGN.md §6).

Windows: accessible_output2's first active output, if it is not a system
voice (SAPI5 is always active).  macOS: a VoiceOver process.  Linux: an Orca
(or Fenrir) process of this user; accessible_output2 cannot see Orca.

Also, on Linux, what the speech-dispatcher backend needs to know about the
user's default server: where its socket and pid file are, when a process
started, and how many clients are connected to a socket (from /proc).
"""

from __future__ import annotations

import contextlib
import importlib
import io
import os
import platform
import subprocess
import time
from pathlib import Path

__all__ = [
    "boot_seconds",
    "linux_reader",
    "mac_reader",
    "process_alive",
    "process_name",
    "process_started",
    "running_reader",
    "socket_clients",
    "speechd_pid_file",
    "speechd_socket",
    "windows_reader",
]

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


# -- speech-dispatcher's default server ------------------------------------------


def _speechd_runtime_dir() -> Path:
    """``$XDG_RUNTIME_DIR/speech-dispatcher``, where the server and its client library look.

    Without XDG_RUNTIME_DIR both fall back to the cache directory.
    """
    base = (
        os.environ.get("XDG_RUNTIME_DIR")
        or os.environ.get("XDG_CACHE_HOME")
        or str(Path.home() / ".cache")
    )
    return Path(base) / "speech-dispatcher"


def speechd_socket() -> Path:
    """The socket the speechd client library uses when given no address."""
    legacy = os.environ.get("SPEECHD_SOCKET")  # deprecated, still honoured by the library
    return Path(legacy) if legacy else _speechd_runtime_dir() / "speechd.sock"


def speechd_pid_file() -> Path:
    """Where a server started without ``-P`` (as autospawn starts it) writes its pid."""
    return _speechd_runtime_dir() / "pid" / "speech-dispatcher.pid"


def boot_seconds() -> float:
    """Now, on the clock of ``process_started`` (seconds since boot)."""
    return time.clock_gettime(getattr(time, "CLOCK_BOOTTIME", time.CLOCK_MONOTONIC))


def _stat_fields(pid: int, proc: Path) -> list[str]:
    """/proc/PID/stat after the command name (which may hold spaces); [] if unreadable."""
    try:
        return (proc / str(pid) / "stat").read_text().rsplit(")", 1)[1].split()
    except (OSError, IndexError):
        return []


def process_started(pid: int, proc: Path = Path("/proc")) -> float | None:
    """When process ``pid`` started, in seconds since boot; None if it is not there."""
    fields = _stat_fields(pid, proc)
    if len(fields) < 20:
        return None
    return int(fields[19]) / os.sysconf("SC_CLK_TCK")  # field 22 of stat: starttime


def process_alive(pid: int, proc: Path = Path("/proc")) -> bool:
    """Running, not a zombie waiting to be reaped."""
    fields = _stat_fields(pid, proc)
    return bool(fields) and fields[0] != "Z"


def process_name(pid: int, proc: Path = Path("/proc")) -> str:
    """The command name of ``pid`` ("" if it is gone)."""
    try:
        return (proc / str(pid) / "comm").read_text().strip()
    except OSError:
        return ""


def socket_clients(path: Path, proc: Path = Path("/proc")) -> int | None:
    """How many connections a server listening at ``path`` has accepted and holds open.

    Each accepted connection shows in /proc/net/unix with the listening
    socket's path and state 03 (connected); None when that cannot be read.
    """
    try:
        lines = (proc / "net" / "unix").read_text().splitlines()[1:]
    except OSError:
        return None
    # Num RefCount Protocol Flags Type St Inode Path: the path may hold spaces.
    rows = [line.split(maxsplit=7) for line in lines]
    return sum(1 for r in rows if len(r) == 8 and r[5] == "03" and r[7] == str(path))
