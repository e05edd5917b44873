"""The one error handler, on the real Application: a failure the bot knows (its own
`SongbotError`) is told in its words and logged in one line; anything else is a bug, logged with
its traceback and counted in the error metric, and the person still hears something plain."""

from __future__ import annotations

import json
import logging
import subprocess
import sys
from typing import Any

import pytest
import sentry_sdk
from sentry_sdk.envelope import Envelope
from sentry_sdk.transport import Transport
from telegram import Update
from telegram.ext import CommandHandler

from bot.handlers.handler_context import HandlerContext
from bot.monitoring.bug_reports import MESSAGE_LEFT_OUT, start_bug_reports
from bot.store import StorageError
from bot.texts import t
from botapi_standin import BotApiStandIn
from tests.conftest import TOKEN, AppFactory, all_handled

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


async def test_a_bug_is_reported_to_sentry_without_its_words_and_a_known_failure_is_not(
    bot_app: AppFactory, stand: BotApiStandIn
) -> None:
    """SENTRY_DSN set: the bug the error metric counts goes to Sentry (the SDK's own transport
    interface, caught here) as its type and stack, tagged where it was caught; its message,
    which may hold people's words, and any secret stay out; a known failure is not sent."""
    transport = CapturedReports()
    reports = start_bug_reports(DSN, [TOKEN], transport)
    assert reports is not None
    try:
        async with bot_app() as app:
            app.bot_data.report_bug = reports.report
            app.add_handler(CommandHandler("knownfailure", _known), group=-100)
            app.add_handler(CommandHandler("lyricslip", _bug_with_words), group=-100)
            for command in ("/knownfailure", "/lyricslip"):
                stand.user_says(USER, command)
                await all_handled(app, stand)
            reports.close()
    finally:
        sentry_sdk.get_client().close()
    (event,) = transport.events
    (exception,) = event["exception"]["values"]
    assert exception["type"] == "KeyError" and exception["value"] == MESSAGE_LEFT_OUT
    assert event["tags"] == {"caught_by": "handler"}
    assert any(f["function"] == "_bug_with_words" for f in exception["stacktrace"]["frames"])
    sent = json.dumps(event)
    assert TOKEN not in sent and "la la la" not in sent and "vars" not in str(exception)


def test_no_sentry_dsn_loads_nothing_of_the_sdk() -> None:
    """Unset, the bot at rest weighs what it did: no part of the SDK is imported."""
    code = (
        "import sys, bot.cli.main, bot.app\n"
        "from bot.monitoring.bug_reports import start_bug_reports\n"
        "assert start_bug_reports(None, []) is None\n"
        "print(sorted(m for m in sys.modules if m.startswith('sentry_sdk')))\n"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert done.stdout.strip() == "[]"


DSN = "http://public@127.0.0.1:9/1"  # never reached: the transport keeps what it is given


class CapturedReports(Transport):
    """Keeps each event it is handed instead of sending it."""

    def __init__(self) -> None:
        super().__init__()
        self.events: list[dict[str, Any]] = []

    def capture_envelope(self, envelope: Envelope) -> None:
        self.events += [item.payload.json or {} for item in envelope.items if item.type == "event"]


async def _bug_with_words(update: Update, context: HandlerContext) -> None:
    lyrics = "[verse]\n" + " ".join(["la"] * 3) + TOKEN  # a frame's variable: never sent
    raise KeyError(lyrics)
