"""Golden transcripts and saves (tests/golden/): what a player hears, and saves this version
wrote, stay the same.  ``scripts/golden.py`` shows the differences; ``--write`` accepts them."""

from __future__ import annotations

import difflib
import json
from pathlib import Path

import pytest

from access_cards.games import GAMES
from tests.conformance.common import GAME_NAMES
from tests.conformance.golden import SAVES, TRANSCRIPT_LANGUAGES, transcript

FIX = "run scripts/golden.py to see the differences, and --write if they are meant"


def read(path: Path) -> str:
    """A golden file's text; a missing one fails the test and says how to write it."""
    if not path.exists():
        pytest.fail(f"{path} is missing: {FIX}")
    return path.read_text(encoding="utf-8")


@pytest.mark.parametrize("lang", TRANSCRIPT_LANGUAGES)
@pytest.mark.parametrize("name", GAME_NAMES)
def test_the_golden_transcript_is_heard_again(name: str, lang: str) -> None:
    """A seeded bot match narrated to seat 0 gives the golden transcript line for line (a
    change of play shows at its ``> seat N: action`` line, a change of wording at its
    sentence)."""
    golden = read(Path(__file__).resolve().parents[1] / "golden" / f"{name}.{lang}.txt")
    now = transcript(name, lang)
    if now != golden:
        diff = difflib.unified_diff(
            golden.splitlines(), now.splitlines(), "golden", "now", lineterm="", n=2
        )
        pytest.fail(f"the {name} transcript in {lang} changed ({FIX}):\n" + "\n".join(diff))


@pytest.mark.parametrize("number", [1, 2, 3])
@pytest.mark.parametrize("name", GAME_NAMES)
def test_a_golden_save_loads_and_goes_on_as_it_did(name: str, number: int) -> None:
    """A save written by this version loads, writes itself back byte for byte, and goes on
    as it did: the same legal actions, and the same save after the first of them."""
    game = GAMES[name]
    text = read(SAVES / f"{name}-{number}.json")
    expected = json.loads(read(SAVES / f"{name}-{number}.next.json"))
    state = game.from_json(text.removesuffix("\n"))
    assert state.to_json() + "\n" == text, "the save is not written back byte for byte"
    assert [str(a) for a in state.legal_actions()] == expected["legal_actions"]
    state.apply(expected["action"])
    assert state.to_json() == expected["after"], "the save after the first action differs"
