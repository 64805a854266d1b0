"""Rummy 40's options: RULES.md §2's ⚑ flags in lower case, ``dealer``, ``buy_in`` and,
for ``r40_match=elimination``, ``r40_threshold``."""

from __future__ import annotations

from access_cards.engine.options import ChoiceOption, IntOption, OptionSchema, SeatOption

__all__ = ["OPENING", "R40_OPTIONS", "STOCK_ROUNDS"]

OPENING = 40  # R40-11: the opening minimum
# R40-16, a limit RULES.md does not set: the stock is made again from the discards at most
# this many times in a hand; when it runs out once more the hand is blocked (cause
# "stock_rounds") as when no stock can be made.  Without a limit a hand that nobody can open
# reshuffles for ever (7 of the bot ladder's 12,000 hands).  Of about 27,000 bot hands that
# ended by a player going out, none needed more than 4 reshuffles: 8 cuts practically none.
STOCK_ROUNDS = 8

R40_OPTIONS = OptionSchema(
    "rummy40",
    SeatOption("dealer", None, "the dealer of the first hand; default from the seed"),
    IntOption("buy_in", 100, "R40-18: chips each player puts in the pool", 1, 1_000_000),
    ChoiceOption(
        "r40_set_distinct_suits",
        "strict",
        "R40-4: a set never holds two cards of one suit",
        ("strict",),
    ),
    ChoiceOption(
        "r40_discard_take_use",
        "new_meld",
        "R40-10: what taking the top discard obliges: a new meld holding it; a meld or a"
        " lay-off holding it; any new meld",
        ("new_meld", "meld_or_layoff", "any_meld"),
    ),
    ChoiceOption(
        "r40_opening_min_scope",
        "all_openings",
        "R40-11: the 40 minimum for every opening, or only for one made with the discard",
        ("all_openings", "discard_take_only"),
    ),
    ChoiceOption(
        "r40_layoff_in_opening_turn",
        "yes",
        "R40-11a: lay-offs and joker swaps in the turn of the opening",
        ("yes", "no"),
    ),
    ChoiceOption(
        "r40_freed_joker",
        "use_same_turn",
        "R40-13e: a freed joker must be placed this turn, or may be kept",
        ("use_same_turn", "keep"),
    ),
    ChoiceOption(
        "r40_blocked_hand",
        "void",
        "R40-16: a blocked hand is void (no chips move; in elimination nothing is added),"
        " or each player adds his hand's penalty (elimination)",
        ("void", "penalties"),
    ),
    ChoiceOption(
        "r40_payout",
        "per_capita_ratio",
        "R40-18: the losers' 25% per capita by ratio, or shared in proportion",
        ("per_capita_ratio", "proportional_pool"),
    ),
    ChoiceOption(
        "r40_match",
        "single_hand",
        "R40-19: one hand, or elimination by penalties",
        ("single_hand", "elimination"),
    ),
    IntOption("r40_threshold", 101, "R40-19: the elimination threshold", 1, 100_000),
    ChoiceOption(
        "r40_discard_history",
        "none",
        "§2.10: the discard pile below its top is hidden, or listed for everyone alike",
        ("none", "all"),
        # The blind-fair variant's words (--variant): only the top card, or the whole pile.
        synonyms={"top_only": "none", "full": "all"},
    ),
    aliases={"first_dealer": "dealer", "pile_visibility": "r40_discard_history"},
)
