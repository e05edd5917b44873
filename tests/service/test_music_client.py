"""The music client over real HTTP to the emulator: one exception per status, and whether a
failed submission may have reached the service."""

from __future__ import annotations

import asyncio
import socket
from collections.abc import AsyncIterator
from pathlib import Path
from typing import TypeVar

import httpx
import pytest

from bot.service.errors import (
    BadAnswer,
    MaybeSent,
    NotFound,
    NotSent,
    RateLimited,
    Rejected,
    ServiceError,
    Taken,
    Unauthorized,
    Unavailable,
    WalletEmpty,
    WrongAddress,
    submission_error,
)
from bot.service.http import service_message
from bot.service.music import MusicClient, accepted_job
from music_emulator import Emulator, EmulatorSettings
from music_emulator.settings import PostFault, TakenFault

LYRICS = "[verse]\nHello there"


@pytest.fixture
async def service() -> AsyncIterator[Emulator]:
    async with Emulator(EmulatorSettings(queue_sec=0.05, generation_sec=0.1)) as emu:
        yield emu


@pytest.fixture
async def client(service: Emulator) -> AsyncIterator[MusicClient]:
    music = MusicClient(service.music_url, service.settings.api_key)
    yield music
    await music.aclose()


Refusal = TypeVar("Refusal", bound=BaseException)


async def refused_submit(
    client: MusicClient, service: Emulator, fault: PostFault, error: type[Refusal]
) -> Refusal:
    """One POST the service meets with `fault`: the error the client raised for it."""
    service.settings.post_faults = [fault]
    with pytest.raises(error) as raised:
        await client.submit(LYRICS, None, 10)
    return raised.value


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
    [(401, Unauthorized), (402, WalletEmpty), (429, RateLimited), (503, Unavailable)],
)
async def test_a_proven_refusal_waits_and_retries(
    client: MusicClient, service: Emulator, status: int, error: type[Exception]
) -> None:
    """The four answers the service documents as "not made" are the only ones to retry."""
    refused = await refused_submit(client, service, status, error)
    assert not isinstance(refused, MaybeSent | Rejected)
    assert service.settings.api_key not in str(refused)
    assert service.jobs == {}


@pytest.mark.parametrize(("status", "words"), [(500, "500"), (502, "502"), (504, "504")])
async def test_a_gateway_error_may_have_taken_the_song(
    client: MusicClient, service: Emulator, status: int, words: str
) -> None:
    """A gateway's 5xx proves nothing about the service behind it: never a silent resend."""
    maybe = await refused_submit(client, service, status, MaybeSent)
    assert words in maybe.detail and "may have taken" in maybe.detail
    assert service.settings.api_key not in str(maybe)


@pytest.mark.parametrize("status", [200, 201, 302])
async def test_an_answer_without_a_job_id_may_have_taken_the_song(
    client: MusicClient, service: Emulator, status: int
) -> None:
    maybe = await refused_submit(client, service, status, MaybeSent)
    assert str(status) in maybe.detail and "may have taken" in maybe.detail


@pytest.mark.parametrize("status", [404, 405])
async def test_no_such_route_is_a_wrong_address_not_a_refusal_of_the_lyrics(
    client: MusicClient, service: Emulator, status: int
) -> None:
    """404 or 405 to POST /generate: no music interface at MUSIC_API_URL; nothing was made."""
    wrong = await refused_submit(client, service, status, WrongAddress)
    assert "MUSIC_API_URL" in wrong.detail and wrong.taken is Taken.NOT_TAKEN


@pytest.mark.parametrize(
    ("status", "words"),
    [
        (400, "bad request"),
        (403, "forbidden"),
        (409, "conflict"),
        (413, "too large"),
        (415, "unsupported media type"),
    ],
)
async def test_any_other_refusal_is_rejected_with_its_reason(
    client: MusicClient, service: Emulator, status: int, words: str
) -> None:
    """The service read the request and said no: resending it unchanged cannot help."""
    rejected = await refused_submit(client, service, status, Rejected)
    assert words in rejected.detail.lower()
    assert rejected.status == status
    assert service.settings.api_key not in str(rejected)


@pytest.mark.parametrize(
    ("fault", "words"),
    [
        ("taken-500", "500"),
        ("taken-502", "502"),
        ("taken-504", "504"),
        ("taken-empty", "empty"),
        ("taken-cut", "could not be read"),
        ("taken-no-id", "no job id"),
        ("taken-garbled", "could not be read"),
        ("taken-drop", "no answer"),
    ],
)
async def test_a_lost_answer_to_a_taken_job_is_maybe_sent(
    client: MusicClient, service: Emulator, fault: TakenFault, words: str
) -> None:
    """The service made (and will charge) the job; the client must say "may have taken"."""
    maybe = await refused_submit(client, service, fault, MaybeSent)
    assert words in maybe.detail
    assert service.settings.api_key not in str(maybe)
    [job_id] = service.jobs
    [post] = service.posts()
    assert (post.job_id, post.fault) == (job_id, fault)
    assert service.active_count() == 1 and service.book.accepted_today == 1
    assert service.lost_answers() == [post]


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


@pytest.mark.parametrize(("fault", "error"), [(500, Unavailable), (502, Unavailable)])
async def test_a_failed_poll_stays_a_passing_failure(
    client: MusicClient, service: Emulator, fault: int, error: type[Exception]
) -> None:
    """A GET changes nothing at the service: its 5xx is only a poll to try again."""
    job = await client.submit(LYRICS, None, 10)
    service.settings.poll_faults = [fault, 404]
    with pytest.raises(error):
        await client.get_job(job.job_id)
    with pytest.raises(NotFound):
        await client.get_job(job.job_id)


async def test_an_undecodable_poll_is_a_bad_answer(client: MusicClient, service: Emulator) -> None:
    job = await client.submit(LYRICS, None, 10)
    service.settings.poll_faults = ["garbled"]
    with pytest.raises(BadAnswer):
        await client.get_job(job.job_id)
    assert (await client.get_job(job.job_id)).job_id == job.job_id


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
    await refused_submit(client, service, "drop", MaybeSent)
    assert len(service.jobs) == 1, "the service did take it"


async def test_no_answer_in_time_means_maybe_sent(service: Emulator) -> None:
    service.settings.post_faults = ["hang"]
    music = MusicClient(service.music_url, service.settings.api_key, httpx.Timeout(0.3))
    with pytest.raises(MaybeSent):
        await music.submit(LYRICS, None, 10)
    await music.aclose()


@pytest.mark.parametrize(
    ("answer", "words"),
    [
        (httpx.Response(413), "the request was too large for the service"),
        (httpx.Response(400, text="<html>400</html>"), "the service could not read the request"),
        (httpx.Response(418), "418"),
        (httpx.Response(422, json={"detail": "lyrics empty"}), "lyrics empty"),
        (httpx.Response(409, json={"error": {"message": "same song"}}), "same song"),
    ],
)
def test_a_refusal_is_told_in_plain_words(answer: httpx.Response, words: str) -> None:
    """The service's own message when it gave one, else words for the status (never HTML)."""
    error = submission_error(answer.status_code, service_message(answer))
    assert isinstance(error, Rejected)
    assert words in error.detail
    assert "<" not in error.detail


async def test_a_request_that_never_fully_left_means_surely_not_sent() -> None:
    """A server that takes the connection but reads nothing: the body cannot all go out, so
    the service cannot have read the request; it may be sent again."""
    with socket.create_server(("127.0.0.1", 0)) as deaf:
        deaf.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, 4096)
        port = deaf.getsockname()[1]
        timeout = httpx.Timeout(5.0, write=0.3)
        music = MusicClient(f"http://127.0.0.1:{port}/api/v1/music", "key", timeout)
        with pytest.raises(NotSent):
            await music.submit("[verse]\n" + "la " * 4_000_000, None, 10)
        await music.aclose()


@pytest.mark.parametrize(
    "answer",
    [
        httpx.Response(202, content=b"[" * 100_000),
        httpx.Response(202, json=["job-1"]),
        httpx.Response(202, json={"job_id": ""}),
        httpx.Response(202, json={"job_id": 17}),
        httpx.Response(202, content=b"\xff\xfe{"),
    ],
)
def test_any_unreadable_2xx_may_have_taken_the_song(answer: httpx.Response) -> None:
    with pytest.raises(MaybeSent):
        accepted_job(answer, "key")


def test_a_job_id_is_enough_whatever_the_status_says() -> None:
    job = accepted_job(httpx.Response(201, json={"job_id": "job-1", "status": "?"}), "key")
    assert (job.job_id, job.status) == ("job-1", "queued")


def test_a_refusal_never_repeats_the_key() -> None:
    answer = httpx.Response(400, json={"detail": "bad header: Bearer sk-secret-1"})
    error = submission_error(answer.status_code, service_message(answer, "sk-secret-1"))
    assert isinstance(error, Rejected) and "sk-secret-1" not in str(error)


@pytest.mark.parametrize(
    ("status", "taken"),
    [
        *((status, Taken.NOT_TAKEN) for status in (401, 402, 404, 405, 429, 503)),
        *((status, Taken.REFUSED) for status in (400, 403, 409, 413, 422)),
        *((status, Taken.MAYBE_TAKEN) for status in (500, 502, 504, 520, 302, 101)),
    ],
)
def test_each_answer_s_class_says_what_it_proves_about_the_job(status: int, taken: Taken) -> None:
    """The scheduler asks the error's class whether a job may exist (the money rule)."""
    assert submission_error(status, None).taken is taken


def test_silence_proves_nothing_unless_the_request_never_left() -> None:
    assert NotSent("refused to connect").taken is Taken.NOT_TAKEN
    assert MaybeSent("no answer").taken is Taken.MAYBE_TAKEN
    assert BadAnswer("unreadable").taken is Taken.MAYBE_TAKEN
    assert ServiceError("anything new").taken is Taken.MAYBE_TAKEN, "unknown: never resent"
