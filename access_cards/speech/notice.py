"""The English sentences the speaker uses when no translator is given.

The console passes its own translator instead; the Fluent messages with the
same ids live in ``locales/*/speech.ftl``.  A notice is heard, so it names the
voices in words ("Speech Dispatcher", not "speech-dispatcher") and leaves the
technical reason, which may hold any symbol, to the speech log's event.
"""

from __future__ import annotations

from collections.abc import Mapping

__all__ = ["TEXT_ONLY", "english_notice", "spoken_name"]

TEXT_ONLY = "text"  # the value of $using when no voice is left

# The backends' names said aloud (speech-wanted in speech.ftl); others are said as they are.
SPOKEN_NAMES = {
    "speech-dispatcher": "Speech Dispatcher",
    "accessible_output2": "your screen reader's voice",
    "pyttsx3": "the system voice",
}


def spoken_name(name: str) -> str:
    """A backend's name as the notice says it, in the middle of a sentence."""
    return SPOKEN_NAMES.get(name, name)


def english_notice(msg_id: str, values: Mapping[str, str]) -> str:
    """``speech-fallback`` in plain English (any other id is returned as is)."""
    if msg_id != "speech-fallback":
        return msg_id
    wanted = spoken_name(values["wanted"])
    wanted = wanted[:1].upper() + wanted[1:] if values["wanted"] in SPOKEN_NAMES else wanted
    if values["using"] == TEXT_ONLY:
        return f"{wanted} is not working, so from now on there is text only."
    return f"{wanted} is not working, so {spoken_name(values['using'])} speaks instead."
