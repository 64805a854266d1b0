"""What every game's narrator offers the console, and the helpers they share.

A narrator speaks to one listener (a seat, or None for a spectator): the
listener's own seat gets the "you" sentences (``…-you`` messages), every
other seat is named by ``names``.  It reads only the events and views it is
given, never a game state, so it cannot say what the seat may not know.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Callable, Collection, Iterable, Mapping, Sequence
from functools import cached_property
from itertools import pairwise
from typing import Any, ClassVar

from access_cards.engine.actions import ActionTemplate
from access_cards.engine.errors import ActionError
from access_cards.engine.events import Event
from access_cards.narration.cards import CARD_STYLES, CardWords, card_words
from access_cards.narration.i18n import MissingMessage, Translator, fold
from access_cards.narration.speakable import spoken_form
from access_cards.narration.typed import TypedWords

__all__ = ["HELP_COMMANDS", "EventHandler", "Narrator", "QueryHandler", "line"]

EventHandler = Callable[[Event], list[str]]
QueryHandler = Callable[[Mapping[str, Any]], list[str]]

# The console's commands the help names beside the game's questions, in the help's order:
# the message history, then the braille line, the help itself and the rules.
HISTORY = ("repeat", "since", "back", "forward", "oldest", "newest")
TOOLS = ("braille", "help", "rules")
HELP_COMMANDS = (*HISTORY, *TOOLS)
# Keys that are symbols are said as words (a screen reader may skip or misname a bare ",").
KEY_SYMBOLS = {",": "comma", ".": "period", "<": "less", ">": "greater", "?": "question"}
KEYS_PER_LINE = 4  # a key's sentence is short: a few make one line of the help


class Narrator(TypedWords, ABC):
    """Sentences for one listener, in the translator's language."""

    VERBOSITY: ClassVar[tuple[str, ...]] = ("brief", "normal", "full")
    # "full": "queen of spades"; "short": "queen spades" (games whose cards have suits).
    CARD_STYLES: ClassVar[tuple[str, ...]] = CARD_STYLES
    # The questions every game answers; a game adds its own (and the keys for them, KEYS).
    QUERIES: ClassVar[tuple[str, ...]] = (
        "hand", "table", "opponents", "scores", "turn", "actions", "status",
    )  # fmt: skip
    # The game's own one-key questions beside the console's (key → query name).
    KEYS: ClassVar[Mapping[str, str]] = {}
    # Keys a game keeps although one of its move words begins with them: the console tells
    # a typed word from a key by the next letter's speed, and these keys are used far more.
    LIVE_KEYS: ClassVar[str] = ""
    # The game's action kinds: each has a ``<game>-command-<kind>`` message of typed words.
    ACTION_KINDS: ClassVar[tuple[str, ...]] = ()
    # Kinds typed as their word alone ("knock", "hold"): words after one are said needless.
    BARE_KINDS: ClassVar[tuple[str, ...]] = ()
    RULES_SENTENCES: ClassVar[int] = 5  # ``<game>-rules-1`` … for the help key
    # Say what is legal from the error's compact templates ("bet 1 to 12") rather than
    # listing every action: for games whose lists are long (bets, melds).
    COMPACT_LEGAL: ClassVar[bool] = False
    game: ClassVar[str]
    deck: ClassVar[str]  # the engine deck the game is played with (engine/cards.py)

    def __init__(
        self,
        t: Translator,
        seat: int | None,
        names: Sequence[str],
        *,
        verbosity: str = "normal",
        card_style: str = "full",
    ) -> None:
        self.t = t
        self.seat = seat
        self.names = tuple(names)
        self.verbosity = verbosity
        self.card_style = card_style

    # -- settings ----------------------------------------------------------

    @property
    def verbosity(self) -> str:
        """``brief``, ``normal`` or ``full``; may change during a match."""
        return self._verbosity

    @verbosity.setter
    def verbosity(self, level: str) -> None:
        if level not in self.VERBOSITY:
            raise ValueError(f"unknown verbosity {level!r}; levels: {', '.join(self.VERBOSITY)}")
        self._verbosity = level

    @property
    def card_style(self) -> str:
        """``full`` or ``short`` card names; may change during a match."""
        return self._card_style

    @card_style.setter
    def card_style(self, style: str) -> None:
        if style not in self.CARD_STYLES:
            raise ValueError(f"unknown card style {style!r}; styles: {', '.join(self.CARD_STYLES)}")
        self._card_style = style

    def at_least(self, level: str) -> bool:
        """Whether the current verbosity is ``level`` or more."""
        return self.VERBOSITY.index(self._verbosity) >= self.VERBOSITY.index(level)

    # -- the console's entry points ----------------------------------------

    def describe(self, event: Event) -> list[str]:
        """The sentences for one event this listener received."""
        handler = self._event_handlers().get(event.type)
        if handler is None:
            # Tests enumerate event types: a gap must fail, not go silent.
            raise KeyError(f"the {self.game} narrator has no sentence for {event.type!r} events")
        return handler(event)

    def query(self, name: str, view: Mapping[str, Any]) -> list[str]:
        """Answer a question (no turn cost) from the listener's view only."""
        handler = self._query_handlers().get(name)
        if handler is None:
            raise ValueError(f"unknown query {name!r}; queries: {', '.join(self.QUERIES)}")
        return handler(view)

    @abstractmethod
    def _event_handlers(self) -> Mapping[str, EventHandler]:
        """Event type → the method that narrates it."""

    @abstractmethod
    def _query_handlers(self) -> Mapping[str, QueryHandler]:
        """Query name → the method that answers it (every name of QUERIES)."""

    @abstractmethod
    def your_turn(self, view: Mapping[str, Any]) -> str:
        """The prompt when the listener must act, with what the view shows."""

    def action_error(self, exc: ActionError) -> str:
        """Why an action was refused, and what is legal now."""
        if exc.reason == "ambiguous":
            # The candidates are the legal actions meant: the whole list would bury them.
            return self.ambiguous(exc.details["candidates"])
        if exc.reason == "unknown_command":
            first = self.unknown_command(exc.text)
        else:
            first = self.t("error-not-possible", reason=self._error_clause(exc))
        return line(first, self._legal_sentence(exc))

    def ambiguous(self, candidates: Iterable[str]) -> str:
        """ "That could mean play 5 or play 6. Say which." for a command naming several."""
        labels = [self.action_label(a) for a in candidates]
        return self.t("error-ambiguous", actions=self.t.join(labels, style="or"))

    def _legal_sentence(self, exc: ActionError) -> str | None:
        """What is legal now, listed or compact as the game prefers; None if nothing is."""
        if self.COMPACT_LEGAL and exc.legal_templates:
            return self.legal_compact(exc.legal_templates)
        return self.legal_now(exc.legal) if exc.legal else None

    def unknown_command(self, text: str) -> str:
        """The sentence for a typed line that is no command of the game: what its move
        word takes, when it begins with one the game can say more of."""
        words = text.split()
        kind = self.command_words.get(fold(words[0])) if words else None
        if kind in self.BARE_KINDS and len(words) > 1:
            return self.t("error-word-alone", word=spoken_form(words[0]))
        return self.t("error-unknown-command", text=self.quoted(text))

    @abstractmethod
    def _error_clause(self, exc: ActionError) -> str:
        """Why a command the game understood is not allowed now (from ``exc.reason``)."""

    @abstractmethod
    def confirm(self, action_text: str, view: Mapping[str, Any]) -> str | None:
        """The yes/no question before an action, or None if it needs none."""

    @abstractmethod
    def action_label(self, action_text: str) -> str:
        """The engine's action text in the listener's language."""

    @abstractmethod
    def canonical(self, text: str) -> str | None:
        """A typed command in the listener's language as engine action text, or None."""

    def typed_words(self) -> list[str]:
        """The words that begin a typed move in the listener's language."""
        return list(self.command_words)

    @cached_property
    def command_words(self) -> dict[str, str]:
        """Typed word → action kind: the language's words, then the engine's own."""
        words = {kind: kind for kind in self.ACTION_KINDS}
        for kind in self.ACTION_KINDS:
            for word in self.t.words(f"{self.game}-command-{kind}"):
                words.setdefault(word, kind)
        return words

    def move_words(self) -> list[str]:
        """Each move's own word in the listener's language (the first of its words)."""
        return [self.t.words(f"{self.game}-command-{k}")[0] for k in self.ACTION_KINDS]

    def reserved_keys(self) -> set[str]:
        """Letters that are not one-key commands here: a move word begins with them, so a
        key would speak before the move is typed (unless the game keeps it, LIVE_KEYS)."""
        return {word[0] for word in self.move_words()} - set(self.LIVE_KEYS)

    def help_keys(self, keys: Mapping[str, str], off: Collection[str] = ()) -> list[str]:
        """The help: the keys that work here, the words to type for what has no key, the
        moves, how to type a card, and the settings; a sentence or a few a line (long texts
        are read a page at a time).  ``keys`` maps each live key to its command (the
        console's live keys): the help names every one of them and no other key.  ``off``:
        commands this table turns off (the blind-fair variant's message walking), left out."""
        by_command: dict[str, str] = {}
        for key, command in keys.items():
            by_command.setdefault(command, key)
        typed = [c for c in self._helped() if c not in by_command and c not in off]
        lines = self._key_lines(by_command)
        lines.append(self._typed_sentences(typed))
        lines += self._move_lines()
        lines += self._code_help()
        lines.append(self.t("help-settings"))
        return [text for text in lines if text]

    def _helped(self) -> tuple[str, ...]:
        """Every command the help tells of, in its order: the game's questions, then the
        console's history, braille, help and rules."""
        return (*self.QUERIES, *HELP_COMMANDS)

    def _key_lines(self, by_command: Mapping[str, str]) -> list[str]:
        """The questions' keys a few to a line, then the history's, then the others'."""

        def said(commands: Iterable[str]) -> list[str]:
            return [self._key_sentence(by_command[c], c) for c in commands if c in by_command]

        lines = _chunks(said(self.QUERIES), KEYS_PER_LINE)
        if lines:
            lines[0] = line(self.t("help-keys-intro"), lines[0])
        tools = [self.t("help-key-digits"), *said(TOOLS), self.t("help-key-escape")]
        return [*lines, line(*said(HISTORY)), line(*tools)]

    def _move_lines(self) -> list[str]:
        """The game's moves (``<game>-help-moves-1``, ``-2``, … a line each), with a card
        typed both as words and as a code."""
        example = self.cards.codes.example
        code, card = self.cards.spoken_code(example), self.cards.name(example)
        lines: list[str] = []
        while True:
            try:
                lines.append(
                    self.t(f"{self.game}-help-moves-{len(lines) + 1}", code=code, card=card)
                )
            except MissingMessage:
                return lines

    def _key_sentence(self, key: str, command: str) -> str:
        """ "h, your hand.", "comma, the message before." """
        symbol = KEY_SYMBOLS.get(key)
        said = self.t("help-key-symbol", symbol=symbol) if symbol else key
        return self.t("help-key", key=said, what=self._what(command))

    def _typed_sentences(self, commands: Sequence[str]) -> str:
        """The commands with no key here, each with its typed word: "stato, …"."""
        items = [
            self.t("help-typed", word=self.t(f"command-{c}").split()[0], what=self._what(c))
            for c in commands
        ]
        return line(self.t("help-typed-intro"), *items) if items else ""

    def _what(self, command: str) -> str:
        """What a key or typed command gives, in this game's words where it has its own."""
        try:
            return self.t(f"{self.game}-key-{command}")
        except MissingMessage:
            return self.t(f"key-{command}")

    def _code_help(self) -> list[str]:
        """How to type a card: the example first, then the letters, on one line."""
        lines = self.cards.code_lines()
        return [lines[0], line(*lines[1:])] if lines else []

    @abstractmethod
    def braille_text(self, view: Mapping[str, Any]) -> str:
        """Hand and table in a few words for a braille display (before translation)."""

    @abstractmethod
    def intro(self, view: Mapping[str, Any]) -> str:
        """The terms of the match, said once when it starts (length, variant)."""

    def hand_summary(self, events: Sequence[Event]) -> str:
        """One short line for a hand played while the listener was out of the match (issue
        25): by default what its end says; a game where one can be out says who won what."""
        return line(*(said for e in events if e.type == "deal_end" for said in self.describe(e)))

    def rules_summary(self) -> list[str]:
        """A few spoken sentences on the rules."""
        return [self.t(f"{self.game}-rules-{i}") for i in range(1, self.RULES_SENTENCES + 1)]

    @property
    def cards(self) -> CardWords:
        """The game's card words in the listener's language."""
        return card_words(self.t, self.deck)

    def card_name(self, code: str) -> str:
        """One card, as spoken on its own ("Card 3: …"): "queen of spades", or "queen spades"
        in the short card style."""
        return self.cards.name(code, self.card_style)

    def card_the(self, code: str) -> str:
        """One card in a sentence: "the queen of spades", or "queen spades" in the short style."""
        return self.cards.the(code, self.card_style)

    # -- helpers for game narrators ------------------------------------------

    def not_your_move(self, view: Mapping[str, Any]) -> list[str] | None:
        """The answer to "what may I do" when the listener may do nothing now, else None."""
        mover = view["current_player"]
        if mover is None:
            return [self.t("match-over")]
        if self.is_you(mover):
            return None
        if self.seat is None:
            return [self.turn(mover)]
        return [self.t("actions-not-your-turn", name=self.name(mover))]

    def is_you(self, seat: int | None) -> bool:
        """Whether ``seat`` is the listener's."""
        return seat is not None and seat == self.seat

    def name(self, seat: int) -> str:
        """The third-person name of a seat, as a sentence says it: with its article in a
        language that gives names one ("η Άννα"), where its gender is known."""
        if 0 <= seat < len(self.names) and self.names[seat]:
            name = self.names[seat]
            gender = self._genders.get(_unnumbered(name), "other")
            return self.t("name-said", name=name, gender=gender)
        return self.t("seat-name", number=seat + 1)

    @cached_property
    def _genders(self) -> dict[str, str]:
        """The language's bot names and their grammatical genders (console.ftl): the names
        the program gives, so the ones whose gender it knows."""
        names = [n.strip() for n in self.t("console-bot-names").split(",")]
        genders = [g.strip() for g in self.t("console-bot-genders").split(",")]
        return dict(zip(names, genders, strict=True))

    def list_name(self, seat: int) -> str:
        """A seat's name inside a list: "you" for the listener."""
        return self.t("you-name") if self.is_you(seat) else self.name(seat)

    def say(self, msg_id: str, seat: int, **args: Any) -> str:
        """``msg_id-you`` for the listener's seat, else ``msg_id`` with ``$name``."""
        if self.is_you(seat):
            return self.t(f"{msg_id}-you", **args)
        return self.t(msg_id, name=self.name(seat), **args)

    def scores(self, scores: Sequence[int], msg_id: str = "scores-line") -> str:
        """ "Score: you 2, Anna 4." in seat order."""
        items = [
            self.t("score-item", name=self.list_name(s), points=p) for s, p in enumerate(scores)
        ]
        # "unit" lists read "you 2, Anna 4", not "you 2 and Anna 4".
        return self.t(msg_id, scores=self.t.join(items, style="unit"))

    def turn(self, seat: int | None) -> str:
        """Whose turn it is (None: the match is over)."""
        if seat is None:
            return self.t("match-over")
        if self.is_you(seat):
            return self.t("turn-you")
        return self.t("turn-other", name=self.name(seat))

    def legal_now(self, legal: Iterable[str]) -> str:
        """ "Legal now: play 5, draw, or knock." in the listener's words."""
        labels = [self.action_label(a) for a in legal]
        return self.t("error-legal-now", actions=self.t.join(labels, style="or"))

    def legal_compact(self, templates: Iterable[ActionTemplate]) -> str:
        """ "Legal now: play 1, 2 or 5, bet 1 to 12, or draw." from the engine's templates."""
        parts = [self.template_words(template) for template in templates]
        return self.t("error-legal-now", actions=self.t.join(parts, style="or"))

    def template_words(self, template: ActionTemplate) -> str:
        """One template in words: "play 1, 2 or 5", "bet 1 to 12", "meld 3 or more cards"."""
        action = self.kind_word(template.kind)
        low, high = template.low, template.high
        if template.form:
            return self.t(f"legal-form-{template.form}", action=action, low=low or 1)
        if low is not None and high is not None:
            return self.t("legal-range", action=action, low=low, high=high)
        if low is not None:
            return self.t("legal-from", action=action, low=low)
        if high is not None:
            return self.t("legal-up-to", action=action, high=high)
        return self._choice_words(template, action)

    def _choice_words(self, template: ActionTemplate, action: str) -> str:
        # An empty choice is the kind alone ("discard" beside "discard 6"): said first.
        words = [self.choice_word(template.kind, c) for c in template.choices if c]
        if not words:
            return action
        choices = self.t("legal-choices", action=action, choices=self.t.join(words, style="or"))
        return self.t.join([action, choices], style="or") if "" in template.choices else choices

    def kind_word(self, kind: str) -> str:
        """An action kind as the listener types it: the first of its command words."""
        return self.t(f"{self.game}-command-{kind}").split()[0]

    def choice_word(self, kind: str, choice: str) -> str:
        """What follows ``kind`` in one action, in the listener's words (a game with card
        codes or other engine words after the kind overrides this)."""
        return choice


def _unnumbered(name: str) -> str:
    """A bot's name without the number the console adds when names run out ("Anna 2")."""
    base, _, number = name.rpartition(" ")
    return base if base and number.isdecimal() else name


def _chunks(items: Sequence[str], size: int) -> list[str]:
    """Sentences at most ``size`` to a line, spread evenly (ten are 4, 3 and 3, not 4, 4
    and 2)."""
    count = -(-len(items) // size)  # lines needed, rounded up
    bounds = [len(items) * i // count for i in range(count + 1)] if count else []
    return [line(*items[a:b]) for a, b in pairwise(bounds)]


def line(*sentences: str | None) -> str:
    """Sentences spoken as one utterance (one line, one history entry)."""
    return " ".join(s for s in sentences if s)
