"""Khmer computer opponents: easy (a rule of thumb), normal (exact odds,
one move ahead) and hard (information-set Monte Carlo tree search).

Every bot decides from its seat's view alone.  In the top-card-only variant
the view shows the top card and the table total but not the pile, so the bots
remember no more than a person may: normal and hard treat the cards under the
top as unseen and, in hard, sample them consistent with the total.  When the
table also hides its total (``announce_total=no``) a bot keeps one running
sum from the events it heard, as a person can.
"""

from __future__ import annotations

import math
import time
from collections.abc import Mapping
from functools import cache
from typing import Any

from access_cards.bots.base import Bot
from access_cards.bots.khmer.knowledge import Knowledge, opponent_total_distribution, splits
from access_cards.engine.events import Event
from access_cards.games.khmer import (
    CONCEDE,
    DISCARD,
    DRAW,
    KNOCK,
    PLAY,
    KhmerAction,
    KhmerState,
    position,
)

__all__ = ["KhmerEasy", "KhmerHard", "KhmerNormal", "match_equity", "remembered_total"]

# The most the table can hold: the 12 dealt cards at their highest (six 6s, 5, 5, 4, 4, 3, 3).
MAX_TABLE_TOTAL = 60


class _KhmerBot(Bot):
    """Shared part: a running table total for tables that hide it."""

    def __init__(self, seat: int, seed: int | None = None, *, deterministic: bool = False) -> None:
        super().__init__(seat, seed, deterministic=deterministic)
        self.remembered_total = 0

    def observe(self, event: Event) -> None:
        """Keep the one number a person would: the running table total."""
        kind = event.type
        if kind == "deal_start":
            self.remembered_total = 0
        elif kind == "play":
            self.remembered_total += int(event.card)
        elif kind == "draw":
            self.remembered_total -= int(event.card)

    def memory(self) -> dict[str, Any]:
        return {"table_total": self.remembered_total}

    def restore(self, memory: Mapping[str, Any]) -> None:
        """Take back the table total; ValueError (bot unchanged) if the memory is damaged."""
        self.remembered_total = remembered_total(memory)

    def knowledge(self, view: Mapping[str, Any]) -> Knowledge:
        return Knowledge.from_view(view, self.remembered_total)


def remembered_total(memory: Any) -> int:
    """The table total a saved memory holds: a whole number the table can show (0 to 60)."""
    if not isinstance(memory, Mapping) or set(memory) - {"table_total"}:
        raise ValueError("a Khmer bot's memory holds the table total and nothing else")
    total = memory.get("table_total", 0)
    if type(total) is not int or not 0 <= total <= MAX_TABLE_TOTAL:
        shown = f"{total!r:.20}" if isinstance(total, int | float | str) else type(total).__name__
        raise ValueError(f"a remembered table total of {shown} is impossible (0 to 60)")
    return total


# -- easy ----------------------------------------------------------------------


class KhmerEasy(_KhmerBot):
    """A rule of thumb: knock when close to the table total, else head for it."""

    level = "easy"

    def choose(self, view: Mapping[str, Any]) -> str:
        know = self.knowledge(view)
        legal = know.legal
        mine, table = know.my_total, know.table_total
        if "knock" in legal and mine >= table - 3:
            return "knock"
        plays = sorted(int(a.split()[1]) for a in legal if a.startswith("play"))
        if mine > table:
            if "discard" in legal:
                return "discard"
            if plays:
                return f"play {plays[-1]}"
        top = know.pile[-1] if know.pile else 0
        if "draw" in legal and mine + top <= table - top:
            return "draw"
        if plays:
            return f"play {plays[0]}"
        return "knock" if "knock" in legal else legal[0]


# -- normal --------------------------------------------------------------------


def _knock_win(mine: int, table: int, dist: Mapping[int, float]) -> float:
    """KH-9 for the knocker: the opponent is over the table, or below the knocker."""
    return sum(p for t, p in dist.items() if t > table or t < mine)


def _after(know: Knowledge, action: str) -> tuple[int, int]:
    """My total and the table total after one of my moves."""
    mine, table = know.my_total, know.table_total
    if action.startswith("play"):
        v = int(action.split()[1])
        return mine - v, table + v
    if action == "draw":
        v = know.pile[-1]
        return mine + v, table - v
    if action == "discard":
        return mine - 6, table
    return mine, table


class KhmerNormal(_KhmerBot):
    """Exact showdown odds from the unseen cards, looking one move ahead.

    Each action is scored in expected match points (a deal won +2, lost -2).
    Knocking: its exact chance of winning the showdown.  A move: the
    opponent is assumed to knock when a careful player would (his total at
    most the table and within ``window`` of it), which wins or loses at once;
    otherwise the value is that of knocking on the next turn, or of still
    being over the table.  Conceding costs one point instead of two.
    """

    level = "normal"
    window = 3  # how close below the table a careful opponent knocks

    def choose(self, view: Mapping[str, Any]) -> str:
        know = self.knowledge(view)
        dist = opponent_total_distribution(know)
        best, best_value = know.legal[0], -math.inf
        # Knock first: a sure thing now beats the same value hoped for later.
        for action in sorted(know.legal, key=lambda a: a != "knock"):
            value = self.value(know, action, dist)
            if value > best_value + 1e-9:
                best, best_value = action, value
        return best

    def value(self, know: Knowledge, action: str, dist: Mapping[int, float]) -> float:
        """Expected points of ``action``."""
        if action == "concede":
            return -1.0
        if action == "knock":
            return 2.0 * (2.0 * _knock_win(know.my_total, know.table_total, dist) - 1.0)
        mine, table = _after(know, action)
        now, rest, weight = 0.0, {}, 0.0
        for t, p in dist.items():
            if table - self.window <= t <= table:
                # He knocks: he wins if I am over the table or below him.
                now += p * (2.0 if mine <= table and t <= mine else -2.0)
            else:
                rest[t] = p
                weight += p
        if weight <= 0:
            return now
        later = {t: p / weight for t, p in rest.items()}
        if mine <= table:
            next_value = max(2.0 * (2.0 * _knock_win(mine, table, later) - 1.0), -0.2)
        else:
            next_value = -0.2 - 0.02 * (mine - table)
        return now + weight * next_value


# -- hard ----------------------------------------------------------------------


# Assumed chances of one deal's outcomes, for the match-equity table: a won
# showdown (2 points) is far more common than a concession (1 point).
_P_TWO = 0.42
_P_ONE = 0.08


@cache
def match_equity(mine: int, theirs: int, target: int) -> float:
    """Chance of winning the match from these scores, deals being even."""
    if mine >= target:
        return 1.0
    if theirs >= target:
        return 0.0
    return (
        _P_TWO * (match_equity(mine + 2, theirs, target) + match_equity(mine, theirs + 2, target))
        + _P_ONE * (match_equity(mine + 1, theirs, target) + match_equity(mine, theirs + 1, target))
    ) / (2 * (_P_TWO + _P_ONE))


class _Node:
    __slots__ = ("avail", "children", "player", "visits", "wins")

    def __init__(self, player: int) -> None:
        self.player = player
        self.visits = 0
        self.avail = 1
        self.wins = 0.0
        self.children: dict[KhmerAction, _Node] = {}


class KhmerHard(_KhmerBot):
    """Information-set Monte Carlo tree search (Cowling, Powley, Whitehouse 2012).

    Each iteration deals the unseen cards at random, in proportion to how many
    real deals agree with the view, then walks one shared tree of both
    players' moves with UCB, and plays the deal out with a quick heuristic.
    The result counts as the change in the chance of winning the match, so
    conceding or gambling late in a match is judged by what it is worth.
    """

    level = "hard"
    iterations = 400
    time_cap = 0.085  # seconds: keeps p95 under 100 ms on a slow machine
    exploration = 0.7

    def choose(self, view: Mapping[str, Any]) -> str:
        know = self.knowledge(view)
        if len(know.legal) == 1:
            return know.legal[0]
        sampler = _WorldSampler(know, self.rng)
        root = _Node(know.seat)
        deadline = time.perf_counter() + self.time_cap
        for i in range(self.iterations):
            self._iterate(root, sampler.sample())
            if i % 32 == 31 and not self.deterministic and time.perf_counter() > deadline:
                break
        best = max(root.children.items(), key=lambda item: (item[1].visits, item[1].wins))
        return str(best[0])

    def _iterate(self, root: _Node, world: KhmerState) -> None:
        node, path = root, []
        rand = self.rng.random
        while world.mover is not None:
            legal = world.legal_actions()
            untried = [a for a in legal if a not in node.children]
            for a in legal:
                child = node.children.get(a)
                if child is not None:
                    child.avail += 1
            if untried:
                action = untried[int(rand() * len(untried))]
                node.children[action] = child = _Node(world.mover)
                world._apply(action)
                path.append(child)
                break
            action, node = self._select(node, legal)
            world._apply(action)
            path.append(node)
        _rollout(world, rand)
        rewards = self._rewards(world)
        for child in path:
            child.visits += 1
            child.wins += rewards[child.player]

    def _select(self, node: _Node, legal: list[KhmerAction]) -> tuple[KhmerAction, _Node]:
        """UCB over the children legal in this world (availability counts)."""
        best, best_score = legal[0], -math.inf
        c = self.exploration
        for a in legal:
            child = node.children[a]
            score = child.wins / child.visits + c * math.sqrt(math.log(child.avail) / child.visits)
            if score > best_score:
                best, best_score = a, score
        return best, node.children[best]

    def _rewards(self, world: KhmerState) -> tuple[float, float]:
        winner = world.last_deal["winner"]  # type: ignore[index]
        if world._single:
            return (1.0, 0.0) if winner == 0 else (0.0, 1.0)
        scores = list(world.scores)
        target = world.options["target"]
        e0 = match_equity(scores[0], scores[1], target)
        return e0, 1.0 - e0


def _rollout(world: KhmerState, rand: Any) -> None:
    """Play the deal out quickly: each side uses only its own total and the table."""
    while world.mover is not None:
        world._apply(_rollout_move(world, rand))


def _rollout_move(world: KhmerState, rand: Any) -> KhmerAction:
    p = world.mover
    assert p is not None
    hand = world.hands[p]
    mine = world.hand_totals[p] + world.front_totals[p]
    table = world.table_total
    gap = table - mine
    if gap >= 0 and (gap <= 2 or rand() < 0.6 / (1 + gap)):
        return KNOCK
    best, best_gap = None, 99
    for v in range(1, 7):
        if hand[v] and 0 <= gap + 2 * v < best_gap:
            best, best_gap = PLAY[v], gap + 2 * v
    if hand[6] and 0 <= gap + 6 < best_gap:
        best, best_gap = DISCARD, gap + 6
    if world.pile and (world._draw_own or world.pile_owners[-1] != p):
        g = gap - 2 * world.pile[-1]
        if 0 <= g < best_gap:
            best, best_gap = DRAW, g
    if best is not None and rand() > 0.1:
        return best
    legal = [a for a in world.legal_actions() if a is not CONCEDE] or world.legal_actions()
    return legal[int(rand() * len(legal))]


class _WorldSampler:
    """Deals the unseen cards at random, consistent with one seat's knowledge."""

    def __init__(self, know: Knowledge, rng: Any) -> None:
        self.know = know
        self.rng = rng
        pool = know.pool()
        self.splits = splits(pool, know.opp_hand_size, know.hidden_pile_size, know.hidden_pile_sum)
        self.cumulative: list[int] = []
        running = 0
        for split in self.splits:
            running += split.weight
            self.cumulative.append(running)
        self.pool = pool
        self.base = self._base_world()

    def _base_world(self) -> KhmerState:
        know = self.know
        me, opp = know.seat, know.opp
        my_hand = [v for v in range(1, 7) for _ in range(know.hand[v])]
        hands: list[list[int]] = [[], []]
        hands[me] = my_hand
        fronts: list[list[int]] = [[], []]
        fronts[me], fronts[opp] = list(know.my_front), list(know.opp_front)
        # A placeholder deal of the unseen cards; sample() overwrites it.
        split = self.splits[0]
        rest = self._expand(self.pool)
        hands[opp] = self._expand(split.opponent)
        hidden = self._expand(split.hidden_pile)
        for v in hands[opp] + hidden:
            rest.remove(v)
        owners = know.pile_owners or _guess_owners(know)
        world = position(
            hands,
            fronts=fronts,
            pile=hidden + know.pile,
            pile_owners=owners,
            mover=me,
            scores=know.scores,
            set_aside=rest,
            sixes_out=know.sixes_out,
            options={
                "mode": "single" if know.single else "match",
                "target": know.target,
                "khmer_draw_own_card": "allowed" if know.draw_own else "forbidden",
            },
        )
        world.record_events = False
        world.stop_after_deal = True
        return world

    @staticmethod
    def _expand(counts: tuple[int, ...] | list[int]) -> list[int]:
        return [v for v in range(1, 7) for _ in range(counts[v])]

    def sample(self) -> KhmerState:
        know = self.know
        pick = self.rng.random() * self.cumulative[-1]
        lo, hi = 0, len(self.cumulative) - 1
        while lo < hi:
            mid = (lo + hi) // 2
            if self.cumulative[mid] > pick:
                hi = mid
            else:
                lo = mid + 1
        split = self.splits[lo]
        world = self.base.clone()
        opp = know.opp
        world.hands[opp] = list(split.opponent) + [0] * (7 - len(split.opponent))
        world.hand_totals[opp] = sum(v * n for v, n in enumerate(split.opponent))
        if know.hidden_pile_size:
            hidden = self._expand(split.hidden_pile)
            self.rng.shuffle(hidden)
            world.pile = hidden + list(know.pile)
        return world


def _guess_owners(know: Knowledge) -> list[int]:
    """Owners for a pile whose order is hidden: only the top's owner matters."""
    top = know.top_owner
    if top is None:
        # A draw uncovered the top card, and the top-card-only table does not say who played
        # it; only where a player may not draw his own card do the legal moves tell.
        own = bool(know.pile_size and know.legal and not know.draw_own and "draw" not in know.legal)
        top = know.seat if own else know.opp
    return [top] * know.pile_size
