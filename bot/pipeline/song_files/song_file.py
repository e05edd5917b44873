"""A song's MP3 as a made file (bot/pipeline/song_files/sender.py `MadeFile`): uploaded with its
title, performer, duration and cover as the thumbnail, or sent again by the file id a chat's
copy got, which carries them already. The song's delivery sends it at its place (delivery.py
`send_song`); a guest song goes through `send_made` to a chat that keeps it, whose file id then
fills its inline message (bot/pipeline/guest/delivery.py)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from functools import partial
from pathlib import Path
from typing import ClassVar

from telegram import Bot, InlineKeyboardMarkup, InputFile, Message
from telegram.constants import ChatAction

from bot.pipeline.song_files.sender import Addressed, FileKind, Upload
from bot.shorten import shown_length_of
from bot.store import Request
from bot.ui.song import PERFORMER, audio_caption, audio_filename

# Told nowhere by the file sender: a song that did not go is its delivery's to try again.
SONG = FileKind("song", ChatAction.UPLOAD_VOICE, ("mp3",))


@dataclass(frozen=True)
class SongHeld:
    """A sent song: its file id from now on (None: Telegram gave none), and its message in the
    request's own chat, a reply target there (None when only another chat holds it)."""

    file_id: str | None
    message_id: int | None


@dataclass
class SongFile:
    """The song's MP3 with `buttons` under it; `head`, words above its caption. Once sent,
    `sent` is the message that holds it (its id is the song's audio message)."""

    kind: ClassVar[FileKind] = SONG
    bot: Bot
    request: Request
    mp3: Path
    cover: bytes | None
    duration: float | None  # the MP3's own (never the job's); None: sent by its id, not read
    buttons: InlineKeyboardMarkup | None
    sent_before: str | None = None  # the id of a copy a chat keeps: sent by that, no upload
    head: str | None = None
    sent: Message | None = field(default=None, init=False)

    @property
    def caption(self) -> Callable[[int], str]:
        made = partial(audio_caption, self.request, self.duration)
        head = self.head
        if head is None:
            return made
        taken = shown_length_of(head) + 1  # as Telegram counts it: 🎵 is two
        return lambda room: f"{head}\n{made(room - taken)}"

    async def make(self) -> Upload:
        """The MP3 the delivery made (encoded while the WAV downloaded): nothing more to make."""
        return Upload(self.mp3, audio_filename(self.request))

    async def send(self, chat_id: int, file: str | InputFile, addressed: Addressed) -> Message:
        if isinstance(file, str):  # Telegram's copy has its tags and thumbnail already
            self.sent = await self.bot.send_audio(
                chat_id, file, reply_markup=self.buttons, **addressed
            )
            return self.sent
        thumbnail = InputFile(self.cover, filename="cover.jpg", attach=True) if self.cover else None
        self.sent = await self.bot.send_audio(
            chat_id,
            file,
            title=self.request.title,
            performer=PERFORMER,
            duration=None if self.duration is None else round(self.duration),
            reply_markup=self.buttons,
            thumbnail=thumbnail,
            **addressed,
        )
        return self.sent

    async def kept(self, file_id: str) -> None:
        """Nothing to store here: the delivery keeps the id as it marks the song delivered, and
        lets the MP3 and cover go then."""
