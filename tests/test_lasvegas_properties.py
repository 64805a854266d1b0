"""Las Vegas properties over seeded random matches and option mixes: chips conserved at every
step, pots paid exactly (LV-15, LV-16), no bet above the cap (LV-11), every hand ends, only
legal actions, saves resume identically mid-round, and no view or event leaks a hidden card."""

from __future__ import annotations

import random
from typing import Any

import pytest

from access_cards.engine.errors import IllegalActionError
from access_cards.engine.events import Event
from access_cards.games.lasvegas import GAME, LasVegasState
from access_cards.games.lasvegas.scoring import CODES

ALL_CODES = frozenset(CODES)
MAX_HAND_ACTIONS = 2_000  # far above any hand: 5 rounds of at most a few hundred raises


def random_options(rng: random.Random) -> tuple[int, dict[str, Any]]:
    """Seats and a random mix of every option (short matches: small stacks or few hands)."""
    seats = rng.randint(2, 6)
    ante = rng.choice([1, 1, 1, 2, 3])
    options: dict[str, Any] = {
        "ante": ante,
        "stack": rng.randint(ante + 1, 40),
        "hands": rng.choice([None, None, 1, 3, 10]),
        "min_bet": rng.choice([1, 1, 1, 2]),
        "dealer": rng.choice([None, rng.randrange(seats)]),
    }
    for option in GAME.options:
        if option.name.startswith("lv_") or option.name == "pile_visibility":
            choices = getattr(option, "choices", ())
            options[option.name] = rng.choice(choices)
    return seats, options


def strings(value: object) -> set[str]:
    """Every string in a JSON-like value (keys included) or an event's fields."""
    found: set[str] = set()
    stack = [value.to_dict() if isinstance(value, Event) else value]
    while stack:
        item = stack.pop()
        if isinstance(item, str):
            found.add(item)
        elif isinstance(item, dict):
            stack += list(item.keys()) + list(item.values())
        elif isinstance(item, list | tuple):
            stack += list(item)
    return found


def reference_shares(
    pot: int, order: list[int], totals: dict[int, int], odd_high: bool
) -> dict[int, int]:
    """LV-15/LV-16 written again, independently of ``scoring``."""

    def equal(amount: int, seats: list[int]) -> dict[int, int]:
        got = {s: amount // len(seats) for s in seats}
        for s in seats[: amount % len(seats)]:
            got[s] += 1
        return got

    low, high = min(totals.values()), max(totals.values())
    if low == high:
        return equal(pot, order)
    high_half = (pot + 1) // 2 if odd_high else pot // 2
    got = equal(pot - high_half, [s for s in order if totals[s] == low])
    got.update(equal(high_half, [s for s in order if totals[s] == high]))
    return got


class Checker:
    """Plays one random match with every property checked at every step."""

    def __init__(self, seed: int, full: bool = True) -> None:
        rng = random.Random(seed)
        self.seats, self.options = random_options(rng)
        self.rng = rng
        self.full = full
        state = GAME.new_state(self.seats, seed=seed, options=self.options)
        assert isinstance(state, LasVegasState)
        self.state: LasVegasState = state
        self.total = self.options["stack"] * self.seats
        self.saves_left = 2
        self.followers: list[LasVegasState] = []

    def play(self) -> int:
        state = self.state
        self.check_events(state.start_events, {}, [False] * self.seats)
        steps = hand_steps = 0
        deal = state.deal_number
        while not state.is_over:
            self.check_position()
            legal = state.legal_actions()
            assert legal and len({str(a) for a in legal}) == len(legal)
            action = self.rng.choice(legal)
            assert GAME.parse_action(str(action), state) == action
            if self.full and self.rng.random() < 0.05 and self.saves_left:
                self.saves_left -= 1
                self.followers.append(self.resume())
            before = {s: set(state.hand_codes(s)) for s in range(self.seats)}
            was_active = state.active[:]
            events = state.apply(action if self.rng.random() < 0.5 else str(action))
            for copy in self.followers:
                assert copy.apply(str(action)) == events, "a resumed copy plays otherwise"
            self.check_events(events, before, was_active)
            steps += 1
            hand_steps = 0 if state.deal_number != deal else hand_steps + 1
            deal = state.deal_number
            assert hand_steps < MAX_HAND_ACTIONS, "a hand that does not end"
        self.check_over()
        for copy in self.followers:
            assert copy.to_json() == state.to_json()
        return steps

    def resume(self) -> LasVegasState:
        """Save and load: the copy must be written back identically and be where we are."""
        text = self.state.to_json()
        copy = GAME.from_json(text)
        assert isinstance(copy, LasVegasState)
        assert copy.to_json() == text
        assert copy.legal_actions() == self.state.legal_actions()
        for seat in [None, *range(self.seats)]:
            assert copy.view(seat) == self.state.view(seat)
        return copy

    def check_position(self) -> None:
        state = self.state
        # Chips: every chip of the match is in a stack or in the pot, none negative.
        assert sum(state.scores) + state.pot == self.total
        assert min(state.scores) >= 0 and state.pot == sum(state.put)
        active = [s for s in range(self.seats) if state.active[s]]
        assert len(active) >= 2 and state.current_player in active
        if state.cap_rule == "smallest_stack":
            # LV-11: every player in can always call.
            assert all(state.contrib[s] + state.scores[s] >= state.level for s in active)
        assert max(state.contrib) == state.level
        self.check_refusal()
        if self.full:
            self.check_views()

    def check_refusal(self) -> None:
        """An illegal bet is refused and changes nothing."""
        state = self.state
        to_call, _may, _low, high = state.limits()
        kind = "bet" if to_call == 0 else "raise"
        before = (state.scores[:], state.pot, state.current_player)
        with pytest.raises(IllegalActionError):
            state.apply(f"{kind} {high + 1}")
        assert (state.scores, state.pot, state.current_player) == before

    def check_views(self) -> None:
        """§3.8: a view names only its own cards and the public ones: never another hand,
        a folded hand or a face-down centre card; top_only names no discarded card."""
        state = self.state
        hidden_centre = {CODES[c] for c in state.centre[state.revealed :]}
        turned = {CODES[c] for c in state.centre[: state.revealed]}
        discarded = {CODES[c] for pile in state.piles for _s, cards in pile for c in cards}
        public = turned | discarded if state._full else set()
        spectator = strings(state.view(None)) & ALL_CODES
        assert spectator <= public, spectator - public
        for seat in range(self.seats):
            view = state.view(seat)
            own = set(view["hand"])
            if state.active[seat]:
                assert own == set(state.hand_codes(seat))
            else:
                assert own == set()
            named = strings(view) & ALL_CODES
            assert named <= own | public, (seat, named - own - public)
            assert not named & hidden_centre

    def check_events(
        self, events: list[Event], before: dict[int, set[str]], was_active: list[bool]
    ) -> None:
        """Event audiences; private events hold only the listener's cards; public events name
        only turned centre cards, discards and, at a showdown, the hands of players still
        in (never a folded hand); payouts add up (LV-15, LV-16)."""
        state = self.state
        cut = next((i for i, e in enumerate(events) if e.type == "deal_start"), len(events))
        for index, event in enumerate(events):
            assert event.audience is None or 0 <= event.audience < self.seats
            names = strings(event) & ALL_CODES
            if event.audience is not None:
                mine = set(state.hand_codes(event.audience)) if index >= cut else set()
                assert names <= (mine if index >= cut else before[event.audience]), event
            elif event.type == "showdown":
                shown = [s for s, h in enumerate(event.hands) if h is not None]
                assert all(was_active[s] for s in shown), event
                assert names <= {c for s in shown for c in before[s]}
            elif event.type in ("reveal", "discard"):
                assert 1 <= len(names) <= 3
            else:
                assert not names, event
            if event.type == "payout":
                self.check_payout(event, events)

    def check_payout(self, payout: Event, events: list[Event]) -> None:
        assert sum(payout.shares) == payout.pot and min(payout.shares) >= 0
        assert sum(payout.nets) == 0
        show = next((e for e in events if e.type == "showdown"), None)
        if payout.how == "showdown" and show is not None and len(show.pots) == 1:
            dealer = next(e for e in events if e.type == "deal_end").dealer
            order = [(dealer + k) % self.seats for k in range(1, self.seats + 1)]
            live = [s for s in order if show.totals[s] is not None]
            totals = {s: show.totals[s] for s in live}
            odd_high = self.options["lv_odd_chip"] == "high_half"
            want = reference_shares(payout.pot, live, totals, odd_high)
            assert [want.get(s, 0) for s in range(self.seats)] == payout.shares
        if payout.how == "las_vegas":
            lv = next(e for e in events if e.type == "las_vegas")
            if len(lv.pots) == 1:
                counts = [payout.shares[s] for s in lv.seats]
                assert sum(counts) == payout.pot and max(counts) - min(counts) <= 1
                assert counts == sorted(counts, reverse=True)

    def check_over(self) -> None:
        state = self.state
        assert state.current_player is None and state.legal_actions() == []
        assert sum(state.scores) == self.total and state.pot == 0
        result = state.result
        assert result == [1 + sum(o > s for o in state.scores) for s in state.scores]
        limit = self.options["hands"]
        assert len(state.seats_in) < 2 or state.deal_number == limit
        self.resume()


def run(seeds: range, full_every: int = 1) -> None:
    for seed in seeds:
        try:
            Checker(seed, full=seed % full_every == 0).play()
        except AssertionError as exc:
            raise AssertionError(f"seed {seed}: {exc}") from exc


@pytest.mark.parametrize("block", range(4))
def test_random_matches_quick(block: int) -> None:
    """200 seeded random matches over option mixes, every property checked at every step."""
    run(range(block * 50, (block + 1) * 50))


@pytest.mark.slow
@pytest.mark.parametrize("block", range(4))
def test_random_matches_long(block: int) -> None:
    """2,000 more seeded random matches (views and saves checked in every fifth), half a
    minute in all: the issue's 2,000 matches run in every test run."""
    start = 1_000 + block * 500
    run(range(start, start + 500), full_every=5)


def test_every_hand_ends_and_random_play_is_reproducible() -> None:
    """The same seed and options give the same match (events and save) move for move."""
    for seed in range(20):
        seats, options = random_options(random.Random(seed))
        one = GAME.new_state(seats, seed=seed, options=options)
        two = GAME.new_state(seats, seed=seed, options=options)
        rng = random.Random(seed)
        while not one.is_over:
            action = rng.choice(one.legal_actions())
            assert one.apply(action) == two.apply(str(action))
        assert one.to_json() == two.to_json()
