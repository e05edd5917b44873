"""A text model's answer made into lyrics and a style: its Title and Style lines taken out, the
lyrics found inside code fences, and the chatter around them dropped (split_model_answer).
"""

from __future__ import annotations

import re

from bot.limits import STYLE_LIMIT
from bot.lyrics.fitting import cut_at_word
from bot.lyrics.headings import Heading, classify, lines_of

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
    lines, style = _extract_meta(lines_of(answer))
    lines = _largest_fenced_block(lines) or lines
    lines = _drop_trailing_chatter(_drop_leading_chatter(lines))
    return "\n".join(lines).strip(), style


def _extract_meta(lines: list[str]) -> tuple[list[str], str | None]:
    """Removes Title/Style-like lines; returns the rest and the style they described."""
    kept: list[str] = []
    styles: list[str] = []
    pending_key: str | None = None  # a "Style:" whose value is on the next line
    for line in lines:
        if pending_key and line.strip():
            styles.append(_style_part(pending_key, meta_value(line)))
            pending_key = None
        elif match := _META_RE.fullmatch(line):
            key, value = match["key"], meta_value(match["value"])
            if _TITLE_KEYS.fullmatch(key):
                continue
            if value:
                styles.append(_style_part(key, value))
            else:
                pending_key = key
        elif not pending_key:
            kept.append(line)
    style = cut_at_word(", ".join(part for part in styles if part), STYLE_LIMIT)
    return kept, style or None


def meta_value(text: str) -> str:
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
        item = classify(lines[start])
        if isinstance(item, Heading):
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
        item = classify(line)
        if not isinstance(item, str):
            break
        paragraph.append(item)
    return paragraph


def _drop_trailing_chatter(lines: list[str]) -> list[str]:
    end = len(lines)
    while end:
        item = classify(lines[end - 1])
        if isinstance(item, Heading):
            break
        if item is None:
            end -= 1
            continue
        start = end
        while start and isinstance(classify(lines[start - 1]), str):
            start -= 1
        if not _TAIL_CHATTER_RE.match(lines[start]):
            break
        end = start
    return lines[:end]
