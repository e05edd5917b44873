"""Every message carries news: a status message is edited at most once every few seconds, a new
state only once it has lasted that long (one over sooner is never shown), and a song that comes
soon after its acknowledgement brings no edit at all; a slow song still shows each state it lingers
in. Times are shortened together (the gap between edits and the job's length), as the other e2e
tests shorten the bot's ticks."""

from __future__ import annotations

from bot.store import State
from botapi_standin import BotApiStandIn
from music_emulator import Emulator
from tests.conftest import FAST, LYRICS, AppFactory, texts_to, tuned, wait_for_state
from tests.e2e.helpers import saying, song_delivered

USER = 42


def edits_to(stand: BotApiStandIn, chat_id: int) -> list:
    return [
        call for call in stand.calls_of("editMessageText") if int(call.params["chat_id"]) == chat_id
    ]


async def test_a_song_made_in_a_second_brings_no_status_edit(
    bot_app: AppFactory, emulator: Emulator, stand: BotApiStandIn
) -> None:
    # The job takes under a second (the fixture's emulator); the gap is a few seconds.
    async with song_delivered(
        bot_app, stand, USER, f"/lyrics\n{LYRICS}", tuning=tuned(FAST, status_edit_gap_sec=4.0)
    ) as (app, _):
        await stand.wait_for_call("deleteMessage", timeout=5)
    assert edits_to(stand, USER) == [], "no state outlived the gap: nothing to edit"
    ack, song = stand.calls_of("sendMessage"), stand.calls_of("sendAudio")
    assert len(ack) == 1 and "in line" in ack[0].params["text"]
    assert len(song) == 1
    # The acknowledgement was right above the song: it goes, and the song stands under the lyrics.
    status_id = ack[0].result_or_error["message_id"]
    assert song[0].result_or_error["message_id"] == status_id + 1
    deleted = stand.calls_of("deleteMessage")
    assert [int(call.params["message_id"]) for call in deleted] == [status_id]


async def test_a_state_shorter_than_the_gap_is_not_shown_after_a_long_wait_in_line(
    bot_app: AppFactory, emulator: Emulator, stand: BotApiStandIn
) -> None:
    # Another's song holds the only slot for longer than the gap, so this one's message is old
    # when its own quick job starts: its states are over before a reader could see them.
    # The gap is 3 s: encoding a song on a loaded machine can outlast a shorter one, and then the
    # "preparing the file" state is rightly shown.
    other = USER + 1
    emulator.settings.generation_sec = 6.0
    async with saying(
        bot_app,
        stand,
        other,
        f"/lyrics\n{LYRICS}\nSomeone else",
        tuning=tuned(FAST, status_edit_gap_sec=3.0),
        ORG_CONCURRENT_LIMIT=1,
    ) as app:
        await wait_for_state(app, 1, State.QUEUED, State.RUNNING)
        stand.user_says(USER, f"/lyrics\n{LYRICS}")
        await wait_for_state(app, 2, State.WAITING)
        emulator.settings.generation_sec = 0.2
        await wait_for_state(app, 2, State.DELIVERED, timeout=20)
        await stand.wait_for_call("deleteMessage", timeout=5)
    assert edits_to(stand, USER) == [], texts_to(stand, USER)
    assert [m.deleted for m in stand.messages(USER)] == [True, False], "the song, right below"


async def test_a_slow_song_shows_each_state_it_lingers_in(
    bot_app: AppFactory, emulator: Emulator, stand: BotApiStandIn
) -> None:
    gap = 0.6
    emulator.settings.queue_sec = 2.0  # each state lasts several gaps, like a minute's job
    emulator.settings.generation_sec = 3.0
    async with saying(
        bot_app, stand, USER, f"/lyrics\n{LYRICS}", tuning=tuned(FAST, status_edit_gap_sec=gap)
    ) as app:
        await wait_for_state(app, 1, State.DELIVERED, timeout=30)
    shown = texts_to(stand, USER)
    assert "in line" in shown[0]
    queued = next(n for n, text in enumerate(shown) if "queued" in text)
    running = next(n for n, text in enumerate(shown) if "generated" in text)
    assert 0 < queued < running, shown
    edits = edits_to(stand, USER)
    times = [call.at for call in edits]
    assert all(b - a >= gap * 0.8 for a, b in zip(times, times[1:], strict=False)), times
    assert len(stand.calls_of("sendMessage")) == 1, "one status message, edited in place"


async def test_a_status_message_far_above_its_song_goes_too_without_an_edit(
    bot_app: AppFactory, emulator: Emulator, stand: BotApiStandIn
) -> None:
    async with bot_app(tuned(FAST, status_edit_gap_sec=4.0)) as app:
        stand.user_says(USER, f"/lyrics\n{LYRICS}")
        stand.user_says(USER, f"/lyrics\n{LYRICS}\nOnce more")
        await wait_for_state(app, 1, State.DELIVERED, timeout=20)
        await wait_for_state(app, 2, State.DELIVERED, timeout=20)
        await stand.wait_for(lambda: len(stand.calls_of("deleteMessage")) == 2, timeout=5)
    # Each status message has the other request's messages between it and its song: it goes
    # all the same (the song is a reply to its lyrics), and nothing is edited on the way.
    assert edits_to(stand, USER) == []
    left = stand.messages(USER)
    assert [m.deleted for m in left if not m.audio] == [True, True]
    assert [m.deleted for m in left if m.audio] == [False, False]
    assert all(m.reply_to_message_id for m in left if m.audio), "each song replies to its lyrics"
