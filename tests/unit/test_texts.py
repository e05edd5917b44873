"""Texts: every key in every language, user strings escaped, language from Telegram."""

from __future__ import annotations

from pathlib import Path

import pytest
from fluent.runtime import FluentBundle, FluentResource
from fluent.runtime.resolver import Pattern

from bot import texts
from bot.texts import LANGUAGES, language_for, message_ids, plain, t


def test_every_language_has_every_key() -> None:
    keys = {language: message_ids(language) for language in LANGUAGES}
    for language in LANGUAGES:
        assert keys[language] == keys["en"], f"{language} differs from English"


@pytest.mark.parametrize(
    ("code", "language"),
    [
        ("ru", "ru"),
        ("uk", "uk"),  # Ukrainian has its own texts (it read Russian before)
        ("uk-UA", "uk"),
        ("be", "be"),  # Belarusian has its own texts (it read Russian before)
        ("be-BY", "be"),
        ("en-GB", "en"),
        ("de", "de"),  # German has its own texts (it read English before)
        ("nl", "en"),
        (None, "en"),
    ],
)
def test_language_is_chosen_from_the_telegram_code(code: str | None, language: str) -> None:
    assert language_for(code) == language


def test_user_strings_are_escaped_for_html() -> None:
    text = t("en", "style-set", style="<b>loud</b> & <script>")
    assert "&lt;b&gt;loud&lt;/b&gt; &amp; &lt;script&gt;" in text


def test_russian_plurals() -> None:
    assert "1 песня" in t("ru", "cancel-done", count=1)
    assert "3 песни" in t("ru", "cancel-done", count=3)
    assert "5 песен" in t("ru", "cancel-done", count=5)


@pytest.mark.parametrize(
    ("count", "words"),
    [
        (1, "1 пісню"),
        (2, "2 пісні"),
        (4, "4 пісні"),
        (5, "5 пісень"),
        (11, "11 пісень"),
        (21, "21 пісню"),
    ],
)
def test_ukrainian_plurals(count: int, words: str) -> None:
    assert f"Скасовано {words} " in t("uk", "cancel-done", count=count)


def test_the_same_words_are_formatted_once(monkeypatch: pytest.MonkeyPatch) -> None:
    formatted: list[str] = []
    real = FluentBundle.format_pattern

    def counting(
        self: FluentBundle, pattern: Pattern, args: dict[str, object] | None = None
    ) -> object:
        formatted.append(str(args))
        return real(self, pattern, args)

    monkeypatch.setattr(FluentBundle, "format_pattern", counting)
    first = t("en", "status-line", id=7, title="Rain once", state="waiting", place=3)
    again = t("en", "status-line", place=3, state="waiting", title="Rain once", id=7)
    moved = t("en", "status-line", id=7, title="Rain once", state="waiting", place=2)
    assert again == first and moved != first
    assert len(formatted) == 2


def test_remembered_words_keep_html_and_plain_apart() -> None:
    title = "<b>Rain</b> & sun"
    shown_plain = plain("en", "style-set", style=title)
    shown_html = t("en", "style-set", style=title)
    assert title in shown_plain
    assert "&lt;b&gt;Rain&lt;/b&gt; &amp; sun" in shown_html and title not in shown_html
    assert plain("en", "style-set", style=title) == shown_plain


@pytest.mark.parametrize("language", LANGUAGES)
def test_a_text_without_arguments_reads_as_fluent_formats_it(language: str) -> None:
    # Such texts skip the bundle (and babel's locale data); what they say must not change.
    reference = FluentBundle([language], use_isolating=False)
    for path in sorted((Path(texts.__file__).parent / language).glob("*.ftl")):
        reference.add_resource(FluentResource(path.read_text(encoding="utf-8")))
    shown = 0
    for key in sorted(message_ids(language)):
        message = reference.get_message(key)
        if message.value is None:
            continue
        expected, errors = reference.format_pattern(message.value, {})
        if errors:  # it needs arguments: formatted through the bundle, as before
            continue
        assert plain(language, key) == expected, key
        assert t(language, key) == expected, key
        shown += 1
    assert shown > 50  # the menus and most buttons are texts without arguments
