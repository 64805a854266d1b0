"""A small asyncio client of the protocol, for tests now and the console later.

It keeps what a player's program needs to answer correctly: the sequence number of the last
update (every action carries it), its seat, and the last update itself.  Every message
received is also kept in ``received``, so a test can examine all that a socket heard.
"""

from __future__ import annotations

import asyncio
import json
import ssl
from typing import Any

from websockets.asyncio.client import ClientConnection, connect

from access_cards.net.protocol import PROTOCOL_VERSION

__all__ = ["Client"]

DEFAULT_TIMEOUT = 10.0


class Client:
    """One connection to a server; see the module docstring."""

    def __init__(self, ws: ClientConnection) -> None:
        self.ws = ws
        self.received: list[dict[str, Any]] = []
        self.seq = 0
        self.seat: int | None = None
        self.code: str | None = None
        self.token: str | None = None  # the seat's secret, to come back with
        self.last_update: dict[str, Any] | None = None

    @classmethod
    async def connect(
        cls,
        uri: str,
        name: str,
        lang: str = "en",
        *,
        tls: ssl.SSLContext | None = None,
        source: str | None = None,
    ) -> Client:
        """Connect (from the local address ``source``, another loopback address in tests)
        and say hello; ConnectionError unless the server welcomes us."""
        local: dict[str, Any] = {} if source is None else {"local_addr": (source, 0)}
        ws = await connect(uri, ssl=tls, max_size=None, compression=None, **local)
        client = cls(ws)
        await client.send({"type": "hello", "v": PROTOCOL_VERSION, "name": name, "lang": lang})
        reply = await client.recv()
        if reply.get("type") != "welcome":
            await ws.close()
            raise ConnectionError(f"the server did not welcome us: {reply}")
        return client

    async def send(self, message: dict[str, Any]) -> None:
        """Send one message as it is."""
        await self.ws.send(json.dumps(message))

    async def send_raw(self, data: str | bytes) -> None:
        """Send anything at all (tests of bad messages)."""
        await self.ws.send(data)

    async def recv(self, timeout: float = DEFAULT_TIMEOUT) -> dict[str, Any]:
        """The next message, noted (seq, seat, last update) and kept in ``received``."""
        raw = await asyncio.wait_for(self.ws.recv(), timeout)
        message: dict[str, Any] = json.loads(raw)
        self.received.append(message)
        kind = message.get("type")
        if kind == "update":
            self.seq = message["seq"]
            self.last_update = message
        elif kind == "table":
            self.seat, self.code = message["your_seat"], message["code"]
            self.token = message.get("token") or self.token
        return message

    async def wait_for(self, *kinds: str, timeout: float = DEFAULT_TIMEOUT) -> dict[str, Any]:
        """Read on until a message of one of ``kinds`` (the others are kept too)."""
        loop = asyncio.get_running_loop()
        end = loop.time() + timeout
        while True:
            message = await self.recv(max(0.0, end - loop.time()))
            if message.get("type") in kinds:
                return message

    async def create(
        self,
        game: str,
        seats: list[str],
        options: dict[str, Any] | None = None,
        code: str | None = None,
        takeover: int | None = None,
    ) -> dict[str, Any]:
        """Open a table; the ``table`` message (or the ``error``)."""
        message: dict[str, Any] = {"type": "create", "game": game, "seats": seats}
        if options:
            message["options"] = options
        if code is not None:
            message["code"] = code
        if takeover is not None:
            message["takeover"] = takeover
        await self.send(message)
        return await self.wait_for("table", "error")

    async def join(self, code: str, name: str, token: str | None = None) -> dict[str, Any]:
        """Take a seat at table ``code`` (with ``token``: come back to one's own); the
        ``table`` message (or the ``error``)."""
        message = {"type": "join", "code": code, "name": name}
        if token is not None:
            message["token"] = token
        await self.send(message)
        return await self.wait_for("table", "error")

    async def act(self, text: str, seq: int | None = None) -> None:
        """Send an action answering the last update heard (or ``seq``)."""
        await self.send({"type": "action", "seq": self.seq if seq is None else seq, "text": text})

    async def say(self, text: str) -> None:
        """A chat line for the table."""
        await self.send({"type": "say", "text": text})

    async def leave(self) -> None:
        """Leave the table."""
        await self.send({"type": "leave"})

    async def close(self) -> None:
        """Close the connection."""
        await self.ws.close()
