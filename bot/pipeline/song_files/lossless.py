"""The lossless original on request: the WAV as a document when it fits the upload limit, else
FLAC when that fits, else a plain word why. The WAV is fetched from the service again if it has
left the cache; a file sent once is sent again by its file id, so a second tap uploads nothing."""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from pathlib import Path
from typing import ClassVar

from telegram import InputFile, Message
from telegram.constants import ChatAction

from bot.context import Services
from bot.media.audio import wav_info
from bot.pipeline.song_files.on_demand import OnDemand
from bot.pipeline.song_files.sender import Addressed, FileKind, Upload, at_song, send_made
from bot.store import Request
from bot.tasks import SendLossless
from bot.ui.song import lossless_failed_text, lossless_filename, lossless_too_large_text


class Lossless(StrEnum):
    WAV = "wav"
    FLAC = "flac"


async def deliver_lossless(
    services: Services, request_id: int, reply_to_id: int | None
) -> str | None:
    """Send it, or tell the chat why it cannot be sent; its file id, None when none went."""
    to = await at_song(services, request_id, reply_to_id)
    return await send_made(services, to, LosslessFile(services, to.request)) if to else None


# 💿 under a song: made in its turn, sent again by its file id once Telegram holds it.
LOSSLESS = OnDemand(SendLossless, deliver_lossless, lambda request: request.lossless_file_id)


@dataclass(frozen=True)
class LosslessFile:
    """A song's lossless file, as the file sender sends it (bot/pipeline/song_files/sender.py)."""

    kind: ClassVar[FileKind] = FileKind(
        "lossless file",
        ChatAction.UPLOAD_DOCUMENT,
        ("flac",),
        lossless_failed_text,
        lossless_too_large_text,
    )
    services: Services
    request: Request
    caption = None  # the document's name says what it is

    @property
    def sent_before(self) -> str | None:
        return self.request.lossless_file_id

    async def make(self) -> Upload | None:
        made = await lossless_file(self.services, self.request)
        if made is None:
            return None
        kind, path = made
        return Upload(path, lossless_filename(self.request, kind))

    async def send(self, chat_id: int, file: str | InputFile, addressed: Addressed) -> Message:
        bot = self.services.bot
        return await bot.send_document(
            chat_id, file, disable_content_type_detection=True, **addressed
        )

    async def kept(self, file_id: str) -> None:
        await self.services.store.requests.update(self.request.id, lossless_file_id=file_id)
        self.services.files.forget_unused(self.request, "wav", "flac")  # Telegram keeps it now


async def lossless_file(services: Services, request: Request) -> tuple[Lossless, Path] | None:
    """The file to send and its kind, None when even the FLAC is over the upload limit; the
    FLAC is made (and kept) only when the WAV is too big."""
    limit = services.settings.upload_limit_bytes
    files = services.files
    wav = await files.wav(request)
    wav_info(wav).check_whole(request.service_duration_sec)  # a cut-off WAV is not the song
    if wav.stat().st_size <= limit:
        return Lossless.WAV, wav
    flac = await files.flac(request, wav)  # in the shared pool of FLAC encodes
    if flac.stat().st_size <= limit:
        return Lossless.FLAC, flac
    return None
