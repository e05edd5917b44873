"""A stand-in for the Telegram Bot API that python-telegram-bot talks to over real HTTP.

A simulator beside the product, not part of it: the offline console (`python -m bot console`),
the end-to-end tests and the benchmarks run the real bot against it. It imports nothing from
`bot`, so the production image may leave it out.
"""

from .guest_state import InlineMessage, InlineVersion
from .html_entities import HtmlParseError, ParsedText, parse_html
from .models import BotCall, ChatMessage, UploadedFile
from .standin import BotApiStandIn

__all__ = [
    "BotApiStandIn",
    "BotCall",
    "ChatMessage",
    "HtmlParseError",
    "InlineMessage",
    "InlineVersion",
    "ParsedText",
    "UploadedFile",
    "parse_html",
]
