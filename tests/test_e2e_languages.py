"""Whole matches in English and Italian, with the whole pile shown and with only its top card:
a scripted player in plain mode, and an Italian player at a real terminal.

The player types the moves in the match's language ("gioca 5", "bussa", "sì"); the engine's
own replay of the same seeded match says which events must be heard, and the speech log
must hold each of them, with the table total in that language's words after every move.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from access_cards.narration import Translator
from tests.test_e2e_terminal import (
    MOVES,
    Record,
    Replay,
    Terminal,
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
@pytest.mark.parametrize("lang", ["en", "it"])
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


def test_italian_top_card_only_match_in_a_real_terminal(terminal: Terminal, tmp_path: Path) -> None:
    """An Italian player at a real terminal, top card only: Italian keys and typed words
    answer, each typed Italian move is heard as the engine says, and the match ends."""
    seed = 7
    replay, moves = planned(seed, {"pile_visibility": "top_only"})
    t = Translator("it")
    args = ["play", "khmer", "--seed", str(seed), "--variant", "top-card-only"]
    con = launch(terminal, tmp_path, args, lang="it")
    assert t("console-help-hint") in [r["text"] for r in con.log.records]
    check = Replay(seed, {"pile_visibility": "top_only"})
    # h and t as keys, then "tavolo" typed in full: its t must not stay a lone key.
    hand = con.press("h")
    view = check.state.view(0)
    assert hand[0]["text"].startswith("La tua mano:")
    assert hand[0]["text"].endswith(f"totale {view['hand_total']}.")
    table = con.press("t")
    typed_table = con.type(t("command-table"))
    assert [r["text"] for r in typed_table] == [table[0]["text"]] * 2
    assert {r["channel"] for r in [*hand, *table, *typed_table]} == {"reply"}
    for move in moves:
        records: list[Record] = []
        for line in localised(move, t):
            records += con.type(line)
        assert heard_events(records) == check.move(move), move
    assert check.heard == replay.heard
    check_totals(con.log.poll(), t)
    assert terminal.rc_file.read_text() == "0\n"
