"""Opening the SQLite file and bringing its schema up to date from migrations/. Anything that
stops either is one StorageError whose text is the operator's line, with the connection closed
so that its thread does not keep the process alive."""

from __future__ import annotations

import contextlib
import errno
import os
import re
import sqlite3
import tempfile
import time
from contextlib import closing
from pathlib import Path

import aiosqlite

from bot.store.sql import rows

MIGRATIONS_DIR = Path(__file__).resolve().parents[2] / "migrations"
_MIGRATION_NAME = re.compile(r"^(\d{3})_[a-z0-9_]+\.sql$")

_MOVE_IT_AWAY = "restore it from a backup, or move it away to start with an empty one"
# SQLite's words (a part of its message) -> what it means for the file, and what to do.
_MEANINGS = (
    ("not a database", "is not a SQLite database (or is damaged)", _MOVE_IT_AWAY),
    ("malformed", "is damaged", _MOVE_IT_AWAY),
    ("readonly", "is read-only for this user", "fix its rights or choose another DATABASE_PATH"),
    ("disk is full", "cannot be written: the disk is full", "free some space"),
    ("locked", "is locked by another program", "stop that program"),
    ("unable to open", "cannot be opened", "check the path and the rights of its folder"),
)


class StorageError(Exception):
    """The database cannot be opened or migrated; the text is the line the operator sees."""


def migration_files(folder: Path = MIGRATIONS_DIR) -> list[Path]:
    files = [p for p in folder.iterdir() if _MIGRATION_NAME.match(p.name)]
    return sorted(files, key=lambda p: p.name)


def _the_database(path: Path) -> str:
    # Absolute: a relative DATABASE_PATH depends on a working folder the reader may not know.
    return f"the database {path.absolute()} (DATABASE_PATH)"


def refusal(path: Path, error: sqlite3.Error | OSError) -> StorageError:
    """The error in plain words, naming the file (SQLite's own words kept in brackets)."""
    said = (error.strerror if isinstance(error, OSError) else None) or str(error)
    for words, meaning, fix in _MEANINGS:
        if words in said.lower():
            return StorageError(f"{_the_database(path)} {meaning} ({said}): {fix}")
    return StorageError(f"{_the_database(path)} cannot be used ({said})")


def ensure_folder(path: Path) -> None:
    """The database's folder exists and this user may write in it (SQLite's WAL needs that)."""
    folder = path.parent
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except (FileExistsError, NotADirectoryError):
        raise StorageError(
            f"the folder of {_the_database(path)} cannot be created: a file "
            "stands where a folder is needed; choose another DATABASE_PATH"
        ) from None
    except OSError as error:
        raise StorageError(
            f"the folder of {_the_database(path)} cannot be created "
            f"({error.strerror}): choose another DATABASE_PATH or fix the rights"
        ) from None
    if not os.access(folder, os.W_OK | os.X_OK):
        raise StorageError(
            f"the folder of {_the_database(path)} is not writable by this user: "
            "fix its rights or choose another DATABASE_PATH"
        )


async def connect(path: Path) -> aiosqlite.Connection:
    """Autocommit connection in WAL mode: each guarded UPDATE is durable on its own, and with
    synchronous=FULL it survives a power loss too (a `submitting` rolled back would POST again)."""
    ensure_folder(path)
    _open_once(path)
    try:
        conn = await aiosqlite.connect(path, isolation_level=None)
    except sqlite3.Error as error:
        raise refusal(path, error) from None
    try:
        conn.row_factory = aiosqlite.Row
        await conn.execute("PRAGMA journal_mode=WAL")
        await conn.execute("PRAGMA synchronous=FULL")
        await conn.execute("PRAGMA busy_timeout=5000")
        await conn.execute("PRAGMA foreign_keys=ON")
    except sqlite3.Error as error:
        await close_quietly(conn)
        raise refusal(path, error) from None
    return conn


def _open_once(path: Path) -> None:
    """A file SQLite cannot open is refused here, before aiosqlite starts a thread for it: after
    a failed connect that thread ends on its own, racing the event loop's close."""
    try:
        sqlite3.connect(path).close()
    except sqlite3.Error as error:
        raise refusal(path, error) from None


async def close_quietly(conn: aiosqlite.Connection) -> None:
    """Close and end the connection's thread, whatever state the file is in."""
    with contextlib.suppress(sqlite3.Error, ValueError):
        await conn.close()


async def migrate(conn: aiosqlite.Connection, folder: Path = MIGRATIONS_DIR) -> list[str]:
    """Apply every migration not yet recorded, in order, each in its own transaction: one that
    fails is rolled back whole and raises StorageError, leaving the file as it was."""
    await conn.execute(
        "CREATE TABLE IF NOT EXISTS schema_migrations (version TEXT PRIMARY KEY, applied_at REAL)"
    )
    done = {row[0] for row in await rows(conn, "SELECT version FROM schema_migrations")}
    applied = []
    for file in migration_files(folder):
        version = file.stem
        if version in done:
            continue
        await _apply(conn, version, file.read_text(encoding="utf-8"))
        applied.append(version)
    return applied


async def _apply(conn: aiosqlite.Connection, version: str, script: str) -> None:
    try:
        await conn.executescript(
            f"BEGIN;\n{script}\nINSERT INTO schema_migrations VALUES ('{version}', {time.time()});"
            "\nCOMMIT;"
        )
    except sqlite3.Error as error:
        # executescript stops at the failing statement with the transaction still open.
        if conn.in_transaction:
            await conn.execute("ROLLBACK")
        raise StorageError(
            f"migration {version} failed ({error}) and was undone; the file is as it was"
        ) from None


async def open_database(path: Path, folder: Path = MIGRATIONS_DIR) -> aiosqlite.Connection:
    """A connection with the schema up to date, or StorageError with no connection left open."""
    conn = await connect(path)
    try:
        await migrate(conn, folder)
    except StorageError as error:
        await close_quietly(conn)
        raise StorageError(f"{_the_database(path)} cannot be updated: {error}") from None
    except sqlite3.Error as error:  # e.g. a damaged page met while reading the schema
        await close_quietly(conn)
        raise refusal(path, error) from None
    except BaseException:
        await close_quietly(conn)
        raise
    return conn


async def trial_open(path: Path) -> str:
    """What the next start will meet, found on a copy so the file itself is not changed:
    raises StorageError as the start would; otherwise says what the start will do."""
    try:
        with tempfile.TemporaryDirectory(prefix="songbot-check-") as folder:
            copy = _copy_read_only(path, Path(folder) / path.name)
            if copy is None:
                return "made at the first start"
            applied = await _migrate_copy(path, copy)
    except OSError as error:
        raise StorageError(f"{_the_database(path)} cannot be tried: {error}") from None
    if not applied:
        return "up to date"
    return f"{len(applied)} migration{'s' if len(applied) > 1 else ''} to apply at the next start"


async def _migrate_copy(path: Path, copy: Path) -> list[str]:
    conn = await connect(copy)
    try:
        return await migrate(conn)
    except StorageError as error:
        raise StorageError(f"{_the_database(path)} cannot be updated: {error}") from None
    finally:
        await close_quietly(conn)


def _copy_read_only(path: Path, copy: Path) -> Path | None:
    """Copy through SQLite (a WAL file's commits included), checking every page first; None
    when there is no file yet."""
    if not path.exists():
        return None
    try:
        source = sqlite3.connect(f"{path.resolve().as_uri()}?mode=ro", uri=True, timeout=5)
        with closing(source), closing(sqlite3.connect(copy)) as target:
            found = source.execute("PRAGMA quick_check").fetchall()
            source.backup(target)
    except sqlite3.Error as error:
        raise refusal(path, error) from None
    if found != [("ok",)]:
        raise StorageError(f"{_the_database(path)} is damaged ({found[0][0]}): {_MOVE_IT_AWAY}")
    return copy


def disk_full(error: BaseException) -> bool:
    """An error that says the disk is full (ENOSPC, a quota), from a file or from SQLite."""
    if isinstance(error, OSError) and error.errno in (errno.ENOSPC, errno.EDQUOT):
        return True
    return isinstance(error, sqlite3.OperationalError) and "full" in str(error).lower()
