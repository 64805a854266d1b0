"""Which backends each mode tries, best first, on each system (DESIGN.md §6).

``self-voice``: speech-dispatcher on Linux, pyttsx3 (SAPI5 or
NSSpeechSynthesizer) on Windows and macOS, then an eSpeak NG subprocess
anywhere.  ``speech`` and ``reader`` put accessible_output2 (the screen
reader) first.  After the last one there is only text.
"""

from __future__ import annotations

import platform

from access_cards.speech.ao2 import ao2_spec
from access_cards.speech.backend import BackendSpec
from access_cards.speech.dispatcher import speechd_spec
from access_cards.speech.espeak import espeak_spec
from access_cards.speech.pyttsx import pyttsx3_spec

__all__ = ["mode_chain", "self_voice_chain"]


def self_voice_chain(system: str | None = None) -> list[BackendSpec]:
    """A voice of our own, for players without a screen reader."""
    system = system or platform.system()
    if system == "Linux":
        # pyttsx3's eSpeak driver loses sentences: not on Linux.
        return [speechd_spec(), espeak_spec()]
    if system in ("Windows", "Darwin"):
        return [pyttsx3_spec(), espeak_spec()]
    return [espeak_spec()]


def mode_chain(mode: str, system: str | None = None) -> list[BackendSpec]:
    """The backends of a resolved mode; ``text`` has none."""
    if mode == "self-voice":
        return self_voice_chain(system)
    if mode in ("speech", "reader"):
        return [ao2_spec(), *self_voice_chain(system)]
    return []
