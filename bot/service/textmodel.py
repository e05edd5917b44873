"""The text-model interface (docs/service.md §The text model): OpenAI-compatible chat completions
and the models list, with the same Bearer key as the music interface."""

from __future__ import annotations

import json
import re
from collections import Counter
from collections.abc import AsyncIterator, Awaitable, Callable
from contextlib import asynccontextmanager
from dataclasses import asdict, dataclass
from typing import Literal, TypedDict

import httpx
from httpx_sse import EventSource, SSEError

from bot.service.errors import (
    BadAnswer,
    BudgetUsedUp,
    ServiceError,
    TextNotSent,
    TextTimeout,
    Unauthorized,
    Unavailable,
    error_for_status,
)
from bot.service.http import bearer_client, detail_of, service_timeout
from bot.tuning import Tuning

# OpenAI's answer when a key's budget is spent, in `error.code` or `error.type`.
_QUOTA_CODES = {"insufficient_quota", "billing_hard_limit_reached"}

Role = Literal["system", "user", "assistant"]
# Told the text written so far, each time a streamed answer grows; it must not raise.
OnText = Callable[[str], Awaitable[None]]


@dataclass(frozen=True)
class ChatMessage:
    role: Role
    content: str


class _ChatRequest(TypedDict, total=False):
    """The body of POST /chat/completions, as the bot sends it."""

    model: str
    messages: list[dict[str, str]]
    stream: bool


class TextModelClient:
    """One per process; every call raises a `ServiceError` subclass on failure, never with
    the key in its text."""

    def __init__(
        self, api_url: str, api_key: str, model: str, timeout: httpx.Timeout | None = None
    ) -> None:
        """`timeout`: by default the answer may take `Tuning.text_answer_timeout_sec`."""
        self.model = model
        timeout = timeout or service_timeout(Tuning.text_answer_timeout_sec)
        self._http = bearer_client(api_url, api_key, timeout)
        # Each chat completion asked for, by how it ended: "ok" or its error class in snake case
        # (a bounded set), for the operator's metrics.
        self.outcomes: Counter[str] = Counter()

    async def aclose(self) -> None:
        await self._http.aclose()

    async def complete(self, messages: list[ChatMessage], on_text: OnText | None = None) -> str:
        """The model's reply to the conversation: choices[0].message.content. Given `on_text`,
        the model is asked to stream (`stream: true`) and `on_text` hears the text so far as it
        grows; a server that answers whole is read whole. Either way it is one call: one
        outcome counted, one text call of the budget."""
        body: _ChatRequest = {
            "model": self.model,
            "messages": [asdict(message) for message in messages],
        }
        try:
            if on_text is None:
                content = self._content(await self._send("POST", "/chat/completions", json=body))
            else:
                content = await self._streamed({**body, "stream": True}, on_text)
        except ServiceError as error:
            self.outcomes[_snake(type(error).__name__)] += 1
            raise
        self.outcomes["ok"] += 1
        return content

    async def _streamed(self, body: _ChatRequest, on_text: OnText) -> str:
        async with (
            _transport_errors(),
            self._http.stream("POST", "/chat/completions", json=body) as response,
        ):
            if not response.is_success:
                await response.aread()
                raise text_error(response)
            if not response.headers.get("content-type", "").startswith("text/event-stream"):
                await response.aread()  # a server that does not stream: the whole answer
                return self._content(_json_of(response))
            return await _read_stream(response, on_text)

    @staticmethod
    def _content(answer: object) -> str:
        try:
            content = _at(answer, "choices", 0, "message", "content")
        except LookupError:
            raise BadAnswer("the chat answer has no choices[0].message.content") from None
        if not isinstance(content, str):
            raise BadAnswer("the chat answer's content is not text")
        return content

    async def models(self) -> list[str]:
        """Names of the models the key may use."""
        answer = await self._send("GET", "/models")
        entries = answer.get("data") if isinstance(answer, dict) else None
        if not isinstance(entries, list):
            raise BadAnswer("the models answer has no data list")
        return [entry["id"] for entry in entries if isinstance(entry, dict) and "id" in entry]

    async def _send(self, method: str, path: str, json: _ChatRequest | None = None) -> object:
        async with _transport_errors():
            response = await self._http.request(method, path, json=json)
        if not response.is_success:
            raise text_error(response)
        return _json_of(response)


@asynccontextmanager
async def _transport_errors() -> AsyncIterator[None]:
    """httpx's failures as the service errors they stand for, read or streamed alike."""
    try:
        yield
    except (httpx.ConnectError, httpx.ConnectTimeout, httpx.PoolTimeout):
        # Never sent, so never paid: a reserved text call is released (accounting/text_budget).
        raise TextNotSent("could not reach the text model") from None
    except httpx.TimeoutException:
        raise TextTimeout("the text model did not answer in time") from None
    except httpx.TransportError as exc:
        raise Unavailable(f"could not talk to the text model ({type(exc).__name__})") from None


def _json_of(response: httpx.Response) -> object:
    try:
        answer: object = response.json()
    except ValueError:
        raise BadAnswer("the text model answered with something that is not JSON") from None
    return answer


def _at(answer: object, *path: str | int) -> object:
    """What lies at `path` in a JSON answer, each step a key of an object or an index of an
    array; LookupError where the answer has no such place."""
    for step in path:
        answer = _child(answer, step)
    return answer


def _child(node: object, step: str | int) -> object:
    if isinstance(node, dict) and isinstance(step, str) and step in node:
        return node[step]
    if isinstance(node, list) and isinstance(step, int) and 0 <= step < len(node):
        return node[step]
    raise LookupError(step)


async def _read_stream(response: httpx.Response, on_text: OnText) -> str:
    """The text of a streamed answer, told to `on_text` as it grows. An answer whose stream
    ends before its end (`[DONE]` or a finish reason) is a failed call: the model was asked
    and may have charged, so it is not a call that never went out."""
    text, finished = "", False
    try:
        async for event in EventSource(response).aiter_sse():
            if event.data.strip() == "[DONE]":
                finished = True
                break
            piece, done = _delta_of(event.data)
            finished = finished or done
            if piece:
                text += piece
                await on_text(text)
    except SSEError:
        raise BadAnswer("the text model's stream is not server-sent events") from None
    if not finished:
        raise Unavailable("the text model's answer broke off before its end")
    return text


def _delta_of(data: str) -> tuple[str, bool]:
    """One chunk's new text, and whether it ends the answer (a finish reason)."""
    try:
        choice = _at(json.loads(data), "choices", 0)
    except (ValueError, LookupError):
        raise BadAnswer("a chunk of the text model's stream has no choices[0]") from None
    if not isinstance(choice, dict):
        raise BadAnswer("a chunk of the text model's stream has a choice that is no object")
    delta = choice.get("delta")
    content = delta.get("content") if isinstance(delta, dict) else None
    return (content if isinstance(content, str) else ""), bool(choice.get("finish_reason"))


def text_error(response: httpx.Response) -> ServiceError:
    """The failure an error answer stands for; a spent budget is told apart from a bad key."""
    status = response.status_code
    if status in (401, 403):  # OpenAI-style answers quote part of the key: keep none of it
        return Unauthorized("the text model refused the key")
    detail = detail_of(response)
    if status == 402 or (status == 429 and _error_code(response) in _QUOTA_CODES):
        return BudgetUsedUp(detail)
    return error_for_status(status, detail)


def _error_code(response: httpx.Response) -> str | None:
    try:
        answer: object = response.json()
    except ValueError:
        return None
    error = answer.get("error") if isinstance(answer, dict) else None
    if not isinstance(error, dict):
        return None
    return error.get("code") or error.get("type")


def _snake(name: str) -> str:
    return re.sub(r"(?<!^)(?=[A-Z])", "_", name).lower()
