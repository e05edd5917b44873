"""The video's lyrics over time (bot/media/video.py): the song's length is shared by its sections
in proportion to their length, in order and end to end; nothing claims to follow the singing."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from bot.media.video import FPS, Section, Shown, at, sections_of, spread


def test_sections_follow_the_tags_in_order_and_skip_blank_lines() -> None:
    lyrics = "[verse]\nOne two\n\nthree four\n[chorus]\nLa la\n[bridge]\n\n[verse]\nEnd"
    assert sections_of(lyrics) == [
        Section("verse", ("One two", "three four")),
        Section("chorus", ("La la",)),
        Section("verse", ("End",)),  # the empty bridge has nothing to show
    ]


def test_lines_before_any_tag_are_a_section_of_their_own() -> None:
    assert sections_of("Hello\nworld\n[chorus]\nLa") == [
        Section("", ("Hello", "world")),
        Section("chorus", ("La",)),
    ]


def test_no_words_no_sections() -> None:
    assert sections_of("") == []
    assert sections_of("[verse]\n\n[chorus]") == []
    assert spread([], 60.0) == []
    assert at([], 3.0) is None


def test_time_is_shared_by_length() -> None:
    short = Section("chorus", ("abcde",))  # 5 characters
    long = Section("verse", ("abcdefghij", "abcde"))  # 15 characters
    shown = spread([long, short], 40.0)
    assert shown == [Shown(0.0, 30.0, long), Shown(30.0, 40.0, short)]


def test_the_section_on_screen_changes_at_its_boundary() -> None:
    shown = spread(sections_of("[verse]\nabc\n[chorus]\nabc"), 10.0)
    assert [at(shown, second) for second in (0.0, 4.9, 5.0, 9.9, 10.0, 12.0)] == [
        0,
        0,
        1,
        1,
        1,
        1,
    ]


lines = st.lists(st.text(min_size=0, max_size=30).map(str.strip), min_size=0, max_size=5)
sections = st.lists(
    st.builds(Section, st.sampled_from(["verse", "chorus", "bridge"]), lines.map(tuple)),
    min_size=1,
    max_size=12,
)


@given(sections, st.floats(min_value=0.5, max_value=300.0))
def test_sections_cover_the_song_end_to_end_in_order(parts: list[Section], duration: float) -> None:
    shown = spread(parts, duration)
    assert [part.section for part in shown] == parts
    assert shown[0].start == 0.0 and shown[-1].end == duration
    for before, after in zip(shown, shown[1:], strict=False):
        assert before.end == after.start
    for part in shown:
        assert part.end >= part.start


@given(sections, st.floats(min_value=1.0, max_value=300.0))
def test_each_sections_time_is_its_share_of_the_length(
    parts: list[Section], duration: float
) -> None:
    shown = spread(parts, duration)
    weights = [max(1, part.length) for part in parts]
    for part, weight in zip(shown, weights, strict=True):
        share = duration * weight / sum(weights)
        assert part.end - part.start == pytest.approx(share, rel=1e-9, abs=1e-9)


@given(sections, st.floats(min_value=1.0, max_value=300.0))
def test_every_frame_shows_one_section_and_they_come_in_order(
    parts: list[Section], duration: float
) -> None:
    shown = spread(parts, duration)
    frames = [at(shown, index / FPS) for index in range(int(duration * FPS) + 1)]
    assert frames[0] == 0
    shown_frames = [frame for frame in frames if frame is not None]
    assert shown_frames == frames, "every frame shows a section"
    assert shown_frames == sorted(shown_frames)
