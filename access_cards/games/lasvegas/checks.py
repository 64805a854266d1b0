"""What a loaded Las Vegas save must pass: its data, and a hand just dealt in a match the
rules can reach (the rest of a save is checked by dealing the hand again and replaying)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from access_cards.games.lasvegas.scoring import INDEX, seat_order

if TYPE_CHECKING:
    from access_cards.games.lasvegas.state import LasVegasState

__all__ = ["check_deal_start", "load_into"]

MAX_CHIPS = 10**9
HOWS = ("fold", "las_vegas", "showdown")
LAST_KEYS = ("hand", "dealer", "how", "pot", "winners", "shares", "nets", "totals", "out")


def _whole(value: Any, low: int = 0, high: int = MAX_CHIPS) -> int:
    if type(value) is not int or not low <= value <= high:
        raise ValueError(f"{value!r} is not a whole number from {low} to {high}")
    return value


def _flag(value: Any) -> bool:
    if type(value) is not bool:
        raise ValueError(f"{value!r} is not true or false")
    return value


def _seat(value: Any, seats: int) -> int:
    return _whole(value, 0, seats - 1)


def _seat_or_none(value: Any, seats: int) -> int | None:
    return None if value is None else _seat(value, seats)


def _list(value: Any, length: int | None = None) -> list[Any]:
    if not isinstance(value, list) or (length is not None and len(value) != length):
        raise ValueError("a list in the save is damaged")
    return value


def _cards(codes: Any) -> list[int]:
    try:
        return [INDEX[c] for c in _list(codes)]
    except (KeyError, TypeError):
        raise ValueError("a card in the save is not one of the Italian deck") from None


def _seats_list(value: Any, seats: int) -> list[int]:
    found = [_seat(s, seats) for s in _list(value)]
    if found != sorted(set(found)):
        raise ValueError("a list of seats is not in order, or repeats a seat")
    return found


def _last_hand(data: Any, seats: int) -> dict[str, Any] | None:
    if data is None:
        return None
    if not isinstance(data, dict) or sorted(data) != sorted(LAST_KEYS):
        raise ValueError("the last hand's record is damaged")
    if data["how"] not in HOWS:
        raise ValueError("the last hand's record is damaged")
    totals = data["totals"]
    return {
        "hand": _whole(data["hand"], 1),
        "dealer": _seat(data["dealer"], seats),
        "how": data["how"],
        "pot": _whole(data["pot"]),
        "winners": [_seat(s, seats) for s in _list(data["winners"])],
        "shares": [_whole(v) for v in _list(data["shares"], seats)],
        "nets": [_whole(v, -MAX_CHIPS) for v in _list(data["nets"], seats)],
        "totals": None
        if totals is None
        else [None if v is None else _whole(v) for v in _list(totals, seats)],
        "out": _seats_list(data["out"], seats),
    }


def load_into(state: LasVegasState, data: Mapping[str, Any]) -> None:
    """Restore what ``_dump`` wrote; ValueError (or KeyError, TypeError) if damaged."""
    n = state.seats
    state.first_dealer = _seat(data["first_dealer"], n)
    state.dealer = _seat(data["dealer"], n)
    state.seats_in = _seats_list(data["seats_in"], n)
    state.out_at = [None if v is None else _whole(v, 1) for v in _list(data["out_at"], n)]
    state.hands = [sorted(_cards(h)) for h in _list(data["hands"], n)]
    state.centre = _cards(_list(data["centre"], 4))
    state.rest = []
    state.revealed = _whole(data["revealed"], 0, 4)
    piles = []
    for pile in _list(data["piles"]):
        piles.append([(_seat(s, n), _cards(cards)) for s, cards in _list(pile)])
    state.piles = piles
    state.dealt = [_flag(v) for v in _list(data["dealt"], n)]
    state.active = [_flag(v) for v in _list(data["active"], n)]
    state.n_active = sum(state.active)
    state.put = [_whole(v) for v in _list(data["put"], n)]
    state.contrib = [_whole(v) for v in _list(data["contrib"], n)]
    state.level = _whole(data["level"])
    state.checked = [_flag(v) for v in _list(data["checked"], n)]
    state.waiting = [_flag(v) for v in _list(data["waiting"], n)]
    state.round = _whole(data["round"], 0, 5)
    state.pot = _whole(data["pot"])
    state.opener = _seat_or_none(data["opener"], n)
    state.mover = _seat_or_none(data["mover"], n)
    if data["phase"] not in ("betting", "over"):
        raise ValueError("the phase is damaged")
    state.phase = data["phase"]
    state.last_hand = _last_hand(data["last_hand"], n)
    state._order = seat_order(n, state.dealer)
    every = [c for h in state.hands for c in h] + state.centre
    every += [c for pile in piles for _s, cards in pile for c in cards]
    if len(every) != len(set(every)):
        raise ValueError("the save holds a card twice")
    if len(state.piles) != state.revealed:
        raise ValueError("the centre cards turned do not match their piles")
    state._limits_at = state._legal_at = -1


def check_deal_start(state: LasVegasState) -> None:
    """A hand just dealt (the rest is compared with the same cards dealt again): the seats
    in and out, the dealer's rotation, the hand limit and every chip of the match."""
    options, n = state.options, state.seats
    ante, number = state.ante, state.deal_number
    if options["dealer"] not in (None, state.first_dealer):
        raise ValueError("the first dealer is not the one the options name")
    seats_in = state.seats_in
    if len(seats_in) < 2 or state.dealer not in seats_in:
        raise ValueError("a hand needs two players still in, the dealer among them")
    if options["hands"] is not None and number > options["hands"]:
        raise ValueError(f"hand {number} is past the match's {options['hands']} hands")
    for seat in range(n):
        out = state.out_at[seat]
        if (out is None) != (seat in seats_in) or (out is not None and out >= number):
            raise ValueError(f"seat {seat}'s place in the match is damaged")
    if any(len(state.hands[s]) != (3 if s in seats_in else 0) for s in range(n)):
        raise ValueError("the hand's start does not give each player still in 3 cards (LV-6)")
    scores = state.scores
    if any(v < 0 for v in scores) or any(scores[s] >= ante for s in range(n) if s not in seats_in):
        raise ValueError("a stack is negative, or a player out could still ante (LV-5)")
    if sum(scores) + ante * len(seats_in) != options["stack"] * n:
        raise ValueError("the chips of the match do not add up to the stacks it began with")
    last = state.last_hand
    if number == 1:
        if last is not None or len(seats_in) != n or state.dealer != state.first_dealer:
            raise ValueError("the first hand has a hand before it, or the wrong dealer")
        if any(chips != options["stack"] - ante for chips in scores):
            raise ValueError("the first hand's stacks are not the stack less the ante")
        return
    if last is None or last["hand"] != number - 1:
        raise ValueError("the hand before this one is missing")
    gone = [s for s in range(n) if state.out_at[s] == number - 1]
    if sum(last["shares"]) != last["pot"] or sum(last["nets"]) != 0 or last["out"] != gone:
        raise ValueError("the record of the hand before this one does not add up")
    previous = last["dealer"]
    expected = next(
        (previous + step) % n for step in range(1, n + 1) if (previous + step) % n in seats_in
    )
    if state.dealer != expected:
        raise ValueError("the deal did not pass to the next player still in (LV-17)")
