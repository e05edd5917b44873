"""/lang: the language the bot speaks to a user, chosen by them over Telegram's, per user."""

from __future__ import annotations

import logging

from telegram import Update
from telegram.constants import ParseMode
from telegram.error import TelegramError

from bot.handlers.common import reply
from bot.handlers.handler_context import HandlerContext
from bot.texts import LANGUAGES, english_name, language_for, own_name, plain, t
from bot.ui import language as chooser
from bot.ui.language import AUTO

log = logging.getLogger(__name__)

# What people write after /lang besides a language's code or its name (in itself or in
# English, bot/texts): the codes Telegram uses for the same languages, and a few names.
_ALIASES = {
    "ua": "uk",
    "by": "be",
    "pt-br": "pt",
    "br": "pt",
    "zh-hans": "zh",
    "zh-hant": "zh",
    "zh-cn": "zh",
    "zh-tw": "zh",
    "cn": "zh",
    "jp": "ja",
    "kr": "ko",
    "английский": "en",
    "англійська": "en",
    "русский": "ru",
    "російська": "ru",
    "украинский": "uk",
    "белорусский": "be",
    "білоруська": "be",
    "reset": AUTO,
    "telegram": AUTO,
    "авто": AUTO,
}


def choice_of(argument: str) -> str | None:
    """The language (or AUTO) that the words after /lang name, or None."""
    words = argument.strip().lower()
    if words in LANGUAGES or words == AUTO:
        return words
    if words in _ALIASES:
        return _ALIASES[words]
    for language in LANGUAGES:
        if words in (own_name(language).lower(), english_name(language).lower()):
            return language
    return None


async def lang_command(update: Update, context: HandlerContext) -> None:
    """`/lang` shows the choice with buttons; `/lang es`, `/lang Español` or `/lang auto`
    makes it."""
    lang = context.language
    choice = choice_of(context.argument)
    if not context.argument:
        await reply(update, chooser.chooser_text(lang), chooser.chooser_keyboard())
    elif choice is not None:
        await reply(update, await _choose(update, context, choice))
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
