"""Song lyrics as people and text models write them → what the music service accepts.

The service takes lyrics of up to 4000 characters with the section tags ``[verse]``,
``[chorus]`` and ``[bridge]``, each on its own line. Everything here is pure text work; its
public names are importable from ``bot.lyrics`` itself.

    headings.py       which line is a section heading (in any dress), a lyric line, or neither
    layout.py         normalize: the service's layout, and its rules; a song's title and first
                      line; whether a text reads as a song or as a topic
    fitting.py        prepare: lyrics checked for words and cut to the limit at a section
                      (LyricsError, PreparedLyrics)
    model_answers.py  a text model's answer → its lyrics and the style it suggested
    sung_names.py     names as a gift sings them: parsed, bounded, put into the lyrics
"""

from bot.lyrics.fitting import LyricsError, PreparedLyrics, prepare, trim_to_limit
from bot.lyrics.headings import SectionKind, has_section_tags, is_section_tag
from bot.lyrics.layout import first_line, looks_like_lyrics, normalize, title_of
from bot.lyrics.model_answers import split_model_answer
from bot.lyrics.sung_names import (
    SUNG_NAME_LIMIT,
    SUNG_NAMES_AT_MOST,
    SungNames,
    bounded_sung,
    merge_sung,
    parse_sung_pairs,
    sing_names,
    sings_within_limit,
    split_sung_names,
    sung_pair_too_long,
    sung_within_bounds,
)

__all__ = [
    "SUNG_NAMES_AT_MOST",
    "SUNG_NAME_LIMIT",
    "LyricsError",
    "PreparedLyrics",
    "SectionKind",
    "SungNames",
    "bounded_sung",
    "first_line",
    "has_section_tags",
    "is_section_tag",
    "looks_like_lyrics",
    "merge_sung",
    "normalize",
    "parse_sung_pairs",
    "prepare",
    "sing_names",
    "sings_within_limit",
    "split_model_answer",
    "split_sung_names",
    "sung_pair_too_long",
    "sung_within_bounds",
    "title_of",
    "trim_to_limit",
]
