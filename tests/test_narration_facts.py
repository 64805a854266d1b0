"""Narration reads the facts events and errors carry, and holds no memory of the match.

A King narrator made fresh at any point (as after a resume, without the earlier events) says
what one that heard everything says; an ambiguous command is answered with its candidates;
a game may describe the legal actions compactly from the engine's templates; and a reason no
game sentence covers yet still gets a true clause instead of a crash.
"""

from __future__ import annotations

import random
from itertools import product
from typing import Any

import pytest

from access_cards.engine import ActionError, AmbiguousActionError, Event
from access_cards.engine.actions import ActionTemplate
from access_cards.games.king import King
from access_cards.narration import LANGUAGES, Narrator, Translator, create_narrator
from access_cards.narration.khmer import KhmerNarrator
from tests.test_narration import e4, error_of

KING_NAMES = ("Sara", "Anna", "Bruno", "Carla")
KING_OPTIONS: list[dict[str, Any]] = [
    {"deals": "no_hearts,no_queens,positive,positive,king_of_hearts,last_two"},
    {
        "deals": "positive,positive,positive,no_tricks",
        "king_failed_auction": "top_bid_at_most_plus1",
    },
    {"deals": "positive,positive,no_kings_jacks", "king_minus_settlement": "fixed_transfer"},
]


def king(lang: str, seat: int | None) -> Narrator:
    return create_narrator("king", Translator(lang), seat, KING_NAMES)


def king_batches(options: dict[str, Any], seed: int) -> list[list[Event]]:
    """A whole King match of random legal actions, as the batches ``apply`` returned."""
    state = King.new_state(4, seed=seed, options=options)
    rng = random.Random(seed)
    batches = [list(state.start_events)]
    while not state.is_over:
        batches.append(state.apply(rng.choice(state.legal_actions())))
    return batches


def heard_by(narrator: Narrator, seat: int | None, batch: list[Event]) -> list[list[str]]:
    return [narrator.describe(e) for e in batch if e.visible_to(seat)]


@pytest.mark.parametrize(("lang", "seat"), list(product(LANGUAGES, (0, 3, None))))
def test_a_fresh_king_narrator_says_what_one_that_heard_everything_says(
    lang: str, seat: int | None
) -> None:
    """Every batch told by a narrator made just before it equals the whole match's telling."""
    whole, kinds = king(lang, seat), set()
    for options, seed in product(KING_OPTIONS, range(2)):
        for batch in king_batches(options, seed):
            said = heard_by(whole, seat, batch)
            assert heard_by(king(lang, seat), seat, batch) == said, batch
            kinds |= {e.type for e in batch}
            kinds |= {"kept" for e in batch if e.type == "auction_end" and e["declarer"] is None}
    # The sentences that used to need the narrator's memory were all heard.
    assert {"trick_end", "auction", "auction_end", "kept"} <= kinds


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_king_narrator_made_after_a_resume_tells_tricks_and_auctions_alike(lang: str) -> None:
    """A match saved and loaded mid-deal is heard by a new narrator as by the first one."""
    state = King.new_state(4, seed=5, options={"deals": "no_hearts,positive,positive"})
    rng, before = random.Random(5), king(lang, 0)
    heard_by(before, 0, list(state.start_events))
    for _ in range(30):  # into the first deal's tricks
        heard_by(before, 0, state.apply(rng.choice(state.legal_actions())))
    resumed, after = King.from_json(state.to_json()), king(lang, 0)
    told = set()
    while not state.is_over:
        action = rng.choice(state.legal_actions())
        batch, again = state.apply(action), resumed.apply(action)
        assert heard_by(after, 0, again) == heard_by(before, 0, batch)
        told |= {e.type for e in batch}
    assert {"trick_end", "auction", "auction_end"} <= told


def test_the_dealer_keeping_the_contract_is_named_from_the_auction_end() -> None:
    """ "You keep the choice": the Beneficiary comes with the ``auction_end`` event itself,
    so a narrator that heard nothing before it names him too."""
    end = Event("auction_end", declarer=None, sold=None, beneficiary=0, worth=None)
    for seat, kept in ((0, "You keep the choice of contract,"), (2, "Sara keeps the choice")):
        assert king("en", seat).describe(end)[0].startswith(kept)


# -- errors ---------------------------------------------------------------------------------


def ambiguous(candidates: list[str]) -> AmbiguousActionError:
    return AmbiguousActionError(
        "ambiguous", text="play", reason="ambiguous", details={"candidates": candidates}
    )


@pytest.mark.parametrize(
    ("game", "lang", "candidates", "sentence"),
    [
        ("khmer", "en", ["play 5", "play 6"], "That could mean play 5 or play 6. Say which."),
        (
            "khmer", "it", ["play 5", "play 6"],
            "Potrebbe voler dire gioca 5 o gioca 6. Dimmi quale.",
        ),
        (
            "king", "en", ["play QS", "play QH"],
            "That could mean play queen of spades or play queen of hearts. Say which.",
        ),
        (
            "king", "it", ["play QS", "play QH"],
            "Potrebbe voler dire gioca donna di picche o gioca donna di cuori. Dimmi quale.",
        ),
    ],
)  # fmt: skip
def test_an_ambiguous_command_names_its_candidates(
    game: str, lang: str, candidates: list[str], sentence: str
) -> None:
    """The ambiguous error says which actions the command could mean, in each language."""
    n = create_narrator(game, Translator(lang), 0, KING_NAMES)
    assert n.action_error(ambiguous(candidates)) == sentence


class CompactKhmer(KhmerNarrator):
    """Khmer's narrator describing what is legal from the templates."""

    COMPACT_LEGAL = True


def compact(lang: str) -> Narrator:
    return CompactKhmer(Translator(lang), 0, ("Carla", "Anna"))


@pytest.mark.parametrize(
    ("lang", "sentence"),
    [
        ("en", "That is not possible, you have no 3 in your hand. "
               "You may now play 5 or 6, draw, discard, or concede."),
        ("it", "Non è possibile, non hai nessun 3 in mano. "
               "Ora puoi scrivere gioca 5 o 6, pesca, scarta o lascia."),
    ],
)  # fmt: skip
def test_the_engines_templates_are_said_compactly(lang: str, sentence: str) -> None:
    """A compact game groups the plays of the engine's templates under one word."""
    exc = error_of(e4(), "play 3")  # the engine's own error: play 5, play 6, draw, …
    assert compact(lang).action_error(exc) == sentence
    # Khmer itself still lists every action.
    listed = create_narrator("khmer", Translator(lang), 0, ("Carla", "Anna")).action_error(exc)
    assert listed != sentence and listed.count("5") == listed.count("6") == 1
    assert (" play 6" if lang == "en" else " gioca 6") in listed


@pytest.mark.parametrize(
    ("lang", "phrases"),
    [
        ("en", ["play 1 to 6", "play 2 or more", "play up to 4", "play 3 or more cards",
                "discard or discard 6", "knock"]),
        ("it", ["gioca da 1 a 6", "gioca 2 o più", "gioca fino a 4", "gioca 3 o più carte",
                "scarta o scarta 6", "bussa"]),
    ],
)  # fmt: skip
def test_ranges_forms_and_bare_kinds_are_put_in_words(lang: str, phrases: list[str]) -> None:
    """Each kind of template has its own phrase: a range, an open end, a form, a bare kind."""
    templates = [
        ActionTemplate("play", low=1, high=6),
        ActionTemplate("play", low=2),
        ActionTemplate("play", high=4),
        ActionTemplate("play", form="cards", low=3),
        ActionTemplate("discard", choices=("", "6")),
        ActionTemplate("knock"),
    ]
    n = compact(lang)
    assert [n.template_words(t) for t in templates] == phrases
    legal = n.legal_compact(templates[:2])
    assert legal == n.t("error-legal-now", actions=n.t.join(phrases[:2], style="or"))


def test_a_compact_game_without_templates_lists_the_actions() -> None:
    """An error carrying no templates falls back to the listed actions."""
    exc = ActionError("odd", reason="pile_empty", legal=["draw", "knock"])
    assert compact("en").action_error(exc).endswith("You may now draw or knock.")


@pytest.mark.parametrize(
    ("lang", "sentence"),
    [
        ("en", "That is not possible, the game does not allow that now. You may now draw."),
        ("it", "Non è possibile, il gioco ora non lo consente. Ora puoi scrivere pesca."),
    ],
)
def test_an_unknown_reason_gets_the_generic_clause(lang: str, sentence: str) -> None:
    """Khmer answers a reason it has no sentence for with a true clause, not a KeyError."""
    exc = ActionError("odd", reason="no_such_reason", legal=["draw"])
    n = create_narrator("khmer", Translator(lang), 0, ("Carla", "Anna"))
    assert n.action_error(exc) == sentence
