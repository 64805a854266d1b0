"""Whole matches of every game over real sockets on 127.0.0.1 (issue 17).

Console programs in plain mode play King, Rummy 40 and Las Vegas at tables of two and four
remote consoles (some with bots), in both pile modes: each seat's speech log must hold
exactly what its narrator says of the events it may receive, and nothing of another seat's
cards.  Then protocol clients play all four games in both pile modes, and everything each
socket received is checked against the full match: no other hand, no stock, no unrevealed
card.
"""

from __future__ import annotations

import asyncio
import json
import random
import signal
import subprocess
import threading
from collections import Counter
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pytest

from access_cards import games
from access_cards.console.remote import seat_names
from access_cards.engine.events import Event, events_for
from access_cards.games.lasvegas.scoring import CODES as LV_CODES
from access_cards.games.rummy40.melds import CODES as R40_CODES
from access_cards.narration import Translator, create_narrator
from access_cards.narration.base import Narrator
from access_cards.net.client import Client
from access_cards.net.table import Table
from tests.test_net_console import SEED, ServerThread, env, heard, program, seated
from tests.test_net_server import SEED as SERVER_SEED
from tests.test_net_server import check_heard, play, run, serving, table_of
from tests.test_net_server import open_table as open_socket_table

CODE = "GAMESX"
NAMES = ("Ann", "Bob", "Cid", "Dee")
LANG = "en"
SECONDS = 90  # the longest a console may take over its whole match
REVEALS = {"play", "trick_end", "showdown", "penalty"}  # public events whose cards the rules show
SUMMARIES = {"last_deal", "last_hand"}  # view keys summing up a finished deal


@dataclass
class Plan:
    """A match played ahead on a local table as the server will play it."""

    game: str
    specs: list[str]
    options: dict[str, Any]
    lines: dict[int, list[str]] = field(default_factory=dict)  # each person's typed lines
    events: list[Event] = field(default_factory=list)  # every event, private ones too
    names: list[str] = field(default_factory=list)  # the seats' names as consoles say them


def people(specs: list[str]) -> list[int]:
    """The seats of people, in the order they join (the first free remote seat first)."""
    return [i for i, spec in enumerate(specs) if spec == "remote"]


def seat_list(specs: list[str]) -> list[dict[str, Any]]:
    """The seats as the ``table`` message lists them once everyone has joined."""
    named = dict(zip(people(specs), NAMES, strict=False))
    return [{"seat": i, "kind": "bot" if s.startswith("bot") else s, "name": named.get(i)}
            for i, s in enumerate(specs)]  # fmt: skip


def narrator_for(t: Translator, plan: Plan, seat: int) -> Narrator:
    return create_narrator(plan.game, t, seat, plan.names)


def planned(t: Translator, game: str, specs: list[str], options: dict[str, Any]) -> Plan:
    """Play the match on a local table seeded as the server's: bots move as the server's
    do; each person plays a seeded random legal move (never a concession), confirmed with
    the first yes word when the console asks."""
    plan = Plan(game, specs, options, {s: [] for s in people(specs)})
    plan.names = seat_names(t, seat_list(specs))
    table = Table(CODE, game, specs, options, seed=SEED)
    table.start()
    plan.events = list(table.state.start_events)
    narrators = {s: narrator_for(t, plan, s) for s in plan.lines}
    rng = random.Random(SEED)
    yes = t("console-yes-words").split()[0]
    while not table.state.is_over:
        if table.bot_to_move():
            plan.events += table.bot_step()
            continue
        seat = table.state.current_player
        assert seat is not None
        view = table.state.view(seat)
        move = rng.choice([a for a in view["legal_actions"] if a != "concede"])
        plan.lines[seat].append(move)
        if narrators[seat].confirm(move, view) is not None:
            plan.lines[seat].append(yes)
        plan.events += table.act(seat, table.seq, move)
    return plan


# -- the consoles ------------------------------------------------------------------------------


@pytest.fixture
def served() -> Iterator[ServerThread]:
    server = ServerThread()
    yield server
    server.stop()


def open_table(served: ServerThread, plan: Plan) -> Client:
    """A maker client opening the table for the consoles (it sits nowhere)."""

    async def made() -> Client:
        client = await Client.connect(f"ws://127.0.0.1:{served.port}/", "maker")
        reply = await client.create(plan.game, plan.specs, options=plan.options, code=CODE)
        assert reply["type"] == "table" and reply["your_seat"] is None, reply
        return client

    client: Client = served.run(made())
    return client


def log_of(tmp_path: Path, seat: int) -> Path:
    return tmp_path / f"seat{seat}.jsonl"


def start_join(seat: int, name: str, port: int, tmp_path: Path) -> subprocess.Popen[str]:
    log = str(log_of(tmp_path, seat))
    args = ["join", f"127.0.0.1:{port}", "--code", CODE, "--name", name, "--plain",
            "--lang", LANG, "--speech", "text", "--speech-log", log]  # fmt: skip
    return subprocess.Popen(
        [*program(), *args], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
        stderr=subprocess.PIPE, text=True, env=env(tmp_path / f"home{seat}"),
    )  # fmt: skip


def seat_consoles(served: ServerThread, plan: Plan, tmp_path: Path) -> dict[int, Any]:
    """Start the consoles one by one, each seated before the next joins."""
    consoles: dict[int, subprocess.Popen[str]] = {}
    for seat, name in zip(plan.lines, NAMES, strict=False):
        consoles[seat] = start_join(seat, name, served.port, tmp_path)
        seated(log_of(tmp_path, seat))
    return consoles


def type_all(consoles: dict[int, Any], lines: dict[int, list[str]]) -> dict[int, tuple[str, str]]:
    """Type each console's lines into it, all at once; what each printed and complained."""
    with ThreadPoolExecutor(len(consoles)) as pool:
        typed = {
            seat: pool.submit(c.communicate, "".join(f"{x}\n" for x in lines[seat]), SECONDS)
            for seat, c in consoles.items()
        }
        return {seat: f.result() for seat, f in typed.items()}


def private_to_others(plan: Plan, seat: int) -> list[dict[str, Any]]:
    """Every event of the match meant for another seat alone, as it would travel."""
    mine = [e.to_dict() for e in events_for(plan.events, seat)]
    return [e.to_dict() for e in plan.events
            if e.audience not in (None, seat) and e.to_dict() not in mine]  # fmt: skip


def check_seat(t: Translator, plan: Plan, seat: int, out: str, tmp_path: Path) -> None:
    """The seat heard exactly its narrator's words of its own events, printed them, and no
    event of its log is another seat's private one."""
    records = heard(log_of(tmp_path, seat))
    narrator = narrator_for(t, plan, seat)
    wanted = [x for e in events_for(plan.events, seat) for x in narrator.describe(e)]
    assert [r["text"] for r in records if r["event"] is not None] == wanted
    assert [r["text"] for r in records] == out.splitlines()  # plain mode prints what it says
    assert not [r for r in records if r["channel"] == "error"]  # every move was taken
    allowed = [e.to_dict() for e in events_for(plan.events, seat)]
    secret = private_to_others(plan, seat)
    for record in records:
        if record["event"] is not None:
            assert record["event"] in allowed and record["event"] not in secret


CONSOLE_TABLES = [
    pytest.param("king", ["remote"] * 4, {}, id="king-4-consoles"),
    pytest.param(
        "king",
        ["remote", "bot:easy", "remote", "bot:easy"],
        {"pile_visibility": "top_only"},
        id="king-2-consoles-2-bots-top-only",
    ),
    pytest.param("rummy40", ["remote"] * 2, {}, id="rummy40-2-consoles"),
    pytest.param(
        "rummy40", ["remote"] * 4, {"r40_discard_history": "all"}, id="rummy40-4-consoles-full-pile"
    ),
    pytest.param("lasvegas", ["remote"] * 2, {"hands": 3}, id="lasvegas-2-consoles"),
    pytest.param(
        "lasvegas",
        ["remote"] * 4,
        {"hands": 2, "pile_visibility": "top_only"},
        id="lasvegas-4-consoles-top-only",
    ),
]


@pytest.mark.parametrize(("game", "specs", "options"), CONSOLE_TABLES)
def test_remote_consoles_play_a_whole_match(
    served: ServerThread, tmp_path: Path, game: str, specs: list[str], options: dict[str, Any]
) -> None:
    t = Translator(LANG)
    plan = planned(t, game, specs, options)
    maker = open_table(served, plan)
    consoles = seat_consoles(served, plan, tmp_path)
    outs = type_all(consoles, plan.lines)
    served.run(maker.close())
    for seat, console in consoles.items():
        out, err = outs[seat]
        assert (console.returncode, err) == (0, ""), out[-2000:]
    for seat in consoles:
        check_seat(t, plan, seat, outs[seat][0], tmp_path)


def test_khmer_consoles_in_the_top_card_only_mode(served: ServerThread, tmp_path: Path) -> None:
    """Khmer (two seats only) in the pile mode test_net_console.py leaves out."""
    t = Translator(LANG)
    options = {"mode": "single", "pile_visibility": "top_only", "announce_total": "no"}
    plan = planned(t, "khmer", ["remote", "remote"], options)
    maker = open_table(served, plan)
    consoles = seat_consoles(served, plan, tmp_path)
    outs = type_all(consoles, plan.lines)
    served.run(maker.close())
    assert [(c.returncode, outs[s][1]) for s, c in consoles.items()] == [(0, ""), (0, "")]
    for seat in consoles:
        check_seat(t, plan, seat, outs[seat][0], tmp_path)


# -- what each socket received -------------------------------------------------------------------


def card_code(game: str, card: Any) -> str:
    """A card of ``_fresh_deck`` as the code views and events write it."""
    if game == "king":
        return str(card.code)
    if game == "khmer":
        return str(card)
    return str((R40_CODES if game == "rummy40" else LV_CODES)[card])


def hand(state: Any, seat: int) -> list[str]:
    """A seat's hand as card codes (every game's state has ``hand_codes``)."""
    return list(state.hand_codes(seat))


def hidden_pool(state: Any) -> list[str]:
    """The cards nobody may see: the stock, the cards set aside, the face-down centre."""
    game = state.game.name
    if game == "khmer":
        return [str(v) for v in state.set_aside]
    if game == "rummy40":
        return [R40_CODES[c] for c in state.stock]
    if game == "lasvegas":
        return [LV_CODES[c] for c in [*state.rest, *state.centre[state.revealed :]]]
    return []


def places(message: Any, wanted: Any, path: str = "") -> list[str]:
    """Where in ``message`` the value ``wanted`` (or a text holding it) is: for failures."""
    if message == wanted or (isinstance(message, str) and str(wanted) in message.split()):
        return [path]
    if isinstance(message, dict):
        return [p for k, v in message.items() for p in places(v, wanted, f"{path}.{k}")]
    if isinstance(message, list):
        return [p for i, v in enumerate(message) for p in places(v, wanted, f"{path}[{i}]")]
    return []


def card_tokens(message: Any, codes: set[str]) -> set[str]:
    """Every card code written anywhere in ``message`` (alone, or as a word of a text)."""
    if isinstance(message, dict):  # a joker's stand-in is no card of the deck
        return set().union(
            *(card_tokens(v, codes) for k, v in message.items() if k != "stands_for")
        )
    if isinstance(message, list):
        return set().union(*(card_tokens(v, codes) for v in message))
    if isinstance(message, str):
        return {w for w in message.replace(",", " ").split() if w in codes}
    return set()


@dataclass
class Moment:
    """What one seat may and may not be told once an action (or the deal) is done."""

    own: list[str]  # this seat's hand
    lists: list[list[str]]  # every other seat's hand, and the stock (or face-down cards)
    hidden: set[str]  # cards no copy of which this seat may see now
    seen: set[str]  # cards a copy of which this seat has seen in this deal


class Watcher:
    """Replays the match from the seed and notes, after each action, what ``seat`` may know:
    a card is secret while every copy of it is in another hand, the stock or face down, and
    no copy was seen (held, or face up) since the deal began."""

    def __init__(self, table: Table, seat: int, options: dict[str, Any]) -> None:
        self.game, self.seat = table.game, seat
        kind = games.find(table.game)
        self.state: Any = kind.new_state(len(table.seats), seed=SERVER_SEED, options=options)
        self.deck = Counter(card_code(self.game, c) for c in self.state._fresh_deck())
        self.codes = set(self.deck)
        self.public = self.shown(list(self.state.start_events))  # ever shown to everyone
        self.moments = {0: self.moment(set())}
        for seq, _, text in table.log:
            events = self.state.apply(text)
            self.public |= self.shown(events) | set(hand(self.state, seat))
            fresh = any(e.type == "deal_start" for e in events)
            self.moments[seq] = self.moment(set() if fresh else self.moments[seq - 1].seen)

    def shown(self, events: list[Event]) -> set[str]:
        """The cards named by events everyone hears."""
        return card_tokens([e.to_dict() for e in events if e.audience is None], self.codes)

    def moment(self, seen: set[str]) -> Moment:
        state, seat = self.state, self.seat
        others = [state.hand_codes(o) for o in range(state.seats) if o != seat]
        lists = [*others, hidden_pool(state)]
        counts = Counter(c for cards in lists for c in cards)
        seen = seen | {c for c in self.deck if counts[c] < self.deck[c]}
        return Moment(state.hand_codes(seat), lists, set(counts) - seen, seen)


def parts(message: dict[str, Any]) -> tuple[list[Any], list[Any]]:
    """An update split by the moment it speaks of: what stands after the action (the view,
    the legal moves, the events from the last new deal on) and, before that, the events
    of the deal the action ended or went on with, less those the rules show everyone (a
    card played, the hands at a showdown or counted at the end).  A finished deal's
    summary in the view is in neither: ``summaries`` checks it."""
    events = message["events"]
    starts = [i for i, e in enumerate(events) if e["type"] == "deal_start"]
    cut = starts[-1] if starts else len(events)
    view = {k: v for k, v in message["view"].items() if k not in SUMMARIES}
    before = [e for e in events[:cut] if e["type"] not in REVEALS]
    return [view, message["legal"], *events[cut:]], before


def told_secrets(watcher: Watcher, message: dict[str, Any]) -> set[str]:
    """The secret cards an update names: after the action, those hidden then; before it,
    those hidden before it and not seen after it (when the deal goes on); in a summary of
    a finished deal, any card the match never showed everyone nor gave this seat."""
    seq = message["seq"]
    after, before = parts(message)
    now = watcher.moments[seq]
    told = card_tokens(after, watcher.codes) & now.hidden
    if seq > 0:
        fresh = any(e["type"] == "deal_start" for e in message["events"])
        told |= card_tokens(before, watcher.codes) & watcher.moments[seq - 1].hidden - (
            set() if fresh else now.seen
        )
    summaries = [v for k, v in message["view"].items() if k in SUMMARIES]
    return told | card_tokens(summaries, watcher.codes) - watcher.public


def check_secrets(client: Client | Heard, table: Table, options: dict[str, Any]) -> int:
    """No update this client received holds another seat's hand, the stock, or a card
    hidden from it that no rule has shown; the number of updates checked."""
    assert client.seat is not None
    watcher = Watcher(table, client.seat, options)
    updates = [m for m in client.received if m["type"] == "update"]
    for message in updates:
        seq = message["seq"]
        after, before = parts(message)
        moments = [(watcher.moments[seq], after)]
        if seq > 0:
            moments.append((watcher.moments[seq - 1], before))
        for moment, part in moments:
            text = json.dumps(part)
            for cards in moment.lists:  # another hand or the stock, whole
                if len(cards) > 1 and cards != moment.own:
                    assert json.dumps(cards) not in text, (cards, places(message, cards))
        leaked = told_secrets(watcher, message)
        assert not leaked, {card: places(message, card) for card in leaked}
    return len(updates)


SOCKET_TABLES: list[tuple[str, list[str], dict[str, Any]]] = [
    ("khmer", ["host", "remote"], {"pile_visibility": "full"}),
    ("khmer", ["host", "remote"], {"pile_visibility": "top_only", "announce_total": "no"}),
    ("king", ["host", "remote", "remote", "remote"], {"pile_visibility": "full"}),
    ("king", ["remote", "remote", "bot:easy", "host"], {"pile_visibility": "top_only"}),
    ("rummy40", ["host", "remote"], {"r40_discard_history": "all"}),
    ("rummy40", ["host", "remote", "remote", "remote"], {"r40_discard_history": "none"}),
    ("lasvegas", ["host", "remote"], {"hands": 4, "pile_visibility": "full"}),
    (
        "lasvegas",
        ["host", "remote", "remote", "bot:easy"],
        {"hands": 3, "pile_visibility": "top_only"},
    ),
]


def pile_mode(options: dict[str, Any]) -> str:
    return str(options.get("pile_visibility", options.get("r40_discard_history")))


@pytest.mark.parametrize(
    ("game", "specs", "options"),
    SOCKET_TABLES,
    ids=[f"{g}-{len(s)}-seats-{pile_mode(o)}" for g, s, o in SOCKET_TABLES],
)
def test_no_socket_hears_a_secret(game: str, specs: list[str], options: dict[str, Any]) -> None:
    async def body() -> None:
        server, uri = await serving(rate=1e6, burst=1e6)  # clients that answer at once
        clients, code = await open_socket_table(uri, game, specs, options)
        table = await table_of(server, code)
        rngs = [random.Random(i) for i in range(len(clients))]
        await asyncio.gather(*(play(c, r) for c, r in zip(clients, rngs, strict=True)))
        assert table.state.is_over and table.seq == len(table.log) > 0
        for client in clients:
            check_heard(client, table, options)
            assert check_secrets(client, table, options) > 1
            await client.close()
        await server.stop()

    run(body, 90)


class Heard:
    """What a seat's socket would have heard of a table played here (no server)."""

    def __init__(self, seat: int) -> None:
        self.seat: int | None = seat
        self.received: list[dict[str, Any]] = []


def played_here(game: str, seats: int, options: dict[str, Any]) -> tuple[Table, Heard]:
    table = Table(CODE, game, ["host"] + ["remote"] * (seats - 1), options, seed=SERVER_SEED)
    table.start()
    heard = Heard(0)
    heard.received.append(table.update_for(0, table.opening_events()))
    rng = random.Random(3)
    while not table.state.is_over and table.seq < 30:
        seat = table.state.current_player
        assert seat is not None
        legal = [a for a in table.state.view(seat)["legal_actions"] if a != "concede"]
        heard.received.append(table.update_for(0, table.act(seat, table.seq, rng.choice(legal))))
    return table, heard


def test_the_secret_check_catches_a_hand_or_a_stock_card() -> None:
    table, heard = played_here("rummy40", 2, {})
    assert check_secrets(heard, table, {}) == 31
    moment = Watcher(table, 0, {}).moments[table.seq]
    secret = sorted(c for c in hidden_pool(table.state) if c in moment.hidden)[0]
    last, view = heard.received[-1], heard.received[-1]["view"]
    state: Any = table.state
    for leak in (state.hand_codes(1), [secret], f"draw {secret}"):
        last["view"] = {**view, "peek": leak}
        with pytest.raises(AssertionError):
            check_secrets(heard, table, {})


# -- consoles at a table of access-cards serve ---------------------------------------------------


class ServeProcess:
    """``access-cards serve --seed SEED`` as a program, and a loop for the maker client:
    stands where ``ServerThread`` does."""

    def __init__(self, home: Path) -> None:
        self.process = subprocess.Popen(
            [*program(), "serve", "--host", "127.0.0.1", "--port", "0", "--seed", str(SEED)],
            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env(home),
        )  # fmt: skip
        assert self.process.stdout is not None
        said = self.process.stdout.readline()
        assert said.startswith("The server listens on 127.0.0.1, port "), said
        self.port = int(said.rstrip(".\n").rsplit(" ", 1)[1])
        self.loop = asyncio.new_event_loop()
        self.thread = threading.Thread(target=self.loop.run_forever, daemon=True)
        self.thread.start()

    def run(self, coro: Any) -> Any:
        return asyncio.run_coroutine_threadsafe(coro, self.loop).result(10)

    def stop(self) -> tuple[int, str]:
        """Stop the program as Ctrl+C would; its exit code and what it printed last."""
        self.loop.call_soon_threadsafe(self.loop.stop)
        self.thread.join(5)
        self.process.send_signal(signal.SIGINT)
        out, _ = self.process.communicate(timeout=20)
        return self.process.returncode, out


SERVE_TABLES = [
    pytest.param("khmer", ["remote"] * 2, {"mode": "single"}, id="khmer"),
    pytest.param("king", ["remote", "bot:easy", "remote", "bot:easy"], {}, id="king"),
    pytest.param("rummy40", ["remote"] * 2, {}, id="rummy40"),
    pytest.param("lasvegas", ["remote"] * 3, {"hands": 2}, id="lasvegas"),
]


@pytest.mark.parametrize(("game", "specs", "options"), SERVE_TABLES)
def test_consoles_at_a_serve_table_play_the_whole_match(
    tmp_path: Path, game: str, specs: list[str], options: dict[str, Any]
) -> None:
    """The dedicated server program, not the server class in the test's process: the
    consoles play every game to its end there, and the finished table leaves no save."""
    t = Translator(LANG)
    plan = planned(t, game, specs, options)
    server = ServeProcess(tmp_path / "server")
    try:
        maker = open_table(server, plan)  # type: ignore[arg-type]  # ServerThread's shape
        consoles = seat_consoles(server, plan, tmp_path)  # type: ignore[arg-type]
        outs = type_all(consoles, plan.lines)
        server.run(maker.close())
    finally:
        code, out = server.stop()
    assert (code, out) == (0, "The server has stopped.\n")
    for seat, console in consoles.items():
        assert (console.returncode, outs[seat][1]) == (0, ""), outs[seat][0][-2000:]
        check_seat(t, plan, seat, outs[seat][0], tmp_path)
    assert not list((tmp_path / "server" / "data" / "tables").iterdir())
