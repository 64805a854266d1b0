"""The ``access-cards`` command line (DESIGN.md §4).

Each subcommand is one ``_add_<name>`` function that builds its parser and
sets ``run``; ``main`` dispatches.  Usage errors are one line on standard
error and exit code 2, so scripts and screen reader users get one clear
sentence in their language instead of argparse's usage block (usage.py).
"""

from __future__ import annotations

import argparse
import contextlib
import json
import os
import secrets
import sys
from collections.abc import Callable, Sequence
from typing import Any

from access_cards.console.stopping import Stop, stop_on_signals
from access_cards.crash import crash_report, standard_streams, stdout_failed
from access_cards.engine.errors import OptionError
from access_cards.narration import Translator
from access_cards.narration.speakable import spoken_form, spoken_name, spoken_reason
from access_cards.simulate import EntryStats, Estimate, Report, simulate
from access_cards.usage import (
    Parser,
    UsageError,
    checked_options,
    checked_seats,
    find_game,
    option_error,
)

__all__ = ["PROG", "UsageError", "format_report", "main"]

PROG = "access-cards"


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command line; return the exit code (0, 1 run-time error, 2 usage error)."""
    standard_streams()
    try:
        with stop_on_signals():
            return _dispatch(argv)
    except UsageError as exc:
        print(_usage_sentence(exc, sys.argv[1:] if argv is None else argv), file=sys.stderr)
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


def _usage_sentence(exc: UsageError, argv: Sequence[str]) -> str:
    """The usage error as one line in the language the command line asks for, else the
    player's."""
    from access_cards.console.cli import player_language
    from access_cards.narration import LANGUAGES, Translator

    lang = next((x for x in _lang_values(argv) if x in LANGUAGES), None) or player_language()
    return " ".join(exc.sentence(Translator(lang)).split())


def _lang_values(argv: Sequence[str]) -> list[str]:
    """The values given to ``--lang`` (``--lang it`` or ``--lang=it``), last one first."""
    found = []
    for i, arg in enumerate(argv):
        if arg == "--lang" and i + 1 < len(argv):
            found.append(argv[i + 1])
        elif arg.startswith("--lang="):
            found.append(arg.partition("=")[2])
    return found[::-1]


def _dispatch(argv: Sequence[str] | None) -> int:
    args = _build_parser().parse_args(argv)
    run: Callable[[argparse.Namespace], int] | None = getattr(args, "run", None)
    if run is None:
        from access_cards.console.cli import run_menu

        return run_menu(args)
    return run(args)


def _os_error(exc: OSError) -> str:
    """An operating-system error as one sentence: what failed, and on which file."""
    from access_cards.console.cli import notice

    reason = spoken_reason(exc)
    if exc.filename:
        return notice("console-os-error-file", reason=reason, path=spoken_name(str(exc.filename)))
    return notice("console-os-error", reason=reason)


def _say_stopped() -> None:
    from access_cards.console.cli import notice

    with contextlib.suppress(OSError, ValueError):
        print(notice("console-stopped"), file=sys.stderr)


def _build_parser() -> argparse.ArgumentParser:
    parser = Parser(prog=PROG, description="Screen-reader-first card games.")
    commands = parser.add_subparsers(title="commands", metavar="COMMAND", parser_class=Parser)
    from access_cards.console import cli as console_cli

    console_cli.add_common(parser)
    console_cli.add_play(commands, _options)
    _add_simulate(commands)
    console_cli.add_rules(commands)
    from access_cards.console import netplay

    netplay.add_join(commands)
    netplay.add_serve(commands)
    from access_cards.braille.command import add_labels

    add_labels(commands, console_cli.notice, console_cli.player_language)
    return parser


def _options(pairs: Sequence[str]) -> dict[str, str]:
    """``KEY=VALUE`` strings as a dict; the game checks names and values."""
    options: dict[str, str] = {}
    for pair in pairs:
        key, sep, value = pair.partition("=")
        if not sep or not key.strip():
            raise UsageError("usage-option-form")
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
    options = _options(args.option)
    _check_simulation(args, options)
    try:
        report = simulate(
            args.game,
            args.seats.split(","),
            args.games,
            seed,
            duplicate=args.duplicate,
            options=options,
            jobs=args.jobs,
        )
    except OptionError as exc:  # checked above; kept for what only a match can find
        raise option_error(exc, find_game(args.game), options, len(args.seats.split(","))
                           ) from exc  # fmt: skip
    except ValueError as exc:
        raise UsageError("usage-other", detail=str(exc)) from exc
    if args.json:
        print(json.dumps(report.to_dict(), indent=2))
    else:
        from access_cards.console.play import choose_language
        from access_cards.console.settings import Settings

        lang = choose_language(getattr(args, "lang", None), Settings.load())
        print("\n".join(format_report(report, Translator(lang))))
    return 0


def _check_simulation(args: argparse.Namespace, options: dict[str, str]) -> None:
    """Everything simulate would refuse, as a usage error worded for the player."""
    game = find_game(args.game)
    seats = checked_seats(game, args.seats.split(","), allow_human=False)
    if args.games < 1:
        raise UsageError("usage-games-at-least")
    if args.jobs < 1:
        raise UsageError("usage-jobs-at-least")
    if args.duplicate and args.games % len(seats):
        raise UsageError("usage-duplicate-games", seats=len(seats))
    checked_options(game, options, len(seats))


def format_report(report: Report, t: Translator | None = None) -> list[str]:
    """The report as lines to read or hear (commandline.ftl, English unless ``t`` says
    otherwise): a heading, one line per seat or bot, then totals.  Sentences, not a
    table: "wins 18/20 = 90.0% [69.9%, 97.2%]" was heard "slash", "equals", "percent",
    "left bracket"; the figures themselves are in the JSON form."""
    t = t or Translator("en")
    mode = "duplicate" if report.duplicate else "fixed"
    heading = t("report-heading", game=_game_name(t, report.game), games=report.games,
                mode=mode, boards=report.boards, seed=report.seed)  # fmt: skip
    if report.options:
        items = [spoken_form(f"{k} {v}") for k, v in sorted(report.options.items())]
        heading += " " + t("report-options", options=t.join(items, style="unit"))
    lines = [heading, *(_entry_line(t, e) for e in report.entries)]
    if report.paired is not None:
        p = report.paired
        lines.append(
            t("report-paired", first=spoken_form(p.first), second=spoken_form(p.second),
              boards=p.boards, value=_decimal(t, p.difference.value, 2, signed=True))
            + _interval(t, p.difference, 2, signed=True)
        )  # fmt: skip
    deals = report.deals_per_match
    lines.append(
        t("report-deals", value=_decimal(t, deals.value, 2)) + _interval(t, deals, 2)
        + " " + t("report-actions", value=_decimal(t, report.actions_per_match.value, 1))
    )  # fmt: skip
    return lines


def _game_name(t: Translator, game: str) -> str:
    try:
        return t(f"game-{game}")
    except KeyError:  # a game with no console yet has no name in the menu
        return spoken_form(game)


def _entry_label(t: Translator, e: EntryStats) -> str:
    """The row's seat and bot in the report's language ("Platz 0, bot hard"); in duplicate
    mode the bot spec as the JSON names it (it moves between seats)."""
    if e.seat is None:
        return spoken_form(e.label)
    return t("report-seat", seat=e.seat, spec=spoken_form(e.spec))


def _entry_line(t: Translator, e: EntryStats) -> str:
    rate = e.win_rate
    words = [
        t("report-wins", label=t.sentence(_entry_label(t, e)).rstrip("."),
          wins=_decimal(t, e.wins, 0 if e.wins == int(e.wins) else 2), matches=e.matches,
          rate=_decimal(t, 100 * rate.value, 1)),
        _interval(t, Estimate(100 * rate.value, _times(100, rate.low), _times(100, rate.high)),
                  1, percent=True),
        " " + t("report-mean", value=_decimal(t, e.mean_score.value, 2)),
        _interval(t, e.mean_score, 2),
    ]  # fmt: skip
    if e.decision_p50 is not None and e.decision_p95 is not None:
        words.append(" " + t("report-decisions", p50=_ms(t, e.decision_p50),
                             p95=_ms(t, e.decision_p95)))  # fmt: skip
    return "".join(words)


def _times(factor: float, x: float | None) -> float | None:
    return None if x is None else factor * x


def _interval(
    t: Translator, est: Estimate, digits: int, *, signed: bool = False, percent: bool = False
) -> str:
    """ " The 95 percent interval is 2.8 to 30.1." after a figure, or nothing without one."""
    if est.low is None or est.high is None:
        return ""
    low, high = (_decimal(t, x, digits, signed=signed) for x in (est.low, est.high))
    return " " + t("report-interval", low=low, high=high, percent="yes" if percent else "no")


def _decimal(t: Translator, x: float, digits: int, *, signed: bool = False) -> str:
    """``x`` with ``digits`` decimals in the language's way, a sign said as a word."""
    from babel.numbers import format_decimal

    pattern = "0." + "0" * digits if digits else "0"
    text = str(format_decimal(abs(x), format=pattern, locale=t.lang))
    if x < 0 and text.strip("0.,"):
        return t("report-minus", number=text)
    return t("report-plus", number=text) if signed and x > 0 else text


def _ms(t: Translator, seconds: float) -> str:
    ms = 1000 * seconds
    return _decimal(t, ms, 3 if ms < 1 else 1 if ms < 10 else 0)
