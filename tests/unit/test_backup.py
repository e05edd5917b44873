"""The backup's copy: the database's snapshot with every accepted job it may lack in the journal
beside it, written whole or not at all, and one line on failure."""

from __future__ import annotations

import os
import sqlite3
import threading
import time
from contextlib import closing
from pathlib import Path

import pytest

from bot.monitoring.metrics import backup_age
from bot.store import backup
from bot.store.backup import BackupError, back_up, backed_up_path, main
from bot.store.journal import AcceptedJob, AcceptedJournal, journal_path
from tests.unit.fake_services import fake_world


def make_database(path: Path) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    with closing(sqlite3.connect(path)) as conn:
        conn.execute("PRAGMA journal_mode=WAL")
        conn.execute("CREATE TABLE requests (id INTEGER PRIMARY KEY, job_id TEXT)")
        conn.execute("INSERT INTO requests VALUES (1, 'job-1')")
        conn.commit()


def jobs_in(path: Path) -> list[str]:
    return [job.job_id for job in AcceptedJournal(journal_path(path)).read()]


def test_the_copy_holds_the_database_and_the_journal(tmp_path: Path) -> None:
    database = tmp_path / "db" / "bot.sqlite3"
    make_database(database)
    AcceptedJournal(journal_path(database)).record(AcceptedJob(2, "job-2", 1.0))
    copied = back_up(database, tmp_path / "copy.sqlite3")
    with closing(sqlite3.connect(copied.database)) as conn:
        assert conn.execute("SELECT job_id FROM requests").fetchall() == [("job-1",)]
    assert copied.jobs == 1 and jobs_in(copied.database) == ["job-2"]
    assert not list(tmp_path.glob("*.part"))


def test_a_folder_gets_the_database_by_its_own_name(tmp_path: Path) -> None:
    database = tmp_path / "db" / "bot.sqlite3"
    make_database(database)
    (tmp_path / "backups").mkdir()
    assert back_up(database, tmp_path / "backups").database == tmp_path / "backups" / "bot.sqlite3"


def test_a_folder_that_does_not_exist_is_refused_not_made(tmp_path: Path) -> None:
    database = tmp_path / "db" / "bot.sqlite3"
    make_database(database)
    with pytest.raises(BackupError, match="does not exist: check DEST"):
        back_up(database, tmp_path / "mistyped" / "backups" / "bot.sqlite3")
    assert sorted(p.name for p in tmp_path.iterdir()) == ["db"]


def test_a_job_accepted_while_the_database_is_copied_is_in_the_copys_journal(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The snapshot is taken before the job reaches the database: the journal, read after it,
    has the job. A journal line being written (no newline yet) is left out whole."""
    database = tmp_path / "bot.sqlite3"
    make_database(database)
    copy_database = backup._copy_database

    def copy_then_accept(source: Path, copy: Path) -> None:
        copy_database(source, copy)
        AcceptedJournal(journal_path(database)).record(AcceptedJob(3, "job-3", 2.0))
        with journal_path(database).open("a") as out:
            out.write('{"request_id": 4, "job_')  # cut short: still being written

    monkeypatch.setattr(backup, "_copy_database", copy_then_accept)
    copied = back_up(database, tmp_path / "copy.sqlite3")
    assert jobs_in(copied.database) == ["job-3"]


def test_a_journal_trimmed_while_the_database_is_copied_loses_no_job(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A start trims the journal of jobs its database holds; a trim right after the snapshot
    must not drop a job the snapshot lacked."""
    database = tmp_path / "bot.sqlite3"
    make_database(database)
    journal = AcceptedJournal(journal_path(database))
    journal.record(AcceptedJob(5, "job-5", 1.0))
    copy_database = backup._copy_database

    def copy_then_trim(source: Path, copy: Path) -> None:
        copy_database(source, copy)
        journal.keep_only([])  # job-5 reached the database after the snapshot

    monkeypatch.setattr(backup, "_copy_database", copy_then_trim)
    assert jobs_in(back_up(database, tmp_path / "copy.sqlite3").database) == ["job-5"]


def test_no_journal_leaves_no_older_journal_beside_the_copy(tmp_path: Path) -> None:
    database = tmp_path / "bot.sqlite3"
    make_database(database)
    target = tmp_path / "copy.sqlite3"
    AcceptedJournal(journal_path(target)).record(AcceptedJob(9, "job-old", 1.0))
    copied = back_up(database, target)
    assert copied.jobs == 0 and not journal_path(target).exists()


def test_a_failed_copy_keeps_the_older_one(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    database = tmp_path / "bot.sqlite3"
    make_database(database)
    target = tmp_path / "copy.sqlite3"
    target.write_bytes(b"the older copy")

    def full(source: Path, copy: Path) -> None:
        copy.write_bytes(b"half")
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(backup, "_copy_database", full)
    with pytest.raises(BackupError, match="No space left on device"):
        back_up(database, target)
    assert target.read_bytes() == b"the older copy"
    assert not list(tmp_path.glob("*.part"))


def test_the_cli_needs_no_secret_and_fails_in_one_line(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.chdir(tmp_path)  # no .env
    for name in ("TELEGRAM_BOT_TOKEN", "API_KEY", "MUSIC_API_URL"):
        monkeypatch.delenv(name, raising=False)
    database = tmp_path / "db" / "bot.sqlite3"
    monkeypatch.setenv("DATABASE_PATH", str(database))
    assert main(["out"]) == 1
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and err.startswith("backup failed: there is no database at")

    make_database(database)
    assert main(["out"]) == 0
    assert capsys.readouterr().out.startswith(f"backed up {database}")
    assert (tmp_path / "out").is_file()
    with pytest.raises(SystemExit) as usage:  # argparse: the usage and what is missing
        main([])
    assert usage.value.code == 2


def test_a_journal_line_being_written_at_the_read_is_waited_for(tmp_path: Path) -> None:
    """A job accepted right as the journal is read (its line half written) may be one the
    snapshot shows still waiting: the read waits for the line, so a restore follows the job."""
    database = tmp_path / "bot.sqlite3"
    make_database(database)
    line = b'{"request_id": 4, "job_id": "job-4", "accepted_at": 3.0}\n'

    def the_rest() -> None:
        # appended, as AcceptedJournal.record writes: rewriting the file whole would empty it
        # for an instant, and a read in that instant finds no line at all
        with journal_path(database).open("ab") as out:
            out.write(line[20:])

    def half_written_then_whole() -> None:
        journal_path(database).write_bytes(line[:20])
        threading.Timer(0.1, the_rest).start()

    copied = back_up(database, tmp_path / "copy.sqlite3", half_written_then_whole)
    assert jobs_in(copied.database) == ["job-4"]


async def test_the_backup_age_counts_from_the_newest_backup_else_from_the_database(
    tmp_path: Path,
) -> None:
    """songbot_backup_age_seconds: with no backup yet, as old as the database; then from the
    mark each `python -m bot backup` leaves beside it, wherever the copy went."""
    async with fake_world(tmp_path) as world:
        services = world.services
        world.clock.now = time.time() + 7200  # two hours after the database was made
        assert 7100 < await backup_age(services) < 7300
        (tmp_path / "copies").mkdir()
        back_up(services.settings.DATABASE_PATH, tmp_path / "copies")
        mark = backed_up_path(services.settings.DATABASE_PATH)
        os.utime(mark, (world.clock.now - 600, world.clock.now - 600))
        assert await backup_age(services) == pytest.approx(600, abs=1)
