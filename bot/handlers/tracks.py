"""/mytracks: the user's recent songs in this chat, one button each; a tap sends the song again
by the file id Telegram gave it, with no new generation and no upload."""

from __future__ import annotations

import logging

from telegram import InlineKeyboardButton, InlineKeyboardMarkup, Update
from telegram.error import Forbidden, TelegramError

from bot.context import BotContext
from bot.handlers.common import language_of, reply
from bot.handlers.inline import share_hint
from bot.pipeline.steps import pipeline_of
from bot.store import Request, State
from bot.texts import clock_text, raw, t

log = logging.getLogger(__name__)

TRACKS_LIMIT = 10
BUTTON_TITLE_LIMIT = 40
CALLBACK_PREFIX = "track:"


def track_button(request: Request) -> InlineKeyboardButton:
    title = request.title or "…"
    if len(title) > BUTTON_TITLE_LIMIT:
        title = title[: BUTTON_TITLE_LIMIT - 1] + "…"
    length = clock_text(request.service_duration_sec or request.duration_sec)
    label = raw(request.language, "mytracks-button", title=title, length=length)
    return InlineKeyboardButton(label, callback_data=f"{CALLBACK_PREFIX}{request.id}")


async def mytracks_command(update: Update, context: BotContext) -> None:
    user, chat = update.effective_user, update.effective_chat
    assert user is not None and chat is not None
    lang = language_of(update, context)
    tracks = await context.services.store.requests.delivered_of_user(user.id, chat.id, TRACKS_LIMIT)
    if not tracks:
        await reply(update, t(lang, "mytracks-empty"))
        return
    keyboard = InlineKeyboardMarkup([[track_button(request)] for request in tracks])
    header = t(lang, "mytracks-header", count=len(tracks)) + share_hint(update, context)
    await reply(update, header, keyboard)


async def resend_track(update: Update, context: BotContext) -> None:
    """Anyone in the chat may have a song delivered there sent again (it is already there)."""
    services, query = context.services, update.callback_query
    assert query is not None
    request = await _delivered_here(update, context)
    if request is None:
        return
    await query.answer(raw(language_of(update, context), "track-sending"))
    try:
        delivery = pipeline_of(context.bot_data).delivery
        await delivery.resend(request, query.message.message_id if query.message else None)
    except Forbidden:
        await services.notifier.chat_gone(request.chat_id)
    except TelegramError as error:
        log.warning("request %s: song not sent again: %s", request.id, type(error).__name__)


async def _delivered_here(update: Update, context: BotContext) -> Request | None:
    query = update.callback_query
    assert query is not None
    data = (query.data or "").removeprefix(CALLBACK_PREFIX)
    request = await context.services.store.requests.get(int(data)) if data.isdigit() else None
    chat = query.message.chat.id if query.message else None
    if (
        request is None
        or request.state != State.DELIVERED
        or request.chat_id != chat
        or not request.audio_file_id
    ):
        await query.answer(raw(language_of(update, context), "button-stale"))
        return None
    return request
