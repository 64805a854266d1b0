"""Shared pytest settings: Hypothesis without per-example deadlines (a busy 2-core machine)."""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, settings

settings.register_profile(
    "access_cards",
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow],
)
settings.load_profile("access_cards")


@pytest.fixture(autouse=True)
def _private_home(
    tmp_path_factory: pytest.TempPathFactory, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Settings and saves of every test go to a fresh folder, never the user's own."""
    monkeypatch.setenv("ACCESS_CARDS_HOME", str(tmp_path_factory.mktemp("home")))
