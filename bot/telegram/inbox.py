"""Taking updates from Telegram so that a crash loses none and doubles none, and handling them
side by side so that one slow chat does not hold up the others.

PTB's Updater confirms a batch with the next getUpdates as soon as it is queued, before any of it
is handled: a bot killed while working through a backlog (right after a restart, say) lost those
messages for good. Here every update is first written to the inbox (store/inbox.py); only then is
it confirmed to Telegram (by the next getUpdates, or by answering the webhook's call). It is
marked handled once `process_update` returned. At a start, the updates in the inbox that were not
handled are handled first; one that Telegram sends again is recognised by its id and skipped.

Updates of one chat are handled one at a time, in the order they came; different chats run at
the same time, up to `Tuning.updates_at_once` handlers. An update handled again after a crash (it
was taken but not marked handled) is skipped if its message already became a request, so nothing
is charged twice.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging
from collections.abc import Awaitable, Callable, Sequence
from typing import TypeVar

from telegram import Update
from telegram.error import InvalidToken, RetryAfter, TelegramError, TimedOut
from telegram.ext import Application

from bot.app import ALLOWED_UPDATES
from bot.context import services_of
from bot.instance import PollingErrors
from bot.pipeline.telegram_faults import retry_after_sec
from bot.pipeline.tuning import Tuning
from bot.store.inbox import InboxRepo

log = logging.getLogger(__name__)

MAX_TAKEN = 200  # updates taken and not yet handled before polling waits for them
FORGET_EVERY = 1000  # updates taken between clean-ups of old handled ids
RETRY_FIRST_SEC, RETRY_MAX_SEC = 1.0, 30.0

T = TypeVar("T")


class UpdateIntake:
    """Writes updates to the inbox, then handles them: in order within a chat, chats side by
    side. Also the `update_queue` of PTB's webhook handler: its `put` returns once the update is
    written, so Telegram's call is answered (and the update confirmed) only then."""

    def __init__(self, app: Application) -> None:
        self._app = app
        tuning: Tuning = app.bot_data["tuning"]
        self._slots = asyncio.Semaphore(tuning.updates_at_once)
        self._tasks: set[asyncio.Task[None]] = set()
        self._last_of_chat: dict[int, asyncio.Task[None]] = {}
        self._progress = asyncio.Event()
        self._closing = False
        self._taken = 0

    @property
    def _inbox(self) -> InboxRepo:
        return services_of(self._app).store.inbox

    async def resume(self) -> None:
        """At a start: handle what was taken before the last stop or crash and not handled."""
        pending = await self._inbox.pending()
        if pending:
            log.info("handling %s update(s) taken before the restart", len(pending))
        for update_id, body in pending:
            update = self._parse(update_id, body)
            if update is None:
                await self._inbox.handled(update_id)
            else:
                self._start(update, resumed=True)

    async def take(self, updates: Sequence[Update]) -> None:
        """Write a batch to the inbox and start handling the new ones; returns once written."""
        added = await self._inbox.add([(u.update_id, u.to_json()) for u in updates])
        for update in updates:
            if update.update_id in added:
                self._start(update, resumed=False)
            else:
                log.info("update %s is in the inbox already; skipped", update.update_id)
        self._taken += len(added)
        if self._taken >= FORGET_EVERY:
            self._taken = 0
            await self._inbox.forget_handled()

    async def put(self, update: Update) -> None:
        await self.take([update])

    async def room(self) -> None:
        """Return once fewer than MAX_TAKEN updates wait to be handled."""
        while len(self._tasks) >= MAX_TAKEN:
            self._progress.clear()
            await self._progress.wait()

    async def finish(self) -> None:
        """Finish the handlers that started; the updates not started stay in the inbox."""
        self._closing = True
        if self._tasks:
            await asyncio.wait(set(self._tasks))

    def _start(self, update: Update, resumed: bool) -> None:
        chat = _chat_key(update)
        before = self._last_of_chat.get(chat)
        task = asyncio.create_task(self._handle_after(before, update, resumed))
        self._tasks.add(task)
        self._last_of_chat[chat] = task
        task.add_done_callback(lambda done: self._forget(chat, done))

    def _forget(self, chat: int, task: asyncio.Task[None]) -> None:
        self._tasks.discard(task)
        if self._last_of_chat.get(chat) is task:
            del self._last_of_chat[chat]
        self._progress.set()

    async def _handle_after(
        self, before: asyncio.Task[None] | None, update: Update, resumed: bool
    ) -> None:
        if before is not None:
            await asyncio.wait({before})
        async with self._slots:
            if self._closing:
                return  # stays in the inbox for the next start
            try:
                if resumed and await self._became_request(update):
                    log.info(
                        "update %s became a request before a restart; skipped", update.update_id
                    )
                else:
                    await self._app.process_update(update)
            except Exception:
                # PTB hands handler errors to the error handler; anything else escaping must
                # not be retried forever: it is logged and the update counts as handled.
                log.exception("update %s could not be handled", update.update_id)
            await self._inbox.handled(update.update_id)

    async def _became_request(self, update: Update) -> bool:
        """The handler got as far as writing a request for this very message."""
        message = update.message
        if message is None:
            return False
        requests = services_of(self._app).store.requests
        return await requests.from_message(message.chat_id, message.message_id)

    def _parse(self, update_id: int, body: str) -> Update | None:
        try:
            return Update.de_json(json.loads(body), self._app.bot)
        except Exception:
            log.exception("update %s in the inbox could not be read; dropped", update_id)
            return None


def _chat_key(update: Update) -> int:
    """Updates with the same key are handled in order; a chat's id, else its user's."""
    if update.effective_chat is not None:
        return update.effective_chat.id
    if update.effective_user is not None:
        return update.effective_user.id
    return 0


class Polling:
    """Long polling through UpdateIntake; updates sent while the bot was down are fetched."""

    def __init__(
        self, timeout: int = 1, on_error: Callable[[TelegramError], None] | None = None
    ) -> None:
        self.timeout = timeout
        self.on_error = on_error or PollingErrors()
        self._stopping = asyncio.Event()
        self._task: asyncio.Task[None] | None = None
        self._intake: UpdateIntake | None = None

    async def start(self, app: Application) -> None:
        # A webhook and getUpdates exclude each other; its pending updates are kept.
        await app.bot.delete_webhook(drop_pending_updates=False)
        self._intake = UpdateIntake(app)
        await self._intake.resume()
        self._task = asyncio.create_task(self._poll(app, self._intake), name="polling")

    async def stop(self, app: Application) -> None:
        """Take no more updates; finish the handlers that started."""
        self._stopping.set()
        if self._task is not None:
            await self._task
        if self._intake is not None:
            await self._intake.finish()

    async def _poll(self, app: Application, intake: UpdateIntake) -> None:
        offset: int | None = None
        pause = RETRY_FIRST_SEC
        while not self._stopping.is_set():
            await self._until_stopping(intake.room())
            try:
                updates = await self._fetch(app, offset)
                if updates:
                    await intake.take(updates)
                    offset = updates[-1].update_id + 1  # confirmed by the next getUpdates
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
            except Exception:
                # The inbox could not be written: these updates are fetched again.
                log.exception("updates could not be taken in")
                await self._sleep(pause)
                pause = min(RETRY_MAX_SEC, pause * 1.5)
                continue
            pause = RETRY_FIRST_SEC

    async def _fetch(self, app: Application, offset: int | None) -> tuple[Update, ...] | None:
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
