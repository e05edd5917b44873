"""`python -m bot restore BACKUP`, as an operator runs it, against a real bot process: refused
while a bot runs on the database, for a damaged backup and for one a newer Songbot migrated,
each in one line with nothing replaced; and a backup taken while a request waited, restored
after the service accepted that request, makes the next start follow that job and deliver the
song with no POST, whether the live journal or only the live database still knew the job."""

from __future__ import annotations

import asyncio
import sqlite3
import subprocess
import sys
from contextlib import closing
from pathlib import Path

import pytest

from bot.cli.restore import report
from bot.store import State, Store
from bot.store.backup import back_up
from bot.store.figures import COUNTED
from bot.store.journal import journal_path
from bot.store.restore import KEPT_REPLACED, restore
from botapi_standin import BotApiStandIn
from music_emulator import Emulator
from tests.conftest import AppFactory, services, wait_for_state
from tests.e2e.processes import BotProcess, bot_env, process_env, rows, wait_for_db_state

USER = 700
ACCEPTED = ("queued", "running", "completed", "delivered")


def songbot(database: Path, *args: str) -> subprocess.CompletedProcess[str]:
    """`python -m bot ARGS` in its own process, with no secret in its environment."""
    return subprocess.run(
        [sys.executable, "-m", "bot", *args],
        cwd=database.parent.parent,  # no .env there
        env=process_env(DATABASE_PATH=database),
        capture_output=True,
        text=True,
        timeout=60,
    )


def refused(done: subprocess.CompletedProcess[str], *words: str) -> None:
    assert done.returncode == 1, done.stdout + done.stderr
    lines = done.stderr.splitlines()
    assert len(lines) == 1 and lines[0].startswith("not restored: "), done.stderr
    assert all(word in lines[0] for word in words), lines[0]


def lyrics_of(n: int) -> str:
    return f"[verse]\nSong number {n} of the restore\nKept through the copy\n[chorus]\nLa"


async def made_database(path: Path) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    store = await Store.open(path)
    await store.close()
    return path


def files_beside(database: Path) -> list[str]:
    return sorted(p.name for p in database.parent.iterdir())


async def test_refused_while_a_bot_runs_on_the_database(
    emulator: Emulator, stand: BotApiStandIn, tmp_path: Path
) -> None:
    bot = BotProcess(bot_env(stand, emulator, tmp_path), tmp_path, quick=True)
    backup = await made_database(tmp_path / "backups" / "bot.sqlite3")
    await bot.start()
    try:
        before = files_beside(bot.database)
        refused(songbot(bot.database, "restore", str(backup)), "is running on", "stop it first")
        assert files_beside(bot.database) == before
        stand.user_says(USER, "/start")
        await stand.wait_for_message(USER, timeout=20)  # the bot carries on
    finally:
        assert await bot.stop() == 0


@pytest.mark.parametrize("fault", ["damaged", "newer"])
async def test_a_damaged_or_newer_backup_is_refused_and_nothing_replaced(
    tmp_path: Path, fault: str
) -> None:
    database = await made_database(tmp_path / "db" / "bot.sqlite3")
    backup = await made_database(tmp_path / "backups" / "bot.sqlite3")
    if fault == "damaged":
        data = bytearray(backup.read_bytes())
        page = 4096
        assert len(data) > 4 * page
        data[2 * page : 3 * page] = b"\xa5" * page  # a page of the schema's tables overwritten
        backup.write_bytes(bytes(data))
    else:
        with closing(sqlite3.connect(backup)) as conn:
            conn.execute(
                "INSERT INTO schema_migrations (version, applied_at) VALUES ('999_later', 0)"
            )
            conn.commit()
    before = database.read_bytes()

    done = songbot(database, "restore", str(backup))

    if fault == "damaged":
        refused(done, str(backup), "damaged" if "damaged (" in done.stderr else "cannot be read")
    else:
        refused(done, str(backup), "newer Songbot", "999_later")
    assert database.read_bytes() == before
    assert files_beside(database) == ["bot.sqlite3", "bot.sqlite3.lock"]


@pytest.mark.parametrize("knew_it", ["the journal", "the database"])
async def test_a_job_accepted_after_the_backup_is_followed_not_posted_again(
    emulator: Emulator, stand: BotApiStandIn, tmp_path: Path, knew_it: str
) -> None:
    """One slot: song 1 runs at the service and song 2 waits when the backup is taken; then the
    service accepts song 2 and the bot stops. With the live journal (the live database then
    damaged), or with only the live database (a restart trimmed the journal), the restore keeps
    song 2's job: the restored bot delivers both songs and POSTs nothing."""
    emulator.settings.generation_sec = 1.5
    env = bot_env(stand, emulator, tmp_path, ORG_CONCURRENT_LIMIT=1)
    bot = BotProcess(env, tmp_path, quick=True)
    backup = tmp_path / "backups" / "bot.sqlite3"
    backup.parent.mkdir()
    await bot.start()
    stand.user_says(USER, lyrics_of(1))
    await wait_for_db_state(bot.database, 1, "queued", "running")
    stand.user_says(USER + 1, lyrics_of(2))
    await wait_for_db_state(bot.database, 2, "waiting")
    backed_up = songbot(bot.database, "backup", str(backup.parent))
    assert backed_up.returncode == 0, backed_up.stderr
    await wait_for_db_state(bot.database, 2, *ACCEPTED)
    ((job, words),) = rows(bot.database, "SELECT job_id, lyrics FROM requests WHERE id = 2")
    if knew_it == "the database":
        assert await bot.stop() == 0
        await bot.start()  # the start trims the journal of the jobs its database holds
    assert await bot.stop() == 0
    assert rows(backup, "SELECT state, job_id FROM requests WHERE id = 2") == [("waiting", None)]
    if knew_it == "the journal":
        assert job in journal_path(bot.database).read_text()
        bot.database.write_bytes(b"damaged beyond reading" * 100)
        for suffix in ("-wal", "-shm"):
            bot.database.with_name(bot.database.name + suffix).unlink(missing_ok=True)
    else:
        assert not journal_path(bot.database).exists()

    done = songbot(bot.database, "restore", str(backup))

    assert done.returncode == 0, done.stderr
    said = done.stdout.splitlines()
    assert said[0].startswith(f"restored {backup} to {bot.database}; ")
    kept = bot.database.with_name(said[0].split(" kept as ")[1].split("/")[-1])
    assert kept.name.startswith("bot.sqlite3.before-restore-") and kept.is_file()
    if knew_it == "the database":  # song 1, delivered since the backup, is not sent again
        assert said[1].startswith("the next start follows 1 accepted job: 0 the backup's")
        assert "1 song delivered after the backup marked delivered" in done.stdout
    else:  # the live database unreadable: song 1's job is followed from the backup's row
        assert said[1].startswith("the next start follows 2 accepted jobs: 1 the backup's")
    assert "1 accepted after the backup" in said[1]
    posted = len(emulator.posts())

    await bot.start()
    try:
        await wait_for_db_state(bot.database, 2, "delivered", timeout=30)
        await wait_for_db_state(bot.database, 1, "delivered", timeout=30)
    finally:
        assert await bot.stop() == 0
    assert rows(bot.database, "SELECT job_id FROM requests WHERE id = 2") == [(job,)]
    assert emulator.posts()[posted:] == [], "a job accepted after the backup was POSTed again"
    seconds = [p.job_id for p in emulator.posts() if p.body and p.body["lyrics"] == words]
    assert seconds == [job]


async def test_a_song_asked_after_the_backup_is_made_again_and_delivered_once(
    emulator: Emulator, stand: BotApiStandIn, tmp_path: Path
) -> None:
    """The backup is taken before song 2 is even asked; the service accepts it, and then the
    live database is lost. Its journal line carries the row: the restore makes the request
    again, and the restored bot follows its job and delivers it to its chat, POSTing nothing."""
    emulator.settings.generation_sec = 3.0
    env = bot_env(stand, emulator, tmp_path)
    bot = BotProcess(env, tmp_path, quick=True)
    backup = tmp_path / "backups" / "bot.sqlite3"
    backup.parent.mkdir()
    await bot.start()
    stand.user_says(USER, lyrics_of(1))
    await wait_for_db_state(bot.database, 1, *ACCEPTED)
    backed_up = songbot(bot.database, "backup", str(backup.parent))
    assert backed_up.returncode == 0, backed_up.stderr
    stand.user_says(USER + 1, lyrics_of(2))
    await wait_for_db_state(bot.database, 2, "queued", "running")
    assert await bot.stop() == 0
    bot.database.write_bytes(b"damaged beyond reading" * 100)
    for suffix in ("-wal", "-shm"):
        bot.database.with_name(bot.database.name + suffix).unlink(missing_ok=True)

    done = songbot(bot.database, "restore", str(backup))

    assert done.returncode == 0, done.stderr
    assert "1 request accepted after the backup, which it lacks, made again" in done.stdout
    posted = len(emulator.posts())
    await bot.start()
    try:
        await wait_for_db_state(bot.database, 2, "delivered", timeout=30)
    finally:
        assert await bot.stop() == 0
    assert emulator.posts()[posted:] == [], "the job accepted after the backup was POSTed again"
    songs = [c for c in stand.calls_of("sendAudio") if c.ok and c.params["chat_id"] == USER + 1]
    assert len(songs) == 1, "delivered to its chat, once"


async def test_no_counter_goes_back_across_a_restore(
    bot_app: AppFactory, emulator: Emulator, stand: BotApiStandIn, tmp_path: Path
) -> None:
    """Two songs delivered, the backup taken between them, then restored: the copy's rows hold
    one POST (the second song's row is brought forward, its POST is not), yet every counter
    /metrics exports stays where it was (a fall would read as a reset to Prometheus, and its
    rates would count it all again), and grows from there."""
    database = tmp_path / "db" / "bot.sqlite3"
    async with bot_app() as app:
        stand.user_says(USER, lyrics_of(1))
        await wait_for_state(app, 1, State.DELIVERED, timeout=30)
        copied = await asyncio.to_thread(back_up, database, tmp_path / "backups")
        stand.user_says(USER + 1, lyrics_of(2))
        await wait_for_state(app, 2, State.DELIVERED, timeout=30)
        before = await services(app).store.figures.totals()

    await asyncio.to_thread(restore, database, copied.database)

    async with bot_app() as app:
        after = await services(app).store.figures.totals()
        stand.user_says(USER + 2, lyrics_of(3))
        await wait_for_state(app, 3, State.DELIVERED, timeout=30)
        later = await services(app).store.figures.totals()
    assert after.submissions_by_outcome == {"taken": 1}, "the copy's rows, as they are"
    assert {name: after.counted(name) for name in COUNTED} == {
        name: before.counted(name) for name in COUNTED
    }
    assert before.counted("songs_delivered") == 2 and before.counted("tracks_charged") == 2
    assert later.counted("songs_delivered") == 3 and later.counted("tracks_charged") == 3


async def test_restores_one_after_another_keep_the_newest_replaced_databases(
    tmp_path: Path,
) -> None:
    """Five restores, two within one second: the newest KEPT_REPLACED databases they replaced
    stay beside it (each with its journal), the older ones go with their files, and the
    restore says which."""
    database = await made_database(tmp_path / "db" / "bot.sqlite3")
    backup = await made_database(tmp_path / "backups" / "bot.sqlite3")
    done = []
    for moment in (1_000.0, 2_000.0, 2_000.0, 3_000.0, 4_000.0):
        journal_path(database).write_text("")
        done.append(await asyncio.to_thread(restore, database, backup, moment))
    kept = [d.kept for d in done]
    assert [path is not None and path.exists() for path in kept] == [False, False, True, True, True]
    assert done[-1].removed == (kept[1],) and done[-2].removed == (kept[0],)
    assert not journal_path(kept[0] or database).exists()
    assert journal_path(kept[-1] or database).exists()
    assert kept[1] is not None
    assert f"removed (the newest {KEPT_REPLACED} are kept): {kept[1].name}" in " ".join(
        report(done[-1], backup)
    )
