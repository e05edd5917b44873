"""Fixed examples of presses under a delivered song: "Try again" and "🔁 Another take" pressed
twice (tests/model/lifecycle/takes.py), and 🎬 and 💿 pressed under every song at once
(tests/model/lifecycle/files.py)."""

from __future__ import annotations

from bot.store import State
from bot.ui import TakePress
from bot.ui.takes import TakeAction
from tests.model.lifecycle.money import checked
from tests.model.lifecycle.world import (
    SEEN,
    USERS,
    Latest,
)
from tests.model.test_lifecycle import Lifecycle


def test_a_try_again_press_that_arrives_twice_spends_once() -> None:
    """A request unknown twice: its first "Try again" sent once more, after its retry went
    unknown again, spends nothing (one POST per press)."""
    machine = Lifecycle()
    try:
        machine.ready()
        machine.service_answers_next_posts(["taken-500", "taken-500"])
        machine.ask_for_a_song(USERS[0])
        machine.the_pipeline_ticks()
        machine.press_try_again(USERS[0], Latest())
        machine.the_pipeline_ticks()
        assert [r.state for r in machine.requests()] == [State.UNKNOWN]
        machine.presses = machine.presses[:1]  # the first press, the one Telegram sends again
        machine.a_press_arrives_twice(Latest())
        machine.the_pipeline_ticks()
        assert len(machine.service.posts) == 2
        checked(machine)
    finally:
        machine.teardown()


def test_another_take_confirmed_twice_spends_once_and_declined_spends_nothing() -> None:
    """A delivered song, another take asked and confirmed, the confirmation sent again (one
    POST for it), then a third take asked and declined, both answers sent again: two POSTs in
    all, and the declined take ends unspent."""
    machine = Lifecycle()
    try:
        machine.ready()
        machine.ask_for_a_song(USERS[0])
        machine.the_pipeline_ticks()
        machine.a_job_moves(Latest(), "completed")
        machine.time_passes(20.0)
        machine.the_pipeline_ticks()
        assert [r.state for r in machine.requests()] == [State.DELIVERED]
        machine.press_another_take(Latest())
        machine.answer_the_take_question(Latest(), "go")
        machine.a_press_arrives_twice(Latest())
        machine.the_pipeline_ticks()
        assert len(machine.service.posts) == 2
        machine.press_another_take(Latest())
        machine.answer_the_take_question(Latest(), "no")
        machine.a_press_arrives_twice(Latest())
        # its yes, pressed on another device before the no had reached it
        machine.presses.append(machine.presses[-1][:2] + (TakePress(TakeAction.GO, 3).pack(),))
        machine.a_press_arrives_twice(Latest())
        machine.the_pipeline_ticks()
        checked(machine)
        machine.a_take_is_sent_only_once_confirmed_and_as_its_first_take_was()
        rows = machine.requests()
        assert [(r.take, r.state) for r in rows[1:]] == [(2, State.QUEUED), (3, State.CANCELLED)]
        assert len(machine.service.posts) == 2
    finally:
        machine.teardown()


def test_files_pressed_under_every_song_are_bounded_and_each_press_answered() -> None:
    """Four songs delivered in three chats, 🎬 and 💿 pressed under all of them in one go on the
    model's small disk: the line (three places) takes some and tells the rest in words, no
    more files are made at once than the bound, the gate keeps its room, each press is
    answered once. Before files took turns, every press fetched and held its song's WAV."""
    machine = Lifecycle()
    try:
        machine.ready()
        for user in (*USERS, USERS[0]):
            machine.a_song_is_asked_for_and_made_at_once(user)
        assert sum(r.state == State.DELIVERED for r in machine.requests()) == 4
        before = SEEN["file press told the line is full"]
        machine.files_are_pressed_under_every_song(Latest(), "both")
        # Presses are handled one after another: a place freed meanwhile takes one more.
        assert 1 <= SEEN["file press told the line is full"] - before <= 8 - 3
        checked(machine)
    finally:
        machine.teardown()


def test_presses_waiting_in_the_line_at_a_stop_are_each_followed_after_the_start() -> None:
    """Three songs delivered, 💿 and 🎬 pressed under all of them, and the bot stops as soon as
    every press was answered: files were under way and presses waited in the line. After the
    start each press is followed by one send, and nothing is held."""
    machine = Lifecycle()
    try:
        machine.ready()
        for user in USERS:
            machine.a_song_is_asked_for_and_made_at_once(user)
        machine.the_bot_stops_with_presses_in_the_line("both")
        assert SEEN["file presses at a stop"] >= 6
        turns = machine.services.files.turns
        assert (turns.in_line, turns.under_way, turns.reserved) == (0, 0, 0)
        checked(machine)
    finally:
        machine.teardown()
