"""The music client over real HTTP to the emulator: one exception per status, and whether a
failed submission may have reached the service."""

from __future__ import annotations

import asyncio
import socket
from pathlib import Path

import httpx
import pytest

from bot.emulator import Emulator, EmulatorSettings
from bot.service.errors import (
    MaybeSent,
    NotFound,
    NotSent,
    RateLimited,
    Rejected,
    Unauthorized,
    Unavailable,
    WalletEmpty,
)
from bot.service.music import MusicClient

LYRICS = "[verse]\nHello there"


@pytest.fixture
async def service() -> Emulator:
    async with Emulator(EmulatorSettings(queue_sec=0.05, generation_sec=0.1)) as emu:
        yield emu


@pytest.fixture
async def client(service: Emulator) -> MusicClient:
    music = MusicClient(service.music_url, service.settings.api_key)
    yield music
    await music.aclose()


async def test_submit_poll_and_stream_the_file(
    client: MusicClient, service: Emulator, tmp_path: Path
) -> None:
    job = await client.submit(LYRICS, "calm piano", 10)
    assert job.status == "queued"
    for _ in range(100):
        job = await client.get_job(job.job_id)
        if job.status == "completed":
            break
        await asyncio.sleep(0.05)
    assert job.duration_sec and job.price_byn is not None
    chunks: list[int] = []
    size = await client.download(job.job_id, tmp_path / "song.wav", lambda c: chunks.append(len(c)))
    assert size == (tmp_path / "song.wav").stat().st_size == sum(chunks)
    assert len(chunks) > 1, "streamed in chunks, not read whole"
    assert (tmp_path / "song.wav").read_bytes()[:4] == b"RIFF"


@pytest.mark.parametrize(
    ("status", "error"),
    [(402, WalletEmpty), (429, RateLimited), (503, Unavailable), (500, Unavailable)],
)
async def test_each_status_raises_its_own_error(
    client: MusicClient, service: Emulator, status: int, error: type[Exception]
) -> None:
    service.settings.post_faults = [status]
    with pytest.raises(error):
        await client.submit(LYRICS, None, 10)


async def test_validation_failure_carries_the_reason(client: MusicClient) -> None:
    with pytest.raises(Rejected) as rejected:
        await client.submit(LYRICS, None, 500)
    assert "duration" in rejected.value.detail


async def test_wrong_key_is_unauthorized_and_never_echoed(service: Emulator) -> None:
    music = MusicClient(service.music_url, "sk-wrong-secret-key")
    with pytest.raises(Unauthorized) as refused:
        await music.submit(LYRICS, None, 10)
    await music.aclose()
    assert "sk-wrong-secret-key" not in str(refused.value)


async def test_unknown_job_is_not_found(client: MusicClient) -> None:
    with pytest.raises(NotFound):
        await client.get_job("no-such-job")


async def test_a_closed_port_means_surely_not_sent() -> None:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    music = MusicClient(f"http://127.0.0.1:{port}/api/v1/music", "key")
    with pytest.raises(NotSent):
        await music.submit(LYRICS, None, 10)
    await music.aclose()


async def test_a_dropped_answer_means_maybe_sent(client: MusicClient, service: Emulator) -> None:
    service.settings.post_faults = ["drop"]
    with pytest.raises(MaybeSent):
        await client.submit(LYRICS, None, 10)
    assert len(service.jobs) == 1, "the service did take it"


async def test_no_answer_in_time_means_maybe_sent(service: Emulator) -> None:
    service.settings.post_faults = ["hang"]
    music = MusicClient(service.music_url, service.settings.api_key, httpx.Timeout(0.3))
    with pytest.raises(MaybeSent):
        await music.submit(LYRICS, None, 10)
    await music.aclose()
