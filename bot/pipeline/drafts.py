"""Drafts: lyrics shown to their user before any track is spent (requests in state `draft`).

A draft's status message is its preview. Its first button confirms it (draft -> waiting, one
guarded UPDATE, so a second press starts nothing); the others rewrite it or cancel it. Lyrics
are written in tasks of their own, keyed by user or draft, so a slow text model holds up no
other update; while a draft is being rewritten, nothing else may change it. Lyrics over the
service's limit become a draft of their cut version, never a request of their own; a draft
nobody confirmed within a day expires (expire_old_drafts, run periodically).
"""

from __future__ import annotations

import html
import logging
from dataclasses import replace
from enum import StrEnum

from telegram import InlineKeyboardButton, InlineKeyboardMarkup, Message
from telegram.constants import ParseMode
from telegram.error import TelegramError

from bot.context import Services
from bot.logs import log_move
from bot.lyrics import LYRICS_LIMIT, STYLE_LIMIT, PreparedLyrics
from bot.pipeline import alerts
from bot.pipeline.intake import Asker, announce_waiting, hold_as_draft
from bot.pipeline.lyricist import WrittenLyrics, write_lyrics
from bot.service.errors import (
    BadAnswer,
    BudgetUsedUp,
    ServiceError,
    TextTimeout,
    Unauthorized,
)
from bot.shorten import shorten
from bot.store import Request, State
from bot.store.writing import Writing
from bot.texts import raw, t

log = logging.getLogger(__name__)

PREFIX = "draft"
PREVIEW_LYRICS_LIMIT = 3000  # the rest of a 4096-character message holds style and buttons
PREVIEW_TAIL_LIMIT = 600  # of those, the end of long lyrics: where they stop must be seen
SHOWN_TOPIC_LIMIT = 80
# A preview nobody confirmed within a day is forgotten: its user has moved on, and an old
# preview must not spend a track when found weeks later (issue 11, point 15).
DRAFT_LIFETIME_SEC = 24 * 3600
DRAFT_SWEEP_EVERY_SEC = 15 * 60  # how often bot/app.py runs expire_old_drafts
EXPIRED = "the preview expired"  # the `error` of a draft ended by expire_old_drafts
PREVIEW_FAILED = "the preview could not be shown"


class Action(StrEnum):
    GO = "go"  # start the generation
    AGAIN = "again"  # new lyrics on the same topic
    TOPIC = "topic"  # untagged text: lyrics written on it as a topic
    DROP = "drop"  # cancel


class Outcome(StrEnum):
    DONE = "done"
    STALE = "stale"  # no such draft any more, or an older message of it
    NOT_YOURS = "not-yours"
    BUSY = "busy"  # lyrics are being written for it right now
    EXPIRED = "expired"  # left unconfirmed for DRAFT_LIFETIME_SEC


class Keyboard(StrEnum):
    PREVIEW = "preview"  # make the song / rewrite / cancel
    OFFER = "offer"  # untagged text: use as lyrics / write lyrics on this topic
    CUT = "cut"  # lyrics over the limit: sing the shortened version / cancel
    NONE = "none"


# --- starting a draft ------------------------------------------------------------------


async def write_song(services: Services, asker: Asker, topic: str) -> Outcome:
    """Ask the text model for lyrics on `topic` in a task; the user sees them as a preview."""
    key = ("song", asker.user_id)
    if services.tasks.busy(key):
        return Outcome.BUSY
    shown_topic = shorten(topic, SHOWN_TOPIC_LIMIT, one_line=True)
    writing = await services.notifier.send(
        asker.chat_id,
        t(asker.language, "song-writing", topic=shown_topic),
        reply_to=asker.message_id,
    )
    writing_id = writing.message_id if writing is not None else None
    if writing_id is not None:
        await services.store.writing.started(_record(asker, topic, writing_id))
    services.tasks.spawn(key, _write_new_draft(services, asker, topic, writing_id))
    return Outcome.DONE


async def resume_writing(services: Services) -> None:
    """At a start: lyrics that were being written when the bot stopped are written again, and
    their "writing…" message becomes the preview as if nothing had happened."""
    for left in await services.store.writing.unfinished():
        asker = Asker(
            left.chat_id,
            left.chat_type,
            left.user_id,
            left.user_name,
            left.language,
            left.asked_message_id,
        )
        log.info("chat %s: writing lyrics on %r again after a restart", left.chat_id, left.topic)
        work = _write_new_draft(services, asker, left.topic, left.message_id)
        services.tasks.spawn(("song", left.user_id), work)


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


def cut_notice(language: str, lyrics: PreparedLyrics, key: str = "lyrics-too-long") -> str:
    """The length of the lyrics, the service's limit, and how much of them the cut keeps."""
    return t(
        language,
        key,
        length=lyrics.original_length,
        limit=LYRICS_LIMIT,
        kept=len(lyrics.text),
    )


async def _write_new_draft(
    services: Services, asker: Asker, topic: str, writing_id: int | None
) -> None:
    # Cancelled by a stop while the model writes, this ends before the record does: the next
    # start writes again. Once the model has answered, the record ends whatever follows, so
    # one topic never pays the text model twice.
    try:
        written = await _write(services, topic, asker.language)
    except ServiceError as error:
        await _end_record(services, asker, writing_id)
        await _say(services, asker, writing_id, t(asker.language, failure_key(error)))
        return
    try:
        request = await hold_as_draft(
            services, asker, written.lyrics, topic=topic, style=written.style
        )
        if writing_id is not None:
            await services.store.requests.update(request.id, status_message_id=writing_id)
            request.status_message_id = writing_id
    finally:
        await _end_record(services, asker, writing_id)
    if not await show(services, request):
        await _end_unshown(services, request, writing_id)


async def _end_record(services: Services, asker: Asker, writing_id: int | None) -> None:
    if writing_id is not None:
        await services.store.writing.ended(asker.chat_id, writing_id)


async def _end_unshown(services: Services, request: Request, writing_id: int | None) -> None:
    """A preview Telegram refused or that could not be rendered: the draft ends unspent and
    its user hears so, rather than waiting for a preview that never comes."""
    if not await services.store.requests.move(
        request.id, State.DRAFT, State.CANCELLED, error=PREVIEW_FAILED, finished_at=services.clock()
    ):
        return
    log_move(log, request, State.DRAFT, State.CANCELLED, PREVIEW_FAILED)
    services.notifier.forget(request.id)
    asker = Asker(
        request.chat_id,
        request.chat_type,
        request.user_id,
        request.user_name,
        request.language,
        request.request_message_id,
    )
    await _say(services, asker, writing_id, t(request.language, "preview-failed"))


def _record(asker: Asker, topic: str, writing_id: int) -> Writing:
    return Writing(
        asker.chat_id,
        writing_id,
        asker.chat_type,
        asker.user_id,
        asker.user_name,
        asker.language,
        asker.message_id,
        topic,
    )


async def _write(
    services: Services, topic: str, language: str, previous: str | None = None
) -> WrittenLyrics:
    if services.text is None:
        raise ServiceError("the text model is not configured")
    try:
        written = await write_lyrics(services.text, topic, language, previous)
    except ServiceError as error:
        log.warning("lyrics not written: %s: %s", type(error).__name__, error.detail)
        if incident := TEXT_INCIDENTS.get(type(error)):
            await alerts.incident_started(services, incident)
        raise
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
    if isinstance(error, BadAnswer):
        return "song-error-no-lyrics"
    return "song-error-unavailable"


# --- what the user does with a draft ---------------------------------------------------


async def confirm(
    services: Services, request_id: int, user_id: int, chat_id: int, message_id: int
) -> Outcome:
    """The first button: the previewed lyrics go in line, once."""
    request, outcome = await _own_draft(services, request_id, user_id, chat_id, message_id)
    if request is None:
        return outcome
    if not await services.store.requests.move(
        request.id, State.DRAFT, State.WAITING, status_message_id=None
    ):
        return Outcome.STALE
    log_move(log, request, State.DRAFT, State.WAITING, "confirmed")
    await show(services, request, Keyboard.NONE, t(request.language, "draft-footer-sent"))
    await announce_waiting(services, request.id)
    return Outcome.DONE


async def cancel(
    services: Services, request_id: int, user_id: int, chat_id: int, message_id: int
) -> Outcome:
    request, outcome = await _own_draft(services, request_id, user_id, chat_id, message_id)
    if request is None:
        return outcome
    if not await services.store.requests.move(
        request.id, State.DRAFT, State.CANCELLED, finished_at=services.clock()
    ):
        return Outcome.STALE
    log_move(log, request, State.DRAFT, State.CANCELLED)
    await show(services, request, Keyboard.NONE, t(request.language, "draft-footer-cancelled"))
    services.notifier.forget(request.id)
    return Outcome.DONE


async def rewrite(
    services: Services, request_id: int, user_id: int, chat_id: int, message_id: int
) -> Outcome:
    """New lyrics on the draft's topic, different from the ones shown."""
    return await _start_rewrite(services, request_id, user_id, chat_id, message_id, fresh=False)


async def write_on_topic(
    services: Services, request_id: int, user_id: int, chat_id: int, message_id: int
) -> Outcome:
    """Untagged text taken as a topic: lyrics written on it replace it."""
    return await _start_rewrite(services, request_id, user_id, chat_id, message_id, fresh=True)


async def replace_lyrics(
    services: Services,
    request_id: int,
    user_id: int,
    chat_id: int,
    message_id: int,
    lyrics: PreparedLyrics,
) -> Outcome:
    """A reply to the preview with edited lyrics: they are what the preview shows from now;
    lyrics over the limit are shown cut, with the cut's own first button."""
    request, outcome = await _own_draft(services, request_id, user_id, chat_id, message_id)
    if request is None:
        return outcome
    await services.store.requests.update(request.id, lyrics=lyrics.text, title=lyrics.title)
    replaced = replace(request, lyrics=lyrics.text, title=lyrics.title)
    keyboard, head = Keyboard.PREVIEW, None
    if lyrics.trimmed:
        keyboard, head = Keyboard.CUT, cut_notice(request.language, lyrics)
    if not await show(services, replaced, keyboard, head=head):
        await _end_unshown(services, replaced, None)
        return Outcome.STALE
    return Outcome.DONE


ACTIONS = {
    Action.GO: confirm,
    Action.AGAIN: rewrite,
    Action.TOPIC: write_on_topic,
    Action.DROP: cancel,
}


async def check(
    services: Services, request_id: int, user_id: int, chat_id: int, message_id: int
) -> Outcome:
    """Whether this user may act on the draft shown in this message right now."""
    return (await _own_draft(services, request_id, user_id, chat_id, message_id))[1]


async def _own_draft(
    services: Services, request_id: int, user_id: int, chat_id: int, message_id: int
) -> tuple[Request | None, Outcome]:
    """The draft a button or reply names, if it is still open on that very message."""
    request = await services.store.requests.get(request_id)
    if request is None or request.chat_id != chat_id:
        return None, Outcome.STALE
    if request.user_id != user_id:
        return None, Outcome.NOT_YOURS
    if request.state == State.CANCELLED and request.error == EXPIRED:
        return None, Outcome.EXPIRED
    if request.state != State.DRAFT or request.status_message_id != message_id:
        return None, Outcome.STALE
    if services.tasks.busy(("draft", request.id)):
        return None, Outcome.BUSY
    return request, Outcome.DONE


async def _start_rewrite(
    services: Services,
    request_id: int,
    user_id: int,
    chat_id: int,
    message_id: int,
    fresh: bool,
) -> Outcome:
    request, outcome = await _own_draft(services, request_id, user_id, chat_id, message_id)
    if request is None:
        return outcome
    keyboard = Keyboard.OFFER if fresh else Keyboard.PREVIEW
    services.tasks.spawn(("draft", request.id), _rewrite(services, request, keyboard))
    return Outcome.DONE


async def _rewrite(services: Services, request: Request, keyboard: Keyboard) -> None:
    """Runs as the draft's task: `_own_draft` answers BUSY meanwhile, so nobody else changes
    the row until this ends."""
    lang = request.language
    await show(services, request, Keyboard.NONE, t(lang, "draft-footer-writing"))
    previous = None if keyboard == Keyboard.OFFER else request.lyrics
    try:
        written = await _write(services, request.topic or request.title, lang, previous)
    except ServiceError as error:
        await show(services, request, keyboard, t(lang, failure_key(error)))
        return
    chat = await services.store.chats.get(request.chat_id)
    changes = {
        "lyrics": written.lyrics.text,
        "title": written.lyrics.title,
        "style": chat.style or written.style,
    }
    await services.store.requests.update(request.id, **changes)
    if not await show(services, replace(request, **changes)):
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
    chat = await services.store.chats.get(request.chat_id)
    left = max(0, (await services.org.capacity()).left_today)
    try:
        text = preview_text(request, chat.style, left, keyboard, footer, head)
    except ValueError:  # a text that can't be rendered must not stop the draft's task
        log.exception("request %s: preview not rendered", request.id)
        return False
    await services.notifier.status(request, text, keyboard_of(request, keyboard))
    return services.notifier.showing(request.id) == text


def preview_text(
    request: Request,
    chat_style: str | None,
    left_today: int,
    keyboard: Keyboard = Keyboard.PREVIEW,
    footer: str | None = None,
    head: str | None = None,
) -> str:
    lang = request.language
    # A head (the cut's notice) takes its room from the lyrics: the message stays within 4096.
    lyrics, more, tail = _shown_lyrics(request.lyrics, PREVIEW_LYRICS_LIMIT - len(head or ""))
    parts = [head] if head else []
    if keyboard == Keyboard.OFFER:
        parts.append(t(lang, "untagged-offer"))
    parts.append(t(lang, "preview-title", title=request.title or "…"))
    if request.topic and keyboard != Keyboard.OFFER:
        shown_topic = shorten(request.topic, SHOWN_TOPIC_LIMIT, one_line=True)
        parts.append(t(lang, "preview-topic", topic=shown_topic))
    # Not through t(): Fluent refuses an argument over 1000 characters, and lyrics reach 3000.
    parts.append(f"<blockquote>{html.escape(lyrics, quote=False)}</blockquote>")
    if more:
        parts.append(t(lang, "preview-shortened", more=more))
        parts.append(f"<blockquote>{html.escape(tail, quote=False)}</blockquote>")
    parts.append(_style_line(lang, request.style, chat_style))
    parts.append(t(lang, "preview-duration", seconds=request.duration_sec))
    if keyboard == Keyboard.PREVIEW:
        parts.append(t(lang, "preview-hint", left=left_today))
    elif keyboard == Keyboard.CUT:
        parts.append(t(lang, "preview-hint-cut", left=left_today, limit=LYRICS_LIMIT))
    if footer:
        parts.append(footer)
    return "\n".join(parts)


def _style_line(lang: str, style: str | None, chat_style: str | None) -> str:
    if not style:
        return t(lang, "preview-style-none")
    key = "preview-style-chat" if chat_style and style == chat_style else "preview-style-model"
    return t(lang, key, style=shorten(style, STYLE_LIMIT))


def keyboard_of(request: Request, keyboard: Keyboard) -> InlineKeyboardMarkup | None:
    lang = request.language

    def button(key: str, action: Action) -> InlineKeyboardButton:
        return InlineKeyboardButton(raw(lang, key), callback_data=data_of(action, request.id))

    if keyboard == Keyboard.PREVIEW:
        return InlineKeyboardMarkup(
            [
                [button("button-draft-go", Action.GO)],
                [
                    button("button-draft-again", Action.AGAIN),
                    button("button-draft-drop", Action.DROP),
                ],
            ]
        )
    if keyboard == Keyboard.OFFER:
        return InlineKeyboardMarkup(
            [
                [button("button-untagged-lyrics", Action.GO)],
                [button("button-untagged-topic", Action.TOPIC)],
            ]
        )
    if keyboard == Keyboard.CUT:
        return InlineKeyboardMarkup(
            [[button("button-cut-go", Action.GO)], [button("button-draft-drop", Action.DROP)]]
        )
    return None


def data_of(action: Action, request_id: int) -> str:
    return f"{PREFIX}:{action.value}:{request_id}"


def parse_data(data: object) -> tuple[Action, int] | None:
    """(action, request id) from a draft button's callback data; None for anything else."""
    if not isinstance(data, str):
        return None
    parts = data.split(":")
    if len(parts) != 3 or parts[0] != PREFIX or not parts[2].isdigit():
        return None
    try:
        return Action(parts[1]), int(parts[2])
    except ValueError:
        return None


def draft_of_preview(message: Message | None) -> int | None:
    """The draft a message previews, read from its buttons (Telegram hands the buttons along
    with a replied-to message, so this needs no lookup)."""
    markup = message.reply_markup if message else None
    for row in markup.inline_keyboard if markup else ():
        for button in row:
            parsed = parse_data(button.callback_data)
            if parsed is not None:
                return parsed[1]
    return None


def _shown_lyrics(lyrics: str, limit: int = PREVIEW_LYRICS_LIMIT) -> tuple[str, int, str]:
    """Lyrics as the preview shows them: whole, or when over `limit` their start and their end
    (whole lines where possible), and how many characters between them are not shown."""
    if len(lyrics) <= limit:
        return lyrics, 0, ""
    from_line = lyrics.find("\n", len(lyrics) - PREVIEW_TAIL_LIMIT) + 1
    tail = lyrics[from_line or len(lyrics) - PREVIEW_TAIL_LIMIT :]
    if not tail.strip():  # no line starts near the end: its last characters, then
        tail = lyrics[-PREVIEW_TAIL_LIMIT:]
    room = limit - len(tail)
    cut = lyrics.rfind("\n", 0, room)
    head = lyrics[: cut if cut > 0 else room].rstrip()
    return head, len(lyrics) - len(head) - len(tail), tail.strip()


async def _say(services: Services, asker: Asker, writing_id: int | None, text: str) -> None:
    """Turn the 'writing…' message into `text`; a new message if that one is gone."""
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
    await services.notifier.send(asker.chat_id, text, reply_to=asker.message_id)


# --- expiry ----------------------------------------------------------------------------


async def expire_old_drafts(services: Services) -> int:
    """Drafts nobody confirmed within DRAFT_LIFETIME_SEC end unspent; their previews say so
    and lose their buttons (left as they are if Telegram refuses the edit). How many ended."""
    since = services.clock() - DRAFT_LIFETIME_SEC
    ended = 0
    for request in await services.store.requests.in_states([State.DRAFT]):
        if request.created_at <= since and await _expire(services, request):
            ended += 1
    await services.notifier.forget_ended()
    return ended


async def _expire(services: Services, request: Request) -> bool:
    if services.tasks.busy(("draft", request.id)):
        return False  # lyrics are being rewritten: the next sweep looks again
    if not await services.store.requests.move(
        request.id, State.DRAFT, State.CANCELLED, error=EXPIRED, finished_at=services.clock()
    ):
        return False
    log_move(log, request, State.DRAFT, State.CANCELLED, EXPIRED)
    if request.status_message_id:
        await show(services, request, Keyboard.NONE, t(request.language, "draft-footer-expired"))
    services.notifier.forget(request.id)
    return True
