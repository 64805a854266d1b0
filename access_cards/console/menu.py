"""The numbered main menu: play, play with friends, resume, rules, braille labels, settings,
quit.

Each group's choices come in a short list of their own (which game to play, to resume, to
read the rules of; host or join a table), so that no list is longer than a listener can
hold: the thirteen items of one list were (issue 25, point 7).  Items appear only when they
work (Resume only with a saved match, and naming the game when only one is saved).  A choice
is a number typed and Enter, in plain mode as in the terminal.  As in a match,
``r`` repeats what the menu last said and comma and period walk back and forth
through its messages, which begin with the end of the match just played.  A
match that has ended waits for Enter before the menu comes back, so that its
result is heard on its own and can be asked for again.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import TypeVar

from access_cards.console.history import History
from access_cards.console.pager import Pager, fits_a_page
from access_cards.console.play import (
    PlayRequest,
    hear_the_end,
    latest_save,
    new_match,
    resume_match,
    run_session,
    save_error_text,
)
from access_cards.console.reader import LineReader
from access_cards.console.saves import SavedMatch
from access_cards.console.session import GameSession
from access_cards.console.settings import CARD_STYLES, RATES, VERBOSITIES, Settings
from access_cards.engine.errors import SaveError
from access_cards.games import REGISTERED, find
from access_cards.narration import LANGUAGES, Translator, has_narrator
from access_cards.narration.i18n import fold
from access_cards.rules import rules_lines
from access_cards.speech import MODES, Speaker

__all__ = ["Menu"]

T = TypeVar("T")
LEVELS = ("easy", "normal", "hard")
# The history keys of the menu, as in a match: repeat, one back, one forward.
MENU_KEYS = {"r": "repeat", ",": "back", ".": "forward"}


@dataclass
class Menu:
    """The main menu loop; owns the translator and the speaker, which settings may change."""

    t: Translator
    speaker: Speaker
    reader: LineReader
    settings: Settings
    make_speaker: Callable[[Settings], Speaker]
    history: History = field(default_factory=History, init=False)
    # A line typed where a page or a finished match waited for Enter: the next list
    # takes it as its choice when it is one, without being said first.
    _ahead: str | None = field(default=None, init=False)

    def say(self, text: str, channel: str = "menu") -> None:
        self.speaker.say(text, channel)
        self.history.add(text)

    def choose(self, title: str, labels: Sequence[str]) -> int | None:
        """Say a numbered list; return the index chosen, or None at end of input."""
        ahead, self._ahead = self._ahead, None
        if ahead is not None and (chosen := _number(ahead, len(labels))) is not None:
            return chosen
        self.say(title)
        while True:
            # Listed again after a bad choice: a listener cannot glance back at it.
            for i, label in enumerate(labels, 1):
                self.say(self.t("menu-item", n=i, label=label))
            self.say(self.t("menu-choose"))
            line = self.read()
            if line is None:
                return None
            chosen = _number(line, len(labels))
            if chosen is not None:
                return chosen
            self.say(self.t("menu-bad-choice", count=len(labels)), "error")

    def read(self) -> str | None:
        """The next line typed, after answering the history keys and words (r, comma,
        period; repeat, back, forward) typed before it; None at the end of input."""
        self.history.close_group()  # what comes next is a new group for r
        keys = "".join(MENU_KEYS)
        self.reader.set_hotkeys(self._key, keys, self._walk_words())
        try:
            while (line := self.reader.read()) is not None:
                name = self._walk_words().get(fold(line.strip()))
                if name is None:
                    return line
                self._walk(name)
            return None
        finally:
            self.reader.set_hotkeys(None, "")

    def _walk_words(self) -> dict[str, str]:
        """The history keys and typed words of the menu, in English and the language."""
        words = {**MENU_KEYS, **{name: name for name in MENU_KEYS.values()}}
        for name in MENU_KEYS.values():
            for word in self.t.words(f"command-{name}"):
                words.setdefault(word, name)
        return words

    def _key(self, key: str) -> None:
        self._walk(MENU_KEYS[key])

    def _walk(self, name: str) -> None:
        """Say a message of the menu's history again, without printing it again."""
        text, edge = self.history.step(name)
        if text is None:
            text = self.t("console-history-empty")
        elif edge:
            text = self.t("console-history-edge-" + ("oldest" if name == "back" else "newest"))
        self.speaker.say(text, "reply", interrupt=True, printed=False)

    def read_out(self, lines: Sequence[str], channel: str = "help") -> None:
        """Say a long text a page at a time (see pager.py): Enter, or the word more, for
        the next page; any other line leaves the text, and is the menu's next choice."""
        if fits_a_page(lines):
            for text in lines:
                self.say(text, channel)
            return
        pager = Pager.of(self.t, lines, channel)
        more = {"more", *self.t.words("command-more")}
        while True:
            for text in pager.next_page():
                self.say(text, channel)
            if pager.done:
                return
            line = self.read()
            if line is None:
                return
            text = " ".join(line.split())
            if text and fold(text) not in more:
                self._ahead = text
                return

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
        t = self.t
        items = [("play", t("menu-play-computer")), ("friends", t("menu-play-friends"))]
        saved = [g for g in playable_games() if latest_save(g) is not None]
        if len(saved) == 1:  # the one saved match, by its game: no list of one
            items.append((f"resume:{saved[0]}", t("menu-resume", game=t(f"game-{saved[0]}"))))
        elif saved:
            items.append(("resume", t("menu-resume-some")))
        items += [("rules", t("menu-rules-games")), ("labels", t("menu-labels"))]
        return [*items, ("settings", t("menu-settings")), ("quit", t("menu-quit"))]

    def which_game(self, title: str, games: Sequence[str]) -> str | None:
        """A game chosen from ``games`` (a list that ends with Back); None for Back or at
        the end of input."""
        labels = [self.t(f"game-{g}") for g in games]
        chosen = self.choose(self.t(title), [*labels, self.t("menu-back")])
        return None if chosen is None or chosen == len(games) else games[chosen]

    def _play(self) -> None:
        game = self.which_game("menu-which-game", playable_games())
        if game is not None:
            self._play_game(game)

    def _play_game(self, game: str) -> None:
        level = self.level()
        if level is None:
            return
        options = self.fair_table(game)
        if options is None:
            return
        # The fewest players the game takes: you and computer players of that strength.
        bots = find(game).min_seats - 1
        seats = ["you"] + [f"bot:{level}"] * bots
        self._start(PlayRequest(game, seats, options=options))

    def level(self) -> str | None:
        """The computer players' strength, asked; None at the end of input."""
        level = self.choose(self.t("menu-level"), [self.t(f"level-{lv}") for lv in LEVELS])
        return None if level is None else LEVELS[level]

    def fair_table(self, game: str) -> dict[str, str] | None:
        """The blind-fair variant (RULES.md A5.2), asked in the game's own terms if the game
        has one; None at the end of input."""
        schema = find(game).options
        default = schema.variant(schema.resolve({}, find(game).min_seats))
        if default is None:
            return {}
        # The game's own default is offered first.
        kinds = ["full", "top_only"] if default == "full" else ["top_only", "full"]
        items = [self.t(f"menu-variant-{k.split('_')[0]}-{game}") for k in kinds]
        pile = self.choose(self.t("menu-variant"), items)
        return None if pile is None else {"pile_visibility": kinds[pile]}

    def _start(self, request: PlayRequest) -> None:
        match, path = new_match(request, self.t)
        self._play_match(match, path)

    def _play_match(self, match: SavedMatch, path: Path, *, resumed: bool = False) -> None:
        """Play until the match ends or is left; its last words begin the menu's history."""
        session = run_session(
            match, path, self.t, self.speaker, self.reader, self.settings, resumed=resumed
        )
        ending = session.history.last_group()  # the result, or the words on leaving
        if session.state.is_over:
            self.after_match(session)
        self.history.close_group()
        for text in ending:
            self.history.add(text)
        self.history.close_group()

    def after_match(self, session: GameSession) -> None:
        """Wait for Enter before the menu (see hear_the_end); a number typed meanwhile is
        the menu's next choice."""
        self._ahead = hear_the_end(session, self.reader, self.speaker, self.t("menu-after-match"))

    def _resume(self, game: str = "") -> None:
        """The latest saved match of ``game``, or of the game chosen from those saved."""
        if not game:
            saved = [g for g in playable_games() if latest_save(g) is not None]
            game = self.which_game("menu-which-resume", saved) or ""
        path = latest_save(game) if game else None
        if path is None:
            return
        try:
            match = resume_match(path, game)
        except SaveError as exc:
            self.say(save_error_text(self.t, exc), "error")
            return
        self._play_match(match, path, resumed=True)

    def _friends(self) -> None:
        """Host a table over the network, or join one."""
        labels = [self.t("menu-host"), self.t("menu-join"), self.t("menu-back")]
        chosen = self.choose(self.t("menu-friends-title"), labels)
        if chosen == 0:
            from access_cards.console.netmenu import host_menu

            host_menu(self)
        elif chosen == 1:
            from access_cards.console.netmenu import join_menu

            join_menu(self)

    def _labels(self) -> None:
        from access_cards.console.labels_menu import labels_menu

        labels_menu(self)

    def _rules(self) -> None:
        game = self.which_game("menu-which-rules", playable_games())
        if game is None:
            return
        try:
            lines = rules_lines(game, self.t.lang)
        except OSError:
            self.say(self.t("reading-rules-missing-menu"), "error")
            return
        self.read_out(lines)

    def _settings(self) -> None:
        while True:
            s = self.settings
            labels = [
                self.t("settings-language", value=self.t(f"language-{self.t.lang}")),
                self.t("settings-speech", value=self.t(f"speech-mode-{s.speech}")),
                self.t("settings-rate", value=self.t(f"rate-{RATES[s.rate]}")),
                self.t("settings-verbosity", value=self.t(f"verbosity-{s.verbosity}")),
                self.t("settings-card-style", value=self.t(f"card-style-{s.card_style}")),
                self.t("settings-braille-cells", value="on" if s.braille_cells else "off"),
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
        elif choice == 4:
            s.card_style = _next(CARD_STYLES, s.card_style)
        else:
            s.braille_cells = not s.braille_cells
        self.say(self.t("settings-saved"))


def playable_games() -> list[str]:
    """The registered games the console can narrate, in the order they were registered."""
    return [name for name in REGISTERED if has_narrator(name)]


def _number(line: str, count: int) -> int | None:
    """The index chosen by a typed item number from 1 to ``count``, else None."""
    text = line.strip()
    # A few digits at most: int() refuses numbers of thousands of digits.
    if text.isdecimal() and len(text) < 4 and 1 <= int(text) <= count:
        return int(text) - 1
    return None


def _next(values: Sequence[T], current: T) -> T:
    """The value after ``current``, wrapping round."""
    index = values.index(current) if current in values else -1
    return values[(index + 1) % len(values)]
