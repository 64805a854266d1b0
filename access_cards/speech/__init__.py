"""Where sentences go: the screen, the screen reader, a voice of our own, a log.

``Speaker`` is the one entry point (DESIGN.md §6); the backends behind it are
speech-dispatcher, an eSpeak NG subprocess queue, accessible_output2 and
pyttsx3, tried in the order ``chains`` gives for each mode and system.
"""

from __future__ import annotations

from access_cards.speech.backend import Backend, BackendError, BackendSpec, Voice
from access_cards.speech.speaker import CHANNELS, MODES, Speaker

__all__ = ["CHANNELS", "MODES", "Backend", "BackendError", "BackendSpec", "Speaker", "Voice"]
