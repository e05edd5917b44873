"""Running like a service: the bot as a real process, stopped by SIGTERM or SIGINT
mid-job without half-written state, updates sent while it was down answered after the start, and
webhook mode with its secret token checked, and its health on the metrics port."""

from __future__ import annotations

import asyncio
import signal
from pathlib import Path
from typing import Any

import httpx
import pytest

from botapi_standin import BotApiStandIn
from music_emulator import Emulator
from tests.conftest import LYRICS
from tests.e2e.helpers import successful
from tests.e2e.processes import (
    BotProcess,
    bot_env,
    free_port,
    rows,
    started_bot,
    state_of,
    wait_for_db_state,
    webhook_mode,
)

USER = 51


@pytest.mark.parametrize("signum", [signal.SIGTERM, signal.SIGINT])
async def test_signal_mid_job_stops_cleanly_and_the_next_start_delivers_once(
    emulator: Emulator, stand: BotApiStandIn, tmp_path: Path, signum: int
) -> None:
    emulator.settings.generation_sec = 3.0
    bot = await started_bot(stand, emulator, tmp_path, quick=False)
    stand.user_says(USER, LYRICS)
    await wait_for_db_state(bot.database, 1, "queued", "running")

    assert await bot.stop(signum) == 0
    assert state_of(bot.database, 1) in ("queued", "running"), "the job is still followed"
    assert "stopped" in bot.log()

    await bot.start()
    await wait_for_db_state(bot.database, 1, "delivered")
    await bot.stop()
    assert len(emulator.posts()) == 1
    assert successful(stand, "sendAudio") == 1


async def test_stop_during_an_upload_leaves_it_to_deliver_once_at_the_next_start(
    emulator: Emulator, stand: BotApiStandIn, tmp_path: Path
) -> None:
    bot = BotProcess(bot_env(stand, emulator, tmp_path), tmp_path, quick=True)
    stand.hold("sendAudio")
    await bot.start()
    stand.user_says(USER, LYRICS)
    await stand.wait_for(lambda: stand.held_count("sendAudio") == 1, timeout=30)

    assert await bot.stop(signal.SIGTERM) == 0  # the upload outlives the drain: cut off
    assert state_of(bot.database, 1) == "completed"
    stand.release("sendAudio")

    await bot.start()
    await wait_for_db_state(bot.database, 1, "delivered")
    await bot.stop()
    assert successful(stand, "sendAudio") == 1
    assert len(emulator.posts()) == 1


async def test_messages_sent_while_the_bot_was_down_are_answered(
    emulator: Emulator, stand: BotApiStandIn, tmp_path: Path
) -> None:
    bot = await started_bot(stand, emulator, tmp_path, quick=False)
    assert await bot.stop() == 0
    stand.user_says(USER, "/start")
    stand.user_says(USER + 1, LYRICS)

    await bot.start()
    await stand.wait_for_message(USER, timeout=20)
    await wait_for_db_state(bot.database, 1, "delivered")
    await bot.stop()
    assert stand.pending_updates() == 0


async def test_webhook_checks_the_secret_token(
    emulator: Emulator, stand: BotApiStandIn, tmp_path: Path
) -> None:
    port = free_port()
    webhook: dict[str, Any] = {"WEBHOOK_URL": f"http://127.0.0.1:{port}", "WEBHOOK_PORT": port}
    bot = await started_bot(stand, emulator, tmp_path, quick=False, **webhook)
    registered = stand.world.webhook
    assert registered["url"] == f"http://127.0.0.1:{port}/telegram"
    assert registered["secret_token"], "a secret is made when WEBHOOK_SECRET is unset"
    assert not registered.get("drop_pending_updates"), "updates kept while down stay"

    asked = stand.user_says(USER, "/start")
    update = {"update_id": 1, "message": asked}
    hook = f"http://127.0.0.1:{port}/telegram"
    async with httpx.AsyncClient() as client:
        forged = await client.post(hook, json=update)
        wrong = await client.post(
            hook, json=update, headers={"X-Telegram-Bot-Api-Secret-Token": "guess"}
        )
        assert not stand.messages(USER), "no update without the secret"
        right = await client.post(
            hook,
            json=update,
            headers={"X-Telegram-Bot-Api-Secret-Token": registered["secret_token"]},
        )
        await stand.wait_for_message(USER, timeout=20)
    assert await bot.stop() == 0

    assert forged.status_code == 403 and wrong.status_code == 403
    assert right.status_code == 200


async def test_webhook_uses_the_configured_secret(
    emulator: Emulator, stand: BotApiStandIn, tmp_path: Path
) -> None:
    port = free_port()
    settings: dict[str, Any] = {
        "WEBHOOK_URL": f"http://127.0.0.1:{port}/songbot",
        "WEBHOOK_PORT": port,
        "WEBHOOK_SECRET": "operator-chosen_secret-42",
    }
    bot = await started_bot(stand, emulator, tmp_path, quick=False, **settings)
    assert await bot.stop() == 0
    assert stand.world.webhook["url"] == f"http://127.0.0.1:{port}/songbot/telegram"
    assert stand.world.webhook["secret_token"] == "operator-chosen_secret-42"
    assert "operator-chosen_secret-42" not in bot.log()


async def test_a_message_in_hand_when_the_bot_is_killed_is_answered_after_the_restart(
    emulator: Emulator, stand: BotApiStandIn, tmp_path: Path
) -> None:
    bot = await started_bot(stand, emulator, tmp_path, quick=False)
    stand.hold("sendMessage")
    stand.user_says(USER, "/start")
    await stand.wait_for(lambda: stand.held_count("sendMessage") == 1)
    assert inbox_pending(tmp_path) == 1, "written down before it was confirmed to Telegram"

    await bot.kill()
    stand.release("sendMessage")
    await bot.start()
    await stand.wait_for_message(USER, timeout=20)
    assert await bot.stop() == 0
    assert successful(stand, "sendMessage") == 1
    assert stand.pending_updates() == 0


def inbox_pending(folder: Path) -> int:
    """Updates the bot process took and has not handled, read from its database."""
    query = "SELECT COUNT(*) FROM inbox WHERE handled_at IS NULL"
    return rows(folder / "db" / "bot.sqlite3", query)[0][0]


async def test_health_says_503_once_telegram_refuses_the_token(
    emulator: Emulator, stand: BotApiStandIn, tmp_path: Path
) -> None:
    webhook, port, metrics_port = webhook_mode()
    bot = await started_bot(stand, emulator, tmp_path, quick=False, **webhook)
    secret = {"X-Telegram-Bot-Api-Secret-Token": stand.world.webhook["secret_token"]}
    health = f"http://127.0.0.1:{metrics_port}/healthz"
    async with httpx.AsyncClient() as client:
        before = await client.get(health)
        stand.revoke_token()  # the bot's answer to this /start meets a 401
        update = {"update_id": 1, "message": stand.user_says(USER, "/start")}
        await client.post(f"http://127.0.0.1:{port}/telegram", json=update, headers=secret)
        await stand.wait_for(lambda: any(c.method == "sendMessage" for c in stand.calls))
        after = await client.get(health)
        for _ in range(50):  # the refusal is read a moment after the stand-in answered it
            if after.status_code != 200:
                break
            await asyncio.sleep(0.1)
            after = await client.get(health)
    assert await bot.stop() == 0
    assert before.status_code == 200
    assert after.status_code == 503, after.text
    assert "token" in after.json()["reason"]
    assert stand.token not in bot.log()
