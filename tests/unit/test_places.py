"""Places in line as people read them: exact near the front, the step of a 1-2-5
ladder further back, in every language."""

from __future__ import annotations

import re

import pytest

from bot.texts import ISOLATION_MARKS, LANGUAGES
from bot.ui.status import EXACT_PLACES, held_up_text, place_step, place_words, waiting_text


@pytest.mark.parametrize(
    ("place", "step"),
    [(11, 10), (20, 10), (21, 20), (50, 20), (51, 50), (100, 50), (101, 100), (201, 200),
     (501, 500), (1000, 500), (1001, 1000), (2001, 2000), (12_345, 10_000)],
)  # fmt: skip
def test_a_far_place_shows_the_step_it_is_past(place: int, step: int) -> None:
    assert place_step(place) == step
    assert place_words("en", place) == f"{step:,}+"


def shown(text: str) -> str:
    """A text as it reads, without the isolation marks right-to-left languages put around
    each number (bot/texts)."""
    return text.translate({ord(mark): None for mark in ISOLATION_MARKS})


def digits(words: str) -> str:
    """The number in a place's words, whatever separates its thousands (1,000; 1 000)."""
    return re.sub(r"\D", "", words)


@pytest.mark.parametrize("language", LANGUAGES)
def test_near_the_front_the_place_the_minutes_and_the_tracks_left_are_exact(
    language: str,
) -> None:
    text = shown(waiting_text(language, EXACT_PLACES, left_today=3, minutes=17))
    assert digits(place_words(language, EXACT_PLACES)) == f"{EXACT_PLACES}"
    assert f"{EXACT_PLACES}" in text and "17" in text and "3" in text


@pytest.mark.parametrize("language", LANGUAGES)
def test_far_back_the_words_change_only_when_a_step_is_crossed(language: str) -> None:
    # 240 and 201 read alike whatever the estimate and the tracks left: no edit between them.
    far = waiting_text(language, 240, left_today=5, minutes=300)
    assert far == waiting_text(language, 201, left_today=4, minutes=250)
    assert digits(place_words(language, 240)) == "200" and "240" not in shown(far)
    assert shown(place_words(language, 240)) in shown(far) and "300" not in shown(far)
    assert far != waiting_text(language, 200, left_today=4, minutes=250)


@pytest.mark.parametrize("language", LANGUAGES)
def test_a_held_up_song_keeps_a_coarse_place_too(language: str) -> None:
    coarse = shown(place_words(language, 1500))
    assert digits(coarse) == "1000" and coarse in shown(
        held_up_text(language, "tomorrow", 1500, "09:00")
    )
    assert "7" in shown(held_up_text(language, "busy", 7))
