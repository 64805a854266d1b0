"""Rummy 40's melds (RULES.md §2.2, R40-3…R40-6, R40-12, R40-13) on card indices.

A card is an int: ``suit * 13 + rank - 2`` (suits C, D, H, S; ranks 2…14, ace high), the
joker is ``JK`` = 52.  A hand is a list of 53 counts, so melds are found by looking up
counts instead of comparing card objects: this is what makes enumeration fast.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from itertools import combinations
from typing import Any

from access_cards.engine.budget import DICT_SLOT, ByteBudget
from access_cards.engine.cards import JOKER, Card

__all__ = [
    "CODES",
    "INDEX",
    "JK",
    "MAX_JOKERS",
    "PENALTY",
    "SUITS",
    "MeldSpec",
    "TableIndex",
    "TableMeld",
    "all_melds",
    "best_melds",
    "best_packing",
    "card_index",
    "counts_of",
    "joker_capacity",
    "melds_with",
    "packing_bound",
    "rank_of",
    "reaches",
    "read_meld",
    "suit_of",
    "value_of",
    "without",
]

SUITS = "CDHS"
JK = 52
MAX_JOKERS = 2  # R40-6: up to two jokers in a meld
RANK_CODES = {11: "J", 12: "Q", 13: "K", 14: "A"}
CODES = (*tuple(f"{RANK_CODES.get(r, str(r))}{s}" for s in SUITS for r in range(2, 15)), "JK")
INDEX = {code: i for i, code in enumerate(CODES)}


def rank_of(i: int) -> int:
    return i % 13 + 2


def suit_of(i: int) -> int:
    return i // 13


def _value(rank: int) -> int:
    """R40-3: a card's value in a meld (2–10 face, J/Q/K 10, A 11)."""
    return 11 if rank == 14 else min(rank, 10)


VALUE = tuple(_value(r) for r in range(15))
# R40-3: penalty if left in hand (the joker 15).
PENALTY = (*tuple(_value(rank_of(i)) for i in range(52)), 15)


def value_of(rank: int) -> int:
    return VALUE[rank]


def card_index(card: Card) -> int:
    return JK if card.is_joker else "CDHS".index(card.suit) * 13 + card.rank - 2


def counts_of(cards: Sequence[int]) -> list[int]:
    counts = [0] * 53
    for c in cards:
        counts[c] += 1
    return counts


def without(counts: list[int], cards: Sequence[int]) -> list[int]:
    """A copy of ``counts`` less ``cards``."""
    rest = counts[:]
    for c in cards:
        rest[c] -= 1
    return rest


# A meld as found in a hand: (kind, cards in table order, value).  Runs are low to high with
# JK at a joker's place; sets are naturals in suit order, then jokers.
MeldSpec = tuple[str, tuple[int, ...], int]


def _set_spec(rank: int, suits: Sequence[int], jokers: int) -> MeldSpec:
    cards = tuple(s * 13 + rank - 2 for s in suits) + (JK,) * jokers
    return ("set", cards, VALUE[rank] * len(cards))


def _run_spec(suit: int, lo: int, hi: int, joker_at: Sequence[int]) -> MeldSpec:
    cards = tuple(JK if r in joker_at else suit * 13 + r - 2 for r in range(lo, hi + 1))
    return ("run", cards, sum(VALUE[r] for r in range(lo, hi + 1)))


# Bytes of a hand's counts mapped to presence (0 or 1): runs and sets only ask whether a
# card is held, so their enumeration is cached by the presence pattern of one suit (runs)
# or one rank (sets), the jokers available and what the meld must hold.
_PRESENT = bytes([0] + [1] * 255)
# The caches below that grow with the hands met are kept within a number of bytes
# (engine/budget.py): a server or a simulation plays for hours in one process.  The older
# half is forgotten when one is full, so a long session keeps what it met lately.  The
# costs are what CPython allocates per entry, checked by tests/test_budget.py.
RUNS_BYTES = 6 << 20
MELDS_BYTES = 16 << 20
BOUNDS_BYTES = 2 << 20
SPEC_BYTES = 115  # a run found: ("run", its cards, its value), the cards' tuple included


def _runs_cost(key: tuple[int, bytes, int, bool], value: list[Any]) -> int:
    # The key (a tuple and 13 bytes), the list of four suits, each suit's tuple of specs.
    suits = [found for found in value if found is not None]
    return 280 + DICT_SLOT + sum(56 + (8 + SPEC_BYTES) * len(found) for found in suits)


def _melds_cost(key: tuple[bytes, int, bool], value: list[MeldSpec]) -> int:
    # The key (a tuple and a hand's 53 bytes), the list, and its specs as if its own: they
    # are the caches' above, but a run's outlive its entry there while a list holds them.
    return 215 + DICT_SLOT + (9 + SPEC_BYTES) * len(value)


_SET_CACHE: dict[tuple[int, bytes, int, int], tuple[MeldSpec, ...]] = {}  # ≤ 3,120 entries
_RUN_CACHE: dict[tuple[int, bytes, int, bool], list[tuple[MeldSpec, ...] | None]] = {}
_RUNS = ByteBudget(_RUN_CACHE, RUNS_BYTES, _runs_cost)


def _sets_of(present: bytes, jokers: int, rank: int, must_suit: int) -> tuple[MeldSpec, ...]:
    suits_held = present[rank - 2 : 52 : 13]
    key = (rank, suits_held, jokers, must_suit)
    found = _SET_CACHE.get(key)
    if found is None:
        found = tuple(_make_sets(suits_held, jokers, rank, must_suit))
        _SET_CACHE[key] = found
    return found


def _make_sets(held: bytes, jokers: int, rank: int, must_suit: int) -> Iterator[MeldSpec]:
    avail = [s for s in range(4) if held[s]]
    for size in range(1, min(4, len(avail)) + 1):
        for suits in combinations(avail, size):
            if must_suit >= 0 and must_suit not in suits:
                continue
            for j in range(jokers + 1):
                if 3 <= size + j <= 4:
                    yield _set_spec(rank, suits, j)


def _runs_of(
    present: bytes, jokers: int, suit: int, must_rank: int, extra: bool
) -> tuple[MeldSpec, ...]:
    """Runs of ``suit`` (through ``must_rank`` if ≥ 0); ``extra``: also jokers standing for
    cards the hand holds (legal, though never better)."""
    held = present[suit * 13 : suit * 13 + 13]
    key = (jokers, held, must_rank, extra)
    by_suit = _RUN_CACHE.get(key)
    if by_suit is None:
        # The runs of one pattern differ between suits only by their cards' suit: found
        # once (as clubs), then moved to the suit asked for.
        clubs = tuple(_make_runs(held, jokers, 0, must_rank, extra))
        by_suit = _RUNS.add(key, [clubs, None, None, None])
    found = by_suit[suit]
    if found is None:
        before = _runs_cost(key, by_suit)
        found = by_suit[suit] = tuple(_in_suit(spec, suit) for spec in by_suit[0] or ())
        _RUNS.grew(key, before)
    return found


# Card bytes moved from clubs to another suit (the joker stays).
_TO_SUIT = [bytes(c + 13 * s if c < 13 else c for c in range(256)) for s in range(4)]


def _in_suit(spec: MeldSpec, suit: int) -> MeldSpec:
    kind, cards, value = spec
    return kind, tuple(bytes(cards).translate(_TO_SUIT[suit])), value


def _make_runs(
    held: bytes, jokers: int, suit: int, must_rank: int, extra: bool
) -> Iterator[MeldSpec]:
    for lo in range(2, 13):
        if must_rank >= 0 and lo > must_rank:
            break
        gaps: list[int] = []
        present: list[int] = []
        for hi in range(lo, 15):
            (present if held[hi - 2] else gaps).append(hi)
            if len(gaps) > jokers:
                break
            if hi - lo < 2 or not present or (must_rank >= 0 and hi < must_rank):
                continue
            yield _run_spec(suit, lo, hi, gaps)
            if extra:
                spare = jokers - len(gaps)
                for k in range(1, spare + 1):
                    for more in combinations(present, k):
                        if len(present) > k and (must_rank < 0 or must_rank not in more):
                            yield _run_spec(suit, lo, hi, (*gaps, *more))


# Hands as 13-bit masks, one a suit, with rank ``k + 2`` at bit ``12 - k``:
# ``int(bits, 2)`` reads a hand's presence (or its doubles) as one 52-bit number at C speed,
# and runs, sets and values become table look-ups and bit operations on four numbers.
SUIT_MASK = (1 << 13) - 1
_BITS = bytes([48] + [49] * 255)  # a count as "0" (absent) or "1" (held)
_TWOS = bytes([48, 48] + [49] * 254)  # "1" where both copies are held


def _suit_masks(raw: bytes) -> tuple[int, int, int, int]:
    """The held ranks of each suit (clubs, diamonds, hearts, spades) of a hand's counts."""
    present = int(raw[:52].translate(_BITS), 2)
    return (
        present >> 39,
        (present >> 26) & SUIT_MASK,
        (present >> 13) & SUIT_MASK,
        present & SUIT_MASK,
    )


def _set_ranks(masks: tuple[int, int, int, int], jokers: int) -> int:
    """The ranks held in enough suits for a set with ``jokers`` (R40-4, R40-6)."""
    p0, p1, p2, p3 = masks
    if jokers >= 2:
        return p0 | p1 | p2 | p3
    if jokers == 1:
        return (p0 & (p1 | p2 | p3)) | (p1 & (p2 | p3)) | (p2 & p3)
    return (p0 & p1 & (p2 | p3)) | (p2 & p3 & (p0 | p1))


# Melds found, by hand: legal actions, the dead-end check and the packing search ask for
# the melds of the same hands over and over within a turn.  The older half is forgotten
# when it grows large.
_CACHE: dict[tuple[bytes, int, bool], list[MeldSpec]] = {}
_MELDS = ByteBudget(_CACHE, MELDS_BYTES, _melds_cost)


def all_melds(counts: Sequence[int]) -> list[MeldSpec]:
    """Every distinct meld the hand can lay down now (jokers anywhere they may stand)."""
    raw = bytes(counts)
    key = (raw, -1, True)
    found = _CACHE.get(key)
    if found is None:
        found = []
        present = raw.translate(_PRESENT)
        jokers = min(MAX_JOKERS, raw[JK])
        masks = _suit_masks(raw)
        ranks = _set_ranks(masks, jokers)
        while ranks:  # from the lowest rank (the highest bit) up
            top = ranks.bit_length() - 1
            found.extend(_sets_of(present, jokers, 14 - top, -1))
            ranks ^= 1 << top
        for suit in range(4):
            if masks[suit]:
                found.extend(_runs_of(present, jokers, suit, -1, True))
        _remember(key, found)
    return found


def _remember(key: tuple[bytes, int, bool], found: list[MeldSpec]) -> None:
    _MELDS.add(key, found)


def melds_with(counts: Sequence[int], card: int, extra: bool = False) -> list[MeldSpec]:
    """The melds holding ``card`` (a natural, or JK for the melds with a joker)."""
    if card == JK:
        return [spec for spec in all_melds(counts) if JK in spec[1]]
    return _melds_holding(bytes(counts), card, extra)


def _melds_holding(raw: bytes, card: int, extra: bool) -> list[MeldSpec]:
    """``melds_with`` for a natural, from the hand's counts as bytes."""
    key = (raw, card, extra)
    found = _CACHE.get(key)
    if found is None:
        present = raw.translate(_PRESENT)
        jokers = min(MAX_JOKERS, raw[JK])
        rank, suit = card % 13 + 2, card // 13
        found = list(_sets_of(present, jokers, rank, suit))
        found += _runs_of(present, jokers, suit, rank, extra)
        _remember(key, found)
    return found


_BOUNDS: dict[bytes, int] = {}
# A hand's 53 bytes and a small int (the bound): the same cost for every entry.
_BOUND_BUDGET = ByteBudget(_BOUNDS, BOUNDS_BYTES, lambda key, value: 90 + DICT_SLOT)


def _mask_sums() -> list[int]:
    """The meld value of the ranks in each 13-bit mask."""
    sums = [0] * (1 << 13)
    for mask in range(1, 1 << 13):
        low = mask & -mask
        sums[mask] = sums[mask ^ low] + VALUE[14 - (low.bit_length() - 1)]
    return sums


_MASK_VALUE = _mask_sums()
# By jokers available (0, 1, 2): the ranks of a suit's presence mask that are in some run;
# -1 until asked.
_RUN_USABLE = [[-1] * (1 << 13) for _ in range(MAX_JOKERS + 1)]


def _run_usable(held: int, jokers: int) -> int:
    """The ranks (as a mask) of a suit's held ranks ``held`` that are in some run."""
    found = _RUN_USABLE[jokers][held]
    if found < 0:
        pattern = bytes((held >> (12 - k)) & 1 for k in range(13))
        found = 0
        for _kind, cards, _value in _make_runs(pattern, jokers, 0, -1, False):
            for c in cards:
                if c != JK:
                    found |= 1 << (12 - c)
        _RUN_USABLE[jokers][held] = found
    return found


def packing_bound(counts: Sequence[int]) -> int:
    """An upper bound of ``best_packing``: the meld values of the naturals that are in some
    meld of the hand, and 11 a joker.  Cheap, and below the 40 for most hands that cannot
    open, so the packing search is skipped for them."""
    return _bound_of(bytes(counts))


def _bound_of(raw: bytes) -> int:
    found = _BOUNDS.get(raw)
    if found is None:
        found = _BOUND_BUDGET.add(raw, _bound(raw))
    return found


def _bound(raw: bytes) -> int:
    twos = int(raw[:52].translate(_TWOS), 2)
    total = 11 * raw[JK]
    shift = 39
    for usable in _usable(raw, _suit_masks(raw)):
        total += _MASK_VALUE[usable] + _MASK_VALUE[usable & (twos >> shift)]
        shift -= 13
    return total


def _usable(raw: bytes, masks: tuple[int, int, int, int]) -> list[int]:
    """The held ranks of each suit (``masks``) that are in some meld of the hand (a run, or
    a set)."""
    jokers = min(MAX_JOKERS, raw[JK])
    in_set = _set_ranks(masks, jokers)
    runs = _RUN_USABLE[jokers]
    found = []
    for held in masks:
        in_run = runs[held]
        if in_run < 0:
            in_run = _run_usable(held, jokers)
        found.append(in_run | (held & in_set))
    return found


def best_packing(counts: list[int], keep: int, memo: dict[Any, int]) -> int:
    """The largest total of disjoint melds from ``counts`` that leaves a card other than
    ``keep`` (-1: any card) for the discard; -1 if no packing leaves one (R40-9, R40-10)."""
    live, left = _live(bytes(counts), keep)
    return _best(live, left, keep, memo)


def reaches(counts: Sequence[int], need: int, keep: int, memo: dict[Any, int]) -> bool:
    """Whether ``best_packing(counts, keep, memo) >= need``: the cheap bound first."""
    raw = bytes(counts)
    if _bound_of(raw) < need:
        return False
    live, left = _live(raw, keep)
    return _best(live, left, keep, memo) >= need


def best_melds(counts: Sequence[int], keep: int = -1) -> list[MeldSpec]:
    """The disjoint melds that make ``best_packing`` (highest first; empty when it is 0 or
    no packing leaves a discard): what a total said to a player is made of.  The search's
    own steps are walked again, keeping at each the choice that reaches its best."""
    memo: dict[Any, int] = {}
    live, left = _live(bytes(counts), keep)
    if _best(live, left, keep, memo) <= 0:
        return []
    chosen: list[MeldSpec] = []
    while True:
        raw = bytes(live)
        first = len(raw) - len(raw.lstrip(b"\0"))
        if first >= JK:
            return sorted(chosen, key=lambda spec: -spec[2])
        target = _best(live, left, keep, memo)
        live[first] -= 1  # the first card left out of every meld ...
        if _best(live, left or first != keep, keep, memo) == target:
            left = left or first != keep
            continue
        live[first] += 1  # ... or in the meld that reaches the best
        for spec in _melds_holding(raw, first, False):
            rest = without(live, spec[1])
            if _best(rest, left, keep, memo) == target - spec[2]:
                chosen.append(spec)
                live = rest
                break
        else:  # the search found its best through one of these choices
            raise AssertionError("no step reaches the best packing")


# The byte mask (0xFF a held rank, big-endian) of each 13-bit rank mask; None until asked.
_BYTE_MASKS: list[int | None] = [None] * (1 << 13)


def _byte_mask(ranks: int) -> int:
    found = _BYTE_MASKS[ranks]
    if found is None:
        found = sum(0xFF << (8 * b) for b in range(13) if ranks >> b & 1)
        _BYTE_MASKS[ranks] = found
    return found


def _live(raw: bytes, keep: int) -> tuple[list[int], bool]:
    """The hand without the cards that are in no meld, and whether one of those (other than
    ``keep``) is left for the discard.  They are left in every packing, of this hand or of
    what remains of it, so the search need not carry them: it meets several times fewer
    hands."""
    masks = _suit_masks(raw)
    usable = _usable(raw, masks)
    # Card i is byte i of ``raw``, big-endian: suit s at bytes 13s to 13s + 12, JK last.
    kept = 0xFF
    for suit in range(4):
        kept |= _byte_mask(usable[suit]) << (8 * (40 - 13 * suit))
    live = list((int.from_bytes(raw, "big") & kept).to_bytes(53, "big"))
    dead = [held & ~ok for held, ok in zip(masks, usable, strict=True)]
    if 0 <= keep < JK:
        dead[keep // 13] &= ~(1 << (12 - keep % 13))
    return live, any(dead)


NONE = -10_000


def _best(counts: list[int], left: bool, keep: int, memo: dict[Any, int]) -> int:
    raw = bytes(counts)
    key = (raw, left, keep)
    got = memo.get(key)
    if got is not None:
        return got
    # The first natural held: the index of the first byte that is not zero.
    first = len(raw) - len(raw.lstrip(b"\0"))
    if first >= JK:
        result = 0 if left or raw[JK] else NONE
    else:
        counts[first] -= 1
        result = _best(counts, left or first != keep, keep, memo)
        counts[first] += 1
        melds = _CACHE.get((raw, first, False))
        if melds is None:
            melds = _melds_holding(raw, first, False)
        for _kind, cards, value in melds:
            for c in cards:
                counts[c] -= 1
            rest = _best(counts, left, keep, memo)
            for c in cards:
                counts[c] += 1
            if rest != NONE and value + rest > result:
                result = value + rest
    memo[key] = result
    return result


def read_meld(cards: Sequence[int], form: str) -> list[MeldSpec]:
    """The melds a typed list of cards can mean: as typed if valid, else every order.

    ``form``: ``run``, ``set`` or empty (a set when the cards make one, R40-6's
    "one natural and two jokers is a set" included).
    """
    cards = list(cards)
    naturals = sorted(c for c in cards if c != JK)
    jokers = len(cards) - len(naturals)
    if not naturals or jokers > MAX_JOKERS or not 3 <= len(cards) <= 13:
        return []
    if form in ("", "set") and _is_set(naturals, jokers):
        suits = sorted(suit_of(c) for c in naturals)
        return [_set_spec(rank_of(naturals[0]), suits, jokers)]
    if form == "set":
        return []
    exact = _as_run(cards)
    if exact is not None:
        return [exact]
    return _run_orders(naturals, jokers)


def _is_set(naturals: Sequence[int], jokers: int) -> bool:
    ranks = {rank_of(c) for c in naturals}
    suits = [suit_of(c) for c in naturals]
    return len(ranks) == 1 and len(set(suits)) == len(suits) and len(naturals) + jokers <= 4


def _as_run(cards: Sequence[int]) -> MeldSpec | None:
    """The run ``cards`` make in the order given, or None."""
    first = next(p for p, c in enumerate(cards) if c != JK)
    suit, lo = suit_of(cards[first]), rank_of(cards[first]) - first
    hi = lo + len(cards) - 1
    if lo < 2 or hi > 14:
        return None
    for p, c in enumerate(cards):
        if c != JK and c != suit * 13 + lo + p - 2:
            return None
    return _run_spec(suit, lo, hi, [lo + p for p, c in enumerate(cards) if c == JK])


def _run_orders(naturals: Sequence[int], jokers: int) -> list[MeldSpec]:
    """Every run of these naturals and jokers (spare jokers at either end)."""
    suits = {suit_of(c) for c in naturals}
    ranks = [rank_of(c) for c in naturals]
    if len(suits) != 1 or len(set(ranks)) != len(ranks):
        return []
    suit, low, high = suits.pop(), min(ranks), max(ranks)
    gaps = high - low + 1 - len(ranks)
    spare = jokers - gaps
    if spare < 0:
        return []
    found = []
    for below in range(spare + 1):
        lo, hi = low - below, high + spare - below
        if lo >= 2 and hi <= 14:
            joker_at = [r for r in range(lo, hi + 1) if r not in ranks]
            found.append(_run_spec(suit, lo, hi, joker_at))
    return found


# A meld's part of the table index: joker room, fitting cards, swaps with its number.
MeldEntry = tuple[int, dict[int, list[str]], list[tuple[int, tuple[int, ...], int]]]


class TableMeld:
    """A meld on the table: its cards in order, owner, and number (R40-7: never rearranged)."""

    __slots__ = ("_entry", "_fits", "_swaps", "cards", "kind", "lo", "number", "owner", "suit")

    def __init__(self, kind: str, cards: list[int], owner: int, number: int) -> None:
        self.kind, self.cards, self.owner, self.number = kind, cards, owner, number
        # What ``fitting`` and ``swap_options`` found, kept until the meld changes: legal
        # actions ask them of every meld at every position.
        self._fits: dict[int, list[str]] | None = None
        self._swaps: list[tuple[tuple[int, ...], int]] | None = None
        self._entry: MeldEntry | None = None
        natural = next(p for p, c in enumerate(cards) if c != JK)
        self.suit = suit_of(cards[natural])
        # A run's lowest rank; a set's rank.
        self.lo = rank_of(cards[natural]) - (natural if kind == "run" else 0)

    @property
    def hi(self) -> int:
        return self.lo + len(self.cards) - 1

    @property
    def jokers(self) -> int:
        return self.cards.count(JK)

    @property
    def closed(self) -> bool:
        """R40-13d: a 4-card set is closed, its jokers locked."""
        return self.kind == "set" and len(self.cards) == 4

    def stands_for(self, position: int) -> int:
        """The card a run's place stands for."""
        return self.suit * 13 + self.lo + position - 2

    def missing_suits(self) -> list[int]:
        """A set's suits not held by a natural card."""
        have = {suit_of(c) for c in self.cards if c != JK}
        return [s for s in range(4) if s not in have]

    @property
    def value(self) -> int:
        if self.kind == "set":
            return VALUE[self.lo] * len(self.cards)
        return sum(VALUE[r] for r in range(self.lo, self.hi + 1))

    def layoff_ends(self, card: int) -> list[str]:
        """R40-12: where ``card`` may be laid off: ``low``/``high`` on a run, ``""`` on a set."""
        if self.kind == "set":
            if self.closed:
                return []
            if card == JK:
                return [""] if self.jokers < MAX_JOKERS else []
            ok = rank_of(card) == self.lo and suit_of(card) in self.missing_suits()
            return [""] if ok else []
        if card == JK:
            if self.jokers >= MAX_JOKERS:
                return []
            return [e for e, ok in (("low", self.lo > 2), ("high", self.hi < 14)) if ok]
        if suit_of(card) != self.suit:
            return []
        if rank_of(card) == self.lo - 1:
            return ["low"]
        return ["high"] if rank_of(card) == self.hi + 1 else []

    def fitting(self) -> dict[int, list[str]]:
        """Every card ``layoff_ends`` accepts, with its ends (the same lists, in its order).
        Shared until the meld changes: not to be modified."""
        if self._fits is None:
            self._fits = self._find_fitting()
        return self._fits

    def _find_fitting(self) -> dict[int, list[str]]:
        found: dict[int, list[str]] = {}
        if self.kind == "set":
            if self.closed:
                return found
            for s in self.missing_suits():
                found[s * 13 + self.lo - 2] = [""]
            if self.jokers < MAX_JOKERS:
                found[JK] = [""]
            return found
        base = self.suit * 13 - 2
        if self.lo > 2:
            found[base + self.lo - 1] = ["low"]
        if self.hi < 14:
            found[base + self.hi + 1] = ["high"]
        if self.jokers < MAX_JOKERS:
            ends = [e for e, ok in (("low", self.lo > 2), ("high", self.hi < 14)) if ok]
            if ends:
                found[JK] = ends
        return found

    def lay_off(self, card: int, end: str) -> None:
        self._fits = self._swaps = self._entry = None
        if end == "low":
            self.cards.insert(0, card)
            self.lo -= 1
        else:
            self.cards.append(card)

    def run_swaps(self) -> list[int]:
        """R40-13a: the cards that may replace a joker of this run."""
        if self.kind != "run":
            return []
        return [self.stands_for(p) for p, c in enumerate(self.cards) if c == JK]

    def set_swaps(self) -> list[tuple[int, int]]:
        """R40-13b/c: the pairs of missing suits that free a joker of a 3-card set."""
        if self.kind != "set" or len(self.cards) != 3 or not self.jokers:
            return []
        missing = [s * 13 + self.lo - 2 for s in self.missing_suits()]
        return list(combinations(missing, 2))

    def swap(self, cards: Sequence[int]) -> None:
        """Put ``cards`` in (a joker's place in a run; two suits of a set) and free a joker."""
        self._fits = self._swaps = self._entry = None
        if self.kind == "run":
            self.cards[cards[0] - (self.suit * 13 + self.lo - 2)] = cards[0]
            return
        self.cards.remove(JK)
        naturals = sorted([c for c in self.cards if c != JK] + list(cards), key=suit_of)
        self.cards = naturals + [JK] * self.jokers

    def swap_options(self) -> list[tuple[tuple[int, ...], int]]:
        """The cards that free a joker here (``run_swaps``, then ``set_swaps``), each with the
        change of the meld's ``joker_room`` after the swap.  Shared until the meld changes."""
        if self._swaps is None:
            options: list[tuple[int, ...]] = [(c,) for c in self.run_swaps()]
            options += self.set_swaps()
            room = self.joker_room()
            found = []
            for cards in options:
                changed = self.copy()
                changed.swap(cards)
                found.append((cards, changed.joker_room() - room))
            self._swaps = found
        return self._swaps

    def entry(self) -> MeldEntry:
        """What ``TableIndex`` takes from this meld: its ``joker_room``, ``fitting`` and
        ``swap_options`` with its number.  Shared until the meld changes."""
        if self._entry is None:
            swaps = [(self.number, cards, room) for cards, room in self.swap_options()]
            self._entry = (self.joker_room(), self.fitting(), swaps)
        return self._entry

    def joker_room(self) -> int:
        """How many jokers could still be laid off here."""
        if self.kind == "set":
            return 1 if len(self.cards) == 3 and self.jokers < MAX_JOKERS else 0
        return min(MAX_JOKERS - self.jokers, (self.lo - 2) + (14 - self.hi))

    def to_data(self) -> dict[str, Any]:
        jokers: list[dict[str, Any]] = []
        for p, c in enumerate(self.cards):
            if c != JK:
                continue
            if self.kind == "run":
                jokers.append({"position": p, "stands_for": CODES[self.stands_for(p)]})
            else:
                suits = [SUITS[s] for s in self.missing_suits()]
                rank = RANK_CODES.get(self.lo, str(self.lo))
                jokers.append({"position": p, "stands_for": None, "rank": rank, "suits": suits})
        return {
            "number": self.number,
            "owner": self.owner,
            "kind": self.kind,
            "cards": [CODES[c] for c in self.cards],
            "jokers": jokers,
            "closed": self.closed,
            "value": self.value,
        }

    def copy(self) -> TableMeld:
        return TableMeld(self.kind, self.cards[:], self.owner, self.number)


def joker_capacity(melds: Sequence[TableMeld]) -> int:
    return sum(m.joker_room() for m in melds)


class TableIndex:
    """What legal actions ask of the whole table, found once after each change of it.

    ``cap``: the jokers it can take by lay-off; ``fits``: the number and ``fitting`` of each
    meld that accepts a card, in table order; ``fit_cards``: every card some meld accepts;
    ``swaps``: each meld's ``swap_options`` with its number, in table order.
    """

    __slots__ = ("cap", "fit_cards", "fits", "melds", "swaps")

    def __init__(self, melds: list[TableMeld]) -> None:
        self.melds = melds  # the list described: a state given another list builds another
        self.cap = 0
        self.fits: list[tuple[int, dict[int, list[str]]]] = []
        self.fit_cards: set[int] = set()
        self.swaps: list[tuple[int, tuple[int, ...], int]] = []
        for meld in melds:
            self.add(meld)

    def add(self, meld: TableMeld) -> None:
        """Take in ``meld``, just put at the end of the table."""
        room, fits, swaps = meld.entry()
        self.cap += room
        if fits:
            self.fits.append((meld.number, fits))
            self.fit_cards.update(fits)
        if swaps:
            self.swaps += swaps


assert JOKER.code == CODES[JK]
