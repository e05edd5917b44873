"""`python -m bot backup DEST` taken while the bot runs with songs flowing, then restored into a
fresh place and started: every request the copy holds ends, and none the copy knew as accepted
(a job id in its database or in its journal) is POSTed again."""

from __future__ import annotations

import asyncio
import json
import os
import shutil
import sqlite3
import sys
from collections.abc import Awaitable, Callable
from contextlib import closing
from pathlib import Path

from bot.store import State
from bot.store.backup import back_up
from bot.store.journal import journal_path
from bot.ui import DraftPress, RetryPress
from bot.ui.preview import Action
from botapi_standin import BotApiStandIn
from music_emulator import Emulator
from tests.conftest import FAST, AppFactory, services, stored_in, tuned, wait_for_state
from tests.e2e.helpers import is_preview, press_button, successful

FIRST_USER = 300
USERS = 10
SONGS = 60  # at most; sending stops a few songs after the backup
AFTER = 5
CRASH = tuned(FAST, drain_sec=0.0)
# Where a restored request may end with nobody pressing anything: `unknown` only for a row the
# copy shows as sent with no answer and no job in its journal (never sent again by itself).
ENDED = (State.DELIVERED, State.FAILED, State.REJECTED, State.CANCELLED, State.UNKNOWN)


def lyrics_of(n: int) -> str:
    return f"[verse]\nSong number {n} of the backup\nSung while the copy is made\n[chorus]\nLa"


async def run_backup(dest: Path, database: Path, cwd: Path, code: int = 0) -> str:
    """The CLI as an operator runs it: its own process, no secret in its environment; what it
    printed (stderr when it is expected to fail)."""
    env = {k: v for k, v in os.environ.items() if k not in ("TELEGRAM_BOT_TOKEN", "API_KEY")}
    env["DATABASE_PATH"] = str(database)
    process = await asyncio.create_subprocess_exec(
        sys.executable,
        "-m",
        "bot",
        "backup",
        str(dest),
        cwd=cwd,  # no .env there
        env=env,
        stdout=asyncio.subprocess.PIPE,
        stderr=asyncio.subprocess.PIPE,
    )
    out, err = await process.communicate()
    assert process.returncode == code, err.decode()
    return (out if code == 0 else err).decode()


async def test_a_folder_that_does_not_exist_is_refused_not_made(
    bot_app: AppFactory, tmp_path: Path
) -> None:
    database = tmp_path / "db" / "bot.sqlite3"
    async with bot_app():
        said = await run_backup(tmp_path / "mistyped" / "backups", database, tmp_path, code=1)
    assert said == (
        f"backup failed: the folder {tmp_path / 'mistyped'} does not exist: "
        "check DEST, or make it first\n"
    )
    assert not (tmp_path / "mistyped").exists()


async def wait_until(count: Callable[[], Awaitable[int]], least: int) -> None:
    deadline = asyncio.get_running_loop().time() + 30
    while await count() < least:
        assert asyncio.get_running_loop().time() < deadline, "the songs did not flow"
        await asyncio.sleep(0.05)


def rows_of(database: Path) -> dict[int, tuple[str, str | None, str]]:
    with closing(sqlite3.connect(database)) as conn:
        found = conn.execute("SELECT id, state, job_id, lyrics FROM requests").fetchall()
    return {row[0]: (row[1], row[2], row[3]) for row in found}


async def test_a_backup_under_load_restores_every_request_and_posts_no_accepted_one_again(
    bot_app: AppFactory, emulator: Emulator, stand: BotApiStandIn, tmp_path: Path
) -> None:
    emulator.settings.concurrent_limit = 4
    emulator.settings.daily_limit = 500
    limits = {"ORG_CONCURRENT_LIMIT": 4, "ORG_DAILY_LIMIT": 500}
    database = tmp_path / "db" / "bot.sqlite3"
    backups = tmp_path / "backups"
    backups.mkdir()

    backed_up = asyncio.Event()

    async def send_songs() -> None:
        after = 0
        for n in range(SONGS):
            stand.user_says(FIRST_USER + n % USERS, lyrics_of(n))
            await asyncio.sleep(0.1)
            after += backed_up.is_set()
            if after >= AFTER:
                return

    async with bot_app(tuning=CRASH, **limits) as app:
        sending = asyncio.create_task(send_songs())
        store = services(app).store
        # under load: songs delivered, others at the service, more arriving
        await wait_until(lambda: store.requests.count_in_states([State.DELIVERED]), 2)
        said = await run_backup(backups, database, tmp_path)
        backed_up.set()
        await sending
    # the bot that was backed up is gone (stopped as by a crash); its jobs go on at the service,
    # and a POST it had sent as it stopped may reach the emulator a moment later
    await asyncio.sleep(0.5)

    assert said.startswith("backed up ") and "bytes" in said
    copy = backups / database.name
    restored = tmp_path / "restored" / "bot.sqlite3"
    restored.parent.mkdir()
    shutil.copy(copy, restored)
    if journal_path(copy).exists():
        shutil.copy(journal_path(copy), journal_path(restored))
    held = rows_of(restored)
    journaled = {}
    if journal_path(restored).exists():
        for line in journal_path(restored).read_text().splitlines():
            job = json.loads(line)
            journaled[job["request_id"]] = job["job_id"]
    accepted = {rid: job or journaled[rid] for rid, (_, job, _) in held.items() if job} | {
        rid: job for rid, job in journaled.items() if rid in held and not held[rid][1]
    }
    assert len(held) >= 3 and accepted, "the copy was taken with songs made and under way"
    assert len(held) < SONGS, "the copy was taken while requests kept coming"
    lyrics = {rid: words for rid, (_, _, words) in held.items()}
    # every job the copy knows was POSTed once, by the bot backed up
    posted_before = emulator.posts()
    for rid, job in accepted.items():
        assert [p.job_id for p in posted_before if p.body and p.body["lyrics"] == lyrics[rid]] == [
            job
        ]

    async with bot_app(
        DATABASE_PATH=restored, DATA_DIR=tmp_path / "restored-data", **limits
    ) as app:
        store = services(app).store
        deadline = asyncio.get_running_loop().time() + 60
        while True:
            ended = {r.id: r for r in await store.requests.in_states(ENDED)}
            if set(held) <= set(ended):
                break
            assert asyncio.get_running_loop().time() < deadline, (
                f"not ended: {sorted(set(held) - set(ended))}"
            )
            await asyncio.sleep(0.1)

    posted_after = emulator.posts()[len(posted_before) :]
    words_posted_after = [p.body["lyrics"] for p in posted_after if p.body]
    for rid, job in accepted.items():
        assert lyrics[rid] not in words_posted_after, f"request {rid} was POSTed twice"
        assert ended[rid].state == State.DELIVERED and ended[rid].job_id == job
    for rid, (state, _, _) in held.items():
        if ended[rid].state == State.UNKNOWN:
            assert state == State.SUBMITTING and rid not in accepted
        if rid not in accepted and state == State.WAITING:
            assert ended[rid].state == State.DELIVERED
    # of what the copy holds, the restored bot made a job only of what it held as not sent yet,
    # each once (songs sent after the backup that Telegram still held reach it as new requests;
    # a POST the service refused with 429, its slots taken by jobs the first bot started after
    # the copy, made no job and is tried again)
    held_words = set(lyrics.values())
    made_after = [p.body["lyrics"] for p in posted_after if p.body and p.job_id]
    assert sorted(w for w in made_after if w in held_words) == sorted(
        lyrics[rid] for rid, (state, _, _) in held.items() if state == State.WAITING
    )


async def test_a_job_accepted_between_the_copy_and_the_journals_read_is_followed_not_sent_again(
    bot_app: AppFactory, emulator: Emulator, stand: BotApiStandIn, tmp_path: Path
) -> None:
    """The race of a backup: B waits for the one slot when the database is copied; A ends, B is
    POSTed and accepted before the journal is read. The copy shows B `waiting`, its journal has
    B's job: restored and started, the bot follows that job and delivers B, with no POST."""
    emulator.settings.generation_sec = 1.5  # A holds the only slot while the copy is taken
    database = tmp_path / "db" / "bot.sqlite3"
    async with bot_app(tuning=CRASH, ORG_CONCURRENT_LIMIT=1) as app:
        store = services(app).store
        loop = asyncio.get_running_loop()
        stand.user_says(FIRST_USER, lyrics_of(1))
        await wait_for_state(app, 1, State.QUEUED, State.RUNNING)
        stand.user_says(FIRST_USER + 1, lyrics_of(2))
        await wait_for_state(app, 2, State.WAITING)

        def hold_until_second_is_accepted() -> None:
            accepted = wait_for_state(app, 2, State.QUEUED, State.RUNNING, timeout=30)
            asyncio.run_coroutine_threadsafe(accepted, loop).result()

        copied = await asyncio.to_thread(
            back_up, database, tmp_path / "backups", hold_until_second_is_accepted
        )
        job = (await stored_in(store, 2)).job_id
    assert job is not None and copied.jobs >= 1
    assert rows_of(copied.database)[2][0] == State.WAITING, "the copy was taken before the POST"
    restored = tmp_path / "restored" / "bot.sqlite3"
    restored.parent.mkdir()
    shutil.copy(copied.database, restored)
    shutil.copy(copied.journal, journal_path(restored))
    posted_before = len(emulator.posts())
    sent_before = successful(stand, "sendAudio", FIRST_USER + 1)

    async with bot_app(DATABASE_PATH=restored, DATA_DIR=tmp_path / "restored-data") as app:
        second = await wait_for_state(app, 2, State.DELIVERED, timeout=30)
        first = await wait_for_state(app, 1, State.DELIVERED, timeout=30)
        taken = await services(app).store.requests.submissions_since(0, user_id=FIRST_USER + 1)

    assert second.job_id == job and first.job_id is not None
    assert emulator.posts()[posted_before:] == [], "nothing the copy knew was POSTed again"
    seconds = [p for p in emulator.posts() if p.body and p.body["lyrics"] == second.lyrics]
    assert [p.job_id for p in seconds] == [job]
    assert taken == 1, "its quota day counts the submission it was, once"
    assert successful(stand, "sendAudio", FIRST_USER + 1) - sent_before == 1, "B's song came"


async def test_a_job_accepted_for_a_retried_unknown_after_the_copy_is_followed_not_sent_again(
    bot_app: AppFactory, emulator: Emulator, stand: BotApiStandIn, tmp_path: Path
) -> None:
    """The copy shows a request `unknown` (its POST answered 500); its user presses "try
    again" and the service takes it before the journal is read. Restored, the bot follows that
    job from `unknown`: delivered, no POST, both POSTs counted in the day as they were."""
    emulator.settings.post_faults = [500]
    database = tmp_path / "db" / "bot.sqlite3"
    async with bot_app(tuning=CRASH) as app:
        store = services(app).store
        loop = asyncio.get_running_loop()
        stand.user_says(FIRST_USER, lyrics_of(1))
        await wait_for_state(app, 1, State.UNKNOWN)
        told = await stand.wait_for_message(FIRST_USER, lambda m: m.reply_markup is not None)

        async def try_again_and_be_taken() -> None:
            press_button(stand, FIRST_USER, told.message_id, RetryPress)
            await wait_for_state(app, 1, State.QUEUED, State.RUNNING, State.COMPLETED)

        def hold_until_taken() -> None:
            asyncio.run_coroutine_threadsafe(try_again_and_be_taken(), loop).result()

        copied = await asyncio.to_thread(back_up, database, tmp_path / "backups", hold_until_taken)
        job = (await stored_in(store, 1)).job_id
    assert job is not None
    assert rows_of(copied.database)[1][0] == State.UNKNOWN, "the copy was taken before the press"
    restored = tmp_path / "restored" / "bot.sqlite3"
    restored.parent.mkdir()
    shutil.copy(copied.database, restored)
    shutil.copy(copied.journal, journal_path(restored))
    posted_before = len(emulator.posts())
    sent_before = successful(stand, "sendAudio", FIRST_USER)

    async with bot_app(DATABASE_PATH=restored, DATA_DIR=tmp_path / "restored-data") as app:
        request = await wait_for_state(app, 1, State.DELIVERED, timeout=30)
        counted = await services(app).store.requests.submissions_since(0, user_id=FIRST_USER)

    assert request.job_id == job and request.attempts == 2
    assert emulator.posts()[posted_before:] == [], "the job the journal knew was not POSTed again"
    assert counted == 2, "the unanswered POST and the one taken, as the service counts them"
    assert successful(stand, "sendAudio", FIRST_USER) - sent_before == 1


async def test_a_preview_confirmed_after_the_copy_and_taken_is_followed_not_sent_again(
    bot_app: AppFactory, emulator: Emulator, stand: BotApiStandIn, tmp_path: Path
) -> None:
    """The copy holds a preview (`draft`); its user presses "make the song" and the service
    takes it before the journal is read. Restored, the bot follows that job from `draft`: no
    POST, the song delivered."""
    database = tmp_path / "db" / "bot.sqlite3"
    async with bot_app(tuning=CRASH) as app:
        store = services(app).store
        loop = asyncio.get_running_loop()
        stand.user_says(FIRST_USER, "/song the sea")
        preview = await stand.wait_for_message(FIRST_USER, is_preview)

        async def confirm_and_be_taken() -> None:
            press_button(stand, FIRST_USER, preview.message_id, DraftPress, action=Action.GO)
            await wait_for_state(app, 1, State.QUEUED, State.RUNNING, State.COMPLETED)

        def hold_until_taken() -> None:
            asyncio.run_coroutine_threadsafe(confirm_and_be_taken(), loop).result()

        copied = await asyncio.to_thread(back_up, database, tmp_path / "backups", hold_until_taken)
        job = (await stored_in(store, 1)).job_id
    assert job is not None
    assert rows_of(copied.database)[1][0] == State.DRAFT, "the copy was taken before the press"
    restored = tmp_path / "restored" / "bot.sqlite3"
    restored.parent.mkdir()
    shutil.copy(copied.database, restored)
    shutil.copy(copied.journal, journal_path(restored))
    posted_before = len(emulator.posts())

    async with bot_app(DATABASE_PATH=restored, DATA_DIR=tmp_path / "restored-data") as app:
        request = await wait_for_state(app, 1, State.DELIVERED, timeout=30)

    assert request.job_id == job
    assert emulator.posts()[posted_before:] == [], "the job the journal knew was not POSTed again"
