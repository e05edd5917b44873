"""Accepting lyrics as a request: prepared once, stored as `waiting`, the user shown their place."""

from __future__ import annotations

from bot.context import Services
from bot.lyrics import PreparedLyrics
from bot.pipeline import status
from bot.store import Asker, NewRequest, Reason, Request, State
from bot.store.models import Gift


async def accept_lyrics(
    services: Services,
    asker: Asker,
    lyrics: PreparedLyrics,
    topic: str | None = None,
    style: str | None = None,
) -> Request:
    """Store the request as waiting, show its status, and let the scheduler start it now."""
    request = await _create(services, asker, lyrics, topic, style, State.WAITING)
    await announce_waiting(services, request.id)
    await services.scheduler_bell.ring()
    return request


async def line_rules_changed(services: Services) -> None:
    """A pause lifted or a share changed may let a waiting song start: the scheduler looks now,
    and those in line see what holds them."""
    await services.scheduler_bell.ring()
    await status.refresh_waiting(services)


async def hold_as_draft(
    services: Services,
    asker: Asker,
    lyrics: PreparedLyrics,
    topic: str | None = None,
    style: str | None = None,
    gift: Gift | None = None,
) -> Request:
    """Store lyrics their user has yet to approve (pipeline/drafts.py): no track is spent."""
    return await _create(services, asker, lyrics, topic, style, State.DRAFT, gift)


async def _create(
    services: Services,
    asker: Asker,
    lyrics: PreparedLyrics,
    topic: str | None,
    style: str | None,
    state: State,
    gift: Gift | None = None,
) -> Request:
    new = await _new_request(services, asker, lyrics, topic, style, gift)
    return await services.store.requests.create(new, state)


async def announce_waiting(services: Services, request_id: int) -> None:
    """Tell the user the request is in line (the handler then lets the scheduler start it)."""
    async with services.notifier.lock(request_id):
        request = await services.store.requests.get(request_id)
        if request is not None and _acceptance_due(request):
            await services.notifier.status(request, await status.acceptance_text(services, request))


def _acceptance_due(request: Request) -> bool:
    """Acceptance is told first, even if the scheduler took the request on in the meantime;
    but never after a word of the request's own (its progress, its end, its song): those say
    more than "in line", and a later "in line" would stand under them, untrue."""
    if request.state == State.WAITING:
        return True
    told = request.status_message_id or request.told_at is not None
    return not told and request.state != State.DELIVERED


async def _new_request(
    services: Services,
    asker: Asker,
    lyrics: PreparedLyrics,
    topic: str | None,
    style: str | None,
    gift: Gift | None = None,
) -> NewRequest:
    """The row for lyrics from `asker`, with the chat's style (else `style`) and duration."""
    chat = await services.store.chats.get(asker.chat_id)
    return NewRequest.of(
        asker,
        lyrics=lyrics.text,
        style=chat.style or style,
        duration_sec=chat.duration_sec or services.settings.DEFAULT_DURATION_SEC,
        title=lyrics.title,
        topic=topic,
        gift=gift,
    )


async def cancel_waiting(services: Services, user_id: int, chat_id: int) -> int:
    """Cancel the user's requests in this chat still in the bot's own line; how many."""
    cancelled = 0
    for request in await services.store.requests.waiting_of_user(user_id, chat_id):
        if await services.store.requests.move(
            request.id,
            State.WAITING,
            State.CANCELLED,
            detail="by its user",
            finished_at=services.clock(),
        ):
            cancelled += 1
            await _tell_cancelled(services, request)
    if cancelled:
        await status.refresh_waiting(services)
    return cancelled


async def _tell_cancelled(services: Services, request: Request) -> None:
    """/cancel's reply speaks for the requests in its chat, whose status messages go; a guest
    request's inline message is in another chat, out of that reply's sight: it says so itself."""
    if request.inline_message_id is not None:
        await status.show_outcome(services, request.id)
    else:
        await services.notifier.clear_status(request)


async def end_waiting_of_denied_chat(services: Services, chat_id: int) -> int:
    """An admin denied the chat: its requests still in the bot's own line end unspent, and each
    asker is told why. The admins' own requests stay (admins may ask anywhere)."""
    admins = services.settings.ADMIN_USER_IDS
    waiting = await services.store.requests.in_states([State.WAITING])
    ended = 0
    for request in (r for r in waiting if r.chat_id == chat_id and r.user_id not in admins):
        if await services.store.requests.move(
            request.id,
            State.WAITING,
            State.CANCELLED,
            reason=Reason.DENIED,
            finished_at=services.clock(),
        ):
            ended += 1
            await status.show_outcome(services, request.id)
    if ended:
        await status.refresh_waiting(services)
    return ended


async def ask_again(services: Services, request: Request, attempts: int) -> bool:
    """The only way out of `unknown`: its user asks for the song to be sent again, by a button
    shown when the row had made `attempts` POSTs. One guarded UPDATE checks both the state and
    the attempt, so the same press met twice (sent again, replayed after a crash) or an old
    button pressed after its retry went unknown again sends nothing more."""
    if not await services.store.requests.move_at_attempt(
        request.id,
        attempts,
        State.UNKNOWN,
        State.WAITING,
        detail="its user asked again",
        not_before=0,
        error=None,
        reason=None,
        finished_at=None,
        told_at=None,  # a second `unknown` is told again
        status_message_id=None,
    ):
        return False
    await status.show_state(services, request.id)
    await services.scheduler_bell.ring()
    return True
