"""Nothing the program says holds a symbol a screen reader reads aloud as a word.

At Orca's default punctuation level (NVDA's and JAWS's alike) ``:`` is "colon", ``(``
"left paren", ``-`` "dash", ``>`` "greater": every sentence for listening keeps to letters,
digits, spaces and ``. , ? ! '`` (narration/speakable.py).  Checked three ways: every
message of every locale file, as written and as formatted; the speech log of whole matches
of every game, in every language and pile variant, with every question asked on every turn;
and the rules pages as the console gives them.
"""

from __future__ import annotations

import contextlib
import io
import json
from collections.abc import Iterator
from functools import cache
from importlib.resources import files
from pathlib import Path
from typing import Any

import pytest
from fluent.runtime import FluentBundle, FluentResource
from fluent.syntax import FluentParser, ast
from fluent.syntax.visitor import Visitor

from access_cards import bots, games
from access_cards.braille.schemes import key_card
from access_cards.cli import main
from access_cards.console.labels_menu import spoken_key_line
from access_cards.console.play import bot_names
from access_cards.console.saves import SavedMatch
from access_cards.console.session import GameSession
from access_cards.engine.cards import DECKS
from access_cards.engine.errors import ActionError
from access_cards.narration import LANGUAGES, Translator
from access_cards.narration.i18n import FUNCTIONS, _fluent_args, capitalise_sentences
from access_cards.narration.speakable import spoken_form, spoken_name, voiced_symbols
from access_cards.rules import rules_lines, spoken_lines
from access_cards.speech import Speaker

# -- every message of every locale file --------------------------------------------------------


@cache
def ftl_files() -> tuple[tuple[str, str, str], ...]:
    """(language, file name, text) of every .ftl file of the spoken languages."""
    found = []
    for lang in LANGUAGES:
        folder = files("access_cards") / "locales" / lang
        for entry in sorted(folder.iterdir(), key=lambda e: e.name):
            if entry.name.endswith(".ftl"):
                found.append((lang, entry.name, entry.read_text(encoding="utf-8")))
    return tuple(found)


@cache
def entries(text: str) -> list[ast.Message | ast.Term]:
    """The messages and terms of one file (comments are not spoken)."""
    body = FluentParser().parse(text).body
    return [e for e in body if isinstance(e, ast.Message | ast.Term)]


def entry_id(entry: ast.Message | ast.Term) -> str:
    return ("-" if isinstance(entry, ast.Term) else "") + entry.id.name


class _Text(Visitor):
    """Every piece of literal text of a message: text elements and string literals, in the
    value, the attributes and every variant of every selector."""

    def __init__(self) -> None:
        super().__init__()
        self.pieces: list[str] = []

    def visit_TextElement(self, node: ast.TextElement) -> None:
        self.pieces.append(node.value)

    def visit_StringLiteral(self, node: ast.StringLiteral) -> None:
        self.pieces.append(node.parse()["value"])


def literal_text(entry: ast.Message | ast.Term) -> list[str]:
    visitor = _Text()
    visitor.visit(entry)
    return visitor.pieces


LOCALE_FILES = [pytest.param(lang, name, id=f"{lang}/{name}") for lang, name, _text in ftl_files()]


def file_text(lang: str, name: str) -> str:
    return next(text for _lang, _name, text in ftl_files() if (_lang, _name) == (lang, name))


def test_the_check_catches_what_orca_reads_aloud() -> None:
    """The characters heard as words in a real game are caught; allowed punctuation is not."""
    heard = "Totals: you 14, Anna 16; table 16 (front row) blind-fair > 3/4 +25 a_b [x] #1 & = |"
    assert set(voiced_symbols(heard)) == set(":;()->/+_[]#&=|")
    assert voiced_symbols("Anna's turn. Play 5, or knock? Yes! Tocca a te, però.") == []


@pytest.mark.parametrize(("lang", "name"), LOCALE_FILES)
def test_locale_text_has_no_voiced_symbol(lang: str, name: str) -> None:
    """The words of every message, attribute and variant, as written in the file."""
    bad = {
        entry_id(entry): [(piece, voiced_symbols(piece)) for piece in pieces]
        for entry in entries(file_text(lang, name))
        if (pieces := [p for p in literal_text(entry) if voiced_symbols(p)])
    }
    assert bad == {}, f"locales/{lang}/{name}, {len(bad)} messages: {bad}"


# -- formatted with representative values ------------------------------------------------------


class _Uses(Visitor):
    """The variables a pattern uses, the variant keys each selector offers, and the messages
    and terms it refers to (whose variables the caller must give too)."""

    def __init__(self) -> None:
        super().__init__()
        self.variables: set[str] = set()
        self.keys: dict[str, set[str | int]] = {}
        self.references: set[str] = set()

    def visit_VariableReference(self, node: ast.VariableReference) -> None:
        self.variables.add(node.id.name)

    def visit_SelectExpression(self, node: ast.SelectExpression) -> None:
        selector = node.selector
        if isinstance(selector, ast.VariableReference):
            found = self.keys.setdefault(selector.id.name, set())
            for variant in node.variants:
                key = variant.key
                found.add(int(key.value) if isinstance(key, ast.NumberLiteral) else key.name)
        self.generic_visit(node)

    def visit_MessageReference(self, node: ast.MessageReference) -> None:
        self.references.add(node.id.name)
        self.generic_visit(node)

    def visit_TermReference(self, node: ast.TermReference) -> None:
        self.references.add("-" + node.id.name)
        self.generic_visit(node)


@cache
def _all_entries(lang: str) -> dict[str, ast.Message | ast.Term]:
    return {entry_id(e): e for _lang, _name, text in ftl_files() if _lang == lang
            for e in entries(text)}  # fmt: skip


def uses(msg: str, known: dict[str, ast.Message | ast.Term], seen: set[str] | None = None
         ) -> _Uses:  # fmt: skip
    """What ``msg`` uses, its references followed (they share the caller's arguments)."""
    seen = set() if seen is None else seen
    seen.add(msg)
    found = _Uses()
    found.visit(known[msg])
    for ref in sorted(found.references - seen):
        if ref in known and not ref.startswith("-"):  # a term takes its own arguments
            inner = uses(ref, known, seen)
            found.variables |= inner.variables
            for key, values in inner.keys.items():
                found.keys.setdefault(key, set()).update(values)
    return found


# A plain value for every variable: a name, a card, a number; all speakable themselves.
SAMPLE_TEXT = "Anna"


def samples(used: _Uses) -> Iterator[dict[str, Any]]:
    """Arguments that reach every variant of every selector at least once."""
    base: dict[str, Any] = {}
    for name in used.variables:
        keys = used.keys.get(name, set())
        numeric = [k for k in keys if isinstance(k, int)]
        base[name] = numeric[0] if numeric else 3 if not keys else sorted(map(str, keys))[0]
    yield base
    for name, keys in used.keys.items():
        for key in keys:
            yield {**base, name: key}
        yield {**base, name: 7}  # the number a select's "other" takes
        yield {**base, name: SAMPLE_TEXT}


@cache
def bundle(lang: str) -> FluentBundle:
    made = FluentBundle([lang], use_isolating=False, functions=FUNCTIONS)
    for _lang, _name, text in ftl_files():
        if _lang == lang:
            made.add_resource(FluentResource(text))
    return made


@pytest.mark.parametrize(("lang", "name"), LOCALE_FILES)
def test_formatted_messages_have_no_voiced_symbol(lang: str, name: str) -> None:
    """Each message filled with plain values, every variant reached: still no symbol (a
    message it refers to is checked through it)."""
    known, made = _all_entries(lang), bundle(lang)
    bad: dict[str, str] = {}
    for entry in entries(file_text(lang, name)):
        if isinstance(entry, ast.Message):
            msg = entry.id.name
            for text in formatted(made, msg, uses(msg, known)):
                if voiced_symbols(text):
                    bad.setdefault(msg, text)
    assert bad == {}, f"locales/{lang}/{name}, {len(bad)} messages: {bad}"


def formatted(made: FluentBundle, msg: str, used: _Uses) -> Iterator[str]:
    """The message's value and attributes, formatted with each set of sample values."""
    message = made.get_message(msg)
    patterns = [p for p in (message.value, *message.attributes.values()) if p is not None]
    for args in samples(used):
        for pattern in patterns:
            text, _errors = made.format_pattern(pattern, _fluent_args(args))
            yield str(text)


# -- the helpers that keep sentences clean -----------------------------------------------------


def test_values_from_outside_are_said_without_symbols() -> None:
    """A typed word or a path goes into a sentence with its symbols as spaces."""
    assert spoken_form("bot:hard,  first_player\x00") == "bot hard, first player"
    assert spoken_name("/tmp/saves/khmer-20250101-01234.json") == "khmer 20250101 01234.json"
    assert spoken_name("labels/") == "labels"


def test_a_list_after_a_full_stop_begins_with_a_capital() -> None:
    """ "Score. { $scores }." reads "Score. You 2, Anna 4."; a clause stays small."""
    assert Translator("en")("scores-line", scores="you 2, Anna 4") == "Score. You 2, Anna 4."
    assert Translator("it")("scores-line", scores="tu 2 e Anna 4") == "Punteggio. Tu 2 e Anna 4."
    assert Translator("en")("error-match-over") == "the match is over"
    assert capitalise_sentences("x... games. 2.5 cards") == "x... games. 2.5 cards"
    assert Translator.sentence("play 5, then table 9") == "Play 5, then table 9."
    assert Translator.sentence("knock?") == "Knock?"


def test_markdown_is_heard_as_sentences() -> None:
    """Headings, bullets, emphasis, code, links and tables lose their marks; each paragraph
    or item is one line; option names with underscores stay whole."""
    page = """# The cards

Some *emphasis*, **strong**, `code`, first_player=0 and [a link](http://example.org),
wrapped onto a second line.

- A bullet
  that goes on.
* Another → here
2) A numbered item

| Deal | Points |
|------|-------:|
| No tricks | 20 |
"""
    assert spoken_lines(page) == [
        "The cards.",
        "Some emphasis, strong, code, first_player=0 and a link, wrapped onto a second line.",
        "A bullet that goes on.",
        "Another, here",
        "2. A numbered item",
        "Deal, Points.",
        "No tricks, 20.",
    ]


# -- the rules pages ---------------------------------------------------------------------------

RULES_CASES = [(game, lang) for game in games.REGISTERED for lang in LANGUAGES]


@pytest.mark.parametrize(("game", "lang"), RULES_CASES)
def test_rules_pages_have_no_voiced_symbol(
    game: str, lang: str, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """``access-cards rules GAME --lang L``: every line as printed for listening."""
    monkeypatch.setattr("sys.stdin", io.StringIO(""))
    assert main(["rules", game, "--lang", lang]) == 0
    printed = capsys.readouterr().out.splitlines()
    assert printed, "no rules printed"
    bad = [(line, voiced_symbols(line)) for line in printed if voiced_symbols(line)]
    assert bad == [], f"docs/rules/{game}.{lang}.md: {len(bad)} lines, first {bad[:5]}"


# -- key cards and command-line errors ----------------------------------------------------------


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("deck", list(DECKS))
def test_key_cards_as_heard_have_no_voiced_symbol(deck: str, lang: str) -> None:
    """The labels menu's "hear the key card": every line, its cells left out."""
    bad = [line for line in map(spoken_key_line, key_card(deck, lang)) if voiced_symbols(line)]
    assert bad == [], f"key card of {deck} in {lang}: {bad}"


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize(
    "argv",
    [
        ["play", "chess"],
        ["play", "khmer", "--seats", "bot:evil,you"],
        ["play", "khmer", "--option", "pile_visibility=side-ways"],
        ["play", "king", "--option", "first_player=9"],
        ["play", "khmer", "--variant", "top_card"],
        ["play", "khmer", "--seed", "1.5"],
        ["play", "khmer", "--what-is-this"],
        ["simulate", "khmer", "--seats", "bot,bot", "--games", "3", "--duplicate"],
        ["labels", "khmer", "--height", "-3"],
    ],
    ids=lambda argv: " ".join(argv),
)
def test_usage_errors_in_each_language_have_no_voiced_symbol(
    lang: str, argv: list[str], monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """A bad command line is one sentence in the asked language, its symbols as spaces."""
    monkeypatch.setattr("sys.stdin", io.StringIO(""))
    assert main([*argv, "--lang", lang] if argv[0] != "labels" else argv) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and voiced_symbols(err.strip()) == [], err


# -- whole matches, every question asked on every turn -----------------------------------------

SEED = 11
PILES = ("full", "top_only")
WRONG_COMMAND = "xyzzy"


def typed(session: GameSession, action: str) -> str | None:
    """What the player types in the session's language for the engine's ``action``: the
    move word in that language with the card in words or as the engine writes it; None if
    no such line reads back as ``action``."""
    narrator, kind, rest = session.narrator, *action.partition(" ")[::2]
    word = narrator.kind_word(kind)
    candidates = [f"{word} {rest}".strip(), action]
    if rest:
        with contextlib.suppress(KeyError, ValueError):  # not a card: a bid, a contract
            candidates.insert(0, f"{word} {narrator.card_name(rest)}")
    for line in candidates:
        if (narrator.canonical(line) or line) == action:
            return line
    return None


def illegal_line(session: GameSession) -> str | None:
    """A move the game understands but refuses now (a card the player does not hold),
    typed in the session's language; None if every card is held."""
    state, game = session.state, session.state.game
    for card in dict.fromkeys(str(c) for c in game.deck.cards):
        action = f"play {card}"
        try:
            game.parse_action(action, state)
        except ActionError as exc:
            if exc.reason in ("unknown_command", "ambiguous"):
                continue
            line = typed(session, action)
            if line is not None:
                return line
        # An action the game accepts is no illegal move.
    return None


def every_question(session: GameSession, first: bool) -> list[str]:
    """Each hotkey of the game and language, each query typed as a word, and on the first
    turn help and the rules page by page (``more`` and Enter)."""
    t = session.t
    lines = [key for key in session.hotkeys() if first or key not in "?u"]
    lines += [t(f"command-{name}").split()[0] for name in session.narrator.QUERIES
              if _has_message(t, f"command-{name}")]  # fmt: skip
    if first:
        lines += [t("command-help").split()[0], t("command-rules").split()[0]]
        lines += ["", "more"] * 8
    return lines


def _has_message(t: Translator, msg_id: str) -> bool:
    try:
        t(msg_id)
    except KeyError:
        return False
    return True


def play_match(game: str, lang: str, pile: str, folder: Path) -> list[dict[str, Any]]:
    """A whole match: the player asks everything each turn, types a wrong command and an
    illegal move, then plays the move a bot would; the speech log's records."""
    t = Translator(lang)
    cls = games.find(game)
    seats = ["you"] + ["bot:easy"] * (cls.min_seats - 1)
    options = {**SHORTER.get(game, {}), "pile_visibility": pile}  # each game its own way
    state = cls.new_state(len(seats), seed=SEED, options=options)
    log = folder / f"{game}-{lang}-{pile}.jsonl"
    speaker = Speaker("text", write=lambda _line: None, log_path=log, lang=lang)
    session = GameSession(
        SavedMatch(state, seats, bot_names(t, seats)), t, speaker,
        save_path=folder / f"{game}-{lang}-{pile}.json", verbosity="full",
        rules_text=lambda: rules_lines(game, lang),
    )  # fmt: skip
    me = bots.create(game, "easy", seat=0, seed=SEED, deterministic=True)
    yes, no = t("console-yes-words").split()[0], t("console-no-words").split()[0]
    session.start()
    turns = 0
    while not state.is_over and turns < 400:
        assert state.current_player == 0, "the bots stopped before the player's turn"
        for line in every_question(session, first=turns == 0):
            session.handle(line)
        session.handle(WRONG_COMMAND)
        illegal = illegal_line(session)
        if illegal is not None:
            session.handle(illegal)
        if turns == 0:  # a question answered: leave? no
            session.handle(t("command-quit").split()[0])
            session.handle(no)
        move = me.choose(state.view(0))
        played = typed(session, move)
        assert played is not None, f"no typed line plays {move!r} in {lang}"
        before = state.to_json()
        session.handle(played)
        if session.pending is not None:
            session.handle(yes)
        assert state.is_over or state.current_player == 0, "the bots stopped before the player"
        assert state.to_json() != before, f"{played!r} did not play {move!r}"
        turns += 1
    assert state.is_over, f"the match did not end in {turns} turns"
    for key in ("s", "h", "t", "r", WRONG_COMMAND):  # after the end
        session.handle(key)
    speaker.close()
    return [json.loads(row) for row in log.read_text(encoding="utf-8").splitlines()]


# Games whose default match runs for hundreds of turns: a few hands say every sentence.
SHORTER: dict[str, dict[str, Any]] = {"lasvegas": {"hands": 4}}

MATCHES = [
    pytest.param(game, lang, pile, id=f"{game}-{lang}-{pile}")
    for game in games.REGISTERED
    for lang in LANGUAGES
    for pile in PILES
]


@pytest.mark.parametrize(("game", "lang", "pile"), MATCHES)
def test_whole_match_speech_log_has_no_voiced_symbol(
    game: str, lang: str, pile: str, tmp_path: Path
) -> None:
    """Every utterance of a whole match, on every channel but braille (cells for the fingers)."""
    records = play_match(game, lang, pile, tmp_path)
    assert len(records) > 100
    bad: dict[str, str] = {}
    for record in records:
        if record["channel"] != "braille" and voiced_symbols(record["text"]):
            bad.setdefault(f"{record['channel']}: {record['text']}", "")
    assert not bad, f"{len(bad)} utterances, the first: {list(bad)[:8]}"


# -- no English left in German or Greek ------------------------------------------------------

# English words that are no German word: a German match that says one has English left in it.
ENGLISH_ONLY = {
    "the", "you", "your", "and", "of", "with", "is", "are", "has", "have", "plays", "wins",
    "takes", "draws", "turn", "deal", "table", "score", "scores", "left", "each", "every",
    "which", "who", "what", "cards", "card", "points", "may", "must", "now", "then", "or",
}  # fmt: skip
# Latin-script words a Greek match may say: names (the games', the tools', the designers',
# the sources' and the families' of games the rules pages cite), key names, the Italian
# names on the cards the Las Vegas page gives, and the word the test types that is no command.
LATIN_IN_GREEK = {
    "khmer", "king", "las", "vegas", "braille", "enter", "esc", "escape", "bot", "saien",
    "barbu", "kalooki", "wikipedia", "elements", "coppe", "denari", "spade", "bastoni", "asso",
    "fante", "cavallo", "re", WRONG_COMMAND,
}  # fmt: skip


@pytest.mark.parametrize(
    ("game", "lang"), [(g, lang) for g in games.REGISTERED for lang in ("de", "el")]
)
def test_german_and_greek_matches_say_no_english_word(game: str, lang: str, tmp_path: Path) -> None:
    """A whole match in German or Greek, every question asked on every turn: no English word
    in what is said (German: none of the common English words; Greek: no Latin-script word
    but the games' names, key names and single key letters)."""
    records = play_match(game, lang, "full", tmp_path)
    found: dict[str, str] = {}
    for record in records:
        if record["channel"] == "braille":
            continue
        for word in spoken_form(record["text"]).replace(".", " ").replace(",", " ").split():
            w = word.casefold().strip("?!'")
            if lang == "de":
                english = w in ENGLISH_ONLY
            else:
                latin = w.isascii() and w.isalpha() and len(w) > 1
                english = latin and w not in LATIN_IN_GREEK
            if english:
                found.setdefault(w, record["text"])
    assert not found, found
