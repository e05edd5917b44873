"""One bot per database and per token: a second process on the same database refuses
to start with one clear line, and two processes polling one token hear about it plainly."""

from __future__ import annotations

import asyncio
from pathlib import Path

from botapi_standin import BotApiStandIn
from music_emulator import Emulator
from tests.e2e.processes import BotProcess, bot_env

CONFLICT_LINE = "another process is getting updates for this bot token"


async def test_second_process_on_the_same_database_refuses_to_start(
    emulator: Emulator, stand: BotApiStandIn, tmp_path: Path
) -> None:
    env = bot_env(stand, emulator, tmp_path)
    first = BotProcess(env, tmp_path / "first")
    second = BotProcess(env, tmp_path / "second")
    for bot in (first, second):
        bot.folder.mkdir()
    await first.start()

    await second.start(wait_ready=False)
    assert await asyncio.wait_for(second.running.wait(), 30) == 1
    refusal = [line for line in second.log().splitlines() if "not started" in line]
    assert len(refusal) == 1
    assert "already running on" in refusal[0] and env["DATABASE_PATH"] in refusal[0]
    assert f"pid {first.running.pid}" in refusal[0]

    stand.user_says(61, "/start")
    await stand.wait_for_message(61, timeout=20)  # the first one carries on
    assert await first.stop() == 0


async def test_two_processes_polling_one_token_report_the_conflict(
    emulator: Emulator, stand: BotApiStandIn, tmp_path: Path
) -> None:
    bots = []
    for name in ("first", "second"):
        folder = tmp_path / name
        folder.mkdir()
        bots.append(BotProcess(bot_env(stand, emulator, folder), folder))
    for bot in bots:
        await bot.start()

    watching = [asyncio.ensure_future(bot.wait_for_log((CONFLICT_LINE,))) for bot in bots]
    done, pending = await asyncio.wait(watching, timeout=30, return_when=asyncio.FIRST_COMPLETED)
    for task in pending:
        task.cancel()
    assert done, "neither process reported the conflict"
    for task in done:
        task.result()
    for bot in bots:
        assert await bot.stop() == 0
    lines = [line for bot in bots for line in bot.log().splitlines() if CONFLICT_LINE in line]
    assert all("Traceback" not in line for line in lines)
    assert "only one may run" in lines[0]
