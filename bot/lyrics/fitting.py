"""Lyrics fitted to what the service takes: normalized, checked for words, and cut to its limit
of characters at a section, else a stanza, else a line, else a word (prepare, trim_to_limit).
"""

from __future__ import annotations

import itertools
from collections.abc import Callable
from dataclasses import dataclass
from typing import Literal

from bot.errors import SongbotError
from bot.limits import LYRICS_LIMIT
from bot.lyrics.headings import is_section_tag
from bot.lyrics.layout import normalize, title_of

_MIN_KEPT_SHARE = 0.5  # a coarse cut keeping less than half the limit loses too much: go finer


class LyricsError(SongbotError, ValueError):
    """Lyrics that cannot be sung; ``reason`` says why and the caller words the message."""

    def __init__(self, reason: Literal["empty", "no_words"]) -> None:
        super().__init__(reason)
        self.reason = reason


@dataclass(frozen=True)
class PreparedLyrics:
    text: str  # normalized, within the limit
    trimmed: bool
    original_length: int  # length of the normalized text before trimming
    title: str


def trim_to_limit(text: str, limit: int = LYRICS_LIMIT) -> tuple[str, bool]:
    """Cuts normalized lyrics to ``limit`` characters; returns (text, was_trimmed).

    The cut goes before the last section tag that fits; if that keeps less than half the
    limit, before the last stanza break that fits; then after the last whole line that fits;
    a single over-long line is cut at a word. A trailing tag without lines is removed."""
    if len(text) <= limit:
        return text, False
    lines = text.split("\n")
    cuts = [_longest_cut(lines, limit, starts) for starts in _CUT_BOUNDARIES]
    kept = next((cut for cut in cuts if len(cut) >= limit * _MIN_KEPT_SHARE), cuts[-1])
    return kept or _strip_dangling_tags(cut_at_word(text, limit)), True


def prepare(text: str, limit: int = LYRICS_LIMIT) -> PreparedLyrics:
    """Normalizes and trims lyrics; raises LyricsError("empty") when no lyric line is left
    and LyricsError("no_words") when the lines hold no letter (only emoji, digits, dots)."""
    normalized = normalize(text)
    lines = [line for line in normalized.splitlines() if line and not is_section_tag(line)]
    if not lines:
        raise LyricsError("empty")
    if not any(char.isalpha() for line in lines for char in line):
        raise LyricsError("no_words")
    trimmed, was_trimmed = trim_to_limit(normalized, limit)
    return PreparedLyrics(trimmed, was_trimmed, len(normalized), title_of(trimmed))


def _starts_section(lines: list[str], index: int) -> bool:
    return is_section_tag(lines[index])


def _starts_stanza(lines: list[str], index: int) -> bool:
    return not lines[index].strip()


def _starts_line(lines: list[str], index: int) -> bool:
    return True


_CUT_BOUNDARIES: tuple[Callable[[list[str], int], bool], ...] = (
    _starts_section,
    _starts_stanza,
    _starts_line,
)


def _longest_cut(
    lines: list[str], limit: int, is_boundary: Callable[[list[str], int], bool]
) -> str:
    """The longest non-empty text of whole lines before a boundary that fits in ``limit``."""
    prefix_lengths = list(itertools.accumulate(len(line) + 1 for line in lines))
    for index in range(len(lines) - 1, 0, -1):
        fits = prefix_lengths[index - 1] - 1 <= limit  # the length of "\n".join(lines[:index])
        if (
            fits
            and is_boundary(lines, index)
            and (cut := _strip_dangling_tags("\n".join(lines[:index])))
        ):
            return cut
    return ""


def _strip_dangling_tags(text: str) -> str:
    lines = text.rstrip().split("\n")
    while lines and (not lines[-1].strip() or is_section_tag(lines[-1])):
        lines.pop()
    return "\n".join(lines)


def cut_at_word(text: str, limit: int) -> str:
    if len(text) <= limit:
        return text
    space = text.rfind(" ", 0, limit + 1)
    return (text[:space] if space > 0 else text[:limit]).rstrip()
