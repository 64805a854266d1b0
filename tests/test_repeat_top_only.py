"""The blind-fair variant's repeat key never replays a trick that has been gathered.

RULES.md A5.2 (King: the current trick only): once a trick is taken, its cards are
gone, and ``l`` rightly refuses them.  ``r`` repeats only the last event and what
followed it, so the plays of a gathered trick are never heard again; with the whole
table visible, ``r`` still repeats the whole last group.
"""

from __future__ import annotations

from typing import Any

import pytest

from access_cards import bots
from access_cards.console.play import bot_names
from access_cards.console.saves import SavedMatch
from access_cards.console.session import GameSession
from access_cards.engine.events import Event
from access_cards.games import find
from access_cards.narration import Translator
from access_cards.speech import Speaker

SEATS = ["you", "bot:easy", "bot:easy", "bot:easy"]


class Listening(GameSession):
    """A session that keeps, for the last input, each event heard and its sentences."""

    heard: list[tuple[Event, list[str]]]

    def _narrate(self, events: Any) -> None:
        for event in events:
            if event.visible_to(self.human):
                self.heard.append((event, self.narrator.describe(event)))
        super()._narrate(events)


def session(visibility: str, seed: int) -> tuple[Listening, list[str]]:
    t = Translator("en")
    state = find("king").new_state(4, seed=seed, options={"pile_visibility": visibility})
    said: list[str] = []
    speaker = Speaker("text", write=said.append)
    s = Listening(SavedMatch(state, SEATS, bot_names(t, SEATS)), t, speaker)
    s.heard = []
    s.start()
    return s, said


def repeat(s: Listening, said: list[str]) -> str:
    """What r says (read back without printing: taken from the speaker's log of the call)."""
    spoken: list[str] = []
    original = s.speaker.say

    def capture(text: str, *args: Any, **kwargs: Any) -> None:
        spoken.append(text)
        original(text, *args, **kwargs)

    s.speaker.say = capture  # type: ignore[method-assign]
    s.handle("r")
    s.speaker.say = original  # type: ignore[method-assign]
    return " ".join(spoken)


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_repeat_after_a_trick_is_gathered_does_not_replay_it(seed: int) -> None:
    """Top-card-only: after a trick ends, r holds no play of that trick before its end."""
    s, said = session("top_only", seed)
    me = bots.create("king", "easy", seat=0, seed=seed)
    checked = 0
    while not s.done and checked < 30:
        s.heard = []
        move = me.choose(s.state.view(0))
        s.handle(move)
        if s.pending is not None:
            s.handle("yes")
        ends = [i for i, (e, _) in enumerate(s.heard) if e.type == "trick_end"]
        if not ends:
            continue
        gone = [line for e, lines in s.heard[: ends[-1]] if e.type == "play" for line in lines]
        heard_again = repeat(s, said)
        assert gone and not any(line in heard_again for line in gone), heard_again
        checked += 1
    assert checked >= 5


def test_repeat_with_the_whole_table_says_the_whole_group() -> None:
    """With the full table, r repeats every sentence of the last move, earlier plays too."""
    s, said = session("full", 1)
    me = bots.create("king", "easy", seat=0, seed=1)
    while not s.done:
        s.heard = []
        s.handle(me.choose(s.state.view(0)))
        if s.pending is not None:
            s.handle("yes")
        plays = [lines[0] for e, lines in s.heard if e.type == "play"]
        if len(plays) >= 2:
            heard_again = repeat(s, said)
            assert all(line in heard_again for line in plays)
            return
    raise AssertionError("no move was followed by two plays")
