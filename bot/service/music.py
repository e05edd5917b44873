"""The music interface (docs/service.md §Submitting a song, §Jobs, §The file): submit, get a
job, download its file."""

from __future__ import annotations

import uuid
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Literal

import httpx

from bot.service.bodies import read_bounded
from bot.service.downloads import FileLimits, download_file
from bot.service.errors import (
    MAY_HAVE_TAKEN,
    BadAnswer,
    MaybeSent,
    NotFound,
    NotSent,
    ServiceError,
    Unauthorized,
    status_words,
    submission_error,
)
from bot.service.http import (
    DEFAULT_TIMEOUT,
    bearer_client,
    raise_for_answer,
    service_message,
    transport_error,
)
from bot.tuning import FilesTuning

JobStatus = Literal["queued", "running", "completed", "error"]
JOB_STATUSES: tuple[str, ...] = ("queued", "running", "completed", "error")


@dataclass(frozen=True)
class Job:
    job_id: str
    status: JobStatus
    url: str | None = None
    duration_sec: float | None = None
    price_byn: float | None = None

    @classmethod
    def from_json(cls, body: object) -> Job:
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


def _number(value: object) -> float | None:
    return float(value) if isinstance(value, int | float) else None


class MusicClient:
    """One per process; every call raises a `ServiceError` subclass on failure."""

    def __init__(
        self,
        base_url: str,
        api_key: str,
        timeout: httpx.Timeout = DEFAULT_TIMEOUT,
        tuning: FilesTuning | None = None,
    ):
        self._http = bearer_client(base_url, api_key, timeout)
        self._key = api_key  # only to keep it out of the service's words we pass on
        # What a file's download keeps to, read at each download.
        self.file_limits = FileLimits.of(tuning or FilesTuning())

    async def aclose(self) -> None:
        await self._http.aclose()

    async def submit(self, lyrics: str, prompt: str | None, duration_sec: int) -> Job:
        """The job the service took, or one of: NotSent, Unauthorized, WalletEmpty,
        RateLimited, Unavailable (surely not taken: wait and retry), MaybeSent (may have been
        taken: never resend by itself), Rejected (refused: resending cannot help)."""
        body: dict[str, str | int] = {"lyrics": lyrics, "duration_sec": duration_sec}
        if prompt:
            body["prompt"] = prompt
        try:
            response = await read_bounded(self._http, "POST", "/generate", json=body)
        except httpx.HTTPError as exc:
            raise lost_submission(exc) from None
        return accepted_job(response, self._key)

    async def key_accepted(self) -> bool:
        """A read of a job that cannot exist, never a POST: the service checks the key before
        the job, so its 404 (a job's JSON) says the key is accepted, and a 401 that it is
        not. Any other failure raises, as any read's (`python -m bot check` reads the same)."""
        try:
            await self.get_job(f"songbot-key-check-{uuid.uuid4().hex}")
        except Unauthorized:
            return False
        except NotFound:
            return True
        return True

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
        the download, so memory stays flat. Within an overall deadline and a size cap
        (bot/service/downloads.py); on any failure no partial file is left."""
        return await download_file(self._http, f"/files/{job_id}", dest, self.file_limits, on_chunk)

    async def _send(self, method: str, path: str) -> httpx.Response:
        try:
            response = await read_bounded(self._http, method, path)
        except httpx.TransportError as exc:
            raise transport_error(exc) from None
        except httpx.DecodingError:
            raise BadAnswer("the service's answer could not be decoded") from None
        raise_for_answer(response)
        try:
            response.json()
        except ValueError:
            raise BadAnswer("the service answered with something that is not JSON") from None
        return response


def accepted_job(response: httpx.Response, secret: str) -> Job:
    """The job an answer to POST /generate names; any other answer raises what it proves
    (see errors.submission_error). A 2xx without a readable job id means the service may
    have taken the song though we cannot tell which job it is."""
    if not response.is_success:
        raise submission_error(response.status_code, service_message(response, secret))
    answered = f"the service answered {status_words(response.status_code)}"
    if not response.content:
        raise MaybeSent(f"{answered} with an empty body; {MAY_HAVE_TAKEN}")
    try:
        body: object = response.json()
    except (ValueError, RecursionError):  # RecursionError: JSON nested past the parser's depth
        raise MaybeSent(f"{answered}, but its answer could not be read; {MAY_HAVE_TAKEN}") from None
    if not isinstance(body, dict):
        raise MaybeSent(f"{answered} with no job id; {MAY_HAVE_TAKEN}")
    job_id = body.get("job_id")
    if not isinstance(job_id, str) or not job_id:
        raise MaybeSent(f"{answered} with no job id; {MAY_HAVE_TAKEN}")
    # the id is what matters: with it the job can be polled whatever the status says
    status = body.get("status")
    return Job(job_id=job_id, status=status if status in JOB_STATUSES else "queued")


def lost_submission(exc: httpx.HTTPError) -> ServiceError:
    """A POST that failed on the way: NotSent if it never fully left, else MaybeSent."""
    if isinstance(exc, httpx.TransportError):
        error = transport_error(exc)
        if isinstance(error, NotSent):
            return error
        return MaybeSent(f"{error.detail}; {MAY_HAVE_TAKEN}")
    kind = type(exc).__name__
    return MaybeSent(f"the service's answer could not be read ({kind}); {MAY_HAVE_TAKEN}")
