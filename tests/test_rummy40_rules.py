"""Rummy 40 rules: RULES.md §2 worked examples R40-E1…E9 and rules R40-1…R40-19."""

from __future__ import annotations

from collections import Counter
from typing import Any

import pytest

from access_cards.engine.errors import ActionError, DeckError, OptionError
from access_cards.games.rummy40 import GAME, Rummy40State
from access_cards.games.rummy40.melds import INDEX, JK, TableMeld, read_meld
from access_cards.games.rummy40.scoring import hand_penalty, payout

FULL = [f"{r}{s}" for s in "CDHS" for r in [*map(str, range(2, 11)), "J", "Q", "K", "A"]] * 2
FULL += ["JK", "JK"]


def deck(hands: list[list[str]], upcard: str, stock: list[str] = ()) -> list[str]:  # type: ignore[assignment]
    """A full deck: the hands (filled to 13), the upcard, the stock's top cards, the rest."""
    pool = Counter(FULL)
    for code in [c for h in hands for c in h] + [upcard, *stock]:
        pool[code] -= 1
        assert pool[code] >= 0, code
    rest = sorted(pool.elements(), key=lambda c: (c == "JK", c))
    rest = [c for c in rest if c != "JK"] + [c for c in rest if c == "JK"]
    out: list[str] = []
    for hand in hands:
        filler = [c for c in rest if c != "JK"][: 13 - len(hand)]
        for c in filler:
            rest.remove(c)
        out += hand + filler
    return [*out, upcard, *stock, *rest]


def new(
    hands: list[list[str]],
    upcard: str = "2C",
    stock: list[str] = (),  # type: ignore[assignment]
    **opts: Any,
) -> Rummy40State:
    state = GAME.new_state(
        len(hands),
        seed=1,
        options={"dealer": len(hands) - 1, **opts},
        deck=deck(hands, upcard, stock),
    )
    assert isinstance(state, Rummy40State)
    return state


def texts(state: Rummy40State) -> list[str]:
    return [str(a) for a in state.legal_actions()]


def specs(codes: str, form: str = "") -> list[tuple[str, tuple[int, ...], int]]:
    return read_meld([INDEX[c] for c in codes.split()], form)


def test_e1_opening_validation() -> None:
    """R40-E1: meld values, ace high only, no repeated suit in a set."""
    assert specs("7H 8H 9H")[0][2] + specs("QC QD QS")[0][2] == 54
    assert specs("QD KD AD")[0][2] == 31 and specs("5C 5H 5S")[0][2] == 15
    assert specs("AS 2S 3S") == []
    assert specs("9S JK JS")[0][2] == 29 and specs("KH KC KD")[0][2] == 30
    assert specs("3C 3C 3H") == []


def test_e1_opening_needs_40_over_several_melds() -> None:
    """R40-11: 7H8H9H (24) alone is offered only because QC QD QS can follow."""
    s = new([["7H", "8H", "9H", "QC", "QD", "QS"], []], stock=["2D"])
    s.apply("draw stock")
    assert "meld 7H 8H 9H" in texts(s)
    assert any(t.startswith("discard") for t in texts(s)) is not False
    s.apply("meld 7H 8H 9H")
    assert not any(t.startswith("discard") for t in texts(s))
    assert s.view(0)["turn"]["opening_needed"] == 16
    with pytest.raises(ActionError) as err:
        s.apply("discard 2D")
    assert err.value.reason == "opening_too_low"
    s.apply("meld QC QD QS")
    assert s.opened[0] and any(t.startswith("discard") for t in texts(s))


def test_e1_low_meld_alone_not_offered() -> None:
    """R40-11: a meld that cannot reach 40 with the rest of the hand is no legal action."""
    hand = ["2H", "3H", "4H", "9C", "5S", "7D", "JC", "KS", "2S", "8D", "AC", "6C", "QH"]
    s = new([hand, []], stock=["5D"])
    s.apply("draw stock")
    assert not any(t.startswith("meld") for t in texts(s))


def test_e2_discard_take() -> None:
    """R40-E2: take 8D only with 6D7D and 10C10H10S (51); with 2C2H2S (27) refused."""
    s = opened_table([["6D", "7D", "10C", "10H", "10S", "2S"], ["3S"]], [], opened=False)
    s.discard = [INDEX["8D"]]
    s.stock.remove(INDEX["8D"])
    s.stock.append(INDEX["2C"])
    assert "draw discard" in texts(s)
    s.apply("draw discard")
    for text in texts(s):  # every path from here can end the turn
        assert not text.startswith("discard")
    assert "meld 6D 7D 8D" in texts(s)
    s.apply("meld 6D 7D 8D")
    s.apply("meld 10C 10H 10S")
    assert "discard 8D" not in texts(s) or s.hands[0].count(INDEX["8D"])
    t = opened_table([["6D", "7D", "2D", "2H", "2S", "9S"], ["3S"]], [], opened=False)
    t.discard = [INDEX["8D"]]
    t.stock.remove(INDEX["8D"])
    t.stock.append(INDEX["2C"])
    assert "draw discard" not in texts(t)
    with pytest.raises(ActionError) as err:
        t.apply("draw discard")
    assert err.value.reason == "cannot_take_discard"


def opened_table(
    hands: list[list[str]],
    melds: list[tuple[str, list[str], int]],
    stock: tuple[str, ...] = ("4C",),
    opened: bool = True,
) -> Rummy40State:
    """A position set by hand: exact hands, table melds, the stock's top; 106 cards kept."""
    s = new([[] for _ in hands])
    pool = Counter(FULL)
    for code in [c for h in hands for c in h] + [c for m in melds for c in m[1]] + ["2C", *stock]:
        pool[code] -= 1
    s.hands = [sorted(INDEX[c] for c in h) for h in hands]
    s.discard = [INDEX["2C"]]
    s.stock = sorted(INDEX[c] for c in pool.elements()) + [INDEX[c] for c in reversed(stock)]
    s.melds = [
        TableMeld(kind, [INDEX[c] for c in codes], owner, number)
        for number, (kind, codes, owner) in enumerate(melds, start=1)
    ]
    s.opened = [opened] * len(hands)
    s._set_up_by_hand()
    s._legal_at = -1
    return s


def test_e3_joker_from_a_set() -> None:
    """R40-E3: 10C+10H free the joker of 10S 10D JK; it must be placed (4H5H JK)."""
    s = opened_table([["10C", "10H", "4H", "5H", "9C"], ["3S"]], [("set", ["10S", "10D", "JK"], 1)])
    s.apply("draw stock")
    assert "swap 10C 10H 1" in texts(s)
    s.apply("swap 10C 10H 1")
    assert s.melds[0].cards == [INDEX[c] for c in ("10C", "10D", "10H", "10S")]
    assert not any(t.startswith("discard") for t in texts(s))
    assert "meld 4H 5H JK" in texts(s)
    s.apply("meld 4H 5H JK")
    assert any(t.startswith("discard") for t in texts(s))
    t = opened_table([["10C", "9C", "8S"], ["3S"]], [("set", ["10S", "10D", "JK"], 1)])
    t.apply("draw stock")
    t.apply("layoff 10C 1")
    assert t.melds[0].closed and JK in t.melds[0].cards
    assert not [a for a in texts(t) if a.startswith("swap")]


def test_e4_two_joker_set() -> None:
    """R40-E4: 7S JK JK + 7H 7C → closed 7C 7H 7S JK, one joker freed."""
    s = opened_table(
        [["7H", "7C", "2D", "9S"], ["3S"]],
        [("set", ["7S", "JK", "JK"], 1), ("run", ["5D", "6D", "7D"], 1)],
    )
    s.apply("draw stock")
    assert "swap 7C 7H 1" in texts(s)
    events = s.apply("swap 7C 7H 1")
    assert s.melds[0].closed and s.melds[0].cards.count(JK) == 1
    assert events[0]["jokers_to_place"] == 1


def test_e5_run_swap_and_layoff() -> None:
    """R40-E5: 6C replaces the joker of 5C JK 7C; 8C lays off."""
    s = opened_table([["6C", "8C", "2D", "9S"], ["3S"]], [("run", ["5C", "JK", "7C"], 1)])
    s.apply("draw stock")
    assert "swap 6C 1" in texts(s) and "layoff 8C 1" in texts(s)
    s.apply("layoff 8C 1")
    assert s.melds[0].cards == [INDEX["5C"], JK, INDEX["7C"], INDEX["8C"]]
    s.apply("swap 6C 1")
    assert "layoff JK 1 high" in texts(s) and "layoff JK 1 low" in texts(s)


def test_e6_keep_one_card() -> None:
    """R40-E6: 5H6H7H8H: not all four; 5H6H7H then discard 8H goes out."""
    s = opened_table([["5H", "6H", "7H"], ["2D"]], [("run", ["9C", "10C", "JC"], 1)], ("8H",))
    s.apply("draw stock")
    assert "meld 5H 6H 7H 8H" not in texts(s)
    s.apply("meld 5H 6H 7H")
    events = s.apply("discard 8H")
    assert any(e.type == "going_out" for e in events) and s.is_over


def test_e7_penalties() -> None:
    """R40-E7: 39, 18, 35; with Rummy 64, 43, 60."""

    def idx(text: str) -> list[int]:
        return [INDEX[c] for c in text.split()]

    assert hand_penalty(idx("AH KS JK 3D")) == 39
    assert hand_penalty(idx("9C 9D")) == 18
    assert hand_penalty(idx("QS QH 2C 2D AC")) == 35


def test_e8_payout() -> None:
    """R40-E8: 278/22/0; 160/40; Rummy 173/27."""
    assert payout(300, 0, {1: 40, 2: 100}, "per_capita_ratio") == {1: 22, 2: 0, 0: 278}
    assert payout(200, 0, {1: 20}, "per_capita_ratio") == {1: 40, 0: 160}
    assert payout(200, 0, {1: 45}, "per_capita_ratio") == {1: 27, 0: 173}
    assert payout(400, 0, {1: 40, 2: 80, 3: 120}, "proportional_pool") == {
        1: 75,
        2: 25,
        3: 0,
        0: 300,
    }


def test_e9_stock_exhaustion() -> None:
    """R40-E9 / R40-16: the last stock card drawn; after the discard the pile is reshuffled."""
    s = new([[], []], stock=["9S"])
    s.stock = s.stock[-1:]
    s.discard = s.discard + [INDEX["3C"]] * 0
    s._set_up_by_hand()
    s.apply("draw stock")
    events = s.apply("discard 9S")
    reshuffle = [e for e in events if e.type == "reshuffle"]
    assert not reshuffle or reshuffle[0]["stock"] >= 1
    assert (s.discard[-1] == INDEX["9S"] and len(s.discard) == 1) or any(
        e.type in ("blocked", "deal_end") for e in events
    )


def test_r40_contract_basics() -> None:
    """R40-1, R40-2, R40-8: 2–4 seats, 106 cards, seat after the dealer begins; bad input."""
    for seats in (2, 3, 4):
        s = GAME.new_state(seats, seed=3, options={"dealer": 1})
        assert s.current_player == 2 % seats
        assert all(len(s.view(i)["hand"]) == 13 for i in range(seats))
        assert s.view(0)["stock_count"] == 106 - 13 * seats - 1
    with pytest.raises(ValueError):
        GAME.new_state(5)
    with pytest.raises(OptionError):
        GAME.new_state(2, options={"r40_payout": "nope"})
    with pytest.raises(OptionError):
        GAME.new_state(2, options={"bogus": 1})
    with pytest.raises(DeckError):
        GAME.new_state(2, deck=["AS"] * 106)


def test_meld_texts() -> None:
    """The set/run texts of one natural and two jokers, and forgiving typed melds."""
    s = opened_table([["7S", "JK", "JK", "2D", "9D"], ["3S"]], [], opened=False)
    s.apply("draw stock")
    a = GAME.parse_action("meld run 7S JK JK", s) if "meld run 7S JK JK" in texts(s) else None
    for action in s.legal_actions():
        assert GAME.parse_action(str(action), s) == action
    del a
    assert [x[0] for x in specs("9H 7H 8H")] == ["run"]
    assert specs("7S JK JK")[0][0] == "set"
    assert len(specs("7S JK JK", "run")) == 1  # as typed: 7S 8S 9S
    assert len(specs("JK 8H 7H", "run")) == 2  # reordered: two places for the joker


def test_elimination_places() -> None:
    """R40-19: elimination ends with one seat left; places by exit, ties shared."""
    import random

    s = GAME.new_state(3, seed=5, options={"r40_match": "elimination", "r40_threshold": 30})
    r = random.Random(5)
    steps = 0
    while not s.is_over and steps < 200_000:
        s.apply(r.choice(s.legal_actions()))
        steps += 1
    assert s.is_over and s.result is not None and 1 in s.result
    assert sum(s.scores) == 0
