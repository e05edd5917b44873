"""/style and /duration: the chat's choices for the songs made in it."""

from __future__ import annotations

from telegram import Update

from bot.handlers.common import reply
from bot.handlers.groups import may_change_settings
from bot.handlers.handler_context import HandlerContext
from bot.limits import LONGEST_TRACK_SEC, SHORTEST_TRACK_SEC, STYLE_LIMIT
from bot.shorten import shorten
from bot.texts import t
from bot.ui.styles import chat_keyboard, chat_style_text

RESET_WORDS = {"reset", "clear", "none", "сброс", "сбросить"}


async def style_command(update: Update, context: HandlerContext) -> None:
    services, lang = context.services, context.language
    chat_id = update.effective_chat.id if update.effective_chat else 0
    argument = context.argument
    if not argument:  # the style now, and the presets to choose one (bot/handlers/styles.py)
        current = (await services.store.chats.get(chat_id)).style
        await reply(update, chat_style_text(lang, current), chat_keyboard(lang, current))
    elif not await may_change_settings(update, context):
        await reply(update, t(lang, "groups-settings-refused"))
    elif argument.lower() in RESET_WORDS:
        await services.store.chats.set_style(chat_id, None)
        await reply(update, t(lang, "style-reset"))
    elif len(argument) > STYLE_LIMIT:
        await reply(update, t(lang, "style-too-long", limit=STYLE_LIMIT, length=len(argument)))
    else:
        await services.store.chats.set_style(chat_id, argument)
        await reply(update, t(lang, "style-set", style=shorten(argument, STYLE_LIMIT)))


async def duration_command(update: Update, context: HandlerContext) -> None:
    services, lang = context.services, context.language
    chat_id = update.effective_chat.id if update.effective_chat else 0
    argument = context.argument
    if not argument:
        chosen = (await services.store.chats.get(chat_id)).duration_sec
        current = chosen or services.settings.DEFAULT_DURATION_SEC
        await reply(update, t(lang, "duration-current", seconds=current))
        return
    if not await may_change_settings(update, context):
        await reply(update, t(lang, "groups-settings-refused"))
        return
    seconds = parse_duration(argument)
    if seconds is None:
        bounds = {"low": SHORTEST_TRACK_SEC, "high": LONGEST_TRACK_SEC}
        await reply(update, t(lang, "duration-invalid", **bounds))
        return
    await services.store.chats.set_duration(chat_id, seconds)
    await reply(update, t(lang, "duration-set", seconds=seconds))


def parse_duration(text: str) -> int | None:
    """Whole seconds within the service's bounds (10..300), written as '90', '90s' or '1:30'."""
    cleaned = text.strip().lower().removesuffix("s").removesuffix("sec").strip()
    try:
        if ":" in cleaned:
            minutes, seconds = cleaned.split(":", 1)
            value = int(minutes) * 60 + int(seconds)
        else:
            value = int(cleaned)
    except ValueError:
        return None
    return value if SHORTEST_TRACK_SEC <= value <= LONGEST_TRACK_SEC else None
