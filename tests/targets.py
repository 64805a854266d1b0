"""Output targets the file tests write to, each made by the test in its own temporary folder.

Named pipes, ptys, symbolic and hard links are created here and only here; nothing touches a
real device or a system file.  A full disk is a child process under RLIMIT_FSIZE.
"""

from __future__ import annotations

import contextlib
import os
import stat
import subprocess
import sys
import threading
import tty
from collections.abc import Callable
from pathlib import Path
from typing import Any

PYTHON = sys.executable
# A child that cannot make a file bigger than LIMIT bytes: writes past it fail with EFBIG
# (SIGXFSZ ignored), which is what a full disk looks like to the writer.
FULL_DISK = (
    "import resource, signal, sys\n"
    "signal.signal(signal.SIGXFSZ, signal.SIG_IGN)\n"
    "limit = int(sys.argv.pop(1))\n"
    "resource.setrlimit(resource.RLIMIT_FSIZE, (limit, limit))\n"
)


def temporaries(folder: Path) -> list[str]:
    """Names in ``folder`` that look like a temporary file left behind."""
    return sorted(name for name in os.listdir(folder) if name.endswith(".tmp"))


def run_limited(limit: int, code: str, *args: str, **kw: Any) -> subprocess.CompletedProcess[str]:
    """Run ``code`` in a child Python whose files cannot grow past ``limit`` bytes."""
    return subprocess.run(
        [PYTHON, "-c", FULL_DISK + code, str(limit), *args],
        capture_output=True, text=True, timeout=120, check=False, **kw,
    )  # fmt: skip


def run_cli_limited(limit: int, *args: str) -> subprocess.CompletedProcess[str]:
    """``access-cards ARGS`` in a child whose files cannot grow past ``limit`` bytes."""
    code = "from access_cards.cli import main\nsys.exit(main(sys.argv[1:]))\n"
    return run_limited(limit, code, *args)


class FifoReader:
    """A named pipe in ``folder`` and a thread that reads it to the end."""

    def __init__(self, folder: Path, name: str = "pipe") -> None:
        self.path = folder / name
        os.mkfifo(self.path)
        self._chunks: list[bytes] = []
        self._thread = threading.Thread(target=self._read, daemon=True)
        self._thread.start()

    def _read(self) -> None:
        with open(self.path, "rb") as pipe:  # waits for a writer
            while chunk := pipe.read(65536):
                self._chunks.append(chunk)

    def received(self, timeout: float = 20.0) -> bytes:
        """Everything written, once the writer closed; b"" if no writer ever came."""
        self._thread.join(timeout)
        if self._thread.is_alive():
            # Nobody opened the pipe for writing: open and close it so the reader ends.
            fd = os.open(self.path, os.O_WRONLY | os.O_NONBLOCK)
            os.close(fd)
            self._thread.join(timeout)
        return b"".join(self._chunks)


class Pty:
    """A pseudo-terminal: the program writes to ``path`` (the slave), the test reads the master."""

    def __init__(self) -> None:
        self.master, self.slave = os.openpty()
        tty.setraw(self.slave)  # no "\n" → "\r\n": bytes arrive as written
        self.path = os.ttyname(self.slave)

    def read(self, size: int, timeout: float = 20.0) -> bytes:
        """The first ``size`` bytes written (fewer if none come for ``timeout`` seconds)."""
        import select

        got = b""
        while len(got) < size:
            ready, _, _ = select.select([self.master], [], [], timeout)
            if not ready:
                break
            got += os.read(self.master, size - len(got))
        return got

    def close(self) -> None:
        """Close both ends, once (a second close could hit a descriptor reused since)."""
        fds, self.master, self.slave = (self.master, self.slave), -1, -1
        for fd in fds:
            if fd >= 0:
                with contextlib.suppress(OSError):
                    os.close(fd)


def finishes(fn: Callable[[], Any], timeout: float = 20.0, release: Callable[[], None] | None = None
             ) -> tuple[bool, Any]:  # fmt: skip
    """Run ``fn`` in a thread: (whether it returned within ``timeout``, its result).

    A call that hangs (reading a pipe, a terminal) is a failed test, not a stuck one:
    ``release`` is then called to set the thread free.
    """
    result: list[Any] = []
    errors: list[BaseException] = []

    def call() -> None:
        try:
            result.append(fn())
        except BaseException as exc:
            errors.append(exc)

    thread = threading.Thread(target=call, daemon=True)
    thread.start()
    thread.join(timeout)
    if thread.is_alive():
        if release is not None:
            release()
        return False, None
    if errors:
        raise errors[0]
    return True, result[0]


def release_fifo(path: Path) -> Callable[[], None]:
    """Something that sets free a thread stuck opening ``path`` for reading."""

    def release() -> None:
        with contextlib.suppress(OSError):
            os.close(os.open(path, os.O_WRONLY | os.O_NONBLOCK))

    return release


# -- a table of targets: each makes one in a folder and returns (path, received) ----------
# ``received()`` checks that the target is still what it was (a link a link, a pipe a pipe,
# the mode kept) and returns what was written to it.

Target = Callable[[Path], tuple[str, Callable[[], bytes]]]


def new_file(tmp: Path) -> tuple[str, Callable[[], bytes]]:
    path = tmp / "new.txt"
    return str(path), path.read_bytes


def private_file(tmp: Path) -> tuple[str, Callable[[], bytes]]:
    path = tmp / "secret.txt"
    path.write_text("old")
    path.chmod(0o600)

    def received() -> bytes:
        assert stat.S_IMODE(path.stat().st_mode) == 0o600
        return path.read_bytes()

    return str(path), received


def symlink_to_file(tmp: Path) -> tuple[str, Callable[[], bytes]]:
    real, link = tmp / "real.txt", tmp / "link.txt"
    real.write_text("old")
    link.symlink_to(real)

    def received() -> bytes:
        assert link.is_symlink() and os.readlink(link) == str(real)
        return real.read_bytes()

    return str(link), received


def dangling_symlink(tmp: Path) -> tuple[str, Callable[[], bytes]]:
    real, link = tmp / "later.txt", tmp / "link.txt"
    link.symlink_to(real)

    def received() -> bytes:
        assert link.is_symlink()
        return real.read_bytes()

    return str(link), received


def hard_link(tmp: Path) -> tuple[str, Callable[[], bytes]]:
    first, second = tmp / "a.txt", tmp / "b.txt"
    first.write_text("old content, longer than the new one " * 200)
    os.link(first, second)

    def received() -> bytes:
        assert first.samefile(second)
        return second.read_bytes()

    return str(first), received


def named_pipe(tmp: Path) -> tuple[str, Callable[[], bytes]]:
    reader = FifoReader(tmp)

    def received() -> bytes:
        got = reader.received()
        assert stat.S_ISFIFO(os.lstat(reader.path).st_mode)  # still the pipe
        return got

    return str(reader.path), received


def pty_slave(tmp: Path) -> tuple[str, Callable[[], bytes]]:
    term = Pty()

    def received() -> bytes:
        try:
            assert stat.S_ISCHR(os.stat(term.path).st_mode)
            return term.read(1 << 20, timeout=1.0)
        finally:
            term.close()

    return term.path, received


TARGETS: list[Target] = [new_file, private_file, symlink_to_file, dangling_symlink, hard_link,
                         named_pipe, pty_slave]  # fmt: skip
