"""What a King bot knows, and its heuristic play-outs on the game's fast model.

Cards are the small ints of ``games.king.fast`` (suit * 13 + rank - 2, suits in
``CDHS`` order), so the search can copy hands and test suits without the engine's
``Card`` objects.  ``Memory`` holds only what a person at the table could remember:
the cards seen played this deal and which seat showed out of which suit.  The rules
of trick play are the game's own (``games.king.fast``, tested against its reference
rules); here ``Play`` only adds the heuristic that plays a deal out and the value
of the result to one seat.  The bots never touch the real state.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from access_cards.games.king import fast
from access_cards.games.king.fast import (
    KH,
    SUITS,
    card_code,
    card_int,
    legal,
    penalty,
    rank,
    suit,
    winning_index,
)

__all__ = [
    "KH",
    "Memory",
    "Play",
    "Situation",
    "card_code",
    "card_int",
    "legal",
    "penalty",
    "policy_card",
    "rank",
    "sample_hands",
    "suit",
    "winning_index",
]

SUIT_INDEX = {s: i for i, s in enumerate(SUITS)}  # a dict: "CD" in SUITS would be True
_TO_INT = {card_code(c): c for c in range(52)}


# -- memory --------------------------------------------------------------------------


@dataclass
class Memory:
    """Cards seen played this deal, and voids shown (seat -> suits it cannot follow)."""

    played: set[int] = field(default_factory=set)
    voids: list[set[int]] = field(default_factory=lambda: [set() for _ in range(4)])

    def reset(self) -> None:
        self.played.clear()
        for v in self.voids:
            v.clear()

    def saw_play(self, seat: int, code: str, trick: Sequence[str]) -> None:
        """One card played; a seat that did not follow the suit led is void in it."""
        card = _TO_INT[code]
        self.played.add(card)
        if trick and trick[0] != code:
            led = suit(_TO_INT[trick[0]])
            if suit(card) != led:
                self.voids[seat].add(led)

    def dump(self) -> dict[str, Any]:
        return {
            "played": sorted(card_code(c) for c in self.played),
            "voids": [sorted(SUITS[s] for s in v) for v in self.voids],
        }

    def load(self, data: Mapping[str, Any]) -> None:
        """Take back what ``dump`` wrote; ValueError (memory unchanged) if it is damaged."""
        if not isinstance(data, Mapping) or set(data) - {"played", "voids"}:
            raise ValueError("a King bot's memory holds the cards played and the voids only")
        played = _distinct(data.get("played", []), _TO_INT, 52, "cards played")
        voids = data.get("voids", [[] for _ in range(4)])
        if not isinstance(voids, list) or len(voids) != 4:
            raise ValueError("a King bot's memory does not hold one list of voids per seat")
        suits = [_distinct(v, SUIT_INDEX, 4, "suits a seat is void in") for v in voids]
        self.played = {_TO_INT[c] for c in played}
        self.voids = [{SUIT_INDEX[s] for s in v} for v in suits]


def _distinct(value: Any, known: Mapping[str, int], most: int, what: str) -> list[str]:
    """A list of at most ``most`` different codes, each a key of ``known``; ValueError if not."""
    if not isinstance(value, list) or len(value) > most:
        raise ValueError(f"the remembered {what} are not a list of at most {most}")
    if any(not isinstance(code, str) or code not in known for code in value):
        raise ValueError(f"the remembered {what} hold an unknown code")
    if len(set(value)) != len(value):
        raise ValueError(f"the remembered {what} hold a code twice")
    return value


# -- one seat's picture of the trick play ----------------------------------------------


@dataclass
class Situation:
    """The trick-play facts of one view, as ints."""

    seat: int
    deal: str  # a negative deal name, "positive" or "negative" (the contract)
    trump: int  # suit index, or -1
    hand: list[int]
    trick: list[int]
    leader: int
    tricks_played: int
    hand_sizes: list[int]
    points: list[int]  # each seat's points so far this deal, from tricks already won
    played: set[int]  # every card known gone (earlier tricks and the current one)
    voids: list[set[int]]
    kh_no_heart_lead: bool
    kh_forced_discard: bool

    @classmethod
    def from_view(cls, view: Mapping[str, Any], memory: Memory) -> Situation:
        deal = str(view["deal_name"])
        if deal == "positive":
            deal = "negative" if view["contract"] == "negative" else "positive"
        trump = view.get("trump")
        trick = [_TO_INT[c] for c in view["trick"]]
        played = set(memory.played) | set(trick)
        voids = [set(v) for v in memory.voids]
        _voids_from_trick(view, voids)
        options = view["options"]
        return cls(
            seat=int(view["seat"]),
            deal=deal,
            trump=-1 if trump is None else SUITS.index(trump),
            hand=[_TO_INT[c] for c in view["hand"]],
            trick=trick,
            leader=int(view["leader"]),
            tricks_played=int(view["tricks_played"]),
            hand_sizes=list(view["hand_sizes"]),
            points=_points_so_far(view, deal),
            played=played,
            voids=voids,
            kh_no_heart_lead=options.get("king_kh_no_heart_lead") == "on",
            kh_forced_discard=options.get("king_kh_forced_discard") == "on",
        )

    def to_play(self, hands: list[list[int]]) -> Play:
        return Play(
            deal=self.deal,
            trump=self.trump,
            hands=hands,
            trick=list(self.trick),
            leader=self.leader,
            tricks_played=self.tricks_played,
            points=list(self.points),
            gone=_mask(self.played),
            kh_no_heart_lead=self.kh_no_heart_lead,
            kh_forced_discard=self.kh_forced_discard,
        )


def _voids_from_trick(view: Mapping[str, Any], voids: list[set[int]]) -> None:
    """The current trick shows voids too (in case an event was missed)."""
    codes = view["trick"]
    if not codes:
        return
    led = suit(_TO_INT[codes[0]])
    for seat, code in zip(view["trick_seats"], codes, strict=False):
        if suit(_TO_INT[code]) != led:
            voids[seat].add(led)


def _points_so_far(view: Mapping[str, Any], deal: str) -> list[int]:
    """Points from the tricks each seat has won (per-card penalties are unknown
    without the full history, so they are left out)."""
    won = view["tricks_won"]
    each = fast.flat_trick_points(deal)
    return [0, 0, 0, 0] if each is None else [each * w for w in won]


def _mask(cards: set[int] | Sequence[int]) -> int:
    m = 0
    for c in cards:
        m |= 1 << c
    return m


# -- sampling the hidden hands -------------------------------------------------------------


def sample_hands(sit: Situation, rng: random.Random) -> list[list[int]]:
    """Deal the unseen cards to the other seats: their hand sizes, no card in a shown void."""
    pool = [c for c in range(52) if c not in sit.played and c not in sit.hand]
    others = [s for s in range(4) if s != sit.seat]
    for _attempt in range(20):
        hands = _try_deal(sit, pool, others, rng, strict=True)
        if hands is not None:
            return hands
    hands = _try_deal(sit, pool, others, rng, strict=False)
    assert hands is not None
    return hands


def _try_deal(
    sit: Situation, pool: list[int], others: list[int], rng: random.Random, *, strict: bool
) -> list[list[int]] | None:
    cards = list(pool)
    rng.shuffle(cards)
    # The most constrained cards first: those fewest seats may hold.
    if strict:
        cards.sort(key=lambda c: sum(suit(c) not in sit.voids[s] for s in others))
    room = {s: sit.hand_sizes[s] for s in others}
    hands: list[list[int]] = [[] for _ in range(4)]
    hands[sit.seat] = list(sit.hand)
    for c in cards:
        fits = [s for s in others if room[s] > 0 and not (strict and suit(c) in sit.voids[s])]
        if not fits:
            if sum(room.values()) == 0:
                break  # the bot missed some plays: extra pool cards are simply gone
            return None
        seat = fits[int(rng.random() * len(fits))]
        hands[seat].append(c)
        room[seat] -= 1
    return hands


# -- the trick-play model -------------------------------------------------------------------


class Play(fast.Play):
    """The game's fast model of a deal in play, with the bots' play-out and valuation."""

    __slots__ = ()

    def relative(self, seat: int) -> float:
        """The seat's points minus the mean of the others': what placings care about."""
        pts = self.points
        return pts[seat] - (sum(pts) - pts[seat]) / 3

    def rollout(self, rng: random.Random, noise: float = 0.1) -> None:
        """Play to the end, every seat by the heuristic (with a little randomness)."""
        rand = rng.random
        while self.tricks_played < 13:
            options = self.legal()
            if len(options) == 1 or rand() >= noise:
                card = policy_card(self, options)
            else:
                card = options[int(rand() * len(options))]
            self.play(card)


# -- the heuristic ---------------------------------------------------------------------------


def policy_card(play: Play, options: Sequence[int]) -> int:
    """A sensible card: duck in negative deals, take tricks in positive ones."""
    if len(options) == 1:
        return options[0]
    if play.deal == "positive":
        return _take_card(play, options)
    return _duck_card(play, options)


def _danger(deal: str, card: int) -> int:
    """How much a card hurts to keep in a negative deal: its penalty, then its height."""
    return -penalty(deal, card) * 100 + card % 13


def _duck_card(play: Play, options: Sequence[int]) -> int:
    deal = play.deal
    trick = play.trick
    if not trick:
        # Lead low, never a penalty card if avoidable; low cards rarely win.
        return min(options, key=lambda c: (penalty(deal, c) != 0, c % 13))
    led = trick[0] // 13
    if options[0] // 13 != led:
        # Void: throw the most dangerous card while someone else takes the trick.
        return max(options, key=lambda c: _danger(deal, c))
    top = trick[winning_index(trick, play.trump)]
    under = [c for c in options if c < top or top // 13 != led]
    if under:
        return max(under)  # the highest card that still ducks
    if len(trick) == 3:
        return max(options, key=lambda c: (penalty(deal, c) == 0, c))  # winning anyway
    return min(options)


def _take_card(play: Play, options: Sequence[int]) -> int:
    trick, trump = play.trick, play.trump
    hand = play.hands[play.mover]
    if not trick:
        return _lead_to_take(play, options, hand)
    led = trick[0] // 13
    top = trick[winning_index(trick, trump)]
    beats = [c for c in options if _beats(c, top, led, trump)]
    cheapest = min(options, key=lambda c: (c // 13 == trump, c % 13))
    if not beats:
        return cheapest
    # Win as cheaply as possible: a side card before a trump, a low card before a high one.
    cheap_win = min(beats, key=lambda c: (c // 13 == trump and led != trump, c % 13))
    if len(trick) == 3:
        return cheap_win  # last to play: nobody can overtake
    masters = [c for c in beats if _is_master(play, c, hand)]
    if masters:
        return min(masters)
    if cheap_win // 13 == trump and led != trump:
        return cheap_win  # a ruff is likely to hold
    return cheapest  # no sure winner: keep the high cards for later


def _lead_to_take(play: Play, options: Sequence[int], hand: Sequence[int]) -> int:
    masters = [c for c in options if _is_master(play, c, hand)]
    trump = play.trump
    if trump >= 0:
        trumps_out = _outside(play, hand, trump)
        # Draw trumps with the top trump while others still hold some.
        if trumps_out and any(c // 13 == trump for c in masters):
            return max(c for c in masters if c // 13 == trump)
        side = [c for c in masters if c // 13 != trump]
        if side and not trumps_out:
            return side[0]
    if masters:
        return masters[0]
    # No sure winner: lead low from the longest suit, to set up its long cards.
    length = [0, 0, 0, 0]
    for c in hand:
        length[c // 13] += 1
    return min(options, key=lambda c: (c // 13 == trump, -length[c // 13], c % 13))


def _beats(card: int, top: int, led: int, trump: int) -> bool:
    if card // 13 == top // 13:
        return card > top
    return card // 13 == trump


def _is_master(play: Play, card: int, hand: Sequence[int]) -> bool:
    """No higher card of its suit is still out (in another hand)."""
    s = card // 13
    mine = _mask(hand)
    for c in range(card + 1, (s + 1) * 13):
        if not (play.gone >> c) & 1 and not (mine >> c) & 1:
            return False
    return True


def _outside(play: Play, hand: Sequence[int], s: int) -> bool:
    """Whether any card of suit ``s`` is still in another hand."""
    mine = _mask(hand)
    return any(not (play.gone >> c) & 1 and not (mine >> c) & 1 for c in range(s * 13, s * 13 + 13))
