"""Groups and supergroups: what is addressed to the bot there, who may change a group's settings,
and the bot joining, leaving or moving along with its group."""

from __future__ import annotations

import logging
import re

from telegram import Bot, ChatMember, Message, MessageEntity, Update
from telegram.error import TelegramError
from telegram.ext import filters

from bot.access import may_request
from bot.handlers.common import reply
from bot.handlers.handler_context import HandlerContext
from bot.handlers.lyrics import submit_lyrics
from bot.lyrics import has_section_tags
from bot.texts import t

log = logging.getLogger(__name__)

GROUP_ADMINS = (ChatMember.OWNER, ChatMember.ADMINISTRATOR)
PRESENT = (ChatMember.OWNER, ChatMember.ADMINISTRATOR, ChatMember.MEMBER, ChatMember.RESTRICTED)


def mentions_bot(message: Message, bot: Bot) -> bool:
    """`@OurBot` typed in the text, or a mention of the bot picked from the member list."""
    own = f"@{bot.username}".lower()
    for entity, text in message.parse_entities(
        [MessageEntity.MENTION, MessageEntity.TEXT_MENTION]
    ).items():
        if text.lower() == own or (entity.user is not None and entity.user.id == bot.id):
            return True
    return False


def replies_to_bot(message: Message, bot: Bot) -> bool:
    replied = message.reply_to_message
    return bool(replied and replied.from_user and replied.from_user.id == bot.id)


class AddressedToBot(filters.MessageFilter):
    """A message that replies to the bot or mentions it: the only chatter a group shows us."""

    def filter(self, message: Message) -> bool:
        bot = message.get_bot()
        return replies_to_bot(message, bot) or mentions_bot(message, bot)


class CommandForThisBot(filters.MessageFilter):
    """`/anything@OurBot`: plainly meant for us, so an unknown one deserves an answer."""

    def filter(self, message: Message) -> bool:
        text = message.text or ""
        first = text.split(maxsplit=1)[0] if text.startswith("/") else ""
        suffix = f"@{message.get_bot().username}".lower()
        return first.lower().endswith(suffix)


def without_mention(text: str, username: str) -> str:
    return re.sub(rf"@{re.escape(username)}\b", "", text, flags=re.IGNORECASE).strip()


async def addressed_message(update: Update, context: HandlerContext) -> None:
    """A reply to the bot or a mention: tagged lyrics become a request, anything else a hint."""
    message = update.effective_message
    assert message is not None
    text = without_mention(message.text or "", context.bot.username)
    if has_section_tags(text):
        await submit_lyrics(update, context, text)
        return
    topics = "yes" if context.services.settings.topics_enabled else "no"
    hint = t(context.language, "groups-hint", bot=context.bot.username, topics=topics)
    await reply(update, hint)


async def may_change_settings(update: Update, context: HandlerContext) -> bool:
    """In a group only its admins change /style and /duration (getChatMember says who is one)."""
    chat, message, user = update.effective_chat, update.effective_message, update.effective_user
    if chat is None or chat.type == chat.PRIVATE:
        return True
    if message and message.sender_chat and message.sender_chat.id == chat.id:
        return True  # an anonymous admin writes as the group itself
    if user is None:
        return False
    try:
        member = await context.bot.get_chat_member(chat.id, user.id)
    except TelegramError as error:
        log.info("chat %s: member %s not checked: %s", chat.id, user.id, error)
        return False
    return member.status in GROUP_ADMINS


async def chat_heard(update: Update, context: HandlerContext) -> None:
    """Runs before every handler: a chat that sends anything (a message, a press, a membership
    change) hears the bot again, whatever an earlier send to it answered; a 403 to an admin who
    had not opened the bot yet must not end what they ask for later. The one exception is the
    update that says the bot was removed or blocked: bot_membership ends the chat then. A guest
    message (guest mode) is written in a chat the bot is not in: that chat is left alone."""
    services = context.services
    if (message := update.effective_message) is not None and message.date is not None:
        services.telegram_lead.seen(message.date.timestamp(), services.clock())
    chat = update.effective_chat
    if chat is None or update.guest_message is not None or _bot_left(update):
        return
    chats = context.services.store.chats
    if not (await chats.get(chat.id)).active:  # a read per update; a write only to revive
        await chats.set_active(chat.id, True)
        log.info("chat %s wrote to the bot: it hears the bot again", chat.id)
    if chat.type == chat.PRIVATE:  # songs waiting for this private chat to open go now
        woken = await context.services.store.requests.wake_deliveries_of(chat.id)
        if woken:
            log.info("chat %s opened: %s songs waiting for it go now", chat.id, woken)


def _bot_left(update: Update) -> bool:
    change = update.my_chat_member
    return change is not None and change.new_chat_member.status not in PRESENT


async def bot_membership(update: Update, context: HandlerContext) -> None:
    """The bot was added to a group (say hello and how to get access), removed from it, or
    blocked or unblocked by a user in private. A chat that no longer hears the bot has its
    requests not yet sent to the service, drafts included, ended unspent."""
    change = update.my_chat_member
    if change is None:
        return
    services, chat = context.services, change.chat
    was_in = change.old_chat_member.status in PRESENT
    is_in = change.new_chat_member.status in PRESENT
    if was_in == is_in:
        return
    if not is_in:
        await services.notifier.chat_gone(chat.id)
        log.info("chat %s: the bot was %s", chat.id, change.new_chat_member.status)
        return
    await services.store.chats.set_active(chat.id, True)
    log.info("chat %s: the bot is back", chat.id)
    if chat.type != chat.PRIVATE:
        await _welcome(update, context, chat.id)


async def _welcome(update: Update, context: HandlerContext, chat_id: int) -> None:
    services, lang = context.services, context.language
    lines = [t(lang, "groups-welcome", bot=context.bot.username)]
    if not await may_request(services.settings, services.store, None, chat_id):
        lines.append(t(lang, "groups-welcome-closed", chat_id=str(chat_id)))
    await services.notifier.send(chat_id, "\n\n".join(lines))


async def chat_migrated(update: Update, context: HandlerContext) -> None:
    """A group that became a supergroup has a new id: everything of it moves there. Telegram
    says so twice (in the old chat and in the new one); whichever comes first moves it."""
    message = update.effective_message
    if message is None:
        return
    if message.migrate_to_chat_id:
        old, new = message.chat.id, message.migrate_to_chat_id
    elif message.migrate_from_chat_id:
        old, new = message.migrate_from_chat_id, message.chat.id
    else:
        return
    await context.services.notifier.chat_migrated(old, new)
