"""A chat action ("sending audio ...") shown once while the work behind it takes long enough to
be seen. (A reply that still goes out if its message was deleted: Place, place.py.)"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager

from telegram import Bot
from telegram.error import TelegramError

from bot.telegram.lanes import Lane, calls_in

log = logging.getLogger(__name__)


@asynccontextmanager
async def chat_action(
    bot: Bot,
    chat_id: int,
    action: str,
    *,
    after: float,
    thread_id: int | None = None,
) -> AsyncIterator[None]:
    """Show `action` (upload_voice, upload_document) in the chat once, if the work in the block is
    still under way `after` seconds on (`TelegramTuning.chat_action_after_sec`): work done sooner
    shows its result instead. A failure costs only the indicator; the work finds out on its own send
    (a chat that blocked the bot, say). `thread_id`: the forum topic the work is for, where the
    action shows."""
    showing = asyncio.create_task(_show_later(bot, chat_id, action, after, thread_id))
    try:
        yield
    finally:
        showing.cancel()
        await asyncio.gather(showing, return_exceptions=True)


async def _show_later(
    bot: Bot, chat_id: int, action: str, after: float, thread_id: int | None
) -> None:
    await asyncio.sleep(after)
    try:
        with calls_in(Lane.HOUSEKEEPING):
            await bot.send_chat_action(chat_id, action, message_thread_id=thread_id)
    except TelegramError as error:
        log.info("chat action in %s not shown: %s", chat_id, error)
