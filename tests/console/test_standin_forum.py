"""The stand-in's forum topics, driven over HTTP by python-telegram-bot's Bot: messages in a
topic carry it, a send lands in the topic it names or in its replied message's topic, General has
no thread id to name, and a thread that is not a topic is refused as Telegram refuses it."""

from __future__ import annotations

from typing import Any

import pytest
from telegram import Bot, ReplyParameters
from telegram.error import BadRequest

from botapi_standin import BotApiStandIn

FORUM = -1001
GROUP = -1002
ANN = 42


@pytest.fixture(autouse=True)
def chats(stand: BotApiStandIn) -> None:
    stand.open_forum(FORUM, "Songs")
    stand.open_chat(GROUP, "supergroup")


def ann_says_hi_in_a_topic(stand: BotApiStandIn) -> tuple[int, dict[str, Any]]:
    """A topic made in the forum, and Ann's "hi" in it: the topic and her message."""
    topic = stand.create_topic(FORUM, "Birthdays")
    return topic, stand.user_says(FORUM, "hi", user_id=ANN, chat_type="supergroup", thread_id=topic)


async def test_a_message_in_a_topic_carries_it_and_one_in_general_does_not(
    stand: BotApiStandIn, bot: Bot
) -> None:
    topic = stand.create_topic(FORUM, "Birthdays")
    stand.user_says(FORUM, "in the topic", user_id=ANN, chat_type="supergroup", thread_id=topic)
    stand.user_says(FORUM, "in general", user_id=ANN, chat_type="supergroup")
    in_topic, in_general = [update.message for update in await bot.get_updates()]
    assert in_topic is not None and in_general is not None
    assert in_topic.chat.is_forum
    assert (in_topic.message_thread_id, in_topic.is_topic_message) == (topic, True)
    assert (in_general.message_thread_id, in_general.is_topic_message) == (None, None)


async def test_a_send_lands_in_the_topic_it_names_or_its_replied_message_s(
    stand: BotApiStandIn, bot: Bot
) -> None:
    topic, asked = ann_says_hi_in_a_topic(stand)
    named = await bot.send_message(FORUM, "named", message_thread_id=topic)
    replied = await bot.send_message(
        FORUM, "replied", reply_parameters=ReplyParameters(asked["message_id"])
    )
    general = await bot.send_message(FORUM, "general")
    assert (named.message_thread_id, named.is_topic_message) == (topic, True)
    assert replied.message_thread_id == topic
    assert general.message_thread_id is None
    shown = [stand.world.bot_message(FORUM, m.message_id) for m in (named, replied, general)]
    assert [m.thread_id for m in shown if m] == [topic, topic, None]


async def test_a_reply_to_a_deleted_message_without_its_topic_lands_in_general(
    stand: BotApiStandIn, bot: Bot
) -> None:
    topic, asked = ann_says_hi_in_a_topic(stand)
    stand.user_deletes(FORUM, asked["message_id"])
    lost = ReplyParameters(asked["message_id"], allow_sending_without_reply=True)
    astray = await bot.send_message(FORUM, "astray", reply_parameters=lost)
    kept = await bot.send_message(FORUM, "kept", reply_parameters=lost, message_thread_id=topic)
    assert astray.message_thread_id is None
    assert kept.message_thread_id == topic
    with pytest.raises(BadRequest, match="not found"):
        await bot.send_message(
            FORUM, "strict", reply_parameters=ReplyParameters(asked["message_id"])
        )


@pytest.mark.parametrize("thread_id", [1, 999])
async def test_general_and_unknown_threads_are_not_found(
    stand: BotApiStandIn, bot: Bot, thread_id: int
) -> None:
    with pytest.raises(BadRequest, match="[Mm]essage thread not found"):
        await bot.send_message(FORUM, "where?", message_thread_id=thread_id)


async def test_a_reply_in_general_is_a_thread_but_not_a_topic(
    stand: BotApiStandIn, bot: Bot
) -> None:
    first = stand.user_says(FORUM, "root", user_id=ANN, chat_type="supergroup")
    stand.user_says(
        FORUM, "answer", user_id=ANN, chat_type="supergroup", reply_to=first["message_id"]
    )
    (_, update) = await bot.get_updates()
    reply = update.message
    assert reply is not None
    assert reply.message_thread_id == first["message_id"] and not reply.is_topic_message
    with pytest.raises(BadRequest, match="[Mm]essage thread not found"):
        await bot.send_message(FORUM, "there?", message_thread_id=reply.message_thread_id)


async def test_a_group_without_topics_has_no_threads_to_name(
    stand: BotApiStandIn, bot: Bot
) -> None:
    with pytest.raises(BadRequest, match="[Mm]essage thread not found"):
        await bot.send_message(GROUP, "where?", message_thread_id=5)
    assert (await bot.send_message(GROUP, "here")).message_thread_id is None


async def test_a_closed_topic_refuses_the_bot_until_it_is_reopened(
    stand: BotApiStandIn, bot: Bot
) -> None:
    topic, asked = ann_says_hi_in_a_topic(stand)
    stand.close_topic(FORUM, topic)
    with pytest.raises(BadRequest, match="(?i)topic_closed"):
        await bot.send_message(FORUM, "named", message_thread_id=topic)
    with pytest.raises(BadRequest, match="(?i)topic_closed"):  # a reply lands in its topic
        await bot.send_message(
            FORUM, "replied", reply_parameters=ReplyParameters(asked["message_id"])
        )
    with pytest.raises(LookupError, match="closed"):
        stand.user_says(FORUM, "more", user_id=ANN, chat_type="supergroup", thread_id=topic)
    general = await bot.send_message(FORUM, "general")
    assert general.message_thread_id is None
    stand.reopen_topic(FORUM, topic)
    named = await bot.send_message(FORUM, "named", message_thread_id=topic)
    assert named.message_thread_id == topic


async def test_a_closed_general_refuses_the_bot_until_it_is_reopened(
    stand: BotApiStandIn, bot: Bot
) -> None:
    """closeGeneralForumTopic: a send to General (no topic, no reply into one) answers
    TOPIC_CLOSED, as Telegram does; topics stay open to it."""
    topic, asked = ann_says_hi_in_a_topic(stand)
    in_general = stand.user_says(FORUM, "hello", user_id=ANN, chat_type="supergroup")
    stand.close_general(FORUM)
    with pytest.raises(BadRequest, match="(?i)topic_closed"):
        await bot.send_message(FORUM, "general")
    with pytest.raises(BadRequest, match="(?i)topic_closed"):  # a reply lands in General
        await bot.send_message(
            FORUM, "replied", reply_parameters=ReplyParameters(in_general["message_id"])
        )
    with pytest.raises(LookupError, match="closed"):
        stand.user_says(FORUM, "more", user_id=ANN, chat_type="supergroup")
    replied = await bot.send_message(
        FORUM, "in its topic", reply_parameters=ReplyParameters(asked["message_id"])
    )
    assert replied.message_thread_id == topic
    named = await bot.send_message(FORUM, "named", message_thread_id=topic)
    assert named.message_thread_id == topic
    stand.close_general(FORUM, closed=False)
    general = await bot.send_message(FORUM, "general")
    assert general.message_thread_id is None


async def test_a_deleted_topic_is_not_found_and_its_messages_are_gone(
    stand: BotApiStandIn, bot: Bot
) -> None:
    topic, asked = ann_says_hi_in_a_topic(stand)
    mine = await bot.send_message(FORUM, "mine", message_thread_id=topic)
    stand.delete_topic(FORUM, topic)
    with pytest.raises(BadRequest, match="[Mm]essage thread not found"):
        await bot.send_message(FORUM, "named", message_thread_id=topic)
    assert stand.world.bot_message(FORUM, mine.message_id) is None
    assert stand.world.message(FORUM, asked["message_id"]) is None
    lost = ReplyParameters(asked["message_id"], allow_sending_without_reply=True)
    astray = await bot.send_message(FORUM, "astray", reply_parameters=lost)
    assert astray.message_thread_id is None
    with pytest.raises(LookupError):
        stand.close_topic(FORUM, topic)


async def test_topics_of_one_forum_close_on_their_own(stand: BotApiStandIn, bot: Bot) -> None:
    closed = stand.create_topic(FORUM, "Birthdays")
    other = stand.create_topic(FORUM, "Weddings")
    stand.close_topic(FORUM, closed)
    sent = await bot.send_message(FORUM, "there", message_thread_id=other)
    assert sent.message_thread_id == other
    with pytest.raises(BadRequest, match="(?i)topic_closed"):
        await bot.send_chat_action(FORUM, "typing", message_thread_id=closed)


async def test_an_admin_deletes_a_bot_message(stand: BotApiStandIn, bot: Bot) -> None:
    topic = stand.create_topic(FORUM, "Birthdays")
    sent = await bot.send_message(FORUM, "song", message_thread_id=topic)
    stand.admin_deletes(FORUM, sent.message_id)
    assert stand.world.bot_message(FORUM, sent.message_id) is None
    lost = ReplyParameters(sent.message_id, allow_sending_without_reply=True)
    kept = await bot.send_message(FORUM, "kept", reply_parameters=lost, message_thread_id=topic)
    assert kept.message_thread_id == topic and kept.reply_to_message is None
