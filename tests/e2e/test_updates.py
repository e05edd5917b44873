"""An update Telegram sends again after a crash is not handled twice (bot/updates.py): not when it
was recorded as handled, and not when the crash came after its handler wrote a request."""

from __future__ import annotations

from telegram import Update

from bot.console.botapi import BotApiStandIn
from bot.context import services_of
from bot.emulator import Emulator
from bot.store import State
from bot.updates import LAST_UPDATE_FLAG, UpdateIntake
from tests.conftest import LYRICS, AppFactory, wait_for_state

USER = 81


async def test_an_update_sent_again_after_a_crash_is_not_a_second_request(
    bot_app: AppFactory, emulator: Emulator, stand: BotApiStandIn
) -> None:
    async with bot_app() as app:
        said = stand.user_says(USER, LYRICS)
        await wait_for_state(app, 1, State.DELIVERED)
        store = services_of(app).store
        update = Update.de_json({"update_id": 1, "message": said}, app.bot)
        assert update is not None

        await UpdateIntake(app).handle(update)  # a fresh start: the record says handled
        await store.flags.clear(LAST_UPDATE_FLAG)  # died before the record was written
        await UpdateIntake(app).handle(update)

        assert len(await store.requests.for_chat(USER)) == 1
    assert len(emulator.posts()) == 1


async def test_a_new_message_after_the_record_is_handled(
    bot_app: AppFactory, stand: BotApiStandIn
) -> None:
    async with bot_app() as app:
        stand.user_says(USER, "/start")
        await stand.wait_for_message(USER)
        value = await services_of(app).store.flags.get(LAST_UPDATE_FLAG)
        assert value is not None and value.split()[0] == "1"
        stand.user_says(USER, LYRICS)
        await wait_for_state(app, 1, *State)
