"""Shared helpers for the tests: Khmer rule oracles written from RULES.md §1, and strategies
(Khmer positions, damaged JSON for the fuzz tests of saves).

The oracles restate the rules independently of ``access_cards.games.khmer`` so that the tests
compare the engine against RULES.md, not against itself.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Sequence
from typing import Any

from hypothesis import strategies as st

from access_cards.games.khmer import Khmer, KhmerState, position

# KH-2: two each of 1–5 and six 6s; total 66.
RULE_DECK: Counter[int] = Counter({1: 2, 2: 2, 3: 2, 4: 2, 5: 2, 6: 6})
RULE_CARDS: tuple[int, ...] = tuple(sorted(RULE_DECK.elements()))
assert len(RULE_CARDS) == 16 and sum(RULE_CARDS) == 66

# Every Khmer command of DESIGN.md §3 ("play N", "draw", "discard", "knock", "concede").
ALL_ACTION_TEXTS: tuple[str, ...] = (
    *(f"play {v}" for v in range(1, 7)),
    "draw",
    "discard",
    "knock",
    "concede",
)

# KH-10: at most 24 non-final actions, then one final action.
MAX_ACTIONS_PER_DEAL = 25

OPTION_MIXES: tuple[dict[str, Any], ...] = tuple(
    {
        "mode": mode,
        "pile_visibility": pile,
        "khmer_draw_own_card": own,
        "announce_total": announce,
        "target": target,
    }
    for mode, target in (("match", 6), ("match", 3), ("match", 1), ("match", 9), ("single", 6))
    for pile in ("full", "top_only")
    for own in ("allowed", "forbidden")
    for announce in ("yes", "no")
)


def hand_values(state: KhmerState, seat: int) -> list[int]:
    """The seat's hand as ints (from the state's own text form)."""
    return [int(c) for c in state.hand_codes(seat)]


def card_census(state: KhmerState) -> Counter[int]:
    """Every card of the deal, wherever it is: hands, fronts, pile, set-aside, discarded 6s."""
    census: Counter[int] = Counter()
    for seat in (0, 1):
        census.update(hand_values(state, seat))
        census.update(state.fronts[seat])
    census.update(state.pile)
    census.update(state.set_aside)
    census[6] += sum(state.sixes_out)
    return census


def player_total(state: KhmerState, seat: int) -> int:
    """KH-6: hand plus front row, summed from the zones."""
    return sum(hand_values(state, seat)) + sum(state.fronts[seat])


def rule_legal(state: KhmerState) -> set[str]:
    """The mover's legal commands per the table of RULES.md §1.4 and KH-7."""
    p = state.current_player
    if p is None:
        return set()
    hand = hand_values(state, p)
    table = sum(state.pile)
    legal = {f"play {v}" for v in hand}  # A: any card from hand
    own_top = bool(state.pile) and state.pile_owners[-1] == p
    if state.pile and (state.options["khmer_draw_own_card"] == "allowed" or not own_top):
        legal.add("draw")  # B (+ KH-7)
    if 6 in hand:
        legal.add("discard")  # C: a 6 in the hand, not the front row
    if player_total(state, p) <= table:
        legal.add("knock")  # D
    if state.options["mode"] == "match":
        legal.add("concede")  # E: match mode only (KH-A4)
    return legal


def rule_stuck(state: KhmerState, seat: int) -> bool:
    """KH-8: the seat has no legal action among A–D."""
    hand = hand_values(state, seat)
    table = sum(state.pile)
    own_top = bool(state.pile) and state.pile_owners[-1] == seat
    can_draw = bool(state.pile) and (
        state.options["khmer_draw_own_card"] == "allowed" or not own_top
    )
    return not hand and not can_draw and player_total(state, seat) > table


def stuck_after(state: KhmerState, action: str) -> bool:
    """KH-8 for the next mover once the mover has made a non-final ``action`` (zones worked out
    here from the rules table, not by the engine)."""
    mover = state.current_player
    assert mover is not None
    nxt = 1 - mover
    pile, owners = list(state.pile), list(state.pile_owners)
    if action.startswith("play "):
        pile.append(int(action.split()[1]))
        owners.append(mover)
    elif action == "draw":
        pile.pop()
        owners.pop()
    # "discard" leaves the pile alone; no action of the mover changes the next mover's zones.
    own_top = bool(pile) and owners[-1] == nxt
    can_draw = bool(pile) and (state.options["khmer_draw_own_card"] == "allowed" or not own_top)
    return not hand_values(state, nxt) and not can_draw and player_total(state, nxt) > sum(pile)


def showdown_winner(knocker: int, knocker_total: int, other_total: int, table: int) -> int:
    """KH-9 in its four steps: over the table → knocker; higher; tie → other; lower → other."""
    other = 1 - knocker
    if other_total > table:
        return knocker
    if knocker_total > other_total:
        return knocker
    if knocker_total == other_total:
        return other
    return other


def random_action(rng: random.Random, legal: Sequence[Any], style: str) -> Any:
    """Pick a legal action: ``uniform``, ``patient`` (rarely ends a deal) or ``eager``."""
    if style == "uniform":
        return legal[int(rng.random() * len(legal))]
    ending = [a for a in legal if str(a) in ("knock", "concede")]
    moving = [a for a in legal if str(a) not in ("knock", "concede")]
    if style == "patient":
        # Runs deals to their KH-10 bound and into KH-8 stuck positions.
        if moving and rng.random() < 0.97:
            return moving[int(rng.random() * len(moving))]
        pool = ending or moving
        return pool[int(rng.random() * len(pool))]
    # eager: knock whenever legal, otherwise anything but conceding.
    if any(str(a) == "knock" for a in legal) and rng.random() < 0.8:
        return next(a for a in legal if str(a) == "knock")
    pool = moving or ending
    return pool[int(rng.random() * len(pool))]


def new_match(seed: int, options: dict[str, Any]) -> KhmerState:
    """A Khmer match from a seed (through the public constructor)."""
    state = Khmer.new_state(2, seed=seed, options=options)
    assert isinstance(state, KhmerState)
    return state


# -- Hypothesis strategies ---------------------------------------------------------------------

_ZONES = ("hand0", "hand1", "front0", "front1", "pile", "out0", "out1")


@st.composite
def khmer_options(draw: st.DrawFn, modes: Sequence[str] = ("match", "single")) -> dict[str, Any]:
    """A valid Khmer options dict."""
    return {
        "mode": draw(st.sampled_from(tuple(modes))),
        "target": draw(st.integers(1, 9)),
        "pile_visibility": draw(st.sampled_from(("full", "top_only"))),
        "announce_total": draw(st.sampled_from(("yes", "no"))),
        "khmer_draw_own_card": draw(st.sampled_from(("allowed", "forbidden"))),
    }


@st.composite
def khmer_positions(draw: st.DrawFn, modes: Sequence[str] = ("match", "single")) -> dict[str, Any]:
    """Keyword arguments for ``position()``: any placement of the 16 cards that KH-3 permits.

    Four cards are set aside; each other card goes to a hand, a front row, the pile, or (a 6
    only) out of the deal; non-6s drawn for "out" go to that seat's hand instead.
    """
    cards = draw(st.permutations(RULE_CARDS))
    set_aside, rest = list(cards[:4]), list(cards[4:])
    # Only some zones receive cards, so empty hands, empty piles and stuck players are common.
    used = draw(st.lists(st.sampled_from(_ZONES), min_size=1, max_size=len(_ZONES), unique=True))
    zones = draw(st.lists(st.sampled_from(sorted(used)), min_size=12, max_size=12))
    hands: list[list[int]] = [[], []]
    fronts: list[list[int]] = [[], []]
    pile: list[int] = []
    sixes_out = [0, 0]
    for card, zone in zip(rest, zones, strict=True):
        seat = int(zone[-1]) if zone[-1].isdigit() else 0
        if zone.startswith("out"):
            if card == 6:
                sixes_out[seat] += 1
            else:
                hands[seat].append(card)
        elif zone.startswith("hand"):
            hands[seat].append(card)
        elif zone.startswith("front"):
            fronts[seat].append(card)
        else:
            pile.append(card)
    options = draw(khmer_options(modes))
    target = options["target"]
    scores = [draw(st.integers(0, target - 1)), draw(st.integers(0, target - 1))]
    return {
        "hands": hands,
        "fronts": fronts,
        "pile": pile,
        "pile_owners": draw(st.lists(st.integers(0, 1), min_size=len(pile), max_size=len(pile))),
        "mover": draw(st.integers(0, 1)),
        "scores": scores,
        "set_aside": set_aside,
        "sixes_out": sixes_out,
        "options": options,
        "seed": draw(st.integers(0, 2**32)),
    }


def build(kwargs: dict[str, Any]) -> KhmerState:
    """The state for a ``khmer_positions()`` example."""
    return position(**kwargs)


# -- damaged JSON, for the fuzz tests of saves ------------------------------------------------

json_leaves = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(-3, 60),
    st.sampled_from([10**300, -(10**300), 2**64, 2**31]),
    st.floats(allow_nan=True, allow_infinity=True),
    st.text(max_size=4),
    st.sampled_from(["AS", "QH", "6", "1", "play 6", "concede"]),
)
json_values = st.recursive(
    json_leaves,
    lambda inner: (
        st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=3), inner, max_size=3)
    ),
    max_leaves=4,
)
DEEP = "[" * 100_000 + "]" * 100_000


def paths(node: Any, prefix: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    """Every path to a value inside ``node`` (keys and indexes), but only the ends of the
    generator's 625 words, which would otherwise be most of the paths."""
    found = [prefix] if prefix else []
    if isinstance(node, dict):
        children: list[tuple[Any, Any]] = list(node.items())
    elif isinstance(node, list):
        children = list(enumerate(node))
        if prefix[-2:] == ("rng", "state"):
            children = [children[0], children[-1]]
    else:
        children = []
    for key, child in children:
        found += paths(child, (*prefix, key))
    return found


def at(data: Any, path: tuple[Any, ...]) -> Any:
    for key in path:
        data = data[key]
    return data
