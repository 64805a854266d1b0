"""Shared pytest settings: Hypothesis without per-example deadlines (a busy 2-core machine)."""

from __future__ import annotations

from hypothesis import HealthCheck, settings

settings.register_profile(
    "access_cards",
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow],
)
settings.load_profile("access_cards")
