"""Issue 25, point 4: the program's own voice speaks the player's language.

In reader mode the keys that print nothing (``r``, comma) are spoken by the program itself,
through accessible_output2's speech-dispatcher connection, which set no language: the server
spoke "Bruno checkt. Du bist dran" with its default, American English. Checked here through
the real speech path: a private speech-dispatcher (libao null audio, LogLevel 5) whose log
shows, for every text handed to its output module, the language the module was told.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from access_cards.console.play import bot_names
from access_cards.console.saves import SavedMatch
from access_cards.console.session import GameSession
from access_cards.games import find
from access_cards.narration import LANGUAGES, Translator
from access_cards.speech import Speaker
from access_cards.speech.ao2 import ao2_spec, language_ids, sapi_voice
from access_cards.speech.dispatcher import speechd_spec
from access_cards.speech.private_server import PrivateSpeechDispatcher
from tests.test_speech import start_server

# speechd's reader thread ends itself with sys.exit() when its connection closes.
pytestmark = pytest.mark.filterwarnings(
    "ignore:Exception in thread SSIP client communication thread"
    ":pytest.PytestUnhandledThreadExceptionWarning"
)


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[PrivateSpeechDispatcher]:
    srv = start_server(tmp_path_factory.mktemp("speechd"))
    yield srv
    srv.stop()


@pytest.fixture(autouse=True)
def only_the_private_server(
    server: PrivateSpeechDispatcher, monkeypatch: pytest.MonkeyPatch, speech_env: dict[str, Path]
) -> None:
    """Every connection (ao2's, which takes no address, too) reaches the private server."""
    monkeypatch.setenv("SPEECHD_ADDRESS", server.address)
    monkeypatch.setenv("SPEECHD_CMD", "/nonexistent/speech-dispatcher")


def language_of(server: PrivateSpeechDispatcher, text: str) -> str:
    """The language the output module was told for ``text`` when it last came (waiting for
    it to come)."""
    import time

    deadline = time.monotonic() + 10
    while True:
        for said, settings in reversed(server.module_messages()):
            if said == text:
                return settings.get("language", "")
        assert time.monotonic() < deadline, server.module_messages()[-3:]
        time.sleep(0.05)


def blind_lasvegas(lang: str, speaker: Speaker) -> GameSession:
    t = Translator(lang)
    seats = ["you", "bot:easy", "bot:easy"]
    state = find("lasvegas").new_state(3, seed=4, options={"pile_visibility": "top_only"})
    session = GameSession(SavedMatch(state, seats, bot_names(t, seats)), t, speaker)
    session.start()
    return session


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_repeat_key_is_spoken_in_the_players_language(
    server: PrivateSpeechDispatcher, lang: str
) -> None:
    """Reader mode as the console makes it (its own chain: accessible_output2 first): the r
    key's answer reaches speech-dispatcher's output module in the player's language."""
    printed: list[str] = []
    speaker = Speaker("reader", write=printed.append, lang=lang)
    try:
        session = blind_lasvegas(lang, speaker)
        session.handle("r")
        assert speaker.wait_idle(10) and speaker.mode == "reader"
        repeated = session.history.last(last_event_only=True)
        assert repeated is not None and repeated not in printed  # said, not printed
        assert language_of(server, " ".join(repeated.split())) == lang
    finally:
        speaker.close()


@pytest.mark.parametrize("spec", [ao2_spec, speechd_spec], ids=["ao2", "speech-dispatcher"])
def test_each_speech_dispatcher_path_sets_the_language(
    server: PrivateSpeechDispatcher, spec: object
) -> None:
    """Both connections the program may open, accessible_output2's and its own."""
    assert callable(spec)
    speaker = Speaker("speech", write=lambda _: None, lang="el", chain=[spec()])
    try:
        text = f"Η Άννα παίζει ένα {6 if spec is ao2_spec else 7}."
        speaker.say(text)
        assert speaker.wait_idle(10)
        assert language_of(server, text) == "el"
    finally:
        speaker.close()


def test_sapi5_takes_a_voice_of_the_language() -> None:
    """Windows language ids, as SAPI5 voices give them: the low ten bits name the language
    whatever the country (409 US English, 809 British, 410 Italian, 407 German, 408 Greek)."""
    assert language_ids("409;9") == {9} and language_ids("809") == {9}
    assert language_ids("zz") == set()
    voices = {"David": "409;9", "Elsa": "410", "Hedda": "407", "Stefanos": "408", "Odd": "zz"}
    assert [sapi_voice(voices, lang) for lang in LANGUAGES] == ["David", "Elsa", "Hedda",
                                                                 "Stefanos"]  # fmt: skip
    assert sapi_voice({"David": "409"}, "el") is None
