"""King rules, RULES.md §4: the worked examples KG-E1…KG-E13 and the rules they rest on.

Seats N, E, S, W of the examples are 0, 1, 2, 3 (play passes from seat i to i + 1).
Auctions are played through the state; trick counts the examples give without the cards
are scored with the same functions the state calls (``king_rules``), and random full
deals check that the state's deal scores agree with them.

Where each rule is tested (beside the examples): KG-1 ``test_four_seats_only``; KG-2/3
``test_kg_2_*``; KG-3/4/21 ``test_full_game_sums_to_zero_and_rotates``,
``test_default_deals_are_the_standard_ten``; KG-5 ``test_dealer_leads_each_negative_deal``;
KG-6 ``test_must_follow_suit``, ``test_no_obligation_to_trump``; KG-7 E13,
``test_early_stop_option``; KG-8 ``test_kg_8_*``, E1; KG-9 ``test_kh_options_of_deal_5``, E12;
KG-10/11 E4, E9; KG-12/13 ``test_kg_12_and_13_*``, E2, E10; KG-14 ``test_kg_14_*``, E5;
KG-15 ``test_kg_15_*``; KG-16 ``test_kg_16_*``, E11; KG-17 E3, ``test_failed_auction_rules``;
KG-18 E2, E4, E7, E8; KG-19 ``test_positive_lead_declarer_option``; KG-20
``test_simple_mode_dealer_chooses``; KG-21 ``test_kg_21_*``, E6; §4.8
``test_full_trick_history_option``, ``test_penalty_cards_assist_option`` and the leak tests
in test_king_properties.py.
"""

from __future__ import annotations

import json
import random
from collections.abc import Callable, Iterator, Sequence
from typing import Any

import pytest

from access_cards import games
from access_cards.engine import IllegalActionError, ParseError
from access_cards.engine.cards import Card, find_deck
from access_cards.engine.errors import OptionError
from access_cards.engine.events import Event
from access_cards.games.king import King, KingAction, KingState, fast, position
from access_cards.games.king.rules import (
    DEAL_NAMES,
    DEAL_TOTALS,
    LADDER,
    NEGATIVE_DEALS,
    Trick,
    bids_above,
    card_penalty,
    negative_deal_scores,
    positive_deal_scores,
    settle,
)

N, E, S, W = 0, 1, 2, 3
DECK = find_deck("french52")


def new(dealer: int, deals: str = "positive", **options: Any) -> KingState:
    """A game of the given deals with a fixed dealer."""
    state = King.new_state(4, seed=7, options={"deals": deals, "dealer": dealer, **options})
    assert isinstance(state, KingState)
    return state


def run(state: KingState, *texts: str) -> list[Event]:
    """Apply typed commands in order; return all their events."""
    events: list[Event] = []
    for text in texts:
        events += state.apply(text)
    return events


def legal(state: KingState) -> list[str]:
    """The legal actions as typed commands."""
    return [str(a) for a in state.legal_actions()]


def only(events: Sequence[Event], kind: str) -> Event:
    """The single event of a type."""
    found = [e for e in events if e.type == kind]
    assert len(found) == 1, [e.type for e in events]
    return found[0]


def play_out(state: KingState, seed: int) -> list[Event]:
    """Random legal actions until the game ends; all events."""
    rng = random.Random(seed)
    events = list(state.start_events)
    while not state.is_over:
        events += state.apply(rng.choice(state.legal_actions()))
    return events


# -- KG-E1: the negative deals ------------------------------------------------------------------


def capture(is_penalty: Callable[[Card], bool], counts: Sequence[int]) -> list[Trick]:
    """13 tricks in which seat s captures ``counts[s]`` penalty cards (clean tricks to S)."""
    bad = [c for c in DECK.cards if is_penalty(c)]
    good = [c for c in DECK.cards if not is_penalty(c)]
    tricks: list[Trick] = []
    for seat, count in enumerate(counts):
        while count > 0:
            take = min(count, 4)
            cards = bad[:take] + good[: 4 - take]
            del bad[:take], good[: 4 - take]
            tricks.append(Trick(seat, tuple(cards), seat))
            count -= take
    assert not bad
    tricks += [Trick(S, tuple(good[i : i + 4]), S) for i in range(0, len(good), 4)]
    assert len(tricks) == 13
    return tricks


def by_winners(winners: Sequence[int]) -> list[Trick]:
    """13 tricks won by the given seats in order."""
    return [Trick(w, tuple(DECK.cards[4 * i : 4 * i + 4]), w) for i, w in enumerate(winners)]


E1_ROWS: list[tuple[str, list[Trick], list[int]]] = [
    ("no_tricks", by_winners([N] * 3 + [E] * 4 + [S] * 2 + [W] * 4), [-60, -80, -40, -80]),
    ("no_hearts", capture(lambda c: c.suit == "H", [2, 5, 3, 3]), [-40, -100, -60, -60]),
    ("no_queens", capture(lambda c: c.rank == 12, [1, 0, 2, 1]), [-50, 0, -100, -50]),
    ("no_kings_jacks", capture(lambda c: c.rank in (11, 13), [2, 3, 1, 2]), [-60, -90, -30, -60]),
    ("king_of_hearts", capture(lambda c: c.code == "KH", [0, 0, 0, 1]), [0, 0, 0, -160]),
    ("last_two", by_winners([S] * 11 + [E, N]), [-90, -90, 0, 0]),
]
E1_SUBTOTAL = [-300, -360, -230, -410]


@pytest.mark.parametrize(("deal", "tricks", "expected"), E1_ROWS, ids=[r[0] for r in E1_ROWS])
def test_kg_e1_negative_deal_rows(deal: str, tricks: list[Trick], expected: list[int]) -> None:
    """KG-E1: each negative deal's row, and its total is the table's deal total."""
    scores = negative_deal_scores(deal, tricks)
    assert scores == expected
    assert sum(scores) == DEAL_TOTALS[deal]


def test_kg_e1_subtotal() -> None:
    """KG-E1: the six rows add up to −300/−360/−230/−410 = −1300."""
    total = [sum(row[2][s] for row in E1_ROWS) for s in range(4)]
    assert total == E1_SUBTOTAL
    assert sum(total) == -1300


# -- KG-E2…E5: the positive deals ---------------------------------------------------------------


def test_kg_e2_auction_with_hold_accepted() -> None:
    """KG-E2: W +1, N +2, E +3, W holds, N −1, E passes, W +4, N passes → W at +4, 6 offers."""
    state = new(dealer=S)
    assert state.current_player == W
    run(state, "bid +1", "bid +2", "bid +3", "hold", "bid -1", "pass", "bid +4", "pass")
    auction = state.view(None)["auction"]
    assert (auction["high_bid"], auction["high_bidder"], auction["offers"]) == ("+4", W, 6)
    assert state.current_player == S
    assert "fail" not in legal(state)  # 6 offers: no failed auction
    events = run(state, "accept")
    assert only(events, "auction_end").fields == {
        "declarer": W,
        "sold": "+4",
        "beneficiary": S,
        "worth": {"bid": "+4", "fixed": True, "points": 100},  # KG-18: what W will pay S
    }
    assert state.current_player == W
    assert legal(state) == [f"contract {c}" for c in ("hearts", "diamonds", "clubs", "spades")] + [
        "contract notrump"
    ]
    run(state, "contract spades")
    assert state.trump == "S" and state.current_player == S  # KG-19: the dealer leads
    won = [3, 2, 2, 6]  # N, E, S, W
    scores = settle(positive_deal_scores("spades", won), won, dealer=S, declarer=W, bid="+4")
    assert scores == [75, 50, 150, 50]
    assert sum(scores) == 325


def test_kg_e2_state_scores_match_the_settlement() -> None:
    """KG-E2 played out: the state's deal scores are exactly KG-18 of its tricks."""
    state = new(dealer=S)
    run(state, "bid +1", "bid +2", "bid +3", "hold", "bid -1", "pass", "bid +4", "pass")
    run(state, "accept", "contract spades")
    end = only(play_out(state, 1), "deal_end")
    won = end.tricks_won
    expected = settle(positive_deal_scores("spades", won), won, dealer=S, declarer=W, bid="+4")
    assert end.deal_scores == expected
    assert sum(end.deal_scores) == 325


def test_kg_e3_failed_auction() -> None:
    """KG-E3: N passes, E +2, S passes → 1 offer; W declares failure: W 100, others 75."""
    state = new(dealer=W)
    run(state, "pass", "bid +2", "pass")
    assert state.current_player == W
    assert "fail" in legal(state)
    events = run(state, "fail")
    end = only(events, "deal_end")
    assert end.how == "failed_auction"
    assert end.deal_scores == [75, 75, 75, 100]
    assert state.scores == [75, 75, 75, 100]
    assert state.is_over and sum(state.scores) == 325


def test_kg_e4_minus_bids_and_settlement() -> None:
    """KG-E4: E −1, S −2, W passes, E holds −2, S passes → E at −2 (3 offers); negative."""
    state = new(dealer=N)
    run(state, "bid -1", "bid -2", "pass", "hold", "pass")
    auction = state.view(None)["auction"]
    assert (auction["high_bid"], auction["high_bidder"], auction["offers"]) == ("-2", E, 3)
    assert "fail" not in legal(state)  # 3 offers: not fewer than 3
    run(state, "accept")
    assert legal(state) == ["contract negative"]
    run(state, "contract negative")
    won = [3, 2, 4, 4]
    base = positive_deal_scores("negative", won)
    assert base == [100, 175, 25, 25]
    scores = settle(base, won, dealer=N, declarer=E, bid="-2")
    assert scores == [250, 25, 25, 25]


def test_kg_e5_everyone_passes_dealer_plays() -> None:
    """KG-E5: S, W, N pass (0 offers); E may fail or play himself, here no trump."""
    state = new(dealer=E)
    run(state, "pass", "pass", "pass")
    options = legal(state)
    assert "accept" not in options
    assert {"refuse", "fail", "ultimatum +1", "ultimatum +8"} <= set(options)
    run(state, "refuse")
    assert state.current_player == E
    assert len(legal(state)) == 6  # any contract
    run(state, "contract notrump")
    assert state.trump is None and state.declarer is None
    won = [2, 5, 3, 3]
    assert settle(positive_deal_scores("notrump", won), won, dealer=E, declarer=None, bid=None) == [
        50,
        125,
        75,
        75,
    ]


def test_kg_e6_totals() -> None:
    """KG-E6: positive totals N 450, E 275, S 325, W 250; final +150/−85/+95/−160."""
    positives = [[75, 50, 150, 50], [75, 75, 75, 100], [250, 25, 25, 25], [50, 125, 75, 75]]
    totals = [sum(p[s] for p in positives) for s in range(4)]
    assert totals == [450, 275, 325, 250] and sum(totals) == 1300
    final = [t + e for t, e in zip(totals, E1_SUBTOTAL, strict=True)]
    assert final == [150, -85, 95, -160] and sum(final) == 0


def test_kg_e7_shortfall() -> None:
    """KG-E7: bought at +6, took 4 → −50; B with 3 tricks 225; total 325."""
    won = [4, 3, 3, 3]  # declarer N, B = E
    scores = settle(positive_deal_scores("hearts", won), won, dealer=E, declarer=N, bid="+6")
    assert scores == [-50, 225, 75, 75]
    assert sum(scores) == 325


def test_kg_e8_negative_few_beneficiary_tricks() -> None:
    """KG-E8: sold at −2, B takes 1 trick → B 325, Declarer charged 75 only."""
    won = [1, 4, 4, 4]  # B = N, declarer E
    base = positive_deal_scores("negative", won)
    scores = settle(base, won, dealer=N, declarer=E, bid="-2")
    assert scores[N] == 325 and scores[E] == base[E] - 75
    fixed = settle(base, won, dealer=N, declarer=E, bid="-2", fixed_minus=True)
    assert fixed[N] == 400 and sum(fixed) == sum(scores) == 325  # ⚑ fixed_transfer


def bids_legal(state: KingState) -> list[str]:
    """The bids (not pass/hold) legal now, as their +n/−n texts."""
    return [a.arg for a in state.legal_actions() if a.kind == "bid"]


def test_kg_e9_ladder() -> None:
    """KG-E9: −1 beats +3; after −1 the next is +4; −2 after +6; then +7, +8; then nothing."""
    assert LADDER == ("+1", "+2", "+3", "-1", "+4", "+5", "+6", "-2", "+7", "+8")
    assert bids_above("+3")[0] == "-1"
    assert bids_above("-1")[0] == "+4"
    assert "-2" in bids_above("+6")
    assert bids_above("-2") == ["+7", "+8"]
    state = new(dealer=N)
    run(state, "bid +3")
    assert bids_legal(state)[0] == "-1"
    run(state, "bid +8")
    assert legal(state) == ["pass"]  # P3 (W) follows the high bidder P2 (S): no hold
    run(state, "pass")
    assert legal(state) == ["pass", "hold"]  # P1 (E) precedes S


def test_kg_e10_hold_rights() -> None:
    """KG-E10: P2 bids +5; P3 may not hold, P1 may; then P2 must go above +5 or pass."""
    state = new(dealer=N)  # P1 = E, P2 = S, P3 = W
    run(state, "bid +1", "bid +5")
    assert state.current_player == W
    assert "hold" not in legal(state)
    assert bids_legal(state) == ["+6", "-2", "+7", "+8"]
    run(state, "pass")
    assert state.current_player == E and "hold" in legal(state)
    run(state, "hold")
    assert state.view(None)["auction"]["high_bidder"] == E
    assert state.current_player == S
    assert "hold" not in legal(state) and bids_legal(state) == ["+6", "-2", "+7", "+8"]


def ultimatum_position() -> KingState:
    """KG-E11: high bid +5 by P3, then B's ultimatum +8."""
    state = new(dealer=N)
    run(state, "bid +1", "pass", "bid +5", "pass")
    assert state.current_player == N
    assert "ultimatum +5" not in legal(state) and "ultimatum -2" in legal(state)
    run(state, "ultimatum +8")
    return state


def test_kg_e11_ultimatum_accepted_by_p3() -> None:
    """KG-E11: P1 and P2 decline, P3 accepts → sold at +8, and B has no say."""
    state = ultimatum_position()
    assert state.current_player == E and legal(state) == ["accept", "decline"]
    run(state, "decline", "decline")
    assert state.current_player == W
    run(state, "accept")
    assert (state.declarer, state.sold, state.phase) == (W, "+8", "contract")
    assert state.current_player == W


def test_kg_e11_ultimatum_declined_dealer_plays() -> None:
    """KG-E11: all decline → B must play himself; the +5 offer lapses."""
    state = ultimatum_position()
    run(state, "decline", "decline", "decline")
    assert (state.declarer, state.sold, state.phase) == (None, None, "contract")
    assert state.current_player == N and len(legal(state)) == 6


# -- KG-E12 / E13: lead rules and trick winners --------------------------------------------------

FILLER = [["2C", "3C", "4C"], ["5C", "6C", "7C"], ["8C", "9C", "10C"]]


def lead_position(leader_hand: list[str], deal: str, **options: Any) -> KingState:
    """Seat 0 to lead with ``leader_hand``; the others hold three clubs each."""
    filler = [h[: len(leader_hand)] for h in FILLER]
    return position([leader_hand, *filler], deal=deal, options=options)


@pytest.mark.parametrize(
    ("hand", "deal", "allowed"),
    [
        (["2H", "9H", "4S"], "no_hearts", ["4S"]),
        (["2H", "9H", "5H"], "no_hearts", ["2H", "5H", "9H"]),
        (["KH", "3H"], "king_of_hearts", ["3H"]),
        (["KH"], "king_of_hearts", ["KH"]),
        (["2H", "9H", "4S"], "no_tricks", ["2H", "9H", "4S"]),
    ],
)
def test_kg_e12_lead_rules(hand: list[str], deal: str, allowed: list[str]) -> None:
    """KG-E12: deal 2 no heart lead unless only hearts; deal 5 K♥ led only as the last card."""
    state = lead_position(hand, deal)
    assert sorted(legal(state)) == sorted(f"play {c}" for c in allowed)


def test_lead_restriction_error_says_why() -> None:
    """Leading a heart in deal 2 while holding a spade is refused with lead_restricted."""
    state = lead_position(["2H", "9H", "4S"], "no_hearts")
    with pytest.raises(IllegalActionError) as info:
        state.apply("play 2H")
    assert info.value.reason == "lead_restricted"
    assert info.value.legal == ("play 4S",)


def test_kh_options_of_deal_5() -> None:
    """KG-9 ⚑: no heart lead with another suit; a void player holding K♥ must play it."""
    state = lead_position(["KH", "3H", "4S"], "king_of_hearts", king_kh_no_heart_lead="on")
    assert legal(state) == ["play 4S"]
    hands = [["4S", "5S"], ["KH", "2D"], ["6S", "7S"], ["8S", "9S"]]
    forced = position(hands, deal="king_of_hearts", options={"king_kh_forced_discard": "on"})
    run(forced, "play 4S")
    assert legal(forced) == ["play KH"]
    free = position(hands, deal="king_of_hearts")
    run(free, "play 4S")
    assert sorted(legal(free)) == ["play 2D", "play KH"]


@pytest.mark.parametrize(
    ("cards", "contract", "winner"),
    [(["10D", "KD", "2S", "AD"], "spades", 2), (["5C", "AH", "7C", "2C"], "notrump", 2)],
)
def test_kg_e13_trick_winners(cards: list[str], contract: str, winner: int) -> None:
    """KG-E13: trump ♠: ♦10 ♦K ♠2 ♦A → ♠2; no trump: ♣5 ♥A ♣7 ♣2 → ♣7."""
    state = position([[c] for c in cards], deal="positive", contract=contract)
    events = run(state, *(f"play {c}" for c in cards))
    assert only(events, "trick_end").winner == winner


# -- trick play -----------------------------------------------------------------------------------


def test_must_follow_suit() -> None:
    """KG-6: a player holding the suit led must play it; a void player may play anything."""
    hands = [["4S", "5S"], ["2S", "AH"], ["3D", "AD"], ["6S", "7S"]]
    state = position(hands, deal="no_tricks")
    run(state, "play 4S")
    assert legal(state) == ["play 2S"]
    with pytest.raises(IllegalActionError) as info:
        state.apply("play AH")
    assert info.value.reason == "must_follow"
    run(state, "play 2S")
    assert sorted(legal(state)) == ["play 3D", "play AD"]  # void in spades: no need to trump


def test_no_obligation_to_trump() -> None:
    """KG-6: with trumps, a void player may discard instead of trumping."""
    hands = [["4D", "5D"], ["2S", "AH"], ["3D", "AD"], ["6S", "7S"]]
    state = position(hands, deal="positive", contract="spades")
    run(state, "play 4D")
    assert sorted(legal(state)) == ["play 2S", "play AH"]


# -- whole deals through the state ----------------------------------------------------------------


@pytest.mark.parametrize("deal", NEGATIVE_DEALS)
def test_each_negative_deal_totals_its_table_value(deal: str) -> None:
    """§4.3: a played negative deal gives out exactly its table total, over 13 tricks."""
    for seed in range(3):
        state = new(dealer=seed % 4, deals=deal)
        end = only(play_out(state, seed), "deal_end")
        assert sum(end.deal_scores) == DEAL_TOTALS[deal]
        assert sum(end.tricks_won) == 13


@pytest.mark.parametrize("mode", ["auction", "simple"])
def test_positive_deal_totals_325(mode: str) -> None:
    """§4.4: every positive deal (sold, refused or failed) distributes exactly 325."""
    for seed in range(8):
        state = new(dealer=seed % 4, positive_mode=mode)
        play_out(state, seed)
        assert sum(state.scores) == 325


def test_simple_mode_dealer_chooses() -> None:
    """KG-20 ⚑ simple: no auction; the dealer names the contract at once."""
    state = new(dealer=E, positive_mode="simple")
    assert state.phase == "contract" and state.current_player == E
    assert legal(state) == [f"contract {c}" for c in ("hearts", "diamonds", "clubs", "spades")] + [
        "contract notrump",
        "contract negative",
    ]


def test_full_game_sums_to_zero_and_rotates() -> None:
    """KG-3/4/21: ten deals, the dealer moves left each deal and leads; totals sum to 0."""
    state = new(dealer=2, deals=",".join(DEAL_NAMES[:-1] + ("positive",) * 4))
    events = play_out(state, 3)
    starts = [e for e in events if e.type == "deal_start"]
    assert [e.dealer for e in starts] == [(2 + i) % 4 for i in range(10)]
    assert [e.name for e in starts][:6] == list(NEGATIVE_DEALS)
    assert sum(state.scores) == 0
    assert state.result is not None and only(events, "match_end").scores == state.scores


def test_default_deals_are_the_standard_ten() -> None:
    """KG-4: by default the six negative deals in order, then four positive."""
    state = King.new_state(4, seed=1)
    assert isinstance(state, KingState)
    assert state.deals == [*NEGATIVE_DEALS, "positive", "positive", "positive", "positive"]


def test_dealer_leads_each_negative_deal() -> None:
    """KG-5: the dealer leads the first trick (⚑ dealer_left: his left-hand neighbour)."""
    state = new(dealer=3, deals="no_tricks,no_hearts")
    assert state.current_player == 3
    left = new(dealer=3, deals="no_tricks", king_first_lead="dealer_left")
    assert left.current_player == 0


def test_positive_lead_declarer_option() -> None:
    """KG-19 ⚑: with ``declarer`` the buyer leads the sold deal."""
    state = new(dealer=N, king_positive_lead="declarer")
    run(state, "bid +1", "pass", "pass", "accept", "contract hearts")
    assert state.current_player == E


def test_failed_auction_rules() -> None:
    """KG-17 ⚑: two offers up to +2 allow failure by default, not under the Brazilian rule."""
    for rule, allowed in (("fewer_than_3_offers", True), ("top_bid_at_most_plus1", False)):
        state = new(dealer=N, king_failed_auction=rule)
        run(state, "bid +1", "bid +2", "pass", "pass")
        assert ("fail" in legal(state)) is allowed
        single = new(dealer=N, king_failed_auction=rule)
        run(single, "pass", "pass", "bid +1")
        assert "fail" in legal(single)


def test_early_stop_option() -> None:
    """KG-7 ⚑: deal 5 with early stop ends at the trick that captures K♥."""
    hands = [["KH", "2C"], ["3H", "3C"], ["4H", "4C"], ["5H", "5C"]]
    state = position(hands, deal="king_of_hearts", leader=1, options={"king_early_stop": "on"})
    events = run(state, "play 3H", "play 4H", "play 5H", "play KH")
    end = only(events, "deal_end")
    assert end.how == "early_stop" and end.deal_scores == [-160, 0, 0, 0]


# -- options and commands -------------------------------------------------------------------------


def test_option_defaults() -> None:
    """Each ⚑ flag of §4 is an option with RULES.md's default."""
    resolved = King.options.resolve(None, 4)
    assert resolved == {
        "dealer": None,
        "positive_mode": "auction",
        "deals": ",".join([*NEGATIVE_DEALS, "positive", "positive", "positive", "positive"]),
        "king_first_lead": "dealer",
        "king_early_stop": "off",
        "king_kh_no_heart_lead": "off",
        "king_kh_forced_discard": "off",
        "king_failed_auction": "fewer_than_3_offers",
        "king_minus_settlement": "absorb_b_tricks",
        "king_positive_lead": "dealer",
        "king_trick_history": "last_trick_only",
        "pile_visibility": "full",
    }


def test_bad_deal_name_names_the_valid_ones() -> None:
    """A bad ``deals`` name raises OptionError naming every valid deal."""
    with pytest.raises(OptionError) as info:
        King.new_state(4, options={"deals": "no_tricks,no_spades"})
    assert "no_spades" in str(info.value)
    for name in DEAL_NAMES:
        assert name in str(info.value)
    assert info.value.option == "deals" and info.value.valid == DEAL_NAMES


@pytest.mark.parametrize(
    ("options", "name"),
    [({"positive_mode": "fast"}, "positive_mode"), ({"dealer": 4}, "dealer"), ({"trumps": 1}, "")],
)
def test_other_option_errors(options: dict[str, Any], name: str) -> None:
    """Bad values and unknown options are refused with OptionError."""
    with pytest.raises(OptionError) as info:
        King.new_state(4, options=options)
    assert info.value.option == (name or "trumps")


def test_four_seats_only() -> None:
    """KG-1: four players."""
    with pytest.raises(ValueError, match="4 players"):
        King.new_state(3)


@pytest.mark.parametrize("text", ["dance", "bid +9", "bid -3", "play ZZ", "contract stars"])
def test_parse_errors(text: str) -> None:
    """Unknown commands raise ParseError with a reason and the legal actions."""
    state = new(dealer=N)
    with pytest.raises(ParseError) as info:
        state.apply(text)
    assert info.value.reason == "unknown_command"
    assert info.value.legal == tuple(legal(state))


def test_illegal_commands_say_why() -> None:
    """Known but illegal commands raise IllegalActionError with reason and legal actions."""
    state = new(dealer=N, deals="no_tricks")
    card = next(c for c in DECK.cards if c.code not in state.hand_codes(N))
    with pytest.raises(IllegalActionError) as info:
        state.apply(f"play {card.code}")
    assert info.value.reason == "not_in_hand" and info.value.legal == tuple(legal(state))
    with pytest.raises(IllegalActionError) as info:
        state.apply("bid +1")
    assert info.value.reason == "wrong_phase"
    auction = new(dealer=N)
    with pytest.raises(IllegalActionError) as info:
        auction.apply("accept")
    assert info.value.reason == "not_allowed_now"
    run(auction, "bid +3")
    with pytest.raises(IllegalActionError) as info:
        auction.apply("bid +2")
    assert info.value.reason == "bid_too_low" and info.value.details["high_bid"] == "+3"
    with pytest.raises(IllegalActionError) as info:
        auction.apply("hold")
    assert info.value.reason == "no_hold_right"


def test_action_texts_round_trip() -> None:
    """str(action) is the typed command, and parses back to the same action."""
    state = new(dealer=N)
    for action in state.legal_actions():
        assert King.parse_action(str(action), state) == action
    assert King.parse_action("BID  −1", state) == King.parse_action("bid -1", state)


def test_find_king() -> None:
    """DESIGN.md §3: games.find("king") is the King class."""
    assert games.find("king") is King


# -- saves and hidden information -----------------------------------------------------------------


def advance(state: KingState, steps: int, seed: int) -> None:
    """Apply ``steps`` random legal actions."""
    rng = random.Random(seed)
    for _ in range(steps):
        state.apply(rng.choice(state.legal_actions()))


@pytest.mark.parametrize(("deals", "steps"), [("positive", 2), ("no_hearts", 6), ("positive", 9)])
def test_save_round_trip(deals: str, steps: int) -> None:
    """to_json/from_json round-trip exactly mid-auction and mid-trick, RNG included."""
    state = new(dealer=E, deals=f"{deals},no_tricks,positive")
    advance(state, steps, seed=steps)
    if steps == 2:
        assert state.phase == "auction"
    if steps == 6:
        assert state.phase == "play" and state.trick
    text = state.to_json()
    loaded = King.from_json(text)
    assert loaded.to_json() == text
    assert isinstance(loaded, KingState)
    rng_a, rng_b = random.Random(5), random.Random(5)
    while not state.is_over:
        a = rng_a.choice(state.legal_actions())
        b = rng_b.choice(loaded.legal_actions())
        assert a == b and state.apply(a) == loaded.apply(b)
    assert loaded.to_json() == state.to_json()


def test_damaged_save_is_refused() -> None:
    """A save whose cards are not the 52 is refused with SaveError."""
    from access_cards.engine.errors import SaveError

    state = new(dealer=N)
    data = json.loads(state.to_json())
    data["state"]["hands"][0] = data["state"]["hands"][0][1:]
    with pytest.raises(SaveError):
        King.from_json(json.dumps(data))


def strings(value: Any) -> Iterator[str]:
    """Every word of every string in a JSON-ready value."""
    if isinstance(value, str):
        yield from value.split()
    elif isinstance(value, dict):
        for k, v in value.items():
            yield from strings(k)
            yield from strings(v)
    elif isinstance(value, list | tuple):
        for v in value:
            yield from strings(v)


def test_views_and_events_hide_other_hands() -> None:
    """§4.8: a seat's view and events never name a card in another seat's hand."""
    state = new(dealer=S, deals="no_hearts,positive")
    rng = random.Random(2)
    events = list(state.start_events)
    while not state.is_over:
        for seat in range(4):
            words = set(strings(state.view(seat)))
            words |= set(strings([e.to_dict() for e in events if e.visible_to(seat)]))
            for other in range(4):
                if other != seat:
                    assert not words & set(state.hand_codes(other))
        events = state.apply(rng.choice(state.legal_actions()))
        # Cards played in a finished deal are back in the hands of the next: check only
        # the events of the new deal.
        starts = [i for i, e in enumerate(events) if e.type == "deal_start"]
        events = events[starts[-1] :] if starts else events
    dealt = [e for e in state.start_events if e.type == "dealt"]
    assert [e.audience for e in dealt] == [0, 1, 2, 3]


def test_view_shows_own_hand_and_legal_actions() -> None:
    """A seat's view holds its own hand; legal actions only for the seat to act."""
    state = new(dealer=N, deals="no_tricks")
    view = state.view(N)
    assert view["hand"] == state.hand_codes(N) and len(view["hand"]) == 13
    assert view["legal_actions"] == legal(state)
    assert state.view(E)["legal_actions"] == [] and "hand" not in state.view(None)


def test_full_trick_history_option() -> None:
    """§4.8 ⚑: ``full`` keeps every played trick in the view; the default only the last."""
    hands = [["4S", "5S"], ["2S", "AH"], ["3D", "AD"], ["6S", "7S"]]
    full = position(hands, options={"king_trick_history": "full"})
    plain = position(hands)
    for state in (full, plain):
        run(state, "play 4S", "play 2S", "play 3D", "play 6S")
        assert state.view(0)["last_trick"]["cards"] == ["4S", "2S", "3D", "6S"]
    assert len(full.view(0)["played_tricks"]) == 12
    assert "played_tricks" not in plain.view(0)
    assert "penalties_taken" not in plain.view(0)


def test_penalty_cards_assist_option() -> None:
    """§4.8 ⚑: ``penalty_cards`` lists each seat's captured penalty cards, for every seat
    alike, without the rest of the played cards."""
    hands = [["4H", "5S"], ["2H", "AS"], ["QH", "AD"], ["6S", "7S"]]
    state = position(hands, deal="no_hearts", options={"king_trick_history": "penalty_cards"})
    run(state, "play 5S", "play AS", "play AD", "play 6S")  # Anna (seat 1) takes no heart
    run(state, "play 2H", "play QH", "play 7S", "play 4H")  # Anna leads; Bruno's queen wins
    views = [state.view(s) for s in range(4)]
    assert all("played_tricks" not in v for v in views)
    taken = views[0]["penalties_taken"]
    assert all(v["penalties_taken"] == taken for v in views)
    # position() put the 10 other hearts in earlier tricks won by the leader, seat 0.
    assert len(taken[0]) == 10 and taken[1] == [] and taken[3] == []
    assert sorted(taken[2]) == ["2H", "4H", "QH"]


# -- the rules one by one, where no example above already pins them ------------------------------


def test_kg_2_and_3_fifty_two_cards_thirteen_each_first_dealer_from_the_seed() -> None:
    """KG-2/3: 52 distinct cards, 13 to each seat; the first dealer is random (by seed)."""
    dealers = set()
    for seed in range(12):
        state = King.new_state(4, seed=seed)
        assert isinstance(state, KingState)
        hands = [state.hand_codes(s) for s in range(4)]
        assert [len(h) for h in hands] == [13] * 4
        assert sorted(c for h in hands for c in h) == sorted(c.code for c in DECK.cards)
        dealers.add(state.dealer)
    assert dealers == {0, 1, 2, 3}


def test_kg_2_ace_is_high_two_is_low() -> None:
    """KG-2: A K Q J 10 … 2 in a suit, whoever plays them."""
    for cards, winner in ((["2S", "AS", "KS", "QS"], 1), (["10D", "JD", "9D", "3D"], 1)):
        state = position([[c] for c in cards], deal="no_tricks")
        end = only(run(state, *(f"play {c}" for c in cards)), "trick_end")
        assert end.winner == winner


def test_kg_8_deal_two_scores_each_heart_not_each_trick() -> None:
    """KG-8: four hearts in one trick cost 4 × 20, not 20."""
    hands = [["2H"], ["3H"], ["4H"], ["5H"]]
    state = position(hands, deal="no_hearts", leader=0)
    end = only(run(state, "play 2H", "play 3H", "play 4H", "play 5H"), "deal_end")
    # The filler tricks of position() hold the other nine hearts, won by the leader (seat 0).
    assert end.deal_scores == [-9 * 20, 0, 0, -4 * 20]


def test_kg_12_and_13_precedence_and_turn_order() -> None:
    """KG-12/13: P1 (B's left) bids first; passed players and the high bidder are skipped."""
    state = new(dealer=W)  # P1 = N, P2 = E, P3 = S
    assert state.current_player == N
    run(state, "bid +1")
    assert state.current_player == E
    run(state, "pass")
    assert state.current_player == S
    run(state, "bid +2")  # S is high: N next, E (passed) is skipped from now on
    assert state.current_player == N
    run(state, "bid +3")
    assert state.current_player == S  # E passed, N is the high bidder


def test_kg_14_every_auction_ends() -> None:
    """KG-14: random auctions always end (bids only rise; a hold moves the lead earlier)."""
    for seed in range(200):
        state = new(dealer=seed % 4)
        rng = random.Random(seed)
        steps = 0
        while state.phase == "auction":
            state.apply(rng.choice(state.legal_actions()))
            steps += 1
            assert steps <= 40
        assert state.phase in ("contract", "over")


def test_kg_15_no_suit_is_named_in_the_bidding() -> None:
    """KG-15: a bid is a number and a sign; the contract is named only after the sale."""
    state = new(dealer=N)
    assert all(a.kind in ("bid", "pass") for a in state.legal_actions())
    with pytest.raises((IllegalActionError, ParseError)):
        state.apply("contract hearts")
    run(state, "bid +2", "pass", "pass", "accept")
    assert state.phase == "contract" and state.current_player == E


def test_kg_16_the_beneficiary_decides() -> None:
    """KG-16: with a high bid, B may accept, refuse or set an ultimatum above it (and fail
    only when KG-17 allows); nobody else acts until B has decided."""
    state = new(dealer=N)
    run(state, "bid +1", "bid +2", "bid +3", "pass", "pass")  # 3 offers: no failure
    options = legal(state)
    assert state.current_player == N
    assert {"accept", "refuse"} <= set(options) and "fail" not in options
    ultimatums = [a.split()[1] for a in options if a.startswith("ultimatum")]
    assert ultimatums == bids_above("+3")
    run(state, "refuse")
    assert (state.phase, state.current_player, state.declarer) == ("contract", N, None)


def test_kg_21_equal_totals_share_a_placing() -> None:
    """KG-21: the highest total wins; equal totals share the placing."""
    state = new(dealer=N, deals="no_tricks")
    play_out(state, 1)
    assert state.is_over
    state.scores = [-60, -60, -80, -60]
    assert state.result == [1, 1, 4, 1]


def test_top_card_only_variant_hides_the_last_trick() -> None:
    """§4.8 / A5.2: in the fairness variant only the current trick is public; the last
    trick is gone once gathered, for every seat, and no assist may bring it back."""
    hands = [["4S", "5S"], ["2S", "AH"], ["3D", "AD"], ["6S", "7S"]]
    fair = position(hands, options={"variant": "top_only"})
    run(fair, "play 4S", "play 2S", "play 3D")
    assert fair.view(2)["trick"] == ["4S", "2S", "3D"]  # the trick being played is public
    run(fair, "play 6S")
    assert all(fair.view(s)["last_trick"] is None for s in (0, 1, 2, 3, None))
    assert "played_tricks" not in fair.view(0) and "penalties_taken" not in fair.view(0)
    for history in ("penalty_cards", "full"):
        with pytest.raises(OptionError, match="king_trick_history"):
            new(dealer=N, pile_visibility="top_only", king_trick_history=history)


def test_an_illegal_card_as_an_action_object_changes_nothing() -> None:
    """``apply`` with a ``KingAction`` (the bots' and search's path) refuses what the
    typed path refuses: a card not held, a card that does not follow, a bid in trick play."""
    state = position([["4S", "5H"], ["2S", "AH"], ["3D", "AD"], ["6S", "7S"]], trick=[])
    before = state.to_json()
    for action in (KingAction("play", "AH"), KingAction("bid", "+1"), KingAction("hold")):
        with pytest.raises(IllegalActionError):
            state.apply(action)
    assert state.to_json() == before
    run(state, "play 4S")
    with pytest.raises(IllegalActionError, match="follow"):
        state.apply(KingAction("play", "AH"))  # Anna holds 2S: she must follow spades
    saved = json.loads(state.to_json())["state"]
    assert saved["trick"] == ["4S"] and saved["hands"][1] == ["AH", "2S"]


# -- facts the game tells its listeners: events and views carry them -----------------------------


@pytest.mark.parametrize(
    ("deal", "cards", "contract", "points", "penalties"),
    [
        ("no_tricks", ["2C", "3C", "4C", "5C"], None, -20, []),
        ("no_hearts", ["2C", "3H", "4C", "QH"], None, -40, ["3H", "QH"]),
        ("no_queens", ["QC", "3C", "QD", "5C"], None, -100, ["QC", "QD"]),
        ("no_kings_jacks", ["JC", "3C", "KC", "5C"], None, -60, ["JC", "KC"]),
        ("king_of_hearts", ["2H", "KH", "4H", "5H"], None, -160, ["KH"]),
        ("last_two", ["2C", "3C", "4C", "5C"], None, -90, []),
        ("positive", ["2C", "3C", "4C", "5C"], "spades", 25, []),
        ("positive", ["2C", "3C", "4C", "5C"], "negative", -75, []),
    ],
)
def test_trick_end_tells_the_tricks_points_and_penalty_cards(
    deal: str, cards: list[str], contract: str | None, points: int, penalties: list[str]
) -> None:
    """trick_end carries what the (13th) trick costs or earns its winner under the deal's
    contract (§4.3, §4.4, before settlement), its penalty cards and the deal's name."""
    state = position([[c] for c in cards], deal=deal, contract=contract)
    end = only(run(state, *(f"play {c}" for c in cards)), "trick_end")
    assert (end.number, end.points, end.penalty_cards, end.deal_name) == (
        13,
        points,
        penalties,
        deal,
    )


def test_only_the_last_two_tricks_cost_in_deal_six() -> None:
    """Deal 6: trick 11 costs nothing, trick 12 costs 90 (the trick's number counts)."""
    hands = [["2C", "3C", "4C"], ["5C", "6C", "7C"], ["8C", "9C", "10C"], ["JC", "QC", "KC"]]
    state = position(hands, deal="last_two")
    first = only(run(state, "play 4C", "play 7C", "play 10C", "play KC"), "trick_end")
    second = only(run(state, "play QC", "play 3C", "play 6C", "play 9C"), "trick_end")
    assert (first.number, first.points, second.number, second.points) == (11, 0, 12, -90)


@pytest.mark.parametrize("options", [{}, {"positive_mode": "simple", "king_early_stop": "on"}])
def test_trick_points_add_up_to_the_deal_scores(options: dict[str, str]) -> None:
    """Over whole random games, a seat's trick_end points in a deal add up to its deal score
    in a negative deal, and to its score before settlement in a positive one (without the
    negative contract's 325)."""
    for seed in range(3):
        events = play_out(new(dealer=seed, deals=",".join(DEAL_NAMES), **options), seed)
        won = [0, 0, 0, 0]
        for event in events:
            if event.type == "trick_end":
                won[event.winner] += event.points
            elif event.type == "deal_end" and event.how != "failed_auction":
                if event.name in NEGATIVE_DEALS:
                    assert won == event.deal_scores
                else:
                    base = positive_deal_scores(event.contract, event.tricks_won)
                    paid = 325 if event.contract == "negative" else 0
                    assert won == [points - paid for points in base]
                won = [0, 0, 0, 0]


def test_auction_events_name_the_beneficiary() -> None:
    """Every auction event names the Beneficiary (the dealer), so no listener remembers him."""
    state = new(dealer=S)
    events = run(state, "bid +1", "pass", "pass")
    assert [e.beneficiary for e in events if e.type == "auction"] == [S, S, S]


def test_the_view_gives_each_bids_worth_to_the_beneficiary() -> None:
    """KG-18 in the view, the same for everyone: a plus bid pays 25 a step; a minus bid 75
    for each of B's tricks up to its number, or 75 a step with fixed_transfer."""
    views = [new(dealer=S).view(seat) for seat in (N, E, S, W, None)]
    worth = views[0]["bid_worth"]
    assert all(view["bid_worth"] == worth for view in views)
    assert [w["bid"] for w in worth] == list(LADDER)
    assert worth[2] == {"bid": "+3", "fixed": True, "points": 75}
    assert worth[7] == {"bid": "-2", "fixed": False, "points": 150, "per_trick": 75, "up_to": 2}
    fixed = new(dealer=S, king_minus_settlement="fixed_transfer").view(N)["bid_worth"]
    assert fixed[7] == {"bid": "-2", "fixed": True, "points": 150}
    assert fixed[2] == worth[2]


def test_the_view_says_how_many_penalty_cards_the_deal_has() -> None:
    """§4.3: 13 hearts, 4 queens, 8 kings and jacks, the K♥; none in deals 1, 6 and positive."""
    expected = [0, 13, 4, 8, 1, 0, 0]
    for name, count in zip(DEAL_NAMES, expected, strict=True):
        assert new(dealer=N, deals=name).view(None)["penalty_cards_in_deal"] == count


@pytest.mark.parametrize(
    ("hand", "deal", "options", "rule"),
    [
        (["2H", "9H", "4S"], "no_hearts", {}, "no_heart_lead"),
        (["2H", "9H", "5H"], "no_hearts", {}, "lead_any"),
        (["KH", "3H"], "king_of_hearts", {}, "no_kh_lead"),
        (["KH", "3H", "4S"], "king_of_hearts", {"king_kh_no_heart_lead": "on"}, "no_heart_lead"),
        (["KH"], "king_of_hearts", {}, "lead_any"),
        (["2H", "9H", "4S"], "no_tricks", {}, "lead_any"),
    ],
)
def test_the_view_of_the_seat_to_lead_names_the_rule(
    hand: list[str], deal: str, options: dict[str, str], rule: str
) -> None:
    """KG-6, KG-9: the leader's own view says which rule limits his cards; nobody else's."""
    state = lead_position(hand, deal, **options)
    assert state.view(N)["play_rule"] == rule
    assert all(state.view(seat)["play_rule"] is None for seat in (E, S, W, None))


def test_the_view_of_the_seat_to_follow_names_the_rule() -> None:
    """Following: must follow, void (any card), or K♥ forced by the KG-9 option."""
    hands = [["4S", "5S"], ["KH", "2D"], ["6S", "7S"], ["8S", "9S"]]
    forced = position(hands, deal="king_of_hearts", options={"king_kh_forced_discard": "on"})
    free = position(hands, deal="king_of_hearts")
    for state in (forced, free):
        run(state, "play 4S")
    assert forced.view(E)["play_rule"] == "must_discard_kh"
    assert free.view(E)["play_rule"] == "void"
    run(free, "play 2D")
    assert free.view(S)["play_rule"] == "must_follow"


# -- checking an action without the legal list ----------------------------------------------------

EVERY_ACTION = [
    *(KingAction("play", card.code) for card in DECK.cards),
    *(KingAction(kind) for kind in ("hold", "pass", "accept", "refuse", "fail", "decline")),
    *(KingAction(kind, bid) for kind in ("bid", "ultimatum") for bid in LADDER),
    *(KingAction("contract", c) for c in ("hearts", "diamonds", "clubs", "spades", "notrump")),
    KingAction("contract", "negative"),
    KingAction("pass", "+1"),
    KingAction("bid", "+9"),
    KingAction("contract", ""),
]


@pytest.mark.parametrize(
    "options",
    [
        {},
        {"king_failed_auction": "top_bid_at_most_plus1", "king_kh_forced_discard": "on"},
        {"positive_mode": "simple", "king_kh_no_heart_lead": "on"},
    ],
)
def test_is_legal_agrees_with_the_legal_actions(options: dict[str, str]) -> None:
    """At every position of random games, ``is_legal`` (which builds no list) says yes to
    exactly the legal actions, in every phase."""
    state = new(dealer=E, deals="positive,king_of_hearts,positive", **options)
    rng = random.Random(5)
    while not state.is_over:
        allowed = state.legal_actions()
        assert [a for a in EVERY_ACTION if state.is_legal(a)] == [
            a for a in EVERY_ACTION if a in allowed
        ]
        state.apply(rng.choice(allowed))
    assert not any(state.is_legal(a) for a in EVERY_ACTION)


# -- the game's fast model for search (games/king/fast.py) ---------------------------------------


@pytest.mark.parametrize("deal", [*NEGATIVE_DEALS, "hearts", "notrump", "negative"])
def test_the_fast_model_plays_deals_as_the_rules_do(deal: str) -> None:
    """Random deals played through the state and the fast model side by side: the same
    seat to move and legal cards at every turn, the same trick winners and points."""
    contract = None if deal in NEGATIVE_DEALS else deal
    options = {
        "deals": deal if contract is None else "positive",
        "positive_mode": "simple",
        "king_kh_forced_discard": "on",
        "king_kh_no_heart_lead": "on",
    }
    for seed in range(4):
        state = King.new_state(4, seed=seed, options=options)
        assert isinstance(state, KingState)
        if contract is not None:
            state.apply(f"contract {contract}")
        model = fast.Play(
            deal="negative" if contract == "negative" else ("positive" if contract else deal),
            trump=fast.TRUMP_INDEX[contract] if contract else -1,
            hands=[[fast.card_int(c) for c in state.hand_codes(s)] for s in range(4)],
            trick=[],
            leader=state.leader,
            tricks_played=0,
            points=[0, 0, 0, 0],
            gone=0,
            kh_no_heart_lead=True,
            kh_forced_discard=True,
        )
        points = [0, 0, 0, 0]
        rng = random.Random(seed)
        while not state.is_over:
            assert state.current_player == model.mover
            allowed = sorted(fast.card_int(a.arg) for a in state.legal_actions())
            assert sorted(model.legal()) == allowed
            card = rng.choice(allowed)
            model.play(card)
            for event in state.apply(KingAction("play", fast.card_code(card))):
                if event.type == "trick_end":
                    points[event.winner] += event.points
                    assert (model.leader, model.points) == (event.winner, points)
        assert model.over


def test_the_fast_model_reads_the_penalties_from_the_rules() -> None:
    """Every card's penalty in every deal, and the card ints, as the rules say."""
    for card in DECK.cards:
        number = fast.card_int(card.code)
        assert fast.card_code(number) == card.code
        assert (fast.suit(number), fast.rank(number)) == ("CDHS".index(card.suit), card.rank)
        for deal in (*NEGATIVE_DEALS, "positive", "negative"):
            assert fast.penalty(deal, number) == card_penalty(deal, card)


# -- issue 13: the audit items, the last trick by seat, the payments as facts ---------------------


def test_kg_19_governs_the_positive_deals_whatever_kg_5_says() -> None:
    """KG-5's ``dealer_left`` is for the negative deals; KG-19's ``dealer`` (the default)
    lets the dealer lead a positive deal, sold or not, and ``declarer`` the buyer."""
    options = {"king_first_lead": "dealer_left"}
    negative = new(dealer=S, deals="no_tricks,positive", **options)
    assert negative.current_player == W  # KG-5: the dealer's left
    sold = new(dealer=N, **options)
    run(sold, "bid +1", "pass", "pass", "accept", "contract hearts")
    assert sold.current_player == N  # KG-19: the dealer, not his left
    kept = new(dealer=N, **options)
    run(kept, "pass", "pass", "pass", "refuse", "contract notrump")
    assert kept.current_player == N
    simple = new(dealer=E, positive_mode="simple", **options)
    run(simple, "contract spades")
    assert simple.current_player == E
    buyer = new(dealer=N, king_positive_lead="declarer", **options)
    run(buyer, "pass", "bid +2", "pass", "accept", "contract clubs")
    assert buyer.current_player == S


def test_a_void_player_who_must_play_the_king_of_hearts_is_told_so() -> None:
    """KG-9 ⚑ forced discard: a player void in the suit led who tries another card than
    K♥ is refused for that reason (``must_play_kh``), not for not following suit."""
    hands = [["4S", "5S"], ["KH", "2D"], ["6S", "7S"], ["8S", "9S"]]
    state = position(hands, deal="king_of_hearts", options={"king_kh_forced_discard": "on"})
    run(state, "play 4S")
    with pytest.raises(IllegalActionError) as info:
        state.apply("play 2D")
    assert info.value.reason == "must_play_kh"
    assert info.value.details == {"card": "2D", "led": "S"}
    assert info.value.legal == ("play KH",)


def test_a_lead_restriction_names_its_rule() -> None:
    """The two lead rules (§4.3 deal 2 and 5, KG-9) are told apart in the error's details."""
    hearts = lead_position(["2H", "9H", "4S"], "no_hearts")
    with pytest.raises(IllegalActionError) as info:
        hearts.apply("play 2H")
    assert info.value.details["rule"] == "no_heart_lead"
    king = lead_position(["KH", "3H"], "king_of_hearts")
    with pytest.raises(IllegalActionError) as info:
        king.apply("play KH")
    assert info.value.details["rule"] == "no_kh_lead"


def test_the_last_trick_stays_in_a_seats_view_until_that_seat_plays() -> None:
    """Issue 13: each seat may review the last trick until it plays its next card (RULES.md
    §4.8 says until the next card is led; a listener could not ask before the bots led).
    Every seat alike; a spectator keeps it while the next trick is played."""
    hands = [["4S", "5S"], ["2S", "AH"], ["3D", "AD"], ["6S", "7S"]]
    state = position(hands)
    run(state, "play 4S", "play 2S", "play 3D", "play 6S")  # seat 3 wins with the 6S
    last = {"leader": 0, "cards": ["4S", "2S", "3D", "6S"], "winner": 3}
    assert all(state.view(s)["last_trick"] == last for s in (0, 1, 2, 3, None))
    run(state, "play 7S")  # seat 3 leads the next trick
    assert state.view(3)["last_trick"] is None
    assert all(state.view(s)["last_trick"] == last for s in (0, 1, 2, None))
    run(state, "play 5S")
    assert state.view(0)["last_trick"] is None and state.view(1)["last_trick"] == last
    run(state, "play AH", "play AD")  # the deal ends with this trick
    assert state.is_over


def test_the_top_card_only_variant_never_shows_the_last_trick_to_anyone() -> None:
    """A5.2: in the fairness variant the per-seat rule does not apply: no seat, no time."""
    hands = [["4S", "5S"], ["2S", "AH"], ["3D", "AD"], ["6S", "7S"]]
    fair = position(hands, options={"pile_visibility": "top_only"})
    run(fair, "play 4S", "play 2S", "play 3D", "play 6S")
    assert all(fair.view(s)["last_trick"] is None for s in (0, 1, 2, 3, None))
    run(fair, "play 7S")
    assert all(fair.view(s)["last_trick"] is None for s in (0, 1, 2, 3, None))


def sold_deal(bid: str, contract: str, **options: Any) -> tuple[KingState, list[Event]]:
    """Deal 7 of KG-E2's table: S deals, W (P1) buys at ``bid``; random cards to the end."""
    state = new(dealer=S, **options)
    events = run(state, f"bid {bid}", "pass", "pass", "accept", f"contract {contract}")
    rng = random.Random(5)
    while not state.is_over:
        events += state.apply(rng.choice(state.legal_actions()))
    return state, events


@pytest.mark.parametrize("settlement", ["absorb_b_tricks", "fixed_transfer"])
@pytest.mark.parametrize(("bid", "contract"), [("+7", "spades"), ("-2", "negative")])
def test_the_events_say_who_pays_whom(bid: str, contract: str, settlement: str) -> None:
    """KG-18 as facts in the events: the price at the sale (``auction_end.worth``), each
    trick the buyer of a minus bid takes over (``trick_end.takeover``), and at the end the
    tricks' scores and the payment, which add up to the deal's scores."""
    _, events = sold_deal(bid, contract, king_minus_settlement=settlement)
    sale = only(events, "auction_end")
    fixed = bid[0] == "+" or settlement == "fixed_transfer"
    assert (sale.beneficiary, sale.declarer, sale.worth["fixed"]) == (S, W, fixed)
    end = only(events, "deal_end")
    payment = end.payment
    assert (payment["payer"], payment["payee"], payment["bid"]) == (W, S, bid)
    moved = [e.takeover for e in events if e.type == "trick_end" and e.takeover]
    won_by_dealer = end.tricks_won[S]
    if fixed:
        assert payment["taken_over"] is None and moved == []
        assert payment["points"] == sale.worth["points"]
    else:
        assert payment["taken_over"] == len(moved) == min(2, won_by_dealer)
        assert all(m == {"payer": W, "payee": S, "points": 75} for m in moved)
        assert payment["points"] == 75 * len(moved)
    trick_points = [0] * 4
    for e in events:
        if e.type == "trick_end":
            trick_points[e.winner] += e.points
    base = 325 if contract == "negative" else 0
    assert end.trick_scores == [base + p for p in trick_points]
    paid = list(end.trick_scores)
    paid[W] -= payment["points"]
    paid[S] += payment["points"]
    assert end.deal_scores == paid and sum(paid) == 325


def test_a_deal_nobody_bought_has_no_payment() -> None:
    """The dealer playing himself, a failed auction, and a negative deal: no payment."""
    kept = new(dealer=S)
    events = run(kept, "pass", "pass", "pass", "refuse", "contract notrump")
    events += play_out(kept, 2)
    end = only(events, "deal_end")
    assert end.payment is None and end.trick_scores == end.deal_scores
    failed = new(dealer=S)
    end = only(run(failed, "pass", "pass", "pass", "fail"), "deal_end")
    assert (end.payment, end.trick_scores, end.deal_scores) == (None, None, [75, 75, 100, 75])
    negative = new(dealer=S, deals="no_queens")
    ends = [e for e in play_out(negative, 3) if e.type == "deal_end"]
    assert ends[0].payment is None and ends[0].trick_scores == ends[0].deal_scores
