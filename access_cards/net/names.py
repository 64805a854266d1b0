"""Players' names at a network table: what a name may hold, and when two are the same.

A name is spoken to everyone at the table, before every move its player makes, so it must
not be a weapon: "The table is closed. Eve" would be heard as the program's own sentence,
and "Аnn" with a Cyrillic А sits beside Ann unheard.  So a name holds letters (of one
script), digits, single spaces, and the joining marks ``'`` and ``-`` between them; no
sentence punctuation, no symbols, no controls.  Two names are the same when their
*skeletons* are: case, accents, spaces and joining marks folded away, and letters that look
alike (Cyrillic and Greek capitals beside Latin ones, 0 and O, 1 and l) made one.
"""

from __future__ import annotations

import unicodedata

__all__ = ["MAX_NAME", "check_name", "same_name", "skeleton"]

MAX_NAME = 32  # characters: it is spoken before every move its player makes

JOINERS = "'-"
# Marks that mean a joiner, typed by keyboards and phones: made the plain one.
JOINER_FORMS = {
    "\u2019": "'", "\u2018": "'", "\u02bc": "'", "\u00b4": "'", "`": "'",
    "\u2010": "-", "\u2011": "-", "\u2012": "-", "\u2013": "-",
}  # fmt: skip
# Scripts that one name may mix: Japanese writes kanji with both kana.
SCRIPT_FAMILY = {"HIRAGANA": "CJK", "KATAKANA": "CJK", "IDEOGRAPHIC": "CJK", "HALFWIDTH": "CJK"}
# Letters of other scripts that look like Latin ones (capitals and small letters, since a
# capital and its small letter may look like different Latin letters: Greek Ν/ν as N/v).
LOOK_ALIKES = str.maketrans({
    # Cyrillic
    "А": "A", "В": "B", "Е": "E", "Ё": "E", "З": "3", "К": "K", "М": "M", "Н": "H",
    "О": "O", "Р": "P", "С": "C", "Т": "T", "У": "Y", "Х": "X", "Ѕ": "S", "І": "I",
    "Ј": "J", "Ү": "Y", "Ԛ": "Q", "Ԝ": "W", "Ӏ": "l",
    "а": "a", "е": "e", "ё": "e", "о": "o", "р": "p", "с": "c", "у": "y", "х": "x",
    "ѕ": "s", "і": "i", "ј": "j", "һ": "h", "ԁ": "d", "ԛ": "q", "ԝ": "w", "ӏ": "l",
    "ь": "b", "п": "n", "г": "r", "к": "k", "м": "m", "т": "t", "в": "b", "н": "h",
    # Greek
    "Α": "A", "Β": "B", "Ε": "E", "Ζ": "Z", "Η": "H", "Ι": "I", "Κ": "K", "Μ": "M",
    "Ν": "N", "Ο": "O", "Ρ": "P", "Τ": "T", "Υ": "Y", "Χ": "X", "Ϲ": "C",
    "α": "a", "ο": "o", "ρ": "p", "ν": "v", "ι": "i", "κ": "k", "τ": "t", "υ": "u",
    "χ": "x", "ε": "e", "ϲ": "c", "ς": "c", "γ": "y", "η": "n", "μ": "u",
    # Latin letters and digits easily taken for one another
    "0": "o", "1": "l", "ı": "i", "ſ": "s",
})  # fmt: skip


def check_name(text: str) -> str | None:
    """``text`` as a name (spaces trimmed and single, joiners in their plain form), or
    None if it may not be one."""
    name = _tidy(text)
    if not 0 < len(name) <= MAX_NAME or not _allowed(name):
        return None
    return name


def _tidy(text: str) -> str:
    # NFKC: full-width and styled letters (𝐀𝐧𝐧, Ａｎｎ) become the letters they show.
    text = unicodedata.normalize("NFKC", text)
    text = "".join(JOINER_FORMS.get(ch, ch) for ch in text)
    return " ".join(text.split())


def _allowed(name: str) -> bool:
    previous = " "  # a name starts as after a space: with a letter or digit
    scripts: set[str] = set()
    letters = 0
    for ch in name:
        kind = unicodedata.category(ch)
        if kind.startswith("L"):
            letters += 1
            scripts.add(_script(ch))
        elif kind.startswith("M"):  # an accent belongs to the letter before it
            if not unicodedata.category(previous).startswith("L"):
                return False
        elif ch == " " or ch in JOINERS:  # between a letter or digit and another
            if previous == " " or previous in JOINERS:
                return False
        elif not ("0" <= ch <= "9"):
            return False
        previous = ch
    return letters > 0 and previous not in JOINERS and len(scripts) == 1


def _script(letter: str) -> str:
    """The script of a letter, from its Unicode name (``GREEK SMALL LETTER ALPHA``)."""
    word = unicodedata.name(letter, "UNKNOWN").split()[0]
    if word == "CJK":
        return "CJK"
    return SCRIPT_FAMILY.get(word, word)


def skeleton(name: str) -> str:
    """What ``name`` sounds and looks like, for comparing: look-alike letters made one,
    accents, case, spaces and joiners folded away."""
    text = unicodedata.normalize("NFKC", name).translate(LOOK_ALIKES)
    text = "".join(
        ch for ch in unicodedata.normalize("NFKD", text) if not unicodedata.combining(ch)
    )
    text = text.casefold().translate(LOOK_ALIKES)  # small forms made by casefold too
    return "".join(ch for ch in text if ch.isalnum())


def same_name(a: str, b: str) -> bool:
    """Whether two names would be taken for each other at a table."""
    return skeleton(a) == skeleton(b)
