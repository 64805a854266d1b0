"""The main menu's "Braille labels": hear a deck's key card, show its labels in braille,
or save them for an embosser or a printer (the documents of ``access-cards labels``)."""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import TYPE_CHECKING

from access_cards.braille.label import LABEL_LANGUAGES
from access_cards.console.settings import labels_dir
from access_cards.engine.cards import DECKS
from access_cards.files import FileError
from access_cards.narration.speakable import spoken_name, spoken_reason

if TYPE_CHECKING:
    from access_cards.console.menu import Menu

__all__ = ["labels_menu"]

CHOICES = ("key", "show", "brf", "svg", "pdf", "stl")
# Cells, and the comma that sets them off from their dot numbers ("⠅, dots 1 3, means
# king."): the words alone are spoken.
CELLS = re.compile(r"[\u2800-\u28ff]+,?")
# Cells followed by their dot numbers in brackets, as the label languages that are not
# spoken yet still write them (German, Greek): the dot numbers alone are kept.
CELLS_WITH_DOTS = re.compile(r"[\u2800-\u28ff]+\s*\(([^()]*)\)")


def labels_menu(menu: Menu) -> None:
    """Deck, language, then what to do with its labels."""
    t = menu.t
    deck = menu.choose(t("labels-menu-deck"), [t(f"deck-{name}") for name in DECKS])
    if deck is None:
        return
    lang = menu.choose(t("labels-menu-lang"), [t(f"language-{x}") for x in LABEL_LANGUAGES])
    if lang is None:
        return
    what = menu.choose(t("labels-menu-what"), [t(f"labels-what-{c}") for c in CHOICES])
    if what is None:
        return
    deck_name, lang_code = list(DECKS)[deck], LABEL_LANGUAGES[lang]
    if CHOICES[what] == "key":
        _key(menu, deck_name, lang_code)
    elif CHOICES[what] == "show":
        _show(menu, deck_name, lang_code)
    else:
        _save(menu, deck_name, lang_code, CHOICES[what])


def _key(menu: Menu, deck: str, lang: str) -> None:
    """Said in words: the braille cells themselves would be read as symbol names."""
    from access_cards.braille.schemes import key_card

    for line in key_card(deck, lang):
        menu.say(spoken_key_line(line), "help")


def spoken_key_line(line: str) -> str:
    """A key-card line without its cells: "⠅, dots 1 3, means king." → "Dots 1 3, means
    king."; "⠅ (dots 1 3) means king." → "Dots 1 3 means king."."""
    text = " ".join(CELLS_WITH_DOTS.sub(r"\1", line).split())
    text = " ".join(CELLS.sub(" ", text).split())
    return text[:1].upper() + text[1:]


def _show(menu: Menu, deck: str, lang: str) -> None:
    """The labels as Unicode braille lines, for a braille display: printed, not voiced."""
    from access_cards.braille.command import Request, documents

    text = documents(Request(deck, lang, "unicode", key=False), _notice(menu))[0]
    assert isinstance(text, str)
    for line in text.replace("\f", "\n").splitlines():
        if line.strip():
            menu.speaker.say(line, "braille", spoken=False)
    menu.say(menu.t("labels-shown", count=len(DECKS[deck].cards)))


def _save(menu: Menu, deck: str, lang: str, fmt: str) -> None:
    from access_cards.braille.command import SUFFIXES, Request, documents, save

    try:
        parts = documents(Request(deck, lang, fmt), _notice(menu))
        # The labels folder is the program's own: made when missing.
        paths = save(parts, labels_dir() / f"{deck}-{lang}{SUFFIXES[fmt]}", make_folders=True)
    except FileError as exc:  # the same sentence as ``access-cards labels -o``
        menu.say(exc.sentence(menu.t), "error")
        return
    except OSError as exc:  # reading what the documents are made from
        reason = spoken_reason(exc)
        menu.say(menu.t("labels-save-failed", reason=reason), "error")
        return
    # The names, not the whole paths: "slash home slash …" says nothing a player can use.
    folder = spoken_name(paths[0].parent)
    if len(paths) == 1:
        menu.say(menu.t("labels-saved", path=spoken_name(paths[0]), folder=folder))
    else:
        menu.say(menu.t("labels-saved-many", count=len(paths), folder=folder))


def _notice(menu: Menu) -> Callable[..., None]:
    def say(msg_id: str, **values: object) -> None:
        menu.say(menu.t(msg_id, **values), "error")

    return say
