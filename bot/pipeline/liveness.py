"""A song being made looks alive: its status message is refreshed every ~10 s (the words, with
the time elapsed, come from status.show_state; the Notifier skips unchanged text), and a chat
action shows while the bot prepares and uploads a file."""

from __future__ import annotations

import asyncio
import logging
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager

from telegram import Bot
from telegram.error import Forbidden, TelegramError

from bot.context import Services
from bot.pipeline import status
from bot.store import State

log = logging.getLogger(__name__)

REFRESH_EVERY_SEC = 10.0  # Telegram tolerates this easily; a user sees the clock move
CHAT_ACTION_EVERY_SEC = 4.5  # Telegram shows an action for 5 s or until the next message
BEING_MADE = (State.SUBMITTING, State.QUEUED, State.RUNNING, State.COMPLETED)


class ProgressTicker:
    """Status messages show the time passing: every tick, each song being made shows anew how
    long it has been at it."""

    def __init__(self, services: Services) -> None:
        self._services = services

    async def tick(self) -> None:
        """Refresh the status message of every song being made in a chat that still hears us."""
        for request in await self._services.store.requests.being_made(BEING_MADE):
            await status.show_state(self._services, request.id)


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
