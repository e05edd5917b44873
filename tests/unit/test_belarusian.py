"""Belarusian: its own texts (not Russian's), CLDR plural forms one/few/many, only letters
Belarusian spelling has, and /song asks the text model in Belarusian."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from fluent.syntax import ast as fluent_ast
from fluent.syntax import parse
from fluent.syntax.serializer import serialize_pattern
from mutagen.id3 import ID3

from bot.lyricist import prompt
from bot.media.audio import Tags, _write_id3
from bot.texts import LANGUAGES, language_for, plain, t

BELARUSIAN = Path(__file__).resolve().parents[2] / "bot" / "texts" / "be"
# Letters of Russian and Ukrainian that Belarusian spelling does not use (it writes і, ў, шч, ').
NOT_BELARUSIAN = re.compile(r"[ищъїєґ]", re.IGNORECASE)


def test_belarusian_is_a_language_of_its_own() -> None:
    assert "be" in LANGUAGES
    assert language_for("be") == "be"
    assert language_for("be-BY") == "be"
    assert plain("be", "lang-name") == "Беларуская"
    assert t("be", "start", has_name="yes", name="Алеся").startswith("Прывітанне, Алеся!")


@pytest.mark.parametrize(
    ("count", "words"),
    [
        (1, "Скасавана 1 песня,"),
        (2, "Скасаваны 2 песні,"),
        (4, "Скасаваны 4 песні,"),
        (5, "Скасавана 5 песень,"),
        (11, "Скасавана 11 песень,"),
        (12, "Скасавана 12 песень,"),
        (21, "Скасавана 21 песня,"),
        (22, "Скасаваны 22 песні,"),
        (25, "Скасавана 25 песень,"),
        (111, "Скасавана 111 песень,"),
    ],
)
def test_belarusian_plurals_of_songs(count: int, words: str) -> None:
    assert t("be", "cancel-done", count=count).startswith(words)


@pytest.mark.parametrize(
    ("length", "words"),
    [(601, "601 сімвал,"), (602, "602 сімвалы,"), (605, "605 сімвалаў,"), (611, "611 сімвалаў,")],
)
def test_belarusian_plurals_of_characters(length: int, words: str) -> None:
    assert words in t("be", "style-too-long", length=length, limit=600)


@pytest.mark.parametrize(
    ("tracks", "words"),
    [(1, "1 трэк"), (3, "3 трэкі"), (5, "5 трэкаў"), (21, "21 трэк"), (22, "22 трэкі")],
)
def test_belarusian_plurals_of_tracks(tracks: int, words: str) -> None:
    line = t("be", "quota-top-line", rank=1, name="Ала", id=7, tracks=tracks, byn="1.00")
    assert line.endswith(f": {words}, 1.00 BYN")


@pytest.mark.parametrize("path", sorted(BELARUSIAN.glob("*.ftl")), ids=lambda p: p.name)
def test_belarusian_texts_use_only_belarusian_letters(path: Path) -> None:
    # A Russian or Ukrainian word left in by mistake shows as a letter Belarusian lacks.
    wrong = [
        f"{entry.id.name}: {serialize_pattern(entry.value).strip()[:60]}"
        for entry in parse(path.read_text(encoding="utf-8")).body
        if isinstance(entry, fluent_ast.Message)
        and entry.value is not None
        and NOT_BELARUSIAN.search(serialize_pattern(entry.value))
    ]
    assert not wrong, wrong


def test_song_asks_the_text_model_for_belarusian_lyrics() -> None:
    system, asked = prompt("дождж у Мінску", "be")
    assert "Write the lyrics in Belarusian" in system.content
    assert asked.content == "Тэма: «дождж у Мінску»\nНапішы песню."


def test_a_rewrite_is_asked_in_belarusian_too() -> None:
    messages = prompt("дождж у Мінску", "be", previous="[verse]\nДождж")
    assert [m.role for m in messages] == ["system", "user", "assistant", "user"]
    assert messages[-1].content.startswith("Напішы новы тэкст на тую ж тэму, «дождж у Мінску»")


@pytest.mark.parametrize(("language", "code"), [("be", "bel"), ("uk", "ukr"), ("xx", "und")])
def test_a_song_s_lyrics_are_tagged_in_its_language(
    tmp_path: Path, language: str, code: str
) -> None:
    mp3 = tmp_path / "song.mp3"
    mp3.write_bytes(b"")
    _write_id3(mp3, Tags(title="Ранак", lyrics="[verse]\nДобры ранак", language=language))
    (words,) = ID3(mp3).getall("USLT")
    assert words.lang == code and words.text.startswith("[verse]")
