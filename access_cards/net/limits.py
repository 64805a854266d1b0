"""What one address may take of a server, and what the server takes at all.

A server on the internet meets people who guess table codes, open tables by the thousand,
hold connections they never use, or flood a table's chat.  Per connection limits
(``protocol.TokenBucket``) do not stop a client that opens many connections, so the server
also keeps an account per *address*: an IPv4 address, or an IPv6 /64 (one home, one phone
line: an attacker is given a whole /64 as easily as one address).  ``Limits`` holds every
number (the defaults are `access-cards serve`'s, ``docs/protocol.md`` states them); an
``Accounts`` keeps the accounts and forgets an address once nothing of it is left.
"""

from __future__ import annotations

import ipaddress
import time
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass, field, replace

from access_cards.net.protocol import TokenBucket

__all__ = ["Account", "Accounts", "Limits", "Tries", "address_key"]

Clock = Callable[[], float]


@dataclass(frozen=True)
class Limits:
    """Every limit of a server (seconds, counts, bytes); see docs/protocol.md, *Limits*."""

    # Connections
    hello_seconds: float = 5.0  # from the WebSocket handshake to a valid hello
    handshake_seconds: float = 5.0  # from accepting the socket to the WebSocket handshake
    per_address: int = 16  # open connections of one address (more: HTTP 429)
    connections: int = 4000  # open connections in all (more: HTTP 503); lowered to the
    # process's file limit when that is smaller
    address_rate: float = 100.0  # messages a second of one address, all its connections
    address_burst: float = 200.0
    # Joining
    failed_joins: int = 10  # join refusals an address may have in ``failed_window``
    failed_window: float = 60.0
    lockout: float = 60.0  # the first wait once over; doubled each time, up to ``max_lockout``
    max_lockout: float = 3600.0
    # Tables
    tables_per_address: int = 10  # tables an address has open (made by it, not ended)
    tables_burst: float = 10.0  # tables an address may create at once …
    tables_per_hour: float = 30.0  # … and on average
    tables: int = 2000  # tables in memory in all
    waiting_seconds: float = 3600.0  # a table whose match has not begun ends after this
    idle_seconds: float = 600.0  # a table nobody is connected to is put away after this
    keep_days: float = 14.0  # a saved table nobody came back to is removed after this
    # What a client is sent
    outbox_bytes: int = 256 * 1024  # waiting for a client that does not read: more, closed
    send_buffer: int = 64 * 1024  # the kernel's send buffer of a client's socket
    # Chat and pauses (per seat)
    chat_chars: int = 200  # one chat line
    chat_burst: float = 400.0  # characters of chat at once …
    chat_rate: float = 8.0  # … and a second on average (speech says about 15)
    chat_line_cost: int = 20  # every line costs this besides its text ("Ann says,")
    pauses_per_hour: float = 3.0  # a seat other than the host's
    admit_seconds: float = 600.0  # a host's admit waits this long for its person

    def relaxed(self, **changes: float) -> Limits:
        """These limits with some changed (tests and benchmarks)."""
        return replace(self, **changes)  # type: ignore[arg-type]


def address_key(host: str | None) -> str:
    """The account an address belongs to: IPv4 as it is, IPv6 by its /64, an IPv4 address
    in IPv6 form as IPv4; anything unreadable as itself."""
    if not host:
        return "?"
    try:
        ip = ipaddress.ip_address(host.split("%")[0])
    except ValueError:
        return host[:64]
    if isinstance(ip, ipaddress.IPv6Address):
        if ip.ipv4_mapped is not None:
            return str(ip.ipv4_mapped)
        return str(ipaddress.IPv6Network((ip, 64), strict=False))
    return str(ip)


@dataclass
class Tries:
    """Failed attempts (joins that found no seat, codes in use) of one address: at most
    ``limit`` in ``window`` seconds; then a wait, doubled each time it is earned again,
    forgotten after a quiet ``max_wait``."""

    limit: int
    window: float
    wait: float
    max_wait: float
    failures: deque[float] = field(default_factory=deque)
    strikes: int = 0
    until: float = 0.0  # no attempt before this
    last: float = 0.0  # the last failure

    def blocked(self, now: float) -> float:
        """Seconds to wait before another attempt (0: it may try now)."""
        if self.strikes and now - self.last > self.max_wait:
            self.strikes = 0  # a quiet hour: a fresh start
        return max(0.0, self.until - now)

    def failed(self, now: float) -> None:
        """One more failure (an attempt refused)."""
        self.last = now
        while self.failures and now - self.failures[0] > self.window:
            self.failures.popleft()
        self.failures.append(now)
        if len(self.failures) >= self.limit:
            self.failures.clear()
            self.until = now + min(self.max_wait, self.wait * 2**self.strikes)
            self.strikes += 1

    def idle(self, now: float) -> bool:
        """Nothing to remember: no wait running, no strike to keep, no recent failure."""
        while self.failures and now - self.failures[0] > self.window:
            self.failures.popleft()
        return self.blocked(now) == 0 and not self.strikes and not self.failures


@dataclass(eq=False)
class Account:
    """What one address has of the server now."""

    key: str
    tries: Tries
    messages: TokenBucket
    creations: TokenBucket
    connections: int = 0  # open sockets (handshakes included)
    websockets: int = 0  # of them, past the WebSocket handshake
    tables: int = 0  # tables it made that are still open


class Accounts:
    """Every address's account; see the module docstring."""

    def __init__(self, limits: Limits, clock: Clock = time.monotonic) -> None:
        self.limits = limits
        self.clock = clock
        self.accounts: dict[str, Account] = {}
        self.connections = 0  # open sockets of every address

    def get(self, key: str) -> Account:
        """The account of ``key`` (a new one if it has none)."""
        account = self.accounts.get(key)
        if account is None:
            limits = self.limits
            tries = Tries(limits.failed_joins, limits.failed_window, limits.lockout,
                          limits.max_lockout)  # fmt: skip
            hourly = limits.tables_per_hour / 3600.0
            account = Account(
                key, tries, TokenBucket(limits.address_rate, limits.address_burst, self.clock),
                TokenBucket(hourly, limits.tables_burst, self.clock),
            )  # fmt: skip
            self.accounts[key] = account
        return account

    def connect(self, key: str) -> Account:
        """A socket of ``key`` was accepted: its account, counted."""
        account = self.get(key)
        account.connections += 1
        self.connections += 1
        return account

    def disconnect(self, account: Account) -> None:
        """A socket counted by ``connect`` closed."""
        account.connections -= 1
        self.connections -= 1
        self.forget_idle(account.key)

    def forget_idle(self, key: str) -> None:
        """Drop ``key``'s account when nothing of it is left to count: no socket, no table,
        no wait or strike, and buckets full again (a new account is then the same)."""
        account = self.accounts.get(key)
        if account is None or account.connections or account.tables:
            return
        full = account.messages.full() and account.creations.full()
        if full and account.tries.idle(self.clock()):
            del self.accounts[key]

    def sweep(self) -> None:
        """Forget every account with nothing left (a lockout that ran out)."""
        for key in list(self.accounts):
            self.forget_idle(key)
