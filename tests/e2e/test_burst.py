"""A burst of finished songs: their files are made a few at a time (DeliveryTuning.encodes_at_once),
not all at once; the others wait their turn before downloading."""

from __future__ import annotations

import asyncio

import pytest

from bot.store import State
from botapi_standin import BotApiStandIn
from music_emulator import Emulator
from tests.conftest import FAST, LYRICS, AppFactory, tuned, wait_for_state

SONGS = 3


def file_downloads(emulator: Emulator) -> int:
    return sum(1 for seen in emulator.requests if "/files/" in seen.path)


async def downloads_begun(emulator: Emulator, count: int, timeout: float = 10.0) -> None:
    """Until `count` downloads have begun (the first covers import Pillow: slow on a busy
    machine)."""
    deadline = asyncio.get_running_loop().time() + timeout
    while file_downloads(emulator) < count:
        assert asyncio.get_running_loop().time() < deadline, "the downloads did not begin"
        await asyncio.sleep(0.05)


@pytest.mark.parametrize("at_once", [1, SONGS - 1])
async def test_files_are_made_at_most_encodes_at_once_at_a_time(
    bot_app: AppFactory, emulator: Emulator, stand: BotApiStandIn, at_once: int
) -> None:
    emulator.settings.generation_sec = 0.2
    emulator.settings.concurrent_limit = SONGS
    emulator.settings.file_faults = ["trickle"] * SONGS  # each download lasts till the deadline
    tuning = tuned(FAST, encodes_at_once=at_once, download_deadline_sec=30.0)
    async with bot_app(tuning, ORG_CONCURRENT_LIMIT=SONGS) as app:
        for user in range(1, SONGS + 1):
            stand.user_says(user, f"/lyrics\n{LYRICS}")
        for request_id in range(1, SONGS + 1):
            await wait_for_state(app, request_id, State.COMPLETED, timeout=20)
        await downloads_begun(emulator, at_once)
        await asyncio.sleep(1.0)  # ticks enough for any other delivery to have started
        assert file_downloads(emulator) == at_once
