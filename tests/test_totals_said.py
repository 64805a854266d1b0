"""Issue 25, point 5: every total the assist (key x) says comes with the melds that make it,
the best ones that share no card, in all four languages and within what a listener holds.

Hands are dealt from an explicit deck (real states, real views); the melds named are read
back from the reply and checked against the hand and the engine's own packing search.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Sequence
from typing import Any

import pytest

from access_cards.engine.cards import find_deck
from access_cards.games.rummy40 import GAME
from access_cards.games.rummy40.melds import INDEX, best_packing, counts_of
from access_cards.narration import LANGUAGES, Translator
from access_cards.narration.rummy40 import Rummy40Narrator
from tests.heard import clean

NAMES = ("Sara", "Anna", "Bruno")
# The hand of the issue: a run of spades 9 to queen and three 9s share the 9 of spades.
SHARED_NINE = ["9S", "10S", "JS", "QS", "9C", "9H", "2D", "4C", "6H", "KD", "3S", "5D", "7C"]
OTHER = ["2C", "3D", "4H", "5S", "6C", "8D", "10C", "QC", "AD", "3C", "4S", "6D", "10D"]


def deck_for(*hands: Sequence[str]) -> list[str]:
    """An explicit Rummy 40 deck that deals ``hands`` (seat 0 first), then the rest."""
    deck = [c.code for c in find_deck("rummy40").cards]
    dealt = [code for hand in hands for code in hand]
    for code in dealt:
        deck.remove(code)
    return [*dealt, *deck]


def view_of(hand: Sequence[str]) -> dict[str, Any]:
    state = GAME.new_state(2, seed=5, options={"dealer": 1}, deck=deck_for(hand, OTHER))
    return state.view(0)


def narrator(lang: str = "en", seats: int = 2) -> Rummy40Narrator:
    return Rummy40Narrator(Translator(lang), 0, NAMES[:seats])


def test_the_total_of_the_issue_names_the_melds_that_make_it() -> None:
    said = narrator().query("assist", view_of(SHARED_NINE))
    assert said[:3] == [
        "Your best melds together are worth 57, enough to open.",
        "A run of spades, 10, jack, and queen, worth 30.",
        "A set of 9s, clubs, hearts, and spades, worth 27.",
    ]
    # The longer run is still offered, said apart as sharing cards with those.
    assert said[3] == "Another meld, with some of the same cards."
    assert said[4] == "A run of spades, 9, 10, jack, and queen, worth 39."
    assert not any("at most" in s for s in said)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_parts_are_said_in_every_language(lang: str) -> None:
    n = narrator(lang)
    said = n.query("assist", view_of(SHARED_NINE))
    run = n.meld_words("run", ["10S", "JS", "QS"], [])
    nines = n.meld_words("set", ["9C", "9H", "9S"], [])
    assert "57" in said[0]
    assert run.casefold() in said[1].casefold() and "30" in said[1]
    assert nines.casefold() in said[2].casefold() and "27" in said[2]
    assert all(clean(s) for s in said), said


def best_part(n: Rummy40Narrator, view: dict[str, Any]) -> tuple[int, list[str]]:
    """The total the reply says and the sentences that follow it up to the next message."""
    said = n.query("assist", view)
    first = next(i for i, s in enumerate(said) if s.startswith("Your best"))
    total = int(re.findall(r"\d+", said[first])[0])  # then the opening's minimum
    parts = []
    for text in said[first + 1 :]:
        if not text.startswith(("A run", "A set", "A closed")):
            break
        parts.append(text)
    return total, parts


def test_every_total_said_in_real_deals_is_the_sum_of_disjoint_melds_said() -> None:
    """Over the first hands of many seeded deals: the total is the sum of the values said
    after it, those melds are exactly the best packing's, share no card beyond the hand's,
    and leave a card to discard."""
    n = narrator("en", 3)
    checked = 0
    for seed in range(200):
        view = GAME.new_state(3, seed=seed).view(0)
        if not any(s.startswith("Your best") for s in n.query("assist", view)):
            continue
        total, parts = best_part(n, view)
        values = [int(re.findall(r"worth (\d+)\.$", p)[0]) for p in parts]
        assert total == sum(values), (seed, total, parts)
        hand = view["hand"]
        assert total == best_packing(counts_of([INDEX[c] for c in hand]), -1, {})
        best = n.best_combination(hand)
        assert [n.meld_worth(m) for m in best] == parts
        used = Counter(c for m in best for c in m[1])
        assert all(used[c] <= hand.count(c) for c in used), (seed, best)
        assert sum(used.values()) < len(hand)
        checked += 1
    assert checked > 100


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_assist_holds_no_more_than_a_listener_holds(lang: str) -> None:
    """At most about 80 words, however many melds the hand makes (each meld says about ten)."""
    n = narrator(lang, 3)
    longest = 0
    for seed in range(120):
        said = n.query("assist", GAME.new_state(3, seed=seed).view(0))
        longest = max(longest, sum(len(s.split()) for s in said))
    assert longest <= 80, longest
