"""The numbered main menu: play, resume, settings, rules, quit.

Items appear only when they work (Resume only with a saved match).  A choice
is a number typed and Enter, in plain mode as in the terminal.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TypeVar

from access_cards.console.play import (
    PlayRequest,
    latest_save,
    new_match,
    resume_match,
    run_session,
    save_error_text,
)
from access_cards.console.reader import LineReader
from access_cards.console.settings import CARD_STYLES, RATES, VERBOSITIES, Settings
from access_cards.engine.errors import SaveError
from access_cards.games import REGISTERED, find
from access_cards.narration import LANGUAGES, Translator, has_narrator
from access_cards.rules import rules_lines
from access_cards.speech import MODES, Speaker

__all__ = ["Menu"]

T = TypeVar("T")
LEVELS = ("easy", "normal", "hard")


@dataclass
class Menu:
    """The main menu loop; owns the translator and the speaker, which settings may change."""

    t: Translator
    speaker: Speaker
    reader: LineReader
    settings: Settings
    make_speaker: Callable[[Settings], Speaker]

    def say(self, text: str, channel: str = "menu") -> None:
        self.speaker.say(text, channel)

    def choose(self, title: str, labels: Sequence[str]) -> int | None:
        """Say a numbered list; return the index chosen, or None at end of input."""
        self.say(title)
        while True:
            # Listed again after a bad choice: a listener cannot glance back at it.
            for i, label in enumerate(labels, 1):
                self.say(self.t("menu-item", n=i, label=label))
            self.say(self.t("menu-choose"))
            line = self.reader.read()
            if line is None:
                return None
            text = line.strip()
            # A few digits at most: int() refuses numbers of thousands of digits.
            if text.isdecimal() and len(text) < 4 and 1 <= int(text) <= len(labels):
                return int(text) - 1
            self.say(self.t("menu-bad-choice", count=len(labels)), "error")

    def run(self) -> int:
        """Until Quit or end of input; return the exit code."""
        while True:
            items = self._items()
            choice = self.choose(self.t("menu-title"), [label for _, label in items])
            if choice is None or items[choice][0] == "quit":
                self.say(self.t("menu-bye"))
                return 0
            action, _, game = items[choice][0].partition(":")
            run = getattr(self, "_" + action)
            if game:
                run(game)
            else:
                run()

    def _items(self) -> list[tuple[str, str]]:
        """(action[:game], label) for every item that can work now."""
        # The registered games the console can narrate, in the order they were registered.
        games = [name for name in REGISTERED if has_narrator(name)]
        names = {game: self.t(f"game-{game}") for game in games}
        items = [(f"play:{g}", self.t("menu-play", game=names[g])) for g in games]
        items += [
            (f"resume:{g}", self.t("menu-resume", game=names[g]))
            for g in games
            if latest_save(g) is not None
        ]
        items += [("labels", self.t("menu-labels")), ("settings", self.t("menu-settings"))]
        items += [(f"rules:{g}", self.t("menu-rules", game=names[g])) for g in games]
        return [*items, ("quit", self.t("menu-quit"))]

    def _play(self, game: str) -> None:
        level = self.choose(self.t("menu-level"), [self.t(f"level-{lv}") for lv in LEVELS])
        if level is None:
            return
        options = self._table(game)
        if options is None:
            return
        # The fewest players the game takes: you and computer players of that strength.
        bots = find(game).min_seats - 1
        seats = ["you"] + [f"bot:{LEVELS[level]}"] * bots
        self._start(PlayRequest(game, seats, options=options))

    def _table(self, game: str) -> dict[str, str] | None:
        """The blind-fair variant (RULES.md A5.2), asked in the game's own terms if the game
        has one; None at the end of input."""
        if "pile_visibility" not in {option.name for option in find(game).options}:
            return {}
        pile = self.choose(
            self.t("menu-variant"),
            [self.t(f"menu-variant-full-{game}"), self.t(f"menu-variant-top-{game}")],
        )
        return None if pile is None else {"pile_visibility": ("full", "top_only")[pile]}

    def _start(self, request: PlayRequest) -> None:
        match, path = new_match(request, self.t)
        run_session(match, path, self.t, self.speaker, self.reader, self.settings)

    def _resume(self, game: str) -> None:
        path = latest_save(game)
        if path is None:
            return
        try:
            match = resume_match(path, game)
        except SaveError as exc:
            self.say(save_error_text(self.t, exc), "error")
            return
        run_session(match, path, self.t, self.speaker, self.reader, self.settings, resumed=True)

    def _labels(self) -> None:
        from access_cards.console.labels_menu import labels_menu

        labels_menu(self)

    def _rules(self, game: str) -> None:
        try:
            lines = rules_lines(game, self.t.lang)
        except OSError as exc:
            self.say(self.t("console-rules-missing", reason=str(exc)), "error")
            return
        for line in lines:
            self.say(line, "help")

    def _settings(self) -> None:
        while True:
            s = self.settings
            labels = [
                self.t("settings-language", value=self.t(f"language-{self.t.lang}")),
                self.t("settings-speech", value=self.t(f"speech-mode-{s.speech}")),
                self.t("settings-rate", value=self.t(f"rate-{RATES[s.rate]}")),
                self.t("settings-verbosity", value=self.t(f"verbosity-{s.verbosity}")),
                self.t("settings-card-style", value=self.t(f"card-style-{s.card_style}")),
                self.t("settings-back"),
            ]
            choice = self.choose(self.t("settings-title"), labels)
            if choice is None or choice == len(labels) - 1:
                return
            self._change(choice)
            failed = s.save()
            if failed is not None:  # kept for this session only: said, not hidden
                self.say(failed.sentence(self.t), "error")

    def _change(self, choice: int) -> None:
        s = self.settings
        if choice == 0:
            s.language = _next(LANGUAGES, self.t.lang)
            self.t = Translator(s.language)
        elif choice == 1:
            s.speech = _next(MODES, s.speech)
            self.speaker.close()
            self.speaker = self.make_speaker(s)
        elif choice == 2:
            s.rate = _next(list(RATES), s.rate)
        elif choice == 3:
            s.verbosity = _next(VERBOSITIES, s.verbosity)
        else:
            s.card_style = _next(CARD_STYLES, s.card_style)
        self.say(self.t("settings-saved"))


def _next(values: Sequence[T], current: T) -> T:
    """The value after ``current``, wrapping round."""
    index = values.index(current) if current in values else -1
    return values[(index + 1) % len(values)]
