"""Khmer rules, RULES.md §1: the worked examples KH-E0…KH-E7 and the rules they rest on.

Seat 0 is "A" and seat 1 is "B" of the examples.  Positions are built with ``position()``;
a card an example does not place goes to the set-aside (at most 4, lowest non-6s first) or,
for 6s, out of the deal; ``with_filler`` puts any further cards in B's hand when B's cards
do not matter to the example.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from typing import Any

import pytest
from hypothesis import given, settings

from access_cards.engine import IllegalActionError, ParseError
from access_cards.engine.events import Event
from access_cards.games.khmer import Khmer, KhmerAction, KhmerState, position
from tests.strategies import (
    ALL_ACTION_TEXTS,
    RULE_CARDS,
    build,
    khmer_positions,
    new_match,
    player_total,
    rule_legal,
    showdown_winner,
    stuck_after,
)

A, B = 0, 1
MATCH: dict[str, Any] = {"mode": "match"}
SINGLE: dict[str, Any] = {"mode": "single"}


def with_filler(
    a_hand: Sequence[int],
    *,
    a_front: Sequence[int] = (),
    pile: Sequence[int] = (),
    b_front: Sequence[int] = (),
    **kwargs: Any,
) -> KhmerState:
    """A position where B's hand is whatever non-6 cards do not fit in the 4-card set-aside."""
    left = Counter(RULE_CARDS)
    left.subtract([*a_hand, *a_front, *pile, *b_front])
    non_sixes = sorted(v for v in left.elements() if v != 6)
    b_hand = non_sixes[4:]  # the lowest four go to the set-aside
    return position((a_hand, b_hand), fronts=(a_front, b_front), pile=pile, **kwargs)


def types(events: Sequence[Event]) -> list[str]:
    """The event types, in order."""
    return [e.type for e in events]


def only(events: Sequence[Event], kind: str) -> Event:
    """The single event of a type."""
    found = [e for e in events if e.type == kind]
    assert len(found) == 1, types(events)
    return found[0]


def legal_texts(state: KhmerState) -> list[str]:
    """The legal actions as typed commands."""
    return [str(a) for a in state.legal_actions()]


# -- KH-E0 --------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("pile", "may_knock"), [((6, 4, 4), False), ((6, 5, 4), True), ((6, 6, 4), True)]
)
def test_kh_e0_knock_iff_table_at_least_15(pile: tuple[int, ...], may_knock: bool) -> None:
    """KH-E0: A holds 2,2,6 and drew a 5 (PlayerTotal 15): knock legal iff T ≥ 15 (T=14/15/16)."""
    state = with_filler((2, 2, 6), a_front=(5,), pile=pile)
    assert player_total(state, A) == 15 == state.view(A)["player_total"]
    assert state.table_total == sum(pile)
    assert ("knock" in legal_texts(state)) is may_knock


# -- KH-E1 / E2 / E3: showdowns -----------------------------------------------------------------


def e1(options: dict[str, Any], scores: Sequence[int] = (0, 0), mover: int = A) -> KhmerState:
    """KH-E1: pile 6,3,5,2 (T=16); A hand [4,1] front [6] (11); B hand [6,6] front [5] (17)."""
    return position(
        ((4, 1), (6, 6)),
        fronts=((6,), (5,)),
        pile=(6, 3, 5, 2),
        mover=mover,
        scores=scores,
        options=options,
    )


def e2(options: dict[str, Any]) -> KhmerState:
    """KH-E2: pile 6,6,4,2 (T=18); A hand [5,4,3,2] (14); B hand [6,3] front [6] (15)."""
    return position(((5, 4, 3, 2), (6, 3)), fronts=((), (6,)), pile=(6, 6, 4, 2), options=options)


def e3(options: dict[str, Any]) -> KhmerState:
    """KH-E3 with the same totals: T=13, A hand [6,6] (12), B hand [5,1] front [6] (12).

    The example's pile 5,4,4 cannot occur: it leaves five non-6 cards (1,2,2,3,3) for a
    four-card set-aside, and only 6s can leave the deal.  The pile 5,4,2,2 has the same T=13.
    """
    return position(((6, 6), (5, 1)), fronts=((), (6,)), pile=(5, 4, 2, 2), options=options)


@pytest.mark.parametrize(
    ("build_example", "totals", "table", "winner", "reason"),
    [
        (e1, [11, 17], 16, A, "opponent_over"),  # B 17 > 16 → A wins
        (e2, [14, 15], 18, B, "opponent_higher"),  # B ≤ 18 and 15 > 14 → B wins
        (e3, [12, 12], 13, B, "tie"),  # tie → the knocker loses
    ],
)
def test_kh_e1_e2_e3_showdowns_in_a_match(
    build_example: Any, totals: list[int], table: int, winner: int, reason: str
) -> None:
    """KH-E1/E2/E3 in a match: A knocks, the example's winner gets +2 and starts deal 2 (KH-13)."""
    state = build_example(MATCH)
    assert state.table_total == table
    assert [player_total(state, s) for s in (A, B)] == totals
    assert "knock" in legal_texts(state)
    events = state.apply("knock")
    assert types(events)[:4] == ["knock", "showdown", "deal_end", "deal_start"]
    showdown = only(events, "showdown")
    assert showdown.knocker == A
    assert showdown.winner == winner
    assert showdown.reason == reason
    assert showdown.totals == totals
    assert showdown.table_total == table
    end = only(events, "deal_end")
    assert (end.winner, end.points, end.how) == (winner, 2, "showdown")
    expected = [0, 0]
    expected[winner] = 2
    assert state.scores == expected
    assert only(events, "deal_start").first_player == winner
    assert state.current_player == winner
    assert state.deal_number == 2
    assert not state.is_over


@pytest.mark.parametrize(("build_example", "winner"), [(e1, A), (e2, B), (e3, B)])
def test_kh_e1_e2_e3_single_deal(build_example: Any, winner: int) -> None:
    """KH-E1/E2/E3 (single deal, KH-11): the showdown winner wins and the game is over."""
    state = build_example(SINGLE)
    events = state.apply("knock")
    assert types(events) == ["knock", "showdown", "deal_end", "match_end"]
    assert only(events, "match_end").winner == winner
    assert state.is_over
    assert state.result == ([1, 2] if winner == A else [2, 1])


def test_showdown_reveals_both_hands() -> None:
    """KH-9: both hands are revealed at the showdown (as codes, with the front rows)."""
    state = e1(MATCH)
    showdown = only(state.apply("knock"), "showdown")
    assert sorted(showdown.hands[A]) == ["1", "4"]
    assert sorted(showdown.hands[B]) == ["6", "6"]
    assert showdown.fronts == [["6"], ["5"]]


def test_knocker_higher_wins() -> None:
    """KH-9 step 2: B within the table but lower than A → A wins (reason knocker_higher)."""
    # T = 6+5+4 = 15; A hand [6,5,3] = 14 ≤ 15; B hand [4,3] front [1] = 8 ≤ 15.
    state = position(((6, 5, 3), (4, 3)), fronts=((), (1,)), pile=(6, 5, 4), options=MATCH)
    showdown = only(state.apply("knock"), "showdown")
    assert (showdown.winner, showdown.reason) == (A, "knocker_higher")


# -- KH-E4 --------------------------------------------------------------------------------------


def e4(options: dict[str, Any]) -> KhmerState:
    """KH-E4: pile 1,2,6 (T=9, the 6 played by B); A hand [6,5], front [] (11)."""
    return with_filler((6, 5), pile=(1, 2, 6), options=options)


@pytest.mark.parametrize(("options", "concede"), [(MATCH, True), (SINGLE, False)])
def test_kh_e4_legal_move_list(options: dict[str, Any], concede: bool) -> None:
    """KH-E4: knock is illegal (11 > 9); play 6, play 5, draw, discard (+ concede in a match)."""
    state = e4(options)
    assert state.table_total == 9 and player_total(state, A) == 11
    expected = {"play 6", "play 5", "draw", "discard"} | ({"concede"} if concede else set())
    texts = legal_texts(state)
    assert set(texts) == expected
    assert len(texts) == len(set(texts))


@pytest.mark.parametrize(
    ("action", "table", "a_total"),
    [("play 6", 15, 5), ("play 5", 14, 6), ("draw", 3, 17), ("discard", 9, 5)],
)
def test_kh_e4_totals_after_each_action(action: str, table: int, a_total: int) -> None:
    """KH-E4: each legal action gives the example's table total and A's total."""
    state = e4(MATCH)
    events = state.apply(action)
    assert state.table_total == table
    assert player_total(state, A) == a_total
    assert state.view(A)["player_total"] == a_total
    assert state.view(A)["table_total"] == table
    assert events[0].table_total == table  # announced (seed 000: the total after every action)
    assert state.current_player == B


# -- KH-E5 --------------------------------------------------------------------------------------


@pytest.mark.parametrize(("pile", "may_knock"), [((5, 3), False), ((5, 4), True), ((6, 4), True)])
def test_kh_e5_front_row_lock(pile: tuple[int, ...], may_knock: bool) -> None:
    """KH-E5: hand [3], front [6]: no discard (the 6 is locked), play 3 legal, knock iff 9 ≤ T."""
    state = with_filler((3,), a_front=(6,), pile=pile)
    texts = legal_texts(state)
    assert "discard" not in texts
    assert "play 3" in texts
    assert ("knock" in texts) is may_knock
    with pytest.raises(IllegalActionError) as info:
        state.apply("discard")
    assert info.value.reason == "no_six_in_hand"


def test_discard_takes_a_six_from_the_hand_only() -> None:
    """Discard with 6s in hand and front: the hand's 6 goes, the front's stays, T unchanged."""
    state = with_filler((6, 3), a_front=(6,), pile=(5, 4), sixes_out=(0, 1), b_front=(6, 6, 6))
    before = state.view(A)
    events = state.apply("discard")
    after = state.view(A)
    assert after["hand"] == ["3"]
    assert after["fronts"][A] == ["6"]
    assert after["sixes_discarded"][A] == before["sixes_discarded"][A] + 1
    assert after["table_total"] == before["table_total"] == 9
    assert events[0].type == "discard" and events[0].card == "6"


# -- KH-E6 --------------------------------------------------------------------------------------


def before_e6(options: dict[str, Any], via: str) -> KhmerState:
    """One move before KH-E6: B to move; after B's move the pile is empty and A holds nothing.

    A: hand [], front [4,2] (6).  ``via`` "discard": pile empty, B discards a 6.
    ``via`` "draw": pile [3] played by A, B draws it.
    """
    if via == "discard":
        return position(((), (6, 5)), fronts=((4, 2), (1, 1, 3, 3)), mover=B, options=options)
    return position(
        ((), (6, 5)),
        fronts=((4, 2), (1, 1, 3)),
        pile=(3,),
        pile_owners=(A,),
        mover=B,
        options=options,
    )


@pytest.mark.parametrize("via", ["discard", "draw"])
def test_kh_e6_stuck_in_single_mode(via: str) -> None:
    """KH-E6 single deal: A to move with nothing to play, draw or discard and 6 > T=0 loses."""
    state = before_e6(SINGLE, via)
    events = state.apply(via)
    assert state.table_total == 0
    assert types(events) == [via, "stuck", "deal_end", "match_end"]
    stuck = only(events, "stuck")
    assert stuck.seat == A and stuck.player_total == 6
    end = only(events, "deal_end")
    assert (end.winner, end.how) == (B, "stuck")
    assert state.is_over
    assert state.scores[A] == 0 and state.scores[B] > 0
    assert state.result == [2, 1]


@pytest.mark.parametrize("via", ["discard", "draw"])
def test_kh_e6_stuck_in_match_mode(via: str) -> None:
    """KH-E6 match: stuck counts as A conceding: B +1 and B starts the next deal."""
    state = before_e6(MATCH, via)
    events = state.apply(via)
    assert types(events)[:4] == [via, "stuck", "deal_end", "deal_start"]
    end = only(events, "deal_end")
    assert (end.winner, end.points, end.how) == (B, 1, "stuck")
    assert state.scores == [0, 1]
    assert only(events, "deal_start").first_player == B
    assert state.current_player == B
    assert state.deal_number == 2


def test_stuck_because_own_card_may_not_be_drawn() -> None:
    """KH-7 + KH-8: no hand and one's own card on top is stuck only if drawing it is forbidden."""
    # A: hand [], front [6,5] (11); pile [2] played by A; B discards a 6 → A to move, T=2.
    kwargs: dict[str, Any] = {
        "fronts": ((6, 5), (1, 1, 3)),
        "pile": (2,),
        "pile_owners": (A,),
        "mover": B,
    }
    forbidden = position(((), (6, 4)), options={"khmer_draw_own_card": "forbidden"}, **kwargs)
    events = forbidden.apply("discard")
    assert only(events, "stuck").seat == A
    assert only(events, "deal_end").winner == B
    allowed = position(((), (6, 4)), options={"khmer_draw_own_card": "allowed"}, **kwargs)
    events = allowed.apply("discard")
    assert "stuck" not in types(events)
    assert allowed.current_player == A
    assert set(legal_texts(allowed)) == {"draw", "concede"}


# -- KH-E7 --------------------------------------------------------------------------------------


def _e7_position() -> KhmerState:
    """E1 with the seats swapped, at A 5 - B 4: B hand [4,1] front [6] (11), A [6,6] + [5] (17)."""
    return position(
        ((6, 6), (4, 1)),
        fronts=((5,), (6,)),
        pile=(6, 3, 5, 2),
        mover=B,
        scores=(5, 4),
        options=MATCH,
    )


def test_kh_e7_knock_wins_the_match() -> None:
    """KH-E7: A 5 – B 4, B knocks and wins the showdown → B 6 ≥ 6 → B wins the match."""
    state = _e7_position()
    events = state.apply("knock")
    assert types(events) == ["knock", "showdown", "deal_end", "match_end"]
    assert only(events, "match_end").winner == B
    assert state.scores == [5, 6]
    assert state.is_over and state.current_player is None
    assert state.result == [2, 1]


def test_kh_e7_concede_wins_the_match_for_the_other() -> None:
    """KH-E7: A 5 – B 4, B concedes instead → A 6 → A wins the match."""
    state = _e7_position()
    events = state.apply("concede")
    assert types(events) == ["concede", "deal_end", "match_end"]
    assert only(events, "deal_end").points == 1
    assert state.scores == [6, 4]
    assert state.result == [1, 2]


def test_kh_e7_overshoot() -> None:
    """KH-12/KH-A6: 5 + 2 = 7 ≥ 6 wins the match (overshoot allowed)."""
    state = e1(MATCH, scores=(5, 3))
    events = state.apply("knock")
    assert state.scores == [7, 3]
    assert state.is_over
    assert only(events, "match_end").scores == [7, 3]


@pytest.mark.parametrize(
    ("scores", "target", "over"),
    [((4, 0), 6, True), ((3, 0), 6, False), ((5, 0), 8, False), ((6, 0), 8, True)],
)
def test_match_ends_exactly_at_the_target(scores: tuple[int, int], target: int, over: bool) -> None:
    """KH-12: a won showdown (+2) ends the match iff the new score is ≥ the target."""
    state = e1({"target": target}, scores=scores)
    state.apply("knock")
    assert state.scores[A] == scores[A] + 2
    assert state.is_over is over
    assert state.is_over is (scores[A] + 2 >= target)


# -- KH-7 ---------------------------------------------------------------------------------------


def own_top(options: dict[str, Any]) -> KhmerState:
    """A to move; pile 3,4 with the 4 on top played by A himself."""
    return with_filler((6, 5), pile=(3, 4), pile_owners=(B, A), options=options)


def test_kh7_draw_own_card_allowed() -> None:
    """KH-7 (default allowed): A may draw the 4 he played himself."""
    state = own_top({})
    assert "draw" in legal_texts(state)
    state.apply("draw")
    assert state.fronts[A] == [4]
    assert state.table_total == 3


def test_kh7_draw_own_card_forbidden() -> None:
    """KH-7 forbidden: A may not draw his own 4 (reason own_card), but may draw B's card."""
    state = own_top({"khmer_draw_own_card": "forbidden"})
    assert "draw" not in legal_texts(state)
    with pytest.raises(IllegalActionError) as info:
        state.apply("draw")
    assert info.value.reason == "own_card"
    theirs = with_filler(
        (6, 5), pile=(3, 4), pile_owners=(A, B), options={"khmer_draw_own_card": "forbidden"}
    )
    assert "draw" in legal_texts(theirs)


def test_draw_from_an_empty_table_is_illegal() -> None:
    """B (draw) needs a non-empty pile: on an empty table draw is refused (pile_empty)."""
    state = with_filler((6, 5, 4))
    assert "draw" not in legal_texts(state)
    with pytest.raises(IllegalActionError) as info:
        state.apply("draw")
    assert info.value.reason == "pile_empty"


# -- KH-8a --------------------------------------------------------------------------------------


@pytest.mark.parametrize(("options", "extra"), [(MATCH, {"concede"}), (SINGLE, set())])
def test_kh8a_empty_hand_does_not_end_the_deal(options: dict[str, Any], extra: set[str]) -> None:
    """KH-8a: A plays his last card, the deal goes on; later A (no hand) may draw or knock."""
    # A hand [4]; B holds cards.  A plays 4 (T=4), B plays 1 (T=5); A: total 0 ≤ 5.
    state = position(((4,), (1, 2, 3, 5, 5)), fronts=((), (6,)), options=options)
    events = state.apply("play 4")
    assert types(events) == ["play"]
    assert state.view(A)["hand"] == []
    assert state.current_player == B
    state.apply("play 1")
    assert state.current_player == A
    assert set(legal_texts(state)) == {"draw", "knock"} | extra


# -- concede ------------------------------------------------------------------------------------


def test_no_concede_in_single_mode() -> None:
    """KH-A4: concede is not offered in a single deal and is refused if typed or applied."""
    state = new_match(3, SINGLE)
    assert "concede" not in legal_texts(state)
    with pytest.raises(IllegalActionError) as info:
        state.apply("concede")
    assert info.value.reason == "no_concede_single"
    with pytest.raises(IllegalActionError):
        state.apply(KhmerAction("concede"))


@pytest.mark.parametrize("mover", [A, B])
def test_concede_gives_the_opponent_one_and_the_next_deal(mover: int) -> None:
    """KH-12/KH-13: a concession scores 1 for the opponent, who starts the next deal."""
    state = new_match(3, {"first_player": mover})
    assert "concede" in legal_texts(state)
    events = state.apply("concede")
    other = 1 - mover
    assert types(events)[:3] == ["concede", "deal_end", "deal_start"]
    end = only(events, "deal_end")
    assert (end.winner, end.points, end.how) == (other, 1, "concede")
    expected = [0, 0]
    expected[other] = 1
    assert state.scores == expected
    assert state.current_player == other


# -- knock boundary -----------------------------------------------------------------------------


@pytest.mark.parametrize(("pile", "may_knock"), [((5, 4), True), ((5, 3), False), ((6, 4), True)])
def test_knock_boundary(pile: tuple[int, ...], may_knock: bool) -> None:
    """D: knocking needs PlayerTotal ≤ T: total 9 vs T=9 legal, vs T=8 (total = T+1) not."""
    state = with_filler((6, 3), pile=pile)
    assert player_total(state, A) == 9
    assert ("knock" in legal_texts(state)) is may_knock
    if not may_knock:
        with pytest.raises(IllegalActionError) as info:
            state.apply("knock")
        assert info.value.reason == "total_over_table"


# -- parsing ------------------------------------------------------------------------------------


def test_unknown_command_lists_legal_actions() -> None:
    """parse_action('fly') raises ParseError (a ValueError) whose message lists legal actions."""
    state = e4(MATCH)
    with pytest.raises(ParseError) as info:
        Khmer.parse_action("fly", state)
    assert isinstance(info.value, ValueError)
    assert info.value.reason == "unknown_command"
    legal = legal_texts(state)
    assert list(info.value.legal) == legal
    for text in legal:
        assert text in str(info.value)


@pytest.mark.parametrize("text", ["play 9", "play 0", "play", "play x", "", "play 4 5", "draw 2"])
def test_malformed_commands_are_parse_errors(text: str) -> None:
    """Texts that are no Khmer command (play 9: there is no 9) raise ParseError."""
    with pytest.raises(ParseError):
        Khmer.parse_action(text, e4(MATCH))


def test_play_a_card_not_in_hand() -> None:
    """'play 4' without a 4 in hand is understood but illegal: reason not_in_hand."""
    state = e4(MATCH)  # A holds 6, 5
    with pytest.raises(IllegalActionError) as info:
        Khmer.parse_action("play 4", state)
    assert info.value.reason == "not_in_hand"
    assert "play 5" in info.value.legal
    with pytest.raises(IllegalActionError):
        state.apply("play 4")


def test_illegal_apply_changes_nothing() -> None:
    """A refused action leaves the state exactly as it was."""
    state = e4(MATCH)
    before = state.to_json()
    for text in ("play 4", "knock", "fly"):
        with pytest.raises(ValueError):
            state.apply(text)
    assert state.to_json() == before


# -- properties over random positions -----------------------------------------------------------


@settings(max_examples=300)
@given(khmer_positions())
def test_legal_actions_follow_the_rules_table(kwargs: dict[str, Any]) -> None:
    """At any position legal_actions() is exactly the set RULES.md §1.4 + KH-7 allow, once each."""
    state = build(kwargs)
    texts = legal_texts(state)
    assert len(texts) == len(set(texts))
    assert set(texts) == rule_legal(state)


@settings(max_examples=200)
@given(khmer_positions())
def test_text_round_trips_and_other_actions_are_refused(kwargs: dict[str, Any]) -> None:
    """Every legal action's str() parses back to it; every other command is IllegalActionError."""
    state = build(kwargs)
    legal = state.legal_actions()
    for action in legal:
        assert Khmer.parse_action(str(action), state) == action
    for text in set(ALL_ACTION_TEXTS) - {str(a) for a in legal}:
        with pytest.raises(IllegalActionError):
            Khmer.parse_action(text, state)


@settings(max_examples=150)
@given(khmer_positions())
def test_apply_text_equals_apply_action(kwargs: dict[str, Any]) -> None:
    """Applying an action's text gives the same events and state as applying the action."""
    probe = build(kwargs)
    for action in probe.legal_actions():
        by_text, by_action = build(kwargs), build(kwargs)
        assert by_text.apply(str(action)) == by_action.apply(action)
        assert by_text.to_json() == by_action.to_json()


@settings(max_examples=300)
@given(khmer_positions())
def test_knock_follows_kh9(kwargs: dict[str, Any]) -> None:
    """Whenever knocking is legal, winner, 2 points and next starter follow KH-9, KH-12, KH-13."""
    state = build(kwargs)
    if "knock" not in legal_texts(state):
        return
    knocker = state.current_player
    assert knocker is not None
    tk, to = player_total(state, knocker), player_total(state, 1 - knocker)
    table = state.table_total
    winner = showdown_winner(knocker, tk, to, table)
    before = list(state.scores)
    events = state.apply("knock")
    assert only(events, "showdown").winner == winner
    assert only(events, "deal_end").points == 2
    expected = before[:]
    expected[winner] += 2
    assert state.scores == expected
    single = state.options["mode"] == "single"
    assert state.is_over is (single or expected[winner] >= state.options["target"])
    if not state.is_over:
        assert state.current_player == winner


@settings(max_examples=300)
@given(khmer_positions())
def test_stuck_rule_after_every_non_final_action(kwargs: dict[str, Any]) -> None:
    """KH-8: after play/draw/discard a stuck next mover ends the deal; the one who moved gets 1."""
    probe = build(kwargs)
    for action in probe.legal_actions():
        if str(action) in ("knock", "concede"):
            continue
        state = build(kwargs)
        mover = state.current_player
        assert mover is not None
        stuck_now = stuck_after(state, str(action))
        before = list(state.scores)
        events = state.apply(action)
        if "stuck" in types(events):
            assert stuck_now
            assert only(events, "stuck").seat == 1 - mover
            end = only(events, "deal_end")
            assert (end.winner, end.points, end.how) == (mover, 1, "stuck")
            expected = before[:]
            expected[mover] += 1
            assert state.scores == expected
        else:
            assert not stuck_now
            assert types(events) == [str(action).split()[0]]
            assert state.current_player == 1 - mover
            assert state.scores == before
