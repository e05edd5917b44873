"""The API key and the bot token appear in no log line and no message
(docs/guarantees_in_chats.md §Secrets and markup): an end-to-end run with every logger at DEBUG,
the libraries' included (a Bot API URL carries the token, and a library may log one); and the bot
process itself in webhook mode."""

from __future__ import annotations

import logging
from collections.abc import Iterator
from pathlib import Path

import pytest

from bot.logs import REDACTED, install_redaction, remove_redaction
from bot.store import State
from bot.ui import LosslessPress
from botapi_standin import BotApiStandIn
from music_emulator import Emulator
from tests.conftest import ADMIN_ID, LYRICS, TOKEN, AppFactory, wait_for_state
from tests.e2e.helpers import press_button
from tests.e2e.processes import BotProcess, bot_env, free_port, started_bot

USER = 71
LOGGERS = ("", "httpx", "httpcore", "telegram", "bot", "aiohttp", "apscheduler", "aiosqlite")


@pytest.fixture
def every_log_line(caplog: pytest.LogCaptureFixture) -> Iterator[pytest.LogCaptureFixture]:
    for name in LOGGERS:
        caplog.set_level(logging.DEBUG, logger=name)
    yield caplog
    remove_redaction()


def leaks(text: str, secrets: list[str]) -> list[str]:
    return [secret for secret in secrets if secret in text]


def bot_call_texts(stand: BotApiStandIn) -> list[str]:
    """Every parameter of every Bot API call the bot made, and every message as the chat shows."""
    texts = [repr(call.params) for call in stand.calls]
    for chat in stand.world.bot_messages.values():
        texts += [f"{m.text} {m.caption} {m.reply_markup}" for m in chat]
    return texts


async def test_no_secret_in_any_log_line_or_message_of_a_whole_run(
    bot_app: AppFactory,
    emulator: Emulator,
    stand: BotApiStandIn,
    every_log_line: pytest.LogCaptureFixture,
) -> None:
    key = emulator.settings.api_key
    secrets = [TOKEN, key]
    install_redaction(secrets)
    async with bot_app() as app:
        stand.user_says(ADMIN_ID, "/start")
        stand.user_says(USER, "/start")
        stand.user_says(USER, f"/lyrics\n{LYRICS}")
        audio = await stand.wait_for_call("sendAudio", timeout=20)
        press_button(stand, USER, audio.result_or_error["message_id"], LosslessPress)
        await stand.wait_for_call("sendDocument", timeout=20)

        emulator.settings.api_key = "a-rotated-key"  # ours is refused now: 401, admins told
        stand.user_says(USER, LYRICS.replace("Hello", "Goodbye"))
        await stand.wait_for(lambda: emulator.posts(status=401))
        stand.fail_next("sendMessage", status=500, description="Internal Server Error")
        emulator.settings.api_key = key
        # As a library would log a Bot API request, in the middle of the run:
        logging.getLogger("aiohttp.client").debug("GET %s/bot%s/getMe", stand.url, TOKEN)
        await wait_for_state(app, 2, State.DELIVERED)

    records = every_log_line.records
    lines = [record.getMessage() for record in records]
    assert {"telegram", "httpx", "bot"} <= {r.name.split(".")[0] for r in records}
    assert any(f"/bot{REDACTED}/getMe" in line for line in lines), "the URL, its token replaced"
    for text in [*lines, every_log_line.text, *bot_call_texts(stand)]:
        assert not leaks(text, secrets), text[:300]


async def test_the_bot_process_logs_no_secret_at_debug(
    emulator: Emulator, stand: BotApiStandIn, tmp_path: Path
) -> None:
    polling = await started_bot(stand, emulator, tmp_path, quick=False, LOG_LEVEL="DEBUG")
    stand.user_says(USER, LYRICS)
    await stand.wait_for_call("sendAudio", timeout=30)
    assert await polling.stop() == 0

    port = free_port()
    webhook = {"WEBHOOK_URL": f"http://127.0.0.1:{port}", "WEBHOOK_PORT": port}
    env = bot_env(stand, emulator, tmp_path, LOG_LEVEL="DEBUG", **webhook)
    hooked = BotProcess(env, tmp_path)
    await hooked.start()
    assert await hooked.stop() == 0

    made_secret = stand.world.webhook["secret_token"]
    log = hooked.log()  # both runs: one log file
    assert "sendAudio" in log and "setWebhook" in log and REDACTED in log
    assert not leaks(log, [TOKEN, emulator.settings.api_key, made_secret])
