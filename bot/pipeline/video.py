"""A song as a video for sharing, on request ("🎬 Video" under it): made once in the worker
process (bot/media/videos.py) from the song's WAV, cover, title and lyrics, and sent as a video
into the song's chat and topic, as a reply to the song. A video sent once is sent again by its
file id: a second press makes and uploads nothing. No track is spent: the WAV is the song's own,
fetched again from the service if it left the cache."""

from __future__ import annotations

import logging
from enum import StrEnum
from functools import partial

from telegram import InputFile, Message
from telegram.constants import MessageLimit, ParseMode
from telegram.error import Forbidden, TelegramError

from bot.context import Services
from bot.media.audio import AudioFormatError
from bot.media.video import HEIGHT, WIDTH
from bot.media.videos import VideoError
from bot.pipeline.lossless import Upload, send_file_at_place, tell_at_place
from bot.pipeline.on_demand import Started, start_on_demand
from bot.service.errors import ServiceError
from bot.store import Request
from bot.tasks import SendVideo
from bot.telegram import Place, place_of, with_retries
from bot.telegram.replies import chat_action
from bot.ui.song import video_caption, video_failed_text, video_filename, video_too_large_text

log = logging.getLogger(__name__)


class VideoSent(StrEnum):
    UPLOADED = "uploaded"
    SENT_BEFORE = "sent-before"  # by its stored file id
    TOO_LARGE = "too-large"


def start_video(services: Services, request: Request, reply_to_id: int | None) -> Started:
    """Make (or find) and send the video in a task of its own, as a reply to the song whose
    button was pressed; one not sent before in its turn among the files made on demand
    (bot/pipeline/on_demand.py)."""
    return start_on_demand(
        services,
        SendVideo(request.id),
        request,
        reply_to_id,
        lambda: deliver_video(services, request.id, reply_to_id),
        makes_file=not request.video_file_id,
    )


async def deliver_video(
    services: Services, request_id: int, reply_to_id: int | None
) -> VideoSent | None:
    """Send it, or tell the chat why it cannot be sent; None when nothing could be done."""
    request = await services.store.requests.get(request_id)
    if request is None:
        return None
    answer_to = reply_to_id or request.audio_message_id
    try:
        kind = await send_video(services, request, answer_to)
    except Forbidden:
        await services.notifier.chat_gone(request.chat_id)
        return None
    except (ServiceError, TelegramError, OSError, AudioFormatError, VideoError) as error:
        if isinstance(error, AudioFormatError):  # a damaged cached WAV: the next press refetches
            services.files.forget(request, "wav", "mp4")
        log.warning("request %s: video not sent: %s", request.id, type(error).__name__)
        await tell_at_place(services, request, answer_to, video_failed_text(request.language))
        return None
    if kind == VideoSent.TOO_LARGE:
        limit = services.settings.TELEGRAM_UPLOAD_LIMIT_MB
        await tell_at_place(
            services, request, answer_to, video_too_large_text(request.language, limit)
        )
    return kind


async def send_video(services: Services, request: Request, answer_to: int | None) -> VideoSent:
    """Send the video as a reply to `answer_to` (the song); say how it went."""
    if request.video_file_id:
        await _send_video(services, request, request.video_file_id, answer_to, None)
        return VideoSent.SENT_BEFORE
    files = services.files
    limit = services.settings.upload_limit_bytes
    with files.using(request.id):
        action = "upload_video"
        thread = place_of(request).thread_id
        after = services.tuning.chat_action_after_sec
        async with chat_action(
            services.bot, request.chat_id, action, after=after, thread_id=thread
        ):
            path, made = await files.video(request, limit)
            if path.stat().st_size > limit:
                files.forget(request, "mp4")
                return VideoSent.TOO_LARGE
            seconds = made.duration_sec if made else request.service_duration_sec
            upload = Upload(path, video_filename(request))
            message = await _send_video(services, request, upload, answer_to, seconds)
    if message.video:
        await services.store.requests.update(request.id, video_file_id=message.video.file_id)
        files.forget(request, "mp4")  # Telegram keeps it now
    return VideoSent.UPLOADED


async def _send_video(
    services: Services,
    request: Request,
    video: str | Upload,
    answer_to: int | None,
    seconds: float | None,
) -> Message:
    """At the song's place, answering `answer_to`; in General, naming its asker, if its topic
    went (bot/telegram/place.py), as the song and its lossless file go."""

    async def send(place: Place, file: str | InputFile) -> Message:
        caption = place.named(partial(video_caption, request), MessageLimit.CAPTION_LENGTH)
        return await with_retries(
            lambda: services.bot.send_video(
                place.chat_id,
                file,
                duration=round(seconds) if seconds else None,
                width=WIDTH,
                height=HEIGHT,
                caption=caption,
                parse_mode=ParseMode.HTML,
                supports_streaming=True,
                reply_parameters=place.reply_parameters,
                message_thread_id=place.thread_id,
                write_timeout=services.tuning.upload_timeout_sec,
                read_timeout=services.tuning.upload_timeout_sec,
            ),
            services.tuning,
            what=f"request {request.id}: video",
        )

    return await send_file_at_place(services, request, answer_to, video, send)
