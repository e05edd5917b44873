"""The OpenAI-compatible text interface: chat completions and the models list."""

import asyncio
import json
import time
import uuid
from typing import Any

from aiohttp import web

from music_emulator.lyrics import REFUSAL, write_song
from music_emulator.paths import TEXT_PREFIX
from music_emulator.record import SEEN
from music_emulator.settings import EmulatorSettings
from music_emulator.state import STATE
from music_emulator.wire import invalid_key_error, json_object, openai_error

PIECE_BYTES = 64 * 1024  # a padded body goes out this much at a time
LEAST_GAP_SEC = 0.01  # an endless stream's least pause between two words
KEEP_ALIVE = b": still here\n\n"  # an SSE comment: no event, just bytes on an open stream


def add_text_routes(app: web.Application) -> None:
    app.router.add_post(f"{TEXT_PREFIX}/chat/completions", chat_completions)
    app.router.add_get(f"{TEXT_PREFIX}/models", list_models)


async def chat_completions(request: web.Request) -> web.StreamResponse:
    state = request.app[STATE]
    body = await json_object(request)
    if body is not None:
        state.chat_requests.append(body)
    settings = state.settings
    if body is None:
        return _invalid("body must be a JSON object")
    refusal = _key_failure(settings) or _bad_request(body, settings)
    if refusal is not None:
        return await _padded(request, refusal, settings.text_body_bytes)
    if settings.text_failure == "slow":
        await asyncio.sleep(settings.text_slow_sec)
    content = (
        REFUSAL
        if settings.text_failure == "no_lyrics"
        else write_song(body["messages"], settings.text_sung_names)
    )
    if body.get("stream") is True and settings.text_streams:
        return await _stream(request, body["model"], content, settings)
    whole = web.json_response(completion(body["model"], body["messages"], content))
    return await _padded(request, whole, settings.text_body_bytes)


async def _padded(request: web.Request, answer: web.Response, size: int) -> web.StreamResponse:
    """`answer`, or with `size` its JSON followed by spaces to `size` bytes (still JSON), written
    a piece at a time; what went out is recorded, so a test sees where the client hung up."""
    if size <= 0 or not isinstance(answer.body, bytes):
        return answer
    response = web.StreamResponse(
        status=answer.status, headers={"Content-Type": "application/json"}
    )
    response.content_length = max(size, len(answer.body))
    await response.prepare(request)
    seen = request[SEEN]
    await response.write(answer.body)
    seen.sent_bytes += len(answer.body)
    while seen.sent_bytes < size:
        piece = b" " * min(PIECE_BYTES, size - seen.sent_bytes)
        await response.write(piece)
        seen.sent_bytes += len(piece)
    await response.write_eof()
    return response


async def _stream(
    request: web.Request, model: str, content: str, settings: EmulatorSettings
) -> web.StreamResponse:
    """The answer as OpenAI streams it: server-sent events of `chat.completion.chunk`, one line
    of the lyrics each, then its end as `text_stream_end` says. With `cut_stream` the connection
    closes half-way, with no end, as a proxy or a crashed server leaves it."""
    response = web.StreamResponse(headers={"Content-Type": "text/event-stream"})
    await response.prepare(request)
    pieces = content.splitlines(keepends=True) or [content]
    cut_at = len(pieces) // 2 if settings.text_failure == "cut_stream" else None
    ident, created = f"chatcmpl-{uuid.uuid4().hex}", int(time.time())
    seen = request[SEEN]

    async def send(delta: dict[str, str], finish: str | None = None) -> None:
        event = _event(chunk(ident, created, model, delta, finish))
        await response.write(event)
        seen.sent_bytes += len(event)

    await send({"role": "assistant"})
    for index, piece in enumerate(pieces):
        if index == cut_at:
            if request.transport is not None:
                request.transport.close()
            return response
        if settings.text_stream_gap_sec > 0:
            await asyncio.sleep(settings.text_stream_gap_sec)
        await send({"content": piece})
    if settings.text_stream_end == "endless":
        await send({"content": "\n"})
        while True:  # aiohttp cancels the handler once the client hangs up
            await asyncio.sleep(max(LEAST_GAP_SEC, settings.text_stream_gap_sec))
            await send({"content": "la "})
    await send({}, "stop")
    if settings.text_stream_end == "open":
        while True:  # until the client hangs up
            await asyncio.sleep(max(LEAST_GAP_SEC, settings.text_stream_gap_sec))
            await response.write(KEEP_ALIVE)
            seen.sent_bytes += len(KEEP_ALIVE)
    await response.write(b"data: [DONE]\n\n")
    seen.sent_bytes += len(b"data: [DONE]\n\n")
    await response.write_eof()
    return response


def chunk(
    ident: str, created: int, model: str, delta: dict[str, str], finish: str | None
) -> dict[str, Any]:
    return {
        "id": ident,
        "object": "chat.completion.chunk",
        "created": created,
        "model": model,
        "choices": [{"index": 0, "delta": delta, "finish_reason": finish}],
    }


def _event(payload: dict[str, Any]) -> bytes:
    return f"data: {json.dumps(payload, ensure_ascii=False)}\n\n".encode()


async def list_models(request: web.Request) -> web.StreamResponse:
    settings = request.app[STATE].settings
    refusal = _key_failure(settings)
    if refusal is not None:
        return await _padded(request, refusal, settings.text_body_bytes)
    models = [
        {"id": name, "object": "model", "created": 0, "owned_by": "platform"}
        for name in settings.text_models
    ]
    return web.json_response({"object": "list", "data": models})


def completion(model: str, messages: list[Any], content: str) -> dict[str, Any]:
    prompt_tokens = sum(_tokens(str(m.get("content", ""))) for m in messages if isinstance(m, dict))
    completion_tokens = _tokens(content)
    return {
        "id": f"chatcmpl-{uuid.uuid4().hex}",
        "object": "chat.completion",
        "created": int(time.time()),
        "model": model,
        "choices": [
            {
                "index": 0,
                "message": {"role": "assistant", "content": content},
                "finish_reason": "stop",
            }
        ],
        "usage": {
            "prompt_tokens": prompt_tokens,
            "completion_tokens": completion_tokens,
            "total_tokens": prompt_tokens + completion_tokens,
        },
    }


def _key_failure(settings: EmulatorSettings) -> web.Response | None:
    """The failures that make the key stop answering on every text endpoint."""
    match settings.text_failure:
        case "unauthorized":
            return invalid_key_error()
        case "budget":
            return openai_error(
                429,
                "You exceeded your current quota: the trial budget is used up.",
                "insufficient_quota",
                "insufficient_quota",
            )
        case "unavailable":
            return openai_error(
                503, "The service is temporarily unavailable.", "server_error", None
            )
    return None


def _bad_request(body: dict[str, Any], settings: EmulatorSettings) -> web.Response | None:
    if not isinstance(body.get("model"), str):
        return _invalid("model is required")
    if not isinstance(body.get("messages"), list) or not body["messages"]:
        return _invalid("messages must be a non-empty array")
    if body["model"] not in settings.text_models:
        message = f"The model '{body['model']}' does not exist"
        return openai_error(404, message, "invalid_request_error", "model_not_found")
    return None


def _invalid(message: str) -> web.Response:
    return openai_error(400, message, "invalid_request_error", None)


def _tokens(text: str) -> int:
    # rough count, about four characters per token
    return max(1, len(text) // 4)
