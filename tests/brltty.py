"""A private BRLTTY with a virtual braille display, for tests of the b key's display path.

BRLTTY's Virtual driver (``-b vr``) waits on a Unix socket for "the display":
this helper connects there, says how many cells it has (``cells 20``) and
reads what BRLTTY writes to it (``Braille "125|1| |3456"``).  No screen
driver (``-x no``), no speech (``-s no``), settings and state files in the
test's folder, and BrlAPI on a local TCP port (``$BRLAPI_HOST``), so nothing is
written under /var/lib/BrlAPI and no user's BRLTTY is reached.
"""

from __future__ import annotations

import contextlib
import os
import shutil
import signal
import socket
import subprocess
import threading
import time
from pathlib import Path
from types import TracebackType

__all__ = ["NOWHERE", "PrivateBrltty", "cells_of"]

TCP_BASE = 4101  # BrlAPI's TCP port for host "name:N" is 4101 + N
# A BrlAPI host nobody serves: a Unix socket number no BRLTTY uses (/var/lib/BrlAPI/99999).
NOWHERE = ":99999"


def cells_of(dots: str) -> str:
    """``125|1| |3456`` (the Virtual driver's dots) as Unicode braille."""
    return "".join(
        chr(0x2800 + sum(1 << (int(d) - 1) for d in cell.strip())) for cell in dots.split("|")
    )


class PrivateBrltty:
    """``with PrivateBrltty(tmp_path, width=20) as brl: ... brl.host, brl.shown()``.

    With ``display=False`` no display connects: BRLTTY runs, and BrlAPI
    answers with a display of no cells.
    """

    def __init__(self, root: Path, *, width: int = 20, display: bool = True) -> None:
        self.root = root
        self.width = width if display else 0
        self.with_display = display
        self.host = ""
        self._proc: subprocess.Popen[bytes] | None = None
        self._display: socket.socket | None = None
        self._lines: list[str] = []
        self._cond = threading.Condition()

    def start(self, timeout: float = 10.0) -> None:
        """Start BRLTTY and connect the virtual display; RuntimeError says why not."""
        exe = shutil.which("brltty")
        if exe is None:
            raise RuntimeError("brltty is not installed")
        for folder in ("writable", "updatable"):
            (self.root / folder).mkdir(parents=True, exist_ok=True)
        port = _free_port()
        self.host = f"127.0.0.1:{port - TCP_BASE}"
        vr = self.root / "vr.sock"
        with open(self.root / "brltty.log", "wb") as out:
            self._proc = subprocess.Popen(
                [exe, "-n", "-e", "-q", "-f", "/dev/null", "-F", "/dev/null",
                 "-b", "vr", "-d", f"server:{vr}", "-x", "no", "-s", "no",
                 "-A", f"host={self.host},auth=none", "-P", str(self.root / "brltty.pid"),
                 "-W", str(self.root / "writable"), "-U", str(self.root / "updatable")],
                stdin=subprocess.DEVNULL, stdout=out, stderr=subprocess.STDOUT,
                cwd=self.root, start_new_session=True,
            )  # fmt: skip
        if self.with_display:
            self._display = self._connect(vr, timeout)
            self._display.sendall(f"cells {self.width}\n".encode())
            threading.Thread(target=self._read, name="virtual braille display", daemon=True).start()
        if not self._wait_for_server(timeout):
            self.stop()
            log = (self.root / "brltty.log").read_text(errors="replace")[-300:]
            raise RuntimeError(f"brltty's BrlAPI server did not answer: {log.strip()}")

    def shown(self) -> str:
        """The cells the display shows now, as Unicode braille."""
        with self._cond:
            return self._last()

    def wait_for(self, wanted: str, timeout: float = 5.0) -> bool:
        """Wait until the display shows ``wanted`` at its start (cells as Unicode braille)."""
        with self._cond:
            return self._cond.wait_for(lambda: self._last().startswith(wanted), timeout)

    def wait_for_other(self, unwanted: str, timeout: float = 5.0) -> bool:
        """Wait until the display no longer starts with ``unwanted``."""
        with self._cond:
            return self._cond.wait_for(lambda: not self._last().startswith(unwanted), timeout)

    def refresh(self) -> None:
        """Press the display's refresh key: BRLTTY redraws it, unless a client holds it."""
        if self._display is not None:
            self._display.sendall(b"Refresh\n")

    def stop(self) -> None:
        """Close the display and end BRLTTY (it may not heed SIGTERM while it waits)."""
        display, self._display = self._display, None
        if display is not None:
            display.close()
        proc, self._proc = self._proc, None
        if proc is None:
            return
        proc.send_signal(signal.SIGTERM)
        try:
            proc.wait(timeout=2.0)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait()

    def __enter__(self) -> PrivateBrltty:
        self.start()
        return self

    def __exit__(
        self,
        kind: type[BaseException] | None,
        value: BaseException | None,
        trace: TracebackType | None,
    ) -> None:
        self.stop()

    def _last(self) -> str:
        return cells_of(self._lines[-1]) if self._lines else ""

    def _connect(self, path: Path, timeout: float) -> socket.socket:
        deadline = time.monotonic() + timeout
        while True:
            if self._proc is not None and self._proc.poll() is not None:
                raise RuntimeError(f"brltty ended at once: {self._log_tail()}")
            sock = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
            try:
                sock.connect(str(path))
                return sock
            except OSError:
                sock.close()
            if time.monotonic() > deadline:
                self.stop()
                raise RuntimeError(f"brltty's virtual display did not appear: {self._log_tail()}")
            time.sleep(0.05)

    def _wait_for_server(self, timeout: float) -> bool:
        """BrlAPI answers and has the display's size."""
        import brlapi  # type: ignore[import-not-found]

        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            with contextlib.suppress(Exception):
                connection = brlapi.Connection(self.host.encode(), b"none")
                size = connection.displaySize
                connection.closeConnection()
                if size[0] == self.width:
                    return True
            time.sleep(0.05)
        return False

    def _read(self) -> None:
        display = self._display
        if display is None:
            return
        with contextlib.suppress(OSError), display.makefile("rb") as lines:
            for raw in lines:
                text = raw.decode(errors="replace").strip()
                if text.startswith("Braille "):
                    with self._cond:
                        self._lines.append(text.removeprefix("Braille ").strip('"'))
                        self._cond.notify_all()

    def _log_tail(self) -> str:
        try:
            return (self.root / "brltty.log").read_text(errors="replace")[-300:].strip()
        except OSError:
            return "no output"


def _free_port() -> int:
    """A local TCP port nothing listens on now, at least TCP_BASE (BrlAPI counts from there)."""
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as s:
        s.bind(("127.0.0.1", 0))
        port: int = s.getsockname()[1]
    if port < TCP_BASE:
        raise RuntimeError(f"no usable local port (got {port})")
    return port


def available() -> bool:
    """BRLTTY and BrlAPI's Python module are both installed."""
    if shutil.which("brltty") is None:
        return False
    try:
        import brlapi  # noqa: F401
    except ImportError:
        return False
    return os.name == "posix"
