"""Following jobs at the service: each active job is polled no sooner than POLL_INTERVAL_SEC
after its previous poll, a bounded number at once; a failed GET never ends a job."""

from __future__ import annotations

import asyncio
import logging

from bot.context import Services
from bot.logs import log_move
from bot.pipeline import alerts, status
from bot.pipeline.clock_steps import follow_clock_steps
from bot.pipeline.delivery import Delivery
from bot.pipeline.estimates import JobPace, next_poll_delay
from bot.pipeline.quota import longest_job_sec
from bot.service.errors import NotFound, ServiceError
from bot.service.music import Job
from bot.store import Request, State
from bot.store.models import POLLED_STATES

log = logging.getLogger(__name__)

MAX_DUE_PER_TICK = 5000  # a bound on one query; the rest are due again at the next tick
NEVER_FINISHED = "the service never finished the job"


class Poller:
    def __init__(self, services: Services, delivery: Delivery) -> None:
        self._services = services
        self._delivery = delivery
        # Bounds the GETs under way at once; due polls beyond it wait their turn, not a tick.
        self._in_flight = asyncio.Semaphore(services.tuning.polls_in_flight)

    async def tick(self) -> None:
        await follow_clock_steps(self._services)
        now = self._services.clock()
        due = await self._services.store.requests.due_polls(now, limit=MAX_DUE_PER_TICK)
        due = [r for r in due if not self._services.tasks.busy(("poll", r.id))]
        if due:
            pace = await self._pace() if self._services.tuning.smart_polling else None
            for request in due:
                self._services.tasks.spawn(("poll", request.id), self._poll(request, pace))
        await self._expire_overdue(now)

    async def _poll(self, request: Request, pace: JobPace | None) -> None:
        async with self._in_flight:
            now = self._services.clock()
            # Written before the GET, so a crash or a hang cannot make the next poll come sooner.
            await self._services.store.requests.update(
                request.id,
                last_poll_at=now,
                next_poll_at=now + self.next_poll_delay(request, pace, now),
                polls=request.polls + 1,
            )
            try:
                job = await self._services.music.get_job(request.job_id or "")
            except NotFound:
                await self._not_found(request, now)
                return
            except ServiceError as error:
                log.info("request %s: poll failed (%s), tried again later", request.id, error)
                return
        if request.missing_since is not None:
            await self._services.store.requests.update(request.id, missing_since=None)
        # Read again: the row may have moved while the GET was out (expired by the tick that
        # spawned this poll, say), and a completed job must move from where the row is now.
        fresh = await self._services.store.requests.get(request.id)
        if fresh is not None and fresh.state in POLLED_STATES:
            await self._apply(fresh, job)

    async def _not_found(self, request: Request, now: float) -> None:
        """The service says it does not know the job: believed only after a minute of it."""
        first = request.missing_since
        if first is None:
            log.warning("request %s: the service does not know job %s", request.id, request.job_id)
            await self._services.store.requests.update(request.id, missing_since=now)
        elif now - first >= self._services.tuning.not_found_patience_sec:
            await self._failed(request, status.JOB_LOST)

    async def _pace(self) -> JobPace | None:
        return JobPace.learn(await self._services.store.requests.recent_job_rates())

    def next_poll_delay(self, request: Request, pace: JobPace | None, now: float) -> float:
        return next_poll_delay(
            now=now,
            accepted_at=request.accepted_at or now,
            duration_sec=request.duration_sec,
            pace=pace,
            interval=self._services.settings.POLL_INTERVAL_SEC,
        )

    async def _apply(self, request: Request, job: Job) -> None:
        if job.status == "completed":
            await self._completed(request, job)
        elif job.status == "error":
            await self._failed(request, "the service reported a failed generation")
        elif self._past_all_patience(request):
            await self._failed(request, NEVER_FINISHED)
        elif job.status == "running" and request.state == State.QUEUED:
            await self._started(request)

    def _past_all_patience(self, request: Request) -> bool:
        """An expired job that the service, asked after twice JOB_TIMEOUT_MIN, still has not
        finished. Only an answer ends it so: a bot that was down longer than that must not give
        up a song that was made (and charged) meanwhile without looking once more."""
        longest = longest_job_sec(self._services.settings)  # when its slot was freed, too
        return (
            request.state == State.EXPIRED
            and self._services.clock() >= request.at_service_since + longest
        )

    async def _started(self, request: Request) -> None:
        if await self._services.store.requests.move(request.id, State.QUEUED, State.RUNNING):
            log_move(log, request, State.QUEUED, State.RUNNING)
            await status.show_state(self._services, request.id)

    async def _completed(self, request: Request, job: Job) -> None:
        if await self._services.store.requests.move(
            request.id,
            request.state,
            State.COMPLETED,
            service_duration_sec=job.duration_sec,
            price_byn=job.price_byn,
            completed_at=self._services.clock(),
        ):
            log_move(log, request, request.state, State.COMPLETED, f"job {job.job_id}")
            await status.show_state(self._services, request.id)
            self._delivery.start(request.id)
            await alerts.job_ended(self._services, State.COMPLETED)

    async def _failed(self, request: Request, reason: str) -> None:
        if await self._services.store.requests.move(
            request.id,
            request.state,
            State.FAILED,
            error=reason,
            finished_at=self._services.clock(),
        ):
            log_move(log, request, request.state, State.FAILED, reason)
            if request.state != State.EXPIRED:  # its user already heard it expired
                await status.show_outcome(self._services, request.id)
                await alerts.job_ended(self._services, State.FAILED)

    async def _expire_overdue(self, now: float) -> None:
        """A job not finished JOB_TIMEOUT_MIN after submission frees its slot; it is still
        polled, and delivered if it completes after all; a poll after twice that long that
        finds it unfinished ends it (`_past_all_patience`)."""
        limit = self._services.settings.JOB_TIMEOUT_MIN * 60
        requests = self._services.store.requests
        for request in await requests.accepted_before([State.QUEUED, State.RUNNING], now - limit):
            if await requests.move(request.id, request.state, State.EXPIRED, finished_at=now):
                log_move(log, request, request.state, State.EXPIRED, f"after {limit / 60:g} min")
                await status.show_outcome(self._services, request.id)
                await alerts.job_ended(self._services, State.EXPIRED)
