"""What the emulator remembers of each request it was sent."""

from dataclasses import dataclass
from typing import Any

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
