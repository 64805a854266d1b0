"""Las Vegas in a real terminal (tmux), through a pipe, from the main menu, and simulated.

The player reads the legal moves from the save the program keeps (written before anything is
said), picks one by a fixed rule (bet first, raise once, call, fold a middling hand facing a
big bet, go all in in the last hand when the cap is the whole stack), and types it the way a
person would: bet 3 or bet 3 chips, raise 2 or raise by 2, or in Italian punta 3, rilancio di
2. The engine's own replay of the same seed and the same moves (each bot seeded from the
match seed and the move count, as the console does) says which events the player must hear;
the speech log must hold each of them, spoken as the narrator says it, with no error.
"""

from __future__ import annotations

import json
import subprocess
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from access_cards.console.play import bot_names
from access_cards.console.reader import WORD_SECONDS
from access_cards.console.saves import load_match
from access_cards.narration import LANGUAGES, Translator, create_narrator
from access_cards.narration.base import Narrator
from tests.test_e2e_terminal import (
    Console,
    Record,
    Terminal,
    check_spoken,
    close_at_the_end,
    every_page,
    heard_events,
    launch,
    legal_now,
    only_save,
    plain_env,
    program,
    spoken_events,
    terminal,
    wait_until,
)
from tests.test_e2e_terminal import Replay as BaseReplay

__all__ = ["terminal"]  # the fixture, used below by name

pytestmark = pytest.mark.e2e

SEATS = "you,bot:normal,bot:easy"
LEVELS = ("normal", "easy")
HANDS = 3
OPTIONS = {"hands": str(HANDS)}
EN_SEED = 19  # 15 moves: you bet, raise, call an all-in bet of Anna's (confirmed) and fold;
# hand 1 ends in a showdown, hand 2 with everyone else folded, hand 3 in Las Vegas after
# your all-in bet of 66 (confirmed)
IT_SEED = 23  # 6 moves: Las Vegas, a showdown, then your all-in bet of 47 and a fold win
BAD_SEED = 2  # you speak first in hand 1; later, having checked, you face a bet
END_KINDS = ("fold_win", "las_vegas", "showdown")


# -- the engine's account ----------------------------------------------------------------


class Replay(BaseReplay):
    """The engine's own account of a match: same seed, same human moves, same seeded bots."""

    game = "lasvegas"
    levels = LEVELS
    options = OPTIONS


def choose(view: dict[str, Any], done: set[str]) -> str:
    """The test player: facing a bet, raise once in the match, fold a middling hand facing
    more than 6, else call; free to bet, bet 3 the first time, go all in in the last hand when
    the cap is the whole stack, bet 2 on an extreme total in the last round, else check."""
    limits, stack, total = view["limits"], view["stacks"][0], view["total"]
    if limits["call"]:
        span = limits["raise"]
        if span and "raise" not in done:
            return f"raise {min(max(2, span[0]), span[1])}"
        if limits["to_call"] > 6 and total and 12 <= total <= 16:
            return "fold"
        return "call"
    span = limits["bet"]
    if span and span[1] == stack and view["deal"] == HANDS and "bet" in done:
        return f"bet {stack}"
    if span and "bet" not in done:
        return f"bet {min(3, span[1])}"
    if span and view["round"] == 5 and total is not None and (total <= 5 or total >= 20):
        return f"bet {min(2, span[1])}"
    return "check"


def planned(seed: int, policy: Callable[[dict[str, Any], set[str]], str] = choose) -> list[str]:
    """The human's moves of a whole match played by ``policy`` in the engine."""
    replay, moves = Replay(seed), list[str]()
    while not replay.state.is_over:
        moves.append(policy(replay.view(), {m.split()[0] for m in moves}))
        replay.move(moves[-1])
    return moves


# -- the player at the keyboard ---------------------------------------------------------------

ENGLISH = {
    "check": ["check", "knock"],
    "bet": ["bet {n}", "bet {n} chips"],
    "call": ["call", "see"],
    "raise": ["raise by {n}", "raise {n}"],
    "fold": ["fold", "drop"],
}
ITALIAN = {
    "check": ["bussa", "busso"],
    "bet": ["punta {n}", "punto {n} gettoni"],
    "call": ["vedi", "vedo"],
    "raise": ["rilancio di {n}", "rilancia {n}"],
    "fold": ["lascia", "lascio"],
}


def own_words(t: Translator) -> dict[str, list[str]]:
    """German and Greek: each move's first two words in the language (its own word and a
    synonym), with the amount after a bet or a raise."""
    forms = {}
    for kind in ("check", "bet", "call", "raise", "fold"):
        amount = " {n}" if kind in ("bet", "raise") else ""
        forms[kind] = [word + amount for word in t(f"lasvegas-command-{kind}").split()[:2]]
    return forms


class Typist:
    """How the player types each move: the language's words, in turn their two forms."""

    def __init__(self, narrator: Narrator, lang: str) -> None:
        self.n = narrator
        self.forms = {"en": ENGLISH, "it": ITALIAN}.get(lang) or own_words(narrator.t)
        self.done: dict[str, int] = {}  # moves typed so far, by kind
        self.lines: list[str] = []

    def line(self, action: str) -> str:
        kind, *amount = action.split()
        i = self.done.get(kind, 0)
        self.done[kind] = i + 1
        forms = self.forms[kind]
        typed = forms[i % len(forms)].format(n=amount[0] if amount else "")
        assert self.n.canonical(typed) == action, (typed, action)
        self.lines.append(typed)
        return typed






def check_hands(records: list[Record], t: Translator, names: list[str]) -> list[str]:
    """Each hand ends in a showdown, Las Vegas or a fold win, heard; then the chips of every
    player in the hand, and the final chips at the match's end. Returns the endings."""
    kinds = [e["type"] for e in heard_events(records)]
    assert kinds.count("deal_start") == HANDS and kinds[-1] == "match_end"
    assert kinds.count("payout") == HANDS, kinds
    chips = t("lasvegas-stacks", items="").split(".")[0]  # "Chips"
    final = t("lasvegas-stacks-final", items="").split(".")[0]  # "Final chips"
    seats: list[int] = []
    for event, lines in spoken_events(records):
        text = " ".join(lines)
        if event["type"] == "deal_start":
            seats = event["seats_in"]
        if event["type"] in ("payout", "match_end"):
            assert f" {chips if event['type'] == 'payout' else final}. " in text, text
            stacks = event["stacks" if event["type"] == "payout" else "scores"]
            for seat in seats:
                name = t("you-name") if seat == 0 else names[seat]
                assert f"{name} {stacks[seat]}".casefold() in text.casefold(), text
    ends = [k for k in kinds if k in END_KINDS]
    assert len(ends) == HANDS, kinds  # one ending a hand, and each heard
    return ends


def send(con: Console, line: str) -> int:
    """Type a line and Enter, once the answer to a key just pressed has been heard (sooner,
    a key and the line's first letters may make a word: "a" then "check" is "acheck");
    return the log's length before it."""
    time.sleep(max(0.0, con.last_key + WORD_SECONDS + 0.3 - time.monotonic()))
    start = len(con.log.poll())
    con.term.send(line, True)
    con.last_key = 0.0
    return start


def type_move(
    con: Console, text: str, until: Callable[[Record], bool] | None = None
) -> list[Record]:
    """Type a line and wait for its answer: a record that is not a key's reply (an event or
    an error), or the one ``until`` asks for. A word that begins with a live key (b braille,
    p pot, r repeat: bet, punta, raise, rilancia) has the key's answer first, and the prompt
    may stand bare a moment before the rest of the line is read."""
    start = send(con, text)
    wanted = until or (lambda r: r["channel"] != "reply")
    wait_until(
        f"the answer to {text!r}",
        lambda: any(wanted(r) for r in con.log.poll()[start:]),
        con.log.tail,
    )
    return con.settle(start)


def saying(text: str) -> Callable[[Record], bool]:
    """The record that says ``text``."""
    return lambda r: r["text"] == text


def ask(con: Console, key: str, lines: int = 0) -> list[str]:
    """A key or a typed question: its answer, all on the reply channel (``lines``: wait for
    that many, when a typed word's first letter is a key that answers first)."""
    if len(key) == 1:
        records = con.press(key)
    else:
        start = send(con, key)
        wait_until(f"{lines} lines", lambda: len(con.log.poll()) >= start + lines, con.log.tail)
        records = con.settle(start)
    assert records and {r["channel"] for r in records} == {"reply"}, (key, records)
    return [r["text"] for r in records]


def play_match(
    con: Console,
    home: Path,
    replay: Replay,
    typist: Typist,
    yes: str,
    on_turn: Callable[[dict[str, Any]], None] | None = None,
) -> tuple[list[str], int]:
    """Type moves chosen from the save's legal moves until the match ends; each move's
    events must be those of the engine replay, and the prompt the narrator's. ``on_turn``
    runs at every turn, before the move. Returns the moves and the confirmations."""
    moves: list[str] = []
    confirmed = 0
    narrator = typist.n
    while not replay.state.is_over:
        legal = legal_now(home, "lasvegas")
        assert legal == replay.legal()
        view = replay.view()
        if on_turn is not None:
            on_turn(view)
        action = choose(view, {m.split()[0] for m in moves})
        assert action in legal, (action, legal)
        question = narrator.confirm(action, view)
        if question is None:
            said = type_move(con, typist.line(action))
        else:  # all in: asked first, and nothing happens before yes
            said = type_move(con, typist.line(action), saying(question))
            assert not heard_events(said) and said[-1]["text"] == question, said
            said = type_move(con, yes)
            confirmed += 1
        assert not [r for r in said if r["channel"] == "error"], (action, said)
        assert heard_events(said) == replay.move(action), action
        if not replay.state.is_over and replay.state.current_player == 0:
            assert said[-1]["text"] == narrator.your_turn(replay.view())
        moves.append(action)
    return moves, confirmed


# -- the terminal tests ----------------------------------------------------------------------


def test_a_whole_match_typed_in_english(terminal: Terminal, tmp_path: Path) -> None:
    """A seeded three-hand match against two bots, typed to the end: every Las Vegas key
    answers as the narrator does (again once centre cards are turned), the player bets and
    raises with amounts, calls, folds, checks, and goes all in twice, each time confirmed;
    every event, each hand's ending and the chips after it are heard, nothing is an error,
    and the program exits 0 leaving no save."""
    args = ["play", "lasvegas", "--seed", str(EN_SEED), "--seats", SEATS]
    args += ["--option", f"hands={HANDS}"]
    con = launch(terminal, tmp_path, args)
    home, t = tmp_path / "home", Translator("en")
    names = load_match(only_save(home, "lasvegas")).names
    narrator = create_narrator("lasvegas", t, 0, names)
    replay = Replay(EN_SEED)
    view = replay.view()
    queries = {"h": "hand", "t": "table", "p": "pot", "o": "opponents", "s": "scores"}
    queries |= {"w": "turn", "a": "actions"}
    for key, query in queries.items():  # every Las Vegas key, at the first turn
        assert ask(con, key) == narrator.query(query, view), key
    scores, status = narrator.query("scores", view), narrator.query("status", view)
    assert ask(con, "status", len(scores + status)) == scores + status  # s answers first
    help_page = " ".join(every_page(con, "?", t))  # a page at a time
    assert all(f"{key}, " in help_page for key in queries), help_page
    asked_later: list[int] = []

    def later(now: dict[str, Any]) -> None:  # once centre cards lie turned: t and p again
        if now["centre"] and not asked_later:
            for key, query in (("t", "table"), ("p", "pot"), ("a", "actions")):
                assert ask(con, key) == narrator.query(query, now), key
            asked_later.append(now["round"])

    typist = Typist(narrator, "en")
    moves, confirmed = play_match(con, home, replay, typist, "yes", later)
    assert {m.split()[0] for m in moves} == {"check", "bet", "call", "raise", "fold"}
    assert asked_later and confirmed == 2
    assert typist.lines[:3] == ["bet 3", "check", "call"] and "raise by 2" in typist.lines
    assert "bet 66 chips" in typist.lines and {"knock", "see"} <= set(typist.lines)
    records = con.log.poll()
    close_at_the_end(con)
    check_spoken(records, replay.heard, create_narrator("lasvegas", t, 0, names))
    ends = check_hands(records, t, names)
    assert ends == ["showdown", "fold_win", "las_vegas"]
    assert not list((home / "data" / "saves").glob("*.json"))  # nothing to resume


def test_a_whole_match_typed_in_italian(terminal: Terminal, tmp_path: Path) -> None:
    """The same in Italian: the keys that work in Italian (s begins sì, so the chips are
    typed, punti; p is the pot and answers before punti and piatto are read), moves in
    Italian words with amounts (punta 3, rilancio di 2), the all-in bet confirmed with sì;
    every event heard as the Italian narrator says it."""
    args = ["play", "lasvegas", "--seed", str(IT_SEED), "--seats", SEATS]
    args += ["--option", f"hands={HANDS}"]
    con = launch(terminal, tmp_path, args, lang="it")
    home, t = tmp_path / "home", Translator("it")
    names = load_match(only_save(home, "lasvegas")).names
    narrator = create_narrator("lasvegas", t, 0, names)
    replay = Replay(IT_SEED)
    view = replay.view()
    pot = narrator.query("pot", view)
    for key, query in {"h": "hand", "t": "table", "o": "opponents", "w": "turn"}.items():
        assert ask(con, key) == narrator.query(query, view), key
    assert ask(con, "a") == narrator.query("actions", view)
    assert ask(con, "p") == pot
    scores = narrator.query("scores", view)
    assert ask(con, "punti", len(pot + scores)) == pot + scores  # p answers, then punti
    assert ask(con, "piatto", 2 * len(pot)) == pot + pot
    assert ask(con, "stato") == narrator.query("status", view)
    yes = t("console-yes-words").split()[0]
    typist = Typist(narrator, "it")
    moves, confirmed = play_match(con, home, replay, typist, yes)
    assert {m.split()[0] for m in moves} == {"bet", "raise", "call", "check", "fold"}
    typed = ["punta 3", "bussa", "rilancio di 2", "vedi", "lascia", "punto 47 gettoni"]
    assert typist.lines == typed
    assert confirmed == 1
    records = con.log.poll()
    close_at_the_end(con)
    check_spoken(records, replay.heard, create_narrator("lasvegas", t, 0, names))
    assert check_hands(records, t, names) == ["las_vegas", "showdown", "fold_win"]


# The German and Greek matches are the English and Italian ones, typed in their words.
@pytest.mark.parametrize(("lang", "seed"), [("de", EN_SEED), ("el", IT_SEED)])
def test_a_whole_match_typed_in_german_and_greek(
    terminal: Terminal, tmp_path: Path, lang: str, seed: int
) -> None:
    """A seeded three-hand match in German or Greek, typed to the end: the keys that work
    in the language answer as its narrator does, the moves are typed in its words with
    amounts, each all-in bet confirmed with its yes; every event, each hand's ending and the
    chips are heard as the narrator says them, and the program exits 0."""
    args = ["play", "lasvegas", "--seed", str(seed), "--seats", SEATS]
    args += ["--option", f"hands={HANDS}"]
    con = launch(terminal, tmp_path, args, lang=lang)
    home, t = tmp_path / "home", Translator(lang)
    names = load_match(only_save(home, "lasvegas")).names
    narrator = create_narrator("lasvegas", t, 0, names)
    replay = Replay(seed)
    view = replay.view()
    keys = {"h": "hand", "t": "table", "p": "pot", "o": "opponents", "s": "scores"}
    keys |= {"w": "turn", "a": "actions"}
    live = [k for k in keys if k not in narrator.reserved_keys()]
    assert {"h", "t", "p", "a"} <= set(live)
    for key in live:
        assert ask(con, key) == narrator.query(keys[key], view), key
    typist = Typist(narrator, lang)
    yes = t("console-yes-words").split()[0]
    moves, confirmed = play_match(con, home, replay, typist, yes)
    assert {m.split()[0] for m in moves} == {"bet", "raise", "call", "check", "fold"}
    assert confirmed >= 1
    records = con.log.poll()
    close_at_the_end(con)
    check_spoken(records, replay.heard, create_narrator("lasvegas", t, 0, names))
    check_hands(records, t, names)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_whole_match_in_plain_mode(tmp_path: Path, lang: str) -> None:
    """``--plain`` through a pipe: the English match's three hands typed in the language,
    the all-in moves confirmed; every event heard as in the terminal, standard output is the
    speech log, and the match ends with exit code 0 and no save left."""
    replay, t = Replay(EN_SEED), Translator(lang)
    names = bot_names(t, SEATS.split(","))  # the language's names: Anna, Greek Άννα
    narrator = create_narrator("lasvegas", t, 0, names)
    typist, yes = Typist(narrator, lang), t("console-yes-words").split()[0]
    lines: list[str] = []
    for action in planned(EN_SEED):
        lines.append(typist.line(action))
        if narrator.confirm(action, replay.view()) is not None:
            lines.append(yes)
        replay.move(action)
    assert replay.state.is_over
    log = tmp_path / "speech.jsonl"
    args = ["play", "lasvegas", "--seed", str(EN_SEED), "--seats", SEATS, "--plain"]
    args += ["--option", f"hands={HANDS}"]
    args += ["--lang", lang, "--speech", "text", "--speech-log", str(log)]
    done = subprocess.run(
        [*program(), *args],
        input="".join(f"{x}\n" for x in lines),
        env=plain_env(tmp_path / "home"),
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert (done.returncode, done.stderr) == (0, "")
    records = [json.loads(x) for x in log.read_text(encoding="utf-8").splitlines()]
    assert [r["text"] for r in records] == done.stdout.splitlines()
    check_spoken(records, replay.heard, create_narrator("lasvegas", t, 0, names))
    check_hands(records, t, names)
    assert not list((tmp_path / "home" / "data" / "saves").glob("*.json"))


def check_first(view: dict[str, Any], done: set[str]) -> str:
    """A quiet player: check when free to, else call."""
    return "check" if not view["limits"]["call"] else "call"


def test_illegal_amounts_and_wrong_commands_change_nothing(
    terminal: Terminal, tmp_path: Path
) -> None:
    """At a turn free to bet: a bet above the cap, a bet of 0, a bet with no amount, a raise,
    a call and a fold with no bet to face, a check with a number and a word that is no move;
    later, having checked, facing a bet: a raise, a check, a bet and an Italian word in an
    English match. Each is one error record (a word beginning with a live key has that key's
    answer first) that says why and what may be done now, and leaves the save (and so the
    match) byte for byte as it was; the right move still works and its events are the
    engine's."""
    args = ["play", "lasvegas", "--seed", str(BAD_SEED), "--seats", SEATS]
    args += ["--option", f"hands={HANDS}"]
    con = launch(terminal, tmp_path, args)
    home = tmp_path / "home"
    replay = Replay(BAD_SEED)

    def refused(tries: dict[str, str]) -> None:
        """Each line typed, and a part of the one error it must get."""
        save = only_save(home, "lasvegas").read_bytes()
        before = [ask(con, key) for key in "hpw"]
        for text, why in tries.items():
            records = type_move(con, text)
            said = [r for r in records if r["channel"] != "reply"]
            assert [(r["channel"], r["event"]) for r in said] == [("error", None)], text
            assert len(records) - len(said) <= 1 and records[-1] == said[0], records
            words = said[0]["text"]
            assert why in words and " You may now " in words, (text, words)
        assert only_save(home, "lasvegas").read_bytes() == save
        assert [ask(con, key) for key in "hpw"] == before

    view = replay.view()
    assert replay.state.current_player == 0 and view["deal"] == 1 and view["round"] == 1
    high = view["limits"]["bet"][1]
    refused(
        {
            f"bet {high + 1}": f"That is not possible, you may bet at most {high}, so that",
            "bet 0": "That is not possible, the smallest bet is 1.",
            "bet": "Say how many chips, for example bet 2.",
            "raise 2": "That is not possible, nobody has bet in this round, so you bet rather",
            "call": "That is not possible, nobody has bet in this round, so there is nothing",
            "fold": "so you need not fold, you can check for free.",
            "check 2": "The word check takes no number, type check alone.",
            "jump": "I do not understand jump.",
        }
    )
    faced = False
    while not replay.state.is_over and not faced:
        legal = legal_now(home, "lasvegas")
        assert legal == replay.legal()
        if legal == ["call", "fold"]:  # checked before: no raise now
            refused(
                {
                    "raise 2": "That is not possible, you checked in this round, so you may only",
                    "check": "so you can no longer check",
                    "bet 2": "so you can no longer bet",
                    "lascia": "I do not understand lascia.",
                }
            )
            faced = True
        action = check_first(replay.view(), set())
        records = type_move(con, action)
        assert not [r for r in records if r["channel"] == "error"]
        assert heard_events(records) == replay.move(action)
    assert faced, "the seed should lead to a bet faced after a check"


def test_the_main_menu_starts_las_vegas(terminal: Terminal, tmp_path: Path) -> None:
    """Bare ``access-cards``: the menu lists Las Vegas and its rules; Play Las Vegas, easy,
    the whole centre heard (t says who discarded what); one move, leave it saved; the menu
    then offers to resume it, the resumed match goes on as the engine says, and Quit from
    the menu (after leaving again) exits 0."""
    con = launch(terminal, tmp_path, [])

    def pick(label: str) -> list[Record]:
        """The newest menu item that begins with ``label``, by its number."""
        said = [r["text"] for r in reversed(con.log.poll())]
        item = next(x for x in said if x.split(". ", 1)[-1].startswith(label))
        return con.type(item.split(".")[0])

    menu = [r["text"] for r in con.log.records]
    assert any(x.endswith(". Rules of the games.") for x in menu), menu
    home, t = tmp_path / "home", Translator("en")
    pick("Play against the computer")
    assert con.log.records[-2]["text"].endswith(". Back to the main menu."), con.log.tail()
    start = len(con.log.records)
    pick("Las Vegas")
    pick("Easy")
    full = t("menu-variant-full-lasvegas")
    assert con.log.records[-3]["text"] == f"1. {full}", con.log.tail()
    pick(full)
    saved = load_match(only_save(home, "lasvegas"))
    print(f"the menu dealt seed {saved.state.seed}")  # shown if the test fails
    assert saved.seats == ["you", "bot:easy"]
    assert saved.state.options["pile_visibility"] == "full" and saved.state.options["hands"] is None
    started = con.log.records[start:]
    assert any(r["text"].startswith("Las Vegas against Anna, easy level.") for r in started)
    replay = Replay(saved.state.seed, {"pile_visibility": "full"}, ("easy",))
    narrator = create_narrator("lasvegas", t, 0, saved.names)
    assert heard_events(started) == replay.heard
    typist = Typist(narrator, "en")
    for _ in range(2):  # two moves, checking or calling, then leave
        assert legal_now(home, "lasvegas") == replay.legal()
        action = check_first(replay.view(), set())
        assert heard_events(type_move(con, typist.line(action))) == replay.move(action)
        if replay.state.is_over:
            break
    con.type("quit")
    records = con.type("yes")
    said = [r["text"] for r in records]
    assert said[0] == "The match is saved. Resume it from the main menu."
    assert any(x.endswith(". Resume the saved Las Vegas match.") for x in said), said
    pick("Resume the saved Las Vegas")
    records = con.log.records
    resumed = next(i for i, r in enumerate(records) if r["text"].startswith("Match resumed"))
    assert records[resumed]["text"] == "Match resumed."
    assert ask(con, "t") == narrator.query("table", replay.view())
    action = check_first(replay.view(), set())
    assert heard_events(type_move(con, typist.line(action))) == replay.move(action)
    con.type("quit")
    con.type("yes")
    pick("Quit")
    assert con.log.records[-1]["text"] == "Goodbye."
    assert terminal.rc_file.read_text() == "0\n"


# -- simulate ------------------------------------------------------------------------------


def test_simulate_lasvegas(tmp_path: Path) -> None:
    """``access-cards simulate lasvegas``: a few bot-only two-hand matches, a line a seat,
    the chips adding up to the two stacks, and the same figures again from the same seed."""
    argv = [*program(), "simulate", "lasvegas", "--games", "4", "--seats", "bot:normal,bot:easy"]
    argv += ["--option", "hands=2", "--seed", "3"]
    env = plain_env(tmp_path / "home")
    done = subprocess.run(argv, env=env, capture_output=True, text=True, timeout=60)
    assert (done.returncode, done.stderr) == (0, "")
    out = done.stdout.splitlines()
    assert out[0] == "Las Vegas, 4 matches, seats fixed, seed 3. Options, hands 2."
    assert out[1].startswith("Seat 0, bot normal. Wins ") and "Mean score " in out[1]
    assert out[2].startswith("Seat 1, bot easy. Wins ") and "A decision takes " in out[2]
    assert out[3].startswith("Deals per match 2.00.")  # hands=2, and nobody is out in two
    runs = [
        subprocess.run([*argv, "--json"], env=env, capture_output=True, text=True, timeout=60)
        for _ in range(2)
    ]
    data = [json.loads(r.stdout) for r in runs]
    for d in data:
        assert d["games"] == 4 and sum(e["wins"] for e in d["entries"]) == pytest.approx(4)
        assert d["options"] == {"hands": "2"}
        assert sum(e["mean_score"]["value"] for e in d["entries"]) == pytest.approx(100)
        for entry in d["entries"]:
            del entry["decision_seconds"]  # wall clock, the only part that may differ
    assert data[0] == data[1]
