"""Every game plays to its end at the console, in every language: the player's moves typed as
their action texts (DESIGN.md §3: the console accepts ``str(action)`` typed), bots at the
other seats, and a well-formed speech log (DESIGN.md §4)."""

from __future__ import annotations

import json
import random
from pathlib import Path
from typing import Any

import pytest

from access_cards.console.play import bot_names
from access_cards.console.saves import SavedMatch
from access_cards.console.session import GameSession
from access_cards.games import GAMES
from access_cards.narration import LANGUAGES, Translator
from access_cards.speech import Speaker
from tests.conformance.common import GAME_NAMES, MAX_ACTIONS, AnyState

CHANNELS = {"game", "reply", "menu", "error", "help"}


def play_at_console(state: AnyState, session: GameSession, yes: str, seed: int) -> None:
    """Type a random legal action whenever it is seat 0's turn, answering any question yes."""
    rng = random.Random(seed)
    session.start()
    for _ in range(MAX_ACTIONS):
        if session.done:
            return
        assert state.current_player == 0, "the console waits, but not for the player"
        before = state.to_json()
        session.handle(str(rng.choice(state.legal_actions())))
        if state.to_json() == before and not session.done:
            session.handle(yes)  # the move asked to be confirmed
            assert state.to_json() != before, "a legal move typed and confirmed did nothing"
    raise AssertionError(f"the match did not end within {MAX_ACTIONS} typed moves")


def check_log(path: Path, printed: list[str]) -> None:
    """One JSON object a line, numbered from 1, on a known channel, with the printed text."""
    records = [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines()]
    assert records, "nothing was logged"
    assert [r["seq"] for r in records] == list(range(1, len(records) + 1))
    for record in records:
        assert {"seq", "time", "channel", "text", "event"} <= set(record), record
        assert record["channel"] in CHANNELS, record
        assert isinstance(record["text"], str) and record["text"].strip(), record
        assert record["event"] is None or isinstance(record["event"].get("type"), str), record
    errors = [r["text"] for r in records if r["channel"] == "error"]
    assert not errors, f"the console refused legal moves: {errors}"
    assert [r["text"] for r in records if r.get("printed", True)] == printed
    assert any(r["event"] for r in records), "no sentence came from a game event"


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("name", GAME_NAMES)
def test_a_match_plays_to_the_end_at_the_console(name: str, lang: str, tmp_path: Path) -> None:
    """A match with the player at seat 0 typing action texts and bots elsewhere reaches its
    end; the speech log is well formed, holds every printed line, and has no error."""
    game = GAMES[name]
    seats = ["you", *(["bot:easy"] * (game.min_seats - 1))]
    t = Translator(lang)
    options: dict[str, Any] = {}
    state = game.new_state(len(seats), seed=11, options=options)
    printed: list[str] = []
    speaker = Speaker("text", write=printed.append, log_path=tmp_path / "log.jsonl")
    session = GameSession(SavedMatch(state, seats, bot_names(t, seats)), t, speaker)
    try:
        play_at_console(state, session, t("console-yes-words").split()[0], seed=11)
    finally:
        speaker.close()
    assert state.is_over, "the session ended before the match"
    check_log(tmp_path / "log.jsonl", printed)
