"""The wall clock stepped by hours, either way, while a job runs or while the bot is down: its
polls and delivery neither stall nor give up; the song arrives as if nothing happened."""

from __future__ import annotations

import asyncio
import time
from collections.abc import AsyncIterator, Callable
from contextlib import asynccontextmanager

import pytest
from telegram.ext import Application

from bot.app import build_application
from bot.config import Settings
from bot.store import State
from bot.telegram import running
from botapi_standin import BotApiStandIn
from music_emulator import Emulator
from tests.conftest import FAST, LYRICS, texts_to, wait_for_state

USER = 71
HOUR = 3600.0
# Far less than an hour: a poll or a delivery that waited for the stepped clock would miss it.
PROMPTLY = 20.0


class SteppedWall:
    """The machine's wall clock, which an operator or NTP may step."""

    def __init__(self) -> None:
        self.offset = 0.0

    def __call__(self) -> float:
        return time.time() + self.offset


@pytest.fixture
def wall() -> SteppedWall:
    return SteppedWall()


@pytest.fixture
def bot_on(make_settings: Callable[..., Settings], wall: SteppedWall):
    @asynccontextmanager
    async def run(**overrides: object) -> AsyncIterator[Application]:
        app = build_application(make_settings(**overrides), FAST, wall, time.monotonic)
        async with running(app) as started:
            yield started

    return run


@pytest.mark.parametrize("step", [-HOUR, 3 * HOUR], ids=["back an hour", "forward three hours"])
async def test_a_step_of_the_wall_clock_while_a_job_runs_changes_nothing(
    bot_on, emulator: Emulator, stand: BotApiStandIn, wall: SteppedWall, step: float
) -> None:
    emulator.settings.generation_sec = 2.0
    async with bot_on(POLL_INTERVAL_SEC=1) as app:
        stand.user_says(USER, LYRICS)
        await wait_for_state(app, 1, State.QUEUED, State.RUNNING)
        wall.offset += step
        request = await wait_for_state(app, 1, State.DELIVERED, timeout=PROMPTLY)
    assert request.error is None
    assert not [text for text in texts_to(stand, USER) if text.startswith(("⌛", "❌"))]


async def test_a_step_back_while_the_bot_was_down_does_not_stall_its_jobs(
    bot_on, emulator: Emulator, stand: BotApiStandIn, wall: SteppedWall
) -> None:
    emulator.settings.generation_sec = 1.0
    async with bot_on(POLL_INTERVAL_SEC=1) as app:
        stand.user_says(USER, LYRICS)
        await wait_for_state(app, 1, State.QUEUED, State.RUNNING)
    wall.offset -= 2 * HOUR
    async with bot_on(POLL_INTERVAL_SEC=1) as app:
        await wait_for_state(app, 1, State.DELIVERED, timeout=PROMPTLY)


async def test_a_step_forward_while_the_bot_was_down_keeps_a_lost_post_s_hold(
    bot_on, emulator: Emulator, stand: BotApiStandIn, wall: SteppedWall
) -> None:
    """A POST whose answer was lost holds the one slot for twice JOB_TIMEOUT_MIN (6 s here). The
    wall clock jumps three hours while the bot is down, within one boot: the hold keeps what was
    left of it, as for a step made while the bot ran, so the next song waits for it."""
    emulator.settings.post_faults = ["taken-500"]
    limits = {"ORG_CONCURRENT_LIMIT": 1, "JOB_TIMEOUT_MIN": 0.05, "POLL_INTERVAL_SEC": 1}
    async with bot_on(**limits) as app:
        stand.user_says(USER, LYRICS)
        await wait_for_state(app, 1, State.UNKNOWN)
    wall.offset += 3 * HOUR
    async with bot_on(**limits) as app:
        started = time.monotonic()
        stand.user_says(USER + 1, LYRICS)
        await wait_for_state(app, 2, State.WAITING)
        await asyncio.sleep(2.0)
        assert (await wait_for_state(app, 2, State.WAITING)).attempts == 0, "the hold was kept"
        await wait_for_state(app, 2, State.QUEUED, State.RUNNING, State.DELIVERED, timeout=PROMPTLY)
    assert time.monotonic() - started < PROMPTLY, "and ended when its time was up"
