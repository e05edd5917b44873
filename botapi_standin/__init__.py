"""A stand-in for the Telegram Bot API that python-telegram-bot talks to over real HTTP."""

from .html_entities import HtmlParseError, ParsedText, parse_html
from .models import BotCall, ChatMessage, UploadedFile
from .standin import BotApiStandIn

__all__ = [
    "BotApiStandIn",
    "BotCall",
    "ChatMessage",
    "HtmlParseError",
    "ParsedText",
    "UploadedFile",
    "parse_html",
]
