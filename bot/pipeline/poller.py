"""Following jobs at the service: each active job is polled no sooner than POLL_INTERVAL_SEC
after its previous poll, and at that moment (the poll alarm, bot/alarm.py; the tick is the
backstop), a bounded number at once; a failed GET never ends a job. A job is
followed until the service ends it, however late: past JOB_TIMEOUT_MIN its user hears once that
it is late and its polls are spaced out. It is never given up while the service may still run
it: the service counts it against the organization's slots until it ends, and so does the bot.
A job the service says it does not know (a 404 for a minute) is followed too: its user hears so
once, it holds its slot until JOB_TIMEOUT_MIN after its POST, and it is polled, spaced out, for
a day after its POST (`PollingTuning.unknown_job_follow_sec`) before it is given up; a song that
appears meanwhile is delivered."""

from __future__ import annotations

import asyncio
import logging

from bot.accounting.estimates import JobPace, next_poll_delay
from bot.context import Services
from bot.pipeline import alerts, status
from bot.pipeline.clock_steps import follow_clock_steps
from bot.pipeline.delivery import Delivery
from bot.service.errors import NotFound, ServiceError
from bot.service.music import Job
from bot.store import Reason, Request, State
from bot.store.models import POLLED_STATES
from bot.tasks import LookForRoom, Poll

log = logging.getLogger(__name__)

MAX_DUE_PER_TICK = 5000  # a bound on one query; the rest are due again at the next tick
POLLS_IN_FLIGHT = 8  # GET /jobs requests under way at once


class Poller:
    def __init__(self, services: Services, delivery: Delivery) -> None:
        self._services = services
        self._tuning = services.tuning.polling
        self._delivery = delivery
        # Bounds the GETs under way at once; due polls beyond it wait their turn, not a tick.
        self._in_flight = asyncio.Semaphore(POLLS_IN_FLIGHT)
        self._looking = asyncio.Lock()  # two looks (the tick's, the alarm's) never overlap

    async def tick(self) -> None:
        """The backstop: the polls due, and the jobs become late."""
        await self._expire_overdue(await self.look())

    async def look(self) -> float:
        """Start the polls due, and set the alarm for the next one (the alarm holds only the
        earliest moment it was given: one given meanwhile for later is read back here); the
        moment it looked at. What the alarm rings."""
        async with self._looking:
            await follow_clock_steps(self._services)
            now = self._services.clock()
            requests = self._services.store.requests
            due = await requests.due_polls(now, limit=MAX_DUE_PER_TICK)
            due = [r for r in due if not self._services.tasks.busy(Poll(r.id))]
            if due:
                pace = await self._pace() if self._tuning.smart_polling else None
                for request in due:
                    self._services.tasks.spawn(Poll(request.id), self._poll(request, pace))
            if (first := await requests.first_poll_due()) is not None:
                self._services.poll_alarm.set_at(first)
            return now

    async def _poll(self, request: Request, pace: JobPace | None) -> None:
        async with self._in_flight:
            now = self._services.clock()
            delay = self.next_poll_delay(request, pace, now)
            # Written before the GET, so a crash or a hang cannot make the next poll come sooner.
            await self._services.store.requests.update(
                request.id, last_poll_at=now, next_poll_at=now + delay, polls=request.polls + 1
            )
            self._services.poll_alarm.set_at(now + delay)
            try:
                job = await self._services.music.get_job(request.job_id or "")
            except NotFound:
                await self._not_found(request, now)
                return
            except ServiceError as error:
                log.info("request %s: poll failed (%s), tried again later", request.id, error)
                return
        if request.missing_since is not None:
            await self._found_again(request)
        # Read again: the row may have moved while the GET was out (expired by the tick that
        # spawned this poll, say), and a completed job must move from where the row is now.
        fresh = await self._services.store.requests.get(request.id)
        if fresh is not None and fresh.state in POLLED_STATES:
            await self._apply(fresh, job)

    async def _not_found(self, request: Request, now: float) -> None:
        """The service says it does not know the job: believed only after a minute of it, and
        even then it may still run it, so the job is followed for a day after its POST."""
        requests = self._services.store.requests
        first = request.missing_since
        if first is None:
            log.warning("request %s: the service does not know job %s", request.id, request.job_id)
            await requests.update(request.id, missing_since=now)
        elif now - first < self._tuning.not_found_patience_sec:
            return
        elif now - (request.accepted_at or first) >= self._tuning.unknown_job_follow_sec:
            await self._failed(request, Reason.JOB_LOST)
        elif request.reason != Reason.JOB_LOST:
            # Told once; the reason also frees its slot at JOB_TIMEOUT_MIN (active_count).
            await requests.update(request.id, reason=Reason.JOB_LOST)
            await status.show_state(self._services, request.id)

    async def _found_again(self, request: Request) -> None:
        """The service answered for the job again: it is followed as any other."""
        await self._services.store.requests.update(request.id, missing_since=None, reason=None)
        if request.reason == Reason.JOB_LOST:
            log.warning("request %s: the service knows job %s again", request.id, request.job_id)
            await status.show_state(self._services, request.id)

    async def _pace(self) -> JobPace | None:
        return JobPace.learn(await self._services.store.requests.recent_job_rates())

    def next_poll_delay(self, request: Request, pace: JobPace | None, now: float) -> float:
        late_after = self._services.settings.JOB_TIMEOUT_MIN * 60
        if request.reason == Reason.JOB_LOST:  # not known to the service: polled as a late job
            late_after = 0.0
        return next_poll_delay(
            now=now,
            accepted_at=request.accepted_at or now,
            duration_sec=request.duration_sec,
            pace=pace,
            interval=self._services.settings.POLL_INTERVAL_SEC,
            late_after=late_after,
            late_spacing=self._tuning.late_poll_sec,
        )

    async def _apply(self, request: Request, job: Job) -> None:
        if job.status == "completed":
            await self._completed(request, job)
        elif job.status == "error":
            await self._failed(request, Reason.GENERATION_FAILED)
        elif job.status == "running" and request.state == State.QUEUED:
            await self._started(request)

    async def _started(self, request: Request) -> None:
        if await self._services.store.requests.move(request.id, State.QUEUED, State.RUNNING):
            await status.show_state(self._services, request.id)

    async def _completed(self, request: Request, job: Job) -> None:
        if await self._services.store.requests.move(
            request.id,
            request.state,
            State.COMPLETED,
            detail=f"job {job.job_id}",
            service_duration_sec=job.duration_sec,
            price_byn=job.price_byn,
            completed_at=self._services.clock(),
        ):
            self._delivery.start(request.id)
            self._slot_freed()
            await status.show_state(self._services, request.id)
            await alerts.job_ended(self._services, State.COMPLETED)

    async def _failed(self, request: Request, reason: Reason) -> None:
        """The end its user hears, once: a late job's too (it was told it is late, not ended;
        `told_at` cleared in the same move, so a crash before the words tells them after)."""
        if await self._services.store.requests.move(
            request.id,
            request.state,
            State.FAILED,
            reason=reason,
            finished_at=self._services.clock(),
            told_at=None,
        ):
            self._slot_freed()
            await status.show_outcome(self._services, request.id)
            if request.state != State.LATE:  # the run of bad jobs counted it when it expired
                await alerts.job_ended(self._services, State.FAILED)

    def _slot_freed(self) -> None:
        """A job the service ended frees its slot: the next song in line is submitted now, not
        at the scheduler's next tick (a burst's rounds were a third longer so)."""
        self._services.tasks.again(LookForRoom(), self._services.scheduler_bell.ring)

    async def _expire_overdue(self, now: float) -> None:
        """A job not finished JOB_TIMEOUT_MIN after submission is late: its user hears so once
        (it comes if it is made, and costs nothing unless it is). It is still polled, spaced
        out, and holds its slot until the service ends it, as the service counts it."""
        limit = self._services.settings.JOB_TIMEOUT_MIN * 60
        requests = self._services.store.requests
        for request in await requests.accepted_before([State.QUEUED, State.RUNNING], now - limit):
            if request.reason == Reason.JOB_LOST:
                continue  # told that the service does not know it; late only if it appears
            # Late, not ended (no finished_at); `told_at` cleared so that a crash before the
            # word is told after the restart (a retried `unknown` was told before).
            late = f"after {limit / 60:g} min"
            if await requests.move(
                request.id, request.state, State.LATE, detail=late, told_at=None
            ):
                await status.show_outcome(self._services, request.id)
                await alerts.job_ended(self._services, State.LATE)
