"""Style presets pressed: under /style they set the chat's style (its admins only, in a group,
like `/style <words>`); under a song's preview they set that draft's style only."""

from __future__ import annotations

import logging

from telegram import CallbackQuery, Update
from telegram.constants import ParseMode
from telegram.error import TelegramError

from bot.handlers.common import acting_on, preview_ref
from bot.handlers.groups import may_change_settings
from bot.handlers.handler_context import HandlerContext
from bot.pipeline.drafts.actions import set_draft_style
from bot.pipeline.drafts.preview import Outcome
from bot.texts import plain
from bot.ui import styles
from bot.ui.preview import Keyboard
from bot.ui.styles import Part, StylePress

log = logging.getLogger(__name__)

# What a press on a preview is answered with when it could not change the draft.
_DRAFT_ANSWERS = {
    Outcome.STALE: "button-stale",
    Outcome.NOT_YOURS: "button-not-yours",
    Outcome.BUSY: "draft-answer-busy",
    Outcome.EXPIRED: "draft-answer-expired",
}


async def style_button(update: Update, context: HandlerContext) -> None:
    """Every `style:` button; old or garbled ones get a polite answer, never an error."""
    query = update.callback_query
    assert query is not None
    lang = context.language
    press = StylePress.unpack(query.data)
    if press is None or (query.message is None and press.draft_id is None):
        await query.answer(plain(lang, "button-stale"))
    elif press.draft_id is None:
        await _restyle_chat(update, context, query, press, lang)
    else:
        await _restyle_draft(context, query, press, lang)


async def _restyle_chat(
    update: Update, context: HandlerContext, query: CallbackQuery, press: StylePress, lang: str
) -> None:
    if not await may_change_settings(update, context):
        await query.answer(plain(lang, "groups-settings-refused"), show_alert=True)
        return
    assert query.message is not None
    chats, chat_id = context.services.store.chats, query.message.chat.id
    style = styles.combine((await chats.get(chat_id)).style, press)
    await chats.set_style(chat_id, style)
    await query.answer(plain(lang, _answer_key(press)))
    try:
        await query.edit_message_text(
            styles.chat_style_text(lang, style),
            parse_mode=ParseMode.HTML,
            reply_markup=styles.chat_keyboard(lang, style),
        )
    except TelegramError as error:  # unchanged (the same preset twice) or too old to edit
        log.info("chat %s: /style message not edited: %s", chat_id, error)


async def _restyle_draft(
    context: HandlerContext, query: CallbackQuery, press: StylePress, lang: str
) -> None:
    assert press.draft_id is not None
    acting = await acting_on(context, query, press.draft_id)
    ref = await preview_ref(context, query, press.draft_id, acting)
    if ref is None:
        await query.answer(plain(lang, "button-stale"))
        return
    keyboard = Keyboard.PREVIEW if press.part == Part.BACK else Keyboard.STYLES
    outcome = await set_draft_style(
        context.services, ref, lambda style: styles.combine(style, press), keyboard
    )
    if outcome != Outcome.DONE:
        await query.answer(plain(lang, _DRAFT_ANSWERS[outcome]))
    elif press.part in (Part.OPEN, Part.BACK):
        await query.answer()
    else:
        await query.answer(plain(lang, _answer_key(press)))


def _answer_key(press: StylePress) -> str:
    return "style-answer-reset" if press.part == Part.RESET else "style-answer-set"
