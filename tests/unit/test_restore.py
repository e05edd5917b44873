"""The restore's file work (bot/store/restore.py) and its command's words (bot/cli/restore.py), in
process: what it refuses with nothing replaced, what it keeps beside the database, which
accepted jobs the new journal holds and what it says the next start will do. The command
against a running bot, and the restored bot's POSTs: tests/e2e/test_restore.py."""

from __future__ import annotations

import asyncio
import os
import sqlite3
from contextlib import closing
from pathlib import Path

import pytest

from bot.cli.restore import main
from bot.store import Store
from bot.store.journal import AcceptedJob, AcceptedJournal, journal_path
from bot.store.restore import RestoreError, restore

COLUMNS = "id, chat_id, user_id, lyrics, duration_sec, state, created_at, updated_at, job_id"


def make(path: Path, *rows: tuple[int, str, str, str | None]) -> Path:
    """A migrated database holding requests (id, lyrics, state, job id), each made at 10."""
    path.parent.mkdir(parents=True, exist_ok=True)

    async def migrated() -> None:
        await (await Store.open(path)).close()

    asyncio.run(migrated())
    with closing(sqlite3.connect(path)) as conn:
        for rid, lyrics, state, job in rows:
            conn.execute(
                f"INSERT INTO requests ({COLUMNS}, accepted_at) VALUES (?, 1, 1, ?, 60, ?, 10, 10,"
                " ?, ?)",
                (rid, lyrics, state, job, 20.0 if job else None),
            )
        conn.commit()
    return path


def crashed(database: Path, change: str) -> None:
    """The database as a crash leaves it: the change committed in its WAL only."""
    saved = database.with_name("saved")
    saved.mkdir()
    with closing(sqlite3.connect(database)) as conn:
        conn.execute("PRAGMA journal_mode=WAL")
        conn.execute("PRAGMA wal_autocheckpoint=0")
        conn.execute(change)
        conn.commit()
        for suffix in ("", "-wal", "-shm"):
            name = database.name + suffix
            saved.joinpath(name).write_bytes(database.with_name(name).read_bytes())
    for file in saved.iterdir():
        file.replace(database.with_name(file.name))
    saved.rmdir()


def jobs_in(database: Path) -> dict[str, int]:
    return {job.job_id: job.request_id for job in AcceptedJournal(journal_path(database)).read()}


def state_of(database: Path, rid: int) -> tuple[str, str | None]:
    with closing(sqlite3.connect(database)) as conn:
        found = conn.execute("SELECT state, job_id FROM requests WHERE id = ?", (rid,)).fetchone()
    return found[0], found[1]


def test_the_jobs_of_both_journals_and_of_the_replaced_database_are_kept(tmp_path: Path) -> None:
    backup = make(
        tmp_path / "backups" / "bot.sqlite3",
        (1, "one", "queued", "job-1"),
        (2, "two", "waiting", None),
        (3, "three", "waiting", None),
        (4, "four", "submitting", None),
        (5, "five", "waiting", None),
    )
    AcceptedJournal(journal_path(backup)).record(AcceptedJob(2, "job-2", 30.0))
    database = make(
        tmp_path / "db" / "bot.sqlite3",
        (1, "one", "delivered", "job-1"),
        (2, "two", "delivered", "job-2"),
        (3, "three", "running", "job-3"),  # accepted after the backup: only this file knows it
        (5, "another five", "running", "job-x"),  # not the backup's request 5: left out
        (6, "six", "running", "job-6"),  # a request the backup does not hold
    )
    AcceptedJournal(journal_path(database)).record(AcceptedJob(6, "job-6", 40.0))
    AcceptedJournal(journal_path(database)).record(AcceptedJob(7, "job-7", 50.0))
    crashed(database, "UPDATE requests SET lyrics = 'in the WAL' WHERE id = 1")

    done = restore(database, backup.parent, clock=0)

    assert jobs_in(database) == {"job-2": 2, "job-6": 6, "job-7": 7, "job-3": 3}
    assert state_of(database, 3) == ("waiting", None)  # the start attaches job-3
    assert (done.known, done.attached, done.unanswered, done.elsewhere) == (1, 2, 1, 1)
    # Request 6, which the backup lacks, is back; request 1, delivered since, is not sent again.
    assert (done.remade, done.delivered) == (1, 1)
    assert state_of(database, 1) == ("delivered", "job-1")
    assert state_of(database, 6) == ("running", "job-6")
    assert done.kept == tmp_path / "db" / "bot.sqlite3.before-restore-19700101T000000Z"
    assert state_of(done.kept, 2) == ("delivered", "job-2")
    assert jobs_in(done.kept) == {"job-6": 6, "job-7": 7}
    with closing(sqlite3.connect(done.kept)) as conn:  # what only its WAL held went with it
        assert conn.execute("SELECT lyrics FROM requests WHERE id = 1").fetchone() == (
            "in the WAL",
        )
    assert not database.with_name("bot.sqlite3-wal").exists()
    assert not list(database.parent.glob("*.restore-part"))
    assert jobs_in(backup) == {"job-2": 2}, "the backup is left as it was"

    again = restore(database, backup, clock=0)  # the same second: a name of its own
    assert again.kept == done.kept.with_name(done.kept.name + "-2")


def test_an_orphan_whose_request_the_backup_holds_is_its_job_again(tmp_path: Path) -> None:
    """A start marked jobs found in no row as orphans; the backup's rows judge them anew: one
    whose request waits there, made before the job was accepted, is attached (not POSTed
    again); the others stay orphans and are counted as elsewhere."""
    backup = make(
        tmp_path / "backups" / "bot.sqlite3",
        (1, "one", "waiting", None),
        (2, "two", "waiting", None),
        (3, "three", "delivered", "job-3"),
    )
    database = make(tmp_path / "db" / "bot.sqlite3")
    live = AcceptedJournal(journal_path(database))
    live.record(AcceptedJob(1, "job-1", 30.0, orphan=True))  # its request, in the backup
    live.record(AcceptedJob(2, "job-old", 5.0, orphan=True))  # accepted before row 2 was made
    live.record(AcceptedJob(3, "job-z", 30.0, orphan=True))  # row 3 follows its own job
    live.record(AcceptedJob(9, "job-9", 40.0, orphan=True))  # no row for it

    done = restore(database, backup.parent, clock=0)

    marks = {job.job_id: job.orphan for job in AcceptedJournal(journal_path(database)).read()}
    assert marks == {"job-1": False, "job-old": True, "job-z": True, "job-9": True}
    assert (done.attached, done.elsewhere) == (1, 3)


def test_a_database_that_cannot_be_read_leaves_its_journal(tmp_path: Path) -> None:
    backup = make(tmp_path / "backups" / "bot.sqlite3", (1, "one", "waiting", None))
    database = tmp_path / "db" / "bot.sqlite3"
    database.parent.mkdir()
    database.write_bytes(b"not a database" * 300)
    AcceptedJournal(journal_path(database)).record(AcceptedJob(1, "job-1", 30.0))

    done = restore(database, backup)

    assert done.live_unread and done.attached == 1 and jobs_in(database) == {"job-1": 1}


def test_a_first_restore_on_a_new_machine_keeps_nothing(tmp_path: Path) -> None:
    backup = make(tmp_path / "backups" / "bot.sqlite3", (1, "one", "delivered", "job-1"))
    database = tmp_path / "db" / "bot.sqlite3"
    database.parent.mkdir()
    done = restore(database, backup)
    assert done.kept is None and state_of(database, 1) == ("delivered", "job-1")
    assert not journal_path(database).exists()


@pytest.mark.parametrize(
    ("backup_bytes", "said"),
    [
        (None, "there is no backup at"),
        (b"", "holds no Songbot database"),
        (b"SQLite format 3\x00" + b"\xff" * 5000, "cannot be read as a database"),
    ],
    ids=["missing", "empty", "garbled"],
)
def test_refused_with_nothing_replaced(
    tmp_path: Path, backup_bytes: bytes | None, said: str
) -> None:
    database = make(tmp_path / "db" / "bot.sqlite3", (1, "one", "delivered", "job-1"))
    backup = tmp_path / "backups" / "bot.sqlite3"
    if backup_bytes is not None:
        backup.parent.mkdir()
        backup.write_bytes(backup_bytes)
    before = database.read_bytes()
    with pytest.raises(RestoreError, match=said):
        restore(database, backup)
    assert database.read_bytes() == before
    assert sorted(p.name for p in database.parent.iterdir()) == ["bot.sqlite3"]


def test_a_failed_replace_puts_the_database_back_as_it_was(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The last rename fails (the disk's fault, which cannot be caused here): the database, its
    WAL and its journal, already set aside, return under their names, as they were."""
    backup = make(tmp_path / "backups" / "bot.sqlite3", (1, "one", "waiting", None))
    database = make(tmp_path / "db" / "bot.sqlite3", (1, "one", "delivered", "job-1"))
    AcceptedJournal(journal_path(database)).record(AcceptedJob(1, "job-1", 30.0))
    crashed(database, "UPDATE requests SET lyrics = 'in the WAL' WHERE id = 1")
    files = lambda: {p.name: p.read_bytes() for p in database.parent.iterdir()}  # noqa: E731
    before = files()
    rename = Path.replace

    def failing(self: Path, target: str | Path) -> Path:
        if self.name.endswith(".restore-part"):
            raise OSError(28, "No space left on device")
        return rename(self, target)

    monkeypatch.setattr(Path, "replace", failing)
    with pytest.raises(RestoreError, match="could not be replaced"):
        restore(database, backup, clock=0)
    after = files()
    assert sorted(after) == sorted(before)
    del after["bot.sqlite3-shm"], before["bot.sqlite3-shm"]  # SQLite's index, rewritten by reads
    assert after == before


def test_the_database_itself_is_no_backup(tmp_path: Path) -> None:
    database = make(tmp_path / "db" / "bot.sqlite3")
    with pytest.raises(RestoreError, match="is the database itself"):
        restore(database, database.parent)


def test_an_edited_migration_in_the_backup_is_refused(tmp_path: Path) -> None:
    backup = make(tmp_path / "backups" / "bot.sqlite3")
    with closing(sqlite3.connect(backup)) as conn:
        conn.execute("UPDATE schema_migrations SET checksum = 'edited' WHERE version LIKE '001%'")
        conn.commit()
    with pytest.raises(RestoreError, match="cannot be used by this version: migration 001"):
        restore(tmp_path / "bot.sqlite3", backup)


def test_the_command_says_what_the_next_start_follows(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.chdir(tmp_path)  # no .env; no secret needed
    for name in ("TELEGRAM_BOT_TOKEN", "API_KEY", "MUSIC_API_URL"):
        monkeypatch.delenv(name, raising=False)
    database = make(tmp_path / "db" / "bot.sqlite3", (2, "two", "running", "job-2"))
    AcceptedJournal(journal_path(database)).record(AcceptedJob(9, "job-9", 30.0))
    backup = make(
        tmp_path / "backups" / "bot.sqlite3",
        (1, "one", "running", "job-1"),
        (2, "two", "waiting", None),
        (3, "three", "submitting", None),
    )
    monkeypatch.setenv("DATABASE_PATH", str(database))

    assert main([str(backup)]) == 0

    lines = capsys.readouterr().out.splitlines()
    assert lines[0].startswith(f"restored {backup} to {database}; the database it replaces: ")
    assert lines[1:] == [
        "the next start follows 2 accepted jobs: 1 the backup's database holds, 1 accepted "
        "after the backup (from the journals: not sent again)",
        "1 request the backup shows sent with no answer: unknown, their users are told and may "
        "try again",
        "1 accepted job for requests the backup does not hold: kept in the journal, never sent "
        "again, not delivered",
    ]
    assert main([str(tmp_path / "nowhere")]) == 1
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and err.startswith("not restored: there is no backup at")


def test_a_late_job_in_the_backup_is_counted_among_those_the_start_follows(
    tmp_path: Path,
) -> None:
    """A job past JOB_TIMEOUT_MIN (stored as `expired`) is followed and delivered: the restore
    says so in its count."""
    backup = make(
        tmp_path / "backups" / "bot.sqlite3",
        (1, "one", "running", "job-1"),
        (2, "two", "expired", "job-2"),
    )
    database = make(tmp_path / "db" / "bot.sqlite3")

    done = restore(database, backup.parent, clock=0)

    assert done.known == 2


def test_a_restore_of_no_backup_makes_no_folder(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    database = tmp_path / "later" / "bot.sqlite3"
    monkeypatch.setenv("DATABASE_PATH", str(database))
    assert main([str(tmp_path / "no-such-backup")]) == 1
    assert "there is no backup at" in capsys.readouterr().err
    assert not (tmp_path / "later").exists()


def test_a_restore_by_another_user_than_the_folders_owner_is_refused(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """Run as root on the service's folder, it would leave files the service cannot write."""
    backup = make(tmp_path / "backups" / "bot.sqlite3", (1, "one", "queued", "job-1"))
    folder = tmp_path / "service"
    folder.mkdir()
    os.chown(folder, os.geteuid() + 1, -1)  # the service's user, not this one (tests run as root)
    monkeypatch.setenv("DATABASE_PATH", str(folder / "bot.sqlite3"))
    assert main([str(backup)]) == 1
    said = capsys.readouterr().err
    assert "run the restore as that user" in said and not (folder / "bot.sqlite3").exists()
