"""Putting a backup (bot/store/backup.py) back at DATABASE_PATH, with the bot stopped (the
command, bot/cli/restore.py, holds the database's lock around it).

Nothing is replaced before the backup is proven: every page read (`PRAGMA integrity_check`) and
its schema one this build can run (db.py's plan_migrations: not migrated by a newer Songbot,
no applied migration edited). The check and the copy are made on a file beside the database,
which is renamed into place last, so a refused or failed restore leaves everything as it was.

The backup is older than the jobs the service accepted since, and a job its rows show still
waiting must not be POSTed again. So the accepted jobs are merged, never replaced: the new
journal holds the backup's journal, the live journal, and each job the replaced database had
accepted for a request the backup holds (the same id and the same lyrics) that the backup has
no job for. At its start the bot attaches each to its request and follows it
(bot/pipeline/scheduler.py, attach_journaled_jobs); a job an earlier start marked an orphan
(in no row then) is its request's again when the backup holds that request still without a
job, and stays an orphan, never taken on, otherwise. The replaced database, its WAL and its
journal are kept beside it under one new name, a pair this command can restore in turn."""

from __future__ import annotations

import asyncio
import logging
import sqlite3
import time
from contextlib import closing
from dataclasses import dataclass, replace
from pathlib import Path

import aiosqlite

from bot.errors import SongbotError
from bot.store.backup import BACKUP_BUSY_TIMEOUT_SEC, target_of
from bot.store.db import close_quietly, name_of_its_own, plan_migrations
from bot.store.figures import FiguresRepo, Totals
from bot.store.journal import AcceptedJob, AcceptedJournal, journal_path
from bot.store.models import State
from bot.store.refusals import StorageError

log = logging.getLogger(__name__)

# Rows the restored bot goes on following by the job they hold, late (expired) ones too.
FOLLOWED = frozenset({State.QUEUED, State.RUNNING, State.LATE, State.COMPLETED})
# Rows a journaled job is attached to at the start (attach_journaled_jobs,
# settle_orphaned_submissions); a `submitting` row without one becomes `unknown`.
ATTACHED = frozenset({State.DRAFT, State.WAITING, State.UNKNOWN, State.SUBMITTING})
# The files that make one database: SQLite's WAL and its index go with it, or a WAL left
# behind would be read into the restored file.
COMPANIONS = ("-wal", "-shm")
# Replaced databases kept beside the database, the newest first; older ones are removed at a
# restore, so that restores tried one after another do not fill the disk.
KEPT_REPLACED = 3


class RestoreError(SongbotError):
    """The restore was refused or failed, with nothing replaced; the text is the operator's line."""


@dataclass(frozen=True)
class Row:
    state: str
    job_id: str | None
    created_at: float
    lyrics: str


@dataclass(frozen=True)
class Restored:
    database: Path
    kept: Path | None  # the replaced database's new name; None when there was none
    known: int  # jobs the backup's rows follow
    attached: int  # accepted jobs from the journals the start attaches to their requests
    unanswered: int  # rows sent with no answer and no job: `unknown`, their users told
    elsewhere: int  # jobs accepted for requests the backup lacks and no line could make again
    live_unread: str | None  # why the replaced database's jobs could not be read
    remade: int = 0  # requests the backup lacks, made again from the replaced database or a line
    delivered: int = 0  # songs the backup shows under way that were delivered since: not again
    removed: tuple[Path, ...] = ()  # older replaced databases removed (KEPT_REPLACED)


def restore(database: Path, backup: Path, clock: float | None = None) -> Restored:
    """Blocking; the caller holds the database's lock (no bot may run on it)."""
    source = target_of(database, backup)
    if not source.is_file():
        raise RestoreError(f"there is no backup at {source.absolute()}: check the path")
    if database.exists() and source.resolve() == database.resolve():
        raise RestoreError(f"{source} is the database itself: give the backup's path")
    part = database.with_name(database.name + ".restore-part")
    try:
        _copy_checked(source, part)
        asyncio.run(_check_schema(source, part))
        rows = _rows_of(part)
        live, live_unread = _live_jobs(database, rows)
        jobs = _owned(_merged(AcceptedJournal(journal_path(source)).read(), live), rows)
        remade, delivered = _bring_forward(part, database, rows, jobs)
        replaced = f"{database.resolve().as_uri()}?mode=ro" if database.exists() else None
        asyncio.run(_carry_counters(replaced, part, time.time() if clock is None else clock))
        rows = _rows_of(part)  # with the rows made again and the deliveries marked
        kept = _kept_name(database, _stamp(clock))
        had_journal = journal_path(database).exists()
        try:
            _set_aside(database, kept)
            AcceptedJournal(journal_path(database)).keep_only(jobs)
            part.replace(database)
        except OSError:
            _put_back(database, kept, had_journal)  # everything as it was
            raise
    except OSError as error:
        raise RestoreError(f"{database} could not be replaced ({error})") from None
    finally:
        part.unlink(missing_ok=True)
    found = _outcome(database, kept if kept.exists() else None, rows, jobs, live_unread)
    return replace(found, remade=remade, delivered=delivered, removed=_remove_old_kept(database))


def _copy_checked(source: Path, part: Path) -> None:
    """Every page of the backup read, then the whole file copied through SQLite."""
    part.unlink(missing_ok=True)
    wait = BACKUP_BUSY_TIMEOUT_SEC
    try:
        conn = sqlite3.connect(f"{source.resolve().as_uri()}?mode=ro", uri=True, timeout=wait)
        with closing(conn) as backup, closing(sqlite3.connect(part)) as copy:
            found = backup.execute("PRAGMA integrity_check").fetchall()
            if found != [("ok",)]:
                raise RestoreError(
                    f"the backup {source} is damaged ({found[0][0]}): choose another backup"
                )
            backup.backup(copy)
            copy.execute("PRAGMA journal_mode=DELETE")  # the bot sets WAL when it opens it
    except sqlite3.Error as error:
        raise RestoreError(f"the backup {source} cannot be read as a database ({error})") from None


async def _check_schema(source: Path, part: Path) -> None:
    conn = await aiosqlite.connect(part)
    try:
        plan = await plan_migrations(conn)
    except StorageError as error:
        raise RestoreError(f"the backup {source} cannot be used by this version: {error}") from None
    except sqlite3.Error as error:
        raise RestoreError(f"the backup {source} cannot be read as a database ({error})") from None
    finally:
        await close_quietly(conn)
    if not plan.used:
        raise RestoreError(f"the backup {source} holds no Songbot database (no migration in it)")


async def _carry_counters(replaced_uri: str | None, part: Path, now: float) -> None:
    """The copy keeps what the replaced database counted beyond it (songs delivered, tracks
    charged, …), so that no counter /metrics exports goes back: Prometheus would read a reset
    and count it all again. Nothing is carried from a database that cannot be read."""
    replaced = await _totals(replaced_uri) if replaced_uri else None
    if replaced is None:
        return
    conn = await aiosqlite.connect(part)
    try:
        figures = FiguresRepo(conn, lambda: now)
        await figures.carry((await figures.totals()).carried_across(replaced))
        await conn.commit()
    except sqlite3.OperationalError as error:  # a copy older than a table the figures read
        log.warning("the counters could not be carried to the restored copy: %s", error)
    finally:
        await close_quietly(conn)


async def _totals(uri: str) -> Totals | None:
    try:
        conn = await aiosqlite.connect(uri, uri=True)
    except sqlite3.Error:
        return None
    try:
        return await FiguresRepo(conn, time.time).totals()
    except sqlite3.Error:
        return None
    finally:
        await close_quietly(conn)


def _rows_of(database: Path) -> dict[int, Row]:
    query = "SELECT id, state, job_id, created_at, lyrics FROM requests"
    try:
        with closing(sqlite3.connect(database)) as conn:
            found = conn.execute(query).fetchall()
    except sqlite3.Error as error:
        raise RestoreError(f"the backup's requests cannot be read ({error})") from None
    return {row[0]: Row(row[1], row[2], row[3], row[4]) for row in found}


def _live_jobs(database: Path, backup: dict[int, Row]) -> tuple[list[AcceptedJob], str | None]:
    """The jobs the live journal holds, then those the replaced database accepted after the
    backup for a request the backup holds: the same id, the same lyrics, and no job yet. A
    database that cannot be read (a damaged one is why many restore) leaves its journal."""
    jobs = AcceptedJournal(journal_path(database)).read()
    if not database.exists():
        return jobs, None
    query = "SELECT id, job_id, accepted_at, lyrics FROM requests WHERE job_id IS NOT NULL"
    try:
        conn = sqlite3.connect(f"{database.resolve().as_uri()}?mode=ro", uri=True)
        with closing(conn):
            found = conn.execute(query).fetchall()
    except sqlite3.Error as error:
        return jobs, str(error)
    for request_id, job_id, accepted_at, lyrics in found:
        row = backup.get(request_id)
        if row is not None and row.job_id is None and row.lyrics == lyrics:
            jobs.append(AcceptedJob(request_id, job_id, accepted_at or row.created_at))
    return jobs, None


# What a delivered song's row says of its delivery: copied onto the backup's row of the same
# job, so that the restored start does not send it again.
_DELIVERY = (
    "state",
    "audio_file_id",
    "audio_message_id",
    "finished_at",
    "told_at",
    "completed_at",
    "status_message_id",
    "status_text",
    "delivery_attempts",
    "lossless_file_id",
    "video_file_id",
)


def _bring_forward(
    part: Path, database: Path, rows: dict[int, Row], jobs: list[AcceptedJob]
) -> tuple[int, int]:
    """Into the backup's copy: each request accepted since the backup and missing from it, made
    again (from the replaced database's row, else from its journal line's), so that the start
    follows its job and delivers its song; and each song the backup shows under way that the
    replaced database shows delivered, marked so, so that it is not sent again. Counts both."""
    live = _live_rows(database)
    with closing(sqlite3.connect(part)) as conn:
        columns = [row[1] for row in conn.execute("PRAGMA table_info(requests)")]
        remade = delivered = 0
        made_from_lines = {
            job.request_id: job.row for job in jobs if job.row and job.request_id not in live
        }
        for request_id, row in [*live.items(), *made_from_lines.items()]:
            if not row.get("job_id"):
                continue
            backup = rows.get(request_id)
            if backup is None:
                _insert(conn, columns, row)
                remade += 1
            elif (
                backup.job_id == row["job_id"]
                and row.get("state") == State.DELIVERED.value
                and backup.state in FOLLOWED
            ):
                _update(conn, columns, request_id, {k: row.get(k) for k in _DELIVERY})
                delivered += 1
        conn.commit()
    return remade, delivered


def _live_rows(database: Path) -> dict[int, dict[str, object]]:
    """The replaced database's rows that hold a job, by request id; none when it cannot be
    read (a damaged database is why many restore)."""
    if not database.exists():
        return {}
    try:
        conn = sqlite3.connect(f"{database.resolve().as_uri()}?mode=ro", uri=True)
        with closing(conn):
            conn.row_factory = sqlite3.Row
            found = conn.execute("SELECT * FROM requests WHERE job_id IS NOT NULL").fetchall()
    except sqlite3.Error:
        return {}
    return {row["id"]: dict(row) for row in found}


def _insert(conn: sqlite3.Connection, columns: list[str], row: dict[str, object]) -> None:
    kept = [name for name in columns if name in row]
    marks = ", ".join("?" * len(kept))
    conn.execute(
        f"INSERT INTO requests ({', '.join(kept)}) VALUES ({marks})",  # noqa: S608
        [row[name] for name in kept],
    )


def _update(
    conn: sqlite3.Connection, columns: list[str], request_id: int, changes: dict[str, object]
) -> None:
    kept = [name for name in columns if name in changes]
    assignments = ", ".join(f"{name} = ?" for name in kept)
    conn.execute(
        f"UPDATE requests SET {assignments} WHERE id = ?",  # noqa: S608
        [*(changes[name] for name in kept), request_id],
    )


def _merged(*sources: list[AcceptedJob]) -> list[AcceptedJob]:
    """Every job once, by its id, in the order met."""
    seen: dict[str, AcceptedJob] = {}
    for jobs in sources:
        for job in jobs:
            seen.setdefault(job.job_id, job)
    return list(seen.values())


def _owned(jobs: list[AcceptedJob], rows: dict[int, Row]) -> list[AcceptedJob]:
    """Orphan marks judged anew against the backup's rows: a start marked a job found in no row
    of the database it ran on, but the backup may hold its request, still without a job and
    made before the job was accepted (a journal line holds no lyrics to compare). That row takes
    it on at the next start, instead of being POSTed again; the rest stay orphans."""
    return [replace(job, orphan=False) if job.orphan and _takes(rows, job) else job for job in jobs]


def _takes(rows: dict[int, Row], job: AcceptedJob) -> bool:
    """Whether the start attaches `job` to its request's row (as own_journaled_job decides)."""
    row = rows.get(job.request_id)
    return (
        row is not None
        and row.job_id is None
        and row.state in ATTACHED
        and job.accepted_at >= row.created_at
    )


def _stamp(clock: float | None) -> str:
    return time.strftime("%Y%m%dT%H%M%SZ", time.gmtime(time.time() if clock is None else clock))


def _kept_name(database: Path, stamp: str) -> Path:
    """The one new name the replaced database goes under, a name of its own."""
    return name_of_its_own(database.with_name(f"{database.name}.before-restore-{stamp}"))


def _remove_old_kept(database: Path) -> tuple[Path, ...]:
    """Remove the replaced databases beyond the newest KEPT_REPLACED, each with its files."""
    companions = (*COMPANIONS, journal_path(database).suffix)
    kept = [
        path
        for path in database.parent.glob(f"{database.name}.before-restore-*")
        if not path.name.endswith(companions)
    ]
    kept.sort(key=_set_aside_when, reverse=True)
    old = kept[KEPT_REPLACED:]
    for path in old:
        for name, _ in _moves(path, path):
            name.unlink(missing_ok=True)
    return tuple(old)


def _set_aside_when(kept: Path) -> tuple[str, int]:
    """The time of the restore that set `kept` aside, from its name (_kept_name): its stamp,
    then its number within that second (-2, -3 …)."""
    stamp, _, number = kept.name.rpartition(".before-restore-")[2].partition("-")
    return stamp, int(number) if number.isdigit() else 1


def _set_aside(database: Path, kept: Path) -> None:
    """Rename the database, its WAL files and its journal to `kept`, the WAL first: a database
    never meets another one's WAL."""
    for old, new in _moves(database, kept):
        if old.exists():
            old.replace(new)


def _put_back(database: Path, kept: Path, had_journal: bool) -> None:
    """Undo what `_set_aside` (and the new journal) did before a failure: a journal written
    where there was none goes, each file set aside returns, the database before its WAL."""
    if not had_journal:
        journal_path(database).unlink(missing_ok=True)
    for old, new in reversed(_moves(database, kept)):
        if new.exists():
            new.replace(old)


def _moves(database: Path, kept: Path) -> list[tuple[Path, Path]]:
    moves = [
        (database.with_name(database.name + s), kept.with_name(kept.name + s)) for s in COMPANIONS
    ]
    return [*moves, (journal_path(database), journal_path(kept)), (database, kept)]


def _outcome(
    database: Path,
    kept: Path | None,
    rows: dict[int, Row],
    jobs: list[AcceptedJob],
    live_unread: str | None,
) -> Restored:
    """What the next start will do with each job, as attach_journaled_jobs decides it."""
    known = {row.job_id for row in rows.values() if row.job_id is not None}
    attached: set[int] = set()
    elsewhere = 0
    for job in jobs:
        row = rows.get(job.request_id)
        if job.job_id in known:
            continue
        if row is None or job.orphan or job.accepted_at < row.created_at:
            elsewhere += 1  # an orphan the backup's rows do not own is never taken on
        elif row.job_id is None and row.state in ATTACHED:
            attached.add(job.request_id)
    return Restored(
        database=database,
        kept=kept,
        known=sum(1 for row in rows.values() if row.job_id and row.state in FOLLOWED),
        attached=len(attached),
        unanswered=sum(
            1 for rid, row in rows.items() if row.state == State.SUBMITTING and rid not in attached
        ),
        elsewhere=elsewhere,
        live_unread=live_unread,
    )
