"""The ``access-cards`` command line (DESIGN.md §4).

Each subcommand is one ``_add_<name>`` function that builds its parser and
sets ``run``; ``main`` dispatches.  Usage errors are one line on standard
error and exit code 2, so scripts and screen reader users get one clear
sentence instead of argparse's usage block.
"""

from __future__ import annotations

import argparse
import contextlib
import json
import os
import secrets
import sys
from collections.abc import Callable, Sequence
from typing import Any, NoReturn

from access_cards.console.stopping import Stop, stop_on_signals
from access_cards.crash import crash_report, standard_streams, stdout_failed
from access_cards.simulate import EntryStats, Estimate, Report, simulate

__all__ = ["PROG", "UsageError", "format_report", "main"]

PROG = "access-cards"


class UsageError(Exception):
    """A bad command line: reported in one line, exit code 2."""


class _Parser(argparse.ArgumentParser):
    """An ArgumentParser that raises instead of printing usage and exiting."""

    def error(self, message: str) -> NoReturn:
        raise UsageError(message)


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command line; return the exit code (0, 1 run-time error, 2 usage error)."""
    standard_streams()
    try:
        with stop_on_signals():
            return _dispatch(argv)
    except UsageError as exc:
        print(f"{PROG}: error: {_clipped(str(exc))}", file=sys.stderr)
        return 2
    except SystemExit as exc:  # --help and --version end through SystemExit
        return exc.code if isinstance(exc.code, int) else 0
    except Stop as exc:  # Control C, a closed terminal, a shutdown: said where it arrived
        if not exc.said:
            _say_stopped()
        return 1
    except BrokenPipeError:
        # The reader of our output went away (``| head``): stop quietly, and
        # keep Python from complaining again when it flushes stdout at exit.
        stdout_failed()
        return 1
    except OSError as exc:
        stdout_failed()
        print(f"{PROG}: {_os_error(exc)}", file=sys.stderr)
        return 1
    except Exception as exc:
        if os.environ.get("ACCESS_CARDS_DEBUG"):
            raise
        stdout_failed()
        print(crash_report(exc), file=sys.stderr)
        return 1


def _clipped(message: str) -> str:
    """``message`` on one line, with any word of a hundred characters or more cut short:
    an argument of thousands of characters is not read back in full."""
    words = [w if len(w) < 100 else f"{w[:40]}..." for w in message.split(" ")]
    return " ".join(" ".join(words).split("\n"))


def _dispatch(argv: Sequence[str] | None) -> int:
    args = _build_parser().parse_args(argv)
    run: Callable[[argparse.Namespace], int] | None = getattr(args, "run", None)
    if run is None:
        from access_cards.console.cli import run_menu

        return run_menu(args, UsageError)
    return run(args)


def _os_error(exc: OSError) -> str:
    """An operating-system error as one sentence: what failed, and on which file."""
    from access_cards.console.cli import notice

    reason = exc.strerror or str(exc)
    if exc.filename:
        return notice("console-os-error-file", reason=reason, path=str(exc.filename))
    return notice("console-os-error", reason=reason)


def _say_stopped() -> None:
    from access_cards.console.cli import notice

    with contextlib.suppress(OSError, ValueError):
        print(notice("console-stopped"), file=sys.stderr)


def _build_parser() -> argparse.ArgumentParser:
    parser = _Parser(prog=PROG, description="Screen-reader-first card games.")
    commands = parser.add_subparsers(title="commands", metavar="COMMAND", parser_class=_Parser)
    from access_cards.console import cli as console_cli

    console_cli.add_common(parser)
    console_cli.add_play(commands, _options, UsageError)
    _add_simulate(commands)
    console_cli.add_rules(commands, UsageError)
    from access_cards.braille.command import add_labels

    add_labels(commands, UsageError, console_cli.notice, console_cli.player_language)
    return parser


def _options(pairs: Sequence[str]) -> dict[str, str]:
    """``KEY=VALUE`` strings as a dict; the game checks names and values."""
    options: dict[str, str] = {}
    for pair in pairs:
        key, sep, value = pair.partition("=")
        if not sep or not key.strip():
            raise UsageError(f"bad --option {pair!r}: write KEY=VALUE, e.g. target=6")
        options[key.strip()] = value.strip()
    return options


# -- simulate --------------------------------------------------------------------


def _add_simulate(commands: Any) -> None:
    p = commands.add_parser(
        "simulate",
        help="play bot-only matches and report results with 95%% intervals",
        description="Play bot-only matches and report per-seat results with 95%% intervals.",
    )
    p.add_argument("game", metavar="GAME", help="the game, e.g. khmer")
    p.add_argument(
        "--games", type=int, default=1000, metavar="N", help="matches to play in all (default 1000)"
    )
    p.add_argument(
        "--seats",
        required=True,
        metavar="SEATS",
        help="comma-separated bots, e.g. bot:hard,bot:normal (bot = bot:normal)",
    )
    p.add_argument(
        "--seed",
        type=int,
        default=None,
        metavar="S",
        help="seed of the whole run (default: random, and printed)",
    )
    p.add_argument(
        "--duplicate",
        action="store_true",
        help="play each board once per rotation of the bots through the seats",
    )
    p.add_argument("--json", action="store_true", help="print one JSON object")
    p.add_argument(
        "--jobs", type=int, default=1, metavar="J", help="worker processes (same figures as 1)"
    )
    p.add_argument(
        "--option",
        action="append",
        default=[],
        metavar="KEY=VALUE",
        help="a game option, e.g. pile_visibility=top_only (repeatable)",
    )
    p.set_defaults(run=_run_simulate)


def _run_simulate(args: argparse.Namespace) -> int:
    seed = args.seed if args.seed is not None else secrets.randbits(32)
    try:
        report = simulate(
            args.game,
            args.seats.split(","),
            args.games,
            seed,
            duplicate=args.duplicate,
            options=_options(args.option),
            jobs=args.jobs,
        )
    except ValueError as exc:  # includes the engine's OptionError
        raise UsageError(str(exc)) from exc
    if args.json:
        print(json.dumps(report.to_dict(), indent=2))
    else:
        print("\n".join(format_report(report)))
    return 0


def format_report(report: Report) -> list[str]:
    """The report as plain lines: a heading, one line per seat or bot, then totals."""
    mode = f"duplicate, {report.boards} boards" if report.duplicate else "seats fixed"
    options = "".join(f", {k}={v}" for k, v in sorted(report.options.items()))
    lines = [f"{report.game}: {report.games} matches ({mode}), seed {report.seed}{options}"]
    width = max(len(e.label) for e in report.entries)
    lines += [_entry_line(e, width) for e in report.entries]
    if report.paired is not None:
        p = report.paired
        lines.append(
            f"paired score difference {p.first} minus {p.second}, per board"
            f" over {p.boards} boards: {_number(p.difference, signed=True)}"
        )
    lines.append(
        f"deals per match {_number(report.deals_per_match)}, actions per match"
        f" {report.actions_per_match.value:.1f}"
    )
    return lines


def _entry_line(e: EntryStats, width: int) -> str:
    wins = f"{e.wins:g}"
    rate = e.win_rate
    interval = f"[{_pct(rate.low)}, {_pct(rate.high)}]"
    return (
        f"{e.label:<{width}}  wins {wins}/{e.matches} = {_pct(rate.value)} {interval}"
        f"  mean score {_number(e.mean_score)}"
        f"  decision p50 {_ms(e.decision_p50)} p95 {_ms(e.decision_p95)}"
    )


def _pct(x: float | None) -> str:
    return "n/a" if x is None else f"{100 * x:.1f}%"


def _number(est: Estimate, signed: bool = False) -> str:
    fmt = "+.2f" if signed else ".2f"
    if est.low is None or est.high is None:
        return f"{est.value:{fmt}}"
    return f"{est.value:{fmt}} [{est.low:{fmt}}, {est.high:{fmt}}]"


def _ms(seconds: float | None) -> str:
    if seconds is None:
        return "n/a"
    ms = 1000 * seconds
    digits = 3 if ms < 1 else 1 if ms < 10 else 0
    return f"{ms:.{digits}f} ms"
