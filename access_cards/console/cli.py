"""The ``play`` and ``rules`` subcommands and the bare ``access-cards`` menu."""

from __future__ import annotations

import argparse
import contextlib
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

from access_cards import games
from access_cards.console.play import (
    PlayRequest,
    choose_language,
    hear_the_end,
    new_match,
    resume_match,
    run_session,
    save_error_text,
)
from access_cards.console.reader import LineReader, PlainReader, PromptReader, ScreenBuffer
from access_cards.console.saves import MatchFileError, SavedMatch, saves_dir
from access_cards.console.session import GameSession
from access_cards.console.settings import Settings, config_dir
from access_cards.console.stopping import Stop
from access_cards.engine.errors import SaveError
from access_cards.files import FileError, clear_stale_temporaries
from access_cards.narration import LANGUAGES, Translator
from access_cards.narration.speakable import spoken_reason
from access_cards.rules import rules_lines
from access_cards.seats import HUMAN
from access_cards.speech import MODES, Speaker
from access_cards.speech.detect import running_reader
from access_cards.speech.log import check_log_path
from access_cards.usage import (
    GameName,
    UsageError,
    checked_options,
    checked_seats,
    find_game,
)

__all__ = ["add_play", "add_rules", "notice", "pause_at_the_end", "player_language", "run_menu"]


def _plain(args: argparse.Namespace) -> bool:
    return bool(getattr(args, "plain", False)) or not sys.stdin.isatty()


def _screen(args: argparse.Namespace) -> ScreenBuffer | None:
    """The terminal's line gatherer at the prompt; plain mode prints each line at once."""
    return None if _plain(args) else ScreenBuffer()


def _speaker(
    args: argparse.Namespace, settings: Settings, t: Translator, screen: ScreenBuffer | None
) -> Speaker:
    # Plain mode is a transcript on standard output: no voice unless asked.
    mode = args.speech or ("text" if _plain(args) else settings.speech)
    speaker = Speaker(
        mode,
        write=screen,
        log_path=args.speech_log,
        rate=settings.rate or None,
        lang=t.lang,
        notice=lambda msg_id, values: t(msg_id, **values),
    )
    if screen is not None:
        # The writes are paced for a screen reader reading the terminal (screen.py): in
        # reader mode, or in any mode while one runs; others get each line at once.
        screen.paced = speaker.mode == "reader" or running_reader() is not None
    return speaker


def _attach_display(args: argparse.Namespace, speaker: Speaker, t: Translator) -> None:
    """Open the direct braille display asked for, or say once why there is none."""
    from access_cards.braille.display import open_display

    display, reason = open_display(brlapi=bool(getattr(args, "brlapi", False)))
    speaker.display = display
    if reason is not None:
        speaker.say(t("console-brlapi-missing", reason=reason), "error")


def _close_display(speaker: Speaker) -> None:
    display = speaker.display
    if display is not None and hasattr(display, "close"):
        display.close()


def _reader(
    args: argparse.Namespace, stop_speech: Callable[[], None], screen: ScreenBuffer | None
) -> LineReader:
    return PlainReader() if _plain(args) else PromptReader(stop_speech, screen)


def _finish(speaker: Speaker, screen: ScreenBuffer | None) -> None:
    """Put the last lines on the screen, then release the display and the voice."""
    if screen is not None:
        screen.flush()
    _close_display(speaker)
    speaker.close()


def add_common(p: argparse.ArgumentParser, *, sub: bool = False) -> None:
    """Options shared by ``play`` and the menu, before or after the subcommand.

    On a subcommand (``sub``) an option not given sets nothing, so one given
    before the subcommand (``access-cards --lang it play khmer``) still counts.
    """
    unset: dict[str, Any] = {"default": argparse.SUPPRESS} if sub else {}
    p.add_argument("--lang", choices=LANGUAGES, help="language of speech and text", **unset)
    p.add_argument("--speech", choices=MODES, help="where speech goes (default: auto)", **unset)
    p.add_argument(
        # str, not Path: Path("") would be ".", the current folder, not an empty name.
        "--speech-log",
        type=str,
        metavar="FILE",
        help="JSON Lines of every utterance",
        **unset,
    )
    p.add_argument(
        "--plain", action="store_true", help="one command per line on standard input", **unset
    )
    p.add_argument(
        "--brlapi", action="store_true", help="also show braille on BRLTTY's display", **unset
    )


def add_play(commands: Any, options: Any) -> None:
    """The ``play`` subcommand; ``options(pairs)`` reads the ``--option`` pairs."""
    p = commands.add_parser("play", help="play a match against the computer")
    p.add_argument("game", metavar="GAME", help="the game, e.g. khmer")
    p.add_argument("--seats", default="", help="e.g. you,bot:hard (bot = bot:normal)")
    p.add_argument("--seed", type=int, default=None, metavar="N",
                   help="seed of the deals: the same seed deals the same cards")  # fmt: skip
    p.add_argument("--option", action="append", default=[], metavar="KEY=VALUE",
                   help="a game option, e.g. target=10 (repeatable)")  # fmt: skip
    p.add_argument("--variant", choices=("top-card-only", "full"), help="pile visibility")
    p.add_argument("--resume", type=Path, metavar="FILE", help="continue a saved match")
    from access_cards.console.netplay import add_host_options

    add_host_options(p)
    add_common(p, sub=True)

    def run(args: argparse.Namespace) -> int:
        settings = Settings.load()
        t = Translator(choose_language(args.lang, settings))
        opts = _play_options(args, options(args.option))
        if args.listen is not None or args.server is not None:  # console/netplay.py
            from access_cards.console.netplay import host_table

            _check_speech_log(args, t)
            if args.resume is not None:
                raise UsageError("usage-resume-fixed", options=["listen"])
            return host_table(args, t, opts)
        _check_new_match(args, opts)
        _check_speech_log(args, t)
        _tidy_own_folders()
        try:
            match, path = _open_match(args, opts, t)
        except MatchFileError as exc:
            if exc.msg_id == "save-other-game":  # the command line contradicts itself
                raise UsageError.said(save_error_text(t, exc)) from exc
            print(save_error_text(t, exc), file=sys.stderr)
            return 1
        except SaveError as exc:
            print(save_error_text(t, exc), file=sys.stderr)
            return 1
        except ValueError as exc:  # checked above: what only starting the match can find
            raise UsageError("usage-other", detail=str(exc)) from exc
        screen = _screen(args)
        speaker = _speaker(args, settings, t, screen)
        try:
            _attach_display(args, speaker, t)
            reader = _reader(args, speaker.silence, screen)
            session = run_session(
                match, path, t, speaker, reader, settings, resumed=args.resume is not None
            )
            if match.state.is_over and sys.stdin.isatty():
                pause_at_the_end(session, reader, speaker, t)
        finally:
            _finish(speaker, screen)
        # Left unsaved (the disk full, the folder read-only): the match is lost.
        return 0 if session.saved or match.state.is_over else 1

    p.set_defaults(run=run)


def pause_at_the_end(
    session: GameSession, reader: LineReader, speaker: Speaker, t: Translator
) -> None:
    """At a terminal, wait for Enter after the last hand (the shell's prompt would be read
    next, and r could no longer repeat the result); input piped in ends with the match, as
    the command line's contract says.  Control C here leaves a match that is over anyway."""
    with contextlib.suppress(Stop):
        hear_the_end(session, reader, speaker, t("play-after-match"))


def _check_speech_log(args: argparse.Namespace, t: Translator) -> None:
    """A ``--speech-log`` that cannot be written is a usage error, before anything starts."""
    if args.speech_log is None:
        return
    try:
        check_log_path(args.speech_log)
    except FileError as exc:
        raise UsageError.said(exc.sentence(t)) from exc


def _check_new_match(args: argparse.Namespace, opts: dict[str, str]) -> None:
    """The game, the seats and the options of a new match: a usage error that names what
    is wrong in the player's words, before anything starts."""
    from access_cards import narration

    game = find_game(args.game)
    if not narration.has_narrator(game.name):  # the engine may know a game the console cannot say
        playable = [name for name in games.GAMES if narration.has_narrator(name)]
        raise UsageError("usage-game-not-ready", game=GameName(game.name), games=playable)
    if args.resume is not None:
        return
    specs = args.seats.split(",") if args.seats else [HUMAN] + ["bot"] * (game.min_seats - 1)
    seats = checked_seats(game, specs)
    checked_options(game, opts, len(seats))


def _tidy_own_folders() -> None:
    """Remove what a killed run of this program left half written in its own folders."""
    for folder in (saves_dir(), config_dir()):
        clear_stale_temporaries(folder)


def _play_options(args: argparse.Namespace, options: dict[str, str]) -> dict[str, str]:
    """The game options asked for; ``--variant`` must not contradict ``--option``."""
    opts = dict(options)
    if args.resume is not None:
        given = [
            flag for flag, name in _NEW_MATCH_FLAGS.items()
            if getattr(args, name) not in (None, "", [])
        ]  # fmt: skip
        if given:
            raise UsageError("usage-resume-fixed", options=[g.lstrip("-") for g in given])
    if args.variant:
        wanted = "top_only" if args.variant == "top-card-only" else "full"
        for key, value in opts.items():
            if _contradicts_variant(args.game, key, value, wanted):
                raise UsageError("usage-variant-contradicts", variant=args.variant,
                                 option=key, value=value)  # fmt: skip
        for key in ("pile_visibility", "variant"):  # "variant" is the option's other name
            opts.pop(key, None)
        opts["pile_visibility"] = wanted
    return opts


def _contradicts_variant(game: str, key: str, value: str, wanted: str) -> bool:
    """Whether ``--option key=value`` sets the option ``--variant`` sets (under any of its
    names, e.g. Rummy 40's discard history) to something else."""
    try:
        schema = games.find(game).options
        name = schema.canonical("pile_visibility")
        if schema.canonical(key) != name:
            return False
        option = schema.options[name]
        return bool(option.convert(value, 0) != option.convert(wanted, 0))
    except ValueError:  # an unknown game or option, or a bad value: reported on its own
        return key in ("pile_visibility", "variant") and value != wanted


# What only a new match can be given, by flag: the argparse name it is kept under.
_NEW_MATCH_FLAGS = {"--seats": "seats", "--seed": "seed", "--option": "option",
                    "--variant": "variant"}  # fmt: skip


def _open_match(
    args: argparse.Namespace, opts: dict[str, str], t: Translator
) -> tuple[SavedMatch, Path]:
    """The match to play: resumed from ``--resume``, or new."""
    if args.resume is not None:
        if not str(args.resume):
            raise MatchFileError("save-missing", "an empty file name", name="")
        return resume_match(args.resume, args.game), args.resume
    seats = args.seats.split(",") if args.seats else []
    return new_match(PlayRequest(args.game, seats, args.seed, opts), t)


def add_rules(commands: Any) -> None:
    """The ``rules`` subcommand: print a game's rules page."""
    p = commands.add_parser("rules", help="print the rules of a game")
    p.add_argument("game", metavar="GAME", help="the game, e.g. khmer")
    p.add_argument("--lang", choices=LANGUAGES, default=argparse.SUPPRESS,
                   help="language of the page (default: the player's language)")  # fmt: skip

    def run(args: argparse.Namespace) -> int:
        game = find_game(args.game)
        lang = choose_language(args.lang, Settings.load())
        try:
            lines = rules_lines(game.name, lang)
        except OSError as exc:  # the page is missing: said in one line, exit 1
            reason = spoken_reason(exc)
            print(notice("console-rules-missing", reason=reason), file=sys.stderr)
            return 1
        print("\n".join(lines))  # a full standard output: main says so, exit 1
        return 0

    p.set_defaults(run=run)


def player_language() -> str:
    """The player's language from the settings, else the system's, else English."""
    return choose_language(None, Settings.load())


def notice(msg_id: str, **values: object) -> str:
    """A sentence in the player's language, for commands that have no session."""
    return Translator(player_language())(msg_id, **values)


def run_menu(args: argparse.Namespace) -> int:
    """``access-cards`` alone: the main menu (a bad ``--speech-log`` is a UsageError)."""
    from access_cards.console.menu import Menu

    settings = Settings.load()
    t = Translator(choose_language(getattr(args, "lang", None), settings))
    _check_speech_log(args, t)
    _tidy_own_folders()
    screen = _screen(args)
    speaker = _speaker(args, settings, t, screen)
    current = [speaker]  # the speaker in use: a speech setting changed makes a new one

    def make_speaker(s: Settings) -> Speaker:
        made = _speaker(argparse.Namespace(**{**vars(args), "speech": s.speech}), s, t, screen)
        made.display = speaker.display  # the display stays open across speech changes
        current[0] = made
        return made

    try:
        _attach_display(args, speaker, t)
        reader = _reader(args, lambda: current[0].silence(), screen)
        return Menu(t, speaker, reader, settings, make_speaker).run()
    except Stop as exc:
        if not exc.said:  # stopped in the menu itself, not in a match
            with contextlib.suppress(OSError):
                current[0].say(t("console-stopped"), "menu")
            exc.said = True
        raise
    finally:
        _finish(current[0], screen)
