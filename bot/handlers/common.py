"""What every handler needs: the asker's language and identity, and a safe HTML reply."""

from __future__ import annotations

from telegram import CallbackQuery, InlineKeyboardMarkup, Message, Update
from telegram.constants import ParseMode

from bot.context import BotContext
from bot.pipeline.intake import Asker
from bot.store import Request, State
from bot.texts import plain
from bot.ui.buttons import Callback


async def remember_user(update: Update, context: BotContext) -> None:
    """Runs before every handler: records the user and loads the language they read."""
    user = update.effective_user
    if user is None or user.is_bot or context.user_data is None:
        return
    language = await context.services.store.users.remember(
        user.id, user.first_name, user.language_code
    )
    context.language = language


async def delivered_here(
    update: Update, context: BotContext, kind: Callback, needs_file_id: bool = False
) -> Request | None:
    """The song a button under it names, if it was delivered in the chat of the press (anyone
    there may have it again: it is already there); `needs_file_id`: only a song Telegram holds
    a file id for. Otherwise the press is answered as stale and None comes back."""
    query = update.callback_query
    assert query is not None
    request_id = kind.decode_id(query.data)
    request = await context.services.store.requests.get(request_id) if request_id else None
    chat = query.message.chat.id if query.message else None
    if (
        request is None
        or request.state != State.DELIVERED
        or request.chat_id != chat
        or (needs_file_id and not request.audio_file_id)
    ):
        await query.answer(plain(context.language, "button-stale"))
        return None
    return request


def asker_of(update: Update, context: BotContext) -> Asker:
    """Who asks: the person, or the chat a message was sent on behalf of (`sender_chat`: a
    channel, or a group's anonymous admin), whose `from` is only Telegram's placeholder."""
    message, user, chat = update.effective_message, update.effective_user, update.effective_chat
    assert message is not None and user is not None and chat is not None
    return Asker(
        chat_id=chat.id,
        chat_type=chat.type,
        user_id=asker_id(update),
        user_name=_asker_name(update),
        language=context.language,
        message_id=message.message_id,
    )


def asker_id(update: Update) -> int:
    """The id a message's requests, shares and buttons belong to: its `sender_chat`'s (a
    negative chat id) if it has one, else its sender's."""
    message, user = update.effective_message, update.effective_user
    if message is not None and message.sender_chat is not None:
        return message.sender_chat.id
    assert user is not None
    return user.id


def _asker_name(update: Update) -> str:
    message, user = update.effective_message, update.effective_user
    if message is not None and message.sender_chat is not None:
        return message.sender_chat.effective_name or ""
    return user.full_name if user else ""


async def acting_for(context: BotContext, query: CallbackQuery, owner_id: int, chat_id: int) -> int:
    """Whom a press acts as, on something asked by `owner_id` in `chat_id`. A press always
    comes from a real person, even when the request came from a chat (Telegram does not say
    who sent an anonymous message): such a request may be pressed by the administrators of
    the chat it was asked in, and by nobody else. Anyone else acts as themselves."""
    presser = query.from_user.id
    if owner_id >= 0 or owner_id == presser:
        return presser
    admins = context.services.chat_admins
    return owner_id if await admins.is_admin(chat_id, presser) else presser


async def acting_on(context: BotContext, query: CallbackQuery, request_id: int) -> int:
    """`acting_for` on the request a button names (the presser, if there is no such request)."""
    request = await context.services.store.requests.get(request_id)
    if request is None:
        return query.from_user.id
    return await acting_for(context, query, request.user_id, request.chat_id)


async def reply(
    update: Update, text: str, markup: InlineKeyboardMarkup | None = None
) -> Message | None:
    """Answer the message that came in, as a reply to it; `text` is HTML already escaped."""
    message = update.effective_message
    if message is None:
        return None
    return await message.reply_text(
        text,
        parse_mode=ParseMode.HTML,
        reply_markup=markup,
        do_quote=True,
        disable_web_page_preview=True,
    )


def command_argument(text: str | None) -> str:
    """Everything after '/cmd' or '/cmd@Bot', on its line and the lines below."""
    if not text:
        return ""
    parts = text.split(maxsplit=1)
    return parts[1].strip() if len(parts) > 1 else ""


def argument_or_replied(message: Message) -> str:
    """The command's argument, or else the text of the message the command replies to."""
    text = command_argument(message.text)
    if not text and message.reply_to_message:
        text = message.reply_to_message.text or message.reply_to_message.caption or ""
    return text
