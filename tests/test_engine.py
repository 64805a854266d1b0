"""The engine contract of DESIGN.md §3: game lookup, options, seats, explicit decks, RNG,
events and placings (exercised through Khmer, the first game)."""

from __future__ import annotations

import json
import random

import pytest

from access_cards import games
from access_cards.engine import (
    ActionError,
    ActionTemplate,
    AmbiguousActionError,
    DeckError,
    Event,
    IllegalActionError,
    OptionError,
    Rng,
    SaveError,
    events_for,
    placings,
    templates_of,
)
from access_cards.games.khmer import PLAY, Khmer, KhmerAction, KhmerState
from access_cards.games.khmer import position as khmer_position
from tests.strategies import new_match

KHMER_OPTIONS = (
    "mode",
    "target",
    "first_player",
    "pile_visibility",
    "announce_total",
    "khmer_draw_own_card",
    "khmer_stuck_rule",
)

# -- games.find ----------------------------------------------------------------------------------


@pytest.mark.parametrize("name", ["khmer", "Khmer", " KHMER "])
def test_find_khmer(name: str) -> None:
    """games.find reads the name case- and space-insensitively and returns the Khmer class."""
    assert games.find(name) is Khmer
    assert Khmer.name == "khmer"


DESIGN_NAMES = ("khmer", "rummy40", "lasvegas", "king")  # DESIGN.md §3


def test_every_design_name_is_registered_or_planned() -> None:
    """Each DESIGN.md game is registered or planned, never neither, and Khmer and King are in."""
    assert set(games.REGISTERED) | set(games.PLANNED) == set(DESIGN_NAMES)
    assert not set(games.REGISTERED) & set(games.PLANNED)
    assert {"khmer", "king"} <= set(games.REGISTERED) == set(games.GAMES)


@pytest.mark.parametrize("name", DESIGN_NAMES)
def test_design_names_are_found_or_named_as_missing(name: str) -> None:
    """A registered name is found as itself; a planned one is refused as not available yet,
    with the games that are listed."""
    if name in games.REGISTERED:
        assert games.find(name).name == name
        return
    with pytest.raises(ValueError) as info:
        games.find(name)
    assert "not available yet" in str(info.value)
    assert all(known in str(info.value) for known in games.REGISTERED)


def test_unknown_game_lists_games() -> None:
    """An unknown game raises ValueError whose message names it and lists every game."""
    with pytest.raises(ValueError) as info:
        games.find("poker")
    message = str(info.value)
    assert "poker" in message
    assert games.GAMES, "at least Khmer is registered"
    for known in games.GAMES:
        assert known in message


# -- options ------------------------------------------------------------------------------------


def test_khmer_option_defaults() -> None:
    """Each option's default comes from RULES.md §1 (⚑ defaults) and DESIGN.md §3."""
    resolved = Khmer.options.resolve(None, 2)
    assert set(resolved) == set(KHMER_OPTIONS)
    assert resolved["target"] == 6  # KH-12: "default 6"
    assert resolved["khmer_draw_own_card"] == "allowed"  # KH-7 ⚑
    assert resolved["khmer_stuck_rule"] == "mover_stuck"  # KH-8 ⚑
    assert resolved["announce_total"] == "yes"  # §1.7 ⚑ KHMER_TOPONLY_ANNOUNCE_TOTAL = yes
    assert resolved["pile_visibility"] == "full"  # KH-3: base game, the pile is fanned
    assert resolved["first_player"] is None  # DESIGN §3: "by default drawn from the seed"
    assert resolved["mode"] == "match"  # docs/architecture.md: a match to the target
    state = Khmer.new_state(2, seed=1)
    assert state.options == resolved


def test_string_values_are_coerced() -> None:
    """Command-line text is converted: target "6" is the number 6, "top-only" is top_only."""
    state = Khmer.new_state(2, seed=1, options={"target": "6", "pile_visibility": "top-only"})
    assert state.options["target"] == 6
    assert isinstance(state.options["target"], int)
    assert state.options["pile_visibility"] == "top_only"
    assert Khmer.new_state(2, seed=1, options={"target": " 4 "}).options["target"] == 4


def test_rules_flag_names_are_accepted() -> None:
    """The ⚑ flag names of RULES.md (any case) reach their options."""
    state = Khmer.new_state(
        2,
        seed=1,
        options={
            "KHMER_DRAW_OWN_CARD": "forbidden",
            "khmer_toponly_announce_total": "no",
            "KHMER_STUCK_RULE": "mover_stuck",
        },
    )
    assert state.options["khmer_draw_own_card"] == "forbidden"
    assert state.options["announce_total"] == "no"


def test_unknown_option_names_every_option() -> None:
    """An unknown option raises OptionError (a ValueError) naming each valid option."""
    with pytest.raises(OptionError) as info:
        Khmer.new_state(2, seed=1, options={"trumps": "hearts"})
    assert isinstance(info.value, ValueError)
    assert "trumps" in str(info.value)
    for name in KHMER_OPTIONS:
        assert name in str(info.value)
    assert info.value.option == "trumps"
    assert set(info.value.valid) == set(KHMER_OPTIONS)


@pytest.mark.parametrize(
    ("option", "value", "valid"),
    [
        ("pile_visibility", "sideways", ("full", "top_only")),
        ("mode", "tournament", ("match", "single")),
        ("announce_total", "maybe", ("yes", "no")),
        ("khmer_draw_own_card", "sometimes", ("allowed", "forbidden")),
    ],
)
def test_bad_choice_names_valid_values(option: str, value: str, valid: tuple[str, ...]) -> None:
    """A value an option does not take raises OptionError naming every valid value."""
    with pytest.raises(OptionError) as info:
        Khmer.new_state(2, seed=1, options={option: value})
    for word in valid:
        assert word in str(info.value)
    assert info.value.option == option
    assert set(info.value.valid) == set(valid)


@pytest.mark.parametrize("value", [0, -1, 100, "six", "", True, 2.5])
def test_bad_target(value: object) -> None:
    """The target must be a whole number (1..99); the error says so."""
    with pytest.raises(OptionError, match="whole number"):
        Khmer.new_state(2, seed=1, options={"target": value})


@pytest.mark.parametrize("value", [2, -1, "2", "x"])
def test_first_player_out_of_range(value: object) -> None:
    """first_player must be seat 0 or 1 (or random); the error names the valid seats."""
    with pytest.raises(OptionError) as info:
        Khmer.new_state(2, seed=1, options={"first_player": value})
    assert "0" in info.value.valid and "1" in info.value.valid


@pytest.mark.parametrize("seat", [0, 1])
def test_first_player_chooses_the_starter(seat: int) -> None:
    """first_player=seat makes that seat move first in deal 1 (also given as text)."""
    for value in (seat, str(seat)):
        state = Khmer.new_state(2, seed=3, options={"first_player": value})
        assert state.current_player == seat
        assert state.start_events[0].first_player == seat


def test_first_player_random_is_drawn_from_the_seed() -> None:
    """Without first_player the starter depends only on the seed, and both seats occur."""
    starters = {Khmer.new_state(2, seed=s).current_player for s in range(40)}
    assert starters == {0, 1}
    for s in range(10):
        a = Khmer.new_state(2, seed=s, options={"first_player": "random"})
        assert a.current_player == Khmer.new_state(2, seed=s).current_player


@pytest.mark.parametrize("seats", [0, 1, 3, 4, "2", None])
def test_khmer_needs_exactly_two_seats(seats: object) -> None:
    """KH-1: exactly 2 players; anything else is a ValueError saying so."""
    with pytest.raises(ValueError, match="2"):
        Khmer.new_state(seats, seed=1)  # type: ignore[arg-type]


# -- explicit decks -----------------------------------------------------------------------------

ORDERED = ["1", "1", "2", "2", "3", "3", "4", "4", "5", "5", "6", "6", "6", "6", "6", "6"]


def test_explicit_deck_order() -> None:
    """deck= gives seat 0 the first 6 cards, seat 1 the next 6, and sets the last 4 aside."""
    state = Khmer.new_state(2, seed=1, deck=ORDERED)
    assert isinstance(state, KhmerState)
    assert sorted(state.view(0)["hand"]) == ["1", "1", "2", "2", "3", "3"]
    assert sorted(state.view(1)["hand"]) == ["4", "4", "5", "5", "6", "6"]
    assert sorted(state.set_aside) == [6, 6, 6, 6]
    assert state.view(0)["hand_total"] == 12
    assert state.view(1)["hand_total"] == 30


def test_explicit_deck_order_is_not_sorted() -> None:
    """Another order gives other hands: the deck is used as given, not re-sorted or shuffled."""
    deck = ["6", "5", "6", "4", "6", "3", "1", "2", "1", "2", "3", "4", "5", "6", "6", "6"]
    state = Khmer.new_state(2, seed=99, deck=deck)
    assert isinstance(state, KhmerState)
    assert sorted(state.view(0)["hand"]) == sorted(deck[:6])
    assert sorted(state.view(1)["hand"]) == sorted(deck[6:12])
    assert sorted(state.set_aside) == sorted(int(c) for c in deck[12:])
    dealt = [e for e in state.start_events if e.type == "dealt"]
    assert [sorted(e.cards) for e in dealt] == [sorted(deck[:6]), sorted(deck[6:12])]


@pytest.mark.parametrize(
    "deck",
    [
        ORDERED[:-1],  # 15 cards
        [*ORDERED, "6"],  # 17 cards
        ["7", *ORDERED[1:]],  # a 7
        ["1", *ORDERED],  # three 1s
        ["1", "1", "1", *ORDERED[3:]],  # three 1s, one 2, same size
        [],
    ],
)
def test_bad_explicit_decks(deck: list[str]) -> None:
    """A deck that is not exactly the 16 Khmer cards raises DeckError (a ValueError)."""
    with pytest.raises(DeckError) as info:
        Khmer.new_state(2, seed=1, deck=deck)
    assert isinstance(info.value, ValueError)


def test_deck_as_one_string_is_refused() -> None:
    """A single string is not a list of codes."""
    with pytest.raises(DeckError):
        Khmer.new_state(2, seed=1, deck="1122334455666666")


def test_later_deals_come_from_the_seed() -> None:
    """With an explicit first deal, the next deal is shuffled from the seed (same seed, same)."""
    decks = []
    for _ in range(2):
        state = Khmer.new_state(2, seed=21, deck=ORDERED, options={"first_player": 0})
        events = state.apply("concede")
        decks.append([e.to_dict() for e in events])
    assert decks[0] == decks[1]
    assert any(e["type"] == "deal_start" and e["deal"] == 2 for e in decks[0])


# -- seeds and RNG ------------------------------------------------------------------------------


def test_same_seed_same_match() -> None:
    """Two matches from the same seed are identical; many seeds give more than one first deal."""
    assert Khmer.new_state(2, seed=5).to_json() == Khmer.new_state(2, seed=5).to_json()
    hands = {tuple(Khmer.new_state(2, seed=s).view(0)["hand"]) for s in range(20)}
    assert len(hands) > 1


def test_no_seed_still_records_one() -> None:
    """Without a seed a seed is drawn and recorded, and it replays the same match."""
    state = Khmer.new_state(2)
    assert isinstance(state.seed, int)
    again = Khmer.new_state(2, seed=state.seed)
    assert again.to_json() == state.to_json()


def test_rng_shuffle_is_deterministic_per_seed() -> None:
    """Rng(seed).shuffle gives the same permutation for the same seed, and is a permutation."""
    items = list(range(30))
    orders = []
    for seed in (1, 1, 2):
        shuffled = items[:]
        Rng(seed).shuffle(shuffled)
        assert sorted(shuffled) == items
        orders.append(shuffled)
    assert orders[0] == orders[1]
    assert orders[0] != orders[2]  # 30! orders: a collision would be a broken generator
    assert orders[0] != items


def test_rng_below_is_in_range() -> None:
    """Rng.below(n) stays in [0, n) and reaches both ends for small n."""
    rng = Rng(4)
    seen = {rng.below(3) for _ in range(300)}
    assert seen == {0, 1, 2}


def test_rng_save_continues_identically() -> None:
    """Rng.to_json/from_json (through JSON text) continue with the same numbers and shuffles."""
    rng = Rng(12345)
    for _ in range(17):
        rng.random()
    copy = Rng.from_json(json.loads(json.dumps(rng.to_json())))
    assert copy.seed == rng.seed == 12345
    assert [rng.random() for _ in range(50)] == [copy.random() for _ in range(50)]
    a, b = list(range(16)), list(range(16))
    rng.shuffle(a)
    copy.shuffle(b)
    assert a == b


@pytest.mark.parametrize(
    "damage",
    [
        {},
        {"seed": 1},
        {"seed": 1, "version": 3, "state": [1, 2, 3], "gauss": None},
        {"seed": "x", "version": 3, "state": [], "gauss": None},
    ],
)
def test_rng_damaged_save(damage: dict[str, object]) -> None:
    """A damaged generator state raises SaveError."""
    with pytest.raises(SaveError):
        Rng.from_json(damage)


# -- events -------------------------------------------------------------------------------------


def test_events_are_immutable() -> None:
    """An event's attributes and fields cannot be changed."""
    event = Event("play", seat=0, card="4")
    with pytest.raises(AttributeError):
        event.card = "5"
    with pytest.raises(AttributeError):
        event.audience = 1
    with pytest.raises(TypeError):
        event.fields["card"] = "5"  # type: ignore[index]
    assert event.card == "4" and event["card"] == "4"


def test_event_fields_read_both_ways() -> None:
    """e.card and e['card'] read the same field; a missing field is AttributeError/KeyError."""
    event = Event("draw", 1, seat=1, card="3")
    assert event.type == "draw" and event.audience == 1
    assert event.card == event["card"] == "3"
    assert dict(event) == {"seat": 1, "card": "3"}
    with pytest.raises(AttributeError):
        _ = event.nothing
    with pytest.raises(KeyError):
        _ = event["nothing"]


def test_visible_to() -> None:
    """A public event reaches everyone; a private one only its seat (not a spectator)."""
    public = Event("play", seat=0, card="4")
    private = Event("dealt", 1, seat=1, cards=["6"])
    assert all(public.visible_to(s) for s in (0, 1, None))
    assert private.visible_to(1)
    assert not private.visible_to(0)
    assert not private.visible_to(None)


def test_to_dict_has_type_and_fields_only() -> None:
    """to_dict is the type plus the fields, JSON-ready, without the audience."""
    event = Event("dealt", 0, seat=0, cards=["6", "1"], hand_total=7)
    assert event.to_dict() == {"type": "dealt", "seat": 0, "cards": ["6", "1"], "hand_total": 7}
    assert json.loads(json.dumps(event.to_dict())) == event.to_dict()


def test_events_for_filters_in_order() -> None:
    """events_for keeps public events and the seat's own private events, in order."""
    events = [
        Event("deal_start", deal=1),
        Event("dealt", 0, seat=0),
        Event("dealt", 1, seat=1),
        Event("play", seat=0, card="2"),
    ]
    assert events_for(events, 0) == [events[0], events[1], events[3]]
    assert events_for(events, 1) == [events[0], events[2], events[3]]
    assert events_for(events, None) == [events[0], events[3]]


def test_event_equality() -> None:
    """Events are equal when type, audience and fields are equal."""
    assert Event("play", seat=0, card="4") == Event("play", seat=0, card="4")
    assert Event("play", seat=0, card="4") != Event("play", seat=0, card="5")
    assert Event("dealt", 0, seat=0) != Event("dealt", 1, seat=0)


def test_game_events_are_json_ready() -> None:
    """Every event of a played match serialises with json.dumps and carries a type."""
    state = new_match(8, {"target": 3})
    rng = random.Random(8)
    events = list(state.start_events)
    while not state.is_over:
        events += state.apply(rng.choice(state.legal_actions()))
    assert {e.type for e in events} >= {"deal_start", "dealt", "deal_end", "match_end"}
    for event in events:
        assert json.loads(json.dumps(event.to_dict()))["type"] == event.type


# -- placings and results -----------------------------------------------------------------------


@pytest.mark.parametrize(
    ("scores", "expected"),
    [
        ([6, 3], [1, 2]),
        ([3, 6], [2, 1]),
        ([4, 4], [1, 1]),  # equal scores share the placing (KG-21)
        ([10, 5, 10, 1], [1, 3, 1, 4]),  # two ahead of 5, three ahead of 1
        ([-20, 0, 0, 20], [4, 2, 2, 1]),
    ],
)
def test_placings(scores: list[int], expected: list[int]) -> None:
    """A placing is 1 + the number of seats with a strictly higher score."""
    assert placings(scores) == expected


def test_result_only_once_over() -> None:
    """result is None during the match and the placings of the final scores after it."""
    state = new_match(2, {"target": 2})
    rng = random.Random(2)
    while not state.is_over:
        assert state.result is None
        assert state.current_player in (0, 1)
        state.apply(rng.choice(state.legal_actions()))
    assert state.current_player is None
    assert state.legal_actions() == []
    assert state.result == placings(state.scores)


def test_apply_after_the_end_is_illegal() -> None:
    """Once the match is over every action is refused with IllegalActionError."""
    state = new_match(4, {"mode": "single"})
    while not state.is_over:
        state.apply(state.legal_actions()[0])
    for action in (KhmerAction("draw"), "knock", "play 1"):
        with pytest.raises(IllegalActionError) as info:
            state.apply(action)
        assert info.value.reason == "match_over"


# -- parsing by grammar, errors for people ----------------------------------------------------


class _Vague(Khmer):
    """Khmer where a bare ``play`` names every card: one text for several actions."""

    @classmethod
    def read_actions(cls, text: str) -> list[KhmerAction]:
        if text.strip() == "play":
            return [PLAY[v] for v in range(1, 7)]
        return super().read_actions(text)


def test_parse_action_checks_one_action_without_the_legal_list() -> None:
    """parse_action (and apply of a text) reads the grammar and asks is_legal: a state whose
    legal list cannot be built still parses and applies a legal command."""
    state = khmer_position([[5, 3], [4, 4]], fronts=[[1, 1], [2, 2]], pile=[3, 5])

    def no_list() -> list[KhmerAction]:
        raise AssertionError("the legal list was built")

    state.legal_actions = no_list  # type: ignore[method-assign]
    assert Khmer.parse_action("play 5", state) == PLAY[5]
    state.apply("play 3")
    assert state.pile == [3, 5, 3]


def test_a_text_naming_one_legal_action_among_several_means_it() -> None:
    """Of the actions a text names, the only legal one is the action."""
    state = khmer_position([[5, 5], [4, 4]], fronts=[[1, 1], [2, 2]], pile=[3, 3])
    assert _Vague.parse_action("play", state) == PLAY[5]


def test_a_text_naming_several_legal_actions_is_ambiguous() -> None:
    """AmbiguousActionError: reason ``ambiguous``, the candidates in details, what is legal."""
    state = khmer_position([[5, 3], [4, 4]], fronts=[[1, 1], [2, 2]], pile=[3, 5])
    with pytest.raises(AmbiguousActionError) as info:
        _Vague.parse_action("play", state)
    error = info.value
    assert isinstance(error, ActionError) and isinstance(error, ValueError)
    assert error.reason == "ambiguous" and error.text == "play"
    assert error.details["candidates"] == ["play 3", "play 5"]
    assert error.legal == tuple(str(a) for a in state.legal_actions())
    assert error.legal_templates[0] == ActionTemplate("play", ("3", "5"))


def test_a_text_naming_only_illegal_actions_is_illegal() -> None:
    """When none of the actions a text names is legal, the first one's reason is given."""
    state = khmer_position([[], [4, 4]], fronts=[[1, 1, 5], [2, 2]], pile=[3, 3, 5])
    with pytest.raises(IllegalActionError) as info:
        _Vague.parse_action("play", state)
    assert info.value.reason == "not_in_hand" and info.value.details["card"] == "1"


def test_action_errors_describe_the_legal_actions_compactly() -> None:
    """Parse and rules errors carry the legal list and the same actions grouped by kind."""
    state = khmer_position([[6, 5, 5, 1], [4, 4]], fronts=[[], [2, 2]], pile=[3])
    for text in ("fly", "play 2"):
        with pytest.raises(ActionError) as info:
            Khmer.parse_action(text, state)
        templates = info.value.legal_templates
        assert templates == Khmer.describe_legal(state)
        assert [str(t) for t in templates] == ["play 1|5|6", "draw", "discard", "concede"]
        assert info.value.legal == ("play 1", "play 5", "play 6", "draw", "discard", "concede")


def test_templates_group_texts_by_kind() -> None:
    """templates_of keeps the kinds in order, each with the words that may follow it."""
    texts = ["bid +2", "pass", "bid -1", "hold", "accept"]
    assert templates_of(texts) == (
        ActionTemplate("bid", ("+2", "-1")),
        ActionTemplate("pass"),
        ActionTemplate("hold"),
        ActionTemplate("accept"),
    )


def test_templates_print_and_serialise_compactly() -> None:
    """A template's text and data: choices, a range, a form, or the kind alone."""
    bet = ActionTemplate("bet", low=1, high=12)
    meld = ActionTemplate("meld", low=3, form="cards")
    play = ActionTemplate("play", ("1", "5"))
    assert [str(t) for t in (bet, meld, play, ActionTemplate("draw"))] == [
        "bet 1..12",
        "meld <cards 3+>",
        "play 1|5",
        "draw",
    ]
    assert bet.to_dict() == {"kind": "bet", "low": 1, "high": 12}
    assert meld.to_dict() == {"kind": "meld", "low": 3, "form": "cards"}
    assert json.loads(json.dumps(play.to_dict())) == {"kind": "play", "choices": ["1", "5"]}


# -- deal and match sequencing --------------------------------------------------------------


def test_the_engine_sequences_deals_and_the_match() -> None:
    """Every deal_end is followed by match_end (the last) or the next deal_start, whose
    deal number is one more and whose scores are the deal_end's."""
    state = new_match(9, {"target": 4})
    rng = random.Random(9)
    events = list(state.start_events)
    while not state.is_over:
        events += state.apply(rng.choice(state.legal_actions()))
    kinds = [e.type for e in events]
    ends = [i for i, kind in enumerate(kinds) if kind == "deal_end"]
    assert len(ends) == state.deal_number >= 2
    for i in ends[:-1]:
        start = events[i + 1]
        assert start.type == "deal_start" and start.deal == events[i].deal + 1
        assert start.scores == events[i].scores
    assert kinds[ends[-1] + 1 :] == ["match_end"]
    assert events[-1].scores == state.scores


def test_a_search_copy_stops_with_its_deal() -> None:
    """stop_after_deal (the engine's): the deal's end leaves no one to move, no next deal,
    and copies keep the switch."""
    state = new_match(3, {})
    copy = state.clone()
    copy.stop_after_deal = True
    again = copy.clone()
    assert again.stop_after_deal
    number = again.deal_number
    events = again.apply("concede")
    assert [e.type for e in events] == ["concede", "deal_end"]
    assert again.is_over and again.deal_number == number
    assert not state.is_over
