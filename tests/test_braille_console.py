"""Braille on the table: the b key, the braille line of a known hand, direct displays."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from access_cards.braille import louis
from access_cards.braille.cells import is_braille
from access_cards.braille.display import BrlapiDisplay
from tests.test_console import FIXED, FIXED_DECK, TOP_ONLY, make_console

needs_louis = pytest.mark.skipif(not louis.available(), reason="liblouis is not installed")


@needs_louis
@pytest.mark.parametrize("lang", ["en", "it"])
def test_b_says_hand_and_table_then_prints_them_in_braille(tmp_path: Path, lang: str) -> None:
    """The fixed hand 3 3 2 2 1 1: the words are said, the cells are printed and never voiced."""
    c = make_console(tmp_path, deck=FIXED_DECK, options=FIXED, lang=lang)
    shown: list[str] = []
    c.session.speaker.display = type("Display", (), {"show": lambda self, x: shown.append(x)})()
    key = "b" if "b" in c.session.hotkeys() else "braille"  # Italian keeps b for "bussa"
    records = c.send(key)
    words = {"en": "hand 3 3 2 2 1 1 total 12; table empty",
             "it": "mano 3 3 2 2 1 1 totale 12; tavolo vuoto"}[lang]  # fmt: skip
    assert [r["text"] for r in records] == [words, louis.translate(words, lang)]
    cells = records[1]["text"]
    assert all(is_braille(ch) or ch == " " for ch in cells) and len(cells) > 20
    assert shown == [cells]  # the direct display gets the cells too
    spoken = [text for text, _ in c.recorder.spoken]
    assert words in spoken and cells not in spoken


@needs_louis
def test_braille_line_in_top_card_only_shows_no_pile(tmp_path: Path) -> None:
    """With two or more cards on the table, the braille line names only the top one."""
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
    """No liblouis: one error naming why, nothing else printed or changed."""
    c = make_console(tmp_path, deck=FIXED_DECK, options=FIXED)

    def missing(text: str, lang: str) -> str:
        raise louis.BrailleUnavailable("liblouis is not installed")

    monkeypatch.setattr(louis, "translate", missing)
    before = c.state.to_json()
    records = c.send("b")
    assert [(r["channel"], r["text"]) for r in records] == [
        ("error", "Braille needs liblouis, which is not working here: liblouis is not installed.")
    ]
    assert c.state.to_json() == before


class FakeBrlapi:
    """BrlAPI's Connection as far as the display uses it (no BRLTTY server runs here)."""

    displaySize = (12, 1)

    def __init__(self) -> None:
        self.calls: list[tuple[str, Any]] = []

    def enterTtyModeWithPath(self) -> None:
        self.calls.append(("enter", None))

    def writeDots(self, dots: bytes) -> None:
        self.calls.append(("dots", dots))

    def leaveTtyMode(self) -> None:
        self.calls.append(("leave", None))

    def closeConnection(self) -> None:
        self.calls.append(("close", None))


def test_brlapi_display_writes_dots_padded_to_its_width() -> None:
    """Cells go as dot bytes (dot n = bit n-1), spaces as blank cells, cut or padded to 12."""
    conn = FakeBrlapi()
    display = BrlapiDisplay(conn)
    display.show("⠓⠁ ⠼⠉")
    display.show("⠿" * 20)
    display.close()
    assert conn.calls[0] == ("enter", None)
    assert conn.calls[1] == ("dots", bytes([0x13, 0x01, 0, 0x3C, 0x09]) + b"\0" * 7)
    assert conn.calls[2] == ("dots", b"\x3f" * 12)
    assert conn.calls[3:] == [("leave", None), ("close", None)]
