"""Names as they are sung: a gift's ``Sung names:`` line (the names the singer should read in
another spelling), their bounds (so the preview shows every one whole), and the lyrics as the
singer gets them (sing_names).
"""

from __future__ import annotations

import re
from collections.abc import Callable

from bot.limits import LYRICS_LIMIT
from bot.lyrics.headings import lines_of
from bot.lyrics.model_answers import meta_value

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
    for line in lines_of(answer):
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
            name, sung = meta_value(match["name"]), meta_value(match["sung"])
            if name and sung and name != sung and max(len(name), len(sung)) <= SUNG_NAME_LIMIT:
                pairs[name] = sung
    return tuple(pairs.items())


def sung_pair_too_long(text: str) -> bool:
    """Whether ``Name = spelling`` pairs in `text` hold one whose name or spelling is over
    `SUNG_NAME_LIMIT` (parse_sung_pairs leaves such a pair out)."""
    for part in re.split(r"[;,]", text):
        if match := _SUNG_PAIR_RE.fullmatch(part.strip()):
            name, sung = meta_value(match["name"]), meta_value(match["sung"])
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
