"""A gift's "Sung names:" line: parsed out of the model's answer, never sung, and the lyrics
the singer gets with each name in its spelling."""

from __future__ import annotations

import pytest
from telegram.constants import MessageLimit

from bot.limits import LYRICS_LIMIT
from bot.lyricist import lyrics_from_answer, prompt
from bot.lyrics import (
    SUNG_NAME_LIMIT,
    SUNG_NAMES_AT_MOST,
    merge_sung,
    parse_sung_pairs,
    prepare,
    sing_names,
    sings_within_limit,
    split_sung_names,
    sung_within_bounds,
)
from bot.store import State
from bot.store.models import Gift, decode_sung, encode_sung
from bot.texts import LANGUAGES
from bot.ui.preview import preview_text
from bot.ui.sung_names import spelling_of, sung_line
from botapi_standin.html_entities import parse_html
from tests.unit.fake_services import a_request

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
    assert (
        spelling_of("123", gift) is None and spelling_of("x" * (SUNG_NAME_LIMIT + 1), gift) is None
    )
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


# --- bounded: the preview shows every sung name whole, so the POST sings what it showed ------


def _pairs(count: int, length: int = 8, char: str = "&") -> tuple[tuple[str, str], ...]:
    """`count` pairs, each name and spelling `length` characters (the last ones numbered)."""
    return tuple(
        (f"{char * (length - 3)}N{i:02d}", f"{char * (length - 3)}S{i:02d}") for i in range(count)
    )


def test_the_models_names_past_the_number_are_sung_as_typed() -> None:
    names = _pairs(SUNG_NAMES_AT_MOST + 1, char="x")
    line = "Sung names: " + "; ".join(f"{n} = {s}" for n, s in names)
    assert split_sung_names(f"{SONG}\n{line}")[1] == names[:SUNG_NAMES_AT_MOST]


def test_a_name_or_spelling_past_the_length_is_no_pair() -> None:
    at, past = "x" * SUNG_NAME_LIMIT, "x" * (SUNG_NAME_LIMIT + 1)
    assert split_sung_names(f"Sung names: Ann = {at}")[1] == (("Ann", at),)
    assert split_sung_names(f"Sung names: Ann = {past}; Bo = Boh")[1] == (("Bo", "Boh"),)
    assert split_sung_names(f"Sung names: {past} = Ann")[1] == ()
    gift = Gift("Ann", "birthday")
    assert spelling_of(f"Bo = Boh; Ann = {past}", gift) is None, "nothing of it is taken"
    assert spelling_of(f"Ann = {at}", gift) == (("Ann", at),)


def test_the_bounds_hold_at_and_just_past_them() -> None:
    assert sung_within_bounds(_pairs(SUNG_NAMES_AT_MOST, SUNG_NAME_LIMIT))
    assert not sung_within_bounds(_pairs(SUNG_NAMES_AT_MOST + 1))
    assert not sung_within_bounds(_pairs(1, SUNG_NAME_LIMIT + 1))


def test_stored_names_past_the_bounds_are_read_within_them() -> None:
    """A row an older version wrote: the preview and the POST read the same bounded names."""
    names = _pairs(40)
    gift = Gift.of("Ann", "birthday", encode_sung(names))
    assert gift is not None and gift.sung == names[:SUNG_NAMES_AT_MOST]


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_worst_names_within_the_bounds_are_shown_whole(language: str) -> None:
    """Every name at its length, every character one HTML escapes fivefold: the line renders
    (Fluent refuses a placeable over 2,500 characters) and the preview shows each name whole,
    whatever the lyrics' length."""
    names = _pairs(SUNG_NAMES_AT_MOST, SUNG_NAME_LIMIT)
    gift = Gift("Ann", "birthday", names)
    line = sung_line(language, gift)
    lyrics = prepare("\n\n".join(f"[verse]\nLine {n} of a very long song" * 12 for n in range(40)))
    request = a_request(
        language=language,
        lyrics=lyrics.text,
        title=lyrics.title,
        style="&" * 600,
        state=State.DRAFT,
        gift_for="Ann",
        gift_occasion="birthday",
        gift_sung=encode_sung(names),
    )
    shown = preview_text(request, None, 5)
    assert len(parse_html(shown).text) <= MessageLimit.MAX_TEXT_LENGTH
    for name, sung in names:
        escaped = f"{name.replace('&', '&amp;')} → {sung.replace('&', '&amp;')}"
        assert escaped in line and escaped in shown
