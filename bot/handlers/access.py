"""The door before anything that spends: a refused person hears once, politely, who they are
and how to ask for access, and no service is called."""

from __future__ import annotations

from telegram import Update

from bot.access import may_request
from bot.context import BotContext
from bot.handlers.common import reply
from bot.pipeline.intake import Asker
from bot.texts import t


async def let_in(update: Update, context: BotContext, asker: Asker) -> bool:
    """True if the asker may request songs in this chat; otherwise tells them why not."""
    services = context.services
    if await may_request(services.settings, services.store, asker.user_id, asker.chat_id):
        return True
    key = "access-refused" if asker.chat_type == "private" else "access-refused-group"
    # Ids go in as text: a number would be printed with group separators (123,456,789).
    ids = {"user_id": str(asker.user_id), "chat_id": str(asker.chat_id)}
    await reply(update, t(asker.language, key, **ids))
    return False
