"""The video worker (bot/media/video_worker.py): a video is made in a process of its own, and a stop
ends a video under way at once instead of waiting for it (a long one would hold the bot's exit
past a container's stop timeout)."""

from __future__ import annotations

import asyncio
import time
import wave
from pathlib import Path

import pytest

from bot.media.video import VideoJob
from bot.media.video_worker import VideoError, VideoWorker

LONG_SEC = 300.0  # some 17 s of work for the worker: far longer than the stop may take


def silent_wav(path: Path, seconds: float) -> Path:
    with wave.open(str(path), "wb") as wav:
        wav.setnchannels(2)
        wav.setsampwidth(2)
        wav.setframerate(44_100)
        wav.writeframes(bytes(int(44_100 * seconds) * 4))
    return path


async def opened(out: Path) -> None:
    """Until the worker has opened its output, so it is at work (a file gives no event)."""
    async with asyncio.timeout(30):
        while True:
            if await asyncio.to_thread(out.exists):
                return
            await asyncio.sleep(0.05)


async def test_closing_the_worker_ends_a_video_under_way_at_once(tmp_path: Path) -> None:
    out = tmp_path / "song.mp4"
    job = VideoJob(
        wav=str(silent_wav(tmp_path / "song.wav", LONG_SEC)),
        out=str(out),
        title="A long song",
        style=None,
        lyrics="[verse]\nLa la la",
        duration_sec=LONG_SEC,
        max_bytes=50 * 1024 * 1024,
    )
    worker = VideoWorker()
    making = asyncio.ensure_future(worker.make(job))
    await opened(out)
    stopped = time.monotonic()
    worker.close()
    with pytest.raises(VideoError):
        await asyncio.wait_for(making, timeout=10)
    assert time.monotonic() - stopped < 5
    assert worker.renders == 1
