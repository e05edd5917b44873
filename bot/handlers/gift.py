"""A song as a gift: /gift (or the button under /start) asks, one short question at a time, who
the song is for, the occasion and a few things about them; each answer is a plain message (in a
group, a reply to the question). Then the text model writes lyrics on them and the usual preview
follows: nothing is spent before "Make the song". /cancel leaves at any step.

The talk is kept in the database (store/gift_talks.py), so a restart does not lose it; a talk
left for GIFT_TALK_SEC is forgotten."""

from __future__ import annotations

from telegram import ForceReply, Message, Update
from telegram.constants import ParseMode
from telegram.ext import ApplicationHandlerStop

from bot.handlers import sung_names
from bot.handlers.access import let_in
from bot.handlers.common import reply
from bot.handlers.groups import replies_to_bot
from bot.handlers.handler_context import HandlerContext
from bot.handlers.topics import song_from_topic
from bot.store.gift_talks import GiftStep, GiftTalk
from bot.store.models import Asker, Gift
from bot.texts import plain, t
from bot.ui.gift import GiftPress

# The longest answer to each question, in characters, checked as each is given: names and
# occasions are short, and the three raw answers in gift-topic (the name three times) stay
# within a topic the text model is given (bot/lyricist.py TOPIC_LIMIT) in every language.
ANSWER_LIMITS = {GiftStep.RECIPIENT: 60, GiftStep.OCCASION: 120, GiftStep.DETAILS: 600}
_NEXT = {GiftStep.RECIPIENT: GiftStep.OCCASION, GiftStep.OCCASION: GiftStep.DETAILS}
# A talk left this long is forgotten: the next message is not its answer.
GIFT_TALK_SEC = 3600.0


async def gift_command(update: Update, context: HandlerContext) -> None:
    await _begin(update, context)


async def gift_button(update: Update, context: HandlerContext) -> None:
    query = update.callback_query
    assert query is not None
    if GiftPress.unpack(query.data) is None:
        await query.answer(plain(context.language, "button-stale"))
        return
    await query.answer()
    await _begin(update, context)


async def _begin(update: Update, context: HandlerContext) -> None:
    """The first question, once the gift could be made here at all: a dead end after three
    answers would waste the person's time."""
    services, asker = context.services, context.asker
    if not services.settings.topics_enabled:
        await reply(update, t(asker.language, "song-disabled"))
        return
    if not await let_in(update, context, asker):
        return
    await services.store.gift_talks.begin(asker.chat_id, asker.user_id)
    talk = await _talk_of(context, asker)
    assert talk is not None
    question = t(asker.language, "gift-ask-recipient", in_group=_in_group(asker))
    await _ask(update, context, talk, question + _share_hint(update, context))


def _share_hint(update: Update, context: HandlerContext) -> str:
    """A gift is given on through inline mode (the share button under it): while that is off,
    no button is shown, and an admin who asks for a gift reads how to switch it on."""
    if context.bot.supports_inline_queries:
        return ""
    user = update.effective_user
    if context.services.is_admin(user.id if user else None):
        return "\n\n" + t(context.language, "inline-off-admin")
    return ""


async def answer(update: Update, context: HandlerContext) -> None:
    """A message that may answer the person's gift question. If it does, it is taken here and
    no other handler sees it (ApplicationHandlerStop); otherwise it goes on as usual."""
    message = update.effective_message
    if message is None or update.effective_user is None:
        return
    asker = context.asker
    if asker.chat_type != "private" and not replies_to_bot(message, message.get_bot()):
        return  # group chatter: never an answer, and no question about it is asked of the store
    if await sung_names.answer(update, context):  # how a name of the gift is sung
        raise ApplicationHandlerStop
    talk = await _talk_of(context, asker)
    if talk is None or not _answers(message, talk, asker):
        return
    text = " ".join((message.text or "").split())
    limit = ANSWER_LIMITS[talk.step]
    if not any(char.isalpha() for char in text):
        await context.services.store.gift_talks.heard(talk)
        await reply(update, t(asker.language, "gift-answer-words"))
    elif len(text) > limit:  # the talk stays, with the answers so far: only this one is asked again
        await context.services.store.gift_talks.heard(talk)
        await reply(update, t(asker.language, "gift-answer-too-long", limit=limit))
    else:
        await _take(update, context, talk, text)
    raise ApplicationHandlerStop


def _answers(message: Message, talk: GiftTalk, asker: Asker) -> bool:
    """In a private chat every message answers; in a group only a reply to the question (the
    chatter around it is not meant for the bot)."""
    if asker.chat_type == "private":
        return True
    replied = message.reply_to_message
    return replied is not None and replied.message_id == talk.question_message_id


async def _take(update: Update, context: HandlerContext, talk: GiftTalk, text: str) -> None:
    talks, lang = context.services.store.gift_talks, context.language
    if talk.step == GiftStep.RECIPIENT:
        await talks.answered(talk, GiftStep.OCCASION, recipient=text)
        await _ask_next(update, context, "gift-ask-occasion", name=text)
    elif talk.step == GiftStep.OCCASION:
        await talks.answered(talk, GiftStep.DETAILS, occasion=text)
        await _ask_next(update, context, "gift-ask-details", name=talk.recipient or "")
    else:
        # The talk ends once lyrics are being written on it, or refused (a limit, access): only
        # lyrics already being written in this chat keep it, so the last answer may be sent
        # again. This chat's next message waits for this handler (the inbox), so it cannot be
        # taken as the same answer meanwhile.
        gift = Gift(talk.recipient or "", (talk.occasion or "").rstrip(" .!"))
        if await song_from_topic(update, context, gift_topic(lang, gift, text), gift):
            await talks.end(talk.chat_id, talk.user_id)
        else:
            await talks.heard(talk)


def gift_topic(language: str, gift: Gift, details: str) -> str:
    """What the text model is asked for: the answers as typed (plain, never escaped: it is no
    message, and "Anna & Max" must reach the model as such)."""
    return plain(
        language, "gift-topic", name=gift.recipient, occasion=gift.occasion, details=details
    )


async def _ask_next(update: Update, context: HandlerContext, key: str, name: str) -> None:
    talk = await _talk_of(context, context.asker)
    if talk is not None:
        await _ask(update, context, talk, t(context.language, key, name=name))


async def _ask(update: Update, context: HandlerContext, talk: GiftTalk, text: str) -> None:
    """A question; in a group it asks for a reply (ForceReply, only of the person asked)."""
    in_group = context.asker.chat_type != "private"
    markup = ForceReply(selective=True) if in_group else None
    message = update.effective_message
    if message is None:
        return
    sent = await message.reply_text(
        text, parse_mode=ParseMode.HTML, reply_markup=markup, do_quote=True
    )
    await context.services.store.gift_talks.asked(talk, sent.message_id)


async def _talk_of(context: HandlerContext, asker: Asker) -> GiftTalk | None:
    oldest = context.services.clock() - GIFT_TALK_SEC
    return await context.services.store.gift_talks.get(asker.chat_id, asker.user_id, oldest)


def _in_group(asker: Asker) -> str:
    return "no" if asker.chat_type == "private" else "yes"
