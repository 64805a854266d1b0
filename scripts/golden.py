#!/usr/bin/env python3
"""Check or rewrite the golden files of the conformance suite (``tests/golden/``).

Without ``--write``, print a unified diff between each golden file and what this version
writes, and exit with 1 if any differs (0 if none).  With ``--write``, rewrite them: do it
only when a change of play, wording or save format is meant, and read the diff first.

Usage: scripts/golden.py [--write] [GAME ...]
"""

from __future__ import annotations

import argparse
import difflib
import sys
from collections.abc import Sequence
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from access_cards.games import GAMES  # noqa: E402
from tests.conformance.golden import GoldenFile, golden_files  # noqa: E402


def diff(golden: GoldenFile) -> list[str]:
    """The unified diff from the file on disk to what this version writes (empty if equal)."""
    path = golden.path
    old = path.read_text(encoding="utf-8") if path.exists() else ""
    if old == golden.text:
        return []
    name = str(path.relative_to(ROOT))
    return list(
        difflib.unified_diff(
            old.splitlines(keepends=True),
            golden.text.splitlines(keepends=True),
            fromfile=f"{name} (on disk)" if path.exists() else f"{name} (missing)",
            tofile=f"{name} (this version)",
        )
    )


def write(golden: GoldenFile) -> bool:
    """Write one golden file if it changed; True if it did."""
    path = golden.path
    if path.exists() and path.read_text(encoding="utf-8") == golden.text:
        return False
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(golden.text, encoding="utf-8")
    return True


def main(argv: Sequence[str] | None = None) -> int:
    """Check (or with --write, rewrite) the golden files of the games named, or of all."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--write", action="store_true", help="rewrite the files")
    parser.add_argument("games", nargs="*", metavar="GAME", help=f"of {', '.join(sorted(GAMES))}")
    args = parser.parse_args(argv)
    unknown = sorted(set(args.games) - set(GAMES))
    if unknown:
        parser.error(f"unknown game {unknown[0]!r}; games: {', '.join(sorted(GAMES))}")
    changed = 0
    for name in args.games or sorted(GAMES):
        for golden in golden_files(name):
            if args.write:
                if write(golden):
                    changed += 1
                    print(f"wrote {golden.path.relative_to(ROOT)}")
            else:
                lines = diff(golden)
                changed += bool(lines)
                sys.stdout.writelines(lines)
    if args.write or not changed:
        print(f"{changed} file(s) {'rewritten' if args.write else 'differ'}", file=sys.stderr)
        return 0
    print(
        f"{changed} golden file(s) differ; scripts/golden.py --write rewrites them", file=sys.stderr
    )
    return 1


if __name__ == "__main__":
    sys.exit(main())
