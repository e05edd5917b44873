"""What many handlers need: the user remembered before each update, the song a button names,
whom a press acts as, a safe HTML reply (the language, who asks and a command's argument
are properties of the context: bot/handlers/handler_context.py)."""

from __future__ import annotations

from telegram import CallbackQuery, InlineKeyboardMarkup, Message, Update
from telegram.constants import ParseMode

from bot.handlers.handler_context import HandlerContext
from bot.pipeline.drafts.preview import PreviewRef
from bot.store import Request, State
from bot.texts import plain
from bot.ui.buttons import RequestPress


async def remember_user(update: Update, context: HandlerContext) -> None:
    """Runs before every handler: records the user and loads the language they read."""
    user = update.effective_user
    if user is None or user.is_bot:
        return
    language = await context.services.store.users.remember(
        user.id, user.first_name, user.language_code
    )
    context.language = language
    chat = update.effective_chat
    if chat is not None and chat.id == user.id and update.guest_message is None:
        await context.services.store.guests.opened_private(user.id)  # files may go there


async def delivered_here(
    update: Update, context: HandlerContext, kind: type[RequestPress], needs_file_id: bool = False
) -> Request | None:
    """The song a button under it names, if it was delivered in the chat of the press (anyone
    there may have it again: it is already there); `needs_file_id`: only a song Telegram holds
    a file id for. Otherwise the press is answered as stale and None comes back."""
    query = update.callback_query
    assert query is not None
    press = kind.unpack(query.data)
    return await song_here(update, context, press.request_id if press else None, needs_file_id)


async def song_here(
    update: Update, context: HandlerContext, request_id: int | None, needs_file_id: bool = False
) -> Request | None:
    """`delivered_here` for a button whose data names the song among other things."""
    query = update.callback_query
    assert query is not None
    request = await context.services.store.requests.get(request_id) if request_id else None
    chat = query.message.chat.id if query.message else None
    if request is not None and _in_its_inline_message(query, request):
        chat = request.chat_id  # guest mode: pressed under the song in its inline message
    if (
        request is None
        or request.state != State.DELIVERED
        or chat not in (request.chat_id, request.home_chat_id)
        or (needs_file_id and not request.audio_file_id)
    ):
        await query.answer(plain(context.language, "button-stale"))
        return None
    return request


async def acting_for(
    context: HandlerContext, query: CallbackQuery, owner_id: int, chat_id: int
) -> int:
    """Whom a press acts as, on something asked by `owner_id` in `chat_id`. A press always
    comes from a real person, even when the request came from a chat (Telegram does not say
    who sent an anonymous message): such a request may be pressed by the administrators of
    the chat it was asked in, and by nobody else. Anyone else acts as themselves."""
    presser = query.from_user.id
    if owner_id >= 0 or owner_id == presser:
        return presser
    admins = context.services.chat_admins
    return owner_id if await admins.is_admin(chat_id, presser) else presser


async def acting_on(context: HandlerContext, query: CallbackQuery, request_id: int) -> int:
    """`acting_for` on the request a button names (the presser, if there is no such request)."""
    request = await context.services.store.requests.get(request_id)
    if request is None:
        return query.from_user.id
    return await acting_for(context, query, request.user_id, request.chat_id)


def _in_its_inline_message(query: CallbackQuery, request: Request) -> bool:
    """A press on the inline message (guest mode) that shows this very request."""
    inline_id = query.inline_message_id
    return inline_id is not None and inline_id == request.inline_message_id


async def preview_ref(
    context: HandlerContext, query: CallbackQuery, request_id: int, acting: int
) -> PreviewRef | None:
    """The draft a press names, on the message it was pressed on: a message in a chat, or
    (guest mode) an inline message, which comes with no message and no chat: the draft's own
    chat (its asker's private chat) stands for it. None for a press that names neither."""
    if query.message is not None:
        return PreviewRef(request_id, acting, query.message.chat.id, query.message.message_id)
    if query.inline_message_id is None:
        return None
    request = await context.services.store.requests.get(request_id)
    chat_id = request.chat_id if request is not None else 0
    return PreviewRef(request_id, acting, chat_id, 0, query.inline_message_id)


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
