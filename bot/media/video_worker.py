"""The worker process that makes videos (bot/media/video.py): one process, started at the first
video and kept for the next, so the event loop never waits on a frame. Spawned, not forked: a
fork would copy the bot's memory and its event loop's state into the worker."""

from __future__ import annotations

import asyncio
import logging
import multiprocessing
from concurrent.futures import Future, ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool

from bot.errors import SongbotError
from bot.media.video import VideoJob, VideoMade, render_video

log = logging.getLogger(__name__)


class VideoError(SongbotError, RuntimeError):
    """The worker could not make the video (it died, or PyAV refused the work)."""


class VideoWorker:
    def __init__(self) -> None:
        self._pool: ProcessPoolExecutor | None = None
        self.renders = 0  # videos asked of the worker since start (tests count them)
        self._asked: set[Future[VideoMade]] = set()  # in the worker or waiting for it

    async def make(self, job: VideoJob) -> VideoMade:
        """Make the video of `job` in the worker; one at a time, in the order asked."""
        self.renders += 1
        try:
            asked = self._started().submit(render_video, job)
            self._asked.add(asked)
            # A cancelled wait leaves the future: the worker may still be at it (see close).
            asked.add_done_callback(self._asked.discard)
            made = await asyncio.wrap_future(asked)
        except BrokenProcessPool as error:  # killed (out of memory?): a new one next time
            self.close()
            raise VideoError("the video worker died") from error
        except (OSError, ValueError) as error:  # PyAV's errors are both
            raise VideoError(f"video not made: {type(error).__name__}") from error
        log.info(
            "video made: %.0f s, %d frames, %.1f MB, %.1f s CPU, worker peak %.0f MB",
            made.duration_sec,
            made.frames,
            made.size_bytes / 1e6,
            made.seconds,
            made.peak_rss_mb,
        )
        return made

    def _started(self) -> ProcessPoolExecutor:
        if self._pool is None:
            context = multiprocessing.get_context("spawn")
            self._pool = ProcessPoolExecutor(max_workers=1, mp_context=context)
        return self._pool

    def close(self) -> None:
        """Stop the worker; a video under way is dropped (its press may be made again). The
        worker is ended, not waited for: a long video would otherwise hold the bot's exit (the
        executor's exit hook joins its workers) past a container's stop timeout."""
        pool, self._pool = self._pool, None
        if pool is None:
            return
        # ProcessPoolExecutor has no public way to end its workers before Python 3.14.
        workers = list((getattr(pool, "_processes", None) or {}).values())
        pool.shutdown(wait=False, cancel_futures=True)
        if any(not asked.done() for asked in self._asked):  # an idle worker leaves at once
            for worker in workers:
                worker.terminate()
