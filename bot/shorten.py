"""One way to fit people's text into a message or a caption: cut the plain text by what it shows
(Telegram's count), then escape it; markup is never cut.

`shorten` cuts one plain text with "…"; `fit` makes a text from a template (a `t()` call, which
escapes its arguments) and cuts the people's texts given to it until what the result shows fits
Telegram's limit. Escaping makes "&" five characters long, so a limit counted on the escaped
HTML would cut inside it (an entity, a tag left open: Telegram refuses the whole message)."""

from __future__ import annotations

import html
import re
from collections.abc import Callable

ELLIPSIS = "…"
# Fluent refuses an argument longer than this (fluent.runtime's MAX_PART_LENGTH); t() hands it
# the text HTML-escaped, where one "&" becomes five characters.
ARGUMENT_LIMIT = 2500
# Rounds of cutting in `fit`: each cuts every text by what the last one still showed too much;
# a text named more than once in its template needs a second. Past them: shown plain.
FIT_ROUNDS = 4
_TAG = re.compile(r"<[^<>]*>")


def shown_length(text: str) -> int:
    """How long Telegram counts a plain text against its limits: in UTF-16 code units, so a
    character beyond the Basic Multilingual Plane (😀) counts two."""
    return len(text.encode("utf-16-le")) // 2


def shown_text(made: str) -> str:
    """What HTML the bot made shows: its tags dropped, its character references read. Exact for
    the bot's own HTML (templates with escaped arguments), where every "<" opens a tag."""
    return html.unescape(_TAG.sub("", made))


def shown_length_of(made: str) -> int:
    """What Telegram counts of HTML the bot made."""
    return shown_length(shown_text(made))


def shown_prefix(text: str, limit: int) -> str:
    """The longest start of a plain text that shows at most `limit` (never half a character)."""
    if shown_length(text) <= limit:
        return text
    shown = 0
    for index, char in enumerate(text):
        shown += shown_length(char)
        if shown > limit:
            return text[:index]
    return text


def shorten(
    text: str, limit: int, one_line: bool = False, at_word: bool = False, trim: str = ""
) -> str:
    """`text` showing at most `limit` (Telegram's count, `shown_length`), cut with "…" when
    longer; also short enough that, HTML-escaped, it stays a valid t() argument. `one_line`
    folds whitespace runs to a space; `at_word` cuts at the last space that keeps a whole word
    (a title); `trim` names more characters (punctuation) that may not end the cut text,
    besides whitespace."""
    if one_line:
        text = " ".join(text.split())
    if shown_length(text) <= limit and _escaped_length(text) <= ARGUMENT_LIMIT:
        return text
    kept, shown, escaped = 0, len(ELLIPSIS), len(ELLIPSIS)
    for char in text:
        width, units = _escaped_length(char), shown_length(char)
        if shown + units > limit or escaped + width > ARGUMENT_LIMIT:
            break
        kept, shown, escaped = kept + 1, shown + units, escaped + width
    space = text.rfind(" ", 0, kept + 1) if at_word else -1
    cut = text[:space] if space > 0 else text[:kept]
    return cut.rstrip().rstrip(trim) + ELLIPSIS


def fit(render: Callable[..., str], limit: int, **texts: str) -> str:
    """`render(**texts)` (HTML; it escapes the texts, as t() does) showing at most `limit`:
    when longer, the people's `texts` (plain) are cut by what they show, the longest first and
    no text below another that was longer, before `render` escapes them. Where even texts cut to
    "…" leave it too long (a limit smaller than the template), its shown text, plain."""
    # No text shows more than the whole may (and none is too long for Fluent, which refuses
    # an argument over ARGUMENT_LIMIT rather than cutting it).
    texts = {name: shorten(text, max(limit, len(ELLIPSIS))) for name, text in texts.items()}
    made = render(**texts)
    for _ in range(FIT_ROUNDS):
        over = shown_length_of(made) - limit
        if over <= 0:
            return made
        cap = _cap(sorted(shown_length(text) for text in texts.values()), over)
        if cap is None:
            break
        texts = {name: shorten(text, cap) for name, text in texts.items()}
        made = render(**texts)
    if shown_length_of(made) <= limit:
        return made
    return fit_made(made, limit)


def fit_made(made: str, limit: int) -> str:
    """HTML already made, showing at most `limit`: whole while it fits, else what it shows cut
    and escaped again, plain (its markup is never cut)."""
    if shown_length_of(made) <= limit:
        return made
    return html.escape(shorten(shown_text(made), limit), quote=False)


def _cap(lengths: list[int], over: int) -> int | None:
    """The largest length every text may keep so that together they show `over` less (each
    cut one keeps at least "…"); None when even that is not enough. `lengths` sorted."""
    budget = sum(lengths) - over
    for index, length in enumerate(lengths):
        rest = len(lengths) - index
        if length * rest > budget:
            cap = budget // rest
            return cap if cap >= len(ELLIPSIS) else None
        budget -= length
    return None


def _escaped_length(text: str) -> int:
    return len(html.escape(text, quote=False))
