"""The stand-in's guest mode, driven over HTTP by python-telegram-bot's Bot: a mention in a chat
the bot is not in arrives as a guest_message, answerGuestQuery places one inline message (once,
within its window), the message is edited by its inline_message_id (into audio only with a file
Telegram holds), and presses on it arrive with that id and no message."""

from __future__ import annotations

import json

import httpx
import pytest
from telegram import (
    Bot,
    InlineKeyboardButton,
    InlineKeyboardMarkup,
    InlineQueryResultArticle,
    InlineQueryResultCachedAudio,
    InputMediaAudio,
    InputTextMessageContent,
    Update,
)
from telegram.constants import ParseMode
from telegram.error import BadRequest

from botapi_standin import BotApiStandIn

ASKER = 42  # has a private chat with the bot, where its files come from
STRANGER = 43
GUEST_CHAT = -100777  # the family's group: the bot is not a member
TOO_OLD = "Query is too old and response timeout expired or query id is invalid"
KEYBOARD = InlineKeyboardMarkup([[InlineKeyboardButton("🎵 Make the song", callback_data="make")]])


@pytest.fixture(autouse=True)
def chats(stand: BotApiStandIn) -> None:
    stand.open_chat(ASKER)
    stand.set_guest_mode(True)


def article(text: str, markup: InlineKeyboardMarkup | None = KEYBOARD) -> InlineQueryResultArticle:
    return InlineQueryResultArticle(
        "writing",
        "Songbot",
        InputTextMessageContent(text, parse_mode=ParseMode.HTML),
        reply_markup=markup,
    )


async def updates(bot: Bot, *kinds: str) -> tuple[Update, ...]:
    found = await bot.get_updates(timeout=0, allowed_updates=list(kinds))
    if found:
        await bot.get_updates(offset=found[-1].update_id + 1, timeout=0)
    return found


async def placed(bot: Bot, stand: BotApiStandIn, text: str = "<i>Writing the lyrics…</i>") -> str:
    """A guest query answered with an article: its inline_message_id."""
    query_id = stand.guest_says(ASKER, GUEST_CHAT, "@SongbotTestBot a song about Max")
    sent = await bot.answer_guest_query(query_id, article(text))
    return sent.inline_message_id


async def song_file_id(bot: Bot) -> str:
    """An MP3 sent first to a chat the bot may post in: Telegram then holds it."""
    message = await bot.send_audio(ASKER, b"ID3 a song", filename="max.mp3", title="Max")
    assert message.audio is not None
    return message.audio.file_id


async def test_a_mention_arrives_as_a_guest_message_with_the_message_it_answers(
    bot: Bot, stand: BotApiStandIn
) -> None:
    assert (await bot.get_me()).supports_guest_queries is True
    query_id = stand.guest_says(
        ASKER, GUEST_CHAT, "@SongbotTestBot a song of these", reply_to_text="[Verse]\nHappy day"
    )

    (update,) = await updates(bot, Update.GUEST_MESSAGE)

    guest = update.guest_message
    assert guest is not None and guest.guest_query_id == query_id
    assert guest.text == "@SongbotTestBot a song of these"
    assert guest.from_user is not None and guest.from_user.id == ASKER
    assert guest.chat.id == GUEST_CHAT and guest.chat.type == "supergroup"
    assert (
        guest.reply_to_message is not None and guest.reply_to_message.text == "[Verse]\nHappy day"
    )
    assert guest.entities[0].type == "mention"


async def test_no_guest_message_reaches_a_bot_that_did_not_ask_for_them(
    bot: Bot, stand: BotApiStandIn
) -> None:
    await updates(bot, Update.MESSAGE, Update.CALLBACK_QUERY)
    stand.guest_says(ASKER, GUEST_CHAT, "@SongbotTestBot a song")
    stand.user_says(ASKER, "/start")

    found = await updates(bot, Update.MESSAGE, Update.CALLBACK_QUERY)

    assert [update.message is not None for update in found] == [True]


async def test_no_mention_while_guest_mode_is_off_nor_in_a_chat_the_bot_is_in(
    stand: BotApiStandIn,
) -> None:
    stand.open_chat(-100555, "supergroup")
    with pytest.raises(LookupError, match="member"):
        stand.guest_says(ASKER, -100555, "@SongbotTestBot a song")
    stand.set_guest_mode(False)
    with pytest.raises(LookupError, match="guest mode is off"):
        stand.guest_says(ASKER, GUEST_CHAT, "@SongbotTestBot a song")


async def test_a_group_the_bot_left_is_a_guest_chat_like_any_other(
    bot: Bot, stand: BotApiStandIn
) -> None:
    stand.user_says(-100555, "hello", user_id=ASKER, chat_type="supergroup")
    stand.remove_bot(-100555, "left")
    await updates(bot, Update.GUEST_MESSAGE)

    stand.guest_says(ASKER, -100555, "@SongbotTestBot a song")
    (update,) = await updates(bot, Update.GUEST_MESSAGE)

    assert update.guest_message is not None and update.guest_message.message_id == 2


async def test_a_guest_query_is_answered_once(bot: Bot, stand: BotApiStandIn) -> None:
    query_id = stand.guest_says(ASKER, GUEST_CHAT, "@SongbotTestBot a song about Max")

    sent = await bot.answer_guest_query(query_id, article("<i>Writing the lyrics…</i>"))
    with pytest.raises(BadRequest, match=TOO_OLD):
        await bot.answer_guest_query(query_id, article("again"))

    message = stand.inline_message(sent.inline_message_id)
    assert await stand.wait_for_guest_answer(query_id) == sent.inline_message_id
    assert (message.chat_id, message.user_id, message.kind) == (GUEST_CHAT, ASKER, "text")
    assert message.text == "Writing the lyrics…" and message.html == "<i>Writing the lyrics…</i>"
    assert [button["callback_data"] for button in message.buttons()] == ["make"]
    assert [call.ok for call in stand.calls_of("answerGuestQuery")] == [True, False]


async def test_an_answer_too_late_or_to_no_query_is_refused(bot: Bot, stand: BotApiStandIn) -> None:
    query_id = stand.guest_says(ASKER, GUEST_CHAT, "@SongbotTestBot a song about Max")
    stand.expire_guest_query(query_id)

    with pytest.raises(BadRequest, match=TOO_OLD):
        await bot.answer_guest_query(query_id, article("late"))
    with pytest.raises(BadRequest, match=TOO_OLD):
        await bot.answer_guest_query("123", article("nobody asked"))
    assert stand.inline_messages() == [] and stand.guest_answer(query_id) is None


async def test_the_window_is_the_worlds_to_set(bot: Bot, stand: BotApiStandIn) -> None:
    stand.world.guest.answer_window = 0.0
    query_id = stand.guest_says(ASKER, GUEST_CHAT, "@SongbotTestBot a song about Max")

    with pytest.raises(BadRequest, match=TOO_OLD):
        await bot.answer_guest_query(query_id, article("late"))


async def test_the_inline_message_grows_by_its_edits(bot: Bot, stand: BotApiStandIn) -> None:
    inline_id = await placed(bot, stand)

    assert await bot.edit_message_text(
        "<b>Max</b>\n[Verse]\nla la", inline_message_id=inline_id, parse_mode=ParseMode.HTML,
        reply_markup=KEYBOARD,
    )  # fmt: skip
    with pytest.raises(BadRequest, match="not modified"):
        await bot.edit_message_text(
            "<b>Max</b>\n[Verse]\nla la", inline_message_id=inline_id, parse_mode=ParseMode.HTML,
            reply_markup=KEYBOARD,
        )  # fmt: skip
    assert await bot.edit_message_reply_markup(inline_message_id=inline_id)

    message = stand.inline_message(inline_id)
    assert message.text == "Max\n[Verse]\nla la" and message.reply_markup is None
    assert message.now.entities[0]["type"] == "bold"
    assert [version.method for version in message.versions] == [
        "answerGuestQuery", "editMessageText", "editMessageReplyMarkup",
    ]  # fmt: skip
    assert message.versions[1].html == "<b>Max</b>\n[Verse]\nla la" and message.edits == 2
    with pytest.raises(BadRequest, match="no caption"):
        await bot.edit_message_caption(inline_message_id=inline_id, caption="a caption")


async def test_a_held_file_turns_the_text_into_audio(bot: Bot, stand: BotApiStandIn) -> None:
    inline_id = await placed(bot, stand)
    file_id = await song_file_id(bot)

    assert await bot.edit_message_media(
        InputMediaAudio(file_id, caption="<b>Max</b> · 0:42", parse_mode=ParseMode.HTML),
        inline_message_id=inline_id,
        reply_markup=InlineKeyboardMarkup([[InlineKeyboardButton("👍", callback_data="up")]]),
    )
    assert await bot.edit_message_caption(
        inline_message_id=inline_id, caption="Max", reply_markup=KEYBOARD
    )

    message = stand.inline_message(inline_id)
    assert message.kind == "audio" and message.audio is not None
    assert message.audio["file_id"] == file_id and message.audio["title"] == "Max"
    assert message.versions[-2].caption == "Max · 0:42"
    assert message.versions[-2].html == "<b>Max</b> · 0:42"
    assert message.caption == "Max" and message.buttons()[0]["callback_data"] == "make"
    assert message.file is not None and message.file.path.read_bytes() == b"ID3 a song"
    with pytest.raises(BadRequest, match="no text"):
        await bot.edit_message_text("words", inline_message_id=inline_id)


async def test_an_upload_into_an_inline_message_is_refused(bot: Bot, stand: BotApiStandIn) -> None:
    inline_id = await placed(bot, stand)
    file_id = await song_file_id(bot)

    with pytest.raises(BadRequest, match="Invalid message content specified"):
        await bot.edit_message_media(
            InputMediaAudio(b"ID3 new bytes", filename="new.mp3"), inline_message_id=inline_id
        )
    async with httpx.AsyncClient() as client:  # PTB itself never sends this one
        answer = await client.post(
            f"{stand.url}/bot{stand.token}/editMessageMedia",
            data={
                "inline_message_id": inline_id,
                "media": json.dumps({"type": "audio", "media": file_id, "thumbnail": "attach://c"}),
            },
            files={"c": ("cover.jpg", b"\xff\xd8 a cover", "image/jpeg")},
        )
    assert answer.json()["description"] == "Bad Request: invalid message content specified"
    with pytest.raises(BadRequest, match="Wrong file identifier"):
        await bot.edit_message_media(InputMediaAudio("no-such-file"), inline_message_id=inline_id)

    message = stand.inline_message(inline_id)
    assert message.kind == "text" and message.edits == 0


async def test_a_cached_audio_answers_a_query_too(bot: Bot, stand: BotApiStandIn) -> None:
    file_id = await song_file_id(bot)
    query_id = stand.guest_says(ASKER, GUEST_CHAT, "@SongbotTestBot again")

    sent = await bot.answer_guest_query(
        query_id,
        InlineQueryResultCachedAudio("song", file_id, caption="<i>Max</i>", parse_mode="HTML"),
    )

    message = stand.inline_message(sent.inline_message_id)
    assert message.kind == "audio" and message.caption == "Max" and message.html == "<i>Max</i>"


async def test_a_press_arrives_with_the_inline_message_id_and_no_message(
    bot: Bot, stand: BotApiStandIn
) -> None:
    await updates(bot, Update.GUEST_MESSAGE, Update.CALLBACK_QUERY)
    inline_id = await placed(bot, stand)

    press_id = stand.press_inline(STRANGER, inline_id, "make")
    found = await updates(bot, Update.GUEST_MESSAGE, Update.CALLBACK_QUERY)

    assert [bool(update.guest_message) for update in found] == [True, False]
    press = found[-1].callback_query
    assert press is not None and press.id == press_id
    assert press.inline_message_id == inline_id and press.message is None
    assert press.from_user.id == STRANGER and press.data == "make" and press.chat_instance
    assert await bot.answer_callback_query(press_id, "Only the one who asked may press this")


async def test_an_inline_message_that_can_no_longer_be_edited(
    bot: Bot, stand: BotApiStandIn
) -> None:
    inline_id = await placed(bot, stand)
    stand.make_inline_uneditable(inline_id)

    with pytest.raises(BadRequest, match="(?i)MESSAGE_ID_INVALID"):
        await bot.edit_message_text("the preview", inline_message_id=inline_id)
    with pytest.raises(BadRequest, match="(?i)MESSAGE_ID_INVALID"):
        await bot.edit_message_media(
            InputMediaAudio(await song_file_id(bot)), inline_message_id=inline_id
        )
    with pytest.raises(BadRequest, match="Invalid inline message identifier"):
        await bot.edit_message_text("the preview", inline_message_id="AgAAAnever-placed")
    assert stand.inline_message(inline_id).edits == 0


async def test_nothing_can_be_sent_into_the_guest_chat(bot: Bot, stand: BotApiStandIn) -> None:
    await placed(bot, stand)

    with pytest.raises(BadRequest, match="Chat not found"):
        await bot.send_message(GUEST_CHAT, "hello, family")
