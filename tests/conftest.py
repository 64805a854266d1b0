"""Shared pytest settings: Hypothesis without per-example deadlines (a busy 2-core machine),
private folders for every test, and a session check that no test leaves PulseAudio traces."""

from __future__ import annotations

from pathlib import Path

import pytest
from hypothesis import HealthCheck, settings

from tests import isolation

settings.register_profile(
    "access_cards",
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow],
)
settings.load_profile("access_cards")
_PULSE_BEFORE = pytest.StashKey[dict[str, tuple[int, int]]]()


@pytest.fixture(autouse=True)
def _private_home(
    tmp_path_factory: pytest.TempPathFactory, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Settings and saves of every test go to a fresh folder, never the user's own."""
    monkeypatch.setenv("ACCESS_CARDS_HOME", str(tmp_path_factory.mktemp("home")))


@pytest.fixture
def speech_env(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> dict[str, Path]:
    """HOME, XDG_* and TMPDIR in the test's folder: for tests that start a voice or a server."""
    return isolation.isolate(tmp_path / "env", monkeypatch)


def pytest_sessionstart(session: pytest.Session) -> None:
    """Note PulseAudio's traces in the real HOME and /tmp before any test runs."""
    session.stash[_PULSE_BEFORE] = isolation.pulse_traces(*isolation.real_places())


def pytest_sessionfinish(session: pytest.Session, exitstatus: int) -> None:
    """Fail the run if a test left PulseAudio traces outside its temporary folder."""
    before = session.stash.get(_PULSE_BEFORE, None)
    if before is None:
        return
    changed = isolation.trace_changes(before, isolation.pulse_traces(*isolation.real_places()))
    if changed:
        message = f"Tests wrote PulseAudio traces outside their folders: {', '.join(changed)}"
        reporter = session.config.pluginmanager.get_plugin("terminalreporter")
        if reporter is not None:
            reporter.write("\n")  # after the progress dots
            reporter.write_line(message, red=True)
        else:
            print(message)
        session.exitstatus = pytest.ExitCode.TESTS_FAILED
