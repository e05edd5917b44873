"""Answering in a chat: a reply that still goes out if its message was deleted, and a chat action
("uploading ...") shown while the work behind it is under way."""

from __future__ import annotations

import asyncio
import logging
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager

from telegram import Bot, ReplyParameters
from telegram.error import Forbidden, TelegramError

log = logging.getLogger(__name__)

CHAT_ACTION_EVERY_SEC = 4.5  # Telegram shows an action for 5 s or until the next message


def reply_to(message_id: int | None) -> ReplyParameters | None:
    if message_id is None:
        return None
    return ReplyParameters(message_id=message_id, allow_sending_without_reply=True)


@asynccontextmanager
async def chat_action(
    bot: Bot, chat_id: int, action: str, every: float = CHAT_ACTION_EVERY_SEC
) -> AsyncIterator[None]:
    """Show `action` (upload_voice, upload_document) in the chat until the block ends.

    The first one goes out before the work starts and doubles as a cheap probe: Forbidden
    (blocked, removed) is raised before any download or upload; other failures only cost the
    indicator."""
    await _show(bot, chat_id, action)
    repeating = asyncio.create_task(_keep_showing(bot, chat_id, action, every))
    try:
        yield
    finally:
        repeating.cancel()
        await asyncio.gather(repeating, return_exceptions=True)


async def _keep_showing(bot: Bot, chat_id: int, action: str, every: float) -> None:
    while True:
        await asyncio.sleep(every)
        try:
            await _show(bot, chat_id, action)
        except Forbidden:
            return  # the work in the block finds out on its own send


async def _show(bot: Bot, chat_id: int, action: str) -> None:
    try:
        await bot.send_chat_action(chat_id, action)
    except Forbidden:
        raise
    except TelegramError as error:
        log.info("chat action in %s not shown: %s", chat_id, error)
