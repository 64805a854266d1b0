"""Reading what a player typed, and reading it back (issue 25, point 6).

A typed line the game refuses is said back in words a voice reads right: a minus sign before
a number as the word ("raise minus 3", not "raise 3"), a card code with its rank and suit
apart ("7 S", not "sevens").  Numbers are read as digits or as the number words a language
says its cards and counts with ("two", "due", "zwei", "δύο").
"""

from __future__ import annotations

import re
from collections.abc import Collection, Iterable
from functools import cached_property

from access_cards.narration.cards import CardWords
from access_cards.narration.i18n import Translator, fold
from access_cards.narration.speakable import spoken_form

__all__ = ["TypedWords"]

MAX_TYPED_DIGITS = 9  # a number typed with more digits is no number (and no absurd int)
NUMBER_WORDS = 12  # the number words read: those a card or a count is said with
MAX_CODE = 3  # the longest card code ("10H")
# A minus sign typed before a number: said as a word, never dropped ("raise -3").
MINUS = re.compile(r"[-\u2212](?=\d)")


class TypedWords:
    """What a narrator reads in typed text; ``t`` and ``cards`` are the narrator's."""

    t: Translator

    @property
    def cards(self) -> CardWords:
        raise NotImplementedError

    def quoted(self, text: str) -> str:
        """Typed text read back as words: "x;y" said "x y", not "x semicolon y"; a minus
        sign before a number as the word, so that "raise -3" is not heard "raise 3"; a card
        code with its rank and suit apart, so that "7S" is not heard "sevens"."""
        said = spoken_form(MINUS.sub(f" {self.t('said-minus')} ", text.strip()))
        return " ".join(self._spoken_word(word) for word in said.split())

    def _spoken_word(self, word: str) -> str:
        """A typed word, or the card code it is, written to be heard right."""
        if len(word) > MAX_CODE or not self.cards.suits:
            return word
        code = self.cards.parse(word)
        if code is None or fold(self.cards.code(code)) != fold(word):
            return word
        return self.cards.spoken_code(code)

    def typed_number(self, word: str) -> int | None:
        """A whole number typed as digits or as a number word of the language ("two",
        "due", "zwei", "δύο", the words its cards and counts are said with); else None."""
        folded = fold(word)
        if folded.isdecimal() and folded.isascii() and len(folded) <= MAX_TYPED_DIGITS:
            return int(folded)
        return self._number_words.get(folded)

    @cached_property
    def _number_words(self) -> dict[str, int]:
        words: dict[str, int] = {}
        for n in range(1, NUMBER_WORDS + 1):
            said = f"{self.t('card-typed-number', n=n)} {self.t('number-word', count=n)}"
            for word in fold(said).split():
                if not word.isdecimal():
                    words.setdefault(word, n)
        return words

    def not_a_card(self, words: Iterable[str], fillers: Collection[str] = ()) -> str | None:
        """The first typed word that is no part of a card's name nor one of ``fillers``
        (what the move takes beside cards), said as typed; None if every word is."""
        for word in words:
            folded = fold(word).strip(",")
            if not folded or folded.isdecimal() or folded in fillers:
                continue
            if not self.cards.candidates(folded) and folded not in self._card_fillers:
                return spoken_form(word)
        return None

    @cached_property
    def _card_fillers(self) -> set[str]:
        return set(self.t.words("card-typed-fillers"))
