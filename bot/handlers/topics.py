"""Songs from a topic: /song, the preview's buttons, edited lyrics sent as a reply to the
preview, and untagged private text (lyrics without tags, or a topic)."""

from __future__ import annotations

from telegram import Message, Update
from telegram.ext import filters

from bot.handlers.access import let_in, let_press, refuse_draft
from bot.handlers.common import (
    acting_on,
    preview_ref,
    reply,
)
from bot.handlers.handler_context import HandlerContext
from bot.lyricist import TOPIC_LIMIT
from bot.lyrics import LyricsError, has_section_tags, looks_like_lyrics, prepare
from bot.pipeline.drafts.actions import ACTIONS, may_act_on, offer_lyrics, replace_lyrics
from bot.pipeline.drafts.preview import Outcome, PreviewRef
from bot.pipeline.drafts.writing import write_song
from bot.store.models import Gift
from bot.texts import plain, t
from bot.ui import preview
from bot.ui.preview import Action
from bot.ui.text_limits import TextRefusal, refusal_answer, refusal_text

# What a button press is answered with (answerCallbackQuery), per action and outcome.
_DONE_ANSWERS = {
    Action.GO: "draft-answer-sent",
    Action.AGAIN: "draft-answer-writing",
    Action.TOPIC: "draft-answer-writing",
    Action.DROP: "draft-answer-cancelled",
}
# Presses that would spend: a track (GO) or a text-model call (AGAIN, TOPIC).
_SPENDING = (Action.GO, Action.AGAIN, Action.TOPIC)
_OTHER_ANSWERS = {
    Outcome.STALE: "button-stale",
    Outcome.NOT_YOURS: "button-not-yours",
    Outcome.BUSY: "draft-answer-busy",
    Outcome.EXPIRED: "draft-answer-expired",
}
_REPLY_ANSWERS = {
    Outcome.DONE: "draft-replaced",
    Outcome.STALE: "draft-reply-gone",
    Outcome.NOT_YOURS: "draft-reply-not-yours",
    Outcome.BUSY: "draft-reply-busy",
    Outcome.EXPIRED: "draft-reply-gone",
}


class RepliesToPreview(filters.MessageFilter):
    """A reply to a draft's preview (its buttons say which draft)."""

    def filter(self, message: Message) -> bool:
        return preview.draft_of_preview(message.reply_to_message) is not None


async def song_command(update: Update, context: HandlerContext) -> None:
    """`/song <topic>`, or `/song` as a reply to a message holding the topic."""
    await song_from_topic(update, context, context.argument_or_replied)


async def song_from_topic(
    update: Update, context: HandlerContext, topic: str, gift: Gift | None = None
) -> bool:
    """Lyrics on `topic` (for someone, with a `gift`), shown as a preview once written. False
    only when lyrics are being written in this place already (the person is told to send it
    again once they are shown): a gift keeps its talk for that."""
    services, asker = context.services, context.asker
    lang = asker.language
    if not services.settings.topics_enabled:
        await reply(update, t(lang, "song-disabled"))
    elif not any(char.isalpha() for char in topic):
        await reply(update, t(lang, "song-usage"))
    elif len(topic) > TOPIC_LIMIT:
        await reply(update, t(lang, "song-topic-too-long", limit=TOPIC_LIMIT, length=len(topic)))
    elif not await let_in(update, context, asker):
        return True  # told why by let_in; no service is called
    else:
        outcome = await write_song(services, asker, topic, gift)
        if isinstance(outcome, TextRefusal):
            await reply(update, refusal_text(lang, outcome))
        elif outcome == Outcome.BUSY:
            await reply(update, t(lang, "gift-busy" if gift else "song-busy"))
            return False
    return True


async def untagged_text(update: Update, context: HandlerContext) -> bool:
    """A private message without tags: several stanzas are offered as lyrics or as a topic,
    anything shorter is a topic. False when topics are off, so the caller gives its hint."""
    message = update.effective_message
    if not context.services.settings.topics_enabled or message is None or not message.text:
        return False
    if not looks_like_lyrics(message.text):
        await song_from_topic(update, context, message.text)
        return True
    services, asker = context.services, context.asker
    if not await let_in(update, context, asker):
        return True
    try:
        lyrics = prepare(message.text)
    except LyricsError as error:
        await reply(update, t(asker.language, f"lyrics-{error.reason}"))
        return True
    await offer_lyrics(services, asker, message.text, lyrics)
    return True


async def draft_button(update: Update, context: HandlerContext) -> None:
    """Make the song, rewrite, cancel, use as lyrics, write on this topic: every draft button.
    Old, finished and other people's previews get a polite answer, never an error."""
    query = update.callback_query
    assert query is not None
    lang = context.language
    press = preview.DraftPress.unpack(query.data)
    if press is None:
        await query.answer(plain(lang, "button-stale"))
        return
    action, request_id, services = press.action, press.request_id, context.services
    acting = await acting_on(context, query, request_id)
    ref = await preview_ref(context, query, request_id, acting)
    if ref is None:
        await query.answer(plain(lang, "button-stale"))
        return
    if action in _SPENDING and not await let_press(services, query, ref.chat_id, lang):
        await refuse_draft(services, query, ref)  # answered: nothing is spent
        return
    outcome = await ACTIONS[action](services, ref)
    if isinstance(outcome, TextRefusal):  # the button says why instead of calling the model
        await query.answer(refusal_answer(lang, outcome), show_alert=True)
        return
    key = _DONE_ANSWERS[action] if outcome == Outcome.DONE else _OTHER_ANSWERS[outcome]
    await query.answer(plain(lang, key))


async def edited_lyrics(update: Update, context: HandlerContext) -> None:
    """A reply to a preview by its asker: the lyrics in it replace the previewed ones."""
    message, user = update.effective_message, update.effective_user
    assert message is not None and message.reply_to_message is not None and user is not None
    services, lang = context.services, context.language
    request_id = preview.draft_of_preview(message.reply_to_message) or 0
    acting = context.asker_id
    ref = PreviewRef(request_id, acting, message.chat.id, message.reply_to_message.message_id)
    outcome = await may_act_on(services, ref)
    text = message.text or ""
    if outcome != Outcome.DONE:
        await reply(update, t(lang, _REPLY_ANSWERS[outcome]))
        return
    if not (has_section_tags(text) or looks_like_lyrics(text)):
        await reply(update, t(lang, "draft-reply-hint"))
        return
    try:
        lyrics = prepare(text)
    except LyricsError as error:
        await reply(update, t(lang, f"lyrics-{error.reason}"))
        return
    outcome = await replace_lyrics(services, ref, lyrics)
    if outcome == Outcome.DONE and lyrics.trimmed:
        await reply(update, preview.cut_notice(lang, lyrics, "draft-replaced-cut"))
    else:
        await reply(update, t(lang, _REPLY_ANSWERS[outcome]))
