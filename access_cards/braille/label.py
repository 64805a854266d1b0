"""One card's label: what every label writer (Unicode, BRF, SVG, PDF, STL) draws."""

from __future__ import annotations

from dataclasses import dataclass

__all__ = ["LABEL_LANGUAGES", "Label"]

# Languages a deck can be labelled in (wider than the spoken languages so far).
LABEL_LANGUAGES = ("en", "it", "de", "el")


@dataclass(frozen=True)
class Label:
    """The label of one physical card.

    ``code`` is the engine's card code ("KS", "10H", "JK", "1C", "3");
    ``cells`` the 2–4 six-dot Unicode braille cells embossed on the card;
    ``legend`` a short ink text printed under the dots for sighted helpers
    ("K♠", "10♥", "Re ♣"); ``name`` the card's name in words, in the label's
    language ("king of spades").
    """

    code: str
    cells: str
    legend: str
    name: str
