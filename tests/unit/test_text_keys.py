"""Every text key the code asks for exists in every language, and every .ftl file parses whole.

The keys are read from the code itself: keys given to t()/plain() or to any function's `key`
parameter, keys held by a variable or function named `key`/`..._key`, the values of
dictionaries named `..._KEYS`/`..._ANSWERS`, and f-string keys such as f"lyrics-{reason}"
(each such family must have a key in every language).
"""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest
from fluent.syntax import ast as fluent_ast
from fluent.syntax import parse

from bot.texts import LANGUAGES, message_ids

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
        re.escape(part.value) if isinstance(part, ast.Constant) else r"[a-z0-9_-]+"
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


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_key_used_in_the_code_exists(language: str) -> None:
    missing = sorted(KEYS - message_ids(language))
    assert not missing, f"{language} lacks {missing}"


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_family_of_computed_keys_exists(language: str) -> None:
    known = message_ids(language)
    empty = [p for p in PATTERNS if not any(re.fullmatch(p, key) for key in known)]
    assert not empty, f"{language} has no key of the form {empty}"


@pytest.mark.parametrize(
    "path", sorted(TEXTS.glob("*/*.ftl")), ids=lambda p: f"{p.parent.name}/{p.name}"
)
def test_every_ftl_file_parses_without_junk(path: Path) -> None:
    # A line that starts with "[" inside a text is read as a variant: the rest of the text is lost.
    junk = [
        entry.content.strip().splitlines()[0]
        for entry in parse(path.read_text(encoding="utf-8")).body
        if isinstance(entry, fluent_ast.Junk)
    ]
    assert not junk, f"unparsed text starting at {junk}"
