"""Legal actions described compactly, for people: "play 1, 2 or 5", "bet 1 to 12".

``legal_actions()`` lists every action, which is what programs and tests want.  A person
wants the shape instead: a game whose list is long (Rummy's melds, Las Vegas' bets)
describes it with a few ``ActionTemplate`` values, and narration puts them in words.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

__all__ = ["ActionTemplate", "templates_of"]


@dataclass(frozen=True, slots=True)
class ActionTemplate:
    """Some legal actions at once: ``kind`` and what may follow it.

    ``choices``: the words that may follow, one action each (``play`` with ``1, 2, 5``; an
    empty word is the kind alone).  ``low``/``high``: a whole number in that range (``bet``
    1 to 12).  ``form``: a shape for narration to name (``cards``: ``low`` or more cards, as
    in "meld three or more cards").  None of them: the kind alone (``draw``).
    """

    kind: str
    choices: tuple[str, ...] = ()
    low: int | None = None
    high: int | None = None
    form: str = ""

    def __str__(self) -> str:
        """A compact form for messages: ``play 1|2|5``, ``bet 1..12``, ``meld <cards 3+>``."""
        low = "" if self.low is None else str(self.low)
        if self.form:
            return f"{self.kind} <{self.form}{f' {low}+' if low else ''}>"
        if self.low is not None or self.high is not None:
            return f"{self.kind} {low}..{'' if self.high is None else self.high}"
        if self.choices:
            return f"{self.kind} {'|'.join(self.choices)}"
        return self.kind

    def to_dict(self) -> dict[str, Any]:
        """JSON-ready data, only the parts that are set."""
        data: dict[str, Any] = {"kind": self.kind}
        if self.choices:
            data["choices"] = list(self.choices)
        for key in ("low", "high"):
            if getattr(self, key) is not None:
                data[key] = getattr(self, key)
        if self.form:
            data["form"] = self.form
        return data


def templates_of(texts: Iterable[str]) -> tuple[ActionTemplate, ...]:
    """Action texts grouped by their first word, in order of first appearance.

    ``["play 1", "play 5", "draw"]`` gives ``play`` with choices ``1, 5``, then ``draw``.
    """
    groups: dict[str, list[str]] = {}
    for text in texts:
        kind, _, rest = text.partition(" ")
        groups.setdefault(kind, []).append(rest)
    return tuple(ActionTemplate(kind, _choices(words)) for kind, words in groups.items())


def _choices(words: list[str]) -> tuple[str, ...]:
    """What follows a kind: nothing for a kind that is only ever alone (``draw``)."""
    return () if words == [""] else tuple(words)
