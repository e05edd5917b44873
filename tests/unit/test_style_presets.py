"""Style presets: a genre and a mood combine, choosing again replaces that part, every
combination fits the service's limit, and only well-formed `style:` data decodes."""

from __future__ import annotations

import itertools

import pytest

from bot.limits import STYLE_LIMIT
from bot.ui.styles import GENRES, MOODS, Part, StylePress, chosen, combine, is_preset


def press(part: Part, key: str = "-", draft_id: int | None = None) -> StylePress:
    return StylePress(part, key, draft_id)


def test_every_genre_with_every_mood_fits_the_service_and_reads_back() -> None:
    for genre, mood in itertools.product(GENRES, MOODS):
        style = combine(combine(None, press(Part.GENRE, genre)), press(Part.MOOD, mood))
        assert style == f"{GENRES[genre]}, {MOODS[mood]}"
        assert len(style) <= STYLE_LIMIT
        assert chosen(style) == (genre, mood, None) and is_preset(style)


def test_choosing_again_replaces_that_part_only() -> None:
    style = combine(combine(None, press(Part.GENRE, "rock")), press(Part.MOOD, "calm"))
    assert combine(style, press(Part.GENRE, "folk")) == f"{GENRES['folk']}, {MOODS['calm']}"
    assert combine(style, press(Part.MOOD, "sad")) == f"{GENRES['rock']}, {MOODS['sad']}"
    assert combine(style, press(Part.RESET)) is None


def test_a_typed_style_takes_a_mood_and_gives_way_to_a_genre() -> None:
    typed = "dreamy synth pop, female voice"
    with_mood = combine(typed, press(Part.MOOD, "epic"))
    assert with_mood == f"{typed}, {MOODS['epic']}" and not is_preset(with_mood)
    assert combine(with_mood, press(Part.GENRE, "pop")) == f"{GENRES['pop']}, {MOODS['epic']}"
    long_typed = "x" * STYLE_LIMIT
    assert combine(long_typed, press(Part.MOOD, "sad")) == MOODS["sad"], "never over the limit"


@pytest.mark.parametrize(
    ("data", "expected"),
    [
        ("style:genre:rock", press(Part.GENRE, "rock")),
        ("style:mood:calm:12", press(Part.MOOD, "calm", 12)),
        ("style:reset:-", press(Part.RESET)),
        ("style:open:-:3", press(Part.OPEN, "-", 3)),
        ("style:open:-", None),  # only a preview swaps its buttons
        ("style:genre:jazz", None),
        ("style:mood:rock", None),
        ("style:genre:rock:x", None),
        ("style:genre:rock:1:2", None),
        ("style:fly:-", None),
        ("style:", None),
        ("draft:go:1", None),
        (None, None),
    ],
)
def test_only_well_formed_style_data_decodes(data: object, expected: StylePress | None) -> None:
    assert StylePress.unpack(data) == expected


def test_every_button_fits_telegrams_64_bytes() -> None:
    longest = StylePress(Part.GENRE, max(GENRES, key=len), 2**63 - 1).pack()
    assert len(longest.encode()) <= 64
