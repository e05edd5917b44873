"""Bringing a finished song to its chat: the WAV is encoded to MP3 while it downloads, the MP3
goes out with sendAudio as a reply to the request, then `delivered`. A chat that no longer hears
the bot ends its requests without sending anything.

Each failure is sorted by whose it is. The world's (Telegram failing or refusing the token, the
music service unreachable, a full disk) never counts against the song: it waits, however long, and
goes out within a minute of their return. The song's own (Telegram rejecting its call, 404s on its
file for `PollingTuning.not_found_patience_sec`, a WAV that was not whole BAD_FILE_LIMIT times,
`DeliveryTuning.delivery_attempts` rejected tries) ends a paid song only on that evidence; its user
is told what happened, once (`told_at`), so that a restart does not tell another story."""

from __future__ import annotations

import asyncio
import logging
import sqlite3
from functools import partial
from pathlib import Path

from telegram import Bot, Message
from telegram.constants import MessageLimit, ParseMode
from telegram.error import (
    BadRequest,
    ChatMigrated,
    Forbidden,
    NetworkError,
    RetryAfter,
    TelegramError,
    TimedOut,
)

from bot.context import Services
from bot.media.audio import AudioFormatError, IncompleteAudio, mp3_duration
from bot.media.files import Cleaned
from bot.media.streaming import Tags, download_as_mp3, wav_to_mp3
from bot.pipeline import alerts, status
from bot.pipeline.clock_steps import follow_clock_steps
from bot.pipeline.guest.delivery import NowhereToKeep, deliver_elsewhere, deliver_inline
from bot.pipeline.song_files.sender import addressed, opened
from bot.pipeline.song_files.song_file import SongFile, SongHeld
from bot.service.errors import NotFound, ServiceError
from bot.store import IN_PRIVATE, Reason, Request, State, disk_full
from bot.tasks import Deliver, TellUntold
from bot.telegram import Place, delay_for, may_have_arrived, place_of, with_retries
from bot.telegram.notify import NoHomeYet, in_inline_message
from bot.telegram.replies import chat_action
from bot.texts import clock_text
from bot.ui.song import PERFORMER, audio_caption, lossless_keyboard
from bot.ui.status import undelivered_text

log = logging.getLogger(__name__)

BAD_FILE_LIMIT = 3  # downloads of a WAV that is not whole before the song is given up


def song_tags(request: Request, cover: bytes | None) -> Tags:
    """The MP3's ID3 tag: name, cover and words, so that music players show them."""
    return Tags(
        title=request.title,
        artist=PERFORMER,
        album=PERFORMER,
        lyrics=request.lyrics,
        language=request.language,
        cover=cover,
    )


async def send_song(
    bot: Bot, request: Request, mp3: Path, cover: bytes | None, place: Place, timeout: float
) -> Message:
    """sendAudio with the MP3 streamed from disk, at the request's `place` (a reply to it, in
    its topic), with the lossless button under it and its cover as the thumbnail (song_file.py).
    Its duration is the MP3's own, never the job's: a file that says less than the job is sent
    as what it is."""
    song = SongFile(bot, request, mp3, cover, mp3_duration(mp3), lossless_keyboard(request))
    with opened(await song.make()) as upload:
        return await song.send(place.chat_id, upload, addressed(place, song.caption, timeout))


class Delivery:
    def __init__(self, services: Services) -> None:
        self._services = services
        self._tuning = services.tuning.delivery
        self.files = services.files
        self._world_tries: dict[int, int] = {}  # request -> tries Telegram or the disk failed
        self._comebacks = services.reach.comebacks
        self._untold_due = 0.0  # on the monotonic clock
        # Files made at once (cover, download, MP3): CPU-bound, so more than the cores only
        # holds more buffers in memory (DeliveryTuning.encodes_at_once).
        self._making = asyncio.Semaphore(self._tuning.encodes_at_once)

    def start(self, request_id: int) -> None:
        self._services.tasks.spawn(Deliver(request_id), self._deliver(request_id))

    async def tick(self) -> None:
        """Pick up completed requests whose delivery was cut short or must be retried; when
        Telegram answers again after failing, every one at once (their waits were its)."""
        await follow_clock_steps(self._services)
        now = self._services.clock()
        comebacks = self._services.reach.comebacks
        back, self._comebacks = comebacks != self._comebacks, comebacks
        for request in await self._services.store.requests.in_states([State.COMPLETED]):
            if back or request.not_before <= now:
                self.start(request.id)
        if back or self._services.monotonic() >= self._untold_due:
            self._untold_due = self._services.monotonic() + self._tuning.untold_every_sec
            self._services.tasks.spawn(TellUntold(), self._tell_untold())

    async def _tell_untold(self) -> None:
        """What an outage of Telegram kept from people and admins: outcomes and alerts."""
        await status.tell_untold_outcomes(self._services)
        await alerts.tell_untold(self._services)

    async def clean_cache(self) -> Cleaned:
        return await asyncio.to_thread(self.files.clean)

    async def resend(self, request: Request, reply_to_id: int | None) -> Message:
        """A delivered song again, by the file id Telegram gave it, where it was delivered
        (its topic, or General once that went): nothing is uploaded; its buttons show the
        votes so far."""
        tally = await self._services.store.votes.tally(request.id)

        async def send_at(place: Place) -> Message:
            return await with_retries(
                lambda: self._services.bot.send_audio(
                    place.chat_id,
                    request.audio_file_id or "",
                    caption=place.named(
                        partial(audio_caption, request, None), MessageLimit.CAPTION_LENGTH
                    ),
                    parse_mode=ParseMode.HTML,
                    reply_parameters=place.reply_parameters,
                    message_thread_id=place.thread_id,
                    reply_markup=lossless_keyboard(request, tally),
                ),
                what=f"request {request.id}: sending the song again",
            )

        notifier = self._services.notifier
        return await notifier.at_home(place_of(request, reply_to_id), send_at, request)

    async def _deliver(self, request_id: int) -> None:
        requests = self._services.store.requests
        request = await requests.get(request_id)
        if request is None or request.state != State.COMPLETED:
            return
        attempt = request.delivery_attempts + 1
        await requests.update(request.id, delivery_attempts=attempt)
        moved_to = await self._try(request, attempt)
        if moved_to is None:
            return
        # A group that became a supergroup is no failure of the song: its rows have moved, and
        # the song goes there in this same try, as words do (Notifier.told). Left to the next
        # tick, it waited for whatever comes next, and the world's return promises a minute.
        moved = await requests.get(request_id)
        if moved is not None and moved.state == State.COMPLETED and moved.chat_id == moved_to:
            await self._try(moved, attempt)

    async def _try(self, request: Request, attempt: int) -> int | None:
        """One try to send the song, and what its end means for the row; the new chat's id
        when the chat turned out to have become a supergroup (the row has moved there)."""
        try:
            with self.files.using(request.id):
                send = self._guest_song if request.is_guest else self._song
                held = await send(request)
        except Forbidden:
            await self._chat_gone(request)
        except ChatMigrated as error:
            await self._services.notifier.chat_migrated(request.chat_id, error.new_chat_id)
            return error.new_chat_id
        except NotFound as error:
            await self._file_missing(request, attempt, error)
        except AudioFormatError as error:
            await self._bad_file(request, attempt, error)
        except BadRequest as error:  # Telegram's word on this song's call (not its topic's)
            await self._try_later(request, attempt, error)
        except NoHomeYet:
            await self._wait_for_home(request)
        except (ServiceError, TelegramError, OSError, sqlite3.Error, NowhereToKeep) as error:
            await self._wait_for_the_world(request, error)
        else:
            self._world_tries.pop(request.id, None)
            await self._delivered(request, held)
        return None

    async def _song(self, request: Request) -> SongHeld:
        """sendAudio at the request's place, under the chat action ("sending audio…")."""
        bot, place = self._services.bot, place_of(request)
        telegram = self._services.tuning.telegram
        timeout, after = telegram.upload_timeout_sec, telegram.chat_action_after_sec
        async with chat_action(
            bot, place.chat_id, "upload_voice", after=after, thread_id=place.thread_id
        ):
            cover, mp3 = await self._made(request)
            message = await self._services.notifier.at_home(
                place, lambda at: send_song(bot, request, mp3, cover, at, timeout), request
            )
        return SongHeld(message.audio.file_id if message.audio else None, message.message_id)

    async def _guest_song(self, request: Request) -> SongHeld:
        """Guest mode (bot/pipeline/guest/delivery.py): no chat of its own to show an action
        in; its file kept first, then its inline message filled, else the asker's private
        chat takes it."""
        cover, mp3 = await self._made(request)
        if in_inline_message(request):
            return await deliver_inline(self._services, request, mp3, cover)
        return await deliver_elsewhere(self._services, request, mp3, cover)

    async def _made(self, request: Request) -> tuple[bytes | None, Path]:
        """The song's cover and MP3, made in its turn: `encodes_at_once` at a time."""
        async with self._making:
            cover = await self.files.cover(request)
            return cover, await self._mp3(request, cover)

    async def _mp3(self, request: Request, cover: bytes | None) -> Path:
        mp3 = self.files.path(request, "mp3")
        if mp3.exists():
            return mp3
        wav = self.files.path(request, "wav")
        tags = song_tags(request, cover)
        job_sec = request.service_duration_sec
        if wav.exists():
            await wav_to_mp3(wav, mp3, tags, job_sec)
        else:
            await download_as_mp3(
                self._services.music, request.job_id or "", wav, mp3, tags, job_sec
            )
        return mp3

    async def _delivered(self, request: Request, held: SongHeld) -> None:
        await self._services.store.requests.move(
            request.id,
            State.COMPLETED,
            State.DELIVERED,
            audio_file_id=held.file_id,
            audio_message_id=held.message_id,
            finished_at=self._services.clock(),
            not_before=0,
        )
        # Telegram has them; the WAV stays for the lossless file
        self.files.forget(request, "mp3", "jpg")
        if not (await self._services.store.chats.get(request.chat_id)).active:
            await self._services.store.chats.set_active(request.chat_id, True)
        if request.topic_gone == IN_PRIVATE:
            await alerts.song_has_a_home(self._services, request)
        await self._services.notifier.song_sent(request)

    async def _wait_for_the_world(self, request: Request, error: Exception) -> None:
        """Telegram, the disk or the service failed, not the song: the try is not counted,
        and the song waits at most `world_retry_max_sec` (less when Telegram answers again,
        `tick`), so that it goes out within a minute of their return, however long they fail.
        """
        tuning = self._tuning
        tries = self._world_tries[request.id] = self._world_tries.get(request.id, 0) + 1
        delay = delay_for(error, tries, tuning.delivery_retry_sec, tuning.world_retry_max_sec)
        delay = min(delay, tuning.world_retry_max_sec)
        what = "the disk is full" if disk_full(error) else _describe(error)
        log.warning(
            "request %s: not delivered (%s); not counted against it, next try in %.1f s",
            request.id,
            what,
            delay,
        )
        await self._services.store.requests.update(
            request.id,
            delivery_attempts=request.delivery_attempts,  # this try does not count
            not_before=self._services.clock() + delay,
        )

    async def _wait_for_home(self, request: Request) -> None:
        """Its forum is shut whole and its asker's private chat does not take it yet: it waits,
        uncounted, for their first word to the bot (handlers/groups.py `chat_heard` wakes it),
        tried again every `home_retry_sec` meanwhile; the admins are told once where it is."""
        log.info("request %s: its song waits for its asker's private chat", request.id)
        await self._services.store.requests.update(
            request.id,
            delivery_attempts=request.delivery_attempts,  # this try does not count
            not_before=self._services.clock() + self._tuning.home_retry_sec,
        )
        await alerts.song_waits_for_asker(self._services, request)

    async def _try_later(self, request: Request, attempt: int, error: Exception) -> None:
        if attempt >= self._tuning.delivery_attempts:
            tried = f"not delivered after {attempt} attempts"
            await self._give_up(request, Reason.UNDELIVERED, tried)
            return
        most = self._services.tuning.polling.backoff_max_sec
        delay = delay_for(error, attempt, self._tuning.delivery_retry_sec, most)
        if isinstance(error, TimedOut) and may_have_arrived(error):
            log.warning("request %s: upload timed out after it was sent; sending again", request.id)
        log.warning(
            "request %s: delivery attempt %s failed (%s), next in %.1f s",
            request.id,
            attempt,
            _describe(error),
            delay,
        )
        await self._services.store.requests.update(
            request.id, not_before=self._services.clock() + delay
        )

    async def _file_missing(self, request: Request, attempt: int, error: NotFound) -> None:
        """404s are tried again until they have lasted `not_found_patience_sec`, on the
        services' clock from the first one (kept in the row, so a restart does not start the
        count again); then the song is given up."""
        now = self._services.clock()
        since = request.file_missing_since
        if since is None:
            since = now
            await self._services.store.requests.update(request.id, file_missing_since=now)
        if now - since >= self._services.tuning.polling.not_found_patience_sec:
            gone = "the service no longer has the file"
            await self._give_up(request, Reason.FILE_GONE, gone, "delivery-file-gone")
        else:
            await self._try_later(request, attempt, error)

    async def _bad_file(self, request: Request, attempt: int, error: AudioFormatError) -> None:
        """A WAV that is damaged, cut off or far shorter than its job is never sent: it is
        fetched again, and after BAD_FILE_LIMIT such files the song is given up."""
        self.files.forget(request, "wav", "mp3")
        bad = request.bad_files + 1
        await self._services.store.requests.update(request.id, bad_files=bad)
        if bad < BAD_FILE_LIMIT:
            await self._try_later(request, attempt, error)
        elif isinstance(error, IncompleteAudio):
            got, length = clock_text(error.got_sec), clock_text(error.expected_sec)
            reason = f"the service's file is incomplete: {error}"
            await self._give_up(
                request,
                Reason.FILE_INCOMPLETE,
                reason,
                "delivery-file-incomplete",
                got=got,
                length=length,
                tries=bad,
            )
        else:
            reason = f"the service's file is unreadable: {error}"
            await self._give_up(
                request, Reason.FILE_UNREADABLE, reason, "delivery-file-unreadable", tries=bad
            )

    async def _chat_gone(self, request: Request) -> None:
        """The user blocked the bot or it left the group: end without sending anything. Told
        now (there is nobody to tell), so a restart does not try to tell it another story."""
        await self._services.notifier.chat_gone(request.chat_id)
        now = self._services.clock()
        await self._services.store.requests.move(
            request.id,
            State.COMPLETED,
            State.FAILED,
            reason=Reason.CHAT_GONE,
            finished_at=now,
            told_at=now,
        )

    async def _give_up(
        self,
        request: Request,
        reason: Reason,
        detail: str,
        key: str = "delivery-failed",
        **words: object,
    ) -> None:
        """The song was made (and charged) but cannot be brought: say what happened, once
        (`detail`: what was met, kept in the row's `error`)."""
        if await self._services.store.requests.move(
            request.id,
            State.COMPLETED,
            State.FAILED,
            detail=detail,
            level=logging.WARNING,
            reason=reason,
            error=detail,
            finished_at=self._services.clock(),
        ):
            text = undelivered_text(request, key, **words)
            if await self._services.notifier.outcome(request, text):
                # told: a restart must not tell it as a failed generation ("not charged")
                now = self._services.clock()
                await self._services.store.requests.mark_told(request.id, State.FAILED, now)


def _describe(error: Exception) -> str:
    """The kind of failure for the log; Telegram's text never holds the token, httpx's might."""
    if isinstance(error, BadRequest | RetryAfter | Forbidden):
        return f"{type(error).__name__}: {error}"
    if isinstance(error, NetworkError):
        return type(error).__name__
    return repr(error)
