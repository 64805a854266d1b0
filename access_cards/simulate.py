"""Bot-only matches with confidence intervals (``access-cards simulate``).

``run_match`` plays one match between bots, each deciding from its seat's
view only; ``simulate`` plays many, optionally as duplicate boards (the same
deals played once per rotation of the bots through the seats), and sums them
up per seat or, in duplicate mode, per bot spec.

Every figure except the decision times is a pure function of the arguments:
match ``i`` plays from a seed derived from ``(seed, i)`` by arithmetic alone,
and the matches are added up in match order as their chunks come back, so
any number of worker processes gives the same report.  Decision times are
wall clock and are left out of equality (``compare=False``).

Memory does not grow with the number of matches: nothing is kept per match
(unless asked), only counts, sums and exact sums of squares, and the decision
times of each entry (seat spec) go to a ``DecisionTimes``, a fixed-size
log-scale histogram whose percentiles are within 1% of the exact ones;
histograms from worker processes add up bucket by bucket, the same whatever
the split.
"""

from __future__ import annotations

import math
import multiprocessing
import signal
import time
from array import array
from collections.abc import Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from fractions import Fraction
from typing import Any

from access_cards import bots, games, seats
from access_cards.engine.events import Event, events_for
from access_cards.engine.state import GameState

__all__ = [
    "MAX_ACTIONS",
    "RELATIVE_ERROR",
    "DecisionTimes",
    "EntryStats",
    "Estimate",
    "MatchRecord",
    "Moments",
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


@dataclass(frozen=True, slots=True)
class MatchRecord:
    """The outcome of one bot match; ``decisions`` counts each seat's decisions.

    The decision times themselves go to the ``timings`` given to ``run_match``:
    a record stays a few hundred bytes however long the match.
    """

    seed: int
    levels: tuple[str, ...]
    scores: tuple[int, ...]
    result: tuple[int, ...]
    deals: int
    actions: int
    decisions: tuple[int, ...]


def run_match(
    game_name: str,
    levels: Sequence[str],
    seed: int,
    options: Mapping[str, Any] | None = None,
    *,
    max_actions: int = MAX_ACTIONS,
    timings: Sequence[DecisionTimes] | None = None,
) -> MatchRecord:
    """Play one match between bots of ``levels`` (seat order) from ``seed``.

    Each decision's time (s) is added to ``timings[seat]`` when given.
    """
    game = games.find(game_name)
    levels = tuple(_level(lv) for lv in levels)
    state = game.new_state(len(levels), seed=seed, options=options)
    players = [
        bots.create(game.name, lv, seat=seat, seed=derive_seed(seed, seat), deterministic=True)
        for seat, lv in enumerate(levels)
    ]
    _tell(players, state.start_events)
    sinks = list(timings) if timings is not None else [DecisionTimes() for _ in levels]
    decisions = [0] * len(levels)
    actions = 0
    while (seat := state.current_player) is not None:
        if actions >= max_actions:
            raise SimulationError(
                f"{game.name} match with seed {seed} did not end within {max_actions} actions"
            )
        view = state.view(seat)
        start = time.perf_counter()
        text = players[seat].choose(view)
        sinks[seat].add(time.perf_counter() - start)
        decisions[seat] += 1
        _tell(players, _apply(state, text, seat, seed))
        actions += 1
    scores = tuple(state.scores)
    result = tuple(state.result or ())
    return MatchRecord(seed, levels, scores, result, state.deal_number, actions, tuple(decisions))


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


# -- decision times --------------------------------------------------------------

RELATIVE_ERROR = 0.01  # of DecisionTimes' percentiles, for times in [TIME_FLOOR, TIME_CEILING]
TIME_FLOOR = 1e-9  # s: perf_counter's resolution; below it only the absolute error counts
TIME_CEILING = 1e4  # s: nearly three hours for one decision, far beyond any bot
# Bucket i > 0 holds times in (FLOOR·γ^(i-1), FLOOR·γ^i]; its middle 2·FLOOR·γ^i/(γ+1)
# is within (γ-1)/(γ+1) = RELATIVE_ERROR of every time in it (DDSketch's mapping).
_GAMMA = (1 + RELATIVE_ERROR) / (1 - RELATIVE_ERROR)
_LOG_GAMMA = math.log(_GAMMA)
_BUCKETS = math.ceil(math.log(TIME_CEILING / TIME_FLOOR) / _LOG_GAMMA) + 1  # 0: ≤ FLOOR


def _bucket(seconds: float) -> int:
    if seconds <= TIME_FLOOR:
        return 0
    return min(_BUCKETS - 1, math.ceil(math.log(seconds / TIME_FLOOR) / _LOG_GAMMA))


def _middle(bucket: int) -> float:
    # Bucket 0 (at most a nanosecond) reads as 0, which the caller raises to the exact min.
    return 2 * TIME_FLOOR * _GAMMA**bucket / (_GAMMA + 1) if bucket else 0.0


class DecisionTimes:
    """Decision times (s) as a fixed-size log-scale histogram, plus exact min and max.

    Its size does not depend on how many times it holds (about 12 KB, one
    64-bit count per bucket).  ``percentile(q)`` is the nearest-rank
    percentile within ``RELATIVE_ERROR`` (1%) of the exact one for times
    between ``TIME_FLOOR`` and ``TIME_CEILING``; the smallest and the largest
    time are exact.  ``merge`` adds counts bucket by bucket, so histograms
    filled in any number of processes combine into the same one.
    """

    __slots__ = ("_counts", "count", "max", "min")

    def __init__(self, times: Iterable[float] = ()) -> None:
        self._counts = array("Q", bytes(8 * _BUCKETS))
        self.count = 0
        self.min: float | None = None
        self.max: float | None = None
        for seconds in times:
            self.add(seconds)

    def add(self, seconds: float) -> None:
        """Record one time."""
        self._counts[_bucket(seconds)] += 1
        self.count += 1
        self.min = seconds if self.min is None else min(self.min, seconds)
        self.max = seconds if self.max is None else max(self.max, seconds)

    def merge(self, other: DecisionTimes) -> None:
        """Add every time of ``other`` to this one."""
        if other.min is None or other.max is None:
            return  # empty
        mine = self._counts
        for bucket, n in other._nonzero():
            mine[bucket] += n
        self.count += other.count
        self.min = other.min if self.min is None else min(self.min, other.min)
        self.max = other.max if self.max is None else max(self.max, other.max)

    @classmethod
    def combined(cls, parts: Iterable[DecisionTimes]) -> DecisionTimes:
        """One histogram holding the times of all ``parts``."""
        total = cls()
        for part in parts:
            total.merge(part)
        return total

    def percentile(self, q: float) -> float | None:
        """Nearest-rank ``q`` percentile (0 < q ≤ 1), within 1%; None when empty."""
        if self.min is None or self.max is None:
            return None
        rank = max(1, math.ceil(q * self.count))
        if rank >= self.count:
            return self.max
        if rank == 1:
            return self.min
        # The exact value lies in the bucket found, and within [min, max].
        return min(self.max, max(self.min, _middle(self._bucket_of_rank(rank))))

    def count_over(self, seconds: float) -> int:
        """How many times exceed ``seconds``; only times within 1% of it may be miscounted."""
        if self.max is None or self.max <= seconds:
            return 0
        counted = sum(n for bucket, n in self._nonzero() if _middle(bucket) > seconds)
        return max(counted, 1)  # the max is exact, and above ``seconds``

    def _bucket_of_rank(self, rank: int) -> int:
        seen = 0
        for bucket, n in self._nonzero():
            seen += n
            if seen >= rank:
                return bucket
        raise AssertionError("rank beyond the count")  # callers keep rank ≤ count

    def _nonzero(self) -> Iterator[tuple[int, int]]:
        return ((bucket, n) for bucket, n in enumerate(self._counts) if n)

    def __len__(self) -> int:
        return self.count

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, DecisionTimes):
            return NotImplemented
        return (self.count, self.min, self.max, self._counts) == (
            other.count,
            other.min,
            other.max,
            other._counts,
        )

    __hash__ = None  # type: ignore[assignment]  # mutable

    def __repr__(self) -> str:
        return f"DecisionTimes(count={self.count}, min={self.min}, max={self.max})"


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
    # Wall clock, from the entry's DecisionTimes: p50 and p95 within 1%, max exact.
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
    # Every match's record, in match order, with simulate(keep_records=True); else empty.
    records: tuple[MatchRecord, ...] = field(repr=False)
    # One per entry: the decision times of that seat, or in duplicate mode that spec.
    timings: tuple[DecisionTimes, ...] = field(compare=False, repr=False)

    def decision_times(self, level: str) -> DecisionTimes:
        """The decision times of every entry playing ``level``, in all matches, combined."""
        return DecisionTimes.combined(
            times
            for spec, times in zip(self.seats, self.timings, strict=True)
            if _level(spec) == level
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
CHUNK = 64  # matches per unit of work: the records held at once, whatever --games


def simulate(
    game_name: str,
    seats: Sequence[str],
    games: int,
    seed: int,
    duplicate: bool = False,
    options: Mapping[str, Any] | None = None,
    jobs: int = 1,
    *,
    keep_records: bool = False,
) -> Report:
    """Play ``games`` bot matches and sum them up; ValueError for bad arguments.

    Matches are added up as they end, so memory does not grow with ``games``;
    ``keep_records`` also keeps every match's record in ``Report.records``.
    """
    name, specs, opts = _check(game_name, seats, games, duplicate, options, jobs)
    plan = _Plan(name, tuple(_level(spec) for spec in specs), opts, seed, duplicate, games)
    tally = _Tally(len(specs), duplicate)
    timings = [DecisionTimes() for _ in specs]
    records: list[MatchRecord] = []
    for first, (chunk_records, chunk_timings) in _run_all(plan, jobs):
        for index, rec in enumerate(chunk_records, first):
            tally.add(plan.slot(index)[1], rec)
        records += chunk_records if keep_records else []
        for total, part in zip(timings, chunk_timings, strict=True):
            total.merge(part)
    return _report(specs, plan, tally, records, timings)


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


@dataclass(frozen=True)
class _Plan:
    """What to play: the matches are numbered, and each one's slot is arithmetic."""

    name: str
    levels: tuple[str, ...]  # each entry's bot level
    options: dict[str, Any]
    seed: int
    duplicate: bool
    games: int

    def slot(self, index: int) -> _Slot:
        """Match ``index``'s seed and seating."""
        n = len(self.levels)
        if not self.duplicate:
            return derive_seed(self.seed, index), tuple(range(n))
        # Board b is played once per rotation r; seat s holds spec (s + r) mod n,
        # so every spec meets the board's deals from every seat.
        board, rotation = divmod(index, n)
        return derive_seed(self.seed, board), tuple((s + rotation) % n for s in range(n))


# A run of consecutive matches for one worker: the plan, and [first, stop) match indices.
_Chunk = tuple[_Plan, int, int]
# Its records in match order, and each entry's decision times over the chunk.
_ChunkResult = tuple[list[MatchRecord], list[DecisionTimes]]


def _run_chunk(chunk: _Chunk) -> _ChunkResult:
    # Top-level so that worker processes can unpickle it under spawn too.
    plan, first, stop = chunk
    timings = [DecisionTimes() for _ in plan.levels]
    records = []
    for index in range(first, stop):
        seed, seating = plan.slot(index)
        levels = tuple(plan.levels[e] for e in seating)
        sinks = [timings[e] for e in seating]
        records.append(run_match(plan.name, levels, seed, plan.options, timings=sinks))
    return records, timings


def _worker_signals() -> None:
    """A worker takes the default signal handling, not the console's it was forked with.

    The command line turns stopping signals into ``Stop`` and holds them back while
    busy; a forked worker inheriting that handler did not die when the pool
    terminated it, and ``Pool.__exit__`` waited for it for ever.  Control C is
    the parent's to handle: it stops the pool, which ends the workers.
    """
    signal.signal(signal.SIGTERM, signal.SIG_DFL)
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    if hasattr(signal, "SIGHUP"):
        signal.signal(signal.SIGHUP, signal.SIG_DFL)


def _run_all(plan: _Plan, jobs: int) -> Iterator[tuple[int, _ChunkResult]]:
    """Each chunk's first match index and result, in match order."""
    # Small chunks keep little in memory; enough of them keep every worker busy.
    size = max(1, min(CHUNK, plan.games // (jobs * 16)))
    chunks = [(plan, i, min(i + size, plan.games)) for i in range(0, plan.games, size)]
    firsts = (first for _, first, _ in chunks)
    if jobs == 1 or len(chunks) < 2:
        yield from zip(firsts, map(_run_chunk, chunks), strict=True)
        return
    with multiprocessing.Pool(min(jobs, len(chunks)), initializer=_worker_signals) as pool:
        # imap keeps chunk order, so the matches are added up in match order.
        yield from zip(firsts, pool.imap(_run_chunk, chunks), strict=True)


class Moments:
    """Count, sum and sum of squares of numbers, kept exact (fractions).

    A mean and its interval without keeping the numbers, the same in any
    order; the interval is ``mean_interval``'s, mean ± z·sd/√n.
    """

    __slots__ = ("count", "squares", "total")

    def __init__(self) -> None:
        self.count = 0
        self.total = Fraction(0)
        self.squares = Fraction(0)

    def add(self, value: float | Fraction) -> None:
        """Count one number."""
        exact = Fraction(value)
        self.count += 1
        self.total += exact
        self.squares += exact * exact

    def estimate(self, z: float = Z95) -> Estimate:
        """The mean with its normal interval (none for fewer than two numbers)."""
        n = self.count
        if n == 0:
            raise ValueError("a mean needs at least one value")
        mean = self.total / n
        if n < 2:
            return Estimate(float(mean), None, None)
        variance = (self.squares - self.total * mean) / (n - 1)
        half = z * math.sqrt(variance / n)
        return Estimate(float(mean), float(mean) - half, float(mean) + half)


class _Tally:
    """Everything the report needs from the matches, added one match at a time."""

    def __init__(self, entries: int, duplicate: bool) -> None:
        self.matches = 0
        self.wins = [0.0] * entries  # a first place shared by k seats counts 1/k
        self.scores = [Moments() for _ in range(entries)]
        self.decisions = [0] * entries
        self.deals = Moments()
        self.actions = Moments()
        # Duplicate mode: per board, the mean over its rotations of score(0) - score(1).
        self.paired = Moments() if duplicate and entries >= 2 else None
        self._board: list[Fraction] = []

    def add(self, seating: tuple[int, ...], rec: MatchRecord) -> None:
        """Add match ``rec``, where entry ``seating[seat]`` sat at each seat."""
        self.matches += 1
        firsts = rec.result.count(1)
        for seat, entry in enumerate(seating):
            if rec.result[seat] == 1:
                self.wins[entry] += 1 / firsts
            self.scores[entry].add(rec.scores[seat])
            self.decisions[entry] += rec.decisions[seat]
        self.deals.add(rec.deals)
        self.actions.add(rec.actions)
        if self.paired is not None:
            self._add_to_board(self.paired, seating, rec)

    def _add_to_board(self, paired: Moments, seating: tuple[int, ...], rec: MatchRecord) -> None:
        # The board's deals add the same luck to both sides, so the difference
        # varies much less than either score; its mean equals the difference of
        # the two mean scores, with a narrower interval.  A board's rotations
        # are consecutive matches.
        self._board.append(Fraction(rec.scores[seating.index(0)] - rec.scores[seating.index(1)]))
        if len(self._board) == len(seating):
            paired.add(sum(self._board, Fraction(0)) / len(seating))
            self._board = []


def _report(
    specs: list[str],
    plan: _Plan,
    tally: _Tally,
    records: list[MatchRecord],
    timings: list[DecisionTimes],
) -> Report:
    n = len(specs)
    entries = tuple(_entry(i, specs, plan.duplicate, tally, timings[i]) for i in range(n))
    paired = None
    if tally.paired is not None:
        paired = PairedDifference(
            _label(0, specs, True),
            _label(1, specs, True),
            tally.paired.count,
            tally.paired.estimate(),
        )
    return Report(
        game=plan.name,
        seats=tuple(specs),
        games=plan.games,
        seed=plan.seed,
        duplicate=plan.duplicate,
        options=plan.options,
        boards=plan.games // n if plan.duplicate else plan.games,
        entries=entries,
        deals_per_match=tally.deals.estimate(),
        actions_per_match=tally.actions.estimate(),
        paired=paired,
        records=tuple(records),
        timings=tuple(timings),
    )


def _label(i: int, specs: list[str], duplicate: bool) -> str:
    if not duplicate:
        return f"seat {i} {specs[i]}"
    return specs[i] if specs.count(specs[i]) == 1 else f"{specs[i]} #{i + 1}"


def _entry(
    i: int, specs: list[str], duplicate: bool, tally: _Tally, times: DecisionTimes
) -> EntryStats:
    """Entry ``i``'s row, over all matches, whichever seat it had in each."""
    n, wins = tally.matches, tally.wins[i]
    low, high = wilson_interval(wins, n)
    return EntryStats(
        label=_label(i, specs, duplicate),
        spec=specs[i],
        seat=None if duplicate else i,
        matches=n,
        wins=wins,
        win_rate=Estimate(wins / n, low, high),
        mean_score=tally.scores[i].estimate(),
        decisions=tally.decisions[i],
        decision_p50=times.percentile(0.50),
        decision_p95=times.percentile(0.95),
        decision_max=times.max,
    )
