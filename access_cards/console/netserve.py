"""``access-cards serve``: a server of many tables, until stopped (network play, issue 17),
and the words any server of this program says when it starts listening.

The server's main limits (docs/protocol.md, *Limits*) are options here, for a club's
server with more players behind one address, or a small machine that holds fewer tables.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import signal
import socket
import ssl
import sys
from pathlib import Path
from typing import Any

from access_cards.console.netlink import ALL_ADDRESSES
from access_cards.console.networds import cannot_listen
from access_cards.console.settings import Settings, data_dir
from access_cards.console.stopping import Stop
from access_cards.narration import Translator
from access_cards.narration.speakable import spoken_form

__all__ = ["DEFAULT_PORT", "LIMIT_OPTIONS", "add_serve", "check_port", "listening", "run_serve"]

DEFAULT_PORT = 8765
TABLES_FOLDER = "tables"  # a dedicated server's tables, saved after every change
# Options of ``serve`` → the field of ``net.limits.Limits`` each sets.
LIMIT_OPTIONS = {
    "max_tables": "tables",
    "per_address": "per_address",
    "max_connections": "connections",
    "keep_days": "keep_days",
}


def listening(t: Translator, host: str, port: int, cert: Path | None = None) -> str:
    """Where a server listens, said to whoever started it (with a certificate: what the
    friends who join add)."""
    if host in ("", "0.0.0.0", "::"):
        said = t("net-listening-all", host=spoken_form(socket.gethostname()), port=port)
    else:
        said = t("net-listening", host=spoken_form(host), port=port)
    return said if cert is None else f"{said} {t('net-listening-tls')}"


def check_port(port: int) -> None:
    """UsageError unless ``port`` is a port number (0: any free one)."""
    from access_cards.usage import UsageError

    if not 0 <= port < 65536:
        raise UsageError("net-bad-port", port=port)


def add_serve(commands: Any) -> None:
    """The ``serve`` subcommand: a server of many tables, until stopped."""
    from access_cards.net.limits import Limits

    default = Limits()
    p = commands.add_parser("serve", help="run a server of tables for network play")
    p.add_argument("--host", default="", metavar="H", help="the address (default: all)")
    p.add_argument("--port", type=int, default=DEFAULT_PORT, metavar="P",
                   help=f"the port (default {DEFAULT_PORT}; 0: any free one)")  # fmt: skip
    p.add_argument("--cert", type=Path, metavar="FILE", help="TLS certificate chain (PEM)")
    p.add_argument("--key", type=Path, metavar="FILE", help="its private key (PEM)")
    p.add_argument("--lang", choices=sorted(_languages()), default=argparse.SUPPRESS,
                   help="language of what the server says")  # fmt: skip
    p.add_argument("--seed", type=int, default=None, metavar="N",
                   help="deal every new table from seed N (to replay a match)")  # fmt: skip
    p.add_argument("--bot-workers", type=int, default=_bot_workers(), metavar="N",
                   help="processes for slow computer players (default: cores - 1)")  # fmt: skip
    p.add_argument("--max-tables", type=int, default=default.tables, metavar="N",
                   help=f"tables the server holds at once (default {default.tables})")  # fmt: skip
    p.add_argument("--per-address", type=int, default=default.per_address, metavar="N",
                   help="open connections of one address, one home or phone line "
                   f"(default {default.per_address})")  # fmt: skip
    p.add_argument("--max-connections", type=int, default=default.connections, metavar="N",
                   help=f"open connections in all (default {default.connections})")  # fmt: skip
    p.add_argument("--keep-days", type=float, default=default.keep_days, metavar="D",
                   help="days a saved table nobody came back to is kept "
                   f"(default {default.keep_days:g})")  # fmt: skip
    p.set_defaults(run=run_serve)


def _bot_workers() -> int:
    """One process per core beside the server's own: bots that think for milliseconds use
    them, and the server's loop keeps its core."""
    import os

    return max(0, min(4, (os.cpu_count() or 1) - 1))


def _languages() -> tuple[str, ...]:
    from access_cards.narration import LANGUAGES

    return tuple(LANGUAGES)


def _limits(args: argparse.Namespace) -> Any:
    """The server's limits with the options given; UsageError for a number below 1 (a
    fraction of a day is a number of days too)."""
    from access_cards.net.limits import Limits
    from access_cards.usage import UsageError

    changes = {}
    for option, field in LIMIT_OPTIONS.items():
        value = getattr(args, option)
        if not value > 0 or value != value or value == float("inf"):
            raise UsageError("net-bad-limit", option=option.replace("_", " "), value=str(value))
        changes[field] = value
    return Limits().relaxed(**changes)


def run_serve(args: argparse.Namespace) -> int:
    """Serve until Control C or SIGTERM; one sentence on starting, one on stopping."""
    from access_cards.console.play import choose_language
    from access_cards.files import clear_stale_temporaries
    from access_cards.narration.speakable import spoken_reason
    from access_cards.net.server import Server, ssl_context
    from access_cards.usage import UsageError

    t = Translator(choose_language(getattr(args, "lang", None), Settings.load()))
    if (args.cert is None) != (args.key is None):
        raise UsageError("net-certificate-pair")
    check_port(args.port)
    limits = _limits(args)
    tls = None
    if args.cert is not None:
        try:
            tls = ssl_context(args.cert, args.key)
        except (OSError, ssl.SSLError) as exc:
            reason = spoken_reason(exc)
            raise UsageError("net-bad-certificate", reason=reason) from exc
    saves = data_dir() / TABLES_FOLDER
    with contextlib.suppress(OSError):
        saves.mkdir(parents=True, exist_ok=True)
        clear_stale_temporaries(saves)

    async def serve() -> None:
        seed = args.seed
        server = Server(
            saves=saves if saves.is_dir() else None,
            seed=None if seed is None else lambda: seed,
            bot_workers=max(0, args.bot_workers),
            limits=limits,
        )
        await server.start(args.host or ALL_ADDRESSES, args.port, tls)
        stopping = asyncio.Event()
        loop = asyncio.get_running_loop()
        for signum in (signal.SIGINT, signal.SIGTERM):
            with contextlib.suppress(NotImplementedError, ValueError, RuntimeError):
                loop.add_signal_handler(signum, stopping.set)
        print(listening(t, args.host, server.port, args.cert), flush=True)
        try:
            await stopping.wait()
        finally:
            await server.stop()

    try:
        asyncio.run(serve())
    except Stop:
        pass
    except OSError as exc:
        print(cannot_listen(t, args.host, args.port, exc, "serve"), file=sys.stderr)
        return 1
    print(t("net-server-stopped"), flush=True)
    return 0
