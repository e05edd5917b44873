"""A song's buttons: "Try again" on the status of a request whose fate is unknown; under a
delivered song, its lossless original, its "📝 Lyrics" and its "🎬 Video" (for anyone in the chat
where it was delivered); and the polite answer to any other, stale button."""

from __future__ import annotations

import logging
from functools import partial

from telegram import Message, Update
from telegram.constants import MessageLimit, ParseMode
from telegram.error import Forbidden, TelegramError

from bot.handlers.access import let_press
from bot.handlers.common import acting_for, delivered_here
from bot.handlers.handler_context import HandlerContext
from bot.pipeline.intake import ask_again
from bot.pipeline.song_files.lossless import LOSSLESS
from bot.pipeline.song_files.on_demand import Started, start_file
from bot.pipeline.song_files.video import VIDEO
from bot.store import Request
from bot.telegram import NAMING_ROOM, Place, place_of
from bot.texts import plain
from bot.ui.song import LosslessPress, LyricsPress, VideoPress, lyrics_messages
from bot.ui.status import RetryPress

log = logging.getLogger(__name__)


async def _own_request(update: Update, context: HandlerContext) -> tuple[Request, int] | None:
    """The request a "Try again" button names and the attempt it confirms, if the request
    exists and belongs to whoever pressed it."""
    query = update.callback_query
    assert query is not None
    lang = context.language
    pressed = RetryPress.unpack(query.data)
    request = await context.services.store.requests.get(pressed.request_id) if pressed else None
    if request is None or pressed is None:
        await query.answer(plain(lang, "button-stale"))
        return None
    if request.user_id != await acting_for(context, query, request.user_id, request.chat_id):
        await query.answer(plain(lang, "button-not-yours"))
        return None
    return request, pressed.attempts


async def retry_unknown(update: Update, context: HandlerContext) -> None:
    """The only way out of `unknown`: its user asks for the song to be sent again."""
    services, query = context.services, update.callback_query
    assert query is not None
    own = await _own_request(update, context)
    if own is None:
        return
    request, attempts = own
    if not await let_press(services, query, request.chat_id, request.language):
        return  # the chat was denied since: the request stays unknown, nothing is spent
    if not await ask_again(services, request, attempts):
        await query.answer(plain(request.language, "button-stale"))
        return
    await query.answer(plain(request.language, "retry-queued"))
    try:
        await query.edit_message_reply_markup(None)
    except TelegramError as error:
        log.info("retry button not removed: %s", error)


async def lossless_original(update: Update, context: HandlerContext) -> None:
    services, query = context.services, update.callback_query
    assert query is not None
    # Anyone in the chat may take the lossless file of a song delivered there.
    request = await delivered_here(update, context, LosslessPress)
    if request is None:
        return
    # The file is prepared in a task of its own: a big upload must not hold up other updates.
    pressed = query.message.message_id if query.message else None
    started = start_file(services, LOSSLESS, request, pressed)
    full = started is Started.LINE_FULL
    await query.answer(plain(request.language, "files-line-full" if full else "lossless-preparing"))


async def song_lyrics(update: Update, context: HandlerContext) -> None:
    """Its words as text, as a reply to the song, in the messages bot/ui/song.py
    `lyrics_messages` makes of them: in the song's topic, or in General naming its asker once
    that topic went (room is kept for the naming)."""
    query = update.callback_query
    assert query is not None
    lang = context.language
    request = await delivered_here(update, context, LyricsPress)
    if request is None:
        return  # answered as stale
    await query.answer()
    pressed = query.message.message_id if query.message else None
    notifier = context.services.notifier
    limit = MessageLimit.MAX_TEXT_LENGTH - (NAMING_ROOM if request.thread_id is not None else 0)

    async def send_at(part: str, place: Place) -> Message:
        return await context.bot.send_message(
            place.chat_id,
            place.named(part),
            parse_mode=ParseMode.HTML,
            reply_parameters=place.reply_parameters,
            message_thread_id=place.thread_id,
        )

    try:
        for part in lyrics_messages(lang, request, limit):
            place = place_of(request, pressed)
            await notifier.in_place(place, partial(send_at, part), request)
    except Forbidden:
        await notifier.chat_gone(request.chat_id)
    except TelegramError as error:
        log.warning("request %s: lyrics not sent: %s", request.id, type(error).__name__)


async def song_video(update: Update, context: HandlerContext) -> None:
    """The song as a video, for anyone in the chat where it was delivered: made once in a task
    of its own (the worker takes seconds), sent again by its file id after that. No track."""
    services, query = context.services, update.callback_query
    assert query is not None
    request = await delivered_here(update, context, VideoPress)
    if request is None:
        return  # answered as stale
    lang = request.language
    pressed = query.message.message_id if query.message else None
    started = start_file(services, VIDEO, request, pressed)
    if started is Started.UNDER_WAY:
        await query.answer(plain(lang, "video-busy"))
    elif started is Started.LINE_FULL:
        await query.answer(plain(lang, "files-line-full"))
    else:
        await query.answer(
            plain(lang, "video-sending" if request.video_file_id else "video-making")
        )


async def stale_button(update: Update, context: HandlerContext) -> None:
    """Every other button (old, garbled, from an earlier version): a polite word, never an error."""
    if update.callback_query:
        await update.callback_query.answer(plain(context.language, "button-stale"))
