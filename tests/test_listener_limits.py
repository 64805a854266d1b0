"""Issue 25, point 7: nothing said at once is longer than a listener can hold.

A page of the help, of the rules or of an answer, and a menu's list, hold at most about 8
items or 80 words before the program waits for Enter (the first help page was 222 words, the
main menu 13 items, one three-player Rummy 40 answer 159 words).  Measured here in all four
languages: every rules page, every help page, every list of every menu, and the answers to
every question at the first turns of seeded matches.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator, Sequence

import pytest

from access_cards import bots
from access_cards.console.menu import Menu
from access_cards.console.pager import Pager
from access_cards.console.play import PlayRequest, new_match
from access_cards.console.reader import LineReader
from access_cards.console.session import GameSession
from access_cards.console.settings import Settings
from access_cards.games import find
from access_cards.narration import LANGUAGES, Translator
from access_cards.rules import rules_lines
from access_cards.speech import Speaker

GAMES = ("khmer", "king", "rummy40", "lasvegas")
MOST_ITEMS = 8  # in one list
MOST_WORDS = 80  # said before a pause for Enter
ITEM = re.compile(r"(\d+)\. ")


def words(lines: Sequence[str]) -> int:
    return sum(len(x.split()) for x in lines)


def holdable(lines: Sequence[str]) -> bool:
    """What is said before a pause: 8 items at most (and a heading, or the line that says
    the page), 80 words at most."""
    return len(lines) <= MOST_ITEMS + 1 and words(lines) <= MOST_WORDS


# -- the rules and the help ---------------------------------------------------------------------


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_rules_page_can_be_held(game: str, lang: str) -> None:
    """The rules a page at a time: each page, with the line that says where the reader is,
    at most 8 lines and 80 words; together the whole rules, word for word."""
    lines = rules_lines(game, lang)
    pager = Pager.of(Translator(lang), lines, size=(80, 24))
    pages = []
    while not pager.done:
        pages.append(pager.next_page())
    assert all(holdable(page) for page in pages), max(pages, key=words)
    text = [x for page in pages for x in page[:-1]]
    assert " ".join(text).split() == " ".join(lines).split()


def a_session(game: str, lang: str, seats: int, seed: int = 3) -> tuple[GameSession, list[str]]:
    """A started local match of ``seats`` players, you first seat, and what it prints."""
    t = Translator(lang)
    out: list[str] = []
    specs = ["you", *["bot:easy"] * (seats - 1)]
    match, _ = new_match(PlayRequest(game, specs, seed, {}), t)
    s = GameSession(match, t, Speaker("text", write=out.append), save_path=None)
    s.start()
    return s, out


def said_to(s: GameSession, out: list[str], line: str) -> list[list[str]]:
    """The pages of the answer to ``line``: Enter pressed after each until the last."""
    pages = []
    out.clear()
    s.handle(line)
    pages.append(list(out))
    while s.pager is not None:
        out.clear()
        s.handle("")
        pages.append(list(out))
    return pages


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_help_page_can_be_held(game: str, lang: str) -> None:
    """The help key: every page at most 8 lines and 80 words, the keys and moves all said."""
    s, out = a_session(game, lang, find(game).min_seats)
    pages = said_to(s, out, "?")
    assert all(holdable(page) for page in pages), max(pages, key=words)
    assert len(pages) > 1  # the help is longer than a page, so every page ends in its place
    text = [x for page in pages for x in page[:-1]]
    assert " ".join(text).split() == " ".join(s._help_lines()).split()


# -- the menus ------------------------------------------------------------------------------------

Answer = str | Callable[[dict[str, str]], str]


class Chooser(LineReader):
    """A listener at the menu: each answer a line, or picked from the list just heard."""

    def __init__(self, heard: list[str], answers: list[Answer]) -> None:
        self.heard, self.answers = heard, list(answers)

    def read(self) -> str | None:
        if not self.answers:
            return None
        answer = self.answers.pop(0)
        return answer if isinstance(answer, str) else answer(last_list(self.heard))


def last_list(heard: list[str]) -> dict[str, str]:
    """The last numbered list said: label → number."""
    items: dict[str, str] = {}
    for text in heard:
        found = ITEM.match(text)
        if found is not None:
            items = {} if found[1] == "1" else items
            items[text[found.end() :]] = found[1]
    return items


def pick(label: str) -> Callable[[dict[str, str]], str]:
    def number(items: dict[str, str]) -> str:
        return next(n for text, n in items.items() if text.startswith(label))

    return number


def lists_said(heard: list[str], choose: str) -> Iterator[list[str]]:
    """Every list a menu said: its title, its numbered items, and the line that asks."""
    for end, text in enumerate(heard):
        if text != choose:
            continue
        start = end
        while start > 0 and ITEM.match(heard[start - 1]):
            start -= 1
        yield heard[start - 1 : end + 1]


def menu_lists(lang: str, answers: list[Answer]) -> list[list[str]]:
    """The lists the main menu says when answered with ``answers`` (then end of input)."""
    t = Translator(lang)
    heard: list[str] = []
    speaker = Speaker("text", write=heard.append)
    Menu(t, speaker, Chooser(heard, answers), Settings.load(), lambda _: speaker).run()
    return list(lists_said(heard, t("menu-choose")))


def save_matches(lang: str, games: Sequence[str]) -> None:
    """A saved match of each of ``games``, a few moves in, as leaving one keeps it."""
    t = Translator(lang)
    for game in games:
        seats = ["you", *["bot:easy"] * (find(game).min_seats - 1)]
        match, path = new_match(PlayRequest(game, seats, 4, {}), t)
        s = GameSession(match, t, Speaker("text", write=lambda _: None), save_path=path)
        s.start()
        s._save()
        if match.lock is not None:
            match.lock.release()


def every_menu_path(t: Translator) -> list[list[Answer]]:
    """Answers that lead to every list of the menus (each path ends at end of input)."""
    friends, rules = pick(t("menu-play-friends")), pick(t("menu-rules-games"))
    paths: list[list[Answer]] = [[pick(t("menu-play-computer")), str(n), "1"] for n in (1, 2, 3, 4)]
    paths += [[friends, "1", str(n), "1"] for n in (1, 2, 3, 4)]  # host: game, friends, level
    paths += [[friends, "2"], [rules], [pick(t("menu-settings"))]]
    paths += [[pick(t("menu-labels")), "1", "1"]]  # deck, language, what
    return paths


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_menu_list_can_be_held(lang: str) -> None:
    """Every list of every menu (the main menu, its groups, the questions before a match,
    hosting, labels, settings, resuming one of several saves): at most 8 items, and with
    its title and the line that asks, at most 80 words."""
    t = Translator(lang)
    seen: list[list[str]] = []
    for path in every_menu_path(t):
        seen += menu_lists(lang, path)
    save_matches(lang, ["khmer", "king"])
    seen += menu_lists(lang, [pick(t("menu-resume-some"))])
    titles = {said[0] for said in seen}
    for title in ("menu-title", "menu-which-game", "menu-level", "menu-variant",
                  "menu-friends-title", "menu-host-game", "menu-host-friends",
                  "menu-which-rules", "menu-which-resume", "settings-title",
                  "labels-menu-deck", "labels-menu-lang", "labels-menu-what"):  # fmt: skip
        assert t(title) in titles, title
    for said in seen:
        items = [x for x in said if ITEM.match(x)]
        assert 1 < len(items) <= MOST_ITEMS, said
        assert words(said) <= MOST_WORDS, (words(said), said)


# -- answers in seeded matches ---------------------------------------------------------------

# Each game at its largest usual table: answers grow with the players.
TABLES = {"khmer": 2, "king": 4, "rummy40": 3, "lasvegas": 4}
TURNS = 4  # of the player's, each asked every question


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_answer_can_be_held(game: str, lang: str) -> None:
    """Every question the game answers, asked at the player's first turns of a seeded match
    (the player moves as an easy bot would): each page of each answer at most 8 lines and
    80 words, and the whole answer said."""
    s, out = a_session(game, lang, TABLES[game])
    me = bots.create(game, "easy", seat=0, seed=1)
    for _ in range(TURNS):
        if s.done:
            break
        view = s.state.view(0)
        for query in s.narrator.QUERIES:
            pages = said_to(s, out, query)
            assert all(holdable(page) for page in pages), (query, pages)
            heard = " ".join(x for page in pages for x in page)
            assert " ".join(s.narrator.query(query, view)) in heard or len(pages) > 1, query
        s.handle(str(me.choose(view)))
        if s.pending is not None:
            s.handle(s.t.words("console-yes-words")[0])


def test_a_three_player_rummy_table_comes_a_page_at_a_time() -> None:
    """The answer of the issue: the table of three-player Rummy 40 with ten melds down (seed
    126, some 150 words), said in pages with Enter between, where it came at once; every word
    of it said."""
    s, out = a_session("rummy40", "en", 3, seed=126)
    me = bots.create("rummy40", "easy", seat=0, seed=1)
    while words(whole := s.narrator.query("table", s.state.view(0))) <= 2 * MOST_WORDS - 20:
        assert not s.done, "the match ended before its table grew long"
        s.handle(str(me.choose(s.state.view(0))))
        if s.pending is not None:
            s.handle("yes")
    pages = said_to(s, out, "t")
    assert len(pages) > 1 and all(holdable(page) for page in pages)
    text = [x for page in pages for x in page[:-1]]
    assert " ".join(text).split() == " ".join(whole).split()
