"""Another take: "🔁 Another take" under a delivered song asks its owner first (how many tracks
are left to them and to everyone today), and only a confirmed press makes the same lyrics and
style again, as a new request with every guarantee of one: exactly one POST however often the
press arrives, none when declined, none for a chat denied since, within the shares. The takes
are told apart in /mytracks and inline results."""

from __future__ import annotations

from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from typing import Any

from bot.pipeline.steps import BotApp
from bot.store import State
from bot.ui import TakePress
from bot.ui.takes import TakeAction
from botapi_standin import BotApiStandIn, ChatMessage
from music_emulator import Emulator
from tests.conftest import (
    ADMIN_ID,
    LYRICS,
    AppFactory,
    all_handled,
    backdate,
    pipeline,
    services,
    wait_for_state,
)
from tests.e2e.helpers import (
    answers,
    button_data,
    group_song_delivered,
    press_button,
    saying,
    settled,
    song_delivered,
)
from tests.e2e.test_delivery import replied_to
from tests.e2e.test_presses import CRASH, left_unmarked

USER, OTHER = 61, 62
GROUP = -1006100
STYLE = "dreamy lo-fi, soft female vocals, vinyl crackle"
TITLE = "Sing it loud today"  # the first line of LYRICS' chorus: the song's title
ONLY_USER = {"ACCESS": "private", "ALLOWED_CHAT_IDS": frozenset({USER})}  # the chat may be denied


def is_question(message: ChatMessage) -> bool:
    return "Another take" in (message.text or "") and bool(message.buttons())


async def take_asked(stand: BotApiStandIn, audio: int) -> ChatMessage:
    """🔁 Another take pressed under the user's song: the question it asks."""
    press_button(stand, USER, audio, TakePress, action=TakeAction.ASK)
    return await stand.wait_for_message(USER, is_question)


@asynccontextmanager
async def first_song(
    bot_app: AppFactory, stand: BotApiStandIn, **settings: Any
) -> AsyncIterator[tuple[BotApp, int]]:
    """The bot running, and the user's song delivered: the app and its audio's message id."""
    async with song_delivered(bot_app, stand, USER, "/lyrics\n" + LYRICS, **settings) as found:
        app, song = found
        assert song.audio_message_id is not None
        yield app, song.audio_message_id


async def test_a_take_asks_first_then_makes_the_same_lyrics_and_style_once(
    bot_app: AppFactory, emulator: Emulator, stand: BotApiStandIn
) -> None:
    async with saying(bot_app, stand, USER, f"/style {STYLE}", ORG_DAILY_LIMIT=5) as app:
        await stand.wait_for_message(USER)
        stand.user_says(USER, "/lyrics\n" + LYRICS)
        song = await wait_for_state(app, 1, State.DELIVERED)
        audio = song.audio_message_id or 0
        stand.user_says(USER, "/style reset")  # the take is sung as the song was, whatever now
        await stand.wait_for_message(USER, lambda m: "cleared" in (m.text or "").lower())

        question = await take_asked(stand, audio)
        press_button(stand, USER, audio, TakePress, action=TakeAction.ASK)  # a double tap asks once
        await settled(app, stand, presses_answered=2)
        posts_before = len(emulator.posts())

        go = button_data(question, TakePress, action=TakeAction.GO)
        stand.user_presses(USER, question.message_id, go)
        stand.user_presses(USER, question.message_id, go)  # Telegram sends the press twice
        take = await wait_for_state(app, 2, State.DELIVERED)
        stand.user_presses(USER, question.message_id, go)  # and once more, after the song
        await settled(app, stand, presses_answered=5)
        rows = await services(app).store.requests.in_states(list(State))

    assert posts_before == 1, "asking spends nothing"
    assert len(emulator.posts()) == 2, "one POST for the take, however often it was pressed"
    first, again = (post.body or {} for post in emulator.posts())
    assert again["lyrics"] == first["lyrics"]
    assert again.get("prompt") == first.get("prompt") == STYLE
    assert again["duration_sec"] == first["duration_sec"]
    asked = [m for m in stand.messages(USER) if (m.text or "").startswith("🔁 Another take")]
    assert len(rows) == 2 and len(asked) == 1
    assert (take.take_of, take.take, take.title) == (1, 2, f"{TITLE} (take 2)")
    assert "take 2" in (question.text or "") and f"“{TITLE}”" in (question.text or "")
    # 4 of the organization's 5 tracks were left when it asked, all of them the user's
    assert "You have 4 tracks left today; 4 tracks are left for everyone" in (question.text or "")
    said = answers(stand)
    assert "Answer the question" in said[0] and "already asked" in said[1]
    assert said[2] == "On its way!" and "no longer active" in said[3]
    sent = [c for c in stand.calls_of("sendAudio") if c.ok]
    assert sent[1].params["title"] == f"{TITLE} (take 2)"
    assert replied_to(sent[1].params) == audio, "the take answers the song it was asked under"
    answered = stand.world.bot_message(USER, question.message_id)
    assert answered is not None and not answered.buttons(), "the question has been answered"


async def test_declining_spends_nothing_and_a_late_yes_stays_unanswered(
    bot_app: AppFactory, emulator: Emulator, stand: BotApiStandIn
) -> None:
    async with first_song(bot_app, stand) as (app, audio):
        question = await take_asked(stand, audio)
        go, no = (
            button_data(question, TakePress, action=TakeAction.GO),
            button_data(question, TakePress, action=TakeAction.NO),
        )
        stand.user_presses(USER, question.message_id, no)
        await wait_for_state(app, 2, State.CANCELLED)
        stand.user_presses(USER, question.message_id, go)  # a yes met after the no
        stand.user_presses(USER, question.message_id, no)  # the no, replayed
        await settled(app, stand, presses_answered=4)
        declined = await services(app).store.requests.get(2)
        # Asked again later: a new question, and its number is free again
        press_button(stand, USER, audio, TakePress, action=TakeAction.ASK)
        await stand.wait_for(lambda: len(answers(stand)) == 5)
        await all_handled(app, stand)
        again = await services(app).store.requests.get(3)

    assert len(emulator.posts()) == 1, "a declined take spends nothing"
    assert declined is not None and declined.submitted_at is None
    shown = stand.world.bot_message(USER, question.message_id)
    assert shown is not None and "No new take" in (shown.text or "") and not shown.buttons()
    assert answers(stand)[1] == "No new take; no track was spent."
    assert all("no longer active" in said for said in answers(stand)[2:4])
    assert again is not None and (again.state, again.take) == (State.DRAFT, 2)


async def test_a_confirmed_take_replayed_after_a_crash_spends_once(
    bot_app: AppFactory, emulator: Emulator, stand: BotApiStandIn
) -> None:
    """The yes was handled, its POST went out, and the bot stopped before the press was marked
    handled: at the next start the press is handled again and sends nothing."""
    async with first_song(bot_app, stand, tuning=CRASH) as (app, audio):
        question = await take_asked(stand, audio)
        go = button_data(question, TakePress, action=TakeAction.GO)
        stand.user_presses(USER, question.message_id, go)
        await stand.wait_for(lambda: len(emulator.posts()) == 2)
        await left_unmarked(app, stand, USER, question.message_id, go)
    async with bot_app() as app:
        await all_handled(app, stand)
        await wait_for_state(app, 2, State.DELIVERED)
        await pipeline(app).scheduler.tick()
    assert len(emulator.posts()) == 2
    assert "no longer active" in answers(stand)[-1]


async def test_a_chat_denied_since_spends_nothing_on_a_take(
    bot_app: AppFactory, emulator: Emulator, stand: BotApiStandIn
) -> None:
    async with first_song(bot_app, stand, **ONLY_USER) as (app, audio):
        question = await take_asked(stand, audio)
        stand.user_says(ADMIN_ID, f"/deny {USER}")
        await stand.wait_for_message(ADMIN_ID)
        stand.user_presses(
            USER, question.message_id, button_data(question, TakePress, action=TakeAction.GO)
        )  # yes, now denied
        press_button(stand, USER, audio, TakePress, action=TakeAction.ASK)  # and asking again
        await settled(app, stand, presses_answered=3)
        rows = await services(app).store.requests.in_states(list(State))

    assert len(emulator.posts()) == 1
    assert [r.state for r in rows] == [State.DELIVERED, State.DRAFT], "nothing new was asked"
    refused = [c for c in stand.calls_of("answerCallbackQuery")][1:]
    assert all("may not ask for songs" in c.params["text"] for c in refused)
    assert all(c.params.get("show_alert") for c in refused)
    shown = stand.world.bot_message(USER, question.message_id)
    assert shown is not None and "Not made" in (shown.text or "")


async def test_in_a_group_only_the_songs_asker_may_ask_for_a_take(
    bot_app: AppFactory, emulator: Emulator, stand: BotApiStandIn
) -> None:
    async with group_song_delivered(bot_app, stand, GROUP, USER) as (app, _, audio):
        press_button(stand, GROUP, audio, TakePress, action=TakeAction.ASK, user_id=OTHER)
        await stand.wait_for(lambda: len(answers(stand)) == 1)
        press_button(stand, GROUP, audio, TakePress, action=TakeAction.ASK, user_id=USER)
        question = await stand.wait_for_message(GROUP, is_question)
        stand.user_presses(
            GROUP,
            question.message_id,
            button_data(question, TakePress, action=TakeAction.GO),
            user_id=OTHER,
        )
        await stand.wait_for(lambda: len(answers(stand)) == 3)
        stand.user_presses(
            GROUP,
            question.message_id,
            button_data(question, TakePress, action=TakeAction.GO),
            user_id=USER,
        )
        take = await wait_for_state(app, 2, State.DELIVERED)

    said = answers(stand)
    assert "belongs to the person who asked" in said[0]
    assert "belongs to the person who asked" in said[2]
    assert (take.user_id, take.chat_id) == (USER, GROUP)
    assert len(emulator.posts()) == 2


async def test_the_takes_are_told_apart_in_mytracks_and_inline_results(
    bot_app: AppFactory, emulator: Emulator, stand: BotApiStandIn
) -> None:
    stand.set_inline_mode(True)
    async with first_song(bot_app, stand) as (app, audio):
        question = await take_asked(stand, audio)
        stand.user_presses(
            USER, question.message_id, button_data(question, TakePress, action=TakeAction.GO)
        )
        await wait_for_state(app, 2, State.DELIVERED)
        stand.user_says(USER, "/mytracks")
        listing = await stand.wait_for_message(USER, lambda m: "Tap" in (m.text or ""))
        found = await stand.wait_for_inline_answer(stand.user_inline_query(USER, "sing it"))
        shared = stand.user_chooses_inline_result(found["inline_query_id"], "2", OTHER)
        await all_handled(app, stand)

    labels = [button["text"] for button in listing.buttons()]
    assert labels[0].startswith(f"{TITLE} (take 2) · ") and labels[1].startswith(f"{TITLE} · ")
    assert [result["id"] for result in found["results"]] == ["2", "1"]
    assert shared["audio"]["title"] == f"{TITLE} (take 2)"
    assert len(emulator.posts()) == 2


async def test_a_song_whose_words_were_dropped_is_not_sung_again(
    bot_app: AppFactory, emulator: Emulator, stand: BotApiStandIn
) -> None:
    async with first_song(bot_app, stand) as (app, audio):
        await services(app).store.requests.update(1, lyrics="")  # retention dropped them
        press_button(stand, USER, audio, TakePress, action=TakeAction.ASK)
        await stand.wait_for(lambda: len(answers(stand)) == 1)
        await all_handled(app, stand)
        rows = await services(app).store.requests.in_states(list(State))
    assert "no longer kept" in answers(stand)[0]
    assert len(rows) == 1 and len(emulator.posts()) == 1


async def test_a_question_left_for_a_day_expires_unspent_and_the_song_may_be_asked_again(
    bot_app: AppFactory, emulator: Emulator, stand: BotApiStandIn
) -> None:
    """Before the sweep comes round: asking again ends the old question then and there."""
    async with first_song(bot_app, stand) as (app, audio):
        question = await take_asked(stand, audio)
        go = button_data(question, TakePress, action=TakeAction.GO)
        day_ago = services(app).clock() - services(app).tuning.housekeeping.draft_lifetime_sec - 1
        await backdate(services(app).store, 2, day_ago)
        press_button(stand, USER, audio, TakePress, action=TakeAction.ASK)
        newer = await stand.wait_for_message(
            USER, lambda m: is_question(m) and m.message_id != question.message_id
        )
        stand.user_presses(USER, question.message_id, go)
        await settled(app, stand, presses_answered=3)
        rows = await services(app).store.requests.in_states(list(State))

    shown = stand.world.bot_message(USER, question.message_id)
    assert shown is not None and "expired" in (shown.text or "") and not shown.buttons()
    assert "press 🔁 Another take" in (shown.text or "")
    assert "take 2" in (newer.text or "")
    assert answers(stand)[1] == answers(stand)[0] == "Answer the question under the song."
    assert answers(stand)[2].startswith("This question expired; press 🔁 Another take")
    assert [(r.state, r.take) for r in rows] == [
        (State.DELIVERED, None),
        (State.CANCELLED, 2),
        (State.DRAFT, 2),
    ]
    assert len(emulator.posts()) == 1


async def test_a_question_telegram_refuses_keeps_nothing_and_the_song_may_be_asked_again(
    bot_app: AppFactory, emulator: Emulator, stand: BotApiStandIn
) -> None:
    async with first_song(bot_app, stand) as (app, audio):
        stand.fail_next("sendMessage", status=400, description="Bad Request: message is too long")
        press_button(stand, USER, audio, TakePress, action=TakeAction.ASK)
        await stand.wait_for(lambda: len(answers(stand)) == 1)
        press_button(stand, USER, audio, TakePress, action=TakeAction.ASK)
        await stand.wait_for_message(USER, is_question)
        await all_handled(app, stand)
        rows = await services(app).store.requests.in_states(list(State))
    assert "couldn't show the question" in answers(stand)[0]
    assert [r.state for r in rows] == [State.DELIVERED, State.CANCELLED, State.DRAFT]
    assert len(emulator.posts()) == 1
