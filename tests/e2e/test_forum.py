"""Forum topics: in a supergroup with topics, every message about a request (its
acknowledgement and status, the song, its lossless file and words, a failure told later) lands
in the topic it was asked in, also when the asking message was deleted meanwhile; General is
addressed with no thread id, as Telegram requires; /status answers in the topic it was asked in.
A topic closed or deleted before its words came takes nothing with it: they come in General,
naming the asker, at once; and another take of a song lands in the song's topic."""

from __future__ import annotations

import asyncio
from typing import Any

import pytest
from telegram.ext import Application

from bot.store import IN_PRIVATE, Request, State
from bot.ui import DraftPress, LosslessPress, LyricsPress, TakePress
from bot.ui.preview import Action
from bot.ui.takes import TakeAction
from botapi_standin import BotApiStandIn
from music_emulator import Emulator
from tests.conftest import (
    ADMIN_ID,
    FAST,
    LYRICS,
    AppFactory,
    all_handled,
    services,
    tuned,
    wait_for_state,
)
from tests.e2e.forum import (
    ANN,
    BOT,
    FORUM,
    ask_in,
    ask_lyrics_in,
    open_topic,
    sends_to_forum,
    song_in_topic,
    threads_of,
)
from tests.e2e.helpers import press_button


def bot_messages_in_forum(stand: BotApiStandIn) -> list[Any]:
    return [m for m in stand.world.bot_messages.get(FORUM, []) if not m.deleted]


async def test_every_message_about_a_request_lands_in_its_topic(
    bot_app: AppFactory, emulator: Emulator, stand: BotApiStandIn
) -> None:
    topic = open_topic(stand)
    async with song_in_topic(bot_app, stand, topic) as (app, song):
        press_button(stand, FORUM, song.audio_message_id or 0, LosslessPress, user_id=ANN)
        await stand.wait_for_call("sendDocument", lambda c: c.ok, timeout=30)
        press_button(stand, FORUM, song.audio_message_id or 0, LyricsPress, user_id=ANN)
        await stand.wait_for_message(FORUM, lambda m: "Hello morning light" in (m.text or ""))
        ask_in(stand, f"/status@{BOT}", topic)
        await all_handled(app, stand)
        status_reply = stand.messages(FORUM)[-1]
    sent = sends_to_forum(stand)
    assert {call.method for call in sent} >= {"sendMessage", "sendAudio", "sendDocument"}
    assert all(call.ok for call in sent), [c.result_or_error for c in sent if not c.ok]
    assert threads_of(sent) == {topic}
    assert {m.thread_id for m in bot_messages_in_forum(stand)} == {topic}
    assert "Sing it loud today" in (status_reply.text or "") and status_reply.thread_id == topic
    assert len(emulator.posts()) == 1


async def test_a_song_whose_asking_message_was_deleted_still_lands_in_the_topic(
    bot_app: AppFactory, emulator: Emulator, stand: BotApiStandIn
) -> None:
    emulator.settings.generation_sec = 1.0
    topic = open_topic(stand, "Weddings")
    async with bot_app() as app:
        asked = ask_lyrics_in(stand, topic)
        await wait_for_state(app, 1, State.QUEUED, State.RUNNING, timeout=20)
        stand.user_deletes(FORUM, asked["message_id"])
        song = await wait_for_state(app, 1, State.DELIVERED, timeout=20)
    audio = stand.world.bot_message(FORUM, song.audio_message_id)
    assert audio is not None and audio.thread_id == topic
    assert audio.reply_to_message_id is None, "sent into the topic, not as a reply"


async def test_a_failure_told_later_lands_in_the_topic(
    bot_app: AppFactory, emulator: Emulator, stand: BotApiStandIn
) -> None:
    emulator.settings.error_rate = 1.0  # every generation fails at the service
    topic = open_topic(stand, "Farewells")
    async with bot_app() as app:
        ask_lyrics_in(stand, topic)
        await wait_for_state(app, 1, State.FAILED, timeout=20)
        told = await stand.wait_for_message(FORUM, lambda m: "failed" in (m.text or ""))
    assert told.thread_id == topic
    assert threads_of(sends_to_forum(stand)) == {topic}


async def test_in_general_messages_carry_no_thread_id(
    bot_app: AppFactory, emulator: Emulator, stand: BotApiStandIn
) -> None:
    open_topic(stand)
    async with bot_app() as app:
        first = ask_lyrics_in(stand, None)
        await wait_for_state(app, 1, State.DELIVERED, timeout=20)
        # A reply in General carries its chain's id as message_thread_id, but is no topic.
        stand.user_says(
            FORUM,
            f"/lyrics@{BOT}\n{LYRICS}\nOnce more",
            user_id=ANN,
            chat_type="supergroup",
            reply_to=first["message_id"],
        )
        await wait_for_state(app, 2, State.DELIVERED, timeout=20)
    sent = sends_to_forum(stand)
    assert sent and all(call.ok for call in sent)
    assert threads_of(sent) == {None}
    assert {m.thread_id for m in bot_messages_in_forum(stand)} == {None}


async def test_a_preview_and_its_song_land_in_the_topic_of_the_song_command(
    bot_app: AppFactory, emulator: Emulator, stand: BotApiStandIn
) -> None:
    topic = open_topic(stand)
    async with bot_app() as app:
        ask_in(stand, f"/song@{BOT} a song about rain", topic)
        preview = await stand.wait_for_message(FORUM, lambda m: bool(m.buttons()), timeout=20)
        press_button(stand, FORUM, preview.message_id, DraftPress, action=Action.GO, user_id=ANN)
        await wait_for_state(app, 1, State.DELIVERED, timeout=20)
    assert preview.thread_id == topic
    sent = sends_to_forum(stand)
    assert {call.method for call in sent} >= {"sendMessage", "sendAudio"}
    assert threads_of(sent) == {topic}
    assert len(emulator.posts()) == 1


async def test_a_slow_upload_shows_its_chat_action_in_the_topic(
    bot_app: AppFactory, emulator: Emulator, stand: BotApiStandIn
) -> None:
    topic = open_topic(stand)
    stand.delay("sendAudio", 2.5)  # long enough for "sending audio…" to be seen
    async with bot_app() as app:
        ask_lyrics_in(stand, topic)
        await wait_for_state(app, 1, State.DELIVERED, timeout=20)
    (action,) = stand.calls_of("sendChatAction")
    assert action.ok and int(action.params["message_thread_id"]) == topic


NAMED = 'href="tg://user?id=42"'  # the naming of Ann in General, a mention


def named_ann(message: Any) -> bool:
    return NAMED in (message.html or "")


async def told_request(app: Application, request_id: int, timeout: float = 10.0) -> Request:
    """The request once it is marked told (the mark follows its word's send)."""
    loop = asyncio.get_running_loop()
    deadline = loop.time() + timeout
    while True:
        request = await services(app).store.requests.get(request_id)
        assert request is not None
        if request.told_at is not None:
            return request
        assert loop.time() < deadline, "never marked told"
        await asyncio.sleep(0.05)


@pytest.mark.parametrize("close", [True, False], ids=["topic_closed", "topic_deleted"])
async def test_a_song_whose_topic_went_arrives_in_general_naming_its_asker(
    bot_app: AppFactory, emulator: Emulator, stand: BotApiStandIn, close: bool
) -> None:
    emulator.settings.generation_sec = 1.0
    topic = open_topic(stand)
    async with bot_app() as app:
        ask_lyrics_in(stand, topic)
        await wait_for_state(app, 1, State.QUEUED, State.RUNNING, timeout=20)
        if close:
            stand.close_topic(FORUM, topic)
        else:
            stand.delete_topic(FORUM, topic)
        # Not the ~30 s of backoff a refusal of the song's own would take (FAST tuning).
        song = await wait_for_state(app, 1, State.DELIVERED, timeout=8)
    audio = stand.world.bot_message(FORUM, song.audio_message_id)
    assert audio is not None and audio.kind == "audio"
    assert audio.thread_id is None and audio.reply_to_message_id is None, "in General, no reply"
    assert named_ann(audio), audio.html
    assert song.topic_gone == 1
    assert song.finished_at is not None and song.completed_at is not None
    assert song.finished_at - song.completed_at < 5.0
    refused = [c for c in sends_to_forum(stand) if not c.ok]
    assert len(refused) == 1, "the topic is tried once; the fallback sticks"
    assert len(emulator.posts()) == 1


async def test_a_failure_in_a_closed_topic_is_told_in_general_and_marked_told_once_sent(
    bot_app: AppFactory, emulator: Emulator, stand: BotApiStandIn
) -> None:
    emulator.settings.error_rate = 1.0  # every generation fails at the service
    emulator.settings.generation_sec = 1.0
    topic = open_topic(stand, "Farewells")
    async with bot_app() as app:
        ask_lyrics_in(stand, topic)
        await wait_for_state(app, 1, State.QUEUED, State.RUNNING, timeout=20)
        stand.close_topic(FORUM, topic)
        # The word is refused for a reason of its own (neither the topic's nor Telegram's
        # failing): it is not told, and not marked told.
        stand.fail_next("sendMessage", status=400, description="Bad Request: PEER_FLOOD")
        await wait_for_state(app, 1, State.FAILED, timeout=20)
        await stand.wait_for_call("sendMessage", lambda c: not c.ok, timeout=10)
        untold = await services(app).store.requests.get(1)
    assert untold is not None and untold.told_at is None
    async with bot_app() as app:  # a start tells what was left untold
        told = await stand.wait_for_message(FORUM, lambda m: "failed" in (m.text or ""))
        request = await told_request(app, 1)
    assert told.thread_id is None and told.reply_to_message_id is None
    assert named_ann(told), told.html
    assert request.told_at is not None and request.topic_gone == 1
    failed_words = [m for m in stand.messages(FORUM) if "failed" in (m.text or "")]
    assert len(failed_words) == 1, "told once"


async def test_a_take_lands_in_the_song_s_topic_after_the_song_was_deleted(
    bot_app: AppFactory, emulator: Emulator, stand: BotApiStandIn
) -> None:
    topic = open_topic(stand)
    async with song_in_topic(bot_app, stand, topic) as (app, song):
        audio = song.audio_message_id or 0
        press_button(stand, FORUM, audio, TakePress, action=TakeAction.ASK, user_id=ANN)
        question = await stand.wait_for_message(
            FORUM, lambda m: "Another take" in (m.text or "") and bool(m.buttons())
        )
        stand.admin_deletes(FORUM, audio)  # the first song's message is gone
        press_button(
            stand, FORUM, question.message_id, TakePress, action=TakeAction.GO, user_id=ANN
        )
        take = await wait_for_state(app, 2, State.DELIVERED, timeout=20)
    assert question.thread_id == topic
    assert take.thread_id == topic
    sent = stand.world.bot_message(FORUM, take.audio_message_id)
    assert sent is not None and sent.thread_id == topic
    assert threads_of(sends_to_forum(stand)) == {topic}
    assert len(emulator.posts()) == 2


async def test_the_lossless_file_and_words_of_a_song_whose_topic_closed_come_in_general(
    bot_app: AppFactory, emulator: Emulator, stand: BotApiStandIn
) -> None:
    topic = open_topic(stand)
    async with song_in_topic(bot_app, stand, topic) as (app, song):
        stand.close_topic(FORUM, topic)  # buttons under the song can still be pressed
        press_button(stand, FORUM, song.audio_message_id or 0, LosslessPress, user_id=ANN)
        document = await stand.wait_for_call("sendDocument", lambda c: c.ok, timeout=30)
        press_button(stand, FORUM, song.audio_message_id or 0, LyricsPress, user_id=ANN)
        words = await stand.wait_for_message(
            FORUM, lambda m: "Hello morning light" in (m.text or "")
        )
        row = await services(app).store.requests.get(1)
    assert document.params.get("message_thread_id") is None
    assert NAMED in str(document.params.get("caption"))
    assert words.thread_id is None and named_ann(words), words.html
    assert row is not None and row.topic_gone == 1


# Untold words are tried again this often here (a minute in production).
RETRYING = tuned(FAST, untold_every_sec=0.2)


def refused_in_forum(stand: BotApiStandIn) -> int:
    return sum(1 for call in sends_to_forum(stand) if not call.ok)


async def _failure_in_a_closed_forum(stand: BotApiStandIn, app: Application) -> None:
    """A song asked in a topic fails once its topic and General are both closed."""
    topic = stand.create_topic(FORUM, "Farewells")
    ask_lyrics_in(stand, topic)
    await wait_for_state(app, 1, State.QUEUED, State.RUNNING, timeout=20)
    stand.close_topic(FORUM, topic)
    stand.close_general(FORUM)
    await wait_for_state(app, 1, State.FAILED, timeout=20)


async def test_a_word_refused_in_general_too_goes_to_the_askers_private_chat_once(
    bot_app: AppFactory, emulator: Emulator, stand: BotApiStandIn
) -> None:
    """Before, such a word was tried in the forum every minute, forever."""
    emulator.settings.error_rate = 1.0  # every generation fails at the service
    emulator.settings.generation_sec = 1.0
    stand.open_forum(FORUM, "Songs")
    stand.user_says(ANN, "/start")  # Ann has started the bot: her private chat is open
    async with bot_app(tuning=RETRYING) as app:
        await _failure_in_a_closed_forum(stand, app)
        told = await stand.wait_for_message(ANN, lambda m: "failed" in (m.text or ""))
        request = await told_request(app, 1)
        refused = refused_in_forum(stand)
        await asyncio.sleep(1.0)  # five rounds of telling what is untold
        assert refused_in_forum(stand) == refused, "no more tries in the forum"
    assert "closed to me" in (told.text or "") and told.thread_id is None
    assert request.topic_gone == IN_PRIVATE, "its later words go to Ann at once"
    assert [m for m in stand.messages(ADMIN_ID) if "could not be sent" in (m.text or "")] == []


async def test_a_word_refused_in_general_with_no_private_chat_goes_to_the_admins_once(
    bot_app: AppFactory, emulator: Emulator, stand: BotApiStandIn
) -> None:
    emulator.settings.error_rate = 1.0
    emulator.settings.generation_sec = 1.0
    stand.open_forum(FORUM, "Songs")
    stand.user_says(ADMIN_ID, "/start")
    async with bot_app(tuning=RETRYING) as app:
        await _failure_in_a_closed_forum(stand, app)
        told = await stand.wait_for_message(
            ADMIN_ID, lambda m: "could not be sent" in (m.text or "")
        )
        await told_request(app, 1)
        refused = refused_in_forum(stand)
        await asyncio.sleep(1.0)
        assert refused_in_forum(stand) == refused, "no more tries in the forum"
    assert "failed" in (told.text or "") and told.reply_markup is None
    assert str(FORUM) in (told.text or "")
    to_admin = [m for m in stand.messages(ADMIN_ID) if "could not be sent" in (m.text or "")]
    assert len(to_admin) == 1, "the admins are told once"
    assert stand.world.find_chat(ANN) is None, "Ann never started the bot"
