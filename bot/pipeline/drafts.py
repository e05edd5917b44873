"""Drafts: lyrics shown to their user before any track is spent (requests in state `draft`).

A draft's status message is its preview. Its first button confirms it (draft -> waiting, one
guarded UPDATE, so a second press starts nothing); the others rewrite it or cancel it. Lyrics
are written in tasks of their own, keyed by user or draft, so a slow text model holds up no
other update; while a draft is being rewritten, nothing else may change it.
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
from bot.lyrics import PreparedLyrics
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
from bot.store import Request, State
from bot.store.writing import Writing
from bot.texts import raw, t

log = logging.getLogger(__name__)

PREFIX = "draft"
PREVIEW_LYRICS_LIMIT = 3000  # the rest of a 4096-character message holds style and buttons
SHOWN_TOPIC_LIMIT = 80


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


class Keyboard(StrEnum):
    PREVIEW = "preview"  # make the song / rewrite / cancel
    OFFER = "offer"  # untagged text: use as lyrics / write lyrics on this topic
    NONE = "none"


# --- starting a draft ------------------------------------------------------------------


async def write_song(services: Services, asker: Asker, topic: str) -> Outcome:
    """Ask the text model for lyrics on `topic` in a task; the user sees them as a preview."""
    key = ("song", asker.user_id)
    if services.tasks.busy(key):
        return Outcome.BUSY
    shown_topic = _short(topic)
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
    request = await hold_as_draft(services, asker, lyrics, topic=text)
    await show(services, request, Keyboard.OFFER)


async def _write_new_draft(
    services: Services, asker: Asker, topic: str, writing_id: int | None
) -> None:
    # Cancelled by a stop, this ends before the record does: the next start writes again.
    try:
        written = await _write(services, topic, asker.language)
    except ServiceError as error:
        await _say(services, asker, writing_id, t(asker.language, failure_key(error)))
    else:
        request = await hold_as_draft(
            services, asker, written.lyrics, topic=topic, style=written.style
        )
        if writing_id is not None:
            await services.store.requests.update(request.id, status_message_id=writing_id)
            request.status_message_id = writing_id
        await show(services, request)
    if writing_id is not None:
        await services.store.writing.ended(asker.chat_id, writing_id)


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
    """A reply to the preview with edited lyrics: they are what the preview shows from now."""
    request, outcome = await _own_draft(services, request_id, user_id, chat_id, message_id)
    if request is None:
        return outcome
    await services.store.requests.update(request.id, lyrics=lyrics.text, title=lyrics.title)
    await show(services, replace(request, lyrics=lyrics.text, title=lyrics.title))
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
    await show(services, replace(request, **changes))


# --- the preview -----------------------------------------------------------------------


async def show(
    services: Services,
    request: Request,
    keyboard: Keyboard = Keyboard.PREVIEW,
    footer: str | None = None,
) -> None:
    """The draft's message: its lyrics, style and length, and what the user may do next."""
    chat = await services.store.chats.get(request.chat_id)
    left = max(0, (await services.scheduler.capacity()).left_today)
    text = preview_text(request, chat.style, left, keyboard, footer)
    await services.notifier.status(request, text, keyboard_of(request, keyboard))


def preview_text(
    request: Request,
    chat_style: str | None,
    left_today: int,
    keyboard: Keyboard = Keyboard.PREVIEW,
    footer: str | None = None,
) -> str:
    lang = request.language
    lyrics, more = _shown_lyrics(request.lyrics)
    parts = [t(lang, "untagged-offer")] if keyboard == Keyboard.OFFER else []
    parts.append(t(lang, "preview-title", title=request.title or "…"))
    if request.topic and keyboard != Keyboard.OFFER:
        parts.append(t(lang, "preview-topic", topic=_short(request.topic)))
    # Not through t(): Fluent refuses an argument over 1000 characters, and lyrics reach 3000.
    parts.append(f"<blockquote>{html.escape(lyrics, quote=False)}</blockquote>")
    if more:
        parts.append(t(lang, "preview-shortened", more=more))
    if not request.style:
        parts.append(t(lang, "preview-style-none"))
    elif chat_style and request.style == chat_style:
        parts.append(t(lang, "preview-style-chat", style=request.style))
    else:
        parts.append(t(lang, "preview-style-model", style=request.style))
    parts.append(t(lang, "preview-duration", seconds=request.duration_sec))
    if keyboard == Keyboard.PREVIEW:
        parts.append(t(lang, "preview-hint", left=left_today))
    if footer:
        parts.append(footer)
    return "\n".join(parts)


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


def _shown_lyrics(lyrics: str) -> tuple[str, int]:
    """Lyrics as the preview shows them, cut at a line when too long; and what was left out."""
    if len(lyrics) <= PREVIEW_LYRICS_LIMIT:
        return lyrics, 0
    cut = lyrics.rfind("\n", 0, PREVIEW_LYRICS_LIMIT)
    shown = lyrics[: cut if cut > 0 else PREVIEW_LYRICS_LIMIT].rstrip()
    return shown, len(lyrics) - len(shown)


def _short(topic: str) -> str:
    line = " ".join(topic.split())
    return line if len(line) <= SHOWN_TOPIC_LIMIT else line[: SHOWN_TOPIC_LIMIT - 1].rstrip() + "…"


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
