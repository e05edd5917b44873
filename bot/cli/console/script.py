"""Turning console input lines into chat messages.

A line is a message; a message that starts with /lyrics or a section tag goes on over the next
lines until a blank line, so lyrics can be typed or scripted naturally. A literal "\\n" in a line
is a line break too, for one-line scripts.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator

from bot.lyrics import is_section_tag

CONSOLE_PREFIX = "!"  # console's own commands (!press 2, !quit), never sent to the bot


def starts_multiline(line: str) -> bool:
    head = line.strip()
    return head.split(maxsplit=1)[0].split("@")[0] == "/lyrics" if head else False


def messages_from_lines(lines: Iterable[str]) -> Iterator[str]:
    pending: list[str] = []
    for raw_line in lines:
        line = raw_line.rstrip("\r\n").replace("\\n", "\n")
        if pending:
            if line.strip() and not line.startswith(("/", CONSOLE_PREFIX)):
                pending.append(line)
                continue
            yield "\n".join(pending)
            pending = []
        if not line.strip() or line.lstrip().startswith("#"):
            continue
        if starts_multiline(line) or is_section_tag(line.split("\n", 1)[0]):
            pending = [line]
        else:
            yield line
    if pending:
        yield "\n".join(pending)
