"""Rummy 40: one test per rule of RULES.md §2, R40-1 … R40-19 (11a, 11b, 13a–f included)."""

from __future__ import annotations

from collections import Counter

import pytest

from access_cards.engine.errors import ActionError
from access_cards.games.rummy40 import GAME, Rummy40State
from access_cards.games.rummy40.melds import INDEX, JK, PENALTY
from access_cards.games.rummy40.scoring import hand_penalty, payout
from tests.test_rummy40_rules import FULL, opened_table, specs, texts


def reason(state: Rummy40State, text: str) -> str:
    with pytest.raises(ActionError) as err:
        state.apply(text)
    return str(err.value.reason)


def test_r40_1_players() -> None:
    """R40-1: 2 to 4 players."""
    for seats in (2, 3, 4):
        assert GAME.new_state(seats, seed=1).seats == seats
    for seats in (1, 5):
        with pytest.raises(ValueError):
            GAME.new_state(seats, seed=1)


def test_r40_2_deck() -> None:
    """R40-2: two 52-card decks and two jokers, 106 cards, duplicates."""
    s = GAME.new_state(4, seed=2)
    assert isinstance(s, Rummy40State)
    every = [c for h in s.hands for c in h] + s.stock + s.discard
    assert len(every) == 106
    assert Counter(every) == Counter(list(range(52)) * 2 + [JK, JK])


def test_r40_3_card_values() -> None:
    """R40-3: meld values 2–10, J/Q/K 10, A 11, a joker the card it stands for; penalties
    the same, a joker 15."""
    assert specs("2H 3H 4H")[0][2] == 9
    assert specs("JS QS KS AS")[0][2] == 41
    assert specs("10C JK QC")[0][2] == 30  # JK = JC, 10
    assert specs("AC AD JK")[0][2] == 33
    assert [PENALTY[INDEX[c]] for c in ("2C", "10D", "JH", "QS", "KC", "AD", "JK")] == [
        2,
        10,
        10,
        10,
        10,
        11,
        15,
    ]


def test_r40_4_sets() -> None:
    """R40-4: 3 or 4 of a rank, distinct suits, a joker for a missing suit, at most 4."""
    assert specs("7C 7D 7H")[0][0] == "set"
    assert specs("7C 7D 7H 7S")[0][0] == "set"
    assert specs("7C 7D JK")[0][0] == "set"
    assert specs("7C 7C 7H") == []
    assert specs("7C 7D 7H 7S JK") == []
    assert specs("7C 7D 8H") == []


def test_r40_5_runs() -> None:
    """R40-5: 3 or more in a suit, 2 … A, ace high only, at most 13."""
    assert specs("QS KS AS")[0][2] == 31
    assert specs("AS 2S 3S") == [] and specs("KS AS 2S") == []
    assert specs("2D 3D 4D 5D 6D 7D 8D 9D 10D JD QD KD AD")[0][0] == "run"
    assert specs("5H 6H 8H") == [] and specs("5H 6S 7H") == []


def test_r40_6_jokers() -> None:
    """R40-6: one natural card at least, two jokers at most; a run's joker stands for one
    card, fixed when laid (the player chooses an end)."""
    assert specs("JK JK JK") == []
    assert specs("5H JK JK JK") == []
    assert specs("5H JK JK")[0][0] == "set"
    assert len(specs("5H JK JK", "run")) == 1
    assert {x[1] for x in specs("JK 8H 7H", "run")} == {
        (JK, INDEX["7H"], INDEX["8H"]),
        (INDEX["7H"], INDEX["8H"], JK),
    }
    s = opened_table([["9C", "10C", "JK", "2D", "3S"], ["4S"]], [])
    s.apply("draw stock")
    events = s.apply("meld 9C 10C JK")
    assert events[0]["jokers"] == [{"position": 2, "stands_for": "JC"}]


def test_r40_7_melds_never_rearranged() -> None:
    """R40-7: a meld only grows by lay-offs at its ends or changes by swaps."""
    s = opened_table([["8C", "4C", "2D", "9S"], ["3S"]], [("run", ["5C", "6C", "7C"], 1)])
    s.apply("draw stock")
    assert {a.kind for a in s.legal_actions()} <= {"meld", "layoff", "swap", "discard"}
    s.apply("layoff 8C 1")
    s.apply("layoff 4C 1")
    assert s.melds[0].cards == [INDEX[c] for c in ("4C", "5C", "6C", "7C", "8C")]
    assert s.melds[0].number == 1 and s.melds[0].owner == 1


def test_r40_8_deal() -> None:
    """R40-8: 13 cards each in seat order, the upcard, the stock; the seat after the dealer
    plays first."""
    deck = list(FULL)
    s = GAME.new_state(3, seed=1, options={"dealer": 0}, deck=deck)
    assert isinstance(s, Rummy40State)
    for seat in range(3):
        assert sorted(s.view(seat)["hand"]) == sorted(deck[13 * seat : 13 * seat + 13])
    assert s.view(0)["top_discard"] == deck[39]
    assert s.view(0)["stock_count"] == 106 - 40
    assert s.current_player == 1
    s.apply("draw stock")
    assert s.view(1)["hand"].count(deck[40]) >= 1


def test_r40_9_keep_one_card() -> None:
    """R40-9: the meld phase ends with a card in hand: no meld or lay-off of the last card."""
    s = opened_table([["5H", "6H", "7H"], ["2D"]], [("run", ["9C", "10C", "JC"], 1)], ("QC",))
    s.apply("draw stock")
    s.apply("meld 5H 6H 7H")
    assert texts(s) == ["discard QC"]  # laying QC off would leave nothing to discard
    s2 = opened_table([["5H", "6H", "7H"], ["2D"]], [], ("8H",))
    s2.apply("draw stock")
    assert "meld 5H 6H 7H 8H" not in texts(s2)
    assert reason(s2, "meld 5H 6H 7H 8H") in ("must_keep_one_card", "dead_end")


def test_r40_10_discard_take() -> None:
    """R40-10: the taken card in a new meld this turn; not discarded."""
    s = opened_table([["6D", "7D", "9S", "3C"], ["4S"]], [])
    s.discard = [INDEX["8D"]]
    s.stock.remove(INDEX["8D"])
    s.stock.append(INDEX["2C"])
    s.apply("draw discard")
    assert not any(t.startswith("discard") for t in texts(s))
    assert s.view(0)["turn"]["must_use"] == "8D"
    assert reason(s, "discard 8D") in ("taken_card_not_used", "may_not_discard_taken")
    s.apply("meld 6D 7D 8D")
    assert set(texts(s)) == {"discard 3C", "discard 9S"}


def test_r40_11_opening_minimum() -> None:
    """R40-11: an opening is melds of 40 or more in one turn; lay-offs do not count."""
    s = opened_table([["7H", "8H", "9H", "5C", "5D", "5S", "KD"], ["2S"]], [], opened=False)
    s.apply("draw stock")
    assert not any(t.startswith("meld") for t in texts(s))  # 24 + 15 = 39
    t = opened_table([["7H", "8H", "9H", "6C", "6D", "6S", "KD"], ["2S"]], [], opened=False)
    t.apply("draw stock")
    assert "meld 7H 8H 9H" in texts(t)  # 24 + 18 = 42
    t.apply("meld 6C 6D 6S")
    assert not t.opened[0] and t.view(0)["turn"]["opening_needed"] == 22
    t.apply("meld 7H 8H 9H")
    assert t.opened[0]


def test_r40_11a_layoff_in_opening_turn() -> None:
    """R40-11a: lay-offs after the opening melds, in the same turn (per the option)."""
    table = [("run", ["2C", "3C", "4C"], 1)]
    hand = ["QC", "QD", "QS", "JH", "QH", "KH", "5C", "9D"]
    for option in ("yes", "no"):
        s = opened_table([hand, ["2S"]], table, ("8S",), opened=False)
        s.options = dict(s.options, r40_layoff_in_opening_turn=option)
        s.apply("draw stock")
        assert not any(t.startswith("layoff") for t in texts(s))
        s.apply("meld QC QD QS")
        assert not s.opened[0] and not any(t.startswith("layoff") for t in texts(s))
        s.apply("meld JH QH KH")
        assert s.view(0)["opened"][0]
        if option == "yes":
            assert "layoff 5C 1" in texts(s)
        else:
            assert not any(t.startswith("layoff") for t in texts(s))
            assert reason(s, "layoff 5C 1") == "no_layoff_in_opening_turn"


def test_r40_11b_before_opening() -> None:
    """R40-11b: an unopened player lays off nothing, swaps nothing, and takes the discard
    only to open with it."""
    s = opened_table(
        [["6C", "8C", "2D", "9S", "4H"], ["3S"]], [("run", ["5C", "JK", "7C"], 1)], opened=False
    )
    assert "draw discard" not in texts(s)
    s.apply("draw stock")
    assert not any(t.startswith(("layoff", "swap")) for t in texts(s))
    assert reason(s, "layoff 8C 1") == "not_opened"
    assert reason(s, "swap 6C 1") == "not_opened"


def test_r40_12_layoff() -> None:
    """R40-12: a run takes the next card at either end or a joker (low/high); a 3-card set
    its missing suit or a joker; on anyone's meld."""
    s = opened_table(
        [["4C", "8C", "JK", "9H", "9S", "2D"], ["3S"]],
        [("run", ["5C", "6C", "7C"], 1), ("set", ["9C", "9D", "9H"], 1)],
    )
    s.apply("draw stock")
    legal = texts(s)
    for text in (
        "layoff 4C 1",
        "layoff 8C 1",
        "layoff JK 1 low",
        "layoff JK 1 high",
        "layoff 9S 2",
        "layoff JK 2",
    ):
        assert text in legal, text
    assert "layoff 9H 2" not in legal  # its suit is there already
    s.apply("layoff 9S 2")
    assert s.melds[1].closed and not any(t.endswith(" 2") for t in texts(s) if "layoff" in t)


def test_r40_13a_run_joker() -> None:
    """R40-13a: the card a run's joker stands for takes its place; the joker comes to hand."""
    s = opened_table([["6C", "2D", "3D", "9S"], ["3S"]], [("run", ["5C", "JK", "7C"], 1)])
    s.apply("draw stock")
    s.apply("swap 6C 1")
    assert s.melds[0].cards == [INDEX["5C"], INDEX["6C"], INDEX["7C"]] and JK in s.hands[0]


def test_r40_13b_set_joker_needs_both_suits() -> None:
    """R40-13b: a 3-card set's joker needs both missing suits; one suit closes the set."""
    s = opened_table([["10C", "10H", "4H", "5H", "9C"], ["3S"]], [("set", ["10S", "10D", "JK"], 1)])
    s.apply("draw stock")
    assert "swap 10C 10H 1" in texts(s)
    assert reason(s, "swap 10C 1") in ("no_joker_to_free", "does_not_fit", "dead_end")
    s.apply("layoff 10C 1")
    assert s.melds[0].closed and not any(t.startswith("swap") for t in texts(s))


def test_r40_13c_two_joker_set() -> None:
    """R40-13c: 1 natural + 2 jokers: two missing suits free one joker, the set closes."""
    s = opened_table(
        [["7H", "7C", "2D", "9S"], ["3S"]],
        [("set", ["7S", "JK", "JK"], 1), ("run", ["5D", "6D", "7D"], 1)],
    )
    s.apply("draw stock")
    s.apply("swap 7C 7H 1")
    assert s.melds[0].closed and s.melds[0].cards.count(JK) == 1 and JK in s.hands[0]


def test_r40_13d_closed_set() -> None:
    """R40-13d: a 4-card set is closed: nothing laid off, its joker never freed."""
    s = opened_table([["10H", "2D", "3D", "9S"], ["3S"]], [("set", ["10S", "10D", "10C", "JK"], 1)])
    s.apply("draw stock")
    assert not any(t.endswith(" 1") for t in texts(s))
    assert s.view(0)["melds"][0]["closed"]


def test_r40_13e_freed_joker_used() -> None:
    """R40-13e: the freed joker goes to the table this turn (option ``keep``: may stay)."""
    table = [("run", ["5C", "JK", "7C"], 1), ("run", ["2H", "3H", "4H"], 1)]
    s = opened_table([["6C", "9S", "KD", "QD"], ["3S"]], table)
    s.apply("draw stock")
    s.apply("swap 6C 1")
    assert not any(t.startswith("discard") for t in texts(s))
    assert reason(s, "discard 9S") == "freed_joker_not_placed"
    s.apply("layoff JK 2 high")
    assert "discard 9S" in texts(s)
    k = opened_table([["6C", "9S", "KD", "QD"], ["3S"]], table)
    k.options = dict(k.options, r40_freed_joker="keep")
    k.apply("draw stock")
    k.apply("swap 6C 1")
    assert "discard JK" in texts(k) and "discard 9S" in texts(k)


def test_r40_13f_swap_only_if_joker_placeable() -> None:
    """R40-13f: only opened players swap, and only when the joker can be placed while a
    card stays for the discard."""
    full = ["2C", "3C", "4C", "5C", "JK", "7C", "8C", "9C", "10C", "JC", "QC", "KC", "AC"]
    s = opened_table(
        [["6C", "9S"], ["3S"]], [("run", full, 1), ("set", ["QS", "QD", "QH", "JK"], 1)], ("KD",)
    )
    s.apply("draw stock")
    # The run is full and the set closed: the joker could only go into a new meld of
    # JK 9S KD, which is none.
    assert "swap 6C 1" not in texts(s)
    t = opened_table(
        [["6C", "9S"], ["3S"]], [("run", full, 1), ("run", ["2H", "3H", "4H"], 1)], ("KD",)
    )
    t.apply("draw stock")
    assert "swap 6C 1" in texts(t)


def test_r40_14_going_out() -> None:
    """R40-14: discarding the last card ends the hand at once; the discarder wins."""
    s = opened_table([["5H", "6H", "7H"], ["2D", "3D"]], [], ("8S",))
    s.apply("draw stock")
    s.apply("meld 5H 6H 7H")
    events = s.apply("discard 8S")
    types = [e.type for e in events]
    assert "going_out" in types and s.is_over and s.current_player is None
    payout_event = next(e for e in events if e.type == "payout")
    assert payout_event["winner"] == 0


def test_r40_15_rummy() -> None:
    """R40-15: opening, laying everything and going out in one turn: +25 to each loser."""
    s = opened_table(
        [["7H", "8H", "9H", "QC", "QD", "QS"], ["2D", "3D"]], [], ("5S",), opened=False
    )
    s.apply("draw stock")
    s.apply("meld 7H 8H 9H")
    s.apply("meld QC QD QS")
    events = s.apply("discard 5S")
    assert any(e.type == "rummy" for e in events)
    pen = next(e for e in events if e.type == "penalty")
    assert pen["points"] == 5 and pen["rummy_bonus"] == 25 and pen["total"] == 30
    # Not Rummy when the winner had opened before.
    t = opened_table([["7H", "8H", "9H"], ["2D", "3D"]], [], ("5S",))
    t.apply("draw stock")
    t.apply("meld 7H 8H 9H")
    assert not any(e.type == "rummy" for e in t.apply("discard 5S"))


def test_r40_16_stock_exhausted_and_blocked() -> None:
    """R40-16: the last stock card drawn: the pile under the discard becomes the stock; with
    nothing under it the hand is blocked (void: no chips move)."""
    s = opened_table([["9C", "KD"], ["2D", "3D"]], [], ("4S",))
    s.stock = [INDEX["4S"]]
    s.discard = [INDEX["2C"], INDEX["5H"], INDEX["6H"]]
    s.apply("draw stock")
    events = s.apply("discard 9C")
    reshuffle = next(e for e in events if e.type == "reshuffle")
    assert reshuffle["stock"] == 3 and reshuffle["top"] == "9C" and s.discard == [INDEX["9C"]]
    assert sorted(s.stock) == sorted(INDEX[c] for c in ("2C", "5H", "6H"))
    b = opened_table([["9C", "KD"], ["2D", "3D"]], [], ("4S",))
    b.stock, b.discard = [INDEX["4S"]], []
    b.apply("draw stock")
    events = b.apply("discard 9C")
    blocked = next(e for e in events if e.type == "blocked")
    assert blocked["penalties"] == [14, 5] and blocked["cause"] == "no_stock"
    assert b.is_over and b.scores == [0, 0]


def test_r40_16_nobody_can_go_out() -> None:
    """R40-16 ⚑, by extension: hands of at most two cards and a table that takes no card
    can never end, so the hand is blocked as well."""
    closed = [("set", [f"{r}{s}" for s in "CDHS"], 1) for r in ("3", "4", "5", "6", "7")]
    s = opened_table([["9C"], ["2D", "3D"]], closed, ("KS",))
    s.apply("draw stock")
    events = s.apply("discard KS")
    blocked = next(e for e in events if e.type == "blocked")
    assert blocked["cause"] == "no_way_out" and s.is_over


def test_r40_17_scoring() -> None:
    """R40-17: winner 0; each loser the penalties in hand."""
    s = opened_table([["5H", "6H", "7H"], ["AD", "JK", "3D"], ["KC"]], [], ("8S",))
    s.apply("draw stock")
    s.apply("meld 5H 6H 7H")
    events = s.apply("discard 8S")
    pens = {e["seat"]: e["total"] for e in events if e.type == "penalty"}
    assert pens == {1: 29, 2: 10}
    assert hand_penalty([INDEX["AD"], JK, INDEX["3D"]]) == 29


def test_r40_18_payout() -> None:
    """R40-18: pool = buy-in × players; per-capita ratio; chips = payout − buy-in."""
    s = opened_table(
        [
            ["5H", "6H", "7H"],
            ["9C", "9D"],
            ["KC", "KD", "KS", "QS", "QH", "QD", "JS", "JH", "JD", "AC"],
        ],
        [],
        ("8S",),
    )
    s.apply("draw stock")
    s.apply("meld 5H 6H 7H")
    events = s.apply("discard 8S")
    pay = next(e for e in events if e.type == "payout")
    assert pay["pool"] == 300
    # B 18 → floor(37.5 × 0.82) = 30; C 101 → 0; A 270.
    assert pay["paid"] == [270, 30, 0]
    assert s.scores == [170, -70, -100] and sum(s.scores) == 0
    assert payout(300, 0, {1: 18, 2: 101}, "per_capita_ratio") == {1: 30, 2: 0, 0: 270}


def test_r40_19_elimination() -> None:
    """R40-19: penalties add up; a seat at the threshold is out; the last seat in wins."""
    s = opened_table([["5H", "6H", "7H"], ["KC", "KD", "QS"], ["2C", "3D"]], [], ("8S",))
    s.options = dict(s.options, r40_match="elimination", r40_threshold=30)
    s.apply("draw stock")
    s.apply("meld 5H 6H 7H")
    events = s.apply("discard 8S")
    out = next(e for e in events if e.type == "eliminated")
    assert out["seats"] == [1] and out["penalty_totals"] == [0, 30, 5]
    assert not s.is_over and s.active == [0, 2] and s.deal_number == 2
    assert all(len(s.hands[x]) == 13 for x in (0, 2)) and s.hands[1] == []
