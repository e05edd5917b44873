"""A request's status in words: waiting in line, being made, and how it ended, with the "Try
again" button of an unknown one, and the /status list. What these words need that takes a look
at the store or the clock (the place in line, tracks left, the estimate, what holds the line)
is found by bot/pipeline/status.py and handed in."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from telegram import InlineKeyboardButton, InlineKeyboardMarkup

from bot.shorten import shorten
from bot.store.models import Reason, Request, State
from bot.texts import clock_text, plain, t
from bot.ui.buttons import CallbackData
from bot.ui.shares import ShareUse, share_lines


@dataclass(frozen=True)
class RetryPress(CallbackData, prefix="retry"):
    """ "Try again" under an unknown request: `retry:<request id>:<its attempts when shown>`.
    A button from before the attempt was carried (`retry:<id>`) confirms the first attempt:
    that is the one it was shown for whenever the row is still unknown at attempt 1, since
    attempts only grow and each retry adds one; at any later attempt it is refused."""

    request_id: int
    attempts: int = 1


OUTCOME_KEYS = {
    State.FAILED: "outcome-failed",
    State.LATE: "outcome-expired",
    State.REJECTED: "outcome-rejected",
    State.UNKNOWN: "outcome-unknown",
    State.CANCELLED: "outcome-cancelled",
}
REASON_LIMIT = 300  # the service's own words for a refusal, as much as a message shows of them
# The words of an end whose reason (Request.reason) has words of its own: a lost job, a chat
# denied since it asked (cancelled unspent), a draft whose preview could not be shown or
# expired (told here only when its message did not take its words at the time: a guest's),
# a late job an older version gave up unfinished; any other end has its state's words.
REASON_KEYS = {
    (State.FAILED, Reason.JOB_LOST): "outcome-lost",
    (State.CANCELLED, Reason.DENIED): "outcome-denied",
    (State.CANCELLED, Reason.CHAT_GONE): "outcome-chat-gone",
    (State.CANCELLED, Reason.PREVIEW_FAILED): "preview-failed",
    (State.CANCELLED, Reason.PREVIEW_EXPIRED): "draft-footer-expired",
    (State.FAILED, Reason.NEVER_FINISHED): "outcome-never-finished",
}
# How long an older version followed a late job before it gave it up ("never finished"): the
# words of such a row, shown again by /status, say so. This version follows it to its end.
GAVE_UP_AFTER_HOURS = 24
PROGRESS_KEYS = {
    State.SUBMITTING: "progress-submitting",
    State.QUEUED: "progress-queued",
    State.RUNNING: "progress-running",
    State.COMPLETED: "progress-sending",
}


# Places in line. Near the front a place is exact, and its message is edited at every move;
# further back it is shown as the step of a 1-2-5 ladder that it is past ("place 200+"), so that
# a move edits only the few messages that cross a step: a line of a thousand costs about a
# dozen edits a move instead of a thousand, and what a message says is never untrue.
EXACT_PLACES = 10
_LADDER = (1, 2, 5)


def is_exact(place: int) -> bool:
    return place <= EXACT_PLACES


def place_step(place: int) -> int:
    """The highest step of the 1-2-5 ladder (10, 20, 50, 100, 200 ...) below a far place."""
    step, scale = EXACT_PLACES, EXACT_PLACES
    while True:
        for factor in _LADDER:
            if scale * factor >= place:
                return step
            step = scale * factor
        scale *= 10


def place_words(language: str, place: int) -> str:
    """A place as people read it: "7" near the front, "200+" far back."""
    if is_exact(place):
        return t(language, "place-exact", place=place)
    return t(language, "place-far", step=place_step(place))


def waiting_text(
    language: str, place: int, left_today: int, minutes: int, shares: Sequence[ShareUse] = ()
) -> str:
    """In line with nothing but the line ahead: the place, tracks left today, the estimate, and
    what is left of the asker's own or their group's share (/limit) when they have one. Far back,
    only the coarse place: the estimate and the tracks left change at every move."""
    if is_exact(place):
        text = t(language, "waiting", place=place, left=left_today, minutes=minutes)
    else:
        text = t(language, "waiting-far", place=place_words(language, place), exact=EXACT_PLACES)
    return "\n".join([text, *share_lines(language, shares)])


def held_up_text(language: str, holdup: str, place: int, starts: str | None = None) -> str:
    """In line behind something else (a pause, a busy service, the day's quota); `starts` is
    when the next day begins, for the holdups that end then."""
    shown = place_words(language, place)
    if starts is not None:
        return t(language, f"waiting-{holdup}", place=shown, starts=starts)
    return t(language, f"waiting-{holdup}", place=shown)


def progress_text(request: Request, now: float) -> str:
    """Being made: the step it is at and the time since the service took it."""
    elapsed = clock_text(now - request.at_service_since)
    return t(request.language, PROGRESS_KEYS[request.state], elapsed=elapsed)


def not_known_text(request: Request, follow_sec: float) -> str:
    """Being followed though the service says it does not know the job: for how long, and that
    a song that appears still comes."""
    hours = round(follow_sec / 3600)
    return t(request.language, "progress-not-known", title=request.title or "…", hours=hours)


def outcome_text(request: Request, timeout_min: float) -> str:
    """How a request ended without a song (or, `expired`, that its song is late), and what that
    cost."""
    key = OUTCOME_KEYS[request.state]
    if request.reason is not None:
        key = REASON_KEYS.get((request.state, request.reason), key)
    if request.state == State.FAILED and request.completed_at is not None:
        key = "delivery-failed"  # made and charged, never "a failed generation is not charged"
    return t(
        request.language,
        key,
        title=request.title or "…",
        reason=shorten(request.error or "", REASON_LIMIT),
        minutes=int(timeout_min),
        hours=GAVE_UP_AFTER_HOURS,
        price=price_text(request),
    )


def undelivered_text(request: Request, key: str, **words: object) -> str:
    """A song made (and charged) that cannot be brought: `key` says why (delivery-failed,
    delivery-file-gone ...)."""
    return t(request.language, key, title=request.title or "…", price=price_text(request), **words)


def price_text(request: Request) -> str:
    return f"{request.price_byn:.2f}" if request.price_byn is not None else "-"


def retry_keyboard(request: Request) -> InlineKeyboardMarkup:
    label = plain(request.language, "button-retry")
    data = RetryPress(request.id, request.attempts).pack()
    return InlineKeyboardMarkup([[InlineKeyboardButton(label, callback_data=data)]])


def status_list_text(
    language: str,
    requests: Sequence[Request],
    places: Mapping[int, int],
    shares: Sequence[ShareUse] = (),
) -> str:
    """/status: the chat's recent requests, each with its state and place in line, and what is
    left today of the shares the asker's songs count against."""
    if not requests:
        return "\n".join([t(language, "status-empty"), *share_lines(language, shares)])
    lines = [t(language, "status-header")]
    for request in requests:
        lines.append(
            t(
                language,
                "status-line",
                id=request.id,
                title=request.title or "…",
                state=request.state.value,
                place=places.get(request.id) or 0,
            )
        )
    return "\n".join([*lines, *share_lines(language, shares)])
