"""Khmer narration (RULES.md §1.7, §5 A5.1; DESIGN.md §2 narration/): every event is heard in
every language at every verbosity, totals are spoken exactly when the table announces them,
queries read only the seat's view, and errors, confirmations and commands are translated.

Golden sentences are written by hand from RULES.md's templates ("<player> plays 4. Table 17.").
"""

from __future__ import annotations

import random
import re
from collections import Counter
from collections.abc import Callable, Iterator, Sequence
from functools import cache
from itertools import product
from typing import Any

import pytest

from access_cards.engine import ActionError, Event, events_for
from access_cards.games.khmer import Khmer, KhmerState, position
from access_cards.narration import LANGUAGES, Narrator, Translator, create_narrator
from access_cards.narration.base import line as utterance
from access_cards.narration.khmer.words import parse_action
from access_cards.narration.speakable import speakable

A, B = 0, 1
NAMES = ("Carla", "Anna")  # seat 0 is the listener in most tests; seat 1 is "Anna"
EVENT_TYPES = {
    "deal_start", "dealt", "play", "draw", "discard", "knock",
    "showdown", "concede", "stuck", "deal_end", "match_end",
}  # fmt: skip
FORBIDDEN = "{}$\u2068\u2069♠♥♦♣♤♡♢♧"
OPTION_SETS = [
    {"mode": m, "pile_visibility": p, "announce_total": a, "khmer_draw_own_card": d}
    for m, p, a, d in product(
        ("match", "single"), ("full", "top_only"), ("yes", "no"), ("allowed", "forbidden")
    )
]


def narrator(lang: str = "en", seat: int | None = A, verbosity: str = "normal") -> Narrator:
    return create_narrator("khmer", Translator(lang), seat, NAMES, verbosity=verbosity)


def make(
    a_hand: Sequence[int],
    b_hand: Sequence[int],
    *,
    a_front: Sequence[int] = (),
    b_front: Sequence[int] = (),
    pile: Sequence[int] = (),
    **kwargs: Any,
) -> KhmerState:
    """A position with exactly these cards; the other non-6s go aside, other 6s out of play."""
    left = Counter({1: 2, 2: 2, 3: 2, 4: 2, 5: 2, 6: 6})
    left.subtract([*a_hand, *b_hand, *a_front, *b_front, *pile])
    aside = sorted(v for v in left.elements() if v != 6)
    return position(
        (a_hand, b_hand), fronts=(a_front, b_front), pile=pile, set_aside=aside, **kwargs
    )


def play_out(state: KhmerState, rng: random.Random, knock_eager: bool) -> list[Event]:
    events = list(state.start_events)
    while not state.is_over:
        legal = [str(a) for a in state.legal_actions()]
        if knock_eager and "knock" in legal:
            action = "knock"
        else:
            action = rng.choice([a for a in legal if a != "concede"] or legal)
        events += state.apply(action)
    return events


@cache
def collected() -> tuple[tuple[Event, str], ...]:
    """(event, pile visibility) from seeded matches under every option set, plus forced cases."""
    found: list[tuple[Event, str]] = []
    for options, seed, eager in product(OPTION_SETS, range(3), (False, True)):
        state = Khmer.new_state(2, seed=seed, options=options)
        assert isinstance(state, KhmerState)
        events = play_out(state, random.Random(seed), eager)
        found += [(e, options["pile_visibility"]) for e in events]
    for options in OPTION_SETS:
        found += [(e, options["pile_visibility"]) for e in stuck_events(options)]
        found += [(e, options["pile_visibility"]) for e in make_e1(options).apply("knock")]
        if options["mode"] == "match":
            found += [(e, options["pile_visibility"]) for e in e4(options).apply("concede")]
    return tuple(dict.fromkeys(found))  # equal events need hearing once


def stuck_events(options: dict[str, Any]) -> list[Event]:
    """KH-E6: B draws the last table card and A (empty hand, front 6 > 0) is stuck."""
    state = make([], [5, 5, 3], a_front=[4, 2], pile=[1], pile_owners=[A], mover=B,
                 options=options)  # fmt: skip
    return state.apply("draw")


def make_e1(options: dict[str, Any] | None = None) -> KhmerState:
    """KH-E1: pile 6,3,5,2 (16); A hand [4,1] front [6] (11); B hand [6,6] front [5] (17)."""
    return make([4, 1], [6, 6], a_front=[6], b_front=[5], pile=[6, 3, 5, 2], options=options)


def e4(options: dict[str, Any] | None = None) -> KhmerState:
    """KH-E4: pile 1,2,6 (9, the 6 played by B); A hand [6,5] (11)."""
    return make([6, 5], [5, 4, 4], pile=[1, 2, 6], pile_owners=[B, A, B], options=options)


def heard() -> Iterator[tuple[Event, str, int | None]]:
    """Each collected event with each listener that receives it."""
    for event, pile in collected():
        for seat in (A, B, None):
            if event.visible_to(seat):
                yield event, pile, seat


# -- every event, every language, every verbosity ---------------------------------------------


def test_the_collected_events_cover_every_khmer_event_type() -> None:
    assert {e.type for e, _ in collected()} == EVENT_TYPES


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("verbosity", Narrator.VERBOSITY)
def test_every_event_is_heard_cleanly(lang: str, verbosity: str) -> None:
    narrators = {s: narrator(lang, s, verbosity) for s in (A, B, None)}
    seen: set[str] = set()
    for event, _, seat in heard():
        lines = narrators[seat].describe(event)
        assert lines and all(line.strip() for line in lines), event
        for line in lines:
            assert not any(ch in line for ch in FORBIDDEN), (event, line)
            assert "None" not in line, (event, line)
        seen.add(event.type)
    assert seen == EVENT_TYPES


def test_an_unknown_event_type_raises_key_error() -> None:
    with pytest.raises(KeyError, match="shuffle"):
        narrator().describe(Event("shuffle"))


def table_sentences(lang: str) -> list[str]:
    t = Translator(lang)
    return [t("khmer-table", total=n) for n in range(67)]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_table_total_is_spoken_exactly_when_the_event_carries_it(lang: str) -> None:
    t = Translator(lang)
    every_total = table_sentences(lang)
    checked: Counter[bool] = Counter()
    for event, _, seat in heard():
        if event.type not in ("play", "draw", "discard"):
            continue
        text = " ".join(narrator(lang, seat, "brief").describe(event))
        if "table_total" in event:
            assert t("khmer-table", total=event["table_total"]) in text, text
        else:
            assert not any(s in text for s in every_total), text
        checked["table_total" in event] += 1
    assert checked[True] and checked[False]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_stuck_names_the_table_only_when_known(lang: str) -> None:
    announced = stuck_events({"pile_visibility": "top_only", "announce_total": "yes"})
    hidden = stuck_events({"pile_visibility": "top_only", "announce_total": "no"})
    stuck_yes = next(e for e in announced if e.type == "stuck")
    stuck_no = next(e for e in hidden if e.type == "stuck")
    assert "table_total" in stuck_yes and "table_total" not in stuck_no
    say = narrator(lang, B).describe
    assert say(stuck_yes) != say(stuck_no)
    assert Translator(lang).number(0) in say(stuck_yes)[0]


# -- golden sentences ----------------------------------------------------------------------------

GOLDEN_EVENTS: list[tuple[Event, str, str]] = [
    (Event("play", seat=B, card="4", top_card="4", pile_size=4, table_total=17),
     "Anna plays a 4. Table 17.", "Anna gioca un 4. Tavolo 17."),
    (Event("play", seat=B, card="4", top_card="4", pile_size=4),
     "Anna plays a 4.", "Anna gioca un 4."),
    (Event("draw", seat=A, card="5", top_card="3", pile_size=3, front_total=5, table_total=12),
     "You draw the 5. Table 12.", "Peschi il 5. Tavolo 12."),
    (Event("draw", seat=B, card="1", top_card=None, pile_size=0, front_total=1, table_total=0),
     "Anna draws the 1. Table 0.", "Anna pesca l'1. Tavolo 0."),
    (Event("discard", seat=B, card="6", sixes_discarded=1, table_total=12),
     "Anna discards a 6. Table 12.", "Anna scarta un 6. Tavolo 12."),
    (Event("dealt", A, seat=A, cards=["6", "6", "6", "5", "3", "1"], hand_total=27),
     "You are dealt three 6s, a 5, a 3, and a 1. Total 27.",
     "Ricevi tre 6, un 5, un 3 e un 1. Totale 27."),
    (Event("deal_start", deal=2, first_player=B, scores=[0, 2]),
     "Deal 2. Anna starts.", "Smazzata 2. Inizia Anna."),
    (Event("knock", seat=B, player_total=13, table_total=15),
     "Anna knocks with 13 against a table of 15.", "Anna bussa con 13 contro 15 sul tavolo."),
    (Event("concede", seat=A), "You concede the deal.", "Lasci la smazzata."),
    (Event("deal_end", deal=3, winner=B, points=2, how="showdown", scores=[1, 4]),
     "Anna scores 2 points. Score. You 1, Anna 4.",
     "Anna guadagna 2 punti. Punteggio. Tu 1 e Anna 4."),
    (Event("deal_end", deal=3, winner=A, points=1, how="concede", scores=[2, 4]),
     "You score 1 point. Score. You 2, Anna 4.",
     "Guadagni 1 punto. Punteggio. Tu 2 e Anna 4."),
    (Event("match_end", winner=B, scores=[5, 7]),
     "Anna wins the match. Final score. You 5, Anna 7.",
     "Anna vince la partita. Punteggio finale. Tu 5 e Anna 7."),
    (Event("stuck", seat=A, player_total=6, table_total=0),
     "You cannot move. No cards in hand, nothing to draw, and your 6 is too much to knock "
     "against a table of 0.",
     "Non puoi muovere. Non hai carte in mano, non puoi pescare e con 6 non puoi bussare, "
     "perché il tavolo è a 0."),
]  # fmt: skip


@pytest.mark.parametrize(("event", "en", "it"), GOLDEN_EVENTS)
def test_golden_event_sentences(event: Event, en: str, it: str) -> None:
    assert narrator("en").describe(event) == [en]
    assert narrator("it").describe(event) == [it]


def showdown_of(state: KhmerState) -> Event:
    return next(e for e in state.apply("knock") if e.type == "showdown")


def test_golden_showdown_kh_e1_for_the_knocker() -> None:
    event = showdown_of(make_e1())
    assert event["reason"] == "opponent_over"
    assert narrator("en").describe(event) == [
        "You show a 4 and a 1, and have drawn a 6.",
        "Anna shows two 6s, and has drawn a 5.",
        "Totals. You 11, Anna 17. Table 16. Anna is over the table total, so you win the deal.",
    ]
    assert narrator("it").describe(event) == [
        "Mostri un 4 e un 1 e hai pescato un 6.",
        "Anna mostra due 6 e ha pescato un 5.",
        "Totali. Tu 11 e Anna 17. Tavolo 16. "
        "Anna supera il totale del tavolo, quindi vinci tu la smazzata.",
    ]


# The four KH-9 reasons, each from the knocker's and the opponent's side (KH-E1, E2, E3).
SHOWDOWNS = [
    ("opponent_over", make_e1,
     "Anna is over the table total, so you win the deal.",
     "You are over the table total, so Carla wins the deal."),
    ("opponent_higher",
     lambda: make([5, 4, 3, 2], [6, 3], b_front=[6], pile=[6, 6, 4, 2]),
     "Anna has more than you and wins the deal.",
     "You have more than Carla and win the deal."),
    ("tie", lambda: make([6, 6], [5, 1], b_front=[6], pile=[5, 4, 4]),
     "A tie, and the knocker loses ties, so Anna wins the deal.",
     "A tie, and the knocker loses ties, so you win the deal."),
    ("knocker_higher", lambda: make([6, 4], [5, 3, 1], pile=[6, 5]),
     "You have more than Anna and win the deal.",
     "Carla has more than you and wins the deal."),
]  # fmt: skip


@pytest.mark.parametrize(("reason", "build", "knocker", "opponent"), SHOWDOWNS)
def test_showdown_reasons(reason: str, build: Any, knocker: str, opponent: str) -> None:
    event = showdown_of(build())
    assert event["reason"] == reason
    assert narrator("en", A, "brief").describe(event)[-1].endswith(knocker)
    assert narrator("en", B, "brief").describe(event)[-1].endswith(opponent)
    for lang in LANGUAGES:
        text = narrator(lang, None).describe(event)[-1]
        t = Translator(lang)
        for total in (*event["totals"], event["table_total"]):
            assert t.number(total) in text


def test_showdown_reveals_hands_by_verbosity() -> None:
    event = showdown_of(make_e1())
    brief, normal, full = (narrator("en", A, v).describe(event) for v in Narrator.VERBOSITY)
    # Brief leaves out only the listener's own cards, which he has held all along.
    assert brief[:-1] == ["Anna shows two 6s, and has drawn a 5."]
    assert normal == full
    assert normal[:2] == [
        "You show a 4 and a 1, and have drawn a 6.",
        "Anna shows two 6s, and has drawn a 5.",
    ]


SPOKEN_CARDS = {
    "en": re.compile(r"\b(a|two|three|four|five|six) ([1-6])s?\b"),
    "it": re.compile(r"(?:\b(un|due|tre|quattro|cinque|sei) |\b(l')|\b(il) )([1-6])\b"),
    "de": re.compile(r"\b(eine|die|zwei|drei|vier|fünf|sechs) ([1-6])(?:er)?\b"),
    "el": re.compile(r"(?<!\w)(ένα|το|δύο|τρία|τέσσερα|πέντε|έξι) ([1-6])\b"),
}
COUNT_WORDS = {"a": 1, "un": 1, "l'": 1, "il": 1, "two": 2, "due": 2, "three": 3, "tre": 3,
               "four": 4, "quattro": 4, "five": 5, "cinque": 5, "six": 6, "sei": 6,
               "eine": 1, "die": 1, "zwei": 2, "drei": 3, "vier": 4, "fünf": 5, "sechs": 6,
               "ένα": 1, "το": 1, "δύο": 2, "τρία": 3, "τέσσερα": 4, "πέντε": 5,
               "έξι": 6}  # fmt: skip


def spoken_sum(lang: str, sentence: str) -> int:
    """The sum of the cards a sentence names ("two 6s and a 1" is 13), read as a listener."""
    total = 0
    for match in SPOKEN_CARDS[lang].finditer(sentence):
        *words, value = match.groups()
        count = next(w for w in words if w)
        total += COUNT_WORDS[count] * int(value)
    return total


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("verbosity", ["normal", "full"])
def test_every_showdown_total_adds_up_from_the_cards_heard(lang: str, verbosity: str) -> None:
    """Issue 13, section 5: each player's total is the sum of the cards his reveal names, hand
    shown and front row drawn, in every showdown of the collected matches, for every listener."""
    showdowns = [e for e, _ in collected() if e.type == "showdown"]
    assert len(showdowns) > 20
    for event in showdowns:
        for listener in (A, B, None):
            lines = narrator(lang, listener, verbosity).describe(event)
            order = (event["knocker"], 1 - event["knocker"])
            assert len(lines) == 3, lines
            for seat, reveal in zip(order, lines, strict=False):
                assert spoken_sum(lang, reveal) == event["totals"][seat], (reveal, event)


def test_a_showdown_with_an_empty_hand_names_the_drawn_cards() -> None:
    """ "Anna shows a 3 and two 2s. Totals: Anna 13" left out the drawn 6; now it is heard."""
    state = make([4, 1], [3, 2, 2], b_front=[6], pile=[6, 5, 3, 1], mover=B)  # B 13, T 15
    event = showdown_of(state)
    assert narrator("en").describe(event)[0] == "Anna shows a 3 and two 2s, and has drawn a 6."
    assert narrator("it").describe(event)[0] == "Anna mostra un 3 e due 2 e ha pescato un 6."
    empty = showdown_of(make([4, 1], [], b_front=[6, 2], pile=[6, 5, 3, 1], mover=B))
    assert narrator("en").describe(empty)[0] == (
        "Anna has no cards in hand, and has drawn a 6 and a 2."
    )
    assert narrator("it").describe(empty)[0] == (
        "Anna non ha carte in mano e ha pescato un 6 e un 2."
    )


def test_full_verbosity_adds_pile_size_and_top_card() -> None:
    play = Event("play", seat=B, card="4", top_card="4", pile_size=4, table_total=17)
    draw = Event("draw", seat=A, card="5", top_card="3", pile_size=3, front_total=5,
                 table_total=12)  # fmt: skip
    full = narrator("en", A, "full")
    assert full.describe(play) == ["Anna plays a 4. Table 17. 4 cards on the table."]
    assert full.describe(draw) == [
        "You draw the 5. Table 12. The top card is a 3. Your drawn cards total 5."
    ]
    assert narrator("it", A, "full").describe(draw) == [
        "Peschi il 5. Tavolo 12. In cima c'è un 3. Le tue carte pescate fanno 5."
    ]


def test_spectator_hears_third_person_only() -> None:
    event = Event("draw", seat=A, card="5", top_card="3", pile_size=3, front_total=5,
                  table_total=12)  # fmt: skip
    assert narrator("en", None).describe(event) == ["Carla draws the 5. Table 12."]


# -- queries --------------------------------------------------------------------------------------


def test_queries_kh_e4_in_english() -> None:
    n, view = narrator("en"), e4().view(A)
    assert n.query("hand", view) == ["You hold a 6 and a 5. Total 11."]
    assert n.query("drawn", view) == ["You have drawn nothing."]
    assert n.query("table", view) == [
        "The table from bottom to top, a 1 from Anna, a 2 from you, and a 6 from Anna. Total 9."
    ]
    assert n.query("opponents", view) == [
        "Anna has 3 cards in hand. Anna has drawn nothing. Anna has discarded no 6s."
    ]
    assert n.query("scores", view) == [
        utterance(n.scores([0, 0]), "First to 6 points wins. This is deal 1.")
    ]
    assert n.query("turn", view) == ["Your turn."]
    assert n.query("status", view) == ["You have 11. Table 9. Your turn."]


def test_queries_kh_e4_in_italian() -> None:
    n, view = narrator("it"), e4().view(A)
    assert n.query("hand", view) == ["Hai in mano un 6 e un 5. Totale 11."]
    assert n.query("table", view) == [
        "Il tavolo dal basso in alto, un 1 di Anna, un 2 tuo e un 6 di Anna. Totale 9."
    ]
    assert n.query("opponents", view) == [
        "Anna ha 3 carte in mano. Anna non ha pescato carte. Anna non ha scartato nessun 6."
    ]
    assert n.query("status", view) == ["Hai 11. Tavolo 9. Tocca a te."]


# RULES.md KH-E4: PLAY 6 → T=15, A=5; PLAY 5 → T=14, A=6; DRAW the 6 → T=3, A=17;
# DISCARD 6 → T=9, A=5 (the table is unchanged); CONCEDE (match mode only).
E4_EFFECTS = {
    "en": ["Play 6, then table 15 and you 5.", "Play 5, then table 14 and you 6.",
           "Draw the 6, then table 3 and you 17.", "Discard a 6, then you 5."],
    "it": ["Gioca 6, tavolo a 15 e tu a 5.", "Gioca 5, tavolo a 14 e tu a 6.",
           "Pesca il 6, tavolo a 3 e tu a 17.", "Scarta un 6, tu a 5."],
    "de": ["Lege 6, dann Mitte 15 und du 5.", "Lege 5, dann Mitte 14 und du 6.",
           "Nimm die 6, dann Mitte 3 und du 17.", "Verdecke eine 6, dann du 5."],
    "el": ["Παίζω 6, και μετά τραπέζι 15 κι εσύ 5.", "Παίζω 5, και μετά τραπέζι 14 κι εσύ 6.",
           "Παίρνω το 6, και μετά τραπέζι 3 κι εσύ 17.", "Πετάω ένα 6, και μετά εσύ 5."],
}  # fmt: skip
E4_CONCEDE = {"en": "Concede, and Anna scores 1 point.", "it": "Lascia, e Anna guadagna 1 punto.",
              "de": "Passe, du gibst auf und Anna bekommt 1 Punkt.",
              "el": "Παραιτούμαι, και Anna κερδίζει 1 βαθμό."}  # fmt: skip


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("mode", ["match", "single"])
def test_actions_query_lists_exactly_the_kh_e4_effects(lang: str, mode: str) -> None:
    lines = narrator(lang).query("actions", e4({"mode": mode}).view(A))
    expected = E4_EFFECTS[lang] + ([E4_CONCEDE[lang]] if mode == "match" else [])
    assert lines[0] == Translator(lang)("actions-header")
    assert sorted(lines[1:]) == sorted(expected)


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("options", OPTION_SETS)
def test_each_listed_action_is_a_sentence_of_its_own(lang: str, options: dict[str, Any]) -> None:
    """Issue 13: one option, one sentence, capitalised and ended, with no symbol to voice."""
    state = Khmer.new_state(2, seed=5, options=options)
    rng = random.Random(5)
    while not state.is_over:
        seat = state.current_player
        for text in narrator(lang, seat).query("actions", state.view(seat))[1:]:
            assert text[0].isupper() and text.endswith(".") and text.count(".") == 1, text
            assert speakable(text), text
        state.apply(rng.choice(state.legal_actions()))


def test_actions_query_when_knock_is_legal_and_total_hidden() -> None:
    options = {"pile_visibility": "top_only", "announce_total": "no"}
    state = make([6, 4, 3], [5, 4], pile=[6, 5, 3, 1], options=options)  # A 13, T 15
    assert "table_total" not in state.view(A)
    lines = narrator("en").query("actions", state.view(A))
    assert "Knock with 13." in lines
    assert "Play 3, then you 10." in lines
    assert "Draw the 1, then you 14." in lines
    shown = narrator("en").query("actions", make([6, 4, 3], [5, 4], pile=[6, 5, 3, 1]).view(A))
    assert "Knock with 13 against a table of 15." in shown


def test_actions_query_when_not_your_turn() -> None:
    view = e4().view(B)
    assert narrator("en", B).query("actions", view) == ["It is Carla's turn, not yours."]
    assert narrator("it", B).query("actions", view) == ["È il turno di Carla, non il tuo."]


def top_only(pile: Sequence[int], **kwargs: Any) -> KhmerState:
    """A top-card-only table whose top card Anna has just played (the last card of ``pile``)."""
    state = make([6, 5], [4, 4, pile[-1]], pile=pile[:-1], pile_owners=[B, A][: len(pile) - 1],
                 mover=B, options={"pile_visibility": "top_only", **kwargs})  # fmt: skip
    state.apply(f"play {pile[-1]}")
    return state


TOP_ONLY_TABLE = {
    "en": ("The top card is a 6, played by Anna. Table 9.",
           "The top card is a 6, played by Anna."),
    "it": ("In cima c'è un 6, giocato da Anna. Tavolo 9.", "In cima c'è un 6, giocato da Anna."),
    "de": ("Die oberste Karte ist eine 6, gelegt von Anna. Mitte 9.",
           "Die oberste Karte ist eine 6, gelegt von Anna."),
    "el": ("Το πάνω φύλλο είναι ένα 6, και το έπαιξε Anna. Τραπέζι 9.",
           "Το πάνω φύλλο είναι ένα 6, και το έπαιξε Anna."),
}  # fmt: skip


@pytest.mark.parametrize("lang", LANGUAGES)
def test_top_only_table_query_never_lists_the_pile(lang: str) -> None:
    one, other = top_only([1, 2, 6]), top_only([2, 1, 6])
    n = narrator(lang)
    answer = n.query("table", one.view(A))
    assert answer == n.query("table", other.view(A))  # lower cards cannot matter
    with_total, without_total = TOP_ONLY_TABLE[lang]
    assert answer == [with_total]
    hidden = top_only([1, 2, 6], announce_total="no")
    assert n.query("table", hidden.view(A)) == [without_total]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_top_only_table_query_does_not_name_who_played_an_uncovered_card(lang: str) -> None:
    """Issue 13, section 10: once a draw uncovers a card, who played it is memory the variant
    takes away; while the top card is the one last put down (a discard since changes nothing),
    its player is named."""
    state = top_only([1, 2, 6])  # Anna played the 6 on your 2
    n, t = narrator(lang), Translator(lang)
    state.apply("draw")  # you take the 6: your own 2 is on top again
    assert state.view(A)["top_owner"] is None and state.view(None)["top_owner"] is None
    uncovered = t("khmer-top-card", card=t("khmer-card-a", card="2"))
    assert n.query("table", state.view(A)) == [utterance(uncovered, t("khmer-table", total=3))]
    state.apply("play 4")  # Anna puts a 4 down: its player is in sight
    assert state.view(A)["top_owner"] == B
    state.apply("discard")  # you discard a 6: the 4 is still the card last put down
    assert n.query("table", state.view(A))[0].startswith(
        t("khmer-top", name="Anna", card=t("khmer-card-a", card="4"))
    )
    full = make([6, 5], [4, 4], pile=[1, 2], pile_owners=[B, A])
    full.apply("draw")  # with the pile fanned, every card's player is in sight
    assert full.view(B)["top_owner"] == B


CARD_PHRASE = {"en": re.compile(r"\ba [1-6]\b"), "it": re.compile(r"\bun [1-6]\b"),
               "de": re.compile(r"\beine [1-6]\b"), "el": re.compile(r"(?<!\w)ένα [1-6]\b")}


@pytest.mark.parametrize("lang", LANGUAGES)
def test_top_only_table_query_in_real_matches(lang: str) -> None:
    options = {"pile_visibility": "top_only"}
    for seed in range(4):
        state = Khmer.new_state(2, seed=seed, options=options)
        rng = random.Random(seed)
        n = {s: narrator(lang, s) for s in (A, B, None)}
        while not state.is_over:
            for seat in (A, B, None):
                text = " ".join(n[seat].query("table", state.view(seat)))
                assert len(CARD_PHRASE[lang].findall(text)) <= 1, text
            state.apply(rng.choice(state.legal_actions()))


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("options", OPTION_SETS[::3])
def test_every_query_answers_every_listener(lang: str, options: dict[str, Any]) -> None:
    state = Khmer.new_state(2, seed=11, options=options)
    rng = random.Random(11)
    n = {s: narrator(lang, s, "full") for s in (A, B, None)}
    while True:
        for seat in (A, B, None):
            view = state.view(seat)
            for name in Narrator.QUERIES:
                lines = n[seat].query(name, view)
                assert lines and all(line and not any(c in line for c in FORBIDDEN)
                                     for line in lines), (name, lines)  # fmt: skip
        if state.is_over:
            break
        state.apply(rng.choice(state.legal_actions()))


def test_unknown_query_lists_the_queries() -> None:
    with pytest.raises(ValueError, match="hand, drawn, table, opponents, scores, turn"):
        narrator().query("weather", e4().view(A))


def test_hand_query_adds_the_player_total_with_drawn_cards() -> None:
    state = make([3], [5, 4], a_front=[6, 2], pile=[5, 4])
    view = state.view(A)
    assert narrator("en").query("hand", view) == [
        "You hold a 3. Total 3. With your drawn cards you have 11."
    ]
    assert narrator("en").query("drawn", view) == ["You have drawn a 6 and a 2. Total 8."]
    assert narrator("it").query("drawn", view) == ["Hai pescato un 6 e un 2. Totale 8."]


def test_scores_query_in_a_single_deal() -> None:
    view = e4({"mode": "single"}).view(A)
    assert narrator("en").query("scores", view) == ["A single deal. Whoever wins it wins the game."]


def test_queries_after_the_match() -> None:
    state = make_e1({"mode": "single"})
    state.apply("knock")
    view = state.view(A)
    n = narrator("en")
    assert n.query("turn", view) == ["The match is over."]
    assert n.query("actions", view) == ["The match is over."]
    assert n.query("status", view) == ["The match is over. Final score. You 2, Anna 0."]


# -- nothing but the view --------------------------------------------------------------------------


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("pile_visibility", ["full", "top_only"])
def test_narrator_reads_only_the_view(lang: str, pile_visibility: str) -> None:
    """Two positions differing only in seat 1's hidden hand sound the same to seat 0."""
    options = {"pile_visibility": pile_visibility}
    first = make([6, 3], [5, 4, 1], a_front=[2], pile=[6, 2], options=options)
    second = make([6, 3], [4, 3, 1], a_front=[2], pile=[6, 2], options=options)
    assert first.view(B)["hand"] != second.view(B)["hand"]
    for verbosity in Narrator.VERBOSITY:
        n = narrator(lang, A, verbosity)
        for name in Narrator.QUERIES:
            assert n.query(name, first.view(A)) == n.query(name, second.view(A)), name
        assert n.your_turn(first.view(A)) == n.your_turn(second.view(A))
        assert n.confirm("concede", first.view(A)) == n.confirm("concede", second.view(A))
        seen_first = events_for(first.apply("play 3"), A)
        seen_second = events_for(second.apply("play 3"), A)
        assert [n.describe(e) for e in seen_first] == [n.describe(e) for e in seen_second]
        first = make([6, 3], [5, 4, 1], a_front=[2], pile=[6, 2], options=options)
        second = make([6, 3], [4, 3, 1], a_front=[2], pile=[6, 2], options=options)


# -- prompts, confirmations, errors, commands -----------------------------------------------------


def test_your_turn() -> None:
    state = make([6, 4, 3], [5, 4], pile=[6, 5, 3, 1])  # A 13, T 15
    assert narrator("en").your_turn(state.view(A)) == "Your turn. You have 13. Table 15."
    assert narrator("it").your_turn(state.view(A)) == "Tocca a te. Hai 13. Tavolo 15."
    hidden = make([6, 4, 3], [5, 4], pile=[6, 5, 3, 1],
                  options={"pile_visibility": "top_only", "announce_total": "no"})  # fmt: skip
    assert narrator("en").your_turn(hidden.view(A)) == "Your turn. You have 13."


def test_confirmations() -> None:
    view = make([6, 4, 3], [5, 4], pile=[6, 5, 3, 1]).view(A)
    en, it = narrator("en"), narrator("it")
    assert en.confirm("knock", view) == "Knock with 13 against a table of 15? Type yes or no."
    assert it.confirm("knock", view) == "Bussare con 13 contro 15 sul tavolo? Scrivi sì o no."
    assert en.confirm("concede", view) == (
        "Concede this deal? Anna scores 1 point. Type yes or no."
    )
    assert it.confirm("concede", view) == (
        "Lasciare questa smazzata? Anna guadagna 1 punto. Scrivi sì o no."
    )
    for action in ("play 6", "draw", "discard"):
        assert en.confirm(action, view) is None


def error_of(state: KhmerState, text: str) -> ActionError:
    with pytest.raises(ActionError) as info:
        state.apply(text)
    return info.value


def over_state() -> KhmerState:
    state = make_e1({"mode": "single"})
    state.apply("knock")
    return state


# reason → (state, command, English clause, Italian clause, legal actions after it).  The
# clause is Khmer's; the sentence around it and the list of legal actions are common messages.
ERRORS: dict[str, tuple[Callable[[], KhmerState], str, str, str, str]] = {
    "not_in_hand": (
        e4, "play 4", "you have no 4 in your hand", "non hai nessun 4 in mano",
        "play 5, play 6, draw, discard, concede",
    ),
    "pile_empty": (
        lambda: make([6, 5], [5, 4, 4]), "draw",
        "the table is empty, so there is nothing to draw",
        "il tavolo è vuoto, non c'è niente da pescare",
        "play 5, play 6, discard, concede",
    ),
    "own_card": (
        lambda: make([6, 5], [5, 4, 4], pile=[1, 2], pile_owners=[B, A],
                     options={"khmer_draw_own_card": "forbidden"}),
        "draw",
        "you may not draw the 2, because you played it yourself",
        "non puoi pescare il 2, perché l'hai giocato tu",
        "play 5, play 6, discard, concede",
    ),
    "no_six_in_hand": (
        lambda: make([3], [5, 4], a_front=[6], pile=[5, 3]), "discard",
        "you have no 6 in your hand, and a 6 you have drawn may not be discarded",
        "non hai nessun 6 in mano, e un 6 pescato non si può scartare",
        "play 3, draw, concede",
    ),
    "total_over_table": (
        e4, "knock",
        "you may knock only with at most the table total, and you have 11 against 9",
        "puoi bussare solo se il tuo totale non supera quello del tavolo, e hai 11 contro 9",
        "play 5, play 6, draw, discard, concede",
    ),
    "no_concede_single": (
        lambda: e4({"mode": "single"}), "concede",
        "there is no conceding in a single deal",
        "in una smazzata singola non si può lasciare",
        "play 5, play 6, draw, discard",
    ),
    "match_over": (
        over_state, "knock", "the match is over", "la partita è finita", "",
    ),
}  # fmt: skip


@pytest.mark.parametrize("reason", sorted(ERRORS))
def test_action_error_for_each_reason(reason: str) -> None:
    build, command, en, it, legal = ERRORS[reason]
    exc = error_of(build(), command)
    assert exc.reason == reason
    assert list(exc.legal) == [a for a in legal.split(", ") if a]
    for lang, clause in (("en", en), ("it", it)):
        n, t = narrator(lang), Translator(lang)
        text = n.action_error(exc)
        assert text.startswith(t("error-not-possible", reason=clause)), text
        for action in exc.legal:  # then what is legal, in the listener's words
            assert n.action_label(action) in text, (action, text)
        assert speakable(clause), clause  # the sentence around it is common.ftl's


def test_an_unknown_command_names_it_and_what_is_legal() -> None:
    exc = error_of(e4(), "dance")
    assert exc.reason == "unknown_command"
    for lang in LANGUAGES:
        text = narrator(lang).action_error(exc)
        assert text.startswith(Translator(lang)("error-unknown-command", text="dance"))
        assert narrator(lang).action_label("discard") in text


def test_action_error_with_a_hidden_table_total() -> None:
    state = e4({"pile_visibility": "top_only", "announce_total": "no"})
    text = narrator("en").action_error(error_of(state, "knock"))
    clause = "you may knock only with at most the table total, and you have 11"
    assert text.startswith(Translator("en")("error-not-possible", reason=clause))
    assert "9" not in text


@pytest.mark.parametrize(
    ("typed", "expected"),
    [
        ("gioca 5", "play 5"), ("Gioca  5", "play 5"), ("giocare 1", "play 1"),
        ("pesca", "draw"), ("PESCA", "draw"), ("scarta", "discard"), ("scarta 6", "discard"),
        ("bussa", "knock"), ("lascia", "concede"),
        ("play 5", "play 5"), ("draw", "draw"), ("knock", "knock"),  # engine words always work
        ("gioca cinque", "play 5"),  # number words as the cards are said (issue 25)
        ("gioca", None), ("gioca 9", None), ("gioca nove", None), ("pesca 3", None),
        ("bussa forte", None), ("ciao", None), ("", None), ("scarta 5", None),
    ],
)  # fmt: skip
def test_canonical_italian(typed: str, expected: str | None) -> None:
    assert narrator("it").canonical(typed) == expected


@pytest.mark.parametrize(
    ("typed", "expected"),
    [("play 5", "play 5"), ("Draw", "draw"), ("discard", "discard"), ("knock", "knock"),
     ("concede", "concede"), ("fold", "concede"), ("gioca 5", None), ("bussa", None)],
)  # fmt: skip
def test_canonical_english(typed: str, expected: str | None) -> None:
    assert narrator("en").canonical(typed) == expected


@pytest.mark.parametrize("lang", LANGUAGES)
def test_canonical_round_trips_every_label(lang: str) -> None:
    n = narrator(lang)
    for action in ("play 1", "play 6", "draw", "discard", "knock", "concede"):
        assert n.canonical(n.action_label(action)) == action


@pytest.mark.parametrize(
    ("action", "en", "it"),
    [("play 5", "play 5", "gioca 5"), ("draw", "draw", "pesca"), ("discard", "discard", "scarta"),
     ("knock", "knock", "bussa"), ("concede", "concede", "lascia")],
)  # fmt: skip
def test_action_label(action: str, en: str, it: str) -> None:
    assert narrator("en").action_label(action) == en
    assert narrator("it").action_label(action) == it


def test_action_label_refuses_a_non_action() -> None:
    with pytest.raises(ValueError):
        narrator().action_label("dance")
    assert parse_action("discard 6") == ("discard", 0)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_rules_summary(lang: str) -> None:
    lines = narrator(lang).rules_summary()
    assert 3 <= len(lines) <= 8
    assert all(line.endswith(".") and "{" not in line for line in lines)


def test_card_name() -> None:
    assert narrator("it").card_name("6") == "6"


# -- construction and settings -----------------------------------------------------------------


def test_create_narrator_rejects_an_unknown_game() -> None:
    with pytest.raises(ValueError, match="khmer"):
        create_narrator("poker", Translator("en"), 0, NAMES)


def test_verbosity_is_settable_and_checked() -> None:
    n = narrator()
    n.verbosity = "full"
    assert n.verbosity == "full"
    with pytest.raises(ValueError, match="brief, normal, full"):
        n.verbosity = "chatty"
    with pytest.raises(ValueError):
        create_narrator("khmer", Translator("en"), 0, NAMES, verbosity="loud")


def test_unnamed_seats_get_a_default_name() -> None:
    n = create_narrator("khmer", Translator("it"), None, [])
    assert n.describe(Event("concede", seat=1)) == ["Giocatore 2 lascia la smazzata."]


def test_opponents_query_with_an_empty_hand_and_drawn_cards() -> None:
    state = make([], [5, 5, 3], a_front=[4, 2], pile=[1], pile_owners=[A], mover=B,
                 sixes_out=[1, 5])  # fmt: skip
    view = state.view(B)
    assert narrator("en", B).query("opponents", view) == [
        "Carla has no cards in hand. Carla has drawn a 4 and a 2. Total 6. "
        "Carla has discarded one 6."
    ]
    assert narrator("it", B).query("opponents", view) == [
        "Carla non ha carte in mano. Carla ha pescato un 4 e un 2. Totale 6. "
        "Carla ha scartato un 6."
    ]
