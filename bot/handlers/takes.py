"""Another take: "🔁 Another take" under a song asks its owner once
(bot/pipeline/drafts/takes.py), and the question's two buttons make the take or decline it. Only
the song's owner (or, for a song a chat asked as itself, that group's administrators) may ask;
whoever may not request songs in the chat now spends nothing, and is told why."""

from __future__ import annotations

from telegram import Update

from bot.handlers.access import let_press, refuse_draft
from bot.handlers.common import acting_for, acting_on, song_here
from bot.handlers.handler_context import HandlerContext
from bot.pipeline.drafts import takes
from bot.pipeline.drafts.actions import cancel, confirm
from bot.pipeline.drafts.preview import Outcome, PreviewRef
from bot.store import Asker
from bot.texts import plain
from bot.ui import takes as words
from bot.ui.takes import TakeAction

_ASKED_ANSWERS = {
    takes.TakeOutcome.ASKED: "take-answer-asked",
    takes.TakeOutcome.ALREADY: "take-answer-already",
    takes.TakeOutcome.NO_WORDS: "take-answer-no-words",
    takes.TakeOutcome.NOT_SHOWN: "take-answer-not-shown",
}
_ANSWERS = {
    (TakeAction.GO, Outcome.DONE): "draft-answer-sent",
    (TakeAction.NO, Outcome.DONE): "take-answer-declined",
}
_OTHER_ANSWERS = {
    Outcome.STALE: "button-stale",
    Outcome.NOT_YOURS: "button-not-yours",
    Outcome.BUSY: "button-stale",  # a take's words are never rewritten: not met
    Outcome.EXPIRED: "take-answer-expired",
}


async def take_button(update: Update, context: HandlerContext) -> None:
    query = update.callback_query
    assert query is not None
    press = words.TakePress.unpack(query.data)
    if press is None or query.message is None:
        await query.answer(plain(context.language, "button-stale"))
        return
    if press.action == TakeAction.ASK:
        await _ask(update, context, press.request_id)
    else:
        await _answer(update, context, press.action, press.request_id)


async def _ask(update: Update, context: HandlerContext, song_id: int) -> None:
    """A press under a delivered song: the question, once; nothing is spent yet."""
    services, query, lang = context.services, update.callback_query, context.language
    assert query is not None and query.message is not None
    song = await song_here(update, context, song_id)
    if song is None:
        return  # answered as stale
    if await acting_for(context, query, song.user_id, song.chat_id) != song.user_id:
        await query.answer(plain(lang, "button-not-yours"))
        return
    if not await let_press(services, query, song.chat_id, lang):
        return  # answered why; nothing is kept
    # The take is born in the song's topic: every word about it lands there (or in General,
    # as the song's, once that topic went), also when the song's message is deleted.
    asker = Asker(
        song.chat_id,
        song.chat_type,
        song.user_id,
        song.user_name,
        lang,
        query.message.message_id,
        song.thread_id,
    )
    asked = await takes.ask(services, song, asker)
    await query.answer(plain(lang, _ASKED_ANSWERS[asked]))


async def _answer(
    update: Update, context: HandlerContext, action: TakeAction, take_id: int
) -> None:
    """Make the take (the draft goes in line, once) or decline it (it ends unspent)."""
    services, query, lang = context.services, update.callback_query, context.language
    assert query is not None and query.message is not None
    chat_id = query.message.chat.id
    acting = await acting_on(context, query, take_id)
    ref = PreviewRef(take_id, acting, chat_id, query.message.message_id)
    if action == TakeAction.GO and not await let_press(services, query, chat_id, lang):
        await refuse_draft(services, query, ref)  # answered: nothing is spent
        return
    act = confirm if action == TakeAction.GO else cancel
    outcome = await act(services, ref)
    key = _ANSWERS.get((action, outcome)) or _OTHER_ANSWERS[outcome]
    await query.answer(plain(lang, key))
