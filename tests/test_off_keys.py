"""Issue 25, point 2: a key this table turns off says so and types nothing.

At a blind-fair table the message walking keys (comma, period, less and greater) are off.
Pressed on an empty line at the real prompt, each was typed instead: the comma stayed on the
line and the next command failed ("I do not understand ,status."). Now each goes to the
session, which says that it is off here, and the line stays empty for the next command.
"""

from __future__ import annotations

import pytest
from prompt_toolkit.input import create_pipe_input
from prompt_toolkit.output import DummyOutput

from access_cards.console.history import WALKS
from access_cards.console.play import bot_names
from access_cards.console.reader import PromptReader
from access_cards.console.saves import SavedMatch
from access_cards.console.session import HOTKEYS, GameSession
from access_cards.games import find
from access_cards.narration import LANGUAGES, Translator
from access_cards.speech import Speaker

# Each game's blind-fair table: Rummy 40's default is one (its discard history is off).
BLIND = {
    "khmer": {"pile_visibility": "top_only"},
    "rummy40": {},
    "lasvegas": {"pile_visibility": "top_only"},
    "king": {"pile_visibility": "top_only"},
}
SEATS = {"khmer": 2, "rummy40": 3, "lasvegas": 3, "king": 4}
OFF_KEYS = [key for key, name in HOTKEYS.items() if name in WALKS and name != "repeat"]


def blind_session(game: str, lang: str = "en") -> tuple[GameSession, list[str]]:
    t = Translator(lang)
    seats = ["you"] + ["bot:easy"] * (SEATS[game] - 1)
    state = find(game).new_state(len(seats), seed=4, options=BLIND[game])
    said: list[str] = []
    session = GameSession(SavedMatch(state, seats, bot_names(t, seats)), t,
                          Speaker("text", write=said.append))  # fmt: skip
    session.start()
    said.clear()
    return session, said


def typed(session: GameSession, keys: str, monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """Press ``keys`` at a real prompt driving ``session``; the lines it read."""
    monkeypatch.setenv("PROMPT_TOOLKIT_NO_CPR", "1")
    lines: list[str] = []
    with create_pipe_input() as pipe:
        reader = PromptReader(session.speaker.silence, input=pipe, output=DummyOutput())
        reader.set_hotkeys(session.handle, session.hotkeys(), session.typed_words())
        pipe.send_text(keys)
        pipe.close()
        while (line := reader.read()) is not None:
            lines.append(line)
            session.handle(line)
    return lines


def test_the_off_keys_are_the_message_walking_keys() -> None:
    """Comma, period, less and greater: every key the blind-fair table turns off."""
    assert sorted(OFF_KEYS) == sorted(",.<>")


@pytest.mark.parametrize("game", BLIND)
@pytest.mark.parametrize("key", OFF_KEYS)
def test_an_off_key_says_so_and_leaves_the_line_empty(
    game: str, key: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The key is answered at once with why it is off; the command typed next is read as
    typed, and answered, with no error."""
    session, said = blind_session(game)
    t = session.t
    lines = typed(session, f"{key}status\r", monkeypatch)
    assert lines == ["status"]
    assert said[0] == t("console-history-top-only")
    status = session.narrator.query("status", session.state.view(0))
    assert said[-len(status) :] == status  # after the s key's own answer, the typed word's
    assert not [s for s in said if s.startswith("I do not understand")]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_off_comma_types_nothing_in_every_language(
    lang: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """German "Ich verstehe ,setze 3 nicht": after the comma, a bet typed in the language
    is read as typed and played."""
    session, said = blind_session("lasvegas", lang)
    assert session.state.current_player == 0  # the bots have spoken: the person's turn
    before = session.state.to_json()
    bet = f"{session.t.words('lasvegas-command-bet')[0]} 3"
    lines = typed(session, f",{bet}\r", monkeypatch)
    assert lines == [bet]
    assert said[0] == session.t("console-history-top-only")
    assert session.state.to_json() != before  # the bet was played
    assert session.t("console-history-top-only") not in said[1:]
