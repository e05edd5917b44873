"""The OpenAI-compatible text interface: chat completions and the models list."""

import asyncio
import json
import time
import uuid
from typing import Any

from aiohttp import web

from music_emulator.lyrics import REFUSAL, write_song
from music_emulator.paths import TEXT_PREFIX
from music_emulator.settings import EmulatorSettings
from music_emulator.state import STATE
from music_emulator.wire import invalid_key_error, json_object, openai_error


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
        return refusal
    if settings.text_failure == "slow":
        await asyncio.sleep(settings.text_slow_sec)
    content = (
        REFUSAL
        if settings.text_failure == "no_lyrics"
        else write_song(body["messages"], settings.text_sung_names)
    )
    if body.get("stream") is True and settings.text_streams:
        return await _stream(request, body["model"], content, settings)
    return web.json_response(completion(body["model"], body["messages"], content))


async def _stream(
    request: web.Request, model: str, content: str, settings: EmulatorSettings
) -> web.StreamResponse:
    """The answer as OpenAI streams it: server-sent events of `chat.completion.chunk`, one line
    of the lyrics each, then `data: [DONE]`. With `cut_stream` the connection closes half-way,
    with no end, as a proxy or a crashed server leaves it."""
    response = web.StreamResponse(headers={"Content-Type": "text/event-stream"})
    await response.prepare(request)
    pieces = content.splitlines(keepends=True) or [content]
    cut_at = len(pieces) // 2 if settings.text_failure == "cut_stream" else None
    ident, created = f"chatcmpl-{uuid.uuid4().hex}", int(time.time())
    await response.write(_event(chunk(ident, created, model, {"role": "assistant"}, None)))
    for index, piece in enumerate(pieces):
        if index == cut_at:
            if request.transport is not None:
                request.transport.close()
            return response
        if settings.text_stream_gap_sec > 0:
            await asyncio.sleep(settings.text_stream_gap_sec)
        await response.write(_event(chunk(ident, created, model, {"content": piece}, None)))
    await response.write(_event(chunk(ident, created, model, {}, "stop")))
    await response.write(b"data: [DONE]\n\n")
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


async def list_models(request: web.Request) -> web.Response:
    settings = request.app[STATE].settings
    refusal = _key_failure(settings)
    if refusal is not None:
        return refusal
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
