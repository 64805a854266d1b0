"""The help names the keys that work, and cards are typed in the player's letters (issue 13 §6).

The help is built from the live keys of a real ``GameSession`` (``_live_keys``: the console's
keys and the game's, less the letters a move word or a yes or a no begins with), so Italian,
where ``s`` is kept for "sì", names no ``s`` and says to type "punti".  Cards are typed in the
language's letters: Italian "gioca 2F" plays the 2 di fiori (engine 2C), "gioca DQ" the donna
di quadri (QD), and "7C" is the 7 di cuori (7H), in a King match played at the session.
"""

from __future__ import annotations

import re
from itertools import product
from typing import Any

import pytest

from access_cards import games
from access_cards.braille.keytext import KeyText
from access_cards.braille.label import LABEL_LANGUAGES
from access_cards.braille.schemes import key_card
from access_cards.console.play import bot_names
from access_cards.console.saves import SavedMatch
from access_cards.console.session import GameSession
from access_cards.engine.cards import FRENCH_SUITS, find_deck
from access_cards.games import find
from access_cards.narration import LANGUAGES, Translator
from access_cards.narration.base import KEY_SYMBOLS
from access_cards.narration.speakable import voiced_symbols
from access_cards.speech import Speaker

GAMES = games.REGISTERED
CASES = list(product(GAMES, LANGUAGES))
SENTENCE_END = re.compile(r"(?<=[.!?])\s+")


def session(
    game: str, lang: str, *, deck: list[str] | None = None, options: dict[str, Any] | None = None
) -> GameSession:
    """A match of the player (seat 0) against random bots, unsaved, started."""
    seats = ["you"] + ["bot:random"] * (1 if game == "khmer" else 3)
    t = Translator(lang)
    state = find(game).new_state(len(seats), seed=7, options=options, deck=deck)
    match = SavedMatch(state, seats, bot_names(t, seats))
    played = GameSession(match, t, Speaker("text", write=lambda _line: None))
    played.start()
    return played


def help_lines(s: GameSession) -> list[str]:
    """The help as the session gives it: built from its live keys."""
    return s.narrator.help_keys(s._live_keys)


def named_keys(s: GameSession, lines: list[str]) -> set[str]:
    """The keys the help names: each sentence "key, what it gives." whose key is one
    character or a symbol said as a word ("comma", "virgola")."""
    symbols = {s.t("help-key-symbol", symbol=name): ch for ch, name in KEY_SYMBOLS.items()}
    keys = set()
    for text in lines:
        for sentence in SENTENCE_END.split(text):
            head, comma, _ = sentence.partition(",")
            if comma and len(head) == 1:
                keys.add(head)
            elif comma and head in symbols:
                keys.add(symbols[head])
    return keys


@pytest.mark.parametrize(("game", "lang"), CASES)
def test_the_help_names_every_live_key_and_no_other(game: str, lang: str) -> None:
    """The keys in the help are exactly the session's live keys, and each acts as its key."""
    s = session(game, lang)
    named = named_keys(s, help_lines(s))
    assert named == set(s._live_keys), named ^ set(s._live_keys)
    for key in named:
        assert s._console_command(key) == (s._live_keys[key], ""), key


@pytest.mark.parametrize(("game", "lang"), CASES)
def test_what_has_no_key_is_named_as_a_typed_word_that_works(game: str, lang: str) -> None:
    """The question or command a reserved letter would have given is named by its word."""
    s = session(game, lang)
    intro = s.t("help-typed-intro")
    typed_line = next(line for line in help_lines(s) if line.startswith(intro))
    sentences = SENTENCE_END.split(typed_line.removeprefix(intro).strip())
    words = [sentence.partition(",")[0] for sentence in sentences]
    found = {word: s._command_of(word) for word in words}
    assert words and None not in found.values(), found
    commands = {command for command, _ in filter(None, found.values())}
    assert "status" in commands
    assert not commands & set(s._live_keys.values())  # nothing twice: a key or a word


def test_italian_help_says_to_type_the_scores() -> None:
    """In Italian s is yes ("sì"): the help names no s, and says to type punti."""
    for game in GAMES:
        s = session(game, "it")
        lines = help_lines(s)
        assert "s" not in named_keys(s, lines)
        assert any("punti, i " in line for line in lines), lines
    khmer = help_lines(session("khmer", "it"))  # b too: bussa begins with it
    assert any("braille, la mano e il tavolo in braille." in line for line in khmer)


@pytest.mark.parametrize(("game", "lang"), CASES)
def test_the_help_is_heard_whole(game: str, lang: str) -> None:
    """No voiced symbols, one or a few sentences a line, and short enough to hear."""
    lines = help_lines(session(game, lang))
    assert [line for line in lines if voiced_symbols(line)] == []
    assert all(line and len(line) < 320 for line in lines), max(lines, key=len)
    assert len(lines) <= 12


@pytest.mark.parametrize(
    ("lang", "code", "absent"), [("en", "Q S", "D P"), ("it", "D P", "Q S")]
)
def test_king_help_shows_codes_in_the_language(lang: str, code: str, absent: str) -> None:
    """The typing example and the letter list use the language's codes (said apart, issue
    25: a voice reads "QS" as a word)."""
    text = " ".join(help_lines(session("king", lang)))
    assert f" {code}." in text and absent not in text


# -- typing cards in a King match ---------------------------------------------------------


def deck_with_hand(suit: str) -> list[str]:
    """A King deck whose first hand (the player's) is the whole of ``suit``: every card of
    it is legal on the player's first turn (led or void) in the no tricks deal."""
    cards = [c.code for c in find_deck("french52").cards]
    mine = [c for c in cards if c.endswith(suit) and (len(c) == 2 or c == f"10{suit}")]
    return mine + [c for c in cards if c not in mine]


@pytest.mark.parametrize(
    ("lang", "typed", "code"),
    [
        ("it", "gioca 2F", "2C"),
        ("it", "gioca ff", "JC"),
        ("it", "gioca DQ", "QD"),
        ("it", "gioca 7C", "7H"),
        ("it", "gioca donna di picche", "QS"),
        ("en", "play 7C", "7C"),
        ("en", "play QD", "QD"),
        ("en", "play 7H", "7H"),
    ],
)
def test_a_typed_code_plays_the_card_in_the_language(lang: str, typed: str, code: str) -> None:
    """The card the player's letters name leaves their hand, and no other."""
    suit = code[-1]
    assert suit in FRENCH_SUITS
    s = session("king", lang, deck=deck_with_hand(suit), options={"deals": "no_tricks"})
    hand = s.state.view(0)["hand"]
    assert s.state.current_player == 0 and code in hand
    s.handle(typed)
    assert sorted(hand) == sorted([*s.state.view(0)["hand"], code])


@pytest.mark.parametrize("typed", ["gioca QS", "gioca 2C", "gioca 7H"])
def test_engine_letters_play_nothing_in_italian(typed: str) -> None:
    """In Italian "2C" is the 2 di cuori, and "QS" or "7H" are no card: with only clubs in
    hand, none of them plays anything."""
    s = session("king", "it", deck=deck_with_hand("C"), options={"deals": "no_tricks"})
    hand = s.state.view(0)["hand"]
    s.handle(typed)
    assert s.state.view(0)["hand"] == hand and s.state.current_player == 0


def test_the_braille_line_shows_the_languages_codes() -> None:
    """King's braille line lists the hand in the player's letters."""
    for lang, shown in (("en", "QS"), ("it", "DP")):
        s = session("king", lang, deck=deck_with_hand("S"), options={"deals": "no_tricks"})
        assert shown in s.narrator.braille_text(s.state.view(0)).split()


# -- the key card ---------------------------------------------------------------------------


def test_the_italian_key_card_lists_the_italian_letters() -> None:
    """The key card of the French deck says how each card is typed, in Italian letters."""
    text = " ".join(key_card("french52", "it"))
    for item in ("A per asso", "R per re", "D per donna", "F per fante"):
        assert item in text
    for item in ("C per cuori", "Q per quadri", "F per fiori", "P per picche"):
        assert item in text
    assert "D P, donna di picche" in text
    assert "queen Q" in " ".join(key_card("french52", "en"))


# Label languages with typed codes: German and Greek may add theirs (issue 16).
CODED = [lang for lang in LABEL_LANGUAGES if KeyText(lang).has_codes]


def test_the_spoken_languages_have_codes_for_their_key_cards() -> None:
    assert set(LANGUAGES) <= set(CODED)


@pytest.mark.parametrize(("deck", "lang"), list(product(["french52", "rummy40", "khmer"], CODED)))
def test_key_cards_list_letters_where_the_language_has_them(deck: str, lang: str) -> None:
    """A key card lists the typed letters in each language with codes.ftl; the Khmer deck's
    codes are its numbers, so it has no letters to list."""
    text = KeyText(lang)
    intro = text("code-help-intro", code="X", card="Y").partition(",")[0]
    assert any(line.startswith(intro) for line in key_card(deck, lang)) == (deck != "khmer")
