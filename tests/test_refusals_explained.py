"""Issue 25, point 6: a refusal says its reason. A lay-off that does not fit names the rule
it breaks and what the meld takes; a swap that frees no joker says which cards free one
(RULES.md R40-13); a move word typed alone says what it needs; an amount that is no number
is read back as typed and said what it must be; number words are read in every language.

Positions are real states reached by real moves from an explicit deck; every command goes
through the narrator's own parser and the engine, as a typed line does at the console.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import pytest

from access_cards.engine import ActionError
from access_cards.games import find
from access_cards.games.rummy40 import GAME
from access_cards.narration import LANGUAGES, Translator, create_narrator
from access_cards.narration.base import Narrator
from tests.heard import clean
from tests.test_totals_said import OTHER, deck_for

# Seat 0 opens with three kings, a set of 10s of one natural and two jokers, and three 2s.
SETS = ["KC", "KD", "KS", "10D", "JK", "JK", "2C", "2D", "2H", "3S", "10S", "5H", "8C"]
SETS_OPENING = ("draw stock", "meld KC KD KS", "meld 10D JK JK", "meld 2C 2D 2H")
# Seat 0 opens with three kings and a run of hearts 5 to 8, its 6 a joker; it holds the 6.
RUN = ["KC", "KD", "KS", "5H", "JK", "7H", "8H", "9C", "6H", "4S", "2D", "QD", "3C"]
RUN_OPENING = ("draw stock", "meld KC KD KS", "meld 5H JK 7H 8H")


def rummy(hand: Sequence[str], moves: Sequence[str]) -> Any:
    state = GAME.new_state(2, seed=5, options={"dealer": 1}, deck=deck_for(hand, OTHER))
    for move in moves:
        state.apply(move)
    return state


def narrator(game: str, lang: str, seats: int = 2) -> Narrator:
    names = ["Sara", "Anna", "Bruno", "Carla"][:seats]
    return create_narrator(game, Translator(lang), 0, names)


def typed(state: Any, n: Narrator, line: str) -> str:
    """What the console answers a typed line that the game refuses."""
    text = n.canonical(line)
    before = state.to_json()
    with pytest.raises(ActionError) as refused:
        if text is None:  # no move of the game: the engine's own refusal
            raise find(n.game).unknown(line, state)
        state.apply(text)
    assert state.to_json() == before  # bad input changes nothing
    said = n.action_error(refused.value)
    assert clean(said), said
    return said


def in_words(n: Narrator, engine_text: str) -> str:
    """An engine move as the listener types it (the language's words and card letters)."""
    return n.action_label(engine_text)


def test_a_card_that_does_not_fit_a_set_says_a_set_holds_one_rank() -> None:
    """The issue's layoff 3s 4: "does not fit" becomes the rule and the meld."""
    n = narrator("rummy40", "en")
    said = typed(rummy(SETS, SETS_OPENING), n, "layoff 3s 3")
    assert said.startswith(
        "That is not possible, meld 3 is a set of 2s, and a set holds one rank only."
    )
    assert "does not fit" not in said


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_misfit_says_its_rule_in_every_language(lang: str) -> None:
    n = narrator("rummy40", lang)
    generic = n.t("rummy40-error-does-not-fit")
    run = rummy(RUN, RUN_OPENING)
    cases = {
        "layoff 9C 1": n.t("rummy40-misfit-rank", meld=1, rank=13),  # a set of kings
        "layoff 9C 2": n.t("rummy40-misfit-run-suit", meld=2, suit="H"),
    }
    for move, clause in cases.items():
        said = typed(run, n, in_words(n, move))
        assert clause in said and generic not in said, said
    # The run takes the 4 or the 9 of hearts; the 6 is its joker's card: a swap, said so.
    said = typed(run, n, in_words(n, "layoff 6H 2"))
    assert n.card_the("4H") in said and n.card_the("9H") in said, said
    assert in_words(n, "swap 6H 2") in said, said


def test_a_swap_on_a_set_of_two_jokers_says_two_missing_cards_free_one() -> None:
    """The issue's swap 10s 1: R40-13c, with the missing cards named."""
    n = narrator("rummy40", "en")
    said = typed(rummy(SETS, SETS_OPENING), n, "swap 10s 2")
    assert said.startswith(
        "That is not possible, in a set a joker stands for a missing suit, so with two jokers "
        "in meld 2 any two missing cards together free one, two of the 10 of clubs, the 10 of "
        "hearts, and the 10 of spades."
    ), said


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_swap_refusal_says_which_cards_free_a_joker(lang: str) -> None:
    n = narrator("rummy40", lang)
    generic = n.t("rummy40-error-no-joker")
    run = rummy(RUN, RUN_OPENING)
    said = typed(run, n, in_words(n, "swap 9C 2"))
    assert n.card_the("6H") in said and generic not in said, said
    said = typed(run, n, in_words(n, "swap 9C 1"))
    assert n.t("rummy40-free-none", meld=1) in said, said
    sets = rummy(SETS, SETS_OPENING)
    said = typed(sets, n, in_words(n, "swap 10S 2"))
    for card in ("10C", "10H", "10S"):  # with its article, or alone where case needs it
        assert n.card_the(card) in said or n.cards.name(card) in said, said


@pytest.mark.parametrize("lang", LANGUAGES)
def test_meld_alone_says_what_it_needs_with_an_example(lang: str) -> None:
    n = narrator("rummy40", lang)
    state = rummy(SETS, SETS_OPENING)
    for kind in ("meld", "layoff", "swap", "discard"):
        word = n.kind_word(kind)
        said = typed(state, n, word)
        assert not said.startswith(n.t("error-unknown-command", text=word)), said
        assert said.startswith(n.t(f"rummy40-needs-{kind}", word=word, example="")[:12]), said
    # A word that is no card is named before what the move needs.
    said = typed(state, n, f"{n.kind_word('meld')} zz 8H 9H")
    assert said.startswith(n.t("error-not-a-card", word="zz")), said


def test_meld_alone_in_english() -> None:
    said = typed(rummy(SETS, SETS_OPENING), narrator("rummy40", "en"), "meld")
    assert said.startswith(
        "To lay down a meld, type meld and its cards, three or more, for example meld 7 H 8 H 9 H."
    )


def lasvegas(lang: str) -> tuple[Any, Narrator]:
    """A Las Vegas match at its first decision, seat 0 to move."""
    state = find("lasvegas").new_state(3, seed=2)
    n = narrator("lasvegas", lang, 3)
    while state.current_player != 0:
        state.apply(state.legal_actions()[0])
    return state, n


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_negative_raise_is_read_back_with_its_minus(lang: str) -> None:
    state, n = lasvegas(lang)
    for kind in ("raise", "bet"):
        word = n.kind_word(kind)
        said = typed(state, n, f"{word} -3")
        assert f"{n.t('said-minus')} 3" in said, said
        assert n.t("error-unknown-command", text=f"{word} 3") not in said
        assert f"{word} 2" in said and clean(said)


def test_raise_minus_three_in_english() -> None:
    _state, n = lasvegas("en")
    assert n.unknown_command("raise -3") == (
        "I do not understand minus 3 as a number of chips. A raise is a whole number of chips, "
        "1 or more, for example raise 2."
    )


NUMBER_WORDS = {"en": "two", "it": "due", "de": "zwei", "el": "δύο"}


@pytest.mark.parametrize("lang", LANGUAGES)
def test_number_words_are_read_in_every_game(lang: str) -> None:
    two = NUMBER_WORDS[lang]
    lv = narrator("lasvegas", lang, 3)
    assert lv.canonical(f"{lv.kind_word('raise')} {two}") == "raise 2"
    assert lv.canonical(f"{lv.kind_word('bet')} {two.upper()}") == "bet 2"
    khmer = narrator("khmer", lang)
    assert khmer.canonical(f"{khmer.kind_word('play')} {two}") == "play 2"
    king = narrator("king", lang, 4)
    plus = king.t("king-typed-plus").split()[0]
    assert king.canonical(f"{king.kind_word('bid')} {plus} {two}") == "bid +2"
    rummy40 = narrator("rummy40", lang)
    assert rummy40.canonical(f"{in_words(rummy40, 'layoff 10H 1')[:-1]}{two}") == "layoff 10H 2"


@pytest.mark.parametrize("lang", LANGUAGES)
def test_move_words_of_other_games_say_what_they_need(lang: str) -> None:
    """King's play, bid, ultimatum and contract alone; a word after knock or hold."""
    king = narrator("king", lang, 4)
    for kind in ("play", "bid", "ultimatum", "contract"):
        word = king.kind_word(kind)
        said = king.unknown_command(word)
        assert said != king.t("error-unknown-command", text=word) and word in said, said
        assert clean(said)
    hold = king.kind_word("hold")
    assert king.unknown_command(f"{hold} now") == king.t("error-word-alone", word=hold)
    khmer = narrator("khmer", lang)
    knock = khmer.kind_word("knock")
    assert khmer.unknown_command(f"{knock} now") == khmer.t("error-word-alone", word=knock)
    said = king.unknown_command(f"{king.kind_word('play')} zz")
    assert said.startswith(king.t("error-not-a-card", word="zz")), said
