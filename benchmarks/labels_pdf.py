"""Time to write the braille label PDF of the Rummy 40 deck (106 labels): goal at most 1 s.

The labels come from ``access_cards.braille.schemes.labels("rummy40", "en")`` when that module
is there, else from the same scheme built here (two French decks, EN cells, two jokers).
Each run builds the whole document in memory, as the program does: the key card page, then 6
A4 21-up sheets (Marburg Medium, legends in DejaVu Sans, subset and embedded); the key card
is ``schemes.key_card("rummy40", "en")`` (or, without schemes, the list of labels). Median and p95
over the runs, on one core; the first run of the process (fonts parsed, caches cold) and the
import of the PDF writer (fpdf2) are reported apart. Baselines, in the same process: the same
sheets as SVG, and the BRF file.

    .venv/bin/python benchmarks/labels_pdf.py [--runs 30] [--write]
"""

from __future__ import annotations

import argparse
import re
import statistics
import time
import warnings
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from perfdoc import machine, pin_to_one_core, write_section

from access_cards.braille import brf, geometry, svg
from access_cards.braille.cells import brf_to_unicode
from access_cards.braille.label import Label

GOAL = 1.0  # seconds for the Rummy 40 PDF (the goal)
RANKS = {"A": "A", "2": "B", "3": "C", "4": "D", "5": "E", "6": "F", "7": "G"}
RANKS |= {"8": "H", "9": "I", "10": "X", "J": "J", "Q": "Q", "K": "K"}
SUITS = {"C": ("♣", "clubs"), "D": ("♦", "diamonds"), "H": ("♥", "hearts"), "S": ("♠", "spades")}


@dataclass(frozen=True)
class Timing:
    name: str
    pages: int
    size: int  # bytes (characters for SVG and BRF)
    times: list[float]

    @property
    def median(self) -> float:
        return statistics.median(self.times)

    @property
    def p95(self) -> float:
        return statistics.quantiles(self.times, n=20, method="inclusive")[18]


def built_in_labels() -> list[Label]:
    """Rummy 40 by the EN scheme of notes/braille.md: rank + suit letters, no signs."""
    labels = []
    for _deck in range(2):
        for suit, (symbol, suit_name) in SUITS.items():
            for rank, letter in RANKS.items():
                cells = brf_to_unicode(letter + suit)
                labels.append(Label(rank + suit, cells, rank + symbol, f"{rank} of {suit_name}"))
    labels += [Label("JK", brf_to_unicode("JO"), "Joker", "joker")] * 2
    return labels


def deck() -> tuple[list[Label], list[str] | None, str]:
    """The Rummy 40 labels, the key card's lines (None: built from the labels), the source."""
    try:
        from access_cards.braille import schemes

        found = list(schemes.labels("rummy40", "en"))
        key = list(schemes.key_card("rummy40", "en"))
        return found, key, f'{len(found)} labels from `schemes.labels("rummy40", "en")`'
    except (ImportError, AttributeError, LookupError, ValueError, OSError):
        built = built_in_labels()
        return built, None, f"{len(built)} labels by the EN scheme, built in the script"


def timed(make: Callable[[], object], runs: int) -> tuple[list[float], object]:
    times, result = [], None
    for _ in range(runs):
        start = time.perf_counter()
        result = make()
        times.append(time.perf_counter() - start)
    return times, result


def measure(
    labels: Sequence[Label], key: Sequence[str] | None, runs: int
) -> tuple[list[Timing], float, float]:
    """(timings, seconds to import the PDF writer, seconds of the first PDF)."""
    start = time.perf_counter()
    from access_cards.braille import pdf  # timed on purpose: fpdf2 and its imports

    imported = time.perf_counter() - start
    first, _ = timed(lambda: pdf.pdf_document(labels, key_lines=key), 1)

    def core_font() -> bytes:
        with warnings.catch_warnings():  # the fallback warns, as it should
            warnings.simplefilter("ignore", pdf.FontFallbackWarning)
            return pdf.pdf_document(labels, key_page=False, font="core")

    cases: list[tuple[str, Callable[[], object]]] = [
        ("PDF, key card + A4 21-up, DejaVu Sans", lambda: pdf.pdf_document(labels, key_lines=key)),
        ("PDF, A4 21-up, no key card", lambda: pdf.pdf_document(labels, key_page=False)),
        (
            "PDF, key card + US Letter 30-up",
            lambda: pdf.pdf_document(labels, layout=geometry.LETTER_30, key_lines=key),
        ),
        ("PDF, A4 21-up, core Helvetica, no key card", core_font),
        ("SVG, A4 21-up (baseline)", lambda: svg.svg_sheets(labels)),
        ("BRF, 40 x 25, labels only", lambda: brf.brf_document(labels)),
    ]
    timings = []
    for name, make in cases:
        times, result = timed(make, runs)
        timings.append(Timing(name, count_pages(result), size_of(result), times))
    return timings, imported, first[0]


def count_pages(result: object) -> int:
    if isinstance(result, bytes):
        return len(re.findall(rb"/Type\s*/Page\b(?!s)", result))
    if isinstance(result, str):
        return result.count("\f") + 1
    return len(result) if isinstance(result, list) else 0


def size_of(result: object) -> int:
    if isinstance(result, bytes | str):
        return len(result)
    return sum(len(part) for part in result) if isinstance(result, list) else 0


def size_text(size: int) -> str:
    return f"{size / 1000:,.0f} kB" if size >= 10_000 else f"{size:,} B"


def report(
    timings: list[Timing], imported: float, first: float, source: str, runs: int, pinning: str
) -> str:
    pdf, base = timings[0], next(t for t in timings if t.name.startswith("SVG"))
    lines = [
        f"Machine: {machine()}; {pinning}.",
        "",
        f"{source}; Marburg Medium dots; median and p95 of {runs} runs in one process; "
        "goal: the PDF in at most 1 s.",
        "",
        "| Document | Pages | Size | Median ms | p95 ms | Goal met |",
        "|---|---:|---:|---:|---:|---|",
    ]
    for t in timings:
        met = ("yes" if t.median <= GOAL else "no") if t.name.startswith("PDF") else ""
        lines.append(
            f"| {t.name} | {t.pages} | {size_text(t.size)} | {t.median * 1000:,.1f} | "
            f"{t.p95 * 1000:,.1f} | {met} |"
        )
    total = first + imported
    lines += [
        "",
        f"The first PDF of a process (font file parsed, caches cold) took {first * 1000:,.0f} ms "
        f"and importing the PDF writer (fpdf2) {imported * 1000:,.0f} ms: together "
        f"{total * 1000:,.0f} ms, {'within' if total <= GOAL else 'over'} the goal.",
        f"The PDF takes {pdf.median / base.median:,.1f} times as long as the same sheets as SVG.",
    ]
    return "\n".join(lines)


def main() -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--runs", type=int, default=30)
    parser.add_argument("--write", action="store_true", help="update docs/performance.md")
    args = parser.parse_args()
    pinning = pin_to_one_core()
    labels, key, source = deck()
    timings, imported, first = measure(labels, key, args.runs)
    text = report(timings, imported, first, source, args.runs, pinning)
    print(text)
    if args.write:
        write_section("labels_pdf", text)


if __name__ == "__main__":
    main()
