"""Issue 25, point 3: out of the match, still listening.

A Las Vegas player who cannot pay the ante, or a Rummy 40 player past the elimination
threshold, is out while the others play on; every hand of theirs was read move by move with
no prompt (17 hands, about 4,200 words).  Now the player is asked whether to hear the rest
(a short line a hand, a few hands before each Enter), only the result, or to leave.  Played
here through the console's own session, the real reader and a real network table: seeded
matches where the player folds and checks until out of chips.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from prompt_toolkit.input import create_pipe_input
from prompt_toolkit.output import DummyOutput

from access_cards.console.play import PlayRequest, new_match, saves_dir
from access_cards.console.reader import PromptReader
from access_cards.console.remote import RemoteSession
from access_cards.console.saves import load_match
from access_cards.console.session import GameSession
from access_cards.narration import LANGUAGES, Translator
from access_cards.net.client import Client
from access_cards.speech import Speaker
from tests.test_net_console import ServerThread, served

__all__ = ["served"]  # the fixture, used below by name

SEATS = ["you", "bot:easy", "bot:easy", "bot:easy"]
SEED = 13  # you are out after hand 9; the three bots play 11 hands more
HANDS_AFTER = 11
OPTIONS = {"stack": "5"}
MOST_WORDS = 80  # said before the player is asked again (issue 25, point 7)

Record = dict[str, Any]


class Table:
    """A local Las Vegas match, its speech log, and the player who folds until out."""

    def __init__(self, tmp_path: Path, lang: str = "en", *, save: bool = False) -> None:
        self.t = Translator(lang)
        self.log = tmp_path / f"speech-{lang}.jsonl"
        self.speaker = Speaker("text", write=lambda _: None, log_path=self.log)
        match, path = new_match(PlayRequest("lasvegas", SEATS, SEED, OPTIONS), self.t)
        self.path = path if save else None
        self.s = GameSession(match, self.t, self.speaker, save_path=self.path)
        self.s.start()

    def records(self) -> list[Record]:
        return [json.loads(x) for x in self.log.read_text(encoding="utf-8").splitlines()]

    def type(self, line: str) -> list[Record]:
        before = len(self.records())
        self.s.handle(line)
        return self.records()[before:]

    def fold_until_out(self) -> list[Record]:
        """Fold (or check, or the first move offered) until the question comes; what was
        said meanwhile."""
        said: list[Record] = []
        while 0 in self.s.state.view(0)["seats_in"]:
            assert not self.s.done and self.s.state.current_player == 0
            legal = [str(a) for a in self.s.state.legal_actions()]
            move = next((m for m in ("fold", "check") if m in legal), legal[0])
            said += self.type(move)
            if self.s.pending is not None:  # a call with the last chip: yes
                said += self.type(self.t.words("console-yes-words")[0])
        return said


def question_after_going_out(said: list[Record], t: Translator) -> None:
    """The player hears being put out, then, last, the question."""
    out = [i for i, r in enumerate(said) if r["event"] and r["event"]["type"] == "eliminated"]
    assert out and 0 in said[out[-1]]["event"]["seats"]
    assert said[-1]["text"] == t("out-question")
    between = said[out[-1] + 1 : -1]  # the end of that hand, no play of the next one
    assert not [r for r in between if r["event"] and r["event"]["type"] in ("bet", "check")]


def test_out_of_chips_asks_and_the_others_wait(tmp_path: Path) -> None:
    """The question comes as the player is put out, and the bots wait for its answer: a
    question about the game is answered meanwhile, a wrong answer or Enter alone says what
    to press."""
    table = Table(tmp_path)
    said = table.fold_until_out()
    question_after_going_out(said, table.t)
    deal, decisions = table.s.state.deal_number, table.s.match.decisions
    scores = table.type("s")
    assert [r["channel"] for r in scores] == ["reply"]
    for wrong in ("yes", ""):  # a yes, or Enter alone: what to press, and the question
        assert [r["text"] for r in table.type(wrong)] == [table.t("out-answer"), said[-1]["text"]]
    assert (table.s.state.deal_number, table.s.match.decisions) == (deal, decisions)
    assert not table.s.done and table.s.pending is not None


def test_watching_says_a_line_a_hand_a_few_hands_at_a_time(tmp_path: Path) -> None:
    """1: each later hand in one line (its number, the chips that moved, who is out), a few
    hands before each Enter, never more than 80 words at once; the result at the end."""
    table = Table(tmp_path)
    table.fold_until_out()
    t = table.t
    batches = [table.type("1")]
    while not table.s.done:
        assert batches[-1][-1]["text"] == t("out-more")
        batches.append(table.type(""))
    hands = [r for batch in batches for r in batch if r["event"]]
    ends = [r for r in hands if r["event"]["type"] == "deal_end"]
    assert len(ends) == HANDS_AFTER and hands[-1]["event"]["type"] == "match_end"
    assert len(hands) == len(ends) + 1  # nothing but a line a hand, then the result
    for r in ends:
        deal = r["event"]["deal"]
        assert r["text"].startswith(t("lasvegas-hand-of", deal=deal, hands=0)), r["text"]
        assert len(r["text"].split()) < 40
    for batch in batches:
        assert sum(len(r["text"].split()) for r in batch) <= MOST_WORDS, batch
        assert 1 <= sum(1 for r in batch if r["event"]) <= 8
    assert len(batches) == 3 and table.s.state.is_over  # 4, 4 and 3 hands


def test_the_result_only(tmp_path: Path) -> None:
    """2: a sentence that the others play on, then the result and nothing else."""
    table = Table(tmp_path)
    table.fold_until_out()
    said = table.type("2")
    assert table.s.done and table.s.state.is_over
    assert [r["text"] for r in said[:1]] == [table.t("out-result-wait")]
    assert [r["event"]["type"] for r in said[1:]] == ["match_end"]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_leaving_keeps_the_match_and_resuming_asks_again(tmp_path: Path, lang: str) -> None:
    """3, or the word for leaving: the player leaves, the match stays saved as it stood, and
    taken up again it asks the question again, in every language."""
    table = Table(tmp_path, lang, save=True)
    table.fold_until_out()
    t = table.t
    word = t("command-quit").split()[0]
    left = table.type(word)
    assert [r["text"] for r in left] == [f"{t('out-leave')} {t('console-quit-saved')}"]
    assert table.s.done and not table.s.state.is_over
    if table.s.match.lock is not None:
        table.s.match.lock.release()
    assert table.path is not None and table.path.parent == saves_dir()
    match = load_match(table.path)
    out: list[str] = []
    again = GameSession(match, t, Speaker("text", write=out.append), save_path=table.path)
    again.start(resumed=True)
    deal = match.state.deal_number  # the next hand, dealt as the player went out
    assert out[0] == t("console-resumed", deal=deal)
    assert out[-1] == t("out-question")
    out.clear()
    again.handle("1")  # the hand being played is the first heard, in one line
    assert out[0].startswith(t("lasvegas-hand-of", deal=deal, hands=0)), out
    again.handle("2")
    assert again.done and again.state.is_over


def test_the_keys_answer_at_the_prompt(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """At the real prompt 1 answers as a key, without Enter, and Enter brings more hands."""
    monkeypatch.setenv("PROMPT_TOOLKIT_NO_CPR", "1")
    table = Table(tmp_path)
    table.fold_until_out()
    before = len(table.records())
    with create_pipe_input() as pipe:
        reader = PromptReader(table.speaker.silence, input=pipe, output=DummyOutput())
        reader.set_hotkeys(table.s.handle, table.s.hotkeys(), table.s.typed_words())
        pipe.send_text("1")
        pipe.send_text("\r" * 2)
        pipe.close()
        while (line := reader.read()) is not None:
            table.s.handle(line)
    said = table.records()[before:]
    asked = [r for r in said if r["text"] == table.t("out-more")]
    assert len(asked) == 2  # after the first four hands, and the next four: then the end
    assert [r["event"]["type"] for r in said if r["event"]][-1] == "match_end"
    assert table.s.done and table.s.state.is_over


def test_rummy_elimination_watched_a_line_a_hand() -> None:
    """Rummy 40 to 101 penalty points, three players: out after hand 2, the player hears
    each later hand as who went out, who is out, the chips; the final chips not twice."""
    t = Translator("en")
    out: list[str] = []
    match, _ = new_match(PlayRequest("rummy40", ["you", "bot", "bot"], 5,
                                     {"r40_match": "elimination"}), t)  # fmt: skip
    s = GameSession(match, t, Speaker("text", write=out.append), save_path=None)
    s.start()
    while 0 in s.state.view(0)["seats_in"]:
        legal = [str(a) for a in s.state.legal_actions()]
        s.handle(next(a for k in ("meld", "layoff", "discard", "draw") for a in legal
                      if a.startswith(k)))  # fmt: skip
    assert out[-2] == "You reach 101 penalty points and are out." and out[-1] == t("out-question")
    out.clear()
    s.handle("1")
    while not s.done:
        s.handle("")
    hands = [x for x in out if x.startswith("Hand ")]
    assert hands[0].startswith("Hand 3. ") and len(hands) == 7
    assert all(" goes out. " in x and " Chips. You minus 164, " in x for x in hands), hands
    assert "Anna reaches 130 penalty points and is out." in hands[-1]
    assert out[-1] == "Bruno wins the match."  # the chips were the last hand's


# -- at a network table -----------------------------------------------------------------------


def test_out_at_a_network_table(served: ServerThread) -> None:
    """A host's seat at a network table of bots, out of chips: the console asks the same
    question; watching, each later hand comes in one line as the table plays it, then the
    result."""
    served.server.seed = lambda: SEED  # the local match's deals
    uri = f"ws://127.0.0.1:{served.port}/"
    client: Client = served.run(Client.connect(uri, "Ann"))
    table = served.run(client.create("lasvegas", ["host", *SEATS[1:]], dict(OPTIONS)))
    t = Translator("en")
    said: list[Record] = []
    speaker = Speaker("text", write=lambda _: None)
    speaker.say = lambda text, channel="game", **kw: said.append(  # type: ignore[method-assign]
        {"text": text, "event": kw.get("event")}
    )
    s = RemoteSession(table, t, speaker, lambda m: served.run(client.send(m)))
    s.start()
    answered = None
    while not s.done:
        s.receive(served.run(client.recv(9)))
        out = 0 not in s.remote.view.get("seats_in", [0])
        if s.pending is not None and out and answered is None:
            answered = len(said)
            assert said[-1]["text"] == t("out-question")
            s.handle("1")
        elif s.remote.current_player == s.human and s.in_flight is None and not out:
            legal = s.remote.legal
            s.handle(next((m for m in ("fold", "check") if m in legal), legal[0]))
            if s.pending is not None:
                s.handle("yes")
    assert answered is not None
    after = [r for r in said[answered:] if r["event"]]
    ends = [r for r in after if r["event"]["type"] == "deal_end"]
    assert ends and after[-1]["event"]["type"] == "match_end"
    assert len(after) == len(ends) + 1  # a line a hand, then the result
    assert all(r["text"].startswith(f"Hand {r['event']['deal']}. ") for r in ends)
    served.run(client.close())
