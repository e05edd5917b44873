"""A song's words as text (the "📝 Lyrics" button): escaped, cut at line ends into messages
within the limit, never inside an HTML entity, nothing lost."""

from __future__ import annotations

import html

import pytest

from bot.store.models import Request, State
from bot.texts import LANGUAGES, t
from bot.ui.song import lyrics_messages
from tests.unit.fake_services import a_request


def song(lyrics: str, title: str = "Rain & <you>") -> Request:
    return a_request(id=1, state=State.DELIVERED, lyrics=lyrics, title=title)


def test_long_words_are_cut_at_line_ends_within_the_limit_and_nothing_is_lost() -> None:
    lines = [f"line {n} with <b>tags</b> & more" for n in range(40)]
    parts = lyrics_messages("en", song("\n".join(lines)), limit=200)
    assert len(parts) > 1 and all(len(part) <= 200 for part in parts)
    assert "Rain &amp; &lt;you&gt;" in parts[0] and "<b>tags" not in "".join(parts)
    shown = html.unescape("\n".join(parts)).splitlines()
    assert shown[-len(lines) :] == lines


def test_a_line_longer_than_a_message_is_cut_but_never_inside_an_entity() -> None:
    parts = lyrics_messages("en", song("&" * 500), limit=100)
    body = parts[1:] if len(parts) > 1 else parts
    assert all(len(part) <= 100 for part in parts)
    assert all(piece.count("&amp;") * 5 == len(piece.strip()) for piece in body)


@pytest.mark.parametrize("language", LANGUAGES)
def test_no_words_get_a_sentence_of_their_own(language: str) -> None:
    """A song whose words are gone (retention drops old ones) says so; it is not told to send
    lyrics with [verse] lines, as empty lyrics are when asked for a song."""
    (only,) = lyrics_messages(language, song("  \n "))
    assert only and "&" not in only
    assert "[verse]" not in only and only != t(language, "lyrics-empty")
