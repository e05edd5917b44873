"""Entities Telegram detects by itself in what users type: bot commands and @mentions."""

import re
from typing import Any

# TDLib's match_bot_commands / match_mentions, with Python's \w standing in for its word chars
_COMMAND = re.compile(r"(?<![\w/<>])/[A-Za-z0-9_]{1,64}(?:@[A-Za-z0-9_]{3,32})?(?![\w/<>@])")
_MENTION = re.compile(r"(?<!\w)@[A-Za-z0-9_]{4,32}(?!\w)")


def utf16_length(text: str) -> int:
    """Entity offsets and lengths count UTF-16 code units."""
    return len(text.encode("utf-16-le")) // 2


def find_entities(text: str) -> list[dict[str, Any]]:
    found = [("bot_command", match) for match in _COMMAND.finditer(text)]
    found += [("mention", match) for match in _MENTION.finditer(text)]
    entities = [
        {
            "type": kind,
            "offset": utf16_length(text[: match.start()]),
            "length": utf16_length(match.group()),
        }
        for kind, match in found
    ]
    return sorted(entities, key=lambda entity: entity["offset"])
