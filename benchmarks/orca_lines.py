"""Lines printed and lines Orca sent: the share of the program's lines a screen reader speaks.

Whole matches of every game are played in a VTE terminal under the real GNOME Orca (the Orca
harness, see tests/orcaplay.py), in reader mode, the bots at their own speed and the person's
moves typed as keys; the share is the program's printed lines (its speech log) that Orca sent
to speech. One Orca session per match, holding /tmp/orca.lock from start to stop.

    .venv/bin/python benchmarks/orca_lines.py [--games khmer,rummy40,lasvegas,king]
        [--langs en,de] [--seed 1] [--label NAME] [--source DIR] [--keep DIR] [--write]

``--source DIR`` runs another version of the program (a folder holding its ``access_cards``,
e.g. ``git archive COMMIT | tar -x -C DIR``), to measure it the same way; ``--label`` names
the rows (``--write`` keeps the rows of other labels in the section). ``--keep DIR`` keeps each
match's speech log, Orca's speech and the harness's logs (Orca's debug log among them).
"""

from __future__ import annotations

import argparse
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from perfdoc import DOC, machine, write_section  # noqa: E402

from tests.orcaplay import Heard, Match, orca_session, play  # noqa: E402

SECTION = "orca_lines"
# A new player's tables: two seats for Khmer, three for Rummy 40 and Las Vegas (blind fair, six
# hands), four for King (three deals: a negative one, the king of hearts and a positive one, so
# that a match stays within one Orca session of about ten minutes).
TABLES = {
    "khmer": ("you,bot", ()),
    "rummy40": ("you,bot,bot", ()),
    "lasvegas": ("you,bot,bot", ("hands=6", "pile_visibility=top_only")),
    "king": ("you,bot,bot,bot", ("deals=no_tricks,king_of_hearts,positive",)),
}
HEADER = [
    "| Version | Game | Language | Seats | Moves typed | Lines printed | Sent by Orca | Share |",
    "|---|---|---|---:|---:|---:|---:|---:|",
]


def measure(matches: list[Match], source: Path | None, keep: Path) -> list[Heard]:
    heard = []
    for match in matches:
        folder = keep / match.name
        folder.mkdir(parents=True, exist_ok=True)
        with orca_session(keep=folder) as harness:
            result = play(harness, match, folder, source=source)
        heard.append(result)
        (folder / "missed.txt").write_text("".join(f"{m}\n" for m in result.missed))
        print(
            f"{match.name}: {result.sent}/{len(result.printed)} lines sent"
            f" ({100 * result.share:.1f}%), {result.moves} moves, {result.seconds:.0f} s",
            flush=True,
        )
        for line in result.missed[:5]:
            print(f"    never sent: {line}", flush=True)
    return heard


def rows(label: str, heard: list[Heard]) -> list[str]:
    out = []
    for h in heard:
        m = h.match
        out.append(
            f"| {label} | {m.game} | {m.lang} | {len(m.seats.split(','))} | {h.moves}"
            f" | {len(h.printed)} | {h.sent} | {100 * h.share:.1f}% |"
        )
    printed, sent = sum(len(h.printed) for h in heard), sum(h.sent for h in heard)
    share = 100 * sent / printed if printed else 100.0
    out.append(f"| {label} | all | | | {sum(h.moves for h in heard)} | {printed} | {sent}"
               f" | {share:.1f}% |")  # fmt: skip
    return out


def kept_rows(label: str) -> list[str]:
    """The rows of other versions already in the section (each run writes its own)."""
    start, end = f"<!-- {SECTION}:start -->", f"<!-- {SECTION}:end -->"
    text = DOC.read_text() if DOC.exists() else ""
    if start not in text or end not in text:
        return []
    body = text.split(start, 1)[1].split(end, 1)[0]
    table = [r for r in body.splitlines() if r.startswith("| ") and r not in HEADER]
    return [r for r in table if r.split("|")[1].strip() != label]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", default=",".join(TABLES))
    parser.add_argument("--langs", default="en,de")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--label", default="this version")
    parser.add_argument("--source", type=Path, help="a folder holding another access_cards")
    parser.add_argument("--keep", type=Path, help="keep logs here")
    parser.add_argument("--write", action="store_true")
    args = parser.parse_args()
    matches = [
        Match(game, lang, args.seed, *TABLES[game])
        for game in args.games.split(",")
        for lang in args.langs.split(",")
    ]
    keep = args.keep or Path(tempfile.mkdtemp(prefix="orca-lines-"))
    heard = measure(matches, args.source, keep)
    table = rows(args.label, heard)
    print("\n".join([*HEADER, *table]))
    if args.write:
        body = [
            f"Machine: {machine()}; Orca 43 with xfce4-terminal (VTE, 100 by 30) headless.",
            "",
            f"Seed {args.seed}; the person's moves chosen by a `normal` bot and typed at 80 ms a"
            " key, each after Orca had been quiet for a second; the bots at their own speed.",
            "",
            *HEADER,
            *kept_rows(args.label),
            *table,
        ]
        write_section(SECTION, "\n".join(body))


if __name__ == "__main__":
    main()
