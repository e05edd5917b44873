"""Fetching a finished track's file (GET /files/{job_id}): streamed to a `.part` file that gets its
name only when whole, within an overall deadline and a size cap (`FilesTuning.download_deadline_sec`
and `FilesTuning.largest_file_bytes`), so a body that trickles or never ends cannot hold a delivery
forever or fill DATA_DIR. Every failure is a ServiceError; the partial file never outlives one."""

from __future__ import annotations

import asyncio
import inspect
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from pathlib import Path

import httpx

from bot.service.bodies import SERVICE_ANSWER_MAX_BYTES, BoundedBody
from bot.service.errors import BadAnswer, FileTooLarge, FileTooSlow
from bot.service.http import raise_for_answer, transport_error
from bot.tuning import FilesTuning

READ_BYTES = 1 << 16

OnChunk = Callable[[bytes], Awaitable[None] | None]


@dataclass(frozen=True)
class FileLimits:
    deadline_sec: float  # the whole download, not one read
    max_bytes: int

    @classmethod
    def of(cls, tuning: FilesTuning) -> FileLimits:
        return cls(tuning.download_deadline_sec, tuning.largest_file_bytes)


async def download_file(
    http: httpx.AsyncClient,
    url: str,
    dest: Path,
    limits: FileLimits,
    on_chunk: OnChunk | None = None,
) -> int:
    """Stream `url` to `dest` within `limits`; each chunk also goes to on_chunk (awaited when
    async)."""
    dest.parent.mkdir(parents=True, exist_ok=True)
    partial = dest.with_suffix(dest.suffix + ".part")
    try:
        size = await _within_limits(http, url, partial, limits, on_chunk)
    except BaseException:
        partial.unlink(missing_ok=True)
        raise
    partial.replace(dest)
    return size


async def _within_limits(
    http: httpx.AsyncClient, url: str, partial: Path, limits: FileLimits, on_chunk: OnChunk | None
) -> int:
    deadline, cap = limits.deadline_sec, limits.max_bytes
    scope = asyncio.timeout(deadline)
    try:
        async with scope:
            return await _write_body(http, url, partial, cap, on_chunk)
    except TimeoutError:
        if scope.expired():
            raise FileTooSlow(f"the file did not arrive within {deadline:g} s") from None
        raise
    except httpx.TransportError as exc:
        raise transport_error(exc) from None
    except httpx.HTTPError as exc:  # DecodingError, TooManyRedirects, ...: an unusable answer
        raise BadAnswer(f"the file could not be read ({type(exc).__name__})") from None


async def _write_body(
    http: httpx.AsyncClient, url: str, partial: Path, cap: int, on_chunk: OnChunk | None
) -> int:
    size = 0
    async with http.stream("GET", url) as response:
        if not response.is_success:
            BoundedBody.around(response, SERVICE_ANSWER_MAX_BYTES)
            await response.aread()
            raise_for_answer(response)
        if _announced_size(response) > cap:
            raise FileTooLarge(f"the file is announced larger than {cap} bytes")
        body = BoundedBody.around(response, cap)  # counted as decoded, if it came compressed
        with partial.open("wb") as out:
            async for chunk in response.aiter_bytes(READ_BYTES):
                size += len(chunk)
                out.write(chunk)
                if on_chunk and inspect.isawaitable(taken := on_chunk(chunk)):
                    await taken
        if body.cut:
            raise FileTooLarge(f"the file goes on past {cap} bytes")
    return size


def _announced_size(response: httpx.Response) -> int:
    """The Content-Length, or 0 when there is none (chunked) or it is not a number."""
    value = response.headers.get("content-length", "")
    return int(value) if value.isdigit() else 0
