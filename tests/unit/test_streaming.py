"""Encoding while downloading: the MP3 comes out whole, a slow encoder holds the download back
instead of piling chunks up, and a broken or cancelled download leaves no half file."""

from __future__ import annotations

import asyncio
import inspect
import threading
from pathlib import Path

import pytest

from bot.emulator.wav import frame_count, wav_stream
from bot.pipeline.audio import mp3_duration
from bot.pipeline.streaming import EncoderThread, Tags, download_as_mp3
from bot.service.errors import MaybeSent

CHUNK = 1 << 16
TAGS = Tags(title="Morning", artist="Songbot")


def names_in(folder: Path) -> list[str]:
    return sorted(path.name for path in folder.iterdir())


def wav_bytes(seconds: float) -> bytes:
    return b"".join(wav_stream(frame_count(seconds), seed=3))


class ChunkedMusic:
    """MusicClient.download's contract: chunks to a .part file and to on_chunk (awaited)."""

    def __init__(self, data: bytes, fail_at: int | None = None, gate: asyncio.Event | None = None):
        self._data, self._fail_at, self._gate = data, fail_at, gate

    async def download(self, job_id: str, dest: Path, on_chunk: object = None) -> int:
        partial = dest.with_name(dest.name + ".part")
        with partial.open("wb") as out:
            for start in range(0, len(self._data), CHUNK):
                if self._fail_at is not None and start >= self._fail_at:
                    raise MaybeSent("connection lost")
                if self._gate is not None and start:
                    await self._gate.wait()
                chunk = self._data[start : start + CHUNK]
                out.write(chunk)
                taken = on_chunk(chunk)  # type: ignore[operator]
                if inspect.isawaitable(taken):
                    await taken
        partial.replace(dest)
        return len(self._data)


async def test_wav_is_saved_and_encoded_in_one_pass(tmp_path: Path) -> None:
    data = wav_bytes(6)
    wav, mp3 = tmp_path / "1.wav", tmp_path / "1.mp3"

    info = await download_as_mp3(ChunkedMusic(data), "job", wav, mp3, TAGS)  # type: ignore[arg-type]

    assert wav.read_bytes() == data
    assert abs(info.duration_sec - 6) < 0.01 and abs(mp3_duration(mp3) - 6) < 0.1
    assert names_in(tmp_path) == ["1.mp3", "1.wav"]


async def test_a_download_that_breaks_leaves_no_mp3(tmp_path: Path) -> None:
    music = ChunkedMusic(wav_bytes(6), fail_at=5 * CHUNK)
    mp3 = tmp_path / "1.mp3"
    with pytest.raises(MaybeSent):
        await download_as_mp3(music, "job", tmp_path / "1.wav", mp3, TAGS)  # type: ignore[arg-type]
    assert not mp3.exists() and not (tmp_path / "1.mp3.part").exists()


async def test_a_cancelled_delivery_leaves_no_mp3(tmp_path: Path) -> None:
    gate = asyncio.Event()  # the download stalls after its first chunk
    music = ChunkedMusic(wav_bytes(3), gate=gate)
    mp3 = tmp_path / "1.mp3"
    task = asyncio.create_task(
        download_as_mp3(music, "job", tmp_path / "1.wav", mp3, TAGS)  # type: ignore[arg-type]
    )
    await asyncio.sleep(0.05)
    task.cancel()
    with pytest.raises(asyncio.CancelledError):
        await task
    assert not mp3.exists() and not (tmp_path / "1.mp3.part").exists()


class BlockedEncoder:
    """An encoder that takes no chunk until it is let go."""

    def __init__(self) -> None:
        self.go = threading.Event()
        self.fed = 0

    def feed(self, chunk: bytes) -> None:
        self.go.wait(5)
        self.fed += 1


async def test_a_slow_encoder_holds_the_download_back_after_the_window() -> None:
    encoder = BlockedEncoder()
    async with EncoderThread(encoder, window=4) as worker:  # type: ignore[arg-type]
        for _ in range(4):
            await worker.feed(b"x")  # room in the window: returns at once
        fifth = asyncio.create_task(worker.feed(b"x"))
        await asyncio.sleep(0.05)
        assert not fifth.done(), "the fifth chunk waits for the encoder"
        encoder.go.set()
        await fifth
    assert encoder.fed >= 2
