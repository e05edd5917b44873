"""The words for where a request stands, chosen from its row: one place maps states to texts."""

from __future__ import annotations

from telegram import InlineKeyboardButton, InlineKeyboardMarkup

from bot.context import Services
from bot.pipeline.quota import local_time, next_day_start
from bot.store import Request, State
from bot.texts import raw, t

OUTCOME_KEYS = {
    State.FAILED: "outcome-failed",
    State.EXPIRED: "outcome-expired",
    State.REJECTED: "outcome-rejected",
    State.UNKNOWN: "outcome-unknown",
    State.CANCELLED: "outcome-cancelled",
}
PROGRESS_KEYS = {
    State.SUBMITTING: "progress-submitting",
    State.QUEUED: "progress-queued",
    State.RUNNING: "progress-running",
    State.COMPLETED: "progress-sending",
}


async def place_in_line(services: Services, request_id: int) -> int | None:
    order = await services.store.requests.waiting_in_order()
    ids = [r.id for r in order]
    return ids.index(request_id) + 1 if request_id in ids else None


async def waiting_text(services: Services, request: Request) -> str:
    lang = request.language
    capacity = await services.scheduler.capacity()
    place = await place_in_line(services, request.id) or 1
    if request.error in ("wallet", "key", "busy", "unavailable"):
        return t(lang, f"waiting-{request.error}", place=place)
    if capacity.left_today <= 0:
        now = services.clock()
        starts = local_time(
            next_day_start(now, services.settings.quota_zone), services.settings.quota_zone
        )
        return t(lang, "waiting-tomorrow", place=place, starts=starts)
    pause = await services.scheduler.paused()
    if pause:
        return t(lang, f"waiting-{pause}", place=place)
    return t(lang, "waiting", place=place, left=max(0, capacity.left_today))


def retry_keyboard(request: Request) -> InlineKeyboardMarkup:
    label = raw(request.language, "button-retry")
    return InlineKeyboardMarkup(
        [[InlineKeyboardButton(label, callback_data=f"retry:{request.id}")]]
    )


def outcome_text(request: Request, timeout_min: float) -> str:
    return t(
        request.language,
        OUTCOME_KEYS[request.state],
        title=request.title or "…",
        reason=request.error or "",
        minutes=int(timeout_min),
    )


async def show_state(services: Services, request_id: int) -> None:
    """Edit the status message to say where the request stands now."""
    request = await services.store.requests.get(request_id)
    if request is None:
        return
    if request.state in OUTCOME_KEYS:
        await show_outcome(services, request_id)
    elif request.state == State.WAITING:
        await services.notifier.status(request, await waiting_text(services, request))
    elif request.state in PROGRESS_KEYS:
        await services.notifier.status(request, t(request.language, PROGRESS_KEYS[request.state]))


async def show_outcome(services: Services, request_id: int) -> None:
    """A request that ended without a song: its user is told how and what they can do."""
    request = await services.store.requests.get(request_id)
    if request is None or request.state not in OUTCOME_KEYS:
        return
    markup = retry_keyboard(request) if request.state == State.UNKNOWN else None
    text = outcome_text(request, services.settings.JOB_TIMEOUT_MIN)
    await services.notifier.outcome(request, text, markup)


async def alert_admins(services: Services, key: str) -> None:
    for admin in sorted(services.settings.ADMIN_USER_IDS):
        language = await services.store.users.language(admin)
        await services.notifier.send(admin, t(language, key))
