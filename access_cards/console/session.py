"""One match at the console: commands in, sentences out, no terminal code.

The plain and the interactive front ends both feed lines (and hotkeys) to a
``GameSession`` and let it speak through the ``Speaker``.  Bots move as soon
as it is their turn; their actions queue in speech and are never cut off.
The match is saved atomically after every action.
"""

from __future__ import annotations

import contextlib
import re
from collections.abc import Callable, Sequence
from functools import cached_property
from pathlib import Path
from typing import Any

from access_cards import bots
from access_cards.console.history import WALKS, History
from access_cards.console.pager import AT_ONCE_WORDS, Pager, fits_a_page, longer_than_a_screen
from access_cards.console.saves import SavedMatch, is_own_save, save_match
from access_cards.console.watching import OUT, choice, hand_over, is_out, puts_out
from access_cards.engine.errors import ActionError
from access_cards.engine.events import Event
from access_cards.engine.state import GameState
from access_cards.files import FileError, file_error
from access_cards.narration import MissingMessage, Translator, create_narrator
from access_cards.narration.base import line
from access_cards.narration.i18n import fold
from access_cards.narration.speakable import spoken_name
from access_cards.seats import HUMAN, bot_level
from access_cards.simulate import derive_seed
from access_cards.speech import Speaker

__all__ = ["COMMANDS", "HOTKEYS", "GameSession"]

# One key map for every game (DESIGN.md §5); keys act on an empty line only. A game adds
# the keys of its own questions (its narrator's KEYS); a letter that begins one of the game's
# move words in the player's language is no key there (``Narrator.reserved_keys``).
HOTKEYS = {
    "h": "hand",
    "t": "table",
    "o": "opponents",
    "s": "scores",
    "w": "turn",
    "a": "actions",
    "r": "repeat",
    "i": "since",  # in the meantime, intanto, inzwischen: since the player's last move
    ",": "back",
    ".": "forward",
    "<": "oldest",
    ">": "newest",
    "?": "help",
    "u": "rules",
    "b": "braille",
}
# Typed words for the console's own commands (English; each language adds its own). A game's
# questions (its narrator's QUERIES) are typed commands too.
COMMANDS = (
    "repeat", "back", "forward", "oldest", "newest", "help", "rules", "verbosity", "quit",
    "braille", "more", "where", "since",
)  # fmt: skip
CHANGES = ("quit", "verbosity")  # console commands that do more than ask
# The longest line taken as a command: anything longer is refused without being
# read back (and a number of thousands of digits never reaches int()).
MAX_LINE = 200
ENGLISH_ALIASES = {"opponent": "opponents", "whose": "turn", "legal": "actions", "leave": "quit"}


class GameSession:
    """A match between the person at the keyboard (at most one seat) and bots."""

    def __init__(
        self,
        match: SavedMatch,
        t: Translator,
        speaker: Speaker,
        *,
        save_path: Path | None = None,
        verbosity: str = "normal",
        card_style: str = "full",
        rules_text: Callable[[], list[str]] | None = None,
    ) -> None:
        self.match = match
        self.state: GameState[Any] = match.state
        self.t = t
        self.speaker = speaker
        self.save_path = save_path
        self.human = match.seats.index(HUMAN) if HUMAN in match.seats else None
        self.narrator = create_narrator(
            self.state.game.name,
            t,
            self.human,
            match.names,
            verbosity=verbosity,
            card_style=card_style,
        )
        self.bots = {
            # Deterministic: a seeded or resumed match goes on the same on any
            # machine; the search's iteration budget bounds its time instead.
            seat: bots.create(self.state.game.name, bot_level(spec), seat=seat, deterministic=True)
            for seat, spec in enumerate(match.seats)
            if spec != HUMAN
        }
        for seat, memory in match.bot_memory.items():
            if seat in self.bots:
                self.bots[seat].restore(memory)
        self.history = History()
        self.pending: str | None = None  # an action or "quit" awaiting yes/no
        self.question = ""  # the question that asked about it
        self.done = False
        self.save_error: str | None = None  # why saving fails, while it keeps failing
        self._save_news = ""  # saving has just failed or works again: said after the move
        self.rules_text = rules_text
        self.pager: Pager | None = None  # a long text being read, while it has pages left
        self._words = self._command_words()
        # Out of a match that goes on (watching.py): known from the view on resuming, or
        # from the event that puts the player out; then how the player listens on.
        self.outside = self.human is not None and is_out(self._view(), self.human)
        self.watching: str | None = None  # "watch" or "result", once the player chose
        self._hand: list[Event] = []  # the events of the hand being watched
        self._hand_heard = False  # the hand the player was put out in, heard in full
        self._watched: list[int] = []  # words of each hand line said since the last Enter

    # -- speaking ----------------------------------------------------------

    def say(
        self,
        text: str,
        channel: str = "game",
        *,
        event: Event | None = None,
        interrupt: bool = False,
        printed: bool = True,
        event_start: bool = False,
        told: bool | None = None,
    ) -> None:
        """Speak and print one sentence, and keep it in the history; ``event_start``
        marks the first sentence of an event, ``told`` a sentence that tells the table (an
        event's, unless said otherwise; see History)."""
        data = event.to_dict() if event is not None else None
        self.speaker.say(text, channel, event=data, interrupt=interrupt, printed=printed)
        if printed:
            told = event is not None if told is None else told
            self.history.add(text, event_start=event_start, told=told)

    def reply(self, lines: Sequence[str], channel: str = "reply", *, paged: bool = False) -> None:
        """Answer the player's own key: the first line interrupts speech.

        A text longer than a screen comes a page at a time (see pager.py); so does a
        ``paged`` one (the rules, the help, the answer to a question) of more lines or
        words than a page holds.
        """
        if (paged and not fits_a_page(lines)) or longer_than_a_screen(lines):
            self.pager = Pager.of(self.t, lines, channel)
            self._next_page()
            return
        self._answer_lines(lines, channel)

    def _answer_lines(self, lines: Sequence[str], channel: str, printed: bool = True) -> None:
        self.history.close_group()
        for i, text in enumerate(lines):
            self.say(text, channel, interrupt=i == 0, printed=printed)
        self.history.close_group()

    def _next_page(self) -> None:
        """Say the next page of the text being read; the reader closes after the last."""
        pager = self.pager
        if pager is None:
            self.reply([self.t("reading-nothing-more")], "error")
            return
        lines = pager.next_page()
        if pager.done:
            self.pager = None
        self._answer_lines(lines, pager.channel, pager.printed)

    # -- the flow of the match ---------------------------------------------

    def start(self, resumed: bool = False) -> None:
        """Announce the match (or where a resumed one stands), then let bots play."""
        if resumed:
            self.reply(self._where_it_stands())
        else:
            self._record(self.state.start_events)
            self.reply([self._intro(), self.t("console-help-hint")], "game")
            self._narrate(self.state.start_events)
        self._after_action()

    def _where_it_stands(self) -> list[str]:
        """Where a resumed match stands, each thing said once: the deal and the score,
        the variant, then what the game's status adds (the contract, the totals); whose
        turn it is comes last, as after any move."""
        view = self._view()
        variant = self._variant()
        said = [self.t("console-resumed", deal=view.get("deal", 1))]
        said += [variant] if variant else []
        said += self.narrator.query("scores", view)
        if view.get("hand"):  # the player's own cards, forgotten since (issue 25, point 8)
            said += self.narrator.query("hand", view)
        coming = ""  # "Your turn …", said right after this when the player moves first
        if self.human is not None and self.state.current_player == self.human:
            coming = self.narrator.your_turn(view)
        # A status sentence is left out when said already, as a sentence or the start of
        # one ("Your turn." in "Your turn, hearts led."), but not when its words only end
        # another ("Discard to end your turn." does not say whose turn it is).
        known = [f"{_words(s)} " for s in _sentences(" ".join([*said, coming]))]
        status = " ".join(self.narrator.query("status", view))
        rest = [
            s for s in _sentences(status) if not any(k.startswith(f"{_words(s)} ") for k in known)
        ]
        return [*said, line(*rest)] if rest else said

    def _variant(self) -> str | None:
        """The table the match is played with, full or blind fair, for games that have both."""
        visibility = self.state.game.options.variant(self.state.options)
        if visibility is None:
            return None
        kind = "top" if visibility == "top_only" else "full"
        try:
            return self.t(f"menu-variant-{kind}-{self.state.game.name}")
        except MissingMessage:
            return None

    def _intro(self) -> str:
        opponents = [
            self.t("console-opponent", name=self.match.names[seat], level=bot_level(spec))
            for seat, spec in enumerate(self.match.seats)
            if seat != self.human
        ]
        game = self.t(f"game-{self.state.game.name}")
        who = self.t("console-intro", game=game, opponents=self.t.join(opponents))
        return line(who, self.narrator.intro(self._view()))

    def _after_action(self) -> None:
        self._run_bots()
        if self.state.is_over:
            self.done = True
            self._forget_save()
        elif self.outside:  # the others play on when the player has said how to listen
            self._ask_outside()
        elif self.state.current_player == self.human:
            self.say(self.narrator.your_turn(self._view()), "game", told=True)

    def _run_bots(self) -> None:
        while not self.state.is_over and self.state.current_player in self.bots:
            if self._waiting_outside():
                return
            seat = self.state.current_player
            assert seat is not None
            bot = self.bots[seat]
            # Seeded by the match and the move number, so a resumed match
            # continues exactly as it would have.
            bot.rng.seed(derive_seed(self.state.seed, self.match.decisions))
            self.match.decisions += 1
            events = self.state.apply(bot.choose(self.state.view(seat)))
            self._record(events)
            self._narrate(events)

    def _record(self, events: Sequence[Event]) -> None:
        """Let the bots see what they may, then save: kept before it is said, so a
        program killed mid-sentence has lost nothing."""
        for event in events:
            for bot in self.bots.values():
                if event.visible_to(bot.seat):
                    bot.observe(event)
        self._save()

    def _narrate(self, events: Sequence[Event]) -> None:
        self._tell(events)
        self._say_save_news()

    def _tell(self, events: Sequence[Event]) -> None:
        """Say what the player may hear of ``events``: each in full, or, once the player is
        out of the match, as the player chose to listen on (a line a hand, or the result)."""
        for event in events:
            if not event.visible_to(self.human):
                continue
            if self.outside and event.type != "match_end":
                self._tell_outside(event)
                continue
            for i, said in enumerate(self.narrator.describe(event)):
                self.say(said, "game", event=event, event_start=i == 0)
            if puts_out(event, self.human):  # the rest of this hand was heard move by move
                self.outside = self._hand_heard = True

    # -- out of the match, the others playing on (watching.py) ---------------------

    def _tell_outside(self, event: Event) -> None:
        """One event of the others' hands: gathered, and when the hand is over, said in one
        line if the player watches (the hand the player was put out in was heard)."""
        if not hand_over(event):
            self._hand.append(event)
            return
        hand, self._hand = [*self._hand, event], []
        heard, self._hand_heard = self._hand_heard, False
        if self.watching != "result" and not heard:
            summary = self.narrator.hand_summary(hand)
            self.say(summary, "game", event=event, event_start=True)
            self._watched.append(len(summary.split()))

    def _waiting_outside(self) -> bool:
        """Whether the others' play waits for the player who is out: for an answer to how
        to listen on, or, watching, for Enter after a few hands (as a page of text)."""
        if not self.outside or self.watching == "result":
            return False
        # Another hand's line, as long as the longest so far, and the question after them
        # would make more than a listener holds at once.
        said, room = self._watched, AT_ONCE_WORDS - len(self.t("out-more").split())
        return self.watching is None or (bool(said) and sum(said) + max(said) > room)

    def _ask_outside(self) -> None:
        """Ask how to listen on: the whole question first, then, between hands watched,
        only what Enter does and the other two answers."""
        asked = "out-more" if self.watching == "watch" else "out-question"
        self.pending, self.question = OUT, self.t(asked)
        self.say(self.question, "game")

    def _answer_outside(self, text: str) -> None:
        chosen = choice(self.t, text) or ("watch" if self.watching and not text else None)
        if self._command_of(text) == ("quit", ""):  # leaving, typed as a match is left
            chosen = "leave"
        if chosen is None:
            self.pending = OUT
            self.reply([self.t("out-answer"), self.question], "error")
        elif chosen == "leave":
            self._leave_outside()
        else:
            if chosen == "result":
                self.reply([self.t("out-result-wait")])
            self.watching, self._watched = chosen, []
            self._listen_on()

    def _listen_on(self) -> None:
        """Let the others play on (a network table plays on by itself)."""
        self._after_action()

    def _leave_outside(self) -> None:
        self.done = True
        words = self.leaving_words() if self.save_path is not None else None
        self.reply([line(self.t("out-leave"), words)])

    @property
    def saved(self) -> bool:
        """Whether the match as it stands is in its save file."""
        return self.save_path is not None and self.save_error is None

    def _save(self) -> None:
        if self.save_path is None or self.state.is_over:
            return
        self.match.bot_memory = {seat: bot.memory() for seat, bot in self.bots.items()}
        try:
            save_match(self.save_path, self.match)
        except OSError as exc:
            # Said once, not after every move; the player hears when it works again.
            error = file_error(exc, str(self.save_path))
            if self.save_error is None:
                self._save_news = self.t("console-save-failed", reason=self._why(error))
            self.save_error = error.kind
            return
        if self.save_error is not None:
            self.save_error = None
            self._save_news = self.t("console-save-works-again")

    def _why(self, error: FileError) -> str:
        # The advice of a bad path ("choose a folder that exists") is for paths the
        # player typed; the saves folder is the program's own, so say what failed.
        if error.bad_path:  # the file's name only: its folders are heard as "slash home slash"
            return self.t("file-failed", path=spoken_name(error.path), reason=error.reason)
        return error.sentence(self.t)

    def _say_save_news(self) -> None:
        """Say a change in saving after the sentences of the action that caused it."""
        if self._save_news:
            news, self._save_news = self._save_news, ""
            self.say(news, "error" if self.save_error else "game")

    def _forget_save(self) -> None:
        # A finished match has nothing to resume; the transcript tells its story.
        # Only a save in the program's own folder is removed: one the player keeps
        # elsewhere stays theirs.
        if self.save_path is not None and is_own_save(self.save_path):
            self.save_path.unlink(missing_ok=True)

    def _view(self) -> dict[str, Any]:
        return self.state.view(self.human)

    # -- input ---------------------------------------------------------------

    def handle(self, line: str) -> None:
        """One typed line (or hotkey) from the player."""
        # A byte-order mark (a file saved by Notepad) is not part of the command.
        text = " ".join(line.replace("\ufeff", "").strip().split())
        if not text:
            # Enter on an empty line turns the page of a long text, or, for a player out
            # of the match, brings the next hands; it changes nothing else.
            if self.pager is not None:
                self._next_page()
            elif self.pending == OUT:  # the next hands, or the question again
                self.pending = None
                self._answer_outside("")
            return
        # What this input makes happen is one group: "repeat" says all of it.
        self.history.close_group()
        if len(text) > MAX_LINE:
            self.pager = None
            self.reply([self.t("console-line-too-long")], "error")
            return
        command = self._console_command(text)
        if command is None or command[0] not in ("more", *WALKS):
            # Any other line leaves the text being read; hearing a line of it again
            # (or an older message) does not.
            self.pager = None
        # While a yes-or-no question waits, questions about the game are answered
        # and leave it waiting; anything else is taken as the answer.
        if self.pending is not None and (
            command is None or command[0] in CHANGES or self._is_answer(text)
        ):
            self._answer(text)
        elif command is None:
            self._action(text)
        elif command[0] == "card":
            self.card(int(command[1]))
        else:
            self.command(*command)

    def is_question(self, line: str) -> bool:
        """Whether ``line`` is a console command or key that only asks (no move, no quit)."""
        text = " ".join(line.split())
        command = self._console_command(text) if text else None
        return command is not None and command[0] not in CHANGES

    def _is_answer(self, text: str) -> bool:
        """Whether ``text`` is a yes or a no in this language (before any key it may be),
        or, out of the match, a choice of how to listen on (1, 2 or 3 before any card)."""
        if self.pending == OUT:
            return choice(self.t, text) is not None or self._command_of(text) == ("quit", "")
        return fold(text) in self._answer_words()

    def _answer_words(self) -> list[str]:
        """Every word for yes and for no in this language."""
        return [*self.t.words("console-yes-words"), *self.t.words("console-no-words")]

    def _console_command(self, text: str) -> tuple[str, str] | None:
        """The console command a line names, with its argument (a digit on its own
        is ("card", digit)); None for anything else, which may be a move."""
        # Digits first: they are hotkeys too, but say a card, not a command.
        if len(text) == 1 and text.isdecimal() and text != "0":
            return ("card", text)
        if len(text) == 1 and text in self._live_keys:
            return (self._live_keys[text], "")
        if HOTKEYS.get(text) in self._off:  # answered, to say why it is off here
            return (HOTKEYS[text], "")
        return self._command_of(text)

    def hotkeys(self) -> str:
        """The one-key commands in this game and language (see HOTKEYS), and the digits.

        The keys this table turns off are among them: pressed, each says that it is off
        here and types nothing (typed, the comma stayed on the line: ",status")."""
        off = "".join(key for key, name in HOTKEYS.items() if name in self._off)
        return "".join(self._live_keys) + off + "123456789"

    @cached_property
    def _live_keys(self) -> dict[str, str]:
        """Key → command for the keys that act here, worked out once per match: the
        console's keys and the game's own, less the letters that begin a move word or a
        yes or a no (Italian sì), which may be typed at any question."""
        reserved = self.narrator.reserved_keys() | {w[0] for w in self._answer_words()}
        keys = {**HOTKEYS, **self.narrator.KEYS}
        return {
            k: name
            for k, name in keys.items()
            if k not in reserved and self._known(name) and name not in self._off
        }

    @cached_property
    def _off(self) -> frozenset[str]:
        """Commands this table turns off: at a blind-fair table only the last action can be
        heard again, since walking the messages would rebuild the hidden pile (A5.2)."""
        if self.state.game.options.variant(self.state.options) != "top_only":
            return frozenset()
        return frozenset(name for name in WALKS if name != "repeat")

    def _known(self, command: str) -> bool:
        """Whether this game has ``command``: the console's own, or a question it answers."""
        return command in COMMANDS or command in self.narrator.QUERIES

    def typed_words(self) -> list[str]:
        """Every word that starts a typed command or move here (for the reader)."""
        return [*self._words, *self.narrator.typed_words()]

    def _command_of(self, text: str) -> tuple[str, str] | None:
        word, _, rest = fold(text).partition(" ")
        name = self._words.get(word)
        return None if name is None else (name, rest.strip())

    def _command_words(self) -> dict[str, str]:
        names = (*COMMANDS, *self.narrator.QUERIES)
        words = {name: name for name in names} | ENGLISH_ALIASES
        for name in names:
            for word in self.t.words(f"command-{name}"):
                words.setdefault(word, name)
        return {word: name for word, name in words.items() if self._known(name)}

    def command(self, name: str, argument: str = "") -> None:
        """Run a console command by name (hotkeys and typed words)."""
        view = self._view()
        if name in self.narrator.QUERIES:
            self.reply(self.narrator.query(name, view), paged=True)
        elif name in WALKS:
            self._history(name)
        elif name == "help":
            self.reply(self._help_lines(), "help", paged=True)
        elif name == "rules":
            self._rules()
        elif name == "more":
            self._next_page()
        elif name == "where":
            self._where()
        elif name == "braille":
            self._braille()
        elif name == "since":
            self._since_turn()
        elif name == "verbosity":
            self._verbosity(argument)
        elif name == "quit":
            question = "console-quit-confirm" if self.saved else "console-quit-confirm-unsaved"
            self._ask("quit", self.t(question))

    def _help_lines(self) -> list[str]:
        """The keys and typed commands of this table, then the rules in short."""
        help_lines = self.narrator.help_keys(self._live_keys, self._off)
        return [*help_lines, *self.narrator.rules_summary()]

    def _rules(self) -> None:
        """The full rules page, or the narrator's summary when the page is missing."""
        try:
            lines = self.rules_text() if self.rules_text else self.narrator.rules_summary()
        except OSError:
            # The page's path and the system's words are for a bug report, not for the ear.
            self.reply([self.t("reading-rules-missing")], "error")
            lines = self.narrator.rules_summary()
        self.reply(lines, "help", paged=True)

    def _where(self) -> None:
        """The save's file and folder, said only when asked: a path is a string of symbols."""
        if self.save_path is None or not self.saved or self.state.is_over:
            self.reply([self.t("console-where-unsaved")])
            return
        folder = str(self.save_path.parent)
        self.reply([self.t("console-where", name=self.save_path.name, folder=folder)])

    def card(self, n: int) -> None:
        """Say card ``n`` of the player's hand."""
        hand = self._view().get("hand", [])
        if 1 <= n <= len(hand):
            self.reply([self.t("console-card", n=n, card=self.narrator.card_name(hand[n - 1]))])
        else:
            self.reply([self.t("console-no-card", n=n, count=len(hand))], "error")

    def _history(self, name: str) -> None:
        top_only = self.state.game.options.variant(self.state.options) == "top_only"
        if top_only and name != "repeat":
            # Blind-fair variant: replaying the log would rebuild the hidden pile.
            self.reply([self.t("console-history-top-only")], "error")
            return
        # Blind-fair: repeat says the last action, not a question's answer given since
        # (which would leave the action impossible to hear again) nor a trick gathered
        # before it (A5.2).
        text, edge = self.history.step(name, last_event_only=top_only)
        if text is None:
            text = self.t("console-history-empty")
        elif edge:
            text = self.t("console-history-edge-" + ("oldest" if name == "back" else "newest"))
        # Read back without printing again: the line is already on screen.
        self.speaker.say(text, "reply", interrupt=True, printed=False)

    def _braille(self) -> None:
        """Hand and table as Unicode braille in the player's language, for the fingers.

        A screen reader reads printed cells aloud one by one, so they go to the
        braille display, where there is one, after a short sentence (the display
        keeps them until the next sentence).  Without one, they are printed (on the
        "braille" channel, never voiced) only if the player asked for that in the
        settings, after the same line in words; else one sentence says why not.
        """
        from access_cards.braille import louis
        from access_cards.console.settings import Settings

        text = self.narrator.braille_text(self._view())
        try:
            cells = louis.translate(text, self.t.lang)
        except louis.BrailleUnavailable:
            self.reply([self.t("console-braille-missing")], "error")
            return
        if self.speaker.braille_ready():
            self.reply([self.t("braille-shown")])
            if not self.speaker.show_braille(cells):  # unplugged in between
                self.reply([self.t("braille-no-display")], "error")
        elif Settings.load().braille_cells:  # read now: the menu may have changed it
            self.reply([text])
            self.speaker.say(cells, "braille")  # not in the history: r repeats words
        else:
            self.reply([self.t("braille-no-display")])

    def _verbosity(self, argument: str) -> None:
        level = fold(argument)
        names = {fold(self.t(f"verbosity-{v}")): v for v in self.narrator.VERBOSITY}
        level = names.get(level, level)
        if level in self.narrator.VERBOSITY:
            self.narrator.verbosity = level
            self.reply([self.t("console-verbosity-set", level=self.t(f"verbosity-{level}"))])
        else:
            self.reply([self.t("console-verbosity-bad")], "error")

    def _action(self, text: str) -> None:
        current = self.state.current_player
        if self.state.is_over or current is None:
            self.reply([self.t("match-over")], "error")
            return
        if current != self.human:
            name = self.narrator.name(current)
            self.reply([self.t("actions-not-your-turn", name=name)], "error")
            return
        canonical = self.narrator.canonical(text) or text
        try:
            action = self.state.game.parse_action(canonical, self.state)
        except ActionError as exc:
            self.reply([self.narrator.action_error(exc)], "error")
            return
        question = self.narrator.confirm(str(action), self._view())
        if question is not None:
            self._ask(str(action), question)
            return
        self._apply(str(action))

    def _answer(self, text: str) -> None:
        word = fold(text)
        pending, self.pending = self.pending, None
        if pending == OUT:
            self._answer_outside(text)
            return
        if word in self.t.words("console-yes-words"):
            if pending == "quit":
                self._quit()
            else:
                assert pending is not None
                self._apply(pending)
        elif word in self.t.words("console-no-words"):
            self.reply([self.t("console-cancelled")])
        else:
            # Said again in full: after other speech the question may be forgotten.
            self.pending = pending
            self.reply([self.t("console-answer-yes-no"), self.question], "error")

    def _ask(self, pending: str, question: str) -> None:
        """Ask a yes-or-no question about ``pending`` (an action, or "quit")."""
        self.pending, self.question = pending, question
        self.reply([question])

    def _apply(self, text: str) -> None:
        events = self.state.apply(text)
        self._record(events)
        first = self.history.said
        self._narrate(events)
        self._turn_ended(first, events)
        self._after_action()

    def _turn_ended(self, first: int, events: Sequence[Event]) -> None:
        """After the player's own move, told from history line ``first`` on: if the turn has
        passed, what is told after the move's own sentences is what happens since."""
        if self.state.current_player == self.human and not self.state.is_over:
            return  # the turn goes on (a draw before the discard): since stays where it was
        own = events[0] if events else None
        said = self.narrator.describe(own) if own and own.visible_to(self.human) else []
        self.history.turn_ended(first + len(said))

    def _since_turn(self) -> None:
        """Everything told since the player's turn last ended, in order, read back without
        printing again (as r): what the others did meanwhile, a page at a time when it is
        more than a listener holds.  Never anything older, so the blind-fair table's rule
        holds for the rest (A5.2)."""
        lines = self.history.since_turn() or [self.t("console-since-nothing")]
        if fits_a_page(lines):
            self._answer_lines(lines, "reply", printed=False)
            return
        self.pager = Pager.of(self.t, lines, "reply")
        self.pager.printed = False
        self._next_page()

    def _quit(self) -> None:
        self.done = True
        if self.save_path is not None and not self.state.is_over:
            self.reply([self.leaving_words()])

    def stop(self) -> None:
        """The program was told to stop: say whether the match can be resumed."""
        self.done = True
        if self.state.is_over or self.save_path is None:
            words = self.t("console-stopped")
        elif not self.saved:
            words = self.t("console-stopped-unsaved")
        elif is_own_save(self.save_path):
            words = self.t("console-stopped-resume")
        else:  # a file the player chose: the menu does not list it, the player knows it
            words = self.t("console-stopped-in-file", name=spoken_name(self.save_path))
        with contextlib.suppress(OSError):  # the terminal may be gone (SIGHUP)
            self.reply([words], "game")

    def leaving_words(self) -> str:
        """What is said when the player leaves a match that is not over."""
        if not self.saved:
            return self.t("console-quit-unsaved")
        assert self.save_path is not None
        if is_own_save(self.save_path):
            return self.t("console-quit-saved")
        return self.t("console-quit-in-file", name=spoken_name(self.save_path))


def _sentences(text: str) -> list[str]:
    """The sentences of ``text``, each with its closing full stop."""
    return [part for part in re.split(r"(?<=[.!?])\s+", text.strip()) if part]


def _words(text: str) -> str:
    """``text`` lower case, its punctuation gone: for telling whether a sentence was said."""
    return " ".join(re.sub(r"[^\w\s]", " ", fold(text)).split())
