"""What the emulator remembers of each request it was sent."""

from dataclasses import dataclass, field
from typing import Any

from aiohttp import web

# status recorded while no answer has gone out, and kept when none ever does (drop, hang)
NO_ANSWER = 0


@dataclass
class SeenRequest:
    method: str
    path: str
    status: int
    body: dict[str, Any] | None
    at: float
    auth_ok: bool
    # POST /generate only: the fault it met, and the job the service made for it (even when
    # the answer that should have carried the job id was lost)
    fault: int | str | None = None
    job_id: str | None = None
    # When its handler ended: the answer was out, or the client hung up (monotonic time) ...
    ended_at: float | None = field(default=None, compare=False)
    # ... and, of an answer written in pieces (the text interface's), the bytes that went out.
    sent_bytes: int = field(default=0, compare=False)


SEEN = web.RequestKey("seen_request", SeenRequest)
