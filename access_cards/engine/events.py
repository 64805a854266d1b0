"""Events: small immutable records of what happened, each with an audience.

An event is public (``audience is None``) or private to one seat.  A drawn
hidden card is private to the drawer; that a card was drawn is public.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Mapping
from types import MappingProxyType
from typing import Any

__all__ = ["PUBLIC", "Event", "events_for"]

PUBLIC = None


class Event(Mapping[str, Any]):
    """An event ``type`` with read-only fields, readable as ``e.card`` or ``e["card"]``."""

    __slots__ = ("_fields", "audience", "type")

    type: str
    audience: int | None
    _fields: dict[str, Any]  # never handed out: ``fields`` gives a read-only view

    def __init__(self, type: str, audience: int | None = PUBLIC, **fields: Any) -> None:
        _set_type(self, type)
        _set_audience(self, audience)
        _set_fields(self, fields)

    def __setattr__(self, name: str, value: Any) -> None:
        raise AttributeError("events are immutable")

    def __getattr__(self, name: str) -> Any:
        try:
            return self._fields[name]
        except KeyError:
            raise AttributeError(name) from None

    def __getitem__(self, key: str) -> Any:
        return self._fields[key]

    def __iter__(self) -> Iterator[str]:
        return iter(self._fields)

    def __len__(self) -> int:
        return len(self._fields)

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Event):
            return NotImplemented
        return (self.type, self.audience, dict(self._fields)) == (
            other.type,
            other.audience,
            dict(other._fields),
        )

    def __hash__(self) -> int:
        return hash((self.type, self.audience))

    def __repr__(self) -> str:
        fields = ", ".join(f"{k}={v!r}" for k, v in self._fields.items())
        who = "public" if self.audience is None else f"seat {self.audience}"
        return f"Event({self.type!r}, {who}{', ' if fields else ''}{fields})"

    @property
    def fields(self) -> Mapping[str, Any]:
        """The fields, without the type (a read-only view)."""
        return MappingProxyType(self._fields)

    def visible_to(self, seat: int | None) -> bool:
        """Whether ``seat`` may receive this event (``None`` is a spectator)."""
        return self.audience is None or self.audience == seat

    def to_dict(self) -> dict[str, Any]:
        """``type`` plus fields, as JSON-ready data (audience left out)."""
        return {"type": self.type, **self._fields}


# Events are immutable (``__setattr__`` refuses), so ``__init__`` fills the slots through
# their descriptors, bound once here: a third cheaper than ``object.__setattr__``, and random
# play and search make tens of thousands of events a second.
_set_type = Event.__dict__["type"].__set__
_set_audience = Event.__dict__["audience"].__set__
_set_fields = Event.__dict__["_fields"].__set__


def events_for(events: Iterable[Event], seat: int | None) -> list[Event]:
    """The events that ``seat`` may receive, in order."""
    return [e for e in events if e.audience is None or e.audience == seat]
