"""Every user-facing sentence, per language: the Fluent files in texts/<language>/, one per area
of the bot (core.ftl, topics.ftl, admin.ftl ...), all loaded into one bundle per language.

Arguments are HTML-escaped here, once, so that no user text is ever read as markup.
"""

from __future__ import annotations

import html
from functools import lru_cache
from pathlib import Path

from fluent.runtime import FluentBundle
from fluent.syntax import FluentParser
from fluent.syntax.ast import Message, Resource, TextElement

LANGUAGES = ("en", "ru", "uk", "be")
DEFAULT_LANGUAGE = "en"
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


@lru_cache(maxsize=len(LANGUAGES))
def _resources(language: str) -> tuple[Resource, ...]:
    """The language's files, parsed without source positions: they would triple the parsed
    texts' memory, and nothing reads them."""
    parser = FluentParser(with_spans=False)
    files = sorted((_FOLDER / language).glob("*.ftl"))
    return tuple(parser.parse(file.read_text(encoding="utf-8")) for file in files)


@lru_cache(maxsize=len(LANGUAGES))
def _messages(language: str) -> dict[str, Message]:
    """Every message of `language` by its key; a key given twice: the first counts, as in a
    bundle."""
    found: dict[str, Message] = {}
    for resource in _resources(language):
        for entry in resource.body:
            if isinstance(entry, Message):
                found.setdefault(entry.id.name, entry)
    return found


@lru_cache(maxsize=len(LANGUAGES))
def bundle(language: str) -> FluentBundle:
    """Built only for a text with arguments, plurals or references: a bundle loads its
    language's CLDR data from babel (~2 MB a language, ~4 MB for the first), which the texts
    that are only text (the menus, in every language at start) do without (bench/rest.py)."""
    result = FluentBundle([language], use_isolating=False)
    for resource in _resources(language):
        result.add_resource(resource)
    return result


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
    if (found := _messages(language).get(key)) is None or found.value is None:
        raise KeyError(key)
    if (text := _plain_text(found)) is not None:
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
