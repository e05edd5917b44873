"""A database that cannot be opened or migrated: the bot as a real process stops at once with one
plain `not started: …` line and a non-zero exit code, with no traceback and no hang, and a failed
migration leaves the file as it was."""

from __future__ import annotations

import asyncio
import sqlite3
from contextlib import closing
from pathlib import Path

import pytest

from bot.cli.console import main as console
from bot.config import Settings
from bot.store.db import migration_files
from botapi_standin import BotApiStandIn
from music_emulator import Emulator
from tests.e2e.processes import BotProcess, bot_env, rows

# Generous for a loaded test machine; the bot itself stops within 5 s.
EXIT_WITHIN_SEC = 30.0


async def refused_start(bot: BotProcess) -> tuple[int, list[str]]:
    """Start the bot, wait for it to end by itself; its exit code and its `not started` lines."""
    await bot.start(wait_ready=False)
    assert bot.process is not None
    try:
        code = await asyncio.wait_for(bot.process.wait(), EXIT_WITHIN_SEC)
    except TimeoutError:
        await bot.kill()
        raise AssertionError(f"the bot did not stop by itself:\n{bot.log()}") from None
    log = bot.log()
    assert "Traceback" not in log, log
    return code, [line for line in log.splitlines() if "not started:" in line]


def said_plainly(lines: list[str], database: Path, *words: str) -> None:
    assert len(lines) == 1, lines
    line = lines[0]
    assert line.split(": ", 1)[1].startswith("not started: "), line  # after "… bot.run"
    assert str(database) in line and all(word in line for word in words), line


async def test_a_file_that_is_not_a_database_stops_the_bot_with_one_line(
    emulator: Emulator, stand: BotApiStandIn, tmp_path: Path
) -> None:
    bot = BotProcess(bot_env(stand, emulator, tmp_path), tmp_path)
    bot.database.parent.mkdir(parents=True)
    garbage = bytes(range(256)) * 64
    bot.database.write_bytes(garbage)

    code, lines = await refused_start(bot)

    assert code != 0
    said_plainly(lines, bot.database, "not a SQLite database")
    assert bot.database.read_bytes() == garbage
    assert stand.token not in bot.log() and emulator.settings.api_key not in bot.log()


async def test_a_database_folder_that_cannot_be_made_stops_the_bot_with_one_line(
    emulator: Emulator, stand: BotApiStandIn, tmp_path: Path
) -> None:
    # A regular file where the folder should be: refused for root too, unlike a read-only folder.
    (tmp_path / "db").write_text("not a folder")
    bot = BotProcess(bot_env(stand, emulator, tmp_path), tmp_path)

    code, lines = await refused_start(bot)

    assert code != 0
    said_plainly(lines, bot.database)


async def test_a_database_path_that_is_a_folder_stops_the_bot_with_one_line(
    emulator: Emulator, stand: BotApiStandIn, tmp_path: Path
) -> None:
    bot = BotProcess(bot_env(stand, emulator, tmp_path), tmp_path)
    bot.database.mkdir(parents=True)  # SQLite cannot open it, for root too

    code, lines = await refused_start(bot)

    assert code != 0
    said_plainly(lines, bot.database, "cannot be opened")


async def test_a_failing_migration_stops_the_bot_and_leaves_the_database_as_it_was(
    emulator: Emulator, stand: BotApiStandIn, tmp_path: Path
) -> None:
    bot = BotProcess(bot_env(stand, emulator, tmp_path), tmp_path)
    bot.database.parent.mkdir(parents=True)
    first = migration_files()[0]
    with closing(sqlite3.connect(bot.database)) as conn:
        # A table the first migration creates is already there: that migration fails.
        conn.executescript(
            "CREATE TABLE schema_migrations (version TEXT PRIMARY KEY, applied_at REAL);"
            "CREATE TABLE requests (id INTEGER PRIMARY KEY, note TEXT);"
            "INSERT INTO requests VALUES (1, 'kept');"
        )
    schema = "SELECT type, name, sql FROM sqlite_master ORDER BY name"
    before = rows(bot.database, schema)

    code, lines = await refused_start(bot)

    assert code != 0
    said_plainly(lines, bot.database, first.stem)
    assert rows(bot.database, schema) == before
    assert rows(bot.database, "SELECT * FROM requests") == [(1, "kept")]
    assert rows(bot.database, "SELECT * FROM schema_migrations") == []


def test_the_console_on_a_database_it_cannot_open_says_so_in_one_line(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    garbage = tmp_path / "bot.sqlite3"
    garbage.write_bytes(b"not sqlite " * 500)
    made = console.console_settings

    def on_garbage(work: Path, emulator: Emulator, stand: BotApiStandIn) -> Settings:
        return made(work, emulator, stand).model_copy(update={"DATABASE_PATH": garbage})

    monkeypatch.setattr(console, "console_settings", on_garbage)
    script = tmp_path / "script.txt"
    script.write_text("/start\n")

    code = console.main(["--script", str(script), "--songs-dir", str(tmp_path / "songs")])

    out = capsys.readouterr()
    assert code == 1
    lines = [line for line in out.err.splitlines() if line.startswith("not started: ")]
    assert len(lines) == 1 and str(garbage) in lines[0], out
    assert "Traceback" not in out.err + out.out
