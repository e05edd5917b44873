"""Upgrades cannot hurt, with the bot as a real process. Going forward, a database that holds
data is copied aside before it is migrated, and the log says so and names the version started.
Going back, an older build started on a database a newer build migrated stops at once with one
`not started` line naming the migration it lacks, and leaves the file as it was. The older build
is this code laid out as a wheel installs it, with bot/migrations missing the last file."""

from __future__ import annotations

import shutil
import tomllib
from pathlib import Path

from bot.store import Store
from bot.store.db import connect, migrate, migration_files
from botapi_standin import BotApiStandIn
from music_emulator import Emulator
from tests.e2e.processes import ROOT, BotProcess, bot_env, rows
from tests.e2e.test_storage_faults import refused_start, said_plainly

VERSION = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]["version"]


def older_build(folder: Path) -> Path:
    """A tree to put on PYTHONPATH: bot/ with its migrations inside, the last one missing."""
    shutil.copytree(ROOT / "bot", folder / "bot", ignore=shutil.ignore_patterns("__pycache__"))
    older_migrations(folder / "bot" / "migrations")
    return folder


def older_migrations(folder: Path) -> Path:
    folder.mkdir()
    for file in migration_files()[:-1]:
        shutil.copy(file, folder / file.name)
    return folder


async def test_an_older_build_stops_at_a_newer_database_with_one_line(
    emulator: Emulator, stand: BotApiStandIn, tmp_path: Path
) -> None:
    older = older_build(tmp_path / "older")
    env = bot_env(stand, emulator, tmp_path, PYTHONPATH=older)
    bot = BotProcess(env, tmp_path)
    store = await Store.open(bot.database)  # migrated by this, the newer build
    await store.close()
    before = bot.database.read_bytes()

    code, lines = await refused_start(bot)

    assert code == 1
    said_plainly(lines, bot.database, "newer Songbot", migration_files()[-1].stem)
    assert bot.database.read_bytes() == before


async def test_a_start_keeps_a_copy_before_migrating_and_names_its_version(
    emulator: Emulator, stand: BotApiStandIn, tmp_path: Path
) -> None:
    bot = BotProcess(bot_env(stand, emulator, tmp_path), tmp_path)
    bot.database.parent.mkdir(parents=True)
    conn = await connect(bot.database)  # as the older build left it, with a request in it
    try:
        await migrate(conn, older_migrations(tmp_path / "older"))
        await conn.execute(
            "INSERT INTO requests (chat_id, user_id, lyrics, duration_sec, state, created_at,"
            " updated_at) VALUES (1, 1, 'la', 60, 'delivered', 0, 0)"
        )
    finally:
        await conn.close()

    await bot.start()
    try:
        last = migration_files()[-1].stem
        copy = bot.database.with_name(f"bot.sqlite3.before-{last[:3]}")
        log = bot.log()
        assert f"kept a copy of the database before migration {last}: {copy}" in log
        assert f"songbot {VERSION} started as @" in log
    finally:
        assert await bot.stop() == 0
    assert rows(copy, "SELECT state FROM requests") == [("delivered",)]
    assert (last,) not in rows(copy, "SELECT version FROM schema_migrations")
