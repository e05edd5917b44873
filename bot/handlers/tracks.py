"""/mytracks: the user's recent songs in this chat, one button each; a tap sends the song again
by the file id Telegram gave it, with no new generation and no upload."""

from __future__ import annotations

import logging

from telegram import Update
from telegram.error import Forbidden, TelegramError

from bot.handlers.common import delivered_here, reply
from bot.handlers.handler_context import HandlerContext
from bot.handlers.inline import share_hint
from bot.texts import plain
from bot.ui.tracks import TrackPress, tracks_keyboard, tracks_text

log = logging.getLogger(__name__)

TRACKS_LIMIT = 10


async def mytracks_command(update: Update, context: HandlerContext) -> None:
    chat = update.effective_chat
    assert chat is not None
    lang, asker = context.language, context.asker_id
    tracks = await context.services.store.requests.delivered_of_user(asker, chat.id, TRACKS_LIMIT)
    if not tracks:
        await reply(update, tracks_text(lang, tracks))
        return
    header = tracks_text(lang, tracks) + share_hint(update, context)
    await reply(update, header, tracks_keyboard(tracks))


async def resend_track(update: Update, context: HandlerContext) -> None:
    """Anyone in the chat may have a song delivered there sent again (it is already there)."""
    services, query = context.services, update.callback_query
    assert query is not None
    request = await delivered_here(update, context, TrackPress, needs_file_id=True)
    if request is None:
        return
    await query.answer(plain(context.language, "track-sending"))
    try:
        delivery = context.pipeline.delivery
        await delivery.resend(request, query.message.message_id if query.message else None)
    except Forbidden:
        await services.notifier.chat_gone(request.chat_id)
    except TelegramError as error:
        log.warning("request %s: song not sent again: %s", request.id, type(error).__name__)
