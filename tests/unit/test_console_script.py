"""Console scripts: a line is a message; /lyrics and tag blocks run to a blank line."""

from __future__ import annotations

from bot.cli.console.script import messages_from_lines


def test_lines_become_messages_and_lyrics_blocks_stay_whole() -> None:
    lines = [
        "/start",
        "# a comment",
        "/lyrics",
        "[verse]",
        "Hello world",
        "",
        "[chorus]",
        "La la",
        "/status",
        "one\\ntwo",
    ]
    assert list(messages_from_lines(lines)) == [
        "/start",
        "/lyrics\n[verse]\nHello world",
        "[chorus]\nLa la",
        "/status",
        "one\ntwo",
    ]
