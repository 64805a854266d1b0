"""What a loaded Rummy 40 save must pass: its cards, and a deal just dealt."""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from access_cards.engine.errors import DeckError
from access_cards.games.rummy40.melds import INDEX, JK, TableMeld, read_meld
from access_cards.games.rummy40.options import STOCK_ROUNDS

if TYPE_CHECKING:
    from access_cards.games.rummy40.state import Rummy40State

__all__ = ["check_deal_start", "load_into"]

FULL = Counter(list(range(52)) * 2 + [JK, JK])


def _cards(codes: Any) -> list[int]:
    if not isinstance(codes, list):
        raise ValueError("a list of cards is not a list")
    try:
        return [INDEX[str(c).upper()] for c in codes]
    except KeyError as exc:
        raise DeckError(f"{exc} is not a card of the rummy40 deck") from None


def _seat(value: Any, seats: int) -> int:
    if type(value) is not int or not 0 <= value < seats:
        raise ValueError(f"{value!r} is not a seat")
    return value


def _last_hand(data: Any, seats: int) -> dict[str, Any] | None:
    """The previous hand's public record: how it ended, the winner, penalties, chips."""
    if data is None:
        return None
    if not isinstance(data, dict) or data.get("how") not in ("out", "blocked"):
        raise ValueError("the last hand's record is damaged")
    winner = data["winner"]
    penalties = data["penalties"]
    chips = data["chips"]
    if not isinstance(penalties, dict) or not isinstance(chips, list) or len(chips) != seats:
        raise ValueError("the last hand's record is damaged")
    return {
        "how": data["how"],
        "winner": None if winner is None else _seat(winner, seats),
        "penalties": {_seat(int(k), seats): _whole(v) for k, v in penalties.items()},
        "chips": [_whole(v) for v in chips],
    }


def _whole(value: Any) -> int:
    if type(value) is not int:
        raise ValueError(f"{value!r} is not a whole number")
    return value


def _reshuffles(value: Any) -> int:
    """How many times this hand's stock was made again (R40-16), within the limit."""
    if type(value) is not int or not 0 <= value <= STOCK_ROUNDS:
        raise ValueError(f"{value!r} is not a number of reshuffles from 0 to {STOCK_ROUNDS}")
    return value


def load_into(state: Rummy40State, data: Mapping[str, Any]) -> None:
    seats = state.seats
    state.first_dealer = _seat(data["first_dealer"], seats)
    state.dealer = _seat(data["dealer"], seats)
    state.active = [_seat(s, seats) for s in data["active"]]
    state.out_at = [None if v is None else int(v) for v in data["out_at"]]
    state.penalty_totals = [int(v) for v in data["penalty_totals"]]
    state.phase = str(data["phase"])
    state.mover = None if data["mover"] is None else _seat(data["mover"], seats)
    state.hands = [sorted(_cards(h)) for h in data["hands"]]
    state.stock = _cards(data["stock"])
    state.discard = _cards(data["discard"])
    state.melds = []
    for number, (kind, owner, codes) in enumerate(data["melds"], start=1):
        cards = _cards(codes)
        if kind not in ("run", "set") or not cards or not read_meld(cards, kind):
            raise ValueError(f"meld {number} is not a valid meld")
        state.melds.append(TableMeld(kind, cards, _seat(owner, seats), number))
    state.opened = [bool(v) for v in data["opened"]]
    turn = data["turn"]
    state.drawn_from, state.turn_total, state.opening_turn = (
        str(turn[0]),
        int(turn[1]),
        bool(turn[2]),
    )
    state.taken, state.blocked, state.jokers_due = int(turn[3]), int(turn[4]), int(turn[5])
    state.drew_last = bool(turn[6])
    state.reshuffles = _reshuffles(data.get("reshuffles", 0))
    state.last_hand = _last_hand(data["last_hand"], seats)
    if len(state.hands) != seats or len(state.opened) != seats:
        raise ValueError("the save's hands do not match its seats")
    every = [c for h in state.hands for c in h] + state.stock + state.discard
    every += [c for m in state.melds for c in m.cards]
    if Counter(every) != FULL:
        raise ValueError("the save's cards are not the 106 of the deck")
    state._legal_at = -1
    state._memo = {}
    state._table = None


def check_deal_start(state: Rummy40State) -> None:
    if state.options["dealer"] not in (None, state.first_dealer):
        raise ValueError("the first dealer is not the one the options name")
    if state.melds or len(state.discard) != 1 or state.phase != "draw" or state.reshuffles:
        raise ValueError("the deal's start has play in it")
    if any(len(state.hands[s]) != 13 for s in state.active):
        raise ValueError("the deal's start does not give each player 13 cards (R40-8)")
