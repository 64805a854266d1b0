"""Random keys typed into the real program in a real terminal (tmux): nothing breaks.

Seeded junk lines (other scripts and accents, right-to-left marks, control keys the
line editor knows, cursor and history keys, a 400-character line) typed at the
prompt of a Khmer match: each is answered with one spoken error, the position in
the save does not move, and afterwards a query answers and the match can be left
as usual, the program exiting 0.
"""

from __future__ import annotations

import json
import random
from functools import partial
from pathlib import Path

import pytest

from tests.test_e2e_terminal import Console, Terminal, launch, terminal, wait_until

__all__ = ["terminal"]  # the fixture, used by name

pytestmark = pytest.mark.e2e

TEXT = "abcxyz ÄöüßèéàçñÆΩπλΣЖщ中文ا\u200f\u202e !?.,;:/\\'\"()[]{}<>=+-_*&^%$#@`~|0123456789"
# Keys the line editor handles itself; Control C, D, Z and backslash stop or suspend
# the program by design, so they are not junk.
# (Control L is left out too: it clears the screen, which the tests compare with the log.)
KEYS = ["C-a", "C-e", "C-k", "C-u", "C-w", "Tab", "BTab", "Up", "Down", "Left",
        "Right", "Home", "End", "BSpace", "DC", "PPage", "NPage", "F1", "F5", "Escape"]  # fmt: skip


def junk(rng: random.Random) -> list[tuple[str, bool]]:
    """One junk line as tmux sends: (text, literal) pieces; it always ends in a "~" so
    the line cannot end up empty or a move, whatever the keys before did."""
    pieces: list[tuple[str, bool]] = [("~", True)]
    for _ in range(rng.randrange(1, 6)):
        if rng.random() < 0.4:
            pieces.append((rng.choice(KEYS), False))
        else:
            pieces.append(("".join(rng.choice(TEXT) for _ in range(rng.randrange(1, 30))), True))
    if rng.random() < 0.2:
        pieces.append(("y" * 400, True))
    pieces.append(("~", True))
    return pieces


def heard(con: Console, text: str, since: int) -> bool:
    """Whether a line beginning with ``text`` was said after the first ``since`` lines."""
    return any(r["text"].startswith(text) for r in con.log.poll()[since:])


def save_position(home: Path) -> str:
    """The engine position in the match's save (the one save there is)."""
    (save,) = (home / "data" / "saves").glob("*.json")
    return json.dumps(json.loads(save.read_text())["state"]["state"], sort_keys=True)


def type_junk(term: Terminal, con: Console, pieces: list[tuple[str, bool]]) -> None:
    """Type the pieces, then Enter; wait for the answer."""
    before = len(con.log.poll())
    for text, literal in pieces:
        if literal:
            term.tmux("send-keys", "-t", "e2e", "-l", "--", text)
        else:
            term.tmux("send-keys", "-t", "e2e", text)
    term.tmux("send-keys", "-t", "e2e", "Enter")
    wait_until("an answer", lambda: len(con.log.poll()) > before, con.log.tail)


@pytest.mark.parametrize("seed", [1, 2])
def test_random_keys_in_a_real_terminal_change_nothing(
    terminal: Terminal, tmp_path: Path, seed: int
) -> None:
    """Twelve junk lines: each answered on the error channel, the save's position unmoved."""
    con = launch(terminal, tmp_path, ["play", "khmer", "--seed", "11", "--seats", "you,bot"])
    home = tmp_path / "home"
    position = save_position(home)
    rng = random.Random(seed)
    for _ in range(12):
        before = len(con.log.poll())
        type_junk(terminal, con, junk(rng))
        answers = con.log.poll()[before:]
        assert answers and all(r["channel"] in ("error", "reply") for r in answers), answers
        assert any(r["channel"] == "error" for r in answers), answers
        assert not terminal.dead()
        assert save_position(home) == position
    # Said without comparing the screen: tmux draws some of the junk's marks differently.
    # (A word typed after a key letter may first be heard as that key: wait for the answer.)
    for line, want in [("scores", "Score. You 0, Anna 0."), ("quit", "Leave the match?")]:
        before = len(con.log.poll())
        type_junk(terminal, con, [(line, True)])
        wait_until(want, partial(heard, con, want, before))
    type_junk(terminal, con, [("yes", True)])
    wait_until("the end", terminal.dead)
    assert terminal.rc_file.read_text().strip() == "0"
