"""What network play says in words of its own: a server's errors, table codes spelled, and
why a connection or a server could not start, in words a person can act on.

"Cannot reach the server. TimeoutError" or "SSL CERTIFICATE VERIFY FAILED" tells a player
nothing to do.  Each way connecting fails is told apart here by the exception the socket,
TLS or websockets raised (each found by trying it for real: tests/test_net_reaching.py),
and said with what is likely wrong and what to change: a firewall or a wrong address, the
certificate file to add, encryption on one side only, too many connections or a full
server, a port another program holds.
"""

from __future__ import annotations

import errno
import math
import socket
import ssl
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from access_cards.narration import MissingMessage, Translator
from access_cards.narration.speakable import spoken_form, spoken_reason

if TYPE_CHECKING:
    from access_cards.console.netlink import NetLink

__all__ = ["cannot_connect", "cannot_listen", "error_sentence", "spelled"]


def spelled(code: str) -> str:
    """A table code letter by letter, so a voice spells it instead of reading a word."""
    return " ".join(code.upper())


def error_sentence(t: Translator, message: Mapping[str, Any]) -> str:
    """A server ``error`` in the listener's words (never the server's)."""
    code = str(message.get("code", ""))
    details = message.get("details") or {}
    values: dict[str, Any] = {}
    for key, value in details.items() if isinstance(details, dict) else ():
        if isinstance(value, str):
            values[key] = spelled(value) if key == "code" else spoken_form(value)
        elif isinstance(value, int) and not isinstance(value, bool):
            values[key] = value
    if "seconds" in values:  # a wait: said in minutes once it is two or more
        seconds = values["seconds"]
        values["minutes"] = math.ceil(seconds / 60) if seconds >= 120 else 0
    msg_id = "net-error-" + code.replace("_", "-")
    try:
        return t(msg_id, **values)
    except (KeyError, MissingMessage):
        return t("net-error-unknown")


# A connection that got nowhere: nothing answered, or no way there.
NO_ANSWER = (errno.ETIMEDOUT, errno.ENETUNREACH, errno.EHOSTUNREACH, errno.EHOSTDOWN)


def cannot_connect(
    t: Translator, link: NetLink, host: str, port: int, exc: BaseException, tls: bool
) -> str:
    """Why connecting to the server at ``host``, ``port`` failed (``tls``: encrypted)."""
    from websockets.exceptions import InvalidHandshake, InvalidStatus

    from access_cards.console.netlink import Refused

    where = {"host": spoken_form(host), "port": port}
    if isinstance(exc, Refused):
        return error_sentence(t, exc.message)
    if isinstance(exc, InvalidStatus):
        status = exc.response.status_code
        kind = {429: "too-many-connections", 503: "server-full"}.get(status, "not-a-server")
        return t(f"net-{kind}", **where)
    if isinstance(exc, ssl.SSLCertVerificationError):
        return t("net-untrusted-certificate", **where)
    if isinstance(exc, socket.gaierror):
        return t("net-unknown-host", **where)
    if isinstance(exc, ConnectionRefusedError):
        return t("net-nothing-there", **where)
    if isinstance(exc, TimeoutError) or getattr(exc, "errno", None) in NO_ANSWER:
        return t("net-no-answer", **where)
    if isinstance(exc, InvalidHandshake | EOFError | ConnectionError | ssl.SSLError):
        # The server answered, but not as expected: most often encryption on one side only.
        speaks = link.speaks_tls(host, port)
        if speaks != tls:
            return t("net-needs-tls" if speaks else "net-no-tls", **where)
        return t("net-not-a-server", **where)
    return t("net-connect-failed", reason=spoken_reason(exc), **where)


def cannot_listen(t: Translator, host: str, port: int, exc: OSError, how: str) -> str:
    """Why a server (``how``: ``serve`` or ``listen``) cannot listen at ``host``, ``port``."""
    said = {"host": spoken_form(host or socket.gethostname()), "port": port, "how": how}
    if exc.errno == errno.EADDRINUSE:
        return t("net-port-taken", **said)
    if exc.errno == errno.EADDRNOTAVAIL or isinstance(exc, socket.gaierror):
        return t("net-not-my-address", **said)
    if exc.errno == errno.EACCES:
        return t("net-port-forbidden", **said)
    return t("net-cannot-listen", reason=spoken_reason(exc), **said)
