"""The lossless original on request: the WAV as a document when it fits the upload limit, else
FLAC when that fits, else a plain word why. The WAV is fetched from the service again if it has
left the cache; a file sent once is sent again by its file id, so a second tap uploads nothing."""

from __future__ import annotations

import logging
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from enum import StrEnum
from pathlib import Path

from telegram import InputFile, Message
from telegram.constants import ParseMode
from telegram.error import Forbidden, TelegramError

from bot.context import Services
from bot.media.audio import AudioFormatError, wav_info
from bot.pipeline.on_demand import Started, start_on_demand
from bot.service.errors import ServiceError
from bot.store import Request
from bot.tasks import SendLossless
from bot.telegram import Place, place_of, with_retries
from bot.telegram.replies import chat_action
from bot.ui.song import lossless_failed_text, lossless_filename, lossless_too_large_text

log = logging.getLogger(__name__)


class Lossless(StrEnum):
    WAV = "wav"
    FLAC = "flac"
    SENT_BEFORE = "sent-before"  # by its stored file id
    TOO_LARGE = "too-large"


def start_lossless(services: Services, request: Request, reply_to_id: int | None) -> Started:
    """Prepare and send the lossless file in a task of its own (a big upload must not hold up
    other updates), as a reply to the audio whose button was pressed; one not sent before in
    its turn among the files made on demand (bot/pipeline/on_demand.py)."""
    return start_on_demand(
        services,
        SendLossless(request.id),
        request,
        reply_to_id,
        lambda: deliver_lossless(services, request.id, reply_to_id),
        makes_file=not request.lossless_file_id,
    )


async def deliver_lossless(
    services: Services, request_id: int, reply_to_id: int | None
) -> Lossless | None:
    """Send it, or tell the chat why it cannot be sent; None when nothing could be done."""
    request = await services.store.requests.get(request_id)
    if request is None:
        return None
    answer_to = reply_to_id or request.audio_message_id
    try:
        kind = await send_lossless(services, request, answer_to)
    except Forbidden:
        await services.notifier.chat_gone(request.chat_id)
        return None
    except (ServiceError, TelegramError, OSError, AudioFormatError) as error:
        if isinstance(error, AudioFormatError):  # a damaged cached WAV: the next tap refetches
            services.files.forget(request, "wav", "flac")
        log.warning("request %s: lossless file not sent: %s", request.id, type(error).__name__)
        await tell_at_place(services, request, answer_to, lossless_failed_text(request.language))
        return None
    if kind == Lossless.TOO_LARGE:
        limit = services.settings.TELEGRAM_UPLOAD_LIMIT_MB
        await tell_at_place(
            services, request, answer_to, lossless_too_large_text(request.language, limit)
        )
    return kind


async def send_lossless(services: Services, request: Request, answer_to: int | None) -> Lossless:
    """Send the lossless file as a reply to `answer_to` (the audio); say which kind went (or why
    none did)."""
    if request.lossless_file_id:
        await _send_document(services, request, request.lossless_file_id, answer_to)
        return Lossless.SENT_BEFORE
    files = services.files
    with files.using(request.id):
        action, thread = "upload_document", place_of(request).thread_id
        after = services.tuning.chat_action_after_sec
        async with chat_action(
            services.bot, request.chat_id, action, after=after, thread_id=thread
        ):
            kind, path = await lossless_file(services, request)
            if path is None:
                return kind
            upload = Upload(path, lossless_filename(request, kind))
            message = await _send_document(services, request, upload, answer_to)
    if message.document:
        await services.store.requests.update(request.id, lossless_file_id=message.document.file_id)
        files.forget_unused(request, "wav", "flac")  # Telegram keeps it now
    return kind


async def lossless_file(services: Services, request: Request) -> tuple[Lossless, Path | None]:
    """The file to send and its kind; the FLAC is made (and kept) only when the WAV is too big."""
    limit = services.settings.upload_limit_bytes
    files = services.files
    wav = await files.wav(request)
    wav_info(wav).check_whole(request.service_duration_sec)  # a cut-off WAV is not the song
    if wav.stat().st_size <= limit:
        return Lossless.WAV, wav
    flac = await files.flac(request, wav)  # in the shared pool of FLAC encodes
    if flac.stat().st_size <= limit:
        return Lossless.FLAC, flac
    return Lossless.TOO_LARGE, None


@dataclass(frozen=True)
class Upload:
    """A file to upload, opened for each try (a try in General after its topic refused it
    starts from the first byte again)."""

    path: Path
    name: str


async def _send_document(
    services: Services, request: Request, document: str | Upload, answer_to: int | None
) -> Message:
    """At the request's place, answering `answer_to`; in General if its topic went."""

    async def send(place: Place, file: str | InputFile) -> Message:
        return await with_retries(
            lambda: services.bot.send_document(
                place.chat_id,
                file,
                caption=place.naming or None,
                parse_mode=ParseMode.HTML,
                reply_parameters=place.reply_parameters,
                message_thread_id=place.thread_id,
                write_timeout=services.tuning.upload_timeout_sec,
                read_timeout=services.tuning.upload_timeout_sec,
                disable_content_type_detection=True,
            ),
            services.tuning,
            what=f"request {request.id}: lossless file",
        )

    return await send_file_at_place(services, request, answer_to, document, send)


async def send_file_at_place(
    services: Services,
    request: Request,
    answer_to: int | None,
    file: str | Upload,
    send: Callable[[Place, str | InputFile], Awaitable[Message]],
) -> Message:
    """`send` a file about `request` (its lossless file, its video) at the request's place,
    answering `answer_to`; in General if its topic went, the upload opened anew for that try."""

    async def send_at(place: Place) -> Message:
        if isinstance(file, str):
            return await send(place, file)
        with file.path.open("rb") as opened:
            upload = InputFile(opened, filename=file.name, read_file_handle=False)
            return await send(place, upload)

    return await services.notifier.in_place(place_of(request, answer_to), send_at, request)


async def tell_at_place(
    services: Services, request: Request, answer_to: int | None, text: str
) -> None:
    """Why a file about `request` did not come, where it would have come."""
    await services.notifier.send_to(place_of(request, answer_to), text, request=request)
