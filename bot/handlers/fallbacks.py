"""Everything else: plain text without tags, stickers and photos, and the one error handler."""

from __future__ import annotations

import logging

from telegram import Update
from telegram.error import TelegramError

from bot.errors import is_known
from bot.handlers import topics
from bot.handlers.common import reply
from bot.handlers.handler_context import HandlerContext
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
    """A failure the bot knows (its own, or Telegram's) is logged in one line and its words
    told; anything else is a bug: its traceback, and the error metric. Secrets never show (the
    log filter redacts them)."""
    error = context.error
    words = "error-generic"
    if error is not None and is_known(error):
        log.warning("handler met a known failure: %s", error)
        words = error.words
    elif isinstance(error, TelegramError):
        log.warning("handler met Telegram's failure: %s", error)
    else:
        log.error("handler failed (a bug): %r", error, exc_info=error)
        context.bot_data.count_error("handler", error)
    # A guest message is in a chat the bot is not in: nothing is ever sent there.
    if isinstance(update, Update) and update.effective_message and not update.guest_message:
        try:
            await reply(update, t(context.language, words))
        except TelegramError:
            log.warning("could not tell the user about the error")
