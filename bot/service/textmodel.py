"""The text-model interface (docs/service.md §The text model): OpenAI-compatible chat completions
and the models list, with the same Bearer key as the music interface.

Every call is bounded from outside, however the model answers: it ends within
`TextModelTuning.text_call_deadline_sec` and reads at most `text_answer_max_bytes` of its answer,
streamed, whole or an error alike, and takes at most `text_answer_max_chars` of its text
(AnswerTooSlow, AnswerTooLong, with what it said by then)."""

from __future__ import annotations

import asyncio
import json
import re
from collections import Counter
from collections.abc import AsyncIterator, Awaitable, Callable, Coroutine
from contextlib import aclosing, asynccontextmanager
from dataclasses import asdict, dataclass
from typing import Literal, TypedDict, TypeVar

import httpx
from httpx_sse import EventSource, SSEError

from bot.service.bodies import BoundedBody
from bot.service.errors import (
    AnswerTooLong,
    AnswerTooSlow,
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
from bot.tuning import TextModelTuning

# OpenAI's answer when a key's budget is spent, in `error.code` or `error.type`.
_QUOTA_CODES = {"insufficient_quota", "billing_hard_limit_reached"}

Role = Literal["system", "user", "assistant"]
# Told the text written so far, each time a streamed answer grows; it must not raise.
OnText = Callable[[str], Awaitable[None]]
# Every byte read is a byte held: none is asked compressed (one that comes so anyway is
# decoded within the bound, bot/service/bodies.py).
_PLAIN = {"Accept-Encoding": "identity"}
T = TypeVar("T")


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
        self,
        api_url: str,
        api_key: str,
        model: str,
        timeout: httpx.Timeout | None = None,
        tuning: TextModelTuning | None = None,
    ) -> None:
        """`timeout`: by default each read may take `tuning.text_answer_timeout_sec`; `tuning`
        bounds each call as a whole."""
        self.model = model
        self._tuning = tuning or TextModelTuning()
        timeout = timeout or service_timeout(self._tuning.text_answer_timeout_sec)
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
        outcome counted, one text call of the budget, ended within the call's bounds."""
        body: _ChatRequest = {
            "model": self.model,
            "messages": [asdict(message) for message in messages],
        }
        heard = _Heard(self._tuning.text_answer_max_chars)
        try:
            if on_text is None:
                whole = self._whole("POST", "/chat/completions", body)
                content = self._content(await self._within_deadline(whole, heard))
            else:
                streamed = self._streamed({**body, "stream": True}, on_text, heard)
                content = await self._within_deadline(streamed, heard)
        except ServiceError as error:
            self.outcomes[_snake(type(error).__name__)] += 1
            raise
        self.outcomes["ok"] += 1
        return content

    async def _within_deadline(self, call: Coroutine[object, object, T], heard: _Heard) -> T:
        """`call` ended at the call's deadline, what a stream said by then kept."""
        try:
            async with asyncio.timeout(self._tuning.text_call_deadline_sec):
                return await call
        except TimeoutError:
            raise AnswerTooSlow("the text model's answer did not end in time", heard.text) from None

    @asynccontextmanager
    async def _reading(
        self, method: str, path: str, body: _ChatRequest | None = None
    ) -> AsyncIterator[tuple[httpx.Response, BoundedBody]]:
        """A successful answer, whose body is read through the call's byte bound; an error's
        body is read within it too, and raised as its failure."""
        async with (
            _transport_errors(),
            self._http.stream(method, path, json=body, headers=_PLAIN) as response,
        ):
            read = BoundedBody.around(response, self._tuning.text_answer_max_bytes)
            if not response.is_success:
                await response.aread()  # its first bytes say why; the rest is never read
                raise text_error(response)
            yield response, read

    async def _whole(self, method: str, path: str, body: _ChatRequest | None = None) -> object:
        async with self._reading(method, path, body) as (response, read):
            return await _whole_of(response, read)

    async def _streamed(self, body: _ChatRequest, on_text: OnText, heard: _Heard) -> str:
        async with self._reading("POST", "/chat/completions", body) as (response, read):
            if not response.headers.get("content-type", "").startswith("text/event-stream"):
                # a server that does not stream: the whole answer
                return self._content(await _whole_of(response, read))
            return await _read_stream(response, on_text, heard, read)

    def _content(self, answer: object) -> str:
        """The whole answer's text, taken only to its bound (its start kept, as a stream's)."""
        content = self._text_of(answer)
        bound = self._tuning.text_answer_max_chars
        if len(content) > bound:
            raise AnswerTooLong(
                "the text model's answer is longer than a call may take", content[:bound]
            )
        return content

    @staticmethod
    def _text_of(answer: object) -> str:
        try:
            content = _at(answer, "choices", 0, "message", "content")
        except LookupError:
            raise BadAnswer("the chat answer has no choices[0].message.content") from None
        if not isinstance(content, str):
            raise BadAnswer("the chat answer's content is not text")
        return content

    async def models(self) -> list[str]:
        """Names of the models the key may use."""
        answer = await self._within_deadline(self._whole("GET", "/models"), _Heard(0))
        entries = answer.get("data") if isinstance(answer, dict) else None
        if not isinstance(entries, list):
            raise BadAnswer("the models answer has no data list")
        return [entry["id"] for entry in entries if isinstance(entry, dict) and "id" in entry]


class _Heard:
    """The text a streamed answer has said so far, and how much of it a call may take."""

    def __init__(self, bound: int) -> None:
        self.text, self.bound = "", bound


async def _whole_of(response: httpx.Response, read: BoundedBody) -> object:
    await response.aread()
    if read.cut:
        raise AnswerTooLong("the text model's answer is larger than a call may read")
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
    except httpx.DecodingError:
        raise BadAnswer("the text model's answer could not be decoded") from None


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


async def _read_stream(
    response: httpx.Response, on_text: OnText, heard: _Heard, read: BoundedBody
) -> str:
    """The text of a streamed answer, told to `on_text` as it grows, kept in `heard`. Its end
    is `[DONE]` or a finish reason, whichever comes first: a server that leaves its stream open
    after its finish reason is not waited for. An answer whose stream ends before its end is a
    failed call: the model was asked and may have charged, so it is not a call that never went
    out."""
    try:
        async with aclosing(EventSource(response).aiter_sse()) as events:
            async for event in events:
                if event.data.strip() == "[DONE]":
                    return heard.text
                piece, done = _delta_of(event.data)
                if piece:
                    heard.text += piece
                    if len(heard.text) > heard.bound:
                        heard.text = heard.text[: heard.bound]
                        raise AnswerTooLong(
                            "the text model's answer ran past what a call may take", heard.text
                        )
                    await on_text(heard.text)
                if done:
                    return heard.text
    except SSEError:
        raise BadAnswer("the text model's stream is not server-sent events") from None
    if read.cut:
        raise AnswerTooLong("the text model's answer grew past what a call may read", heard.text)
    raise Unavailable("the text model's answer broke off before its end")


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
