"""Everything the emulator knows: settings, jobs, the record of requests."""

import asyncio
import time
from datetime import UTC, datetime
from typing import Any

from aiohttp import web

from music_emulator.jobs import EmulatedJob, JobBook, JobRequest
from music_emulator.paths import GENERATE_PATH, JOBS_PATH
from music_emulator.record import SeenRequest
from music_emulator.settings import EmulatorSettings, PollFault, PostFault


class EmulatorState:
    def __init__(self, settings: EmulatorSettings | None = None) -> None:
        self.settings = settings or EmulatorSettings()
        self.book = JobBook()
        self.requests: list[SeenRequest] = []
        self.chat_requests: list[dict[str, Any]] = []

    @property
    def jobs(self) -> dict[str, EmulatedJob]:
        return self.book.jobs

    @property
    def max_active_seen(self) -> int:
        return self.book.max_active_seen

    def active_count(self) -> int:
        return self.book.active_count(time.monotonic())

    def reset_daily_counts(self) -> None:
        self.book.reset_day()

    def posts(self, status: int | None = None) -> list[SeenRequest]:
        return [
            seen
            for seen in self.requests
            if seen.method == "POST"
            and seen.path == GENERATE_PATH
            and (status is None or seen.status == status)
        ]

    def lost_answers(self) -> list[SeenRequest]:
        """POSTs whose job the service made though the client never got its id: each is a
        job charged (once it completes) that the client may not know of."""
        return [seen for seen in self.posts() if seen.job_id and seen.fault not in (None, "ok")]

    def polls(self, job_id: str) -> list[SeenRequest]:
        path = f"{JOBS_PATH}/{job_id}"
        return [seen for seen in self.requests if seen.method == "GET" and seen.path == path]

    def settle(self) -> None:
        self.book.settle(self.settings, time.monotonic())

    def accept(self, request: JobRequest) -> EmulatedJob:
        """Start a job if the limits allow (else Refused) and charge it when it completes."""
        now = time.monotonic()
        self.book.settle(self.settings, now)
        self.book.check_limits(self.settings, now, datetime.now(UTC).date())
        job = self.book.create(self.settings, request, now)
        # charge on time even if nobody asks the emulator anything at that moment
        asyncio.get_running_loop().call_later(job.completed_at - now, self.settle)
        return job

    def next_post_fault(self) -> PostFault | None:
        return self.settings.post_faults.pop(0) if self.settings.post_faults else None

    def next_poll_fault(self) -> PollFault | None:
        return self.settings.poll_faults.pop(0) if self.settings.poll_faults else None


STATE = web.AppKey("emulator_state", EmulatorState)
