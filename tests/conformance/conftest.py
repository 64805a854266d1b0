"""The long runs of this suite (marked ``slow``) are skipped unless asked for.

``pytest -m slow tests/conformance`` (or ``ACCESS_CARDS_SLOW=1``) runs them:
thousands of seeded matches per game.  Without it each test runs its quick
parametrisation only, a few seconds per game.
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest

HERE = Path(__file__).parent


def slow_wanted(config: pytest.Config) -> bool:
    """Whether this run asked for the long runs (``-m`` naming slow, or the variable)."""
    markexpr = str(config.getoption("markexpr", "") or "")
    return "slow" in markexpr or os.environ.get("ACCESS_CARDS_SLOW", "") not in ("", "0")


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    """Skip this folder's slow tests in a run that did not ask for them."""
    if slow_wanted(config):
        return
    skip = pytest.mark.skip(reason="a long run: select it with -m slow or ACCESS_CARDS_SLOW=1")
    for item in items:
        if item.get_closest_marker("slow") is not None and HERE in item.path.parents:
            item.add_marker(skip)
