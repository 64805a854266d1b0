"""King's pure rules (RULES.md §4): deal names, legal cards, trick winners, deal scores.

Nothing here holds state; ``king.py`` calls these functions and the tests can
check each rule on its own.  Cards are engine ``Card`` objects (ace = 14).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, NamedTuple

from access_cards.engine.cards import Card, find_deck

__all__ = [
    "CONTRACTS",
    "DEAL_NAMES",
    "DEAL_TOTALS",
    "DEFAULT_DEALS",
    "KING_OF_HEARTS",
    "LADDER",
    "NEGATIVE_DEALS",
    "PENALTY_CARD_COUNTS",
    "TRUMPS",
    "Trick",
    "bid_worth",
    "bids_above",
    "card_penalty",
    "failed_auction_allowed",
    "failed_auction_scores",
    "legal_cards",
    "negative_deal_scores",
    "penalty_cards_left",
    "penalty_cards_taken",
    "play_rule",
    "positive_deal_scores",
    "settle",
    "settlement",
    "takeover",
    "trick_penalty_cards",
    "trick_points",
    "trick_winner",
]

HANDS = 4
HAND_SIZE = 13
KING_OF_HEARTS = Card("french", 13, "H")

# §4.3: the six negative deals in their fixed order, then the positive deal.
NEGATIVE_DEALS = (
    "no_tricks",
    "no_hearts",
    "no_queens",
    "no_kings_jacks",
    "king_of_hearts",
    "last_two",
)
POSITIVE = "positive"
DEAL_NAMES = (*NEGATIVE_DEALS, POSITIVE)
DEFAULT_DEALS = (*NEGATIVE_DEALS, POSITIVE, POSITIVE, POSITIVE, POSITIVE)  # KG-4
DEAL_TOTALS = {
    "no_tricks": -260,
    "no_hearts": -260,
    "no_queens": -200,
    "no_kings_jacks": -240,
    "king_of_hearts": -160,
    "last_two": -180,
    POSITIVE: 325,
}

# KG-11: the bid ladder, lowest first.  At equal nominal value the minus bid ranks higher.
LADDER = ("+1", "+2", "+3", "-1", "+4", "+5", "+6", "-2", "+7", "+8")

# §4.4: the contract menu and the trump suit each names.
TRUMPS = {"clubs": "C", "diamonds": "D", "hearts": "H", "spades": "S", "notrump": None}
CONTRACTS = ("hearts", "diamonds", "clubs", "spades", "notrump", "negative")

TRICK_POINTS = 25  # positive contracts, per trick
NEGATIVE_BASE, NEGATIVE_TRICK = 325, 75  # the negative contract: 325 − 75 per trick
FAILED_DEALER, FAILED_OTHER = 100, 75  # KG-17: "4 plus" and "3 plus"
# The deals whose penalties are cards (§4.3), and how many penalty cards each has.
PENALTY_CARD_COUNTS = {"no_hearts": 13, "no_queens": 4, "no_kings_jacks": 8, "king_of_hearts": 1}
NO_TRICKS_TRICK = -20  # deal 1: each trick taken
LAST_TWO_TRICK = -90  # deal 6: each of the last two tricks


class Trick(NamedTuple):
    """A completed trick: who led, the cards in playing order, who won.

    A named tuple rather than a frozen dataclass: one is made per trick in random play
    and search, and a tuple is several times cheaper to build.
    """

    leader: int
    cards: tuple[Card, ...]
    winner: int


# -- play ------------------------------------------------------------------------------


def trick_winner(leader: int, cards: Sequence[Card], trump: str | None) -> int:
    """KG-7: the highest trump, else the highest card of the suit led; returns the seat."""
    led = cards[0].suit
    best = 0
    for i, card in enumerate(cards[1:], start=1):
        top = cards[best]
        if _beats(card, top, led, trump):
            best = i
    return (leader + best) % HANDS


def _beats(card: Card, top: Card, led: str, trump: str | None) -> bool:
    if card.suit == top.suit:
        return card.rank > top.rank
    # A different suit wins only as a trump over a non-trump (never as a discard).
    return card.suit == trump


def legal_cards(
    hand: Sequence[Card],
    trick: Sequence[Card],
    deal: str,
    *,
    kh_no_heart_lead: bool = False,
    kh_forced_discard: bool = False,
) -> list[Card]:
    """KG-6 following and the lead restrictions of deals 2 and 5 (KG-9 options)."""
    if trick:
        # Following, written out here: it is asked for three cards in four.
        led = trick[0].suit
        same = [c for c in hand if c.suit == led]
        if same:
            return same
        if kh_forced_discard and deal == "king_of_hearts" and KING_OF_HEARTS in hand:
            return [KING_OF_HEARTS]
        return list(hand)
    return _lead(hand, deal, kh_no_heart_lead)


def _lead(hand: Sequence[Card], deal: str, kh_no_heart_lead: bool) -> list[Card]:
    cards = list(hand)
    if deal == "no_hearts" or (deal == "king_of_hearts" and kh_no_heart_lead):
        others = [c for c in cards if c.suit != "H"]
        if others:  # no heart lead while another suit is held
            return others
    if deal == "king_of_hearts" and len(cards) > 1:
        # K♥ may be led only as the last card in hand.
        return [c for c in cards if c != KING_OF_HEARTS]
    return cards


def play_rule(
    hand: Sequence[Card],
    trick: Sequence[Card],
    deal: str,
    *,
    kh_no_heart_lead: bool = False,
    kh_forced_discard: bool = False,
) -> str:
    """Which rule decides the seat's legal cards now, for telling a person why (KG-6, KG-9):
    ``must_follow``, ``void`` (any card), ``must_discard_kh`` (void, K♥ forced), ``lead_any``,
    ``no_heart_lead`` or ``no_kh_lead`` (K♥ led only as the last card)."""
    if trick:
        led = trick[0].suit
        if any(c.suit == led for c in hand):
            return "must_follow"
        forced = kh_forced_discard and deal == "king_of_hearts" and KING_OF_HEARTS in hand
        return "must_discard_kh" if forced and len(hand) > 1 else "void"
    legal = _lead(hand, deal, kh_no_heart_lead)
    if len(legal) == len(hand):
        return "lead_any"
    return "no_heart_lead" if all(c.suit != "H" for c in legal) else "no_kh_lead"


# -- negative deals -------------------------------------------------------------------


def card_penalty(deal: str, card: Card) -> int:
    """The points one captured card costs in a card-penalty deal (0 if none)."""
    if deal == "no_hearts":
        return -20 if card.suit == "H" else 0
    if deal == "no_queens":
        return -50 if card.rank == 12 else 0
    if deal == "no_kings_jacks":
        return -30 if card.rank in (11, 13) else 0
    if deal == "king_of_hearts":
        return -160 if card == KING_OF_HEARTS else 0
    return 0


def negative_deal_scores(deal: str, tricks: Sequence[Trick]) -> list[int]:
    """§4.3: each seat's deal score from the tricks taken (KG-8: deal 2 per heart card)."""
    scores = [0] * HANDS
    for number, trick in enumerate(tricks, start=1):
        scores[trick.winner] += trick_points(deal, None, number, trick.cards)
    return scores


def trick_points(deal: str, contract: str | None, number: int, cards: Sequence[Card]) -> int:
    """What the ``number``-th trick of a deal (from 1) costs or earns its winner, before
    any settlement: §4.3 in a negative deal, §4.4 in a positive deal's ``contract`` (where
    the negative contract's trick costs 75 of its 325)."""
    if deal == POSITIVE:
        return -NEGATIVE_TRICK if contract == "negative" else TRICK_POINTS
    if deal == "no_tricks":
        return NO_TRICKS_TRICK
    if deal == "last_two":
        return LAST_TWO_TRICK if number >= HAND_SIZE - 1 else 0
    table = _PENALTY_BY_CODE[deal]
    return sum([table[c.code] for c in cards])


def trick_penalty_cards(deal: str, cards: Sequence[Card]) -> list[Card]:
    """The penalty cards in one trick, in playing order (none in deals 1 and 6)."""
    table = _PENALTY_BY_CODE.get(deal)
    return [] if table is None else [c for c in cards if table[c.code]]


def penalty_cards_left(deal: str, tricks: Sequence[Trick]) -> int:
    """How many penalty cards are still uncaptured (KG-7 early stop, deals 2–5)."""
    if deal not in PENALTY_CARD_COUNTS:
        return -1  # deals 1 and 6 have no penalty cards: never stop early
    taken = sum(1 for t in tricks for c in t.cards if card_penalty(deal, c))
    return PENALTY_CARD_COUNTS[deal] - taken


def penalty_cards_taken(deal: str, tricks: Sequence[Trick]) -> list[list[Card]]:
    """Each seat's captured penalty cards this deal, in the order taken (§4.8 assist)."""
    taken: list[list[Card]] = [[] for _ in range(HANDS)]
    for trick in tricks:
        taken[trick.winner] += [c for c in trick.cards if card_penalty(deal, c)]
    return taken


# ``card_penalty`` as a table by card code, for every trick's event: a Card's hash is
# computed on every lookup, a code's is kept.
_PENALTY_BY_CODE = {
    deal: {card.code: card_penalty(deal, card) for card in find_deck("french52").cards}
    for deal in PENALTY_CARD_COUNTS
}


# -- positive deals -------------------------------------------------------------------


def positive_deal_scores(contract: str, tricks_won: Sequence[int]) -> list[int]:
    """§4.4: +25 per trick, or 325 − 75 per trick in the negative contract."""
    if contract == "negative":
        return [NEGATIVE_BASE - NEGATIVE_TRICK * t for t in tricks_won]
    return [TRICK_POINTS * t for t in tricks_won]


def settle(
    scores: Sequence[int],
    tricks_won: Sequence[int],
    *,
    dealer: int,
    declarer: int | None,
    bid: str | None,
    fixed_minus: bool = False,
) -> list[int]:
    """KG-18: the Declarer pays the Beneficiary for the right he bought."""
    result = list(scores)
    payment = settlement(
        tricks_won, dealer=dealer, declarer=declarer, bid=bid, fixed_minus=fixed_minus
    )
    if payment is not None:
        result[payment["payer"]] -= payment["points"]
        result[payment["payee"]] += payment["points"]
    return result


def settlement(
    tricks_won: Sequence[int],
    *,
    dealer: int,
    declarer: int | None,
    bid: str | None,
    fixed_minus: bool = False,
) -> dict[str, Any] | None:
    """KG-18 as data, for ``settle`` and for telling a listener who pays whom and why:
    ``payer`` (the Declarer), ``payee`` (the Beneficiary), ``points``, the ``bid`` bought,
    and ``taken_over``: how many of the Beneficiary's tricks a minus bid covered, or None
    where the price is fixed (a plus bid, or any bid with the fixed-transfer option).
    None when the Beneficiary played himself: nobody pays."""
    if declarer is None or bid is None:
        return None
    n = int(bid[1:])
    taken_over: int | None = None
    if bid[0] == "+":
        amount = TRICK_POINTS * n  # even if it leaves the Declarer below zero
    elif fixed_minus:
        amount = NEGATIVE_TRICK * n
    else:
        taken_over = min(n, tricks_won[dealer])
        amount = NEGATIVE_TRICK * taken_over
    return {
        "payer": declarer,
        "payee": dealer,
        "points": amount,
        "bid": bid,
        "taken_over": taken_over,
    }


def takeover(
    winner: int,
    won_by_dealer: int,
    *,
    dealer: int,
    declarer: int | None,
    bid: str | None,
    fixed_minus: bool = False,
) -> dict[str, Any] | None:
    """KG-18, trick by trick: a minus bid takes over the Beneficiary's tricks up to its
    number, so the trick the Beneficiary just won (his ``won_by_dealer``-th) is one the
    Declarer will pay him 75 for at the end of the deal; None for any other trick."""
    if declarer is None or bid is None or bid[0] != "-" or fixed_minus or winner != dealer:
        return None
    if won_by_dealer > int(bid[1:]):
        return None
    return {"payer": declarer, "payee": dealer, "points": NEGATIVE_TRICK}


def bid_worth(bid: str, *, fixed_minus: bool = False) -> dict[str, Any]:
    """KG-18: what the Declarer of ``bid`` pays the Beneficiary, as data.

    ``fixed``: the payment is ``points`` whatever happens (a plus bid, or any bid with the
    fixed-transfer option); otherwise (a minus bid) ``per_trick`` for each trick the
    Beneficiary takes, up to ``up_to`` tricks, so ``points`` is the most it can be.
    """
    n = int(bid[1:])
    if bid[0] == "+":
        return {"bid": bid, "fixed": True, "points": TRICK_POINTS * n}
    worth: dict[str, Any] = {"bid": bid, "fixed": fixed_minus, "points": NEGATIVE_TRICK * n}
    if not fixed_minus:
        worth.update(per_trick=NEGATIVE_TRICK, up_to=n)
    return worth


def failed_auction_scores(dealer: int) -> list[int]:
    """KG-17: the deal is not played; B +100 and each other player +75."""
    return [FAILED_DEALER if s == dealer else FAILED_OTHER for s in range(HANDS)]


# -- the auction ----------------------------------------------------------------------


def bids_above(bid: str | None) -> list[str]:
    """KG-11: the bids strictly higher on the ladder (all of them if ``bid`` is None)."""
    return list(LADDER if bid is None else LADDER[LADDER.index(bid) + 1 :])


def failed_auction_allowed(rule: str, offers: int, high: str | None) -> bool:
    """KG-17 ⚑: fewer than 3 offers (bids + holds), or no bid / top bid +1."""
    if rule == "fewer_than_3_offers":
        return offers < 3
    return high in (None, "+1")
