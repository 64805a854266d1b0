"""Hidden information in Khmer (RULES.md §1.7, DESIGN.md §3): views and the events a seat
receives never reveal the opponent's hand, the set-aside, or — in the top-card-only variant —
the pile below its top card (nor the table total when the table does not announce it)."""

from __future__ import annotations

import json
import random
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from access_cards.engine import ActionError, Event, events_for
from access_cards.games.khmer import KhmerState, position
from tests.strategies import build, khmer_positions, new_match, random_action

# §1.7, item by item: what anyone may query.
PUBLIC_KEYS = {
    "game",
    "seat",
    "seats",
    "options",  # the table itself
    "deal",
    "scores",
    "current_player",
    "first_player",
    "is_over",  # match score, who, whose turn
    "hand_sizes",  # opponent's hand size
    "fronts",
    "front_totals",  # each front row (values, sum)
    "sixes_discarded",  # 6s discarded by each player (count)
    "pile_size",
    "top_card",
    "top_owner",  # top card of the pile (and the pile's height)
    "set_aside_count",  # always 4: says nothing about the cards
    "last_deal",  # the outcome of the finished deal, with its showdown (KH-9 reveals hands)
    "legal_actions",  # the mover's own options (empty for the others)
}
OWN_KEYS = {"hand", "hand_total", "player_total"}  # own hand, its sum, own PlayerTotal
PILE_KEYS = {"pile", "pile_owners"}  # pile contents in order: base game only
MODES = [(pile, announce) for pile in ("full", "top_only") for announce in ("yes", "no")]


def total_is_public(options: dict[str, Any]) -> bool:
    """KH-A5: the total is public unless the variant is top_only with announce_total=no (a fanned
    pile can always be summed by whoever sees it)."""
    return bool(options["pile_visibility"] == "full" or options["announce_total"] == "yes")


def allowed_keys(seat: int | None, options: dict[str, Any]) -> set[str]:
    """The keys a view for ``seat`` may have under ``options``."""
    keys = set(PUBLIC_KEYS)
    if seat is not None:
        keys |= OWN_KEYS
    if options["pile_visibility"] == "full":
        keys |= PILE_KEYS
    if total_is_public(options):
        keys.add("table_total")
    return keys


def check_view(state: KhmerState, seat: int | None) -> None:
    """One view holds exactly the allowed keys, and its private part is the seat's own."""
    view = state.view(seat)
    options = state.options
    json.dumps(view)  # JSON-ready
    assert set(view) == allowed_keys(seat, options)
    if seat is not None:
        assert view["hand"] == state.hand_codes(seat)
        assert view["hand_total"] == sum(int(c) for c in state.hand_codes(seat))
        assert view["player_total"] == view["hand_total"] + sum(state.fronts[seat])
    if seat != state.current_player:
        assert view["legal_actions"] == []
    last = view["last_deal"]
    if last is not None and not state.is_over:
        # Only a finished deal's outcome: never something about the deal being played.
        assert last["deal"] < state.deal_number


def check_events(
    events: list[Event], state: KhmerState, hands_at_deal: dict[int, list[str]]
) -> None:
    """Events: only ``dealt`` is private; no public event reveals hidden cards."""
    options = state.options
    for event in events:
        if event.audience is not None:
            assert event.type == "dealt"
            assert event.seat == event.audience
            for seat in (0, 1, None):
                assert (event in events_for(events, seat)) is (seat == event.audience)
            continue
        fields = set(event)
        assert "set_aside" not in fields
        if event.type != "showdown":  # the showdown reveals both hands (KH-9)
            assert not fields & {"cards", "hand", "hands"}
        if options["pile_visibility"] == "top_only":
            assert not fields & PILE_KEYS
            # No list under another name either: the only public lists are the scores and the
            # showdown's totals, hands and front rows.
            lists = {k for k, v in event.items() if isinstance(v, list | tuple)}
            assert lists <= {"scores", "totals", "hands", "fronts"}, event
            if event.type != "showdown":
                assert lists <= {"scores"}, event
        if not total_is_public(options) and event.type not in ("showdown", "knock"):
            # The knock and its showdown come together; the showdown reveals the total.
            assert "table_total" not in fields, event
    for seat in (0, 1):
        mine = [e for e in events_for(events, seat) if e.type == "dealt"]
        assert all(e.audience == seat for e in mine)
        for e in mine:
            hands_at_deal[seat] = list(e.cards)


@pytest.mark.parametrize(("pile", "announce"), MODES)
def test_views_and_events_over_random_matches(pile: str, announce: str) -> None:
    """150 random matches per mode: every view (seats, spectator) and event passes the checks."""
    for seed in range(150):
        options = {
            "pile_visibility": pile,
            "announce_total": announce,
            "mode": "single" if seed % 5 == 0 else "match",
            "target": 3,
        }
        rng = random.Random(seed)
        state = new_match(seed, options)
        hands: dict[int, list[str]] = {}
        check_events(state.start_events, state, hands)
        assert hands == {0: state.hand_codes(0), 1: state.hand_codes(1)}
        while not state.is_over:
            for seat in (0, 1, None):
                check_view(state, seat)
            action = random_action(rng, state.legal_actions(), ("uniform", "patient")[seed % 2])
            check_events(state.apply(action), state, hands)
        for seat in (0, 1, None):
            check_view(state, seat)


def test_top_only_without_total_hides_it_from_errors() -> None:
    """top_only + announce_total=no: even the refusal of an illegal knock does not say T."""
    options = {"pile_visibility": "top_only", "announce_total": "no"}
    # T = 6+5+4 = 15 is not public; A's total 16 > 15 so knocking is illegal.
    state = position(((6, 6, 4), (1, 1, 2)), pile=(6, 5, 4), options=options)
    with pytest.raises(ActionError) as info:
        state.apply("knock")
    assert "table_total" not in info.value.details
    assert "15" not in str(info.value)


def test_showdown_reveals_the_hidden_total() -> None:
    """top_only + announce_total=no: the showdown event does carry the table total."""
    options = {"pile_visibility": "top_only", "announce_total": "no"}
    state = position(((5, 4), (6, 6, 1, 1)), fronts=((), (5,)), pile=(6, 6, 4), options=options)
    events = state.apply("knock")
    showdown = next(e for e in events if e.type == "showdown")
    assert showdown.table_total == 16
    play = position(((5, 4), (6, 6, 1, 1)), fronts=((), (5,)), pile=(6, 6, 4), options=options)
    assert "table_total" not in play.apply("play 5")[0]


# -- mutation checks ----------------------------------------------------------------------------


def two_worlds(mover: int, options: dict[str, Any]) -> tuple[KhmerState, KhmerState]:
    """Two positions that differ only in seat 1's hand and the set-aside.

    Common: A hand [6,5,2] front [4]; B front [6]; pile 6,3; two 6s out (seat 0).
    World X: B holds 1,1,2 and 3,4,5,6 are set aside; world Y: B holds 6,5,4 and 1,1,2,3.
    """
    common: dict[str, Any] = {
        "fronts": ((4,), (6,)),
        "pile": (6, 3),
        "mover": mover,
        "sixes_out": (2, 0),
        "options": options,
    }
    x = position(((6, 5, 2), (1, 1, 2)), set_aside=(3, 4, 5, 6), **common)
    y = position(((6, 5, 2), (6, 5, 4)), set_aside=(1, 1, 2, 3), **common)
    return x, y


@pytest.mark.parametrize("mover", [0, 1])
@pytest.mark.parametrize(("pile", "announce"), MODES)
def test_seat_0_view_ignores_seat_1_hidden_cards(mover: int, pile: str, announce: str) -> None:
    """Seat 0's and a spectator's views ignore seat 1's hand and the set-aside (seat 1's differ)."""
    x, y = two_worlds(mover, {"pile_visibility": pile, "announce_total": announce})
    assert x.view(0) == y.view(0)
    assert x.view(None) == y.view(None)
    assert x.view(1) != y.view(1)


@pytest.mark.parametrize(("pile", "announce"), MODES)
def test_seat_0_hears_the_same_events(pile: str, announce: str) -> None:
    """After the same action by seat 0, the events seat 0 receives are the same in both worlds."""
    x, y = two_worlds(0, {"pile_visibility": pile, "announce_total": announce})
    for action in ("play 5", "draw", "discard"):
        x, y = two_worlds(0, {"pile_visibility": pile, "announce_total": announce})
        assert events_for(x.apply(action), 0) == events_for(y.apply(action), 0)
        assert x.view(0) == y.view(0)


@settings(max_examples=200)
@given(kwargs=khmer_positions(), seat=st.integers(0, 1), data=st.data())
def test_view_depends_only_on_what_the_seat_may_see(
    kwargs: dict[str, Any], seat: int, data: st.DataObject
) -> None:
    """Redealing opponent hand + set-aside (top_only: reordering under the top) keeps the view."""
    other = 1 - seat
    pool = list(kwargs["hands"][other]) + list(kwargs["set_aside"])
    shuffled = data.draw(st.permutations(pool))
    size = len(kwargs["hands"][other])
    changed = dict(kwargs)
    hands = [list(h) for h in kwargs["hands"]]
    hands[other] = list(shuffled[:size])
    changed["hands"] = hands
    changed["set_aside"] = list(shuffled[size:])
    pile, owners = list(kwargs["pile"]), list(kwargs["pile_owners"])
    if kwargs["options"]["pile_visibility"] == "top_only" and len(pile) > 2:
        order = data.draw(st.permutations(range(len(pile) - 1)))
        changed["pile"] = [pile[i] for i in order] + pile[-1:]
        changed["pile_owners"] = [owners[i] for i in order] + owners[-1:]
    assert build(kwargs).view(seat) == build(changed).view(seat)


def scribble(value: Any) -> None:
    """Change every list and dict inside ``value``, as a careless bot might."""
    if isinstance(value, list):
        for item in value:
            scribble(item)
        value.append("x")
    elif isinstance(value, dict):
        for item in list(value.values()):
            scribble(item)
        value["x"] = 1


def test_view_is_a_copy() -> None:
    """Changing a view, even deep inside, does not change the state (checked across deals)."""
    for seed in range(5):
        state = new_match(seed, {"target": 6})
        rng = random.Random(seed)
        while True:
            for seat in (0, 1, None):
                before = state.to_json()
                scribble(state.view(seat))
                assert state.to_json() == before
            if state.is_over:
                break
            state.apply(random_action(rng, state.legal_actions(), "uniform"))


def test_view_is_a_copy_within_the_first_deal() -> None:
    """Changing a view during deal 1 (no finished deal yet) does not change the state."""
    state = new_match(6, {"target": 6})
    rng = random.Random(6)
    while state.deal_number == 1 and not state.is_over:
        for seat in (0, 1, None):
            before = state.to_json()
            scribble(state.view(seat))
            assert state.to_json() == before
        state.apply(random_action(rng, state.legal_actions(), "patient"))


def test_events_are_copies() -> None:
    """Changing the lists inside returned events does not change the state."""
    for seed in range(20):
        state = new_match(seed, {"target": 6})
        rng = random.Random(seed)
        while not state.is_over:
            events = state.apply(random_action(rng, state.legal_actions(), "eager"))
            before = state.to_json()
            for event in events:
                scribble(dict(event))
            assert state.to_json() == before
