"""The OpenAI-compatible text interface: chat completions and the models list."""

import asyncio
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


async def chat_completions(request: web.Request) -> web.Response:
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
    content = REFUSAL if settings.text_failure == "no_lyrics" else write_song(body["messages"])
    return web.json_response(completion(body["model"], body["messages"], content))


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
