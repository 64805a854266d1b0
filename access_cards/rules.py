"""The rules pages of ``docs/rules/``, for ``access-cards rules`` and the console."""

from __future__ import annotations

from pathlib import Path

__all__ = ["RULES_DIR", "rules_lines", "rules_text"]

# The pages live in the repository's docs/ (beside the package) so that one
# text serves readers of the documentation and listeners at the console.
RULES_DIR = Path(__file__).resolve().parent.parent / "docs" / "rules"


def rules_text(game: str, lang: str) -> str:
    """The rules page of ``game`` in ``lang`` (English if there is none); OSError if missing."""
    for candidate in (lang, "en"):
        path = RULES_DIR / f"{game}.{candidate}.md"
        if path.is_file():
            return path.read_text(encoding="utf-8")
    raise FileNotFoundError(f"no rules page for {game} in {RULES_DIR}")


def rules_lines(game: str, lang: str) -> list[str]:
    """The page as plain lines to speak: Markdown marks dropped, blank lines skipped."""
    lines = []
    for raw in rules_text(game, lang).splitlines():
        # Marks a screen reader would read out ("number sign", "grave").
        line = raw.strip().lstrip("#").strip().replace("**", "").replace("`", "")
        if line:
            lines.append(line)
    return lines
