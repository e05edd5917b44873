"""The world failing, not the song: Telegram down for every call, a token Telegram refuses, a
disk that answers ENOSPC. A paid song waits through them uncounted and arrives within a minute
of their return; while the bot could not bring a song, no track is spent; admins hear of a
refused token or a full disk once."""

from __future__ import annotations

import asyncio
import errno
import logging
import shutil
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from telegram.ext import Application

from bot.store import State
from botapi_standin import BotApiStandIn
from music_emulator import Emulator
from tests.conftest import (
    ADMIN_ID,
    FAST,
    LYRICS,
    AppFactory,
    stored,
    texts_to,
    tuned,
    wait_for_state,
)
from tests.e2e.mounts import small_filesystem

USER = 61
SECOND = "[verse]\nSecond song of the evening\n[chorus]\nStill singing"
# Under the FAST tuning, the old way gave a song up after this many failed tries (seconds).
FEW_ATTEMPTS = 3
FEW_TRIES = tuned(FAST, delivery_attempts=FEW_ATTEMPTS)
WITHIN_A_MINUTE = 60.0
FILLER = "filler.bin"


def sent_audio(stand: BotApiStandIn, chat_id: int) -> int:
    return sum(
        1
        for call in stand.calls_of("sendAudio")
        if call.ok and int(call.params["chat_id"]) == chat_id
    )


async def delivered_within(app: Application, request_id: int, seconds: float) -> float:
    """How long the request took to reach `delivered`, failing after `seconds`."""
    loop = asyncio.get_running_loop()
    started = loop.time()
    await wait_for_state(app, request_id, State.DELIVERED, timeout=seconds)
    return loop.time() - started


async def a_made_song_waits_through(
    app: Application,
    stand: BotApiStandIn,
    fail: Callable[[], object],
    recover: Callable[[], object],
) -> float:
    """A song asked for; `fail` the world while its job runs; the made song waits, uncounted, far
    past the tries that once gave it up; then `recover` it: how long the song took to arrive."""
    stand.user_says(USER, LYRICS)
    await wait_for_state(app, 1, State.QUEUED, State.RUNNING)
    fail()
    await wait_for_state(app, 1, State.COMPLETED, timeout=20)
    await asyncio.sleep(4.0)  # far past FEW_ATTEMPTS tries under FAST
    assert (await stored(app, 1)).state == State.COMPLETED
    recover()
    return await delivered_within(app, 1, WITHIN_A_MINUTE)


def arrived_once_never_told_failed(stand: BotApiStandIn, took: float) -> None:
    assert sent_audio(stand, USER) == 1
    assert not told_as_failed(stand, USER), texts_to(stand, USER)
    assert took < WITHIN_A_MINUTE


def told_as_failed(stand: BotApiStandIn, chat_id: int) -> list[str]:
    """Every message that ends a song badly starts with ❌ (failed, not delivered)."""
    return [text for text in texts_to(stand, chat_id) if text.startswith("❌")]


async def test_telegram_down_while_a_job_completes_the_song_arrives_once_it_is_back(
    bot_app: AppFactory,
    emulator: Emulator,
    stand: BotApiStandIn,
) -> None:
    emulator.settings.generation_sec = 1.0
    async with bot_app(FEW_TRIES) as app:
        # every call fails, getUpdates included
        took = await a_made_song_waits_through(app, stand, stand.go_down, stand.come_back)
    arrived_once_never_told_failed(stand, took)


async def test_a_refused_token_spends_nothing_more_and_everything_arrives_after_a_restart(
    bot_app: AppFactory,
    emulator: Emulator,
    stand: BotApiStandIn,
    caplog: pytest.LogCaptureFixture,
) -> None:
    emulator.settings.generation_sec = 1.5
    async with bot_app(FEW_TRIES, ORG_CONCURRENT_LIMIT=1) as app:
        stand.user_says(ADMIN_ID, "/start")
        stand.user_says(USER, LYRICS)
        stand.user_says(USER, "/lyrics\n" + SECOND)
        await wait_for_state(app, 1, State.QUEUED, State.RUNNING)
        await wait_for_state(app, 2, State.WAITING)
        stand.revoke_token()
        await wait_for_state(app, 1, State.COMPLETED, timeout=20)
        await asyncio.sleep(4.0)  # the slot is free, the song could not be brought
        assert len(emulator.posts()) == 1, "a track was spent while Telegram refused the token"
        assert (await stored(app, 1)).state == State.COMPLETED
    critical = [r for r in caplog.records if r.levelno == logging.CRITICAL]
    assert len(critical) == 1 and "token" in critical[0].getMessage()
    stand.revoke_token(False)  # a new token, and a start with it
    async with bot_app(FEW_TRIES, ORG_CONCURRENT_LIMIT=1) as app:
        await wait_for_state(app, 1, State.DELIVERED, timeout=30)
        await wait_for_state(app, 2, State.DELIVERED, timeout=30)
        over = await stand.wait_for_message(
            ADMIN_ID, lambda m: "accepts the bot's token again" in (m.text or "")
        )
    assert over is not None
    assert len(emulator.posts()) == 2
    assert sent_audio(stand, USER) == 2


# --- a full disk -----------------------------------------------------------------------


@pytest.fixture
def small_disk(tmp_path: Path) -> Iterator[Path]:
    """DATA_DIR on a disk of 24 MB."""
    with small_filesystem(tmp_path / "data") as folder:
        yield folder


def fill(folder: Path, leave_bytes: int) -> Path:
    """A file that takes all but `leave_bytes` of the folder's filesystem. The bot writes there
    too meanwhile (its database, its WAL): a write that meets the full disk first has filled
    it, which is what was asked."""
    filler = folder / FILLER
    size = shutil.disk_usage(folder).free - leave_bytes
    with filler.open("ab", buffering=0) as out:  # unbuffered: nothing left to flush at close
        try:
            out.write(b"\0" * max(0, size))
        except OSError as error:
            if error.errno != errno.ENOSPC:
                raise
    return filler


async def test_a_full_disk_spends_nothing_tells_the_admin_and_resumes_when_there_is_room(
    bot_app: AppFactory, emulator: Emulator, stand: BotApiStandIn, small_disk: Path
) -> None:
    filler = fill(small_disk, leave_bytes=4 * 1024**2)  # a 10 s track needs about 10 MB
    async with bot_app(DATA_DIR=small_disk) as app:
        stand.user_says(ADMIN_ID, "/start")
        stand.user_says(USER, LYRICS)
        await wait_for_state(app, 1, State.WAITING)
        alert = await stand.wait_for_message(ADMIN_ID, lambda m: "disk" in (m.text or ""))
        await asyncio.sleep(1.0)  # twenty ticks of the scheduler
        assert emulator.posts() == []
        waiting = await stand.wait_for_message(USER, lambda m: "no room" in (m.text or ""))
        filler.unlink()
        took = await delivered_within(app, 1, WITHIN_A_MINUTE)
        over = await stand.wait_for_message(
            ADMIN_ID, lambda m: "room on the disk" in (m.text or "")
        )
    assert "MB free" in (alert.text or "") and waiting is not None and over is not None
    assert len(emulator.posts()) == 1 and sent_audio(stand, USER) == 1
    assert took < WITHIN_A_MINUTE


async def test_a_disk_that_fills_while_a_job_runs_keeps_the_song_until_there_is_room(
    bot_app: AppFactory,
    emulator: Emulator,
    stand: BotApiStandIn,
    small_disk: Path,
) -> None:
    emulator.settings.generation_sec = 1.0
    async with bot_app(FEW_TRIES, DATA_DIR=small_disk) as app:
        # the WAV's download meets ENOSPC
        took = await a_made_song_waits_through(
            app, stand, lambda: fill(small_disk, leave_bytes=0), (small_disk / FILLER).unlink
        )
    arrived_once_never_told_failed(stand, took)


async def test_a_full_disk_under_the_database_loses_no_update_and_spends_nothing(
    bot_app: AppFactory,
    emulator: Emulator,
    stand: BotApiStandIn,
    tmp_path: Path,
    caplog: pytest.LogCaptureFixture,
) -> None:
    emulator.settings.generation_sec = 1.0
    with small_filesystem(tmp_path / "db", size="32m") as folder:
        async with bot_app(DATABASE_PATH=folder / "bot.sqlite3", ORG_CONCURRENT_LIMIT=1) as app:
            stand.user_says(USER, LYRICS)
            stand.user_says(USER, "/lyrics\n" + SECOND)
            await wait_for_state(app, 1, State.QUEUED, State.RUNNING)
            await wait_for_state(app, 2, State.WAITING)
            filler = fill(folder, leave_bytes=0)
            stand.user_says(USER, "/status")  # an update that can't be written yet
            await asyncio.sleep(4.0)  # the job ends meanwhile; twenty polls meet the full disk
            assert len(emulator.posts()) == 1
            filler.unlink()
            took = await delivered_within(app, 2, WITHIN_A_MINUTE)
            await wait_for_state(app, 1, State.DELIVERED)
            await stand.wait_for_message(USER, lambda m: "Songs in this chat" in (m.text or ""))
    tracebacks = [r for r in caplog.records if r.exc_info]
    assert len(tracebacks) <= 5, [r.getMessage() for r in tracebacks]
    assert len(emulator.posts()) == 2 and sent_audio(stand, USER) == 2
    assert took < WITHIN_A_MINUTE
