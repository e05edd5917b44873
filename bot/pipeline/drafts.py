"""Drafts: lyrics shown to their user before any track is spent (requests in state `draft`).

A draft's status message is its preview. Its first button confirms it (draft -> waiting, one
guarded UPDATE, so a second press starts nothing); the others rewrite it or cancel it. Lyrics
are written in tasks of their own, keyed by user or draft, so a slow text model holds up no
other update; while a draft is being rewritten, nothing else may change it. Lyrics over the
service's limit become a draft of their cut version, never a request of their own; a draft
nobody confirmed within a day expires (expire_old_drafts, run periodically). Another take of a
song (bot/pipeline/takes.py) is a draft too, shown as its question rather than as a preview.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Callable
from dataclasses import dataclass, replace
from enum import StrEnum

from telegram import InlineKeyboardMarkup
from telegram.constants import ParseMode
from telegram.error import TelegramError

from bot.accounting.text_budget import TextTicket
from bot.context import Services
from bot.lyricist import WrittenLyrics, write_lyrics
from bot.lyrics import PreparedLyrics, SungNames, merge_sung, sings_within_limit
from bot.pipeline import alerts
from bot.pipeline.growing import GrowingLyrics
from bot.pipeline.intake import announce_waiting, hold_as_draft
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
from bot.store import Asker, Reason, Request, RequestChanges, State
from bot.store.models import Gift, encode_sung
from bot.store.writing import Writing
from bot.tasks import Rewrite, WriteLyrics
from bot.texts import t
from bot.ui import styles
from bot.ui.preview import (
    Action,
    Footer,
    Keyboard,
    cut_notice,
    footer_text,
    keyboard_of,
    preview_text,
    writing_text,
)
from bot.ui.takes import question_keyboard, question_text
from bot.ui.text_limits import TextRefusal, refusal_text

log = logging.getLogger(__name__)


class Outcome(StrEnum):
    DONE = "done"
    STALE = "stale"  # no such draft any more, or an older message of it
    NOT_YOURS = "not-yours"
    BUSY = "busy"  # lyrics are being written for it right now
    EXPIRED = "expired"  # left unconfirmed for Tuning.draft_lifetime_sec
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


# --- starting a draft ------------------------------------------------------------------


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
        (draft.chat_id, draft.status_message_id): draft
        for draft in await services.store.requests.in_states([State.DRAFT])
        if draft.status_message_id is not None
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
            await _end_record(services, asker, left.message_id)
            await _say(services, asker, left.message_id, t(asker.language, "song-busy-here"))


async def offer_lyrics(services: Services, asker: Asker, text: str, lyrics: PreparedLyrics) -> None:
    """Untagged text that reads as a song: sing it as it is, or write lyrics on it as a topic."""
    if lyrics.trimmed:
        await offer_cut(services, asker, lyrics)
        return
    request = await hold_as_draft(services, asker, lyrics, topic=text)
    if not await show(services, request, Keyboard.OFFER):
        await _end_unshown(services, request, None)


async def offer_cut(services: Services, asker: Asker, lyrics: PreparedLyrics) -> None:
    """Lyrics over the service's limit: their user is told the length and the limit and shown
    the version cut at a section; nothing is sent before they press its first button."""
    request = await hold_as_draft(services, asker, lyrics)
    if not await show(services, request, Keyboard.CUT, head=cut_notice(request.language, lyrics)):
        await _end_unshown(services, request, None)


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
        await _end_record(services, asker, writing_id)
        await _say(services, asker, writing_id, refusal_text(asker.language, ticket))
        return
    grower = None
    if writing_id is not None or asker.is_guest:
        header = writing_text(asker.language, topic)
        grower = GrowingLyrics(services, asker, writing_id or 0, header)
    try:
        written = await _write(
            services, ticket, topic, asker.language, grower=grower, gift=gift is not None
        )
    except ServiceError as error:
        await _end_record(services, asker, writing_id)
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
        await _end_record(services, asker, writing_id)
    if not await show(services, request):
        await _end_unshown(services, request, writing_id)


async def _end_record(services: Services, asker: Asker, writing_id: int | None) -> None:
    if asker.inline_message_id is not None:  # guest mode: its query is handed on
        await services.store.guests.ended_at(asker.inline_message_id)
    if writing_id is not None:
        await services.store.writing.ended(asker.chat_id, writing_id)


async def _end_unshown(services: Services, request: Request, writing_id: int | None) -> None:
    """A preview Telegram refused or that could not be rendered: the draft ends unspent and
    its user hears so, rather than waiting for a preview that never comes."""
    if await end_unshown(services, request):
        await _say(services, request.asker, writing_id, t(request.language, "preview-failed"))


async def end_unshown(services: Services, request: Request) -> bool:
    """A draft whose message is not on screen ends unspent; whether it ended here."""
    if not await services.store.requests.move(
        request.id,
        State.DRAFT,
        State.CANCELLED,
        reason=Reason.PREVIEW_FAILED,
        finished_at=services.clock(),
    ):
        return False
    services.notifier.forget(request.id)
    return True


async def _write(
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


# --- what the user does with a draft ---------------------------------------------------


async def confirm(services: Services, ref: PreviewRef) -> Outcome:
    """The first button: the previewed lyrics go in line, once."""
    request, outcome = await _own_draft(services, ref)
    if request is None:
        return outcome
    if not await services.store.requests.move(
        request.id, State.DRAFT, State.WAITING, detail="confirmed", status_message_id=None
    ):
        return Outcome.STALE
    await show(services, request, Keyboard.NONE, _footer(request, Footer.SENT))
    await announce_waiting(services, request.id)
    await services.scheduler_bell.ring()
    return Outcome.DONE


async def cancel(services: Services, ref: PreviewRef) -> Outcome:
    request, outcome = await _own_draft(services, ref)
    if request is None:
        return outcome
    if not await services.store.requests.move(
        request.id, State.DRAFT, State.CANCELLED, finished_at=services.clock()
    ):
        return Outcome.STALE
    await show(services, request, Keyboard.NONE, _footer(request, Footer.CANCELLED))
    services.notifier.forget(request.id)
    return Outcome.DONE


async def rewrite(services: Services, ref: PreviewRef) -> Outcome | TextRefusal:
    """New lyrics on the draft's topic, different from the ones shown."""
    return await _start_rewrite(services, ref, fresh=False)


async def write_on_topic(services: Services, ref: PreviewRef) -> Outcome | TextRefusal:
    """Untagged text taken as a topic: lyrics written on it replace it."""
    return await _start_rewrite(services, ref, fresh=True)


async def replace_lyrics(services: Services, ref: PreviewRef, lyrics: PreparedLyrics) -> Outcome:
    """A reply to the preview with edited lyrics: they are what the preview shows from now;
    lyrics over the limit are shown cut, with the cut's own first button."""
    request, outcome = await _own_draft(services, ref)
    if request is None:
        return outcome
    changes: RequestChanges = {"lyrics": lyrics.text, "title": lyrics.title}
    if request.gift is not None and not sings_within_limit(lyrics.text, request.gift.sung):
        changes["gift_sung"] = None  # the spellings would not fit: the preview says "as typed"
    await services.store.requests.update(request.id, **changes)
    replaced = request.changed(**changes)
    keyboard, head = Keyboard.PREVIEW, None
    if lyrics.trimmed:
        keyboard, head = Keyboard.CUT, cut_notice(request.language, lyrics)
    if not await show(services, replaced, keyboard, head=head):
        await _end_unshown(services, replaced, None)
        return Outcome.STALE
    return Outcome.DONE


async def ask_sung_name(services: Services, ref: PreviewRef, message_id: int) -> Outcome:
    """The giver was asked, in `message_id`, how a name of the gift is sung: their reply to
    that message sets it (sing_name_as)."""
    request, outcome = await _own_draft(services, ref)
    if request is None:
        return outcome
    await services.store.requests.update(request.id, gift_sung_asked=message_id)
    return Outcome.DONE


async def sing_name_as(services: Services, ref: PreviewRef, names: SungNames) -> Outcome:
    """The giver's spelling of names (a name written as typed: sung as typed again): the POST
    will carry it, and the preview shows it, with the buttons it had. The POST sings only what
    the preview showed: spellings it could not show are not kept (UNSHOWN), and the names it
    showed before stay."""
    request, outcome = await _own_draft(services, ref)
    if request is None or request.gift is None:
        return outcome if request is None else Outcome.STALE
    before = request.gift_sung
    gift_sung = encode_sung(merge_sung(request.gift.sung, names))
    await services.store.requests.update(request.id, gift_sung=gift_sung)
    if not await show(services, request.changed(gift_sung=gift_sung)):
        log.info("request %s: preview not shown with its sung names; kept as shown", request.id)
        await services.store.requests.update(request.id, gift_sung=before)
        return Outcome.UNSHOWN
    return Outcome.DONE


async def set_draft_style(
    services: Services,
    ref: PreviewRef,
    restyle: Callable[[str | None], str | None],
    keyboard: Keyboard = Keyboard.STYLES,
) -> Outcome:
    """A style preset pressed under the preview (bot/ui/styles.py): the draft's style becomes
    `restyle(its style)`, which is what the POST carries once it is confirmed (the chat's own
    style stays as it is), and the preview shows it with `keyboard`."""
    request, outcome = await _own_draft(services, ref)
    if request is None:
        return outcome
    style = restyle(request.style)
    if style != request.style:
        await services.store.requests.update(request.id, style=style)
        request = request.changed(style=style)
    if not await show(services, request, keyboard):
        # The style is kept all the same: the next edit of the preview shows it.
        log.info("request %s: preview not restyled on screen", request.id)
    return Outcome.DONE


ACTIONS = {
    Action.GO: confirm,
    Action.AGAIN: rewrite,
    Action.TOPIC: write_on_topic,
    Action.DROP: cancel,
}


async def may_act_on(services: Services, ref: PreviewRef) -> Outcome:
    """Whether this user may act on the draft shown in this message right now (DONE if so)."""
    return (await _own_draft(services, ref))[1]


async def _own_draft(services: Services, ref: PreviewRef) -> tuple[Request | None, Outcome]:
    """The draft a button or reply names, if it is still open on that very message."""
    request = await services.store.requests.get(ref.request_id)
    if request is None or request.chat_id != ref.chat_id:
        return None, Outcome.STALE
    if request.user_id != ref.user_id:
        return None, Outcome.NOT_YOURS
    if request.state == State.CANCELLED and request.reason == Reason.PREVIEW_EXPIRED:
        return None, Outcome.EXPIRED
    shown_there = (
        request.inline_message_id == ref.inline_message_id
        if ref.inline_message_id is not None
        else request.status_message_id == ref.message_id
    )
    if request.state != State.DRAFT or not shown_there:
        return None, Outcome.STALE
    if _past_its_day(services, request):
        # Past its day, although the sweep (every few minutes) has not come round yet.
        await _expire(services, request)
        return None, Outcome.EXPIRED
    if services.tasks.busy(Rewrite(request.id)):
        return None, Outcome.BUSY
    return request, Outcome.DONE


async def _start_rewrite(services: Services, ref: PreviewRef, fresh: bool) -> Outcome | TextRefusal:
    request, outcome = await _own_draft(services, ref)
    if request is None:
        return outcome
    # The draft's asker pays: their access and their calls today, checked at the press.
    ticket = await services.text_budget.ask(request.user_id, request.chat_id)
    if isinstance(ticket, TextRefusal):
        return ticket
    keyboard = Keyboard.OFFER if fresh else Keyboard.PREVIEW
    services.tasks.spawn(Rewrite(request.id), _rewrite(services, request, keyboard, ticket))
    return Outcome.DONE


async def _rewrite(
    services: Services, request: Request, keyboard: Keyboard, ticket: TextTicket
) -> None:
    """Runs as the draft's task: `_own_draft` answers BUSY meanwhile, so nobody else changes
    the row until this ends. Its preview is kept in `writing` meanwhile: a stop that cuts it
    off leaves it there, and the next start gives the preview its buttons back
    (resume_writing)."""
    preview_id = request.status_message_id
    if preview_id is not None:
        topic = request.topic or request.title
        kept = Writing.of(request.asker, preview_id, topic, request.gift)
        await services.store.writing.started(kept)
    stopped = False
    try:
        await _rewrite_now(services, request, keyboard, ticket)
    except asyncio.CancelledError:
        stopped = True  # a stop: the record stays for the next start
        raise
    finally:
        if not stopped:
            await _end_record(services, request.asker, preview_id)


async def _rewrite_stopped(services: Services, request: Request) -> None:
    """A rewrite a stop cut off: its preview shows the lyrics it had, with its buttons back,
    and says the new ones were not written; the person may press "Rewrite" again."""
    log.info("request %s: rewrite cut off by a stop; its preview is shown again", request.id)
    await _end_record(services, request.asker, request.status_message_id)
    footer = t(request.language, "draft-footer-rewrite-stopped")
    if not await show(services, request, Keyboard.PREVIEW, footer):
        log.info("request %s: preview not shown again after the stop", request.id)


async def _rewrite_now(
    services: Services, request: Request, keyboard: Keyboard, ticket: TextTicket
) -> None:
    lang = request.language
    writing = footer_text(lang, Footer.WRITING)
    await show(services, request, Keyboard.NONE, writing)
    previous = None if keyboard == Keyboard.OFFER else request.lyrics
    grower = None
    if request.status_message_id is not None:
        grower = GrowingLyrics(services, request.asker, request.status_message_id, writing)
    try:
        topic = request.topic or request.title
        written = await _write(
            services, ticket, topic, lang, previous, grower, gift=request.gift is not None
        )
    except ServiceError as error:
        await show(services, request, keyboard, t(lang, failure_key(error)))
        return
    chat = await services.store.chats.get(request.chat_id)
    # A preset picked under this preview was this song's choice: new words keep it.
    picked = request.style if styles.is_preset(request.style) else None
    changes: RequestChanges = {
        "lyrics": written.lyrics.text,
        "title": written.lyrics.title,
        "style": picked or chat.style or written.style,
    }
    if request.gift is not None:  # new words, and how their names are sung with them
        changes["gift_sung"] = encode_sung(written.sung_names)
    await services.store.requests.update(request.id, **changes)
    if not await show(services, request.changed(**changes)):
        await _end_unshown(services, request, None)


# --- the preview -----------------------------------------------------------------------


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


def _footer(request: Request, footer: Footer) -> str:
    return footer_text(request.language, footer, take=request.take_of is not None)


async def _say(services: Services, asker: Asker, writing_id: int | None, text: str) -> None:
    """Turn the 'writing…' message into `text`; a new message if that one is gone."""
    if asker.inline_message_id is not None:  # guest mode: its inline message, or nothing
        try:
            await services.bot.edit_message_text(
                text, inline_message_id=asker.inline_message_id, parse_mode=ParseMode.HTML
            )
        except TelegramError as error:
            log.info("guest message not edited: %s", error)
        return
    if writing_id is not None:
        try:
            await services.bot.edit_message_text(
                text,
                chat_id=asker.chat_id,
                message_id=writing_id,
                parse_mode=ParseMode.HTML,
            )
            return
        except TelegramError as error:
            log.info("writing message not edited: %s", error)
    await services.notifier.to_asker(asker, text)


# --- expiry ----------------------------------------------------------------------------


async def expire_old_drafts(services: Services) -> int:
    """Drafts nobody confirmed within `Tuning.draft_lifetime_sec` end unspent; their previews
    say so and lose their buttons (left as they are if Telegram refuses the edit). How many
    ended."""
    ended = 0
    for request in await services.store.requests.in_states([State.DRAFT]):
        if _past_its_day(services, request) and await _expire(services, request):
            ended += 1
    await services.notifier.forget_ended()
    return ended


async def expire_if_old(services: Services, request: Request) -> bool:
    """A draft past its day ends now, although the sweep has not come round yet; whether it
    ended here."""
    return _past_its_day(services, request) and await _expire(services, request)


def _past_its_day(services: Services, request: Request) -> bool:
    return request.created_at <= services.clock() - services.tuning.draft_lifetime_sec


async def _expire(services: Services, request: Request) -> bool:
    if services.tasks.busy(Rewrite(request.id)):
        return False  # lyrics are being rewritten: the next sweep looks again
    if not await services.store.requests.move(
        request.id,
        State.DRAFT,
        State.CANCELLED,
        reason=Reason.PREVIEW_EXPIRED,
        finished_at=services.clock(),
    ):
        return False
    if request.status_message_id:
        await show(services, request, Keyboard.NONE, _footer(request, Footer.EXPIRED))
    services.notifier.forget(request.id)
    return True
