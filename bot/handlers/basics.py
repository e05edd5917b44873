"""/start and /help: what the bot does and how to use it, in the user's language."""

from __future__ import annotations

from telegram import Update

from bot.handlers.common import reply
from bot.handlers.handler_context import HandlerContext
from bot.texts import t
from bot.ui.gift import start_keyboard


async def start(update: Update, context: HandlerContext) -> None:
    name = _first_name(update)
    has_name = "yes" if name else "no"
    lang = context.language
    await reply(update, t(lang, "start", name=name, has_name=has_name), start_keyboard(lang))


async def help_command(update: Update, context: HandlerContext) -> None:
    lang = context.language
    chat = update.effective_chat
    key = "help-group" if chat and chat.type != "private" else "help"
    await reply(update, t(lang, key, bot=context.bot.username or "bot"))


def _first_name(update: Update) -> str:
    return update.effective_user.first_name if update.effective_user else ""
