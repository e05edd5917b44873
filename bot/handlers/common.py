"""What every handler needs: the asker's language and identity, and a safe HTML reply."""

from __future__ import annotations

from telegram import InlineKeyboardMarkup, Message, Update
from telegram.constants import ParseMode

from bot.context import BotContext
from bot.pipeline.intake import Asker
from bot.pipeline.steps import pipeline_of
from bot.store import Request, State
from bot.texts import language_for, plain
from bot.ui.buttons import Callback

LANGUAGE_KEY = "language"


async def submit_soon(context: BotContext) -> None:
    """A request just joined the line: let the scheduler look now rather than at its next tick."""
    await pipeline_of(context.bot_data).scheduler.tick()


def language_of(update: Update, context: BotContext) -> str:
    """The user's language, as `remember_user` found it for this update."""
    chosen = context.user_data.get(LANGUAGE_KEY) if context.user_data is not None else None
    if chosen:
        return chosen
    user = update.effective_user
    return language_for(user.language_code if user else None)


async def remember_user(update: Update, context: BotContext) -> None:
    """Runs before every handler: records the user and loads the language they read."""
    user = update.effective_user
    if user is None or user.is_bot or context.user_data is None:
        return
    language = await context.services.store.users.remember(
        user.id, user.first_name, user.language_code
    )
    context.user_data[LANGUAGE_KEY] = language


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
        await query.answer(plain(language_of(update, context), "button-stale"))
        return None
    return request


def asker_of(update: Update, context: BotContext) -> Asker:
    message, user, chat = update.effective_message, update.effective_user, update.effective_chat
    assert message is not None and user is not None and chat is not None
    return Asker(
        chat_id=chat.id,
        chat_type=chat.type,
        user_id=user.id,
        user_name=user.full_name,
        language=language_of(update, context),
        message_id=message.message_id,
    )


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
