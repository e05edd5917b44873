"""Keeps each request's status message true: finds where a request stands (its place in line,
what holds the line, how long it has run) and shows it in the words of bot/ui/status.py, edited
in place as the request moves; an outcome is told once, in a message of its own."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from bot.accounting.days import local_time, next_day_start
from bot.accounting.estimates import JobPace, minutes, wait_estimate
from bot.accounting.gate import GateHoldup, SpendGate
from bot.accounting.organization import Pause, ShareGate, UntilTomorrow, share_holdup
from bot.context import Services
from bot.store import Reason, Request, State
from bot.store.models import POLLED_STATES
from bot.tasks import RefreshWaiting
from bot.telegram import Lane, calls_in
from bot.ui import status as words
from bot.ui.shares import ShareUse
from bot.ui.status import OUTCOME_KEYS, PROGRESS_KEYS

__all__ = [
    "LineView",
    "OUTCOME_KEYS",
    "acceptance_text",
    "place_in_line",
    "places_in_line",
    "refresh_waiting",
    "refresh_waiting_soon",
    "show_outcome",
    "show_state",
    "tell_untold_outcomes",
]

# Why a waiting song is not starting (each value's words are `waiting-<value>`).
Holdup = Pause | GateHoldup | Reason | UntilTomorrow


async def places_in_line(services: Services) -> Mapping[int, int]:
    """Request id -> its place in the bot's own line, in the fair order the scheduler uses."""
    return await services.store.requests.places_in_line()


async def place_in_line(services: Services, request_id: int) -> int | None:
    return (await places_in_line(services)).get(request_id)


@dataclass(frozen=True)
class LineView:
    """What the words of every waiting request share, read once for a whole pass over the line
    (the pause, the day's quota, the pace of recent jobs, the shares), so that showing a line of
    a thousand costs a few queries, not a few per request."""

    pause: Pause | None
    left_today: int
    day_starts: str
    concurrent: int
    pace: JobPace | None
    shares: ShareGate
    gate: SpendGate

    @classmethod
    async def read(cls, services: Services, leaving_out: int | None = None) -> LineView:
        """`leaving_out`: a request whose own tracks are not counted in what is left."""
        zone = services.settings.quota_zone
        org = services.org
        return cls(
            pause=await org.paused(),
            left_today=(await org.capacity(leaving_out)).left_today,
            day_starts=local_time(next_day_start(services.clock(), zone), zone),
            concurrent=services.settings.ORG_CONCURRENT_LIMIT,
            pace=JobPace.learn(await services.store.requests.recent_job_rates()),
            shares=await org.share_gate(leaving_out),
            gate=services.gate,
        )

    async def text_for(self, request: Request, place: int) -> str:
        lang = request.language
        shares = await self.shares.shares_of(request.user_id, request.chat_id)
        holdup = self._holdup(request, shares)
        if isinstance(holdup, UntilTomorrow):
            return words.held_up_text(lang, holdup, place, self.day_starts)
        if holdup:
            return words.held_up_text(lang, holdup, place)
        seconds = wait_estimate(place, request.duration_sec, self.concurrent, self.pace)
        return words.waiting_text(lang, place, self.left_today, minutes(seconds), shares)

    def _holdup(self, request: Request, shares: list[ShareUse]) -> Holdup | None:
        """Why a waiting request is not starting, if anything but the line ahead of it."""
        if self.pause:
            return self.pause
        if gate := self.gate.holdup(request.duration_sec):
            return gate  # the song could not be brought now: token, telegram, disk
        if request.reason in (Reason.BUSY, Reason.UNAVAILABLE):
            return request.reason
        if self.left_today <= 0:
            return UntilTomorrow.ORG_TRACKS
        return share_holdup(shares)


async def acceptance_text(services: Services, request: Request) -> str:
    """The first word on a song just put in line, telling the line as the song joined it. The
    scheduler's tick runs on its own and may have started the song already, its POST counted
    against the day's tracks and the shares: each count leaves the song's own tracks out, so
    its asker does not read "you have used all your songs today" of the song that is starting
    (each count is one statement, so no moment between two reads can slip in)."""
    place = await place_in_line(services, request.id) or 1  # started: at the front
    line = await LineView.read(services, leaving_out=request.id)
    return await line.text_for(request, place)


async def show_state(
    services: Services, request_id: int, place: int | None = None, line: LineView | None = None
) -> None:
    """Edit the status message to say where a request still in progress stands now; `line`
    when a pass over the whole line already read what the words share."""
    async with services.notifier.lock(request_id):
        request = await services.store.requests.get(request_id)
        if request is None:
            return
        # Outcomes are told once, by show_outcome, where the request reached them.
        if request.state == State.WAITING:
            place = place or await place_in_line(services, request.id) or 1
            line = line or await LineView.read(services)
            await services.notifier.progress(request, await line.text_for(request, place))
        elif request.reason == Reason.JOB_LOST and request.state in POLLED_STATES:
            follow = services.tuning.polling.unknown_job_follow_sec
            await services.notifier.progress(request, words.not_known_text(request, follow))
        elif request.state in PROGRESS_KEYS:
            text = words.progress_text(request, services.clock())
            await services.notifier.progress(request, text)


async def show_outcome(services: Services, request_id: int) -> None:
    """A request that ended without a song: its user is told how and what they can do, once
    (`told_at`); what Telegram could not carry stays untold, for `tell_untold_outcomes`."""
    async with services.notifier.lock(request_id):
        request = await services.store.requests.get(request_id)
        if request is not None and request.state in OUTCOME_KEYS and request.told_at is None:
            await _outcome(services, request)


async def _outcome(services: Services, request: Request) -> None:
    # Only an unknown request may be asked for again: nobody knows whether it was made.
    markup = words.retry_keyboard(request) if request.state == State.UNKNOWN else None
    text = words.outcome_text(request, services.settings.JOB_TIMEOUT_MIN)
    if await services.notifier.outcome(request, text, markup):
        await services.store.requests.mark_told(request.id, request.state, services.clock())


async def tell_untold_outcomes(services: Services) -> None:
    """Outcomes a crash or a Telegram outage kept from their users, told now (at a start, and
    whenever Telegram answers again). Of the cancelled, only those an admin's /deny ended:
    /cancel answers itself, and a gone chat cannot be told."""
    told_elsewhere = (State.CANCELLED,)
    states = [state for state in OUTCOME_KEYS if state not in told_elsewhere]
    for request in await services.store.requests.untold_outcomes(states, Reason.DENIED):
        await show_outcome(services, request.id)


def refresh_waiting_soon(services: Services) -> None:
    """`refresh_waiting` in a task of its own, so that no step of the pipeline waits for it;
    moves while it runs make it run once more, never twice at once."""
    services.tasks.again(RefreshWaiting(), lambda: refresh_waiting(services))


async def refresh_waiting(services: Services) -> None:
    """The line moved or the day's quota changed: every waiting request shows it. One pass:
    the line and what its words share are read once, and only a message whose words changed
    is touched (far back, that is the few that crossed a step of the coarse places)."""
    with calls_in(Lane.HOUSEKEEPING):  # never before a person's answer, whoever asked for it
        order = await services.store.requests.waiting_in_order()
        line = await LineView.read(services)
        for place, request in enumerate(order, 1):
            if services.notifier.showing(request) != await line.text_for(request, place):
                await show_state(services, request.id, place, line)
