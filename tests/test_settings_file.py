"""settings.json read safely: any damage, a pipe, a huge file give the defaults, never an
exception or a hang; settings are written with the safe writer into their own folder."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from access_cards.console.settings import Settings, config_dir
from access_cards.files import FileError
from tests.targets import Pty, finishes, release_fifo, run_limited


def settings_path() -> Path:
    return config_dir() / "settings.json"


def test_settings_are_saved_into_a_folder_made_for_them() -> None:
    """The config folder is the program's own: save makes it, and load reads back."""
    assert not config_dir().exists()
    assert Settings(speech="text", rate=25).save() is None
    assert Settings.load() == Settings(speech="text", rate=25)


@pytest.mark.parametrize("depth", [100_000, 30_000])
def test_deeply_nested_settings_give_the_defaults(depth: int) -> None:
    """[[[[…]]]] nested past the recursion limit (or past the size limit): defaults."""
    config_dir().mkdir(parents=True)
    settings_path().write_text("[" * depth + "]" * depth)
    assert Settings.load() == Settings()
    settings_path().write_text('{"speech": "text", "rate": ' + "[" * depth + "]" * depth + "}")
    assert Settings.load() == Settings()


@pytest.mark.parametrize(
    "raw",
    [b'{"speech": "text"', b"[1, 2]", b'{"rate": 1e999, "speech": ["text"]}', b'{"rate": 25}\0',
     b'\xff\xfe{"speech": "text"}', b'{"verbosity": {"full": 1}, "card_style": "short"}',
     b'{"rate": ' + b"9" * 5000 + b"}"],
)  # fmt: skip
def test_damaged_or_ill_typed_settings_never_raise(raw: bytes) -> None:
    """Bad JSON, wrong types, stray bytes, a 5000 digit number: usable values kept, else default."""
    config_dir().mkdir(parents=True)
    settings_path().write_bytes(raw)
    loaded = Settings.load()
    assert loaded.speech == "auto" and loaded.rate == 0 and loaded.verbosity == "normal"
    assert loaded.card_style == ("short" if b"short" in raw else "full")


def test_a_pipe_as_settings_does_not_hang() -> None:
    """settings.json a named pipe with no writer: defaults at once."""
    config_dir().mkdir(parents=True)
    os.mkfifo(settings_path())
    done, loaded = finishes(Settings.load, release=release_fifo(settings_path()))
    assert done and loaded == Settings()


def test_a_terminal_as_settings_is_not_read(tmp_path: Path) -> None:
    """settings.json a link to a terminal: defaults, and the typing there stays unread."""
    config_dir().mkdir(parents=True)
    term = Pty()
    try:
        os.write(term.master, b'{"speech": "text"}\n')
        settings_path().symlink_to(term.path)
        done, loaded = finishes(Settings.load, release=term.close)
        assert done and loaded == Settings()
        assert os.read(term.slave, 100) == b'{"speech": "text"}\n'
    finally:
        term.close()


LOAD_HUGE = """
import os
from access_cards.console.settings import Settings, config_dir
print(Settings.load() == Settings())
"""


def test_a_huge_settings_file_is_not_read(tmp_path: Path) -> None:
    """A sparse 8 GiB settings.json under a 1 GiB memory limit: defaults, no MemoryError."""
    config_dir().mkdir(parents=True)
    with open(settings_path(), "wb") as handle:
        handle.write(b'{"speech": "text"}')
        handle.truncate(8 << 30)
    code = "resource.setrlimit(resource.RLIMIT_AS, (1 << 30, 1 << 30))\n" + LOAD_HUGE
    done = run_limited(16 << 30, code)
    assert (done.returncode, done.stdout.strip()) == (0, "True"), done.stderr


def test_a_save_that_cannot_be_written_is_returned_not_raised() -> None:
    """settings.json a folder: save gives back the FileError; the menu can say it."""
    settings_path().mkdir(parents=True)
    error = Settings(speech="text").save()
    assert isinstance(error, FileError) and error.kind == "folder"


def test_a_linked_settings_file_is_written_through(tmp_path: Path) -> None:
    """settings.json a link into a dotfiles folder: the file there changes, the link stays."""
    real = tmp_path / "dotfiles" / "settings.json"
    real.parent.mkdir()
    real.write_text("{}")
    config_dir().mkdir(parents=True)
    settings_path().symlink_to(real)
    assert Settings(card_style="short").save() is None
    assert settings_path().is_symlink() and json.loads(real.read_text())["card_style"] == "short"
