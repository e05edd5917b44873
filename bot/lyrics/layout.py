"""Lyrics in the service's layout: sections tagged ``[verse]``, ``[chorus]`` or ``[bridge]``.

Rules of :func:`normalize`, the one place that decides what a heading is (a line's kind is told
in headings.py):

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
  :func:`split_model_answer` (model_answers.py).

``normalize`` is idempotent: its output is its own fixed point.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass, field

from bot.lyrics.headings import Heading, Item, SectionKind, classify, lines_of
from bot.shorten import shorten

_TITLE_STRIP = " \t,.;:-–—…"  # quotes and brackets stay: they come in pairs
_SONG_REQUEST_RE = re.compile(
    r"\W*(?:(?:please\s+)?(?:write|make|create|compose|generate|напиши|сочини|сделай|создай"
    r"|придумай|напішы|зроби|створи|склади)\b.*(?:song|lyric|песн|пісн|текст)"
    r"|(?:a\s+)?song\s+(?:about|for)\b|песн[юя]\s+(?:про|о|об|для)\b)",
    re.IGNORECASE,
)
_PROSE_LINE_LENGTH = 100  # lyric lines are short; a topic described in sentences is not


@dataclass
class _Section:
    kind: SectionKind
    family: str
    lines: list[str] = field(default_factory=list)  # "" marks a stanza break


def normalize(text: str) -> str:
    """Lyrics in the service's layout; the rules are in the module docstring."""
    return _render(_sections(text))


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
    items = [classify(line) for line in lines_of(text)]
    lines = [item for item in items if isinstance(item, str)]
    if not lines or _SONG_REQUEST_RE.match(lines[0]):
        return False
    if any(isinstance(item, Heading) for item in items):
        return True
    if sum(map(len, lines)) / len(lines) > _PROSE_LINE_LENGTH:
        return False
    return len(lines) >= 4 or (len(lines) >= 3 and len(stanzas(items)) >= 2)


def _sections(text: str) -> list[_Section]:
    items = [classify(line) for line in lines_of(text)]
    if any(isinstance(item, Heading) for item in items):
        return _repeat_empty_choruses(_sections_by_headings(items))
    return _sections_by_stanzas(stanzas(items))


def _sections_by_headings(items: Iterable[Item]) -> list[_Section]:
    sections: list[_Section] = []
    for item in items:
        if isinstance(item, Heading):
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


def stanzas(items: Iterable[Item]) -> list[list[str]]:
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
