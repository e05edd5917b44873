"""Encoding while downloading: the MP3 comes out whole, a slow encoder holds the download back
instead of piling chunks up, a broken or cancelled download leaves no half file, a WAV that is
not whole gives no MP3, and a download ends at its deadline and its size cap."""

from __future__ import annotations

import asyncio
import inspect
import threading
from collections.abc import AsyncIterator, Callable
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Any, cast

import pytest

from bot.media.audio import AudioFormatError, StreamingMp3Encoder, mp3_duration
from bot.media.streaming import EncoderThread, Tags, download_as_mp3
from bot.service.errors import MaybeSent, ServiceError
from bot.service.music import MusicClient
from bot.tuning import FilesTuning
from music_emulator import Emulator
from music_emulator.wav import frame_count, wav_stream

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

    async def download(
        self, job_id: str, dest: Path, on_chunk: Callable[[bytes], Any] | None = None
    ) -> int:
        partial = dest.with_name(dest.name + ".part")
        with partial.open("wb") as out:
            for start in range(0, len(self._data), CHUNK):
                if self._fail_at is not None and start >= self._fail_at:
                    raise MaybeSent("connection lost")
                if self._gate is not None and start:
                    await self._gate.wait()
                chunk = self._data[start : start + CHUNK]
                out.write(chunk)
                taken = on_chunk(chunk) if on_chunk is not None else None
                if inspect.isawaitable(taken):
                    await taken
        partial.replace(dest)
        return len(self._data)


def as_client(music: ChunkedMusic) -> MusicClient:
    """The fake stands in, by duck typing, for the client the code is typed with."""
    return cast(MusicClient, music)


async def test_wav_is_saved_and_encoded_in_one_pass(tmp_path: Path) -> None:
    data = wav_bytes(6)
    wav, mp3 = tmp_path / "1.wav", tmp_path / "1.mp3"

    info = await download_as_mp3(as_client(ChunkedMusic(data)), "job", wav, mp3, TAGS)

    assert wav.read_bytes() == data
    assert abs(info.duration_sec - 6) < 0.01 and abs(mp3_duration(mp3) - 6) < 0.1
    assert names_in(tmp_path) == ["1.mp3", "1.wav"]


async def test_a_download_that_breaks_leaves_no_mp3(tmp_path: Path) -> None:
    music = ChunkedMusic(wav_bytes(6), fail_at=5 * CHUNK)
    mp3 = tmp_path / "1.mp3"
    with pytest.raises(MaybeSent):
        await download_as_mp3(as_client(music), "job", tmp_path / "1.wav", mp3, TAGS)
    assert not mp3.exists() and not (tmp_path / "1.mp3.part").exists()


async def test_a_cancelled_delivery_leaves_no_mp3(tmp_path: Path) -> None:
    gate = asyncio.Event()  # the download stalls after its first chunk
    music = ChunkedMusic(wav_bytes(3), gate=gate)
    mp3 = tmp_path / "1.mp3"
    task = asyncio.create_task(
        download_as_mp3(as_client(music), "job", tmp_path / "1.wav", mp3, TAGS)
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
    # It stands in, by duck typing, for the encoder EncoderThread is typed with.
    async with EncoderThread(cast(StreamingMp3Encoder, encoder), window=4, hop_bytes=1) as worker:
        for _ in range(4):
            await worker.feed(b"x")  # room in the window: returns at once
        fifth = asyncio.create_task(worker.feed(b"x"))
        await asyncio.sleep(0.05)
        assert not fifth.done(), "the fifth chunk waits for the encoder"
        encoder.go.set()
        await fifth
        # The fifth returned as soon as the first chunk was encoded; the chunks still waiting
        # may be dropped by close() below (on a busy machine it often comes first).
        assert encoder.fed >= 1


def cut_wav(seconds: float, keep: float) -> bytes:
    """A WAV whose header promises `seconds` but whose data stops after `keep` of them."""
    whole = wav_bytes(seconds)
    return whole[: 44 + round(keep * 44100) * 4]


async def test_a_cut_off_wav_gives_no_mp3(tmp_path: Path) -> None:
    mp3 = tmp_path / "1.mp3"
    music = ChunkedMusic(cut_wav(6, keep=2))
    with pytest.raises(AudioFormatError, match="2.0 s of 6.0 s"):
        await download_as_mp3(as_client(music), "job", tmp_path / "1.wav", mp3, TAGS)
    assert "1.mp3" not in names_in(tmp_path) and "1.mp3.part" not in names_in(tmp_path)


async def test_a_whole_wav_far_shorter_than_its_job_gives_no_mp3(tmp_path: Path) -> None:
    mp3 = tmp_path / "1.mp3"
    music = ChunkedMusic(wav_bytes(3))
    with pytest.raises(AudioFormatError, match="3.0 s of 6.0 s"):
        await download_as_mp3(as_client(music), "j", tmp_path / "1.wav", mp3, TAGS, 6.0)
    assert not mp3.exists()
    info = await download_as_mp3(as_client(music), "j", tmp_path / "1.wav", mp3, TAGS, 4.9)
    assert mp3.exists() and abs(info.duration_sec - 3) < 0.01, "within 2 s it is the song"


# MusicClient.download against the emulator's faulty files: nothing hangs, nothing piles up,
# nothing escapes as a raw httpx error.


@pytest.fixture
async def finished_job(emulator: Emulator) -> AsyncIterator[tuple[MusicClient, str]]:
    client = MusicClient(emulator.music_url, emulator.settings.api_key)
    job = await client.submit("[verse]\nla la", None, 10)
    for _ in range(200):  # the emulator's job takes about a second
        if (await client.get_job(job.job_id)).status == "completed":
            break
        await asyncio.sleep(0.05)
    yield client, job.job_id
    await client.aclose()


def too_much(limit: int) -> Callable[[bytes], None]:
    """An on_chunk that stops a runaway download in the test itself (old code had no cap)."""
    seen = [0]

    def count(chunk: bytes) -> None:
        seen[0] += len(chunk)
        assert seen[0] <= limit, "the download ran past its cap"

    return count


@asynccontextmanager
async def client_with(emulator: Emulator, tuning: FilesTuning) -> AsyncIterator[MusicClient]:
    """A client of the emulator whose downloads keep to `tuning`."""
    client = MusicClient(emulator.music_url, emulator.settings.api_key, tuning=tuning)
    try:
        yield client
    finally:
        await client.aclose()


async def test_a_trickling_file_ends_at_the_deadline_and_leaves_nothing(
    finished_job: tuple[MusicClient, str], emulator: Emulator, tmp_path: Path
) -> None:
    _, job_id = finished_job
    emulator.settings.file_faults = ["trickle"]
    async with client_with(emulator, FilesTuning(download_deadline_sec=0.5)) as client:
        with pytest.raises(ServiceError, match="within 0.5 s"):
            await asyncio.wait_for(client.download(job_id, tmp_path / "1.wav"), 10)
    assert names_in(tmp_path) == []


async def test_an_endless_file_stops_at_the_cap_and_leaves_nothing(
    finished_job: tuple[MusicClient, str], emulator: Emulator, tmp_path: Path
) -> None:
    _, job_id = finished_job
    emulator.settings.file_faults = ["endless"]
    async with client_with(emulator, FilesTuning(largest_file_bytes=1 << 20)) as client:
        with pytest.raises(ServiceError, match="past 1048576 bytes"):
            await client.download(job_id, tmp_path / "1.wav", too_much(8 << 20))
        assert names_in(tmp_path) == []
        emulator.settings.file_faults = []
        with pytest.raises(ServiceError, match="larger than"):  # announced too big: not begun
            await client.download(job_id, tmp_path / "1.wav")


def test_the_cap_holds_the_longest_track_in_the_widest_format() -> None:
    widest = 300 * 44100 * 2 * 4
    assert widest < FilesTuning.largest_file_bytes < widest * 1.05


async def test_an_undecodable_body_is_a_service_error(
    finished_job: tuple[MusicClient, str], emulator: Emulator, tmp_path: Path
) -> None:
    client, job_id = finished_job
    emulator.settings.file_faults = ["garbled"]
    with pytest.raises(ServiceError, match="DecodingError"):
        await client.download(job_id, tmp_path / "1.wav")
    assert names_in(tmp_path) == []
    assert await client.download(job_id, tmp_path / "1.wav") > 0, "the next one is whole"
