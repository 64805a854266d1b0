"""A private speech-dispatcher, for tests, benchmarks and end-to-end runs.

Everything lives under one directory: its configuration, socket, pid file
and logs (the socket may be put elsewhere, e.g. at the user's default path
of a test's own XDG_RUNTIME_DIR).  Audio goes to libao's "null" driver
(chosen through ``$HOME/.libao`` of the server's own HOME), so it runs on
machines without a sound card, and ``LogLevel 5`` writes every text it is
asked to speak to its log.  Its environment (HOME, XDG_*, TMPDIR) points
into that directory too, so neither it nor its audio libraries write
anything outside.  It runs in the foreground (``-s``) as our child; ``stop``
ends it and its output module by process id.
"""

from __future__ import annotations

import contextlib
import html
import os
import re
import shutil
import signal
import socket
import subprocess
import tempfile
import time
from pathlib import Path
from types import TracebackType

__all__ = ["PrivateSpeechDispatcher", "module_messages"]

CONFIG = """\
LogLevel {log_level}
AudioOutputMethod "{audio}"
AddModule "{module}" "sd_{module}" "{module}.conf"
DefaultModule {module}
"""
MODULES_CONFIG = Path("/etc/speech-dispatcher/modules")
# Where Debian's speech-dispatcher looks for its output modules (sd_espeak-ng…).
MODULE_DIRS = (Path("/usr/lib/speech-dispatcher-modules"),
               Path("/usr/local/lib/speech-dispatcher-modules"))  # fmt: skip
# The packages that hold a module, for the reason a test is skipped with.
MODULE_PACKAGES = {"espeak-ng": "speech-dispatcher-espeak-ng"}
ERROR_WORDS = re.compile(r"\b(error|failed|aborting)\b", re.I)
LOG_STAMP = re.compile(r"^\[[^]]*\]\s*(speechd:\s*)?")
QUEUED = re.compile(r"Queueing message \|(.*?)\| with priority (\d+)$", re.M | re.S)
# What the server tells its output module: settings ("language=de" a line), SPEAK, the text.
TO_MODULE = re.compile(r"Command sent to output module: \|(.*?)\| \(\d\)$", re.M | re.S)
SETTING = re.compile(r"^(\w+)=(.*)$")
MAX_SOCKET_PATH = 100  # sun_path holds 108 bytes


class PrivateSpeechDispatcher:
    """``with PrivateSpeechDispatcher(tmp_path) as server: ... server.address``."""

    def __init__(
        self,
        root: str | Path,
        *,
        log_level: int = 5,
        audio: str = "libao",
        module: str = "espeak-ng",
        socket_path: str | Path | None = None,
    ) -> None:
        self.root = Path(root)
        self.log_level = log_level
        self.audio = audio  # another method (e.g. "pulse" with no sound server) makes it mute
        # "espeak-ng" speaks; "dummy" (shipped with the server itself) plays one fixed sound,
        # enough where only a running server matters.
        self.module = module
        self._proc: subprocess.Popen[bytes] | None = None
        self._short_dir: str | None = None
        self._orphans: list[int] = []  # output modules of a killed server
        self.socket_path = Path(socket_path) if socket_path else self._socket_path()

    @property
    def address(self) -> str:
        """The SSIP address for ``SPEECHD_ADDRESS`` or ``speechd_spec(address=…)``."""
        return f"unix_socket:{self.socket_path}"

    @property
    def log_path(self) -> Path:
        return self.root / "log" / "speech-dispatcher.log"

    @property
    def pid(self) -> int | None:
        return None if self._proc is None else self._proc.pid

    def start(self, timeout: float = 10.0) -> None:
        """Start the server and wait for its socket; RuntimeError says why not."""
        exe = shutil.which("speech-dispatcher")
        if exe is None:
            raise RuntimeError("speech-dispatcher is not installed")
        missing = self._missing_module()
        if missing:
            raise RuntimeError(missing)
        home = self._write_config()
        out = open(self.root / "log" / "server.out", "wb")  # noqa: SIM115
        with out:
            self._proc = subprocess.Popen(
                self._argv(exe),
                env=self._env(home),
                stdin=subprocess.DEVNULL,
                stdout=out,
                stderr=subprocess.STDOUT,
                start_new_session=True,  # a Ctrl-C in the terminal is ours to handle
            )
        if not self._wait_ready(timeout):
            self.stop()
            raise RuntimeError(f"speech-dispatcher did not start: {self._errors()}")

    def stop(self) -> None:
        """End the server and its output module (by pid), and wait for them."""
        proc, self._proc = self._proc, None
        if proc is not None:
            children = _children(proc.pid)
            proc.terminate()
            try:
                proc.wait(timeout=3.0)
            except subprocess.TimeoutExpired:
                proc.kill()
                proc.wait()
            self._orphans += children
        for pid in self._orphans:
            _kill_if_alive(pid)
        self._orphans = []
        if self._short_dir is not None:
            shutil.rmtree(self._short_dir, ignore_errors=True)
            self._short_dir = None

    def kill(self) -> None:
        """End the server abruptly (SIGKILL), as a crash would; the module follows."""
        if self._proc is not None:
            self._orphans += _children(self._proc.pid)
            self._proc.kill()
            self._proc.wait()

    def spoken(self) -> list[tuple[str, int]]:
        """Every (text, SSIP priority number) the server queued, in order."""
        try:
            log = self.log_path.read_text(encoding="utf-8", errors="replace")
        except OSError:
            return []
        return [(m.group(1), int(m.group(2))) for m in QUEUED.finditer(log)]

    def module_messages(self) -> list[tuple[str, dict[str, str]]]:
        """Every text the server handed its output module, with the settings in force for
        it (see ``module_messages``)."""
        try:
            log = self.log_path.read_text(encoding="utf-8", errors="replace")
        except OSError:
            return []
        return module_messages(log)

    def commands(self, name: str) -> int:
        """How many times a client sent the SSIP command ``name`` (e.g. "CANCEL")."""
        try:
            log = self.log_path.read_text(encoding="utf-8", errors="replace")
        except OSError:
            return 0
        return len(re.findall(rf":DATA:\|{re.escape(name)}\b", log, re.I))

    def __enter__(self) -> PrivateSpeechDispatcher:
        self.start()
        return self

    def __exit__(
        self,
        kind: type[BaseException] | None,
        value: BaseException | None,
        trace: TracebackType | None,
    ) -> None:
        self.stop()

    # -- setup ----------------------------------------------------------------

    def _missing_module(self) -> str:
        """Why the output module cannot run ("" if it is there, or that cannot be told)."""
        if not any(d.is_dir() for d in MODULE_DIRS):
            return ""  # another layout: the server's own errors will say what it finds
        if any((d / f"sd_{self.module}").exists() for d in MODULE_DIRS):
            return ""
        package = MODULE_PACKAGES.get(self.module)
        hint = f" (Debian package {package})" if package else ""
        return f"the speech-dispatcher output module sd_{self.module} is not installed{hint}"

    def _errors(self) -> str:
        """The error lines of the server's output and logs, without time stamps."""
        found: list[str] = []
        for path in sorted((self.root / "log").glob("*")):
            text = path.read_text(errors="replace") if path.is_file() else ""
            for line in text.splitlines():
                if ERROR_WORDS.search(line):
                    message = LOG_STAMP.sub("", line).strip()
                    if message and message not in found:
                        found.append(message)
        return "; ".join(found[:5]) or "no error was logged"

    def _socket_path(self) -> Path:
        path = self.root / "run" / "speechd.sock"
        if len(str(path)) <= MAX_SOCKET_PATH:
            return path
        self._short_dir = tempfile.mkdtemp(prefix="spd-")
        return Path(self._short_dir) / "speechd.sock"

    def _write_config(self) -> Path:
        conf, home = self.root / "conf", self.root / "home"
        dirs = (conf / "modules", home, self.root / "run", self.root / "log", self.root / "tmp")
        for d in (*dirs, self.socket_path.parent):
            d.mkdir(parents=True, exist_ok=True)
        (conf / "speechd.conf").write_text(
            CONFIG.format(log_level=self.log_level, audio=self.audio, module=self.module)
        )
        system = MODULES_CONFIG / f"{self.module}.conf"
        module = system.read_text() if system.exists() else ""
        (conf / "modules" / f"{self.module}.conf").write_text(module)
        (home / ".libao").write_text("default_driver=null\nquiet\n")
        return home

    def _argv(self, exe: str) -> list[str]:
        return [
            exe, "-s", "-t", "0",
            "-C", str(self.root / "conf"),
            "-L", str(self.root / "log"),
            "-c", "unix_socket", "-S", str(self.socket_path),
            "-P", str(self.root / "run" / "speechd.pid"),
        ]  # fmt: skip

    def _env(self, home: Path) -> dict[str, str]:
        # Audio libraries (PulseAudio's client above all) write under HOME, XDG_* and
        # TMPDIR: all of them point into our directory.
        drop = ("SPEECHD_", "XDG_", "PULSE_")
        env = {k: v for k, v in os.environ.items() if not k.startswith(drop)}
        env.update(
            HOME=str(home),
            XDG_RUNTIME_DIR=str(self.root / "run"),
            XDG_CONFIG_HOME=str(home / ".config"),
            XDG_CACHE_HOME=str(home / ".cache"),
            TMPDIR=str(self.root / "tmp"),
            LANG="C.UTF-8",
        )
        return env

    def _wait_ready(self, timeout: float) -> bool:
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if self._proc is None or self._proc.poll() is not None:
                return False
            if _accepts(self.socket_path):
                return True
            time.sleep(0.02)
        return False


def module_messages(log: str) -> list[tuple[str, dict[str, str]]]:
    """From a LogLevel 5 log of speech-dispatcher (ours or another's, such as the Orca
    harness's): every text handed to the output module, with the settings in force for it:
    ``language`` (``de``), ``synthesis_voice``, ``voice`` (``male1``) and the rest, as the
    module was told them (markup taken off the text)."""
    settings: dict[str, str] = {}
    found, speaking = [], False
    for match in TO_MODULE.finditer(log):
        body = match.group(1).strip()
        pairs = [SETTING.match(row) for row in body.splitlines()]
        if body and all(pairs):
            settings.update((p[1], p[2]) for p in pairs if p is not None)
        elif body == "SPEAK":
            speaking = True
        elif speaking and body not in ("", "."):
            text = html.unescape(re.sub(r"<[^>]*>", "", body))
            found.append((" ".join(text.split()), dict(settings)))
            speaking = False
    return found


def _accepts(path: Path) -> bool:
    with socket.socket(socket.AF_UNIX, socket.SOCK_STREAM) as s:
        try:
            s.connect(str(path))
        except OSError:
            return False
    return True


def _children(pid: int) -> list[int]:
    """Direct children of ``pid`` (the output module), from /proc."""
    found = []
    for stat in Path("/proc").glob("[0-9]*/stat"):
        try:
            fields = stat.read_text().rsplit(")", 1)[1].split()
        except (OSError, IndexError):
            continue
        if fields[1] == str(pid):
            found.append(int(stat.parent.name))
    return found


def _kill_if_alive(pid: int) -> None:
    """End a leftover output module: SIGTERM, then SIGKILL if it lingers."""
    for sig, grace in ((signal.SIGTERM, 1.0), (signal.SIGKILL, 0.0)):
        if not _alive(pid):
            return
        with contextlib.suppress(ProcessLookupError):
            os.kill(pid, sig)
        deadline = time.monotonic() + grace
        while _alive(pid) and time.monotonic() < deadline:
            time.sleep(0.01)


def _alive(pid: int) -> bool:
    """Running, not just a zombie waiting for its (new) parent to reap it."""
    try:
        state = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0]
    except (OSError, IndexError):
        return False
    return state != "Z"
