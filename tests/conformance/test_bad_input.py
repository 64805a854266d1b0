"""Unparseable and illegal commands are refused with a ValueError subclass and change nothing."""

from __future__ import annotations

import random
from collections.abc import Iterable, Sequence
from functools import cache
from typing import Any

import pytest

from access_cards.games import GAMES
from tests.conformance.common import GAME_NAMES, AnyGame, AnyState, mixes, random_action

ALPHABET = "abcdeklnopqrstxyz ACDHJKQS0123456789+-_.,;:!?/\\'\"\té€ΑΩλ😀\x00\u200b\ufeff"
FIXED_JUNK = (
    "", " ", "\n", "play", "play ", "play 0", "play 99", "play -1", "play 1.5", "play ZZ",
    "bid", "bid +0", "bid +99", "draw draw", "meld", "discard 7X", "None", "null", "[]",
    "1e9", "9" * 300, "x" * 500, "play\x00", "pl ay", "\ufeff",
)  # fmt: skip


def junk_texts(rng: random.Random, legal: Iterable[str], count: int) -> list[str]:
    """Fixed junk, random strings, and legal texts bent out of shape."""
    texts = list(FIXED_JUNK)
    texts += ["".join(rng.choices(ALPHABET, k=rng.randrange(1, 25))) for _ in range(count)]
    for text in legal:
        texts += [text + text, text + " x", text[:-1], "x" + text, text.replace(" ", "")]
    return texts


def refuse(game: AnyGame, state: AnyState, command: Any) -> bool:
    """``command`` is refused with a ValueError subclass, or is a text the game reads as a
    legal action (then it is not applied).  True if refused."""
    if isinstance(command, str):
        try:
            action = game.parse_action(command, state)
        except ValueError as exc:
            check_error(exc, command)
        else:
            assert action in state.legal_actions(), f"{command!r} read as illegal {action!r}"
            return False
    with pytest.raises(ValueError) as info:
        state.apply(command)
    check_error(info.value, command)
    return True


def refuse_all(game: AnyGame, state: AnyState, commands: Sequence[Any]) -> list[bool]:
    """``refuse`` each command; the save must be the same after them all (a save costs more
    than a refusal, so it is compared once, and the culprit looked for on a failure)."""
    before = state.to_json()
    refused = [refuse(game, state, command) for command in commands]
    if state.to_json() != before:
        for command in commands:
            copy = game.from_json(before)
            refuse(game, copy, command)
            assert copy.to_json() == before, f"the refused {command!r} changed the state"
        raise AssertionError(f"refusing {commands!r} changed the state")
    return refused


def check_error(exc: ValueError, command: Any) -> None:
    """The refusal is a ValueError subclass (not a bare ValueError) that says something."""
    assert type(exc) is not ValueError, f"{command!r} raised a bare ValueError: {exc}"
    assert str(exc).strip(), f"{command!r} was refused without a message"


@cache
def action_texts(name: str, seed: int = 1) -> frozenset[str]:
    """Every action text met in a few random matches of game ``name`` (default options)."""
    game = GAMES[name]
    seen: set[str] = set()
    rng = random.Random(seed)
    for match in range(3):
        state = game.new_state(game.min_seats, seed=seed + match)
        while not state.is_over:
            seen.update(str(a) for a in state.legal_actions())
            state.apply(random_action(rng, state))
    return frozenset(seen)


def foreign_texts(name: str) -> frozenset[str]:
    """The action texts of every other registered game."""
    return frozenset(text for other in GAME_NAMES if other != name for text in action_texts(other))


@pytest.mark.parametrize("name", GAME_NAMES)
def test_junk_text_is_refused_and_changes_nothing(name: str) -> None:
    """Random and bent strings, at steps of seeded matches, are refused (a ValueError subclass)
    or read as a legal action, and never change the state."""
    game = GAMES[name]
    refused = 0
    for seed, (seats, options) in enumerate(mixes(game, 4)):
        state = game.new_state(seats, seed=seed, options=options)
        rng = random.Random(seed)
        for step in range(10_000):
            if state.is_over:
                break
            if step % 5 == 0:
                legal = [str(a) for a in state.legal_actions()]
                texts = junk_texts(rng, rng.sample(legal, min(3, len(legal))), 20)
                refused += sum(refuse_all(game, state, texts))
            state.apply(random_action(rng, state))
    assert refused > 1000, f"only {refused} junk commands were refused"


@pytest.mark.parametrize("name", GAME_NAMES)
def test_other_games_actions_are_refused(name: str) -> None:
    """The actions of every other game are refused here (or read as a legal action)."""
    game = GAMES[name]
    foreign = sorted(foreign_texts(name) - action_texts(name))
    if not foreign:
        pytest.skip("no other game has action texts of its own")
    state = game.new_state(game.min_seats, seed=3)
    rng = random.Random(3)
    while not state.is_over:
        legal = {str(a) for a in state.legal_actions()}
        # The same word may be a move of both games: only the others must be refused.
        texts = [t for t in rng.sample(foreign, min(20, len(foreign))) if t not in legal]
        for text, refused in zip(texts, refuse_all(game, state, texts), strict=True):
            assert refused, f"{text!r} of another game was accepted"
        state.apply(random_action(rng, state))


@pytest.mark.parametrize("name", GAME_NAMES)
def test_actions_of_other_moments_are_refused(name: str) -> None:
    """An action of this game that is not legal now, as text or as an action object, is refused
    and changes nothing."""
    game = GAMES[name]
    for seed, (seats, options) in enumerate(mixes(game, 4)):
        state = game.new_state(seats, seed=seed, options=options)
        rng = random.Random(seed)
        met: dict[str, Any] = {}
        while not state.is_over:
            legal = state.legal_actions()
            met.update((str(a), a) for a in legal)
            others = [text for text in met if text not in {str(a) for a in legal}]
            texts = rng.sample(others, min(8, len(others)))
            commands = [*texts, *(met[text] for text in texts)]
            refusals = refuse_all(game, state, commands)
            # A text may be read forgivingly as another legal action (Rummy's "layoff JK 4"
            # is the one end a joker fits now; ``refuse`` checks it is legal); an action
            # object of another moment must be refused.
            objects = zip(commands[len(texts) :], refusals[len(texts) :], strict=True)
            for command, refused in objects:
                assert refused, f"{command!r} is accepted but not legal now"
            state.apply(rng.choice(legal))
        texts = rng.sample(sorted(met), min(30, len(met)))
        for text, refused in zip(texts, refuse_all(game, state, texts), strict=True):
            assert refused, f"{text!r} is accepted after the end"
