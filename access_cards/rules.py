"""The rules pages of ``docs/rules/``, for ``access-cards rules`` and the console.

A page is Markdown for readers of the documentation; at the console it is heard.
``rules_lines`` gives it as spoken lines: one line per heading, paragraph, list
item or table row, with the Markdown marks a screen reader would read aloud
("number sign", "asterisk", "grave", "vertical line") taken away.  The words
themselves are the page's own.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path

__all__ = ["RULES_DIR", "rules_lines", "rules_text", "spoken_lines"]

# The pages live in the repository's docs/ (beside the package) so that one
# text serves readers of the documentation and listeners at the console.
RULES_DIR = Path(__file__).resolve().parent.parent / "docs" / "rules"

HEADING = re.compile(r"^#{1,6}\s+(.*?)\s*#*$")
BULLET = re.compile(r"^[-*+]\s+(.*)$")
NUMBERED = re.compile(r"^(\d+)[.)]\s+(.*)$")
RULE = re.compile(r"^([-*_])(\s*\1){2,}$")  # a thematic break: ---, ***, ___
TABLE_SEPARATOR = re.compile(r"^\|?\s*:?-+:?\s*(\|\s*:?-+:?\s*)*\|?$")
FENCE = re.compile(r"^(```|~~~)")
COMMENT = re.compile(r"<!--.*?-->", re.DOTALL)
# Inline marks: links keep their text, images their alt text; emphasis and code lose
# their marks. Emphasis with underscores only at word edges: first_player stays whole.
LINK = re.compile(r"!?\[([^\]]*)\]\([^)]*\)")
STRONG = re.compile(r"(\*\*|__)(?=\S)(.+?)(?<=\S)\1")
EMPHASIS = re.compile(r"(?<![\w*])\*(?=\S)(.+?)(?<=\S)\*(?!\*)|(?<!\w)_(?=\S)(.+?)(?<=\S)_(?!\w)")
CODE = re.compile(r"`+([^`]*)`+")
ARROW = re.compile(r"\s*[→⇒]\s*")


def rules_text(game: str, lang: str) -> str:
    """The rules page of ``game`` in ``lang`` (English if there is none); OSError if missing."""
    for candidate in (lang, "en"):
        path = RULES_DIR / f"{game}.{candidate}.md"
        if path.is_file():
            return path.read_text(encoding="utf-8")
    raise FileNotFoundError(f"no rules page for {game} in {RULES_DIR}")


def rules_lines(game: str, lang: str) -> list[str]:
    """The page as spoken lines: one per heading, paragraph, list item or table row."""
    return spoken_lines(rules_text(game, lang))


def spoken_lines(markdown: str) -> list[str]:
    """Markdown as lines to hear, in order, none empty."""
    lines = []
    for block in _blocks(COMMENT.sub("", markdown)):
        text = _inline(block)
        if text:
            lines.append(text)
    return lines


def _blocks(markdown: str) -> Iterator[str]:
    """The page's blocks as single lines, Markdown marks at their start removed: a
    paragraph's wrapped lines joined, a list item with its continuation lines, a heading
    ending as a sentence, a table row's cells joined with commas."""
    current: list[str] = []
    fenced = False
    for raw in markdown.splitlines():
        line = raw.strip()
        if FENCE.match(line):
            yield from _flush(current)
            fenced = not fenced
            continue
        if fenced:  # code: each line as it is, for the listener to hear the example
            if line:
                yield line
            continue
        whole = _whole_line_block(line)
        start = _block_start(line) if whole is None else None
        if whole is not None or start is not None or not line:
            yield from _flush(current)
        if whole is not None:
            if whole:  # a rule or a table's separator has nothing to say
                yield whole
        elif start is not None:
            current.append(start)
        elif line:
            current.append(line.lstrip(">").strip() if line.startswith(">") else line)
    yield from _flush(current)


def _flush(current: list[str]) -> Iterator[str]:
    if current:
        yield " ".join(current)
        current.clear()


def _whole_line_block(line: str) -> str | None:
    """The text of a line that is a block by itself: a heading or a table row ("" for a
    rule or a table's separator, which hold nothing to say); None for any other line."""
    if RULE.match(line) or (TABLE_SEPARATOR.match(line) and "-" in line):
        return ""
    if heading := HEADING.match(line):
        return _as_sentence(heading.group(1))
    if line.startswith("|") or (line.endswith("|") and line.count("|") > 1):
        cells = [cell.strip() for cell in line.strip("|").split("|")]
        return _as_sentence(", ".join(cell for cell in cells if cell))
    return None


def _block_start(line: str) -> str | None:
    """The text of a list item, which its next lines may go on; None for another line."""
    if bullet := BULLET.match(line):
        return bullet.group(1)
    if numbered := NUMBERED.match(line):
        return f"{numbered.group(1)}. {numbered.group(2)}"
    return None


def _as_sentence(text: str) -> str:
    """A heading or a row said as a sentence: a full stop, so the voice pauses after it."""
    text = text.strip().rstrip(":;,").rstrip()
    return text if not text or text[-1] in ".?!" else text + "."


def _inline(text: str) -> str:
    text = LINK.sub(r"\1", text)
    text = CODE.sub(r"\1", text)
    text = STRONG.sub(r"\2", text)
    text = EMPHASIS.sub(lambda m: m.group(1) or m.group(2), text)
    text = ARROW.sub(", ", text)
    return " ".join(text.split())
