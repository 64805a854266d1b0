"""Cards and the four decks of DESIGN.md §2/§3: sizes, contents, codes, completeness."""

from __future__ import annotations

import random
from collections import Counter

import pytest
from hypothesis import example, given
from hypothesis import strategies as st

from access_cards.engine import DECKS, DeckError, find_deck

FRENCH_RANK_CODES = ("2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A")
# DESIGN.md §3: French suits; Italian C coppe, D denari, S spade, B bastoni.
FRENCH_CODES = {r + s for r in FRENCH_RANK_CODES for s in "CDHS"}
ITALIAN_CODES = {f"{r}{s}" for r in range(1, 11) for s in "CDSB"}


def codes(deck_name: str) -> Counter[str]:
    """How many times each code occurs in a deck."""
    return Counter(card.code for card in find_deck(deck_name).cards)


def test_the_four_decks_exist() -> None:
    """The engine has exactly the four decks DESIGN.md names."""
    assert set(DECKS) == {"khmer", "french52", "rummy40", "italian40"}


def test_khmer_deck_is_kh2() -> None:
    """KH-2: 16 cards, two each of 1–5 and six 6s, total 66."""
    assert codes("khmer") == Counter({"1": 2, "2": 2, "3": 2, "4": 2, "5": 2, "6": 6})
    assert sum(card.rank for card in find_deck("khmer").cards) == 66


def test_french52_is_one_of_each() -> None:
    """french52 holds 52 distinct cards: 13 ranks (2..A) in 4 suits, no joker."""
    counted = codes("french52")
    assert sum(counted.values()) == 52
    assert set(counted) == FRENCH_CODES
    assert set(counted.values()) == {1}


def test_rummy40_is_two_decks_and_two_jokers() -> None:
    """R40-2: 106 cards, exactly two jokers and two copies of each French card."""
    counted = codes("rummy40")
    assert sum(counted.values()) == 106
    assert counted.pop("JK") == 2
    assert set(counted) == FRENCH_CODES
    assert set(counted.values()) == {2}
    assert sum(card.is_joker for card in find_deck("rummy40").cards) == 2


def test_italian40_suits_and_ranks() -> None:
    """italian40: 40 distinct cards, suits C D S B, ranks 1..10."""
    deck = find_deck("italian40")
    counted = codes("italian40")
    assert sum(counted.values()) == 40
    assert set(counted) == ITALIAN_CODES
    assert {card.suit for card in deck.cards} == set("CDSB")
    assert {card.rank for card in deck.cards} == set(range(1, 11))


@pytest.mark.parametrize("deck_name", sorted(DECKS))
def test_every_card_round_trips(deck_name: str) -> None:
    """For every card of every deck, parse(card.code) gives the card back and str() is the code."""
    deck = find_deck(deck_name)
    for card in deck.cards:
        assert deck.parse(card.code) == card
        assert str(card) == card.code


@pytest.mark.parametrize(
    ("deck_name", "code"),
    [
        ("french52", "10H"),
        ("french52", "QC"),
        ("french52", "AS"),
        ("french52", "2D"),
        ("rummy40", "JK"),
        ("rummy40", "10H"),
        ("italian40", "1C"),
        ("italian40", "10B"),
        ("italian40", "8D"),
        *(("khmer", str(v)) for v in range(1, 7)),
    ],
)
def test_design_codes_parse_to_themselves(deck_name: str, code: str) -> None:
    """The example codes of DESIGN.md §3 are cards whose code is the same text."""
    assert find_deck(deck_name).parse(code).code == code


def test_parse_ignores_case_and_spaces() -> None:
    """Deck.parse reads ' qc ' as QC and '10h' as 10H (its documented leniency)."""
    french = find_deck("french52")
    assert french.parse(" qc ").code == "QC"
    assert french.parse("10h").code == "10H"
    assert find_deck("rummy40").parse("jk").code == "JK"


def test_same_code_different_decks() -> None:
    """1C is Italian only and QC French only: codes are read through a deck."""
    with pytest.raises(DeckError):
        find_deck("french52").parse("1C")
    with pytest.raises(DeckError):
        find_deck("italian40").parse("QC")


@pytest.mark.parametrize(
    ("deck_name", "code"),
    [
        ("khmer", "7"),
        ("khmer", "0"),
        ("khmer", ""),
        ("khmer", "6H"),
        ("khmer", "A"),
        ("french52", "JK"),  # no joker in a 52-card deck
        ("french52", "1H"),
        ("french52", "11H"),
        ("french52", "QX"),
        ("french52", "10"),
        ("french52", ""),
        ("rummy40", "KJ"),
        ("rummy40", "ZZ"),
        ("rummy40", "0J"),  # rank 0 with suit J must not read as the joker
        ("rummy40", "14H"),  # the ace is A, not 14
        ("italian40", "11C"),
        ("italian40", "0C"),
        ("italian40", "1H"),
        ("italian40", "QC"),
        ("italian40", "C"),
    ],
)
def test_bad_codes_raise_deck_error_naming_the_deck(deck_name: str, code: str) -> None:
    """A code that is not a card of the deck raises DeckError (a ValueError) naming the deck."""
    with pytest.raises(DeckError) as info:
        find_deck(deck_name).parse(code)
    assert isinstance(info.value, ValueError)
    assert deck_name in str(info.value)


@given(deck_name=st.sampled_from(sorted(DECKS)), text=st.text(max_size=5))
@example(deck_name="khmer", text="\u00b2")  # superscript two: str.isdigit() but not int()
@example(deck_name="italian40", text="\u00b2C")
@example(deck_name="french52", text="\u00b2H")
def test_parse_never_raises_anything_but_deck_error(deck_name: str, text: str) -> None:
    """Any text either parses to a card of the deck or raises DeckError — nothing else."""
    deck = find_deck(deck_name)
    try:
        card = deck.parse(text)
    except DeckError:
        return
    assert card in deck.cards


@pytest.mark.parametrize("deck_name", sorted(DECKS))
def test_check_complete_accepts_any_order(deck_name: str) -> None:
    """check_complete accepts the deck's own cards shuffled."""
    deck = find_deck(deck_name)
    cards = list(deck.cards)
    random.Random(7).shuffle(cards)
    deck.check_complete(cards)


@pytest.mark.parametrize("deck_name", sorted(DECKS))
def test_check_complete_names_missing_and_extra(deck_name: str) -> None:
    """A deck missing its first card, or with a card repeated, raises DeckError saying which."""
    deck = find_deck(deck_name)
    cards = list(deck.cards)
    first = cards[0]
    with pytest.raises(DeckError, match=f"missing: {first.code}"):
        deck.check_complete(cards[1:])
    with pytest.raises(DeckError, match=f"extra: {first.code}"):
        deck.check_complete([*cards, first])
    # Swapping one card for another of the deck keeps the size but not the contents.
    other = next(c for c in cards if c != first)
    with pytest.raises(DeckError, match=deck_name):
        deck.check_complete([other, *cards[1:]])


def test_rummy40_needs_both_jokers() -> None:
    """A rummy40 deck with a third 10H instead of a joker is incomplete (missing JK)."""
    deck = find_deck("rummy40")
    cards = list(deck.cards)
    cards.remove(deck.parse("JK"))
    cards.append(deck.parse("10H"))
    with pytest.raises(DeckError, match="missing: JK"):
        deck.check_complete(cards)


def test_unknown_deck_lists_decks() -> None:
    """find_deck of an unknown name raises DeckError listing the four decks."""
    with pytest.raises(DeckError) as info:
        find_deck("tarot78")
    for name in ("khmer", "french52", "rummy40", "italian40"):
        assert name in str(info.value)
