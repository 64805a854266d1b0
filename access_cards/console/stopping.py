"""Ending cleanly when told to stop: Control C, a closed terminal, a shutdown.

SIGINT, SIGTERM and SIGHUP become one exception, ``Stop``, so the program can
say whether the match is saved and leave without a traceback.  A signal that
arrives while a typed line is being handled (a move applied, bots answering,
the save written) waits until that line is done: the save then holds every
move that was heard, never a position half way through a move.
"""

from __future__ import annotations

import contextlib
import signal
from collections.abc import Iterator
from types import FrameType

__all__ = ["Stop", "busy", "stop_on_signals"]

SIGNALS = tuple(
    getattr(signal, name) for name in ("SIGINT", "SIGTERM", "SIGHUP") if hasattr(signal, name)
)


class Stop(BaseException):
    """The program was told to stop (a BaseException: no ``except Exception`` eats it)."""

    def __init__(self, signum: int = signal.SIGINT) -> None:
        super().__init__(signum)
        self.signum = signum
        self.said = False  # whether the player has been told already


class _Guard:
    """Whether a line is being handled, and a signal that waits for it."""

    depth = 0
    pending: int | None = None


def _handler(signum: int, frame: FrameType | None) -> None:
    if _Guard.depth:
        _Guard.pending = signum
    else:
        raise Stop(signum)


@contextlib.contextmanager
def busy() -> Iterator[None]:
    """Hold back a stopping signal until the block is done, then stop."""
    _Guard.depth += 1
    try:
        yield
    finally:
        _Guard.depth -= 1
    if _Guard.depth == 0 and _Guard.pending is not None:
        signum, _Guard.pending = _Guard.pending, None
        raise Stop(signum)


@contextlib.contextmanager
def stop_on_signals() -> Iterator[None]:
    """Turn the stopping signals into ``Stop`` while the block runs (main thread only)."""
    previous = {}
    try:
        for signum in SIGNALS:
            previous[signum] = signal.signal(signum, _handler)
    except ValueError:  # not the main thread (a test harness): leave signals alone
        pass
    try:
        yield
    except KeyboardInterrupt as exc:  # a SIGINT before our handler was in place
        raise Stop(signal.SIGINT) from exc
    finally:
        for signum, old in previous.items():
            signal.signal(signum, old)
        _Guard.pending = None
