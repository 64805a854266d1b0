"""The main menu's "Host a table" and "Join a table" (network play, issue 17).

The same tables as ``play GAME --listen`` and ``join HOST --code --name``, asked one
question at a time; the match is played with the menu's own voice and reader, and the
menu comes back when it ends or the player leaves.  Certificates (``--tls``, ``--cafile``)
and a dedicated server (``--server``) are for the command line.
"""

from __future__ import annotations

import argparse

from access_cards.console.menu import Menu, playable_games
from access_cards.console.netplay import (
    DEFAULT_PORT,
    checked_code,
    code_rules,
    join_table,
    listen_seats,
    name_rules,
    open_table,
    parse_address,
    play_at_table,
    user_name,
)
from access_cards.games import find
from access_cards.narration.speakable import spoken_form
from access_cards.net.names import check_name
from access_cards.net.protocol import DEFAULT_TAKEOVER

__all__ = ["host_menu", "join_menu"]


def host_menu(menu: Menu) -> None:
    """Game, friends, computer players, table, name; then the table is opened."""
    t = menu.t
    games = playable_games()
    chosen = menu.choose(t("menu-host-game"), [t(f"game-{g}") for g in games])
    if chosen is None:
        return
    game = find(games[chosen])
    most = game.max_seats - 1
    friends = 1
    if most > 1:
        picked = menu.choose(t("menu-host-friends"), [t("menu-friends", count=n)
                                                      for n in range(1, most + 1)])  # fmt: skip
        if picked is None:
            return
        friends = picked + 1
    seats = ["you"] + ["remote"] * friends
    if len(seats) < game.min_seats:  # the rest of the table: computer players
        level = menu.level()
        if level is None:
            return
        seats += [f"bot:{level}"] * (game.min_seats - len(seats))
    options = menu.fair_table(game.name)
    name = None if options is None else ask_name(menu)
    if options is None or name is None:
        return
    args = argparse.Namespace(
        listen=DEFAULT_PORT, host="", cert=None, key=None, server=None, code=None, name=name,
        takeover=DEFAULT_TAKEOVER, seed=None, tls=False, cafile=None,
    )  # fmt: skip
    opened = open_table(args, t, game.name, listen_seats(game, seats), options)
    if isinstance(opened, str):
        menu.say(opened, "error")
        return
    seated, said = opened
    for sentence in said:
        menu.say(sentence, "game")
    play_at_table(seated, t, menu.speaker, menu.reader, menu.settings, menu.after_match)


def join_menu(menu: Menu) -> None:
    """Address, code and name; then a seat at that table."""
    t = menu.t
    where = ask(menu, t("menu-join-address", port=DEFAULT_PORT))
    if where is None:
        return
    try:
        host, port = parse_address(where)
    except ValueError:
        menu.say(t("net-bad-address", address=spoken_form(where)), "error")
        return
    code = ask_code(menu)
    name = None if code is None else ask_name(menu)
    if code is None or name is None:
        return
    seated = join_table(t, host, port, code, name, None)
    if isinstance(seated, str):
        menu.say(seated, "error")
        return
    play_at_table(seated, t, menu.speaker, menu.reader, menu.settings, menu.after_match)


def ask_code(menu: Menu) -> str | None:
    """The table code, asked again until it is one (6 to 12 letters or digits)."""
    while (text := ask(menu, menu.t("menu-join-code"))) is not None:
        code = checked_code(text)
        if code is not None:
            return code
        menu.say(code_rules(menu.t, text), "error")
    return None


def ask_name(menu: Menu) -> str | None:
    """The player's name at the table, asked again until a table takes it; Enter alone
    keeps the computer's user name."""
    default = user_name(menu.t)
    question = menu.t("menu-your-name", name=spoken_form(default))
    while (text := ask(menu, question, empty_ok=True)) is not None:
        name = check_name(text) if text.strip() else default
        if name is not None:
            return name
        menu.say(name_rules(menu.t, text), "error")
    return None


def ask(menu: Menu, question: str, *, empty_ok: bool = False) -> str | None:
    """A line of free text (an address, a code, a name): no keys act while it is typed.
    None at the end of input."""
    menu.say(question)
    menu.reader.set_hotkeys(None, "")
    while (line := menu.reader.read()) is not None:
        if line.strip() or empty_ok:
            return " ".join(line.split())
        menu.say(question)
    return None
