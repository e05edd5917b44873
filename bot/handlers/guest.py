"""Guest mode: a mention of the bot in a chat it is not in (a `guest_message`), taken as a
topic, as lyrics with section tags, or (the mention alone, or words without tags, in reply to a
message holding tagged lyrics) as the lyrics it answers. What follows is
bot/pipeline/guest/answer.py."""

from __future__ import annotations

from telegram import Update

from bot.handlers.groups import without_mention
from bot.handlers.handler_context import HandlerContext
from bot.lyrics import has_section_tags
from bot.pipeline.guest.answer import GuestAsk, answer_query


async def guest_message(update: Update, context: HandlerContext) -> None:
    message, user = update.guest_message, update.effective_user
    if message is None or user is None or message.guest_query_id is None:
        return
    bot_name = context.bot.username or ""
    words = without_mention(message.text or message.caption or "", bot_name)
    replied = message.reply_to_message
    answered = (replied.text or replied.caption or "") if replied is not None else ""
    if not has_section_tags(words) and has_section_tags(answered):
        words = answered
    services = context.services
    age = services.telegram_lead.age(message.date.timestamp(), services.clock())
    asked = GuestAsk(message.guest_query_id, user.id, user.first_name, context.language, words, age)
    await answer_query(services, asked, bot_name)
