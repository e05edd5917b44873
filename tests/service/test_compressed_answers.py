"""Bodies that come compressed although the bot asked for them plain: each is read only up to
its bound counted as decoded, so 40 KB of gzip that decode to 40 MB never reach memory whole;
an encoding the bot does not decode is refused. Served over real HTTP on loopback."""

from __future__ import annotations

import gzip
import tracemalloc
from collections.abc import AsyncIterator, Awaitable, Callable
from pathlib import Path

import pytest
from aiohttp import web

from bot.service.bodies import SERVICE_ANSWER_MAX_BYTES
from bot.service.errors import AnswerTooLong, BadAnswer, FileTooLarge, MaybeSent
from bot.service.music import MusicClient
from bot.service.textmodel import ChatMessage, TextModelClient
from bot.tuning import FilesTuning, TextModelTuning

BOMB_BYTES = 40 << 20  # what the answer decodes to
BOMB = gzip.compress(b" " * BOMB_BYTES, compresslevel=9)
# Past the largest body any bound allows: the whole bomb decoded would show well above it.
MOST_HELD = 8 << 20
Handler = Callable[[web.Request], Awaitable[web.StreamResponse]]


def compressed(body: bytes, status: int = 200, encoding: str = "gzip") -> web.Response:
    return web.Response(
        body=body,
        status=status,
        headers={"Content-Encoding": encoding, "Content-Type": "application/json"},
    )


async def serve_compressed(
    serve: Callable[[Handler], Awaitable[str]], body: bytes, status: int = 200
) -> str:
    """A server on loopback that answers every request with `body`, said to be gzip."""

    async def answer(_: web.Request) -> web.Response:
        return compressed(body, status=status)

    return await serve(answer)


@pytest.fixture
async def serve() -> AsyncIterator[Callable[[Handler], Awaitable[str]]]:
    runners: list[web.AppRunner] = []

    async def start(handler: Handler) -> str:
        app = web.Application()
        app.router.add_route("*", "/{tail:.*}", handler)
        runner = web.AppRunner(app)
        await runner.setup()
        site = web.TCPSite(runner, "127.0.0.1", 0)
        await site.start()
        runners.append(runner)
        port = runner.addresses[0][1]
        return f"http://127.0.0.1:{port}"

    yield start
    for runner in runners:
        await runner.cleanup()


async def peak_while(work: Awaitable[object]) -> tuple[BaseException | None, int]:
    tracemalloc.start()
    try:
        await work
        failure: BaseException | None = None
    except Exception as error:  # what the call raised, checked by the test
        failure = error
    _, peak = tracemalloc.get_traced_memory()
    tracemalloc.stop()
    return failure, peak


async def test_a_text_answer_compressed_past_its_bound_is_refused_without_inflating(
    serve: Callable[[Handler], Awaitable[str]],
) -> None:
    url = await serve_compressed(serve, BOMB)
    client = TextModelClient(f"{url}/v1", "key", "model", tuning=TextModelTuning())
    failure, peak = await peak_while(client.complete([ChatMessage("user", "a song")]))
    await client.aclose()
    assert isinstance(failure, AnswerTooLong), failure
    assert peak < MOST_HELD, peak


async def test_a_compressed_text_answer_within_its_bound_is_read(
    serve: Callable[[Handler], Awaitable[str]],
) -> None:
    answer = b'{"choices": [{"message": {"content": "[verse]\\nla la"}}]}'

    url = await serve_compressed(serve, gzip.compress(answer))
    client = TextModelClient(f"{url}/v1", "key", "model", tuning=TextModelTuning())
    text = await client.complete([ChatMessage("user", "a song")])
    await client.aclose()
    assert text == "[verse]\nla la"


async def test_an_error_body_compressed_past_its_bound_is_read_only_to_it(
    serve: Callable[[Handler], Awaitable[str]],
) -> None:
    url = await serve_compressed(serve, BOMB, status=500)
    music = MusicClient(f"{url}/api/v1/music", "key")
    failure, peak = await peak_while(music.get_job("j1"))
    await music.aclose()
    assert isinstance(failure, BadAnswer), failure
    assert peak < MOST_HELD, peak


async def test_an_answer_to_a_post_compressed_past_its_bound_may_have_been_taken(
    serve: Callable[[Handler], Awaitable[str]],
) -> None:
    url = await serve_compressed(serve, BOMB)
    music = MusicClient(f"{url}/api/v1/music", "key")
    failure, peak = await peak_while(music.submit("[verse]\nla", None, 30))
    await music.aclose()
    assert isinstance(failure, MaybeSent), failure
    assert peak < MOST_HELD, peak


async def test_a_file_compressed_past_the_largest_file_is_refused(
    serve: Callable[[Handler], Awaitable[str]], tmp_path: Path
) -> None:
    async def bomb(_: web.Request) -> web.Response:
        return web.Response(body=BOMB, headers={"Content-Encoding": "gzip"})

    url = await serve(bomb)
    largest = 1 << 20
    music = MusicClient(
        f"{url}/api/v1/music", "key", tuning=FilesTuning(largest_file_bytes=largest)
    )
    failure, peak = await peak_while(music.download("j1", tmp_path / "song.wav"))
    await music.aclose()
    assert isinstance(failure, FileTooLarge), failure
    assert peak < MOST_HELD, peak
    assert not (tmp_path / "song.wav.part").exists(), "no partial file is left"  # noqa: ASYNC240


@pytest.mark.parametrize("encoding", ["br", "zstd", "gzip, gzip"])
async def test_an_answer_in_an_encoding_not_decoded_here_is_refused(
    serve: Callable[[Handler], Awaitable[str]], encoding: str
) -> None:
    async def odd(_: web.Request) -> web.Response:
        return compressed(b"\x00" * 100, encoding=encoding)

    url = await serve(odd)
    music = MusicClient(f"{url}/api/v1/music", "key")
    with pytest.raises(BadAnswer):
        await music.get_job("j1")
    await music.aclose()


JOB = '{"job_id": "j1", "status": "queued"}'


@pytest.mark.parametrize(
    ("size", "read"), [(SERVICE_ANSWER_MAX_BYTES, True), (SERVICE_ANSWER_MAX_BYTES + 1, False)]
)
async def test_a_plain_answer_is_read_up_to_the_service_answer_bound(
    serve: Callable[[Handler], Awaitable[str]], size: int, read: bool
) -> None:
    async def padded(_: web.Request) -> web.Response:
        return web.json_response(text=JOB + " " * (size - len(JOB)))

    url = await serve(padded)
    music = MusicClient(f"{url}/api/v1/music", "key")
    try:
        if read:
            assert (await music.get_job("j1")).job_id == "j1"
        else:
            with pytest.raises(BadAnswer):
                await music.get_job("j1")
    finally:
        await music.aclose()
