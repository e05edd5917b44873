"""Covers: a JPEG Telegram takes as a thumbnail, the same bytes for the same
song, a look that follows the style, titles in Latin and Cyrillic, and Pillow loaded only to
draw one."""

from __future__ import annotations

import io

from PIL import Image

from bot.media.cover import (
    FONT,
    LOOKS_KEPT,
    PALETTES,
    THUMBNAIL_PX,
    covers,
    draw_cover,
    font_for,
    layers_of,
    look_of,
    wrap,
)

RU = "АБВГДЕЁЖЗИЙКЛМНОПРСТУФХЦЧШЩЪЫЬЭЮЯабвгдеёжзийклмнопрстуфхцчшщъыьэюя"
UK = "ҐЄІЇґєії'"


def opened(data: bytes) -> Image.Image:
    image = Image.open(io.BytesIO(data))
    image.load()
    return image


def test_cover_is_a_jpeg_within_telegrams_thumbnail_limits() -> None:
    data = draw_cover("Hello morning light", "dreamy synth pop")
    image = opened(data)
    assert image.format == "JPEG" and image.mode == "RGB"
    assert image.size == (THUMBNAIL_PX, THUMBNAIL_PX)
    assert len(data) < 200_000


def test_same_song_same_bytes_and_another_style_another_look() -> None:
    first = draw_cover("Morning", "calm acoustic folk")
    assert draw_cover("Morning", "calm acoustic folk") == first
    assert draw_cover("Morning", "  calm   acoustic  folk ") == first, "words, not spacing"
    others = {draw_cover("Morning", style) for style in ("hard rock", "pop", "ballad", None)}
    assert first not in others and len(others) == 4


def test_a_title_drawn_on_kept_layers_leaves_them_as_they_were() -> None:
    """The gradient and pattern are kept per look (LOOKS_KEPT of them): a title drawn on one
    song's cover must not show through on the next of the same style."""
    layers_of.cache_clear()
    draw_cover("First title, long enough to cover the middle", "calm acoustic folk")
    second = draw_cover("Second", "calm acoustic folk")
    layers_of.cache_clear()
    assert draw_cover("Second", "calm acoustic folk") == second


def test_as_many_looks_are_kept_as_the_bound_and_no_more() -> None:
    layers_of.cache_clear()
    for n in range(LOOKS_KEPT + 1):  # one past the bound
        draw_cover("Song", f"style number {n}")
    assert layers_of.cache_info().currsize == LOOKS_KEPT
    assert layers_of.cache_info().misses == LOOKS_KEPT + 1


def test_genre_words_choose_the_palette_in_every_language() -> None:
    assert look_of("heavy rock anthem").palette == PALETTES["rock"]
    assert look_of("русский рок").palette == PALETTES["rock"]
    assert look_of("український хіп-хоп").palette == PALETTES["hiphop"]
    assert look_of("Electronic, upbeat").palette == PALETTES["electronic"]
    assert look_of("lyrical ballad").palette == PALETTES["ballad"]
    assert look_of("фолк").palette == PALETTES["folk"]


def test_cyrillic_titles_are_drawn_with_the_shipped_font() -> None:
    assert all(covers(FONT, ch) for ch in RU + UK)
    assert not covers(FONT, "中") and not covers(FONT, "😀")
    title = "Ґанок і їжак: утренний свет"
    assert font_for(title) == FONT
    with_title = opened(draw_cover(title, "фолк"))
    without = opened(draw_cover(None, "фолк"))
    assert with_title.tobytes() != without.tobytes()


def test_a_title_of_characters_no_font_has_still_gives_a_cover() -> None:
    image = opened(draw_cover("\U0010fffd\U0010fffd", "pop"))
    assert image.size == (THUMBNAIL_PX, THUMBNAIL_PX)


def test_long_titles_wrap_within_the_width() -> None:
    from bot.media.cover import _font

    font = _font(FONT, 30)
    text = "Supercalifragilisticexpialidocious and a title that goes on and on " * 3
    lines = wrap(text, font, 250)
    assert len(lines) > 3
    assert all(font.getlength(line) <= 250 for line in lines)
    assert "".join(lines).replace(" ", "") == text.replace(" ", "")
    image = opened(draw_cover(text, "epic orchestral"))
    assert image.size == (THUMBNAIL_PX, THUMBNAIL_PX)
