"""Songs move at their moment, not at the next tick: a job is polled POLL_INTERVAL_SEC after its
POST and after each poll (the poll alarm, bot/alarm.py), never sooner; a job the service ends
frees its slot for the next song in line at once; and the scheduler's look reads the store as
often for a long line as for a short one. Here the ticks run once, at the start (QUIET): only
the alarm and the bell move the songs."""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest

from bot.pipeline.steps import POLL_GATHER_SEC
from bot.store import State
from bot.tuning import Tuning
from botapi_standin import BotApiStandIn
from music_emulator import Emulator
from tests.conftest import FAST, AppFactory, pipeline, services, tuned, wait_for_state
from tests.e2e.helpers import add_waiting, lyrics, one_song_delivered

QUIET = tuned(FAST, tick_sec=3600)
INTERVAL = 0.3
# The emulator notes a GET when its handler runs, in the event loop it shares with the bot: a
# busy loop notes one later than it was sent, and the next one that much sooner after it. A
# poll at every tick (0.05 s) would still be far below the interval less this.
ARRIVAL_JITTER_SEC = 0.1
USER, OTHER = 601, 602


@pytest.mark.parametrize("tuning", [QUIET, FAST], ids=["no ticks", "ticks"])
async def test_a_job_is_polled_at_its_moments_and_never_sooner(
    bot_app: AppFactory, emulator: Emulator, stand: BotApiStandIn, tuning: Tuning
) -> None:
    song = await one_song_delivered(bot_app, stand, USER, tuning=tuning, POLL_INTERVAL_SEC=INTERVAL)
    posted = [post.at for post in emulator.posts(status=202)]
    polls = [poll.at for poll in emulator.polls(song.job_id or "")]
    moments = [*posted, *polls]
    gaps = [later - earlier for earlier, later in zip(moments, moments[1:], strict=False)]
    assert len(polls) >= 2, polls  # queued, running, completed: more than one look
    assert min(gaps) >= INTERVAL - ARRIVAL_JITTER_SEC, gaps


async def test_a_slot_freed_submits_the_next_song_at_once(
    bot_app: AppFactory, emulator: Emulator, stand: BotApiStandIn
) -> None:
    async with bot_app(QUIET, ORG_CONCURRENT_LIMIT=1, POLL_INTERVAL_SEC=INTERVAL) as app:
        stand.user_says(USER, lyrics("first"))
        await wait_for_state(app, 1, State.QUEUED, State.RUNNING)
        stand.user_says(OTHER, lyrics("second"))  # in line: the one slot is taken
        await wait_for_state(app, 2, State.WAITING)
        await wait_for_state(app, 2, State.DELIVERED)
    first, second = emulator.posts(status=202)
    assert second.at > first.at


async def test_a_look_reads_the_store_as_often_for_400_in_line_as_for_20(
    bot_app: AppFactory, stand: BotApiStandIn, tmp_path: Path
) -> None:
    """Every person has a share (USER_DAILY_LIMIT): the look counts them only as far down the
    line as it starts songs (one here), not for everyone waiting."""
    statements: dict[int, int] = {}
    for size, first_chat in ((20, 1), (400, 1001)):
        database = tmp_path / f"line-{size}.sqlite3"
        limits = {"ORG_CONCURRENT_LIMIT": 1, "USER_DAILY_LIMIT": 5, "POLL_INTERVAL_SEC": 60}
        async with bot_app(QUIET, DATABASE_PATH=database, **limits) as app:
            await add_waiting(stand, services(app), range(first_chat, first_chat + size))
            seen: list[str] = []
            store = services(app).store
            await store.conn.set_trace_callback(seen.append)
            await pipeline(app).scheduler.look()  # starts the first; its POST runs after
            await store.conn.set_trace_callback(lambda _sql: None)  # aiosqlite types no None
            statements[size] = len(seen)
            await wait_for_state(app, 1, State.QUEUED)
    assert statements[400] == statements[20], statements


async def test_many_jobs_polled_apart_are_gathered_into_few_looks(
    bot_app: AppFactory, emulator: Emulator, stand: BotApiStandIn
) -> None:
    """Twenty jobs (the day's tracks) fall due at twenty moments each interval; the alarm rings
    no more often than POLL_GATHER_SEC, so the poller reads the store that often at
    most for them."""
    jobs, watch_sec = 20, 2.0
    emulator.settings.concurrent_limit = jobs
    emulator.settings.generation_sec = 30.0  # running throughout
    async with bot_app(QUIET, ORG_CONCURRENT_LIMIT=jobs, POLL_INTERVAL_SEC=INTERVAL) as app:
        for n in range(jobs):
            stand.user_says(USER + n, lyrics(n))
        for n in range(1, jobs + 1):
            await wait_for_state(app, n, State.QUEUED, State.RUNNING)
        looks: list[str] = []
        store = services(app).store
        await store.conn.set_trace_callback(looks.append)
        await asyncio.sleep(watch_sec)
        await store.conn.set_trace_callback(lambda _sql: None)  # aiosqlite types no None
    due_reads = [sql for sql in looks if "COALESCE(next_poll_at, 0) <=" in sql]
    polls = [sql for sql in looks if sql.startswith("UPDATE requests SET last_poll_at")]
    assert len(polls) >= jobs * 3, "every job was polled every interval"
    assert len(due_reads) <= watch_sec / POLL_GATHER_SEC + 2, len(due_reads)
