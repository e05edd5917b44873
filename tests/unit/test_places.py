"""Places in line as people read them: exact near the front, the step of a 1-2-5
ladder further back, in every language."""

from __future__ import annotations

import pytest

from bot.texts import LANGUAGES
from bot.ui.status import EXACT_PLACES, held_up_text, place_step, place_words, waiting_text


@pytest.mark.parametrize(
    ("place", "step"),
    [(11, 10), (20, 10), (21, 20), (50, 20), (51, 50), (100, 50), (101, 100), (201, 200),
     (501, 500), (1000, 500), (1001, 1000), (2001, 2000), (12_345, 10_000)],
)  # fmt: skip
def test_a_far_place_shows_the_step_it_is_past(place: int, step: int) -> None:
    assert place_step(place) == step
    assert place_words("en", place) == f"{step:,}+"


@pytest.mark.parametrize("language", LANGUAGES)
def test_near_the_front_the_place_the_minutes_and_the_tracks_left_are_exact(
    language: str,
) -> None:
    text = waiting_text(language, EXACT_PLACES, left_today=3, minutes=17)
    assert f" {EXACT_PLACES}," in text and "17" in text and "3" in text


@pytest.mark.parametrize("language", LANGUAGES)
def test_far_back_the_words_change_only_when_a_step_is_crossed(language: str) -> None:
    # 240 and 201 read alike whatever the estimate and the tracks left: no edit between them.
    far = waiting_text(language, 240, left_today=5, minutes=300)
    assert far == waiting_text(language, 201, left_today=4, minutes=250)
    assert "200+" in far and "300" not in far
    assert far != waiting_text(language, 200, left_today=4, minutes=250)


@pytest.mark.parametrize("language", LANGUAGES)
def test_a_held_up_song_keeps_a_coarse_place_too(language: str) -> None:
    assert "+)" in held_up_text(language, "tomorrow", 1500, "09:00")
    assert "(7)" in held_up_text(language, "busy", 7)
