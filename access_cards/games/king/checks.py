"""What a King save must hold to be loaded (RULES.md §4): deals played as the rules play them.

Each deal of the history is checked on its own: its number, name and dealer
(KG-3, KG-4), how it ended, its contract and sale (KG-16…KG-20), and its deal
scores, recomputed where the summary holds all they depend on (positive deals,
failed auctions, deal 1) and otherwise bounded by the penalties the tricks
taken can hold (§4.3).  The running scores must be the sums of the deal scores.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from access_cards.engine.savefile import brief, canonical, keyed, whole, whole_list
from access_cards.games.king.rules import (
    CONTRACTS,
    DEAL_TOTALS,
    HAND_SIZE,
    HANDS,
    LADDER,
    NEGATIVE_DEALS,
    failed_auction_scores,
    positive_deal_scores,
    settle,
)

__all__ = ["check_history"]

SUMMARY_KEYS = (
    "deal",
    "name",
    "dealer",
    "how",
    "contract",
    "declarer",
    "sold",
    "tricks_won",
    "deal_scores",
    "scores",
)
# §4.3: what one penalty costs in each negative deal (deal 1: a trick; deal 6: a last trick).
PENALTY = {
    "no_tricks": -20,
    "no_hearts": -20,
    "no_queens": -50,
    "no_kings_jacks": -30,
    "king_of_hearts": -160,
    "last_two": -90,
}
EARLY_STOP_DEALS = ("no_hearts", "no_queens", "no_kings_jacks", "king_of_hearts")  # KG-7
MAX_DEAL_POINTS = 10_000  # far beyond any seat's deal score (−650 … +1,300)


def check_history(
    history: Sequence[Any],
    deals: Sequence[str],
    first_dealer: int,
    options: Mapping[str, Any],
    scores: Sequence[int],
) -> None:
    """Raise ValueError unless ``history`` is the deals played so far and sums to ``scores``."""
    running = [0] * HANDS
    for index, summary in enumerate(history):
        deal_scores = _check_summary(index, summary, deals, first_dealer, options)
        running = [a + b for a, b in zip(running, deal_scores, strict=True)]
        if canonical(summary["scores"]) != canonical(running):
            raise ValueError(f"the running scores after deal {index + 1} are not the deals' sums")
    if canonical(list(scores)) != canonical(running):
        raise ValueError("the scores are not the sums of the deals played (KG-21)")


def _check_summary(
    index: int, raw: Any, deals: Sequence[str], first_dealer: int, options: Mapping[str, Any]
) -> list[int]:
    """One deal's summary; return its deal scores."""
    number = index + 1
    summary = keyed(raw, SUMMARY_KEYS, f"the summary of deal {number}")
    name, dealer = deals[index], (first_dealer + index) % HANDS
    if canonical([summary["deal"], summary["name"], summary["dealer"]]) != canonical(
        [number, name, dealer]
    ):
        raise ValueError(f"the summary of deal {number} does not name its deal and dealer (KG-3)")
    tricks = whole_list(summary["tricks_won"], HANDS, 0, HAND_SIZE, "a count of tricks won")
    scores = whole_list(
        summary["deal_scores"], HANDS, -MAX_DEAL_POINTS, MAX_DEAL_POINTS, "a deal score"
    )
    if name in NEGATIVE_DEALS:
        _check_negative(number, name, summary, tricks, scores, options)
    else:
        _check_positive(number, dealer, summary, tricks, scores, options)
    return scores


def _check_negative(
    number: int,
    name: str,
    summary: Mapping[str, Any],
    tricks: list[int],
    scores: list[int],
    options: Mapping[str, Any],
) -> None:
    """§4.3: all tricks played (or stopped early, KG-7 ⚑), penalties as the tricks allow."""
    early = options["king_early_stop"] == "on" and name in EARLY_STOP_DEALS
    if summary["how"] not in (("played", "early_stop") if early else ("played",)):
        raise ValueError(f"deal {number} cannot have ended as {brief(summary['how'])}")
    if any(summary[key] is not None for key in ("contract", "declarer", "sold")):
        raise ValueError(f"deal {number} is negative: it has no contract or sale")
    played = sum(tricks)
    whole_deal = summary["how"] == "played"
    if (played != HAND_SIZE) if whole_deal else not 0 < played < HAND_SIZE:
        raise ValueError(f"deal {number} shows {played} tricks taken")
    if sum(scores) != DEAL_TOTALS[name]:
        raise ValueError(f"deal {number}'s scores do not add up to {DEAL_TOTALS[name]} (§4.3)")
    unit = PENALTY[name]
    for taken, score in zip(tricks, scores, strict=True):
        count, rest = divmod(score, unit)
        if rest or not _fewest_penalties(name, taken) <= count <= _most_penalties(name, taken):
            raise ValueError(f"deal {number} gives a seat {score} for {taken} tricks (§4.3)")


def _fewest_penalties(name: str, tricks: int) -> int:
    """The fewest penalties a seat taking ``tricks`` tricks can have in deal ``name``."""
    return tricks if name == "no_tricks" else 0  # deal 1: every trick costs


def _most_penalties(name: str, tricks: int) -> int:
    """The most penalties a seat taking ``tricks`` tricks can have in deal ``name``."""
    if name == "no_tricks":
        return tricks
    if name == "last_two":
        return min(tricks, 2)
    return 4 * tricks  # penalty cards: at most four to a trick


def _check_positive(
    number: int,
    dealer: int,
    summary: Mapping[str, Any],
    tricks: list[int],
    scores: list[int],
    options: Mapping[str, Any],
) -> None:
    """§4.4–4.7: a failed auction, or 13 tricks of a contract settled as KG-18 says."""
    auction = options["positive_mode"] == "auction"
    if summary["how"] == "failed_auction" and auction:
        expected = failed_auction_scores(dealer)
        sale = (summary["contract"], summary["declarer"], summary["sold"])
        if sale != (None, None, None) or any(tricks):
            raise ValueError(f"deal {number} was not played, yet shows a contract or tricks")
    elif summary["how"] == "played" and sum(tricks) == HAND_SIZE:
        declarer, sold = _sale(number, dealer, summary, auction)
        fixed = options["king_minus_settlement"] == "fixed_transfer"
        base = positive_deal_scores(summary["contract"], tricks)
        expected = settle(
            base, tricks, dealer=dealer, declarer=declarer, bid=sold, fixed_minus=fixed
        )
    else:
        raise ValueError(f"deal {number} cannot have ended as it says, with {sum(tricks)} tricks")
    if canonical(scores) != canonical(expected):
        raise ValueError(f"deal {number}'s scores are not what its tricks score (KG-18)")


def _sale(
    number: int, dealer: int, summary: Mapping[str, Any], auction: bool
) -> tuple[int | None, str | None]:
    """The Declarer and his bid, if the right was sold (KG-16), consistent with the contract."""
    contract, declarer, sold = summary["contract"], summary["declarer"], summary["sold"]
    if contract not in CONTRACTS:
        raise ValueError(f"deal {number} names no contract")
    if declarer is None and sold is None:
        return None, None
    if not auction or sold not in LADDER:
        raise ValueError(f"deal {number} names a sale that cannot be")
    seat = whole(declarer, 0, HANDS - 1, f"deal {number}'s Declarer")
    if seat == dealer or (sold[0] == "-") != (contract == "negative"):
        raise ValueError(f"deal {number}'s Declarer or contract does not fit the bid (KG-16)")
    return seat, sold
