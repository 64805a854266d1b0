"""King in a real terminal (tmux): one deal typed key by key, and whole ten-deal games with
auctions in English, Italian, German and Greek, against three bots.

The player reads the legal moves from the save the program keeps (written before anything is
said), types one each turn, and uses the King keys on the way; the speech log must hold every
event the player may see, each trick's winner, and the deal's scores, with no error.
"""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

import pytest

from access_cards.console.pager import pieces
from access_cards.console.saves import load_match
from access_cards.engine.events import Event
from access_cards.narration import Translator, create_narrator
from tests.test_e2e_terminal import (
    Console,
    Terminal,
    at_the_end,
    close_at_the_end,
    every_page,
    heard_events,
    launch,
    terminal,
)

__all__ = ["terminal"]  # the fixture, used below by name

pytestmark = pytest.mark.e2e

SEATS = "you,bot:normal,bot:normal,bot:normal"


def the_save(home: Path) -> Path:
    (save,) = (home / "data" / "saves").glob("king-*.json")
    return save


def legal_now(home: Path) -> list[str]:
    state = load_match(the_save(home)).state
    assert state.current_player == 0, "the prompt waits while it is not the player's turn"
    return [str(a) for a in state.legal_actions()]


def test_one_king_deal_in_a_real_terminal(terminal: Terminal, tmp_path: Path) -> None:
    """Deal no_hearts from a seed: keys answer, 13 cards typed, every event and winner heard."""
    args = ["play", "king", "--seed", "3", "--seats", SEATS, "--option", "deals=no_hearts"]
    con: Console = launch(terminal, tmp_path, args)
    home = tmp_path / "home"
    for key, start in [("h", "Your hand, thirteen cards. "), ("a", ""), ("x", ""), ("v", "")]:
        answer = con.press(key)
        assert answer and {r["channel"] for r in answer} == {"reply"}, (key, answer)
        assert answer[0]["text"].startswith(start)
    played = 0
    while not at_the_end(con):
        move = legal_now(home)[0]
        said = con.type(move)
        assert not [r for r in said if r["channel"] == "error"], said
        played += 1
    records = con.log.poll()
    close_at_the_end(con)
    assert played == 13
    events = heard_events(records)
    tricks = [e for e in events if e["type"] == "trick_end"]
    assert len(tricks) == 13 and [e["type"] for e in events][-1] == "match_end"
    for e in tricks:  # each trick's winner is said, with the trick's number
        lines = [r["text"] for r in records if r["event"] == e]
        who = "You take" if e["winner"] == 0 else "takes"
        assert lines and who in lines[0] and f"trick {e['number']}" in lines[0], lines
    assert any(r["text"].startswith("Deal 1, no hearts.") for r in records)
    deal_end = [r for r in records if r["event"] and r["event"]["type"] == "deal_end"]
    assert deal_end and all(str(abs(x)) in " ".join(r["text"] for r in deal_end)
                            for x in deal_end[0]["event"]["scores"])  # fmt: skip


# The German and Greek games replay the English and Italian ones' choices in their words.
@pytest.mark.parametrize(("lang", "seed"), [("en", 21), ("it", 22), ("de", 21), ("el", 22)])
def test_a_whole_ten_deal_king_game_in_a_real_terminal(
    terminal: Terminal, tmp_path: Path, lang: str, seed: int
) -> None:
    """The standard ten deals with auctions, against three normal bots, typed to the end.

    Moves are typed in the language, half as the narrator's own words ("gioca la donna di
    picche", "offro più 3") and half as engine text ("play QS"), chosen at random from the
    legal ones, so the player bids, holds, passes, sells and buys; every accept, ultimatum
    and failed auction is confirmed. The log must say, in order, exactly what a narrator for
    seat 0 says for every event the player may see, and the game must sum to zero.
    """
    args = ["play", "king", "--seed", str(seed), "--seats", SEATS]
    con: Console = launch(terminal, tmp_path, args, lang)
    home, t = tmp_path / "home", Translator(lang)
    yes = t("console-yes-words").split()[0]
    rng = random.Random(seed)
    narrator = None
    typed = confirmed = 0
    asked = False
    while not at_the_end(con):
        match = load_match(the_save(home))
        narrator = narrator or create_narrator("king", t, 0, match.names)
        view = match.state.view(0)
        if view["phase"] == "auction" and not asked:  # the first bid: ask by key, as by ear
            for key, query in (("x", "auction"), ("v", "ladder"), ("a", "actions")):
                answer = every_page(con, key, t)
                assert answer == pieces(narrator.query(query, view)), (key, answer)
            asked = True
        action = rng.choice(view["legal_actions"])
        said = con.type(narrator.action_label(action) if typed % 2 else action)
        typed += 1
        if narrator.confirm(action, view) is not None:
            assert said[-1]["channel"] != "error", said
            said = con.type(yes)
            confirmed += 1
        assert not [r for r in said if r["channel"] == "error"], said
    records = con.log.poll()
    close_at_the_end(con)
    assert confirmed >= 1  # these seeds lead the player to a choice that asks to confirm
    events = heard_events(records)
    kinds = [e["type"] for e in events]
    assert kinds.count("deal_start") == 10 and kinds.count("deal_end") == 10
    assert kinds[-1] == "match_end" and sum(events[-1]["scores"]) == 0
    assert typed >= 10 * 13 and "auction" in kinds and asked
    # Each event's lines are the narrator's sentences for it, in the player's language.
    assert narrator is not None
    fresh = create_narrator("king", t, 0, narrator.names)
    for event, lines in spoken_events(records):
        fields = {k: v for k, v in event.items() if k != "type"}
        assert lines == fresh.describe(Event(event["type"], **fields)), event


def spoken_events(records: list[dict[str, Any]]) -> list[tuple[dict[str, Any], list[str]]]:
    """Each run of log lines that tell one event, with that event."""
    runs: list[tuple[dict[str, Any], list[str]]] = []
    for r in records:
        if r["event"] is None:
            continue
        if runs and runs[-1][0] == r["event"] and runs[-1][1][-1] != r["text"]:
            runs[-1][1].append(r["text"])
        else:
            runs.append((r["event"], [r["text"]]))
    return runs
