"""Guest mode: a song asked by mentioning the bot in a chat it is not in. Telegram sends a
`guest_message`; the bot answers its query once with an article, which places one message in
that chat, known to the bot only by its inline_message_id; that message then grows into the
preview, shows where the song stands, and becomes the song (bot/pipeline/delivery.py).

The request is the asker's own, as if asked in their private chat: its row holds their private
chat's id (their access, share, text budget, style and length), never the guest chat's, which
the bot may not know and must not touch. Its query is stored before it is answered, so that a
crash between the two leaves a row the next start finds (`resume`): answered then if it is
still young enough, else dropped with a log line, nothing spent. One answered that holds no
request yet (its lyrics were being written when the bot stopped) is written again, in the same
message: a second call of the text model, counted in the asker's budget as the first was.

Before anything is spent the song's file must have somewhere to go: an inline message takes
only a file Telegram already holds, so the MP3 is uploaded first to FILES_CHAT_ID, else to the
asker's private chat. When neither can take it, the article says how to start the bot.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass

from telegram import InlineQueryResultArticle, InputTextMessageContent
from telegram.constants import ParseMode
from telegram.error import TelegramError

from bot.access import may_request
from bot.context import Services
from bot.lyricist import TOPIC_LIMIT
from bot.lyrics import LyricsError, has_section_tags, prepare
from bot.pipeline.drafts.preview import Outcome, show
from bot.pipeline.drafts.writing import end_unshown_told, write_song
from bot.pipeline.intake import hold_as_draft
from bot.store import Asker
from bot.store.guests import GuestQuery
from bot.texts import plain, t
from bot.ui.preview import Keyboard, cut_notice, writing_text
from bot.ui.text_limits import TextRefusal, refusal_text

log = logging.getLogger(__name__)

RESULT_ID = "song"  # the one result of every answer (its id is ours to choose)


@dataclass(frozen=True)
class GuestAsk:
    """A guest message as the bot reads it: who, in which language, and the words after the
    mention (a topic, or lyrics with section tags)."""

    query_id: str
    user_id: int
    user_name: str
    language: str
    words: str
    age_sec: float  # how long ago it was written


async def files_may_go(services: Services, user_id: int) -> bool:
    """Somewhere can take the song's file: FILES_CHAT_ID, else the asker's private chat (they
    wrote to the bot there, and have not blocked it since)."""
    if services.settings.FILES_CHAT_ID is not None:
        return True
    if not await services.store.guests.has_private(user_id):
        return False
    return (await services.store.chats.get(user_id)).active


async def answer_query(services: Services, asked: GuestAsk, bot_name: str) -> None:
    """Answer a guest query: a refusal in words (nothing stored, nothing spent), or the row
    stored, then the article that says the lyrics are being written, then the writing."""
    lang = asked.language
    if asked.age_sec > services.tuning.telegram.guest_answer_within_sec:
        log.warning(
            "guest query %s is %.0f s old: dropped, nothing spent", asked.query_id, asked.age_sec
        )
        return
    refusal = await _refusal(services, asked, bot_name)
    if refusal is not None:
        await _answer(services, asked.query_id, lang, refusal)
        return
    query = GuestQuery(
        asked.query_id,
        asked.user_id,
        asked.user_name,
        lang,
        asked.words,
        services.clock() - asked.age_sec,
    )
    if not await services.store.guests.asked(query):
        log.info("guest query %s was taken before; not answered again", asked.query_id)
        return
    await _answer_and_write(services, query)


async def _refusal(services: Services, asked: GuestAsk, bot_name: str) -> str | None:
    """Why nothing can be made for this query, in the asker's words; None when it can."""
    lang, words = asked.language, asked.words
    if not await may_request(services.settings, services.store, asked.user_id, asked.user_id):
        return t(lang, "guest-access-refused")
    if not await files_may_go(services, asked.user_id):
        return t(lang, "guest-start-bot", bot=bot_name)
    if not any(char.isalpha() for char in words):
        return t(lang, "guest-usage", bot=bot_name)
    if not has_section_tags(words) and not services.settings.topics_enabled:
        return t(lang, "song-disabled")
    if not has_section_tags(words) and len(words) > TOPIC_LIMIT:  # as /song refuses it
        return t(lang, "song-topic-too-long", limit=TOPIC_LIMIT, length=len(words))
    return None


async def _answer(services: Services, query_id: str, lang: str, text: str) -> str | None:
    """answerGuestQuery with one article; the inline_message_id it placed, or None when the
    query could not be answered (too old, or Telegram failing): nothing more is done for it."""
    article = InlineQueryResultArticle(
        RESULT_ID,
        plain(lang, "guest-title"),
        InputTextMessageContent(text, parse_mode=ParseMode.HTML),
    )
    try:
        sent = await services.bot.answer_guest_query(query_id, article)
    except TelegramError as error:
        log.warning("guest query %s not answered (%s): dropped, nothing spent", query_id, error)
        return None
    return sent.inline_message_id


async def _answer_and_write(services: Services, query: GuestQuery) -> None:
    lang = query.language
    tagged = has_section_tags(query.words)
    first = t(lang, "guest-lyrics-taken") if tagged else writing_text(lang, query.words)
    # Telegram may place the message and lose its answer on the way back: then the bot never
    # learns its id and cannot edit it, so its first words say what to do if it stays so.
    first = f"{first}\n{t(lang, 'guest-if-stuck')}"
    inline_id = await _answer(services, query.query_id, lang, first)
    if inline_id is None:
        await services.store.guests.ended(query.query_id)
        return
    await services.store.guests.answered(query.query_id, inline_id)
    await _write(services, query, inline_id)


def asker_of(query: GuestQuery, inline_message_id: str) -> Asker:
    """The asker as their private chat's, shown in the inline message."""
    user = query.user_id
    return Asker(
        user, "private", user, query.user_name, query.language, None, None, inline_message_id
    )


async def _write(services: Services, query: GuestQuery, inline_id: str) -> None:
    """The words become a preview in the inline message: lyrics as given, or written on the
    topic (the text model's call is the asker's, counted in their budget)."""
    asker = asker_of(query, inline_id)
    lang = asker.language
    if has_section_tags(query.words):
        await _take_lyrics(services, asker, query.words)  # a stop before: taken at the start
        await services.store.guests.ended(query.query_id)
        return
    outcome = await write_song(services, asker, query.words)
    if isinstance(outcome, TextRefusal):
        await _say(services, inline_id, refusal_text(lang, outcome))
        await services.store.guests.ended(query.query_id)
    elif outcome == Outcome.BUSY:
        await _say(services, inline_id, t(lang, "song-busy"))
        await services.store.guests.ended(query.query_id)


async def _take_lyrics(services: Services, asker: Asker, text: str) -> None:
    try:
        lyrics = prepare(text)
    except LyricsError as error:
        await _say(
            services, asker.inline_message_id or "", t(asker.language, f"lyrics-{error.reason}")
        )
        return
    request = await hold_as_draft(services, asker, lyrics)
    keyboard, head = Keyboard.PREVIEW, None
    if lyrics.trimmed:
        keyboard, head = Keyboard.CUT, cut_notice(asker.language, lyrics)
    if not await show(services, request, keyboard, head=head):
        await end_unshown_told(services, request, None)


async def _say(services: Services, inline_id: str, text: str) -> None:
    await services.notifier.say_inline(inline_id, text)


async def resume(services: Services) -> None:
    """At a start: guest queries a stop cut off. One not answered yet is answered now if it is
    young enough, else dropped with a log line (nothing was spent); one answered that holds no
    request (its lyrics were being written) is written again, in the same message: a second
    text-model call, on the asker's budget."""
    window = services.tuning.telegram.guest_answer_within_sec
    for query in await services.store.guests.open():
        if query.inline_message_id is None:
            if services.clock() - query.asked_at > window:
                log.warning(
                    "guest query %s went unanswered: dropped, nothing spent", query.query_id
                )
                await services.store.guests.ended(query.query_id)
            else:
                await _answer_and_write(services, query)
            continue
        if await services.store.requests.of_inline_message(query.inline_message_id) is not None:
            await services.store.guests.ended(query.query_id)
            continue
        log.info("guest query %s: writing its lyrics again after a restart", query.query_id)
        await _write(services, query, query.inline_message_id)
