"""Jobs of the music interface: their timing, their charge and the limits on starting them.

Pure: times are passed in as time.monotonic() readings (EmulatedJob.status reads the clock).
"""

import math
import random
import time
import uuid
from dataclasses import asdict, dataclass
from datetime import date
from typing import Any

from music_emulator.errors import Refused
from music_emulator.paths import FILES_PATH
from music_emulator.settings import EmulatorSettings

# the actual track comes out somewhat shorter than the requested upper bound
DURATION_FACTOR_RANGE = (0.85, 1.0)


@dataclass(frozen=True)
class JobRequest:
    lyrics: str
    prompt: str | None
    duration_sec: float


@dataclass
class EmulatedJob:
    job_id: str
    lyrics: str
    prompt: str | None
    duration_requested: float
    created_at: float
    queue_sec: float
    run_sec: float
    fails: bool
    duration_sec: float
    price_byn: float
    synth_seed: int
    charged: bool = False

    @property
    def started_at(self) -> float:
        return self.created_at + self.queue_sec

    @property
    def completed_at(self) -> float:
        return self.started_at + self.run_sec

    @property
    def status(self) -> str:
        return self.status_at(time.monotonic())

    def status_at(self, now: float) -> str:
        if now < self.started_at:
            return "queued"
        if now < self.completed_at:
            return "running"
        return "error" if self.fails else "completed"

    def is_active(self, now: float) -> bool:
        return now < self.completed_at

    def public_view(self, now: float) -> dict[str, Any]:
        """The job as GET /jobs/{id} shows it: extra fields only once completed."""
        status = self.status_at(now)
        view: dict[str, Any] = {"job_id": self.job_id, "status": status}
        if status == "completed":
            view |= {
                "url": f"{FILES_PATH}/{self.job_id}",
                "duration_sec": self.duration_sec,
                "price_byn": self.price_byn,
            }
        return view

    def snapshot(self, now: float) -> dict[str, Any]:
        return asdict(self) | {"status": self.status_at(now), "completed_at": self.completed_at}


class JobBook:
    """All jobs of the one key, and the counters its limits are checked against."""

    def __init__(self) -> None:
        self.jobs: dict[str, EmulatedJob] = {}
        self.max_active_seen = 0
        self.accepted_today = 0
        self.quota_day: date | None = None
        self.last_accepted_at: float | None = None
        self._serial = 0

    def active_count(self, now: float) -> int:
        return sum(job.is_active(now) for job in self.jobs.values())

    def check_limits(self, settings: EmulatorSettings, now: float, today: date) -> None:
        """Raise Refused for the first limit a new job would break, in the service's order."""
        self._roll_day(today)
        if settings.balance_byn <= 0:
            raise Refused(402, "wallet balance is zero; top up in the console")
        if self._too_soon(settings.min_post_interval_sec, now):
            raise Refused(429, "requests too frequent")
        if self.active_count(now) >= settings.concurrent_limit:
            raise Refused(429, f"{settings.concurrent_limit} jobs already active")
        if self.accepted_today >= settings.daily_limit:
            raise Refused(429, "daily quota of tracks used")

    def create(self, settings: EmulatorSettings, request: JobRequest, now: float) -> EmulatedJob:
        self._serial += 1
        # one stream per job so outcomes depend on the seed and the job's place, not on timing
        rng = random.Random(f"{settings.seed}:{self._serial}")
        job = EmulatedJob(
            job_id=f"job-{uuid.uuid4().hex}",
            lyrics=request.lyrics,
            prompt=request.prompt,
            duration_requested=request.duration_sec,
            created_at=now,
            queue_sec=settings.queue_sec,
            run_sec=settings.generation_sec
            + settings.generation_sec_per_track_sec * request.duration_sec,
            fails=rng.random() < settings.error_rate,
            duration_sec=actual_duration(request.duration_sec, rng.uniform(*DURATION_FACTOR_RANGE)),
            price_byn=settings.price_byn,
            synth_seed=rng.getrandbits(32),
        )
        self.jobs[job.job_id] = job
        self.accepted_today += 1
        self.last_accepted_at = now
        self.max_active_seen = max(self.max_active_seen, self.active_count(now))
        return job

    def settle(self, settings: EmulatorSettings, now: float) -> None:
        """Charge every job that has completed by now and was not charged yet."""
        for job in self.jobs.values():
            if not job.charged and job.status_at(now) == "completed":
                job.charged = True
                settings.balance_byn -= job.price_byn

    def reset_day(self) -> None:
        self.accepted_today = 0

    def _roll_day(self, today: date) -> None:
        if today != self.quota_day:
            self.quota_day = today
            self.accepted_today = 0

    def _too_soon(self, interval: float, now: float) -> bool:
        last = self.last_accepted_at
        return interval > 0 and last is not None and now - last < interval


def actual_duration(requested: float, factor: float) -> float:
    # floored to 2 decimals so rounding never lifts it above the requested bound
    return min(requested, math.floor(requested * factor * 100) / 100)
