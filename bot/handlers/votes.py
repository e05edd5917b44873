"""👍 / 👎 under a delivered song: anyone in the chat where it was delivered may vote, once per
song, and change their vote. The press is answered at once; the counts under the song follow in
the housekeeping lane (bot/telegram/lanes.py), after what answers people, and a burst of votes on
one message costs one edit more, never one per vote."""

from __future__ import annotations

import logging

from telegram import Update
from telegram.error import TelegramError

from bot.context import Services
from bot.handlers.common import song_here
from bot.handlers.handler_context import HandlerContext
from bot.store import Request
from bot.store.votes import Cast
from bot.tasks import ShowInlineVotes, ShowVotes
from bot.telegram import Lane, calls_in
from bot.texts import plain
from bot.ui import votes as words
from bot.ui.song import lossless_keyboard

log = logging.getLogger(__name__)


async def vote_button(update: Update, context: HandlerContext) -> None:
    services, query = context.services, update.callback_query
    assert query is not None
    press = words.VotePress.unpack(query.data)
    if press is None:
        await query.answer(plain(context.language, "button-stale"))
        return
    vote = press.vote
    song = await song_here(update, context, press.request_id)
    if song is None:
        return  # answered as stale
    # A person votes as themselves, whoever asked for the song (a chat, an anonymous admin).
    cast = await services.store.votes.cast(song.id, query.from_user.id, vote.value_stored)
    await query.answer(words.vote_answer(context.language, vote, cast))
    if cast == Cast.SAME:
        return
    if query.message is None:  # guest mode: the song in its inline message
        services.tasks.again(ShowInlineVotes(song.id), lambda: _show_inline(services, song))
        return
    message_id = query.message.message_id
    key = ShowVotes(song.chat_id, message_id)
    services.tasks.again(key, lambda: _show_counts(services, song, message_id))


async def _show_inline(services: Services, song: Request) -> None:
    tally = await services.store.votes.tally(song.id)
    with calls_in(Lane.HOUSEKEEPING):
        try:
            await services.bot.edit_message_reply_markup(
                inline_message_id=song.inline_message_id,
                reply_markup=words.guest_song_keyboard(song.id, song.language, tally),
            )
        except TelegramError as error:  # the votes are kept; the next one shows them
            log.info("request %s: vote counts not shown: %s", song.id, error)


async def _show_counts(services: Services, song: Request, message_id: int) -> None:
    """The counts as they are when the edit goes: votes that came meanwhile are in it."""
    tally = await services.store.votes.tally(song.id)
    with calls_in(Lane.HOUSEKEEPING):
        try:
            await services.bot.edit_message_reply_markup(
                song.chat_id, message_id, reply_markup=lossless_keyboard(song, tally)
            )
        except TelegramError as error:  # the votes are kept; the next one shows them
            log.info("request %s: vote counts not shown: %s", song.id, error)
