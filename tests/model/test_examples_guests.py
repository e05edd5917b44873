"""A fixed example of guest mode (tests/model/lifecycle/guests.py)."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

from bot.store import Reason, State
from bot.ui import DraftPress
from bot.ui.preview import Action
from tests.model.lifecycle.guests import COMING
from tests.model.lifecycle.money import checked
from tests.model.lifecycle.world import (
    SEEN,
    USERS,
    Latest,
)
from tests.model.test_lifecycle import Lifecycle


def test_a_guest_song_reaches_its_message_or_else_the_private_chat() -> None:
    """Two guest songs from one person who wrote to the bot before: one fills its message, the
    other's message can no longer be edited and its song goes to their private chat; a
    stranger's press spends nothing, and a person who never wrote to the bot is told how to."""
    with a_machine_whose_asker_wrote_privately() as machine:
        machine.ask_as_a_guest(USERS[0], tagged=True)
        machine.ask_as_a_guest(USERS[0], tagged=False)
        machine.ask_as_a_guest(USERS[1], tagged=False)
        assert SEEN["guest told to start the bot"] >= 1
        for _ in range(2):
            machine.press_in_a_guest_message(USERS[0], Latest(), stranger=True)
        first, second = sorted(machine.guest_inline)[:2]
        for inline_id in (first, second):
            machine.stand.press_inline(USERS[0], inline_id, _button(machine, inline_id, Action.GO))
            machine.run(machine._settle())
        machine.stand.make_inline_uneditable(second)
        machine.guest_uneditable.add(second)
        machine.the_jobs_finish_and_their_songs_arrive()
        machine.the_jobs_finish_and_their_songs_arrive()
        guests = [r for r in machine.requests() if r.inline_message_id is not None]
        assert sorted((r.state, r.inline_gone) for r in guests) == [
            (State.DELIVERED, 0),
            (State.DELIVERED, 1),
        ], guests
        checked(machine)


def test_a_guest_answer_lost_on_the_way_back_spends_nothing_and_says_what_to_do() -> None:
    """Telegram places the answer to a topic and to lyrics, and both answers are lost: the bot
    cannot edit either message, writes nothing, spends nothing, and each message's only words
    say to mention the bot again if it stays so."""
    with a_machine_whose_asker_wrote_privately() as machine:
        before = SEEN["guest answer lost (its words say what to do)"]
        machine.a_guest_answer_is_lost_on_the_way_back(USERS[0])
        machine.a_guest_answer_is_lost_on_the_way_back(USERS[0])
        assert SEEN["guest answer lost (its words say what to do)"] == before + 2
        assert machine.requests() == []
        checked(machine)


def test_a_guest_song_cancelled_while_it_waits_says_so_in_its_message() -> None:
    """The wallet is empty: a guest song waits in line, and its asker sends /cancel in their
    private chat. It ends unspent, and its inline message stops saying it is in line there and
    then (the invariants look after every step, long before the pass for untold ends)."""
    with a_machine_whose_asker_wrote_privately() as machine:
        machine.ask_as_a_guest(USERS[0], tagged=True)
        (inline_id,) = machine.guest_inline
        machine.service_answers_next_posts(["402"] * 4)
        machine.stand.press_inline(USERS[0], inline_id, _button(machine, inline_id, Action.GO))
        machine.run(machine._settle())
        (request,) = machine.requests()
        assert request.state == State.WAITING, request
        machine.cancel_what_waits(USERS[0])
        (request,) = machine.requests()
        assert request.state == State.CANCELLED, request
        shown = machine.stand.inline_message(inline_id).text or ""
        assert not shown.startswith(COMING) and "cancelled" in shown, shown
        checked(machine)
        assert SEEN["/cancel of requests in line"] >= 1


def test_a_guest_drafts_end_keeps_its_own_words_through_the_calm_down() -> None:
    """Two guest previews: one dropped by its asker, one pressed a day later (expired). Each
    message says how its draft ended, and keeps saying it through the calm-down, whose ticks run
    the pass that tells untold ends (it once covered both with "… was cancelled")."""
    with a_machine_whose_asker_wrote_privately() as machine:
        machine.ask_as_a_guest(USERS[0], tagged=True)
        machine.ask_as_a_guest(USERS[0], tagged=False)
        dropped, expired = sorted(machine.guest_inline)
        machine.stand.press_inline(USERS[0], dropped, _button(machine, dropped, Action.DROP))
        machine.run(machine._settle())
        machine.time_passes(25 * 3600.0)
        machine.stand.press_inline(USERS[0], expired, _button(machine, expired, Action.GO))
        machine.run(machine._settle())
        ends = {r.inline_message_id: r.reason for r in machine.requests()}
        assert ends == {dropped: None, expired: Reason.PREVIEW_EXPIRED}, ends
        machine.run(machine._calm_down_and_check())
        assert "Cancelled. No track was spent" in (machine.stand.inline_message(dropped).text or "")
        checked(machine)


@contextmanager
def a_machine_whose_asker_wrote_privately() -> Iterator[Lifecycle]:
    """The model ready, USERS[0] having written to the bot in private (where a guest song goes
    when its message cannot take it), torn down at the end."""
    machine = Lifecycle()
    try:
        machine.ready()
        machine.stand.user_says(USERS[0], "/start")
        machine.run(machine._settle())
        yield machine
    finally:
        machine.teardown()


def _button(machine: Lifecycle, inline_id: str, action: Action) -> str:
    message = machine.stand.inline_message(inline_id)
    return next(
        str(b["callback_data"])
        for b in message.buttons()
        if (press := DraftPress.unpack(str(b.get("callback_data")))) and press.action == action
    )
