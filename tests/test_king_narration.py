"""King narration (RULES.md §4, issue 5 §3): every King event is heard in every language at every
verbosity, "you" and third person; queries read only the seat's view and never name another
seat's unplayed cards; typed commands, confirmations and errors are translated.

Golden sentences are written by hand from the issue's example ("Sara takes the trick with the
ace of hearts: two hearts, minus 40").
"""

from __future__ import annotations

import random
import re
from collections.abc import Iterator
from functools import cache
from itertools import product
from typing import Any

import pytest

from access_cards.engine import ActionError, Event
from access_cards.games.king import King, KingState, position
from access_cards.narration import (
    LANGUAGES,
    Narrator,
    Translator,
    create_narrator,
    narrator_class,
)
from access_cards.narration.king import KingNarrator
from access_cards.narration.king.words import card_name
from access_cards.narration.speakable import speakable

NAMES = ("Sara", "Anna", "Bruno", "Carla")
EVENT_TYPES = {
    "deal_start", "dealt", "auction", "auction_end", "contract", "lead", "play",
    "trick_end", "deal_end", "match_end",
}  # fmt: skip
OPTION_SETS: list[dict[str, Any]] = [
    {},
    {"positive_mode": "simple", "deals": "no_hearts,positive,king_of_hearts"},
    {"king_early_stop": "on", "king_trick_history": "full", "deals": "no_queens,king_of_hearts"},
    {"deals": "positive,positive,positive", "king_failed_auction": "top_bid_at_most_plus1"},
]
SUITS = "♠♥♦♣♤♡♢♧"


def narrator(lang: str = "en", seat: int | None = 0, verbosity: str = "normal") -> Narrator:
    return create_narrator("king", Translator(lang), seat, NAMES, verbosity=verbosity)


def play_out(options: dict[str, Any], seed: int) -> tuple[list[Event], list[dict[str, Any]]]:
    """A whole game of random legal actions: its events and every seat-0 view on the way."""
    state = King.new_state(4, seed=seed, options=options)
    assert isinstance(state, KingState)
    rng = random.Random(seed)
    events, views = list(state.start_events), []
    while not state.is_over:
        views.append(state.view(0))
        events += state.apply(rng.choice(state.legal_actions()))
    views.append(state.view(0))
    return events, views


@cache
def collected() -> tuple[Event, ...]:
    found: list[Event] = []
    for options, seed in product(OPTION_SETS, range(3)):
        found += play_out(options, seed)[0]
    return tuple(dict.fromkeys(found))


def heard() -> Iterator[tuple[Event, int | None]]:
    for event in collected():
        for seat in (0, 2, None):
            if event.visible_to(seat):
                yield event, seat


def clean(text: str) -> bool:
    """A sentence fit to hear: no placeholder or None left, no suit symbol, and no symbol a
    screen reader would say as a word (issue 13: letters, digits and . , ? ! ' only)."""
    bad = ("{", "}", "None", "\u2068", "\u2069", *SUITS)
    return bool(text.strip()) and not any(b in text for b in bad) and speakable(text)


# -- every event type has a sentence ------------------------------------------------------------


def test_the_collected_events_cover_every_king_event_type() -> None:
    assert {e.type for e in collected()} == EVENT_TYPES


def test_the_king_narrator_is_registered() -> None:
    assert narrator_class("king") is KingNarrator


@pytest.mark.parametrize(("lang", "verbosity"), list(product(LANGUAGES, Narrator.VERBOSITY)))
def test_every_event_is_heard_cleanly(lang: str, verbosity: str) -> None:
    narrators = {s: narrator(lang, s, verbosity) for s in (0, 2, None)}
    seen = set()
    for event, seat in heard():
        lines = narrators[seat].describe(event)
        if event.type == "lead" and event["seat"] == seat:
            assert lines == []  # the listener's own lead: "Your lead." is the prompt's
            continue
        assert lines and all(clean(t) for t in lines), (event, lines)
        seen.add(event.type)
    assert seen == EVENT_TYPES


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_lead_is_said_once_to_its_leader(lang: str) -> None:
    """The deal's first lead: the leader hears the prompt only, the others who leads."""
    state = King.new_state(4, seed=3, options={"deals": "no_tricks", "dealer": 2})
    (lead,) = [e for e in state.start_events if e.type == "lead"]
    mine = [*narrator(lang, 2).describe(lead), narrator(lang, 2).your_turn(state.view(2))]
    assert mine == [narrator(lang, 2).t("king-your-lead")]
    assert narrator(lang, 0).describe(lead) == [narrator(lang, 0).t("king-leads", name="Bruno")]


def test_an_unknown_event_type_raises_key_error() -> None:
    with pytest.raises(KeyError):
        narrator().describe(Event("shuffle"))


# -- golden sentences ---------------------------------------------------------------------------


def hearts_deal(listener: int | None) -> Narrator:
    n = narrator("en", listener)
    n.describe(Event("deal_start", deal=2, name="no_hearts", dealer=1, scores=[0, 0, 0, 0]))
    return n


def test_golden_trick_with_hearts() -> None:
    trick = Event(
        "trick_end", number=3, leader=1, cards=["2H", "AH", "5C", "3D"], winner=2,
        tricks_won=[0, 1, 1, 1], points=-40, penalty_cards=["2H", "AH"], deal_name="no_hearts",
        takeover=None,
    )  # fmt: skip
    names = ("you", "Anna", "Sara", "Bruno")
    n = create_narrator("king", Translator("en"), 0, names)
    n.describe(Event("deal_start", deal=2, name="no_hearts", dealer=1, scores=[0, 0, 0, 0]))
    assert n.describe(trick) == ["Sara takes trick 3 with the ace of hearts. Two hearts, minus 40."]
    it = create_narrator("king", Translator("it"), 2, names)
    it.describe(Event("deal_start", deal=2, name="no_hearts", dealer=1, scores=[0, 0, 0, 0]))
    assert it.describe(trick) == ["Prendi la presa 3 con l'asso di cuori. Due cuori, meno 40."]


def test_golden_deal_start_and_end() -> None:
    n = narrator("en", 0)
    start = Event("deal_start", deal=3, name="no_queens", dealer=0, scores=[0, 0, 0, 0])
    assert n.describe(start) == ["Deal 3, no queens. Minus 50 for each queen taken. You deal."]
    end = Event(
        "deal_end", deal=3, name="no_queens", dealer=0, how="played", contract=None,
        declarer=None, sold=None, tricks_won=[3, 3, 3, 4], deal_scores=[-50, 0, -100, -50],
        trick_scores=[-50, 0, -100, -50], payment=None, scores=[-90, 10, -100, 0],
    )  # fmt: skip
    assert n.describe(end) == [
        "End of deal 3, no queens. This deal. You minus 50, Anna 0, Bruno minus 100, "
        "Carla minus 50. Totals. You minus 90, Anna plus 10, Bruno minus 100, Carla 0."
    ]
    assert narrator("it", 0).describe(start) == [
        "Smazzata 3, niente donne. Meno 50 per ogni donna presa. Distribuisci tu."
    ]


def test_golden_auction_and_contract() -> None:
    n = hearts_deal(0)
    worth = {"bid": "-1", "fixed": False, "points": 75, "per_trick": 75, "up_to": 1}
    bid = Event(
        "auction", seat=2, action="bid", bid="-1", stage="bidding", beneficiary=1, worth=worth
    )  # fmt: skip
    assert n.describe(bid) == ["Bruno bids minus 1."]
    assert narrator("it", 2).describe(bid) == ["Offri meno 1."]
    last = Event(
        "auction", seat=3, action="pass", bid=None, stage="decision", beneficiary=1, worth=None
    )  # fmt: skip
    assert n.describe(last) == ["Carla passes. The bidding is over. Anna decides."]
    sold = Event("auction_end", declarer=2, sold="-1", beneficiary=1, worth=worth)
    assert n.describe(sold) == [
        "Bruno buys the choice of contract for minus 1. Bruno will take over up to one of"
        " Anna's tricks, and pay Anna 75 for each at the end of the deal."
    ]
    assert (
        narrator("en", 1)
        .describe(sold)[0]
        .endswith(
            "Bruno will take over up to one of your tricks, and pay you 75 for each at the end"
            " of the deal."
        )
    )
    contract = Event("contract", seat=2, contract="spades", trump="S")
    assert n.describe(contract) == [
        "Bruno chooses spades. Spades are trumps. Plus 25 for each trick."
    ]


def test_play_names_the_player_and_card() -> None:
    play = Event("play", seat=1, card="QS", trick=["QS"])
    assert narrator("en", 0).describe(play) == ["Anna plays the queen of spades."]
    assert narrator("en", 1).describe(play) == ["You play the queen of spades."]
    assert narrator("it", 0).describe(play) == ["Anna gioca la donna di picche."]


def test_dealt_is_named_only_to_its_seat() -> None:
    dealt = Event("dealt", 0, seat=0, cards=["2C", "AC", "KH"])
    assert narrator("en", 0).describe(dealt) == [
        "Your hand. Clubs, two cards. Ace and 2. Diamonds, no cards. Hearts, one card. King."
        " Spades, no cards."
    ]
    assert narrator("it", 0).describe(dealt) == [
        "La tua mano. Fiori, due carte. Asso e 2. Quadri, nessuna carta. Cuori, una carta. Re."
        " Picche, nessuna carta."
    ]
    assert "king" not in narrator("en", 1).describe(dealt)[0]


# -- queries ------------------------------------------------------------------------------------


@pytest.mark.parametrize(("lang", "options"), list(product(LANGUAGES, OPTION_SETS)))
def test_every_query_answers_without_naming_other_hands(lang: str, options: dict[str, Any]) -> None:
    t = Translator(lang)
    n = narrator(lang, 0)
    state = King.new_state(4, seed=7, options=options)
    assert isinstance(state, KingState)
    rng = random.Random(7)
    while not state.is_over:
        view = state.view(0)
        fixed = [t("king-deal-cost", deal=view["deal_name"]), t("king-rules-3")]
        fixed += [t("king-deal-name", deal="king_of_hearts"), t("king-no-kh-lead")]
        hidden = [card_name(t, c) for s in (1, 2, 3) for c in state.hand_codes(s)]
        for query in n.QUERIES:
            text = " ".join(n.query(query, view))
            assert clean(text), (query, text)
            for phrase in fixed:
                text = text.replace(phrase, "")
            for name in hidden:
                assert not re.search(rf"\b{re.escape(name)}\b", text), (query, name, text)
        if state.current_player == 0:
            assert clean(n.your_turn(view))
        state.apply(rng.choice(state.legal_actions()))


def test_actions_give_the_reason_and_bid_values() -> None:
    state = position(
        [["2D", "9D", "AS"], ["3C", "4C", "5C"], ["6C", "7C", "8C"], ["9C", "10C"]],
        deal="no_hearts", leader=3, trick=["KD"],
    )  # fmt: skip
    text = " ".join(narrator("en", 0).query("actions", state.view(0)))
    assert text == "You must follow diamonds. You may play 2 of diamonds and 9 of diamonds."
    it = " ".join(narrator("it", 0).query("actions", state.view(0)))
    assert it.startswith("Devi rispondere a quadri.")
    ladder = narrator("en").query("ladder", state.view(0))[0]
    assert ladder.startswith("The bids, lowest first. Plus 1, worth 25 to the dealer. Plus 2")


def test_current_and_last_trick() -> None:
    state = position(
        [["2D", "9D", "AS"], ["3C", "4C", "5C"], ["6C", "7C", "8C"], ["9C", "10C"]],
        deal="no_hearts", leader=3, trick=["KD"],
    )  # fmt: skip
    n = narrator("en", 0)
    assert n.query("table", state.view(0)) == ["On the table. Carla, the king of diamonds."]
    state.apply("play 9D")
    state.apply("play 3C")
    state.apply("play 6C")
    assert n.query("last", state.view(0)) == [
        "Trick 11. Carla, the king of diamonds. You, the 9 of diamonds. Anna, the 3 of clubs. "
        "Bruno, the 6 of clubs. Carla took it."
    ]


# -- commands, confirmations, errors ---------------------------------------------------------------

TYPED = [
    ("en", "play QS", "play QS"),
    ("en", "play queen of spades", "play QS"),
    ("en", "play 10 hearts", "play 10H"),
    ("en", "bid plus 3", "bid +3"),
    ("en", "bid 3", "bid +3"),
    ("en", "ultimatum minus 1", "ultimatum -1"),
    ("en", "contract no trump", "contract notrump"),
    ("en", "hold", "hold"),
    ("it", "gioca donna di picche", "play QS"),
    ("it", "gioca dp", "play QS"),
    ("it", "offro più 3", "bid +3"),
    ("it", "offro -2", "bid -2"),
    ("it", "tengo", "hold"),
    ("it", "passo", "pass"),
    ("it", "accetto", "accept"),
    ("it", "rifiuto", "refuse"),
    ("it", "rinuncio", "decline"),
    ("it", "fallita", "fail"),
    ("it", "ultimatum meno 1", "ultimatum -1"),
    ("it", "contratto senza", "contract notrump"),
    ("it", "contratto cuori", "contract hearts"),
    ("it", "contratto negativo", "contract negative"),
]


@pytest.mark.parametrize(("lang", "typed", "engine"), TYPED)
def test_typed_commands(lang: str, typed: str, engine: str) -> None:
    assert narrator(lang).canonical(typed) == engine


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_legal_action_label_types_back(lang: str) -> None:
    n = narrator(lang, 0)
    for options, seed in product(OPTION_SETS, range(2)):
        for view in play_out(options, seed)[1]:
            for action in view["legal_actions"]:
                assert n.canonical(n.action_label(action)) == action


def test_confirmations() -> None:
    n = narrator("en", 0)
    view: dict[str, Any] = {
        "phase": "auction",
        "options": {"king_minus_settlement": "absorb_b_tricks"},
        "bid_worth": [{"bid": "+5", "fixed": True, "points": 125}],
        "auction": {"stage": "decision", "high_bid": "+3", "high_bidder": 2, "ultimatum": None},
    }
    assert n.confirm("accept", view) == (
        "Sell the choice of contract to Bruno for plus 3? Type yes or no."
    )
    assert n.confirm("fail", view) is not None
    assert n.confirm("ultimatum +5", view) is not None
    assert n.confirm("refuse", view) is None
    view["auction"] = {"stage": "ultimatum", "ultimatum": "+5", "high_bid": "+3"}
    assert n.confirm("accept", view) == (
        "Accept the ultimatum of plus 5, worth 125 to the dealer? Type yes or no."
    )
    assert n.confirm("decline", view) is None


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_card_not_followed_is_explained(lang: str) -> None:
    state = position(
        [["2D", "9D", "AS"], ["3C", "4C", "5C"], ["6C", "7C", "8C"], ["9C", "10C"]],
        deal="no_hearts", leader=3, trick=["KD"],
    )  # fmt: skip
    with pytest.raises(ActionError) as caught:
        state.apply("play AS")
    text = narrator(lang, 0).action_error(caught.value)
    expected = {"en": "you must follow diamonds", "it": "devi rispondere a quadri",
                "de": "du musst Karo bedienen", "el": "πρέπει να παίξεις καρό"}[lang]  # fmt: skip
    assert expected in text and clean(text)


def test_a_resumed_narrator_says_the_right_trick_costs() -> None:
    """A narrator made on resume, having heard no deal start, says the right trick costs."""
    state = position(
        [["2D", "9D", "AS"], ["3C", "4C", "5C"], ["6C", "7C", "8C"], ["9C", "10C"]],
        deal="no_queens", leader=3, trick=["QD"],
    )  # fmt: skip
    n = narrator("en", 0)
    n.query("status", state.view(0))
    state.apply("play 9D")
    state.apply("play 3C")
    events = state.apply("play 6C")
    trick = next(e for e in events if e.type == "trick_end")
    assert n.describe(trick) == [
        "Carla takes trick 11 with the queen of diamonds. The queen of diamonds, minus 50."
    ]


@pytest.mark.parametrize("history", ["full", "penalty_cards"])
def test_penalty_cards_taken_with_the_assist(history: str) -> None:
    state = position(
        [["2D", "9D", "AS"], ["3C", "4C", "5C"], ["6C", "7C", "8C"], ["9C", "10C"]],
        deal="no_queens", leader=3, trick=["QD"], options={"king_trick_history": history},
    )  # fmt: skip
    for card in ("9D", "3C", "6C"):
        state.apply(f"play {card}")
    taken = narrator("en", 0).query("taken", state.view(0))
    # The earlier tricks of position() hold the other queens, all won by Carla.
    assert taken[0].startswith("Penalty cards taken. You, none. Anna, none. Bruno, none. Carla, ")
    assert "queen of diamonds" in taken[0] and taken[0].count("queen") == 4
    # Every seat hears the same list: the assist is for the whole table alike.
    assert narrator("en", 1).query("taken", state.view(1))[0].endswith(taken[0].split(". ")[-1])


def test_penalty_cards_taken_are_not_listed_by_default() -> None:
    state = position(
        [["2D", "9D", "AS"], ["3C", "4C", "5C"], ["6C", "7C", "8C"], ["9C", "10C"]],
        deal="no_queens", leader=3, trick=["QD"],
    )  # fmt: skip
    for card in ("9D", "3C", "6C"):
        state.apply(f"play {card}")
    assert narrator("en", 0).query("taken", state.view(0)) == [
        "Penalty cards taken are not listed at this table. That needs the trick history"
        " option set to penalty cards or full."
    ]


@pytest.mark.parametrize(
    ("lang", "full", "short"),
    [
        ("en", "Anna plays the queen of spades.", "Anna plays queen spades."),
        ("it", "Anna gioca la donna di picche.", "Anna gioca donna picche."),
    ],
)
def test_the_short_card_style_names_cards_without_of(lang: str, full: str, short: str) -> None:
    """The settings' short card names reach King's sentences and answers."""
    play = Event("play", seat=1, card="QS", trick=["QS"])
    n = create_narrator("king", Translator(lang), 0, NAMES, card_style="short")
    assert n.describe(play) == [short]
    n.card_style = "full"
    assert n.describe(play) == [full]
    with pytest.raises(ValueError, match="card style"):
        n.card_style = "tiny"


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_last_trick_in_the_top_card_only_variant(lang: str) -> None:
    hands = [["4S", "5S"], ["2S", "AH"], ["3D", "AD"], ["6S", "7S"]]
    state = position(hands, options={"pile_visibility": "top_only"})
    for card in ("4S", "2S", "3D", "6S"):
        state.apply(f"play {card}")
    n = narrator(lang, 0)
    assert n.query("last", state.view(0)) == [n.t("king-last-top-only")]
    assert n.intro(state.view(0)).endswith(n.t("king-intro-top-only"))


@pytest.mark.parametrize(
    ("lang", "expected"),
    [
        ("en", "you have no spades, so you must play the king of hearts"),
        ("it", "non hai picche, quindi devi giocare il re di cuori"),
    ],
)
def test_a_forced_king_of_hearts_is_the_reason_given(lang: str, expected: str) -> None:
    """KG-9 ⚑ forced discard: the real reason, not "you must follow spades" (issue 13)."""
    hands = [["4S", "5S"], ["KH", "2D"], ["6S", "7S"], ["8S", "9S"]]
    state = position(hands, deal="king_of_hearts", options={"king_kh_forced_discard": "on"})
    state.apply("play 4S")
    with pytest.raises(ActionError) as caught:
        state.apply("play 2D")
    text = narrator(lang, 1).action_error(caught.value)
    assert expected in text and clean(text)
    assert "follow" not in text and "rispondere" not in text


@pytest.mark.parametrize(
    ("hand", "deal", "card", "expected"),
    [
        (["2H", "9H", "4S"], "no_hearts", "2H", "you may not lead a heart while you hold"),
        (["KH", "3H"], "king_of_hearts", "KH", "the king of hearts may be led only as your last"),
    ],
)
def test_a_lead_rule_is_the_reason_given(
    hand: list[str], deal: str, card: str, expected: str
) -> None:
    others = [c.code for c in King.deck.cards if c.code not in hand]
    size = len(hand)
    hands = [hand, others[:size], others[size : 2 * size], others[2 * size : 3 * size]]
    state = position(hands, deal=deal)
    with pytest.raises(ActionError) as caught:
        state.apply(f"play {card}")
    text = narrator("en", 0).action_error(caught.value)
    assert expected in text and clean(text)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_shared_first_place_begins_with_you(lang: str) -> None:
    end = Event("match_end", scores=[5, -5, 5, -5], result=[2, 1, 2, 1])
    assert (
        narrator(lang, 1)
        .describe(end)[0]
        .startswith({"en": "You and Carla share", "it": "Tu e Carla siete",
                     "de": "Du und Carla teilt euch", "el": "Εσύ και Carla μοιράζεστε"}[lang])
    )
    assert (
        narrator(lang, 0)
        .describe(end)[0]
        .startswith({"en": "Anna and Carla share", "it": "Anna e Carla sono",
                     "de": "Anna und Carla teilen sich", "el": "Anna και Carla μοιράζονται"}[lang])
    )
