"""Bot-only simulation: seat specs, statistics, seeds, duplicate boards, the CLI."""

from __future__ import annotations

import dataclasses
import json
import pickle
import random
import sys
from collections.abc import Mapping, Sequence
from typing import Any

import pytest

from access_cards import bots
from access_cards import simulate as sim
from access_cards.bots.base import RandomBot
from access_cards.cli import main
from access_cards.engine.events import Event
from access_cards.narration.speakable import speakable
from access_cards.simulate import (
    RELATIVE_ERROR,
    DecisionTimes,
    MatchRecord,
    SimulationError,
    derive_seed,
    mean_interval,
    parse_seat,
    parse_seats,
    percentile,
    run_match,
    simulate,
    wilson_interval,
)

FAST = ["bot:easy", "bot:random"]

# -- seat specs ------------------------------------------------------------------


@pytest.mark.parametrize(
    ("spec", "canonical"),
    [
        ("bot", "bot:normal"),
        (" Bot:HARD ", "bot:hard"),
        ("bot:random", "bot:random"),
        ("bot:easy", "bot:easy"),
    ],
)
def test_seat_specs_are_made_canonical(spec: str, canonical: str) -> None:
    assert parse_seat(spec, "khmer") == canonical


@pytest.mark.parametrize(
    ("spec", "words"),
    [
        ("you", "bots only"),
        ("human", "bad seat"),
        ("bot:", "bad seat"),
        ("bot:genius", "levels: easy, normal, hard, random"),
        ("easy", "bad seat"),
    ],
)
def test_bad_seat_specs_say_why(spec: str, words: str) -> None:
    with pytest.raises(ValueError, match=words):
        parse_seat(spec, "khmer")


def test_seat_lists() -> None:
    assert parse_seats("bot:hard,bot", "khmer") == ["bot:hard", "bot:normal"]
    with pytest.raises(ValueError, match="comma-separated"):
        parse_seats("bot,,bot", "khmer")


# -- statistics ------------------------------------------------------------------


def test_wilson_interval_known_values() -> None:
    assert wilson_interval(50, 100) == pytest.approx((0.4038, 0.5962), abs=5e-5)
    # At the edges Wilson stays inside [0, 1] and is not empty: z²/(n+z²) for 0/10.
    assert wilson_interval(0, 10) == pytest.approx((0.0, 0.2775), abs=5e-5)
    assert wilson_interval(10, 10) == pytest.approx((0.7225, 1.0), abs=5e-5)
    assert wilson_interval(612, 1000) == pytest.approx((0.5814, 0.6417), abs=5e-4)


def test_mean_interval_and_percentile() -> None:
    est = mean_interval([1, 2, 3, 4])
    half = 1.959964 * (5 / 3) ** 0.5 / 2  # z · sd / √n, sd with n - 1
    assert (est.value, est.low, est.high) == pytest.approx((2.5, 2.5 - half, 2.5 + half))
    assert mean_interval([7]).low is None  # one value has no spread to speak of
    assert percentile([1.0, 2.0, 3.0, 4.0], 0.5) == 2.0
    assert percentile([float(i) for i in range(1, 101)], 0.95) == 95.0
    assert percentile([], 0.5) is None


def _footprint(times: DecisionTimes) -> tuple[int, int]:
    """Bytes of the object and what it refers to, and of its pickled form (what workers send)."""
    parts = [times, times._counts, times.count, times.min, times.max]
    return sum(sys.getsizeof(p) for p in parts), len(pickle.dumps(times))


def test_decision_times_take_the_same_memory_for_any_number_of_times() -> None:
    """The per-seat timing record is as big after 1,000,000 times as after 10,000."""
    rng = random.Random(1)
    times = DecisionTimes()
    for _ in range(10_000):
        times.add(rng.lognormvariate(-9, 2))
    after_10k = _footprint(times)
    for _ in range(990_000):
        times.add(rng.lognormvariate(-9, 2))
    assert len(times) == 1_000_000
    in_memory, pickled = _footprint(times)
    assert in_memory == after_10k[0] < 16_000  # one fixed array of 64-bit counts
    assert abs(pickled - after_10k[1]) <= 4  # only the count's own digits may differ


def test_decision_time_percentiles_are_within_the_stated_error() -> None:
    """Percentiles agree with the exact nearest-rank ones within 1%; min and max are exact."""
    rng = random.Random(2)
    # From about 10 ns to seconds: random bots to a slow hard bot.
    values = [rng.lognormvariate(-9, 2.5) for _ in range(50_000)]
    times = DecisionTimes(values)
    exact = sorted(values)
    for q in [k / 200 for k in range(1, 201)]:
        want = percentile(exact, q)
        got = times.percentile(q)
        assert want is not None and got is not None
        assert abs(got - want) <= RELATIVE_ERROR * want * (1 + 1e-9), q
    assert (times.min, times.max) == (exact[0], exact[-1])
    assert times.percentile(1.0) == exact[-1]
    assert DecisionTimes().percentile(0.5) is None and DecisionTimes().max is None


def test_decision_times_outside_the_range_stay_between_min_and_max() -> None:
    """A zero time (coarse clocks) or an absurdly long one never gives a figure outside the data."""
    times = DecisionTimes([0.0, 0.0, 0.0, 5e5])
    assert times.percentile(0.5) == 0.0 and times.percentile(1.0) == 5e5
    assert times.count_over(1.0) == 1


def test_merged_decision_times_do_not_depend_on_the_split() -> None:
    """Histograms filled by any number of workers add up to the one a single process fills."""
    rng = random.Random(3)
    values = [rng.expovariate(1000) for _ in range(5_000)]
    whole = DecisionTimes(values)
    for workers in (2, 3, 7):
        parts = [DecisionTimes(values[w::workers]) for w in range(workers)]
        parts.append(DecisionTimes())  # a worker that timed nothing changes nothing
        merged = DecisionTimes.combined(reversed(parts))
        assert merged == whole
        assert [merged.percentile(q) for q in (0.5, 0.95)] == [
            whole.percentile(q) for q in (0.5, 0.95)
        ]


def test_count_over_is_exact_away_from_the_threshold() -> None:
    """Times more than 1% from the threshold are counted exactly (the benchmarks' 'over 100 ms')."""
    times = DecisionTimes([0.05] * 10 + [0.2] * 3 + [0.0999] * 2)
    assert times.count_over(0.1) == 3
    assert times.count_over(0.2) == 0  # the max is exact: nothing is above it
    assert times.count_over(0.01) == 15


def test_derived_seeds_are_fixed_numbers() -> None:
    # SplitMix64 of 0 is 0xE220A8397B1DCDAF; pinned so runs replay on any Python.
    assert derive_seed(0, 0) == 0xE220A8397B1DCDAF >> 1
    seeds = {derive_seed(7, i) for i in range(1000)}
    assert len(seeds) == 1000 and all(0 <= s < 2**63 for s in seeds)


# -- one match -------------------------------------------------------------------


def test_run_match_records_the_match() -> None:
    """A match's record is reproducible and its decision times go to the seats' timings."""
    timings = [DecisionTimes(), DecisionTimes()]
    rec = run_match("khmer", ["easy", "bot:random"], 11, {"target": "4"}, timings=timings)
    assert rec == run_match("khmer", ["easy", "random"], 11, {"target": "4"})
    assert rec.seed == 11 and rec.levels == ("easy", "random")
    assert max(rec.scores) >= 4 and sorted(rec.result) == [1, 2]
    assert rec.deals >= 2 and rec.actions == sum(rec.decisions)
    assert [len(t) for t in timings] == list(rec.decisions)
    assert all(t.min is not None and t.min >= 0 for t in timings)


class _Listener(RandomBot):
    """A random bot that keeps every event it is given."""

    def __init__(self, seat: int, seed: int | None = None) -> None:
        super().__init__(seat, seed)
        self.heard: list[Event] = []

    def observe(self, event: Event) -> None:
        self.heard.append(event)


def test_bots_hear_the_deal_and_only_their_events(monkeypatch: pytest.MonkeyPatch) -> None:
    """Bots hear the start events and then only events addressed to their seat."""
    made: list[_Listener] = []

    def create(
        game: str,
        level: str = "normal",
        *,
        seat: int,
        seed: int | None = None,
        deterministic: bool = False,
    ) -> bots.Bot:
        made.append(_Listener(seat, seed))
        return made[-1]

    monkeypatch.setattr(bots, "create", create)
    run_match("khmer", ["random", "random"], 3)
    for bot in made:
        assert bot.heard[0].type == "deal_start"  # the start events, before any action
        assert any(e.type == "dealt" and e.audience == bot.seat for e in bot.heard)
        assert all(e.audience in (None, bot.seat) for e in bot.heard)
        assert bot.heard[-1].type == "match_end"


def test_run_match_stops_a_match_that_runs_too_long() -> None:
    with pytest.raises(SimulationError, match="did not end within 3 actions"):
        run_match("khmer", ["random", "random"], 1, max_actions=3)


# -- many matches ----------------------------------------------------------------


def test_same_seed_same_report_and_jobs_do_not_matter() -> None:
    one = simulate("khmer", FAST, 40, seed=5, jobs=1, keep_records=True)
    assert one == simulate("khmer", FAST, 40, seed=5, jobs=1, keep_records=True)
    two = simulate("khmer", FAST, 40, seed=5, jobs=2, keep_records=True)
    assert one == two
    # Every worker's decision times reach the report, counted once.
    assert [len(t) for t in two.timings] == [e.decisions for e in one.entries]
    assert one.records != simulate("khmer", FAST, 40, seed=6, keep_records=True).records
    assert [r.seed for r in one.records] == [derive_seed(5, i) for i in range(40)]


def test_records_are_kept_only_when_asked() -> None:
    """By default a report holds no per-match record, and its figures are the same."""
    kept = simulate("khmer", FAST, 40, seed=5, duplicate=True, keep_records=True)
    summed = simulate("khmer", FAST, 40, seed=5, duplicate=True, jobs=2)
    assert summed.records == () and len(kept.records) == 40
    assert summed.to_dict()["entries"][0]["wins"] == kept.to_dict()["entries"][0]["wins"]
    assert dataclasses.replace(kept, records=()) == summed


def test_a_report_is_no_bigger_after_more_matches() -> None:
    """What simulate keeps (pickled, as workers send it) is the same size for 20 or 200 matches."""
    small = simulate("khmer", FAST, 20, seed=5)
    large = simulate("khmer", FAST, 200, seed=5, jobs=2)
    assert large.games == 200 and large.entries[0].decisions > 5 * small.entries[0].decisions
    assert abs(len(pickle.dumps(large)) - len(pickle.dumps(small))) < 200  # digits, not data


def test_moments_give_mean_interval_in_any_order() -> None:
    """Exact running sums give mean_interval's figures without keeping the numbers."""
    values = [3, -7, 12, 0, 5, 5, -1300, 42, 7.5]
    forward, backward = sim.Moments(), sim.Moments()
    for v in values:
        forward.add(v)
    for v in reversed(values):
        backward.add(v)
    est = forward.estimate()
    assert est == backward.estimate()
    want = mean_interval(values)
    assert (est.value, est.low, est.high) == pytest.approx((want.value, want.low, want.high))
    one = sim.Moments()
    one.add(4)
    assert one.estimate() == mean_interval([4])


def test_per_seat_results_without_duplicate() -> None:
    report = simulate("khmer", FAST, 30, seed=2, keep_records=True)
    easy, rand = report.entries
    assert (easy.label, easy.seat, rand.label) == ("seat 0 bot:easy", 0, "seat 1 bot:random")
    assert easy.wins + rand.wins == 30
    assert easy.wins == sum(r.result[0] == 1 for r in report.records)
    assert report.paired is None and report.boards == 30


def test_duplicate_plays_each_board_once_per_rotation() -> None:
    report = simulate("khmer", FAST, 40, seed=3, duplicate=True, keep_records=True)
    assert report.boards == 20 and len(report.records) == 40
    by_seed: dict[int, list[tuple[str, ...]]] = {}
    for rec in report.records:
        by_seed.setdefault(rec.seed, []).append(rec.levels)
    assert len(by_seed) == 20
    assert all(sorted(v) == [("easy", "random"), ("random", "easy")] for v in by_seed.values())
    # Wins follow the bot, whichever seat it had.
    easy_wins = sum(r.result[r.levels.index("easy")] == 1 for r in report.records)
    assert report.entries[0].label == "bot:easy" and report.entries[0].seat is None
    assert report.entries[0].wins == easy_wins
    # Decision times follow the level too: as many as that level's seats decided.
    easy_times = report.decision_times("easy")
    easy_decisions = sum(r.decisions[r.levels.index("easy")] for r in report.records)
    assert len(easy_times) == easy_decisions == report.entries[0].decisions > 0
    assert easy_times.max == report.entries[0].decision_max
    assert len(report.decision_times("hard")) == 0
    assert report.decision_times("hard").percentile(0.5) is None


def test_duplicate_mirror_match_is_exactly_even() -> None:
    # Bots' seeds come from the match seed and the seat, so two random bots play
    # each board's two rotations identically: each spec wins one of every pair.
    report = simulate("khmer", ["bot:random", "bot:random"], 20, seed=9, duplicate=True)
    first, second = report.entries
    assert (first.label, second.label) == ("bot:random #1", "bot:random #2")
    assert first.wins == second.wins == 10
    assert report.paired is not None and report.paired.difference.value == 0


def test_paired_difference_equals_difference_of_means() -> None:
    report = simulate("khmer", FAST, 40, seed=4, duplicate=True)
    paired = report.paired
    assert paired is not None and paired.boards == 20
    easy, rand = report.entries
    gap = easy.mean_score.value - rand.mean_score.value
    assert paired.difference.value == pytest.approx(gap)
    assert paired.difference.low is not None and paired.difference.low > 0


def test_shared_first_place_counts_half(monkeypatch: pytest.MonkeyPatch) -> None:
    def tie(
        game: str,
        levels: Sequence[str],
        seed: int,
        options: Mapping[str, Any] | None = None,
        *,
        timings: Sequence[DecisionTimes] = (),
    ) -> MatchRecord:
        for times in timings:
            times.add(0.0)
        return MatchRecord(seed, tuple(levels), (3, 3), (1, 1), 1, 2, (1, 1))

    monkeypatch.setattr(sim, "run_match", tie)
    report = simulate("khmer", FAST, 4, seed=1)
    assert [e.wins for e in report.entries] == [2.0, 2.0]


def test_options_reach_the_game() -> None:
    report = simulate("khmer", FAST, 10, seed=1, options={"mode": "single"}, keep_records=True)
    assert {r.deals for r in report.records} == {1}


@pytest.mark.parametrize(
    ("kwargs", "words"),
    [
        ({"seats": ["bot", "you"]}, "bots only"),
        ({"games": 5, "duplicate": True}, "multiple of the number of seats"),
        ({"games": 0}, "at least 1"),
        ({"game_name": "chess"}, "unknown game"),
        ({"seats": ["bot"]}, "2 players"),
        ({"options": {"target": "lots"}}, "target"),
        ({"jobs": 0}, "jobs"),
    ],
)
def test_bad_arguments_are_value_errors(kwargs: dict[str, Any], words: str) -> None:
    args: dict[str, Any] = {"game_name": "khmer", "seats": FAST, "games": 4, "seed": 1}
    with pytest.raises(ValueError, match=words):
        simulate(**{**args, **kwargs})


# -- the command line ------------------------------------------------------------

RUN = ["simulate", "khmer", "--games", "20", "--seats", "bot:easy,bot:random", "--seed", "8"]


@pytest.mark.parametrize(("lang", "seat"), [("en", "Seat"), ("it", "Posto"), ("de", "Platz"),
                                           ("el", "Θέση")])  # fmt: skip
def test_cli_report_is_in_the_players_language(
    lang: str, seat: str, capsys: pytest.CaptureFixture[str]
) -> None:
    """Each seat's line names the seat in the report's language, then the bot as typed."""
    assert main(["--lang", lang, *RUN]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out[1].startswith(f"{seat} 0, bot easy. ")
    assert out[2].startswith(f"{seat} 1, bot random. ")
    assert all(speakable(line) for line in out), out


def test_cli_prints_a_line_per_spec(capsys: pytest.CaptureFixture[str]) -> None:
    assert main([*RUN, "--duplicate"]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out[0] == "Khmer, 20 matches, duplicate, 10 boards, seed 8."
    assert out[1].startswith("Bot easy. Wins ") and "Mean score " in out[1]
    assert out[2].startswith("Bot random. Wins ") and "A decision takes " in out[2]
    assert out[3].startswith("Paired score difference per board, bot easy minus bot random")
    assert out[4].startswith("Deals per match ")
    assert all(speakable(line) for line in out), out  # no "slash", "equals", "bracket"


def test_cli_json_is_one_object(capsys: pytest.CaptureFixture[str]) -> None:
    assert main([*RUN, "--json", "--option", "target=4"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["games"] == 20 and data["options"] == {"target": "4"}
    assert [e["spec"] for e in data["entries"]] == FAST
    assert sum(e["wins"] for e in data["entries"]) == 20


def test_cli_same_seed_same_figures(capsys: pytest.CaptureFixture[str]) -> None:
    main([*RUN, "--json"])
    first = json.loads(capsys.readouterr().out)
    main([*RUN, "--json", "--jobs", "2"])
    second = json.loads(capsys.readouterr().out)
    for data in (first, second):
        for entry in data["entries"]:
            del entry["decision_seconds"]  # wall clock, the only part that may differ
    assert first == second


@pytest.mark.parametrize(
    "argv",
    [
        ["simulate", "chess", "--seats", "bot,bot"],
        ["simulate", "khmer", "--seats", "you,bot"],
        ["simulate", "khmer", "--seats", "bot:expert,bot"],
        ["simulate", "khmer", "--seats", "bot,bot", "--games", "3", "--duplicate"],
        ["simulate", "khmer", "--seats", "bot,bot", "--option", "target=lots"],
        ["simulate", "khmer", "--seats", "bot,bot", "--option", "colour=red"],
        ["simulate", "khmer", "--seats", "bot,bot", "--option", "target"],
        ["simulate", "khmer", "--seats", "bot,bot", "--games", "many"],
        ["simulate", "khmer"],
        ["juggle"],
    ],
)
def test_cli_usage_errors_are_one_line_and_exit_2(
    argv: list[str], capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(argv) == 2
    captured = capsys.readouterr()
    assert captured.out == ""
    lines = captured.err.splitlines()
    assert len(lines) == 1 and speakable(lines[0]) and not lines[0].startswith("usage")


def test_cli_help_lists_the_commands(capsys: pytest.CaptureFixture[str]) -> None:
    """``--help`` names every command of DESIGN.md §4."""
    assert main(["--help"]) == 0
    section = capsys.readouterr().out.split("commands:")[1].splitlines()
    # argparse lists each command as "    NAME  help text".
    commands = {line.split()[0] for line in section if line.startswith("    ")}
    assert {"play", "rules", "simulate", "labels"} <= commands
