"""Every registered game has its part in every layer: a narrator in each language, bots at
each level that choose legal moves from views alone, and a rules page per language."""

from __future__ import annotations

from pathlib import Path

import pytest

from access_cards import bots
from access_cards.games import GAMES
from access_cards.narration import LANGUAGES, Translator, create_narrator
from tests.conformance.common import GAME_NAMES, MAX_ACTIONS, runs

RULES = Path(__file__).resolve().parents[2] / "docs" / "rules"
BOT_LEVELS = [(name, level) for name in GAME_NAMES for level in bots.levels(name)]


@pytest.mark.parametrize("name", GAME_NAMES)
def test_every_game_has_a_narrator_bots_and_rules_pages(name: str) -> None:
    """A narrator for every language and listener, bot levels beyond ``random``, and a rules
    page (``access-cards rules GAME --lang L``) in every language."""
    game = GAMES[name]
    names = [f"Player {seat + 1}" for seat in range(game.max_seats)]
    for lang in LANGUAGES:
        for seat in [*range(game.max_seats), None]:
            narrator = create_narrator(name, Translator(lang), seat, names)
            assert narrator.QUERIES, f"the {name} narrator answers no query"
        page = RULES / f"{name}.{lang}.md"
        assert page.is_file() and page.read_text(encoding="utf-8").strip(), f"no {page}"
    levels = bots.levels(name)
    assert "random" in levels and len(levels) > 1, f"{name} has only the bot levels {levels}"


@pytest.mark.parametrize("moves", runs(30, MAX_ACTIONS))
@pytest.mark.parametrize(("name", "level"), BOT_LEVELS)
def test_every_bot_level_chooses_legal_moves_from_views(name: str, level: str, moves: int) -> None:
    """Bots of one level at every seat play (the first ``moves`` actions of) a match from their
    views and received events only, each choice a legal action's text; two bots made with
    the same seed choose the same from the same view."""
    game = GAMES[name]
    state = game.new_state(game.min_seats, seed=21)
    players = [
        bots.create(name, level, seat=seat, seed=seat, deterministic=True)
        for seat in range(game.min_seats)
    ]
    mover = state.current_player
    assert mover is not None
    one, two = (bots.create(name, level, seat=mover, seed=7, deterministic=True) for _ in "12")
    assert one.choose(state.view(mover)) == two.choose(state.view(mover))
    events = list(state.start_events)
    for _ in range(moves):
        for bot in players:
            for event in events:
                if event.visible_to(bot.seat):
                    bot.observe(event)
        seat = state.current_player
        if seat is None:
            return
        choice = players[seat].choose(state.view(seat))
        assert choice in [str(a) for a in state.legal_actions()], f"{level} chose {choice!r}"
        events = state.apply(choice)
    # Only the long run plays to the end: it must end within MAX_ACTIONS.
    assert moves < MAX_ACTIONS, f"the match of {level} bots did not end"


@pytest.mark.parametrize("name", GAME_NAMES)
def test_an_unknown_bot_level_is_refused(name: str) -> None:
    """``bots.create`` refuses a level the game does not have with a ValueError, and
    ``bots.levels`` always ends with ``random``."""
    with pytest.raises(ValueError):
        bots.create(name, "no such level", seat=0)
    assert bots.levels(name)[-1] == "random"
