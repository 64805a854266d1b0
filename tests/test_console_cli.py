"""The main menu and ``access-cards play`` in plain mode (DESIGN.md §4): exit codes, saves, resume.

Standard input is an ``io.StringIO`` (so plain mode, text speech), standard
output is captured, and the speech log is read back.  Menu numbers are found
in what the menu said, never assumed.
"""

from __future__ import annotations

import io
import json
import re
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from access_cards.cli import main
from access_cards.console.menu import Menu
from access_cards.console.pager import pages_of, pieces
from access_cards.console.play import latest_save, saves_dir
from access_cards.console.reader import LineReader
from access_cards.console.saves import load_match
from access_cards.console.settings import VERBOSITIES, Settings
from access_cards.games import REGISTERED
from access_cards.narration import Translator
from access_cards.narration.speakable import speakable, spoken_name
from access_cards.rules import RULES_DIR, rules_lines
from access_cards.speech import Speaker

EN = Translator("en")
PLAY = ["play", "khmer", "--plain", "--speech", "text"]

# -- helpers -------------------------------------------------------------------------------


def read_log(path: Path) -> list[dict[str, Any]]:
    """The speech log's records."""
    return [json.loads(x) for x in path.read_text(encoding="utf-8").splitlines()]


def run(
    args: list[str], stdin: str, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> tuple[int, list[str], str]:
    """``main(args)`` with ``stdin`` as standard input: exit code, stdout lines, stderr."""
    monkeypatch.setattr("sys.stdin", io.StringIO(stdin))
    code = main(args)
    out, err = capsys.readouterr()
    return code, out.splitlines(), err


def menu_items(lines: list[str]) -> dict[str, str]:
    """The last numbered list said: label → number."""
    items: dict[str, str] = {}
    for text in lines:
        found = re.fullmatch(r"(\d+)\. (.*)", text)
        if found is None:
            continue
        if found[1] == "1":
            items = {}
        items[found[2]] = found[1]
    return items


class Chooser(LineReader):
    """Answers the menu like a listener: picks items by the label just heard."""

    def __init__(self, heard: list[str], answers: list[str | Callable[[dict[str, str]], str]]):
        self.heard, self.answers = heard, answers

    def read(self) -> str | None:
        if not self.answers:
            return None
        answer = self.answers.pop(0)
        return answer if isinstance(answer, str) else answer(menu_items(self.heard))


def pick(label: str) -> Callable[[dict[str, str]], str]:
    """The number of the item whose label starts with ``label``."""

    def number(items: dict[str, str]) -> str:
        return next(n for text, n in items.items() if text.startswith(label))

    return number


def run_menu(tmp_path: Path, answers: list[Any]) -> tuple[int, list[str], list[dict[str, Any]]]:
    """The Menu with a text speaker: exit code, lines said, log records."""
    heard: list[str] = []
    log = tmp_path / "menu.jsonl"

    def speaker(_: Settings | None = None) -> Speaker:
        return Speaker("text", write=heard.append, log_path=log)

    code = Menu(EN, speaker(), Chooser(heard, answers), Settings.load(), speaker).run()
    return code, heard, read_log(log)


def last_item(items: dict[str, str]) -> str:
    """The last item's number (Back, in whatever language the menu now speaks)."""
    return max(items.values(), key=int)


# -- the menu ------------------------------------------------------------------------------


def test_menu_offers_resume_only_after_a_saved_match(tmp_path: Path) -> None:
    """No Resume at first; after leaving a match, Resume is there and goes back to it."""
    resume = EN("menu-resume", game=EN("game-khmer"))
    saved: list[str] = []

    def choose_resume(items: dict[str, str]) -> str:
        save = latest_save("khmer")
        assert save is not None
        saved.append(load_match(save).state.to_json())
        return pick(resume)(items)

    answers: list[Any] = [pick("Play"), pick("Khmer"), pick("Easy"), pick("The whole"), "quit"]
    answers += ["yes", choose_resume, "quit", "yes", pick("Quit")]
    code, heard, _ = run_menu(tmp_path, answers)
    assert code == 0 and heard[-1] == EN("menu-bye")
    first_menu = heard[: heard.index(EN("menu-level"))]
    assert not any(resume in line for line in first_menu)
    resumed_at = heard.index(EN("console-resumed", deal=1))
    assert any(resume in line for line in heard[:resumed_at])
    (save,) = saves_dir().glob("*.json")  # resuming and leaving again: the same one save
    assert load_match(save).state.to_json() == saved[0]


def test_menu_bad_choice_is_an_error_and_lists_again(tmp_path: Path) -> None:
    """A number out of range or a word gets an error naming the range, then the items again."""
    code, heard, records = run_menu(tmp_path, ["0", "banana", "99", pick("Quit")])
    errors = [r for r in records if r["channel"] == "error"]
    count = len(menu_items(heard))
    assert code == 0 and len(errors) == 3
    assert all(str(count) in r["text"] for r in errors)
    for error in errors:  # each error is followed by the whole list again
        after = [r["text"] for r in records[error["seq"] :]]
        assert menu_items(after[: count + 1]) == menu_items(heard)


@pytest.mark.parametrize("label", ["Verbosity", "Card names", "Voice rate", "Language"])
def test_settings_cycle_and_persist(tmp_path: Path, label: str) -> None:
    """Choosing a setting moves it to its next value, saved for the next run."""
    before = Settings.load()
    code, heard, _ = run_menu(tmp_path, [pick("Settings"), pick(label), "0", last_item])
    after = Settings.load()
    assert code == 0 and after != before
    if label == "Verbosity":
        i = VERBOSITIES.index(before.verbosity)
        assert after.verbosity == VERBOSITIES[(i + 1) % len(VERBOSITIES)]
        shown = EN("settings-verbosity", value=EN(f"verbosity-{after.verbosity}"))
        assert any(line.endswith(f". {shown}") for line in heard)  # listed with the new value
    if label == "Voice rate":  # said in words, one step faster
        assert (before.rate, after.rate) == (0, 25)
        assert any(line.endswith(". Voice rate, faster.") for line in heard)
    # The speech mode is said with what it means, not as a bare option value.
    assert any(
        line.endswith(". " + EN("settings-speech", value=EN("speech-mode-auto"))) for line in heard
    )
    assert not any(line.endswith("Speech: auto.") for line in heard)
    if label == "Language":  # the menu speaks the new language at once
        assert after.language == "it"
        assert Translator("it")("settings-title") in heard


def read_rules(game: str) -> list[Any]:
    """Answers that choose the rules in the main menu, then ``game``, read every page of its
    rules with Enter, then Quit (its number from the menu as first heard: the rules pages
    have numbered lines too)."""
    first: dict[str, str] = {}

    def rules(items: dict[str, str]) -> str:
        first.update(items)
        return pick(EN("menu-rules-games"))(items)

    pages = pages_of(rules_lines(game, "en"))
    answers = [rules, pick(EN(f"game-{game}")), *[""] * (len(pages) - 1)]
    return [*answers, lambda _: pick("Quit")(first)]


def page_text(records: list[dict[str, Any]]) -> list[str]:
    """The lines said on the help channel, less the lines that say where the reader is."""
    return [
        r["text"] for r in records if r["channel"] == "help" and not r["text"].startswith("Page ")
    ]


def test_rules_item_prints_the_rules_page(tmp_path: Path) -> None:
    """Rules says the whole rules page on the help channel, a page at a time (Enter for the
    next), without Markdown marks."""
    _, _, records = run_menu(tmp_path, read_rules("khmer"))
    page = page_text(records)
    source = (Path(__file__).parents[1] / "docs" / "rules" / "khmer.en.md").read_text()
    lines = rules_lines("khmer", "en")
    # Every line, the longest said a few sentences at a time (pieces).
    assert page == pieces(lines) and " ".join(page) == " ".join(lines) and len(page) > 5
    assert len(lines) == sum(1 for x in source.splitlines() if x.strip())
    assert not any(x.startswith("#") or "**" in x or "`" in x for x in page)


def test_main_menu_quit_and_end_of_input(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    """``access-cards`` alone: end of input says goodbye and exits 0; so does Quit."""
    code, lines, err = run([], "", capsys, monkeypatch)
    assert (code, lines[-1], err) == (0, EN("menu-bye"), "")
    quit_number = menu_items(lines)[EN("menu-quit")]
    code, lines, _ = run([], f"{quit_number}\nnever read\n", capsys, monkeypatch)
    assert code == 0 and lines[-1] == EN("menu-bye") and lines.count(EN("menu-title")) == 1


# -- access-cards play in plain mode -------------------------------------------------------


def test_plain_play_ends_at_end_of_input(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    """Exit 0 at end of input; every line on standard output is in the speech log, in order."""
    log = tmp_path / "log.jsonl"
    args = [*PLAY, "--seed", "5", "--speech-log", str(log)]
    code, lines, err = run(args, "h\nt\nxyzzy\n", capsys, monkeypatch)
    assert (code, err) == (0, "")
    records = read_log(log)
    assert [r["text"] for r in records] == lines
    assert [r["channel"] for r in records[-1:]] == ["error"]
    assert latest_save("khmer") is not None  # not over: kept to resume


def test_plain_play_ends_at_end_of_match(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    """Conceding every deal of a match to 2 ends it (KH-12); exit 0; the save is gone."""
    log = tmp_path / "log.jsonl"
    args = [*PLAY, "--seed", "5", "--option", "target=2", "--speech-log", str(log)]
    code, lines, _ = run(args, "concede\nyes\n" * 5, capsys, monkeypatch)
    records = read_log(log)
    events = [r["event"]["type"] for r in records if r["event"]]
    assert code == 0 and events.count("concede") == 2 and events[-1] == "match_end"
    assert lines[-1] == records[-1]["text"] and records[-1]["event"]["winner"] == 1
    assert latest_save("khmer") is None


@pytest.mark.parametrize(
    "extra",
    [
        ["--seats", "you,you"],
        ["--option", "target"],
        ["--option", "target=zero"],
        ["--option", "colour=red"],
        ["--lang", "xx"],
        ["--seats", "you,bot:genius"],
    ],
)
def test_usage_errors_exit_2_with_one_line(
    extra: list[str], capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    """Bad seats, options or language: exit 2, one line on stderr, no game started."""
    code, lines, err = run([*PLAY, *extra], "h\n", capsys, monkeypatch)
    assert (code, lines) == (2, [])
    assert err.count("\n") == 1 and speakable(err.strip()) and "usage" not in err
    assert "Traceback" not in err and latest_save() is None


def test_unknown_game_is_a_usage_error(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    """An unknown game: exit 2 and a one-line message naming it."""
    code, lines, err = run(["play", "chess", "--plain"], "", capsys, monkeypatch)
    assert (code, lines) == (2, []) and err.count("\n") == 1 and "chess" in err


def test_variant_top_card_only(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    """--variant top-card-only sets pile_visibility = top_only in the match."""
    args = [*PLAY, "--seed", "5", "--variant", "top-card-only"]
    code, _, _ = run(args, "quit\nyes\n", capsys, monkeypatch)
    save = latest_save("khmer")
    assert code == 0 and save is not None
    assert load_match(save).state.options["pile_visibility"] == "top_only"


DAMAGED = b'{"format": "access_cards.match", "state": {tru'


def test_damaged_save_elsewhere_is_left_as_it_was(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    """A corrupt save outside the saves folder: one sentence, exit 1, the file untouched."""
    damaged = tmp_path / "match.json"
    damaged.write_bytes(DAMAGED)
    code, lines, err = run([*PLAY, "--resume", str(damaged)], "h\n", capsys, monkeypatch)
    assert code == 1 and lines == [] and "Traceback" not in err
    assert err.count("\n") == 1 and err.startswith(EN("console-save-damaged", reason="").strip())
    assert damaged.read_bytes() == DAMAGED and list(tmp_path.iterdir()) == [damaged]


def test_damaged_own_save_is_moved_aside(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    """A corrupt save in the program's own folder, under its own name: kept aside, and said."""
    saves_dir().mkdir(parents=True)
    damaged = saves_dir() / "khmer-20260101-120000-00042.json"
    damaged.write_bytes(DAMAGED)
    code, lines, err = run([*PLAY, "--resume", str(damaged)], "h\n", capsys, monkeypatch)
    aside = list(saves_dir().glob("*.damaged-*"))
    assert code == 1 and lines == [] and "Traceback" not in err and err.count("\n") == 1
    assert not damaged.exists() and len(aside) == 1 and spoken_name(aside[0]) in err
    assert aside[0].read_bytes() == DAMAGED and latest_save() is None


def between_markers(path: Path) -> tuple[list[str], list[tuple[str, str, Any]]]:
    """The texts between the first two error lines, and the records after the second."""
    records = read_log(path)
    marks = [i for i, r in enumerate(records) if r["channel"] == "error"]
    inside = [r["text"] for r in records[marks[0] + 1 : marks[1]]]
    return inside, [(r["channel"], r["text"], r["event"]) for r in records[marks[1] + 1 :]]


@pytest.mark.parametrize("seats", ["you,bot:normal", "you,bot:random"])  # random: its RNG too
def test_resume_continues_exactly(
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
    monkeypatch: pytest.MonkeyPatch,
    seats: str,
) -> None:
    """Quit and --resume: every query answers as before quitting, and play goes on the same."""
    queries = "xyzzy\nh\nt\no\nf\ns\nw\nstatus\nxyzzy\n"  # between two error lines
    logs = {name: tmp_path / f"{name}.jsonl" for name in ("whole", "first", "second")}
    seeded = [*PLAY, "--seed", "9", "--seats", seats]
    run(
        [*seeded, "--speech-log", str(logs["whole"])],
        f"concede\nyes\n{queries}concede\nyes\n",
        capsys,
        monkeypatch,
    )
    kept = set(saves_dir().glob("*.json"))
    run(
        [*seeded, "--speech-log", str(logs["first"])],
        f"concede\nyes\n{queries}quit\nyes\n",
        capsys,
        monkeypatch,
    )
    (save,) = set(saves_dir().glob("*.json")) - kept  # a save of its own, same seed or not
    code, _, _ = run(
        [*PLAY, "--resume", str(save), "--speech-log", str(logs["second"])],
        f"{queries}concede\nyes\n",
        capsys,
        monkeypatch,
    )
    whole, first, second = (between_markers(logs[n]) for n in ("whole", "first", "second"))
    assert code == 0 and len(whole[0]) >= 7
    assert first[0] == whole[0] and second[0] == whole[0]  # the same view after resuming
    assert second[1] == whole[1]  # the same bot moves and deals afterwards


def test_lang_it_speaks_italian(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    """--lang it: the match is spoken in Italian, not English."""
    code, lines, _ = run([*PLAY, "--seed", "5", "--lang", "it"], "h\n", capsys, monkeypatch)
    it = Translator("it")
    assert code == 0 and it("console-help-hint") in lines and EN("console-help-hint") not in lines


@pytest.mark.parametrize("where", ["before", "after"])
def test_common_options_work_before_or_after_the_subcommand(
    where: str, tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    """``access-cards --lang it --speech-log F play khmer`` keeps both: the subcommand's own
    defaults must not reset what was given before it."""
    log = tmp_path / "speech.jsonl"
    common = ["--lang", "it", "--speech-log", str(log), "--speech", "text", "--plain"]
    game = ["play", "khmer", "--seed", "5"]
    args = [*common, *game] if where == "before" else [*game, *common]
    code, lines, _ = run(args, "h\n", capsys, monkeypatch)
    assert code == 0 and Translator("it")("console-help-hint") in lines
    assert [r["text"] for r in read_log(log)] == lines


def test_rules_lang_before_the_subcommand(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    """``access-cards --lang it rules khmer`` prints the Italian page."""
    code, lines, _ = run(["--lang", "it", "rules", "khmer"], "", capsys, monkeypatch)
    assert code == 0 and lines == rules_lines("khmer", "it")


@pytest.mark.parametrize("lang", ["de", "el"])
@pytest.mark.parametrize("game", REGISTERED)
def test_rules_pages_print_in_german_and_greek(
    game: str, lang: str, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    """``access-cards rules GAME --lang de|el`` prints the page of that language, its own
    file (not the English page it would fall back to), headed by the game in that language."""
    code, lines, _ = run(["rules", game, "--lang", lang], "", capsys, monkeypatch)
    assert code == 0 and lines == rules_lines(game, lang)
    assert (RULES_DIR / f"{game}.{lang}.md").is_file()
    assert lines != rules_lines(game, "en") and len(lines) > 30
    assert all(speakable(line) for line in lines)


# -- the braille labels menu ---------------------------------------------------------------

CELLS = re.compile(r"[\u2800-\u28ff]")


def labels_answers(deck: str, lang: str, what: str) -> list[Any]:
    return [pick("Braille labels"), pick(deck), pick(lang), pick(what), pick("Quit")]


def test_labels_menu_says_the_key_card_in_words(tmp_path: Path) -> None:
    """The key card is heard without braille symbols: dot numbers in words instead."""
    from access_cards.braille.schemes import key_card

    code, heard, records = run_menu(tmp_path, labels_answers("The French deck", "English", "Hear"))
    said = [r["text"] for r in records if r["channel"] == "help"]
    assert code == 0 and len(said) == len(key_card("french52", "en"))
    assert "Dots 1 3, means king." in said and "Dots 2 3 4, means spades." in said
    assert not any("(" in x for x in said[1:-3])  # no bracketed dot numbers left
    assert not any(CELLS.search(x) for x in heard)


def test_labels_menu_shows_every_label_in_braille(tmp_path: Path) -> None:
    """Show: the 40 Italian-deck labels as braille lines, then how many cards that was."""
    from access_cards.braille.schemes import labels

    code, heard, records = run_menu(tmp_path, labels_answers("The Italian deck", "Italian", "Show"))
    braille = [r["text"] for r in records if CELLS.search(r["text"])]
    shown = " ".join(braille).split()
    assert code == 0 and sorted(shown) == sorted(x.cells for x in labels("italian40", "it"))
    assert "Those are the labels of all 40 cards, in braille." in heard


@pytest.mark.parametrize(
    ("what", "files"),
    [("Save a BRF", ["rummy40-de.brf"]), ("Save a PDF", ["rummy40-de.pdf"]),
     ("Save SVG", ["rummy40-de.svg"] + [f"rummy40-de-{n}.svg" for n in range(2, 7)])],
)  # fmt: skip
def test_labels_menu_saves_to_the_labels_folder(
    tmp_path: Path, what: str, files: list[str]
) -> None:
    """BRF, PDF and SVG are saved in the labels folder, and the place is said."""
    from access_cards.console.settings import labels_dir

    code, heard, _ = run_menu(tmp_path, labels_answers("The Rummy 40", "German", what))
    folder = labels_dir()
    assert code == 0 and sorted(p.name for p in folder.iterdir()) == sorted(files)
    where = f"the folder {spoken_name(folder)}"  # the names said, not the whole paths
    name = spoken_name(files[0])
    said = f"Saved as {name}, in {where}." if len(files) == 1 else f"Saved 6 files in {where}."
    assert said in heard


def test_a_game_without_narration_is_a_usage_error(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    """A game the engine knows but the console cannot yet narrate: exit 2, one line."""
    monkeypatch.setattr("access_cards.narration.has_narrator", lambda game: game != "khmer")
    code, lines, err = run([*PLAY, "--seed", "5"], "", capsys, monkeypatch)
    assert (code, lines) == (2, [])
    (line,) = err.strip().splitlines()
    assert line == "Khmer is not ready yet. The games are king, rummy40, and lasvegas."


def test_menu_plays_king_and_offers_its_resume_and_rules(tmp_path: Path) -> None:
    """Play King from the menu against three bots, leave (saved), then resume is offered
    and Rules of King reads the King page."""
    answers: list[Any] = [pick(EN("menu-play-computer")), pick("King"), pick("Hard")]
    answers += [pick("The current trick only"), "quit", "yes"]
    answers += read_rules("king")
    code, heard, records = run_menu(tmp_path, answers)
    assert code == 0 and any(x.startswith("King against Anna, hard level") for x in heard)
    assert "Resume the saved King match." in menu_items(heard[: heard.index("Goodbye.")])
    assert page_text(records) == pieces(rules_lines("king", "en"))
    saved = load_match(latest_save("king"))  # type: ignore[arg-type]
    assert saved.seats == ["you", "bot:hard", "bot:hard", "bot:hard"]
    assert saved.state.options["pile_visibility"] == "top_only"
    assert any(x.endswith(EN("king-intro-top-only")) for x in heard)


@pytest.mark.parametrize(("lang", "words"), [("en", "more chips than the ante"),
                                             ("it", "più gettoni della puntata")])  # fmt: skip
def test_options_that_rule_each_other_out_say_why(
    lang: str, words: str, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    """A Las Vegas stack no larger than the ante: one sentence saying the rule and both
    numbers, in the player's language; no game started."""
    args = ["--lang", lang, "play", "lasvegas", "--seats", "you,bot:easy", "--plain",
            "--option", "stack=7", "--option", "ante=7"]  # fmt: skip
    code, lines, err = run(args, "h\n", capsys, monkeypatch)
    assert (code, lines) == (2, []) and err.count("\n") == 1 and speakable(err.strip())
    assert words in err and err.count("7") == 2 and latest_save() is None
