"""Texts: every key in every language, user strings escaped, language from Telegram."""

from __future__ import annotations

import pytest

from bot.texts import LANGUAGES, language_for, message_ids, t


def test_every_language_has_every_key() -> None:
    keys = {language: message_ids(language) for language in LANGUAGES}
    for language in LANGUAGES:
        assert keys[language] == keys["en"], f"{language} differs from English"


@pytest.mark.parametrize(
    ("code", "language"),
    [
        ("ru", "ru"),
        ("uk", "uk"),  # Ukrainian since issue 13 (it read Russian before)
        ("uk-UA", "uk"),
        ("be", "ru"),
        ("en-GB", "en"),
        ("de", "en"),
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
