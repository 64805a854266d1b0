"""Rummy 40 at the console: the blind-fair table's keys and help, a resumed turn, the
question before taking the discard under each rule, and the discard count with duplicates."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from access_cards.console.play import bot_names
from access_cards.console.saves import SavedMatch
from access_cards.console.session import GameSession
from access_cards.games import find
from access_cards.narration import LANGUAGES, Translator, create_narrator
from access_cards.speech import Speaker

SEATS = ["you", "bot:easy"]
GAME = find("rummy40")


def session(
    tmp_path: Path, options: dict[str, Any] | None = None, state: Any = None, lang: str = "en"
) -> tuple[GameSession, list[str]]:
    t = Translator(lang)
    state = state or GAME.new_state(2, seed=5, options={"dealer": 1, **(options or {})})
    said: list[str] = []
    s = GameSession(
        SavedMatch(state, SEATS, bot_names(t, SEATS)), t, Speaker("text", write=said.append),
        save_path=tmp_path / "rummy40.json",
    )  # fmt: skip
    return s, said


def help_text(s: GameSession, said: list[str]) -> str:
    said.clear()
    s.handle("?")
    for _ in range(8):
        s.handle("")
    return " ".join(said)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_blind_fair_table_turns_message_walking_off_and_says_so(tmp_path: Path, lang: str) -> None:
    """At the default table (top discard only) the help names r but not comma, period, less
    and greater; pressed anyway, each says why it is off.  At a full table they are back."""
    t = Translator(lang)
    s, said = session(tmp_path, lang=lang)
    s.start()
    text = help_text(s, said)
    assert t("key-back") not in text and t("key-repeat") in text, text
    said.clear()
    s.handle(",")
    assert said == [t("console-history-top-only")]
    full, said_full = session(tmp_path, {"r40_discard_history": "all"}, lang=lang)
    full.start()
    assert t("key-back") in help_text(full, said_full)


def test_resuming_between_two_steps_says_whose_turn(tmp_path: Path) -> None:
    """A match saved after the player's draw resumes with "Your turn." before the steps
    left, though "Discard to end your turn." holds its words."""
    state = GAME.new_state(2, seed=5, options={"dealer": 1})
    state.apply("draw stock")
    resumed = GAME.from_json(state.to_json())
    s, said = session(tmp_path, state=resumed)
    s.start(resumed=True)
    text = " ".join(said)
    assert "Your turn." in text and text.index("Your turn.") < text.index("end your turn")


@pytest.mark.parametrize(
    ("rule", "ending"),
    [
        ("new_meld", "melding it."),
        ("meld_or_layoff", "melding it or laying it off."),
        ("any_meld", "with at least one new meld."),
    ],
)
def test_the_question_before_taking_follows_the_rule(rule: str, ending: str) -> None:
    """R40-10's option decides what taking the discard obliges; the question says that."""
    narrator = create_narrator("rummy40", Translator("en"), 0, ["You", "Anna"])
    view = {
        "seat": 0,
        "opened": [False, False],
        "top_discard": "8D",
        "opening_minimum": 40,
        "options": {"r40_discard_take_use": rule},
        "legal_actions": ["draw stock", "draw discard"],
    }
    question = narrator.confirm("draw discard", view)
    assert question is not None
    assert question.startswith("Take the 8 of diamonds? ") and question.endswith(ending)


def test_the_discard_count_counts_cards_not_codes(tmp_path: Path) -> None:
    """With two 7 of clubs in hand, a after the draw counts fourteen cards to discard from."""
    s, said = session(tmp_path)
    s.start()
    s.handle("draw stock")
    view = s.state.view(0)
    assert len(view["hand"]) == 14 and len(set(view["hand"])) < 14
    said.clear()
    s.handle("a")
    assert any("discard one of 14 cards" in line for line in said), said


@pytest.mark.parametrize(
    ("lang", "typed", "meant"),
    [
        ("en", "meld 6 of hearts 7 of hearts 8 of hearts", "meld 6H 7H 8H"),
        ("en", "meld queen of spades, king of spades and joker", "meld QS KS JK"),
        ("en", "layoff 10 of hearts 2", "layoff 10H 2"),
        ("it", "cala 6 di cuori 7 di cuori 8 di cuori", "meld 6H 7H 8H"),
        ("it", "cala donna di picche re di picche jolly", "meld QS KS JK"),
    ],
)
def test_card_names_may_follow_one_another_without_commas(
    lang: str, typed: str, meant: str
) -> None:
    """Names typed one after another are split into cards, as codes are."""
    narrator = create_narrator("rummy40", Translator(lang), 0, ["You", "Anna"])
    assert narrator.canonical(typed) == meant


def test_cards_that_make_no_meld_are_refused_with_the_reason(tmp_path: Path) -> None:
    """"meld JK 2C 4D" is a meld command whose cards make no meld: the player hears why,
    not "I do not understand", and nothing changes."""
    s, said = session(tmp_path)
    s.start()
    s.handle("draw stock")
    before = s.state.to_json()
    said.clear()
    s.handle("meld JK 2C 4D")
    assert said and said[0].startswith("That is not possible, those cards make no meld"), said
    assert s.state.to_json() == before


def test_a_refusal_names_only_the_cards_not_held() -> None:
    """Holding the 8 of diamonds and one joker, "meld run 8D JK JK" lacks the second joker
    only: the refusal names the joker, not the 8."""
    from access_cards.engine.errors import IllegalActionError
    from tests.test_rummy40_rules import new

    state = new([["8D", "JK"], []])
    state.apply("draw stock")
    with pytest.raises(IllegalActionError) as info:
        state.apply("meld run 8D JK JK")
    assert (info.value.reason, info.value.details["cards"]) == ("not_in_hand", ["JK"])


def test_a_first_meld_the_hand_cannot_bring_to_40_is_refused_so(tmp_path: Path) -> None:
    """Three 7s (21) with nothing else to meld: the refusal says the opening is out of
    reach, with the numbers, not that the turn could not be ended."""
    from tests.test_rummy40_rules import new

    hand = ["7H", "7D", "7C", "2S", "5H", "9D", "QC", "4S", "8H", "JD", "3C", "6S", "KH"]
    state = new([hand, []])
    s, said = session(tmp_path, state=state)
    s.start()
    s.handle("draw stock")
    said.clear()
    s.handle("meld 7H 7D 7C")
    assert said[0].startswith(
        "That is not possible, with that meld your melds this turn would be worth 21, and the"
        " rest of your hand cannot add the 19 more an opening needs."
    ), said


@pytest.mark.parametrize(
    ("lang", "typed", "meant"),
    [
        ("en", "draw from the discard pile", "draw discard"),
        ("en", "take the discard pile", "draw discard"),
        ("en", "draw the stock pile", "draw stock"),
        ("en", "draw", "draw stock"),
        ("it", "pesca dalla pila degli scarti", "draw discard"),
        ("it", "prendi dagli scarti", "draw discard"),
        ("it", "pesca dal mazzo", "draw stock"),
    ],
)
def test_a_draw_may_be_said_in_a_few_words(lang: str, typed: str, meant: str) -> None:
    """The word that names the source decides, whatever words surround it."""
    narrator = create_narrator("rummy40", Translator(lang), 0, ["You", "Anna"])
    assert narrator.canonical(typed) == meant
