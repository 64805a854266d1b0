"""Khmer as a listener hears it (issue 13, sections 1, 5 and 10): no sentence holds a symbol a
screen reader voices, the showdown names every card behind each total, the announce total option
belongs to the top-card-only variant, a top card uncovered by a draw has no known player, and a
deck that is not a list of card codes is refused with the engine's DeckError in every game."""

from __future__ import annotations

import random
from collections.abc import Iterator
from itertools import product
from typing import Any

import pytest

from access_cards import bots
from access_cards.engine import DeckError, Event, events_for
from access_cards.games import GAMES
from access_cards.games.khmer import Khmer, KhmerState
from access_cards.narration import LANGUAGES, Narrator, Translator, create_narrator
from access_cards.narration.speakable import voiced_symbols
from access_cards.rules import rules_lines

NAMES = ("Carla", "Anna")
OPTION_SETS = [
    {"mode": m, "pile_visibility": p, "announce_total": a, "khmer_draw_own_card": d}
    for m, p, a, d in product(
        ("match", "single"), ("full", "top_only"), ("yes", "no"), ("allowed", "forbidden")
    )
]


def match(options: dict[str, Any], seed: int) -> KhmerState:
    state = Khmer.new_state(2, seed=seed, options={"target": 3, **options})
    assert isinstance(state, KhmerState)
    return state


def moves(state: KhmerState, rng: random.Random) -> Iterator[list[Event]]:
    """Play ``state`` to its end at random (knocking when legal half the time), yielding the
    events of each action, the deal's first events included."""
    yield list(state.start_events)
    while not state.is_over:
        legal = [str(a) for a in state.legal_actions()]
        knock = "knock" in legal and rng.random() < 0.5
        yield state.apply("knock" if knock else rng.choice(legal))


def everything_said(narrator: Narrator, state: KhmerState, events: list[Event]) -> Iterator[str]:
    """What the listener hears of these events, and every answer he can ask for now."""
    seat = narrator.seat
    for event in events_for(events, seat):
        yield from narrator.describe(event)
    view = state.view(seat)
    for name in Narrator.QUERIES:
        yield from narrator.query(name, view)
    yield narrator.intro(view)
    yield narrator.braille_text(view)  # said aloud where no braille display is attached
    yield from narrator.rules_summary()
    if seat is not None and view["current_player"] == seat:
        yield narrator.your_turn(view)
        for action in view["legal_actions"]:
            yield narrator.confirm(action, view) or ""


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("verbosity", Narrator.VERBOSITY)
def test_no_khmer_sentence_holds_a_voiced_symbol(lang: str, verbosity: str) -> None:
    """Whole matches under every option set, heard by both seats and a spectator: every event,
    answer, prompt, confirmation and braille line keeps to letters, digits and . , ? ! '."""
    for number, options in enumerate(OPTION_SETS):
        state = match(options, seed=number)
        narrators = [
            create_narrator("khmer", Translator(lang), seat, NAMES, verbosity=verbosity)
            for seat in (0, 1, None)
        ]
        for events in moves(state, random.Random(number)):
            for narrator in narrators:
                for text in everything_said(narrator, state, events):
                    assert not voiced_symbols(text), (options, text)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_no_khmer_refusal_holds_a_voiced_symbol_in_its_clause(lang: str) -> None:
    """Every illegal move of random matches is refused with a clause free of voiced symbols."""
    t = Translator(lang)
    empty = t("error-not-possible", reason="")
    head = empty[: empty.index(".")] if "." in empty else empty  # the common sentence's start
    for number, options in enumerate(OPTION_SETS[:8]):
        state = match(options, seed=number)
        narrator = create_narrator("khmer", t, 0, NAMES)
        rng = random.Random(number)
        while not state.is_over:
            for command in ("play 1", "play 6", "draw", "discard", "knock", "concede"):
                try:
                    state.game.parse_action(command, state)
                except ValueError as exc:
                    said = narrator.action_error(exc)  # type: ignore[arg-type]
                    clause = said[len(head) :].split(".")[0]
                    assert not voiced_symbols(clause.strip(" ,")), said
            state.apply(rng.choice(state.legal_actions()))


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_rules_pages_are_speakable_and_tie_announce_total_to_the_variant(lang: str) -> None:
    """The page read by u and rules holds no voiced symbol, and says the option belongs to
    the top card only variant (RULES.md's KHMER_TOPONLY_ANNOUNCE_TOTAL)."""
    lines = rules_lines("khmer", lang)
    assert len(lines) > 40
    for line in lines:
        assert not voiced_symbols(line), line
    total = {"en": "total", "it": "total", "de": "summe", "el": "σύνολ"}[lang]
    option = next(x for x in lines if x.startswith("5. ") and total in x.casefold())
    variant = {"en": "top card only variant", "it": "variante solo la carta in cima",
               "de": "Variante nur die oberste Karte",
               "el": "παραλλαγή μόνο το πάνω φύλλο"}[lang]  # fmt: skip
    always = {"en": "always announced", "it": "si annuncia sempre", "de": "immer angesagt",
              "el": "ανακοινώνεται πάντα"}[lang]  # fmt: skip
    assert variant in option and always in option, option


# -- announce_total belongs to the top-card-only variant ------------------------------------------


@pytest.mark.parametrize(("pile", "announced"), [("full", True), ("top_only", False)])
def test_announce_total_no_silences_the_total_only_in_the_top_card_only_variant(
    pile: str, announced: bool
) -> None:
    """With the pile fanned the base game announces the total whatever the option says
    (RULES.md §1.7); with the top card only the option hides it from events and views."""
    state = match({"pile_visibility": pile, "announce_total": "no"}, seed=4)
    n = create_narrator("khmer", Translator("en"), 0, NAMES)
    checked = 0
    for events in moves(state, random.Random(4)):
        for event in events:
            if event.type in ("play", "draw", "discard"):
                assert ("table_total" in event) is announced, event
                said = " ".join(n.describe(event))
                assert ("Table " in said) is announced, said
                checked += 1
        if not state.is_over:
            assert ("table_total" in state.view(0)) is announced
    assert checked > 10


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_intro_says_when_the_listener_must_keep_the_total(lang: str) -> None:
    """Only top card only with announce_total=no hides the total, and the intro says so."""
    t = Translator(lang)
    keep = t("khmer-intro-no-total")
    for pile, announce in product(("full", "top_only"), ("yes", "no")):
        state = match({"pile_visibility": pile, "announce_total": announce}, seed=1)
        intro = create_narrator("khmer", t, 0, NAMES).intro(state.view(0))
        assert (keep in intro) is (pile == "top_only" and announce == "no"), intro


# -- who played the top card, in the top-card-only variant ---------------------------------------


def last_pile_move(state: KhmerState) -> str | None:
    """The kind of the deal's last move that changed the pile (a discard changes nothing)."""
    kinds = [a.kind for a in state.deal_log if a.kind in ("play", "draw")]
    return kinds[-1] if kinds else None


@pytest.mark.parametrize("draw_own", ["allowed", "forbidden"])
def test_top_card_player_is_known_only_while_it_is_the_card_last_put_down(draw_own: str) -> None:
    """In random top-card-only matches every view names the top card's player exactly when the
    deal's last play or draw put it there, and it is then the seat that played it."""
    options = {"pile_visibility": "top_only", "khmer_draw_own_card": draw_own}
    seen = {True: 0, False: 0}
    for seed in range(30):
        state = match(options, seed)
        rng = random.Random(seed)
        while not state.is_over:
            known = bool(state.pile) and last_pile_move(state) == "play"
            for seat in (0, 1, None):
                owner = state.view(seat)["top_owner"]
                assert (owner is not None) is known
                if known:
                    assert owner == state.pile_owners[-1]
            seen[known] += bool(state.pile)
            state.apply(rng.choice(state.legal_actions()))
    assert seen[True] > 50 and seen[False] > 50


def test_the_hard_bot_plays_on_when_the_top_cards_player_is_not_told() -> None:
    """The hard bot's worlds guess the top card's player (from its legal moves, where it may
    not draw its own card) when the view does not name it; whole matches end."""
    options = {"pile_visibility": "top_only", "khmer_draw_own_card": "forbidden"}
    unnamed = 0
    for seed in range(3):
        state = match({**options, "target": 6}, seed)
        players = [bots.create("khmer", "hard", seat=s, seed=s, deterministic=True) for s in (0, 1)]
        while not state.is_over:
            seat = state.current_player
            assert seat is not None
            view = state.view(seat)
            unnamed += view["pile_size"] > 0 and view["top_owner"] is None
            for event in state.apply(players[seat].choose(view)):
                for player in players:
                    if event.visible_to(player.seat):
                        player.observe(event)
    assert unnamed > 5


# -- explicit decks --------------------------------------------------------------------------------


BAD_DECKS: list[Any] = [
    [6, 5, 4, 3, 2, 1, 6, 5, 4, 3, 2, 1, 6, 6, 6, 6],  # ints instead of codes
    [None] * 16,
    [b"6"] * 16,
    ["9" * 5000],  # int() of so many digits raises its own ValueError
    7,
    "6543216543216666",
    ["6"] * 3,
]


@pytest.mark.parametrize("name", sorted(GAMES))
@pytest.mark.parametrize("deck", BAD_DECKS, ids=range(len(BAD_DECKS)))
def test_a_bad_deck_raises_deck_error_in_every_game(name: str, deck: Any) -> None:
    """Issue 13, section 10: Khmer.new_state(2, deck=[6, 5, ...]) raised AttributeError."""
    game = GAMES[name]
    with pytest.raises(DeckError):
        game.new_state(game.min_seats, deck=deck)
