"""King in a real terminal (tmux): a one-deal game typed key by key against three bots.

The player reads the legal moves from the save the program keeps (written before anything is
said), types one each turn, and uses the King keys on the way; the speech log must hold every
event the player may see, each trick's winner, and the deal's scores, with no error.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from access_cards.console.saves import load_match
from tests.test_e2e_terminal import Console, Terminal, heard_events, launch, terminal

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
    for key, start in [("h", "Your hand, 13 cards:"), ("a", ""), ("x", ""), ("v", "")]:
        answer = con.press(key)
        assert answer and {r["channel"] for r in answer} == {"reply"}, (key, answer)
        assert answer[0]["text"].startswith(start)
    played = 0
    while not terminal.dead():
        move = legal_now(home)[0]
        said = con.type(move)
        assert not [r for r in said if r["channel"] == "error"], said
        played += 1
    records = con.log.poll()
    assert played == 13 and terminal.rc_file.read_text() == "0\n"
    events = heard_events(records)
    tricks = [e for e in events if e["type"] == "trick_end"]
    assert len(tricks) == 13 and [e["type"] for e in events][-1] == "match_end"
    for e in tricks:  # each trick's winner is said, with the trick's number
        lines = [r["text"] for r in records if r["event"] == e]
        who = "You take" if e["winner"] == 0 else "takes"
        assert lines and who in lines[0] and f"trick {e['number']}" in lines[0], lines
    assert any(r["text"].startswith("Deal 1: no hearts") for r in records)
    deal_end = [r for r in records if r["event"] and r["event"]["type"] == "deal_end"]
    assert deal_end and all(str(abs(x)) in " ".join(r["text"] for r in deal_end)
                            for x in deal_end[0]["event"]["scores"])  # fmt: skip
