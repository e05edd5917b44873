"""The service's WAV encoded to MP3 while it downloads, so the MP3 is ready about when the last
byte arrives and memory holds a few chunks, never the track."""

from __future__ import annotations

import asyncio
from collections import deque
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from types import TracebackType
from typing import Self

from bot.media.audio import AudioInfo, IncompleteAudio, StreamingMp3Encoder, Tags, encode_mp3
from bot.service.music import MusicClient

__all__ = ["EncoderThread", "Tags", "download_as_mp3", "partial_path", "wav_to_mp3"]

# The download reads 64 KiB at a time (bot/service/downloads.py); the encoder takes them in
# hops of 1 MiB (~6 s of audio): a 300 s track is ~50 hand-offs to its thread, not ~800, each
# a wake-up of the thread and of the event loop that contend for the GIL (bench/README.md a).
HOP_BYTES = 1 << 20
# Hops that may wait for the encoder: with the one being gathered, ~3 MB, ~18 s of audio.
WINDOW_HOPS = 2


class EncoderThread:
    """Feeds one StreamingMp3Encoder from one worker thread, in order, off the event loop.

    Chunks are gathered into hops of `hop_bytes`; `feed` returns once at most `window` hops
    wait, which holds back a download that runs ahead of the encoder (lameenc releases the
    GIL, so encoding uses a core of its own).
    """

    def __init__(
        self, encoder: StreamingMp3Encoder, window: int = WINDOW_HOPS, hop_bytes: int = HOP_BYTES
    ) -> None:
        self._encoder = encoder
        self._window = window
        self._hop_bytes = hop_bytes
        self._gathered: list[bytes] = []
        self._gathered_bytes = 0
        self._pool = ThreadPoolExecutor(max_workers=1, thread_name_prefix="mp3")
        self._pending: deque[asyncio.Future[None]] = deque()

    async def feed(self, chunk: bytes) -> None:
        self._gathered.append(chunk)
        self._gathered_bytes += len(chunk)
        if self._gathered_bytes >= self._hop_bytes:
            await self._hand_off()

    async def finish(self) -> AudioInfo:
        if self._gathered:
            await self._hand_off()
        while self._pending:
            await self._pending.popleft()
        return await asyncio.get_running_loop().run_in_executor(self._pool, self._encoder.finish)

    async def _hand_off(self) -> None:
        """The gathered chunks go to the encoder as one hop; waits while `window` hops wait."""
        hop = b"".join(self._gathered)
        self._gathered, self._gathered_bytes = [], 0
        loop = asyncio.get_running_loop()
        self._pending.append(loop.run_in_executor(self._pool, self._encoder.feed, hop))
        while len(self._pending) > self._window:
            await self._pending.popleft()

    async def close(self) -> None:
        """Stop the worker; chunks not encoded yet are dropped (the caller aborts the file)."""
        pending, self._pending = list(self._pending), deque()
        for future in pending:
            future.cancel()
        # a chunk being encoded right now finishes before the encoder's file may be removed
        await asyncio.to_thread(self._pool.shutdown, wait=True, cancel_futures=True)
        await asyncio.gather(*pending, return_exceptions=True)  # retrieved, never logged as lost

    async def __aenter__(self) -> Self:
        return self

    async def __aexit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        traceback: TracebackType | None,
    ) -> None:
        await self.close()


def partial_path(path: Path) -> Path:
    """Where a file is written until it is whole; only whole files carry the final name."""
    return path.with_name(path.name + ".part")


async def download_as_mp3(
    music: MusicClient, job_id: str, wav: Path, mp3: Path, tags: Tags, job_sec: float | None = None
) -> AudioInfo:
    """Download the job's WAV to `wav` and encode it to `mp3` at the same time. The MP3 gets its
    name only if the WAV is whole (AudioInfo.check_whole against the job's `job_sec`)."""
    mp3.parent.mkdir(parents=True, exist_ok=True)
    partial = partial_path(mp3)
    with StreamingMp3Encoder(partial, tags=tags) as encoder:
        async with EncoderThread(encoder) as worker:
            await music.download(job_id, wav, worker.feed)
            info = await worker.finish()
    _keep_if_whole(info, job_sec, partial, mp3)
    return info


async def wav_to_mp3(wav: Path, mp3: Path, tags: Tags, job_sec: float | None = None) -> AudioInfo:
    """Encode a WAV already on disk (a restart found it cached) in a worker thread."""
    partial = partial_path(mp3)
    info = await asyncio.to_thread(encode_mp3, wav, partial, tags=tags)
    _keep_if_whole(info, job_sec, partial, mp3)
    return info


def _keep_if_whole(info: AudioInfo, job_sec: float | None, partial: Path, mp3: Path) -> None:
    """An MP3 of a cut-off WAV is never kept under its final name, so it is never sent."""
    try:
        info.check_whole(job_sec)
    except IncompleteAudio:
        partial.unlink(missing_ok=True)
        raise
    partial.replace(mp3)
