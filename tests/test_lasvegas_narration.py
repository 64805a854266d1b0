"""Las Vegas narration (issue 15, "By ear"): every event heard in English and Italian at every
verbosity, by a seat, another seat and a spectator, with no voiced symbol; LV-E1 heard by
Bruno word for word; each question answered from a view, the blind-fair centre as values and
counts; typed moves and their labels in both languages; a clause for every reason code;
confirmations before going all in; a help that names only live keys.
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
from access_cards.games.lasvegas import GAME, position
from access_cards.games.lasvegas.why import REASONS
from access_cards.narration import LANGUAGES, Translator
from access_cards.narration.base import KEY_SYMBOLS
from access_cards.narration.lasvegas import NARRATOR, LasVegasNarrator
from tests.heard import clean

NAMES = ("Anna", "Bruno", "Carla", "Dario", "Elena", "Franco")
VERBOSITIES = ("brief", "normal", "full")
OPTION_SETS: list[dict[str, Any]] = [
    {"stack": 8},
    {"lv_bet_cap": "side_pots", "stack": 10, "hands": 6},
    {"pile_visibility": "top_only", "lv_lasvegas_timing": "at_showdown", "stack": 6},
    {"lv_bet_cap": "none", "lv_check_raise": "allowed", "lv_odd_chip": "low_half", "stack": 9},
    {"lv_values": "figures10_aces_1or11", "lv_first_speaker": "most_cards", "min_bet": 2},
]
ILLEGAL_TRIES = ("call", "raise 1", "fold", "check", "bet 1", "bet 999", "raise 999", "bet 0")
EVENT_TYPES = {
    "deal_start", "ante", "dealt", "round_start", "check", "bet", "raise", "call", "fold",
    "round_end", "reveal", "discard", "own_hand", "fold_win", "las_vegas", "showdown",
    "odd_chips", "payout", "eliminated", "deal_end", "match_end",
}  # fmt: skip

# LV-E1: Anna deals; Bruno speaks first, then Carla, then Anna (RULES.md §3.9).
E1_HANDS = [["2C", "7S", "10D"], ["4C", "4B", "9S"], ["1D", "6C", "8B"]]
E1_CENTRE = ["4S", "7D", "5C", "9D"]
E1_MOVES = ["check", "bet 1", "call", "call", "bet 2", "call", "fold"]
E1_MOVES += ["check", "check", "check", "check"]


def narrator(
    lang: str = "en", seat: int | None = 0, verbosity: str = "normal", seats: int = 3
) -> LasVegasNarrator:
    return LasVegasNarrator(Translator(lang), seat, NAMES[:seats], verbosity=verbosity)


Played = tuple[tuple[Event, ...], tuple[dict[str, Any], ...], tuple[ActionError, ...]]


@cache
def played(seats: int, options_index: int, seed: int) -> Played:
    """A whole match of random legal play (big bets now and then): its events, seat 0's
    views on its turns, and the errors of a few illegal commands tried on the way."""
    state = GAME.new_state(seats, seed=seed, options=OPTION_SETS[options_index])
    rng = random.Random(seed)
    events: list[Event] = list(state.start_events)
    views: list[dict[str, Any]] = []
    errors: list[ActionError] = []
    while not state.is_over:
        if state.current_player == 0 and len(views) < 40:
            views.append(state.view(0))
            try:
                state.apply(rng.choice(ILLEGAL_TRIES))
            except ActionError as exc:
                errors.append(exc)
        legal = state.legal_actions()
        events += state.apply(rng.choice([legal[0], legal[-1], rng.choice(legal)]))
    views.append(state.view(0))
    return tuple(events), tuple(views), tuple(errors)


def games() -> Iterator[Played]:
    for seats, index in product((2, 3, 4, 6), range(len(OPTION_SETS))):
        yield played(seats, index, seats * 10 + index)


def e1_state(**options: Any) -> Any:
    return position(E1_HANDS, E1_CENTRE, dealer=0, options=options)


def heard(
    seat: int | None, lang: str = "en", moves: list[str] = E1_MOVES, **options: Any
) -> list[str]:
    """LV-E1 (or ``moves`` from its deal) as ``seat`` hears it, to the end of the hand."""
    state = e1_state(**options)
    n = narrator(lang, seat)
    said: list[str] = []
    events = list(state.start_events)
    for move in moves:
        events += state.apply(move)
    for event in events:
        if event.type == "deal_start" and event["deal"] == 2:
            break
        if event.visible_to(seat):
            said += n.describe(event)
    return said


# -- every event ------------------------------------------------------------------------------


@pytest.mark.parametrize(("lang", "verbosity"), list(product(LANGUAGES, VERBOSITIES)))
def test_every_event_of_whole_matches_is_heard_cleanly(lang: str, verbosity: str) -> None:
    seen = set()
    for events, _views, _errors in games():
        seats = len(events[0]["scores"])
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
    assert seen == EVENT_TYPES, EVENT_TYPES - seen


def test_rare_events_are_heard() -> None:
    """Endings random play seldom reaches, built by hand (LV-E4, LV-E6, side pots)."""
    side_pots = [
        {"amount": 9, "seats": [1, 2, 0], "kind": "showdown", "winners": [1, 0], "low": [1],
         "high": [0], "low_half": 4, "high_half": 5, "tie": False},
        {"amount": 4, "seats": [2, 0], "kind": "las_vegas", "winners": [2]},
        {"amount": 2, "seats": [0], "kind": "single", "winners": [0]},
    ]  # fmt: skip
    made = [
        Event("las_vegas", seats=[1, 2], position=3, pot=15, shares=[0, 8, 7],
              pots=[{"amount": 15, "seats": [1, 2], "kind": "las_vegas", "winners": [1, 2]}]),
        Event("odd_chips", pot=15, to_half=None, chips=[{"seat": 1, "part": "whole"}]),
        Event("showdown", hands=[["10D"], ["4C"], ["2S", "3S"]], totals=[10, 4, 5], pot=23,
              low=[1], high=[0], low_half=11, high_half=12, tie=False, shares=[12, 11, 0],
              pots=[{"amount": 23, "seats": [1, 2, 0], "kind": "showdown", "winners": [0, 1],
                     "low": [1], "high": [0], "low_half": 11, "high_half": 12, "tie": False}]),
        Event("showdown", hands=[None, ["3C", "5B"], ["8S"]], totals=[None, 8, 8], pot=11,
              low=[1, 2], high=[1, 2], low_half=0, high_half=0, tie=True, shares=[0, 6, 5],
              pots=[{"amount": 11, "seats": [1, 2], "kind": "showdown", "winners": [1, 2],
                     "low": [1, 2], "high": [1, 2], "low_half": 0, "high_half": 0,
                     "tie": True}]),
        Event("odd_chips", pot=23, to_half="high",
              chips=[{"seat": 1, "part": "low"}, {"seat": 2, "part": "low"}]),
        Event("showdown", hands=[["9S"], ["1C"], []], totals=[9, 1, 0], pot=15, low=[1],
              high=[0], low_half=4, high_half=5, tie=False, shares=[5, 4, 6], pots=side_pots),
        Event("las_vegas", seats=[0], position=None, pot=12, shares=[8, 4, 0],
              pots=side_pots[:1]),
        Event("call", seat=2, round=1, amount=3, level=5, pot=11, stack=0, all_in=True,
              short=True),
        Event("round_start", round=3, first=None, pot=20, skipped=True),
        Event("eliminated", seats=[2, 0], stacks=[0, 30, 0], seats_in=[1]),
        Event("match_end", scores=[20, 20, 0], result=[1, 1, 3], seats_in=[0, 1]),
    ]  # fmt: skip
    for lang, seat, verbosity in product(LANGUAGES, (0, 1, None), VERBOSITIES):
        n = narrator(lang, seat, verbosity)
        for event in made:
            said = n.describe(event)
            assert said and all(clean(s) for s in said), (event, said)
    en = narrator("en", 1)
    assert en.describe(made[0]) == [
        "Las Vegas! You and Carla have no cards left and share the pot of 15. You 8, Carla 7."
    ]
    assert en.describe(made[1]) == [
        "The leftover chip of the shared pot goes to you, first after the dealer."
    ]
    assert en.describe(made[2])[1] == (
        "Lowest total, you with 4, take the low half, 11. "
        "Highest total, Anna with 10, takes the high half, 12."
    )
    assert en.describe(made[3])[1] == (
        "All tied on 8. You and Carla share the whole pot of 11. You 6, Carla 5."
    )
    assert en.describe(made[4]) == [
        "The pot of 23 is odd, so the extra chip goes to the high half. The 2 leftover chips "
        "of the low half go one each to you and Carla, in order from the dealer."
    ]
    pots = en.describe(made[5])
    assert pots[0] == (
        "Showdown. You show the ace of cups, 1. Carla has no cards, 0. "
        "Anna shows the knight of swords, 9."
    )
    assert pots[2] == "Pot 2 of 3, 4 chips, between Carla and Anna. It goes to Carla by Las Vegas."
    assert pots[3] == "Pot 3 of 3, 2 chips, goes back to Anna, as nobody else is in it."
    assert narrator("en", 2).describe(made[7]) == [
        "You call with all your chips left, 3, short of the bet of 5. Pot 11."
    ]
    assert en.describe(made[6]) == [
        "Las Vegas! Anna has no cards at the showdown and takes 8 of the pot of 12."
    ]
    assert en.describe(made[9]) == [
        "Carla cannot pay the ante, and is out of the match with 0 chips. Anna cannot pay the "
        "ante, and is out of the match with 0 chips. 1 player is left."
    ]
    it = narrator("it", 1)
    assert it.describe(made[0])[0].startswith("Las Vegas! Il piatto di 15 si divide tra te e Carla")
    assert it.describe(made[10])[0].startswith("Primo posto a pari merito per te e Anna.")


def test_a_hand_is_never_named_to_another_seat() -> None:
    """``dealt`` and ``own_hand`` name cards to their own seat only; a folded hand is never
    shown; another seat hears a count."""
    for events, _views, _errors in games():
        seats = len(events[0]["scores"])
        for event in events:
            if event.type not in ("dealt", "own_hand"):
                continue
            owner = event["seat"]
            other = (owner + 1) % seats
            for lang in LANGUAGES:
                said = " ".join(narrator(lang, other, "full", seats).describe(event))
                for code in event["cards"]:
                    assert narrator(lang, other).card_the(code) not in said, said


# -- LV-E1 by ear --------------------------------------------------------------------------------


def test_lv_e1_heard_by_bruno() -> None:
    """The key sentences of LV-E1 as Bruno (seat 1) hears them: the pot after each action,
    what a call costs, the discards, the cards left, Las Vegas and the nets."""
    said = heard(1)
    assert said == [
        "Hand 1. Anna deals.",
        "Each player antes 1. The pot is 3.",
        "Your cards, the 4 of cups, the 4 of batons, and the knight of swords. Total 17.",
        "First betting round.",
        "You check.",
        "Carla bets 1. Pot 4. Anna must pay 1 to call.",
        "Anna calls 1. Pot 5.",
        "You call 1. Pot 6.",
        "End of the first betting round, pot 6.",
        "The first centre card is the 4 of swords.",
        "You discard the 4 of cups and the 4 of batons.",
        "You have 1 card left, the knight of swords. Total 9.",
        "Cards left. You 1, Carla 3, Anna 3. Second betting round.",
        "You bet 2. Pot 8. Carla must pay 2 to call.",
        "Carla calls 2. Pot 10. Anna must pay 2 to call.",
        "Anna folds. Still in, you and Carla.",
        "End of the second betting round, pot 10.",
        "The second centre card is the 7 of coins.",
        "Nobody discards. Cards left. You 1, Carla 3. Third betting round.",
        "You check.",
        "Carla checks.",
        "End of the third betting round, pot 10.",
        "The third centre card is the 5 of cups.",
        "Nobody discards. Cards left. You 1, Carla 3. Fourth betting round.",
        "You check.",
        "Carla checks.",
        "End of the fourth betting round, pot 10.",
        "The fourth centre card is the knight of coins.",
        "You discard the knight of swords.",
        "You have no cards left.",
        "Las Vegas! You have discarded your last card and take the whole pot of 10.",
        "This hand. Anna minus 2, you plus 6, Carla minus 4. Chips. Anna 48, you 56, Carla 46.",
        "End of hand 1.",
    ]


def test_lv_e1_heard_by_the_others() -> None:
    carla = heard(2)
    assert "Bruno checks." in carla
    assert "Bruno discards the 4 of cups and the 4 of batons, 1 card left." in carla
    assert "Bruno discards the knight of swords, and has no cards left." in carla
    assert "Las Vegas! Bruno has discarded the last card and takes the whole pot of 10." in carla
    assert not any("knight of swords" in s for s in carla[: carla.index("Bruno checks.")])
    spectator = heard(None, "it")
    assert "Bruno scarta il 4 di coppe e il 4 di bastoni, e ha ancora 1 carta." in spectator
    assert "Anna lascia. Ancora in gioco, Bruno e Carla." in spectator
    assert "Carla punta 1. Piatto 4. Anna deve mettere 1 per vedere." in spectator
    assert (
        "In questa mano. Anna meno 2, Bruno più 6 e Carla meno 4. "
        "Gettoni. Anna 48, Bruno 56 e Carla 46."
    ) in spectator


def test_lv_e2_showdown_heard() -> None:
    """LV-E2: the fourth centre card a 3, a fifth round, the showdown, both halves."""
    state = position(E1_HANDS, [*E1_CENTRE[:3], "3D"], dealer=0)
    moves = [*E1_MOVES, "check", "bet 1", "call"]
    n = narrator("en", 2)
    said: list[str] = []
    events = list(state.start_events)
    for move in moves:
        events += state.apply(move)
    for event in events:
        if event.type == "deal_start" and event["deal"] == 2:
            break
        if event.visible_to(2):
            said += n.describe(event)
    assert (
        "Nobody discards. Cards left. Bruno 1, you 3. Fifth and last betting round. "
        "Bruno speaks first."
    ) in said
    assert said[-4:-1] == [
        "Showdown. Bruno shows the knight of swords, 9. You show the ace of coins, the 6 of "
        "cups, and the jack of batons, 15.",
        "Lowest total, Bruno with 9, takes the low half, 6. "
        "Highest total, you with 15, take the high half, 6.",
        "This hand. Anna minus 2, Bruno plus 1, you plus 1. Chips. Anna 48, Bruno 51, you 51.",
    ]


def test_a_raise_says_the_new_bet_level() -> None:
    said = heard(None, moves=["bet 2", "raise 3"])
    assert "Bruno bets 2. Pot 5. Carla must pay 2 to call." in said
    raised = "Carla raises 3, putting in 5. Pot 10. The bet is now 5. Anna must pay 5 to call."
    assert raised in said


# -- questions ----------------------------------------------------------------------------------


def e1_after(moves: list[str], **options: Any) -> Any:
    state = e1_state(**options)
    for move in moves:
        state.apply(move)
    return state


def test_the_questions_after_the_first_reveal() -> None:
    """Bruno's turn in the second round: every answer from his view."""
    view = e1_after(E1_MOVES[:4]).view(1)
    n = narrator("en", 1)
    assert n.query("hand", view) == ["Your cards, the knight of swords. Total 9."]
    assert n.query("table", view) == [
        "The first centre card, the 4 of swords. Discarded onto it. "
        "You, the 4 of cups and the 4 of batons.",
        "3 centre cards are still face down. The pot is 6.",
    ]
    assert n.query("pot", view) == [
        "The pot is 6. Nobody has bet in this round. You have nothing to call."
    ]
    assert n.query("opponents", view) == ["Carla, 3 cards, 48 chips. Anna, 3 cards, 48 chips."]
    assert n.query("scores", view) == ["Chips. Anna 48, you 48, Carla 48."]
    assert n.query("turn", view) == ["Your turn, nothing to call."]
    assert n.query("actions", view) == ["You may check or bet 1 to 48."]
    assert n.query("status", view) == [
        "Hand 1. Anna deals. Second betting round. Pot 6. Your turn, nothing to call."
    ]
    assert n.your_turn(view) == "Your turn. You may check or bet 1 to 48."
    assert n.braille_text(view) == "hand 9S, total 9, pot 6, call 0, centre 4"


def test_the_questions_facing_a_bet() -> None:
    """LV-E7: Anna, who has not spoken, may call, raise or fold; Bruno, who checked, may
    only call or fold."""
    state = e1_after(["check", "bet 2"])
    anna = narrator("en", 0)
    view = state.view(0)
    assert anna.query("actions", view) == ["You may call 2, raise 1 to 47, or fold."]
    assert anna.query("pot", view) == [
        "The pot is 5. The bet in this round is 2. Put in this round. Bruno 0, Carla 2, you 0. "
        "You need 2 to call."
    ]
    assert narrator("en", 1).query("turn", state.view(1)) == ["It is Anna's turn, 2 to call."]
    assert (
        narrator("en", 1)
        .query("opponents", state.view(1))[0]
        .startswith("Carla, 3 cards, 47 chips. Anna, 3 cards, 49 chips.")
    )
    state.apply("call")
    bruno = narrator("en", 1)
    assert bruno.query("actions", state.view(1)) == ["You may call 2 or fold."]
    it = narrator("it", 1)
    assert it.query("actions", state.view(1)) == ["Puoi vedere mettendo 2 o lasciare."]
    assert it.your_turn(state.view(1)) == "Tocca a te. Puoi vedere mettendo 2 o lasciare."
    assert (
        narrator("it", None)
        .query("pot", state.view(None))[0]
        .endswith("Per vedere Bruno deve mettere 2.")
    )


def test_the_bet_cap_and_the_last_chips() -> None:
    """LV-E9: Bruno may bet at most 2 (Carla's stack); once Carla is all in only checks."""
    state = position(E1_HANDS, E1_CENTRE, dealer=0, stacks=[21, 10, 3])
    n = narrator("en", 1)
    assert n.query("actions", state.view(1)) == ["You may check or bet 1 to 2."]
    state.apply("bet 2")
    carla = narrator("en", 2)
    assert carla.query("actions", state.view(2)) == ["You may call with your last 2 chips or fold."]
    assert carla.confirm("call", state.view(2)) == "Call with your last 2 chips?"
    assert narrator("it", 2).confirm("call", state.view(2)) == "Vedi con i tuoi ultimi 2 gettoni?"


def test_the_blind_fair_centre_is_values_and_counts() -> None:
    """pile_visibility=top_only: each centre card a value and a number of cards; who
    discarded what is said once, when it happens."""
    state = e1_after(E1_MOVES[:4], pile_visibility="top_only")
    view = state.view(2)
    en, it = narrator("en", 2).query("table", view), narrator("it", 2).query("table", view)
    assert en[0] == "The first centre card, a 4, with 3 cards."
    assert it[0] == "La prima carta al centro, un 4, con 3 carte."
    said = heard(2, pile_visibility="top_only")
    assert "Bruno discards the 4 of cups and the 4 of batons, 1 card left." in said
    intro = narrator("en", 2).intro(view)
    assert "Blind fair table." in intro


def test_the_full_table_names_each_discard() -> None:
    view = e1_after(E1_MOVES[:4]).view(2)
    assert narrator("it", 2).query("table", view)[0] == (
        "La prima carta al centro, il 4 di spade. Scartate sopra. "
        "Bruno, il 4 di coppe e il 4 di bastoni."
    )


def test_folded_and_spectator_hands() -> None:
    state = e1_after(E1_MOVES[:7])
    assert narrator("en", 0).query("hand", state.view(0)) == ["You have folded this hand."]
    assert narrator("en", None).query("hand", state.view(None)) == [
        "You are watching this match. You hold no cards."
    ]
    assert narrator("en", 1).query("opponents", state.view(1)) == [
        "Carla, 3 cards, 46 chips. Folded, Anna."
    ]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_query_at_every_turn_is_clean(lang: str) -> None:
    for events, views, _errors in games():
        n = narrator(lang, 0, "normal", len(events[0]["scores"]))
        for view in views:
            for query in n.QUERIES:
                said = n.query(query, view)
                assert said and all(clean(s) for s in said), (query, said)
            if view["current_player"] == 0:
                for verbosity in VERBOSITIES:
                    n.verbosity = verbosity
                    assert clean(n.your_turn(view))
                n.verbosity = "normal"
            assert clean(n.braille_text(view)) and clean(n.intro(view))
            spectator = narrator(lang, None, "normal", len(events[0]["scores"]))
            for query in n.QUERIES:
                assert all(clean(s) for s in spectator.query(query, spectator_view(view))), query


def spectator_view(view: dict[str, Any]) -> dict[str, Any]:
    """A seat's view as a spectator would have it (no hand, total or legal actions)."""
    return {k: v for k, v in view.items() if k not in ("hand", "total")} | {
        "seat": None,
        "legal_actions": [],
    }


# -- typed moves ------------------------------------------------------------------------------

TYPED = [
    ("en", "check", "check"),
    ("en", "knock", "check"),
    ("en", "bet 3", "bet 3"),
    ("en", "Bet 12 chips", "bet 12"),
    ("en", "call", "call"),
    ("en", "see", "call"),
    ("en", "raise by 2", "raise 2"),
    ("en", "fold", "fold"),
    ("en", "drop", "fold"),
    ("it", "bussa", "check"),
    ("it", "busso", "check"),
    ("it", "punta 2", "bet 2"),
    ("it", "punto 5 gettoni", "bet 5"),
    ("it", "vedi", "call"),
    ("it", "vedo", "call"),
    ("it", "rilancia 3", "raise 3"),
    ("it", "rilancio di 4", "raise 4"),
    ("it", "lascia", "fold"),
    ("it", "lascio", "fold"),
    ("it", "check", "check"),
    ("it", "raise 2", "raise 2"),
    ("it", "punta due", "bet 2"),  # number words, as the cards are said (issue 25)
]


@pytest.mark.parametrize(("lang", "typed", "engine"), TYPED)
def test_typed_moves(lang: str, typed: str, engine: str) -> None:
    found = narrator(lang).canonical(typed)
    assert found == engine
    assert GAME.read_action(found) is not None


@pytest.mark.parametrize(
    "typed", ["punta", "rilancia", "vedi 2", "bussa 1", "punta cento", "punta -1", "passo", ""]
)
def test_incomplete_moves_are_not_read(typed: str) -> None:
    assert narrator("it").canonical(typed) is None


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_legal_action_label_types_back(lang: str) -> None:
    n = narrator(lang)
    count = 0
    for _events, views, _errors in games():
        for view in views:
            for text in view["legal_actions"]:
                label = n.action_label(text)
                assert clean(label)
                assert n.canonical(label) == text, (text, label)
                count += 1
    assert count


def test_move_words_and_labels() -> None:
    en, it = narrator("en"), narrator("it")
    assert en.move_words() == ["check", "bet", "call", "raise", "fold"]
    assert it.move_words() == ["bussa", "punta", "vedi", "rilancia", "lascia"]
    assert it.action_label("raise 3") == "rilancia 3"
    assert {"knock", "see", "drop", "check"} <= set(en.typed_words())
    assert {"bussare", "puntare", "vedere", "rilanciare", "lasciare"} <= set(it.typed_words())


# -- errors, confirmations, help --------------------------------------------------------------

DETAILS: dict[str, tuple[str, dict[str, Any]]] = {
    "match_over": ("check", {}),
    "nothing_to_call": ("call", {}),
    "nothing_to_raise": ("raise 2", {}),
    "cannot_fold": ("fold", {}),
    "facing_bet": ("check", {"to_call": 2, "level": 3}),
    "cannot_cover": ("call", {"to_call": 5, "stack": 3}),
    "checked_may_not_raise": ("raise 1", {"to_call": 2}),
    "no_bet_possible": ("bet 1", {"amount": 1, "low": 1, "high": 0, "cap": "smallest_stack"}),
    "no_raise_possible": ("raise 1", {"amount": 1, "low": 1, "high": 0, "cap": "side_pots"}),
    "amount_too_low": ("bet 0", {"amount": 0, "low": 1, "high": 9, "cap": "smallest_stack"}),
    "amount_too_high": ("raise 60", {"amount": 60, "low": 1, "high": 8, "cap": "smallest_stack"}),
}
CLAUSES = {
    "nothing_to_call": "nobody has bet in this round, so there is nothing to call",
    "facing_bet": "there is a bet of 3 in this round, so you can no longer check, and you need "
    "2 to call",
    "cannot_cover": "you need 5 to call and have only 3 chips",
    "checked_may_not_raise": "you checked in this round, so you may only call 2 or fold",
    "amount_too_low": "the smallest bet is 1",
    "amount_too_high": "you may raise at most 8, so that every player still in can call",
    "no_raise_possible": "nobody may raise now, you have no chips for it, or nobody could match it",
}


@pytest.mark.parametrize(("lang", "reason"), list(product(LANGUAGES, REASONS)))
def test_every_reason_code_has_its_own_clause(lang: str, reason: str) -> None:
    n = narrator(lang)
    text, details = DETAILS[reason]
    templates = e1_state().legal_templates()
    exc = ActionError(
        "refused",
        text=text,
        reason=reason,
        legal=["check", "bet 1"],
        details=details,
        legal_templates=templates,
    )
    said = n.action_error(exc)
    assert clean(said), said
    generic = n.t("error-not-possible", reason=n.t("error-not-now"))
    assert not said.startswith(generic)
    assert said.endswith(n.legal_compact(templates))
    if lang == "en" and reason in CLAUSES:
        assert said.startswith(f"That is not possible, {CLAUSES[reason]}."), said


def test_clauses_differ_between_reasons() -> None:
    n = narrator("en")
    clauses = set()
    for reason in REASONS:
        text, details = DETAILS[reason]
        clauses.add(n._error_clause(ActionError("x", text=text, reason=reason, details=details)))
    assert len(clauses) == len(REASONS)


def test_the_legal_moves_are_said_compactly() -> None:
    state = e1_after(["check", "bet 2"])
    with pytest.raises(ActionError) as caught:
        GAME.parse_action("check", state)
    assert narrator("en").action_error(caught.value) == (
        "That is not possible, there is a bet of 2 in this round, so you can no longer check, "
        "and you need 2 to call. You may now call, raise 1 to 47, or fold."
    )
    assert narrator("it").action_error(caught.value) == (
        "Non è possibile, in questo giro c'è una puntata di 2, quindi non puoi più bussare, e "
        "per vedere devi mettere 2. Ora puoi scrivere vedi, rilancia da 1 a 47 o lascia."
    )
    with pytest.raises(ActionError) as caught:
        GAME.parse_action("bet", e1_state())
    assert narrator("en").action_error(caught.value) == (
        "Say how many chips, for example bet 2. You may now check or bet 1 to 49."
    )
    with pytest.raises(ActionError) as caught:
        GAME.parse_action("vedi 3", e1_state())
    assert (
        narrator("it")
        .action_error(caught.value)
        .startswith("La parola vedi non vuole un numero, scrivi solo vedi.")
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


def test_confirmations_before_going_all_in() -> None:
    state = position(E1_HANDS, E1_CENTRE, dealer=0, stacks=[21, 10, 30])
    view = state.view(1)
    n = narrator("en", 1)
    assert n.confirm("bet 9", view) == "Bet 9, all your chips?"
    assert n.confirm("bet 8", view) is None
    assert n.confirm("check", view) is None
    state.apply("bet 2")
    view = state.view(2)
    assert narrator("en", 2).confirm("raise 7", view) is None
    state = position(E1_HANDS, E1_CENTRE, dealer=0, stacks=[21, 30, 10])
    state.apply("bet 2")
    carla = narrator("it", 2)
    question = carla.confirm("raise 7", state.view(2))
    assert question == "Rilanci di 7, mettendo tutti i tuoi 9 gettoni?"
    assert carla.confirm("call", state.view(2)) is None
    assert narrator("en", None).confirm("fold", state.view(None)) is None


def live_keys(n: LasVegasNarrator) -> dict[str, str]:
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
    assert {"h", "t", "o", "w", "a", "p", "r"} <= set(keys)
    # bet and bussa are typed at almost every turn; no German or Greek move begins with b
    assert ("b" in keys) == (lang in ("de", "el"))
    # Italian keeps s for "sì", German for "setze"
    assert ("s" in keys) == (lang in ("en", "el"))
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
    assert any(text.startswith(n.t("lasvegas-help-moves-1")[:12]) for text in lines)
    assert not any("10C" in text for text in lines)  # no card is ever typed


def test_reserved_keys() -> None:
    assert narrator("en").reserved_keys() == {"b", "c", "f"}
    assert narrator("it").reserved_keys() == {"b", "v", "l"}
    assert narrator("de").reserved_keys() == {"c", "s", "m", "e"}  # p, the pot, stays
    assert narrator("el").reserved_keys() == {"π", "β", "α", "φ"}  # no Latin key is taken


def test_the_narrator_is_exported_for_registration() -> None:
    assert NARRATOR is LasVegasNarrator
    assert LasVegasNarrator.game == "lasvegas" and LasVegasNarrator.deck == "italian40"
    for lang in LANGUAGES:
        n = narrator(lang)
        assert n.reserved_keys().isdisjoint(n.KEYS)
        assert all(clean(s) for s in n.rules_summary())
        assert clean(n.t("game-lasvegas"))


def test_the_intro_names_what_differs_from_the_defaults() -> None:
    view = GAME.new_state(3, seed=1, options={"hands": 10, "lv_bet_cap": "side_pots"}).view(0)
    assert narrator("en").intro(view) == (
        "Each of the 3 players starts with 50 chips, and the ante is 1. The match lasts "
        "10 hands. Bets have no cap. A player short of chips goes all in, and side pots are made."
    )
    assert narrator("it").intro(GAME.new_state(2, seed=1).view(0)) == (
        "Ognuno dei 2 giocatori parte con 50 gettoni, e la puntata obbligatoria è di 1. "
        "La partita continua finché un giocatore ha tutti i gettoni."
    )


def test_a_narrator_started_mid_hand_says_the_cards_left_in_play_order() -> None:
    """After a resume the narrator has heard no deal start: the reveal itself gives the
    dealer and the cards left, so the order still runs from the seat after the dealer, and
    the payout names only the seats dealt into the hand."""
    from access_cards.narration import Translator, create_narrator

    n = create_narrator("lasvegas", Translator("en"), 0, ["You", "Anna", "Bruno"])
    n.describe(Event("reveal", position=1, card="4S", value=4, face_down=3,
                     hand_sizes=[3, 2, None], dealer=1))  # fmt: skip
    said = n.describe(Event("round_start", round=2, first=0, pot=6, skipped=False))
    assert said[0].startswith("Nobody discards. Cards left. You 3, Anna 2."), said
    paid = n.describe(Event("payout", how="fold", pot=6, shares=[6, 0, 0], nets=[3, -3, 0],
                            stacks=[53, 47, 0], seats=[0, 1]))  # fmt: skip
    assert "Bruno" not in " ".join(paid), paid
