"""Drafts: lyrics shown to their user before any track is spent (requests in state `draft`), and
what their user does with one.

A draft's status message is its preview (preview.py). Its first button confirms it
(draft -> waiting, one guarded UPDATE, so a second press starts nothing); the others rewrite it
or cancel it. A rewrite runs in a task of its own, keyed by the draft, on the text model's call
(writing.py); while a draft is being rewritten, nothing else may change it. Lyrics over
the service's limit become a draft of their cut version, never a request of their own; a draft
nobody confirmed within a day expires (expiry.py). Another take of a song
(bot/pipeline/drafts/takes.py) is a draft too, shown as its question rather than as a preview.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Callable

from bot.accounting.text_budget import TextTicket
from bot.context import Services
from bot.lyrics import PreparedLyrics, SungNames, merge_sung, sings_within_limit
from bot.pipeline.drafts.expiry import expire, past_its_day
from bot.pipeline.drafts.growing import GrowingLyrics
from bot.pipeline.drafts.preview import (
    Outcome,
    PreviewRef,
    draft_footer,
    end_draft,
    preview_key,
    show,
)
from bot.pipeline.drafts.writing import end_record, end_unshown_told, failure_key, write
from bot.pipeline.intake import announce_waiting, hold_as_draft
from bot.service.errors import ServiceError
from bot.store import Asker, Reason, Request, RequestChanges, State
from bot.store.models import encode_sung
from bot.store.writing import Writing
from bot.tasks import Rewrite
from bot.texts import t
from bot.ui import styles
from bot.ui.preview import Action, Footer, Keyboard, cut_notice, footer_text
from bot.ui.text_limits import TextRefusal

log = logging.getLogger(__name__)


# --- a draft of lyrics a person sent ---------------------------------------------------


async def offer_lyrics(services: Services, asker: Asker, text: str, lyrics: PreparedLyrics) -> None:
    """Untagged text that reads as a song: sing it as it is, or write lyrics on it as a topic."""
    if lyrics.trimmed:
        await offer_cut(services, asker, lyrics)
        return
    request = await hold_as_draft(services, asker, lyrics, topic=text)
    if not await show(services, request, Keyboard.OFFER):
        await end_unshown_told(services, request, None)


async def offer_cut(services: Services, asker: Asker, lyrics: PreparedLyrics) -> None:
    """Lyrics over the service's limit: their user is told the length and the limit and shown
    the version cut at a section; nothing is sent before they press its first button."""
    request = await hold_as_draft(services, asker, lyrics)
    if not await show(services, request, Keyboard.CUT, head=cut_notice(request.language, lyrics)):
        await end_unshown_told(services, request, None)


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
    await show(services, request, Keyboard.NONE, draft_footer(request, Footer.SENT))
    await announce_waiting(services, request.id)
    await services.scheduler_bell.ring()
    return Outcome.DONE


async def cancel(services: Services, ref: PreviewRef) -> Outcome:
    request, outcome = await _own_draft(services, ref)
    if request is None:
        return outcome
    footer = draft_footer(request, Footer.CANCELLED)
    if not await end_draft(
        services, request, lambda: show(services, request, Keyboard.NONE, footer)
    ):
        return Outcome.STALE
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
        await end_unshown_told(services, replaced, None)
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
    if past_its_day(services, request):
        # Past its day, although the sweep (every few minutes) has not come round yet.
        await expire(services, request)
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
    preview_id = preview_key(request)
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
            await end_record(services, request.asker, preview_id)


async def _rewrite_now(
    services: Services, request: Request, keyboard: Keyboard, ticket: TextTicket
) -> None:
    lang = request.language
    writing = footer_text(lang, Footer.WRITING)
    await show(services, request, Keyboard.NONE, writing)
    previous = None if keyboard == Keyboard.OFFER else request.lyrics
    grower = None
    if request.status_message_id is not None or request.is_guest:  # a guest's inline message
        grower = GrowingLyrics(services, request.asker, request.status_message_id or 0, writing)
    try:
        topic = request.topic or request.title
        written = await write(
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
        await end_unshown_told(services, request, None)
