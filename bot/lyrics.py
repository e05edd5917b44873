"""Song lyrics as people and text models write them → what the music service accepts.

The service takes lyrics of up to 4000 characters with the section tags ``[verse]``,
``[chorus]`` and ``[bridge]``, each on its own line. Everything here is pure text work.

Rules of :func:`normalize`, the one place that decides what a heading is:

* Line endings (CRLF, CR, U+2028) become LF; a BOM, code fence lines (```` ``` ````,
  ```` ```text ````, ``~~~``) and markdown rules (``---``, ``* * *``) are dropped.
* A section heading is a line naming a section, in any of these dresses: ``[Chorus]``,
  ``(Chorus)``, ``{chorus}``, ``## Verse 1``, ``**Chorus:**``, ``Verse 1:``, ``VERSE``,
  ``1 куплет``, ``Second verse``, ``[Verse 1: Ann]``, ``Chorus (x2)``, ``Припев 2 раза``.
  Names: verse, куплет → ``[verse]``; chorus, pre-chorus, post-chorus, hook, refrain, припев,
  пред-припев, приспів, прыпеў, рефрен → ``[chorus]``; bridge, middle 8, бридж, переход,
  брідж, перехід, брыдж, пераход → ``[bridge]``. Intro, outro, coda, вступление, интро,
  аутро, концовка and instrumental parts (solo, interlude, проигрыш…) become ``[verse]`` when
  they hold words and vanish when they are empty, as every empty section does.
* A line that is only a stanza number (``1.``, ``2)``) is a ``[verse]`` heading.
* Words on a heading's own line are kept as the section's first line: ``[Chorus] La la``,
  ``**Chorus:** La la``, ``Chorus: La la``. In brackets, bold or ``#`` headings the text after
  the name is an annotation and dropped: ``[Verse 1: Ann]``.
* An empty chorus-like heading (``[Chorus]`` with no lines, ``Repeat chorus``,
  ``Повтор припева``) repeats the last chorus of the same name with words; otherwise it is
  dropped.
* Other lines wholly in square brackets (``[Guitar riff]``, ``[Spoken]``) are stage directions
  and dropped: square brackets are the service's tag syntax. A bare repeat mark (``x2``) and
  a markdown title (``# Song name``) are dropped as well.
* Dropped lines count as blank lines. Lines before the first heading form a ``[verse]``.
  A stanza without a heading belongs to the section above it. Text with no heading at all:
  every stanza (blank-line separated) becomes a ``[verse]``, and stanzas that occur more
  than once (ignoring case and punctuation) become ``[chorus]``.
* Lyric lines lose surrounding spaces only; case, punctuation, emoji and markdown inside
  them stay. Blank runs inside a section shrink to one blank line; sections are separated
  by one blank line. ``Title:``/``Style:`` lines are not handled here: see
  :func:`split_model_answer`.

``normalize`` is idempotent: its output is its own fixed point.
"""

from __future__ import annotations

import itertools
import re
from collections import Counter
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from typing import Literal

from bot.errors import SongbotError
from bot.limits import LYRICS_LIMIT, STYLE_LIMIT
from bot.shorten import shorten

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
_TITLE_STRIP = " \t,.;:-–—…"  # quotes and brackets stay: they come in pairs
_MIN_KEPT_SHARE = 0.5  # a coarse cut keeping less than half the limit loses too much: go finer

# split_model_answer
_META_RE = re.compile(
    r"[\s>*_#-]*(?P<key>(?:song\s+|music\s+|musical\s+)?(?:title|name|style|genre|mood|tempo"
    r"|instruments?|instrumentation|vocals?|voice|prompt)|название(?:\s+песни)?|назва(?:\s+пісні)?"
    r"|стиль(?:\s+песни|\s+музыки)?|жанр|настроение|темп|инструменты|вокал|голос|настрій"
    r"|інструменти|стыль)[\s*_]*:(?P<value>.*)",
    re.IGNORECASE,
)
_TITLE_KEYS = re.compile(r"(?:song\s+)?(?:title|name)|название.*|назва.*", re.IGNORECASE)
_PLAIN_STYLE_KEYS = re.compile(r".*(?:style|genre|prompt|стиль|жанр|стыль)", re.IGNORECASE)
_QUOTES = "\"'«»“”„`"
# assistant phrases, narrow enough not to catch a lyric line
_LEAD_CHATTER_RE = re.compile(
    r"\W*(?:(?:sure|of course|certainly|absolutely|okay|конечно|с удовольствием|звичайно"
    r"|канечне)\s*[!,.]|here(?:'s| is| are) (?:a|an|the|your|some)\b"
    r"|вот (?:текст|песн|ваш|тво)|ось (?:текст|пісн|ваш|тві))",
    re.IGNORECASE,
)
_TAIL_CHATTER_RE = re.compile(
    r"\W*(?:i hope|hope (?:you|this|that) |let me know|feel free|enjoy (?:the|your) (?:song|track)"
    r"|would you like|if you(?:'d| would)? like|if you want (?:me|any|changes)|want me to"
    r"|this song (?:captures|is about|tells|has)|these lyrics|note:"
    r"|надеюсь,? (?:вам|тебе) (?:понрав|подойд)|если (?:хотите|нужно|захотите)|дайте знать"
    r"|могу (?:также|ещё|еще)|эта песня (?:о|про|рассказывает)|сподіваюся"
    r"|якщо (?:хочете|потрібно))",
    re.IGNORECASE,
)
_SONG_REQUEST_RE = re.compile(
    r"\W*(?:(?:please\s+)?(?:write|make|create|compose|generate|напиши|сочини|сделай|создай"
    r"|придумай|напішы|зроби|створи|склади)\b.*(?:song|lyric|песн|пісн|текст)"
    r"|(?:a\s+)?song\s+(?:about|for)\b|песн[юя]\s+(?:про|о|об|для)\b)",
    re.IGNORECASE,
)
_PROSE_LINE_LENGTH = 100  # lyric lines are short; a topic described in sentences is not


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


@dataclass(frozen=True)
class _Heading:
    kind: SectionKind
    family: str  # an empty chorus repeats the last one of its family
    inline: str = ""  # words written on the heading's line


@dataclass
class _Section:
    kind: SectionKind
    family: str
    lines: list[str] = field(default_factory=list)  # "" marks a stanza break


_Item = _Heading | str | None  # a heading, a lyric line, or a line that is not lyrics


def is_section_tag(line: str) -> bool:
    """True for a line that is only a bracketed section heading: ``[verse]``, ``[Verse 1]``,
    ``[Chorus 2]``, ``[Verse 1: Ann]``, ``[Припев]``, ``**[Pre-Chorus]**`` (any case, spaces
    and markdown emphasis around it ok)."""
    stripped = line.strip().strip("*_").strip()
    return stripped.startswith("[") and stripped.endswith("]") and _heading(stripped) is not None


def has_section_tags(text: str) -> bool:
    """True when some line is a bracketed section tag (see :func:`is_section_tag`)."""
    return any(is_section_tag(line) for line in text.splitlines())


def normalize(text: str) -> str:
    """Lyrics in the service's layout; the rules are in the module docstring."""
    return _render(_sections(text))


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
    return kept or _strip_dangling_tags(_cut_at_word(text, limit)), True


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


def title_of(text: str, max_len: int = 48) -> str:
    """A song title: the first line of the first chorus, else the first sung line, without
    edge punctuation, cut on a word boundary with "…" when longer than ``max_len``."""
    sections = _sections(text)
    chorus = next((section.lines for section in sections if section.kind == "chorus"), None)
    lines = chorus or [line for section in sections for line in section.lines]
    line = next((line for line in lines if any(char.isalnum() for char in line)), "")
    return shorten(line.strip(_TITLE_STRIP), max_len, at_word=True, trim=_TITLE_STRIP)


def first_line(text: str) -> str:
    """The first lyric line after normalization ("" when there is none)."""
    return next((line for section in _sections(text) for line in section.lines if line), "")


def looks_like_lyrics(text: str) -> bool:
    """True for text that reads as a song rather than a topic: it has a section heading, or
    at least 4 lines, or 3 lines in 2+ stanzas. A first line asking for a song ("Write a
    song…", "Напиши песню…", "Song about…") or lines averaging over 100 characters (prose)
    make it a topic."""
    items = [_classify(line) for line in _lines(text)]
    lines = [item for item in items if isinstance(item, str)]
    if not lines or _SONG_REQUEST_RE.match(lines[0]):
        return False
    if any(isinstance(item, _Heading) for item in items):
        return True
    if sum(map(len, lines)) / len(lines) > _PROSE_LINE_LENGTH:
        return False
    return len(lines) >= 4 or (len(lines) >= 3 and len(_stanzas(items)) >= 2)


def split_model_answer(answer: str) -> tuple[str, str | None]:
    """A text model's answer → (lyrics, style suggestion or None).

    * ``Style:``/``Стиль:``/``Genre:``/``Жанр:`` lines anywhere (bold or bulleted too)
      give the style; ``Mood:``, ``Tempo:``, ``Instruments:``, ``Vocals:``…
      are added as "mood: calm"; the value may sit on the next line. Joined with ", " and
      cut to STYLE_LIMIT at a word.
    * ``Title:``/``Название:``/``Назва:`` lines are dropped.
    * When code fences are present, the largest fenced block is the lyrics.
    * Chatter is dropped: before the lyrics, lines ending with ":" and paragraphs that are
      a single line (a bare title) or start like "Sure!", "Here's a…", "Конечно,"; after
      them, paragraphs starting like "I hope…", "Let me know…", "Надеюсь, вам понравится".
      The phrase lists are narrow on purpose: a lyric stanza must not look like chatter.
    The lyrics are returned as written, not normalized."""
    lines, style = _extract_meta(_lines(answer))
    lines = _largest_fenced_block(lines) or lines
    lines = _drop_trailing_chatter(_drop_leading_chatter(lines))
    return "\n".join(lines).strip(), style


# --- parsing ---------------------------------------------------------------------------


def _lines(text: str) -> list[str]:
    return text.lstrip("\ufeff").splitlines()


# Tags that start a line may be followed by more tags ("[Verse] [Chorus] words"); looking into
# each tail is recursion, bounded so that a line of thousands of tags cannot exhaust the stack.
_MAX_NESTED_HEADINGS = 8


def _classify(line: str, depth: int = 0) -> _Item:
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


def _heading(line: str, depth: int = 0) -> _Heading | None:
    if _STANZA_NUMBER_RE.fullmatch(line):
        return _Heading("verse", "verse")
    if inline := _INLINE_HEADING_RE.fullmatch(line):
        head = _heading(inline["head"], depth + 1)
        if head and not head.inline:
            return _Heading(head.kind, head.family, _lyric_or_empty(inline["tail"], depth + 1))
    if len(line) > _MAX_HEADING_LENGTH:
        return None
    label, dressed = _undress(line)
    match = _LABEL_RE.fullmatch(" ".join(label.split()))  # single spaces keep backtracking linear
    if not match:
        return None
    kind, family = _name_of(match)
    sep, tail = match["sep"], match["tail"]
    if dressed or not tail or sep in _BARE_ANNOTATION_SEPS:
        return _Heading(kind, family)
    return _Heading(kind, family, _lyric_or_empty(tail, depth + 1)) if sep == ":" else None


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
    item = _classify(text, depth)
    return item if isinstance(item, str) else ""


def _sections(text: str) -> list[_Section]:
    items = [_classify(line) for line in _lines(text)]
    if any(isinstance(item, _Heading) for item in items):
        return _repeat_empty_choruses(_sections_by_headings(items))
    return _sections_by_stanzas(_stanzas(items))


def _sections_by_headings(items: Iterable[_Item]) -> list[_Section]:
    sections: list[_Section] = []
    for item in items:
        if isinstance(item, _Heading):
            sections.append(_Section(item.kind, item.family, [item.inline] if item.inline else []))
        elif item is None:
            if sections and sections[-1].lines and sections[-1].lines[-1]:
                sections[-1].lines.append("")
        else:
            if not sections:
                sections.append(_Section("verse", "verse"))
            sections[-1].lines.append(item)
    return sections


def _repeat_empty_choruses(sections: list[_Section]) -> list[_Section]:
    last_lines: dict[str, list[str]] = {}
    result: list[_Section] = []
    for section in sections:
        lines = _without_edge_blanks(section.lines)
        if lines:
            last_lines[section.family] = lines
        elif section.kind == "chorus":
            lines = last_lines.get(section.family, [])
        if lines:
            result.append(_Section(section.kind, section.family, lines))
    return result


def _stanzas(items: Iterable[_Item]) -> list[list[str]]:
    """Runs of lyric lines; blank lines, headings and non-lyric lines end a run."""
    stanzas: list[list[str]] = [[]]
    for item in items:
        if isinstance(item, str):
            stanzas[-1].append(item)
        elif stanzas[-1]:
            stanzas.append([])
    return [stanza for stanza in stanzas if stanza]


def _sections_by_stanzas(stanzas: list[list[str]]) -> list[_Section]:
    counts = Counter(_stanza_key(stanza) for stanza in stanzas)
    return [
        _Section("chorus", "chorus", stanza)
        if counts[_stanza_key(stanza)] > 1
        else _Section("verse", "verse", stanza)
        for stanza in stanzas
    ]


def _stanza_key(stanza: list[str]) -> tuple[str, ...]:
    """Stanzas differing only in case, punctuation or spacing count as the same."""
    return tuple(" ".join(re.findall(r"\w+", line)).casefold() for line in stanza)


def _without_edge_blanks(lines: list[str]) -> list[str]:
    start = next((i for i, line in enumerate(lines) if line), len(lines))
    end = len(lines) - next((i for i, line in enumerate(reversed(lines)) if line), len(lines))
    return lines[start:end]


def _render(sections: list[_Section]) -> str:
    return "\n\n".join(f"[{section.kind}]\n" + "\n".join(section.lines) for section in sections)


# --- trimming and shortening -----------------------------------------------------------


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


def _cut_at_word(text: str, limit: int) -> str:
    if len(text) <= limit:
        return text
    space = text.rfind(" ", 0, limit + 1)
    return (text[:space] if space > 0 else text[:limit]).rstrip()


# --- model answers ---------------------------------------------------------------------


def _extract_meta(lines: list[str]) -> tuple[list[str], str | None]:
    """Removes Title/Style-like lines; returns the rest and the style they described."""
    kept: list[str] = []
    styles: list[str] = []
    pending_key: str | None = None  # a "Style:" whose value is on the next line
    for line in lines:
        if pending_key and line.strip():
            styles.append(_style_part(pending_key, _meta_value(line)))
            pending_key = None
        elif match := _META_RE.fullmatch(line):
            key, value = match["key"], _meta_value(match["value"])
            if _TITLE_KEYS.fullmatch(key):
                continue
            if value:
                styles.append(_style_part(key, value))
            else:
                pending_key = key
        elif not pending_key:
            kept.append(line)
    style = _cut_at_word(", ".join(part for part in styles if part), STYLE_LIMIT)
    return kept, style or None


def _meta_value(text: str) -> str:
    """The value of a "Style: ..." line without markdown emphasis and quotes."""
    return text.strip().strip("*_").strip().strip(_QUOTES).strip()


def _style_part(key: str, value: str) -> str:
    return value if _PLAIN_STYLE_KEYS.fullmatch(key) else f"{key.lower()}: {value}"


def _is_fence(line: str) -> bool:
    return bool(re.fullmatch(r"\s*(?:```|~~~)[\w+-]*\s*", line))


def _largest_fenced_block(lines: list[str]) -> list[str] | None:
    blocks: list[list[str]] = []
    inside = False
    for line in lines:
        if _is_fence(line):
            inside = not inside
            if inside:
                blocks.append([])
        elif inside:
            blocks[-1].append(line)
    return max(blocks, key=lambda block: sum(1 for line in block if line.strip()), default=None)


def _drop_leading_chatter(lines: list[str]) -> list[str]:
    start = 0
    while start < len(lines):
        item = _classify(lines[start])
        if isinstance(item, _Heading):
            break
        if item is None or item.endswith(":"):
            start += 1
            continue
        paragraph = _paragraph_at(lines, start)
        if len(paragraph) > 1 and not _LEAD_CHATTER_RE.match(item):
            break
        start += len(paragraph)
    return lines[start:]


def _paragraph_at(lines: list[str], start: int) -> list[str]:
    """Lyric lines from ``start`` up to a blank line or a heading."""
    paragraph: list[str] = []
    for line in lines[start:]:
        item = _classify(line)
        if not isinstance(item, str):
            break
        paragraph.append(item)
    return paragraph


def _drop_trailing_chatter(lines: list[str]) -> list[str]:
    end = len(lines)
    while end:
        item = _classify(lines[end - 1])
        if isinstance(item, _Heading):
            break
        if item is None:
            end -= 1
            continue
        start = end
        while start and isinstance(_classify(lines[start - 1]), str):
            start -= 1
        if not _TAIL_CHATTER_RE.match(lines[start]):
            break
        end = start
    return lines[:end]


# --- names as they are sung ------------------------------------------------------------

SungNames = tuple[tuple[str, str], ...]  # (a name as typed, how a singer should read it)

_SUNG_NAMES_RE = re.compile(r"[\s>*_#-]*sung\s+names?[\s*_]*:(?P<value>.*)", re.IGNORECASE)
_SUNG_PAIR_RE = re.compile(r"(?P<name>[^=→]+?)\s*(?:=|->|→)\s*(?P<sung>[^=→]+)")
# A gift's names sung in their own spelling are bounded so that the preview always shows every
# one of them whole, which is what makes "the POST sings what the preview showed" hold: at most
# this many pairs, each name (as typed, and as sung) at most this many characters. A respelt
# name is short (a longer "name" is chatter), and a gift names a few people. At these bounds
# the preview's line stays within one Fluent placeable (2,500 characters) even when every
# character is one that HTML escapes fivefold (`&`), and within a few hundred shown characters.
SUNG_NAMES_AT_MOST = 6
SUNG_NAME_LIMIT = 40


def split_sung_names(answer: str) -> tuple[str, SungNames]:
    """A gift's answer → (the answer without its ``Sung names:`` line, the names in it).

    The line reads ``Sung names: Siobhan = Shi-vawn; Niamh = Neev`` (``->`` or ``→`` work too;
    ``none`` or nothing after the colon: no names). Pairs that respell nothing are dropped, and
    so is every pair past the first `SUNG_NAMES_AT_MOST` (those names are sung as typed). An
    answer without the line gives no names: they are sung as typed."""
    kept: list[str] = []
    names: dict[str, str] = {}
    for line in _lines(answer):
        if match := _SUNG_NAMES_RE.fullmatch(line):
            names.update(parse_sung_pairs(match["value"]))
        else:
            kept.append(line)
    return "\n".join(kept), bounded_sung(tuple(names.items()))


def parse_sung_pairs(text: str) -> SungNames:
    """``Siobhan = Shi-vawn; Niamh = Neev`` (or with commas) → the pairs that change a name."""
    pairs: dict[str, str] = {}
    for part in re.split(r"[;,]", text):
        if match := _SUNG_PAIR_RE.fullmatch(part.strip()):
            name, sung = _meta_value(match["name"]), _meta_value(match["sung"])
            if name and sung and name != sung and max(len(name), len(sung)) <= SUNG_NAME_LIMIT:
                pairs[name] = sung
    return tuple(pairs.items())


def sung_pair_too_long(text: str) -> bool:
    """Whether ``Name = spelling`` pairs in `text` hold one whose name or spelling is over
    `SUNG_NAME_LIMIT` (parse_sung_pairs leaves such a pair out)."""
    for part in re.split(r"[;,]", text):
        if match := _SUNG_PAIR_RE.fullmatch(part.strip()):
            name, sung = _meta_value(match["name"]), _meta_value(match["sung"])
            if max(len(name), len(sung)) > SUNG_NAME_LIMIT:
                return True
    return False


def sung_within_bounds(names: SungNames) -> bool:
    """Whether the preview can show every one of these names whole (`SUNG_NAMES_AT_MOST`,
    `SUNG_NAME_LIMIT`): only such names are kept, so what is sung is what was shown."""
    return len(names) <= SUNG_NAMES_AT_MOST and all(
        max(len(name), len(sung)) <= SUNG_NAME_LIMIT for name, sung in names
    )


def bounded_sung(names: SungNames) -> SungNames:
    """`names` within the bounds: pairs with a name too long dropped, then the first
    `SUNG_NAMES_AT_MOST` kept (the rest are sung as typed)."""
    fitting = [(n, s) for n, s in names if max(len(n), len(s)) <= SUNG_NAME_LIMIT]
    return tuple(fitting[:SUNG_NAMES_AT_MOST])


def merge_sung(names: SungNames, changes: SungNames) -> SungNames:
    """`names` with `changes` applied: a name given as typed is sung as typed again."""
    merged = dict(names)
    for name, sung in changes:
        if sung == name:
            merged.pop(name, None)
        else:
            merged[name] = sung
    return tuple(merged.items())


def sings_within_limit(lyrics: str, names: SungNames, limit: int = LYRICS_LIMIT) -> bool:
    """Whether the lyrics with the names as sung still fit what the service takes."""
    return len(sing_names(lyrics, names)) <= limit


def sing_names(lyrics: str, names: SungNames) -> str:
    """The lyrics as the singer gets them: each name, as a whole word, in its sung spelling."""
    for name, sung in sorted(names, key=lambda pair: -len(pair[0])):  # "Anna Maria" before "Anna"
        lyrics = re.sub(rf"(?<!\w){re.escape(name)}(?!\w)", _literally(sung), lyrics)
    return lyrics


def _literally(text: str) -> Callable[[re.Match[str]], str]:
    """A replacement re.sub puts in as it is: a backslash in a sung name is no group reference."""
    return lambda _: text
