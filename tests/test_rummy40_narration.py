"""Rummy 40 narration (issue 14, "By ear"): every event heard in English and Italian at
every verbosity, "you" and third person; no voiced symbol; a stock draw never names its card
to another seat; the hand, table and assist answers for hand-built positions; typed moves in
both languages; a clause for every reason code; a help that names only live keys.

The narrator is built directly (the game is not registered yet), as ``create_narrator``
would build it.
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from functools import cache
from itertools import product
from typing import Any

import pytest

from access_cards.console.session import COMMANDS, HOTKEYS
from access_cards.engine import ActionError, Event
from access_cards.engine.cards import find_deck
from access_cards.games.rummy40 import GAME
from access_cards.games.rummy40.why import REASONS
from access_cards.narration import LANGUAGES, Translator
from access_cards.narration.base import KEY_SYMBOLS
from access_cards.narration.rummy40 import NARRATOR, Rummy40Narrator
from tests.heard import clean

NAMES = ("Sara", "Anna", "Bruno", "Carla")
VERBOSITIES = ("brief", "normal", "full")
OPTION_SETS: list[dict[str, Any]] = [
    {},
    {"r40_match": "elimination", "r40_threshold": 60, "r40_discard_history": "all"},
    {"r40_discard_take_use": "meld_or_layoff", "r40_freed_joker": "keep"},
    {"r40_opening_min_scope": "discard_take_only", "r40_layoff_in_opening_turn": "no"},
    {"r40_payout": "proportional_pool", "r40_blocked_hand": "penalties"},
]
ILLEGAL_TRIES = ("discard JK", "layoff 2C 9", "swap 7H 1", "draw discard", "meld 2C 3C 4C")


def narrator(
    lang: str = "en", seat: int | None = 0, verbosity: str = "normal", seats: int = 4
) -> Rummy40Narrator:
    return Rummy40Narrator(Translator(lang), seat, NAMES[:seats], verbosity=verbosity)


Played = tuple[tuple[Event, ...], tuple[dict[str, Any], ...], tuple[ActionError, ...]]


@cache
def played(seats: int, options_index: int, seed: int) -> Played:
    """A whole match of random legal play: its events, seat 0's views on its turns, and the
    errors of a few illegal commands tried on the way."""
    state = GAME.new_state(seats, seed=seed, options=OPTION_SETS[options_index])
    rng = random.Random(seed)
    events: list[Event] = list(state.start_events)
    views: list[dict[str, Any]] = []
    errors: list[ActionError] = []
    while not state.is_over:
        if state.current_player == 0 and len(views) < 30:
            views.append(state.view(0))
            try:
                state.apply(rng.choice(ILLEGAL_TRIES))
            except ActionError as exc:
                errors.append(exc)
        events += state.apply(rng.choice(state.legal_actions()))
    views.append(state.view(0))
    return tuple(events), tuple(views), tuple(errors)


def games() -> Iterator[Played]:
    for seats, index in product((2, 3, 4), range(len(OPTION_SETS))):
        yield played(seats, index, seats * 10 + index)


# -- every event ------------------------------------------------------------------------------


@pytest.mark.parametrize(("lang", "verbosity"), list(product(LANGUAGES, VERBOSITIES)))
def test_every_event_of_whole_hands_is_heard_cleanly(lang: str, verbosity: str) -> None:
    seen = set()
    for events, _views, _errors in games():
        seats = len(events[0]["seats_in"])
        for seat in (0, 1, None):
            n = narrator(lang, seat, verbosity, seats)
            for event in events:
                if not event.visible_to(seat):
                    continue
                said = n.describe(event)
                assert said, event
                for text in said:
                    assert clean(text), (event, text)
                seen.add(event.type)
    assert {"deal_start", "dealt", "upcard", "draw", "drawn", "meld", "layoff", "discard"} <= seen
    assert {"penalty", "payout", "deal_end", "match_end"} <= seen


def test_rare_events_are_heard() -> None:
    """Events random play seldom reaches, built by hand."""
    made = [
        Event("rummy", seat=1, bonus=25),
        Event("reshuffle", stock=40, top="9S"),
        Event("blocked", penalties=[20, 34, None, 5], cause="stock_rounds", reshuffles=8),
        Event("payout", winner=None, pool=400, buy_in=100, paid=[None] * 4, chips=[0] * 4),
        Event("eliminated", seats=[2, 0], penalty_totals=[104, 20, 110, 30]),
        Event(
            "swap", seat=1, cards=["10C", "10H"], meld=1, owner=0, stood_for=None,
            joker_freed=True, closed=True, meld_cards=["10C", "10D", "10H", "10S"],
            jokers_to_place=1, hand_size=9,
        ),
        Event(
            "layoff", seat=0, card="JK", meld=2, owner=1, end="low", stands_for="5C",
            cards=["JK", "6C", "7C", "8C"], closed=False, hand_size=4,
        ),
        Event("match_end", scores=[50, 50, -50, -50], result=[1, 1, 3, 3]),
    ]  # fmt: skip
    for lang, seat in product(LANGUAGES, (0, 1, None)):
        n = narrator(lang, seat, "full")
        for event in made:
            said = n.describe(event)
            assert said and all(clean(s) for s in said), said
    en = narrator("en", 1)
    assert en.describe(made[0]) == [
        "Rummy! You went out in the turn of your opening. "
        "Every other player adds 25 penalty points."
    ]
    assert "take back the joker" in en.describe(made[5])[0]
    assert "The set is now closed." in en.describe(made[5])[0]
    assert en.describe(made[6]) == [
        "Sara lays off the joker at the low end of your meld 2, as the 5 of clubs."
    ]
    assert narrator("it", 0).describe(made[7])[0].startswith("Tu e Anna sono primi")


def test_a_stock_draw_never_names_its_card_to_another_seat() -> None:
    for events, _views, _errors in games():
        seats = len(events[0]["seats_in"])
        for i, event in enumerate(events):
            if event.type != "draw" or event["source"] != "stock":
                continue
            drawn = events[i + 1]
            assert drawn.type == "drawn" and drawn.audience == event["seat"]
            for lang in LANGUAGES:
                for seat in (s for s in (*range(seats), None) if s != event["seat"]):
                    n = narrator(lang, seat, "full", seats)
                    heard = " ".join(n.describe(event))
                    assert n.card_the(drawn["card"]) not in heard
                    assert not drawn.visible_to(seat)
                n = narrator(lang, event["seat"], "full", seats)
                assert n.card_the(drawn["card"]) in " ".join(n.describe(drawn))


def test_a_discard_draw_names_the_card_to_everyone() -> None:
    n = narrator("en", 0)
    e = Event("draw", seat=1, source="discard", card="8D", stock=40, discard=3, hand_size=14,
              must_use="8D")  # fmt: skip
    assert n.describe(e) == [
        "Anna takes the 8 of diamonds from the discard pile, and must meld it this turn."
    ]


def test_a_meld_says_its_cards_jokers_value_and_the_opening() -> None:
    meld = Event(
        "meld", seat=1, number=3, owner=1, kind="run", cards=["5H", "JK", "7H", "8H"],
        jokers=[{"position": 1, "stands_for": "6H"}], closed=False, value=26,
        opening_total=54, opened=True, opens=True, hand_size=6,
    )  # fmt: skip
    assert narrator("en").describe(meld) == [
        "Anna lays down meld 3, a run of hearts, 5, joker as 6, 7, and 8, worth 26. "
        "Anna opens with 54."
    ]
    assert narrator("it").describe(meld) == [
        "Anna cala la combinazione 3, una scala di cuori, 5, jolly come 6, 7 e 8, che vale 26. "
        "Anna apre con 54."
    ]
    closed = Event(
        "meld", seat=0, number=1, owner=0, kind="set", cards=["KC", "KD", "KS", "JK"],
        jokers=[{"position": 3, "stands_for": None, "rank": "K", "suits": ["H"]}],
        closed=True, value=40, opening_total=40, opened=True, opens=True, hand_size=9,
    )  # fmt: skip
    assert narrator("en").describe(closed) == [
        "You lay down meld 1, a closed set of kings, clubs, diamonds, spades, and joker, "
        "worth 40. You open with 40."
    ]


# -- queries on a hand-built position ---------------------------------------------------------

SEAT0 = ["7H", "7H", "8H", "9H", "10H", "KS", "KD", "KC", "JK", "2C", "4D", "5S", "9C"]
SEAT1 = ["2D", "3D", "4H", "5H", "6C", "8C", "10C", "QC", "AD", "3S", "4S", "6D", "10D"]
UPCARD = "8D"
STOCK_TOP = ["6H", "2H", "3H"]


def position_deck() -> list[str]:
    deck = [c.code for c in find_deck("rummy40").cards]
    for code in (*SEAT0, *SEAT1, UPCARD, *STOCK_TOP):
        deck.remove(code)
    return [*SEAT0, *SEAT1, UPCARD, *STOCK_TOP, *deck]


def position() -> Any:
    """Two seats, seat 0 first; seat 0 holds two runs' worth of hearts, three kings, a joker."""
    return GAME.new_state(2, seed=3, options={"dealer": 1}, deck=position_deck())


def test_the_hand_is_said_by_suit_with_duplicates_counted() -> None:
    view = position().view(0)
    assert narrator("en").query("hand", view) == [
        "Your hand, thirteen cards. Clubs, three cards. 2, 9, and king. Diamonds, two cards. "
        "4 and king. Hearts, five cards. Two 7s, 8, 9, and 10. Spades, two cards. 5 and king. "
        "One joker."
    ]
    assert (
        narrator("it")
        .query("hand", view)[0]
        .endswith("Cuori, cinque carte. Due 7, 8, 9 e 10. Picche, due carte. 5 e re. Un jolly.")
    )


def test_the_assist_names_melds_values_and_the_opening() -> None:
    view = position().view(0)
    said = narrator("en").query("assist", view)
    assert "A run of hearts, 7, 8, 9, and 10, worth 34." in said
    assert "A set of kings, clubs, diamonds, and spades, worth 30." in said
    # The total first, with the melds that make it (issue 25: tests/test_totals_said.py).
    assert said[:3] == [
        "Your best melds together are worth 74, enough to open.",
        "A run of hearts, 7, 8, 9, 10, and joker as jack, worth 44.",
        "A set of kings, clubs, diamonds, and spades, worth 30.",
    ]
    assert said[-1] == "You have not opened, so you cannot lay off or take back a joker yet."


def test_a_turn_heard_and_the_table_after_it() -> None:
    state = position()
    n = narrator("en", 0, "normal", 2)
    heard = []
    for text in ("draw stock", "meld 6H 7H 8H 9H 10H", "meld KC KD KS", "layoff JK 2"):
        heard += [s for e in state.apply(text) if e.visible_to(0) for s in n.describe(e)]
    assert heard == [
        "You draw from the stock.",
        "You drew the 6 of hearts.",
        "You lay down meld 1, a run of hearts, 6, 7, 8, 9, and 10, worth 40. You open with 40.",
        "You lay down meld 2, a set of kings, clubs, diamonds, and spades, worth 30.",
        "You lay off the joker on your meld 2. The set is now closed.",
    ]
    view = state.view(0)
    table = n.query("table", view)
    assert table[0] == "Meld 1, yours, a run of hearts, 6, 7, 8, 9, and 10."
    assert table[1] == "Meld 2, yours, a closed set of kings, clubs, diamonds, spades, and joker."
    assert table[2] == (
        "You have opened. Anna has not opened. Top of the discard pile, the 8 of diamonds. "
        "78 cards in the stock. Cards in hand. You 5, Anna 13."
    )
    actions = n.query("actions", view)
    assert actions[-1].startswith("To end your turn, discard one of 5 cards, for example")
    assist = n.query("assist", view)
    assert "Nothing in your hand fits the melds on the table." in assist
    assert clean(n.braille_text(view)) and n.braille_text(view) == "hand 2C 9C 4D 7H 5S, top 8D"


def test_an_obligation_is_said_after_taking_the_discard() -> None:
    state = position()
    view = state.view(0)
    n = narrator("en", 0, "normal", 2)
    assert n.your_turn(view) == "Your turn. Draw from the stock, or take the 8 of diamonds."
    assert n.query("actions", view) == [
        "Type draw stock to draw from the stock, or draw discard to take the 8 of diamonds, "
        "which you can meld with the 8 of hearts and the joker."
    ]
    fake = dict(view, phase="meld", legal_actions=["meld 7H 8H 9H"])
    fake["turn"] = {
        "drawn_from": "discard", "opening_total": 0, "opening_needed": 40, "must_use": "8D",
        "may_not_discard": "8D", "jokers_to_place": 0, "opening_turn": False,
    }  # fmt: skip
    said = n.query("actions", fake)
    assert said[0] == "You must meld the 8 of diamonds you took."
    assert said[1] == ("You have 0 toward the opening, and need 40 more before you discard.")
    assert said[-1] == "You cannot discard yet."
    lenient = dict(fake, options=dict(view["options"], r40_discard_take_use="meld_or_layoff"))
    assert n.query("actions", lenient)[0] == "You must meld or lay off the 8 of diamonds you took."
    other = narrator("it", 1, "normal", 2)
    assert other.query("turn", fake) == [
        "È il turno di Sara. Sara ha pescato. "
        "Sara deve calare l'8 di quadri che ha preso dagli scarti. "
        "Sara ha 0 punti verso l'apertura, e gliene mancano 40."
    ]


def test_the_discard_pile_is_listed_only_with_the_option() -> None:
    for index, expected in ((0, "Only the top"), (1, "The discard pile,")):
        _events, views, _errors = played(3, index, 30 + index)
        said = narrator("en").query("discards", views[len(views) // 2])
        assert said[0].startswith(expected), said


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_query_at_every_turn_is_clean(lang: str) -> None:
    for events, views, _errors in games():
        n = narrator(lang, 0, "normal", len(events[0]["seats_in"]))
        for view in views:
            for query in n.QUERIES:
                said = n.query(query, view)
                assert said and all(clean(s) for s in said), (query, said)
            assert clean(n.your_turn(view)) if view["current_player"] == 0 else True
            assert clean(n.braille_text(view)) and clean(n.intro(view))


# -- typed moves ------------------------------------------------------------------------------

TYPED = [
    ("en", "draw", "draw stock"),
    ("en", "draw stock", "draw stock"),
    ("en", "take the discard", "draw discard"),
    ("en", "meld 9h 7h 8h", "meld 9H 7H 8H"),
    ("en", "meld run 7s jk jk", "meld run 7S JK JK"),
    ("en", "meld 7 of hearts, 8 of hearts and 9 of hearts", "meld 7H 8H 9H"),
    ("en", "layoff 10h 2", "layoff 10H 2"),
    ("en", "lay off joker on 2 high", "layoff JK 2 high"),
    ("en", "swap 10c 10h 1", "swap 10C 10H 1"),
    ("en", "discard queen of spades", "discard QS"),
    ("it", "pesca", "draw stock"),
    ("it", "pesca mazzo", "draw stock"),
    ("it", "pesca dagli scarti", "draw discard"),
    ("it", "cala 7C 8C 9C", "meld 7H 8H 9H"),
    ("it", "cala scala 7P JK JK", "meld run 7S JK JK"),
    ("it", "cala tris 7P jolly jolly", "meld set 7S JK JK"),
    ("it", "cala 7 di cuori, 8 di cuori e 9 di cuori", "meld 7H 8H 9H"),
    ("it", "metti 8F 2", "layoff 8C 2"),
    ("it", "attacca il jolly alla 2 sopra", "layoff JK 2 high"),
    ("it", "metti JK 2 sotto", "layoff JK 2 low"),
    ("it", "cambia 10F 10C 1", "swap 10C 10H 1"),
    ("it", "riprendi 6F 3", "swap 6C 3"),
    ("it", "scarta 9P", "discard 9S"),
    ("it", "scarta la donna di picche", "discard QS"),
    ("it", "meld 7H 8H 9H", "meld 7h 8h 9h"),
    ("it", "discard QS", "discard qs"),
]


@pytest.mark.parametrize(("lang", "typed", "engine"), TYPED)
def test_typed_moves(lang: str, typed: str, engine: str) -> None:
    found = narrator(lang).canonical(typed)
    assert found == engine
    assert GAME.read_actions(found)


@pytest.mark.parametrize("typed", ["cala", "metti 8F", "scarta", "cambia 2", "vola 7C"])
def test_incomplete_italian_moves_are_not_read(typed: str) -> None:
    assert narrator("it").canonical(typed) is None


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_legal_action_label_types_back(lang: str) -> None:
    n = narrator(lang)
    for _events, views, _errors in games():
        for view in views:
            for text in view["legal_actions"]:
                label = n.action_label(text)
                back = n.canonical(label)
                assert back is not None, (text, label)
                action = GAME.read_action(text)
                assert action in GAME.read_actions(back), (text, label, back)


# -- errors, confirmations, help --------------------------------------------------------------

DETAILS: dict[str, dict[str, Any]] = {
    "cannot_take_discard": {"card": "8D", "opened": False},
    "not_in_hand": {"cards": ["7H", "7H"]},
    "no_such_meld": {"melds": 4},
    "opening_too_low": {"total": 24, "needed": 16},
    "opening_out_of_reach": {"total": 21, "needed": 19},
    "not_a_meld": {"cards": ["2H", "4H", "9H"]},
    "taken_card_not_used": {"card": "8D"},
    "may_not_discard_taken": {"card": "8D"},
}


@pytest.mark.parametrize(("lang", "reason"), list(product(LANGUAGES, REASONS)))
def test_every_reason_code_has_its_own_clause(lang: str, reason: str) -> None:
    n = narrator(lang)
    legal = ["meld 7H 8H 9H", "meld 7H 8H 9H 10H", "layoff JK 2", "discard 2C", "discard 9C"]
    exc = ActionError("refused", text="x", reason=reason, legal=legal, details=DETAILS.get(reason))
    said = n.action_error(exc)
    assert clean(said), said
    generic = n.t("error-not-possible", reason=n.t("error-not-now"))
    assert not said.startswith(generic)
    if reason != "match_over":
        assert n.t("rummy40-legal-examples") in said


def test_the_legal_summary_is_compact() -> None:
    n = narrator("en")
    legal = [f"meld {c}" for c in ("7H 8H 9H", "8H 9H 10H", "7H 8H 9H 10H")]
    legal += ["layoff JK 2", "swap 6C 1", "discard 2C", "discard 9C"]
    exc = ActionError("refused", text="x", reason="must_keep_one_card", legal=legal)
    assert n.action_error(exc) == (
        "That is not possible, you must keep one card to discard. You may now lay down one of "
        "3 melds, lay off a card, take back a joker, or discard one of 2 different cards. "
        "Press a for examples."
    )
    draw = ActionError(
        "refused", text="x", reason="must_draw", legal=["draw stock", "draw discard"]
    )
    assert narrator("it").action_error(draw) == (
        "Non è possibile, prima devi pescare, dal mazzo o dagli scarti. Ora puoi scrivere "
        "pesca mazzo o scrivere pesca scarti. Premi a per degli esempi."
    )


@pytest.mark.parametrize("lang", LANGUAGES)
def test_errors_of_real_play_are_heard_cleanly(lang: str) -> None:
    n = narrator(lang)
    count = 0
    for _events, _views, errors in games():
        for exc in errors:
            assert clean(n.action_error(exc)), exc
            count += 1
    assert count


def test_confirmations() -> None:
    view = position().view(0)
    n = narrator("en", 0, "normal", 2)
    assert n.confirm("draw discard", view) == (
        "Take the 8 of diamonds? You must then open this turn with 40 or more, melding it."
    )
    assert n.confirm("discard JK", view) == "Discard the joker? The next player may take it."
    assert n.confirm("draw stock", view) is None
    assert n.confirm("discard 2C", view) is None


def live_keys(n: Rummy40Narrator) -> dict[str, str]:
    """The keys a console session would make live (console/session.py ``_live_keys``)."""
    answers = f"{n.t('console-yes-words')} {n.t('console-no-words')}".casefold()
    reserved = n.reserved_keys() | {word[0] for word in answers.split()}
    keys = {**HOTKEYS, **n.KEYS}
    return {
        k: c for k, c in keys.items() if k not in reserved and (c in COMMANDS or c in n.QUERIES)
    }


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_help_names_only_live_keys_and_the_moves(lang: str) -> None:
    n = narrator(lang)
    keys = live_keys(n)
    assert {"x", "k", "a", "t", "h"} <= set(keys)
    assert ("s" in keys) == (lang != "it")  # Italian keeps s for "sì"
    lines = n.help_keys(keys)
    symbols = {n.t("help-key-symbol", symbol=name): ch for ch, name in KEY_SYMBOLS.items()}
    named = set()
    for text in lines:
        assert clean(text), text
        for sentence in text.replace("? ", ". ").split(". "):
            head, comma, _ = sentence.partition(",")
            if comma and (len(head) == 1 or head in symbols):
                named.add(symbols.get(head, head))
    assert named == set(keys), named ^ set(keys)
    moves = [text for text in lines if text.startswith(n.t("rummy40-help-moves-1")[:12])]
    assert moves
    assert len([t for t in lines if n.t("code-joker") in t]) >= 2  # JK, Greek ΤΖ


def test_the_narrator_is_exported_for_registration() -> None:
    assert NARRATOR is Rummy40Narrator
    assert Rummy40Narrator.game == "rummy40" and Rummy40Narrator.deck == "rummy40"
    for lang in LANGUAGES:
        n = narrator(lang)
        assert n.reserved_keys().isdisjoint(n.KEYS)
        assert all(clean(s) for s in n.rules_summary())
