"""The English sentences the speaker uses when no translator is given.

The console passes its own translator instead; the Fluent messages with the
same ids live in ``locales/*/speech.ftl``.
"""

from __future__ import annotations

from collections.abc import Mapping

__all__ = ["TEXT_ONLY", "english_notice"]

TEXT_ONLY = "text"  # the value of $using when no voice is left


def english_notice(msg_id: str, values: Mapping[str, str]) -> str:
    """``speech-fallback`` in plain English (any other id is returned as is)."""
    if msg_id != "speech-fallback":
        return msg_id
    wanted, using, reason = values["wanted"], values["using"], values["reason"]
    if using == TEXT_ONLY:
        return f"{wanted} is not working ({reason}). From now on there is text only."
    return f"{wanted} is not working ({reason}). Speaking with {using} instead."
