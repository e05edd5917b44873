"""Submitting waiting requests: within the organization's limits, fairly, and never twice.

Each submission writes `submitting` before the POST; a crash after that leaves a row that the
next start turns into `unknown` instead of sending it again (DESIGN.md).
"""

from __future__ import annotations

import asyncio
import logging
from dataclasses import dataclass

from bot.context import Services
from bot.logs import log_move
from bot.pipeline import alerts, messages
from bot.pipeline.quota import day_start
from bot.service.errors import (
    MaybeSent,
    NotSent,
    RateLimited,
    Rejected,
    ServiceError,
    Unauthorized,
    Unavailable,
    WalletEmpty,
)
from bot.store import Request, State

log = logging.getLogger(__name__)

PAUSE_FLAG = "paused"  # value: wallet | key | admin
LAST_PROBE_FLAG = "last_probe_at"


@dataclass(frozen=True)
class Capacity:
    """What the organization may still start right now."""

    free_slots: int
    left_today: int

    @property
    def can_start(self) -> int:
        return max(0, min(self.free_slots, self.left_today))


class Scheduler:
    def __init__(self, services: Services) -> None:
        self._s = services
        self._lock = asyncio.Lock()  # one tick at a time, so limits are never overshot
        self._org_not_before = 0.0  # the service's 429/503 hold back everyone, not one request
        self._refusals = 0

    async def capacity(self) -> Capacity:
        settings, store = self._s.settings, self._s.store
        now = self._s.clock()
        used = await store.requests.submissions_since(day_start(now, settings.quota_zone))
        active = await store.requests.active_count()
        return Capacity(
            free_slots=settings.ORG_CONCURRENT_LIMIT - active,
            left_today=settings.ORG_DAILY_LIMIT - used,
        )

    async def paused(self) -> str | None:
        return await self._s.store.flags.get(PAUSE_FLAG)

    async def tick(self) -> None:
        async with self._lock:
            for request in await self._next_batch():
                if await self._s.store.requests.move(
                    request.id,
                    State.WAITING,
                    State.SUBMITTING,
                    submitted_at=self._s.clock(),
                    attempts=request.attempts + 1,
                ):
                    log_move(log, request, State.WAITING, State.SUBMITTING)
                    self._s.tasks.spawn(("submit", request.id), self._submit(request))

    async def _next_batch(self) -> list[Request]:
        now = self._s.clock()
        if now < self._org_not_before:
            return []
        room = (await self.capacity()).can_start
        pause = await self.paused()
        if pause == "admin" or room <= 0:
            return []
        if pause and not await self._probe_due(now):
            return []
        ready = [r for r in await self._s.store.requests.waiting_in_order() if r.not_before <= now]
        ready = await self._within_user_limits(ready)
        return ready[: 1 if pause else room]

    async def _probe_due(self, now: float) -> bool:
        """While paused, one request tries the service every probe interval."""
        flags = self._s.store.flags
        last = float(await flags.get(LAST_PROBE_FLAG) or 0)
        if now - last < self._s.tuning.probe_interval_sec:
            return False
        await flags.set(LAST_PROBE_FLAG, str(now))
        return True

    async def _within_user_limits(self, ready: list[Request]) -> list[Request]:
        limit = self._s.settings.USER_DAILY_LIMIT
        if not limit:
            return ready
        allowed, counts = [], {}
        for request in ready:
            if request.user_id not in counts:
                counts[request.user_id] = await self._user_submissions_today(request.user_id)
            if counts[request.user_id] < limit:
                counts[request.user_id] += 1
                allowed.append(request)
        return allowed

    async def over_user_limit(self, user_id: int) -> bool:
        """The user has started all the tracks USER_DAILY_LIMIT gives them today."""
        limit = self._s.settings.USER_DAILY_LIMIT
        return bool(limit) and await self._user_submissions_today(user_id) >= limit

    async def _user_submissions_today(self, user_id: int) -> int:
        since = day_start(self._s.clock(), self._s.settings.quota_zone)
        return await self._s.store.requests.submissions_since(since, user_id)

    async def _submit(self, request: Request) -> None:
        try:
            job = await self._s.music.submit(request.lyrics, request.style, request.duration_sec)
        except ServiceError as error:
            await self._refused(request, error)
            return
        now = self._s.clock()
        moved = await self._s.store.requests.move(
            request.id,
            State.SUBMITTING,
            State.QUEUED,
            job_id=job.job_id,
            accepted_at=now,
            next_poll_at=now + self._s.settings.POLL_INTERVAL_SEC,
        )
        if moved:
            log_move(log, request, State.SUBMITTING, State.QUEUED, f"job {job.job_id}")
        self._refusals = 0
        await self._resume_if_paused()
        await alerts.service_accepts(self._s)  # the "it is over" word for a wallet or key alert
        if moved:
            await messages.show_state(self._s, request.id)
        await messages.refresh_waiting(self._s)  # places, estimates and tracks left changed

    async def _refused(self, request: Request, error: ServiceError) -> None:
        if isinstance(error, MaybeSent):
            await self._end(request, State.UNKNOWN, error)
        elif isinstance(error, Rejected):
            await self._end(request, State.REJECTED, error)
        elif isinstance(error, WalletEmpty | Unauthorized):
            await self._pause("wallet" if isinstance(error, WalletEmpty) else "key")
            await self._back_to_waiting(request, error, delay=0.0)
        else:  # 429, 503, network trouble before sending, anything unexpected: wait and retry
            self._refusals += 1
            delay = self._s.tuning.backoff(self._refusals)
            self._org_not_before = self._s.clock() + delay
            await self._back_to_waiting(request, error, delay=delay)

    async def _back_to_waiting(self, request: Request, error: ServiceError, delay: float) -> None:
        if await self._s.store.requests.move(
            request.id,
            State.SUBMITTING,
            State.WAITING,
            not_before=self._s.clock() + delay,
            error=waiting_reason(error),
        ):
            why = f"refused: {type(error).__name__}, next try in {delay:.1f} s"
            log_move(log, request, State.SUBMITTING, State.WAITING, why)
        await messages.refresh_waiting(self._s)

    async def _end(self, request: Request, state: State, error: ServiceError) -> None:
        if await self._s.store.requests.move(
            request.id,
            State.SUBMITTING,
            state,
            error=error.detail[:500],
            finished_at=self._s.clock(),
        ):
            log_move(log, request, State.SUBMITTING, state, type(error).__name__)
            await messages.show_outcome(self._s, request.id)

    async def _pause(self, reason: str) -> None:
        flags = self._s.store.flags
        current = await flags.get(PAUSE_FLAG)
        await flags.set(LAST_PROBE_FLAG, str(self._s.clock()))
        if current == reason:
            return
        await flags.set(PAUSE_FLAG, reason)
        log.warning("submissions paused: %s", reason)
        await alerts.incident_started(self._s, reason)

    async def _resume_if_paused(self) -> None:
        reason = await self.paused()
        if reason in ("wallet", "key"):
            await self.resume()

    async def resume(self) -> str | None:
        """Lift a pause (an admin's /resume or a successful probe); says what was lifted."""
        flags = self._s.store.flags
        reason = await flags.get(PAUSE_FLAG)
        if reason is None:
            return None
        await flags.clear(PAUSE_FLAG)
        await flags.clear(LAST_PROBE_FLAG)
        log.warning("submissions resumed after: %s", reason)
        return reason

    async def pause_by_admin(self) -> None:
        await self._s.store.flags.set(PAUSE_FLAG, "admin")


def waiting_reason(error: ServiceError) -> str:
    """A short code stored on the request, for the words its user sees while it waits."""
    if isinstance(error, WalletEmpty):
        return "wallet"
    if isinstance(error, Unauthorized):
        return "key"
    if isinstance(error, RateLimited):
        return "busy"
    if isinstance(error, Unavailable | NotSent):
        return "unavailable"
    return "unavailable"


async def recover_after_restart(services: Services) -> None:
    """A row left in `submitting` may or may not have reached the service: it becomes unknown.
    Then every user whose request ended without a word (a crash in between) is told."""
    for request in await services.store.requests.in_states([State.SUBMITTING]):
        if await services.store.requests.move(
            request.id,
            State.SUBMITTING,
            State.UNKNOWN,
            error="the bot stopped while submitting",
            finished_at=services.clock(),
        ):
            why = "found in submitting after a restart"
            log_move(log, request, State.SUBMITTING, State.UNKNOWN, why, logging.WARNING)
    await messages.tell_untold_outcomes(services)
