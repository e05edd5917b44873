"""One way to send a file made for a song (its lossless original, its video, a guest song's MP3):
to a destination, again by the file id Telegram keeps once it has it, else made (from the cached
WAV) under the chat action and uploaded; tried again through Telegram's passing faults
(bot/telegram/faults.py), and, under a song, what went wrong told where the file would have
come. What differs by kind (how a file is made, the Bot API call that carries it, where its id
is kept) is its `MadeFile` (lossless.py, video.py, song_file.py).

A destination is a song's place (its chat and topic, answering the song; in General naming the
asker once the topic went) or a chat that keeps a file (`FilesChat`), for a message that takes
nothing but a file id (an inline message cannot carry an upload): there nothing is answered,
nothing told and nothing ended, and the caller learns from the id whether it went.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Iterator
from contextlib import AbstractAsyncContextManager, contextmanager, nullcontext
from dataclasses import dataclass
from pathlib import Path
from typing import ClassVar, Protocol, TypedDict

from telegram import InputFile, Message, ReplyParameters
from telegram.constants import MessageLimit, ParseMode
from telegram.error import Forbidden, TelegramError

from bot.context import Services
from bot.media.audio import AudioFormatError
from bot.media.video_worker import VideoError
from bot.service.errors import ServiceError
from bot.store import Request
from bot.telegram import Place, place_of, with_retries
from bot.telegram.notify import NoHomeYet
from bot.telegram.replies import chat_action

log = logging.getLogger(__name__)

# What may keep a file from going without being a bug: the service (the WAV fetched again),
# Telegram, the disk, a damaged cached WAV, the video worker.
_FAILURES = (ServiceError, TelegramError, OSError, AudioFormatError, VideoError)


@dataclass(frozen=True)
class SongPlace:
    """Under a song: its chat and topic, answering `answer_to` (the message whose button was
    pressed, else the song); in General, naming the asker, once the topic went."""

    request: Request
    answer_to: int | None

    @property
    def place(self) -> Place:
        return place_of(self.request, self.answer_to)


@dataclass(frozen=True)
class FilesChat:
    """A chat that keeps `request`'s file so that its id can fill a message elsewhere: one that
    only keeps files (FILES_CHAT_ID), or the asker's private chat, where it is their copy. A
    refusal there ends nothing: the caller decides what the missing id means."""

    request: Request
    chat_id: int

    @property
    def place(self) -> Place:
        return Place(self.chat_id, None, None)


Destination = SongPlace | FilesChat


@dataclass(frozen=True)
class Upload:
    """A file to upload, opened for each try (a try in General after its topic refused it
    starts from the first byte again)."""

    path: Path
    name: str


@dataclass(frozen=True)
class FileKind:
    """What is the same for every file of one kind (every lossless file, every video)."""

    what: str  # in logs: "lossless file"
    action: str  # the chat action while one is made and sent (telegram.constants.ChatAction)
    cached: tuple[str, ...]  # its files in the audio cache beside the WAV ("flac")
    # The words at a song's place when one cannot be sent, in a language, and when it is over
    # the upload limit (in MB); None for a kind only ever kept in a `FilesChat`, told nowhere.
    failed: Callable[[str], str] | None = None
    too_large: Callable[[str, int], str] | None = None


class Addressed(TypedDict):
    """The arguments every send of a made file shares: where it goes, its caption, how long
    the upload may take."""

    caption: str | None
    parse_mode: str
    reply_parameters: ReplyParameters | None
    message_thread_id: int | None
    write_timeout: float
    read_timeout: float


def addressed(place: Place, caption: Callable[[int], str] | None, timeout: float) -> Addressed:
    """Where a made file goes at `place`, its own caption (made for the room the naming of the
    asker leaves, if any) and how long its upload may take."""
    shown = place.named(caption, MessageLimit.CAPTION_LENGTH) if caption else place.naming
    return Addressed(
        caption=shown or None,
        parse_mode=ParseMode.HTML,
        reply_parameters=place.reply_parameters,
        message_thread_id=place.thread_id,
        write_timeout=timeout,
        read_timeout=timeout,
    )


@contextmanager
def opened(upload: Upload) -> Iterator[InputFile]:
    """`upload` as the Bot API takes it, streamed from disk (read_file_handle=False: never whole
    in memory), open while it is sent."""
    with upload.path.open("rb") as file:
        yield InputFile(file, filename=upload.name, read_file_handle=False)


class MadeFile(Protocol):
    """One song's file of a kind, as `send_made` sends it."""

    kind: ClassVar[FileKind]

    @property
    def sent_before(self) -> str | None:
        """Its file id once Telegram holds it: sent again by that, nothing made."""

    @property
    def caption(self) -> Callable[[int], str] | None:
        """Its own words under it, made for the room they are given (after the asker's name in
        General); None for none."""

    async def make(self) -> Upload | None:
        """The file to upload (inside the audio cache's `using`); None: over the upload limit."""

    async def send(self, chat_id: int, file: str | InputFile, addressed: Addressed) -> Message:
        """Its Bot API call, once."""

    async def kept(self, file_id: str) -> None:
        """An upload's id stored, its cached files let go (Telegram keeps it now)."""


async def at_song(services: Services, request_id: int, answer_to: int | None) -> SongPlace | None:
    """Where a file of the request goes when its button is pressed: answering `answer_to`, else
    the song; None for a request no longer stored."""
    request = await services.store.requests.get(request_id)
    if request is None:
        return None
    return SongPlace(request, answer_to or request.audio_message_id)


async def send_made(services: Services, to: Destination, file: MadeFile) -> str | None:
    """Send `file` to `to`; its file id, or None when it did not go: at a song's place the
    words why are told there, a chat that no longer hears the bot is ended."""
    request, kind = to.request, file.kind
    try:
        return await _send_made(services, to, file)
    except NoHomeYet:  # the forum shut whole, and no private chat yet: its asker's admins hear
        log.warning("request %s: %s has nowhere to go", request.id, kind.what)
        if kind.failed and isinstance(to, SongPlace):
            await services.notifier.send_to(
                to.place, kind.failed(request.language), elsewhere=True, request=request
            )
        return None
    except _FAILURES as error:
        if isinstance(error, Forbidden) and isinstance(to, SongPlace):
            await services.notifier.chat_gone(to.place.chat_id)
            return None
        if isinstance(error, AudioFormatError):  # a damaged cached WAV: the next press refetches
            services.files.forget(request, "wav", *kind.cached)
        log.warning("request %s: %s not sent: %s", request.id, kind.what, type(error).__name__)
        if kind.failed:
            await _tell(services, to, kind.failed(request.language))
    return None


async def _send_made(services: Services, to: Destination, file: MadeFile) -> str | None:
    if file.sent_before:
        return await _send_file(services, to, file, file.sent_before)
    request = to.request
    with services.files.using(request.id):
        async with _action(services, to, file.kind.action):
            upload = await file.make()
            file_id = await _send_file(services, to, file, upload) if upload else None
    too_large = file.kind.too_large
    if upload is None and too_large:
        limit = services.settings.TELEGRAM_UPLOAD_LIMIT_MB
        await _tell(services, to, too_large(request.language, limit))
    elif file_id:
        await file.kept(file_id)
    return file_id


async def _send_file(
    services: Services, to: Destination, file: MadeFile, sending: str | Upload
) -> str | None:
    """`sending` (a file id, or an upload opened anew for each place tried) as `file` at `to`,
    tried again through Telegram's passing faults; in General if a song's topic refused it.
    The id Telegram gives it."""
    timeout = services.tuning.telegram.upload_timeout_sec

    async def send(place: Place, item: str | InputFile) -> Message:
        where = addressed(place, file.caption, timeout)
        what = f"request {to.request.id}: {file.kind.what}"
        return await with_retries(lambda: file.send(place.chat_id, item, where), what=what)

    async def send_at(place: Place) -> Message:
        if isinstance(sending, str):
            return await send(place, sending)
        with opened(sending) as upload:
            return await send(place, upload)

    if isinstance(to, SongPlace):  # its topic, General, the asker's private chat: NoHomeYet
        message = await services.notifier.at_home(to.place, send_at, to.request)
    else:
        message = await services.notifier.in_place(to.place, send_at)
    media = message.document or message.video or message.audio
    return media.file_id if media else None


def _action(services: Services, to: Destination, action: str) -> AbstractAsyncContextManager[None]:
    """The chat action at a song's place ("sending a file…"); none where files are only kept."""
    if isinstance(to, FilesChat):
        return nullcontext()
    after = services.tuning.telegram.chat_action_after_sec
    place = to.place
    return chat_action(services.bot, place.chat_id, action, after=after, thread_id=place.thread_id)


async def _tell(services: Services, to: Destination, text: str) -> None:
    """Why a file did not come, where it would have come: at a song's place only (the caller of
    a files chat learns it from the missing id)."""
    if isinstance(to, SongPlace):
        await services.notifier.send_to(to.place, text, request=to.request)
