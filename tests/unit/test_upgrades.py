"""Upgrades that cannot hurt (bot/store/db.py): a database a newer Songbot migrated and an
applied migration whose file changed stop the start with one line before anything is written;
checksums are recorded for a database from before they were kept; a database that holds data
is copied aside (`bot.sqlite3.before-NNN`) before its first pending migration."""

from __future__ import annotations

import logging
import shutil
import sqlite3
from contextlib import closing
from pathlib import Path

import pytest

from bot.store import StorageError, Store
from bot.store import db as db_module
from bot.store.backup import BackupError
from bot.store.db import connect, migrate, migration_files, open_database, trial_open

LAST = migration_files()[-1]


def older_build(tmp_path: Path, without: int = 1) -> Path:
    """The migrations of a build before this one: the last `without` files missing."""
    folder = tmp_path / "older-migrations"
    folder.mkdir()
    files = migration_files()
    for file in files[: len(files) - without]:
        shutil.copy(file, folder / file.name)
    return folder


def recorded(path: Path) -> list[tuple[str, str | None]]:
    with closing(sqlite3.connect(path)) as conn:
        return conn.execute("SELECT version, checksum FROM schema_migrations").fetchall()


def requests_count(path: Path) -> int:
    with closing(sqlite3.connect(path)) as conn:
        return conn.execute("SELECT count(*) FROM requests").fetchone()[0]


def copies_kept(folder: Path) -> list[Path]:
    return list(folder.glob("*.before-*"))


async def make_database(path: Path, folder: Path, with_a_request: bool = True) -> None:
    conn = await connect(path)
    try:
        await migrate(conn, folder)
        if with_a_request:
            await conn.execute(
                "INSERT INTO requests (chat_id, user_id, lyrics, duration_sec, state,"
                " created_at, updated_at) VALUES (1, 1, 'la', 60, 'waiting', 0, 0)"
            )
    finally:
        await conn.close()


async def test_an_older_build_refuses_a_newer_database_in_one_line(tmp_path: Path) -> None:
    path = tmp_path / "bot.sqlite3"
    await make_database(path, migration_files()[0].parent)
    before = path.read_bytes()

    with pytest.raises(StorageError) as refused:
        await open_database(path, older_build(tmp_path))

    line = str(refused.value)
    assert "\n" not in line
    assert str(path) in line and "newer Songbot" in line and LAST.stem in line
    assert f".before-{LAST.stem[:3]}" in line
    assert path.read_bytes() == before  # nothing written


async def test_check_sees_the_newer_database_as_the_start_would(tmp_path: Path) -> None:
    path = tmp_path / "bot.sqlite3"
    await make_database(path, migration_files()[0].parent)
    with closing(sqlite3.connect(path)) as conn, conn:
        conn.execute("INSERT INTO schema_migrations VALUES ('999_from_the_future', 0, 'x')")

    with pytest.raises(StorageError, match="999_from_the_future is unknown to this version"):
        await trial_open(path)


async def test_an_applied_migration_whose_file_changed_stops_the_start(tmp_path: Path) -> None:
    path = tmp_path / "bot.sqlite3"
    await make_database(path, migration_files()[0].parent)
    edited = older_build(tmp_path, without=0)
    target = edited / migration_files()[3].name
    target.write_text(target.read_text() + "\n-- edited after the release\n")

    with pytest.raises(StorageError) as refused:
        await open_database(path, edited)

    assert "\n" not in str(refused.value)
    assert f"migration {target.stem} was changed after it was applied" in str(refused.value)


async def test_line_endings_alone_are_no_change(tmp_path: Path) -> None:
    path = tmp_path / "bot.sqlite3"
    await make_database(path, migration_files()[0].parent)
    crlf = older_build(tmp_path, without=0)
    for file in crlf.iterdir():
        file.write_bytes(file.read_bytes().replace(b"\n", b"\r\n"))

    conn = await open_database(path, crlf)
    await conn.close()


async def test_a_database_from_before_checksums_gets_them_and_then_guards_them(
    tmp_path: Path,
) -> None:
    path = tmp_path / "bot.sqlite3"
    with closing(sqlite3.connect(path)) as conn, conn:  # as the previous version made it
        conn.execute("CREATE TABLE schema_migrations (version TEXT PRIMARY KEY, applied_at REAL)")
        for file in migration_files():
            conn.executescript(file.read_text())
            conn.execute("INSERT INTO schema_migrations VALUES (?, 0)", (file.stem,))

    opened = await open_database(path)
    await opened.close()
    sums = recorded(path)
    assert [version for version, _ in sums] == [file.stem for file in migration_files()]
    assert all(checksum and len(checksum) == 64 for _, checksum in sums)

    edited = older_build(tmp_path, without=0)
    (edited / LAST.name).write_text("-- not what was applied\n")
    with pytest.raises(StorageError, match=f"migration {LAST.stem} was changed"):
        await open_database(path, edited)


async def test_a_database_with_data_is_copied_aside_before_it_is_migrated(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    path = tmp_path / "bot.sqlite3"
    await make_database(path, older_build(tmp_path, without=2))
    caplog.set_level(logging.INFO, logger="bot.store.db")

    store = await Store.open(path)
    await store.close()

    first_new = migration_files()[-2]
    copy = tmp_path / f"bot.sqlite3.before-{first_new.stem[:3]}"
    assert [version for version, _ in recorded(copy)] == [f.stem for f in migration_files()[:-2]]
    assert requests_count(copy) == 1
    assert [version for version, _ in recorded(path)] == [f.stem for f in migration_files()]
    said = [r.getMessage() for r in caplog.records if "kept a copy" in r.getMessage()]
    assert said == [f"kept a copy of the database before migration {first_new.stem}: {copy}"]


async def test_a_second_migration_of_the_same_number_keeps_the_first_copy(tmp_path: Path) -> None:
    """A database restored from an older backup is migrated again: the copy made the first
    time stays, and the new one takes a name of its own."""
    path = tmp_path / "bot.sqlite3"
    first_new = migration_files()[-1]
    earlier = tmp_path / f"bot.sqlite3.before-{first_new.stem[:3]}"
    earlier.write_bytes(b"the copy an earlier migration kept")
    await make_database(path, older_build(tmp_path, without=1))

    store = await Store.open(path)
    await store.close()

    assert earlier.read_bytes() == b"the copy an earlier migration kept"
    again = tmp_path / f"bot.sqlite3.before-{first_new.stem[:3]}-2"
    assert requests_count(again) == 1


async def test_a_new_or_current_database_is_not_copied(tmp_path: Path) -> None:
    path = tmp_path / "bot.sqlite3"
    for _ in range(2):  # made, then opened again with nothing to apply
        store = await Store.open(path)
        await store.close()
    assert copies_kept(tmp_path) == []


async def test_no_copy_no_migration(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / "bot.sqlite3"
    await make_database(path, older_build(tmp_path))

    def full_disk(database: Path, copy: Path) -> None:
        raise BackupError(f"the copy {copy} cannot be written (No space left on device)")

    monkeypatch.setattr(db_module, "copy_aside", full_disk)

    with pytest.raises(StorageError) as refused:
        await open_database(path)

    assert f"no copy could be kept before migration {LAST.stem}" in str(refused.value)
    assert [version for version, _ in recorded(path)] == [f.stem for f in migration_files()[:-1]]


async def test_an_empty_table_from_before_checksums_takes_them_with_the_migrations(
    tmp_path: Path,
) -> None:
    path = tmp_path / "bot.sqlite3"
    with closing(sqlite3.connect(path)) as conn, conn:
        conn.execute("CREATE TABLE schema_migrations (version TEXT PRIMARY KEY, applied_at REAL)")

    opened = await open_database(path)
    await opened.close()

    sums = recorded(path)
    assert [version for version, _ in sums] == [file.stem for file in migration_files()]
    assert all(checksum and len(checksum) == 64 for _, checksum in sums)


@pytest.mark.parametrize(
    ("before", "after"),
    [("admin", (None, "0")), ("wallet", ("wallet", None))],
)
async def test_an_older_admin_s_pause_moves_to_its_own_flag_and_the_service_s_stays(
    tmp_path: Path, before: str, after: tuple[str | None, str | None]
) -> None:
    """Migration 028: an admin's /pause and the service's pause are kept apart from then on."""
    files = migration_files()
    without = len(files) - [f.stem for f in files].index("028_admin_pause")
    path = tmp_path / "bot.sqlite3"
    await make_database(path, older_build(tmp_path, without=without), with_a_request=False)
    with closing(sqlite3.connect(path)) as conn, conn:
        conn.execute("INSERT INTO flags VALUES ('paused', ?, 5.0)", (before,))
    store = await Store.open(path)
    try:
        assert (await store.flags.get("paused"), await store.flags.get("paused_by_admin")) == after
    finally:
        await store.close()
