"""Las Vegas rules: RULES.md §3's worked examples LV-E1…E9, each rule LV-1…LV-17, the ⚑
options, the information model (§3.8), refusals and saves."""

from __future__ import annotations

import json
import random
from collections.abc import Sequence
from typing import Any

import pytest

from access_cards.engine.errors import IllegalActionError, OptionError, ParseError, SaveError
from access_cards.engine.events import Event
from access_cards.engine.state import GameState
from access_cards.games.lasvegas import GAME, LasVegasState, LVAction, deck_for, position
from access_cards.games.lasvegas.scoring import INDEX, hand_total, pot_layers, split_pot

# §3.9's table: dealer A (seat 0), then B (seat 1, first to speak), then C (seat 2).
A, B, C = 0, 1, 2
A_HAND = ["2C", "7S", "10D"]  # 19
B_HAND = ["4C", "4B", "9S"]  # 17
C_HAND = ["1D", "6C", "8B"]  # 15
CENTRE = ["4S", "7D", "5C", "9D"]


def table(centre: Sequence[str] = CENTRE, **options: Any) -> LasVegasState:
    """§3.9's deal, with the match ending after it unless ``hands`` is given."""
    given = {"hands": 1, **options}
    return position([A_HAND, B_HAND, C_HAND], centre, dealer=A, options=given)


def play(state: GameState[Any], *moves: str) -> list[Event]:
    """Apply typed moves; return every event."""
    events: list[Event] = []
    for move in moves:
        events += state.apply(move)
    return events


def of_type(events: Sequence[Event], kind: str) -> list[Event]:
    return [e for e in events if e.type == kind]


def one(events: Sequence[Event], kind: str) -> Event:
    found = of_type(events, kind)
    assert len(found) == 1, (kind, found)
    return found[0]


def legal(state: LasVegasState) -> list[str]:
    return [str(a) for a in state.legal_actions()]


# -- worked examples (§3.9) -------------------------------------------------------------


def test_e1_a_hand_ending_in_las_vegas() -> None:
    """LV-E1: the bets, B's two discards, A's fold, and Las Vegas paying B the pot of 10."""
    state = table()
    assert state.pot == 3 and state.scores == [49, 49, 49]
    assert state.current_player == B
    events = play(state, "check", "bet 1", "call")
    assert legal(state) == ["call", "fold"]  # B checked: call or fold only
    events = play(state, "call")
    assert one(events, "round_end").pot == 6
    assert one(events, "reveal").to_dict() == {
        "type": "reveal",
        "position": 1,
        "card": "4S",
        "value": 4,
        "face_down": 3,
        "hand_sizes": [3, 1, 3],
        "dealer": 0,
    }
    discard = one(events, "discard")
    assert (discard.seat, discard.cards, discard.cards_left) == (B, ["4C", "4B"], 1)
    mine = one(events, "own_hand")
    assert mine.audience == B and (mine.cards, mine.total) == (["9S"], 9)
    events = play(state, "bet 2", "call", "fold")
    assert state.pot == 10 and one(events, "fold").seat == A
    assert not of_type(events, "discard")  # C2 is a 7: A holds one but has folded
    events = play(state, "check", "check", "check", "check")
    assert [e.card for e in of_type(events, "reveal")] == ["5C", "9D"]
    lv = one(events, "las_vegas")
    assert (lv.seats, lv.position, lv.pot) == ([B], 4, 10)
    assert lv.shares == [0, 10, 0]
    payout = one(events, "payout")
    assert payout.how == "las_vegas" and payout.nets == [-2, 6, -4]
    assert sum(payout.nets) == 0
    assert not of_type(events, "showdown")
    assert state.scores == [48, 56, 46] and state.is_over


def test_e2_showdown_splits_low_and_high() -> None:
    """LV-E2: C4 is a 3; BR5 check, bet 1, call; pot 12: 6 to B (9, low), 6 to C (15)."""
    state = table(["4S", "7D", "5C", "3D"])
    play(state, "check", "bet 1", "call", "call", "bet 2", "call", "fold")
    play(state, "check", "check", "check", "check")
    assert state.round == 5 and legal(state)[0] == "check"
    events = play(state, "check", "bet 1", "call")
    show = one(events, "showdown")
    assert show.pot == 12
    assert show.totals == [None, 9, 15]
    assert show.hands == [None, ["9S"], ["1D", "6C", "8B"]]  # A folded: never shown
    assert (show.low, show.high, show.low_half, show.high_half) == ([B], [C], 6, 6)
    assert show.tie is False and show.shares == [0, 6, 6]
    assert not of_type(events, "odd_chips")
    assert one(events, "payout").nets == [-2, 1, 1]
    assert state.scores == [48, 51, 51]


# Four seats, dealer W (seat 0); X (1) speaks first, then Y (2), Z (3).
def four(hands: Sequence[Sequence[str]], centre: Sequence[str]) -> LasVegasState:
    return position(hands, centre, dealer=0, options={"hands": 1})


def test_e3_odd_pot_extra_chip_to_the_high_half() -> None:
    """LV-E3: X 4, Y 17, Z 9, pot 25: 13 to Y, 12 to X, nothing to Z."""
    state = four(
        [["5C", "5D", "5S"], ["1C", "1D", "2C"], ["10C", "6C", "1S"], ["2D", "3C", "4C"]],
        ["7C", "8C", "9C", "7D"],
    )
    play(state, "bet 3", "call", "call", "call", "bet 3", "call", "call", "fold")
    assert state.pot == 25
    events = play(state, *["check"] * 9)
    show = one(events, "showdown")
    assert show.totals == [None, 4, 17, 9]
    assert (show.low, show.high, show.low_half, show.high_half) == ([1], [2], 12, 13)
    assert show.shares == [0, 12, 13, 0]
    odd = one(events, "odd_chips")
    assert (odd.pot, odd.to_half, odd.chips) == (25, "high", [])


TIE_HANDS = [["10C", "10D", "10S"], ["1C", "1D", "3C"], ["1S", "1B", "3D"], ["4C", "4D", "4S"]]
TIE_CENTRE = ["6C", "7C", "8C", "9C"]


def test_e4_tied_low_shares_the_low_half() -> None:
    """LV-E4: X 5, Y 5, Z 12, pot 21: 11 to Z, 5 and 5; pot 23: 12 to Z, 6 to X, 5 to Y."""
    state = four(TIE_HANDS, TIE_CENTRE)
    play(state, "bet 2", "call", "call", "call", "bet 3", "call", "call", "fold")
    events = play(state, *["check"] * 9)
    show = one(events, "showdown")
    assert state.pot == 0 and show.pot == 21
    assert (show.low, show.high, show.low_half, show.high_half) == ([1, 2], [3], 10, 11)
    assert show.shares == [0, 5, 5, 11]
    state = four(TIE_HANDS, TIE_CENTRE)
    play(state, "bet 1", "call", "call", "call", "bet 5", "call", "call", "fold")
    events = play(state, *["check"] * 9)
    show = one(events, "showdown")
    assert show.pot == 23 and show.shares == [0, 6, 5, 12]
    odd = one(events, "odd_chips")
    assert odd.to_half == "high" and odd.chips == [{"seat": 1, "part": "low"}]


def test_e5_everyone_else_folds() -> None:
    """LV-E5: in BR2 B bets 3, the others fold: B takes the pot at once; no more reveals,
    nobody shows."""
    state = table()
    play(state, "check", "check", "check")
    events = play(state, "bet 3", "fold", "fold")
    win = one(events, "fold_win")
    assert (win.seat, win.pot) == (B, 6)
    assert not of_type(events, "reveal") and not of_type(events, "showdown")
    assert one(events, "payout").shares == [0, 6, 0]
    assert state.revealed == 1 and state.scores == [49, 52, 49]


def test_e6_simultaneous_las_vegas_splits_the_pot() -> None:
    """LV-E6: X [6C] and Y [6S] both empty on C3 = 6D: pot 15, 8 to X (first after the
    dealer), 7 to Y."""
    state = position(
        [["8C", "9C", "10C"], ["6C", "2C", "2D"], ["6S", "3C", "3D"]],
        ["2S", "3S", "6D", "7C"],
        dealer=0,
        options={"hands": 1},
    )
    play(state, "bet 4", "call", "call")
    assert state.pot == 15
    play(state, "check", "check", "check")
    assert state.view(None)["hand_sizes"] == [3, 1, 1]
    events = play(state, "check", "check", "check")
    lv = one(events, "las_vegas")
    assert (lv.seats, lv.position, lv.shares) == ([1, 2], 3, [0, 8, 7])
    odd = one(events, "odd_chips")
    assert odd.to_half is None and odd.chips == [{"seat": 1, "part": "whole"}]


def test_e7_legal_sets() -> None:
    """LV-E7: no bet: check or bet; after C bets 2, A may call, raise or fold, and B, who
    checked, may only call or fold."""
    state = table()
    assert legal(state) == ["check", *(f"bet {n}" for n in range(1, 50))]
    play(state, "check", "bet 2")
    assert state.current_player == A
    assert legal(state) == ["call", *(f"raise {n}" for n in range(1, 48)), "fold"]
    assert [str(t) for t in state.legal_templates()] == ["call", "raise 1..47", "fold"]
    assert state.view(A)["to_call"] == [2, 2, 0]
    play(state, "call")
    assert legal(state) == ["call", "fold"]


def test_e8_everybody_tied_shares_the_whole_pot() -> None:
    """LV-E8: X 8, Y 8, pot 11: the whole pot, 6 to X (first after the dealer), 5 to Y."""
    state = position(
        [["10C", "10D", "10S"], ["1C", "3C", "4C"], ["1D", "3D", "4D"]],
        ["5C", "6C", "7C", "9C"],
        dealer=0,
        options={"hands": 1},
    )
    play(state, "bet 2", "call", "call", "bet 1", "call", "fold")
    assert state.pot == 11
    events = play(state, *["check"] * 6)
    show = one(events, "showdown")
    assert show.tie is True and (show.low_half, show.high_half) == (0, 0)
    assert show.shares == [0, 6, 5]
    assert one(events, "odd_chips").chips == [{"seat": 1, "part": "whole"}]


def test_e9_the_bet_cap() -> None:
    """LV-E9: after the antes B 9, C 2, A 20: B may bet at most 2; once C has called with
    his last chips, only checks are possible for everyone until the hand ends."""
    state = position([A_HAND, B_HAND, C_HAND], CENTRE, dealer=A, stacks=[21, 10, 3])
    assert state.scores == [20, 9, 2]
    assert legal(state) == ["check", "bet 1", "bet 2"]
    assert [str(t) for t in state.legal_templates()] == ["check", "bet 1..2"]
    with pytest.raises(IllegalActionError) as info:
        state.apply("bet 3")
    assert info.value.reason == "amount_too_high"
    assert info.value.details["high"] == 2
    play(state, "bet 2", "call")
    assert state.scores[C] == 0
    assert legal(state) == ["call", "fold"]  # A may not raise
    play(state, "call")
    while state.deal_number == 1:
        assert legal(state) == ["check"]
        state.apply("check")


# -- the rules, one by one ---------------------------------------------------------------


def test_lv1_two_to_six_players() -> None:
    """LV-1: 2 to 6 seats; 1 or 7 are refused."""
    for seats in range(2, 7):
        assert GAME.new_state(seats, seed=1).seats == seats
    for seats in (1, 7):
        with pytest.raises(ValueError):
            GAME.new_state(seats, seed=1)
    assert (GAME.name, GAME.title, GAME.min_seats, GAME.max_seats) == (
        "lasvegas",
        "Las Vegas",
        2,
        6,
    )


def test_lv2_values_and_matching_by_rank() -> None:
    """LV-2: values 1..10; the figures option counts fante, cavallo, re 10 and aces 1 or 11,
    and matching stays by rank (a fante goes only onto a fante)."""
    cards = [INDEX[c] for c in ("1C", "8D", "9S", "10B")]
    assert hand_total(cards) == 28
    assert hand_total(cards, figures=True) == 31
    assert hand_total([INDEX["1C"], INDEX["1D"], INDEX["5S"]], figures=True) == 27
    assert hand_total([INDEX["1C"], INDEX["1D"], INDEX["1S"]], figures=True) == 33
    state = position(
        [["8C", "9C", "10C"], ["8D", "1C", "1D"], ["2C", "2D", "2S"]],
        ["8S", "9D", "3C", "4C"],
        options={"lv_values": "figures10_aces_1or11", "hands": 1},
    )
    assert state.view(0)["total"] == 30 and state.view(1)["total"] == 32
    events = play(state, "check", "check", "check")
    assert [(e.seat, e.cards) for e in of_type(events, "discard")] == [(1, ["8D"]), (0, ["8C"])]
    assert state.view(0)["total"] == 20 and state.view(1)["total"] == 22


def test_lv3_stacks_ante_and_smallest_bet() -> None:
    """LV-3: 50 chips and an ante of 1 by default; ``min_bet`` raises the smallest bet and
    the smallest raise."""
    state = GAME.new_state(3, seed=2, options={"dealer": 0})
    assert state.scores == [49, 49, 49] and state.view(None)["pot"] == 3
    state = table(min_bet=5)
    assert legal(state)[:3] == ["check", "bet 5", "bet 6"]
    play(state, "bet 5")
    assert legal(state)[:3] == ["call", "raise 5", "raise 6"]
    state = GAME.new_state(2, seed=2, options={"stack": 10, "ante": 2})
    assert state.scores == [8, 8]
    with pytest.raises(OptionError):
        GAME.new_state(2, seed=2, options={"stack": 2, "ante": 2})


def test_lv4_direction_is_cosmetic() -> None:
    """LV-4: ``lv_direction`` cw plays exactly as ccw (only narration names neighbours)."""
    one_way = GAME.new_state(4, seed=7)
    other = GAME.new_state(4, seed=7, options={"lv_direction": "cw"})
    for _ in range(60):
        if one_way.is_over:
            break
        move = one_way.legal_actions()[len(one_way.legal_actions()) // 3]
        assert one_way.apply(move) == other.apply(move)


def test_lv5_elimination() -> None:
    """LV-5: a stack below the ante after a hand puts the player out: ``eliminated`` names
    him, the next hand deals him no cards, and he keeps his chips."""
    state = position(
        [["1C", "2C", "3C"], ["10C", "10D", "10S"], ["5C", "5D", "9B"]],
        ["4C", "6C", "7C", "8C"],
        dealer=0,
        options={"ante": 3},
        stacks=[30, 30, 7],
    )
    assert state.scores == [27, 27, 4]
    events = play(state, "bet 3", "call", "call", "bet 1", "fold", "fold")
    out = one(events, "eliminated")
    assert out.seats == [2] and out.stacks[2] == 1
    assert state.scores[2] == 1  # he keeps what he has
    assert one(events, "deal_end").seats_in == [0, 1]
    start = one(events, "deal_start")
    assert start.seats_in == [0, 1] and start.dealer == 1
    assert state.view(2)["hand"] == [] and state.view(2)["out_at"] == [None, None, 1]
    assert state.view(None)["hand_sizes"] == [3, 3, None]
    assert all(e.audience != 2 for e in events[events.index(start) :])


def test_lv6_deal_order() -> None:
    """LV-6 and DESIGN.md §3: 3 cards a seat in seat order, then C1..C4, then the rest."""
    hands = [["1C", "2C", "3C"], ["4C", "5C", "6C"], ["7C", "8C", "9C"], ["1D", "2D", "10C"]]
    hands += [["3D", "4D", "5D"], ["6D", "7D", "8D"]]
    centre = ["9D", "10D", "1S", "2S"]
    state = GAME.new_state(6, deck=deck_for(hands, centre), options={"dealer": 0})
    for seat, hand in enumerate(hands):
        assert state.view(seat)["hand"] == hand
    assert [c for c in state._dump()["centre"]] == centre
    private = [e for e in state.start_events if e.type == "dealt"]
    assert [(e.audience, e.cards) for e in private] == list(enumerate(hands))


def test_lv7_first_speaker() -> None:
    """LV-7: the first player in after the dealer opens every round; with ``most_cards`` the
    one holding most cards, ties to the first after the dealer."""
    state = table(hands=None)
    play(state, "check", "check", "check")  # B discards two 4s: 1 card left
    assert state.current_player == B
    state = table(lv_first_speaker="most_cards")
    assert state.current_player == B  # all hold 3: the first after the dealer
    play(state, "check", "check", "check")
    assert state.current_player == C and state.view(None)["opener"] == C


def test_lv8_lv9_actions_by_situation() -> None:
    """LV-8/LV-9: fold only facing a bet, no check after a bet, raise N adds N to the level."""
    state = table()
    with pytest.raises(IllegalActionError) as info:
        state.apply("fold")
    assert info.value.reason == "cannot_fold"
    play(state, "bet 2")
    with pytest.raises(IllegalActionError) as info:
        state.apply("check")
    assert info.value.reason == "facing_bet" and info.value.details["to_call"] == 2
    events = play(state, "raise 3")
    rise = one(events, "raise")
    assert (rise.seat, rise.by, rise.amount, rise.level, rise.pot) == (C, 3, 5, 5, 10)
    view = state.view(None)
    assert view["contributions"] == [0, 2, 5] and view["to_call"] == [5, 3, 0]
    assert view["level"] == 5 and view["waiting"] == [0, 1]


def test_lv9_check_raise_option() -> None:
    """LV-9 ⚑ ``lv_check_raise``: a player who checked may raise when it is allowed."""
    state = table(lv_check_raise="allowed")
    play(state, "check", "bet 1", "call")
    assert legal(state)[:2] == ["call", "raise 1"]
    state = table()
    play(state, "check", "bet 1", "call")
    with pytest.raises(IllegalActionError) as info:
        state.apply("raise 1")
    assert info.value.reason == "checked_may_not_raise"


def test_lv10_round_ends() -> None:
    """LV-10: when all have checked, or all but the last raiser have called or folded."""
    state = table(hands=None)
    events = play(state, "check", "check")
    assert not of_type(events, "round_end")
    assert one(play(state, "check"), "round_end").round == 1
    events = play(state, "bet 1", "raise 1", "call")
    assert not of_type(events, "round_end") and state.current_player == B
    events = play(state, "call")
    assert one(events, "round_end").pot == 3 + 6


def test_lv11_side_pots() -> None:
    """LV-11 ⚑ ``lv_bet_cap=side_pots``: no cap but what another can match; a short stack
    calls all in and wins only the pot it matched."""
    state = position(
        [["10C", "10D", "10S"], ["1C", "1D", "2C"], ["5C", "5D", "9B"]],
        ["3C", "4C", "6C", "7C"],
        dealer=0,
        stacks=[31, 41, 6],
        options={"lv_bet_cap": "side_pots", "hands": 1},
    )
    assert legal(state)[-1] == "bet 30"  # seat 0 could match 30 more
    events = play(state, "bet 20", "call")
    call = one(events, "call")
    assert (call.seat, call.amount, call.all_in, call.short) == (2, 5, True, True)
    play(state, "call")
    assert state.view(None)["all_in"] == [2]
    assert state.current_player == 1 and 2 not in state.view(None)["waiting"]
    events = play(state, *["check"] * 8)
    show = one(events, "showdown")
    assert [p["amount"] for p in show.pots] == [18, 30]
    assert show.pots[0]["seats"] == [1, 2, 0] and show.pots[1]["seats"] == [1, 0]
    # main pot 18: seat 1 (4) low 9, seat 0 (30) high 9; side pot 30: 15 and 15.
    assert show.shares == [24, 24, 0]
    assert sum(show.shares) == 48


def test_lv11_no_cap() -> None:
    """LV-11 ⚑ ``lv_bet_cap=none``: bets up to one's own stack; who cannot call may fold."""
    state = position(
        [A_HAND, B_HAND, C_HAND], CENTRE, dealer=A, stacks=[21, 10, 3],
        options={"lv_bet_cap": "none"},
    )  # fmt: skip
    assert legal(state)[-1] == "bet 9"
    play(state, "bet 5")
    assert legal(state) == ["fold"]
    with pytest.raises(IllegalActionError) as info:
        state.apply("call")
    assert info.value.reason == "cannot_cover"
    assert info.value.details == {"to_call": 5, "stack": 2}


def test_lv12_discards_are_automatic_and_public() -> None:
    """LV-12: every player in discards all cards of the turned rank; folded players do
    not; the discards are public, the new hand private."""
    state = position(
        [["7C", "7D", "2C"], ["3C", "3D", "4C"], ["7B", "5C", "6C"]],
        ["7S", "2D", "3S", "4S"],
        dealer=0,
    )
    events = play(state, "bet 1", "fold", "call")  # seat 2 folds
    found = [(e.seat, e.cards, e.cards_left, e.audience) for e in of_type(events, "discard")]
    assert found == [(0, ["7C", "7D"], 1, None)]
    private = of_type(events, "own_hand")
    assert [(e.audience, e.cards, e.total) for e in private] == [(0, ["2C"], 2)]
    view = state.view(None)
    assert view["centre"] == [
        {"position": 1, "value": 7, "count": 3, "card": "7S",
         "discards": [{"seat": 0, "cards": ["7C", "7D"]}]},
    ]  # fmt: skip
    assert view["face_down"] == 3


def test_lv13_las_vegas_at_showdown_option() -> None:
    """LV-13 ⚑ ``lv_lasvegas_timing=at_showdown``: an emptied hand plays on and takes the
    pot at the showdown."""
    state = table(["4S", "7D", "5C", "9D"], lv_lasvegas_timing="at_showdown")
    play(state, *["check"] * 3, *["check"] * 3, *["check"] * 3, *["check"] * 3)
    assert state.round == 5 and state.view(None)["hand_sizes"] == [2, 0, 3]
    events = play(state, "check", "check", "check")
    lv = one(events, "las_vegas")
    assert lv.position is None and lv.seats == [B] and lv.shares == [0, 3, 0]


def test_lv14_lv15_showdown_single_player_both_halves_only_alone() -> None:
    """LV-15: the split functions: halves, ties for low or high, all tied."""
    split = split_pot(25, [1, 2, 3], [0, 4, 17, 9])
    assert (split.low, split.high, split.low_half, split.high_half) == ([1], [2], 12, 13)
    split = split_pot(23, [1, 2, 3], [0, 5, 5, 12])
    assert split.shares == {1: 6, 2: 5, 3: 12} and split.odd == [(1, "low")]
    split = split_pot(11, [2, 1], [0, 8, 8])
    assert split.tie and split.shares == {2: 6, 1: 5}


def test_lv16_odd_chip_option() -> None:
    """LV-16 ⚑ ``lv_odd_chip=low_half``: the odd chip of an odd pot goes to the low half."""
    split = split_pot(25, [1, 2, 3], [0, 4, 17, 9], odd_high=False)
    assert (split.low_half, split.high_half, split.to_half) == (13, 12, "low")
    state = position(
        [["5C", "5D", "5S"], ["1C", "1D", "2C"], ["10C", "6C", "1S"], ["2D", "3C", "4C"]],
        ["7C", "8C", "9C", "7D"],
        options={"hands": 1, "lv_odd_chip": "low_half"},
    )
    play(state, "bet 3", "call", "call", "call", "bet 3", "call", "call", "fold")
    show = one(play(state, *["check"] * 9), "showdown")
    assert show.shares == [0, 13, 12, 0]


def test_lv17_the_deal_passes_and_the_match_ends() -> None:
    """LV-17: the next hand is dealt by the next seat still in; ``hands`` ends the match
    after N hands; places follow the stacks, equal stacks sharing a place."""
    state = GAME.new_state(3, seed=4, options={"dealer": 2, "hands": 3})
    dealers = [state.view(None)["dealer"]]
    while not state.is_over:
        before = state.deal_number
        state.apply(state.legal_actions()[0])
        if state.deal_number != before and not state.is_over:
            dealers.append(state.view(None)["dealer"])
    assert dealers == [2, 0, 1] and state.deal_number == 3
    assert state.result == [1 + sum(o > s for o in state.scores) for s in state.scores]
    assert sum(state.scores) == 150


def test_match_plays_on_until_one_can_ante() -> None:
    """LV-17: without ``hands`` the match ends when fewer than two players can ante."""
    state = GAME.new_state(2, seed=5)
    rng = random.Random(5)
    while not state.is_over:
        state.apply(rng.choice(state.legal_actions()))
    view = state.view(None)
    assert len(view["seats_in"]) == 1 and sorted(state.scores) == [0, 100]
    assert state.result == ([1, 2] if state.scores[0] else [2, 1])


def test_tied_stacks_share_a_place() -> None:
    """``result`` gives equal stacks the same place (engine ``placings``)."""
    state = GAME.new_state(3, seed=1, options={"hands": 1, "dealer": 0})
    while not state.is_over:
        state.apply("check")
    assert state.result == [1 + sum(o > s for o in state.scores) for s in state.scores]


# -- information model (§3.8) ------------------------------------------------------------


def test_view_holds_own_cards_and_public_facts_only() -> None:
    """§3.8: own cards and total; no other hand, no face-down centre card."""
    state = table(hands=None)
    for seat, hand in enumerate([A_HAND, B_HAND, C_HAND]):
        view = state.view(seat)
        assert view["hand"] == hand and view["total"] == hand_total([INDEX[c] for c in hand])
        text = json.dumps(view)
        others = [c for s, h in enumerate([A_HAND, B_HAND, C_HAND]) if s != seat for c in h]
        assert not any(f'"{c}"' in text for c in others + CENTRE)
    spectator = json.dumps(state.view(None))
    assert not any(f'"{c}"' in spectator for c in A_HAND + B_HAND + C_HAND + CENTRE)
    assert "hand" not in state.view(None)
    play(state, "bet 1", "fold")
    assert state.view(C)["hand"] == [] and state.view(C)["total"] is None
    assert state.view(None)["folded"] == [C]


def test_top_only_gives_value_and_count() -> None:
    """§3.8 top-card-only: each centre card as value and count only; who discarded what
    only in the event."""
    state = table(pile_visibility="top_only", hands=None)
    events = play(state, "check", "check", "check")
    assert one(events, "discard").cards == ["4C", "4B"]
    assert state.view(None)["centre"] == [{"position": 1, "value": 4, "count": 3}]
    assert '"4C"' not in json.dumps(state.view(A))


def test_view_keys() -> None:
    """The view's keys, which narration and the bots read."""
    view = table().view(B)
    assert set(view) == {
        "game", "seat", "seats", "options", "deal", "dealer", "seats_in", "out_at", "phase",
        "round", "current_player", "is_over", "scores", "stacks", "pot", "level",
        "contributions", "put_in", "to_call", "active", "folded", "checked", "waiting",
        "all_in", "opener", "hand_sizes", "centre", "face_down", "limits", "last_hand",
        "legal_actions", "hand", "total",
    }  # fmt: skip
    assert view["limits"] == {"to_call": 0, "call": False, "bet": [1, 49], "raise": None}


# -- refusals ------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("moves", "text", "reason"),
    [
        ((), "call", "nothing_to_call"),
        ((), "raise 2", "nothing_to_raise"),
        ((), "bet 0", "amount_too_low"),
        ((), "bet 50", "amount_too_high"),
        (("bet 1",), "bet 2", "facing_bet"),
        (("bet 1",), "raise 49", "amount_too_high"),
    ],
)
def test_refusals_name_a_reason_and_what_is_legal(
    moves: tuple[str, ...], text: str, reason: str
) -> None:
    """Illegal actions raise IllegalActionError with a reason, details and the legal list."""
    state = table()
    play(state, *moves)
    before = state.to_json()
    with pytest.raises(IllegalActionError) as info:
        state.apply(text)
    assert info.value.reason == reason
    assert info.value.legal == tuple(legal(state))
    assert info.value.legal_templates == state.legal_templates()
    assert state.to_json() == before


def test_unparseable_text_and_illegal_objects() -> None:
    """Junk text is a ParseError; an action object not legal now an IllegalActionError."""
    state = table()
    for text in ("", "bet", "bet -1", "bet x", "raise 1 2", "play 5", "bet 1234567890"):
        with pytest.raises(ParseError):
            state.apply(text)
    with pytest.raises(IllegalActionError):
        state.apply(LVAction("fold"))
    assert GAME.parse_action(" BET 3 ", state) == LVAction("bet", 3)


def test_no_bet_possible_reason() -> None:
    """With a player in at 0 chips nobody may bet (LV-11)."""
    state = position([A_HAND, B_HAND, C_HAND], CENTRE, dealer=A, stacks=[21, 10, 3])
    play(state, "bet 2", "call", "call")
    with pytest.raises(IllegalActionError) as info:
        state.apply("bet 1")
    assert info.value.reason == "no_bet_possible"


# -- saves ---------------------------------------------------------------------------------


def test_save_mid_round_resumes_identically() -> None:
    """A save between two bets of a round loads back and plays on identically."""
    state = GAME.new_state(4, seed=11, options={"dealer": 1})
    play(state, "check", "bet 2", "raise 1")
    text = state.to_json()
    copy = GAME.from_json(text)
    assert copy.to_json() == text
    for seat in [None, 0, 1, 2, 3]:
        assert copy.view(seat) == state.view(seat)
    for move in ("call", "fold", "call", "check", "check", "check"):
        assert copy.apply(move) == state.apply(move)
    assert copy.to_json() == state.to_json()


def test_damaged_saves_are_refused() -> None:
    """A save edited to a position the deal does not reach, or to extra chips, is refused."""
    state = GAME.new_state(3, seed=3)
    play(state, "check")
    data = json.loads(state.to_json())
    data["deal_start"]["scores"][0] += 5
    with pytest.raises(SaveError):
        GAME.from_json(json.dumps(data))
    data = json.loads(state.to_json())
    data["state"]["pot"] += 1
    with pytest.raises(SaveError):
        GAME.from_json(json.dumps(data))
    data = json.loads(state.to_json())
    data["deal_start"]["state"]["hands"][0][0] = data["deal_start"]["state"]["centre"][0]
    with pytest.raises(SaveError):
        GAME.from_json(json.dumps(data))


def test_layers() -> None:
    """LV-A4: side pots from the chips put in; folded chips join the pots."""
    assert pot_layers([10, 10, 10], [0, 1, 2]) == [(30, [0, 1, 2])]
    assert pot_layers([4, 10, 20, 15], [0, 1, 2]) == [(16, [0, 1, 2]), (18, [1, 2]), (15, [2])]


def test_side_pots_las_vegas_takes_only_the_pot_it_is_in() -> None:
    """LV-A4 with LV-13: a short stack's Las Vegas takes the main pot; the side pot above it
    is shown down between the others at once."""
    state = position(
        [["1C", "1D", "3C"], ["6C", "2C", "2D"], ["10C", "10D", "9C"]],
        ["2S", "6D", "5C", "7C"],
        dealer=0,
        stacks=[31, 6, 41],
        options={"lv_bet_cap": "side_pots", "hands": 1},
    )
    events = play(state, "check", "bet 20", "call", "call")
    assert [(e.seat, e.amount, e.short) for e in of_type(events, "call")] == [
        (0, 20, False),
        (1, 5, True),
    ]
    assert state.current_player == 2  # seat 1 is all in: the first who can bet opens
    events = play(state, "check", "check")
    lv = one(events, "las_vegas")
    assert (lv.seats, lv.position, lv.pot) == ([1], 2, 48)
    assert [(p["amount"], p["kind"]) for p in lv.pots] == [(18, "las_vegas"), (30, "showdown")]
    show = one(events, "showdown")
    assert show.hands == [["1C", "1D", "3C"], None, ["9C", "10C", "10D"]]
    assert (show.low, show.high, show.low_half, show.high_half) == ([0], [2], 15, 15)
    assert one(events, "payout").shares == [15, 18, 15]
    assert [e.type for e in events].index("las_vegas") < [e.type for e in events].index("showdown")


def test_side_pots_skip_rounds_nobody_can_bet_in() -> None:
    """With side pots, once every player in is all in the remaining centre cards are turned
    at once (each round announced as skipped) and the hand goes to the showdown."""
    state = position(
        [A_HAND, B_HAND, C_HAND][:2],
        ["1S", "2S", "3S", "5S"],
        dealer=0,
        stacks=[11, 11],
        options={"lv_bet_cap": "side_pots", "hands": 1},
    )
    assert legal(state)[-1] == "bet 10"
    play(state, "bet 10")
    events = play(state, "call")
    kinds = [(e.type, e.get("round"), e.get("skipped")) for e in events if e.type != "discard"]
    assert kinds[:4] == [("call", 1, None), ("round_end", 1, None), ("reveal", None, None),
                         ("round_start", 2, True)]  # fmt: skip
    assert len(of_type(events, "reveal")) == 4 and one(events, "showdown").pot == 22
    assert state.is_over


def test_e1_event_sequence() -> None:
    """The events of LV-E1 in order, as narration hears them (public, plus each seat's own)."""
    state = table()
    assert [e.type for e in state.start_events] == [
        "deal_start", "ante", "dealt", "dealt", "dealt", "round_start",
    ]  # fmt: skip
    assert one(state.start_events, "ante").stacks == [49, 49, 49]
    events = play(state, "check", "bet 1", "call", "call", "bet 2", "call", "fold")
    events += play(state, "check", "check", "check", "check")
    assert [e.type for e in events] == [
        "check", "bet", "call", "call", "round_end", "reveal", "discard", "own_hand",
        "round_start", "bet", "call", "fold", "round_end", "reveal", "round_start",
        "check", "check", "round_end", "reveal", "round_start", "check", "check",
        "round_end", "reveal", "discard", "own_hand", "las_vegas", "payout", "deal_end",
        "match_end",
    ]  # fmt: skip
    end = one(events, "deal_end")
    assert (end.how, end.pot, end.winners, end.nets) == ("las_vegas", 10, [B], [-2, 6, -4])
    assert one(events, "match_end").result == [2, 1, 3]


def test_options_schema() -> None:
    """The option names, defaults and values of the issue's contract; bad values refused."""
    schema = {o.name: o for o in GAME.options}
    assert {name: o.default for name, o in schema.items()} == {
        "dealer": None, "stack": 50, "ante": 1, "hands": None, "min_bet": 1,
        "lv_values": "nominal_1_to_10", "lv_direction": "ccw",
        "lv_first_speaker": "after_dealer", "lv_check_raise": "forbidden",
        "lv_bet_cap": "smallest_stack", "lv_lasvegas_timing": "immediate",
        "lv_odd_chip": "high_half", "pile_visibility": "full",
    }  # fmt: skip
    state = GAME.new_state(2, seed=1, options={"LV_BET_CAP": "none", "hands": "none"})
    assert state.options["lv_bet_cap"] == "none" and state.options["hands"] is None
    assert (
        GAME.new_state(2, seed=1, options={"variant": "top_only"}).options["pile_visibility"]
        == "top_only"
    )
    for name in schema:
        with pytest.raises(OptionError):
            GAME.new_state(2, seed=1, options={name: "no such value"})


def test_a_finished_match_saves_and_loads() -> None:
    """A save of a finished match loads back to the same result."""
    state = GAME.new_state(2, seed=9, options={"hands": 2})
    rng = random.Random(9)
    while not state.is_over:
        state.apply(rng.choice(state.legal_actions()))
    copy = GAME.from_json(state.to_json())
    assert copy.is_over and copy.result == state.result and copy.scores == state.scores
