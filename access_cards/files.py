"""Writing where the player asked without harming what is there, and reading small files.

``write_file`` puts a document where it was asked for: a new path or a regular file is
replaced whole or not at all (a temporary file beside it, flushed, renamed over it); a
symbolic link is written through, to the file it names, and stays a link; a file with
several hard links is rewritten in place, so the links stay one file; a device, a pipe, a
terminal or ``-`` (standard output) is written directly and never replaced.  Every failure
is one ``FileError`` with a kind and the path, which the caller says as one sentence
(``FileError.sentence``).  Nothing here creates a folder unless the caller asks, and only
the program's own folders (saves, settings, the labels folder of the menu) should.
"""

from __future__ import annotations

import contextlib
import errno
import io
import os
import re
import stat
import sys
import time
from collections.abc import Callable
from pathlib import Path

__all__ = [
    "KINDS",
    "STDOUT",
    "FileError",
    "FileTooLargeError",
    "NotRegularFileError",
    "check_target",
    "clear_stale_temporaries",
    "file_error",
    "is_stream",
    "read_regular_file",
    "read_small_file",
    "same_as_stdout",
    "temporary_name",
    "write_all",
    "write_file",
]

STDOUT = "-"
# Why a file could not be written; each has the message "file-KIND" in locales/*/files.ftl.
KINDS = ("empty", "folder", "no-folder", "no-permission", "read-only", "no-space", "failed")
# Kinds that are a wrong path rather than a failed write (a usage error on the command line).
PATH_KINDS = frozenset({"empty", "folder", "no-folder"})
# A temporary file of ours: .NAME.PID.tmp, or .NAME.PID-N.tmp when that name was taken.
TEMPORARY = re.compile(r"\.(?P<name>.+)\.(?P<pid>[0-9]{1,10})(?:-[0-9]+)?\.tmp")
MAX_STEM_BYTES = 200  # NAME in a temporary name: the whole name must fit in 255 bytes
_ERRNO_KINDS = {
    errno.ENOSPC: "no-space",
    getattr(errno, "EDQUOT", errno.ENOSPC): "no-space",
    errno.EFBIG: "no-space",  # a file size limit: no more room for this file
    errno.EACCES: "no-permission",
    errno.EPERM: "no-permission",
    errno.EROFS: "read-only",
    errno.EISDIR: "folder",
    errno.ENOENT: "no-folder",  # the folder went away while we wrote
    errno.ENOTDIR: "no-folder",
}
_OPEN = os.O_NOCTTY | getattr(os, "O_CLOEXEC", 0)  # never adopt a terminal as ours


class FileError(OSError):
    """A file that cannot be written or opened: ``kind`` (one of KINDS) says why.

    An OSError, so code that catches OSError still catches it; ``sentence`` words
    it for the player and ``bad_path`` tells a wrong path from a failed write.
    """

    def __init__(self, kind: str, path: str, reason: str = "") -> None:
        if kind not in KINDS:
            raise ValueError(f"unknown file error kind {kind!r}")
        super().__init__(f"{path}: {reason or kind}")
        self.kind = kind
        self.path = path
        self.reason = reason  # the system's own words, in English; empty if none
        # For code that words an OSError by its strerror (English, no path in it).
        self.strerror = reason or kind.replace("-", " ")

    @property
    def msg_id(self) -> str:
        """The Fluent message that says this error."""
        return f"file-{self.kind}"

    @property
    def bad_path(self) -> bool:
        """Whether the path itself is wrong (empty, a folder, no such folder)."""
        return self.kind in PATH_KINDS

    def sentence(self, t: Callable[..., str]) -> str:
        """The error in the player's language; ``t(msg_id, **values)`` translates."""
        from access_cards.narration.speakable import spoken_name

        # The file's name, said: its folders would be heard as "slash home slash".
        where = t("file-standard-output") if self.path == STDOUT else spoken_name(self.path)
        return t(self.msg_id, path=where, reason=self.reason)


def file_error(exc: OSError, path: str) -> FileError:
    """``exc`` as a FileError about ``path`` (a FileError is returned as it is)."""
    if isinstance(exc, FileError):
        return exc
    kind = _ERRNO_KINDS.get(exc.errno or 0, "failed")
    return FileError(kind, path, exc.strerror or str(exc))


# -- writing -------------------------------------------------------------------


def write_file(
    path: str | os.PathLike[str],
    data: str | bytes,
    *,
    make_folders: bool = False,
    private: bool = False,
) -> None:
    """Write ``data`` to ``path`` as the module docstring says; FileError if it cannot be.

    Text is written as UTF-8 with its line ends untouched (a BRF's CRLF stays CRLF).
    ``make_folders``: create missing folders on the way, for the program's own files
    only.  ``private``: the file is readable and writable by its owner alone (mode
    0600), a new one and one replaced alike, for secrets.  A failed write leaves the old
    file and no temporary file behind.  A reader of standard output that went away is
    still BrokenPipeError, for the command line.
    """
    name = os.fspath(path)
    raw = data.encode("utf-8") if isinstance(data, str) else data
    if not name:
        raise FileError("empty", name)
    if name == STDOUT or same_as_stdout(name):
        _write_stdout(raw)
        return
    try:
        _write_path(name, raw, make_folders, private)
    except FileError:
        raise
    except OSError as exc:
        raise file_error(exc, name) from exc


def check_target(path: str | os.PathLike[str]) -> str:
    """``path`` as a string if a file could go there; FileError if it plainly cannot.

    Catches an empty path, a folder and a missing folder without opening or creating
    anything, so a command can refuse before doing its work.
    """
    name = os.fspath(path)
    if not name:
        raise FileError("empty", name)
    if name == STDOUT:
        return name
    try:
        info = _stat(name)
        if info is not None and stat.S_ISDIR(info.st_mode):
            raise FileError("folder", name)
        if info is None and not os.path.isdir(_folder(_follow_links(name))):
            raise FileError("no-folder", name)
    except FileError:
        raise
    except OSError as exc:
        raise file_error(exc, name) from exc
    return name


def is_stream(path: str | os.PathLike[str]) -> bool:
    """Whether ``path`` is written directly: ``-``, standard output, a device or a pipe.

    Such a target takes one document: nothing can be numbered after it.
    """
    name = os.fspath(path)
    if name == STDOUT or same_as_stdout(name):
        return True
    try:
        mode = os.stat(name).st_mode
    except (OSError, ValueError):
        return False
    return not (stat.S_ISREG(mode) or stat.S_ISDIR(mode))


def same_as_stdout(name: str) -> bool:
    """Whether ``name`` is where standard output already goes (/dev/stdout and the like)."""
    try:
        return _same(os.stat(name), os.fstat(sys.stdout.fileno()))
    except (OSError, ValueError, AttributeError):  # no real descriptor (a test's capture)
        return False


def _write_path(name: str, raw: bytes, make_folders: bool, private: bool = False) -> None:
    info = _stat(name)
    if info is not None:
        if stat.S_ISDIR(info.st_mode):
            raise FileError("folder", name)
        if not stat.S_ISREG(info.st_mode):
            _write_direct(name, raw)
            return
        if info.st_nlink > 1:
            _write_in_place(name, raw)
            return
    real = _follow_links(name)
    if info is not None and not _same(_stat(real), info):
        # A link that names no path we can rename onto (a deleted file behind
        # /proc/self/fd/N): only the open file itself can be written.
        _write_in_place(name, raw)
        return
    folder = _folder(real)
    if make_folders:
        os.makedirs(folder, exist_ok=True)
    elif not os.path.isdir(folder):
        raise FileError("no-folder", name)
    try:
        _replace(real, raw, info, private)
    except PermissionError:
        if info is None:
            raise
        # A folder we may not add to (or a sticky one) holding a file we may write:
        # the player asked for this file, so it is written in place.
        _write_in_place(real, raw)


def _replace(real: str, raw: bytes, old: os.stat_result | None, private: bool = False) -> None:
    """Write a temporary file beside ``real``, flush it, rename it over ``real`` (a
    ``private`` one stays 0600 whatever the old file's mode was)."""
    folder, base = _folder(real), os.path.basename(real)
    fd, tmp = _create_temporary(folder, base, private=private or old is not None)
    try:
        try:
            if old is not None and not private:
                _keep_owner_and_mode(fd, old)
            write_all(fd, raw)
            os.fsync(fd)
        finally:
            os.close(fd)
        os.replace(tmp, real)
    except BaseException:
        _remove(tmp)  # never leave a half-written temporary file behind
        raise
    _sync_folder(folder)


def temporary_name(base: str, pid: int, n: int = 1) -> str:
    """``.BASE.PID.tmp`` (``.BASE.PID-N.tmp`` for the Nth try): what TEMPORARY matches."""
    stem = os.fsdecode(os.fsencode(base)[:MAX_STEM_BYTES])
    return f".{stem}.{pid}.tmp" if n == 1 else f".{stem}.{pid}-{n}.tmp"


def _create_temporary(folder: str, base: str, *, private: bool) -> tuple[int, str]:
    # Private (0600) until the old file's mode is copied: its content may be secret.
    # O_EXCL: a name already there, whoever made it, is never opened, only skipped.
    flags = os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_NOFOLLOW", 0) | _OPEN
    for n in range(1, 100):
        tmp = os.path.join(folder, temporary_name(base, os.getpid(), n))
        try:
            return os.open(tmp, flags, 0o600 if private else 0o666), tmp
        except FileExistsError:
            continue
    raise FileExistsError(errno.EEXIST, os.strerror(errno.EEXIST), folder)


def _keep_owner_and_mode(fd: int, old: os.stat_result) -> None:
    """Give the new file the old one's permission bits, and its owner when root."""
    if hasattr(os, "fchown"):
        # Not root, and not in the old file's group: the new one stays ours.
        with contextlib.suppress(OSError):
            os.fchown(fd, old.st_uid if os.geteuid() == 0 else -1, old.st_gid)
    os.fchmod(fd, stat.S_IMODE(old.st_mode) & 0o777)


def _write_direct(name: str, raw: bytes) -> None:
    """A device, pipe or terminal: opened as it is, written, never truncated or replaced."""
    fd = os.open(name, os.O_WRONLY | _OPEN)
    try:
        write_all(fd, raw)
    finally:
        os.close(fd)


def _write_in_place(name: str, raw: bytes) -> None:
    """Rewrite a regular file's content, keeping the file itself (its hard links)."""
    fd = os.open(name, os.O_WRONLY | _OPEN)
    try:
        _reserve(fd, len(raw))  # a full disk fails here, before the old content is touched
        write_all(fd, raw)
        os.ftruncate(fd, len(raw))
        os.fsync(fd)
    finally:
        os.close(fd)


def _reserve(fd: int, size: int) -> None:
    if size == 0 or not hasattr(os, "posix_fallocate"):
        return
    try:
        os.posix_fallocate(fd, 0, size)
    except OSError as exc:
        if exc.errno not in (errno.EINVAL, errno.EOPNOTSUPP, errno.ENODEV):
            raise  # a file system that cannot reserve space is still written


def write_all(fd: int, raw: bytes) -> None:
    """Write all of ``raw`` to the descriptor ``fd`` (a write may take only part)."""
    view = memoryview(raw)
    while view:
        written = os.write(fd, view)
        if written <= 0:  # a device that takes nothing would loop forever
            raise OSError(errno.EIO, os.strerror(errno.EIO))
        view = view[written:]


def _write_stdout(raw: bytes) -> None:
    """Write to standard output, unbuffered, so a failure leaves nothing to flush at exit."""
    if sys.stdout is None:  # started with standard output closed
        raise FileError("failed", STDOUT, os.strerror(errno.EBADF))
    try:
        sys.stdout.flush()  # what was printed before comes first
        buffer = sys.stdout.buffer
        # Under python -u (PYTHONUNBUFFERED) the buffer is the raw file itself, whose
        # write may take only part of the data: it is looped over like the raw one.
        plain = buffer if isinstance(buffer, io.RawIOBase) else getattr(buffer, "raw", None)
        if plain is None:  # an in-memory stream (a test's capture)
            buffer.write(raw)
            buffer.flush()
            return
        buffer.flush()
        view = memoryview(raw)
        while view:
            written = plain.write(view)
            if not written:  # None: a non-blocking stdout that is full
                raise OSError(errno.EAGAIN, os.strerror(errno.EAGAIN))
            view = view[written:]
    except BrokenPipeError:
        raise
    except OSError as exc:
        raise file_error(exc, STDOUT) from exc


def _sync_folder(folder: str) -> None:
    # The rename itself is only durable once the folder entry is on disk.
    if not hasattr(os, "O_DIRECTORY"):
        return
    try:
        fd = os.open(folder, os.O_RDONLY | os.O_DIRECTORY)
    except OSError:
        return  # the file is written; a folder we cannot open cannot be synced either
    try:
        os.fsync(fd)
    except OSError:
        pass  # some file systems cannot sync a folder; the rename is done
    finally:
        os.close(fd)


# -- paths -----------------------------------------------------------------------


def _stat(name: str) -> os.stat_result | None:
    """``os.stat`` following links; None if nothing is there."""
    try:
        return os.stat(name)
    except FileNotFoundError:
        return None


def _same(a: os.stat_result | None, b: os.stat_result | None) -> bool:
    return a is not None and b is not None and (a.st_dev, a.st_ino) == (b.st_dev, b.st_ino)


def _folder(name: str) -> str:
    return os.path.dirname(name) or "."


def _follow_links(name: str) -> str:
    """Where a chain of symbolic links ends (the last part of the path only: the rename
    happens inside whatever folder the rest of the path leads to)."""
    current = name
    for _ in range(40):
        try:
            target = os.readlink(current)
        except (OSError, ValueError):  # not a link, or nothing there
            return current
        current = os.path.join(os.path.dirname(current), target)
    raise FileError("failed", name, os.strerror(errno.ELOOP))


def _remove(path: str) -> None:
    with contextlib.suppress(OSError):
        os.unlink(path)


# -- reading ---------------------------------------------------------------------


class NotRegularFileError(OSError):
    """The path is a folder, a pipe, a device or a terminal: nothing to read whole."""


class FileTooLargeError(OSError):
    """The file is larger than the caller's limit."""


def read_small_file(path: str | os.PathLike[str], limit: int) -> bytes | None:
    """The bytes of ``path`` if it is a regular file of at most ``limit`` bytes, else None."""
    try:
        return read_regular_file(path, limit)
    except (OSError, ValueError):
        return None


def read_regular_file(path: str | os.PathLike[str], limit: int) -> bytes:
    """The bytes of ``path``, a regular file of at most ``limit`` bytes.

    Opened without blocking and checked before reading: a named pipe or a terminal
    would wait forever, and a device such as /dev/zero never ends.  Raises OSError
    (NotRegularFileError, FileTooLargeError, or the system's own, such as
    FileNotFoundError) when it cannot be read so.
    """
    fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | _OPEN)
    try:
        info = os.fstat(fd)
        if not stat.S_ISREG(info.st_mode):
            raise NotRegularFileError(f"{os.fspath(path)} is not a regular file")
        if info.st_size > limit:
            raise FileTooLargeError(f"{os.fspath(path)} is over {limit} bytes")
        # One buffered read, as the saves were read before: a loop of os.read calls here
        # made a thread writing saves wait a second a save while another thread read them.
        with os.fdopen(fd, "rb", closefd=False) as handle:
            data = handle.read(limit + 1)
        if len(data) > limit:  # it grew while we read
            raise FileTooLargeError(f"{os.fspath(path)} is over {limit} bytes")
        return data
    finally:
        os.close(fd)


# -- stale temporary files -------------------------------------------------------


def clear_stale_temporaries(folder: str | os.PathLike[str], *, min_age: float = 60.0) -> list[Path]:
    """Delete the temporary files a killed run of this program left in ``folder``.

    For the program's own folders only (saves, settings).  A file goes only if it is
    a regular file named like ours (``.NAME.PID.tmp``), owned by this user, untouched
    for ``min_age`` seconds, and its process is gone; anything else is left alone.
    Returns the files deleted.
    """
    if os.name != "posix":
        return []  # no safe way here to ask whether a process still runs
    try:
        names = os.listdir(folder)
    except OSError:
        return []
    before = time.time() - min_age
    removed = []
    for name in names:
        found = TEMPORARY.fullmatch(name)
        path = os.path.join(folder, name)
        if found is None or not _stale(path, int(found["pid"]), before):
            continue
        try:
            os.unlink(path)
        except OSError:
            continue
        removed.append(Path(path))
    return removed


def _stale(path: str, pid: int, before: float) -> bool:
    try:
        info = os.lstat(path)  # a link is never ours: it is left alone
    except OSError:
        return False
    ours = stat.S_ISREG(info.st_mode) and info.st_uid == os.geteuid()
    return ours and info.st_mtime <= before and not _running(pid)


def _running(pid: int) -> bool:
    """Whether a process ``pid`` may still be running (when unsure, it is)."""
    if pid <= 0 or pid == os.getpid():
        return True  # kill(0) would mean our whole process group
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except (OSError, OverflowError):
        return True  # someone else's process, or a number no process can have
    return True
