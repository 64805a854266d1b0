"""Card words for every deck and language: names, typed cards, suits and ranks.

A ``CardWords`` holds one deck of ``engine/cards.py`` (khmer, french52, rummy40,
italian40) in the listener's language.  It says a card in either card style
("the queen of spades" / "queen spades", "il cavallo di spade", "the joker",
Khmer's "the 6") and reads a typed card back to its engine code ("QS", "10h",
"queen of spades", "regina picche", "re di coppe", "joker").

A ``CardCodes`` is how a card is typed and shown as a code in one language: the
engine's ``QS`` is ``QS`` in English and ``DP`` (donna di picche) in Italian.  The
engine's codes never change; each language maps them to its letters in
``locales/<lang>/codes.ftl``, and a typed code is read in those letters only
(Italian ``7C`` is the 7 di cuori, the engine's ``7H``).  A language adds its
letters in that file alone; the key card of the braille labels reads it too.

The words are in ``locales/<lang>/cards.ftl``; their ids begin with the deck
family (``card-french-…``, ``card-italian-…``, ``card-joker…``), except the
Khmer deck's ``khmer-card-…``, which are older than this module.  The codes'
ids begin with ``code-``.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator
from functools import cached_property, lru_cache
from itertools import product

from access_cards.engine.cards import FRENCH_SUITS, ITALIAN_SUITS, JOKER, Card, Deck, find_deck
from access_cards.narration.i18n import Messages, Translator, fold

__all__ = ["CARD_STYLES", "CardCodes", "CardWords", "card_words"]

# "full": "queen of spades"; "short": "queen spades" (no "of", no article).
CARD_STYLES = ("full", "short")
SUITS = {"khmer": (), "french": FRENCH_SUITS, "italian": ITALIAN_SUITS}
# What one typed word may mean: (rank, suit), None where it says nothing.  A filler
# ("of", "the") says nothing at all; a joined code ("qs") says both.
Reading = tuple[int | None, str | None]
FILLER: Reading = (None, None)
MAX_TYPED_WORDS = 8  # "the queen of spades" is four; more is not a card
PUNCTUATION = str.maketrans({c: " " for c in ".,;:!?"} | {"\u2019": "' ", "`": "' ", "'": "' "})
# The card the help and the key card show as an example code ("QS", Italian "DP").
EXAMPLES = {"khmer": "5", "french": "QS", "italian": "10C"}


class CardCodes:
    """A deck's card codes in one language: the rank's letter or number, then the suit's.

    ``messages`` is any bundle holding the ``code-…`` messages of ``codes.ftl``: the
    spoken interface's ``Translator``, or the key card's text in a label language.
    """

    def __init__(self, messages: Messages, deck: str | Deck) -> None:
        self.messages = messages
        self.deck = find_deck(deck) if isinstance(deck, str) else deck

    def code(self, code: str) -> str:
        """The engine's code as this language shows it: Italian "DP" for "QS"."""
        card = self.deck.parse(code)
        if card.family == "khmer":  # numbers in every language
            return card.code
        if card.is_joker:
            return self.messages("code-joker")
        return self.rank(card.rank) + self.suit(card.suit)

    def spoken(self, code: str) -> str:
        """A code as a voice reads it right (``code-spoken``): rank and suit apart, "7 S"
        (eSpeak says "7S" "sevens" and "AS" "as"), and still typed back as the card; the
        joker's code and Khmer's numbers whole."""
        card = self.deck.parse(code)
        if card.family == "khmer" or card.is_joker:
            return self.code(code)
        return self.messages("code-spoken", rank=self.rank(card.rank), suit=self.suit(card.suit))

    def rank(self, rank: int) -> str:
        """A rank's part of a code: "Q", Italian "D"; "10" for a number."""
        if self.deck.family == "khmer":
            return str(rank)
        return self.messages(f"code-{self.deck.family}-rank", rank=rank)

    def suit(self, suit: str) -> str:
        """A suit's part of a code: "S", Italian "P"."""
        return self.messages(f"code-{self.deck.family}-suit", suit=suit)

    @property
    def example(self) -> str:
        """The engine code of the card the help shows as an example."""
        return EXAMPLES[self.deck.family]

    def lines(
        self,
        rank_name: Callable[[int], str],
        suit_name: Callable[[str], str],
        example_name: str,
        joker_name: str = "",
    ) -> list[str]:
        """How to type a card, in sentences: the example, the rank letters and numbers, the
        suit letters, the joker.  The names come from the caller (the spoken card words, or
        the braille scheme's names on the key card).  None for the Khmer deck: its codes
        are its numbers."""
        if self.deck.family == "khmer":
            return []
        say = self.messages
        lines = [say("code-help-intro", code=self.spoken(self.example), card=example_name)]
        lines += self._rank_lines(rank_name)
        suits = [self._item(self.suit(s), suit_name(s)) for s in SUITS[self.deck.family]]
        lines.append(say("code-help-suits", items=", ".join(suits)))
        if JOKER in self.deck.cards:
            lines.append(say("code-help-joker", code=say("code-joker"), name=joker_name))
        return lines

    def _rank_lines(self, rank_name: Callable[[int], str]) -> list[str]:
        """The ranks typed as letters, named one by one, then those typed as numbers."""
        ranks = sorted({c.rank for c in self.deck.cards if not c.is_joker}, reverse=True)
        lettered = [r for r in ranks if not self.rank(r).isdecimal()]
        numbers = [r for r in ranks if r not in lettered]
        lines = []
        if lettered:
            items = [self._item(self.rank(r), rank_name(r)) for r in lettered]
            lines.append(self.messages("code-help-letters", items=", ".join(items)))
        if numbers:
            others = "yes" if lettered else "no"
            low, high = min(numbers), max(numbers)
            lines.append(self.messages("code-help-numbers", others=others, low=low, high=high))
        return lines

    def _item(self, code: str, name: str) -> str:
        """ "A for ace", "P per picche"."""
        return self.messages("code-help-item", code=code, name=name)


class CardWords:
    """A deck's card words in one language."""

    def __init__(self, t: Translator, deck: str | Deck) -> None:
        self.t = t
        self.deck = find_deck(deck) if isinstance(deck, str) else deck

    # -- saying cards ----------------------------------------------------------

    def card(self, code: str) -> Card:
        """The card of a code of this deck (DeckError if it is none)."""
        return self._cards.get(code) or self.deck.parse(code)

    def name(self, code: str, style: str = "full") -> str:
        """ "queen of spades" / "donna di picche"; short "queen spades"; Khmer "6"."""
        return self._say(code, "", style)

    def the(self, code: str, style: str = "full") -> str:
        """ "the queen of spades" / "la donna di picche"; short "queen spades"; Khmer "the 6"."""
        return self._say(code, "the", style)

    def a(self, code: str, style: str = "full") -> str:
        """ "a queen of spades" / "una donna di picche"; short "queen spades"; Khmer "a 6"."""
        return self._say(code, "a", style)

    def rank(self, rank: int) -> str:
        """A rank on its own: "queen", "cavallo", Khmer "6"."""
        if self.deck.family == "khmer":
            return self.t.number(rank)
        return self.t(f"card-{self.deck.family}-rank", rank=rank)

    def suit(self, suit: str) -> str:
        """A suit letter as a word: "spades", "coppe"; ``J`` is the jokers."""
        if suit == JOKER.suit:
            return self.t("card-jokers")
        if suit not in self.suits:
            raise ValueError(f"{suit!r} is no suit of the {self.deck.name} deck: {self.suits}")
        return self.t(f"card-{self.deck.family}-suit", suit=suit)

    @property
    def suits(self) -> tuple[str, ...]:
        """The deck's suit letters in the engine's order (none for Khmer)."""
        return SUITS[self.deck.family]

    @cached_property
    def codes(self) -> CardCodes:
        """The deck's codes in this language, typed and shown ("QS", Italian "DP")."""
        return CardCodes(self.t, self.deck)

    def code(self, code: str) -> str:
        """An engine code as the listener types it: "QS", Italian "DP"; Khmer "6"."""
        return self.codes.code(code)

    def spoken_code(self, code: str) -> str:
        """An engine code as the listener types it, written to be heard right: "7 S"."""
        return self.codes.spoken(code)

    def code_lines(self) -> list[str]:
        """How to type a card of this deck, in a few sentences (none for Khmer's numbers)."""
        joker = self.name(JOKER.code) if JOKER in self.deck.cards else ""
        example = self.name(self.codes.example)
        return self.codes.lines(self.rank, self.suit, example, joker)

    def by_suit(self, codes: Iterable[str]) -> list[tuple[str, list[str]]]:
        """Codes grouped by suit: every suit in order, highest rank first; jokers last, as ``J``."""
        cards = sorted((self.card(c) for c in codes), key=lambda c: -c.rank)
        groups = [(suit, [c.code for c in cards if c.suit == suit]) for suit in self.suits]
        jokers = [c.code for c in cards if c.is_joker]
        return [*groups, (JOKER.suit, jokers)] if jokers else groups

    def _say(self, code: str, form: str, style: str) -> str:
        if style not in CARD_STYLES:
            raise ValueError(f"unknown card style {style!r}; styles: {', '.join(CARD_STYLES)}")
        card = self.card(code)
        if card.family == "khmer":  # a number: no suit, so both styles say it alike
            return self.t(f"khmer-card-{form}", card=card.rank) if form else self.rank(card.rank)
        return self.t(_message_id(card, form, style), rank=card.rank, suit=card.suit)

    # -- reading typed cards ---------------------------------------------------

    def parse(self, text: str, among: Iterable[str] | None = None) -> str | None:
        """The code of the one card ``text`` names, or None if it names none or several.

        ``among`` limits the cards considered (the caller's legal cards): "queen"
        then means the only queen among them.
        """
        found = self.candidates(text, among)
        return found[0] if len(found) == 1 else None

    def candidates(self, text: str, among: Iterable[str] | None = None) -> list[str]:
        """Every code ``text`` may mean, in deck order: none (unknown), one, or several
        (ambiguous: "queen", or "10" in a French deck)."""
        # Codes are read as words in the language's letters (codes.ftl), never in the
        # engine's: Italian "7C" is the 7 di cuori, which the engine calls 7H.
        return self._by_words(_words(text), self._kinds(among))

    def _kinds(self, among: Iterable[str] | None) -> list[str]:
        """The codes considered, once each, in deck order."""
        codes = list(dict.fromkeys(c.code for c in self.deck.cards))
        if among is None:
            return codes
        allowed = {self.card(c).code for c in among}
        return [c for c in codes if c in allowed]

    def _by_words(self, words: list[str], kinds: list[str]) -> list[str]:
        """The cards of the most precise readings that name any: rank and suit before either."""
        if not words or len(words) > MAX_TYPED_WORDS:
            return []
        best: list[str] = []
        best_score = 0
        for reading in self._readings(words):
            matches = [c for c in kinds if _fits(self.card(c), reading)]
            score = sum(part is not None for part in reading)
            if matches and score > best_score:
                best, best_score = matches, score
            elif matches and score == best_score:
                best += [c for c in matches if c not in best]
        return [c for c in kinds if c in best]

    def _readings(self, words: list[str]) -> Iterator[Reading]:
        """Each way the words make one card, a rank alone or a suit alone."""
        for choice in product(*(self._word_readings(w) for w in words)):
            reading = _combine(choice)
            if reading is not None and reading != FILLER:
                yield reading

    def _word_readings(self, word: str) -> list[Reading]:
        readings: list[Reading] = [(r, None) for r in self._rank_words.get(word, ())]
        readings += [(None, s) for s in self._suit_words.get(word, ())]
        if word in self._joker_words:
            readings.append((JOKER.rank, JOKER.suit))
        if word in self._fillers:
            readings.append(FILLER)
        return readings or self._joined(word)

    def _joined(self, word: str) -> list[Reading]:
        """A rank word and a suit word typed as one: "qs", "10h", "1c"."""
        return [
            (rank, suit)
            for cut in range(1, len(word))
            for rank in self._rank_words.get(word[:cut], ())
            for suit in self._suit_words.get(word[cut:], ())
        ]

    # -- the words of this language, built on first use ------------------------------

    @cached_property
    def _cards(self) -> dict[str, Card]:
        # Parsing reads every card of the deck for every reading of the words: look codes up once.
        return {c.code: c for c in self.deck.cards}

    @cached_property
    def _rank_words(self) -> dict[str, set[int]]:
        """Digits, spoken names, typed letters and number words for every rank."""
        words: dict[str, set[int]] = {}
        for rank in {c.rank for c in self.deck.cards if not c.is_joker}:
            phrases = [str(rank), self.rank(rank), self.t("card-typed-number", n=rank)]
            if self.deck.family != "khmer":
                phrases.append(self.t(f"card-{self.deck.family}-typed-rank", rank=rank))
                phrases.append(self.codes.rank(rank))
            for word in _words(" ".join(phrases)):
                words.setdefault(word, set()).add(rank)
        return words

    @cached_property
    def _suit_words(self) -> dict[str, set[str]]:
        words: dict[str, set[str]] = {}
        for suit in self.suits:
            typed = self.t(f"card-{self.deck.family}-typed-suit", suit=suit)
            for word in _words(f"{self.suit(suit)} {typed} {self.codes.suit(suit)}"):
                words.setdefault(word, set()).add(suit)
        return words

    @cached_property
    def _joker_words(self) -> set[str]:
        if JOKER not in self.deck.cards:
            return set()
        words = (self.t("card-joker"), self.t("card-typed-joker"), self.t("code-joker"))
        return set(_words(" ".join(words)))

    @cached_property
    def _fillers(self) -> set[str]:
        return set(_words(self.t("card-typed-fillers")))


@lru_cache(maxsize=64)
def card_words(t: Translator, deck: str) -> CardWords:
    """The card words of ``deck`` for ``t``, made once (their typed words are built on use)."""
    return CardWords(t, deck)


def _message_id(card: Card, form: str, style: str) -> str:
    """A French or Italian card's message: ``card-french-the``, ``card-italian-short``, …"""
    if card.is_joker:  # one word: the short style says it as the full one
        return "card-joker" if style == "short" or not form else f"card-joker-{form}"
    stem = f"card-{card.family}"
    if style == "short":
        # Where a sentence puts the card as an object ("the", "a"), Greek declines it
        # even without an article (τον ρήγα κούπα, short ρήγα κούπα).
        return f"{stem}-short-object" if form else f"{stem}-short"
    return f"{stem}-{form}" if form else stem


def _words(text: str) -> list[str]:
    """Typed text as words: case folded, punctuation dropped, "l'asso" as "l'" and "asso"."""
    return fold(text).translate(PUNCTUATION).split()


def _combine(choice: Iterable[Reading]) -> Reading | None:
    """One card from the words' readings, or None if two words say a rank (or a suit)."""
    rank: int | None = None
    suit: str | None = None
    for word_rank, word_suit in choice:
        if word_rank is not None:
            if rank is not None:
                return None
            rank = word_rank
        if word_suit is not None:
            if suit is not None:
                return None
            suit = word_suit
    return rank, suit


def _fits(card: Card, reading: Reading) -> bool:
    rank, suit = reading
    if card.is_joker != (suit == JOKER.suit):
        return False
    return (rank is None or card.rank == rank) and (suit is None or card.suit == suit)
