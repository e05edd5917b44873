"""The "📝 Lyrics" button under a song: its words as text, as a reply to the song, for anyone
in the chat where it was delivered (like the lossless button), in the messages
bot/ui/song.py `lyrics_messages` makes of them."""

from __future__ import annotations

import logging

from telegram import Update
from telegram.constants import ParseMode
from telegram.error import Forbidden, TelegramError

from bot.context import BotContext
from bot.handlers.common import delivered_here, language_of
from bot.telegram.replies import reply_to
from bot.ui.song import LYRICS, lyrics_messages

log = logging.getLogger(__name__)


async def song_words(update: Update, context: BotContext) -> None:
    query = update.callback_query
    assert query is not None
    lang = language_of(update, context)
    request = await delivered_here(update, context, LYRICS)
    if request is None:
        return  # answered as stale
    await query.answer()
    try:
        for part in lyrics_messages(lang, request):
            await context.bot.send_message(
                request.chat_id,
                part,
                parse_mode=ParseMode.HTML,
                reply_parameters=reply_to(query.message.message_id if query.message else None),
            )
    except Forbidden:
        await context.services.notifier.chat_gone(request.chat_id)
    except TelegramError as error:
        log.warning("request %s: lyrics not sent: %s", request.id, type(error).__name__)
