"""One way to bound user text shown inside a message, so that every stored value renders."""

from __future__ import annotations

import html

ELLIPSIS = "…"
# Fluent refuses an argument longer than this (fluent.runtime's MAX_PART_LENGTH); t() hands it
# the text HTML-escaped, where one "&" becomes five characters.
ARGUMENT_LIMIT = 2500


def shorten(
    text: str, limit: int, one_line: bool = False, at_word: bool = False, trim: str = ""
) -> str:
    """`text` in at most `limit` characters, cut with "…" when longer; also short enough that,
    HTML-escaped, it stays a valid t() argument. `one_line` folds whitespace runs to a space;
    `at_word` cuts at the last space that keeps a whole word (a title); `trim` names more
    characters (punctuation) that may not end the cut text, besides whitespace."""
    if one_line:
        text = " ".join(text.split())
    if len(text) <= limit and _escaped_length(text) <= ARGUMENT_LIMIT:
        return text
    kept, escaped = 0, len(ELLIPSIS)
    for char in text:
        width = _escaped_length(char)
        if kept + 1 >= limit or escaped + width > ARGUMENT_LIMIT:
            break
        kept, escaped = kept + 1, escaped + width
    space = text.rfind(" ", 0, kept + 1) if at_word else -1
    cut = text[:space] if space > 0 else text[:kept]
    return cut.rstrip().rstrip(trim) + ELLIPSIS


def _escaped_length(text: str) -> int:
    return len(html.escape(text, quote=False))
