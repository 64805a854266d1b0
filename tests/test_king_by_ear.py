"""King by ear (issue 13 §4): what a listener hears is enough to follow the game.

- The hand: each suit its own sentence, its count said as a word with "cards", so that a
  count cannot be taken for a rank ("Clubs, four cards. Jack, 9, 8, and 6.").
- ``l`` answers on the player's turn although a bot led the trick: the last trick stays in
  the player's view until the player plays the next card.
- Payments: from the sentences alone, never the events, a listener can add up each
  player's deal score: what each trick cost or earned (and the 325 of the negative
  contract), plus or minus who pays whom at the end, for a contract sold at a minus bid, one
  bought at a plus bid, and the other settlements; and each payment was announced, with its
  amount, at the sale or at the trick it pays for.

The console tests run plain mode (``--plain --speech text --speech-log``); the payment tests
narrate real engine events with the real narrator, the listener at each seat in turn.
"""

from __future__ import annotations

import json
import random
import re
from pathlib import Path
from typing import Any

import pytest

from access_cards.cli import main
from access_cards.console.play import latest_save
from access_cards.console.saves import load_match
from access_cards.engine.events import Event
from access_cards.games.king import King, KingState
from access_cards.narration import Translator, create_narrator
from access_cards.narration.speakable import voiced_symbols
from tests.test_king_console import ScriptedPlayer

NAMES = ("Sara", "Anna", "Bruno", "Carla")
SEATS = "you,bot:random,bot:random,bot:random"
COUNT = "(?:no cards|one card|(?:two|three|four|five|six|seven|eight|nine|ten|eleven|twelve) cards)"
RANK = r"(?:ace|king|queen|jack|10|[2-9])"
FIRST_RANK = r"(?:Ace|King|Queen|Jack|10|[2-9])"  # beginning a sentence
SUIT_SENTENCES = (
    rf"(?:Clubs|Diamonds|Hearts|Spades), {COUNT}\."
    rf"(?: {FIRST_RANK}(?:, {RANK})*(?:,? and {RANK})?\.)?"
)


# -- at the console ---------------------------------------------------------------------------


class AsksHandAndLast(ScriptedPlayer):
    """Asks every question at each deal's start (as ScriptedPlayer does: the hand among
    them), and for the last trick on every turn where a trick has been played and another
    seat has already led the next one."""

    def __init__(self, lang: str, seed: int) -> None:
        super().__init__(lang, seed)
        self.expected_tricks: list[int] = []  # tricks_played at each "last" asked

    def _plan(self) -> None:
        super()._plan()
        path = latest_save("king")
        assert path is not None
        view = load_match(path).state.view(0)
        if view["trick"] and view["tricks_played"]:
            self.queue.insert(len(self.queue) - 1, "last")
            self.expected_tricks.append(view["tricks_played"])


def play_plain(
    player: ScriptedPlayer, options: list[str], tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> list[dict[str, Any]]:
    log = tmp_path / "log.jsonl"
    monkeypatch.setattr("sys.stdin", player)
    args = ["--lang", player.t.lang, "play", "king", "--plain", "--speech", "text"]
    args += ["--speech-log", str(log), "--seed", "12", "--seats", SEATS]
    for option in options:
        args += ["--option", option]
    assert main(args) == 0
    return [json.loads(x) for x in log.read_text(encoding="utf-8").splitlines()]


def test_the_hand_and_the_last_trick_at_the_console(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    player = AsksHandAndLast("en", 12)
    records = play_plain(player, ["deals=no_tricks,no_hearts"], tmp_path, monkeypatch)
    replies = [r["text"] for r in records if r["channel"] == "reply"]
    # The hand, asked at each deal's start: the count of the hand, then four suits.
    hands = [text for text in replies if text.startswith("Your hand")]
    assert len(hands) == 4  # at each deal's start, by key and by word
    for text in hands:
        assert re.fullmatch(rf"Your hand, thirteen cards\.(?: {SUIT_SENTENCES}){{4}}", text), text
    dealt = [r["text"] for r in records if (r.get("event") or {}).get("type") == "dealt"]
    assert all(re.fullmatch(rf"Your hand\.(?: {SUIT_SENTENCES}){{4}}", text) for text in dealt)
    # The last trick, on the player's turn after a bot led: always there, the trick just
    # finished (its number is the count of tricks played).
    lasts = [text for text in replies if re.match(r"Trick \d+\. ", text)]
    assert len(player.expected_tricks) >= 6
    assert [int(text.split()[1].rstrip(".")) for text in lasts] == player.expected_tricks
    t = Translator("en")
    assert t("king-last-gone") not in replies
    assert all(re.search(r"(?:took it|You took it)\.$", text) for text in lasts)


# -- payments, from what is heard ------------------------------------------------------------

SCORE_ITEM = re.compile(r"(\w+) (?:(plus|minus) (\d+)|0)")
TRICK = re.compile(
    r"^(\w+) takes? trick \d+ with [^.]*\. (?:[^.]*, )?(?:(plus|minus) (\d+)|no penalty)\.",
    re.IGNORECASE,
)


def signed(sign: str | None, number: str | None) -> int:
    return 0 if sign is None else int(number or 0) * (1 if sign.casefold() == "plus" else -1)


class Ear:
    """What one listener heard of one positive or negative deal, read from the sentences."""

    def __init__(self, listener: int) -> None:
        self.listener = listener
        self.base = 0
        self.tricks = [0] * 4
        self.promised: list[tuple[int, int, int]] = []  # (payer, payee, points) said before
        self.paid: tuple[int, int, int] | None = None
        self.trick_scores: list[int] | None = None
        self.deal: list[int] | None = None

    def seat(self, word: str) -> int:
        """The seat a name in a sentence is: "you" is the listener."""
        if word.casefold() == "you":
            return self.listener
        return NAMES.index(word)

    def score_list(self, text: str, title: str) -> list[int] | None:
        """The scores after ``title`` ("This deal.") in a sentence, by seat; None if absent."""
        found = re.search(rf"{re.escape(title)} ([^.]*)\.", text)
        if found is None:
            return None
        scores = [0] * 4
        for name, sign, number in SCORE_ITEM.findall(found.group(1)):
            scores[self.seat(name)] = signed(sign or None, number or None)
        return scores

    def hear(self, text: str) -> None:
        seat = self.seat
        if start := re.search(r"Each player starts with (\d+)", text):
            self.base = int(start.group(1))
        if trick := TRICK.match(text):
            self.tricks[seat(trick.group(1))] += signed(trick.group(2), trick.group(3))
        for payer, payee, points in re.findall(
            r"(\w+) (?:take|takes) this trick over from (\w+), and will pay \w+ (\d+)", text
        ):
            self.promised.append((seat(payer), seat(payee), int(points)))
        for payer, payee, points in re.findall(
            r"(\w+) will pay (\w+) (\d+) at the end of the deal", text
        ):
            self.promised.append((seat(payer), seat(payee), int(points)))
        if text.startswith("End of deal"):
            self.trick_scores = self.score_list(text, "For the tricks.")
            self.deal = self.score_list(text, "This deal.")
            if paid := re.search(r"(\w+) pays? (\w+) (\d+)", text):
                self.paid = (seat(paid.group(1)), seat(paid.group(2)), int(paid.group(3)))
            elif none := re.search(r"(\w+) took no trick, so (\w+) pays? (?:you )?nothing", text):
                self.paid = (seat(none.group(2)), seat(none.group(1)), 0)


def narrated_deal(
    listener: int, dealer: int, auction: list[str], seed: int, **options: str
) -> list[str]:
    """A deal of the given auction, cards played at random, as ``listener`` hears it."""
    state = King.new_state(4, seed=seed, options={"deals": "positive", "dealer": dealer, **options})
    assert isinstance(state, KingState)
    narrator = create_narrator("king", Translator("en"), listener, NAMES)
    heard: list[str] = []
    rng = random.Random(seed)
    events = list(state.start_events)
    for text in auction:
        events += state.apply(text)
    while not state.is_over:
        events += state.apply(rng.choice(state.legal_actions()))
    for event in events:
        if event.visible_to(listener):
            heard += narrator.describe(event)
    return heard


SALES = [
    # (dealer, the auction to the contract, options, the bid sold)
    (0, ["pass", "bid -1", "pass", "accept", "contract negative"], {}, "-1"),
    (3, ["bid +7", "pass", "pass", "accept", "contract spades"], {}, "+7"),
    (2, ["bid -2", "pass", "pass", "accept", "contract negative"], {}, "-2"),
    (
        1,
        ["pass", "pass", "bid -1", "accept", "contract negative"],
        {"king_minus_settlement": "fixed_transfer"},
        "-1",
    ),
    (
        2,
        ["pass", "pass", "pass", "ultimatum +5", "decline", "accept", "contract notrump"],
        {},
        "+5",
    ),
]


@pytest.mark.parametrize("listener", range(4))
@pytest.mark.parametrize(("dealer", "auction", "options", "bid"), SALES)
@pytest.mark.parametrize("seed", range(3))
def test_a_sold_deal_adds_up_from_what_was_heard(
    listener: int,
    dealer: int,
    auction: list[str],
    options: dict[str, str],
    bid: str,
    seed: int,
) -> None:
    """Each trick's value (and the negative contract's 325) gives "For the tricks"; with the
    payment said at the end it gives "This deal"; and the payment was announced before it
    happened, at the sale (a fixed price) or at each trick taken over (a minus bid)."""
    heard = narrated_deal(listener, dealer, auction, seed, **options)
    assert all(not voiced_symbols(text) for text in heard), heard
    ear = Ear(listener)
    for text in heard:
        ear.hear(text)
    assert ear.trick_scores == [ear.base + points for points in ear.tricks], heard[-3:]
    assert ear.paid is not None and ear.deal is not None, heard[-3:]
    payer, payee, points = ear.paid
    expected = list(ear.trick_scores)
    expected[payer] -= points
    expected[payee] += points
    assert ear.deal == expected and sum(ear.deal) == 325
    assert payee == dealer
    announced = [p for p in ear.promised if p[:2] == (payer, payee)]
    if bid.startswith("+") or options:  # a fixed price, said once at the sale
        assert announced == [ear.paid]
    else:  # so much for each of the dealer's tricks taken over, said at each
        assert sum(p[2] for p in announced) == points and len(announced) <= int(bid[1:])


def test_a_minus_bid_with_no_trick_to_take_over_pays_nothing() -> None:
    """The dealer who takes no trick under a minus bid gets nothing, and hears why."""
    narrator = create_narrator("king", Translator("en"), 0, NAMES)
    end: dict[str, Any] = {
        "deal": 7, "name": "positive", "dealer": 0, "how": "played", "contract": "negative",
        "declarer": 2, "sold": "-1", "tricks_won": [0, 4, 5, 4],
        "trick_scores": [325, 25, -50, 25], "deal_scores": [325, 25, -50, 25],
        "payment": {"payer": 2, "payee": 0, "points": 0, "bid": "-1", "taken_over": 0},
        "scores": [325, 25, -50, 25],
    }  # fmt: skip
    (text,) = narrator.describe(Event("deal_end", None, **end))
    assert "You took no trick, so Bruno pays you nothing." in text


@pytest.mark.parametrize("seed", range(3))
def test_an_unsold_or_negative_deal_adds_up_too(seed: int) -> None:
    """No payment: the deal's scores are the tricks' values (and 325 in the negative contract)."""
    kept = narrated_deal(1, 1, ["pass", "pass", "pass", "refuse", "contract negative"], seed)
    hearts = narrated_deal(2, 0, [], seed, deals="no_hearts")
    for listener, heard in ((1, kept), (2, hearts)):
        ear = Ear(listener)
        for text in heard:
            ear.hear(text)
        assert ear.trick_scores is None and ear.paid is None
        assert ear.deal == [ear.base + points for points in ear.tricks], heard[-2:]
