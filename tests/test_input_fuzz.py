"""Typed lines of any kind: the match goes on, and only a legal move changes it.

Hypothesis types random Unicode (control characters, other scripts, right-to-left
marks), very long lines, and the commands of other games and languages into
Khmer and King sessions in English and Italian; then plain mode is fed undecodable
bytes through a real pipe.  After every line the position is the same as before
unless the line was a legal move (or the yes to one), and a query still answers.
"""

from __future__ import annotations

import random
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from access_cards.console.play import bot_names
from access_cards.console.saves import SavedMatch
from access_cards.console.session import GameSession
from access_cards.engine.errors import ActionError
from access_cards.games import find
from access_cards.narration import LANGUAGES, Translator
from access_cards.speech import Speaker
from tests.fuzzing import examples

pytestmark = pytest.mark.fuzz

# Commands of every game and language so far, typed where they may mean nothing.
FOREIGN = [
    "play 5", "play 9", "play 0", "play QS", "play 10H", "play JK", "draw", "discard",
    "discard 6", "knock", "concede", "bid +50", "bid -1000", "hold", "pass", "accept",
    "refuse", "fail", "decline", "ultimatum +100", "contract hearts", "contract notrump",
    "gioca 5", "gioca la donna di picche", "pesca", "scarta", "bussa", "cedi", "sì", "si",
    "no", "yes", "n", "y", "meld 7H 8H 9H", "layoff 7H 1", "swap 10C 1", "bet 3", "call",
    "raise 2", "fold", "check", "draw stock", "draw discard", "verbosity loud",
    "verbosity", "help me", "h", "t", "s", "w", "a", "r", ",", ".", "<", ">", "?", "u", "b",
    "l", "k", "x", "v", "1", "9", "0", "99", "-1", "play " + "9" * 5000,
]  # fmt: skip
LINES = st.one_of(
    st.text(max_size=40),
    st.text(min_size=150, max_size=3000),
    st.sampled_from(FOREIGN),
    st.builds(lambda a, b: f"{a} {b}", st.sampled_from(FOREIGN), st.text(max_size=8)),
    st.text(alphabet=st.characters(codec="utf-8", categories=["Cc", "Cf", "Zs"]), max_size=10),
)
SEATS = {"khmer": ["you", "bot:easy"], "king": ["you", "bot:easy", "bot:easy", "bot:easy"]}


def open_session(game: str, lang: str, seed: int, folder: Path) -> GameSession:
    """A started session against easy bots, printing into a list, saving in ``folder``."""
    t = Translator(lang)
    state = find(game).new_state(len(SEATS[game]), seed=seed)
    match = SavedMatch(state, SEATS[game], bot_names(t, SEATS[game]))
    speaker = Speaker("text", write=lambda _line: None)
    session = GameSession(match, t, speaker, save_path=folder / f"{game}-{lang}.json")
    session.start()
    return session


def is_move(session: GameSession, line: str) -> bool:
    """Whether ``line`` would apply or ask to confirm a legal move, or answers yes to one."""
    text = " ".join(line.replace("\ufeff", "").strip().split())
    if session.pending is not None:
        return text.lower() in session.t("console-yes-words").lower().split()
    if not text or len(text) > 200 or session.state.current_player != session.human:
        return False
    canonical = session.narrator.canonical(text) or text
    try:
        session.state.game.parse_action(canonical, session.state)
    except ActionError:
        return False
    return session._console_command(text) is None


def position(session: GameSession) -> tuple[str, Any]:
    return session.state.to_json(), session.pending


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("game", ["khmer", "king"])
@settings(
    max_examples=examples(60),
    derandomize=True,
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
)
@given(lines=st.lists(LINES, min_size=1, max_size=12), seed=st.integers(0, 50))
def test_typed_noise_changes_nothing_but_moves(
    game: str, lang: str, lines: list[str], seed: int, tmp_path: Path
) -> None:
    """Any typed line: no exception; the position changes only by a legal move; play goes on."""
    session = open_session(game, lang, seed, tmp_path)
    for line in lines:
        if session.done:
            break
        before, move = position(session), is_move(session, line)
        session.handle(line)
        if not move:
            assert position(session)[0] == before[0], line
    if not session.done:
        said: list[str] = []
        session.speaker._write = said.append
        session.handle("scores" if lang == "en" else "punteggio")
        assert said and "understand" not in said[0] and "capisco" not in said[0]


# -- plain mode through a real pipe -------------------------------------------------------------


def noise(seed: int) -> bytes:
    """Lines of random bytes: undecodable UTF-8, NULs, a BOM, CRs, escapes, one very long line."""
    rng = random.Random(seed)
    parts = [b"\xef\xbb\xbfh", b"\xff\xfe\xfd", b"play \x00 5", b"\r\r", b"\x1b[2J\x1b]0;x\x07"]
    parts += [bytes(rng.randrange(256) for _ in range(rng.randrange(1, 60))) for _ in range(8)]
    parts.append(b"y" * 20000)
    rng.shuffle(parts)
    return b"\n".join(p.replace(b"\n", b" ") for p in parts) + b"\n"


@pytest.mark.parametrize("seed", range(4))
@pytest.mark.parametrize("game", ["khmer", "king"])
def test_plain_mode_survives_random_bytes(seed: int, game: str) -> None:
    """Random bytes on standard input: no traceback, the match still saved when left."""
    args = ["play", game, "--plain", "--speech", "text", "--seed", str(seed)]
    done = subprocess.run(
        [sys.executable, "-m", "access_cards", *args],
        input=noise(seed) + b"quit\nyes\n",
        capture_output=True,
        timeout=120,
    )
    out = done.stdout.decode("utf-8")
    assert done.returncode == 0 and b"Traceback" not in done.stderr, done.stderr[-2000:]
    assert out.splitlines()[-1] == "The match is saved. Resume it from the main menu."
