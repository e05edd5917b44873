"""The console plays a guest chat: `!guest @bot <words>` reaches the bot as a guest message from
the console's person in a group the bot is not in, and the inline message the bot places there is
printed as it changes, its buttons pressed with `!press N`. The bot here is python-telegram-bot's
plain Bot over real HTTP, standing for a bot that takes guest messages."""

from __future__ import annotations

import io
from pathlib import Path

import pytest
from telegram import (
    Bot,
    InlineKeyboardButton,
    InlineKeyboardMarkup,
    InlineQueryResultArticle,
    InputMediaAudio,
    InputTextMessageContent,
    Update,
)

from bot.cli.console.chat import ConsoleChat
from bot.cli.console.guest import GUEST_CHAT_ID
from botapi_standin import BotApiStandIn

YOU = 1001


@pytest.fixture(autouse=True)
def chats(stand: BotApiStandIn) -> None:
    stand.set_guest_mode(True)
    stand.open_chat(YOU)  # the private chat the song's file is sent to first


async def take(bot: Bot, *kinds: str) -> tuple[Update, ...]:
    found = await bot.get_updates(timeout=0, allowed_updates=list(kinds))
    if found:
        await bot.get_updates(offset=found[-1].update_id + 1, timeout=0)
    return found


async def test_guest_line_reaches_the_bot_and_its_inline_message_is_printed(
    stand: BotApiStandIn, bot: Bot, tmp_path: Path
) -> None:
    out = io.StringIO()
    chat = ConsoleChat(stand, YOU, "en", tmp_path / "songs", out=out)
    await take(bot, Update.GUEST_MESSAGE, Update.CALLBACK_QUERY)

    await chat.send("!guest @bot a song about Max")
    (update,) = await take(bot, Update.GUEST_MESSAGE, Update.CALLBACK_QUERY)

    guest = update.guest_message
    assert guest is not None and guest.guest_query_id is not None
    assert guest.text == "@SongbotTestBot a song about Max"
    assert guest.chat.id == GUEST_CHAT_ID and guest.from_user is not None
    assert guest.from_user.id == YOU
    keyboard = InlineKeyboardMarkup([[InlineKeyboardButton("🎵 Make", callback_data="make")]])
    content = InputTextMessageContent("Writing the lyrics…")
    sent = await bot.answer_guest_query(
        guest.guest_query_id, InlineQueryResultArticle("w", "Songbot", content, keyboard)
    )
    await chat.send("!press 1")
    (press,) = await take(bot, Update.GUEST_MESSAGE, Update.CALLBACK_QUERY)
    song = await bot.send_audio(YOU, b"ID3 song", filename="max.mp3", title="Max")
    assert song.audio is not None
    await bot.edit_message_media(
        InputMediaAudio(song.audio.file_id, caption="For Max"),
        inline_message_id=sent.inline_message_id,
    )

    assert press.callback_query is not None and press.callback_query.data == "make"
    assert press.callback_query.inline_message_id == sent.inline_message_id
    printed = out.getvalue().splitlines()
    assert "Family (bot, as a guest)> Writing the lyrics…" in printed
    assert "    [1] 🎵 Make" in printed
    assert "Family (bot, as a guest) (updated)> ♪ Max  For Max" in printed


async def test_a_bot_that_takes_no_guest_messages_is_said_so(
    stand: BotApiStandIn, bot: Bot, tmp_path: Path
) -> None:
    out = io.StringIO()
    chat = ConsoleChat(stand, YOU, "en", tmp_path / "songs", out=out)
    await take(bot, Update.MESSAGE, Update.CALLBACK_QUERY)  # the bot's list today

    await chat.send("!guest a song about Max")

    assert await take(bot, Update.MESSAGE, Update.CALLBACK_QUERY) == ()
    assert "does not take guest messages" in out.getvalue()
