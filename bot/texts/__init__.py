"""Every user-facing sentence, per language: the Fluent files in texts/<language>/, one per area
of the bot (core.ftl, topics.ftl, admin.ftl ...), all loaded into one bundle per language. A
language is parsed when a text of it is first needed, never at start: twenty languages parsed
would weigh more than the rest of the bot at rest (bench/rest.py).

Arguments are HTML-escaped here, once, so that no user text is ever read as markup. In the
languages written right to left, every argument is wrapped in Unicode's isolation marks (FSI
U+2068 ... PDI U+2069, as Fluent's use_isolating does): a number, a @username or a Latin song
title inside Arabic or Persian then reads in its own order and leaves the sentence's alone.
"""

from __future__ import annotations

import hashlib
import html
import re
from functools import cache, lru_cache
from pathlib import Path
from typing import Any

import babel.plural
from fluent.runtime import FluentBundle
from fluent.runtime.builtins import BUILTINS
from fluent.runtime.prepare import Compiler
from fluent.syntax import FluentParser
from fluent.syntax.ast import Message, Resource, TextElement

# Each a folder of texts, named by the two-letter code Telegram's menus take: `pt` is Brazilian
# Portuguese (for pt-br and pt), `zh` simplified Chinese (for zh-hans and zh-hant), `uz` Uzbek
# in Latin script. Adding a language is adding its folder here (docs/languages.md).
LANGUAGES: tuple[str, ...] = (
    "en",
    "ru",
    "uk",
    "be",
    "es",
    "pt",
    "de",
    "fr",
    "it",
    "pl",
    "tr",
    "id",
    "vi",
    "uz",
    "ar",
    "fa",
    "hi",
    "ja",
    "ko",
    "zh",
)
DEFAULT_LANGUAGE = "en"
RIGHT_TO_LEFT = frozenset({"ar", "fa"})
ISOLATION_MARKS = "\u2068\u2069"  # FSI and PDI, around each argument of a right-to-left text
# Telegram language codes (beyond our own) whose speakers we answer in one of ours: none today
# (Belarusian, once answered in Russian, has its own texts).
READ_IN: dict[str, str] = {}
_FOLDER = Path(__file__).parent


def language_for(code: str | None) -> str:
    """Our language for a Telegram `language_code` such as 'ru' or 'en-GB'."""
    base = (code or "").split("-")[0].lower()
    if base in LANGUAGES:
        return base
    return READ_IN.get(base, DEFAULT_LANGUAGE)


def file_digest(language: str, name: str) -> str:
    """A short digest of one of a language's files as written, read without parsing it: what
    tells whether the menus set from it changed since (bot/menus.py)."""
    return hashlib.sha256((_FOLDER / language / name).read_bytes()).hexdigest()[:16]


def own_name(language: str) -> str:
    """The language's name in itself (Español, 日本語)."""
    return _one_line(language, "lang-name")


def english_name(language: str) -> str:
    """The language's name in English (Spanish, Japanese)."""
    return _one_line(language, "lyricist-language")


@cache
def _one_line(language: str, key: str) -> str:
    """A text of one line and no arguments, read from the language's files without parsing
    them, so that /lang's chooser does not load twenty languages' texts to show twenty words."""
    line = re.compile(rf"^{re.escape(key)} = (.+)$", re.MULTILINE)
    for file in sorted((_FOLDER / language).glob("*.ftl")):
        if found := line.search(file.read_text(encoding="utf-8")):
            return found[1].strip()
    raise KeyError(f"{key} in {language}")


def texts_of_file(language: str, name: str) -> dict[str, str]:
    """The plain texts (no arguments) of one of a language's files, parsed alone and kept by
    nobody: the menus of twenty languages are set without loading twenty languages' texts."""
    parser = FluentParser(with_spans=False)
    resource = parser.parse((_FOLDER / language / name).read_text(encoding="utf-8"))
    found: dict[str, str] = {}
    for entry in resource.body:
        if isinstance(entry, Message) and (text := _plain_text(entry)) is not None:
            found.setdefault(entry.id.name, text)
    return found


def heading_words(key: str) -> tuple[str, ...]:
    """The words of one `heading-*` key (headings.ftl) in every language, as written there:
    lyrics are read in every language at once, since people sing in languages other than the
    one their Telegram speaks."""
    return tuple(
        word.strip()
        for language in LANGUAGES
        for word in _one_line(language, key).split("|")
        if word.strip()
    )


def _resources(language: str) -> tuple[Resource, ...]:
    """The language's files, parsed without source positions: they would triple the parsed
    texts' memory, and nothing reads them. Not kept: a bundle holds what it needs."""
    parser = FluentParser(with_spans=False)
    files = sorted((_FOLDER / language).glob("*.ftl"))
    return tuple(parser.parse(file.read_text(encoding="utf-8")) for file in files)


# What is kept of each key: its words when it is nothing but text; FORMATTED for a text a
# bundle formats (arguments, plurals, references); NO_VALUE for a key with attributes only.
FORMATTED, NO_VALUE = "formatted", "no value"


@lru_cache(maxsize=len(LANGUAGES))
def _messages(language: str) -> dict[str, tuple[str, str]]:
    """Every key of `language` (a key given twice: the first counts, as in a bundle), as
    (kind, words). Only the words of plain texts are kept, not the parsed files: the menus read
    every language at start, and four languages' syntax trees weighed ~2 MB (bench/rest.py)."""
    found: dict[str, tuple[str, str]] = {}
    for resource in _resources(language):
        for entry in resource.body:
            if isinstance(entry, Message) and entry.id.name not in found:
                found[entry.id.name] = _kept(entry)
    return found


def _kept(message: Message) -> tuple[str, str]:
    if message.value is None:
        return NO_VALUE, ""
    text = _plain_text(message)
    return ("plain", text) if text is not None else (FORMATTED, "")


@lru_cache(maxsize=len(LANGUAGES))
def bundle(language: str) -> FluentBundle:
    """Built only for a text with arguments, plurals or references, from the language's files
    parsed again; babel's CLDR data is read only when a number or a plural needs it (_Bundle):
    the texts that are only text (the menus, in every language at start) do without."""
    result = _Bundle(language)
    for resource in _resources(language):
        result.add_resource(resource)
    return result


class _Bundle(FluentBundle):
    """A FluentBundle whose CLDR data (babel's: ~4 MB for the first language, ~2 MB for each
    other) loads when a number is formatted or a plural chosen, not when the bundle is built:
    a text with only names, words or a yes/no choice needs none of it (bench/rest.py)."""

    def __init__(self, language: str) -> None:
        # What FluentBundle.__init__ sets (fluent.runtime 0.4, pinned in requirements.lock),
        # less the locale and its plural rules, which it reads at once: __getattr__ reads them.
        self.locales = [language]
        self._functions = dict(BUILTINS)
        self.use_isolating = language in RIGHT_TO_LEFT
        self._messages = {}
        self._terms = {}
        self._compiled = {}
        self._compiler = Compiler()

    def __getattr__(self, name: str) -> Any:
        """`_babel_locale` and `_plural_form`, read on first use and kept."""
        if name == "_babel_locale":
            self._babel_locale = self._get_babel_locale()
            return self._babel_locale
        if name == "_plural_form":
            rule: Any = babel.plural.to_python(self._babel_locale.plural_form)
            self._plural_form = rule  # a category name for a number, as FluentBundle keeps it
            return rule
        raise AttributeError(name)


def _plain_text(message: Message) -> str | None:
    """The text of a message that is nothing but text, as Fluent would format it; None for one
    with arguments, references or variants."""
    pattern = message.value
    if pattern is None:
        return None
    texts = [e for e in pattern.elements if isinstance(e, TextElement)]
    if len(texts) != len(pattern.elements):
        return None
    return "".join(e.value for e in texts)


def message_ids(language: str) -> set[str]:
    return set(_messages(language))


def _escaped(value: object) -> object:
    return html.escape(value, quote=False) if isinstance(value, str) else value


# Formatting through Fluent costs more than anything else a /status does on the event loop
# (bench/README.md, benchmark c), and the same words come back again and again (a user's songs,
# the places of a line). Texts depend on nothing but their language, key and arguments.
FORMATTED_KEPT = 4096
Args = tuple[tuple[str, object], ...]


def t(language: str, key: str, **args: object) -> str:
    """The text `key` in `language` (English where a key is missing), with args escaped."""
    return _remembered(language, key, args, escape=True)


def plain(language: str, key: str, **args: object) -> str:
    """The text `key` for a place that shows plain text, not HTML (button labels, callback
    answers, menu entries): its arguments are not escaped."""
    return _remembered(language, key, args, escape=False)


def _remembered(language: str, key: str, args: dict[str, object], escape: bool) -> str:
    frozen: Args = tuple(sorted(args.items()))
    try:
        return _formatted(language, key, frozen, escape)
    except TypeError:  # a value that cannot be a key (none of ours today): formatted afresh
        return _formatted.__wrapped__(language, key, frozen, escape)


@lru_cache(maxsize=FORMATTED_KEPT)
def _formatted(language: str, key: str, frozen: Args, escape: bool) -> str:
    language = language if language in LANGUAGES else DEFAULT_LANGUAGE
    if key not in _messages(language):
        language = DEFAULT_LANGUAGE
    kind, text = _messages(language).get(key, (NO_VALUE, ""))
    if kind == NO_VALUE:
        raise KeyError(key)
    if kind != FORMATTED:
        return text
    chosen = bundle(language)
    pattern = chosen.get_message(key).value
    if pattern is None:  # the bundle holds what _messages parsed: checked above, kept for types
        raise KeyError(key)
    args = {name: _escaped(value) if escape else value for name, value in frozen}
    formatted, errors = chosen.format_pattern(pattern, args)
    if errors and escape:  # plain() shows what it could, as it always has (labels, toasts)
        raise ValueError(f"text {key!r} in {language}: {errors[0]}")
    return str(formatted)  # a FluentNone (a missing variable) reads as its name, as Fluent shows it


def clock_text(seconds: float) -> str:
    """A length or an elapsed time as people read it: 0:42, 3:05, 1:02:10."""
    whole = max(0, round(seconds))
    hours, rest = divmod(whole, 3600)
    if hours:
        return f"{hours}:{rest // 60:02d}:{rest % 60:02d}"
    return f"{rest // 60}:{rest % 60:02d}"
