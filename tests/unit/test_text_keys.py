"""Every text key the code asks for exists in every language, and every .ftl file parses whole.
Every language has exactly English's keys, each text with the same variables and HTML tags, and
numbers take each of the language's plural forms (1, 2, 5, 11, 21, 22, 25 render in every
language).

The keys are read from the code itself: keys given to t()/plain() or to any function's `key`
parameter, keys held by a variable or function named `key`/`..._key`, the values of
dictionaries named `..._KEYS`/`..._ANSWERS`, and f-string keys such as f"lyrics-{reason}"
(each such family must have a key in every language).
"""

from __future__ import annotations

import ast
import re
from functools import cache
from pathlib import Path

import pytest
from babel import Locale
from fluent.syntax import ast as fluent_ast
from fluent.syntax import parse
from fluent.syntax.visitor import Visitor

from bot.texts import DEFAULT_LANGUAGE, LANGUAGES, bundle, message_ids

BOT = Path(__file__).resolve().parents[2] / "bot"
TEXTS = BOT / "texts"
KEY_SHAPE = re.compile(r"[a-z][a-z0-9_]*(?:-[a-z0-9_]+)+|[a-z]+")


def _strings_in(node: ast.AST) -> list[str]:
    """String constants a key expression may evaluate to (plain, or either side of an `if`)."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return [node.value]
    if isinstance(node, ast.IfExp):
        return _strings_in(node.body) + _strings_in(node.orelse)
    return []


def _pattern_of(node: ast.JoinedStr) -> re.Pattern[str]:
    parts = [
        re.escape(part.value)
        if isinstance(part, ast.Constant) and isinstance(part.value, str)
        else r"[a-z0-9_-]+"
        for part in node.values
    ]
    return re.compile("".join(parts))


def _names_of(target: ast.expr) -> list[str]:
    if isinstance(target, ast.Name):
        return [target.id]
    if isinstance(target, ast.Tuple):
        return [name for element in target.elts for name in _names_of(element)]
    return []


class KeyFinder(ast.NodeVisitor):
    def __init__(self) -> None:
        self.keys: set[str] = set()
        self.patterns: set[str] = set()
        # function name -> position of its `key` parameter (t and plain, and helpers like them)
        self.takes_key: dict[str, int] = {"t": 1, "plain": 1}

    def visit_Module(self, node: ast.Module) -> None:
        for inner in ast.walk(node):
            if isinstance(inner, ast.FunctionDef | ast.AsyncFunctionDef):
                params = [arg.arg for arg in inner.args.args]
                if "key" in params:
                    self.takes_key[inner.name] = params.index("key")
        self.generic_visit(node)

    def visit_Call(self, node: ast.Call) -> None:
        name = node.func.id if isinstance(node.func, ast.Name) else None
        position = self.takes_key.get(name or "")
        if position is not None and len(node.args) > position:
            self._take(node.args[position])
        self.generic_visit(node)

    def visit_Assign(self, node: ast.Assign) -> None:
        names = [name for target in node.targets for name in _names_of(target)]
        if any(name.endswith(("_KEYS", "_ANSWERS")) for name in names) and isinstance(
            node.value, ast.Dict
        ):
            for value in node.value.values:
                self._take(value)
        if any(name == "key" or name.endswith("_key") for name in names):
            self._take(node.value)
        self.generic_visit(node)

    def visit_FunctionDef(self, node: ast.FunctionDef) -> None:
        if node.name.endswith("_key"):
            for inner in ast.walk(node):
                if isinstance(inner, ast.Return) and inner.value is not None:
                    self._take(inner.value)
        self.generic_visit(node)

    def _take(self, node: ast.AST) -> None:
        if isinstance(node, ast.JoinedStr):
            self.patterns.add(_pattern_of(node).pattern)
        self.keys.update(key for key in _strings_in(node) if KEY_SHAPE.fullmatch(key))


def keys_used_in_code() -> tuple[set[str], set[str]]:
    finder = KeyFinder()
    for path in sorted(BOT.rglob("*.py")):
        if "emulator" in path.parts or "console" in path.parts:
            continue  # they speak to developers, not users
        finder.visit(ast.parse(path.read_text(encoding="utf-8"), str(path)))
    return finder.keys, finder.patterns


KEYS, PATTERNS = keys_used_in_code()


def test_the_walk_finds_the_keys_of_every_area() -> None:
    # Guards the walk itself: keys reached through t(), plain(), dictionaries and `key =`.
    assert {"start", "help", "song-writing", "button-draft-go", "outcome-failed"} <= KEYS
    assert {"song-error-timeout", "draft-answer-sent", "lang-set"} <= KEYS
    assert any(pattern.startswith("lyrics\\-") for pattern in PATTERNS)


def test_every_folder_of_texts_is_a_language_the_bot_speaks() -> None:
    # A new language's folder (be/ was the fourth) is checked below only once it is registered.
    folders = {path.name for path in TEXTS.iterdir() if path.is_dir() and any(path.glob("*.ftl"))}
    assert folders == set(LANGUAGES)


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_key_used_in_the_code_exists(language: str) -> None:
    missing = sorted(KEYS - message_ids(language))
    assert not missing, f"{language} lacks {missing}"


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_family_of_computed_keys_exists(language: str) -> None:
    known = message_ids(language)
    empty = [p for p in PATTERNS if not any(re.fullmatch(p, key) for key in known)]
    assert not empty, f"{language} has no key of the form {empty}"


@cache  # parsed once a process: three tests below read every file
def entries_of(path: Path) -> list[fluent_ast.EntryType]:
    return parse(path.read_text(encoding="utf-8")).body


@pytest.mark.parametrize(
    "path", sorted(TEXTS.glob("*/*.ftl")), ids=lambda p: f"{p.parent.name}/{p.name}"
)
def test_every_ftl_file_parses_without_junk(path: Path) -> None:
    # A line that starts with "[" inside a text is read as a variant: the rest of the text is lost.
    junk = [
        str(entry.content).strip().splitlines()[0]
        for entry in entries_of(path)
        if isinstance(entry, fluent_ast.Junk)
    ]
    assert not junk, f"unparsed text starting at {junk}"


# Numbers that take each of the plural forms of English, Russian, Ukrainian and Belarusian (1 and
# 21: one, 2 and 22: few, 5, 11 and 25: many in ru, uk and be; other beyond 1 in English).
NUMBERS = (1, 2, 5, 11, 21, 22, 25)
OTHERS = [language for language in LANGUAGES if language != DEFAULT_LANGUAGE]


class TextReader(Visitor):
    """What one text takes: its variables, its HTML tags, and the variables it picks a plural
    form for (a selector whose variants are named by plural categories such as one/few/many)."""

    PLURAL_KEYS = {"zero", "one", "two", "few", "many", "other"}

    def __init__(self) -> None:
        super().__init__()
        self.variables: set[str] = set()
        self.tags: list[str] = []
        self.plurals: dict[str, set[str]] = {}  # variable -> the categories it has variants for

    def visit_VariableReference(self, node: fluent_ast.VariableReference) -> None:
        self.variables.add(node.id.name)

    def visit_TextElement(self, node: fluent_ast.TextElement) -> None:
        self.tags += re.findall(r"</?[a-z]+>", node.value)

    def visit_SelectExpression(self, node: fluent_ast.SelectExpression) -> None:
        keys = {v.key.name for v in node.variants if isinstance(v.key, fluent_ast.Identifier)}
        if isinstance(node.selector, fluent_ast.VariableReference) and keys & (
            self.PLURAL_KEYS - {"other"}
        ):
            self.plurals.setdefault(node.selector.id.name, set()).update(keys)
        self.generic_visit(node)


@cache  # read once a process: the plural test compares each language with many others
def texts_of(language: str) -> dict[str, TextReader]:
    texts: dict[str, TextReader] = {}
    for path in sorted((TEXTS / language).glob("*.ftl")):
        for entry in entries_of(path):
            if isinstance(entry, fluent_ast.Message):
                reader = TextReader()
                reader.visit(entry)
                texts[entry.id.name] = reader  # a key given twice: the later one counts
    return texts


def whole_number_forms(language: str) -> set[str]:
    """The plural categories whole numbers take in `language` (CLDR): en one/other; ru, uk and be
    one/few/many."""
    rule = Locale.parse(language).plural_form
    return {rule(number) for number in range(200)}


@pytest.mark.parametrize("language", OTHERS)
def test_every_language_has_exactly_the_english_keys(language: str) -> None:
    english, other = set(texts_of(DEFAULT_LANGUAGE)), set(texts_of(language))
    assert not english - other, f"{language} lacks {sorted(english - other)}"
    assert not other - english, f"{language} has keys English lacks: {sorted(other - english)}"


@pytest.mark.parametrize("language", OTHERS)
def test_every_text_takes_the_same_variables_and_tags(language: str) -> None:
    english, other = texts_of(DEFAULT_LANGUAGE), texts_of(language)
    for key, text in english.items():
        assert other[key].variables == text.variables, f"{language} {key}: variables differ"
        assert sorted(other[key].tags) == sorted(text.tags), f"{language} {key}: tags differ"


@pytest.mark.parametrize("language", LANGUAGES)
def test_a_number_that_picks_a_plural_form_has_every_form(language: str) -> None:
    # A variant for each form whole numbers take here (ru and uk: one, few, many), so "5" never
    # falls to a form written for another number.
    forms = whole_number_forms(language)
    for key, text in texts_of(language).items():
        for variable, variants in text.plurals.items():
            missing = forms - variants
            assert not missing, f"{language} {key}: no variant for {sorted(missing)} of ${variable}"


# Languages whose whole numbers take more than one form (Japanese or Chinese take one: nothing
# to pick; bot/texts/audit.py checks their selects hold just "other").
COUNTING = [language for language in OTHERS if whole_number_forms(language) != {"other"}]


@pytest.mark.parametrize("language", COUNTING)
def test_numbers_pick_a_plural_form_wherever_another_language_with_those_forms_does(
    language: str,
) -> None:
    # Where English or a language with the same plural forms (Russian, Ukrainian and Belarusian
    # for one another) picks a form for a number, this language does too.
    forms = whole_number_forms(language)
    alike = [
        other
        for other in LANGUAGES
        if other == DEFAULT_LANGUAGE or (other != language and whole_number_forms(other) == forms)
    ]
    texts = texts_of(language)
    for other in alike:
        for key, text in texts_of(other).items():
            lacking = set(text.plurals) - set(texts[key].plurals)
            assert not lacking, f"{language} {key}: no plural form for {sorted(lacking)}"


@pytest.mark.parametrize("number", NUMBERS)
@pytest.mark.parametrize("language", LANGUAGES)
def test_every_text_renders_with_every_number(language: str, number: int) -> None:
    chosen = bundle(language)
    for key, text in texts_of(language).items():
        message = chosen.get_message(key)
        assert message.value is not None, key
        rendered, errors = chosen.format_pattern(
            message.value, {variable: number for variable in text.variables}
        )
        assert not errors, f"{language} {key} with {number}: {errors}"
        assert isinstance(rendered, str) and rendered.strip(), f"{language} {key} {number} is empty"


@pytest.mark.parametrize("language", LANGUAGES)
def test_no_key_is_given_twice_in_a_language(language: str) -> None:
    """A language's files are read in name order and the first of two keys wins: the second
    would be a text nobody sees (a song without words once read the intake's "send lyrics")."""
    seen: dict[str, str] = {}
    twice = []
    for path in sorted((TEXTS / language).glob("*.ftl")):
        for entry in entries_of(path):
            if isinstance(entry, fluent_ast.Message):
                if entry.id.name in seen:
                    twice.append(f"{entry.id.name}: {seen[entry.id.name]} and {path.name}")
                seen.setdefault(entry.id.name, path.name)
    assert not twice, twice
