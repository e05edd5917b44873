"""A gift's "Sung names:" line: parsed out of the model's answer, never sung, and the lyrics
the singer gets with each name in its spelling."""

from __future__ import annotations

import pytest

from bot.limits import LYRICS_LIMIT
from bot.lyricist import lyrics_from_answer, prompt
from bot.lyrics import (
    merge_sung,
    parse_sung_pairs,
    sing_names,
    sings_within_limit,
    split_sung_names,
)
from bot.store.models import Gift, decode_sung, encode_sung
from bot.ui.sung_names import spelling_of

SONG = "[verse]\nHappy day, Siobhan\nSiobhan, Siobhan's song\n\n[chorus]\nSing for Siobhan"


def test_the_line_gives_the_names_and_is_never_sung() -> None:
    answer = f"{SONG}\n\nStyle: warm folk\nSung names: Siobhan = Shi-vawn; Niamh -> Neev"
    written = lyrics_from_answer(answer)
    assert written.sung_names == (("Siobhan", "Shi-vawn"), ("Niamh", "Neev"))
    assert "Sung" not in written.lyrics.text and "Shi-vawn" not in written.lyrics.text
    assert written.style == "warm folk"


@pytest.mark.parametrize(
    "line",
    [
        "Sung names: none",
        "Sung names:",
        "**Sung names:** Siobhan = Siobhan",  # respells nothing
        "Sung names: = Shi-vawn",
    ],
)
def test_a_line_that_respells_nothing_gives_no_names(line: str) -> None:
    assert lyrics_from_answer(f"{SONG}\nStyle: pop\n{line}").sung_names == ()


def test_an_answer_without_the_line_keeps_the_names_as_typed() -> None:
    written = lyrics_from_answer(f"{SONG}\nStyle: pop")
    assert written.sung_names == () and "Siobhan" in written.lyrics.text


def test_the_line_in_any_place_and_dress_and_with_cyrillic_names() -> None:
    text, names = split_sung_names(f"- Sung Names: «Siobhan» → Шивон, Aoife = Ee-fa\n{SONG}")
    assert names == (("Siobhan", "Шивон"), ("Aoife", "Ee-fa")) and text == SONG


def test_sung_lyrics_replace_whole_words_only() -> None:
    names = (("Siobhan", "Shi-vawn"), ("Ann", "Ahn"))
    sung = sing_names(SONG + "\nAnna and Ann", names)
    assert "Siobhan" not in sung and "Shi-vawn's song" in sung
    assert sung.endswith("Anna and Ahn")
    assert sing_names(SONG, ()) == SONG


def test_a_longer_name_is_replaced_before_the_name_it_holds() -> None:
    names = (("Anna", "Ah-na"), ("Anna Maria", "Ah-na Ma-ree-a"))
    assert sing_names("Anna Maria and Anna", names) == "Ah-na Ma-ree-a and Ah-na"


def test_the_stored_spelling_round_trips() -> None:
    names = (("Siobhan", "Shi-vawn"), ("Ніна", "Ні-на"))
    assert decode_sung(encode_sung(names)) == names
    assert encode_sung(()) is None and decode_sung(None) == ()
    gift = Gift.of("Siobhan", "birthday", encode_sung(names))
    assert gift is not None and gift.sung == names and gift.name_to_fix == "Siobhan"


def test_the_givers_answer_names_a_spelling_or_a_pair() -> None:
    gift = Gift("Siobhan", "birthday", (("Siobhan", "Shi-vawn"),))
    assert spelling_of(" Shiv  awn ", gift) == (("Siobhan", "Shiv awn"),)
    assert spelling_of("Niamh = Neev", gift) == (("Niamh", "Neev"),)
    assert spelling_of("123", gift) is None and spelling_of("x" * 61, gift) is None
    assert parse_sung_pairs("a = b = c") == ()


@pytest.mark.parametrize("language", ["en", "ru", "uk", "be"])
def test_only_a_gifts_prompt_asks_for_the_line(language: str) -> None:
    assert "Sung names:" in prompt("a song for Siobhan", language, gift=True)[0].content
    assert "Sung names:" not in prompt("a song for Siobhan", language)[0].content


def test_a_correction_changes_one_name_and_a_name_as_typed_undoes_it() -> None:
    names = (("Siobhan", "Shi-vawn"), ("Niamh", "Neev"))
    assert merge_sung(names, (("Siobhan", "Shiv-awn"),)) == (
        ("Siobhan", "Shiv-awn"),
        ("Niamh", "Neev"),
    )
    assert merge_sung(names, (("Niamh", "Niamh"), ("Aoife", "Ee-fa"))) == (
        ("Siobhan", "Shi-vawn"),
        ("Aoife", "Ee-fa"),
    )


def test_spellings_that_would_pass_the_services_limit_are_not_sung() -> None:
    lyrics = "[verse]\n" + "Ann " * ((LYRICS_LIMIT - 20) // 4)
    assert len(lyrics) <= LYRICS_LIMIT and not sings_within_limit(lyrics, (("Ann", "Ah-nuh"),))
    written = lyrics_from_answer(f"{lyrics}\nStyle: pop\nSung names: Ann = Ah-nuh")
    assert written.sung_names == ()
    assert lyrics_from_answer(f"{SONG}\nSung names: Siobhan = Shi-vawn").sung_names != ()
