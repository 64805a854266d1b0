"""Card words and codes for every deck and language (narration/cards.py, cards.ftl, codes.ftl).

Every card of the four decks is named in every language, card style and article form, the
names of one deck differ (Rummy 40's two copies of a card are one card), and each name, and
each code in the language's letters in either case, types back to the card's engine code.
"""

from __future__ import annotations

from collections.abc import Callable
from importlib.resources import files
from itertools import product

import pytest
from fluent.syntax import FluentParser, ast
from fluent.syntax.visitor import Visitor

from access_cards.engine.cards import DECKS, JOKER, find_deck
from access_cards.engine.errors import DeckError
from access_cards.narration import LANGUAGES, Translator, create_narrator
from access_cards.narration.cards import CARD_STYLES, CardWords, card_words

FORMS = ("name", "the", "a")
CASES = list(product(DECKS, LANGUAGES, CARD_STYLES, FORMS))
TEMPLATE_MARKS = set(".,?!' \n")


def words(deck: str, lang: str) -> CardWords:
    return card_words(Translator(lang), deck)


def former(deck: str, lang: str, form: str) -> Callable[[str, str], str]:
    """The CardWords method saying a card in one article form."""
    method: Callable[[str, str], str] = getattr(words(deck, lang), form)
    return method


def codes(deck: str) -> list[str]:
    """Each card of a deck once (Rummy 40 holds two of each, and two jokers)."""
    return list(dict.fromkeys(c.code for c in find_deck(deck).cards))


# -- saying cards ----------------------------------------------------------------------------


@pytest.mark.parametrize(("deck", "lang", "style", "form"), CASES)
def test_every_card_has_a_unique_name(deck: str, lang: str, style: str, form: str) -> None:
    """Each card of a deck has a plain-word name, different from every other card's."""
    say = former(deck, lang, form)
    names = {code: say(code, style) for code in codes(deck)}
    assert all(name and name.strip() == name for name in names.values())
    assert not any(ch in name for name in names.values() for ch in "{}$-♠♥♦♣")
    assert len(set(names.values())) == len(names), names


@pytest.mark.parametrize(("deck", "lang", "style", "form"), CASES)
def test_every_name_types_back_to_its_card(deck: str, lang: str, style: str, form: str) -> None:
    """parse(name(card)) is the card's code, in every form and style."""
    say, cards = former(deck, lang, form), words(deck, lang)
    wrong = {code: say(code, style) for code in codes(deck)}
    wrong = {code: name for code, name in wrong.items() if cards.parse(name) != code}
    assert wrong == {}


@pytest.mark.parametrize(("deck", "lang"), list(product(DECKS, LANGUAGES)))
def test_shown_codes_type_back_in_either_case(deck: str, lang: str) -> None:
    """ "QS", "dp", "10h", "1C", "jk": every card's code in the language reads back to the
    card, upper or lower case, and no two cards of a deck share a code."""
    cards = words(deck, lang)
    shown = {code: cards.code(code) for code in codes(deck)}
    assert len(set(shown.values())) == len(shown), shown
    for code, typed in shown.items():
        assert (cards.parse(typed), cards.parse(typed.lower())) == (code, code), typed


@pytest.mark.parametrize(
    ("lang", "style", "expected"),
    [
        ("en", "full", ["the queen of spades", "the 10 of hearts", "the ace of clubs"]),
        ("en", "short", ["queen spades", "10 hearts", "ace clubs"]),
        ("it", "full", ["la donna di picche", "il 10 di cuori", "l'asso di fiori"]),
        ("it", "short", ["donna picche", "10 cuori", "asso fiori"]),
    ],
)
def test_french_cards_keep_kings_wording(lang: str, style: str, expected: list[str]) -> None:
    """The French deck says what King always said, in both card styles."""
    cards = words("french52", lang)
    assert [cards.the(c, style) for c in ("QS", "10H", "AC")] == expected


def test_italian_articles_before_vowels_and_the_eight() -> None:
    """Italian French-deck articles: l'asso, l'8, la donna, un asso, una donna."""
    cards = words("french52", "it")
    assert [cards.the(c) for c in ("AH", "8H", "QH", "KH")] == [
        "l'asso di cuori", "l'8 di cuori", "la donna di cuori", "il re di cuori",
    ]  # fmt: skip
    assert [cards.a(c) for c in ("AH", "QH", "7H")] == [
        "un asso di cuori", "una donna di cuori", "un 7 di cuori",
    ]  # fmt: skip


def test_english_indefinite_article_before_a_vowel_sound() -> None:
    """ "an ace", "an 8", but "a queen" and "a 10"."""
    cards = words("french52", "en")
    assert [cards.a(c) for c in ("AS", "8S", "QS", "10S")] == [
        "an ace of spades", "an 8 of spades", "a queen of spades", "a 10 of spades",
    ]  # fmt: skip


ITALIAN_DECK = [
    ("10C", "the king of cups", "il re di coppe"),
    ("9S", "the knight of swords", "il cavallo di spade"),
    ("8D", "the jack of coins", "il fante di denari"),
    ("1B", "the ace of batons", "l'asso di bastoni"),
    ("7D", "the 7 of coins", "il 7 di denari"),
]


@pytest.mark.parametrize(("code", "en", "it"), ITALIAN_DECK)
def test_italian_deck_names(code: str, en: str, it: str) -> None:
    """The Italian deck's suits and court cards in English and Italian."""
    assert words("italian40", "en").the(code) == en
    assert words("italian40", "it").the(code) == it


def test_italian_deck_short_names() -> None:
    """The short style drops "of" and the article for Italian cards too."""
    assert words("italian40", "en").the("9S", "short") == "knight swords"
    assert words("italian40", "it").name("1B", "short") == "asso bastoni"


@pytest.mark.parametrize(
    ("lang", "name", "the", "a"),
    [("en", "joker", "the joker", "a joker"), ("it", "jolly", "il jolly", "un jolly")],
)
def test_the_joker(lang: str, name: str, the: str, a: str) -> None:
    """The joker in every form; the short style says it as the full one."""
    cards = words("rummy40", lang)
    assert (cards.name("JK"), cards.the("JK"), cards.a("JK")) == (name, the, a)
    assert {cards.name("JK", "short"), cards.the("JK", "short")} == {name}
    assert cards.parse(the) == cards.parse(name) == cards.parse("JK") == "JK"


def test_no_joker_in_a_52_card_deck() -> None:
    """The French 52-card deck has no joker to name or to read."""
    cards = words("french52", "en")
    assert cards.candidates("joker") == cards.candidates("jk") == []
    with pytest.raises(DeckError):
        cards.name("JK")


@pytest.mark.parametrize("lang", LANGUAGES)
def test_khmer_cards_are_numbers(lang: str) -> None:
    """Khmer cards are said as numbers, as the Khmer narrator said them, in both styles."""
    cards = words("khmer", lang)
    assert [cards.name(c, s) for c in ("1", "6") for s in CARD_STYLES] == ["1", "1", "6", "6"]
    expected = {"en": ("the 1", "a 6"), "it": ("l'1", "un 6"), "de": ("die 1", "eine 6"),
                "el": ("το 1", "ένα 6")}[lang]  # fmt: skip
    assert (cards.the("1"), cards.a("6")) == expected


def test_unknown_card_style_is_refused() -> None:
    """A style other than full or short is an error that lists the styles."""
    with pytest.raises(ValueError, match="full, short"):
        words("french52", "en").name("QS", "tiny")


# -- reading typed cards -----------------------------------------------------------------------

TYPED = [
    ("en", "french52", "QS", "QS"),
    ("en", "french52", "q s", "QS"),
    ("en", "french52", "10h", "10H"),
    ("en", "french52", "queen of spades", "QS"),
    ("en", "french52", "Queen of Spades.", "QS"),
    ("en", "french52", "seven of hearts", "7H"),
    ("en", "french52", "as", "AS"),
    ("en", "italian40", "horse of swords", "9S"),
    ("en", "italian40", "king of clubs", "10B"),
    ("en", "rummy40", "jk", "JK"),
    ("en", "rummy40", "joker", "JK"),
    ("it", "french52", "donna di picche", "QS"),
    ("it", "french52", "regina picche", "QS"),
    ("it", "french52", "l'asso di cuori", "AH"),
    ("it", "french52", "l’8 di quadri", "8D"),
    ("it", "french52", "sette di cuori", "7H"),
    ("it", "italian40", "re di coppe", "10C"),
    ("it", "italian40", "cavallo di spade", "9S"),
    ("it", "italian40", "donna di denari", "8D"),
    ("it", "italian40", "1c", "1C"),
    ("it", "italian40", "10 b", "10B"),
    ("it", "rummy40", "jolly", "JK"),
    ("it", "rummy40", "joker", "JK"),
    ("it", "khmer", "il 5", "5"),
]


@pytest.mark.parametrize(("lang", "deck", "text", "code"), TYPED)
def test_typed_cards(lang: str, deck: str, text: str, code: str) -> None:
    """Codes, names and the language's other words read as one card."""
    assert words(deck, lang).parse(text) == code


# Italian codes of the French deck: ranks A asso, R re, D donna, F fante, 2 to 10; suits
# C cuori, Q quadri, F fiori, P picche (issue 13 §6).  Engine codes in English.
CODES = [
    ("en", "QS", "QS"),
    ("en", "7C", "7C"),
    ("en", "10H", "10H"),
    ("en", "JD", "JD"),
    ("it", "QS", "DP"),
    ("it", "2C", "2F"),
    ("it", "QD", "DQ"),
    ("it", "JC", "FF"),
    ("it", "7H", "7C"),
    ("it", "KS", "RP"),
    ("it", "AD", "AQ"),
    ("it", "10H", "10C"),
]


@pytest.mark.parametrize(("lang", "code", "shown"), CODES)
def test_french_codes_in_the_language(lang: str, code: str, shown: str) -> None:
    """The engine's code shown in the language's letters, and read back from them."""
    cards = words("french52", lang)
    assert cards.code(code) == shown
    assert cards.parse(shown) == cards.parse(shown.lower()) == code


@pytest.mark.parametrize(
    ("text", "code"),
    [("2F", "2C"), ("DQ", "QD"), ("FF", "JC"), ("f f", "JC"), ("7C", "7H"), ("7 c", "7H"),
     ("10c", "10H"), ("AP", "AS"), ("fante f", "JC"), ("donna di picche", "QS")],
)  # fmt: skip
def test_italian_reads_italian_letters(text: str, code: str) -> None:
    """ "2F" is the 2 di fiori and "7C" the 7 di cuori: Italian letters, not the engine's."""
    assert words("french52", "it").parse(text) == code


@pytest.mark.parametrize("text", ["QS", "qs", "7H", "10h", "KS", "JD", "2 s"])
def test_italian_does_not_read_engine_letters(text: str) -> None:
    """In a language with its own letters an engine code is no card: H, S, K and J mean
    nothing in Italian, and Q is quadri, never the queen."""
    assert words("french52", "it").candidates(text) == []


def test_other_decks_keep_their_codes() -> None:
    """Khmer's numbers are the same everywhere; the Italian deck's 1C to 10B and the joker JK
    too, but in Greek, whose codes are Greek capitals as on its braille labels."""
    for lang in LANGUAGES:
        assert words("khmer", lang).code("5") == "5"
        greek = lang == "el"
        assert words("italian40", lang).code("10B") == ("10Μ" if greek else "10B")
        assert words("rummy40", lang).code("JK") == ("ΤΖ" if greek else "JK")


@pytest.mark.parametrize(
    ("lang", "expected"),
    [
        # Codes said with rank and suit apart (issue 25): a voice says "QS" right but
        # "7S" "sevens"; English names the ace before its letter ("A for" is "a for").
        ("en", ["Q S, queen of spades", "ace A, king K, queen Q, jack J",
                "2 to 10", "clubs C, diamonds D, hearts H, spades S"]),
        ("it", ["D P, donna di picche", "A per asso, R per re, D per donna, F per fante",
                "da 2 a 10", "F per fiori, Q per quadri, C per cuori, P per picche"]),
        ("de", ["D P für Pik Dame", "A für Ass, K für König, D für Dame, B für Bube",
                "2 bis 10", "X für Kreuz, K für Karo, H für Herz, P für Pik"]),
        ("el", ["Ν Μ, ντάμα μπαστούνι", "Α για άσος, Ρ για ρήγας, Ν για ντάμα, Β για βαλές",
                "από 2 έως 10", "Σ για σπαθί, Ρ για καρό, Κ για κούπα, Μ για μπαστούνι"]),
    ],
)  # fmt: skip
def test_code_sentences_list_the_letters(lang: str, expected: list[str]) -> None:
    """How to type a card: an example, every rank letter, the numbers and every suit letter."""
    lines = words("french52", lang).code_lines()
    assert len(lines) == len(expected)
    assert all(part in text for part, text in zip(expected, lines, strict=True)), lines
    assert words("khmer", lang).code_lines() == []
    joker = words("rummy40", lang).code("JK")
    assert words("rummy40", lang).code_lines()[-1].startswith(joker)


@pytest.mark.parametrize(
    ("deck", "text", "count"),
    [
        ("french52", "10", 4),
        ("french52", "queen", 4),
        ("french52", "spades", 13),
        ("italian40", "7", 4),
    ],
)
def test_a_rank_or_a_suit_alone_is_ambiguous(deck: str, text: str, count: int) -> None:
    """ "10" names four cards: candidates lists them, parse gives None."""
    cards = words(deck, "en")
    assert len(cards.candidates(text)) == count
    assert cards.parse(text) is None


@pytest.mark.parametrize(
    ("deck", "text"),
    [("french52", "zebra"), ("french52", "queen of queens"), ("french52", "11 of spades of hearts"),
     ("khmer", "7"), ("italian40", "queen of cups"), ("french52", "1 of hearts"), ("french52", "")],
)  # fmt: skip
def test_unknown_text_names_no_card(deck: str, text: str) -> None:
    """Words that make no card of the deck give no candidates at all."""
    cards = words(deck, "en")
    assert cards.candidates(text) == []
    assert cards.parse(text) is None


def test_among_picks_the_one_card_the_caller_allows() -> None:
    """ "queen" is the queen of spades when that is the only queen among the legal cards."""
    cards = words("french52", "en")
    assert cards.parse("queen", among=["QS", "2H"]) == "QS"
    assert cards.parse("queen", among=["QS", "QH"]) is None
    assert cards.parse("queen of hearts", among=["QS"]) is None


def test_a_is_the_ace_or_an_article() -> None:
    """ "a s" is the ace of spades; in "a queen of spades" the "a" is an article."""
    cards = words("french52", "en")
    assert cards.parse("a s") == "AS"
    assert cards.parse("a queen of spades") == "QS"
    assert len(cards.candidates("a 10")) == 4


# -- suits and ranks ---------------------------------------------------------------------------


def test_hands_group_by_suit_in_deck_order() -> None:
    """Every suit in the engine's order, highest rank first, Rummy's jokers last."""
    french = words("rummy40", "en")
    assert french.by_suit(["2C", "JK", "AH", "7H", "7H"]) == [
        ("C", ["2C"]), ("D", []), ("H", ["AH", "7H", "7H"]), ("S", []), ("J", ["JK"]),
    ]  # fmt: skip
    italian = words("italian40", "it")
    assert [suit for suit, _ in italian.by_suit(["1B"])] == ["C", "D", "S", "B"]
    assert words("khmer", "en").by_suit(["6", "1"]) == []


@pytest.mark.parametrize(
    ("deck", "lang", "suits", "ranks"),
    [
        ("french52", "en", "clubs diamonds hearts spades", "2 jack ace"),
        ("french52", "it", "fiori quadri cuori picche", "2 fante asso"),
        ("italian40", "en", "cups coins swords batons", "ace jack knight king"),
        ("italian40", "it", "coppe denari spade bastoni", "asso fante cavallo re"),
    ],
)
def test_suit_and_rank_words(deck: str, lang: str, suits: str, ranks: str) -> None:
    """Suit letters and ranks as words, for queries such as a hand read by suit."""
    cards = words(deck, lang)
    assert [cards.suit(s) for s in cards.suits] == suits.split()
    wanted = (2, 11, 14) if deck == "french52" else (1, 8, 9, 10)
    assert [cards.rank(r) for r in wanted] == ranks.split()


def test_suit_words_for_jokers_and_unknown_suits() -> None:
    """ "J" is the jokers; a letter that is no suit of the deck is an error."""
    assert words("rummy40", "en").suit(JOKER.suit) == "jokers"
    with pytest.raises(ValueError, match="italian40"):
        words("italian40", "en").suit("H")


# -- plumbing ----------------------------------------------------------------------------------


def test_card_words_are_made_once_per_translator_and_deck() -> None:
    """Narrators and word helpers share one CardWords, so typed words are built once."""
    t = Translator("en")
    assert card_words(t, "rummy40") is card_words(t, "rummy40")
    assert card_words(t, "rummy40") is not card_words(t, "french52")


@pytest.mark.parametrize(("game", "deck"), [("king", "french52"), ("khmer", "khmer")])
def test_narrators_use_their_games_deck(game: str, deck: str) -> None:
    """Each narrator's card words are its game's deck in the listener's language."""
    narrator = create_narrator(game, Translator("it"), 0, ["A", "B", "C", "D"])
    assert narrator.cards.deck is find_deck(deck)
    assert narrator.cards.t is narrator.t


class _Texts(Visitor):
    """The literal text of a message, without its placeables."""

    def __init__(self) -> None:
        super().__init__()
        self.texts: list[str] = []

    def visit_TextElement(self, node: ast.TextElement) -> None:
        self.texts.append(node.value)


@pytest.mark.parametrize(("lang", "name"), list(product(LANGUAGES, ["cards.ftl", "codes.ftl"])))
def test_card_messages_use_only_plain_marks(lang: str, name: str) -> None:
    """cards.ftl and codes.ftl templates hold letters, digits, spaces and . , ? ! ' only."""
    text = (files("access_cards") / "locales" / lang / name).read_text(encoding="utf-8")
    odd = {}
    for entry in FluentParser().parse(text).body:
        if isinstance(entry, ast.Message):
            visitor = _Texts()
            visitor.visit(entry.value)
            marks = {ch for t in visitor.texts for ch in t if not ch.isalnum()} - TEMPLATE_MARKS
            if marks:
                odd[entry.id.name] = marks
    assert odd == {}


def test_the_short_style_declines_a_greek_card_as_an_object() -> None:
    """Short names drop the article; Greek still says a card a sentence acts on in the
    accusative ("παίζει ρήγα κούπα"), and lists it in the nominative ("ρήγας κούπα")."""
    greek = words("french52", "el")
    assert greek.name("KH", "short") == "ρήγας κούπα"
    assert (greek.the("KH", "short"), greek.a("AS", "short")) == ("ρήγα κούπα", "άσο μπαστούνι")
    assert words("italian40", "el").the("9C", "short") == "ιππότη κούπες"
    english = words("french52", "en")  # no cases: the same words either way
    assert english.the("KH", "short") == english.name("KH", "short") == "king hearts"
