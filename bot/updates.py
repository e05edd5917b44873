"""Taking updates from Telegram so that a crash loses none and doubles none: an update is
confirmed to Telegram only after it was handled, and one that Telegram sends again because the
bot died before confirming it is recognised and skipped.

PTB's Updater confirms a batch with the next getUpdates as soon as it is queued, before any of it
is handled: a bot killed while working through a backlog (right after a restart, say) lost those
messages for good. Here the offset moves past an update only once `process_update` returned, one
at a time, in order, and the id of each handled update is written down. An update sent again is
skipped if it was recorded as handled, or if its message already became a request (the bot died
after the handler wrote the request and before the record), so nothing is charged twice.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import time
from collections.abc import Callable

from telegram import Update
from telegram.error import InvalidToken, RetryAfter, TelegramError, TimedOut
from telegram.ext import Application

from bot.app import ALLOWED_UPDATES
from bot.context import services_of
from bot.instance import PollingErrors
from bot.pipeline.telegram_faults import retry_after_sec

log = logging.getLogger(__name__)

LAST_UPDATE_FLAG = "last_update"  # value: "<update_id> <unix time>"
# Telegram keeps an unconfirmed update for 24 h, so an older record cannot match a resent one
# (and ids may start afresh after a quiet week).
RESEND_WINDOW_SEC = 24 * 3600
RETRY_FIRST_SEC, RETRY_MAX_SEC = 1.0, 30.0


class UpdateIntake:
    """Handles one update at a time and records it; skips one recorded before a restart.
    Also the `update_queue` of PTB's webhook handler: its `put` returns once the update is
    handled, so Telegram's webhook call is answered (and the update confirmed) only then."""

    def __init__(self, app: Application, clock: Callable[[], float] = time.time) -> None:
        self._app = app
        self._clock = clock
        self._lock = asyncio.Lock()
        self._last: int | None = None
        self._loaded = False

    async def handle(self, update: Update) -> None:
        async with self._lock:
            if await self._handled_before(update):
                log.info("update %s was handled before a restart; skipped", update.update_id)
                return
            await self._app.process_update(update)
            self._last = update.update_id
            flags = services_of(self._app).store.flags
            await flags.set(LAST_UPDATE_FLAG, f"{update.update_id} {self._clock()}")

    async def put(self, update: Update) -> None:
        await self.handle(update)

    async def idle(self) -> None:
        """Return once no update is being handled."""
        async with self._lock:
            pass

    async def _handled_before(self, update: Update) -> bool:
        if not self._loaded:
            self._loaded = True
            self._last = await self._recorded_last()
        if self._last is not None and update.update_id <= self._last:
            return True
        return await self._became_request(update)

    async def _became_request(self, update: Update) -> bool:
        """The handler got as far as writing a request for this very message."""
        message = update.message
        if message is None:
            return False
        requests = services_of(self._app).store.requests
        recent = await requests.for_chat(message.chat_id, limit=10)
        return any(r.request_message_id == message.message_id for r in recent)

    async def _recorded_last(self) -> int | None:
        value = await services_of(self._app).store.flags.get(LAST_UPDATE_FLAG)
        try:
            update_id, at = value.split() if value else ("", "")
            fresh = self._clock() - float(at) < RESEND_WINDOW_SEC
            return int(update_id) if fresh else None
        except ValueError:
            return None


class Polling:
    """Long polling through UpdateIntake; updates sent while the bot was down are fetched."""

    def __init__(
        self, timeout: int = 1, on_error: Callable[[TelegramError], None] | None = None
    ) -> None:
        self.timeout = timeout
        self.on_error = on_error or PollingErrors()
        self._stopping = asyncio.Event()
        self._task: asyncio.Task[None] | None = None

    async def start(self, app: Application) -> None:
        # A webhook and getUpdates exclude each other; its pending updates are kept.
        await app.bot.delete_webhook(drop_pending_updates=False)
        intake = UpdateIntake(app)
        self._task = asyncio.create_task(self._poll(app, intake), name="polling")

    async def stop(self, app: Application) -> None:
        """Finish the update in hand; the rest of a batch stays with Telegram for next time."""
        self._stopping.set()
        if self._task is not None:
            await self._task

    async def _poll(self, app: Application, intake: UpdateIntake) -> None:
        offset: int | None = None
        pause = RETRY_FIRST_SEC
        while not self._stopping.is_set():
            try:
                updates = await self._fetch(app, offset)
            except RetryAfter as error:
                await self._sleep(retry_after_sec(error))
                continue
            except TimedOut:
                continue
            except TelegramError as error:
                self.on_error(error)
                if isinstance(error, InvalidToken):
                    pause = RETRY_MAX_SEC
                await self._sleep(pause)
                pause = min(RETRY_MAX_SEC, pause * 1.5)
                continue
            pause = RETRY_FIRST_SEC
            for update in updates or ():
                if self._stopping.is_set():
                    break
                await _handle_logging_failure(intake, update)
                offset = update.update_id + 1

    async def _fetch(self, app: Application, offset: int | None) -> tuple[Update, ...] | None:
        """getUpdates, given up (None) when the bot is stopping."""
        fetch = asyncio.ensure_future(
            app.bot.get_updates(
                offset=offset, timeout=self.timeout, allowed_updates=ALLOWED_UPDATES
            )
        )
        stopping = asyncio.ensure_future(self._stopping.wait())
        await asyncio.wait({fetch, stopping}, return_when=asyncio.FIRST_COMPLETED)
        stopping.cancel()
        if not fetch.done():
            fetch.cancel()
            with contextlib.suppress(asyncio.CancelledError, TelegramError):
                await fetch
            return None
        return fetch.result()

    async def _sleep(self, seconds: float) -> None:
        with contextlib.suppress(TimeoutError):
            await asyncio.wait_for(self._stopping.wait(), seconds)


async def _handle_logging_failure(intake: UpdateIntake, update: Update) -> None:
    """PTB hands handler errors to the error handler; anything else escaping must not stop the
    polling for good, nor be retried forever: it is logged and the update counts as seen."""
    try:
        await intake.handle(update)
    except Exception:
        log.exception("update %s could not be handled", update.update_id)
