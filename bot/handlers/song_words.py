"""The "📝 Lyrics" button under a song: its words as text, as a reply to the song, for anyone
in the chat where it was delivered (like the lossless button). The words are the user's text:
escaped, never read as markup, and split at line ends into messages within Telegram's limit."""

from __future__ import annotations

import html
import logging

from telegram import Update
from telegram.constants import ParseMode
from telegram.error import Forbidden, TelegramError

from bot.context import BotContext
from bot.handlers.common import delivered_here, language_of
from bot.pipeline.delivery import reply_to
from bot.texts import t
from bot.ui.song import LYRICS

log = logging.getLogger(__name__)

MESSAGE_LIMIT = 4096  # Telegram's longest text message, in characters


async def song_words(update: Update, context: BotContext) -> None:
    query = update.callback_query
    assert query is not None
    lang = language_of(update, context)
    request = await delivered_here(update, context, LYRICS)
    if request is None:
        return  # answered as stale
    await query.answer()
    title = request.title or "…"
    parts = lyrics_messages(t(lang, "lyrics-header", title=title), request.lyrics or "")
    if not parts:
        parts = [t(lang, "lyrics-empty")]
    try:
        for part in parts:
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


def lyrics_messages(header: str, lyrics: str, limit: int = MESSAGE_LIMIT) -> list[str]:
    """The header (HTML) and the escaped lyrics, in messages of at most `limit` characters
    (counted escaped: never more than Telegram counts). Cut at line ends; a line longer than
    a message is cut where it must be, never inside an HTML entity."""
    lines = [html.escape(line, quote=False) for line in lyrics.strip().splitlines()]
    if not lines:
        return []
    parts: list[str] = []
    current = header
    for line in lines:
        for piece in _pieces(line, limit):
            joined = f"{current}\n{piece}" if current else piece
            if len(joined) <= limit:
                current = joined
            else:
                parts.append(current)
                current = piece
    parts.append(current)
    return parts


def _pieces(line: str, limit: int) -> list[str]:
    """An escaped line in pieces of at most `limit` characters, not splitting an entity."""
    pieces = []
    while len(line) > limit:
        cut = limit
        entity = line.rfind("&", cut - 6, cut)  # &amp; &lt; &gt; are at most 5 characters
        if entity != -1 and ";" not in line[entity:cut]:
            cut = entity
        pieces.append(line[:cut])
        line = line[cut:]
    pieces.append(line)
    return pieces
