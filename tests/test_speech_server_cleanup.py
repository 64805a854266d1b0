"""A speech-dispatcher that self-voice caused to start (the speechd library's autospawn) ends
with the program; one that was running before, the user's or Orca's, is never touched.
Everything runs with HOME, XDG_* and TMPDIR in the test's folder, and the servers use the
dummy output module (it ships with speech-dispatcher) and libao's null audio driver."""

from __future__ import annotations

import contextlib
import os
import pwd
import shutil
import signal
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from access_cards.speech import Speaker, detect
from access_cards.speech.dispatcher import SpawnedServer, _spawned_since, speechd_spec
from access_cards.speech.private_server import PrivateSpeechDispatcher
from tests import isolation

speechd = pytest.importorskip("speechd")
pytestmark = [
    pytest.mark.skipif(shutil.which("speech-dispatcher") is None, reason="no speech-dispatcher"),
    pytest.mark.skipif(not Path("/proc/net/unix").exists(), reason="no /proc"),
    # speechd's reader thread ends itself with sys.exit() when its connection closes.
    pytest.mark.filterwarnings(
        "ignore:Exception in thread SSIP client communication thread"
        ":pytest.PytestUnhandledThreadExceptionWarning"
    ),
]
ROOT = Path(__file__).resolve().parent.parent
# The user's own configuration, as autospawn reads it: a server that runs here, and that
# never times out by itself (Timeout 0), so that only our stopping it can end it.
USER_CONFIG = """\
LogLevel 5
AudioOutputMethod "libao"
AddModule "dummy" "sd_dummy" "dummy.conf"
DefaultModule dummy
Timeout 0
"""
MOVES = "hand\nscores\n"
CLIENT = "CLIENT_NAME unknown:access_cards:default"  # how the server logs our connection


@pytest.fixture
def env(speech_env: dict[str, Path], monkeypatch: pytest.MonkeyPatch) -> Iterator[dict[str, Path]]:
    """A private user whose speech-dispatcher autospawns; its leftovers are ended afterwards."""
    for name in ("SPEECHD_ADDRESS", "SPEECHD_SOCKET", "SPEECHD_CMD", "SPEECHD_HOST"):
        monkeypatch.delenv(name, raising=False)
    config = speech_env["XDG_CONFIG_HOME"] / "speech-dispatcher"
    config.mkdir(parents=True)
    (config / "speechd.conf").write_text(USER_CONFIG)
    (speech_env["HOME"] / ".libao").write_text("default_driver=null\nquiet\n")
    yield speech_env
    for pid in ours(speech_env):  # only processes started with this test's own folders
        with contextlib.suppress(ProcessLookupError):
            os.kill(pid, signal.SIGKILL)


def ours(env: dict[str, Path]) -> list[int]:
    """Live processes started with this test's XDG_RUNTIME_DIR (servers and their modules)."""
    mark = f"XDG_RUNTIME_DIR={env['XDG_RUNTIME_DIR']}".encode()
    found = []
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit() or int(entry.name) == os.getpid():
            continue
        try:
            environ = (entry / "environ").read_bytes().split(b"\0")
        except OSError:
            continue
        if mark in environ and detect.process_alive(int(entry.name)):
            found.append(int(entry.name))
    return found


def gone(env: dict[str, Path], timeout: float = 2.0) -> list[int]:
    """Our processes still alive after ``timeout`` (the output module follows its server)."""
    deadline = time.monotonic() + timeout
    while (left := ours(env)) and time.monotonic() < deadline:
        time.sleep(0.05)
    return left


def play(*extra: str) -> subprocess.CompletedProcess[str]:
    """A short plain-mode Khmer game with our own voice, in the current (private) environment."""
    argv = [sys.executable, "-m", "access_cards", "play", "khmer", "--plain", "--seed", "1"]
    return subprocess.run(
        [*argv, "--speech", "self-voice", *extra],
        input=MOVES,
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )


def autospawned_log(env: dict[str, Path]) -> str:
    """The log of the server autospawn started (it logs under XDG_RUNTIME_DIR)."""
    log = env["XDG_RUNTIME_DIR"] / "speech-dispatcher" / "log" / "speech-dispatcher.log"
    return log.read_text(errors="replace") if log.exists() else ""


def test_self_voice_ends_the_server_it_caused_to_start(env: dict[str, Path]) -> None:
    """The game autospawns the user's server, speaks through it, and leaves nothing running."""
    assert ours(env) == []
    done = play()
    assert done.returncode == 0, done.stderr
    assert "is not working" not in done.stdout  # speech-dispatcher spoke, no fallback
    assert CLIENT in autospawned_log(env)  # so it did start, and we were its client
    assert gone(env) == []


def test_a_server_shared_with_another_client_is_left_running(env: dict[str, Path]) -> None:
    """Orca connecting to the server we started keeps it: it is no longer ours alone."""
    speaker = Speaker("self-voice", write=lambda _: None, chain=[speechd_spec()])
    assert speaker.mode == "self-voice"
    pid = int(detect.speechd_pid_file().read_text().split()[0])
    other = speechd.SSIPClient("orca", autospawn=False)
    try:
        speaker.close()
        assert detect.process_alive(pid)
        other.speak("Orca still speaks.")
    finally:
        other.close()
    assert ours(env)  # with Timeout 0 it stays; the fixture ends it


@pytest.mark.parametrize("how", ["default socket", "SPEECHD_ADDRESS"])
def test_a_server_running_before_is_never_stopped(
    env: dict[str, Path], monkeypatch: pytest.MonkeyPatch, how: str
) -> None:
    """A server that was there first (the user's, Orca's) is used and keeps running."""
    default = env["XDG_RUNTIME_DIR"] / "speech-dispatcher" / "speechd.sock"
    server = PrivateSpeechDispatcher(
        env["HOME"].parent / "server",
        module="dummy",
        socket_path=default if how == "default socket" else None,
    )
    try:
        server.start()
    except RuntimeError as exc:
        pytest.skip(f"speech-dispatcher cannot start here: {exc}")
    try:
        if how == "SPEECHD_ADDRESS":
            monkeypatch.setenv("SPEECHD_ADDRESS", server.address)
        done = play()
        assert done.returncode == 0, done.stderr
        assert "is not working" not in done.stdout
        assert CLIENT in server.log_path.read_text(errors="replace")  # we were its client
        assert server.pid is not None and detect.process_alive(server.pid)
        assert autospawned_log(env) == ""  # nothing was started besides it
        again = speechd.SSIPClient("check", address=server.address, autospawn=False)
        again.close()  # and it still answers
    finally:
        server.stop()


# -- the parts ---------------------------------------------------------------------


@pytest.fixture
def sleeper() -> Iterator[subprocess.Popen[bytes]]:
    """A child process of ours standing in for a server."""
    child = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(60)"])
    yield child
    child.kill()
    child.wait()


def test_stop_spares_a_process_that_is_not_the_one_started(
    sleeper: subprocess.Popen[bytes], tmp_path: Path
) -> None:
    """Same pid, another start time (the pid was reused): left alone."""
    started = detect.process_started(sleeper.pid)
    assert started is not None
    SpawnedServer(sleeper.pid, started - 5.0, tmp_path / "none.sock").stop()
    assert sleeper.poll() is None and detect.process_alive(sleeper.pid)


def test_stop_ends_the_process_started_when_nobody_uses_it(
    sleeper: subprocess.Popen[bytes], tmp_path: Path
) -> None:
    """Our own server, no client connected: SIGTERM, and it is gone before stop returns."""
    started = detect.process_started(sleeper.pid)
    assert started is not None
    SpawnedServer(sleeper.pid, started, tmp_path / "none.sock").stop()
    assert sleeper.wait(timeout=1) == -signal.SIGTERM


def test_a_pid_file_naming_an_older_process_is_not_ours(
    speech_env: dict[str, Path], sleeper: subprocess.Popen[bytes]
) -> None:
    """A server started before our spawn began (by someone else) is never taken for ours."""
    pid_file = detect.speechd_pid_file()
    pid_file.parent.mkdir(parents=True)
    pid_file.write_text(f"{sleeper.pid}\n")
    time.sleep(0.1)
    assert _spawned_since(detect.boot_seconds()) is None


def test_socket_clients_counts_connected_entries(tmp_path: Path) -> None:
    """/proc/net/unix: the listening entry (01) does not count, each connected one (03) does."""
    path = "/run/user/1000/speech-dispatcher/speechd.sock"
    (tmp_path / "net").mkdir()
    (tmp_path / "net" / "unix").write_text(
        "Num       RefCount Protocol Flags    Type St Inode Path\n"
        f"0000000000000000: 00000002 00000000 00010000 0001 01 32985 {path}\n"
        f"0000000000000000: 00000003 00000000 00000000 0001 03 32418 {path}\n"
        f"0000000000000000: 00000003 00000000 00000000 0001 03 32417 {path}\n"
        "0000000000000000: 00000003 00000000 00000000 0001 03 32400 /tmp/other.sock\n"
        "0000000000000000: 00000003 00000000 00000000 0001 03 32401\n"
    )
    assert detect.socket_clients(Path(path), proc=tmp_path) == 2
    assert detect.socket_clients(Path("/nowhere.sock"), proc=tmp_path) == 0
    assert detect.socket_clients(Path(path), proc=tmp_path / "absent") is None


# -- PulseAudio's traces (what the session check in conftest looks for) ------------


def test_trace_check_sees_a_new_pulse_folder_and_a_written_client_folder(tmp_path: Path) -> None:
    """New /tmp/pulse-* entries and anything written in HOME/.config/pulse are reported."""
    home, tmp = tmp_path / "home", tmp_path / "tmp"
    (home / ".config").mkdir(parents=True)
    tmp.mkdir()
    (tmp / "pulse-OLD").mkdir()
    before = isolation.pulse_traces(home, tmp=tmp)
    assert isolation.trace_changes(before, isolation.pulse_traces(home, tmp=tmp)) == []
    (tmp / "pulse-NEW").mkdir()
    (home / ".config" / "pulse").mkdir()
    (home / ".config" / "pulse" / "cookie").write_bytes(b"x")
    assert isolation.trace_changes(before, isolation.pulse_traces(home, tmp=tmp)) == [
        str(home / ".config" / "pulse"),
        str(home / ".config" / "pulse" / "cookie"),
        str(tmp / "pulse-NEW"),
    ]


@pytest.mark.skipif(shutil.which("espeak-ng") is None, reason="no espeak-ng")
def test_espeak_in_the_private_environment_leaves_no_trace_outside(
    speech_env: dict[str, Path],
) -> None:
    """espeak-ng run as the speech tests run it leaves the real HOME and /tmp as they were."""
    real_home = Path(pwd.getpwuid(os.getuid()).pw_dir)
    before = isolation.pulse_traces(real_home)
    subprocess.run(["espeak-ng", "-q", "--", "ok"], capture_output=True, timeout=30, check=True)
    assert isolation.trace_changes(before, isolation.pulse_traces(real_home)) == []
    assert not (speech_env["HOME"] / ".config" / "pulse").exists()  # the runtime path served
