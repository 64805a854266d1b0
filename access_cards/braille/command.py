"""``access-cards labels DECK --lang L --format unicode|brf|svg|pdf [-o FILE]``, and the
documents it makes (the console's label menu makes the same ones)."""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from access_cards.braille import louis
from access_cards.braille.brf import MIN_HEIGHT, MIN_WIDTH
from access_cards.braille.geometry import GEOMETRIES, LAYOUTS
from access_cards.braille.label import LABEL_LANGUAGES, Label
from access_cards.engine.cards import DECKS
from access_cards.files import (
    STDOUT,
    FileError,
    check_target,
    is_stream,
    same_as_stdout,
    write_file,
)
from access_cards.narration.speakable import spoken_form, spoken_name
from access_cards.usage import UsageError

__all__ = ["FORMATS", "Request", "add_labels", "documents", "key_card_cells", "sheet_paths"]

FORMATS = ("unicode", "brf", "svg", "pdf", "stl")  # stl: 3D-printed label tiles
SUFFIXES = {"unicode": ".txt", "brf": ".brf", "svg": ".svg", "pdf": ".pdf", "stl": ".stl"}
Say = Callable[..., None]  # say(msg_id, **values): a notice in the player's language


@dataclass(frozen=True)
class Request:
    """What to make: a deck's labels in a language and format, and how they are laid out."""

    deck: str
    lang: str = "en"
    fmt: str = "unicode"
    width: int = 40
    height: int = 25
    sheet: str = "a4-21"
    dots: str = "marburg"
    key: bool = True
    copies: int = 1  # 2: one for each corner of the card, side by side


def add_labels(
    commands: Any,
    notice: Callable[..., str],
    player_lang: Callable[[], str],
) -> None:
    """The ``labels`` subcommand. ``notice(msg_id, **values)`` words what it reports;
    ``player_lang()`` is the label language when none is given."""
    p = commands.add_parser("labels", help="make braille labels for a deck of cards")
    p.add_argument("deck", metavar="DECK", choices=tuple(DECKS), help=", ".join(DECKS))
    # SUPPRESS: a --lang given before "labels" (access-cards --lang it labels ...) still counts.
    p.add_argument("--lang", choices=LABEL_LANGUAGES, default=argparse.SUPPRESS,
                   help="label language (default: the player's language)")  # fmt: skip
    p.add_argument("--format", choices=FORMATS, default="unicode", dest="fmt")
    # A string, not a Path: Path("") would be ".", and "-" means standard output.
    p.add_argument("-o", "--output", metavar="FILE", help="write here (- for stdout)")
    p.add_argument("--width", type=int, default=40, help="BRF and Unicode: cells per line")
    p.add_argument("--height", type=int, default=25, help="BRF and Unicode: lines per page")
    p.add_argument("--copies", type=int, default=1, choices=(1, 2),
                   help="labels per card: 2 for both corners")  # fmt: skip
    p.add_argument("--sheet", choices=tuple(LAYOUTS), default="a4-21", help="SVG/PDF sheet")
    p.add_argument("--dots", choices=tuple(GEOMETRIES), default="marburg", help="dot geometry")
    p.add_argument("--no-key", action="store_true", help="leave out the key card")

    def run(args: argparse.Namespace) -> int:
        def say(msg_id: str, **values: object) -> None:
            print(notice(msg_id, **values), file=sys.stderr)

        lang = getattr(args, "lang", None) or player_lang()
        if args.width < MIN_WIDTH or args.height < MIN_HEIGHT:
            raise UsageError("usage-page-too-small", width=MIN_WIDTH, height=MIN_HEIGHT)
        request = Request(
            args.deck, lang, args.fmt, args.width, args.height, args.sheet, args.dots,
            key=not args.no_key, copies=args.copies,
        )  # fmt: skip
        try:
            target = check_target(STDOUT if args.output is None else args.output)
            parts = documents(request, say)
            return _emit(parts, target, args.fmt, say)
        except FileError as exc:
            print(exc.sentence(notice), file=sys.stderr)
            return 2 if exc.bad_path else 1  # a wrong path is a usage error
        except ValueError as exc:  # checked above: what only making the labels finds
            raise UsageError("usage-other", detail=str(exc)) from exc

    p.set_defaults(run=run)


def documents(request: Request, say: Say) -> list[str | bytes]:
    """The document: one part, or one SVG per sheet. ValueError for a bad page size."""
    from access_cards.braille.schemes import labels

    cards = [label for label in labels(request.deck, request.lang) for _ in range(request.copies)]
    if request.fmt in ("unicode", "brf"):
        key = key_card_cells(request.deck, request.lang, say) if request.key else []
        return [_braille_text(request, cards, key)]
    if request.fmt == "svg":
        from access_cards.braille.svg import svg_sheets

        return list(svg_sheets(cards, LAYOUTS[request.sheet], GEOMETRIES[request.dots]))
    if request.fmt == "stl":
        from access_cards.braille.stl import stl_document

        return [stl_document(cards, GEOMETRIES[request.dots])]
    return [_pdf(request, cards)]


def key_card_cells(deck: str, lang: str, say: Say) -> list[str]:
    """The key card as Unicode braille lines; empty (said once) without liblouis."""
    from access_cards.braille.schemes import key_card

    lines = key_card(deck, lang)
    try:
        # One call for the whole card: on the lou_translate path that is one process.
        cells = louis.translate("\n".join(lines), lang).split("\n")
    except louis.BrailleUnavailable as exc:
        say("labels-key-needs-louis", reason=spoken_form(str(exc)))
        return []
    return cells if len(cells) == len(lines) else [louis.translate(x, lang) for x in lines]


def _braille_text(request: Request, cards: Sequence[Label], key: Sequence[str]) -> str:
    from access_cards.braille import brf

    make = brf.brf_document if request.fmt == "brf" else brf.unicode_document
    return make(cards, key, width=request.width, height=request.height)


def _pdf(request: Request, cards: Sequence[Label]) -> bytes:
    # fpdf2 takes a third of a second to import: only when a PDF is asked for.
    from access_cards.braille.pdf import pdf_document
    from access_cards.braille.schemes import key_card

    return pdf_document(
        cards,
        layout=LAYOUTS[request.sheet],
        geometry=GEOMETRIES[request.dots],
        key_page=request.key,
        key_lines=key_card(request.deck, request.lang),
    )


def sheet_paths(first: str | os.PathLike[str], count: int) -> list[Path]:
    """``labels.svg``, then ``labels-2.svg``, ``labels-3.svg``: one file per printed sheet."""
    start = Path(first)
    rest = [start.with_name(f"{start.stem}-{n}{start.suffix}") for n in range(2, count + 1)]
    return [start, *rest]


def save(
    parts: Sequence[str | bytes], first: str | os.PathLike[str], *, make_folders: bool = False
) -> list[Path]:
    """Write each part with ``write_file`` (SVG sheets to numbered files); the paths written.

    FileError if one cannot be written.  ``make_folders`` only for the program's own
    labels folder.  Several parts need a file: see ``is_stream``.
    """
    paths = sheet_paths(first, len(parts))
    for path, part in zip(paths, parts, strict=True):
        write_file(path, part, make_folders=make_folders)
    return paths


def _emit(parts: Sequence[str | bytes], target: str, fmt: str, say: Say) -> int:
    """Write the document to ``target`` (``-``: stdout); the exit code. FileError on failure."""
    if len(parts) > 1 and is_stream(target):
        # Sheets 2, 3 … would go to files named after a device or a pipe.
        say("labels-svg-needs-file", count=len(parts))
        return 2
    if isinstance(parts[0], bytes) and _terminal(target):
        say("labels-binary-needs-file", format=fmt.upper())
        return 2
    paths = save(parts, target)
    if len(paths) > 1:
        # The names the player gave, said: the folders would be "slash home slash".
        first, last = spoken_name(paths[0]), spoken_name(paths[-1])
        say("labels-svg-files", count=len(paths), first=first, last=last)
    return 0


def _terminal(target: str) -> bool:
    """Whether ``target`` is standard output and that is a terminal (binary garbles it)."""
    return (target == STDOUT or same_as_stdout(target)) and sys.stdout.isatty()
