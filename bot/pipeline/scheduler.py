"""Submitting waiting requests: within the organization's limits, fairly, and never twice.

A request is in `submitting` only while its POST is in flight: the tick writes the state and starts
the POST at once, and the POST's task records what the answer proved and nothing else; the words
people see follow in a task of their own. A `submitting` row with no POST under way (a crash, a bug)
becomes `unknown`, never a second POST (docs/guarantees.md §Charged at most once). An accepted job
id goes to the journal (bot/store/journal.py) before the database, so a failed write loses no paid
job.
"""

from __future__ import annotations

import asyncio
import logging
import random
import sqlite3
from collections.abc import Awaitable, Callable, Coroutine
from dataclasses import replace

from bot.access import may_request
from bot.accounting.gate import GateHoldup
from bot.accounting.organization import Pause
from bot.context import Services
from bot.pipeline import alerts, status
from bot.pipeline.clock_steps import follow_clock_steps
from bot.service.errors import (
    RateLimited,
    ServiceError,
    Taken,
    Unauthorized,
    WalletEmpty,
    WrongAddress,
)
from bot.service.music import Job
from bot.store import Reason, Request, State
from bot.store.journal import AcceptedJob
from bot.tasks import ReadKey, Submit, TellEnded, TellSubmitted
from bot.telegram import calls_in

log = logging.getLogger(__name__)

_UNSEEN = object()  # the gate before the first tick looked at it
# Writing an accepted job: the first retry soon, then doubling up to the most, for as long as
# the process lives (the journal keeps the job across a restart meanwhile).
WRITE_RETRY_FIRST_SEC = 0.5
WRITE_RETRY_MAX_SEC = 30.0


class Scheduler:
    def __init__(self, services: Services) -> None:
        self._services = services
        self._tuning = services.tuning.polling
        self._lock = asyncio.Lock()  # one tick at a time, so limits are never overshot
        self._org_not_before = 0.0  # the service's 429/503 hold back everyone, not one request
        self._refusals = 0
        self._jitter = random.Random()
        self._org = services.org
        self._holdup: GateHoldup | None | object = _UNSEEN  # the gate, as the last tick found it
        self._key_read_due = 0.0  # on the monotonic clock: the next read of a refused key

    async def tick(self) -> None:
        """The periodic look, which also settles rows a POST left behind (a task that died);
        while the service refuses the key, a read now and then lifts the pause once it works."""
        await self.look(settle=True)
        if self._services.monotonic() >= self._key_read_due:
            self._key_read_due = self._services.monotonic() + self._tuning.key_read_every_sec
            if await self._org.service_pause() is Pause.KEY:
                self._services.tasks.spawn(ReadKey(), self._read_key())

    async def _read_key(self) -> None:
        """The key pause ends when a read accepts the key (no track is spent to learn it)."""
        try:
            accepted = await self._services.music.key_accepted()
        except ServiceError as error:
            log.info("the key could not be read (%s); the pause stays", type(error).__name__)
            return
        if accepted and await self._org.service_works() is not None:
            await alerts.incident_over(self._services, Pause.KEY)
            status.refresh_waiting_soon(self._services)
            await self._services.scheduler_bell.ring()

    async def look(self, settle: bool = False) -> None:
        """Submit what the limits let start now. The bell rings this (a song put in line, a
        slot freed): settling rows left behind is the periodic tick's, off the hot path."""
        # By the rules of each call, even when a handler asked for this look: what it starts
        # tells other people of their songs too, and is not an answer to the one who asked.
        with calls_in(None):
            async with self._lock:
                self._org_not_before += await follow_clock_steps(self._services)
                if settle:
                    await settle_orphaned_submissions(self._services)
                for request in await self._next_batch():
                    await self._start(request)

    async def _start(self, request: Request) -> None:
        """waiting -> submitting, then the POST at once in its own task: nothing in between."""
        key = Submit(request.id)
        if self._services.tasks.busy(key):
            return  # the previous POST's task is still recording its answer
        if await self._services.store.requests.move(
            request.id,
            State.WAITING,
            State.SUBMITTING,
            submitted_at=self._services.clock(),
            attempts=request.attempts + 1,
        ):
            self._services.tasks.spawn(key, self._submit(request))

    async def _next_batch(self) -> list[Request]:
        now = self._services.clock()
        if now < self._org_not_before:
            return []
        # Read side by side: each is a trip to the database's thread, and a slot freed waits
        # for this look (as does the line behind it).
        capacity, pauses = await asyncio.gather(self._org.capacity(), self._org.pauses())
        room = capacity.can_start
        if Pause.ADMIN in pauses or room <= 0:
            return []
        pause = next((p for p in pauses if p != Pause.ADMIN), None)  # then a probe now and then
        if pause and not await self._org.probe_due(self._tuning.probe_interval):
            return []
        waiting, shares = await asyncio.gather(
            self._services.store.requests.waiting_in_order(), self._org.share_gate()
        )
        # Shares (/limit, USER_DAILY_LIMIT) are read only as far down the line as the batch
        # reaches: each is a count in the database, and a burst's line is long.
        batch: list[Request] = []
        any_ready = False
        for request in waiting:
            if len(batch) >= (1 if pause else room):
                break
            if request.not_before > now or not await shares.admit(request.user_id, request.chat_id):
                continue  # its person's or group's share waits for the next quota day
            any_ready = True
            if await self._gate_holds(request.duration_sec):
                break  # the line keeps its order: nobody overtakes a song the disk can't keep
            if await self._may_spend(request):
                batch.append(request)
        if not any_ready:  # the gate's incidents follow it even while nothing is ready to start
            await self._gate_holds(self._services.settings.DEFAULT_DURATION_SEC)
        return batch

    async def _gate_holds(self, duration_sec: float) -> bool:
        """The gate before every POST (bot/accounting/gate.py): shut while the song could not be
        brought. A change is logged, alerted (token, disk) and shown to the line."""
        gate = self._services.gate
        short_before = self._holdup == GateHoldup.DISK
        holdup = gate.holdup(duration_sec, short_before)
        if holdup != self._holdup:
            self._holdup = holdup
            if holdup is not None:
                log.warning("the gate before new songs is shut: %s", holdup)
            else:  # at a start, or again: nothing for an operator to act on
                log.info("the gate before new songs is open")
            room = gate.room(duration_sec, again=short_before)
            await alerts.gate_changed(self._services, holdup, **(room.megabytes if room else {}))
            status.refresh_waiting_soon(self._services)
        return holdup is not None

    async def _may_spend(self, request: Request) -> bool:
        """The last check before a track is spent: the chat still hears the bot and may still
        ask (an admin may have denied it, or it left, since the request was accepted)."""
        store = self._services.store
        if not await self._chat_hears(request):  # a guest's inline message still shows why
            await self._end_unspent(request, Reason.CHAT_GONE, tell=request.is_guest)
            return False
        if not await may_request(self._services.settings, store, request.user_id, request.chat_id):
            await self._end_unspent(request, Reason.DENIED, tell=True)
            return False
        return True

    async def _chat_hears(self, request: Request) -> bool:
        """The chat its song goes to hears the bot. A guest song goes through FILES_CHAT_ID
        when it is set, so its asker's private chat (its row's chat) does not matter then."""
        if request.is_guest and self._services.settings.FILES_CHAT_ID is not None:
            return True
        return (await self._services.store.chats.get(request.chat_id)).active

    async def _end_unspent(self, request: Request, reason: Reason, tell: bool) -> None:
        now = self._services.clock()
        if not await self._services.store.requests.move(
            request.id,
            State.WAITING,
            State.CANCELLED,
            reason=reason,
            finished_at=now,
        ):
            return
        if tell:
            telling = status.show_outcome(self._services, request.id)
            self._services.tasks.spawn(TellEnded(request.id), telling)
        else:  # a gone chat: nobody is left to tell
            await self._services.store.requests.update(request.id, told_at=now)

    # --- the POST and what its answer proved ----------------------------------------------

    async def _submit(self, request: Request) -> None:
        try:
            music = self._services.music
            # A gift's names go in the spelling its giver saw in the preview (Request.sung_lyrics).
            job = await music.submit(request.sung_lyrics, request.style, request.duration_sec)
        except ServiceError as error:
            telling = await self._record_refusal(request, error)
        else:
            await self._record_acceptance(request, job)
            telling = self._tell_acceptance(request)
        self._services.tasks.spawn(TellSubmitted(request.id, request.attempts), telling)

    async def _record_acceptance(self, request: Request, job: Job) -> None:
        """The paid job's id reaches the journal, then the row; a write that fails is retried
        for as long as the process lives, and the job id is logged at once."""
        now = self._services.clock()
        # The row as it will be written below: a restore of an older backup makes it again.
        row = replace(request, state=State.QUEUED, job_id=job.job_id, accepted_at=now)
        accepted = AcceptedJob(request.id, job.job_id, now, row=row.as_row())
        try:
            await asyncio.to_thread(self._services.journal.record, accepted)
        except OSError as error:
            log.error(
                "request %s: the service accepted job %s; the journal could not keep it (%s)",
                request.id,
                job.job_id,
                error,
            )

        async def write() -> bool:
            return await self._services.store.requests.move(
                request.id,
                State.SUBMITTING,
                State.QUEUED,
                detail=f"job {job.job_id}",
                job_id=job.job_id,
                accepted_at=now,
                next_poll_at=now + self._services.settings.POLL_INTERVAL_SEC,
            )

        what = f"request {request.id}: job {job.job_id}"
        await write_until_done(write, what)
        self._services.poll_alarm.set_at(now + self._services.settings.POLL_INTERVAL_SEC)
        self._refusals = 0
        await self._org.service_works()  # an admin's pause, if any, stays

    async def _tell_acceptance(self, request: Request) -> None:
        # the "it is over" word for a wallet or key alert
        await alerts.service_accepts(self._services)
        await status.show_state(self._services, request.id)
        status.refresh_waiting_soon(self._services)  # places, estimates and tracks left changed

    async def _record_refusal(
        self, request: Request, error: ServiceError
    ) -> Coroutine[None, None, None]:
        """Write what the answer proved; returns the telling that follows."""
        if isinstance(error, WalletEmpty | Unauthorized | WrongAddress):
            started = await self._org.pause(_PAUSES[type(error)])
            await self._back_to_waiting(request, error, delay=0.0)
            return self._tell_wait(started)
        if error.taken is Taken.NOT_TAKEN:
            self._refusals += 1
            delay = self._tuning.backoff(self._refusals)
            delay *= 1 + self._jitter.uniform(0, self._tuning.backoff_jitter)
            self._org_not_before = self._services.clock() + delay
            await self._back_to_waiting(request, error, delay=delay)
            return self._tell_wait(None)
        # The service's "no" ends it; anything else (MaybeSent, an answer we do not know) does
        # not prove the job was refused, so it is never sent again by itself.
        state = State.REJECTED if error.taken is Taken.REFUSED else State.UNKNOWN
        await self._services.store.requests.move(
            request.id,
            State.SUBMITTING,
            state,
            detail=type(error).__name__,
            error=error.detail[:500],
            finished_at=self._services.clock(),
        )
        return self._tell_end(request)

    async def _back_to_waiting(self, request: Request, error: ServiceError, delay: float) -> None:
        await self._services.store.requests.move(
            request.id,
            State.SUBMITTING,
            State.WAITING,
            detail=f"refused: {type(error).__name__}, next try in {delay:.1f} s",
            not_before=self._services.clock() + delay,
            reason=waiting_reason(error),
        )

    async def _tell_wait(self, incident: str | None) -> None:
        if incident is not None:
            await alerts.incident_started(self._services, incident)
        status.refresh_waiting_soon(self._services)

    async def _tell_end(self, request: Request) -> None:
        await status.show_outcome(self._services, request.id)
        status.refresh_waiting_soon(self._services)


# The service's refusals that pause every submission, until it takes a song.
_PAUSES: dict[type[ServiceError], Pause] = {
    WalletEmpty: Pause.WALLET,
    Unauthorized: Pause.KEY,
    WrongAddress: Pause.ADDRESS,
}


def waiting_reason(error: ServiceError) -> Reason:
    """The code stored on the request, for the words its user sees while it waits."""
    if isinstance(error, WrongAddress):
        return Reason.ADDRESS
    if isinstance(error, WalletEmpty):
        return Reason.WALLET
    if isinstance(error, Unauthorized):
        return Reason.KEY
    if isinstance(error, RateLimited):
        return Reason.BUSY
    return Reason.UNAVAILABLE  # 503, or the service could not be reached


async def write_until_done(write: Callable[[], Awaitable[bool]], what: str) -> bool:
    """A write that must not be lost (a paid job's id): tried again while the database refuses
    it (locked, full, an I/O error), logged at the first failure so the job id is never only in
    memory, first after WRITE_RETRY_FIRST_SEC, then twice as long each time. Returns what
    `write` returned once it went through."""
    delay = WRITE_RETRY_FIRST_SEC
    failures = 0
    while True:
        try:
            return await write()
        except (sqlite3.Error, OSError) as error:
            failures += 1
            level = logging.ERROR if failures == 1 else logging.WARNING
            log.log(level, "%s: not written (%s), trying again in %.1f s", what, error, delay)
            await asyncio.sleep(delay)
            delay = min(WRITE_RETRY_MAX_SEC, delay * 2)


async def settle_orphaned_submissions(services: Services) -> None:
    """A row in `submitting` with no POST under way (the bot stopped, or a task died): the job
    the journal says was accepted is followed; any other may or may not have reached the
    service, so it becomes `unknown` and its user is told (never sent again by itself)."""
    requests = services.store.requests
    orphans = [
        r
        for r in await requests.in_states([State.SUBMITTING])
        if not services.tasks.busy(Submit(r.id))
    ]
    if not orphans:
        return
    journaled = await asyncio.to_thread(services.journal.read)
    for request in orphans:
        job = await own_journaled_job(services, request, journaled)
        if job is not None:
            await _follow_journaled(services, request, job)
        elif await requests.move(
            request.id,
            State.SUBMITTING,
            State.UNKNOWN,
            detail="found in submitting with no submission under way",
            level=logging.WARNING,
            reason=Reason.NO_ANSWER,
            finished_at=services.clock(),
        ):
            await status.show_outcome(services, request.id)


async def _follow_journaled(services: Services, request: Request, job: AcceptedJob) -> None:
    await services.store.requests.move(
        request.id,
        State.SUBMITTING,
        State.QUEUED,
        detail=f"job {job.job_id} found in the journal",
        level=logging.WARNING,
        job_id=job.job_id,
        accepted_at=job.accepted_at,
        next_poll_at=services.clock(),
    )


async def recover_after_restart(services: Services) -> None:
    """At a start: rows left in `submitting` are settled (no POST is under way yet), the journal
    keeps only jobs the database does not know, and every user whose request ended without a
    word (a crash in between) is told. A job left in no row once its own request had its
    chance is another request's (ids are handed out again after a restore): it is kept marked
    as an orphan, which no request made later may take on, whatever the wall clock did."""
    await attach_journaled_jobs(services)
    await settle_orphaned_submissions(services)
    journal = services.journal
    left = []
    for job in await asyncio.to_thread(journal.read):
        if await services.store.requests.by_job(job.job_id) is None:
            log.error("request %s: accepted job %s is in no row", job.request_id, job.job_id)
            left.append(replace(job, orphan=True))
    await asyncio.to_thread(journal.keep_only, left)
    await status.tell_untold_outcomes(services)


_ATTACHABLE = (State.DRAFT, State.WAITING, State.UNKNOWN)


async def own_journaled_job(
    services: Services, request: Request, journaled: list[AcceptedJob]
) -> AcceptedJob | None:
    """The job the journal holds for this very request, if any. Request ids are handed out again
    after a restore, so a line for its id may be another request's: one accepted before this
    row was created, one a start found in no row (an orphan), or a job some row already follows
    is never its job. Where several lines
    are left, the one accepted last after the row was created is taken (a request has one
    accepted POST; the journal grows in the order jobs were accepted)."""
    own = [
        job
        for job in journaled
        if job.request_id == request.id
        and not job.orphan
        and job.accepted_at >= request.created_at
        and await services.store.requests.by_job(job.job_id) is None
    ]
    return own[-1] if own else None


async def attach_journaled_jobs(services: Services) -> None:
    """At a start, before any tick: a job the journal holds for a row still `draft`, `waiting`
    or `unknown` (a database restored from a backup taken just before the job was accepted) is
    that request's submission. The row goes the way the request went (`draft` or `unknown` ->
    `waiting` -> `submitting`, sent when the job was accepted), and settle_orphaned_submissions
    then follows the job from `submitting` as for a crash mid-POST: counted once in its quota
    day, never POSTed again (docs/guarantees.md §An accepted job is never lost)."""
    requests = services.store.requests
    journaled = await asyncio.to_thread(services.journal.read)
    for request_id in sorted({job.request_id for job in journaled}):
        request = await requests.get(request_id)
        if request is None or request.state not in _ATTACHABLE:
            continue
        job = await own_journaled_job(services, request, journaled)
        if job is None:
            continue
        found = f"job {job.job_id} found in the journal"
        if request.state == State.DRAFT:  # confirmed after the copy: its preview is no status
            await requests.move(
                request.id,
                State.DRAFT,
                State.WAITING,
                detail=found,
                level=logging.WARNING,
                status_message_id=None,
            )
        if request.state == State.UNKNOWN:
            await requests.move(
                request.id,
                State.UNKNOWN,
                State.WAITING,
                detail=found,
                level=logging.WARNING,
                not_before=0,
                error=None,
                reason=None,
                finished_at=None,
                told_at=None,
            )
        await requests.move(
            request.id,
            State.WAITING,
            State.SUBMITTING,
            detail=found,
            level=logging.WARNING,
            submitted_at=job.accepted_at,
            attempts=request.attempts + 1,
        )
