"""Issue 25, points 1, 2 and 4 through the real GNOME Orca: every printed line is sent.

Orca 43 lost lines the program printed (see access_cards/console/screen.py): a write that
scrolled the 30-row terminal by a screen or more (the first lines of a long turn never said),
and a write that scrolled while Orca had not yet read the write before it (lines in the middle
never said, the next ones twice). These tests run the real screen reader through the Orca
harness (tests/orcaplay.py), only with ``ACCESS_CARDS_ORCA=1``: a few minutes each.

- Blocks of lines printed through the console's own prompt and screen writer: one taller than
  the screen, and one printed in three parts while a bot thinks.
- Whole matches (Italian Rummy 40 and German Las Vegas at the blind-fair table, the two the
  issue heard lines lost in): every printed line of the speech log sent by Orca.
- At the blind-fair table, comma is off and says so, and the move typed next is read as typed;
  ``i`` says what happened since the player's move through the program's own voice, whose
  speech-dispatcher connection speaks German.
"""

from __future__ import annotations

import os
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from access_cards.narration import Translator
from access_cards.speech.private_server import module_messages
from tests.orcaplay import (
    HARNESS,
    Harness,
    Match,
    OrcaUnavailable,
    Player,
    heard_blocks,
    orca_session,
    play,
)

pytestmark = pytest.mark.e2e
ROOT = Path(__file__).resolve().parents[1]


@pytest.fixture
def orca(tmp_path: Path) -> Iterator[Harness]:
    """A private Orca harness, holding the machine's Orca lock, stopped afterwards."""
    if os.environ.get("ACCESS_CARDS_ORCA") != "1":
        pytest.skip("the real Orca tests run only with ACCESS_CARDS_ORCA=1 (minutes each)")
    if not HARNESS.is_file():
        pytest.skip(f"no Orca harness at {HARNESS} (ACCESS_CARDS_ORCA_HARNESS names another)")
    try:
        with orca_session(keep=tmp_path) as harness:
            yield harness
    except OrcaUnavailable as exc:
        pytest.skip(f"Orca cannot run here: {exc}")


def test_blocks_taller_than_the_screen_or_written_in_parts_are_heard_whole(
    orca: Harness, tmp_path: Path
) -> None:
    """40 lines at once (the terminal has 30 rows), then 30 lines in three parts 0.15 s apart
    while the program is busy: Orca sends every line, first to last."""
    blocks = [(40, 1, 0.0), (30, 3, 0.15), (24, 8, 0.11)]
    heard = heard_blocks(orca, tmp_path / "probe", blocks)
    for (count, _, _), lines in zip(blocks, heard, strict=True):
        assert sorted(set(lines)) == list(range(1, count + 1)), lines


@pytest.mark.parametrize(
    "match",
    [
        Match("rummy40", "it", 1, "you,bot,bot"),
        Match("lasvegas", "de", 1, "you,bot,bot", ("hands=4", "pile_visibility=top_only")),
    ],
    ids=lambda m: m.name,
)
def test_a_whole_match_is_heard_line_for_line(orca: Harness, tmp_path: Path, match: Match) -> None:
    """Every line the program printed in the whole match (its speech log) was sent by Orca."""
    heard = play(orca, match, tmp_path / match.name)
    assert heard.moves > 0 and len(heard.printed) > 50
    assert heard.missed == [], f"{heard.sent}/{len(heard.printed)} sent"


def test_blind_fair_keys_through_orca(orca: Harness, tmp_path: Path) -> None:
    """German Las Vegas, blind fair: comma says it is off, and "setze 2" typed after it is
    played; i is spoken by the program's own voice, in German."""
    t = Translator("de")
    folder = tmp_path / "keys"
    home, log = folder / "home", folder / "speech.jsonl"
    folder.mkdir()
    argv = ["env", f"ACCESS_CARDS_HOME={home}", "BRLAPI_HOST=:99999", f"PYTHONPATH={ROOT}",
            sys.executable, "-m", "access_cards", "play", "lasvegas", "--seats", "you,bot,bot",
            "--seed", "4", "--option", "pile_visibility=top_only", "--speech", "reader",
            "--lang", "de", "--speech-log", str(log)]  # fmt: skip
    orca("run", f"cd {folder} && " + " ".join(argv))
    player = Player(Match("lasvegas", "de", 4, "you,bot,bot"), home)
    deadline = time.monotonic() + 60
    while (state := player.state()) is None or state.current_player != 0:
        assert time.monotonic() < deadline, "the person's turn never came"
        time.sleep(0.2)
    orca("wait-quiet", "1.5", "30", check=False)
    orca("mark")
    orca("key", "comma")
    orca("wait-quiet", "1.5", "30", check=False)
    off = orca.spoken()
    assert any(t("console-history-top-only") in s for s in off), off
    orca("mark")
    orca.type(f"{t.words('lasvegas-command-bet')[0]} 2")
    orca("wait-quiet", "1.5", "30", check=False)
    bet = orca.spoken()
    assert any("Du setzt 2." in s for s in bet), bet
    assert not any("verstehe" in s for s in bet), bet
    orca("key", "i")
    orca("wait-quiet", "1.5", "30", check=False)
    voice = (orca.state / "log" / "speech-dispatcher.log").read_text(errors="replace")
    own = [(text, settings.get("language")) for text, settings in module_messages(voice)]
    since = [text for text, lang in own if lang == "de" and "Du bist dran" in text]
    assert since, own[-5:]
    orca("key", "ctrl+c")
