"""A draft's message: its preview (or a take's question), what an action on it came to, and a
draft ending unspent when its message is not on screen. The actions are in drafts.py, the
writing of lyrics in writing.py, the end of a forgotten draft in expiry.py.
"""

from __future__ import annotations

import logging
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from enum import StrEnum

from telegram import InlineKeyboardMarkup

from bot.context import Services
from bot.store import Reason, Request, RequestChanges, State
from bot.ui.preview import Footer, Keyboard, footer_text, keyboard_of, preview_text
from bot.ui.takes import question_keyboard, question_text

log = logging.getLogger(__name__)


class Outcome(StrEnum):
    DONE = "done"
    STALE = "stale"  # no such draft any more, or an older message of it
    NOT_YOURS = "not-yours"
    BUSY = "busy"  # lyrics are being written for it right now
    EXPIRED = "expired"  # left unconfirmed for HousekeepingTuning.draft_lifetime_sec
    UNSHOWN = "unshown"  # the change could not be shown, so it was not kept


@dataclass(frozen=True)
class PreviewRef:
    """The draft a button press or a reply names: which draft, who acts on it, and the chat and
    message of the preview they act on (a draft is acted on only from its current preview)."""

    request_id: int
    user_id: int
    chat_id: int
    message_id: int
    inline_message_id: str | None = None  # guest mode: pressed on its inline message


async def show(
    services: Services,
    request: Request,
    keyboard: Keyboard = Keyboard.PREVIEW,
    footer: str | None = None,
    head: str | None = None,
) -> bool:
    """The draft's message: its lyrics, style and length, and what the user may do next.
    False when it is not on screen (Telegram refused it, or it could not be rendered)."""
    if request.take_of is not None:
        text, markup = await _take_question(services, request, keyboard, footer)
    else:
        chat = await services.store.chats.get(request.chat_id)
        left = max(0, (await services.org.capacity()).left_today)
        try:
            text = preview_text(request, chat.style, left, keyboard, footer, head)
        except ValueError:  # a text that can't be rendered must not stop the draft's task
            log.exception("request %s: preview not rendered", request.id)
            return False
        markup = keyboard_of(request, keyboard)
    await services.notifier.status(request, text, markup)
    return services.notifier.showing(request) == text


async def _take_question(
    services: Services, request: Request, keyboard: Keyboard, footer: str | None
) -> tuple[str, InlineKeyboardMarkup | None]:
    """A take's draft shows as its question, not as a preview (the song was heard already):
    which song, which take, and the tracks left today to its asker and to everyone."""
    first = await services.store.requests.get(request.take_of or 0)
    left = await services.org.tracks_left(request.user_id, request.chat_id)
    title = first.title if first is not None else request.title
    text = question_text(request, title, left.mine, left.everyone, footer)
    return text, None if keyboard == Keyboard.NONE else question_keyboard(request)


def draft_footer(request: Request, footer: Footer) -> str:
    return footer_text(request.language, footer, take=request.take_of is not None)


async def end_unshown(
    services: Services, request: Request, tell: Callable[[], Awaitable[bool]] | None = None
) -> bool:
    """A draft whose message is not on screen ends unspent, and `tell` says so; whether it
    ended here."""
    return await end_draft(services, request, tell, reason=Reason.PREVIEW_FAILED)


async def end_draft(
    services: Services,
    request: Request,
    tell: Callable[[], Awaitable[bool]] | None,
    *,
    reason: Reason | None = None,
) -> bool:
    """The draft ends unspent (one guarded move), and `tell` shows its words, True once they
    are shown; whether it ended here. A draft that ends so is marked told then, the move and the
    words under the request's lock: the pass that tells untold ends (status.tell_untold_outcomes,
    which gives a guest's inline message every end of its request) waits for them, finds the
    row told, and never covers them with its own words. Words that were not shown (Telegram
    failing) leave the row untold, for that pass to tell."""
    changes = RequestChanges(finished_at=services.clock())
    if reason is not None:
        changes["reason"] = reason
    async with services.notifier.lock(request.id):
        if not await services.store.requests.move(
            request.id, State.DRAFT, State.CANCELLED, **changes
        ):
            return False
        told = tell is not None and await tell()
        services.notifier.forget(request.id)
        if told:
            moment = services.clock()
            await services.store.requests.mark_told(request.id, State.CANCELLED, moment)
    return True


def preview_key(request: Request) -> int | None:
    """The message id that a rewrite's `writing` record names its preview by: its status
    message; for a guest draft, whose inline message has no id in a chat, minus its own id
    (unique, and never a real message's). None: the preview has no message yet."""
    if request.is_guest:
        return -request.id
    return request.status_message_id
