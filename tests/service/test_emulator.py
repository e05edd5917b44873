"""The service emulator over real HTTP: every status, the job lifecycle, the WAV, the text model."""

import asyncio
import io
import time
import wave
from collections.abc import AsyncIterator
from typing import Any

import httpx
import numpy as np
import pytest

from music_emulator import Emulator, EmulatorSettings, SeenRequest
from music_emulator.settings import (
    LyricsUnit,
    PostFault,
    TakenFault,
)
from music_emulator.wav import CHUNK_FRAMES, frame_count, wav_size, wav_stream

GENERATE = "/api/v1/music/generate"
JOBS = "/api/v1/music/jobs"
FILES = "/api/v1/music/files"
CHAT = "/v1/chat/completions"
LYRICS = "[verse]\nla la la\n[chorus]\noh oh oh"
TAGS = ["[verse]", "[chorus]", "[verse]", "[chorus]", "[bridge]"]


@pytest.fixture
async def emulator() -> AsyncIterator[Emulator]:
    async with Emulator(EmulatorSettings(queue_sec=0.1, generation_sec=0.2)) as emu:
        yield emu


@pytest.fixture
async def client(emulator: Emulator) -> AsyncIterator[httpx.AsyncClient]:
    headers = {"Authorization": f"Bearer {emulator.settings.api_key}"}
    async with httpx.AsyncClient(base_url=emulator.base_url, headers=headers, timeout=5) as c:
        yield c


async def submit(client: httpx.AsyncClient, **fields: Any) -> httpx.Response:
    return await client.post(GENERATE, json={"lyrics": LYRICS, **fields})


async def finished(client: httpx.AsyncClient, job_id: str) -> dict[str, Any]:
    deadline = time.monotonic() + 5
    while time.monotonic() < deadline:
        job = (await client.get(f"{JOBS}/{job_id}")).json()
        if job["status"] in ("completed", "error"):
            return job
        await asyncio.sleep(0.05)
    raise AssertionError(f"job {job_id} never finished")


async def completed_job(client: httpx.AsyncClient, duration_sec: float) -> dict[str, Any]:
    job_id = (await submit(client, duration_sec=duration_sec)).json()["job_id"]
    job = await finished(client, job_id)
    assert job["status"] == "completed"
    return job


# --- addresses and authentication ---------------------------------------------------------


async def test_addresses(emulator: Emulator) -> None:
    assert emulator.port > 0
    assert emulator.base_url == f"http://127.0.0.1:{emulator.port}"
    assert emulator.music_url == f"{emulator.base_url}/api/v1/music"
    assert emulator.text_url == f"{emulator.base_url}/v1"


@pytest.mark.parametrize("headers", [{}, {"Authorization": "Bearer wrong"}, {"Authorization": "x"}])
async def test_music_needs_the_key(emulator: Emulator, headers: dict[str, str]) -> None:
    async with httpx.AsyncClient(base_url=emulator.base_url, headers=headers) as anonymous:
        posted = await anonymous.post(GENERATE, json={"lyrics": LYRICS})
        polled = await anonymous.get(f"{JOBS}/nope")
    assert (posted.status_code, polled.status_code) == (401, 401)
    assert posted.json()["detail"]
    assert emulator.jobs == {}
    assert [seen.auth_ok for seen in emulator.requests] == [False, False]
    assert emulator.posts(401)[0].body == {"lyrics": LYRICS}


# --- POST /generate -------------------------------------------------------------------------


async def test_generate_accepts_and_records(emulator: Emulator, client: httpx.AsyncClient) -> None:
    before = time.monotonic()
    answer = await submit(client, prompt="folk", duration_sec=42)
    assert answer.status_code == 202
    body = answer.json()
    assert body["status"] == "queued"
    job = emulator.jobs[body["job_id"]]
    assert (job.lyrics, job.prompt, job.duration_requested) == (LYRICS, "folk", 42)
    assert job.created_at >= before
    [seen] = emulator.posts()
    assert seen == SeenRequest("POST", GENERATE, 202, seen.body, seen.at, True, job_id=job.job_id)
    assert seen.body == {"lyrics": LYRICS, "prompt": "folk", "duration_sec": 42}
    assert emulator.posts(202) == [seen] and emulator.posts(422) == []


async def test_default_duration_is_60(emulator: Emulator, client: httpx.AsyncClient) -> None:
    job_id = (await submit(client)).json()["job_id"]
    assert emulator.jobs[job_id].duration_requested == 60


@pytest.mark.parametrize(
    "body",
    [
        {"prompt": "x"},
        {"lyrics": None},
        {"lyrics": 5},
        {"lyrics": "  \n "},
        {"lyrics": "a" * 4001},
        {"lyrics": LYRICS, "prompt": "p" * 601},
        {"lyrics": LYRICS, "prompt": 3},
        {"lyrics": LYRICS, "duration_sec": 9.99},
        {"lyrics": LYRICS, "duration_sec": 300.01},
        {"lyrics": LYRICS, "duration_sec": "60"},
        {"lyrics": LYRICS, "duration_sec": True},
        [LYRICS],
    ],
)
async def test_invalid_bodies_are_422(
    emulator: Emulator, client: httpx.AsyncClient, body: object
) -> None:
    answer = await client.post(GENERATE, json=body)
    assert answer.status_code == 422
    assert isinstance(answer.json()["detail"], str)
    assert emulator.jobs == {}


async def test_body_that_is_not_json_is_422(client: httpx.AsyncClient) -> None:
    answer = await client.post(GENERATE, content=b"lyrics=hi")
    assert answer.status_code == 422


async def test_limits_are_inclusive(emulator: Emulator, client: httpx.AsyncClient) -> None:
    emulator.settings.concurrent_limit = 3
    bodies = [
        {"lyrics": "a" * 4000},
        {"lyrics": LYRICS, "prompt": "p" * 600, "duration_sec": 10},
        {"lyrics": LYRICS, "duration_sec": 300},
    ]
    for body in bodies:
        assert (await client.post(GENERATE, json=body)).status_code == 202


@pytest.mark.parametrize(("unit", "expected"), [("chars", 202), ("bytes", 422)])
async def test_lyrics_unit(
    emulator: Emulator, client: httpx.AsyncClient, unit: LyricsUnit, expected: int
) -> None:
    emulator.settings.lyrics_unit = unit
    cyrillic = "я" * 2500  # 2500 chars, 5000 bytes
    assert (await client.post(GENERATE, json={"lyrics": cyrillic})).status_code == expected


async def test_empty_wallet_is_402(emulator: Emulator, client: httpx.AsyncClient) -> None:
    emulator.settings.balance_byn = 0
    answer = await submit(client)
    assert answer.status_code == 402
    assert answer.json()["detail"]
    assert emulator.jobs == {}


async def test_two_active_jobs_then_429(emulator: Emulator, client: httpx.AsyncClient) -> None:
    first, second = [(await submit(client)).json()["job_id"] for _ in range(2)]
    third = await submit(client)
    assert third.status_code == 429
    assert "active" in third.json()["detail"]
    assert emulator.active_count() == 2
    await finished(client, first)
    await finished(client, second)
    assert emulator.active_count() == 0
    assert (await submit(client)).status_code == 202
    assert emulator.max_active_seen == 2
    assert len(emulator.jobs) == 3


async def test_daily_quota_then_429(emulator: Emulator, client: httpx.AsyncClient) -> None:
    emulator.settings.daily_limit = 2
    emulator.settings.concurrent_limit = 10
    assert [(await submit(client)).status_code for _ in range(2)] == [202, 202]
    refused = await submit(client)
    assert refused.status_code == 429
    assert "daily" in refused.json()["detail"]
    emulator.reset_daily_counts()
    assert (await submit(client)).status_code == 202


async def test_too_frequent_then_429(emulator: Emulator, client: httpx.AsyncClient) -> None:
    emulator.settings.min_post_interval_sec = 0.3
    assert (await submit(client)).status_code == 202
    refused = await submit(client)
    assert refused.status_code == 429
    assert "frequent" in refused.json()["detail"]
    await asyncio.sleep(0.35)
    assert (await submit(client)).status_code == 202


async def test_post_faults_answer_their_status_in_turn(
    emulator: Emulator, client: httpx.AsyncClient
) -> None:
    emulator.settings.post_faults = [503, 429]
    first, second, third = [await submit(client) for _ in range(3)]
    assert (first.status_code, second.status_code, third.status_code) == (503, 429, 202)
    assert first.json()["detail"] == "music generation temporarily unavailable"
    assert len(emulator.jobs) == 1
    assert emulator.settings.post_faults == []


async def test_order_of_checks(emulator: Emulator, client: httpx.AsyncClient) -> None:
    emulator.settings.balance_byn = 0
    emulator.settings.post_faults = [503]
    assert (await client.post(GENERATE, json={})).status_code == 503
    assert (await client.post(GENERATE, json={})).status_code == 422
    assert (await submit(client)).status_code == 402
    emulator.settings.balance_byn = 10
    emulator.settings.min_post_interval_sec = 10
    emulator.settings.daily_limit = 1
    assert (await submit(client)).status_code == 202
    emulator.settings.concurrent_limit = 1
    assert "frequent" in (await submit(client)).json()["detail"]
    emulator.settings.min_post_interval_sec = 0
    assert "active" in (await submit(client)).json()["detail"]
    emulator.settings.concurrent_limit = 5
    assert "daily" in (await submit(client)).json()["detail"]


async def cut_off_submit(
    emulator: Emulator, client: httpx.AsyncClient, fault: PostFault, error: type[Exception]
) -> None:
    """One POST the emulator meets with `fault`: its answer never reads whole, as `error` says."""
    emulator.settings.post_faults = [fault]
    with pytest.raises(error):
        await submit(client)


async def test_dropped_answer_still_makes_the_job(
    emulator: Emulator, client: httpx.AsyncClient
) -> None:
    await cut_off_submit(emulator, client, "drop", httpx.RemoteProtocolError)
    assert len(emulator.jobs) == 1
    assert len(emulator.posts(0)) == 1
    assert (await submit(client)).status_code == 202


async def test_hung_answer_still_makes_the_job(
    emulator: Emulator, client: httpx.AsyncClient
) -> None:
    emulator.settings.post_faults = ["hang"]
    started = time.monotonic()
    with pytest.raises(httpx.ReadTimeout):
        await client.post(GENERATE, json={"lyrics": LYRICS}, timeout=0.3)
    assert time.monotonic() - started >= 0.3
    assert len(emulator.jobs) == 1
    assert [seen.status for seen in emulator.posts()] == [0]


@pytest.mark.parametrize(
    ("fault", "status", "body"),
    [
        ("taken-500", 500, b'{"detail": "internal server error"}'),
        ("taken-502", 502, b'{"detail": "bad gateway"}'),
        ("taken-504", 504, b'{"detail": "gateway timeout"}'),
        ("taken-empty", 202, b""),
        ("taken-no-id", 202, b'{"status": "queued"}'),
    ],
)
async def test_a_taken_fault_makes_and_counts_the_job_but_spoils_the_answer(
    emulator: Emulator, client: httpx.AsyncClient, fault: TakenFault, status: int, body: bytes
) -> None:
    emulator.settings.post_faults = [fault]
    answer = await submit(client)
    assert (answer.status_code, answer.content) == (status, body)
    [job] = emulator.jobs.values()
    assert emulator.active_count() == 1 and emulator.book.accepted_today == 1
    [seen] = emulator.posts()
    assert (seen.status, seen.job_id, seen.fault) == (status, job.job_id, fault)
    assert emulator.lost_answers() == [seen]
    assert (await finished(client, job.job_id))["status"] == "completed"
    assert job.charged, "a job whose answer was lost is charged all the same"


async def test_a_cut_answer_is_the_start_of_the_real_one(
    emulator: Emulator, client: httpx.AsyncClient
) -> None:
    emulator.settings.post_faults = ["taken-cut"]
    answer = await submit(client)
    [job_id] = emulator.jobs
    assert answer.status_code == 202
    assert answer.headers["content-type"].startswith("application/json")
    assert answer.text.startswith('{"job_id": "job-') and job_id not in answer.text
    with pytest.raises(ValueError):
        answer.json()


async def test_a_garbled_answer_cannot_be_decoded(
    emulator: Emulator, client: httpx.AsyncClient
) -> None:
    await cut_off_submit(emulator, client, "taken-garbled", httpx.DecodingError)
    assert len(emulator.jobs) == 1 and emulator.posts()[0].status == 202


async def test_a_taken_drop_makes_the_job_and_closes_the_connection(
    emulator: Emulator, client: httpx.AsyncClient
) -> None:
    await cut_off_submit(emulator, client, "taken-drop", httpx.RemoteProtocolError)
    [job_id] = emulator.jobs
    [seen] = emulator.posts()
    assert (seen.status, seen.job_id, seen.fault) == (0, job_id, "taken-drop")


async def test_a_taken_fault_lets_a_refusal_through_untouched(
    emulator: Emulator, client: httpx.AsyncClient
) -> None:
    """Only an accepted job's answer is spoiled; a limit's 429 is the service's own word."""
    emulator.settings.concurrent_limit = 0
    emulator.settings.post_faults = ["taken-502", "taken-drop"]
    assert (await submit(client)).status_code == 429
    assert (await submit(client)).status_code == 429
    assert emulator.jobs == {} and emulator.settings.post_faults == []
    assert [(seen.job_id, seen.fault) for seen in emulator.posts()] == [
        (None, "taken-502"),
        (None, "taken-drop"),
    ]
    assert emulator.lost_answers() == []


@pytest.mark.parametrize("status", [500, 502, 504, 400, 413])
async def test_a_status_fault_never_reaches_the_service(
    emulator: Emulator, client: httpx.AsyncClient, status: int
) -> None:
    """A plain status is a gateway that answered alone: no job, nothing counted."""
    emulator.settings.post_faults = [status]
    assert (await submit(client)).status_code == status
    assert emulator.jobs == {} and emulator.book.accepted_today == 0
    [seen] = emulator.posts()
    assert (seen.status, seen.job_id, seen.fault) == (status, None, status)
    assert (await submit(client)).status_code == 202
    assert emulator.posts(202)[0].job_id in emulator.jobs


async def test_stop_does_not_wait_for_a_hung_request() -> None:
    emulator = Emulator(EmulatorSettings(post_faults=["hang"]))
    await emulator.start()
    headers = {"Authorization": "Bearer emulator-key"}
    async with httpx.AsyncClient(base_url=emulator.base_url, headers=headers) as client:
        pending = asyncio.create_task(submit(client))
        await asyncio.sleep(0.2)
        started = time.monotonic()
        await emulator.stop()
        assert time.monotonic() - started < 2
        with pytest.raises(httpx.TransportError):
            await pending


# --- GET /jobs/{id} -------------------------------------------------------------------------


async def test_job_lifecycle(emulator: Emulator, client: httpx.AsyncClient) -> None:
    emulator.settings.queue_sec = 0.2
    emulator.settings.generation_sec = 0.4
    job_id = (await submit(client, duration_sec=30)).json()["job_id"]
    assert (await client.get(f"{JOBS}/{job_id}")).json() == {"job_id": job_id, "status": "queued"}
    await asyncio.sleep(0.3)
    assert (await client.get(f"{JOBS}/{job_id}")).json() == {"job_id": job_id, "status": "running"}
    assert emulator.jobs[job_id].status == "running"
    job = await finished(client, job_id)
    assert job["status"] == "completed"
    assert job["url"] == f"/api/v1/music/files/{job_id}"
    assert job["price_byn"] == 0.5
    assert 30 * 0.85 <= job["duration_sec"] <= 30
    assert round(job["duration_sec"], 2) == job["duration_sec"]
    assert emulator.jobs[job_id].completed_at <= time.monotonic()
    assert len(emulator.polls(job_id)) >= 3


async def test_running_time_grows_with_duration(
    emulator: Emulator, client: httpx.AsyncClient
) -> None:
    emulator.settings.generation_sec_per_track_sec = 0.01
    short, long = [(await submit(client, duration_sec=d)).json()["job_id"] for d in (10, 100)]
    run = {job_id: emulator.jobs[job_id].run_sec for job_id in (short, long)}
    assert run[short] == pytest.approx(0.2 + 0.1)
    assert run[long] == pytest.approx(0.2 + 1.0)


async def test_completion_is_charged_once(emulator: Emulator, client: httpx.AsyncClient) -> None:
    emulator.settings.price_byn = 1.25
    job = await completed_job(client, 10)
    assert emulator.settings.balance_byn == 1000 - 1.25
    await client.get(f"{JOBS}/{job['job_id']}")
    await client.get(f"{JOBS}/{job['job_id']}")
    assert emulator.settings.balance_byn == 1000 - 1.25


async def test_charged_without_being_polled(emulator: Emulator, client: httpx.AsyncClient) -> None:
    await submit(client)
    await asyncio.sleep(0.5)
    assert emulator.settings.balance_byn == 999.5


async def test_failed_jobs_are_free(emulator: Emulator, client: httpx.AsyncClient) -> None:
    emulator.settings.error_rate = 1.0
    job_id = (await submit(client)).json()["job_id"]
    assert await finished(client, job_id) == {"job_id": job_id, "status": "error"}
    assert emulator.settings.balance_byn == 1000
    assert (await client.get(f"{FILES}/{job_id}")).status_code == 404


async def test_failures_follow_the_seed() -> None:
    async def outcomes() -> list[bool]:
        settings = EmulatorSettings(error_rate=0.5, seed=7, concurrent_limit=20)
        async with (
            Emulator(settings) as emu,
            httpx.AsyncClient(
                base_url=emu.base_url, headers={"Authorization": "Bearer emulator-key"}
            ) as c,
        ):
            for _ in range(12):
                await submit(c)
            return [job.fails for job in emu.jobs.values()]

    first, second = await outcomes(), await outcomes()
    assert first == second
    assert any(first) and not all(first)


async def test_unknown_job_is_404(client: httpx.AsyncClient) -> None:
    answer = await client.get(f"{JOBS}/job-unknown")
    assert answer.status_code == 404
    assert answer.json()["detail"]


async def test_poll_faults_in_turn(emulator: Emulator, client: httpx.AsyncClient) -> None:
    job_id = (await submit(client)).json()["job_id"]
    emulator.settings.poll_faults = [500, 503, 404, 502, 504]
    codes = [(await client.get(f"{JOBS}/{job_id}")).status_code for _ in range(6)]
    assert codes == [500, 503, 404, 502, 504, 200]
    assert [seen.status for seen in emulator.polls(job_id)] == codes


async def test_a_garbled_poll_cannot_be_decoded(
    emulator: Emulator, client: httpx.AsyncClient
) -> None:
    job_id = (await submit(client)).json()["job_id"]
    emulator.settings.poll_faults = ["garbled"]
    with pytest.raises(httpx.DecodingError):
        await client.get(f"{JOBS}/{job_id}")
    assert (await client.get(f"{JOBS}/{job_id}")).json()["job_id"] == job_id


# --- GET /files/{id} ------------------------------------------------------------------------


async def test_wav_file(emulator: Emulator, client: httpx.AsyncClient) -> None:
    job = await completed_job(client, 12)
    answer = await client.get(job["url"])
    assert answer.status_code == 200
    assert answer.headers["content-type"] == "audio/wav"
    assert int(answer.headers["content-length"]) == len(answer.content)
    with wave.open(io.BytesIO(answer.content)) as wav:
        assert (wav.getframerate(), wav.getnchannels(), wav.getsampwidth()) == (44100, 2, 2)
        assert wav.getnframes() == round(job["duration_sec"] * 44100)
        frames = wav.readframes(wav.getnframes())
    samples = np.frombuffer(frames, dtype="<i2").reshape(-1, 2) / 32768
    assert len(samples) == wav.getnframes()
    assert (await client.get(job["url"])).content == answer.content


async def test_wav_sounds_like_a_tune(client: httpx.AsyncClient) -> None:
    job = await completed_job(client, 10)
    with wave.open(io.BytesIO((await client.get(job["url"])).content)) as wav:
        frames = wav.readframes(wav.getnframes())
    left = np.frombuffer(frames, dtype="<i2").reshape(-1, 2)[:, 0] / 32768
    middle = left[44100 * 2 : 44100 * 6]
    assert 0.03 < np.sqrt(np.mean(middle**2)) < 0.5  # audible, not clipped
    power = np.sort(np.abs(np.fft.rfft(middle[:44100])) ** 2)[::-1]
    assert power[: len(power) // 100].sum() / power.sum() > 0.5  # tones, not noise
    windows = middle[: len(middle) // 4410 * 4410].reshape(-1, 4410)
    pitches = {int(np.argmax(np.abs(np.fft.rfft(w)))) for w in windows}
    assert len(pitches) >= 3  # the pitch moves: a melody, not a drone


async def test_file_of_unfinished_or_unknown_job_is_404(client: httpx.AsyncClient) -> None:
    job_id = (await submit(client)).json()["job_id"]
    assert (await client.get(f"{FILES}/{job_id}")).status_code == 404
    assert (await client.get(f"{FILES}/job-unknown")).status_code == 404


async def test_file_needs_the_key(emulator: Emulator, client: httpx.AsyncClient) -> None:
    job = await completed_job(client, 10)
    async with httpx.AsyncClient(base_url=emulator.base_url) as anonymous:
        assert (await anonymous.get(job["url"])).status_code == 401


def test_wav_stream_is_lazy_and_sized() -> None:
    frames = frame_count(300)
    assert wav_size(frames) == 44 + 300 * 44100 * 4
    chunks = wav_stream(frames, seed=1)
    header = next(chunks)
    assert len(header) == 44
    assert header[:4] == b"RIFF" and header[8:12] == b"WAVE"
    assert all(len(next(chunks)) == CHUNK_FRAMES * 4 for _ in range(3))


def test_wav_stream_covers_every_frame() -> None:
    frames = CHUNK_FRAMES * 2 + 123
    assert sum(len(chunk) for chunk in wav_stream(frames, seed=2)) == wav_size(frames)
