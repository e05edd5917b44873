"""A guest mode's song into its inline message. Telegram fills an inline message only with a
file it already holds, so the MP3 (with its cover as the thumbnail: an edit cannot upload that
either) goes first, through the one way a made file goes
(bot/pipeline/song_files/sender.py `send_made`, as a `SongFile`), to a chat that keeps it,
FILES_CHAT_ID, else the asker's private chat; the file id Telegram gives it then turns the
inline message into the song (editMessageMedia), with 👍 / 👎 under it. That id is stored on
the request once kept, so a try after a failed edit uploads nothing again; an edit answered
"not modified" (a retried edit whose first try went through) is the song shown.

A message that can no longer be edited (deleted, too old) is no loss: the song goes to the
asker's private chat instead (by its file id, nothing uploaded twice). A song with nowhere to go
(the files chat refuses it and the asker's private chat is closed) waits, uncounted, and goes
when the private chat opens (bot/pipeline/delivery.py tries it again every minute at most).
"""

from __future__ import annotations

import logging
from dataclasses import replace
from pathlib import Path

from telegram import InputMediaAudio, Message
from telegram.constants import ParseMode
from telegram.error import BadRequest

from bot.context import Services
from bot.errors import SongbotError
from bot.media.audio import mp3_duration
from bot.pipeline.song_files.sender import FilesChat, send_made
from bot.pipeline.song_files.song_file import SongFile, SongHeld
from bot.store import Request
from bot.store.votes import Tally
from bot.telegram import with_retries
from bot.telegram.notify import inline_edit_refused
from bot.texts import t
from bot.ui.song import PERFORMER, audio_caption, lossless_keyboard
from bot.ui.votes import guest_song_keyboard

log = logging.getLogger(__name__)

_NOT_MODIFIED = "not modified"
# Telegram's words (lowercased) for an inline message that can no longer be edited: deleted,
# too old, or never known. Any other refusal is this try's, not the message's end.


class NowhereToKeep(SongbotError):
    """Neither FILES_CHAT_ID nor the asker's private chat took the song's file: it waits for
    the private chat to open, uncounted (the world's fault, not the song's)."""


async def deliver_inline(
    services: Services, request: Request, mp3: Path, cover: bytes | None
) -> SongHeld:
    """The song into its inline message; its file id from now on (of the copy in the files
    chat or the asker's private chat), and its message in the private chat, if there."""
    duration = mp3_duration(mp3)  # a damaged MP3 is the song's own fault, found before a send
    held = await _kept_once(services, SongFile(services.bot, request, mp3, cover, duration, None))
    assert held.file_id is not None  # sendAudio answers with the audio it sent
    media = InputMediaAudio(
        held.file_id,
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
            what=f"request {request.id}: the song into its inline message",
        )
    except BadRequest as error:
        if _NOT_MODIFIED in str(error).lower():  # a retried edit whose first try went through
            return held
        if not inline_edit_refused(error):
            raise
        await services.notifier.inline_message_gone(request, error)
        if held.message_id is None:  # only the files chat holds it
            head = t(request.language, "guest-elsewhere")
            by_id = SongFile(services.bot, request, mp3, cover, None, None, held.file_id, head)
            return _held(request, await _to_private(services, by_id))
    return held


async def deliver_elsewhere(
    services: Services, request: Request, mp3: Path, cover: bytes | None
) -> SongHeld:
    """Its inline message is gone: the song to the asker's private chat, with its buttons (by
    the id an earlier try kept it under, if any); a chat that refuses it (never opened,
    blocked) keeps it waiting for the chat to open."""
    if request.audio_file_id and request.audio_message_id:  # the private chat holds it already
        return SongHeld(request.audio_file_id, request.audio_message_id)
    known = request.audio_file_id
    duration = None if known else mp3_duration(mp3)
    song = SongFile(services.bot, request, mp3, cover, duration, None, known)
    return _held(request, await _to_private(services, song))


async def _kept_once(services: Services, song: SongFile) -> SongHeld:
    """The song's file kept once for all its tries: an earlier try's (its id stored on the
    request), else uploaded now and its id stored, so that a try after a failed edit uploads
    nothing again (nor leaves one more copy in the asker's private chat)."""
    request = song.request
    if request.audio_file_id:
        return SongHeld(request.audio_file_id, request.audio_message_id)
    held = _held(request, await _keep(services, song))
    await services.store.requests.update(
        request.id, audio_file_id=held.file_id, audio_message_id=held.message_id
    )
    request.audio_file_id, request.audio_message_id = held.file_id, held.message_id
    return held


def _held(request: Request, message: Message) -> SongHeld:
    """`message`'s song: its id a reply target only in the request's own chat."""
    audio = message.audio
    own = message.chat.id == request.chat_id
    return SongHeld(audio.file_id if audio else None, message.message_id if own else None)


async def _keep(services: Services, song: SongFile) -> Message:
    """Upload the MP3 where Telegram will keep it: FILES_CHAT_ID (no buttons: nobody there
    needs them), else (or when that refuses it) the asker's private chat, where it is their
    copy, with a song's usual buttons."""
    request, files_chat = song.request, services.settings.FILES_CHAT_ID
    if files_chat is not None:
        held = await _kept_in(services, files_chat, song)
        if held is not None:
            return held
        log.warning("request %s: FILES_CHAT_ID did not keep the song", request.id)
    return await _to_private(services, song)


async def _to_private(services: Services, song: SongFile) -> Message:
    """`song` to the asker's private chat, with a song's usual buttons (uploaded, or by the id
    a copy got when the inline message went); one refused there waits (`NowhereToKeep`)."""
    request = song.request
    song = replace(song, buttons=lossless_keyboard(request))
    held = await _kept_in(services, request.user_id, song)
    if held is None:
        raise NowhereToKeep(f"request {request.id}: its asker's private chat did not take it")
    return held


async def _kept_in(services: Services, chat_id: int, song: SongFile) -> Message | None:
    """`song` sent to `chat_id` as a chat that keeps it (nothing answered, told or ended
    there): the message that holds it, None when it did not go (logged by `send_made`)."""
    file_id = await send_made(services, FilesChat(song.request, chat_id), song)
    return song.sent if file_id else None
