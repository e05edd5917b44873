"""A guest mode's song into its inline message. Telegram fills an inline message only with a
file it already holds, so the MP3 (with its cover as the thumbnail: an edit cannot upload that
either) goes first to a chat that keeps it, FILES_CHAT_ID, else the asker's private chat; the
file id Telegram gives it then turns the inline message into the song (editMessageMedia), with
👍 / 👎 under it.

A message that can no longer be edited (deleted, too old) is no loss: the song goes to the
asker's private chat instead (by its file id, nothing uploaded twice). A song with nowhere to go
(the files chat refuses it and the asker's private chat is closed) waits, uncounted, and goes
when the private chat opens (bot/pipeline/delivery.py tries it again every minute at most).
"""

from __future__ import annotations

import logging
from collections.abc import Awaitable, Callable
from functools import partial
from pathlib import Path

from telegram import InlineKeyboardMarkup, InputMediaAudio, Message
from telegram.constants import MessageLimit, ParseMode
from telegram.error import BadRequest, Forbidden

from bot.context import Services
from bot.errors import SongbotError
from bot.media.audio import mp3_duration
from bot.store import Request
from bot.store.votes import Tally
from bot.telegram import Place, with_retries
from bot.texts import t
from bot.ui.song import PERFORMER, audio_caption, lossless_keyboard
from bot.ui.votes import guest_song_keyboard

log = logging.getLogger(__name__)


# sendAudio of the song's MP3 (its cover the thumbnail) at a place, with these buttons.
Upload = Callable[[Place, InlineKeyboardMarkup | None], Awaitable[Message]]


class NowhereToKeep(SongbotError):
    """Neither FILES_CHAT_ID nor the asker's private chat took the song's file: it waits for
    the private chat to open, uncounted (the world's fault, not the song's)."""


async def deliver_inline(
    services: Services, request: Request, mp3: Path, upload: Upload
) -> Message:
    """The song into its inline message; the message that holds its file (in the files chat
    or the asker's private chat), whose file id is the song's from now on."""
    held = await _keep(services, request, upload)
    audio = held.audio
    assert audio is not None  # sendAudio answers with the audio it sent
    duration = mp3_duration(mp3)
    media = InputMediaAudio(
        audio.file_id,
        caption=audio_caption(request, duration),
        parse_mode=ParseMode.HTML,
        duration=round(duration),
        performer=PERFORMER,
        title=request.title,
    )
    try:
        await with_retries(
            lambda: services.bot.edit_message_media(
                media,
                inline_message_id=request.inline_message_id,
                reply_markup=guest_song_keyboard(request.id, request.language, Tally()),
            ),
            services.tuning,
            what=f"request {request.id}: the song into its inline message",
        )
    except BadRequest as error:
        await services.notifier.inline_message_gone(request, error)
        if held.chat_id != request.user_id:
            return await _to_private(services, request, audio.file_id)
    return held


async def deliver_elsewhere(request: Request, upload: Upload) -> Message:
    """Its inline message is gone: the song to the asker's private chat, with its buttons;
    a chat that refuses it (never opened, blocked) keeps it waiting for the chat to open."""
    try:
        return await upload(Place(request.user_id, None, None), lossless_keyboard(request))
    except (BadRequest, Forbidden) as error:
        raise NowhereToKeep(str(error)) from error


async def _keep(services: Services, request: Request, upload: Upload) -> Message:
    """Upload the MP3 where Telegram will keep it: FILES_CHAT_ID (no buttons: nobody there
    needs them), else (or when that refuses it) the asker's private chat, where it is their
    copy, with a song's usual buttons."""
    files_chat = services.settings.FILES_CHAT_ID
    if files_chat is not None:
        try:
            return await upload(Place(files_chat, None, None), None)
        except (BadRequest, Forbidden) as error:
            log.warning("request %s: FILES_CHAT_ID refused the song: %s", request.id, error)
    return await deliver_elsewhere(request, upload)


async def _to_private(services: Services, request: Request, file_id: str) -> Message:
    """The inline message is gone: the song, by its file id, to the asker's private chat."""
    head = t(request.language, "guest-elsewhere")
    caption = partial(audio_caption, request, None)
    try:
        return await with_retries(
            lambda: services.bot.send_audio(
                request.user_id,
                file_id,
                caption=f"{head}\n{caption(MessageLimit.CAPTION_LENGTH - len(head) - 1)}",
                parse_mode=ParseMode.HTML,
                reply_markup=lossless_keyboard(request),
            ),
            services.tuning,
            what=f"request {request.id}: the song to its asker's private chat",
        )
    except (BadRequest, Forbidden) as error:
        raise NowhereToKeep(str(error)) from error
