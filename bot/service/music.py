"""The music interface (service-api.md 4.1): submit, get a job, download its file."""

from __future__ import annotations

import asyncio
import inspect
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Literal

import httpx

from bot.service.errors import BadAnswer, FileTooLarge, FileTooSlow
from bot.service.http import DEFAULT_TIMEOUT, bearer_client, raise_for_answer, transport_error

JobStatus = Literal["queued", "running", "completed", "error"]
JOB_STATUSES: tuple[str, ...] = ("queued", "running", "completed", "error")

# The largest file a track may be: the longest track (service-api.md: duration_sec ≤ 300) at
# 44.1 kHz stereo in the widest sample format the WAV reader takes (32-bit), plus room for
# header chunks (LIST, bext, ...). A body past it is not a track: it must not fill DATA_DIR.
LONGEST_TRACK_SEC = 300
MAX_FILE_BYTES = LONGEST_TRACK_SEC * 44_100 * 2 * 4 + (1 << 20)  # ≈ 107 MB
# The whole download, not one read: a body that trickles must end. 600 s lets the largest file
# arrive at 180 KB/s; the service's 16-bit 300 s file (53 MB) needs only 90 KB/s.
DOWNLOAD_DEADLINE_SEC = 600.0


@dataclass(frozen=True)
class Job:
    job_id: str
    status: JobStatus
    url: str | None = None
    duration_sec: float | None = None
    price_byn: float | None = None

    @classmethod
    def from_json(cls, body: Any) -> Job:
        if not isinstance(body, dict) or body.get("status") not in JOB_STATUSES:
            raise BadAnswer("the job answer has no known status")
        if not isinstance(body.get("job_id"), str) or not body["job_id"]:
            raise BadAnswer("the job answer has no job_id")
        return cls(
            job_id=body["job_id"],
            status=body["status"],
            url=body.get("url"),
            duration_sec=_number(body.get("duration_sec")),
            price_byn=_number(body.get("price_byn")),
        )


def _number(value: Any) -> float | None:
    return float(value) if isinstance(value, int | float) else None


class MusicClient:
    """One per process; every call raises a `ServiceError` subclass on failure."""

    def __init__(self, base_url: str, api_key: str, timeout: httpx.Timeout = DEFAULT_TIMEOUT):
        self._http = bearer_client(base_url, api_key, timeout)

    async def aclose(self) -> None:
        await self._http.aclose()

    async def submit(self, lyrics: str, prompt: str | None, duration_sec: int) -> Job:
        body: dict[str, Any] = {"lyrics": lyrics, "duration_sec": duration_sec}
        if prompt:
            body["prompt"] = prompt
        response = await self._send("POST", "/generate", json=body)
        return Job.from_json(response.json())

    async def get_job(self, job_id: str) -> Job:
        response = await self._send("GET", f"/jobs/{job_id}")
        return Job.from_json(response.json())

    async def download(
        self,
        job_id: str,
        dest: Path,
        on_chunk: Callable[[bytes], Awaitable[None] | None] | None = None,
    ) -> int:
        """Stream the WAV to `dest` (never whole in memory); each chunk also goes to on_chunk,
        which may be async: awaiting it before the next read is how a slow consumer holds back
        the download, so memory stays flat. The whole body must arrive within
        DOWNLOAD_DEADLINE_SEC and within MAX_FILE_BYTES, else FileTooSlow / FileTooLarge; on
        any failure the partial file is removed."""
        dest.parent.mkdir(parents=True, exist_ok=True)
        partial = dest.with_suffix(dest.suffix + ".part")
        deadline, cap = DOWNLOAD_DEADLINE_SEC, MAX_FILE_BYTES  # read now: tests shorten them
        size = 0
        try:
            async with asyncio.timeout(deadline) as scope:
                async with self._http.stream("GET", f"/files/{job_id}") as response:
                    if not response.is_success:
                        await response.aread()
                        raise_for_answer(response)
                    if int(response.headers.get("content-length") or 0) > cap:
                        raise FileTooLarge(f"the file is announced larger than {cap} bytes")
                    with partial.open("wb") as out:
                        async for chunk in response.aiter_bytes(1 << 16):
                            size += len(chunk)
                            if size > cap:
                                raise FileTooLarge(f"the file goes on past {cap} bytes")
                            out.write(chunk)
                            if on_chunk and inspect.isawaitable(taken := on_chunk(chunk)):
                                await taken
        except TimeoutError:
            partial.unlink(missing_ok=True)
            if scope.expired():
                raise FileTooSlow(f"the file did not arrive within {deadline:g} s") from None
            raise
        except httpx.TransportError as exc:
            partial.unlink(missing_ok=True)
            raise transport_error(exc) from None
        except httpx.HTTPError as exc:  # DecodingError, TooManyRedirects, ...: a bad answer
            partial.unlink(missing_ok=True)
            raise BadAnswer(f"the file could not be read ({type(exc).__name__})") from None
        except BaseException:
            partial.unlink(missing_ok=True)
            raise
        partial.replace(dest)
        return size

    async def _send(self, method: str, path: str, **kwargs: Any) -> httpx.Response:
        try:
            response = await self._http.request(method, path, **kwargs)
        except httpx.TransportError as exc:
            raise transport_error(exc) from None
        raise_for_answer(response)
        try:
            response.json()
        except ValueError:
            raise BadAnswer("the service answered with something that is not JSON") from None
        return response
