"""A remote game typed in a real terminal (issue 17): two interactive consoles in tmux.

Ann hosts a Khmer table (``play khmer --listen 0``) in one tmux server, Bob joins it from
another; both consoles are the interactive prompt (not ``--plain``), their keys sent with
``tmux send-keys`` as a player types them.  Each seat types the moves ``planned`` gives it
at its own turns (known from its speech log), Ann asks for her hand with one key, Bob
chats.  Judged from both speech logs (every event narrated exactly as ``check_seat`` wants)
and both screens (everything said is shown, in order, nothing garbled; the result shown).
"""

from __future__ import annotations

import os
import shutil
import time
import uuid
from collections.abc import Iterator
from pathlib import Path

import pytest

from access_cards import games
from access_cards.console.reader import WORD_SECONDS
from access_cards.console.remote import seat_names, spelled
from access_cards.narration import Translator, create_narrator
from tests.test_e2e_terminal import (
    Record,
    SpeechLog,
    Terminal,
    env_vars,
    program,
    spoken_part,
    wait_until,
)
from tests.test_net_console import CODE, NAMES, OPTIONS, SEED, check_seat, planned

pytestmark = pytest.mark.e2e

CHAT = "good luck"


@pytest.fixture
def terminals(tmp_path: Path) -> Iterator[tuple[Terminal, Terminal]]:
    """Two private tmux servers (Ann's and Bob's terminals), killed afterwards."""
    if shutil.which("tmux") is None:
        pytest.skip("tmux is not installed: the real-terminal tests need it")
    tag = f"{os.getpid()}-{uuid.uuid4().hex[:8]}"
    pair = (
        Terminal(f"access-cards-net-ann-{tag}", tmp_path / "rc0"),
        Terminal(f"access-cards-net-bob-{tag}", tmp_path / "rc1"),
    )
    try:
        yield pair
    finally:
        for term in pair:
            term.close()


def turns(lines: list[list[str]], yes: str) -> list[tuple[int, list[str]]]:
    """Who moves, in the order of the match, with the lines typed for that move (the move,
    and its yes when the console asks to confirm it)."""
    groups: list[list[list[str]]] = [[], []]
    for seat, typed in enumerate(lines):
        for text in typed:
            if text == yes:
                groups[seat][-1].append(text)
            else:
                groups[seat].append([text])
    state = games.find("khmer").new_state(2, seed=SEED, options=OPTIONS)
    order: list[tuple[int, list[str]]] = []
    while not state.is_over:
        mover = state.current_player
        assert mover is not None
        group = groups[mover].pop(0)
        order.append((mover, group))
        state.apply(group[0])
    assert groups == [[], []], "planned lines left over"
    return order


def your_turns(log: SpeechLog) -> int:
    """How many times this seat has been told it is its turn."""
    return sum(r["channel"] == "game" and r["text"].startswith("Your turn") for r in log.poll())


def turns_shown(term: Terminal) -> int:
    """How many times the screen has shown this seat that it is its turn."""
    return sum(line.startswith("Your turn") for line in spoken_part(term.screen()))


def said(log: SpeechLog, text: str) -> list[Record]:
    """The records of ``log`` that say exactly ``text``."""
    return [r for r in log.poll() if r["text"] == text]


class Seat:
    """One player's terminal and speech log."""

    def __init__(self, term: Terminal, log: SpeechLog) -> None:
        self.term, self.log, self.last_key = term, log, 0.0

    def send(self, text: str, enter: bool = True) -> None:
        # A player listens before typing on after a one-key question (see Console.press).
        time.sleep(max(0.0, self.last_key + WORD_SECONDS + 0.3 - time.monotonic()))
        self.term.send(text, enter)
        self.last_key = time.monotonic() if len(text) == 1 and not enter else 0.0

    def shown(self) -> str:
        return "\n".join(self.term.screen()[-15:])


def test_a_remote_game_typed_in_two_real_terminals(
    terminals: tuple[Terminal, Terminal], tmp_path: Path
) -> None:
    t = Translator("en")
    lines, events, _ = planned(t)
    yes = t("console-yes-words").split()[0]
    order = turns(lines, yes)
    logs = [SpeechLog(tmp_path / f"seat{seat}.jsonl") for seat in (0, 1)]
    common = ["--lang", "en", "--speech", "text"]

    # Ann hosts: where it listens and the table code come first on her screen.
    ann = Seat(terminals[0], logs[0])
    ann.term.start(
        [*program(), "play", "khmer", "--listen", "0", "--seats", "you,remote",
         "--code", CODE, "--name", NAMES[0], "--seed", str(SEED), "--option", "mode=single",
         *common, "--speech-log", str(logs[0].path)],
        env_vars(tmp_path / "home0"),
    )  # fmt: skip
    listens = "The server listens on every address of this computer"
    head = wait_until(
        "the host's port",
        lambda: (s := ann.term.screen()) and len(s) >= 2 and s[0].startswith(listens) and s,
        ann.shown,
    )
    port = int(head[0].rstrip(".").rsplit(" ", 1)[1])
    assert head[1] == t("net-table-code", code=spelled(CODE))
    seated = t("net-seated", code=spelled(CODE))
    wait_until("Ann seated", lambda: logs[0].poll(), ann.shown)
    assert logs[0].records[0]["text"].startswith(seated)

    # Bob joins from his own terminal.
    bob = Seat(terminals[1], logs[1])
    bob.term.start(
        [*program(), "join", f"127.0.0.1:{port}", "--code", CODE.lower(), "--name", NAMES[1],
         *common, "--speech-log", str(logs[1].path)],
        env_vars(tmp_path / "home1"),
    )  # fmt: skip
    wait_until("Ann told Bob joined", lambda: said(logs[0], t("net-joined", name="Bob")))
    wait_until("the match begun for Bob", lambda: any(r["event"] for r in logs[1].poll()))

    # Bob chats; Ann hears it by his name, Bob hears his own words.
    bob.send(f"say {CHAT}")
    heard_chat = t("net-chat", name="Bob", text=CHAT)
    wait_until("Ann to hear the chat", lambda: said(logs[0], heard_chat), logs[0].tail)
    wait_until(
        "Bob to hear his chat",
        lambda: said(logs[1], t("net-chat-you", text=CHAT)),
        logs[1].tail,
    )

    # Ann's first turn: one key asks for her hand, answered from what she holds.
    seats = [{"kind": "remote", "name": n, "seat": i} for i, n in enumerate(NAMES)]
    narrator = create_narrator("khmer", t, 0, seat_names(t, seats))
    state = games.find("khmer").new_state(2, seed=SEED, options=OPTIONS)
    first_ann = next(i for i, (seat, _) in enumerate(order) if seat == 0)
    for _, group in order[:first_ann]:
        state.apply(group[0])
    hand = narrator.query("hand", state.view(0))
    wait_until("Ann's first turn", lambda: your_turns(logs[0]) >= 1, logs[0].tail)
    before = len(logs[0].poll())
    ann.send("h", enter=False)
    wait_until("the hand", lambda: len(logs[0].poll()) >= before + len(hand), logs[0].tail)
    answer = logs[0].records[before:]
    assert [(r["channel"], r["text"]) for r in answer] == [("reply", x) for x in hand]
    assert hand[0].startswith("You hold")

    # Every move typed at its seat's turn, the seat's own "Your turn" counted in its log.
    players, done = [ann, bob], [0, 0]
    for seat, group in order:
        player = players[seat]
        done[seat] += 1

        def its_turn(seat: int = seat) -> bool:  # heard, and on the screen: as a player
            shown = turns_shown(players[seat].term)
            return your_turns(logs[seat]) >= done[seat] and shown >= done[seat]

        wait_until(f"seat {seat}'s turn {done[seat]}", its_turn, player.shown)
        for text in group:
            player.send(text)

    # The match ends in both terminals; each console waits for Enter, as local play does (the
    # shell's prompt would follow the result at once), then leaves with 0.
    for seat, player in enumerate(players):

        def over(seat: int = seat) -> bool:
            return any(r["event"] and r["event"]["type"] == "match_end" for r in logs[seat].poll())

        def waits(seat: int = seat) -> bool:
            return bool(said(logs[seat], t("play-after-match")))

        wait_until(f"the match over for seat {seat}", over, player.shown)
        wait_until(f"seat {seat} to wait for Enter", waits, player.shown)
    for seat, player in enumerate(players):
        player.send("")
        wait_until(f"seat {seat}'s console to leave", player.term.dead, player.shown)
        assert player.term.rc_file.read_text() == "0\n", player.shown()

    for seat in (0, 1):
        check_seat(tmp_path, seat, t, events)
    records = [logs[0].poll(), logs[1].poll()]
    for seat, player in enumerate(players):
        shown = spoken_part(player.term.screen())
        texts = [r["text"] for r in records[seat]]
        # What was said is on the screen, line for line and in order, nothing garbled:
        # the host's screen begins with where it listens and the code, never spoken.
        assert shown == (head[:2] if seat == 0 else []) + texts
        result = next(r["text"] for r in reversed(records[seat]) if r["event"])
        assert "Final score" in result and result in shown
        assert not [r for r in records[seat] if r["channel"] == "error"]
    assert said(logs[0], heard_chat) and not said(logs[1], heard_chat)
