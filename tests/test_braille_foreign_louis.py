"""A module named ``louis`` that is not liblouis' binding (PyPI's ``louis`` is a placeholder):
the loader passes it by for its other ways to liblouis, or says clearly why there is none."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import types
from collections.abc import Iterator
from pathlib import Path

import pytest

from access_cards.braille import louis
from tests.test_console import FIXED, FIXED_DECK, make_console

ROOT = Path(__file__).resolve().parent.parent
HELLO = "\u2820\u2813\u2811\u2807\u2807\u2815"  # "Hello" in English braille: capital h-e-l-l-o
TRANSLATE = (
    "from access_cards.braille import louis\n"
    "print(louis.available(), louis.backend_name(), louis.unavailable_reason(), sep='|')\n"
    "try:\n"
    "    print(louis.translate('Hello', 'en'))\n"
    "except louis.BrailleUnavailable as exc:\n"
    "    print('unavailable:', exc)\n"
)


@pytest.fixture
def fresh_loader() -> Iterator[None]:
    """Forget which way to liblouis was found, before and after the test."""
    louis._found.cache_clear()
    yield
    louis._found.cache_clear()


@pytest.fixture
def placeholder(monkeypatch: pytest.MonkeyPatch) -> types.ModuleType:
    """``import louis`` gives a module with nothing but a version, like PyPI's."""
    module = types.ModuleType("louis")
    module.__version__ = "0.0.1"  # type: ignore[attr-defined]
    monkeypatch.setitem(sys.modules, "louis", module)
    return module


def fake_package(root: Path) -> Path:
    """A folder holding a package ``louis`` that is only a version number."""
    (root / "louis").mkdir(parents=True)
    (root / "louis" / "__init__.py").write_text('__version__ = "0.0.1"\n')
    return root


def run_python(args: list[str], fake: Path) -> subprocess.CompletedProcess[str]:
    """Our Python with the fake ``louis`` first on its path."""
    path = os.pathsep.join(filter(None, [str(fake), os.environ.get("PYTHONPATH")]))
    return subprocess.run(
        [sys.executable, *args],
        cwd=ROOT,
        env={**os.environ, "PYTHONPATH": path},
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )


def test_labels_and_translation_pass_a_foreign_louis_by(tmp_path: Path) -> None:
    """With the placeholder first on the path, labels and translate work as without it."""
    # (With no liblouis at all here, translate must instead name the impostor as the reason.)
    fake = fake_package(tmp_path / "site")
    labels = ["-m", "access_cards", "labels", "khmer", "--lang", "en", "--format", "unicode"]
    done = run_python(labels, fake)
    assert done.returncode == 0, done.stderr
    assert "Traceback" not in done.stderr + done.stdout
    assert "unexpected error" not in done.stderr + done.stdout
    plain = subprocess.run(
        [sys.executable, *labels], cwd=ROOT, capture_output=True, text=True, check=True
    )
    assert done.stdout == plain.stdout and done.stdout.strip()

    said = run_python(["-c", TRANSLATE], fake)
    assert said.returncode == 0 and "Traceback" not in said.stderr, said.stderr
    status, translated = said.stdout.splitlines()
    ok, backend, reason = status.split("|")
    if louis.available():  # another way to liblouis exists here: it must be used
        assert (ok, reason) == ("True", "None") and backend != "louis"
        assert translated == HELLO
    else:
        assert ok == "False" and "is not liblouis' binding" in reason
        assert translated.startswith("unavailable: liblouis not found")


@pytest.mark.usefixtures("fresh_loader", "placeholder")
def test_a_foreign_louis_and_nothing_else_is_unavailable_with_a_reason(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """No Debian module and no lou_translate: BrailleUnavailable says the louis found is not it."""
    monkeypatch.setattr(louis, "_DEBIAN_MODULE", tmp_path / "louis" / "__init__.py")
    monkeypatch.setenv("PATH", str(tmp_path))  # no lou_translate here
    assert not louis.available() and louis.backend_name() is None
    reason = louis.unavailable_reason()
    assert reason is not None and "is not liblouis' binding" in reason
    assert "translateString" in reason and "no lou_translate program" in reason
    with pytest.raises(louis.BrailleUnavailable, match="not liblouis' binding"):
        louis.translate("Hello", "en")


@pytest.mark.skipif(shutil.which("lou_translate") is None, reason="no lou_translate here")
@pytest.mark.usefixtures("fresh_loader", "placeholder")
def test_a_foreign_louis_falls_back_to_lou_translate(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """With no Debian module either, the lou_translate program does the work."""
    monkeypatch.setattr(louis, "_DEBIAN_MODULE", tmp_path / "louis" / "__init__.py")
    assert louis.backend_name() == "lou_translate"
    assert louis.translate("Hello", "en") == HELLO


@pytest.mark.usefixtures("fresh_loader", "placeholder")
def test_b_key_with_only_a_foreign_louis_is_a_spoken_error(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The b key, with the placeholder and no other way: one spoken error, no crash (the
    technical reason, full of symbols, is not spoken)."""
    monkeypatch.setattr(louis, "_DEBIAN_MODULE", tmp_path / "louis" / "__init__.py")
    monkeypatch.setenv("PATH", str(tmp_path))
    c = make_console(tmp_path, deck=FIXED_DECK, options=FIXED)
    before = c.state.to_json()
    records = c.send("b")
    assert [(r["channel"], r["text"]) for r in records] == [
        ("error", "Braille needs liblouis, which is not installed or not working here.")
    ]
    assert c.state.to_json() == before
