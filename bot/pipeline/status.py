"""Keeps each request's status message true: finds where a request stands (its place in line,
what holds the line, how long it has run) and shows it in the words of bot/ui/status.py, edited
in place as the request moves; an outcome is told once, in a message of its own."""

from __future__ import annotations

from collections.abc import Mapping

from bot.context import Services
from bot.pipeline.estimates import JobPace, minutes, wait_estimate
from bot.pipeline.organization import share_holdup
from bot.pipeline.quota import local_time, next_day_start
from bot.store import Request, State
from bot.ui import status as words
from bot.ui.shares import ShareUse
from bot.ui.status import JOB_LOST, OUTCOME_KEYS, PROGRESS_KEYS

__all__ = [
    "JOB_LOST",
    "OUTCOME_KEYS",
    "place_in_line",
    "places_in_line",
    "refresh_waiting",
    "refresh_waiting_soon",
    "show_outcome",
    "show_state",
    "tell_untold_outcomes",
    "waiting_text",
]

# Holdups that end when the quota's next day starts: their words say when that is.
UNTIL_TOMORROW = ("tomorrow", "user-limit", "chat-limit")


async def places_in_line(services: Services) -> Mapping[int, int]:
    """Request id -> its place in the bot's own line, in the fair order the scheduler uses."""
    return await services.store.requests.places_in_line()


async def place_in_line(services: Services, request_id: int) -> int | None:
    return (await places_in_line(services)).get(request_id)


async def waiting_text(services: Services, request: Request, place: int | None = None) -> str:
    lang = request.language
    place = place or await place_in_line(services, request.id) or 1
    shares = await services.org.shares_of(request.user_id, request.chat_id)
    holdup = await _holdup(services, request, shares)
    if holdup in UNTIL_TOMORROW:
        zone = services.settings.quota_zone
        starts = local_time(next_day_start(services.clock(), zone), zone)
        return words.held_up_text(lang, holdup, place, starts)
    if holdup:
        return words.held_up_text(lang, holdup, place)
    capacity = await services.org.capacity()
    pace = JobPace.learn(await services.store.requests.recent_job_rates())
    seconds = wait_estimate(
        place, request.duration_sec, services.settings.ORG_CONCURRENT_LIMIT, pace
    )
    return words.waiting_text(lang, place, capacity.left_today, minutes(seconds), shares)


async def _holdup(services: Services, request: Request, shares: list[ShareUse]) -> str | None:
    """Why a waiting request is not starting, if anything but the line ahead of it; `shares`
    are those its song counts against (Organization.shares_of)."""
    pause = await services.org.paused()
    if pause:
        return pause
    if request.error in ("busy", "unavailable"):
        return request.error
    if (await services.org.capacity()).left_today <= 0:
        return "tomorrow"
    return share_holdup(shares)  # user-limit, chat-limit


async def show_state(services: Services, request_id: int, place: int | None = None) -> None:
    """Edit the status message to say where a request still in progress stands now."""
    async with services.notifier.lock(request_id):
        request = await services.store.requests.get(request_id)
        if request is None:
            return
        # Outcomes are told once, by show_outcome, where the request reached them.
        if request.state == State.WAITING:
            text = await waiting_text(services, request, place)
            await services.notifier.status(request, text)
        elif request.state in PROGRESS_KEYS:
            text = words.progress_text(request, services.clock())
            await services.notifier.status(request, text)


async def show_outcome(services: Services, request_id: int) -> None:
    """A request that ended without a song: its user is told how and what they can do."""
    async with services.notifier.lock(request_id):
        request = await services.store.requests.get(request_id)
        if request is not None and request.state in OUTCOME_KEYS:
            await _outcome(services, request)


async def _outcome(services: Services, request: Request) -> None:
    # Only an unknown request may be asked for again: nobody knows whether it was made.
    markup = words.retry_keyboard(request) if request.state == State.UNKNOWN else None
    text = words.outcome_text(request, services.settings.JOB_TIMEOUT_MIN)
    await services.notifier.outcome(request, text, markup)
    await services.store.requests.update(request.id, told_at=services.clock())


async def tell_untold_outcomes(services: Services) -> None:
    """A crash between an outcome and its message must not leave the user uninformed."""
    told_elsewhere = (State.CANCELLED,)  # /cancel answers itself; a gone chat cannot be told
    untold = [state for state in OUTCOME_KEYS if state not in told_elsewhere]
    for request in await services.store.requests.untold_outcomes(untold):
        await show_outcome(services, request.id)


def refresh_waiting_soon(services: Services) -> None:
    """`refresh_waiting` in a task of its own, so that no step of the pipeline waits for it;
    moves while it runs make it run once more, never twice at once."""
    services.tasks.again("refresh-waiting", lambda: refresh_waiting(services))


async def refresh_waiting(services: Services) -> None:
    """The line moved or the day's quota changed: every waiting request shows it."""
    order = await services.store.requests.waiting_in_order()
    for place, request in enumerate(order, 1):
        await show_state(services, request.id, place)
