"""How a gift's names are sung: "🎤 Fix how a name sounds" under its preview asks the giver, in
one message, for the spelling (ForceReply; in a group, only of them), and their reply to that
message sets it; the preview is shown again with it. A reply to the preview itself still
replaces the lyrics (bot/handlers/topics.py)."""

from __future__ import annotations

from telegram import ForceReply, ReplyParameters, Update
from telegram.constants import ParseMode

from bot.handlers.common import acting_on, reply
from bot.handlers.groups import replies_to_bot
from bot.handlers.handler_context import HandlerContext
from bot.limits import LYRICS_LIMIT
from bot.lyrics import (
    SUNG_NAME_LIMIT,
    SUNG_NAMES_AT_MOST,
    merge_sung,
    sings_within_limit,
    sung_within_bounds,
)
from bot.pipeline.drafts.actions import ask_sung_name, may_act_on, sing_name_as
from bot.pipeline.drafts.preview import Outcome, PreviewRef
from bot.texts import plain, t
from bot.ui import sung_names
from bot.ui.sung_names import SungPress

# What a press is answered with when the preview is not open to this person now.
_PRESS_ANSWERS = {
    Outcome.STALE: "button-stale",
    Outcome.NOT_YOURS: "button-not-yours",
    Outcome.BUSY: "draft-answer-busy",
    Outcome.EXPIRED: "draft-answer-expired",
}
_REPLY_ANSWERS = {
    Outcome.DONE: "sung-set",
    Outcome.STALE: "draft-reply-gone",
    Outcome.NOT_YOURS: "draft-reply-not-yours",
    Outcome.BUSY: "draft-reply-busy",
    Outcome.EXPIRED: "draft-reply-gone",
    Outcome.UNSHOWN: "sung-not-shown",
}


async def sung_button(update: Update, context: HandlerContext) -> None:
    """The press: one question, as a reply to what the giver sent (so that a group's
    selective ForceReply reaches them alone), remembered on the draft. Nothing is spent."""
    query = update.callback_query
    assert query is not None
    lang, services = context.language, context.services
    press = SungPress.unpack(query.data)
    if press is None or query.message is None:
        await query.answer(plain(lang, "button-stale"))
        return
    request_id = press.request_id
    chat_id = query.message.chat.id
    acting = await acting_on(context, query, request_id)
    ref = PreviewRef(request_id, acting, chat_id, query.message.message_id)
    request = await services.store.requests.get(request_id)
    outcome = await may_act_on(services, ref)
    if outcome != Outcome.DONE or request is None or request.gift is None:
        await query.answer(plain(lang, _PRESS_ANSWERS.get(outcome, "button-stale")))
        return
    in_group = request.chat_type != "private"
    to = request.request_message_id
    asked = await context.bot.send_message(
        chat_id,
        sung_names.ask_text(request.language, request.gift),
        parse_mode=ParseMode.HTML,
        reply_markup=ForceReply(selective=in_group),
        reply_parameters=ReplyParameters(to, allow_sending_without_reply=True) if to else None,
        message_thread_id=request.thread_id,
    )
    await ask_sung_name(services, ref, asked.message_id)
    await query.answer(plain(lang, "sung-asked"))


async def answer(update: Update, context: HandlerContext) -> bool:
    """A reply to the question about a name: whether it was one (then it is taken here)."""
    message = update.effective_message
    if message is None or message.reply_to_message is None:
        return False
    if not replies_to_bot(message, message.get_bot()):
        return False
    services, lang = context.services, context.language
    asked = message.reply_to_message.message_id
    request = await services.store.requests.asking_sung_name(message.chat.id, asked)
    if request is None or request.gift is None or request.status_message_id is None:
        return False
    names = sung_names.spelling_of(message.text or "", request.gift)
    if names is None:
        await reply(update, t(lang, "sung-words", limit=SUNG_NAME_LIMIT))
        return True
    merged = merge_sung(request.gift.sung, names)
    if not sung_within_bounds(merged):  # the preview could not show them all: none is taken
        await reply(update, t(lang, "sung-too-many", most=SUNG_NAMES_AT_MOST))
        return True
    if not sings_within_limit(request.lyrics, merged):
        await reply(update, t(lang, "sung-too-long", limit=LYRICS_LIMIT))
        return True
    ref = PreviewRef(request.id, context.asker_id, request.chat_id, request.status_message_id)
    outcome = await sing_name_as(services, ref, names)
    await reply(update, t(lang, _REPLY_ANSWERS[outcome]))
    return True
