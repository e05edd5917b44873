"""The audio cache under DATA_DIR/audio: where a request's files live (its video too), fetching
the WAV from the service when it is not there, making the video from it in a worker process,
and clean-up by age, by a size cap and by the disk's free space (least recently used first).
One fetch of a song's WAV serves every file made of it at once (a video and a lossless file
pressed together wait for the same download); FLAC encodes share a pool of
`FilesTuning.flac_encodes_at_once` threads; files made on demand take turns (`turns`,
bot/media/turns.py). What one track takes on the disk is counted here too, for the spend gate
(bot/accounting/gate.py)."""

from __future__ import annotations

import asyncio
import logging
import os
import shutil
import time
from collections.abc import Callable, Iterator
from concurrent.futures import ThreadPoolExecutor
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path

from bot.limits import LONGEST_TRACK_SEC, WAV_CHANNELS, WAV_SAMPLE_BYTES_AT_MOST, WAV_SAMPLE_RATE
from bot.media.audio import MP3_BITRATE_KBPS, encode_flac, wav_info
from bot.media.cover import draw_cover
from bot.media.streaming import partial_path
from bot.media.turns import FileTurns
from bot.media.video import VideoJob, VideoMade
from bot.media.video_worker import VideoWorker
from bot.service.music import MusicClient
from bot.store import Request
from bot.tuning import FilesTuning

log = logging.getLogger(__name__)

# The service's WAV at its widest (bot/limits.py): the room a track's file may need.
WAV_BYTES_PER_SEC = WAV_SAMPLE_RATE * WAV_CHANNELS * WAV_SAMPLE_BYTES_AT_MOST
MP3_BYTES_PER_SEC = MP3_BITRATE_KBPS * 1000 // 8


def track_bytes(duration_sec: float) -> int:
    """What one track takes on the disk while it is delivered: its WAV and its MP3."""
    return int(duration_sec * (WAV_BYTES_PER_SEC + MP3_BYTES_PER_SEC))


def free_bytes(path: Path) -> int:
    """Free space on the filesystem that holds `path` (or its nearest existing parent)."""
    for folder in (path, *path.parents):
        if folder.exists():
            return shutil.disk_usage(folder).free
    return 0


MAX_CACHE_BYTES = 2 * 1024**3  # about 40 five-minute WAVs with their MP3s
# The free space the cache leaves on DATA_DIR's disk: room for two of the longest tracks being
# delivered at once (about 120 MB). The spend gate holds new songs back below one track and a
# margin, so cached files, which can be fetched again, never keep a new song from starting.
MIN_FREE_BYTES = 2 * track_bytes(LONGEST_TRACK_SEC)
# The cache is brought within its bounds this often (bot/app.py), and a lossless file asked for
# after a week is fetched again.
CACHE_CLEAN_EVERY_SEC = 3600.0
CACHE_MAX_AGE_SEC = 7 * 24 * 3600.0


@dataclass(frozen=True)
class CacheLimits:
    max_bytes: int = MAX_CACHE_BYTES
    max_age_sec: float = CACHE_MAX_AGE_SEC
    min_free_bytes: int = MIN_FREE_BYTES


@dataclass(frozen=True)
class Cleaned:
    removed: int
    freed_bytes: int
    kept_bytes: int


class AudioFiles:
    def __init__(
        self,
        data_dir: Path,
        music: MusicClient,
        limits: CacheLimits | None = None,
        clock: Callable[[], float] = time.time,
        free: Callable[[Path], int] = free_bytes,
        tuning: FilesTuning | None = None,
    ) -> None:
        tuning = tuning or FilesTuning()
        self.folder = data_dir / "audio"
        self.limits = limits or CacheLimits()
        self._music = music
        self._clock = clock
        self._free = free
        self._in_use: dict[int, int] = {}  # request id -> users; their files are never cleaned
        self.videos = VideoWorker()  # its process starts with the first video
        self.turns = FileTurns(tuning)
        self._fetching: dict[int, _Fetch] = {}  # request id -> the download of its WAV
        self.fetches = 0  # WAV downloads started (tests count them)
        self._flacs = ThreadPoolExecutor(tuning.flac_encodes_at_once, thread_name_prefix="flac")

    def path(self, request: Request, suffix: str) -> Path:
        return self.folder / f"{request.id}.{suffix}"

    async def wav(self, request: Request) -> Path:
        """The service's WAV for this request, downloaded (streamed) if not cached. Callers at
        the same time share one download: two would write the same `.part` file."""
        path = self.path(request, "wav")
        if path.exists():
            os.utime(path)  # used now: the size cap removes the least recently used first
            return path
        fetch = self._fetching.get(request.id)
        if fetch is None:
            self.fetches += 1
            download = asyncio.ensure_future(self._music.download(request.job_id or "", path))
            fetch = self._fetching[request.id] = _Fetch(download)
            download.add_done_callback(lambda _: self._fetching.pop(request.id, None))
        await fetch.wait()
        return path

    async def flac(self, request: Request, wav: Path) -> Path:
        """The song's FLAC, encoded once from its WAV in the shared pool and kept beside it."""
        flac = self.path(request, "flac")
        if not flac.exists():
            partial = partial_path(flac)
            loop = asyncio.get_running_loop()
            await loop.run_in_executor(self._flacs, encode_flac, wav, partial)
            partial.replace(flac)
        return flac

    def bytes_to_make(self, request: Request, largest: int) -> int:
        """What a file made on demand may write under DATA_DIR: the song's WAV when it is not
        cached, and a file of at most `largest` bytes and no larger than that WAV (a FLAC is
        smaller; a video of a still picture is far smaller)."""
        wav = int((request.service_duration_sec or request.duration_sec) * WAV_BYTES_PER_SEC)
        fetched = 0 if self.path(request, "wav").exists() else wav
        return fetched + min(largest, wav)

    async def cover(self, request: Request) -> bytes | None:
        """The song's cover (JPEG), drawn once per request in a thread and kept beside its
        MP3, so a retried delivery sends the same picture without drawing it again. None if
        it could not be drawn: a cover never holds a song back."""
        return await asyncio.to_thread(self._cover, request)

    def _cover(self, request: Request) -> bytes | None:
        path = self.path(request, "jpg")
        try:
            return path.read_bytes()
        except FileNotFoundError:
            pass
        try:
            cover = draw_cover(request.title, request.style)
        except Exception:  # Pillow's errors have no common base; the song goes without
            log.exception("request %s: no cover drawn", request.id)
            return None
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
            partial = path.with_name(path.name + ".part")  # only a whole file gets the name
            partial.write_bytes(cover)
            partial.replace(path)
        except OSError as error:
            log.warning("request %s: cover not kept: %s", request.id, error)
        return cover

    async def video(self, request: Request, max_bytes: int) -> tuple[Path, VideoMade | None]:
        """The song's video (MP4), made once in the worker from its WAV (fetched again if it
        left) and kept beside it, so that a failed upload does not make it again; with what the
        worker said of it, None for a video made before. Call it inside `using`."""
        path = self.path(request, "mp4")
        if path.exists():
            os.utime(path)
            return path, None
        wav = await self.wav(request)
        info = wav_info(wav)
        info.check_whole(request.service_duration_sec)  # a cut-off WAV is not the song
        partial = path.with_name(path.name + ".part")  # only a whole file gets the name
        job = VideoJob(
            wav=str(wav),
            out=str(partial),
            title=request.title,
            style=request.style,
            lyrics=request.lyrics,
            duration_sec=info.duration_sec,
            max_bytes=max_bytes,
        )
        try:
            made = await self.videos.make(job)
        except BaseException:
            partial.unlink(missing_ok=True)  # half a video is no video
            raise
        partial.replace(path)
        return path, made

    def close(self) -> None:
        """Stop the video worker, if it was started, and the FLAC pool (an encode under way
        finishes in its thread; nobody waits for it)."""
        self.videos.close()
        self._flacs.shutdown(wait=False, cancel_futures=True)

    def forget(self, request: Request, *suffixes: str) -> None:
        """Files no longer needed (Telegram has them and their file id is stored)."""
        for suffix in suffixes:
            self.path(request, suffix).unlink(missing_ok=True)

    def forget_unused(self, request: Request, *suffixes: str) -> None:
        """`forget`, unless another file is being made of them (a video from the WAV a lossless
        file just went as): the cache's clean-up takes them later."""
        if request.id not in self._in_use:
            self.forget(request, *suffixes)

    @contextmanager
    def using(self, request_id: int) -> Iterator[None]:
        """While a request's files are being written or read, clean-up leaves them alone."""
        self._in_use[request_id] = self._in_use.get(request_id, 0) + 1
        try:
            yield
        finally:
            self._in_use[request_id] -= 1
            if not self._in_use[request_id]:
                del self._in_use[request_id]

    def clean(self) -> Cleaned:
        """Remove files older than the age limit, then the least recently used (a WAV is
        touched when it is used again) until under the size cap and until the disk has its free
        space back. Blocking file-system work: call it in a thread."""
        now = self._clock()
        files = sorted(self._unused_files(), key=lambda entry: entry[1])
        removed = freed = 0
        total = sum(size for _, _, size in files)
        short = self.limits.min_free_bytes - self._free(self.folder) if files else 0
        for path, modified, size in files:
            too_old = now - modified > self.limits.max_age_sec
            if not too_old and total <= self.limits.max_bytes and short <= 0:
                continue
            try:
                path.unlink()
            except FileNotFoundError:
                pass
            removed += 1
            freed += size
            total -= size
            short -= size
        if removed:
            log.info("audio cache: removed %s files, %s bytes", removed, freed)
        return Cleaned(removed, freed, total)

    def _unused_files(self) -> Iterator[tuple[Path, float, int]]:
        if not self.folder.is_dir():
            return
        for entry in os.scandir(self.folder):
            if not entry.is_file() or self._request_of(entry.name) in self._in_use:
                continue
            try:
                stat = entry.stat()
            except FileNotFoundError:
                continue
            yield Path(entry.path), stat.st_mtime, stat.st_size

    @staticmethod
    def _request_of(name: str) -> int | None:
        head = name.split(".", 1)[0]
        return int(head) if head.isdigit() else None


class _Fetch:
    """One download of a WAV and the callers waiting for it: a caller that gives up leaves it
    to the others, and the last one to give up ends it."""

    def __init__(self, download: asyncio.Future[int]) -> None:
        self._download = download
        self._waiting = 0

    async def wait(self) -> None:
        self._waiting += 1
        try:
            await asyncio.shield(self._download)
        except asyncio.CancelledError:
            if self._waiting == 1 and not self._download.done():
                self._download.cancel()
            raise
        finally:
            self._waiting -= 1
