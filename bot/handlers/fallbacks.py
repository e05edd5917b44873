"""Everything else: plain text without tags, stickers and photos, and the one error handler."""

from __future__ import annotations

import logging

from telegram import Update
from telegram.error import TelegramError

from bot.handlers import topics
from bot.handlers.common import reply
from bot.handlers.context import HandlerContext
from bot.texts import t

log = logging.getLogger(__name__)


async def untagged_text(update: Update, context: HandlerContext) -> None:
    """Untagged private text is lyrics or a topic (handlers/topics.py) when topics are on."""
    if not await topics.untagged_text(update, context):
        await reply(update, t(context.language, "untagged-hint"))


async def not_text(update: Update, context: HandlerContext) -> None:
    await reply(update, t(context.language, "not-text"))


async def unknown_command(update: Update, context: HandlerContext) -> None:
    await reply(update, t(context.language, "unknown-command"))


async def on_error(update: object, context: HandlerContext) -> None:
    """Log once, without secrets (the log filter redacts them), and tell the user plainly."""
    log.error("handler failed: %r", context.error, exc_info=context.error)
    context.bot_data.count_error("handler")
    if isinstance(update, Update) and update.effective_message:
        try:
            await reply(update, t(context.language, "error-generic"))
        except TelegramError:
            log.warning("could not tell the user about the error")
