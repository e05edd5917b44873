"""The text-model client over real HTTP to the emulator: one completion with the model and the
key, the models list, and each failure told apart without the key in its text."""

from __future__ import annotations

import asyncio
import itertools
import socket
import time
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager

import httpx
import pytest

from bot.limits import LYRICS_LIMIT
from bot.lyricist import lyrics_from_answer, prompt, write_lyrics
from bot.service.errors import (
    AnswerTooLong,
    AnswerTooSlow,
    BadAnswer,
    BudgetUsedUp,
    NoLyrics,
    NotFound,
    ServiceError,
    TextTimeout,
    Unauthorized,
    Unavailable,
)
from bot.service.textmodel import ChatMessage, TextModelClient, _delta_of, text_error
from bot.tuning import TextModelTuning
from music_emulator import Emulator
from music_emulator.record import SeenRequest
from music_emulator.settings import TextFailure

QUICK = httpx.Timeout(0.5)
# For the tests of what an answer means, not of how long it takes: a loaded machine may answer
# a plain call in more than QUICK.
PATIENT = httpx.Timeout(30.0)


@pytest.fixture
async def client(emulator: Emulator) -> AsyncIterator[TextModelClient]:
    model = emulator.settings.text_models[0]
    text = TextModelClient(emulator.text_url, emulator.settings.api_key, model, PATIENT)
    yield text
    await text.aclose()


async def test_completion_sends_the_model_and_the_key_and_returns_the_content(
    client: TextModelClient, emulator: Emulator
) -> None:
    answer = await client.complete([ChatMessage("user", 'Topic: "the sea"\nWrite the song.')])
    assert "[chorus]" in answer and "the sea" in answer
    assert emulator.chat_requests == [
        {
            "model": emulator.settings.text_models[0],
            "messages": [{"role": "user", "content": 'Topic: "the sea"\nWrite the song.'}],
        }
    ]
    (seen,) = [r for r in emulator.requests if r.path.endswith("/chat/completions")]
    assert seen.auth_ok and seen.method == "POST" and seen.status == 200


async def test_models_lists_what_the_key_may_use(
    client: TextModelClient, emulator: Emulator
) -> None:
    assert await client.models() == emulator.settings.text_models
    (seen,) = [r for r in emulator.requests if r.path.endswith("/models")]
    assert seen.auth_ok and seen.method == "GET"


async def test_the_lyricist_gets_tagged_lyrics_and_a_style_in_the_users_language(
    client: TextModelClient, emulator: Emulator
) -> None:
    written = await write_lyrics(client, "дождь в Минске", "ru")
    assert written.lyrics.text.startswith("[verse]\n")
    assert "[chorus]" in written.lyrics.text and "Минске" in written.lyrics.text
    assert "Style:" not in written.lyrics.text, "the style line is not sung"
    assert written.style and len(written.style) <= 600
    system, user = emulator.chat_requests[0]["messages"]
    assert system["role"] == "system" and "Russian" in system["content"]
    assert user["content"].startswith("Тема: «дождь в Минске»")


def test_a_rewrite_shows_the_model_its_previous_lyrics() -> None:
    messages = prompt("the sea", "en", previous="[verse]\nOld words")
    assert [m.role for m in messages] == ["system", "user", "assistant", "user"]
    assert messages[2].content == "[verse]\nOld words"
    assert '"the sea"' in messages[3].content


@pytest.mark.parametrize(
    ("failure", "error"),
    [("unauthorized", Unauthorized), ("budget", BudgetUsedUp), ("unavailable", Unavailable)],
)
async def test_failures_are_told_apart(
    client: TextModelClient, emulator: Emulator, failure: TextFailure, error: type[ServiceError]
) -> None:
    emulator.settings.text_failure = failure
    with pytest.raises(error) as raised:
        await client.complete([ChatMessage("user", "the sea")])
    assert emulator.settings.api_key not in str(raised.value)
    with pytest.raises(error):
        await client.models()


async def test_a_wrong_key_is_unauthorized_and_never_named(emulator: Emulator) -> None:
    model = emulator.settings.text_models[0]
    wrong = TextModelClient(emulator.text_url, "sk-wrong-key-1234", model, PATIENT)
    try:
        with pytest.raises(Unauthorized) as raised:
            await wrong.complete([ChatMessage("user", "the sea")])
    finally:
        await wrong.aclose()
    assert "sk-wrong-key-1234" not in str(raised.value)
    assert not emulator.requests[-1].auth_ok


async def test_a_slow_model_is_a_timeout(emulator: Emulator) -> None:
    emulator.settings.text_failure = "slow"
    emulator.settings.text_slow_sec = 3.0
    model = emulator.settings.text_models[0]
    quick = TextModelClient(emulator.text_url, emulator.settings.api_key, model, QUICK)
    try:
        with pytest.raises(TextTimeout):
            await quick.complete([ChatMessage("user", "the sea")])
    finally:
        await quick.aclose()


async def test_an_answer_without_lyrics_is_no_lyrics(
    client: TextModelClient, emulator: Emulator
) -> None:
    emulator.settings.text_failure = "no_lyrics"
    with pytest.raises(NoLyrics):
        await write_lyrics(client, "the sea", "en")
    assert len(emulator.chat_requests) == 1


async def test_an_unknown_model_is_an_error_not_lyrics(emulator: Emulator) -> None:
    other = TextModelClient(emulator.text_url, emulator.settings.api_key, "no-such-model", PATIENT)
    try:
        with pytest.raises(NotFound):
            await other.complete([ChatMessage("user", "the sea")])
    finally:
        await other.aclose()


async def test_a_closed_port_is_unavailable() -> None:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port = sock.getsockname()[1]
    closed = TextModelClient(f"http://127.0.0.1:{port}/v1", "key", "model", QUICK)
    try:
        with pytest.raises(Unavailable):
            await closed.complete([ChatMessage("user", "the sea")])
    finally:
        await closed.aclose()


@pytest.mark.parametrize(
    ("status", "body", "error"),
    [
        (429, {"error": {"message": "quota", "code": "insufficient_quota"}}, BudgetUsedUp),
        (429, {"error": {"message": "slow down", "code": "rate_limit_exceeded"}}, ServiceError),
        (402, {"error": {"message": "pay"}}, BudgetUsedUp),
        (403, {"error": {"message": "forbidden"}}, Unauthorized),
        (401, {"error": {"message": "Incorrect API key provided: sk-ab**cd"}}, Unauthorized),
        (502, "bad gateway", Unavailable),
    ],
)
def test_error_answers_map_to_failures(status: int, body: object, error: type) -> None:
    response = (
        httpx.Response(status, json=body)
        if isinstance(body, dict)
        else httpx.Response(status, text=str(body))
    )
    found = text_error(response)
    assert isinstance(found, error)
    assert "sk-ab" not in str(found), "not even a masked key is kept"
    if error is ServiceError:
        assert not isinstance(found, BudgetUsedUp), "a rate limit is not a spent budget"


@pytest.mark.parametrize(
    "chunk", ['{"choices": ["text"]}', '{"choices": [[]]}', '{"choices": {}}', "[]", "{"]
)
def test_a_stream_chunk_without_a_choice_object_is_a_bad_answer(chunk: str) -> None:
    """Told as the model's bad answer (a failed call), never an AttributeError that escapes
    the client's errors."""
    with pytest.raises(BadAnswer):
        _delta_of(chunk)


@pytest.mark.parametrize(
    "answer",
    [
        "I'm sorry, I can't help with that.",
        "Sure! Here is a song about the sea.",
        "",
        "[verse]\n🎵 🎶\n[chorus]\n...",
    ],
)
def test_answers_that_are_not_songs_raise_no_lyrics(answer: str) -> None:
    with pytest.raises(NoLyrics):
        lyrics_from_answer(answer)


def test_a_chatty_fenced_answer_still_gives_the_lyrics_and_style() -> None:
    answer = (
        "Sure! Here's a song about the sea:\n\n```\n**Verse 1:**\nWaves roll in\nSalt on my skin\n"
        "\n**Chorus:**\nSing, oh sea\nSing to me\n```\n\nStyle: calm folk, female voice\n\n"
        "I hope you like it!"
    )
    written = lyrics_from_answer(answer)
    assert written.lyrics.text == (
        "[verse]\nWaves roll in\nSalt on my skin\n\n[chorus]\nSing, oh sea\nSing to me"
    )
    assert written.style == "calm folk, female voice"
    assert isinstance(NoLyrics("x"), BadAnswer), "no lyrics is told like any unusable answer"


async def test_a_streamed_answer_is_told_as_it_grows_and_counted_once(
    client: TextModelClient, emulator: Emulator
) -> None:
    whole = await client.complete([ChatMessage("user", 'Topic: "the sea"\nWrite the song.')])
    heard: list[str] = []

    async def on_text(text: str) -> None:
        heard.append(text)

    streamed = await client.complete(
        [ChatMessage("user", 'Topic: "the sea"\nWrite the song.')], on_text
    )
    assert streamed == whole
    assert emulator.chat_requests[-1]["stream"] is True
    assert "stream" not in emulator.chat_requests[0], "a plain call is not asked to stream"
    assert len(heard) == len(whole.splitlines()) > 3, "one growth per line the emulator sends"
    assert all(later.startswith(earlier) for earlier, later in itertools.pairwise(heard))
    assert heard[-1] == whole
    assert client.outcomes == {"ok": 2}


async def test_a_server_that_does_not_stream_is_read_whole(
    client: TextModelClient, emulator: Emulator
) -> None:
    emulator.settings.text_streams = False
    heard: list[str] = []

    async def on_text(text: str) -> None:
        heard.append(text)

    answer = await client.complete([ChatMessage("user", 'Topic: "rain"\nWrite the song.')], on_text)
    assert "[chorus]" in answer and "rain" in answer
    assert emulator.chat_requests[-1]["stream"] is True
    assert heard == [], "nothing grows: the answer came whole"


async def test_a_stream_cut_midway_is_a_failed_call_counted_once(
    client: TextModelClient, emulator: Emulator
) -> None:
    emulator.settings.text_failure = "cut_stream"
    heard: list[str] = []

    async def on_text(text: str) -> None:
        heard.append(text)

    with pytest.raises(Unavailable) as raised:
        await client.complete([ChatMessage("user", 'Topic: "rain"\nWrite the song.')], on_text)
    assert heard, "the first half was told before the cut"
    assert emulator.settings.api_key not in str(raised.value)
    assert client.outcomes == {"unavailable": 1}
    assert len(emulator.chat_requests) == 1


async def test_a_refusal_to_a_streamed_call_is_told_apart(
    client: TextModelClient, emulator: Emulator
) -> None:
    emulator.settings.text_failure = "budget"

    async def on_text(text: str) -> None:
        raise AssertionError("a refusal has no text")

    with pytest.raises(BudgetUsedUp):
        await client.complete([ChatMessage("user", "the sea")], on_text)


# --- every call bounded from outside: its deadline and its bytes (TextModelTuning) ------------

SONG = [ChatMessage("user", 'Topic: "the sea"\nWrite the song.')]
# Reads are allowed long here, so that only the call's own bounds can end it.
SLACK_SEC = 1.0  # a busy machine's lateness past a deadline, at most


@asynccontextmanager
async def bounded_client(
    emulator: Emulator,
    text_call_deadline_sec: float = TextModelTuning.text_call_deadline_sec,
    text_answer_max_bytes: int = TextModelTuning.text_answer_max_bytes,
    text_answer_max_chars: int = TextModelTuning.text_answer_max_chars,
) -> AsyncIterator[TextModelClient]:
    """A client of the emulator's text model with these bounds, closed when the block ends."""
    tuning = TextModelTuning(
        text_call_deadline_sec=text_call_deadline_sec,
        text_answer_max_bytes=text_answer_max_bytes,
        text_answer_max_chars=text_answer_max_chars,
    )
    model = emulator.settings.text_models[0]
    client = TextModelClient(emulator.text_url, emulator.settings.api_key, model, PATIENT, tuning)
    try:
        yield client
    finally:
        await client.aclose()


async def ended(emulator: Emulator, path: str = "/chat/completions") -> SeenRequest:
    """The one call to `path`, once the emulator has seen it end (read, or hung up on)."""
    (seen,) = [r for r in emulator.requests if r.path.endswith(path)]
    for _ in range(500):
        if seen.ended_at is not None:
            return seen
        await asyncio.sleep(0.01)
    raise AssertionError("the emulator is still answering: the client never hung up")


async def heard_nothing(text: str) -> None:
    pass


async def test_an_endless_stream_ends_at_the_calls_deadline_with_what_it_said(
    emulator: Emulator,
) -> None:
    emulator.settings.text_stream_end = "endless"
    async with bounded_client(emulator, text_call_deadline_sec=1.0) as client:
        started = time.monotonic()
        with pytest.raises(AnswerTooSlow) as raised:
            await asyncio.wait_for(client.complete(SONG, heard_nothing), 10)
    assert 1.0 <= time.monotonic() - started < 1.0 + SLACK_SEC
    assert "[chorus]" in raised.value.text and raised.value.text.endswith("la "), "what it said"
    seen = await ended(emulator)
    assert seen.ended_at is not None and seen.ended_at - seen.at < 1.0 + SLACK_SEC, "hung up"
    assert client.outcomes == {"answer_too_slow": 1}


async def test_a_stream_within_the_deadline_is_read_to_its_end(emulator: Emulator) -> None:
    emulator.settings.text_stream_gap_sec = 0.02  # about half a second in all
    async with bounded_client(emulator, text_call_deadline_sec=3.0) as client:
        answer = await client.complete(SONG, heard_nothing)
    assert "[chorus]" in answer and client.outcomes == {"ok": 1}


async def test_a_whole_answer_past_the_deadline_is_too_slow_not_waited_for(
    emulator: Emulator,
) -> None:
    emulator.settings.text_failure = "slow"
    emulator.settings.text_slow_sec = 5.0
    async with bounded_client(emulator, text_call_deadline_sec=1.0) as client:
        started = time.monotonic()
        with pytest.raises(AnswerTooSlow) as raised:
            await asyncio.wait_for(client.complete(SONG), 10)
    assert time.monotonic() - started < 1.0 + SLACK_SEC and raised.value.text == ""


async def test_the_lyricist_sings_what_an_endless_stream_said_by_its_deadline(
    emulator: Emulator,
) -> None:
    emulator.settings.text_stream_end = "endless"
    async with bounded_client(emulator, text_call_deadline_sec=1.0) as client:
        writing = write_lyrics(client, "the sea", "en", on_text=heard_nothing)
        written = await asyncio.wait_for(writing, 10)
    assert "[chorus]" in written.lyrics.text and "la la" not in written.lyrics.text


async def test_an_endless_stream_that_makes_no_lyrics_is_the_cut_its_asker_hears_of(
    emulator: Emulator,
) -> None:
    emulator.settings.text_stream_end = "endless"
    emulator.settings.text_failure = "no_lyrics"
    async with bounded_client(emulator, text_call_deadline_sec=1.0) as client:
        with pytest.raises(AnswerTooSlow):
            await asyncio.wait_for(write_lyrics(client, "the sea", "en", on_text=heard_nothing), 10)


async def test_a_finish_reason_ends_the_read_without_waiting_for_done(
    emulator: Emulator,
) -> None:
    """The stream stays open after its finish reason, a keep-alive now and then: no read
    timeout ever fires, and the deadline (the default two minutes) is far."""
    emulator.settings.text_stream_end = "open"
    async with bounded_client(emulator) as client:
        started = time.monotonic()
        answer = await asyncio.wait_for(client.complete(SONG, heard_nothing), 10)
    assert "[chorus]" in answer and time.monotonic() - started < 2.0
    assert client.outcomes == {"ok": 1}


async def test_a_whole_answer_just_past_the_byte_bound_is_too_long(emulator: Emulator) -> None:
    emulator.settings.text_body_bytes = 20_000
    async with (
        bounded_client(emulator, text_answer_max_bytes=20_000) as within,
        bounded_client(emulator, text_answer_max_bytes=19_999) as past,
    ):
        assert "[chorus]" in await within.complete(SONG)
        with pytest.raises(AnswerTooLong) as raised:
            await past.complete(SONG)
    assert raised.value.text == "", "half a JSON answer says nothing"
    assert past.outcomes == {"answer_too_long": 1}


async def test_a_stream_past_the_byte_bound_is_too_long_with_what_it_said(
    emulator: Emulator,
) -> None:
    emulator.settings.text_stream_end = "endless"
    async with bounded_client(emulator, text_answer_max_bytes=8_000) as client:
        with pytest.raises(AnswerTooLong) as raised:
            await asyncio.wait_for(client.complete(SONG, heard_nothing), 10)
    assert "[chorus]" in raised.value.text and "la " in raised.value.text
    assert len(raised.value.text.encode()) < 8_000, "no more was read than the bound"
    await ended(emulator)


async def test_a_huge_error_body_is_read_only_to_the_bound(emulator: Emulator) -> None:
    size = 64 << 20  # far more than the sockets between the two can hold
    emulator.settings.text_failure = "unavailable"
    emulator.settings.text_body_bytes = size
    async with bounded_client(emulator, text_answer_max_bytes=64 << 10) as client:
        with pytest.raises(Unavailable) as raised:
            await client.complete(SONG)
    assert "temporarily unavailable" in str(raised.value), "its words were in its first bytes"
    seen = await ended(emulator)
    assert seen.sent_bytes < size, "the client hung up long before the body's end"


async def test_the_models_list_is_bounded_too(emulator: Emulator) -> None:
    emulator.settings.text_failure = "budget"
    emulator.settings.text_body_bytes = 64 << 20
    async with bounded_client(emulator, text_answer_max_bytes=64 << 10) as client:
        with pytest.raises(BudgetUsedUp):
            await client.models()
    assert (await ended(emulator, "/models")).sent_bytes < 64 << 20


@pytest.mark.parametrize("streams", [True, False], ids=["streamed", "whole"])
async def test_an_answer_just_past_the_text_bound_is_too_long_with_its_start(
    emulator: Emulator, streams: bool
) -> None:
    """A few times the lyrics limit is all a call takes of an answer's text, streamed or whole:
    at the bound it is the answer, one character past it the call ends with the bound's worth."""
    emulator.settings.text_streams = streams
    async with bounded_client(emulator) as measure:
        answer = await measure.complete(SONG, heard_nothing)
    past_bound = len(answer) - 1
    async with (
        bounded_client(emulator, text_answer_max_chars=len(answer)) as at_bound,
        bounded_client(emulator, text_answer_max_chars=past_bound) as past,
    ):
        assert await at_bound.complete(SONG, heard_nothing) == answer
        with pytest.raises(AnswerTooLong) as raised:
            await past.complete(SONG, heard_nothing)
    assert raised.value.text == answer[: len(answer) - 1], "what it said, to the bound"
    assert past.outcomes == {"answer_too_long": 1}


def test_the_text_bound_is_a_few_times_the_lyrics_limit() -> None:
    assert 2 * LYRICS_LIMIT <= TextModelTuning.text_answer_max_chars <= 8 * LYRICS_LIMIT
