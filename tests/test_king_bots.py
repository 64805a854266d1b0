"""King computer opponents: legal, view-only, deterministic, and their model of the rules."""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

import pytest

from access_cards import bots
from access_cards.bots.king import KingHard, KingNormal, knowledge, players
from access_cards.bots.king.knowledge import Memory, Play, card_int, legal, winning_index
from access_cards.engine.events import events_for
from access_cards.games.king import DECK, King, KingState, fast
from access_cards.games.king.rules import legal_cards, trick_winner
from tests.botplay import play_bots, strings

LEVELS = ("easy", "normal", "hard")
SHORT = {"deals": "no_tricks,no_hearts,king_of_hearts,positive"}


def _play(levels: tuple[str, ...], seed: int, options: dict[str, str]) -> list[str]:
    return play_bots("king", levels, seed, options)


def test_levels_are_registered() -> None:
    assert bots.levels("king") == ("easy", "normal", "hard", "random")


@pytest.mark.parametrize("level", ["easy", "normal"])
def test_quick_bots_only_choose_legal_actions(level: str) -> None:
    """Many seeded matches, every option that changes what is legal switched on somewhere."""
    variants = [
        {},
        {"positive_mode": "simple", "king_kh_no_heart_lead": "on"},
        {"king_kh_forced_discard": "on", "king_early_stop": "on", "king_positive_lead": "declarer"},
        {"king_failed_auction": "top_bid_at_most_plus1", "king_first_lead": "dealer_left"},
    ]
    for seed in range(12):
        assert _play((level, "normal", level, "easy"), seed, variants[seed % 4])


def test_hard_only_chooses_legal_actions() -> None:
    options = {**SHORT, "king_kh_forced_discard": "on"}
    for seed in range(2):
        assert _play(("hard", "normal", "easy", "normal"), seed, options)


@pytest.mark.parametrize("level", LEVELS)
def test_same_seed_same_choices(level: str) -> None:
    options = {"deals": "positive" if level == "hard" else "no_queens,positive"}
    assert _play((level,) * 4, 7, options) == _play((level,) * 4, 7, options)


def test_a_view_holds_no_other_hand_and_is_enough() -> None:
    """The leak test: a bot gets only the view, which names no other seat's cards."""
    state = King.new_state(4, seed=3)
    assert isinstance(state, KingState)
    for _ in range(30):
        seat = state.current_player
        assert seat is not None
        view = state.view(seat)
        others = {c for s in range(4) if s != seat for c in state.hand_codes(s)}
        assert not others & set(strings(view))
        for level in LEVELS:
            bot = bots.create("king", level, seat=seat, seed=1, deterministic=True)
            assert bot.choose(view) in view["legal_actions"]
        state.apply(view["legal_actions"][0])



def test_memory_round_trip() -> None:
    state = King.new_state(4, seed=11, options={"deals": "no_hearts"})
    bot = KingNormal(2, seed=1)
    for event in events_for(state.start_events, 2):
        bot.observe(event)
    for _ in range(23):
        for event in events_for(state.apply(state.legal_actions()[0]), 2):
            bot.observe(event)
    saved = bot.memory()
    assert len(saved["played"]) == 23
    other = KingNormal(2, seed=1)
    other.restore(saved)
    assert other.memory() == saved
    assert other.seen == bot.seen


def test_voids_are_remembered() -> None:
    memory = Memory()
    memory.saw_play(1, "2C", ["2C"])
    memory.saw_play(2, "AH", ["2C", "AH"])
    assert memory.voids[2] == {0}
    assert memory.voids[1] == set()


def test_model_matches_the_rules() -> None:
    """The bots' fast model agrees with ``king_rules`` on legal cards and trick winners."""
    rng = random.Random(4)
    cards = list(DECK.cards)
    for _ in range(300):
        rng.shuffle(cards)
        hand, trick = cards[:7], cards[7 : 7 + rng.randrange(4)]
        deal = rng.choice(["no_hearts", "king_of_hearts", "no_tricks"])
        flags = {"kh_no_heart_lead": rng.random() < 0.5, "kh_forced_discard": rng.random() < 0.5}
        want = sorted(card_int(c.code) for c in legal_cards(hand, trick, deal, **flags))
        got = legal(
            [card_int(c.code) for c in hand],
            [card_int(c.code) for c in trick],
            deal,
            flags["kh_no_heart_lead"],
            flags["kh_forced_discard"],
        )
        assert sorted(got) == want
        four = cards[:4]
        trump = rng.choice(["C", "D", "H", "S", None])
        index = winning_index([card_int(c.code) for c in four], "CDHS".find(trump or "x"))
        assert index == trick_winner(0, four, trump)


def test_play_model_scores_like_the_deal() -> None:
    """A whole deal played in the model scores the deal's total (no_hearts: -260)."""
    rng = random.Random(1)
    cards = list(range(52))
    rng.shuffle(cards)
    hands = [sorted(cards[i * 13 : (i + 1) * 13]) for i in range(4)]
    play = Play("no_hearts", -1, hands, [], 0, 0, [0, 0, 0, 0], 0)
    play.rollout(rng)
    assert play.over and sum(play.points) == -260


def test_hard_ducks_the_king_of_hearts_trick() -> None:
    """Void in the suit led in the king-of-hearts deal, hard throws the K♥."""
    state = King.new_state(4, seed=2, options={"deals": "king_of_hearts", "dealer": 0})
    assert isinstance(state, KingState)
    for _ in range(200):
        seat = state.current_player
        if seat is None:
            break
        view = state.view(seat)
        legal_now = view["legal_actions"]
        if "play KH" in legal_now and view["trick"] and len(legal_now) > 1:
            led = view["trick"][0][-1]
            if all(not a.endswith(led) for a in legal_now):
                assert KingHard(seat, seed=1, deterministic=True).choose(view) == "play KH"
        state.apply(legal_now[0])


def test_the_bots_search_with_the_games_own_fast_model() -> None:
    """The trick rules the bots play out are games.king.fast's (tested against the rules),
    not a second copy in bots/."""
    assert knowledge.legal is fast.legal and knowledge.winning_index is fast.winning_index
    assert knowledge.penalty is fast.penalty and issubclass(knowledge.Play, fast.Play)
    source = Path(knowledge.__file__).read_text() + Path(players.__file__).read_text()
    assert not any(f"def {name}(" in source for name in ("legal", "winning_index", "penalty"))


def test_bid_costs_are_read_from_the_view() -> None:
    """A bid's cost is the view's KG-18 payment (a minus bid that depends on B's tricks
    counts half its most), so the fixed-transfer option changes it."""

    def worth(options: dict[str, str]) -> dict[str, Any]:
        view = King.new_state(4, seed=1, options={"deals": "positive", **options}).view(0)
        return {w["bid"]: w for w in view["bid_worth"]}

    usual, fixed = worth({}), worth({"king_minus_settlement": "fixed_transfer"})
    assert players._bid_cost(usual["+3"]) == players._bid_cost(fixed["+3"]) == 100.0
    assert players._bid_cost(usual["-2"]) == 100.0
    assert players._bid_cost(fixed["-2"]) == 200.0
