"""The bot's profile and command menu. The description (shown in an empty chat before /start)
and the short description (on the bot's profile), in every language. Everyone sees the commands
for songs, and each of the bot's admins also sees theirs (setMyCommands per scope, in every
language by `language_code`). The menu only shows; the handlers check rights themselves."""

from __future__ import annotations

import logging

from telegram import BotCommand, BotCommandScope, BotCommandScopeChat, BotCommandScopeDefault
from telegram.error import TelegramError
from telegram.ext import CommandHandler

from bot.context import Services
from bot.pipeline.steps import BotApp
from bot.texts import DEFAULT_LANGUAGE, LANGUAGES, READ_IN, plain

log = logging.getLogger(__name__)

USER_COMMANDS = (
    "lyrics",
    "song",
    "gift",
    "style",
    "duration",
    "status",
    "mytracks",
    "cancel",
    "lang",
    "help",
    "start",
)
ADMIN_COMMANDS = (
    "quota",
    "report",
    "allow",
    "deny",
    "access",
    "limit",
    "limits",
    "pause",
    "resume",
)
MENU_ADMINS_FLAG = "menu_admins"  # who got the admin menu last time, to take it from ex-admins
# The default language's menu goes without a code: Telegram shows it to every other language.
# Those we answer in one of ours (READ_IN) get that menu too.
MENU_LANGUAGES = tuple(
    ("" if lang == DEFAULT_LANGUAGE else lang, lang) for lang in LANGUAGES
) + tuple(READ_IN.items())


def registered_commands(app: BotApp) -> set[str]:
    """Commands that have a handler, so the menu never offers one that isn't there."""
    return {
        command
        for handlers in app.handlers.values()
        for handler in handlers
        if isinstance(handler, CommandHandler)
        for command in handler.commands
    }


def menu(names: list[str], language: str) -> list[BotCommand]:
    return [BotCommand(name, plain(language, f"menu-{name}")) for name in names]


async def set_menus(app: BotApp, services: Services) -> None:
    available = registered_commands(app)
    users = [name for name in USER_COMMANDS if name in available]
    admins = users + [name for name in ADMIN_COMMANDS if name in available]
    admin_ids = sorted(services.settings.ADMIN_USER_IDS)
    for code, language in MENU_LANGUAGES:
        await _set(app, menu(users, language), BotCommandScopeDefault(), code)
        for admin in admin_ids:
            await _set(app, menu(admins, language), BotCommandScopeChat(admin), code)
    await _forget_former_admins(app, services, admin_ids)


async def set_descriptions(app: BotApp) -> None:
    """The description and short description in every language (setMyDescription,
    setMyShortDescription), so that BotFather's texts never contradict the bot's own."""
    for code, language in MENU_LANGUAGES:
        try:
            await app.bot.set_my_description(
                plain(language, "bot-description"), language_code=code or None
            )
            await app.bot.set_my_short_description(
                plain(language, "bot-short-description"), language_code=code or None
            )
        except TelegramError as error:  # a convenience, as the menu: never a reason not to start
            log.warning("bot description in %s not set: %s", language, error)


async def _set(app: BotApp, commands: list[BotCommand], scope: BotCommandScope, code: str) -> None:
    try:
        await app.bot.set_my_commands(commands, scope=scope, language_code=code or None)
    except TelegramError as error:  # a menu is a convenience: never a reason not to start
        log.warning("command menu for %s not set: %s", scope.type, error)


async def _forget_former_admins(app: BotApp, services: Services, admins: list[int]) -> None:
    flags = services.store.flags
    before = {int(part) for part in (await flags.get(MENU_ADMINS_FLAG) or "").split(",") if part}
    for former in sorted(before - set(admins)):
        for code, _ in MENU_LANGUAGES:
            try:
                await app.bot.delete_my_commands(BotCommandScopeChat(former), code or None)
            except TelegramError as error:
                log.warning("admin menu of %s not removed: %s", former, error)
    await flags.set(MENU_ADMINS_FLAG, ",".join(str(admin) for admin in admins))
