"""Lyrics written by the text model: a new draft on a topic (write_song), each call of the model
(write: reserved first, shown as it grows, its failures told in words and to admins), and the
writing a stop cut off, taken up again at the next start (resume_writing). A guest query's
writing has no "writing…" message of its own to record: its query, open in guest_queries until
its writing ends (`end_record`), is what the next start takes up
(bot/pipeline/guest/answer.py `resume`).

Lyrics are written in tasks of their own, keyed by user, so a slow text model holds up no other
update. A preview being rewritten is a draft's action (drafts.py), written by the same call.
"""

from __future__ import annotations

import asyncio
import logging
from dataclasses import replace

from telegram.constants import ParseMode
from telegram.error import TelegramError

from bot.accounting.text_budget import TextTicket
from bot.context import Services
from bot.lyricist import WrittenLyrics, write_lyrics
from bot.pipeline import alerts
from bot.pipeline.drafts.growing import GrowingLyrics
from bot.pipeline.drafts.preview import Outcome, end_unshown, preview_key, show
from bot.pipeline.intake import hold_as_draft
from bot.service.errors import (
    AnswerTooLong,
    AnswerTooSlow,
    BadAnswer,
    BudgetUsedUp,
    ServiceError,
    TextNotSent,
    TextTimeout,
    Unauthorized,
)
from bot.store import Asker, Request, State
from bot.store.models import Gift
from bot.store.writing import Writing
from bot.tasks import WriteLyrics
from bot.texts import t
from bot.ui.preview import Keyboard, writing_text
from bot.ui.text_limits import TextRefusal, refusal_text

log = logging.getLogger(__name__)


async def write_song(
    services: Services, asker: Asker, topic: str, gift: Gift | None = None
) -> Outcome | TextRefusal:
    """Ask the text model for lyrics on `topic` in a task; the user sees them as a preview
    (of a song for someone, with a `gift`). The call is reserved first: past a limit (or
    without access) why not comes back instead. The task is claimed before anything is
    reserved or said (spawn is one step, with no wait between the check and the claim): two
    starts at once in one place make one writing, and the other reserves nothing."""
    started: asyncio.Future[Outcome | TextRefusal] = asyncio.get_running_loop().create_future()
    key = WriteLyrics(asker.chat_id, asker.thread_id, asker.user_id)
    if not services.tasks.spawn(key, _start_writing(services, asker, topic, gift, started)):
        return Outcome.BUSY
    return await started


async def _start_writing(
    services: Services,
    asker: Asker,
    topic: str,
    gift: Gift | None,
    started: asyncio.Future[Outcome | TextRefusal],
) -> None:
    """The writing task: reserve the call, say "writing…", tell `started` how the start went,
    then write. Whatever stops it before it has said so gives the call back and still answers
    `started` (a stop's cancel: STALE, nothing more to say)."""
    ticket: TextTicket | TextRefusal | None = None
    try:
        ticket = await services.text_budget.ask(asker.user_id, asker.chat_id)
        if isinstance(ticket, TextRefusal):
            started.set_result(ticket)
            return
        writing_id = None  # guest mode: its inline message says "writing…" already
        if not asker.is_guest:
            writing = await services.notifier.to_asker(asker, writing_text(asker.language, topic))
            writing_id = writing.message_id if writing is not None else None
        if writing_id is not None:
            await services.store.writing.started(Writing.of(asker, writing_id, topic, gift))
        started.set_result(Outcome.DONE)
    except BaseException as error:
        if isinstance(ticket, TextTicket):
            await services.text_budget.give_back(ticket)
        if not started.done():
            if isinstance(error, Exception):
                started.set_exception(error)
            else:
                started.set_result(Outcome.STALE)
        raise
    await _write_new_draft(services, asker, topic, writing_id, ticket, gift)


async def resume_writing(services: Services) -> None:
    """At a start: lyrics that were being written when the bot stopped are written again, and
    their "writing…" message becomes the preview as if nothing had happened. Two left in one
    place (from before lyrics were written per chat) cannot both be: the later one says so.
    A rewrite the stop cut off gets its preview back instead, with its buttons."""
    previews = {
        (draft.chat_id, preview_key(draft)): draft
        for draft in await services.store.requests.in_states([State.DRAFT])
        if preview_key(draft) is not None
    }
    for left in await services.store.writing.unfinished():
        asker = left.asker
        if (draft := previews.get((left.chat_id, left.message_id))) is not None:
            await _rewrite_stopped(services, draft)
            continue
        log.info("chat %s: writing lyrics on %r again after a restart", left.chat_id, left.topic)
        work = _write_new_draft(services, asker, left.topic, left.message_id, gift=left.gift)
        key = WriteLyrics(left.chat_id, left.thread_id, left.user_id)
        if not services.tasks.spawn(key, work):
            await end_record(services, asker, left.message_id)
            await _say(services, asker, left.message_id, t(asker.language, "song-busy-here"))


async def _rewrite_stopped(services: Services, request: Request) -> None:
    """A rewrite a stop cut off: its preview shows the lyrics it had, with its buttons back,
    and says the new ones were not written; the person may press "Rewrite" again."""
    log.info("request %s: rewrite cut off by a stop; its preview is shown again", request.id)
    await end_record(services, request.asker, preview_key(request))
    footer = t(request.language, "draft-footer-rewrite-stopped")
    if not await show(services, request, Keyboard.PREVIEW, footer):
        log.info("request %s: preview not shown again after the stop", request.id)


async def _write_new_draft(
    services: Services,
    asker: Asker,
    topic: str,
    writing_id: int | None,
    ticket: TextTicket | TextRefusal | None = None,
    gift: Gift | None = None,
) -> None:
    # Cancelled by a stop while the model writes, this ends before the record does: the next
    # start writes again (a call of its own, asked for again: access and limits may have
    # changed). Once the model has answered, the record ends whatever follows, so one topic
    # never pays the text model twice.
    if ticket is None:
        ticket = await services.text_budget.ask(asker.user_id, asker.chat_id)
    if isinstance(ticket, TextRefusal):
        await end_record(services, asker, writing_id)
        await _say(services, asker, writing_id, refusal_text(asker.language, ticket))
        return
    grower = None
    if writing_id is not None or asker.is_guest:
        header = writing_text(asker.language, topic)
        grower = GrowingLyrics(services, asker, writing_id or 0, header)
    try:
        written = await write(
            services, ticket, topic, asker.language, grower=grower, gift=gift is not None
        )
    except ServiceError as error:
        await end_record(services, asker, writing_id)
        await _say(services, asker, writing_id, t(asker.language, failure_key(error)))
        return
    if gift is not None:  # the same call said how its names are sung (none: as typed)
        gift = replace(gift, sung=written.sung_names)
    try:
        request = await hold_as_draft(
            services, asker, written.lyrics, topic=topic, style=written.style, gift=gift
        )
        if writing_id is not None:
            await services.store.requests.update(request.id, status_message_id=writing_id)
            request.status_message_id = writing_id
    finally:
        await end_record(services, asker, writing_id)
    if not await show(services, request):
        await end_unshown_told(services, request, writing_id)


async def end_record(services: Services, asker: Asker, writing_id: int | None) -> None:
    if asker.inline_message_id is not None:  # guest mode: its query is handed on
        await services.store.guests.ended_at(asker.inline_message_id)
    if writing_id is not None:
        await services.store.writing.ended(asker.chat_id, writing_id)


async def end_unshown_told(services: Services, request: Request, writing_id: int | None) -> None:
    """A preview Telegram refused or that could not be rendered: the draft ends unspent and
    its user hears so, rather than waiting for a preview that never comes."""
    words = t(request.language, "preview-failed")
    await end_unshown(services, request, lambda: _say(services, request.asker, writing_id, words))


async def write(
    services: Services,
    ticket: TextTicket,
    topic: str,
    language: str,
    previous: str | None = None,
    grower: GrowingLyrics | None = None,
    gift: bool = False,
) -> WrittenLyrics:
    """One call to the text model, on the call `ticket` reserved; the lyrics are shown as they
    grow when a `grower` is given, and what it shows never outlasts the call."""
    if services.text is None:
        await services.text_budget.give_back(ticket)
        raise ServiceError("the text model is not configured")
    try:
        written = await write_lyrics(services.text, topic, language, previous, grower, gift)
    except ServiceError as error:
        if isinstance(error, TextNotSent):
            await services.text_budget.give_back(ticket)
        log.warning("lyrics not written: %s: %s", type(error).__name__, error.detail)
        if incident := TEXT_INCIDENTS.get(type(error)):
            await alerts.incident_started(services, incident)
        raise
    finally:
        if grower is not None:
            await grower.finish()
    for incident in TEXT_INCIDENTS.values():
        await alerts.incident_over(services, incident)
    return written


# Failures of the text model that only an admin can cure: each admin hears of one once, and
# once more when lyrics are written again.
TEXT_INCIDENTS: dict[type[ServiceError], str] = {
    Unauthorized: "text-key",
    BudgetUsedUp: "text-budget",
}


def failure_key(error: ServiceError) -> str:
    """The text that tells the user why no lyrics came (no track is spent on any of these)."""
    if isinstance(error, Unauthorized):
        return "song-error-key"
    if isinstance(error, BudgetUsedUp):
        return "song-error-budget"
    if isinstance(error, TextTimeout):
        return "song-error-timeout"
    if isinstance(error, AnswerTooSlow):
        return "song-error-too-slow"
    if isinstance(error, AnswerTooLong):
        return "song-error-too-long"
    if isinstance(error, BadAnswer):
        return "song-error-no-lyrics"
    return "song-error-unavailable"


async def _say(services: Services, asker: Asker, writing_id: int | None, text: str) -> bool:
    """Turn the 'writing…' message into `text`; a new message if that one is gone. Whether
    `text` was shown."""
    if asker.inline_message_id is not None:  # guest mode: its inline message, or nothing
        return await services.notifier.say_inline(asker.inline_message_id, text)
    if writing_id is not None:
        try:
            await services.bot.edit_message_text(
                text,
                chat_id=asker.chat_id,
                message_id=writing_id,
                parse_mode=ParseMode.HTML,
            )
            return True
        except TelegramError as error:
            log.info("writing message not edited: %s", error)
    return await services.notifier.to_asker(asker, text) is not None
