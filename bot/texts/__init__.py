"""Every user-facing sentence, per language: the Fluent files in texts/<language>/, one per area
of the bot (core.ftl, topics.ftl, admin.ftl ...), all loaded into one bundle per language.

Arguments are HTML-escaped here, once, so that no user text is ever read as markup.
"""

from __future__ import annotations

import html
from functools import lru_cache
from pathlib import Path

from fluent.runtime import FluentBundle, FluentResource

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
def bundle(language: str) -> FluentBundle:
    result = FluentBundle([language], use_isolating=False)
    for file in sorted((_FOLDER / language).glob("*.ftl")):
        result.add_resource(FluentResource(file.read_text(encoding="utf-8")))
    return result


def message_ids(language: str) -> set[str]:
    return set(bundle(language)._messages)


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
    chosen = bundle(language if language in LANGUAGES else DEFAULT_LANGUAGE)
    if not chosen.has_message(key):
        chosen = bundle(DEFAULT_LANGUAGE)
    message = chosen.get_message(key)
    if message.value is None:
        raise KeyError(key)
    args = {name: _escaped(value) if escape else value for name, value in frozen}
    text, errors = chosen.format_pattern(message.value, args)
    if errors and escape:  # plain() shows what it could, as it always has (labels, toasts)
        raise ValueError(f"text {key!r} in {language}: {errors[0]}")
    return str(text)  # a FluentNone (a missing variable) reads as its name, as Fluent shows it


def clock_text(seconds: float) -> str:
    """A length or an elapsed time as people read it: 0:42, 3:05, 1:02:10."""
    whole = max(0, round(seconds))
    hours, rest = divmod(whole, 3600)
    if hours:
        return f"{hours}:{rest // 60:02d}:{rest % 60:02d}"
    return f"{rest // 60}:{rest % 60:02d}"
