"""/lang: the language the bot speaks to a user, chosen by them over Telegram's, per user."""

from __future__ import annotations

import logging

from telegram import Update
from telegram.constants import ParseMode
from telegram.error import TelegramError

from bot.handlers.common import reply
from bot.handlers.handler_context import HandlerContext
from bot.texts import LANGUAGES, language_for, plain, t
from bot.ui import language as chooser
from bot.ui.language import AUTO

log = logging.getLogger(__name__)

# What people write after /lang, in any of our languages, for each choice.
_CHOICES = {
    "en": "en",
    "english": "en",
    "английский": "en",
    "англійська": "en",
    "ru": "ru",
    "russian": "ru",
    "русский": "ru",
    "російська": "ru",
    "uk": "uk",
    "ua": "uk",
    "ukrainian": "uk",
    "украинский": "uk",
    "українська": "uk",
    "be": "be",
    "by": "be",
    "belarusian": "be",
    "беларуская": "be",
    "белорусский": "be",
    "білоруська": "be",
    AUTO: AUTO,
    "reset": AUTO,
    "telegram": AUTO,
    "авто": AUTO,
}


async def lang_command(update: Update, context: HandlerContext) -> None:
    """`/lang` shows the choice with buttons; `/lang en|ru|uk|be|auto` makes it."""
    argument = context.argument.lower()
    lang = context.language
    if not argument:
        await reply(update, chooser.chooser_text(lang), chooser.chooser_keyboard())
    elif argument in _CHOICES or argument in LANGUAGES:  # any language's own code works
        await reply(update, await _choose(update, context, _CHOICES.get(argument, argument)))
    else:
        await reply(update, t(lang, "lang-unknown"))


async def lang_button(update: Update, context: HandlerContext) -> None:
    query = update.callback_query
    assert query is not None
    press = chooser.LangPress.unpack(query.data)
    if press is None:
        await query.answer(plain(context.language, "button-stale"))
        return
    text = await _choose(update, context, press.choice)
    await query.answer()
    try:
        await query.edit_message_text(text, parse_mode=ParseMode.HTML)
    except TelegramError as error:  # an old chooser: the answer goes below it instead
        log.info("language chooser not edited: %s", error)
        await reply(update, text)


async def _choose(update: Update, context: HandlerContext, choice: str) -> str:
    """Store the user's choice; returns the confirmation, in the language now chosen."""
    user = update.effective_user
    assert user is not None
    await context.services.store.users.set_language(user.id, None if choice == AUTO else choice)
    lang = language_for(user.language_code) if choice == AUTO else choice
    context.language = lang
    return chooser.chosen_text(lang, automatic=choice == AUTO)
