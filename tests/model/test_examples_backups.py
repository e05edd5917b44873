"""Fixed examples of backups and restores (tests/model/lifecycle/backups.py): a job accepted
while a backup is taken, and a request found mid-POST beside orphaned journal lines."""

from __future__ import annotations

from bot.store import State
from tests.model.lifecycle.money import checked
from tests.model.lifecycle.world import (
    SEEN,
    USERS,
)
from tests.model.test_lifecycle import Lifecycle


def test_a_job_accepted_while_a_backup_is_taken_is_followed_after_its_restore() -> None:
    """A request waits (its first POST refused with 503) when the backup's snapshot is taken;
    the scheduler POSTs it, and the service takes it, before the journal is read. Restored,
    the bot follows that job and delivers it: one POST. Before, it was POSTed again."""
    machine = Lifecycle()
    try:
        machine.ready()
        machine.service_answers_next_posts(["503"])
        machine.ask_for_a_song(USERS[0])
        machine.time_passes(120.0)
        machine.a_backup_is_taken(race=True)
        assert [post.answer for post in machine.service.posts] == ["503", "ok"]
        machine.the_bot_restarts_on_the_backup()
        assert SEEN["backup restored"] >= 1
        machine.the_jobs_finish_and_their_songs_arrive()
        assert [r.state for r in machine.requests()] == [State.DELIVERED]
        assert [post.answer for post in machine.service.posts] == ["503", "ok"]
        machine.no_job_a_restored_copy_knew_is_posted_again()
        checked(machine)
    finally:
        machine.teardown()


def test_a_request_found_mid_post_after_a_restore_never_takes_an_orphaned_job() -> None:
    """The restored copy's journal holds two lines for the id it hands out next (another
    request's jobs). The wall clock steps back three hours, a new request takes that id and
    the bot stops mid-POST: restarted, the request is `unknown`, with its button. Before, it
    took on the last line's job (and, with the created-at guard alone, still did after the
    step back)."""
    machine = Lifecycle()
    try:
        machine.ready()
        machine.a_song_is_asked_for_and_made_at_once(USERS[0])
        machine.the_bot_restarts_on_the_backup_beside_orphaned_lines(two_for_one=True, older=False)
        assert SEEN["two orphaned lines for one id"] >= 1
        machine.the_wall_clock_steps(-3 * 3600.0)
        machine.service_answers_next_posts(["taken-hang"])
        machine.ask_for_a_song(USERS[1])
        machine.the_pipeline_ticks()
        machine.the_bot_restarts()
        machine.no_request_takes_an_orphaned_line_s_job()
        latest = max(machine.requests(), key=lambda r: r.id)
        assert latest.id in machine.orphan_book.handed_out
        assert (latest.state, latest.job_id) == (State.UNKNOWN, None)
        checked(machine)
    finally:
        machine.teardown()
