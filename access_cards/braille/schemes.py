"""Label schemes: the braille cells that mark each card of a deck, per language.

A scheme is data, ``schemes/<deck>.<lang>.toml`` (notes/braille.md, "Label schemes"): the
cells, ink legend and name of each rank and suit, the order they go in and the joker.  A file
may start from another deck's (``base = "french52"``) and add to it.  From a scheme come one
``Label`` per physical card and the key card, the scheme told in words.

Every deck must pass ``check``: 2 to 4 cells a label, no two kinds of card with one label, and
no label that reads as another card's when the card is upside down (its second label sits in
the opposite corner, turned round).  A label that reads as itself upside down is harmless: it
still names the right card (``reads_same_upside_down`` lists them).
"""

from __future__ import annotations

import tomllib
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from functools import cache, reduce
from importlib.resources import files
from types import MappingProxyType
from typing import Any, Literal, cast

from access_cards.braille.cells import BLANK, cell, dots, is_braille, rotate
from access_cards.braille.keytext import KeyText
from access_cards.braille.label import LABEL_LANGUAGES, Label
from access_cards.engine.cards import DECKS, Card
from access_cards.narration.cards import CardCodes

__all__ = [
    "MAX_CELLS",
    "MIN_CELLS",
    "Mark",
    "Scheme",
    "check",
    "key_card",
    "labels",
    "reads_same_upside_down",
    "scheme_of",
]

Order = Literal["rank-suit", "suit-rank", "rank"]
ORDERS: tuple[Order, ...] = ("rank-suit", "suit-rank", "rank")
MIN_CELLS, MAX_CELLS = 2, 4
NUMBER_SIGN = cell("3456")
# Where the label goes: this far from the card's edges (notes/braille.md, "Placement").
EDGE_MM = 6


@dataclass(frozen=True)
class Mark:
    """The cells and words of one rank, one suit or the joker.

    ``legend`` is printed in ink, ``name`` goes into card names, ``key`` is what the key card
    says the cells mean (the name unless the file says more, e.g. "cups (coppe)").
    """

    cells: str
    legend: str
    name: str
    key: str


@dataclass(frozen=True)
class Scheme:
    """How one deck is labelled in one language.

    ``ranks`` and ``suits`` are keyed by the engine's codes ("K", "10", "S"; Italian "1",
    "B"), in the data file's order; ``name`` and ``legend`` are patterns with ``{rank}`` and
    ``{suit}`` that put a card's words together.
    """

    deck: str
    lang: str
    order: Order
    ranks: Mapping[str, Mark]
    suits: Mapping[str, Mark]
    joker: Mark | None
    name: str
    legend: str

    def label(self, card: Card) -> Label:
        """The label of ``card``; KeyError if the scheme has no mark for its rank or suit."""
        if card.is_joker:
            if self.joker is None:
                raise KeyError(f"the {self.deck} scheme has no joker")
            return Label(card.code, self.joker.cells, self.joker.legend, self.joker.name)
        rank_code, suit_code = _split(card)
        rank = self.ranks[rank_code]
        suit = self.suits[suit_code] if self.order != "rank" else Mark("", "", "", "")
        cells = suit.cells + rank.cells if self.order == "suit-rank" else rank.cells + suit.cells
        legend = self.legend.format(rank=rank.legend, suit=suit.legend)
        name = self.name.format(rank=rank.name, suit=suit.name)
        return Label(card.code, cells, legend, name)


def labels(deck: str, lang: str) -> list[Label]:
    """One label per physical card of ``deck``, in the deck's reference order."""
    scheme = scheme_of(deck, lang)
    return [scheme.label(card) for card in DECKS[deck].cards]


@cache
def scheme_of(deck: str, lang: str) -> Scheme:
    """The scheme of ``deck`` in ``lang``, read from its data file and checked to cover the deck."""
    if deck not in DECKS:
        raise ValueError(f"unknown deck {deck!r}; decks: {', '.join(DECKS)}")
    if lang not in LABEL_LANGUAGES:
        raise ValueError(
            f"unknown label language {lang!r}; languages: {', '.join(LABEL_LANGUAGES)}"
        )
    where = f"schemes/{deck}.{lang}.toml"
    scheme = _build(deck, lang, _load(deck, lang), where)
    for card in set(DECKS[deck].cards):
        try:
            scheme.label(card)
        except KeyError as exc:
            raise ValueError(f"{where}: no label for {card.code} ({exc})") from None
    return scheme


# --- checks ---------------------------------------------------------------------------------


def check(labels: Sequence[Label]) -> list[str]:
    """The problems of a deck's labels, in words; empty when the labels are fit to emboss.

    Cards with the same code are copies of one kind (Rummy 40's two decks and two jokers) and
    must share their label; different kinds must differ, also when one is turned upside down.
    """
    problems: list[str] = []
    kinds: dict[str, Label] = {}
    for label in labels:
        problems += _label_problems(label)
        first = kinds.setdefault(label.code, label)
        if first.cells != label.cells:
            problems.append(f"{label.code}: copies differ ({first.cells} and {label.cells})")
    problems += _clashes([k for k in kinds.values() if _is_cells(k.cells)])
    return problems


def reads_same_upside_down(labels: Iterable[Label]) -> list[str]:
    """Codes of the labels that read as themselves upside down (harmless, worth knowing)."""
    codes = {lb.code for lb in labels if _is_cells(lb.cells) and rotate(lb.cells) == lb.cells}
    return sorted(codes)


def _label_problems(label: Label) -> list[str]:
    problems = []
    if not MIN_CELLS <= len(label.cells) <= MAX_CELLS:
        problems.append(f"{label.code}: {len(label.cells)} cells, not {MIN_CELLS} to {MAX_CELLS}")
    if not _is_cells(label.cells):
        problems.append(f"{label.code}: {label.cells!r} is not six-dot braille without blanks")
    if not label.legend.strip():
        problems.append(f"{label.code}: no ink legend")
    if not label.name.strip():
        problems.append(f"{label.code}: no name")
    return problems


def _clashes(kinds: Sequence[Label]) -> list[str]:
    """Kinds that share a label, or whose label is another kind's upside down."""
    problems = []
    by_cells: dict[str, Label] = {}
    for label in kinds:
        other = by_cells.setdefault(label.cells, label)
        if other is not label:
            problems.append(f"{other.code} and {label.code} have one label, {label.cells}")
    for label in kinds:
        turned = by_cells.get(rotate(label.cells))
        # rotate is its own inverse: report each pair once, from its smaller code.
        if turned is not None and label.code < turned.code:
            problems.append(
                f"{label.code} ({label.cells}) reads as {turned.code} ({turned.cells}) upside down"
            )
    return problems


def _is_cells(text: str) -> bool:
    return bool(text) and all(is_braille(ch) and ch != BLANK for ch in text)


# --- key card -------------------------------------------------------------------------------


def key_card(deck: str, lang: str) -> list[str]:
    """The scheme in words, one sentence a line, in the label language.

    What a teacher reads aloud or a blind player reads once: the deck, the label length and
    order, the number sign if used, every rank, suit and the joker with its cells and dots,
    one whole example, and where the labels go on the card.
    """
    scheme = scheme_of(deck, lang)
    text = KeyText(lang)
    cards = labels(deck, lang)

    def spell(cells: str) -> str:
        return _spell(text, cells)

    lines = [text("label-key-title", deck=deck), _size_line(text, cards)]
    lines.append(text(f"label-key-order-{scheme.order}"))
    if any(mark.cells.startswith(NUMBER_SIGN) for mark in scheme.ranks.values()):
        lines.append(text("label-key-number-sign", cells=spell(NUMBER_SIGN)))
    lines += _mark_lines(scheme, spell, text)
    # The longest label shows the most (Greek "δέκα μπαστούνι" ⠼⠁⠚⠍); the joker has its line.
    example = max(reversed([lb for lb in cards if lb.code != "JK"]), key=lambda lb: len(lb.cells))
    lines.append(text("label-key-example", card=example.name, cells=spell(example.cells)))
    lines.append(text("label-key-place", mm=EDGE_MM))
    lines += [text("label-key-place-turned"), text("label-key-upside-down")]
    return lines + _code_lines(scheme, text, cards)


def _code_lines(scheme: Scheme, text: KeyText, cards: Sequence[Label]) -> list[str]:
    """How a card of the deck is typed in the game, in the label language's letters, named
    as on the labels; none where the language has no typed codes (``codes.ftl``)."""
    if not text.has_codes:
        return []
    deck = DECKS[scheme.deck]
    ranks = {
        card.rank: scheme.ranks[_split(card)[0]].name for card in deck.cards if not card.is_joker
    }
    codes = CardCodes(text, deck)
    names = {label.code: label.name for label in cards}
    joker = scheme.joker.name if scheme.joker is not None else ""
    return codes.lines(
        ranks.__getitem__, lambda suit: scheme.suits[suit].name, names[codes.example], joker
    )


def _mark_lines(scheme: Scheme, spell: Callable[[str], str], text: KeyText) -> list[str]:
    """One sentence per rank, per suit and for the joker."""
    lines = [
        text("label-key-rank", cells=spell(m.cells), rank=m.key) for m in scheme.ranks.values()
    ]
    lines += [
        text("label-key-suit", cells=spell(m.cells), suit=m.key) for m in scheme.suits.values()
    ]
    if scheme.joker is not None:
        lines.append(
            text("label-key-joker", cells=spell(scheme.joker.cells), joker=scheme.joker.key)
        )
    return lines


def _size_line(text: KeyText, cards: Sequence[Label]) -> str:
    sizes = sorted({len(label.cells) for label in cards})
    if len(sizes) == 1:
        return text("label-key-size-fixed", count=sizes[0])
    return text("label-key-size-range", min=sizes[0], max=sizes[-1])


def _spell(text: KeyText, cells: str) -> str:
    """Cells as braille with their dots in words: "⠅⠎ (dots 1 3, dots 2 3 4)"."""
    per_cell = [
        text("label-key-dots", count=len(raised), dots=" ".join(map(str, raised)))
        for raised in map(dots, cells)
    ]
    joined = reduce(lambda a, b: text("label-key-dots-next", before=a, after=b), per_cell)
    return text("label-key-cells", cells=cells, dots=joined)


# --- data files -----------------------------------------------------------------------------


def _load(deck: str, lang: str, seen: tuple[str, ...] = ()) -> dict[str, Any]:
    """The file's keys over those of its ``base`` file (same language), if it names one."""
    if deck in seen:
        raise ValueError(f"schemes/{deck}.{lang}.toml: base loop {' → '.join((*seen, deck))}")
    resource = files("access_cards") / "braille" / "schemes" / f"{deck}.{lang}.toml"
    data = tomllib.loads(resource.read_text(encoding="utf-8"))
    base = data.pop("base", None)
    if base is None:
        return data
    return _load(str(base), lang, (*seen, deck)) | data


def _build(deck: str, lang: str, data: Mapping[str, Any], where: str) -> Scheme:
    order = data.get("order")
    if order not in ORDERS:
        raise ValueError(f"{where}: order must be one of {', '.join(ORDERS)}, not {order!r}")
    joker = data.get("joker")
    scheme = Scheme(
        deck=deck,
        lang=lang,
        order=cast(Order, order),
        ranks=_marks(data.get("ranks", {}), f"{where} [ranks]"),
        suits=_marks(data.get("suits", {}), f"{where} [suits]"),
        joker=None if joker is None else _mark(joker, f"{where} joker"),
        name=_text(data, "name", where),
        legend=_text(data, "legend", where),
    )
    _check_patterns(scheme, where)
    return scheme


def _marks(table: Any, where: str) -> Mapping[str, Mark]:
    if not isinstance(table, dict):
        raise ValueError(f"{where}: expected a table")
    # Read-only: scheme_of is cached, so a caller's change would reach every later caller.
    return MappingProxyType({str(k): _mark(entry, f"{where} {k}") for k, entry in table.items()})


def _mark(entry: Any, where: str) -> Mark:
    """One rank, suit or joker: ``cells`` as dot groups ("3456 1"), ``legend``, ``name``."""
    if not isinstance(entry, dict):
        raise ValueError(f"{where}: expected a table with cells, legend and name")
    groups = _text(entry, "cells", where).split()
    try:
        cells = "".join(cell(group) for group in groups)
    except ValueError as exc:
        raise ValueError(f"{where}: {exc}") from None
    name = _text(entry, "name", where)
    key = entry.get("key", name)
    return Mark(cells, _text(entry, "legend", where), name, str(key))


def _text(table: Mapping[str, Any], key: str, where: str) -> str:
    value = table.get(key)
    if not isinstance(value, str) or not value.strip():
        raise ValueError(f"{where}: {key!r} must be a non-empty string")
    return value


def _check_patterns(scheme: Scheme, where: str) -> None:
    """Fail on load, not on the first card, if a name or legend pattern is malformed."""
    for pattern in (scheme.name, scheme.legend):
        try:
            pattern.format(rank="", suit="")
        except (KeyError, IndexError, ValueError) as exc:
            raise ValueError(f"{where}: bad pattern {pattern!r} ({exc!r})") from None


def _split(card: Card) -> tuple[str, str]:
    """The engine codes of a card's rank and suit: "10H" → ("10", "H"); Khmer "3" → ("3", "")."""
    code = card.code
    return code[: len(code) - len(card.suit)], card.suit
