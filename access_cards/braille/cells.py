"""Braille cells as Unicode, as dot numbers and as braille ASCII (BRF).

A Unicode braille character is U+2800 plus a bitmask in which dot *n* is bit
*n − 1*. Labels and BRF use six-dot cells only (dots 1–6): embossers and
hand-written slates have no dots 7 and 8.
"""

from __future__ import annotations

__all__ = [
    "BLANK",
    "NABCC",
    "brf_to_unicode",
    "cell",
    "dots",
    "is_braille",
    "rotate",
    "unicode_to_brf",
]

BLANK = "\u2800"
# North American Braille Computer Code: the character for each six-dot cell,
# indexed by its bitmask (0 = blank). Same as liblouis' en-us-brf.dis.
NABCC = " A1B'K2L@CIF/MSP\"E3H9O6R^DJG>NTQ,*5<-U8V.%[$+X!&;:4\\0Z7(_?W]#Y)="
_FROM_BRF = {ch: i for i, ch in enumerate(NABCC)}
# Turning a card round (180°) maps dot 1↔6, 2↔5, 3↔4, and reverses the cells.
_TURNED = {1: 6, 2: 5, 3: 4, 4: 3, 5: 2, 6: 1}


def is_braille(ch: str) -> bool:
    """Whether ``ch`` is a six-dot Unicode braille cell (blank included)."""
    return len(ch) == 1 and 0x2800 <= ord(ch) <= 0x283F


def dots(ch: str) -> tuple[int, ...]:
    """The raised dots of one six-dot cell, in order: ``"⠅"`` → ``(1, 3)``."""
    if not is_braille(ch):
        raise ValueError(f"{ch!r} is not a six-dot braille cell")
    mask = ord(ch) - 0x2800
    return tuple(n for n in range(1, 7) if mask & (1 << (n - 1)))


def cell(raised: tuple[int, ...] | list[int] | str) -> str:
    """The Unicode cell with these dots: ``(1, 3)`` or ``"13"`` → ``"⠅"``."""
    numbers = [int(d) for d in raised]
    if any(not 1 <= d <= 6 for d in numbers):
        raise ValueError(f"dots must be 1 to 6, not {raised!r}")
    return chr(0x2800 + sum(1 << (d - 1) for d in set(numbers)))


def rotate(cells: str) -> str:
    """What ``cells`` read as when the card is turned upside down."""
    return "".join(cell(tuple(_TURNED[d] for d in dots(c))) for c in reversed(cells))


def unicode_to_brf(text: str) -> str:
    """Six-dot Unicode braille (with spaces and line breaks) as braille ASCII."""
    out = []
    for ch in text:
        if ch in " \n\r\f":
            out.append(ch)
        elif is_braille(ch):
            out.append(NABCC[ord(ch) - 0x2800])
        else:
            raise ValueError(f"{ch!r} is not six-dot braille: BRF holds only braille cells")
    return "".join(out)


def brf_to_unicode(text: str) -> str:
    """Braille ASCII back to Unicode braille (lower case read as upper, as embossers do).

    Spaces stay spaces, so a document written with spaces between labels
    round-trips exactly.
    """
    out = []
    for ch in text:
        if ch in " \n\r\f":
            out.append(ch)
        else:
            found = _FROM_BRF.get(ch.upper())
            if found is None:
                raise ValueError(f"{ch!r} is not a braille ASCII character")
            out.append(chr(0x2800 + found))
    return "".join(out)
