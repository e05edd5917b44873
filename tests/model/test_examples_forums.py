"""Fixed examples of forums (tests/model/lifecycle/forums.py): topics closed or deleted while
a song is made, a take asked in a topic, General closed too, a forum shut whole."""

from __future__ import annotations

from bot.store import IN_PRIVATE, State
from tests.model.lifecycle.money import checked
from tests.model.lifecycle.world import (
    FORUM,
    FORUM_MEMBERS,
    SEEN,
    Latest,
)
from tests.model.test_lifecycle import Lifecycle


def test_a_song_whose_topic_is_closed_while_it_is_made_reaches_general() -> None:
    """A forum member asks in a topic; an admin closes it while the job runs, then deletes
    another topic with a delivered song under which a take was confirmed: every song reaches
    the forum (its topic or General), and the take lands in its song's topic."""
    machine = Lifecycle()
    try:
        machine.ready()
        # Two members: USER_DAILY_LIMIT (2) gives each asker two songs a day, a take included.
        member, other = sorted(FORUM_MEMBERS)
        machine.a_song_is_asked_in_a_topic_and_made_at_once(member, Latest())
        machine.press_another_take_in_a_topic(Latest(), "go")
        machine.ask_for_a_song_in_a_topic(other, Latest())
        machine.the_pipeline_ticks()
        machine.an_admin_closes_deletes_or_reopens_a_topic(Latest(), "closed")
        machine.the_jobs_finish_and_their_songs_arrive()
        machine.every_made_song_reaches_its_chat()
        rows = machine.requests()
        assert [r.state for r in rows] == [State.DELIVERED] * 3, rows
        assert rows[1].thread_id == rows[0].thread_id and rows[1].take_of == 1
        sent = [c for c in machine.stand.calls_of("sendAudio") if c.ok]
        (third,) = [c for c in sent if c.params.get("title") == rows[2].title]
        assert third.params.get("message_thread_id") is None, "in General"
        checked(machine)
    finally:
        machine.teardown()


def test_a_take_asked_in_a_topic_and_a_song_whose_topic_goes_while_made() -> None:
    """The forum's one-step rule, as slow runs meet it: a song in a topic that an admin
    deletes while its job runs, then a take of it confirmed (in General, where the song went)
    and another song in a topic closed while made: all delivered, every one in the forum."""
    machine = Lifecycle()
    try:
        machine.ready()
        # Two members: USER_DAILY_LIMIT (2) gives each asker two songs a day, a take included.
        member, other = sorted(FORUM_MEMBERS)
        machine.a_topic_goes_while_its_song_is_made(member, "deleted", None)
        machine.a_topic_goes_while_its_song_is_made(other, "closed", "go")
        machine.every_made_song_reaches_its_chat()
        machine.the_pipeline_ticks()
        rows = machine.requests()
        assert [(r.take_of, r.state) for r in rows] == [
            (None, State.DELIVERED),
            (1, State.DELIVERED),
            (None, State.DELIVERED),
        ], rows
        assert SEEN["song in General, its topic gone"] >= 2
        checked(machine)
    finally:
        machine.teardown()


def test_a_word_refused_in_general_too_is_told_privately_or_to_the_admin_once() -> None:
    machine = Lifecycle()
    try:
        machine.ready()
        member, other = sorted(FORUM_MEMBERS)
        before = SEEN.copy()
        machine.general_closes_too_while_a_word_is_told(member, private=True)
        machine.general_closes_too_while_a_word_is_told(other, private=False)
        machine.every_made_song_reaches_its_chat()
        told = "word refused in General too, told"
        assert SEEN[f"{told} privately"] == before[f"{told} privately"] + 1
        assert SEEN[f"{told} to the admin"] == before[f"{told} to the admin"] + 1
        checked(machine)
    finally:
        machine.teardown()


def test_the_songs_of_a_forum_shut_whole_reach_their_askers_privately() -> None:
    """A fixed example of the rule: one asker had started the bot, the other had not and
    writes to it once the song waits. Neither song is failed; both end in private chats."""
    machine = Lifecycle()
    try:
        machine.ready()
        for member, private in zip(sorted(FORUM_MEMBERS), (True, False), strict=False):
            machine.the_forum_shuts_whole_while_a_song_is_made(member, private)
            machine.every_made_song_reaches_its_chat()
        delivered = [r for r in machine.requests() if r.state == State.DELIVERED]
        assert [(r.chat_id, r.topic_gone) for r in delivered] == [(FORUM, IN_PRIVATE)] * 2
    finally:
        machine.teardown()
