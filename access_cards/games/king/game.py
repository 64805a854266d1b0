"""King (Barbu / Rıfkı family; seed 004): RULES.md §4, rules KG-1…KG-21 — the game class.

Four players, 52 cards, ten deals: six negative deals (avoid tricks, hearts,
queens, kings and jacks, the king of hearts, the last two tricks), then four
positive deals whose contract the dealer may sell in an auction.  The pure
rules live in ``rules``, the auction in ``auction``, the options in ``options``,
the action texts in ``actions``, the match in play in ``state`` and what a
loaded save must pass in ``checks``.
"""

from __future__ import annotations

from typing import ClassVar

from access_cards.engine.cards import find_deck
from access_cards.engine.state import Game
from access_cards.games.king.actions import KingAction, parse_text
from access_cards.games.king.options import KING_OPTIONS

__all__ = ["BY_CODE", "DECK", "PHASES", "PLAY_ACTIONS", "King"]

DECK = find_deck("french52")
BY_CODE = {card.code: card for card in DECK.cards}  # legal actions carry codes
# One action per card, made once: legal_actions() is called for every move of random play
# and search, and building a frozen dataclass per legal card was a large part of its cost.
PLAY_ACTIONS = {card.code: KingAction("play", card.code) for card in DECK.cards}
PHASES = ("auction", "contract", "play", "over")


class King(Game[KingAction]):
    """King for four players, a game of ten deals (or the ``deals`` chosen)."""

    name: ClassVar[str] = "king"
    title: ClassVar[str] = "King"
    min_seats: ClassVar[int] = 4
    max_seats: ClassVar[int] = 4
    deck = DECK
    options = KING_OPTIONS

    @classmethod
    def read_action(cls, text: str) -> KingAction | None:
        """A King command (``play QS``, ``bid +3``, ``hold``…), legal or not."""
        return parse_text(text)
