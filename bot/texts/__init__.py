"""Every user-facing sentence, per language: the Fluent files in texts/<language>/, one per area
of the bot (core.ftl, topics.ftl, admin.ftl ...), all loaded into one bundle per language.

Arguments are HTML-escaped here, once, so that no user text is ever read as markup.
"""

from __future__ import annotations

import html
from functools import lru_cache
from pathlib import Path

from fluent.runtime import FluentBundle, FluentResource

LANGUAGES = ("en", "ru", "uk")
DEFAULT_LANGUAGE = "en"
# Telegram language codes (beyond our own) whose speakers we answer in one of ours (issue 3).
READ_IN = {"be": "ru"}
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


def t(language: str, key: str, **args: object) -> str:
    """The text `key` in `language` (English where a key is missing), with args escaped."""
    chosen = bundle(language if language in LANGUAGES else DEFAULT_LANGUAGE)
    if not chosen.has_message(key):
        chosen = bundle(DEFAULT_LANGUAGE)
    message = chosen.get_message(key)
    if message.value is None:
        raise KeyError(key)
    text, errors = chosen.format_pattern(message.value, {k: _escaped(v) for k, v in args.items()})
    if errors:
        raise ValueError(f"text {key!r} in {language}: {errors[0]}")
    return text


def plain(language: str, key: str, **args: object) -> str:
    """The text `key` for a place that shows plain text, not HTML (button labels, callback
    answers, menu entries): its arguments are not escaped."""
    chosen = bundle(language if language in LANGUAGES else DEFAULT_LANGUAGE)
    message = chosen.get_message(key) if chosen.has_message(key) else None
    if message is None:
        chosen = bundle(DEFAULT_LANGUAGE)
        message = chosen.get_message(key)
    text, _ = chosen.format_pattern(message.value, dict(args))
    return text


def clock_text(seconds: float) -> str:
    """A length or an elapsed time as people read it: 0:42, 3:05, 1:02:10."""
    whole = max(0, round(seconds))
    hours, rest = divmod(whole, 3600)
    if hours:
        return f"{hours}:{rest // 60:02d}:{rest % 60:02d}"
    return f"{rest // 60}:{rest % 60:02d}"
