"""Updates taken from Telegram (bot/telegram/inbox.py): written to the inbox before they are
confirmed, handled after a crash if they were not, never handled twice, and handled side by side
across chats while each chat keeps its order."""

from __future__ import annotations

import asyncio
import gc
import sqlite3
from typing import Any

import pytest
from telegram import Update
from telegram.ext import Application

from bot.context import services_of
from bot.pipeline.steps import BotApp
from bot.store import State
from bot.store.inbox import InboxRepo
from bot.telegram import Inbox
from botapi_standin import BotApiStandIn
from music_emulator import Emulator
from tests.conftest import LYRICS, AppFactory, all_handled, texts_to, wait_for_state
from tests.e2e.helpers import saying

USER, OTHER = 81, 82


async def newest_update_id(app: Application) -> int:
    row = await services_of(app).store.conn.execute_fetchall("SELECT MAX(update_id) FROM inbox")
    return int(next(iter(row))[0])


async def as_if_never_handled(app: Application, update_id: int, message: dict[str, Any]) -> None:
    """What a crash leaves when it comes after an update was taken and before it was marked
    handled: its row in the inbox, body and all, with no mark."""
    update = Update.de_json({"update_id": update_id, "message": message}, app.bot)
    assert update is not None
    await services_of(app).store.conn.execute(
        "UPDATE inbox SET handled_at = NULL, body = ? WHERE update_id = ?",
        (update.to_json(), update_id),
    )


async def test_an_update_taken_but_not_handled_is_handled_at_the_next_start(
    bot_app: AppFactory, stand: BotApiStandIn
) -> None:
    async with bot_app() as app:
        said = stand.user_says(USER, "/help")
        await stand.wait_for_message(USER)
        await all_handled(app, stand)  # its mark written: else it could land after the undoing
        await as_if_never_handled(app, await newest_update_id(app), said)
    assert len(stand.messages(USER)) == 1

    async with bot_app() as app:
        await stand.wait_for(lambda: len(stand.messages(USER)) == 2)
        await all_handled(app, stand)


async def sung(app: BotApp, stand: BotApiStandIn) -> dict[str, Any]:
    """The user's lyrics said and their song delivered: the message as Telegram gave it."""
    said = stand.user_says(USER, LYRICS)
    await wait_for_state(app, 1, State.DELIVERED)
    return said


async def test_an_update_sent_again_after_it_was_handled_is_skipped(
    bot_app: AppFactory, emulator: Emulator, stand: BotApiStandIn
) -> None:
    async with bot_app() as app:
        said = await sung(app, stand)
        update_id = await newest_update_id(app)
        again = Update.de_json({"update_id": update_id, "message": said}, app.bot)
        assert again is not None

        await Inbox(app).keep([again])  # Telegram resends it: the bot died before confirming

        assert len(await services_of(app).store.requests.for_chat(USER)) == 1
    assert len(emulator.posts()) == 1


async def test_a_message_that_became_a_request_before_a_crash_is_not_a_second_request(
    bot_app: AppFactory, emulator: Emulator, stand: BotApiStandIn
) -> None:
    async with bot_app() as app:
        said = await sung(app, stand)
        await as_if_never_handled(app, await newest_update_id(app), said)

    async with bot_app() as app:
        await all_handled(app, stand)
        assert len(await services_of(app).store.requests.for_chat(USER)) == 1
    assert len(emulator.posts()) == 1


async def test_chats_are_handled_side_by_side_and_each_in_order(
    bot_app: AppFactory, stand: BotApiStandIn
) -> None:
    async with saying(bot_app, stand, USER, "/start") as app:
        greeting = await stand.wait_for_message(USER)
        stand.hold("answerCallbackQuery")
        stand.user_presses(USER, greeting.message_id, "gone:1")  # a button the bot no longer knows
        await stand.wait_for(lambda: stand.held_count("answerCallbackQuery") == 1)
        stand.user_says(USER, "/help")
        stand.user_says(OTHER, "/help")

        await stand.wait_for_message(OTHER)  # another chat is not held up
        assert len(stand.messages(USER)) == 1  # this chat's /help waits for its button

        stand.release("answerCallbackQuery")
        await stand.wait_for(lambda: len(stand.messages(USER)) == 2)
        assert texts_to(stand, USER)[-1] == texts_to(stand, OTHER)[-1]  # the same help
        await all_handled(app, stand)


async def test_a_chats_next_update_does_not_wait_for_the_disk_to_keep_a_mark(
    bot_app: AppFactory, stand: BotApiStandIn, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A handled mark waits for a disk sync (synchronous=FULL); a slow disk is stood in for by
    marks that wait until the test lets them through."""
    disk = asyncio.Event()
    keep_mark = InboxRepo.handled

    async def slow_disk(self: InboxRepo, update_id: int) -> None:
        await disk.wait()
        await keep_mark(self, update_id)

    async with bot_app() as app:
        monkeypatch.setattr(InboxRepo, "handled", slow_disk)
        try:
            for _ in range(3):
                stand.user_says(USER, "/help")
            await stand.wait_for(lambda: len(stand.messages(USER)) == 3, timeout=5)
            unmarked = "SELECT COUNT(*) FROM inbox WHERE handled_at IS NULL"
            assert list(await services_of(app).store.conn.execute_fetchall(unmarked))[0][0] == 3
        finally:
            disk.set()  # else the bot's stop waits for the marks forever
        await all_handled(app, stand)


async def test_a_mark_the_disk_refuses_is_written_with_the_next_and_fails_no_task(
    bot_app: AppFactory, stand: BotApiStandIn, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A full disk refuses one handled mark: the bot goes on, says so without a traceback, and
    the next update's mark writes both."""
    keep_mark = InboxRepo.handled
    refusals = [sqlite3.OperationalError("database or disk is full")]

    async def full_once(self: InboxRepo, update_id: int) -> None:
        if refusals:
            self._to_mark.add(update_id)  # as a refused write leaves it (store/inbox.py)
            raise refusals.pop()
        await keep_mark(self, update_id)

    failed_tasks: list[dict[str, Any]] = []
    async with bot_app() as app:
        loop = asyncio.get_running_loop()
        loop.set_exception_handler(lambda _, context: failed_tasks.append(context))
        monkeypatch.setattr(InboxRepo, "handled", full_once)
        stand.user_says(USER, "/help")
        await stand.wait_for(lambda: len(stand.messages(USER)) == 1)
        await stand.wait_for(lambda: not refusals)
        stand.user_says(USER, "/help")
        await all_handled(app, stand)
        gc.collect()  # a failed task nobody awaited is reported when it is collected
    assert len(stand.messages(USER)) == 2
    assert failed_tasks == []


def a_reaction(chat_id: int, user_id: int, message_id: int, emoji: str) -> dict[str, Any]:
    return {
        "chat": {"id": chat_id, "type": "private", "first_name": "U"},
        "message_id": message_id,
        "user": {"id": user_id, "is_bot": False, "first_name": "U"},
        "date": 1_800_000_000,
        "old_reaction": [],
        "new_reaction": [{"type": "emoji", "emoji": emoji}],
    }


async def test_only_the_kinds_the_bot_handles_reach_its_inbox(
    bot_app: AppFactory, stand: BotApiStandIn
) -> None:
    """A chat that reacts to and edits its messages costs the inbox (a row and an fsync each)
    only the messages: reactions and edits are never asked for."""
    async with bot_app() as app:
        said = stand.user_says(USER, "/help")
        reply = await stand.wait_for_message(USER)
        for emoji in ("👍", "🔥", "❤", "👏", "🎉"):
            stand.world.updates.push(
                "message_reaction", a_reaction(USER, USER, reply.message_id, emoji)
            )
            stand.user_edits(USER, said["message_id"], f"/help {emoji}")
        stand.user_says(USER, "/help")
        await stand.wait_for(lambda: len(stand.messages(USER)) == 2)
        await all_handled(app, stand)
        rows = await services_of(app).store.conn.execute_fetchall("SELECT COUNT(*) FROM inbox")
        assert next(iter(rows))[0] == 2  # the two messages; 12 when every kind was asked for
