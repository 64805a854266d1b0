"""Braille on the table: the b key, its braille line, and the braille display it goes to.

The display is a real BRLTTY (tests/brltty.py: its Virtual driver stands in for the
hardware, BrlAPI runs on a private port).  Every test sets ``$BRLAPI_HOST``, so a BRLTTY
of the machine's own is never reached and never changes what a test sees.
"""

from __future__ import annotations

import importlib.util
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from access_cards.braille import louis
from access_cards.braille.cells import is_braille
from access_cards.braille.display import (
    NO_ACCESS,
    NO_DISPLAY,
    NO_MODULE,
    NO_SERVER,
    BrlapiDisplay,
    open_display,
)
from access_cards.console.settings import Settings
from access_cards.narration import LANGUAGES, Translator
from access_cards.narration.speakable import voiced_symbols
from access_cards.speech import CHANNELS, Speaker
from tests import brltty
from tests.brltty import NOWHERE, PrivateBrltty
from tests.test_console import FIXED, FIXED_DECK, TOP_ONLY, Console, make_console, read_log
from tests.test_console_cli import last_item, pick, run_menu

needs_louis = pytest.mark.skipif(not louis.available(), reason="liblouis is not installed")
needs_brltty = pytest.mark.skipif(
    not brltty.available(), reason="brltty and python3-brlapi are needed for a display"
)
WIDTH = 40
NO_DISPLAY_SAID = {"en": "No braille display is connected.",
                   "it": "Non c'è nessun display braille collegato."}  # fmt: skip
SHOWN_SAID = "The braille line is on your display."


@pytest.fixture(autouse=True)
def no_brltty_of_the_machine(monkeypatch: pytest.MonkeyPatch) -> None:
    """BrlAPI finds no server unless a test starts its own."""
    monkeypatch.setenv("BRLAPI_HOST", NOWHERE)


@pytest.fixture
def display(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[PrivateBrltty]:
    """A BRLTTY with a 40-cell virtual display, reached through ``$BRLAPI_HOST``."""
    server = PrivateBrltty(tmp_path / "brltty", width=WIDTH)
    try:
        server.start()
    except RuntimeError as exc:
        pytest.skip(f"brltty cannot run here: {exc}")
    monkeypatch.setenv("BRLAPI_HOST", server.host)
    yield server
    server.stop()


def console(tmp_path: Path, lang: str = "en") -> Console:
    """The fixed first deal, with the display the console opens (BrlAPI, asked at each b)."""
    c = make_console(tmp_path, deck=FIXED_DECK, options=FIXED, lang=lang)
    c.session.speaker.display = BrlapiDisplay()
    return c


def braille_key(c: Console) -> str:
    return "b" if "b" in c.session.hotkeys() else "braille"  # Italian keeps b for "bussa"


def line_of(c: Console) -> tuple[str, str]:
    """The b key's line in words and in cells, for the current view."""
    words = c.session.narrator.braille_text(c.view())
    return words, louis.translate(words, c.session.t.lang)


def on_display(cells: str) -> str:
    """How a display shows ``cells``: blank cells for spaces, cut to its width."""
    return cells.replace(" ", "\u2800")[:WIDTH]


def has_cells(texts: list[str]) -> bool:
    return any(is_braille(ch) for text in texts for ch in text)


# -- the b key ------------------------------------------------------------------------------


@needs_louis
@pytest.mark.parametrize("lang", ["en", "it"])
def test_without_a_display_b_says_so_and_prints_no_cells(tmp_path: Path, lang: str) -> None:
    """No BRLTTY answers: one short sentence, no cells printed, spoken or logged."""
    c = console(tmp_path, lang)
    records = c.send(braille_key(c))
    assert [(r["channel"], r["text"]) for r in records] == [("reply", NO_DISPLAY_SAID[lang])]
    assert not voiced_symbols(NO_DISPLAY_SAID[lang])
    assert not has_cells(c.printed) and not has_cells([t for t, _ in c.recorder.spoken])


@needs_louis
@pytest.mark.parametrize("lang", ["en", "it"])
def test_with_the_setting_the_cells_are_printed_on_the_braille_channel(
    tmp_path: Path, lang: str
) -> None:
    """Asked for in the settings: the line in words, then the cells, printed and never voiced."""
    assert Settings(braille_cells=True).save() is None
    c = console(tmp_path, lang)
    words, cells = line_of(c)
    assert ("totale 12" if lang == "it" else "total 12") in words  # the fixed hand 3 3 2 2 1 1
    records = c.send(braille_key(c))
    assert [(r["channel"], r["text"], r["printed"]) for r in records] == [
        ("reply", words, True),
        ("braille", cells, True),
    ]
    assert all(is_braille(ch) or ch == " " for ch in cells) and len(cells) > 20
    assert cells in c.printed
    spoken = [text for text, _ in c.recorder.spoken]
    assert words in spoken and not has_cells(spoken)


@needs_louis
@needs_brltty
def test_b_puts_the_line_on_the_display_until_the_next_sentence(
    tmp_path: Path, display: PrivateBrltty
) -> None:
    """A short sentence, the cells on BRLTTY's display (logged on the braille channel, neither
    printed nor spoken), held there until the next sentence gives the display back."""
    c = console(tmp_path)
    _, cells = line_of(c)
    records = c.send("b")
    assert [(r["channel"], r["text"], r["printed"]) for r in records] == [
        ("reply", SHOWN_SAID, True),
        ("braille", cells, False),
    ]
    assert display.wait_for(on_display(cells)), display.shown()
    assert not has_cells(c.printed) and not has_cells([t for t, _ in c.recorder.spoken])
    display.refresh()  # held: BRLTTY does not draw over it
    assert not display.wait_for_other(on_display(cells), timeout=1.0)
    c.send("h")
    display.refresh()  # given back: BRLTTY draws its own screen again
    assert display.wait_for_other(on_display(cells)), display.shown()


@needs_louis
@needs_brltty
def test_the_display_comes_before_the_setting(tmp_path: Path, display: PrivateBrltty) -> None:
    """With a display connected, cells are never printed, whatever the setting says."""
    assert Settings(braille_cells=True).save() is None
    c = console(tmp_path)
    _, cells = line_of(c)
    assert [r["text"] for r in c.send("b")] == [SHOWN_SAID, cells]
    assert display.wait_for(on_display(cells)) and cells not in c.printed


@needs_louis
def test_braille_line_in_top_card_only_shows_no_pile(tmp_path: Path) -> None:
    """With two or more cards on the table, the braille line names only the top one."""
    assert Settings(braille_cells=True).save() is None
    c = make_console(tmp_path, deck=FIXED_DECK, options={**FIXED, **TOP_ONLY})
    while c.view()["pile_size"] < 2:
        c.send(next(a for a in c.view()["legal_actions"] if a.startswith("play")))
    view = c.view()
    assert "pile" not in view
    words = c.send("b")[0]["text"]
    assert words.endswith(f"table top {view['top_card']}, total {view['table_total']}")


def test_without_liblouis_b_is_a_spoken_error(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """No liblouis: one error saying so, nothing else printed or changed."""
    c = make_console(tmp_path, deck=FIXED_DECK, options=FIXED)

    def missing(text: str, lang: str) -> str:
        raise louis.BrailleUnavailable("liblouis is not installed")

    monkeypatch.setattr(louis, "translate", missing)
    before = c.state.to_json()
    records = c.send("b")
    assert [(r["channel"], r["text"]) for r in records] == [
        ("error", "Braille needs liblouis, which is not installed or not working here.")
    ]
    assert c.state.to_json() == before


# -- the display ----------------------------------------------------------------------------


@needs_brltty
def test_brlapi_writes_dots_padded_and_cut_to_the_display(tmp_path: Path) -> None:
    """Dot n is bit n minus 1, a space a blank cell, the line cut or padded to 12 cells."""
    with PrivateBrltty(tmp_path, width=12) as server:
        shown = BrlapiDisplay(lambda: _connection(server.host))
        assert shown.ready() and shown.width == 12
        assert shown.show("⠓⠁ ⠼⠉")
        assert server.wait_for("⠓⠁⠀⠼⠉" + "⠀" * 7), server.shown()
        assert shown.show("⠿" * 20)
        assert server.wait_for("⠿" * 12), server.shown()
        shown.close()
        server.refresh()
        assert server.wait_for_other("⠿" * 12), server.shown()


@needs_brltty
def test_brltty_without_a_display_is_no_display(tmp_path: Path) -> None:
    """BRLTTY runs, no display is connected to it: nothing is shown, and --brlapi says why."""
    with PrivateBrltty(tmp_path, display=False) as server:
        shown = BrlapiDisplay(lambda: _connection(server.host))
        assert not shown.ready() and not shown.show("⠓⠁")
        with pytest.MonkeyPatch.context() as env:
            env.setenv("BRLAPI_HOST", server.host)
            assert open_display(brlapi=True)[1] == NO_DISPLAY


@pytest.mark.skipif(sys.platform == "win32", reason="Windows uses the screen reader's braille")
def test_open_display_says_why_only_when_asked(monkeypatch: pytest.MonkeyPatch) -> None:
    """Without --brlapi the display is looked for at each b, silently; with it, at once."""
    display, reason = open_display()
    assert isinstance(display, BrlapiDisplay) and reason is None and not display.ready()
    installed = importlib.util.find_spec("brlapi") is not None
    assert open_display(brlapi=True)[1] == (NO_SERVER if installed else NO_MODULE)
    monkeypatch.setitem(sys.modules, "brlapi", None)  # as if python3-brlapi were not installed
    assert open_display(brlapi=True)[1] == NO_MODULE


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_reason_is_one_clean_sentence_of_its_own(lang: str) -> None:
    """The notice of --brlapi names the cause in words a screen reader says without symbols."""
    t = Translator(lang)
    said = {r: t("console-brlapi-missing", reason=r)
            for r in (NO_MODULE, NO_SERVER, NO_ACCESS, NO_DISPLAY)}  # fmt: skip
    assert len(set(said.values())) == 4
    for text in [*said.values(), t("braille-shown"), t("braille-no-display"),
                 t("console-braille-missing")]:  # fmt: skip
        assert text and not voiced_symbols(text), text


# -- the speaker ----------------------------------------------------------------------------


@needs_brltty
def test_the_speaker_gives_the_display_back_on_escape_and_at_the_end(
    tmp_path: Path, display: PrivateBrltty
) -> None:
    """Escape (silence) and close release the display as a new sentence does."""
    speaker = Speaker("text", write=lambda _line: None, log_path=tmp_path / "log.jsonl")
    speaker.display = BrlapiDisplay()
    for release in (speaker.silence, speaker.close):
        assert speaker.braille_ready() and speaker.show_braille("⠓⠁")
        assert display.wait_for("⠓⠁")
        release()
        display.refresh()
        assert display.wait_for_other("⠓⠁"), release
    assert [r["channel"] for r in read_log(tmp_path / "log.jsonl")] == ["braille", "braille"]


def test_the_braille_channel_is_printed_and_never_voiced(tmp_path: Path) -> None:
    """A line on the braille channel is printed and logged; no voice ever gets it."""
    from access_cards.speech.backend import BackendSpec
    from tests.test_console import Recorder

    recorder, printed = Recorder(), list[str]()
    speaker = Speaker("speech", write=printed.append, log_path=tmp_path / "log.jsonl",
                      chain=[BackendSpec("recorder", lambda voice, failed: recorder)])  # fmt: skip
    speaker.say("⠓⠁ ⠼⠉", "braille")
    speaker.say("Hand.", "reply")
    assert "braille" in CHANNELS and printed == ["⠓⠁ ⠼⠉", "Hand."]
    assert recorder.spoken == [("Hand.", False)]
    assert not speaker.show_braille("⠓⠁")  # no display: nothing shown, nothing logged
    assert [r["channel"] for r in read_log(tmp_path / "log.jsonl")] == ["braille", "reply"]


# -- the setting ----------------------------------------------------------------------------


def test_the_setting_is_kept_per_user_and_only_as_true_or_false() -> None:
    """Off by default; saved and read back; a hand-edited "yes" or 1 is ignored."""
    from access_cards.console.settings import SETTINGS_FILE, config_dir

    assert Settings.load().braille_cells is False
    assert Settings(braille_cells=True).save() is None
    assert Settings.load().braille_cells is True
    for value in ('"yes"', "1"):
        (config_dir() / SETTINGS_FILE).write_text(f'{{"braille_cells": {value}}}')
        assert Settings.load().braille_cells is False


def test_the_settings_menu_turns_the_cells_on_and_off(tmp_path: Path) -> None:
    """A menu item of its own, said with its value, changes the saved setting."""
    label = "Braille line on the screen"
    code, heard, _ = run_menu(tmp_path, [pick("Settings"), pick(label), last_item])
    assert code == 0 and Settings.load().braille_cells is True
    assert any(line.endswith(f"{label}, off.") for line in heard)
    assert any(line.endswith(f"{label}, on.") for line in heard)
    run_menu(tmp_path, [pick("Settings"), pick(label), last_item])
    assert Settings.load().braille_cells is False


def _connection(host: str) -> object:
    """A BrlAPI connection to ``host`` (the console's own uses ``$BRLAPI_HOST``)."""
    import brlapi  # type: ignore[import-not-found]

    return brlapi.Connection(host.encode(), b"none")
