"""Issue 13 §2 and §7: long texts a page at a time, and leaving, resuming and repeating.

The pager is checked on its own (pages of at most 8 lines that fit a screen), in a
match (``u``, ``?``, Enter, ``more``, leaving), in plain mode through the real command
line, and in the main menu.  Resuming says where the match stands once; the menu's
``r`` and comma reach the end of the match just played; the save's path is said only
when asked; the blind-fair ``r`` says the last action, not the last answer.
"""

from __future__ import annotations

import io
import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from access_cards import bots
from access_cards.cli import main
from access_cards.console.menu import Menu
from access_cards.console.pager import (
    PAGE_LINES,
    Pager,
    longer_than_a_screen,
    pages_of,
    paginate,
    pieces,
)
from access_cards.console.play import PlayRequest, bot_names, latest_save, new_match
from access_cards.console.reader import LineReader
from access_cards.console.saves import SavedMatch, load_match
from access_cards.console.session import GameSession
from access_cards.console.settings import Settings
from access_cards.engine.state import GameState
from access_cards.games import find
from access_cards.narration import LANGUAGES, Translator
from access_cards.narration.speakable import voiced_symbols
from access_cards.rules import rules_lines
from access_cards.speech import Speaker
from tests.test_console import FIXED, FIXED_DECK, TOP_ONLY, Console, make_console

EN, IT = Translator("en"), Translator("it")
SCREEN = (80, 24)  # the classic terminal, for results that must not depend on the test's own


@pytest.fixture(autouse=True)
def _classic_terminal(monkeypatch: pytest.MonkeyPatch) -> None:
    """The terminal size is read from COLUMNS and LINES first: the same pages everywhere."""
    monkeypatch.setenv("COLUMNS", str(SCREEN[0]))
    monkeypatch.setenv("LINES", str(SCREEN[1]))


@pytest.fixture
def fixed(tmp_path: Path) -> Console:
    """The fixed first deal of tests/test_console.py, your turn."""
    return make_console(tmp_path, deck=FIXED_DECK, options=FIXED)


def said(records: list[dict[str, Any]]) -> list[str]:
    return [r["text"] for r in records]


def page_line(t: Translator, text: str) -> tuple[int, int, bool] | None:
    """(page, pages, last) if ``text`` is the line that ends a page, in ``t``'s language."""
    for page in range(1, 60):
        for pages in range(page, 60):
            for last, msg_id in ((False, "reading-page-more"), (True, "reading-page-last")):
                if text == t(msg_id, page=page, pages=pages):
                    return page, pages, last
    return None


def page_of(t: Translator, lines: list[str]) -> tuple[int, int, bool]:
    """(page, pages, last) from the line that ends a page."""
    found = page_line(t, lines[-1]) if lines else None
    assert found is not None, f"no page line at the end of {lines[-3:]}"
    return found


# -- the pages themselves ----------------------------------------------------------------------


@pytest.mark.parametrize("game", ["khmer", "king"])
@pytest.mark.parametrize("lang", LANGUAGES)
def test_pages_hold_every_line_once_in_at_most_eight_lines(game: str, lang: str) -> None:
    """Every rules page, cut into pages: all lines in order, each page with its position
    line at most 8 lines and no taller than a screen."""
    lines = rules_lines(game, lang)
    pages = paginate(lines, SCREEN)
    assert [x for page in pages for x in page] == lines
    assert len(pages) > 3
    for page in pages:
        assert 1 <= len(page) + 1 <= PAGE_LINES
        rows = sum(-(-len(x) // SCREEN[0]) for x in page) + 1
        assert rows <= SCREEN[1] - 2 or len(page) == 1


def test_a_line_taller_than_the_screen_is_a_page_of_its_own() -> None:
    """A paragraph longer than a screen cannot be cut; it is never joined to another."""
    huge, short = "word " * 500, "A short line."
    pages = paginate([short, huge, short], SCREEN)
    assert pages == [[short], [huge], [short]]
    assert longer_than_a_screen([huge], SCREEN) and not longer_than_a_screen([short], SCREEN)


def test_the_pager_says_where_the_reader_is() -> None:
    """Page 1 of 3 … the end, in words a screen reader reads without symbols."""
    pager = Pager.of(EN, [f"Line {n}." for n in range(1, 20)], size=SCREEN)
    seen = []
    while not pager.done:
        seen.append(pager.next_page())
    assert [page_of(EN, page) for page in seen] == [(1, 3, False), (2, 3, False), (3, 3, True)]
    assert seen[0][-1] == "Page 1 of 3. Press Enter for the next page."
    assert seen[-1][-1] == "Page 3 of 3, the end."
    assert not any(voiced_symbols(x) for page in seen for x in page)


# -- in a match --------------------------------------------------------------------------------


def read_all_pages(c: Console, first: str, turn: Callable[[int], str]) -> list[list[str]]:
    """The pages of a text: ``first`` typed, then ``turn(n)`` until the last page."""
    pages = [said(c.send(first))]
    while not page_of(c.session.t, pages[-1])[2]:
        pages.append(said(c.send(turn(len(pages)))))
    return pages


@pytest.mark.parametrize("lang", LANGUAGES)
def test_rules_in_a_match_come_a_page_at_a_time(tmp_path: Path, lang: str) -> None:
    """u gives page 1; Enter on an empty line and the word more (continua in Italian) turn
    the pages; together they are the whole page, each at most 8 lines, the last the end."""
    c = make_console(tmp_path, deck=FIXED_DECK, options=FIXED, lang=lang)
    more = c.session.t("command-more").split()[0]
    pages = read_all_pages(c, "u", lambda n: "" if n % 2 else more)
    t = c.session.t
    assert [page_of(t, p)[:2] for p in pages] == [(n, len(pages)) for n in range(1, len(pages) + 1)]
    assert all(len(p) <= PAGE_LINES for p in pages)
    assert [x for p in pages for x in p[:-1]] == pieces(rules_lines("khmer", lang))
    # After the last page the reader is closed: Enter says nothing, more says so.
    assert c.send("") == []
    assert said(c.send(more)) == [t("reading-nothing-more")]


def test_any_other_command_leaves_the_reader(fixed: Console) -> None:
    """A question between pages is answered and closes the reader; Enter is then silent."""
    first = said(fixed.send("rules"))
    assert page_of(EN, first)[:2] == (1, len(pages_of(rules_lines("khmer", "en"))))
    hand = fixed.session.narrator.query("hand", fixed.view())
    assert said(fixed.send("h")) == hand
    assert fixed.send("") == [] and fixed.session.pager is None


def test_hearing_a_page_again_keeps_the_reader_open(fixed: Console) -> None:
    """r repeats the page just read (without printing it again); Enter then goes on."""
    first = said(fixed.send("u"))
    again = fixed.send("r")
    assert [r["text"] for r in again] == [" ".join(first)] and not again[0]["printed"]
    assert page_of(EN, said(fixed.send("")))[0] == 2


def test_a_move_between_pages_leaves_the_reader(fixed: Console) -> None:
    """A move is played as usual and the reader is gone afterwards."""
    fixed.send("u")
    records = fixed.send("play 1")
    assert any(r["event"] and r["event"]["type"] == "play" for r in records)
    assert fixed.session.pager is None


@pytest.mark.parametrize("lang", LANGUAGES)
def test_king_help_is_paged_and_every_key_it_names_stays_on_a_page(
    tmp_path: Path, lang: str
) -> None:
    """? in King (many keys): pages of at most 8 lines, the keys and the rules summary whole."""
    t = Translator(lang)
    seats = ["you", "bot:easy", "bot:easy", "bot:easy"]
    state = find("king").new_state(4, seed=3)
    out: list[str] = []
    s = GameSession(
        SavedMatch(state, seats, bot_names(t, seats)), t, Speaker("text", write=out.append)
    )
    s.start()
    pages = []
    out.clear()
    s.handle("?")
    while True:
        pages.append(list(out))
        out.clear()
        end = page_line(t, pages[-1][-1])
        if end is None or end[2]:
            break
        s.handle("")
    if len(pages) == 1:  # short enough for one page: said whole, as before
        assert len(pages[0]) <= PAGE_LINES
        return
    assert all(len(p) <= PAGE_LINES for p in pages)
    text = [x for p in pages for x in p[:-1]]
    assert text[-len(s.narrator.rules_summary()) :] == s.narrator.rules_summary()


def test_plain_mode_rules_then_more(capsys: pytest.CaptureFixture[str], monkeypatch: Any) -> None:
    """The issue's test: in plain mode rules gives a first page of at most 8 lines, more the
    next, through the real command line."""
    monkeypatch.setattr("sys.stdin", io.StringIO("rules\nmore\n"))
    code = main(["play", "khmer", "--seed", "3", "--plain", "--speech", "text", "--lang", "en"])
    lines = capsys.readouterr().out.splitlines()
    assert code == 0
    turn = max(i for i, x in enumerate(lines) if x.startswith("Your turn"))
    after = lines[turn + 1 :]
    pages = pages_of(rules_lines("khmer", "en"))
    first, second = after[: len(pages[0]) + 1], after[len(pages[0]) + 1 :]
    assert first[:-1] == pages[0] and page_of(EN, first)[:2] == (1, len(pages))
    assert len(first) <= PAGE_LINES and len(second) <= PAGE_LINES
    assert second[:-1] == pages[1] and page_of(EN, second)[:2] == (2, len(pages))


# -- repeating -----------------------------------------------------------------------------------


def test_back_after_repeat_gives_the_message_before(fixed: Console) -> None:
    """r, then comma: the message before the one repeated, not the same one again."""
    turn = fixed.printed[-1]
    hand = said(fixed.send("h"))
    assert said(fixed.send("r")) == hand
    assert said(fixed.send(",")) == [turn]


def test_top_card_only_repeat_says_the_last_action_not_the_last_answer(tmp_path: Path) -> None:
    """Blind fair: after questions and a refused command, r still says the last action."""
    c = make_console(tmp_path, deck=FIXED_DECK, options={**FIXED, **TOP_ONLY})
    records = c.send("play 1")
    events = [r for r in records if r["event"]]
    last = next(i for i, r in enumerate(records) if r["event"] == events[-1]["event"])
    action = " ".join(said(records[last:]))
    for question in ("h", "t", "xyzzy", "s"):
        c.send(question)
        assert said(c.send("r")) == [action], question


# -- resuming ------------------------------------------------------------------------------------


def resumed_at_turn(
    game: str, options: dict[str, str], t: Translator
) -> tuple[GameSession, list[str]]:
    """A match twelve bot moves in, on the player's turn, resumed; and what it said."""
    seats = ["you", *["bot:easy"] * (find(game).min_seats - 1)]
    state = find(game).new_state(len(seats), seed=4, options=options)
    players = [bots.create(game, "easy", seat=s, seed=s) for s in range(len(seats))]
    moves = 0
    while moves < 12 or state.current_player != 0:
        seat = state.current_player
        assert seat is not None
        state.apply(players[seat].choose(state.view(seat)))
        moves += 1
    out: list[str] = []
    s = GameSession(
        SavedMatch(state, seats, bot_names(t, seats)), t, Speaker("text", write=out.append)
    )
    s.start(resumed=True)
    return s, out


@pytest.mark.parametrize(("game", "options"), [("khmer", {}), ("khmer", TOP_ONLY),
                                               ("king", {}), ("king", TOP_ONLY)])  # fmt: skip
@pytest.mark.parametrize("lang", LANGUAGES)
def test_resuming_says_where_the_match_stands_once(
    game: str, options: dict[str, str], lang: str
) -> None:
    """Resumed on the player's turn: the score, the variant, the turn, each said once."""
    t = Translator(lang)
    s, out = resumed_at_turn(game, options, t)
    view = s.state.view(0)
    assert out[0] == t("console-resumed", deal=view["deal"])
    kind = "top" if options else "full"
    assert out[1] == t(f"menu-variant-{kind}-{game}")
    assert s.narrator.query("scores", view)[0] in out
    assert out[-1] == s.narrator.your_turn(view)
    turn = s.narrator.turn(0).rstrip(".")  # "Your turn", "Tocca a te"
    assert sum(x.count(turn) for x in out) == 1, out


@pytest.mark.parametrize("game", ["khmer", "king", "rummy40", "lasvegas"])
@pytest.mark.parametrize("lang", LANGUAGES)
def test_resuming_says_your_cards(game: str, lang: str) -> None:
    """Issue 25, point 8: resumed, the match says the player's cards as the hand key says
    them, after the score and before the turn, which comes last."""
    s, out = resumed_at_turn(game, {}, Translator(lang))
    view = s.state.view(0)
    hand = s.narrator.query("hand", view)
    assert view["hand"] and hand
    at = out.index(hand[0])
    assert out[at : at + len(hand)] == hand
    assert out.index(s.narrator.query("scores", view)[0]) < at
    assert out[-1] == s.narrator.your_turn(view)


# -- leaving, and the path only on request --------------------------------------------------------


def test_leaving_says_saved_without_the_path(fixed: Console) -> None:
    """Quit says the match is saved and where to resume it; no folder, no file name."""
    fixed.send("quit")
    words = said(fixed.send("yes"))
    assert words == [EN("console-quit-saved")]
    assert fixed.save_path.name not in words[0] and not voiced_symbols(words[0])


def test_where_says_the_path_when_asked(fixed: Console) -> None:
    """The typed command where (dove in Italian) gives the file and its folder."""
    (answer,) = said(fixed.send("where"))
    assert fixed.save_path.name in answer and str(fixed.save_path.parent) in answer


def test_stop_says_saved_without_the_path(fixed: Console) -> None:
    """Control C's words: saved, resume from the main menu, no path."""
    before = len(fixed.records())
    fixed.session.stop()
    (words,) = said(fixed.records()[before:])
    assert words == EN("console-stopped-resume") and not voiced_symbols(words)


# -- the main menu -------------------------------------------------------------------------------


class Script(LineReader):
    """The player at the menu: plays a match given to it to the end, then types ``lines``."""

    def __init__(self, lines: list[str]) -> None:
        self.lines, self.knocked = lines, False
        self.state: GameState[Any] | None = None

    def read(self) -> str | None:
        state = self.state
        if state is not None and not state.is_over:
            if self.knocked:
                self.knocked = False
                return "yes"
            legal = [str(a) for a in state.legal_actions()]
            if "knock" in legal:
                self.knocked = True
                return "knock"
            return next(a for a in legal if a != "concede")
        return self.lines.pop(0) if self.lines else None


def menu_with(lines: list[str], log: Path) -> tuple[Menu, Script, list[str]]:
    heard: list[str] = []
    speaker = Speaker("text", write=heard.append, log_path=log)
    script = Script(lines)
    return Menu(EN, speaker, script, Settings.load(), lambda s: speaker), script, heard


def test_after_a_match_the_result_stands_alone_and_r_repeats_it(tmp_path: Path) -> None:
    """A finished match waits for Enter: the menu is not said with the result; r repeats
    the result, and in the menu comma walks back to it."""
    log = tmp_path / "menu.jsonl"
    menu, script, _ = menu_with(["r", "", "r", ",", ","], log)
    request = PlayRequest("khmer", ["you", "bot:easy"], 5, {"mode": "single", "first_player": 0})
    match, path = new_match(request, EN)
    script.state = match.state
    menu._play_match(match, path)
    records = [json.loads(x) for x in log.read_text().splitlines()]
    end = max(i for i, r in enumerate(records) if r["event"] and r["event"]["type"] == "match_end")
    result = records[end]["text"]
    assert records[end + 1]["text"] == EN("menu-after-match")
    assert records[end + 2]["text"].endswith(result)  # r, before the menu
    assert EN("menu-title") not in said(records)
    # Enter: the menu comes; its r repeats its own list, and comma then walks back to the
    # result of the match.
    assert menu.choose(EN("menu-title"), ["One.", "Two."]) is None
    after = said(records := [json.loads(x) for x in log.read_text().splitlines()])
    menu_start = after.index(EN("menu-title"))
    tail = after[menu_start:]
    assert tail[:4] == [EN("menu-title"), "1. One.", "2. Two.", EN("menu-choose")]
    assert tail[4] == " ".join(tail[:4])  # r
    assert tail[5] == result  # comma: back into the last words of the match
    assert latest_save("khmer") is None


def test_a_number_typed_after_a_match_is_the_menu_choice(tmp_path: Path) -> None:
    """At "Press Enter for the main menu" a player who knows the menu may type its number."""
    menu, script, heard = menu_with(["2"], tmp_path / "menu.jsonl")
    request = PlayRequest("khmer", ["you", "bot:easy"], 5, {"mode": "single", "first_player": 0})
    match, path = new_match(request, EN)
    script.state = match.state
    menu._play_match(match, path)
    assert menu.choose(EN("menu-title"), ["One.", "Two."]) == 1
    assert EN("menu-title") not in heard


def test_menu_rules_come_a_page_at_a_time(tmp_path: Path) -> None:
    """Rules of Khmer from the menu: a page, Enter, more, then a menu number leaves the
    reader and is taken as the choice (here Quit)."""
    from tests.test_console_cli import pick, run_menu

    first: dict[str, str] = {}  # the main menu as first heard: rules pages have numbers too

    def rules(items: dict[str, str]) -> str:
        first.update(items)
        return pick(EN("menu-rules-games"))(items)

    answers = [rules, pick("Khmer"), "", "more", lambda _: pick("Quit")(first)]
    code, heard, records = run_menu(tmp_path, answers)
    pages = pages_of(rules_lines("khmer", "en"))
    help_lines = [r["text"] for r in records if r["channel"] == "help"]
    assert code == 0 and heard[-1] == EN("menu-bye")
    assert help_lines[: len(pages[0])] == pages[0]
    assert page_of(EN, heard[: heard.index(pages[1][0])])[:2] == (1, len(pages))
    assert page_of(EN, heard[: heard.index(EN("menu-bye"))])[:2] == (3, len(pages))
    text = [x for x in help_lines if page_line(EN, x) is None]
    assert text == [*pages[0], *pages[1], *pages[2]]
    assert heard.count(EN("menu-title")) == 1  # Quit was typed at the page: taken at once


def test_menu_r_and_comma_typed_in_plain_mode(tmp_path: Path) -> None:
    """In the menu r repeats the list and comma walks back, instead of being bad choices."""
    from tests.test_console_cli import pick, run_menu

    first: dict[str, str] = {}  # the list as first heard (text mode prints what r says)

    def repeat(items: dict[str, str]) -> str:
        first.update(items)
        return "r"

    answers = [repeat, ".", ",", ",", lambda _: pick("Quit")(first)]
    code, heard, records = run_menu(tmp_path, answers)
    errors = [r for r in records if r["channel"] == "error"]
    assert code == 0 and errors == []
    replies = [r["text"] for r in records if r["channel"] == "reply"]
    listing = heard[: heard.index(EN("menu-choose")) + 1]
    oldest = EN("console-history-edge-oldest")
    assert replies == [" ".join(listing), listing[1], listing[0], oldest]


def test_a_resumed_match_from_the_menu_is_saved_again(tmp_path: Path) -> None:
    """Resume from the menu says the resumed lines once and keeps the one save."""
    from tests.test_console_cli import pick, run_menu

    answers: list[Any] = [pick("Play"), pick("Khmer"), pick("Easy"), pick("The whole"), "quit"]
    answers += ["yes"]
    answers += [pick("Resume"), "quit", "yes", pick("Quit")]
    code, heard, _ = run_menu(tmp_path, answers)
    assert code == 0
    assert heard.count(EN("console-resumed")) == 1
    start = heard.index(EN("console-resumed"))
    turn_lines = [x for x in heard[start:] if x.startswith("Your turn")]
    assert len(turn_lines) == 1
    save = latest_save("khmer")
    assert save is not None and load_match(save).state.deal_number == 1


def test_menu_keys_act_at_once_at_the_prompt(monkeypatch: pytest.MonkeyPatch) -> None:
    """At a real prompt, r, comma and period act without Enter in the menu; digits are typed."""
    from prompt_toolkit.input import create_pipe_input
    from prompt_toolkit.output import DummyOutput

    from access_cards.console.reader import PromptReader

    monkeypatch.setenv("PROMPT_TOOLKIT_NO_CPR", "1")
    heard: list[str] = []
    speaker = Speaker("text", write=heard.append)
    with create_pipe_input() as pipe:
        reader = PromptReader(speaker.silence, input=pipe, output=DummyOutput())
        pipe.send_text("r.,")
        pipe.close()
        menu = Menu(EN, speaker, reader, Settings.load(), lambda s: speaker)
        assert menu.choose("Which?", ["One.", "Two."]) is None
    listing = ["Which?", "1. One.", "2. Two.", EN("menu-choose")]
    assert heard == [*listing, " ".join(listing), listing[1], listing[0]]
