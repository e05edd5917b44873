"""Inline mode's part of the simulated Telegram: whether the bot has it switched on (@BotFather's
/setinline, reported by getMe) and the inline queries users sent, with the bot's answers."""

from dataclasses import dataclass, field
from typing import Any


@dataclass
class InlineQuery:
    id: str
    user_id: int
    query: str
    offset: str
    answer: dict[str, Any] | None = None  # the answerInlineQuery parameters, once answered


@dataclass
class InlineState:
    enabled: bool = False  # a new bot has inline mode off until its owner switches it on
    queries: dict[str, InlineQuery] = field(default_factory=dict)
