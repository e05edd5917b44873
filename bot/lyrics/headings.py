"""Which line of lyrics is what: a section heading in any of its dresses (``[Chorus]``,
``## Verse 1``, ``**Chorus:**``, ``1 куплет``…, with the words on its line), a lyric line, or a
line that is not lyrics (a code fence, a markdown rule, a stage direction). Everything here is
pure text work; the rules it serves are in layout.py's docstring.
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass
from functools import cache
from typing import Literal

from bot.texts import heading_words

SectionKind = Literal["verse", "chorus", "bridge"]

# (the key of its words in bot/texts/<language>/headings.ftl, the tag they become, the family
# an empty "[Chorus]" repeats). Longer names first: "pre-chorus" before "chorus".
_SECTIONS: tuple[tuple[str, SectionKind, str], ...] = (
    ("heading-pre-chorus", "chorus", "pre-chorus"),
    ("heading-post-chorus", "chorus", "post-chorus"),
    ("heading-chorus", "chorus", "chorus"),
    ("heading-bridge", "bridge", "bridge"),
    ("heading-verse", "verse", "verse"),
    ("heading-instrumental", "verse", "instrumental"),
)
# A number before a heading's name, with the endings ordinals take ("2nd", "2-й", "2ª", "2e").
# "1-kuplet" (Uzbek) writes a bare hyphen between the number and the name.
_NUMBERED = r"\d{1,2}(?:-?(?:й|ий|ый|ой|st|nd|rd|th|ª|º|a|o|e|er|re|ème|ste|te)|-)?\.?"
# What a `*` stem takes: letters, the marks that combine with them in Indic scripts (no `\w`
# to Python's re) and Persian's joiners; never a digit, a space or a separator.
_ENDING = r"(?:[^\W\d_]|[\u0300-\u036f\u0900-\u0dff\u200c\u200d])*"
_TIMES_SIGN = r"[x×х]"  # "x2", "2×"; the last is Cyrillic "х", as Russian lyrics write it


def _alternatives(words: tuple[str, ...]) -> str:
    """A regex alternation of headings.ftl's words: `*` ends a stem, a space or hyphen inside
    a word matches a space, a hyphen or nothing; longest first, so none hides a longer one."""
    return "|".join(_word_pattern(word) for word in sorted(set(words), key=len, reverse=True))


def _word_pattern(word: str) -> str:
    stem = word.removesuffix("*")
    pattern = r"[\s-]?".join(re.escape(part) for part in re.split(r"[\s-]+", stem))
    return pattern + (_ENDING if word.endswith("*") else "")


@dataclass(frozen=True)
class _Grammar:
    """The heading patterns, built from every language's words on first use: never at start."""

    label: re.Pattern[str]
    not_lyrics: re.Pattern[str]


@cache
def _grammar() -> _Grammar:
    ordinal = f"{_NUMBERED}|{_alternatives(heading_words('heading-ordinals'))}"
    repeat_mark = (
        rf"[(（]?\s*(?:{_TIMES_SIGN}\s*\d+|\d+\s*{_TIMES_SIGN}"
        rf"|\d+\s*(?:{_alternatives(heading_words('heading-times'))})"
        rf"|{_alternatives(heading_words('heading-again'))})\s*[)）]?"
    )
    names = "|".join(
        f"(?P<n{i}>{_alternatives(heading_words(key))})" for i, (key, _, _) in enumerate(_SECTIONS)
    )
    label = re.compile(
        rf"""(?:(?:{ordinal})\s*)?
        (?:{names})
        (?:\s+(?:{ordinal}))?                         # "ritornello finale", "المقطع الأول"
        (?:\s*(?:[#№]|no\.?|nº|n\.º)?\s*\d{{1,2}}(?!\d))?   # "Verse 2", "Куплет №2"
        (?:\s*{repeat_mark})?                      # "Chorus x2", "Припев (2 раза)"
        \s*(?:(?P<sep>[:.\-–—(（,|/：])\s*(?P<tail>.*?))?\s*""",
        re.IGNORECASE | re.VERBOSE,
    )
    not_lyrics = re.compile(
        rf"(?:```|~~~)[\w+-]*|[-*_=~—–\s]{{3,}}|{repeat_mark}|#{{1,6}}\s+\S.*", re.IGNORECASE
    )
    return _Grammar(label, not_lyrics)


# a heading's dress: markdown heading, bold/italic, brackets of any kind
_DRESSES = tuple(
    re.compile(pattern)
    for pattern in (
        r"#{1,6}\s*(.+)",
        r"(?:\*{1,3}|_{1,3})(.+?)(?:\*{1,3}|_{1,3}):?",
        r"\[(.+)\]:?",
        r"\((.+)\):?",
        r"\{(.+)\}:?",
        r"【(.+)】[:：]?",  # Japanese and Chinese brackets: 【サビ】, （繰り返し）
        r"（(.+)）[:：]?",
    )
)
_MAX_HEADING_LENGTH = 80  # longer lines are lyrics; also bounds the regex work per line
_HEAD = f"{{1,{_MAX_HEADING_LENGTH}}}"
_INLINE_HEADING_RE = re.compile(
    rf"(?P<head>\[[^\]]{_HEAD}\]|\([^)]{_HEAD}\)|\*\*[^*]{_HEAD}\*\*|__[^_]{_HEAD}__)"
    r":?\s*(?P<tail>\S.*)"
)
_STANZA_NUMBER_RE = re.compile(r"\d{1,2}[.)]")
_BARE_ANNOTATION_SEPS = "(（-–—"  # "Chorus (Ann)", "Куплет 1 — Анна": a heading, the rest dropped


@dataclass(frozen=True)
class Heading:
    kind: SectionKind
    family: str  # an empty chorus repeats the last one of its family
    inline: str = ""  # words written on the heading's line


Item = Heading | str | None  # a heading, a lyric line, or a line that is not lyrics


def is_section_tag(line: str) -> bool:
    """True for a line that is only a bracketed section heading: ``[verse]``, ``[Verse 1]``,
    ``[Chorus 2]``, ``[Verse 1: Ann]``, ``[Припев]``, ``**[Pre-Chorus]**`` (any case, spaces
    and markdown emphasis around it ok)."""
    stripped = line.strip().strip("*_").strip()
    return stripped.startswith("[") and stripped.endswith("]") and _heading(stripped) is not None


def has_section_tags(text: str) -> bool:
    """True when some line is a bracketed section tag (see :func:`is_section_tag`)."""
    return any(is_section_tag(line) for line in text.splitlines())


def lines_of(text: str) -> list[str]:
    """The lines of lyrics, composed (NFC): Vietnamese typed decomposed reads as composed."""
    return unicodedata.normalize("NFC", text.lstrip("\ufeff")).splitlines()


# Tags that start a line may be followed by more tags ("[Verse] [Chorus] words"); looking into
# each tail is recursion, bounded so that a line of thousands of tags cannot exhaust the stack.
_MAX_NESTED_HEADINGS = 8


def classify(line: str, depth: int = 0) -> Item:
    stripped = line.strip()
    if not stripped:
        return None
    if depth <= _MAX_NESTED_HEADINGS and (heading := _heading(stripped, depth)):
        return heading
    if _grammar().not_lyrics.fullmatch(stripped):
        return None
    if stripped.startswith("[") and stripped.endswith("]"):
        return None  # a stage direction such as "[Guitar riff]"
    return stripped


def _heading(line: str, depth: int = 0) -> Heading | None:
    if _STANZA_NUMBER_RE.fullmatch(line):
        return Heading("verse", "verse")
    if inline := _INLINE_HEADING_RE.fullmatch(line):
        head = _heading(inline["head"], depth + 1)
        if head and not head.inline:
            return Heading(head.kind, head.family, _lyric_or_empty(inline["tail"], depth + 1))
    if len(line) > _MAX_HEADING_LENGTH:
        return None
    label, dressed = _undress(line)
    match = _grammar().label.fullmatch(
        " ".join(label.split())
    )  # single spaces keep backtracking linear
    if not match:
        return None
    kind, family = _name_of(match)
    sep, tail = match["sep"], match["tail"]
    if dressed or not tail or sep in _BARE_ANNOTATION_SEPS:
        return Heading(kind, family)
    return Heading(kind, family, _lyric_or_empty(tail, depth + 1)) if sep == ":" else None


def _undress(line: str) -> tuple[str, bool]:
    """The label inside markdown and brackets, and whether there were any."""
    dressed = False
    while inner := _inside_dress(line):
        line, dressed = inner, True
    return line, dressed


def _inside_dress(line: str) -> str | None:
    for dress in _DRESSES:
        if match := dress.fullmatch(line):
            return match[1].strip()
    return None


def _name_of(match: re.Match[str]) -> tuple[SectionKind, str]:
    index = next(i for i in range(len(_SECTIONS)) if match[f"n{i}"])
    _, kind, family = _SECTIONS[index]
    return kind, family


def _lyric_or_empty(text: str, depth: int = 0) -> str:
    item = classify(text, depth)
    return item if isinstance(item, str) else ""
