"""Khmer's saves: copies of a deal's summary, and the checks a loaded match must pass."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from itertools import combinations
from typing import Any

from access_cards.engine.savefile import canonical, keyed, whole
from access_cards.games.khmer.game import CODES, FULL_DECK, HAND_SIZE, SET_ASIDE, showdown_result

__all__ = ["check_last_deal", "copy_last_deal", "copy_showdown", "read_seat"]


def copy_showdown(showdown: Mapping[str, Any]) -> dict[str, Any]:
    """A copy whose lists are not shared (events and views must not alias the state)."""
    return {
        **showdown,
        "totals": list(showdown["totals"]),
        "hands": [list(h) for h in showdown["hands"]],
        "fronts": [list(f) for f in showdown["fronts"]],
    }


def copy_last_deal(last: Mapping[str, Any] | None) -> dict[str, Any] | None:
    if last is None:
        return None
    showdown = last.get("showdown")
    return {**last, "showdown": None if showdown is None else copy_showdown(showdown)}


LAST_DEAL_KEYS = ("deal", "winner", "points", "how", "showdown")
SHOWDOWN_KEYS = ("knocker", "winner", "reason", "table_total", "totals", "hands", "fronts")
POINTS = {"showdown": 2, "concede": 1, "stuck": 1}  # KH-12: how a deal ended, what it scored
CODES_OF_HOW = tuple(POINTS)


def check_last_deal(last: Any, deal: int, starter: int, scores: Sequence[int]) -> None:
    """The summary of deal ``deal``: its scorer starts the next deal and has its points."""
    last = keyed(last, LAST_DEAL_KEYS, "the last deal's summary")
    if canonical(last["deal"]) != canonical(deal):
        raise ValueError(f"the last deal is not numbered {deal}")
    how, winner = last["how"], read_seat(last["winner"])
    if how not in CODES_OF_HOW or canonical(last["points"]) != canonical(POINTS[how]):
        raise ValueError("the last deal's ending and points do not match (KH-12)")
    if winner != starter or scores[winner] < POINTS[how]:
        raise ValueError("the last deal's scorer does not start this deal with his points (KH-13)")
    if (how == "showdown") != (last["showdown"] is not None):
        raise ValueError("the last deal has a showdown only if it ended in one")
    if last["showdown"] is not None:
        _check_showdown(last["showdown"], winner)


def _check_showdown(showdown: Any, winner: int) -> None:
    """A showdown (KH-9) whose cards, totals, winner and reason agree."""
    showdown = keyed(showdown, SHOWDOWN_KEYS, "the last showdown")
    knocker = read_seat(showdown["knocker"])
    hands = [_codes(h, HAND_SIZE, descending=True) for h in _pair(showdown["hands"])]
    fronts = [_codes(f, 2 * HAND_SIZE, descending=False) for f in _pair(showdown["fronts"])]
    shown = hands[0] + hands[1] + fronts[0] + fronts[1]
    left = list(FULL_DECK)  # ascending
    for v in shown:
        if v not in left:
            raise ValueError("the last showdown shows more cards than the deck has")
        left.remove(v)
    if len(shown) > 2 * HAND_SIZE:
        raise ValueError("the last showdown shows more cards than were dealt")
    table_total = whole(showdown["table_total"], 0, sum(FULL_DECK), "the showdown table")
    if not _table_can_hold(left, table_total):
        raise ValueError("the last showdown's table total cannot be made of the cards left")
    totals = [sum(hands[s]) + sum(fronts[s]) for s in (0, 1)]
    if canonical(showdown["totals"]) != canonical(totals) or totals[knocker] > table_total:
        raise ValueError("the last showdown's totals are not its cards', or the knock was illegal")
    if showdown_result(knocker, totals, table_total) != (winner, showdown["reason"]):
        raise ValueError("the last showdown's winner or reason does not follow KH-9")
    if read_seat(showdown["winner"]) != winner:
        raise ValueError("the last showdown names another winner than the deal")


def _table_can_hold(left: list[int], total: int) -> bool:
    """Whether the cards no hand or front row showed (the table, the 4 set aside and the 6s
    discarded) can leave ``total`` on the table."""
    for aside in set(combinations(left, SET_ASIDE)):
        rest = list(left)
        for v in aside:
            rest.remove(v)
        if any(sum(rest) - 6 * out == total for out in range(rest.count(6) + 1)):
            return True
    return False


def _pair(value: Any) -> list[Any]:
    if not isinstance(value, list) or len(value) != 2:
        raise ValueError("the last showdown does not show two players")
    return value


def _codes(value: Any, most: int, *, descending: bool) -> list[int]:
    """Card codes "1".."6" as ints: at most ``most``, highest first if ``descending``."""
    if not isinstance(value, list) or len(value) > most:
        raise ValueError("the last showdown shows a hand or row that cannot be")
    if any(not isinstance(code, str) or code not in CODES for code in value):
        raise ValueError("the last showdown shows a card that is not a Khmer card")
    cards = [int(code) for code in value]
    if descending and cards != sorted(cards, reverse=True):
        raise ValueError("the last showdown's hands are not written highest first")
    return cards


def read_seat(value: Any) -> int:
    """A seat number from a save: exactly 0 or 1, not 1.5 or true."""
    if type(value) is not int or value not in (0, 1):
        raise ValueError(f"{value!r} is not seat 0 or 1")
    return value
