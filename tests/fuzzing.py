"""How hard the fuzz tests try: a few seconds each in the suite, far longer on demand.

``ACCESS_CARDS_FUZZ_SCALE=50`` multiplies the examples of every fuzz test by 50
(``scripts/fuzz_long.sh`` runs them so; docs/robustness.md has the figures).
The examples are drawn deterministically, so a failure found once is found again.
"""

from __future__ import annotations

import os

__all__ = ["SCALE", "examples"]


def _scale() -> int:
    text = os.environ.get("ACCESS_CARDS_FUZZ_SCALE", "1").strip()
    return int(text) if text.isdecimal() and 0 < len(text) < 6 and int(text) > 0 else 1


SCALE = _scale()


def examples(n: int) -> int:
    """``n`` examples, times the scale asked for."""
    return n * SCALE
