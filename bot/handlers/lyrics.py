"""Asking for songs and following them: /lyrics, tagged messages, /status, /cancel."""

from __future__ import annotations

from telegram import Update

from bot.handlers.access import let_in
from bot.handlers.common import (
    reply,
)
from bot.handlers.handler_context import HandlerContext
from bot.lyrics import LyricsError, prepare
from bot.pipeline import status
from bot.pipeline.drafts.actions import offer_cut
from bot.pipeline.intake import accept_lyrics, cancel_waiting
from bot.texts import t
from bot.ui.status import status_list_text

STATUS_LIMIT = 10


async def lyrics_command(update: Update, context: HandlerContext) -> None:
    """`/lyrics` with lyrics on the next lines, or as a reply to a message holding them."""
    text = context.argument_or_replied
    if not text:
        await reply(update, t(context.language, "lyrics-usage"))
        return
    await submit_lyrics(update, context, text)


async def tagged_message(update: Update, context: HandlerContext) -> None:
    """A private message with a section tag line is lyrics (in groups: handlers/groups.py)."""
    message = update.effective_message
    if message is None or not message.text:
        return
    await submit_lyrics(update, context, message.text)


async def submit_lyrics(update: Update, context: HandlerContext, text: str) -> None:
    """Lyrics go in line at once; over the service's limit, only their cut version is offered,
    as a draft that waits for its user's press (no track is spent on words not seen)."""
    services = context.services
    asker = context.asker
    if not await let_in(update, context, asker):
        return
    try:
        prepared = prepare(text)
    except LyricsError as error:
        await reply(update, t(asker.language, f"lyrics-{error.reason}"))
        return
    if prepared.trimmed:
        await offer_cut(services, asker, prepared)
        return
    await accept_lyrics(services, asker, prepared)


async def status_command(update: Update, context: HandlerContext) -> None:
    services, lang = context.services, context.language
    chat = update.effective_chat
    assert chat is not None
    requests = await services.store.requests.for_chat(chat.id, STATUS_LIMIT)
    places = await status.places_in_line(services) if requests else {}
    shares = await services.org.shares_of(context.asker_id, chat.id)
    await reply(update, status_list_text(lang, requests, places, shares))


async def cancel_command(update: Update, context: HandlerContext) -> None:
    """Cancels the user's requests in this chat that still wait in the bot's own queue."""
    services, asker = context.services, context.asker
    # A gift being asked about (bot/handlers/gift.py) is what /cancel ends first.
    if await services.store.gift_talks.end(asker.chat_id, asker.user_id):
        await reply(update, t(asker.language, "gift-cancelled"))
        return
    cancelled = await cancel_waiting(services, asker.user_id, asker.chat_id)
    key = "cancel-done" if cancelled else "cancel-nothing"
    await reply(update, t(asker.language, key, count=cancelled))
