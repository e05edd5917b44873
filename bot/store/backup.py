"""`python -m bot backup DEST`: a consistent copy of the database, taken while the bot runs, with
the accepted-jobs journal (bot/store/journal.py) beside it.

The order keeps every paid job. The database is copied in one step of SQLite's online backup
API: a snapshot of one moment, read while the bot goes on writing (WAL). The journal is read
after it: a job id reaches the journal before the database hears of it
(bot/pipeline/scheduler.py), and while the bot runs the journal only grows, so the journal read
after the snapshot holds every accepted job the snapshot may lack. A start trims the journal of
the jobs its database holds; lest a trim between the snapshot and that read drop a job the
snapshot did not have yet, the journal is also read before the snapshot, and the copy keeps the
lines of both reads. Restored, the pair is what a crash at the snapshot's moment would have
left: the next start follows those jobs instead of asking again, also one whose row the copy
still shows `draft`, `waiting`, `submitting` or `unknown` (bot/pipeline/scheduler.py,
attach_journaled_jobs).

Each file is written under a temporary name and renamed into place, so a backup that fails
halfway never leaves a broken copy where a good one was."""

from __future__ import annotations

import argparse
import os
import sqlite3
import sys
import time
from collections.abc import Callable
from contextlib import closing
from dataclasses import dataclass
from pathlib import Path

from bot.config import file_settings_or_say_why
from bot.errors import SongbotError
from bot.store.journal import journal_path
from bot.store.refusals import refusal

# `python -m bot backup` waits this long for the database the bot is writing.
BACKUP_BUSY_TIMEOUT_SEC = 10.0
# A journal line is one small write and its fsync: whole within these tries, unless cut by a crash.
PARTIAL_LINE_TRIES, PARTIAL_LINE_WAIT_SEC = 20, 0.05


class BackupError(SongbotError):
    """The backup failed; the text is the operator's line (paths and the system's words only)."""


@dataclass(frozen=True)
class Copied:
    database: Path
    size: int
    journal: Path
    jobs: int  # accepted jobs in the journal's copy


def target_of(database: Path, dest: Path) -> Path:
    """DEST names the copy; a folder gets the database's own file name inside it."""
    return dest / database.name if dest.is_dir() else dest


def back_up(
    database: Path, dest: Path, after_snapshot: Callable[[], object] | None = None
) -> Copied:
    """Copy the database, then its journal, to DEST. Blocking: run it in a thread.
    `after_snapshot` runs between the snapshot and the journal's read (tests hold that moment
    open to let a job be accepted in it)."""
    target = target_of(database, dest)
    if not database.is_file():
        raise BackupError(
            f"there is no database at {database.absolute()} (DATABASE_PATH): check the path"
        )
    if target.absolute() == database.absolute() or target.resolve() == database.resolve():
        raise BackupError(f"{target} is the database itself: choose another DEST")
    if not target.parent.is_dir():  # a mistyped DEST is said, not made into a tree of folders
        raise BackupError(
            f"the folder {target.parent.absolute()} does not exist: check DEST, or make it first"
        )
    database_part = _part(target)
    journal_part = _part(journal_path(target))
    try:
        before = _whole_lines(journal_path(database))
        _copy_database(database, database_part)
        if after_snapshot is not None:
            after_snapshot()
        after = _whole_lines(journal_path(database))
        jobs = _write_lines([line for line in before if line not in after] + after, journal_part)
        database_part.replace(target)
        if jobs:
            journal_part.replace(journal_path(target))
        else:  # no job waits in the journal: an older copy's journal must not stay beside this
            journal_path(target).unlink(missing_ok=True)
    except OSError as error:
        raise BackupError(f"the copy {target} cannot be written ({error.strerror})") from None
    finally:
        database_part.unlink(missing_ok=True)
        journal_part.unlink(missing_ok=True)
    _mark_backed_up(database)
    return Copied(target, target.stat().st_size, journal_path(target), jobs)


def backed_up_path(database: Path) -> Path:
    """Beside the database, touched after each backup: its time is the newest backup's, which
    the bot's `songbot_backup_age_seconds` reads (wherever the backups were written)."""
    return database.with_name(database.name + ".backed-up")


def _mark_backed_up(database: Path) -> None:
    try:
        backed_up_path(database).touch()
    except OSError:  # the copy is made; only the gauge goes without it
        pass


def copy_aside(database: Path, copy: Path) -> None:
    """A consistent copy of the database alone (the one kept before a migration, by
    bot/store/db.py), written under a temporary name and renamed, so a copy cut short by a
    crash is never taken for a whole one. Blocking: run it in a thread."""
    part = _part(copy)
    try:
        _copy_database(database, part)
        part.replace(copy)
    except OSError as error:
        raise BackupError(f"the copy {copy} cannot be written ({error.strerror})") from None
    finally:
        part.unlink(missing_ok=True)


def _part(path: Path) -> Path:
    return path.with_name(path.name + ".part")


def _copy_database(database: Path, copy: Path) -> None:
    copy.unlink(missing_ok=True)
    try:
        # mode=rw: a missing file is an error, never an empty database made here
        source = sqlite3.connect(
            f"{database.resolve().as_uri()}?mode=rw", uri=True, timeout=BACKUP_BUSY_TIMEOUT_SEC
        )
    except sqlite3.Error as error:
        raise BackupError(str(refusal(database, error))) from None
    with closing(source):
        try:
            target = sqlite3.connect(copy)
        except sqlite3.Error as error:
            raise BackupError(f"the copy {copy} cannot be made ({error})") from None
        with closing(target):
            try:
                source.backup(target)  # every page in one step: one moment's snapshot
            except sqlite3.Error as error:
                raise BackupError(f"the database could not be copied to {copy} ({error})") from None
            try:
                # one self-contained file; the bot puts it back in WAL mode when it opens it
                target.execute("PRAGMA journal_mode=DELETE")
                found = target.execute("PRAGMA quick_check").fetchall()
            except sqlite3.Error as error:
                raise BackupError(f"the copy {copy} cannot be checked ({error})") from None
    if found != [("ok",)]:
        raise BackupError(f"the copy {copy} is damaged ({found[0][0]}); the database may be too")


def _whole_lines(journal: Path) -> list[bytes]:
    """The journal's whole lines. A line being appended right now is waited for a moment: its
    job may be one the snapshot shows still waiting, which a restore must not send again. A
    line still cut short after that was cut by a crash, and is left out."""
    for _ in range(PARTIAL_LINE_TRIES):
        try:
            data = journal.read_bytes()
        except FileNotFoundError:
            return []
        if not data or data.endswith(b"\n"):
            break
        time.sleep(PARTIAL_LINE_WAIT_SEC)
    return data[: data.rfind(b"\n") + 1].splitlines(keepends=True)


def _write_lines(lines: list[bytes], copy: Path) -> int:
    """Write and sync the lines to `copy`; returns how many."""
    if not lines:
        return 0
    with copy.open("wb") as out:
        out.writelines(lines)
        out.flush()
        os.fsync(out.fileno())
    return len(lines)


def build_parser(prog: str = "python -m bot backup") -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog=prog,
        description="Copy the database, and the journal of accepted jobs beside it, while the "
        "bot runs. Reads DATABASE_PATH as the bot does (environment, then .env); needs no token "
        "or key.",
    )
    parser.add_argument(
        "dest", metavar="DEST", type=Path, help="a folder, or the file to write the copy to"
    )
    return parser


def main(argv: list[str], prog: str = "python -m bot backup") -> int:
    dest = build_parser(prog).parse_args(argv).dest
    files = file_settings_or_say_why()
    if files is None:
        return 2
    try:
        copied = back_up(files.DATABASE_PATH, dest)
    except BackupError as error:
        print(f"backup failed: {error}", file=sys.stderr)
        return 1
    jobs = f"{copied.jobs} accepted job{'s' if copied.jobs > 1 else ''}"
    journal = f"{jobs} in {copied.journal}" if copied.jobs else "no accepted job in the journal"
    source = files.DATABASE_PATH.absolute()
    print(f"backed up {source} to {copied.database} ({copied.size} bytes; {journal})")
    return 0
