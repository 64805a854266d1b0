"""Issue 25, point 9: wording a listener hears right. One card is said as one; two copies of
a card (Rummy 40's two decks) as a pair; German legal moves read as moves; Greek names with
their article where their gender is known; card codes written so that a voice reads their
letters (checked with the real eSpeak NG, the voice Orca speaks with here).
"""

from __future__ import annotations

import random
import re
import shutil
import subprocess
from functools import cache
from pathlib import Path
from typing import Any

import pytest

from access_cards.engine import ActionError, Event
from access_cards.engine.cards import find_deck
from access_cards.games import find
from access_cards.narration import LANGUAGES, Translator, create_narrator
from access_cards.narration.base import Narrator
from access_cards.narration.cards import card_words
from access_cards.narration.rummy40 import Rummy40Narrator
from tests.heard import clean

needs_espeak = pytest.mark.skipif(shutil.which("espeak-ng") is None, reason="no espeak-ng")


def narrator(game: str, lang: str, names: tuple[str, ...] = ("Sara", "Anna")) -> Narrator:
    return create_narrator(game, Translator(lang), 0, names)


# -- one card, and two of the same -------------------------------------------------------------


@pytest.mark.parametrize("lang", LANGUAGES)
def test_one_card_to_discard_is_said_as_one(lang: str) -> None:
    """ "discard one of 1 cards" was said when one card could be discarded."""
    n = narrator("rummy40", lang)
    state = find("rummy40").new_state(2, seed=3, options={"dealer": 1})
    state.apply("draw stock")
    view = state.view(0)
    code = view["hand"][0]
    one = dict(view, legal_actions=[f"discard {code}"])
    said = n.query("actions", one)[-1]
    assert said == n.t("rummy40-may-discard", count=1, action=n.action_label(f"discard {code}"))
    assert not re.search(r"\b1 (cards|carte|Karten|φύλλα)\b", said), said
    assert clean(said)
    opponent = n.query("opponents", dict(view, hand_sizes=[13, 1]))[0]
    assert not re.search(r"\b1 (cards|carte|Karten|φύλλα)\b", opponent), opponent


def test_two_copies_of_a_card_are_said_as_a_pair() -> None:
    """ "for the 3 of diamonds and the 3 of diamonds" becomes "the two 3s of diamonds"."""
    penalty = Event(
        "penalty", seat=1, cards=["3D", "KH", "3D", "JK", "JK"], points=43, rummy_bonus=0,
        total=43,
    )  # fmt: skip
    expected = {
        "en": "Anna, 43 penalty points, for the two 3s of diamonds, the king of hearts, "
        "and the two jokers.",
        "it": "i due 3 di quadri, il re di cuori e i due jolly",
        "de": "die beiden Karo 3, den Herz König und die beiden Joker",
        "el": "τα δύο 3 καρό, τον ρήγα κούπα και τους δύο τζόκερ",
    }
    for lang, text in expected.items():
        said = narrator("rummy40", lang).describe(penalty)[0]
        assert text in said, said


# -- German moves read as moves -----------------------------------------------------------------


def test_german_legal_moves_read_as_moves() -> None:
    """ "Du kannst jetzt tippen, mitgehen, erhöhe 1 bis 43 oder passe" read "tippen" as a
    move, among an infinitive and imperatives."""
    state = find("lasvegas").new_state(3, seed=2)
    n = create_narrator("lasvegas", Translator("de"), 0, ("du", "Anna", "Bruno"))
    heard: set[str] = set()
    while not state.is_over and len(heard) < 40:
        if state.current_player == 0:
            for typed in ("mitgehen", "checken", "setzen 1"):  # each refused some time
                text = n.canonical(typed)
                try:
                    state.apply(text)
                except ActionError as exc:
                    heard.add(n.action_error(exc))
                    continue
                break
            else:
                state.apply(state.legal_actions()[0])
        else:
            state.apply(state.legal_actions()[0])
    lists = [s for s in heard if "Tippe jetzt" in s]
    assert lists, heard
    for said in lists:
        assert "tippen," not in said, said
        moves = said.split("Tippe jetzt ", 1)[1]
        for word in ("checke ", "setze ", "erhöhe ", "passe."):  # imperatives beside infinitives
            assert word not in moves, said


# -- Greek names with their article ------------------------------------------------------------


def test_greek_names_carry_their_article_where_their_gender_is_known() -> None:
    """Bots' names are the program's own: "Ξεκινάει η Άννα", "Ο Μπρούνο παίζει ένα 6".
    A name it does not know (a player at a network table) is said as typed."""
    names = ("εσύ", "Άννα", "Μπρούνο", "Κάρλα 2", "Νίκος")
    n = create_narrator("king", Translator("el"), 0, names)
    assert n.turn(1) == "Παίζει η Άννα."
    assert n.turn(2) == "Παίζει ο Μπρούνο."
    assert n.turn(3) == "Παίζει η Κάρλα 2."
    assert n.turn(4) == "Παίζει Νίκος."
    khmer = create_narrator("khmer", Translator("el"), 0, ("εσύ", "Άννα"))
    start = Event("deal_start", deal=2, first_player=1, scores=[0, 2])
    assert khmer.describe(start)[0].startswith("Μοιρασιά 2. Ξεκινάει η Άννα.")
    play = Event("play", seat=1, card="6", top_card="6", pile_size=1, table_total=6)
    assert khmer.describe(play)[0].startswith("Η Άννα παίζει ένα 6.")
    # Other languages say names bare, as before.
    italian = create_narrator("king", Translator("it"), 0, ("tu", "Anna"))
    assert italian.turn(1) == "È il turno di Anna."


def test_greek_sentences_keep_names_in_the_nominative() -> None:
    """A name with its article fits only where Greek puts it in the nominative: the meld of
    another player is "που έχει κατεβάσει η Άννα", never "του παίκτη η Άννα"."""
    n = Rummy40Narrator(Translator("el"), 0, ("εσύ", "Άννα"))
    assert n.meld_ref(3, 1) == "ομάδα 3, που έχει κατεβάσει η Άννα"
    for lang_file in Path("access_cards/locales/el").glob("*.ftl"):
        text = lang_file.read_text(encoding="utf-8")
        assert not re.search(r"(του|τον|την|από) \{ \$(name|opponent|knocker|owner) \}", text)


# -- card codes a voice reads right -------------------------------------------------------------


@cache
def phonemes(lang: str, text: str) -> str:
    """What eSpeak NG says for ``text``, as its phoneme mnemonics without stress marks and
    pauses (no sound is made)."""
    done = subprocess.run(
        ["espeak-ng", "-q", "-x", "-v", lang, "--", text],
        capture_output=True, text=True, check=True, timeout=30,
    )  # fmt: skip
    return re.sub(r"r-|[\s',_:;|!=-]", "", done.stdout)


@needs_espeak
@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_spoken_code_is_heard_as_its_letters(lang: str, speech_env: Any) -> None:
    """Each part of a spoken code ("7 S", "A P", "ace S") sounds as it does alone: no
    "sevens" for 7S, no word "as" for AS, no article "a" for a lone English A."""
    words = card_words(Translator(lang), "rummy40")
    for card in find_deck("rummy40").cards:
        spoken = words.spoken_code(card.code)
        alone = "".join(phonemes(lang, part) for part in spoken.split())
        assert phonemes(lang, spoken) == alone, (spoken, phonemes(lang, spoken), alone)
    assert phonemes("en", "7S") != phonemes("en", "7") + phonemes("en", "S")  # the issue's


def joined_codes(lang: str) -> re.Pattern[str]:
    """The deck's codes written whole ("7S", Italian "7P"), as words, the joker's aside."""
    words = card_words(Translator(lang), "rummy40")
    codes = {words.code(c.code) for c in find_deck("rummy40").cards if not c.is_joker}
    return re.compile(r"(?<!\w)(" + "|".join(sorted(codes, key=len, reverse=True)) + r")(?!\w)")


def spoken_texts(lang: str) -> list[str]:
    """Every text with a card code a listener hears in Rummy 40 and King: the help, the a
    key's answers and the refusals over a seeded match, what a move word alone needs."""
    texts = []
    for game, seats in (("rummy40", 2), ("king", 4)):
        n = narrator(game, lang, ("Sara", "Anna", "Bruno", "Carla")[:seats])
        texts += n.help_keys({"a": "actions", "h": "hand"})
        texts += [n.unknown_command(n.kind_word(k)) for k in ("play", "meld", "discard")
                  if k in n.ACTION_KINDS]  # fmt: skip
        state = find(game).new_state(seats, seed=7)
        rng = random.Random(7)
        turns = 0
        while not state.is_over and turns < 40:
            if state.current_player == 0:
                turns += 1
                texts += n.query("actions", state.view(0))
                try:
                    state.apply(rng.choice(("discard JK", "layoff 2C 9", "play 2C", "meld 2C")))
                except ActionError as exc:
                    texts.append(n.action_error(exc))
            state.apply(rng.choice(state.legal_actions()))
    return texts


@pytest.mark.parametrize("lang", LANGUAGES)
def test_no_code_is_said_whole(lang: str) -> None:
    """Help, examples and refusals write a code's rank and suit apart, so that "meld run
    7 S JK JK" is not heard "meld run sevens"; they still type back as the same move."""
    pattern = joined_codes(lang)
    texts = spoken_texts(lang)
    found = [t for t in texts if pattern.search(t)]
    assert not found, found[:3]
    n = narrator("rummy40", lang)
    label = n.action_label("meld run 7S JK JK")
    assert n.canonical(label) == "meld run 7s jk jk" or n.canonical(label) == "meld run 7S JK JK"
