"""The one error handler, on the real Application: a failure the bot knows (its own
`SongbotError`) is told in its words and logged in one line; anything else is a bug, logged with
its traceback and counted in the error metric, and the person still hears something plain."""

from __future__ import annotations

import logging

import pytest
from telegram import Update
from telegram.ext import CommandHandler

from bot.handlers.handler_context import HandlerContext
from bot.store import StorageError
from bot.texts import t
from botapi_standin import BotApiStandIn
from tests.conftest import AppFactory, all_handled

USER = 4242


async def _known(update: Update, context: HandlerContext) -> None:
    raise StorageError("the database (DATABASE_PATH) is full")


async def _bug(update: Update, context: HandlerContext) -> None:
    raise ZeroDivisionError("a slip of ours")


async def test_a_known_failure_gets_its_words_and_a_bug_is_reported(
    bot_app: AppFactory, stand: BotApiStandIn, caplog: pytest.LogCaptureFixture
) -> None:
    caplog.set_level(logging.INFO)
    async with bot_app() as app:
        # Two commands of the test's own, before every handler of the bot: each raises.
        app.add_handler(CommandHandler("knownfailure", _known), group=-100)
        app.add_handler(CommandHandler("slip", _bug), group=-100)

        stand.user_says(USER, "/knownfailure")
        await all_handled(app, stand)
        await stand.wait_for_message(USER, lambda m: m.text == t("en", "error-storage"))
        assert dict(app.bot_data.errors) == {}, "a known failure is no bug"
        known = [r for r in caplog.records if "the database (DATABASE_PATH) is full" in r.message]
        assert known and all(r.levelno == logging.WARNING and not r.exc_info for r in known)

        stand.user_says(USER, "/slip")
        await all_handled(app, stand)
        await stand.wait_for_message(USER, lambda m: m.text == t("en", "error-generic"))
        assert dict(app.bot_data.errors) == {"handler": 1}
        bugs = [r.exc_info[1] for r in caplog.records if r.levelno == logging.ERROR and r.exc_info]
        assert bugs and isinstance(bugs[0], ZeroDivisionError), "a bug logs its traceback"
