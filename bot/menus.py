"""The bot's profile and command menu. The description (shown in an empty chat before /start)
and the short description (on the bot's profile), in every language. Everyone sees the commands
for songs, and each of the bot's admins also sees theirs (setMyCommands per scope, in every
language by `language_code`). The menu only shows; the handlers check rights themselves.

Twenty languages times every scope would spend a good part of a minute's Telegram budget at
each start, and parse every language's texts: a language's menus are set only when what they
are made of (its menus.ftl, the commands, the admins) changed since they were last set."""

from __future__ import annotations

import logging

from telegram import BotCommand, BotCommandScope, BotCommandScopeChat, BotCommandScopeDefault
from telegram.error import TelegramError
from telegram.ext import CommandHandler

from bot.context import Services
from bot.pipeline.steps import BotApp
from bot.texts import DEFAULT_LANGUAGE, LANGUAGES, READ_IN, file_digest, texts_of_file

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
MENU_SET_FLAG = "menus_set:{language}"  # what a language's menus were last set from
MENU_FILE = "menus.ftl"  # every text of the menus and the profile, in each language
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


def menu(names: list[str], texts: dict[str, str]) -> list[BotCommand]:
    return [BotCommand(name, texts[f"menu-{name}"]) for name in names]


async def set_menus(app: BotApp, services: Services) -> None:
    """The command menus and the profile's descriptions of every language whose menus changed
    since they were last set; ex-admins lose theirs."""
    users, admins = _commands(app)
    admin_ids = sorted(services.settings.ADMIN_USER_IDS)
    flags = services.store.flags
    for code, language in MENU_LANGUAGES:
        flag, made_of = _flag_of(code), _made_of(language, admins, admin_ids)
        if await flags.get(flag) == made_of:
            continue
        texts = texts_of_file(language, MENU_FILE)  # this file alone, let go once set
        done = await _set(app, menu(users, texts), BotCommandScopeDefault(), code)
        for admin in admin_ids:
            done &= await _set(app, menu(admins, texts), BotCommandScopeChat(admin), code)
        done &= await _set_descriptions(app, texts, code)
        if done:  # else tried again at the next start
            await flags.set(flag, made_of)
    await _forget_former_admins(app, services, admin_ids)


def menus_made_of(app: BotApp, admin_ids: list[int]) -> dict[str, str]:
    """What each language's menus are made of now, by the flag that keeps what they were last
    set from (as set_menus writes it): a language whose flag holds the same is not set again."""
    _, admins = _commands(app)
    return {
        _flag_of(code): _made_of(language, admins, admin_ids) for code, language in MENU_LANGUAGES
    }


def _commands(app: BotApp) -> tuple[list[str], list[str]]:
    """Everyone's commands, and the admins' (everyone's and theirs), each with a handler."""
    available = registered_commands(app)
    users = [name for name in USER_COMMANDS if name in available]
    return users, users + [name for name in ADMIN_COMMANDS if name in available]


def _flag_of(code: str) -> str:
    return MENU_SET_FLAG.format(language=code or DEFAULT_LANGUAGE)


def _made_of(language: str, commands: list[str], admin_ids: list[int]) -> str:
    """What a language's menus and descriptions are made of, in a few characters."""
    return f"{file_digest(language, MENU_FILE)}:{','.join(commands)}:{admin_ids}"


async def _set_descriptions(app: BotApp, texts: dict[str, str], code: str) -> bool:
    """The description and short description (setMyDescription, setMyShortDescription), so
    that BotFather's texts never contradict the bot's own."""
    try:
        await app.bot.set_my_description(texts["bot-description"], language_code=code or None)
        await app.bot.set_my_short_description(
            texts["bot-short-description"], language_code=code or None
        )
    except TelegramError as error:  # a convenience, as the menu: never a reason not to start
        log.warning("bot description in %s not set: %s", code or DEFAULT_LANGUAGE, error)
        return False
    return True


async def _set(app: BotApp, commands: list[BotCommand], scope: BotCommandScope, code: str) -> bool:
    try:
        await app.bot.set_my_commands(commands, scope=scope, language_code=code or None)
    except TelegramError as error:  # a menu is a convenience: never a reason not to start
        log.warning("command menu for %s not set: %s", scope.type, error)
        return False
    return True


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
