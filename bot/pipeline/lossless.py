"""The lossless original on request: the WAV as a document when it fits the upload limit,
else FLAC when that fits, else a plain word why. A file sent once is re-sent by its id."""

from __future__ import annotations

import asyncio
from enum import StrEnum
from pathlib import Path

from telegram import Message

from bot.context import Services
from bot.pipeline.audio import encode_flac
from bot.store import Request

UPLOAD_TIMEOUT_SEC = 300.0


class Lossless(StrEnum):
    WAV = "wav"
    FLAC = "flac"
    TOO_LARGE = "too-large"


async def lossless_file(services: Services, request: Request) -> tuple[Lossless, Path | None]:
    limit = services.settings.upload_limit_bytes
    wav = await services.delivery.files.wav(request)
    if wav.stat().st_size <= limit:
        return Lossless.WAV, wav
    flac = services.delivery.files.path(request, "flac")
    if not flac.exists():
        partial = flac.with_suffix(".flac.part")
        await asyncio.to_thread(encode_flac, wav, partial)
        partial.replace(flac)
    if flac.stat().st_size <= limit:
        return Lossless.FLAC, flac
    return Lossless.TOO_LARGE, None


async def send_lossless(services: Services, request: Request) -> Lossless:
    """Send the lossless file as a reply to the audio; say which kind went (or why none did)."""
    bot = services.bot
    if request.lossless_file_id:
        await _send_document(services, request, request.lossless_file_id, None)
        return Lossless.WAV
    kind, path = await lossless_file(services, request)
    if path is None:
        return kind
    await bot.send_chat_action(request.chat_id, "upload_document")
    with path.open("rb") as file:
        message = await _send_document(services, request, file, f"{request.title}.{kind}"[:60])
    if message.document:
        await services.store.requests.update(request.id, lossless_file_id=message.document.file_id)
    return kind


async def _send_document(
    services: Services, request: Request, document: object, filename: str | None
) -> Message:
    return await services.bot.send_document(
        request.chat_id,
        document,  # type: ignore[arg-type]
        filename=filename,
        reply_to_message_id=request.audio_message_id,
        allow_sending_without_reply=True,
        write_timeout=UPLOAD_TIMEOUT_SEC,
        read_timeout=UPLOAD_TIMEOUT_SEC,
        disable_content_type_detection=True,
    )
