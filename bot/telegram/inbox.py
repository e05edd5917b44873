"""Taking updates from Telegram so that a crash loses none and doubles none, and handling them
side by side so that one slow chat does not hold up the others.

PTB's Updater confirms a batch with the next getUpdates as soon as it is queued, before any of it
is handled: a bot killed while working through a backlog (right after a restart, say) lost those
messages for good. Here every update is first written to the inbox (store/inbox.py); only then is
it confirmed to Telegram (by the next getUpdates in polling.py, or by answering the webhook's call
in webhook.py). It is marked handled once `process_update` returned. At a start, the updates in
the inbox that were not handled are handled first; one that Telegram sends again is recognised by
its id and skipped.

Updates of one chat are handled one at a time, in the order they came; different chats run at the
same time, up to `TelegramTuning.updates_at_once` handlers. An update handled again after a crash
(it was taken but not marked handled) is skipped if its message already became a request, so nothing
is charged twice.
"""

from __future__ import annotations

import asyncio
import json
import logging
import sqlite3
from collections.abc import Sequence

from telegram import Update

from bot.store import Store
from bot.store.inbox import InboxRepo
from bot.telegram.app_data import App, AppData, DataT
from bot.telegram.lanes import Lane, calls_in

log = logging.getLogger(__name__)

MAX_TAKEN = 200  # updates taken and not yet handled before polling waits for them
FORGET_EVERY = 1000  # updates taken between clean-ups of old handled ids
# Only the kinds a handler takes (bot/handlers/), named each time: without a list Telegram keeps
# whatever an earlier call chose. Each kind asked for costs an inbox row with an fsync, so edits,
# reactions, channel posts and the rest are never asked for. A new handler's kind goes here.
ALLOWED_UPDATES: Sequence[str] = (
    Update.MESSAGE,
    Update.CALLBACK_QUERY,
    Update.INLINE_QUERY,
    Update.MY_CHAT_MEMBER,
    Update.GUEST_MESSAGE,  # guest mode: a mention in a chat the bot is not in
)


class Inbox:
    """Writes updates to the inbox, then handles them: in order within a chat, chats side by
    side. `take` returns once its updates are written, so the webhook answers Telegram's call
    (and so confirms the update) only then."""

    def __init__(self, app: App[DataT]) -> None:
        # What it uses of the application, kept apart: the application's type names the data
        # of the layers above, and this holds whichever application it is given.
        self._data: AppData = app.bot_data
        self._bot = app.bot
        self._process_update = app.process_update
        self._slots = asyncio.Semaphore(self._data.tuning.telegram.updates_at_once)
        self._tasks: set[asyncio.Task[None]] = set()
        self._turn_of_chat: dict[int, asyncio.Event] = {}  # set once its update was handled
        self._progress = asyncio.Event()
        self._closing = False
        self._taken = 0

    @property
    def _store(self) -> Store:
        return self._data.store  # updates are taken only once the start opened it

    @property
    def _inbox(self) -> InboxRepo:
        return self._store.inbox

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

    async def keep(self, updates: Sequence[Update]) -> None:
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
        before = self._turn_of_chat.get(chat) if chat is not None else None
        turn = asyncio.Event()
        task = asyncio.create_task(self._handle_after(before, turn, update, resumed))
        self._tasks.add(task)
        if chat is not None:
            self._turn_of_chat[chat] = turn
        task.add_done_callback(lambda done: self._forget(chat, turn, done))

    def _forget(self, chat: int | None, turn: asyncio.Event, task: asyncio.Task[None]) -> None:
        self._tasks.discard(task)
        if chat is not None and self._turn_of_chat.get(chat) is turn:
            del self._turn_of_chat[chat]
        self._progress.set()

    async def _handle_after(
        self, before: asyncio.Event | None, turn: asyncio.Event, update: Update, resumed: bool
    ) -> None:
        """Handle `update` once the chat's update before it was handled, then mark it. The
        chat's next update starts as soon as this one was handled, not after its mark reached
        the disk: marks wait for a disk sync each, and a chat's updates waited for them in
        turn (bench/README.md, benchmark c). Nothing is lost by it: this mark is asked for
        before the next update starts, so marks are written in the updates' order, and an
        update whose mark a crash lost is handled again at the start, as before."""
        try:
            if before is not None:
                await before.wait()
            handled = await self._handle(update, resumed)
        finally:
            turn.set()
        if handled:
            await self._mark_handled(update.update_id)

    async def _mark_handled(self, update_id: int) -> None:
        """A mark the database refuses (a full disk, an I/O error) is kept for the next mark's
        write; if none comes, the update is handled again at the next start, as after a crash.
        Raised, it ended a task nobody awaits ("Task exception was never retrieved")."""
        try:
            await self._inbox.handled(update_id)
        except (sqlite3.Error, OSError) as error:
            log.warning("update %s: its handled mark was not written (%s)", update_id, error)

    async def _handle(self, update: Update, resumed: bool) -> bool:
        """False when the bot is closing: the update stays in the inbox for the next start."""
        async with self._slots:
            if self._closing:
                return False
            try:
                if resumed and await self._became_request(update):
                    log.info(
                        "update %s became a request before a restart; skipped", update.update_id
                    )
                else:
                    with calls_in(Lane.PEOPLE):  # whatever a handler sends answers a person
                        await self._process_update(update)
            except Exception:
                # PTB hands handler errors to the error handler; anything else escaping must
                # not be retried forever: it is logged and the update counts as handled.
                log.exception("update %s could not be handled", update.update_id)
            return True

    async def _became_request(self, update: Update) -> bool:
        """The handler got as far as writing a request for this very message."""
        message = update.message
        if message is None:
            return False
        return await self._store.requests.from_message(message.chat_id, message.message_id)

    def _parse(self, update_id: int, body: str) -> Update | None:
        try:
            return Update.de_json(json.loads(body), self._bot)
        except Exception:
            log.exception("update %s in the inbox could not be read; dropped", update_id)
            return None


def _chat_key(update: Update) -> int | None:
    """Updates with the same key are handled in order; a chat's id, else its user's. A guest
    message waits for nothing (None): it must be answered within 10 s of its date, and what
    else its asker sends has no bearing on it (the chat it was written in is none of the
    bot's; its request is written down as its asker's)."""
    if update.guest_message is not None:
        return None
    if update.effective_chat is not None:
        return update.effective_chat.id
    if update.effective_user is not None:
        return update.effective_user.id
    return 0
