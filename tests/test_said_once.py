"""Issue 25, point 7: what was just said is not said again.

A Rummy 40 meld before the opening said the total toward it, and the prompt that follows said
it again with what it still needs; at a hand's end the same chips were said three times (the
hand's, the running ones, the final ones).  Whole seeded matches are played through the
console's own session, every sentence taken from the speech as printed.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import pytest

from access_cards.console.play import PlayRequest, new_match
from access_cards.console.session import GameSession
from access_cards.engine.events import Event
from access_cards.narration import LANGUAGES, Translator
from access_cards.narration.rummy40 import Rummy40Narrator
from access_cards.speech import Speaker

Spoken = list[tuple[str, Event | None]]  # each sentence printed, with the event it tells


def session(
    game: str, seats: Sequence[str], seed: int, options: dict[str, str], lang: str
) -> tuple[GameSession, Spoken]:
    """A started local match, no save, whose sentences and their events are recorded."""
    t = Translator(lang)
    said: Spoken = []
    speaker = Speaker("text", write=lambda text: None)
    match, _ = new_match(PlayRequest(game, list(seats), seed, options), t)
    s = GameSession(match, t, speaker, save_path=None)
    original = s.say

    def recording(text: str, channel: str = "game", **kw: Any) -> None:
        said.append((text, kw.get("event")))
        original(text, channel, **kw)

    s.say = recording  # type: ignore[method-assign]
    s.start()
    return s, said


def rummy_move(legal: list[str]) -> str:
    """A plain Rummy 40 player: meld, lay off, discard, draw, in that order of preference."""
    for kind in ("meld", "layoff", "discard", "draw"):
        moves = [a for a in legal if a.startswith(kind)]
        if moves:
            return moves[0]
    return legal[0]


def play_out(s: GameSession) -> None:
    """Play to the end; out of an elimination match, hear the others' hands (1, then Enter)."""
    while not s.done:
        if s.outside and s.pending is not None:
            s.handle("1" if s.watching is None else "")
        elif s.pending is not None:
            s.handle(s.t.words("console-yes-words")[0])
        else:
            s.handle(rummy_move([str(a) for a in s.state.legal_actions()]))


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_meld_before_the_opening_says_its_total_once(lang: str) -> None:
    """Seed 1: you draw and lay down a set of queens worth 30, 10 short of the opening; the
    meld's sentence leaves the total to the prompt, which says it with what is missing."""
    s, said = session("rummy40", ["you", "bot"], 1, {}, lang)
    assert s.state.current_player == 0
    s.handle("draw stock")
    meld = next(str(a) for a in s.state.legal_actions() if str(a).startswith("meld"))
    before = len(said)
    s.handle(meld)
    turn = s.state.view(0)["turn"]
    total, needed = turn["opening_total"], turn["opening_needed"]
    assert (total, needed) == (30, 10)
    lines = [text for text, _ in said[before:]]
    so_far = s.t("rummy40-opening-so-far-you", total=total)
    must = s.t("rummy40-must-open-you", total=total, needed=needed)
    assert not any(so_far in text for text in lines), lines
    assert sum(must in text for text in lines) == 1 and must in lines[-1], lines


def chips_items(n: Rummy40Narrator, chips: Sequence[int]) -> list[str]:
    """Each seat's chips as the narrator lists them ("Anna plus 55"), case folded."""
    return [
        n.t("score-item", name=n.list_name(s), points=n.signed(c)).casefold()
        for s, c in enumerate(chips)
    ]


def telling(said: Spoken, n: Rummy40Narrator, chips: Sequence[int]) -> list[str]:
    """The sentences that list every seat's ``chips``."""
    items = chips_items(n, chips)
    return [text for text, _ in said if all(i in text.casefold() for i in items)]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_single_rummy_hand_says_its_chips_once(lang: str) -> None:
    """Seed 5: Anna goes out; "Anna plus 55, you minus 55" is said with the payout only, and
    the hand's end and the match's say what is new: that the hand is over, who won."""
    s, said = session("rummy40", ["you", "bot"], 5, {}, lang)
    play_out(s)
    n = s.narrator
    assert isinstance(n, Rummy40Narrator)
    chips = s.state.scores
    assert chips == [-55, 55]
    (once,) = telling(said, n, chips)
    ends = {e.type: text for text, e in said if e is not None}
    assert once == ends["payout"]
    assert ends["deal_end"] == s.t("rummy40-hand-over", deal=1)
    assert ends["match_end"] == n.say("match-won", 1)


def test_an_elimination_match_says_each_total_once() -> None:
    """Three players to 101 penalty points: after each hand the running chips are said once
    (not at all after the first hand, whose chips they are; in the line a hand once the
    player is out), and never again at the end."""
    s, said = session("rummy40", ["you", "bot", "bot"], 5, {"r40_match": "elimination"}, "en")
    play_out(s)
    n = s.narrator
    assert isinstance(n, Rummy40Narrator)
    hands = [e for _, e in said if e is not None and e.type == "deal_end"]
    assert len(hands) >= 3 and s.state.is_over
    for end in hands:
        assert len(telling(said, n, end["scores"])) <= 1, end["scores"]
    first = hands[0]
    assert len(telling(said, n, first["scores"])) == 1  # with the first hand's payout
    last = hands[-1]
    closing = said[-1][1]
    assert telling(said, n, last["scores"]) and closing is not None
    assert closing.type == "match_end"
    assert not telling(said[-1:], n, last["scores"])
