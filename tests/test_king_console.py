"""King at the console in plain mode (issue 5 §3): ``access-cards play king --plain --speech text
--speech-log LOG --seed N --seats you,bot:random,bot:random,bot:random`` played to the end by a
scripted player who types, in the language of the run, one of the legal actions each turn and
asks every King question at the start of each deal.

From the speech log alone: every event the player may see was narrated in order (each trick's
four cards, its winner, every deal's scores and totals), and no line names a card that another
seat still holds.
"""

from __future__ import annotations

import json
import random
import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from access_cards.cli import main
from access_cards.console.play import latest_save
from access_cards.console.saves import load_match
from access_cards.console.settings import Settings
from access_cards.engine.cards import find_deck
from access_cards.narration import Translator, create_narrator
from access_cards.narration.base import Narrator
from access_cards.narration.king.words import card_name, card_the, sentence, signed

SEATS = "you,bot:random,bot:random,bot:random"
KEYS = ["h", "t", "l", "o", "k", "x", "v", "s", "w", "a"]  # English keeps every query key
QUERIES = ["hand", "table", "last", "opponents", "taken", "auction", "ladder", "scores", "turn"]
QUERIES += ["actions", "status"]
DECK = find_deck("french52")


class PlannedInput(Iterator[str]):
    """Standard input (not a terminal) typing the lines ``_plan`` queues, one at a time."""

    def __init__(self, lang: str) -> None:
        self.t = Translator(lang)
        self.queue: list[str] = []
        self.narrator: Narrator | None = None
        self.typed: list[str] = []

    def isatty(self) -> bool:
        return False

    def __iter__(self) -> PlannedInput:
        return self

    def __next__(self) -> str:
        if not self.queue:
            self._plan()  # raises StopIteration to end the input
        line = self.queue.pop(0)
        self.typed.append(line)
        return line + "\n"

    def _plan(self) -> None:
        raise NotImplementedError


class ScriptedPlayer(PlannedInput):
    """Reads the current save and types a legal action in the language."""

    def __init__(self, lang: str, seed: int) -> None:
        super().__init__(lang)
        self.rng = random.Random(seed)
        self.asked_deal = 0

    def _plan(self) -> None:
        path = latest_save("king")
        if path is None:
            raise StopIteration  # the match is over: its save is gone
        match = load_match(path)
        if self.narrator is None:
            self.narrator = create_narrator("king", self.t, 0, match.names)
        view = match.state.view(0)
        if view["deal"] != self.asked_deal:
            self.asked_deal = view["deal"]
            # English by key; Italian by typed word (s and b start Italian moves).
            keys = KEYS if self.t.lang == "en" else []
            self.queue += keys + [self.t(f"command-{q}").split()[0] for q in QUERIES]
        legal = view["legal_actions"]
        assert legal, "asked for a line when it is not the player's turn"
        action = self.rng.choice(legal)
        self.queue.append(self.narrator.action_label(action))
        if self.narrator.confirm(action, view) is not None:
            self.queue.append(self.t("console-yes-words").split()[0])


def play(
    lang: str, seed: int, options: list[str], tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> tuple[list[dict[str, Any]], ScriptedPlayer]:
    log = tmp_path / "log.jsonl"
    player = ScriptedPlayer(lang, seed)
    monkeypatch.setattr("sys.stdin", player)
    args = ["--lang", lang, "play", "king", "--plain", "--speech", "text"]
    args += ["--speech-log", str(log), "--seed", str(seed), "--seats", SEATS]
    for option in options:
        args += ["--option", option]
    assert main(args) == 0
    records = [json.loads(x) for x in log.read_text(encoding="utf-8").splitlines()]
    return records, player


def events_of(records: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """Each narrated event once, in order (an event may be said in several lines)."""
    events: list[dict[str, Any]] = []
    for record in records:
        event = record.get("event")
        if event and (not events or events[-1] != event):
            events.append(event)
    return events


def check_sequence(events: list[dict[str, Any]], deals: int) -> None:
    """Every deal: its start, your cards, each trick's four plays and end, its scores."""
    assert events[-1]["type"] == "match_end"
    assert sum(e["type"] == "deal_start" for e in events) == deals
    assert sum(e["type"] == "deal_end" for e in events) == deals
    plays: list[str] = []
    for e in events:
        if e["type"] == "deal_start":
            plays = []
        elif e["type"] == "dealt":
            assert e["seat"] == 0, "another seat's cards were narrated"
        elif e["type"] == "play":
            plays.append(e["card"])
        elif e["type"] == "trick_end":
            assert plays == e["cards"]
            plays = []
        elif e["type"] == "deal_end":
            assert plays == []
            if e["how"] == "played":
                assert sum(e["tricks_won"]) == 13
    starts = [i for i, e in enumerate(events) if e["type"] == "deal_start"]
    for i in starts:
        assert events[i + 1]["type"] == "dealt"


def said(records: list[dict[str, Any]], kind: str) -> list[tuple[dict[str, Any], str]]:
    """(event, all its lines joined) for the narrated events of one type."""
    found: list[tuple[dict[str, Any], str]] = []
    for record in records:
        event = record.get("event")
        if event and event["type"] == kind:
            if found and found[-1][0] == event:
                found[-1] = (event, found[-1][1] + " " + record["text"])
            else:
                found.append((event, record["text"]))
    return found


def check_winners_and_scores(records: list[dict[str, Any]], lang: str, names: list[str]) -> None:
    t = Translator(lang)
    for event, text in said(records, "trick_end"):
        code = event["cards"][(event["winner"] - event["leader"]) % 4]
        winner, card = event["winner"], card_the(t, code)
        if winner == 0:
            taken = t("king-trick-you", number=event["number"], card=card)
        else:
            taken = t("king-trick", name=names[winner], number=event["number"], card=card)
        assert taken in text
    for event, text in said(records, "deal_end"):
        for msg_id, scores in (("king-deal-scores", "deal_scores"), ("king-totals", "scores")):
            items = [
                t("score-item", name=t("you-name") if s == 0 else names[s], points=signed(t, p))
                for s, p in enumerate(event[scores])
            ]
            assert t(msg_id, scores=sentence(t.join(items, style="unit"))) in text


def check_hidden(records: list[dict[str, Any]], lang: str) -> None:
    """No line names a card that is neither the player's nor already played this deal."""
    t = Translator(lang)
    fixed = [t("king-deal-name", deal="king_of_hearts"), t("king-no-kh-lead")]
    fixed += [t("king-deal-cost", deal="king_of_hearts"), t("king-must-discard-kh", suit="C")]
    fixed += [t(f"king-rules-{i}") for i in range(1, 6)]
    names = {c.code: re.compile(rf"\b{re.escape(card_name(t, c.code))}\b") for c in DECK.cards}
    known: set[str] = set()
    for record in records:
        event = record.get("event") or {}
        if event.get("type") == "deal_start":
            known = set()
        elif event.get("type") == "dealt":
            known |= set(event["cards"])
        elif event.get("type") == "play":
            known.add(event["card"])
        if record["channel"] == "help":
            continue
        text = record["text"]
        for phrase in fixed:
            text = text.replace(phrase, "")
        for code, pattern in names.items():
            if code not in known:
                assert not pattern.search(text), (code, record["text"])


@pytest.mark.parametrize(
    ("lang", "seed", "options", "deals"),
    [
        ("en", 3, [], 10),
        ("it", 4, ["deals=no_hearts,king_of_hearts,positive,positive"], 4),
        ("en", 5, ["positive_mode=simple", "deals=no_queens,positive"], 2),
    ],
)
def test_a_whole_king_game_is_narrated(
    lang: str,
    seed: int,
    options: list[str],
    deals: int,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    records, _ = play(lang, seed, options, tmp_path, monkeypatch)
    events = events_of(records)
    check_sequence(events, deals)
    names = [str(n) for n in Translator(lang)("console-bot-names").split(", ")]
    check_winners_and_scores(records, lang, ["", *names])
    check_hidden(records, lang)
    # Every question was answered, none with an error.
    errors = [r["text"] for r in records if r["channel"] == "error"]
    assert errors == []
    assert latest_save("king") is None  # the match ended: nothing left to resume
    replies = [r for r in records if r["channel"] == "reply"]
    assert len(replies) >= deals * len(QUERIES)


def test_the_short_card_style_setting_is_heard(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Card names "short" in the settings: every card played is said as "queen spades"."""
    Settings(card_style="short").save()
    records, _ = play("en", 6, ["deals=no_tricks"], tmp_path, monkeypatch)
    plays = [r["text"] for r in records if (r.get("event") or {}).get("type") == "play"]
    assert len(plays) == 52
    short = re.compile(r"\b(?:ace|king|queen|jack|\d+) (?:clubs|diamonds|hearts|spades)\.$")
    assert all(short.search(text) and " of " not in text for text in plays), plays[:4]


def test_the_top_card_only_variant_from_the_command_line(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """``--variant top-card-only`` plays King's fairness variant: it is said at the start,
    saved with the game, and the last trick is never read back."""
    log = tmp_path / "log.jsonl"
    player = AsksLastTrick("en", 8)
    monkeypatch.setattr("sys.stdin", player)
    args = ["play", "king", "--plain", "--speech", "text", "--speech-log", str(log)]
    args += ["--seed", "8", "--seats", SEATS, "--variant", "top-card-only"]
    args += ["--option", "deals=no_tricks"]
    assert main(args) == 0
    texts = [json.loads(x)["text"] for x in log.read_text(encoding="utf-8").splitlines()]
    t = Translator("en")
    assert texts[0].endswith(t("king-intro-top-only"))
    gone = t("king-last-top-only")
    assert player.typed.count("last") >= 13 and texts.count(gone) >= 12
    assert not [text for text in texts if re.match(r"Trick \d+\. ", text)]


class AsksLastTrick(ScriptedPlayer):
    """Asks for the last trick before each move."""

    def _plan(self) -> None:
        super()._plan()
        self.queue.insert(len(self.queue) - 1, "last")
