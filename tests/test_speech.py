"""The speaker and its backends, with real parts: eSpeak NG, a private speech-dispatcher,
accessible_output2 and pyttsx3's own dummy driver.  Nothing here needs a sound card, and
every test runs with HOME, XDG_* and TMPDIR in its own folder (audio libraries write there)."""

from __future__ import annotations

import json
import os
import shutil
import threading
import time
import wave
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from access_cards.narration import LANGUAGES, Translator
from access_cards.narration.speakable import voiced_symbols
from access_cards.speech import (
    CHANNELS,
    MODES,
    BackendError,
    Speaker,
    Voice,
    espeak,
    private_server,
)
from access_cards.speech.ao2 import Ao2Backend, ao2_spec
from access_cards.speech.detect import linux_reader
from access_cards.speech.dispatcher import _describe, speechd_spec
from access_cards.speech.espeak import _base_argv, espeak_spec
from access_cards.speech.notice import english_notice
from access_cards.speech.private_server import PrivateSpeechDispatcher
from access_cards.speech.pyttsx import Pyttsx3Backend

# speechd's reader thread ends itself with sys.exit() when its connection closes.
pytestmark = pytest.mark.filterwarnings(
    "ignore:Exception in thread SSIP client communication thread"
    ":pytest.PytestUnhandledThreadExceptionWarning"
)
needs_espeak = pytest.mark.skipif(shutil.which("espeak-ng") is None, reason="no espeak-ng")
LONG = " ".join(["East plays the jack of hearts and North follows with the seven of clubs."] * 160)


class Events:
    """An observer that records (time, what, number, text) from a backend's thread."""

    def __init__(self) -> None:
        self.items: list[tuple[float, str, int, str]] = []
        self.cond = threading.Condition()

    def __call__(self, what: str, number: int, text: str) -> None:
        with self.cond:
            self.items.append((time.perf_counter(), what, number, text))
            self.cond.notify_all()

    def wait_for(self, what: str, text: str, timeout: float = 5.0) -> float:
        """The time ``what`` happened to ``text``, waiting for it if need be."""
        with self.cond:
            assert self.cond.wait_for(lambda: self.find(what, text) is not None, timeout)
            found = self.find(what, text)
            assert found is not None
            return found

    def find(self, what: str, text: str) -> float | None:
        return next((t for t, w, _, x in self.items if w == what and x == text), None)

    def texts(self, what: str) -> list[str]:
        return [x for _, w, _, x in self.items if w == what]


@pytest.fixture(autouse=True)
def no_system_speech_dispatcher(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path, speech_env: dict[str, Path]
) -> None:
    """Never start (autospawn) or reach the user's own speech-dispatcher; the test's own HOME."""
    monkeypatch.setenv("SPEECHD_CMD", str(tmp_path / "no-speech-dispatcher"))
    monkeypatch.setenv("SPEECHD_ADDRESS", f"unix_socket:{tmp_path / 'nothing.sock'}")


def start_server(root: Path, audio: str = "libao") -> PrivateSpeechDispatcher:
    """A private server with eSpeak NG, or with the dummy module where sd_espeak-ng is not
    installed (a server that runs and logs is what these tests need); skip if neither starts."""
    reasons = []
    for module in ("espeak-ng", "dummy"):
        srv = PrivateSpeechDispatcher(root / module, audio=audio, module=module)
        try:
            srv.start()
        except RuntimeError as exc:
            reasons.append(f"{module}: {exc}")
            continue
        return srv
    pytest.skip(f"speech-dispatcher cannot start here: {'; '.join(reasons)}")


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[PrivateSpeechDispatcher]:
    """A private speech-dispatcher (libao null audio, LogLevel 5), shared by this module."""
    srv = start_server(tmp_path_factory.mktemp("speechd"))
    yield srv
    srv.stop()


def read_log(path: Path) -> list[dict[str, Any]]:
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines()]


def wav_seconds(path: Path) -> float:
    with wave.open(str(path)) as w:
        frames: int = w.getnframes()
        rate: int = w.getframerate()
        return frames / rate


def notices(lines: list[str]) -> list[str]:
    return [line for line in lines if "is not working" in line]


# -- text and reader modes, the log -------------------------------------------


def test_modes_and_channels_are_the_documented_ones() -> None:
    """The console relies on these exact tuples."""
    assert MODES == ("auto", "reader", "speech", "self-voice", "text")
    assert CHANNELS == ("game", "reply", "menu", "error", "help", "braille")


def test_text_mode_prints_everything_and_logs_every_line(tmp_path: Path) -> None:
    """Text mode prints even printed=False text, logs it as printed, one JSON line a say."""
    lines: list[str] = []
    log = tmp_path / "speech.jsonl"
    speaker = Speaker("text", write=lines.append, log_path=log)
    event = {"type": "play", "seat": 1, "card": {"rank": 11, "suit": "hearts"}}
    speaker.say("East plays the jack of hearts.", event=event)
    speaker.say("You hold 5 cards.", "reply", interrupt=True, printed=False)
    speaker.say("-1300", "error")
    assert speaker.mode == "text"
    assert lines == ["East plays the jack of hearts.", "You hold 5 cards.", "-1300"]
    records = read_log(log)  # before close: every line is already flushed
    assert [r["seq"] for r in records] == [1, 2, 3]
    assert [r["channel"] for r in records] == ["game", "reply", "error"]
    assert [r["text"] for r in records] == lines
    assert records[0]["event"] == event and records[1]["event"] is None
    assert [r["printed"] for r in records] == [True, True, True]  # what reached the screen
    times = [r["time"] for r in records]
    assert times == sorted(times) and all(round(t, 3) == t and 0 <= t < 5 for t in times)
    assert set(records[0]) == {"seq", "time", "channel", "text", "event", "printed"}
    speaker.close()


def test_log_is_flushed_after_each_line(tmp_path: Path) -> None:
    """A reader of the log sees each utterance as soon as say returns; a new speaker appends."""
    log = tmp_path / "speech.jsonl"
    speaker = Speaker("text", write=lambda _: None, log_path=log)
    for n in range(1, 4):
        speaker.say(f"Line {n}.", "menu")
        assert [r["text"] for r in read_log(log)] == [f"Line {k}." for k in range(1, n + 1)]
    speaker.close()
    speaker.say("After close.")  # never raises, and the log is closed
    again = Speaker("text", write=lambda _: None, log_path=log)  # e.g. after a settings change
    again.say("Line 4.")
    assert [r["seq"] for r in read_log(log)] == [1, 2, 3, 4]
    again.close()


def test_bad_mode_and_channel_are_refused() -> None:
    """Programming errors are loud; speech troubles are not."""
    with pytest.raises(ValueError, match="speech mode"):
        Speaker("loud")
    with pytest.raises(ValueError, match="channel"):
        Speaker("text", write=lambda _: None).say("x", "whisper")


@needs_espeak
def test_reader_mode_prints_and_speaks_only_unprinted_text(tmp_path: Path) -> None:
    """The screen reader reads printed lines; keys that print nothing use our voice."""
    lines: list[str] = []
    heard = Events()
    spec = espeak_spec(wav_dir=tmp_path, observer=heard)
    speaker = Speaker("reader", write=lines.append, chain=[spec])
    speaker.say("East plays the jack of hearts.")
    speaker.say("Last message: East plays the jack of hearts.", "reply", printed=False)
    assert speaker.wait_idle(10)
    assert speaker.mode == "reader"
    assert lines == ["East plays the jack of hearts."]
    assert heard.texts("end") == ["Last message: East plays the jack of hearts."]
    assert sorted(p.name for p in tmp_path.glob("*.wav")) == ["0001.wav"]
    speaker.close()


@needs_espeak
@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_voice_speaks_the_players_language(tmp_path: Path, lang: str) -> None:
    """eSpeak NG runs with the language's own voice (``-v de``, ``-v el``), not its default
    English one, and a sentence of that language comes out as audio."""
    assert _base_argv("espeak-ng", Voice(lang=lang))[1:3] == ["-v", lang]
    heard = Events()
    spec = espeak_spec(wav_dir=tmp_path, observer=heard)
    speaker = Speaker("self-voice", write=lambda _: None, lang=lang, chain=[spec])
    text = Translator(lang)("console-help-hint")
    speaker.say(text)
    assert speaker.wait_idle(10)
    assert heard.texts("end") == [text]
    with wave.open(str(tmp_path / "0001.wav")) as wav:
        assert wav.getnframes() > wav.getframerate() // 2  # half a second of speech at least
    speaker.close()


def test_reader_mode_without_a_voice_prints_unprinted_text() -> None:
    """With no speech path left, a repeat key's text is printed rather than lost."""
    lines: list[str] = []
    speaker = Speaker("reader", write=lines.append, chain=[])
    speaker.say("Your turn.", "reply", printed=False)
    assert lines == ["Your turn."]
    assert speaker.mode == "reader" and speaker.wait_idle(1)


# -- self-voice through eSpeak NG ---------------------------------------------


@needs_espeak
def test_espeak_speaks_every_event_in_order(tmp_path: Path) -> None:
    """Ten events queued at once give ten WAVs, in order, each longer than the last."""
    heard = Events()
    speaker = Speaker(
        "self-voice", write=lambda _: None, chain=[espeak_spec(wav_dir=tmp_path, observer=heard)]
    )
    texts = [f"East plays the {'very ' * i}jack of hearts." for i in range(10)]
    start = time.perf_counter()
    for text in texts:
        speaker.say(text, event={"type": "play"})
    assert time.perf_counter() - start < 0.5  # say only queues
    assert speaker.wait_idle(20)
    wavs = sorted(tmp_path.glob("*.wav"))
    assert [p.name for p in wavs] == [f"{n:04d}.wav" for n in range(1, 11)]
    seconds = [wav_seconds(p) for p in wavs]
    assert all(s > 0.5 for s in seconds)
    assert seconds == sorted(seconds) and len(set(seconds)) == 10
    assert heard.texts("start") == texts and heard.texts("end") == texts
    speaker.close()


@needs_espeak
def test_espeak_interrupt_kills_the_voice_and_clears_the_queue(tmp_path: Path) -> None:
    """A reply cuts the sentence being spoken, drops the queue and starts within 100 ms."""
    heard = Events()
    speaker = Speaker(
        "self-voice", write=lambda _: None, chain=[espeak_spec(wav_dir=tmp_path, observer=heard)]
    )
    long_ones = [f"{LONG} Number {n}." for n in range(3)]
    for text in long_ones:
        speaker.say(text)
    heard.wait_for("start", long_ones[0])
    time.sleep(0.05)
    asked = time.perf_counter()
    speaker.say("You hold 5 cards.", "reply", interrupt=True)
    cancelled = heard.wait_for("cancel", long_ones[0])
    started = heard.wait_for("start", "You hold 5 cards.")
    assert speaker.wait_idle(10)
    assert cancelled - asked < 0.1 and started - asked < 0.1
    assert heard.texts("start") == [long_ones[0], "You hold 5 cards."]
    assert heard.texts("end") == ["You hold 5 cards."]
    assert wav_seconds(tmp_path / "0002.wav") > 0.5  # the reply, complete
    assert not (tmp_path / "0003.wav").exists()
    speaker.close()


@needs_espeak
def test_silence_stops_the_voice_and_drops_the_queue(tmp_path: Path) -> None:
    """Escape: nothing queued is spoken afterwards, and the speaker is idle at once."""
    heard = Events()
    speaker = Speaker(
        "self-voice", write=lambda _: None, chain=[espeak_spec(wav_dir=tmp_path, observer=heard)]
    )
    for n in range(3):
        speaker.say(f"{LONG} {n}")
    heard.wait_for("start", f"{LONG} 0")
    speaker.silence()
    assert speaker.wait_idle(2)
    assert heard.texts("start") == [f"{LONG} 0"] and heard.texts("cancel") == [f"{LONG} 0"]
    speaker.close()


@needs_espeak
@pytest.mark.parametrize("limit", [100_000, 3], ids=["argument", "stdin"])
def test_espeak_reads_a_negative_score_as_text(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, limit: int
) -> None:
    """ "-1300" (a King score) is spoken, not taken for an option; long texts go by stdin."""
    monkeypatch.setattr(espeak, "ARG_LIMIT", limit)
    lines: list[str] = []
    speaker = Speaker("self-voice", write=lines.append, chain=[espeak_spec(wav_dir=tmp_path)])
    speaker.say("-1300")
    assert speaker.wait_idle(10)
    assert lines == ["-1300"]  # no fallback notice
    assert wav_seconds(tmp_path / "0001.wav") > 1.0  # "minus one thousand three hundred"
    speaker.close()


# -- speech-dispatcher ----------------------------------------------------------


def test_speechd_queues_events_in_order_and_a_reply_cancels(
    server: PrivateSpeechDispatcher,
) -> None:
    """Events go at priority message (2) and all are spoken in order; a reply cancels first."""
    heard = Events()
    speaker = Speaker(
        "self-voice",
        write=lambda _: None,
        chain=[speechd_spec(address=server.address, observer=heard)],
    )
    assert speaker.mode == "self-voice"
    before = len(server.spoken())
    texts = [f"Event {n}: West plays the {n + 2} of clubs." for n in range(10)]
    for text in texts:
        speaker.say(text)
    assert speaker.wait_idle(10)
    assert server.spoken()[before:] == [(text, 2) for text in texts]
    assert heard.texts("end") == texts

    cancels = server.commands("CANCEL")
    long_ones = [f"{LONG} {n}" for n in range(3)]
    for text in long_ones:
        speaker.say(text)
    heard.wait_for("start", long_ones[0])
    speaker.say("You hold 5 cards.", "reply", interrupt=True)
    assert speaker.wait_idle(10)
    assert server.commands("CANCEL") == cancels + 1
    assert server.spoken()[-1] == ("You hold 5 cards.", 2)
    # Cancelled at the server, or dropped before they were even sent: never finished.
    assert long_ones[0] in heard.texts("cancel")
    assert not set(heard.texts("end")) & set(long_ones)
    assert heard.texts("end")[-1] == "You hold 5 cards."
    speaker.close()


@needs_espeak
def test_speechd_crash_falls_back_to_espeak_without_losing_a_sentence(tmp_path: Path) -> None:
    """A server killed mid-queue: every unfinished sentence is spoken by eSpeak NG instead."""
    srv = start_server(tmp_path / "speechd")
    lines: list[str] = []
    heard = Events()
    chain = [speechd_spec(address=srv.address), espeak_spec(wav_dir=tmp_path, observer=heard)]
    try:
        speaker = Speaker("self-voice", write=lines.append, chain=chain)
        queued = [f"{LONG[:600]} {n}" for n in range(3)]
        for text in queued:
            speaker.say(text)
        srv.kill()
        speaker.say("North wins the trick.")
        queued.append("North wins the trick.")
        assert speaker.wait_idle(20)
    finally:
        srv.stop()
    assert len(notices(lines)) == 1 and speaker.mode == "self-voice"
    notice = notices(lines)[0]
    assert notice == "Speech Dispatcher is not working, so eSpeak NG speaks instead."
    spoken = heard.texts("end")
    # Killed at once, the server finished none of them; the notice comes when the
    # failure is noticed, before or after the last event.
    assert [t for t in spoken if t in queued] == queued
    assert len(spoken) == len(queued) + 1 and notice in spoken
    speaker.close()


@needs_espeak
def test_a_mute_speech_dispatcher_is_noticed_and_left(tmp_path: Path) -> None:
    """A server whose audio is broken (BEGIN, never END) gives way to eSpeak NG."""
    srv = start_server(tmp_path / "speechd", audio="pulse")  # no sound server here
    lines: list[str] = []
    heard = Events()
    chain = [
        speechd_spec(address=srv.address, silent_after=0.5),
        espeak_spec(wav_dir=tmp_path, observer=heard),
    ]
    log = tmp_path / "speech.jsonl"
    try:
        speaker = Speaker("self-voice", write=lines.append, log_path=log, chain=chain)
        speaker.say("One.")
        speaker.say("Two.")
        assert speaker.wait_idle(10)
    finally:
        srv.kill()  # a mute server can hang on SIGTERM
        srv.stop()
    assert notices(lines) == ["Speech Dispatcher is not working, so eSpeak NG speaks instead."]
    fallback = next(r["event"] for r in read_log(log) if r["channel"] == "error")
    assert fallback["reason"] == "a sentence did not finish within 2 s"
    assert heard.texts("end")[:2] == ["One.", "Two."]
    speaker.close()


# -- fallbacks -------------------------------------------------------------------


@needs_espeak
def test_no_speech_dispatcher_falls_back_to_espeak_once(tmp_path: Path) -> None:
    """An address that answers nothing: one notice, then eSpeak NG speaks."""
    lines: list[str] = []
    log = tmp_path / "speech.jsonl"
    chain = [
        speechd_spec(address=f"unix_socket:{tmp_path / 'none.sock'}"),
        espeak_spec(wav_dir=tmp_path),
    ]
    speaker = Speaker("self-voice", write=lines.append, log_path=log, chain=chain)
    speaker.say("Your turn.")
    assert speaker.wait_idle(10)
    assert speaker.mode == "self-voice"
    assert len(notices(lines)) == 1
    assert lines[0] == "Speech Dispatcher is not working, so eSpeak NG speaks instead."
    first = read_log(log)[0]
    assert first["channel"] == "error"
    assert first["event"]["type"] == "speech-fallback"
    assert (first["event"]["wanted"], first["event"]["using"]) == ("speech-dispatcher", "eSpeak NG")
    # The technical reason is kept in the log, on one line, with the library's real error.
    reason = first["event"]["reason"]
    assert "No such file or directory" in reason and "bound method" not in reason
    assert "\n" not in reason and "None" not in reason
    assert len(list(tmp_path.glob("*.wav"))) == 2  # the notice and "Your turn."
    speaker.close()


def test_no_voice_at_all_falls_back_to_text_once(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Neither speech-dispatcher nor espeak-ng: one notice naming both, then text only."""
    monkeypatch.setenv("PATH", str(tmp_path))  # no espeak-ng here
    lines: list[str] = []
    log = tmp_path / "speech.jsonl"
    chain = [speechd_spec(address=f"unix_socket:{tmp_path / 'none.sock'}"), espeak_spec()]
    speaker = Speaker("self-voice", write=lines.append, log_path=log, chain=chain)
    speaker.say("Your turn.")
    speaker.say("You hold 5 cards.", "reply", interrupt=True, printed=False)
    assert speaker.mode == "text" and speaker.wait_idle(1)
    assert len(notices(lines)) == 1
    assert lines[0] == "Speech Dispatcher is not working, so from now on there is text only."
    assert "eSpeak NG: espeak-ng not found" in read_log(log)[0]["event"]["reason"]
    assert lines[1:] == ["Your turn.", "You hold 5 cards."]
    speaker.close()


@needs_espeak
def test_a_voice_that_breaks_later_is_reported_once_more(tmp_path: Path) -> None:
    """One notice per fallback: speech-dispatcher → eSpeak NG at start, eSpeak NG → text later."""
    lines: list[str] = []
    wavs = tmp_path / "wav"
    wavs.mkdir()
    chain = [
        speechd_spec(address=f"unix_socket:{tmp_path / 'none.sock'}"),
        espeak_spec(wav_dir=wavs),
    ]
    speaker = Speaker("self-voice", write=lines.append, chain=chain)
    speaker.say("One.")
    assert speaker.wait_idle(10)
    shutil.rmtree(wavs)  # espeak-ng can no longer write its audio: a real failure
    speaker.say("Two.")
    assert speaker.wait_idle(10)
    speaker.say("Three.")
    assert speaker.mode == "text"
    assert len(notices(lines)) == 2
    assert lines[-2] == "eSpeak NG is not working, so from now on there is text only."
    assert lines[-1] == "Three."
    speaker.close()


def test_notice_text_comes_from_the_callback() -> None:
    """The console's translator words the notice; the default is plain English."""
    seen: list[tuple[str, dict[str, str]]] = []

    def translate(msg_id: str, values: Any) -> str:
        seen.append((msg_id, dict(values)))
        return f"[{msg_id}]"

    lines: list[str] = []
    Speaker(
        "self-voice", write=lines.append, notice=translate, chain=[espeak_spec(executable="nope")]
    )
    assert lines == ["[speech-fallback]"]
    assert seen == [
        ("speech-fallback", {"wanted": "eSpeak NG", "using": "text", "reason": "nope not found"})
    ]


BACKENDS = ("speech-dispatcher", "eSpeak NG", "accessible_output2", "pyttsx3")


@pytest.mark.parametrize("lang", ["en", "it"])
def test_every_notice_is_one_clean_sentence(lang: str) -> None:
    """speech.ftl words every fallback as one sentence with no symbol a screen reader would
    say: the voices by their spoken names, the technical reason left to the speech log."""
    t = Translator(lang)
    reason = "Can't open socket (unix_socket): [Errno 2] No such file; <bound method …>"
    for wanted in BACKENDS:
        for using in (*BACKENDS, "text"):
            if using == wanted:
                continue
            values = {"wanted": wanted, "using": using, "reason": reason}
            text = t("speech-fallback", **values)
            assert not voiced_symbols(text) and text.count(".") == 1, text
            assert text[0].isupper() or text.startswith("eSpeak"), text
            assert "speech-dispatcher" not in text and "_" not in text
            if lang == "en":
                assert text == english_notice("speech-fallback", values)
    assert (
        t("speech-fallback", wanted="speech-dispatcher", using="eSpeak NG", reason="x")
        == {
            "en": "Speech Dispatcher is not working, so eSpeak NG speaks instead.",
            "it": "Speech Dispatcher non funziona, quindi al suo posto parla eSpeak NG.",
        }[lang]
    )


def test_a_speechd_error_is_described_on_one_line() -> None:
    """python3-speechd 0.11 keeps the cause behind methods and spreads str() over lines."""
    speechd = pytest.importorskip("speechd")
    with pytest.raises(speechd.SSIPCommunicationError) as caught:
        speechd.SSIPClient("test", address="unix_socket:/nonexistent/speechd.sock", autospawn=False)
    text = _describe(caught.value)
    assert text == "Can't open socket using method unix_socket; [Errno 2] No such file or directory"


def test_a_server_that_cannot_start_says_why(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A test skipped for want of a server gives the server's own errors, not a log's tail."""
    if shutil.which("speech-dispatcher") is None:
        pytest.skip("speech-dispatcher is not installed")
    with pytest.raises(RuntimeError, match="output module sd_nosuch is not installed"):
        PrivateSpeechDispatcher(tmp_path / "a", module="nosuch").start()
    monkeypatch.setattr(private_server, "MODULE_DIRS", ())  # a layout it cannot check first
    with pytest.raises(RuntimeError) as caught:
        PrivateSpeechDispatcher(tmp_path / "b", module="nosuch").start()
    assert "No speech output modules were loaded" in str(caught.value), caught.value
    assert "sd_nosuch" in str(caught.value) and "[" not in str(caught.value).split(":")[0]


# -- accessible_output2, pyttsx3, detection --------------------------------------


def test_ao2_prints_nothing_when_it_finds_no_output(capfd: pytest.CaptureFixture[str]) -> None:
    """On Linux ao2 prints "Cannot find espeak.core…"; we swallow it and report why."""
    with pytest.raises(BackendError, match="no screen reader or speech output"):
        Ao2Backend(Voice(), lambda backend, reason: None)
    out, err = capfd.readouterr()
    assert out == "" and err == ""


def test_ao2_speech_mode_prints_only_the_sentences(
    server: PrivateSpeechDispatcher,
    monkeypatch: pytest.MonkeyPatch,
    capfd: pytest.CaptureFixture[str],
) -> None:
    """Speech mode through ao2 (on Linux: speech-dispatcher) prints nothing of its own."""
    monkeypatch.setenv("SPEECHD_ADDRESS", server.address)
    speaker = Speaker("speech", chain=[ao2_spec()])
    speaker.say("West plays the queen of spades.")
    assert speaker.wait_idle(5) and speaker.mode == "speech"
    deadline = time.monotonic() + 5
    while "West plays the queen of spades." not in [text for text, _ in server.spoken()]:
        assert time.monotonic() < deadline, server.spoken()[-3:]
        time.sleep(0.02)
    speaker.close()
    out, err = capfd.readouterr()
    assert out == "West plays the queen of spades.\n" and err == ""


def test_pyttsx3_engine_thread_speaks_in_order_and_interrupts() -> None:
    """The one-thread pyttsx3 loop, driven through pyttsx3's own dummy driver."""
    heard = Events()
    backend = Pyttsx3Backend(Voice(rate=25), lambda b, r: None, driver="dummy", observer=heard)
    texts = [f"Sentence {n}." for n in range(5)]
    for text in texts:
        backend.speak(text)
    assert backend.wait_idle(5)
    assert heard.texts("start") == texts and heard.texts("end") == texts
    backend.speak("Reply.", interrupt=True)
    assert backend.wait_idle(5) and heard.texts("end")[-1] == "Reply."
    backend.close()


def fake_proc(root: Path, processes: dict[str, tuple[str, bytes]]) -> Path:
    """A /proc of our own: pid -> (comm, cmdline), every file ours, as our processes are."""
    for pid, (comm, cmdline) in processes.items():
        (root / pid).mkdir(parents=True)
        (root / pid / "comm").write_text(comm + "\n")
        (root / pid / "cmdline").write_bytes(cmdline)
    return root


def test_linux_reader_detection(tmp_path: Path) -> None:
    """Orca, or Fenrir run by Python, counts as a process of this user; another user's does
    not.  Read from a /proc of the test's own: a screen reader running on this machine (Orca
    beside the tests) changes nothing here."""
    bash, orca = ("bash", b"bash\0"), ("orca", b"/usr/bin/python3\0/usr/bin/orca\0")
    fenrir = ("python3", b"/usr/bin/python3\0/opt/fenrir/fenrir\0-f\0")
    assert linux_reader(fake_proc(tmp_path / "a", {"17": bash})) is None
    assert linux_reader(fake_proc(tmp_path / "b", {"17": bash, "42": orca})) == "orca"
    assert linux_reader(fake_proc(tmp_path / "c", {"17": bash, "50": fenrir})) == "fenrir"
    assert linux_reader(tmp_path / "no-proc") is None
    if os.geteuid() == 0:  # only root can make a file another user's
        other = fake_proc(tmp_path / "d", {"42": orca})
        os.chown(other / "42", 4242, 4242)
        assert linux_reader(other) is None
    # Whatever runs on this machine, the real /proc gives a known name or none.
    assert linux_reader() in (None, "orca", "fenrir")


@needs_espeak
def test_auto_without_a_screen_reader_uses_its_own_voice_or_text(tmp_path: Path) -> None:
    """No reader running: a working voice gives self-voice, none gives text, silently."""
    lines: list[str] = []
    voiced = Speaker("auto", write=lines.append, chain=[espeak_spec(wav_dir=tmp_path)],
                     detect_reader=lambda: None)  # fmt: skip
    mute = Speaker("auto", write=lines.append, chain=[espeak_spec(executable="nope")],
                   detect_reader=lambda: None)  # fmt: skip
    assert (voiced.mode, mute.mode) == ("self-voice", "text")
    assert lines == []
    voiced.close()


@needs_espeak
def test_auto_with_a_screen_reader_prints_for_it(tmp_path: Path) -> None:
    """Orca running: reader mode, printed lines are left to it, our voice says the rest."""
    lines: list[str] = []
    speaker = Speaker("auto", write=lines.append, chain=[espeak_spec(wav_dir=tmp_path)],
                      detect_reader=lambda: "orca")  # fmt: skip
    speaker.say("Your turn.")
    speaker.say("You hold 5 cards.", "reply", printed=False)
    assert speaker.wait_idle(10) and speaker.mode == "reader"
    assert lines == ["Your turn."] and len(list(tmp_path.glob("*.wav"))) == 1
    speaker.close()
