"""Backups and restores: `python -m bot backup`'s code run while the bot runs (the scheduler
may tick between its snapshot and its journal's read), the copy restored at a later step while
nothing it lacks has happened since, and restored beside journal lines of another history
(orphaned lines, for ids the copy hands out next). No job the copy knew is POSTed again, and no
request takes on an orphaned line's job."""

from __future__ import annotations

import asyncio
import json
import shutil
import sqlite3
from collections import Counter
from contextlib import closing
from dataclasses import dataclass, field
from functools import cached_property
from pathlib import Path

from hypothesis import strategies as st
from hypothesis.stateful import invariant, rule

from bot.store.backup import back_up
from bot.store.journal import journal_path
from tests.model.lifecycle.world import SEEN, World


class BackupRules(World):
    @rule(race=st.booleans(), restored=st.booleans())
    def a_backup_is_taken(self, race: bool, restored: bool = False) -> None:
        """`python -m bot backup` (its real code) while the bot runs. With `race`, the scheduler
        ticks between the snapshot and the journal's read: a request the copy shows waiting may
        be POSTed and accepted there, its job only in the copy's journal. Only when its answer
        is sure to be a 202 and no chat is denied or gone: an answer that proves nothing, or a
        word told there, is not in the copy, and a restore may rightly ask again or tell again."""
        if self.app is None:
            return
        database = self.database_path
        folder = Path(self.folder.name) / "backups"
        racing = race and not self.service.post_plan and not self.denied and not self.gone
        posts = len(self.service.posts)

        def tick_between() -> None:
            asyncio.run_coroutine_threadsafe(self._schedule_once(), self.loop).result()

        between = tick_between if racing else None
        self.backup = self.run(asyncio.to_thread(back_up, database, folder, between)).database
        self.world_at_backup = self._world()
        SEEN["backup taken"] += 1
        if len(self.service.posts) > posts:
            SEEN["backup raced by a POST"] += 1
        if restored:  # the bot dies now, and its operator restores this copy: met more often
            self.the_bot_restarts_on_the_backup()

    async def _schedule_once(self) -> None:
        """Two minutes pass (a request held back by a 429 or 503 comes due) and the scheduler
        ticks: only it, for a word told or a song sent here would be missing from the copy."""
        self.clock.now += 120.0
        self.service.let_time_pass()
        if self.app is not None:
            await self.app.bot_data.pipeline.scheduler.tick()
            await self._settle()

    @rule()
    def the_bot_restarts_on_the_backup(self) -> None:
        """The operator stops the bot, puts the last backup (and its journal) in place and starts
        it. Only while nothing the copy lacks has happened since (no word told, no POST, no
        press or message, no admin command), but what its journal knows: else the world the
        copy comes back to is not the model's, whose history it keeps."""
        if self.backup is None or self.world_at_backup != self._world():
            return
        if not self._telegram_answers():
            return  # its start would end at once (the_bot_restarts)
        self.run(self.stack.aclose())
        self.app = None
        database = self.database_path
        # A new file, not the old one overwritten: a connection the model left open to the
        # old one (its reads) keeps its locks there, not on the copy.
        for leftover in (database, journal_path(database), *_wal_files(database)):
            leftover.unlink(missing_ok=True)
        shutil.copy(self.backup, database)
        if journal_path(self.backup).exists():
            shutil.copy(journal_path(self.backup), journal_path(database))
        self.journaled_lyrics |= _known_jobs(database)
        self.restored_known_ids = _known_request_ids(database)
        self.restored_at, self.posts_at_restore = self.clock.wall(), len(self.service.posts)
        self.run(self._start_bot())
        self.world_at_backup = self._world()  # the same copy may be restored again
        SEEN["backup restored"] += 1

    def _world(self) -> tuple[int, ...]:
        """What people, admins and the service have seen: any change since a backup is a
        history the copy lacks."""
        calls = sum(1 for c in self.stand.calls if c.method != "getUpdates")
        return (
            calls,
            len(self.service.posts),
            len(self.service.text_calls),
            self.songs,
            len(self.presses),
            len(self.shares),
            len(self.text_shares),
            int(self.upgraded),
        )

    @invariant()
    def no_job_a_restored_copy_knew_is_posted_again(self) -> None:
        """After a restore, the lyrics of every job the copy knew (its rows' job ids, its
        journal's) are POSTed again only for a take asked since (same lyrics, a new request)."""
        if not self.journaled_lyrics:
            return
        again = Counter(
            p.lyrics
            for p in self.service.posts[self.posts_at_restore :]
            if p.lyrics in self.journaled_lyrics
        )
        if not again:
            return
        # A take the copy did not know as sent (asked since, or its question or line held
        # there) may be sent once; new rows take ids the copy never had.
        takes = Counter(
            r.lyrics
            for r in self.requests()
            if r.take_of is not None and r.id not in self.restored_known_ids
        )
        for lyrics, posts in again.items():
            assert posts <= takes[lyrics], f"a job the copy knew was POSTed again: {lyrics!r}"

    # --- orphaned journal lines -----------------------------------------------------------

    @cached_property
    def orphan_book(self) -> OrphanBook:
        return OrphanBook()

    @rule(two_for_one=st.booleans(), older=st.booleans())
    def the_bot_restarts_on_the_backup_beside_orphaned_lines(
        self, two_for_one: bool, older: bool
    ) -> None:
        """A backup taken and restored, its journal also holding lines of another history: jobs
        accepted for requests the copy never had, under the ids it hands out next (with
        `two_for_one`, two lines for one id), and with `older` a line for each open row of the
        copy accepted an hour before that row was made (its id's earlier owner). Their jobs are
        nobody's here: no request may take one on, across wall-clock steps and restarts."""
        self.a_backup_is_taken(race=False)  # a fresh one, so that the restore is met often
        if self.backup is None or self.world_at_backup != self._world():
            return
        if not self._telegram_answers():
            return
        original, book = self.backup, self.orphan_book
        staged = original.with_name("orphaned-" + original.name)
        shutil.copy(original, staged)
        journal_path(staged).unlink(missing_ok=True)
        if journal_path(original).exists():
            shutil.copy(journal_path(original), journal_path(staged))
        with closing(sqlite3.connect(staged)) as conn:
            rows = conn.execute("SELECT id, created_at, state FROM requests").fetchall()
        after = max((row[0] for row in rows), default=0) + 1
        wall = self.clock.wall()
        lines = [(after, wall - 60.0), (after if two_for_one else after + 1, wall - 30.0)]
        book.new_ids.update(rid for rid, _ in lines)
        if older:
            # not drafts: a step of the wall clock moves a draft's created_at (its day), so an
            # older history's line may look later than the row (docs/guarantees.md says so)
            still_open = ("waiting", "unknown", "submitting")
            lines += [(rid, made - 3600.0) for rid, made, state in rows if state in still_open]
        with journal_path(staged).open("a", encoding="utf-8") as out:
            for rid, at in lines:
                job = f"orphan-{len(book.jobs) + 1}"
                book.jobs.add(job)
                out.write(json.dumps({"request_id": rid, "job_id": job, "accepted_at": at}) + "\n")
        known, before = _known_jobs(original), set(self.journaled_lyrics)
        self.backup = staged
        try:
            self.the_bot_restarts_on_the_backup()
        finally:
            self.backup = original
        # what the copy knew is its own rows' and lines' jobs, not the orphans' ids
        self.journaled_lyrics = before | known
        self.restored_known_ids = _known_request_ids(original)
        SEEN["orphaned journal line"] += len(lines)
        if two_for_one:
            SEEN["two orphaned lines for one id"] += 1

    @invariant()
    def no_request_takes_an_orphaned_line_s_job(self) -> None:
        book = self.orphan_book
        if not book.jobs:
            return
        rows = self.requests()
        assert not [r for r in rows if r.job_id in book.jobs], "a request took an orphan's job"
        handed_out = {r.id for r in rows} & book.new_ids - book.handed_out
        SEEN["orphaned line's id handed out again"] += len(handed_out)
        book.handed_out |= handed_out


@dataclass
class OrphanBook:
    """The jobs of orphaned journal lines written beside a restored copy, and the ids those
    lines were written for that the copy hands out next (and those seen handed out)."""

    jobs: set[str] = field(default_factory=set)
    new_ids: set[int] = field(default_factory=set)
    handed_out: set[int] = field(default_factory=set)


def _wal_files(database: Path) -> tuple[Path, Path]:
    return database.with_name(database.name + "-wal"), database.with_name(database.name + "-shm")


def _known_jobs(database: Path) -> set[str]:
    """The lyrics of every request whose job a restored database or its journal knows (an
    orphaned line names an id, not a job of that id's request)."""
    return {lyrics for _, lyrics in _known(database)}


def _known_request_ids(database: Path) -> set[int]:
    return {rid for rid, _ in _known(database)}


def _known(database: Path) -> set[tuple[int, str]]:
    journaled = set()
    if journal_path(database).exists():
        lines = journal_path(database).read_text(encoding="utf-8").splitlines()
        entries = [json.loads(line) for line in lines if line.strip()]
        # a line a start found in no row is marked an orphan: no row's job, whatever its id
        journaled = {entry["request_id"] for entry in entries if not entry.get("orphan")}
    with closing(sqlite3.connect(database)) as conn:
        found = conn.execute("SELECT id, lyrics, job_id FROM requests").fetchall()
    return {(rid, lyrics) for rid, lyrics, job in found if job is not None or rid in journaled}
