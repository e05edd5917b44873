"""Long polling: getUpdates in a loop, each batch written to the inbox (inbox.py) before the next
getUpdates confirms it to Telegram. Flood limits are waited out, other failures retried with a
growing pause; a stop gives up the call in flight and finishes the handlers that started."""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import Awaitable, Callable
from typing import TypeVar

from telegram import Update
from telegram.error import InvalidToken, RetryAfter, TelegramError, TimedOut

from bot.logs import RepeatedFailure
from bot.telegram.app_data import App, DataT
from bot.telegram.faults import retry_after_sec, through_flood_control
from bot.telegram.inbox import ALLOWED_UPDATES, Inbox
from bot.telegram.instance import PollingErrors

log = logging.getLogger(__name__)

T = TypeVar("T")


class Polling:
    """Long polling through Inbox; updates sent while the bot was down are fetched."""

    def __init__(
        self, timeout: int = 1, on_error: Callable[[TelegramError], None] | None = None
    ) -> None:
        self.timeout = timeout
        self.on_error = on_error  # None: PollingErrors
        self._stopping = asyncio.Event()
        self._task: asyncio.Task[None] | None = None
        self._inbox: Inbox | None = None
        self._taking = RepeatedFailure(log, "taking updates into the inbox")

    async def start(self, app: App[DataT]) -> None:
        # A webhook and getUpdates exclude each other; its pending updates are kept.
        await through_flood_control(
            lambda: app.bot.delete_webhook(drop_pending_updates=False), "deleteWebhook"
        )
        self._inbox = Inbox(app)
        await self._inbox.resume()
        self._task = asyncio.create_task(self._poll(app, self._inbox), name="polling")

    async def stop(self, app: App[DataT]) -> None:
        """Take no more updates; finish the handlers that started."""
        self._stopping.set()
        if self._task is not None:
            await self._task
        if self._inbox is not None:
            await self._inbox.finish()

    async def _poll(self, app: App[DataT], inbox: Inbox) -> None:
        flow, tuning = app.bot_data.flow, app.bot_data.tuning.telegram
        first, most = tuning.polling_retry_first_sec, tuning.polling_retry_max_sec
        report = self.on_error or PollingErrors()
        offset: int | None = None
        pause = first
        while not self._stopping.is_set():
            await self._until_stopping(inbox.room())
            try:
                updates = await self._fetch(app, offset)
                if updates is not None:
                    flow.heard()
                if updates:
                    await inbox.keep(updates)
                    offset = updates[-1].update_id + 1  # confirmed by the next getUpdates
            except RetryAfter as error:
                await self._sleep(retry_after_sec(error))
                continue
            except TimedOut:
                continue
            except TelegramError as error:
                report(error)
                if isinstance(error, InvalidToken):
                    pause = most
                await self._sleep(pause)
                pause = min(most, pause * 1.5)
                continue
            except Exception as error:
                # The inbox could not be written (a full disk): these are fetched again.
                self._taking.failed(error)
                await self._sleep(pause)
                pause = min(most, pause * 1.5)
                continue
            self._taking.passed()
            pause = first

    async def _fetch(self, app: App[DataT], offset: int | None) -> tuple[Update, ...] | None:
        """getUpdates, given up (None) when the bot is stopping."""
        return await self._until_stopping(
            app.bot.get_updates(
                offset=offset, timeout=self.timeout, allowed_updates=ALLOWED_UPDATES
            )
        )

    async def _until_stopping(self, work: Awaitable[T]) -> T | None:
        """The result of `work`, or None (and `work` cancelled) once the bot is stopping."""
        doing = asyncio.ensure_future(work)
        stopping = asyncio.ensure_future(self._stopping.wait())
        await asyncio.wait({doing, stopping}, return_when=asyncio.FIRST_COMPLETED)
        stopping.cancel()
        if not doing.done():
            doing.cancel()
            with contextlib.suppress(asyncio.CancelledError, TelegramError):
                await doing
            return None
        return doing.result()

    async def _sleep(self, seconds: float) -> None:
        with contextlib.suppress(TimeoutError):
            await asyncio.wait_for(self._stopping.wait(), seconds)
