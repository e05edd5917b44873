"""What a language folder lacks against English: missing or extra keys, placeables that differ,
plural selects that miss or add a CLDR category, selects on a word (a reason, yes or no) whose
variants differ from English's, and text Fluent cannot parse.

Run `python -m bot.texts.audit [LANGUAGE ...]` while writing a language; tests/unit's
test_languages_are_whole runs the same audit over every language. Never imported by the bot.
"""

from __future__ import annotations

import sys
from collections.abc import Iterator
from functools import cache
from pathlib import Path

import babel
from fluent.syntax import FluentParser
from fluent.syntax.ast import (
    BaseNode,
    Identifier,
    Junk,
    Message,
    SelectExpression,
    VariableReference,
)

from bot.texts import DEFAULT_LANGUAGE, LANGUAGES

_FOLDER = Path(__file__).parent
# CLDR's categories that say a select counts something ("other" alone is any select's default).
_COUNTING = frozenset({"zero", "one", "two", "few", "many"})


def plural_categories(language: str) -> frozenset[str]:
    """The cardinal plural categories of `language` by babel's CLDR rules ('other' included)."""
    return frozenset(babel.Locale.parse(language).plural_form.tags | {"other"})


@cache
def _parsed(language: str) -> tuple[dict[str, Message], tuple[str, ...]]:
    """The language's messages by key, and what Fluent could not parse in its files."""
    parser = FluentParser(with_spans=False)
    messages: dict[str, Message] = {}
    junk: list[str] = []
    for path in sorted((_FOLDER / language).glob("*.ftl")):
        for entry in parser.parse(path.read_text(encoding="utf-8")).body:
            if isinstance(entry, Message):
                messages.setdefault(entry.id.name, entry)
            elif isinstance(entry, Junk):
                junk.append(f"{path.name}: cannot parse {(entry.content or '').strip()[:60]!r}")
    return messages, tuple(junk)


def _nodes(node: BaseNode) -> Iterator[BaseNode]:
    yield node
    for value in vars(node).values():
        for child in value if isinstance(value, list) else [value]:
            if isinstance(child, BaseNode):
                yield from _nodes(child)


def variables(message: Message) -> frozenset[str]:
    return frozenset(n.id.name for n in _nodes(message) if isinstance(n, VariableReference))


def _selects(message: Message) -> Iterator[tuple[str, frozenset[str]]]:
    """Each select on a variable, with its named variant keys (numbers such as [0] left out)."""
    for node in _nodes(message):
        if isinstance(node, SelectExpression) and isinstance(node.selector, VariableReference):
            keys = frozenset(v.key.name for v in node.variants if isinstance(v.key, Identifier))
            yield node.selector.id.name, keys


def _choices(message: Message) -> dict[str, frozenset[str]]:
    """The variant keys each variable's selects name, taken together."""
    found: dict[str, frozenset[str]] = {}
    for name, keys in _selects(message):
        found[name] = found.get(name, frozenset()) | keys
    return found


def counted_variables(message: Message) -> frozenset[str]:
    """The variables a message chooses plural forms by (in English: a select with [one])."""
    return frozenset(name for name, keys in _selects(message) if keys & _COUNTING)


def problems(language: str) -> list[str]:
    """Everything `language` lacks against English, one line each; empty when it is whole."""
    english, _ = _parsed(DEFAULT_LANGUAGE)
    own, junk = _parsed(language)
    found = list(junk)
    found += [f"missing key {key}" for key in sorted(english.keys() - own.keys())]
    found += [f"extra key {key}" for key in sorted(own.keys() - english.keys())]
    categories = plural_categories(language)
    for key in sorted(english.keys() & own.keys()):
        found += _message_problems(key, english[key], own[key], categories)
    return found


def _message_problems(
    key: str, english: Message, own: Message, categories: frozenset[str]
) -> list[str]:
    found = []
    if variables(english) != variables(own):
        theirs, ours = sorted(variables(english)), sorted(variables(own))
        found.append(f"{key}: placeables {ours} differ from English {theirs}")
    if (english.value is None) != (own.value is None):
        found.append(f"{key}: has a value where English has none, or none where English has one")
    counted = counted_variables(english)
    for name, keys in sorted(_choices(english).items()):
        if name in counted or keys <= {"other"}:  # a number's select: its locale's categories
            continue
        if _choices(own).get(name, keys) != keys:
            found.append(
                f"{key}: select on ${name} has {sorted(_choices(own)[name])}, "
                f"English has {sorted(keys)}"
            )
    for name in sorted(counted):
        selects = [keys for selector, keys in _selects(own) if selector == name]
        if not selects and len(categories) > 1:
            found.append(f"{key}: no plural select on ${name} (needs {sorted(categories)})")
        for keys in selects:
            if keys != categories:
                found.append(
                    f"{key}: plural select on ${name} has {sorted(keys)}, "
                    f"CLDR has {sorted(categories)}"
                )
    return found


def main(argv: list[str]) -> int:
    languages = argv or [language for language in LANGUAGES if language != DEFAULT_LANGUAGE]
    failed = False
    for language in languages:
        for line in problems(language):
            print(f"{language}: {line}")
            failed = True
    print("whole" if not failed else "not whole")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
