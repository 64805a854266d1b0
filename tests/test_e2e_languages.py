"""Whole Khmer matches in every language (English, Italian, German, Greek), with the whole
pile shown and with only its top card: a scripted player in plain mode, and a player at a
real terminal.

The player types the moves in the match's language ("gioca 5", "bussa", "sì"); the engine's
own replay of the same seeded match says which events must be heard, and the speech log
must hold each of them, with the table total in that language's words after every move.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from access_cards.console.play import bot_names
from access_cards.narration import LANGUAGES, Translator, create_narrator
from tests.test_e2e_terminal import (
    MOVES,
    Record,
    Replay,
    Terminal,
    close_at_the_end,
    heard_events,
    launch,
    plain_env,
    planned,
    program,
    terminal,
)

__all__ = ["terminal"]  # the fixture, used below by name

pytestmark = pytest.mark.e2e

PILES = {"full": "full", "top_only": "top-card-only"}  # option value → --variant


def localised(move: str, t: Translator) -> list[str]:
    """The lines typed for one engine move in ``t``'s language; a knock is confirmed."""
    kind, _, card = move.partition(" ")
    word = t(f"khmer-command-{kind}").split()[0]
    line = f"{word} {card}".strip()
    return [line, t("console-yes-words").split()[0]] if kind == "knock" else [line]


def check_totals(records: list[Record], t: Translator) -> None:
    """Each move's last spoken line ends with the table total in the listener's words, and
    the match's last line names the final score."""
    said = [r for r in records if r["event"] is not None]
    checked = 0
    for r, nxt in zip(said, [*said[1:], None], strict=True):
        e = r["event"]
        if e["type"] in MOVES and (nxt is None or nxt["event"] != e):
            assert r["text"].endswith(t("khmer-table", total=e["table_total"])), r["text"]
            checked += 1
    assert checked >= 10  # the moves of a whole match
    assert said[-1]["event"]["type"] == "match_end"
    assert t("scores-final", scores="").rstrip(".").strip() in said[-1]["text"]


def read_log(path: Path) -> list[Record]:
    return [json.loads(x) for x in path.read_text(encoding="utf-8").splitlines()]


@pytest.mark.parametrize("pile", list(PILES))
@pytest.mark.parametrize("lang", LANGUAGES)
def test_scripted_plain_player_finishes_a_match(tmp_path: Path, lang: str, pile: str) -> None:
    """Plain mode, moves typed in the language: every event the engine shows seat 0 is heard
    in order, every total is said, nothing is in another language, and the program exits 0."""
    import subprocess

    seed = 7
    replay, moves = planned(seed, {"pile_visibility": pile})
    t = Translator(lang)
    lines = [line for m in moves for line in localised(m, t)]
    log = tmp_path / "speech.jsonl"
    args = ["play", "khmer", "--seed", str(seed), "--variant", PILES[pile], "--plain"]
    args += ["--lang", lang, "--speech", "text", "--speech-log", str(log)]
    done = subprocess.run(
        [*program(), *args],
        input="".join(f"{x}\n" for x in lines),
        env=plain_env(tmp_path / "home"),
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert (done.returncode, done.stderr) == (0, "")
    records = read_log(log)
    assert [r["text"] for r in records] == done.stdout.splitlines()
    assert heard_events(records) == replay.heard
    assert not [r for r in records if r["channel"] == "error"]
    check_totals(records, t)
    other = Translator("it" if lang == "en" else "en")
    assert t("console-help-hint") in done.stdout and other("console-help-hint") not in done.stdout


TERMINAL_CASES = [("it", "top_only"), ("it", "full"), ("en", "top_only"), ("de", "full"),
                  ("de", "top_only"), ("el", "full"), ("el", "top_only")]  # fmt: skip


@pytest.mark.parametrize(("lang", "pile"), TERMINAL_CASES)
def test_typed_match_in_a_real_terminal(
    terminal: Terminal, tmp_path: Path, lang: str, pile: str
) -> None:
    """A player at a real terminal in each language and pile mode (English with the whole pile
    is test_e2e_terminal's): keys and a typed word that begins with a key letter answer as the
    narrator says, each move typed in the language is heard as the engine says, and the
    match ends."""
    seed = 7
    options = {"pile_visibility": pile}
    replay, moves = planned(seed, options)
    t = Translator(lang)
    args = ["play", "khmer", "--seed", str(seed), "--variant", PILES[pile]]
    con = launch(terminal, tmp_path, args, lang=lang)
    assert t("console-help-hint") in [r["text"] for r in con.log.records]
    check = Replay(seed, options)
    view = check.state.view(0)
    narrator = create_narrator("khmer", t, 0, bot_names(t, ["you", "bot:normal"]))
    # h and t as keys, then the word for "table" typed in full: its t must not stay a key.
    assert [r["text"] for r in con.press("h")] == narrator.query("hand", view)
    table = narrator.query("table", view)
    assert [r["text"] for r in con.press("t")] == table
    # (A Greek word's first letter is no key: the word alone answers.)
    word = t("command-table")
    assert [r["text"] for r in con.type(word)] == table * (2 if word.isascii() else 1)
    for move in moves:
        records: list[Record] = []
        for line in localised(move, t):
            records += con.type(line)
        assert not [r for r in records if r["channel"] == "error"], records
        assert heard_events(records) == check.move(move), move
    assert check.heard == replay.heard
    check_totals(con.log.poll(), t)
    close_at_the_end(con)
