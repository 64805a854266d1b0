"""What the narration tests of each game share: whether a sentence is fit to hear."""

from __future__ import annotations

from access_cards.narration.speakable import voiced_symbols


def clean(text: str) -> bool:
    """A sentence fit to hear: no placeholder, no None, no symbol said as a word."""
    bad = ("{", "}", "None", "\u2068", "\u2069")
    return bool(text.strip()) and not any(b in text for b in bad) and not voiced_symbols(text)
