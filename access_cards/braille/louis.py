"""liblouis for running braille text (the key card, rules) and back-translation checks.

Card labels do not need this module: they come from the label schemes. Running text does,
with the tables in ``braille_tables/`` (the standard table of each language plus card
symbols). liblouis is found however it is installed, first that works wins:

1. ``import louis`` (Debian's ``python3-louis``, seen from a venv with system site packages),
   if it is liblouis' binding: PyPI's ``louis`` is an unrelated placeholder without its API;
2. the same Debian module loaded by file path (a venv without system site packages);
3. the ``lou_translate`` program (``liblouis-bin``) run as a subprocess;
4. nothing: ``available()`` is false, ``unavailable_reason()`` says why, and
   ``translate``/``back_translate`` raise ``BrailleUnavailable``.

Tables are passed by absolute path after the display table ``unicode.dis``, so they are
found without ``LOUIS_TABLEPATH`` (setting it hides the system tables from liblouis).
liblouis' own log messages are silenced: they would land in the player's transcript.
"""

from __future__ import annotations

import functools
import importlib.util
import shutil
import subprocess
import unicodedata
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from types import ModuleType
from typing import Protocol

from access_cards.braille.cells import BLANK, is_braille

__all__ = [
    "LANGUAGES",
    "TABLES_DIR",
    "BrailleUnavailable",
    "available",
    "back_translate",
    "backend_name",
    "table_for",
    "translate",
    "unavailable_reason",
    "undefined_chars",
]

LANGUAGES = ("en", "it", "de", "el")
# braille_tables/ sits at the top of the repository, next to the package (editable install).
TABLES_DIR = Path(__file__).resolve().parents[2] / "braille_tables"
DISPLAY_TABLE = "unicode.dis"
# Appended to forward translations: an undefined character becomes the one cell U+28FF
# (dots 1-8) instead of liblouis' escape, which is several cells, sometimes with dot 7,
# and in Italian six-dot only, so it could not be told from real text afterwards.
_MARKER_TABLE = TABLES_DIR / "undefined-marker.uti"
# 🃏 lies outside the BMP: only a liblouis with 32-bit widechars (louis.charSize() == 4)
# compiles it, and a 16-bit one would reject the whole table list, so it is kept apart.
_JOKER_TABLE = TABLES_DIR / "cards-joker.uti"
_UNDEFINED = "\u28ff"
_DEBIAN_MODULE = Path("/usr/lib/python3/dist-packages/louis/__init__.py")
_LOU_TRANSLATE = "lou_translate"
# What this module calls on the binding; a module named louis without them is someone else's.
_BINDING_API = (
    "translateString",
    "backTranslateString",
    "LogCallback",
    "registerLogCallback",
    "setLogLevel",
    "LOG_ERROR",
)
_SUBPROCESS_TIMEOUT = 60.0
# ctypes callbacks handed to liblouis must outlive every call into it: kept here for good.
_CALLBACKS: list[object] = []


class BrailleUnavailable(RuntimeError):
    """liblouis (or its tables) cannot be used here; ``str()`` says why."""


class _Missing(Exception):
    """One way of reaching liblouis does not work here (message: why)."""


class _Backend(Protocol):
    @property
    def name(self) -> str:
        """How liblouis is reached, for diagnostics."""
        ...

    def run(self, tables: Sequence[str], lines: Sequence[str], *, backward: bool) -> list[str]:
        """Translate each line (no line breaks inside) with ``tables``."""
        ...


@dataclass(frozen=True)
class _Binding:
    """liblouis through its ctypes module ``louis``."""

    module: ModuleType
    name: str
    errors: list[str] = field(default_factory=list)

    def run(self, tables: Sequence[str], lines: Sequence[str], *, backward: bool) -> list[str]:
        call = self.module.backTranslateString if backward else self.module.translateString
        self.errors.clear()
        try:
            return [str(call(list(tables), line)) if line else "" for line in lines]
        except RuntimeError as error:  # the binding's way of saying a table did not compile
            detail = self.errors[-1] if self.errors else str(error)
            raise BrailleUnavailable(f"liblouis: {detail}") from error


@dataclass(frozen=True)
class _Program:
    """liblouis through ``lou_translate``, one subprocess per call (lines on stdin)."""

    path: str
    name: str = "lou_translate"

    def run(self, tables: Sequence[str], lines: Sequence[str], *, backward: bool) -> list[str]:
        direction = "--backward" if backward else "--forward"
        try:
            done = subprocess.run(
                [self.path, direction, ",".join(tables)],
                input="".join(line + "\n" for line in lines),
                capture_output=True,
                encoding="utf-8",
                errors="surrogateescape",
                timeout=_SUBPROCESS_TIMEOUT,
                check=False,
            )
        except (OSError, subprocess.SubprocessError) as error:
            raise BrailleUnavailable(f"lou_translate: {error}") from error
        # lou_translate exits 0 even when a table does not compile; it just prints nothing.
        if done.stdout.count("\n") != len(lines):
            said = done.stderr.strip().splitlines()
            raise BrailleUnavailable(f"lou_translate: {said[-1] if said else 'no output'}")
        return done.stdout.split("\n")[: len(lines)]


def _silence(module: ModuleType) -> list[str]:
    """Route liblouis' log to a list instead of stderr; keep only errors."""
    errors: list[str] = []

    def log(level: int, message: bytes) -> None:
        del level
        errors[:] = [*errors[-4:], message.decode("utf-8", "replace")]

    callback = module.LogCallback(log)
    _CALLBACKS.append(callback)
    module.registerLogCallback(callback)
    module.setLogLevel(module.LOG_ERROR)
    return errors


def _binding(module: ModuleType, name: str) -> _Binding:
    """``module`` as a backend, or _Missing if it is not liblouis' binding."""
    missing = [attr for attr in _BINDING_API if not hasattr(module, attr)]
    where = getattr(module, "__file__", None) or "(no file)"
    if missing:
        raise _Missing(
            f"Python module louis at {where} is not liblouis' binding (no {', '.join(missing)})"
        )
    try:
        errors = _silence(module)
    except (AttributeError, TypeError, ValueError, OSError) as error:
        raise _Missing(f"Python module louis at {where} does not work ({error})") from error
    return _Binding(module, name, errors)


def _import_binding() -> _Backend:
    try:
        import louis
    except ImportError as error:
        raise _Missing("no Python module louis") from error
    except OSError as error:  # the module is there, liblouis.so.20 is not
        raise _Missing(f"Python module louis cannot load liblouis ({error})") from error
    return _binding(louis, "louis")


def _binding_by_path() -> _Backend:
    if not _DEBIAN_MODULE.is_file():
        raise _Missing(f"no {_DEBIAN_MODULE}")
    spec = importlib.util.spec_from_file_location("louis", _DEBIAN_MODULE)
    if spec is None or spec.loader is None:
        raise _Missing(f"cannot load {_DEBIAN_MODULE}")
    module = importlib.util.module_from_spec(spec)
    try:
        spec.loader.exec_module(module)
    except (ImportError, OSError) as error:
        raise _Missing(f"cannot load {_DEBIAN_MODULE} ({error})") from error
    return _binding(module, f"louis ({_DEBIAN_MODULE})")


def _program() -> _Backend:
    path = shutil.which(_LOU_TRANSLATE)
    if path is None:
        raise _Missing(f"no {_LOU_TRANSLATE} program")
    return _Program(path)


_LOADERS: tuple[Callable[[], _Backend], ...] = (_import_binding, _binding_by_path, _program)


@dataclass(frozen=True)
class _Liblouis:
    """A working way to liblouis and what its build can do."""

    backend: _Backend
    joker: bool  # whether cards-joker.uti compiles (32-bit widechars)

    def tables(self, lang: str, *, marker: bool) -> list[str]:
        tables = [DISPLAY_TABLE, table_for(lang)]
        tables += [str(_JOKER_TABLE)] if self.joker else []
        return tables + ([str(_MARKER_TABLE)] if marker else [])


def _compiles(backend: _Backend, tables: list[str]) -> bool:
    try:
        backend.run(tables, ["a"], backward=False)
    except BrailleUnavailable:
        return False
    return True


def _probe(backend: _Backend) -> _Liblouis:
    """Fail unless ``backend`` can use our tables (liblouis-data missing, moved repo…)."""
    if not TABLES_DIR.is_dir():
        raise _Missing(f"no braille tables at {TABLES_DIR}")
    try:
        backend.run([DISPLAY_TABLE, table_for("en")], ["a"], backward=False)
    except BrailleUnavailable as error:
        raise _Missing(str(error)) from error
    joker = _compiles(backend, [DISPLAY_TABLE, table_for("en"), str(_JOKER_TABLE)])
    return _Liblouis(backend, joker)


@functools.cache
def _found() -> _Liblouis | str:
    """The first way to liblouis that works, or why none does."""
    reasons: list[str] = []
    for loader in _LOADERS:
        try:
            return _probe(loader())
        except _Missing as missing:
            reasons.append(str(missing))
    return "liblouis not found: " + "; ".join(reasons or ["no way to reach it"])


def _liblouis() -> _Liblouis:
    found = _found()
    if isinstance(found, str):
        raise BrailleUnavailable(found)
    return found


def available() -> bool:
    """Whether liblouis and the card tables work here."""
    return not isinstance(_found(), str)


def unavailable_reason() -> str | None:
    """Why liblouis cannot be used (short, English, technical), or None when it can."""
    found = _found()
    return found if isinstance(found, str) else None


def backend_name() -> str | None:
    """Which way to liblouis is in use ("louis", "lou_translate"…), for diagnostics."""
    found = _found()
    return None if isinstance(found, str) else found.backend.name


def table_for(lang: str) -> str:
    """Absolute path of the card table for ``lang`` ("en", "it", "de" or "el")."""
    if lang not in LANGUAGES:
        raise ValueError(f"no braille table for language {lang!r}; known: {LANGUAGES}")
    return str(TABLES_DIR / f"cards-{lang}.ctb")


def _lines(text: str) -> list[str]:
    """NFC lines with tabs and the like as spaces: liblouis passes a tab through as is."""
    text = unicodedata.normalize("NFC", text).replace("\r\n", "\n")
    return ["".join(" " if ch.isspace() else ch for ch in line) for line in text.split("\n")]


def _six_dots(line: str) -> str:
    """Drop undefined-character marks and keep dots 1-6 of every cell.

    With our six-dot tables nothing but the mark has dots 7-8; masking is a last guard
    so BRF and embossers never see an eight-dot cell. Through unicode.dis liblouis
    writes nothing but cells; anything else would break BRF, so it is dropped too.
    """
    out = []
    for ch in line.replace(_UNDEFINED, ""):
        if 0x2800 <= ord(ch) <= 0x28FF:
            out.append(chr(0x2800 + ((ord(ch) - 0x2800) & 0x3F)))
        elif ch.isspace():
            out.append(BLANK)
    return "".join(out)


def translate(text: str, lang: str) -> str:
    """``text`` as six-dot Unicode braille in ``lang``; line breaks are kept.

    Characters the table does not know are left out (``undefined_chars`` names them).
    """
    liblouis = _liblouis()
    tables = liblouis.tables(lang, marker=True)
    translated = liblouis.backend.run(tables, _lines(text), backward=False)
    return "\n".join(_six_dots(line) for line in translated)


def undefined_chars(text: str, lang: str) -> str:
    """The distinct characters of ``text`` that ``translate`` would leave out, sorted."""
    liblouis = _liblouis()
    chars = sorted({ch for line in _lines(text) for ch in line if not ch.isspace()})
    translated = liblouis.backend.run(liblouis.tables(lang, marker=True), chars, backward=False)
    return "".join(ch for ch, cells in zip(chars, translated, strict=True) if _UNDEFINED in cells)


def _check_cells(cells: str) -> None:
    for ch in cells:
        if not (ch in " \n" or is_braille(ch)):
            raise ValueError(f"{ch!r} is not a six-dot braille cell")


def _capital_final_sigma(text: str) -> str:
    """Make "ΆΣΟς" "ΆΣΟΣ": liblouis 3.24 leaves the final sigma of a capitals word lower case."""
    return "".join(
        "Σ" if ch == "ς" and i > 0 and text[i - 1].isupper() else ch for i, ch in enumerate(text)
    )


def back_translate(cells: str, lang: str) -> str:
    """Six-dot Unicode braille (spaces and line breaks allowed) back to text in ``lang``.

    Italian works with our ``cards-it.ctb`` only (the stock table reads a-j as digits).
    Raises ValueError for other characters or an unknown language.
    """
    _check_cells(cells)
    liblouis = _liblouis()
    lines = [line.replace(" ", BLANK) for line in cells.split("\n")]
    text = "\n".join(
        liblouis.backend.run(liblouis.tables(lang, marker=False), lines, backward=True)
    )
    return _capital_final_sigma(text) if lang == "el" else text
