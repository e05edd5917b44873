"""Which line of lyrics is what: a section heading in any of its dresses (``[Chorus]``,
``## Verse 1``, ``**Chorus:**``, ``1 куплет``…, with the words on its line), a lyric line, or a
line that is not lyrics (a code fence, a markdown rule, a stage direction). Everything here is
pure text work; the rules it serves are in layout.py's docstring.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Literal

SectionKind = Literal["verse", "chorus", "bridge"]

# (names, the tag they become, the family an empty "[Chorus]" repeats)
_SECTION_NAMES: tuple[tuple[str, SectionKind, str], ...] = (
    (
        r"pre[\s-]?chorus|пред[\s-]?припев\w*|пере?д[\s-]?приспів\w*|перад[\s-]?прыпе[ўу]\w*",
        "chorus",
        "pre-chorus",
    ),
    (r"post[\s-]?chorus", "chorus", "post-chorus"),
    (r"chorus|hook|refrain|рефрен\w*|припев\w*|приспів\w*|прыпе[ўу]\w*", "chorus", "chorus"),
    (
        r"bridge|middle[\s-]?8|бридж\w*|брідж\w*|брыдж\w*|переход\w*|перехід\w*|пераход\w*",
        "bridge",
        "bridge",
    ),
    (
        r"verse|куплет\w*|intro|outro|coda|интро|інтро|аутро|вступление|вступ|концовка|кода",
        "verse",
        "verse",
    ),
    (
        r"instrumental|interlude|(?:guitar\s+)?solo|breakdown|проигрыш|соло|програш|інструментал",
        "verse",
        "instrumental",
    ),
)
_ORDINAL = (
    r"\d{1,2}(?:-?(?:й|ий|ый|ой|st|nd|rd|th))?\.?|first|second|third|fourth|fifth|final|last"
    r"|repeat|перв\w*|втор\w*|трет\w*|четв[её]рт\w*|пят\w*|последн\w*|финальн\w*|повтор\w*"
    r"|перш\w*|друг\w*|останн\w*"
)
_REPEAT_MARK = (
    r"\(?\s*(?:[x×х]\s*\d+|\d+\s*[x×х]|\d+\s*раз\w*|twice|дважды|repeat\w*|повтор\w*)\s*\)?"
)
_NAMES = "|".join(f"(?P<n{i}>{names})" for i, (names, _, _) in enumerate(_SECTION_NAMES))
_LABEL_RE = re.compile(
    rf"""(?:(?:{_ORDINAL})\s*)?
    (?:{_NAMES})
    (?:\s*(?:[#№]|no\.?)?\s*\d{{1,2}}(?!\d))?   # "Verse 2", "Куплет №2"
    (?:\s*{_REPEAT_MARK})?                      # "Chorus x2", "Припев (2 раза)"
    \s*(?:(?P<sep>[:.\-–—(,|/])\s*(?P<tail>.*?))?\s*""",
    re.IGNORECASE | re.VERBOSE,
)
# a heading's dress: markdown heading, bold/italic, brackets of any kind
_DRESSES = tuple(
    re.compile(pattern)
    for pattern in (
        r"#{1,6}\s*(.+)",
        r"(?:\*{1,3}|_{1,3})(.+?)(?:\*{1,3}|_{1,3}):?",
        r"\[(.+)\]:?",
        r"\((.+)\):?",
        r"\{(.+)\}:?",
    )
)
_MAX_HEADING_LENGTH = 80  # longer lines are lyrics; also bounds the regex work per line
_HEAD = f"{{1,{_MAX_HEADING_LENGTH}}}"
_INLINE_HEADING_RE = re.compile(
    rf"(?P<head>\[[^\]]{_HEAD}\]|\([^)]{_HEAD}\)|\*\*[^*]{_HEAD}\*\*|__[^_]{_HEAD}__)"
    r":?\s*(?P<tail>\S.*)"
)
_STANZA_NUMBER_RE = re.compile(r"\d{1,2}[.)]")
_NOT_LYRICS_RE = re.compile(
    rf"(?:```|~~~)[\w+-]*|[-*_=~—–\s]{{3,}}|{_REPEAT_MARK}|#{{1,6}}\s+\S.*", re.IGNORECASE
)
_BARE_ANNOTATION_SEPS = "(-–—"  # "Chorus (Ann)", "Куплет 1 — Анна": a heading, the rest dropped


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
    return text.lstrip("\ufeff").splitlines()


# Tags that start a line may be followed by more tags ("[Verse] [Chorus] words"); looking into
# each tail is recursion, bounded so that a line of thousands of tags cannot exhaust the stack.
_MAX_NESTED_HEADINGS = 8


def classify(line: str, depth: int = 0) -> Item:
    stripped = line.strip()
    if not stripped:
        return None
    if depth <= _MAX_NESTED_HEADINGS and (heading := _heading(stripped, depth)):
        return heading
    if _NOT_LYRICS_RE.fullmatch(stripped):
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
    match = _LABEL_RE.fullmatch(" ".join(label.split()))  # single spaces keep backtracking linear
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
    index = next(i for i in range(len(_SECTION_NAMES)) if match[f"n{i}"])
    _, kind, family = _SECTION_NAMES[index]
    return kind, family


def _lyric_or_empty(text: str, depth: int = 0) -> str:
    item = classify(text, depth)
    return item if isinstance(item, str) else ""
