"""The door before anything that spends: a refused person hears once, politely, who they are
and how to ask for access, and no service is called."""

from __future__ import annotations

from telegram import CallbackQuery, Message, Update

from bot.access import may_request
from bot.context import Services
from bot.handlers.common import reply
from bot.handlers.handler_context import HandlerContext
from bot.pipeline.drafts.actions import may_act_on
from bot.pipeline.drafts.preview import Outcome, PreviewRef, show
from bot.store import Asker
from bot.texts import plain, t
from bot.ui.preview import Footer, Keyboard, footer_text, keyboard_shown


async def let_in(update: Update, context: HandlerContext, asker: Asker) -> bool:
    """True if the asker may request songs in this chat; otherwise tells them why not."""
    services = context.services
    if await may_request(services.settings, services.store, asker.user_id, asker.chat_id):
        return True
    key = "access-refused" if asker.chat_type == "private" else "access-refused-group"
    # Ids go in as text: a number would be printed with group separators (123,456,789).
    ids = {"user_id": str(asker.user_id), "chat_id": str(asker.chat_id)}
    await reply(update, t(asker.language, key, **ids))
    return False


async def let_press(services: Services, query: CallbackQuery, chat_id: int, lang: str) -> bool:
    """A button that would spend a track (a draft's first one, "try again") checks access at
    the press: the chat may have been denied since the button was shown. Refused: the presser
    is told why in the answer and nothing is spent."""
    user_id = query.from_user.id
    if await may_request(services.settings, services.store, user_id, chat_id):
        return True
    await query.answer(plain(lang, "access-press-refused"), show_alert=True)
    return False


async def refuse_draft(services: Services, query: CallbackQuery, ref: PreviewRef) -> Outcome:
    """The draft stays as it is (a press after access is given again still works); its
    preview says why nothing happened. Other people's and old previews answer as usual;
    `ref.user_id`: whom the press acts as (bot/handlers/common.py acting_for)."""
    message = query.message
    outcome = await may_act_on(services, ref)
    request = await services.store.requests.get(ref.request_id)
    if outcome == Outcome.DONE and request is not None:
        footer = footer_text(request.language, Footer.DENIED)
        # An inline message (guest mode) comes with no message: its preview's own buttons.
        keyboard = keyboard_shown(message) if isinstance(message, Message) else Keyboard.PREVIEW
        await show(services, request, keyboard, footer)
    return outcome
