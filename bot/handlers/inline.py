"""Inline mode: typing @TheBot in any chat lists the user's delivered songs (a query filters
them by title), and picking one sends it there by the file id Telegram already holds. No
generation, no track spent. Telegram sends inline queries only once inline mode is switched on
in @BotFather (/setinline); `share_hint` tells people about it, and admins when it is off."""

from __future__ import annotations

from telegram import (
    InlineQuery,
    InlineQueryResultCachedAudio,
    InlineQueryResultsButton,
    Message,
    Update,
)
from telegram.constants import InlineQueryLimit, ParseMode
from telegram.ext import InlineQueryHandler, MessageHandler, filters

from bot.handlers.handler_context import HandlerContext
from bot.pipeline.steps import BotApp
from bot.shorten import shorten
from bot.store import Request, State
from bot.store.songs import Song
from bot.texts import plain, t
from bot.ui.song import gift_caption, share_query_id

# Telegram shows at most 50 results per answer; the next page is asked for with `offset`.
PAGE = InlineQueryLimit.RESULTS
# /start's parameter when someone with no songs taps the answer's button (A-Za-z0-9_-).
START_PARAMETER = "inline"
WORDS_SHOWN = 30
# An answer is the user's own (is_personal) and kept by Telegram this long: a new song shows up
# in it after that.
INLINE_CACHE_SEC = 10


class _ViaThisBot(filters.MessageFilter):
    """A message a user sent through the bot's inline mode (a song they shared)."""

    def filter(self, message: Message) -> bool:
        return message.via_bot is not None and message.via_bot.id == message.get_bot().id


def register(app: BotApp) -> None:
    app.add_handler(InlineQueryHandler(inline_songs))
    # A song shared into the private chat with the bot is the user's own doing: no answer
    # (the catch-alls below would say "I can only work with text").
    app.add_handler(MessageHandler(_ViaThisBot(), _ignore))


async def _ignore(update: Update, context: HandlerContext) -> None:
    return None


async def inline_songs(update: Update, context: HandlerContext) -> None:
    query = update.inline_query
    if query is None:
        return
    lang = context.language
    offset = int(query.offset) if query.offset.isdigit() else 0
    if (request_id := share_query_id(query.query)) is not None:
        await _share_one(context, query, request_id, offset)
        return
    songs = await _songs_for(context, query.from_user.id, query.query, offset)
    more = len(songs) > PAGE
    results = [
        InlineQueryResultCachedAudio(id=str(song.request_id), audio_file_id=song.audio_file_id)
        for song in songs[:PAGE]
    ]
    button = None if results or offset else _none_button(lang, query.query)
    await query.answer(
        results,
        cache_time=INLINE_CACHE_SEC,
        is_personal=True,
        next_offset=str(offset + PAGE) if more else "",
        button=button,
    )


async def _songs_for(context: HandlerContext, user_id: int, words: str, offset: int) -> list[Song]:
    """The user's songs whose titles hold `words`."""
    return await context.services.store.songs.delivered_of_user(user_id, words, offset, PAGE + 1)


async def _share_one(
    context: HandlerContext, query: InlineQuery, request_id: int, offset: int
) -> None:
    """`#<id>` (a gift's share button): that one song alone, if the person may give it, sent
    on with its dedication as the caption, the way its chat received it."""
    song = await _shareable(context, request_id, query.from_user.id) if offset == 0 else None
    results = []
    if song is not None and song.audio_file_id:
        gift = song.gift
        caption = gift_caption(song.language, gift) if gift is not None else None
        audio = InlineQueryResultCachedAudio(
            id=str(song.id),
            audio_file_id=song.audio_file_id,
            caption=caption,
            parse_mode=ParseMode.HTML if caption else None,
        )
        results.append(audio)
    await query.answer(results, cache_time=INLINE_CACHE_SEC, is_personal=True, next_offset="")


async def _shareable(context: HandlerContext, request_id: int, user_id: int) -> Request | None:
    """The delivered song `user_id` may give on: their own, or one asked as a chat (a channel,
    an anonymous admin) by the group's admins, as they may press its buttons."""
    request = await context.services.store.requests.get(request_id)
    if request is None or request.state != State.DELIVERED:
        return None
    if request.user_id == user_id:
        return request
    if request.user_id < 0 and await context.services.chat_admins.is_admin(
        request.chat_id, user_id
    ):
        return request
    return None


def _none_button(lang: str, words: str) -> InlineQueryResultsButton:
    """Shown above an empty list: it opens the private chat with the bot (/start inline)."""
    words = shorten(words.strip(), WORDS_SHOWN)
    text = (
        plain(lang, "inline-none-found", words=words) if words else plain(lang, "inline-none-yet")
    )
    return InlineQueryResultsButton(text=text, start_parameter=START_PARAMETER)


def share_hint(update: Update, context: HandlerContext) -> str:
    """A line for /mytracks: how to share a song from any chat, or, for an admin while inline
    mode is off in @BotFather, how to switch it on. Empty for others while it is off."""
    lang, bot = context.language, context.bot
    if bot.supports_inline_queries:
        return "\n\n" + t(lang, "inline-share-hint", bot=bot.username)
    user = update.effective_user
    if context.services.is_admin(user.id if user else None):
        return "\n\n" + t(lang, "inline-off-admin")
    return ""
