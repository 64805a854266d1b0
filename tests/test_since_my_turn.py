"""Issue 25, point 1: one key says again everything since the player's own last move.

"What happened since my turn?": ``i`` (or its typed word) reads back, in order, every line
that told the table after the player's turn last ended (the others' moves, what followed
them, "Your turn"), and nothing older, in every variant: the blind-fair table, where the
message walking keys are off, keeps its rule for anything before the player's move. The
player's own move is left out, and so are the answers to the player's questions.
"""

from __future__ import annotations

from typing import Any

import pytest

from access_cards import bots
from access_cards.console.history import History
from access_cards.console.play import bot_names
from access_cards.console.saves import SavedMatch
from access_cards.console.session import GameSession
from access_cards.games import find
from access_cards.narration import LANGUAGES, Translator
from access_cards.speech import Speaker

SEATS = {"khmer": 2, "rummy40": 3, "lasvegas": 3, "king": 4}
VARIANTS = {
    "khmer": ({}, {"pile_visibility": "top_only"}),
    "rummy40": ({"r40_discard_history": "all"}, {}),  # Rummy 40's default is blind fair
    "lasvegas": ({}, {"pile_visibility": "top_only"}),
    "king": ({}, {"pile_visibility": "top_only"}),
}
CASES = [(g, o) for g, pair in VARIANTS.items() for o in pair]


class Listening(GameSession):
    """A session that notes, for the person's action, its first event's sentences and
    whose turn it is right after it (before the bots move; -1 when the match is over)."""

    own: tuple[str, ...] = ()
    turn_after: int | None = 0
    acting = False

    def _apply(self, text: str) -> None:
        self.acting = True
        super()._apply(text)

    def _narrate(self, events: Any) -> None:
        if self.acting and events:  # the person's action: the first narrated after it
            self.acting = False
            self.turn_after = -1 if self.state.is_over else self.state.current_player
            first = events[0]
            self.own = tuple(self.narrator.describe(first)) if first.visible_to(0) else ()
        super()._narrate(events)


class Table:
    """A match of the person against easy bots, every line said kept as it comes."""

    def __init__(self, game: str, options: dict[str, Any], lang: str = "en", seed: int = 3):
        self.t = Translator(lang)
        seats = ["you"] + ["bot:easy"] * (SEATS[game] - 1)
        state = find(game).new_state(len(seats), seed=seed, options=options)
        self.said: list[str] = []
        speaker = Speaker("text", write=self.said.append)  # prints what a voice would say
        self.session = Listening(SavedMatch(state, seats, bot_names(self.t, seats)), self.t,
                                 speaker)  # fmt: skip
        self.me = bots.create(game, "easy", seat=0, seed=seed)
        self.session.start()

    def send(self, line: str) -> list[str]:
        self.said.clear()
        self.session.handle(line)
        return list(self.said)

    def since(self) -> list[str]:
        """What i says, every page of it (Enter for the next), the page lines left out."""
        said = self.send("i")
        while self.session.pager is not None:
            said += self.send("")
        return [line for line in said if not self.page_line(line)]

    def page_line(self, text: str) -> bool:
        """Whether ``text`` is the line that ends a page ("Page 1 of 2. Press Enter…")."""
        return any(
            text == self.t(msg, page=page, pages=pages)
            for pages in range(1, 20)
            for page in range(1, pages + 1)
            for msg in ("reading-page-more", "reading-page-last")
        )

    def move(self) -> list[str]:
        """The person's move, confirmed when asked; everything the action made said."""
        heard = self.send(self.me.choose(self.session.state.view(0)))
        if self.session.pending is not None:
            heard = self.send(self.t.words("console-yes-words")[0])
        return heard


@pytest.mark.parametrize(("game", "options"), CASES)
def test_i_says_what_happened_since_the_last_move_and_nothing_older(
    game: str, options: dict[str, Any]
) -> None:
    """Move after move, i says exactly the lines told since the person's turn last ended,
    in order: never the person's own move, never an answer to a question, nothing older.
    While the turn goes on (a draw before the discard), the steps taken stay in it."""
    table = Table(game, options)
    session, since, checked = table.session, table.since(), 0
    while not session.done and checked < 12:
        heard = table.move()
        if session.turn_after == 0:  # the person's turn goes on
            since += heard
        else:
            assert tuple(heard[: len(session.own)]) == session.own
            since = heard[len(session.own) :]
        table.send("h")  # a question meanwhile: its answer is not what happened
        assert " ".join(table.since()) == " ".join(since), heard
        checked += 1
    assert checked >= 3


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_key_and_the_typed_word_in_every_language(lang: str) -> None:
    """i is a key in every game and language, the help names it, and the language's typed
    word says the same."""
    t = Translator(lang)
    for game, (full, blind) in VARIANTS.items():
        for options in (full, blind):
            table = Table(game, options, lang)
            assert "i" in table.session.hotkeys(), (game, lang)
            helped = " ".join(table.session._help_lines())
            assert f"i, {t('key-since')}." in helped
    table.move()
    word = t.words("command-since")[0]
    assert table.send(word) == table.send("i") != []
    table.session.pager = None


def test_blind_fair_i_answers_while_the_walking_keys_are_off() -> None:
    """At the blind-fair table comma is off and says so; i still answers with lines."""
    table = Table("king", {"pile_visibility": "top_only"})
    table.move()
    assert table.send(",") == [table.t("console-history-top-only")]
    assert table.send("i") and table.t("console-history-top-only") not in table.send("i")


def test_nothing_since_says_so() -> None:
    """Right after the turn has ended, with nothing told since: one sentence says so."""
    table = Table("khmer", {})
    table.session.history.turn_ended(table.session.history.said)
    assert table.send("i") == ["Nothing has happened since your last move."]


def test_the_history_forgets_old_lines_but_keeps_the_mark() -> None:
    """With the oldest lines forgotten, since the turn still starts where it did."""
    history = History(limit=5)
    for n in range(4):
        history.add(f"Old {n}.", told=True)
    history.turn_ended(history.said)
    history.add("An answer.")  # a reply: not told
    for n in range(3):
        history.add(f"New {n}.", told=True)
    assert len(history.items) == 5
    assert history.since_turn() == ["New 0.", "New 1.", "New 2."]


def test_a_long_answer_comes_a_page_at_a_time() -> None:
    """More than a listener holds (8 lines or 80 words) comes in pages, Enter for the next;
    each line read back, never printed again."""
    table = Table("lasvegas", {"pile_visibility": "top_only"})
    told = [f"Anna checks, round {n}, and the pot stays at 3 chips as it was." for n in range(12)]
    history = table.session.history
    history.turn_ended(history.said)
    for text in told:
        history.add(text, told=True)
    recorded = history.said
    first = table.send("i")
    assert table.page_line(first[-1]) and len(first) <= 9
    assert sum(len(x.split()) for x in first[:-1]) <= 80
    rest = []
    while table.session.pager is not None:
        rest += table.send("")
    assert " ".join(x for x in first + rest if not table.page_line(x)) == " ".join(told)
    assert history.said == recorded  # read back, not recorded (nor printed) again
