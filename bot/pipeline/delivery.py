"""Bringing a finished song to its chat: WAV streamed to disk, MP3 encoded off the event loop,
sendAudio as a reply to the request, then `delivered`. Failures wait and are tried again."""

from __future__ import annotations

import asyncio
import logging
from pathlib import Path

from telegram import InlineKeyboardButton, InlineKeyboardMarkup, Message
from telegram.constants import ParseMode
from telegram.error import Forbidden, TelegramError

from bot.context import Services
from bot.pipeline import messages
from bot.pipeline.audio import AudioFormatError, encode_mp3
from bot.pipeline.files import AudioFiles
from bot.service.errors import NotFound, ServiceError
from bot.store import Request, State
from bot.texts import raw, t

log = logging.getLogger(__name__)

PERFORMER = "Songbot"
UPLOAD_TIMEOUT_SEC = 300.0


def clock_length(seconds: float) -> str:
    whole = round(seconds)
    return f"{whole // 60}:{whole % 60:02d}"


def audio_caption(request: Request) -> str:
    style = (request.style or "").strip()
    if len(style) > 300:
        style = style[:299] + "…"
    return t(
        request.language,
        "audio-caption",
        title=request.title or "Song",
        style=style or "-",
        length=clock_length(request.service_duration_sec or request.duration_sec),
        price=f"{request.price_byn:.2f}" if request.price_byn is not None else "-",
        has_style="yes" if style else "no",
    )


def lossless_keyboard(request: Request) -> InlineKeyboardMarkup:
    label = raw(request.language, "button-lossless")
    return InlineKeyboardMarkup(
        [[InlineKeyboardButton(label, callback_data=f"lossless:{request.id}")]]
    )


class Delivery:
    def __init__(self, services: Services) -> None:
        self._s = services
        self.files = AudioFiles(services.settings.DATA_DIR, services.music)

    def start(self, request_id: int) -> None:
        self._s.tasks.spawn(("deliver", request_id), self._deliver(request_id))

    async def tick(self) -> None:
        """Pick up completed requests whose delivery was cut short or must be retried."""
        now = self._s.clock()
        for request in await self._s.store.requests.in_states([State.COMPLETED]):
            if request.not_before <= now:
                self.start(request.id)

    async def _deliver(self, request_id: int) -> None:
        requests = self._s.store.requests
        request = await requests.get(request_id)
        if request is None or request.state != State.COMPLETED:
            return
        await requests.update(request.id, delivery_attempts=request.delivery_attempts + 1)
        try:
            mp3 = await self._mp3(request)
            message = await self._send_audio(request, mp3)
        except Forbidden:
            await self._chat_gone(request)
            return
        except NotFound:
            await self._give_up(request, "the service no longer has the file")
            return
        except (ServiceError, TelegramError, AudioFormatError, OSError) as error:
            log.warning("request %s: delivery failed, retrying: %r", request.id, error)
            await requests.update(
                request.id, not_before=self._s.clock() + self._s.tuning.delivery_retry_sec
            )
            return
        await requests.move(
            request.id,
            State.COMPLETED,
            State.DELIVERED,
            audio_file_id=message.audio.file_id if message.audio else None,
            audio_message_id=message.message_id,
            finished_at=self._s.clock(),
        )
        log.info("request %s: delivered", request.id)
        await self._s.notifier.clear_status(request)

    async def _mp3(self, request: Request) -> Path:
        mp3 = self.files.path(request, "mp3")
        if mp3.exists():
            return mp3
        wav = await self.files.wav(request)
        partial = mp3.with_suffix(".mp3.part")
        await asyncio.to_thread(
            encode_mp3, wav, partial, title=request.title, artist=PERFORMER, album=PERFORMER
        )
        partial.replace(mp3)
        return mp3

    async def _send_audio(self, request: Request, mp3: Path) -> Message:
        await self._s.bot.send_chat_action(request.chat_id, "upload_voice")
        with mp3.open("rb") as audio:
            return await self._s.bot.send_audio(
                request.chat_id,
                audio,
                filename=f"{request.title or 'song'}.mp3"[:60],
                title=request.title,
                performer=PERFORMER,
                duration=round(request.service_duration_sec or request.duration_sec),
                caption=audio_caption(request),
                parse_mode=ParseMode.HTML,
                reply_to_message_id=request.request_message_id,
                allow_sending_without_reply=True,
                reply_markup=lossless_keyboard(request),
                write_timeout=UPLOAD_TIMEOUT_SEC,
                read_timeout=UPLOAD_TIMEOUT_SEC,
            )

    async def _chat_gone(self, request: Request) -> None:
        """The user blocked the bot or it left the group: end without sending anything."""
        await self._s.store.chats.set_active(request.chat_id, False)
        await self._s.store.requests.move(
            request.id,
            State.COMPLETED,
            State.FAILED,
            error="the chat no longer accepts messages from the bot",
            finished_at=self._s.clock(),
        )
        log.info("request %s: chat %s is gone, not delivered", request.id, request.chat_id)

    async def _give_up(self, request: Request, reason: str) -> None:
        if await self._s.store.requests.move(
            request.id, State.COMPLETED, State.FAILED, error=reason, finished_at=self._s.clock()
        ):
            log.warning("request %s: delivery given up: %s", request.id, reason)
            await messages.show_outcome(self._s, request.id)
