"""Going back a version cannot hurt: an older build, started as a real process on a database a
newer build migrated, stops at once with one `not started` line naming the migration it lacks,
and leaves the file as it was. The older build is this code laid out as a wheel installs it,
with bot/migrations missing the last file."""

from __future__ import annotations

import shutil
from pathlib import Path

from bot.store import Store
from bot.store.db import migration_files
from botapi_standin import BotApiStandIn
from music_emulator import Emulator
from tests.e2e.processes import ROOT, BotProcess, bot_env
from tests.e2e.test_storage_faults import refused_start, said_plainly


def older_build(folder: Path) -> Path:
    """A tree to put on PYTHONPATH: bot/ with its migrations inside, the last one missing."""
    shutil.copytree(ROOT / "bot", folder / "bot", ignore=shutil.ignore_patterns("__pycache__"))
    migrations = folder / "bot" / "migrations"
    migrations.mkdir()
    for file in migration_files()[:-1]:
        shutil.copy(file, migrations / file.name)
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
