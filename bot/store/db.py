"""Opening the SQLite file and bringing its schema up to date from migrations/. Anything that
stops either is one StorageError whose text is the operator's line, with the connection closed
so that its thread does not keep the process alive.

An upgrade cannot hurt: a database that a newer Songbot migrated (it records a migration this
code lacks) and a migration whose file changed since it was applied (each applied migration's
checksum is recorded) stop the start before anything is written; and before a database that
holds data is migrated, a copy of it is kept beside it (`bot.sqlite3.before-NNN`)."""

from __future__ import annotations

import asyncio
import contextlib
import errno
import hashlib
import logging
import os
import re
import sqlite3
import tempfile
import time
from contextlib import closing
from dataclasses import dataclass
from importlib import resources
from pathlib import Path

import aiosqlite

from bot.store.backup import BackupError, copy_aside
from bot.store.refusals import MOVE_IT_AWAY, StorageError, refusal, the_database
from bot.store.sql import rows
from bot.version import version

log = logging.getLogger(__name__)

# A query waits this long for a database another process holds (an operator's sqlite3, a
# backup's snapshot) before it fails.
DATABASE_BUSY_TIMEOUT_SEC = 5.0


def _migrations_folder() -> Path:
    """The top-level migrations/ folder travels in the wheel as bot/migrations (pyproject.toml's
    package-dir); an editable install, or a checkout, reads it where it is, beside bot/."""
    packaged = Path(str(resources.files("bot"))) / "migrations"
    return packaged if packaged.is_dir() else Path(__file__).resolve().parents[2] / "migrations"


MIGRATIONS_DIR = _migrations_folder()
_MIGRATION_NAME = re.compile(r"^(\d{3})_[a-z0-9_]+\.sql$")


def migration_files(folder: Path = MIGRATIONS_DIR) -> list[Path]:
    files = [p for p in folder.iterdir() if _MIGRATION_NAME.match(p.name)]
    return sorted(files, key=lambda p: p.name)


def ensure_folder(path: Path) -> None:
    """The database's folder exists and this user may write in it (SQLite's WAL needs that)."""
    folder = path.parent
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except (FileExistsError, NotADirectoryError):
        raise StorageError(
            f"the folder of {the_database(path)} cannot be created: a file "
            "stands where a folder is needed; choose another DATABASE_PATH"
        ) from None
    except OSError as error:
        raise StorageError(
            f"the folder of {the_database(path)} cannot be created "
            f"({error.strerror}): choose another DATABASE_PATH or fix the rights"
        ) from None
    if not os.access(folder, os.W_OK | os.X_OK):
        raise StorageError(
            f"the folder of {the_database(path)} is not writable by this user: "
            "fix its rights or choose another DATABASE_PATH"
        )


async def connect(path: Path) -> aiosqlite.Connection:
    """Autocommit connection in WAL mode: each guarded UPDATE is durable on its own, and with
    synchronous=FULL it survives a power loss too (a `submitting` rolled back would POST again).
    A database another process holds is waited for DATABASE_BUSY_TIMEOUT_SEC."""
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
        await conn.execute(f"PRAGMA busy_timeout={round(DATABASE_BUSY_TIMEOUT_SEC * 1000)}")
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


@dataclass(frozen=True)
class Migration:
    version: str  # the file's stem, e.g. 020_spend_indexes
    script: str

    @property
    def number(self) -> str:
        return self.version[:3]

    @property
    def checksum(self) -> str:
        # Line endings aside: a checkout that turns \n into \r\n holds the same migration.
        return hashlib.sha256(self.script.replace("\r\n", "\n").encode()).hexdigest()


@dataclass(frozen=True)
class Plan:
    """What bringing a database up to date takes, found before anything is written."""

    pending: list[Migration]
    used: bool  # migrations were applied before: the database holds data
    unsummed: list[Migration]  # applied before checksums were recorded: recorded now
    summed: bool  # schema_migrations has its checksum column (added by this version)


def read_migrations(folder: Path = MIGRATIONS_DIR) -> list[Migration]:
    return [Migration(f.stem, f.read_text(encoding="utf-8")) for f in migration_files(folder)]


async def plan_migrations(conn: aiosqlite.Connection, folder: Path = MIGRATIONS_DIR) -> Plan:
    """Raises StorageError for a database a newer Songbot migrated, or one of whose applied
    migrations has changed since; writes nothing but an empty schema_migrations to a new file."""
    await conn.execute(
        "CREATE TABLE IF NOT EXISTS schema_migrations "
        "(version TEXT PRIMARY KEY, applied_at REAL, checksum TEXT)"
    )
    known = {migration.version: migration for migration in read_migrations(folder)}
    columns = {row[1] for row in await rows(conn, "PRAGMA table_info(schema_migrations)")}
    recorded = await _recorded(conn, summed="checksum" in columns)
    newer = sorted(set(recorded) - set(known))
    if newer:
        raise StorageError(
            f"a newer Songbot migrated it (migration {newer[0]} is unknown to this version, "
            f"{version()}): run that version, or restore the copy kept before it "
            f"(its file name + .before-{newer[0][:3]}) or a backup"
        )
    for name, checksum in recorded.items():
        if checksum is not None and checksum != known[name].checksum:
            raise StorageError(
                f"migration {name} was changed after it was applied (its file is not the one "
                "this database was migrated with): put the released file back; a change to the "
                "schema goes in a new migration"
            )
    return Plan(
        pending=[m for name, m in known.items() if name not in recorded],
        used=bool(recorded),
        unsummed=[known[name] for name, checksum in recorded.items() if checksum is None],
        summed="checksum" in columns,
    )


async def _recorded(conn: aiosqlite.Connection, summed: bool) -> dict[str, str | None]:
    """Each applied migration and its checksum (None: applied by a version that kept none)."""
    if not summed:
        return {row[0]: None for row in await rows(conn, "SELECT version FROM schema_migrations")}
    found = await rows(conn, "SELECT version, checksum FROM schema_migrations")
    return {row[0]: row[1] for row in found}


async def carry_out(conn: aiosqlite.Connection, plan: Plan) -> list[str]:
    """Record the checksums a database lacks, then apply each pending migration in order, each
    in its own transaction: one that fails is rolled back whole and raises StorageError,
    leaving the file as it was."""
    summed = plan.summed
    if plan.unsummed:
        await _record_checksums(conn, plan.unsummed, add_column=not summed)
        summed = True
    for migration in plan.pending:
        # The column comes with the first migration, so that one failing undoes it too.
        await _apply(conn, migration, add_column=not summed)
        summed = True
    return [migration.version for migration in plan.pending]


async def migrate(conn: aiosqlite.Connection, folder: Path = MIGRATIONS_DIR) -> list[str]:
    """Bring the schema up to date (no copy kept: see open_database); the versions applied."""
    return await carry_out(conn, await plan_migrations(conn, folder))


async def _record_checksums(
    conn: aiosqlite.Connection, applied: list[Migration], add_column: bool
) -> None:
    """A database from before checksums were kept: its migrations are taken as the files are
    now, and any change from here on is seen."""
    await conn.execute("BEGIN")
    try:
        if add_column:
            await conn.execute("ALTER TABLE schema_migrations ADD COLUMN checksum TEXT")
        await conn.executemany(
            "UPDATE schema_migrations SET checksum = ? WHERE version = ?",
            [(migration.checksum, migration.version) for migration in applied],
        )
        await conn.execute("COMMIT")
    except BaseException:
        if conn.in_transaction:
            await conn.execute("ROLLBACK")
        raise


async def _apply(conn: aiosqlite.Connection, migration: Migration, add_column: bool) -> None:
    # The version (a checked file name) and the checksum (hex) are safe inside the script.
    column = "ALTER TABLE schema_migrations ADD COLUMN checksum TEXT;\n" if add_column else ""
    record = (
        "INSERT INTO schema_migrations (version, applied_at, checksum) "
        f"VALUES ('{migration.version}', {time.time()}, '{migration.checksum}');"
    )
    try:
        await conn.executescript(f"BEGIN;\n{column}{migration.script}\n{record}\nCOMMIT;")
    except sqlite3.Error as error:
        # executescript stops at the failing statement with the transaction still open.
        if conn.in_transaction:
            await conn.execute("ROLLBACK")
        raise StorageError(
            f"migration {migration.version} failed ({error}) and was undone; the file is as it was"
        ) from None


def copy_before(path: Path, migration: Migration) -> Path:
    """Where the copy kept before `migration` goes: beside the database, under a name of its
    own (a database restored and migrated again keeps the copy an earlier migration made)."""
    return name_of_its_own(path.with_name(f"{path.name}.before-{migration.number}"))


def name_of_its_own(wanted: Path) -> Path:
    """`wanted`, or `wanted-2`, `-3` … when a file has it: nothing kept is overwritten."""
    name, n = wanted, 1
    while name.exists():
        n += 1
        name = wanted.with_name(f"{wanted.name}-{n}")
    return name


async def _keep_copy(path: Path, first: Migration) -> None:
    copy = copy_before(path, first)
    try:
        await asyncio.to_thread(copy_aside, path, copy)
    except BackupError as error:
        raise StorageError(
            f"no copy could be kept before migration {first.version}, so it was not applied "
            f"({error})"
        ) from None
    log.info("kept a copy of the database before migration %s: %s", first.version, copy)


async def open_database(path: Path, folder: Path = MIGRATIONS_DIR) -> aiosqlite.Connection:
    """A connection with the schema up to date, or StorageError with no connection left open.
    A database that holds data is copied aside before its first pending migration."""
    conn = await connect(path)
    try:
        plan = await plan_migrations(conn, folder)
        if plan.pending and plan.used:
            await _keep_copy(path, plan.pending[0])
        applied = await carry_out(conn, plan)
    except StorageError as error:
        await close_quietly(conn)
        raise StorageError(f"{the_database(path)} cannot be updated: {error}") from None
    except sqlite3.Error as error:  # e.g. a damaged page met while reading the schema
        await close_quietly(conn)
        raise refusal(path, error) from None
    except BaseException:
        await close_quietly(conn)
        raise
    if applied and plan.used:
        log.info("database migrated: %s", ", ".join(applied))
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
        raise StorageError(f"{the_database(path)} cannot be tried: {error}") from None
    if not applied:
        return "up to date"
    return f"{len(applied)} migration{'s' if len(applied) > 1 else ''} to apply at the next start"


async def _migrate_copy(path: Path, copy: Path) -> list[str]:
    conn = await connect(copy)
    try:
        return await migrate(conn)
    except StorageError as error:
        raise StorageError(f"{the_database(path)} cannot be updated: {error}") from None
    finally:
        await close_quietly(conn)


def _copy_read_only(path: Path, copy: Path) -> Path | None:
    """Copy through SQLite (a WAL file's commits included), checking every page first; None
    when there is no file yet."""
    if not path.exists():
        return None
    try:
        wait = DATABASE_BUSY_TIMEOUT_SEC
        source = sqlite3.connect(f"{path.resolve().as_uri()}?mode=ro", uri=True, timeout=wait)
        with closing(source), closing(sqlite3.connect(copy)) as target:
            found = source.execute("PRAGMA quick_check").fetchall()
            source.backup(target)
    except sqlite3.Error as error:
        raise refusal(path, error) from None
    if found != [("ok",)]:
        raise StorageError(f"{the_database(path)} is damaged ({found[0][0]}): {MOVE_IT_AWAY}")
    return copy


def disk_full(error: BaseException) -> bool:
    """An error that says the disk is full (ENOSPC, a quota), from a file or from SQLite."""
    if isinstance(error, OSError) and error.errno in (errno.ENOSPC, errno.EDQUOT):
        return True
    return isinstance(error, sqlite3.OperationalError) and "full" in str(error).lower()
