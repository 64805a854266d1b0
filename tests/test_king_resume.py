"""King saved and resumed at the console (issue 5 §4): mid-auction, mid-trick, and with a
confirmation question open.

A control game is played to its end in plain mode by a player whose choice depends only on
the position (the save's own text seeds it), so any run from the same position chooses the
same. Then the same game is stopped (input ends) at a chosen point and continued with
``--resume``: what the resumed program says, event by event, must be what the control game
said from that point, and the final scores must be the same.
"""

from __future__ import annotations

import json
import random
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from access_cards.cli import main
from access_cards.console.play import latest_save
from access_cards.console.saves import load_match
from access_cards.engine.state import GameState
from access_cards.narration import Translator, create_narrator
from tests.test_king_console import PlannedInput

SEATS = "you,bot:normal,bot:normal,bot:normal"
OPTIONS = ["deals=no_hearts,positive,positive", "dealer=3"]  # you deal deal 2
Stop = Callable[[GameState[Any]], bool]


class PositionalPlayer(PlannedInput):
    """Standard input choosing a legal action from the position alone; it ends its input
    the first time ``stop`` says so (before typing, or after an action that asks to confirm)."""

    def __init__(self, lang: str, stop: Stop | None = None, before_yes: bool = False) -> None:
        super().__init__(lang)
        self.stop, self.before_yes = stop, before_yes
        self.ended = False

    def _plan(self) -> None:
        path = latest_save("king")
        if path is None or self.ended:
            raise StopIteration  # the game is over
        state = load_match(path).state
        stopping = self.stop is not None and self.stop(state)
        if stopping and not self.before_yes:
            self.stop = None
            raise StopIteration
        view = state.view(0)
        action = choose(state)
        if self.narrator is None:
            self.narrator = create_narrator("king", self.t, 0, load_match(path).names)
        self.queue.append(self.narrator.action_label(action))
        if self.narrator.confirm(action, view) is not None:
            if stopping:  # the question is asked, and the input ends before the answer
                self.stop, self.ended = None, True
                return
            self.queue.append(self.t("console-yes-words").split()[0])
        elif stopping:
            self.stop, self.queue = None, []
            raise StopIteration


JUDGE = create_narrator("king", Translator("en"), 0, ["you", "Anna", "Bruno", "Carla"])


def choose(state: GameState[Any]) -> str:
    """The player's action, from the position alone. An action that asks to be confirmed
    (accepting, an ultimatum, a failed auction) is preferred, so the games reach one."""
    view = state.view(0)
    legal: list[str] = view["legal_actions"]
    asking = [a for a in legal if JUDGE.confirm(a, view) is not None]
    return random.Random(state.to_json()).choice(asking or legal)


def run(args: list[str], player: PositionalPlayer, log: Path, monkeypatch: Any) -> list[Any]:
    monkeypatch.setattr("sys.stdin", player)
    assert main([*args, "--plain", "--speech", "text", "--speech-log", str(log)]) == 0
    return [json.loads(x) for x in log.read_text(encoding="utf-8").splitlines()]


def heard(records: list[dict[str, Any]]) -> list[dict[str, Any]]:
    events: list[dict[str, Any]] = []
    for r in records:
        if r["event"] is not None and (not events or events[-1] != r["event"]):
            events.append(r["event"])
    return events


def mid_auction(state: GameState[Any]) -> bool:
    auction = state.view(0)["auction"]
    return state.view(0)["phase"] == "auction" and bool(auction and auction["history"])


def mid_trick(state: GameState[Any]) -> bool:
    view = state.view(0)
    return view["phase"] == "play" and len(view["trick"]) == 2 and view["tricks_played"] >= 3


def second_deal_trick(state: GameState[Any]) -> bool:
    view = state.view(0)
    return view["deal"] == 2 and view["phase"] == "play" and len(view["trick"]) == 3


def asks_to_confirm(state: GameState[Any]) -> bool:
    return JUDGE.confirm(choose(state), state.view(0)) is not None


@pytest.mark.parametrize(
    ("lang", "seed", "stop", "before_yes"),
    [
        ("en", 7, mid_auction, False),
        ("it", 8, mid_auction, False),
        ("en", 7, mid_trick, False),
        ("it", 9, second_deal_trick, False),
        ("en", 10, asks_to_confirm, True),
    ],
    ids=["auction-en", "auction-it", "trick-en", "trick-it", "question-en"],
)
def test_a_king_game_resumes_where_it_stopped(
    lang: str, seed: int, stop: Stop, before_yes: bool, tmp_path: Path, monkeypatch: Any
) -> None:
    args = ["--lang", lang, "play", "king", "--seed", str(seed), "--seats", SEATS]
    for option in OPTIONS:
        args += ["--option", option]
    control_records = run(args, PositionalPlayer(lang), tmp_path / "control.jsonl", monkeypatch)
    control = heard(control_records)
    assert control[-1]["type"] == "match_end"

    said = run(args, PositionalPlayer(lang, stop, before_yes), tmp_path / "a.jsonl", monkeypatch)
    stopped = heard(said)
    assert stopped == control[: len(stopped)] and stopped[-1]["type"] != "match_end"
    save = latest_save("king")
    assert save is not None
    state = load_match(save).state
    assert state.current_player == 0 and stop(state)
    if before_yes:  # the input ended on an open question: nothing was decided
        names = load_match(save).names
        narrator = create_narrator("king", Translator(lang), 0, names)
        question = narrator.confirm(choose(state), state.view(0))
        assert question is not None and said[-1]["text"].startswith(question)

    resume = ["--lang", lang, "play", "king", "--resume", str(save)]
    records = run(resume, PositionalPlayer(lang), tmp_path / "b.jsonl", monkeypatch)
    assert records[0]["text"] == Translator(lang)("console-resumed", deal=state.deal_number)
    # Everything said before the stop was saved: the resumed game says the rest, exactly.
    assert heard(records) == control[len(stopped) :]
    assert latest_save("king") is None
