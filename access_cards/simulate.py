"""Bot-only matches with confidence intervals (``access-cards simulate``).

``run_match`` plays one match between bots, each deciding from its seat's
view only; ``simulate`` plays many, optionally as duplicate boards (the same
deals played once per rotation of the bots through the seats), and sums them
up per seat or, in duplicate mode, per bot spec.

Every figure except the decision times is a pure function of the arguments:
match ``i`` plays from a seed derived from ``(seed, i)`` by arithmetic alone,
and the records are put in match order before they are added up, so any
number of worker processes gives the same report.  Decision times are wall
clock and are left out of equality (``compare=False``).
"""

from __future__ import annotations

import math
import multiprocessing
import time
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from access_cards import bots, games, seats
from access_cards.engine.events import Event, events_for
from access_cards.engine.state import GameState

__all__ = [
    "MAX_ACTIONS",
    "EntryStats",
    "Estimate",
    "MatchRecord",
    "PairedDifference",
    "Report",
    "SimulationError",
    "derive_seed",
    "mean_interval",
    "parse_seat",
    "parse_seats",
    "percentile",
    "run_match",
    "simulate",
    "wilson_interval",
]

# A Khmer match takes a few dozen actions; this only catches a game or bot
# that never ends, so it is far above any real match.
MAX_ACTIONS = 10_000
Z95 = 1.959963984540054  # the two-sided 95% quantile of the normal law
_MASK64 = (1 << 64) - 1


class SimulationError(RuntimeError):
    """A match went wrong (a bot chose an illegal action, or it never ended).

    Not a ValueError on purpose: ValueError from ``simulate`` always means
    bad arguments, which the command line reports as a usage error.
    """


# -- seeds -----------------------------------------------------------------------


def _splitmix64(x: int) -> int:
    # SplitMix64's finaliser: neighbouring inputs give unrelated outputs,
    # identically on every platform and Python version (unlike hash()).
    x = (x + 0x9E3779B97F4A7C15) & _MASK64
    x = ((x ^ (x >> 30)) * 0xBF58476D1CE4E5B9) & _MASK64
    x = ((x ^ (x >> 27)) * 0x94D049BB133111EB) & _MASK64
    return x ^ (x >> 31)


def derive_seed(seed: int, index: int) -> int:
    """A 63-bit seed for item ``index`` under ``seed`` (match i, or seat i of a match)."""
    return _splitmix64((seed * 1_000_003 + index) & _MASK64) >> 1


# -- seat specs ------------------------------------------------------------------


def parse_seat(spec: str, game: str | None = None) -> str:
    """A bot seat spec in canonical form; ValueError for ``you`` or a bad spec."""
    return seats.parse_seat(spec, game, allow_human=False)


def parse_seats(text: str | Sequence[str], game: str | None = None) -> list[str]:
    """A comma-separated list (or a list) of bot seat specs, each made canonical."""
    return seats.parse_seats(text, game, allow_human=False)


def _level(spec: str) -> str:
    return spec.partition(":")[2] if ":" in spec else spec


# -- one match -------------------------------------------------------------------


@dataclass(frozen=True)
class MatchRecord:
    """The outcome of one bot match; decision times are seconds per decision, per seat."""

    seed: int
    levels: tuple[str, ...]
    scores: tuple[int, ...]
    result: tuple[int, ...]
    deals: int
    actions: int
    decision_times: tuple[tuple[float, ...], ...] = field(compare=False, repr=False)


def run_match(
    game_name: str,
    levels: Sequence[str],
    seed: int,
    options: Mapping[str, Any] | None = None,
    *,
    max_actions: int = MAX_ACTIONS,
) -> MatchRecord:
    """Play one match between bots of ``levels`` (seat order) from ``seed``."""
    game = games.find(game_name)
    levels = tuple(_level(lv) for lv in levels)
    state = game.new_state(len(levels), seed=seed, options=options)
    players = [
        bots.create(game.name, lv, seat=seat, seed=derive_seed(seed, seat), deterministic=True)
        for seat, lv in enumerate(levels)
    ]
    _tell(players, state.start_events)
    times: list[list[float]] = [[] for _ in levels]
    actions = 0
    while (seat := state.current_player) is not None:
        if actions >= max_actions:
            raise SimulationError(
                f"{game.name} match with seed {seed} did not end within {max_actions} actions"
            )
        view = state.view(seat)
        start = time.perf_counter()
        text = players[seat].choose(view)
        times[seat].append(time.perf_counter() - start)
        _tell(players, _apply(state, text, seat, seed))
        actions += 1
    scores = tuple(state.scores)
    result = tuple(state.result or ())
    return MatchRecord(
        seed, levels, scores, result, state.deal_number, actions, tuple(tuple(t) for t in times)
    )


def _apply(state: GameState[Any], text: str, seat: int, seed: int) -> list[Event]:
    try:
        events = state.apply(text)
    except ValueError as exc:
        # A bot's mistake is a bug to report, not a usage error.
        raise SimulationError(
            f"bot at seat {seat} chose {text!r} (match seed {seed}): {exc}"
        ) from exc
    return events


def _tell(players: Sequence[bots.Bot], events: Sequence[Event]) -> None:
    """Give each bot the events its seat may receive, in order."""
    for bot in players:
        for event in events_for(events, bot.seat):
            bot.observe(event)


# -- statistics ------------------------------------------------------------------


def wilson_interval(successes: float, n: int, z: float = Z95) -> tuple[float, float]:
    """The Wilson score interval for a proportion (good near 0 and 1, unlike p ± z·se)."""
    if n <= 0:
        raise ValueError("a proportion needs at least one trial")
    p = successes / n
    denom = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denom
    half = z / denom * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n))
    return max(0.0, centre - half), min(1.0, centre + half)


def mean_interval(values: Sequence[float], z: float = Z95) -> Estimate:
    """Mean with a normal interval mean ± z·sd/√n (none for fewer than two values)."""
    n = len(values)
    if n == 0:
        raise ValueError("a mean needs at least one value")
    mean = math.fsum(values) / n
    if n < 2:
        return Estimate(mean, None, None)
    var = math.fsum((v - mean) ** 2 for v in values) / (n - 1)
    half = z * math.sqrt(var / n)
    return Estimate(mean, mean - half, mean + half)


def percentile(sorted_values: Sequence[float], q: float) -> float | None:
    """Nearest-rank percentile of already sorted values (None if there are none)."""
    if not sorted_values:
        return None
    rank = max(1, math.ceil(q * len(sorted_values)))
    return sorted_values[rank - 1]


# -- the report ------------------------------------------------------------------


@dataclass(frozen=True)
class Estimate:
    """A figure with its 95% interval (low/high are None when it has none)."""

    value: float
    low: float | None
    high: float | None

    def to_dict(self) -> dict[str, float | None]:
        return {"value": self.value, "low": self.low, "high": self.high}


@dataclass(frozen=True)
class EntryStats:
    """Results of one row: a seat, or in duplicate mode a bot spec across seats."""

    label: str
    spec: str
    seat: int | None  # None in duplicate mode: the spec moves between seats
    matches: int
    wins: float  # a first place shared by k seats counts 1/k
    win_rate: Estimate
    mean_score: Estimate
    decisions: int
    decision_p50: float | None = field(compare=False)
    decision_p95: float | None = field(compare=False)
    decision_max: float | None = field(compare=False)

    def to_dict(self) -> dict[str, Any]:
        return {
            "label": self.label,
            "spec": self.spec,
            "seat": self.seat,
            "matches": self.matches,
            "wins": self.wins,
            "win_rate": self.win_rate.to_dict(),
            "mean_score": self.mean_score.to_dict(),
            "decisions": self.decisions,
            "decision_seconds": {
                "p50": self.decision_p50,
                "p95": self.decision_p95,
                "max": self.decision_max,
            },
        }


@dataclass(frozen=True)
class PairedDifference:
    """Mean per-board score of ``first`` minus ``second`` (duplicate mode)."""

    first: str
    second: str
    boards: int
    difference: Estimate

    def to_dict(self) -> dict[str, Any]:
        return {
            "first": self.first,
            "second": self.second,
            "boards": self.boards,
            "difference": self.difference.to_dict(),
        }


@dataclass(frozen=True)
class Report:
    """Everything ``simulate`` measured; equal reports mean equal outcomes."""

    game: str
    seats: tuple[str, ...]
    games: int
    seed: int
    duplicate: bool
    options: dict[str, Any]
    boards: int
    entries: tuple[EntryStats, ...]
    deals_per_match: Estimate
    actions_per_match: Estimate
    paired: PairedDifference | None
    records: tuple[MatchRecord, ...] = field(repr=False)

    def decision_times(self, level: str) -> list[float]:
        """Every decision time (s) of every seat ``level`` played, in all matches, sorted."""
        return sorted(
            t
            for rec in self.records
            for seat, seat_level in enumerate(rec.levels)
            if seat_level == level
            for t in rec.decision_times[seat]
        )

    def to_dict(self) -> dict[str, Any]:
        """The summary as JSON-ready data (the match records left out)."""
        return {
            "game": self.game,
            "seats": list(self.seats),
            "games": self.games,
            "seed": self.seed,
            "duplicate": self.duplicate,
            "options": self.options,
            "boards": self.boards,
            "entries": [e.to_dict() for e in self.entries],
            "deals_per_match": self.deals_per_match.to_dict(),
            "actions_per_match": self.actions_per_match.to_dict(),
            "paired_difference": self.paired.to_dict() if self.paired else None,
        }


# -- many matches ----------------------------------------------------------------

# One scheduled match: its seed and, for each seat, the index of the entry
# (seat spec) sitting there.
_Slot = tuple[int, tuple[int, ...]]


def simulate(
    game_name: str,
    seats: Sequence[str],
    games: int,
    seed: int,
    duplicate: bool = False,
    options: Mapping[str, Any] | None = None,
    jobs: int = 1,
) -> Report:
    """Play ``games`` bot matches and sum them up; ValueError for bad arguments."""
    name, specs, opts = _check(game_name, seats, games, duplicate, options, jobs)
    slots = _schedule(seed, len(specs), games, duplicate)
    tasks = [(name, tuple(_level(specs[e]) for e in seating), s, opts) for s, seating in slots]
    records = _run_all(tasks, jobs)
    return _report(name, specs, games, seed, duplicate, opts, slots, records)


def _check(
    game_name: str,
    seats: Sequence[str],
    games_: int,
    duplicate: bool,
    options: Mapping[str, Any] | None,
    jobs: int,
) -> tuple[str, list[str], dict[str, Any]]:
    """Validate everything before any match runs, so errors are usage errors."""
    game = games.find(game_name)
    specs = parse_seats(seats, game.name)
    if games_ < 1:
        raise ValueError(f"--games must be at least 1, not {games_}")
    if jobs < 1:
        raise ValueError(f"--jobs must be at least 1, not {jobs}")
    if duplicate and games_ % len(specs):
        raise ValueError(
            f"with --duplicate, --games ({games_}) must be a multiple of the"
            f" number of seats ({len(specs)})"
        )
    opts = dict(options or {})
    game.new_state(len(specs), seed=0, options=opts)  # raises on a bad seat count or option
    return game.name, specs, opts


def _schedule(seed: int, n_seats: int, games_: int, duplicate: bool) -> list[_Slot]:
    """Match seeds and seatings, in match order."""
    if not duplicate:
        same = tuple(range(n_seats))
        return [(derive_seed(seed, i), same) for i in range(games_)]
    # Board b is played once per rotation r; seat s holds spec (s + r) mod n,
    # so every spec meets the board's deals from every seat.
    return [
        (derive_seed(seed, b), tuple((s + r) % n_seats for s in range(n_seats)))
        for b in range(games_ // n_seats)
        for r in range(n_seats)
    ]


_Task = tuple[str, tuple[str, ...], int, dict[str, Any]]


def _run_task(task: _Task) -> MatchRecord:
    # Top-level so that worker processes can unpickle it under spawn too.
    name, levels, seed, options = task
    return run_match(name, levels, seed, options)


def _run_all(tasks: list[_Task], jobs: int) -> list[MatchRecord]:
    """Run the matches; ``Pool.map`` keeps match order whatever the workers do."""
    if jobs == 1 or len(tasks) < 2:
        return [_run_task(t) for t in tasks]
    chunk = max(1, len(tasks) // (jobs * 16))
    with multiprocessing.Pool(min(jobs, len(tasks))) as pool:
        return pool.map(_run_task, tasks, chunksize=chunk)


def _report(
    name: str,
    specs: list[str],
    games_: int,
    seed: int,
    duplicate: bool,
    opts: dict[str, Any],
    slots: list[_Slot],
    records: list[MatchRecord],
) -> Report:
    n = len(specs)
    entries = tuple(_entry(i, specs, duplicate, slots, records) for i in range(n))
    paired = _paired(specs, slots, records) if duplicate and n >= 2 else None
    return Report(
        game=name,
        seats=tuple(specs),
        games=games_,
        seed=seed,
        duplicate=duplicate,
        options=opts,
        boards=games_ // n if duplicate else games_,
        entries=entries,
        deals_per_match=mean_interval([r.deals for r in records]),
        actions_per_match=mean_interval([r.actions for r in records]),
        paired=paired,
        records=tuple(records),
    )


def _label(i: int, specs: list[str], duplicate: bool) -> str:
    if not duplicate:
        return f"seat {i} {specs[i]}"
    return specs[i] if specs.count(specs[i]) == 1 else f"{specs[i]} #{i + 1}"


def _entry(
    i: int,
    specs: list[str],
    duplicate: bool,
    slots: list[_Slot],
    records: list[MatchRecord],
) -> EntryStats:
    """Add up entry ``i`` over all matches, following it to whichever seat it had."""
    wins = 0.0
    scores: list[float] = []
    times: list[float] = []
    for (_, seating), rec in zip(slots, records, strict=True):
        seat = seating.index(i)
        if rec.result[seat] == 1:
            wins += 1 / rec.result.count(1)
        scores.append(rec.scores[seat])
        times.extend(rec.decision_times[seat])
    n = len(records)
    low, high = wilson_interval(wins, n)
    times.sort()
    return EntryStats(
        label=_label(i, specs, duplicate),
        spec=specs[i],
        seat=None if duplicate else i,
        matches=n,
        wins=wins,
        win_rate=Estimate(wins / n, low, high),
        mean_score=mean_interval(scores),
        decisions=len(times),
        decision_p50=percentile(times, 0.50),
        decision_p95=percentile(times, 0.95),
        decision_max=times[-1] if times else None,
    )


def _paired(specs: list[str], slots: list[_Slot], records: list[MatchRecord]) -> PairedDifference:
    """Per board, the mean over its rotations of score(spec 0) - score(spec 1).

    The board's deals add the same luck to both sides, so the difference
    varies much less than either score; its mean equals the difference of
    the two mean scores, with a narrower interval.
    """
    n = len(specs)
    diffs: list[float] = []
    for start in range(0, len(records), n):
        total = 0.0
        for (_, seating), rec in zip(
            slots[start : start + n], records[start : start + n], strict=True
        ):
            total += rec.scores[seating.index(0)] - rec.scores[seating.index(1)]
        diffs.append(total / n)
    return PairedDifference(
        _label(0, specs, True), _label(1, specs, True), len(diffs), mean_interval(diffs)
    )
