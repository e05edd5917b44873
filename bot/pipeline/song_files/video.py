"""A song as a video for sharing, on request ("🎬 Video" under it): made once in the worker
process (bot/media/video_worker.py) from the song's WAV, cover, title and lyrics, and sent as a
video into the song's chat and topic, as a reply to the song. A video sent once is sent again by its
file id: a second press makes and uploads nothing. No track is spent: the WAV is the song's own,
fetched again from the service if it left the cache."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from functools import partial
from typing import ClassVar

from telegram import InputFile, Message
from telegram.constants import ChatAction

from bot.context import Services
from bot.media.video import HEIGHT, WIDTH
from bot.pipeline.song_files.on_demand import OnDemand
from bot.pipeline.song_files.sender import Addressed, FileKind, Upload, at_song, send_made
from bot.store import Request
from bot.tasks import SendVideo
from bot.ui.song import video_caption, video_failed_text, video_filename, video_too_large_text


async def deliver_video(services: Services, request_id: int, reply_to_id: int | None) -> str | None:
    """Send it, or tell the chat why it cannot be sent; its file id, None when none went."""
    to = await at_song(services, request_id, reply_to_id)
    return await send_made(services, to, VideoFile(services, to.request)) if to else None


# 🎬 under a song: made once in the video worker, in its turn; sent again by its file id.
VIDEO = OnDemand(SendVideo, deliver_video, lambda request: request.video_file_id)


@dataclass
class VideoFile:
    """A song's video, as the file sender sends it (bot/pipeline/song_files/sender.py); at its
    song's place, in General naming its asker if its topic went, as the song goes."""

    kind: ClassVar[FileKind] = FileKind(
        "video", ChatAction.UPLOAD_VIDEO, ("mp4",), video_failed_text, video_too_large_text
    )
    services: Services
    request: Request
    seconds: float | None = field(default=None, init=False)  # an upload's, once made

    @property
    def sent_before(self) -> str | None:
        return self.request.video_file_id

    @property
    def caption(self) -> Callable[[int], str]:
        return partial(video_caption, self.request)

    async def make(self) -> Upload | None:
        """Made once in the worker from the cached WAV (bot/media/files.py `video`)."""
        files, request = self.services.files, self.request
        limit = self.services.settings.upload_limit_bytes
        path, made = await files.video(request, limit)
        if path.stat().st_size > limit:
            files.forget(request, "mp4")
            return None
        self.seconds = made.duration_sec if made else request.service_duration_sec
        return Upload(path, video_filename(request))

    async def send(self, chat_id: int, file: str | InputFile, addressed: Addressed) -> Message:
        return await self.services.bot.send_video(
            chat_id,
            file,
            duration=round(self.seconds) if self.seconds else None,
            width=WIDTH,
            height=HEIGHT,
            supports_streaming=True,
            **addressed,
        )

    async def kept(self, file_id: str) -> None:
        await self.services.store.requests.update(self.request.id, video_file_id=file_id)
        self.services.files.forget(self.request, "mp4")  # Telegram keeps it now
