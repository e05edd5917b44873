"""Fixed examples of the group: a channel asking there past its share, and a song made for a
group that became a supergroup the bot had not heard of."""

from __future__ import annotations

from bot.store import State
from tests.model.lifecycle.world import (
    GROUP,
    MEMBERS,
    PER_ASKER,
    SEEN,
    Latest,
)
from tests.model.test_lifecycle import Lifecycle


def test_a_channel_stops_at_its_default_share_and_the_group_does_not() -> None:
    """A channel asks in the group for more than USER_DAILY_LIMIT tracks in a day: the rest
    wait for the next day, while the group's members, together past that number, are not
    held. Before, a channel had no share at all."""
    machine = Lifecycle()
    try:
        machine.ready()
        for _ in range(PER_ASKER + 1):
            machine.a_channel_asks_in_the_group()
            machine.the_jobs_finish_and_their_songs_arrive()
        for member in MEMBERS:
            machine.ask_for_a_song_in_the_group(member)
            machine.the_jobs_finish_and_their_songs_arrive()
        machine.never_over_a_share()
        assert len(machine.service.posts) == PER_ASKER + len(MEMBERS)
    finally:
        machine.teardown()


def test_a_song_whose_group_became_a_supergroup_unannounced_arrives_within_a_minute() -> None:
    """What a slow run of 60 examples found: a group's song was made while the disk was full,
    and the group had become a supergroup that the bot had not heard of. Once the disk had room,
    its send met "the chat migrated": the row moved, and the song waited for a next tick that
    the minute of the calm-down did not hold. It is now sent to the new chat in the same try.
    Before, it was still `completed` a minute after the disk had room."""
    machine = Lifecycle()
    try:
        machine.ready()
        machine.ask_for_a_song_in_the_group(MEMBERS[0])
        machine.the_pipeline_ticks()
        machine.the_group_upgrades_itself(announced=False)
        machine.the_disk_fills()
        machine.a_job_moves(Latest(), "completed")
        machine.time_passes(20.0)
        machine.the_pipeline_ticks()
        assert [(r.chat_id, r.state) for r in machine.requests()] == [(GROUP, State.COMPLETED)]
        before = SEEN["made, delivered once the world was back"]
    finally:
        machine.teardown()
    assert SEEN["made, delivered once the world was back"] == before + 1
