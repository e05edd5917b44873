"""The bot's admins (ADMIN_USER_IDS): /quota, /allow, /deny, /access, /pause, /resume, /limit
and /limits. Anyone else who tries one gets a refusal that shows no figure."""

from __future__ import annotations

import functools
from collections.abc import Callable, Coroutine
from dataclasses import dataclass

from telegram import Update
from telegram.error import TelegramError

from bot.access import parse_chat_ids
from bot.handlers.common import reply
from bot.handlers.handler_context import HandlerContext
from bot.pipeline import status
from bot.pipeline.intake import end_waiting_of_denied_chat, line_rules_changed
from bot.reports.today import org_report
from bot.shorten import shorten
from bot.texts import t
from bot.ui.admin import (
    access_text,
    limit_off_text,
    limit_set_text,
    limits_text,
    listed,
    listed_shares,
    lyrics_off_text,
    lyrics_set_text,
    quota_text,
    unnamed_spenders,
)
from bot.ui.shares import ShareUse

Handler = Callable[[Update, HandlerContext], Coroutine[None, None, None]]
NAME_LIMIT = 40
MAX_SHARE = 100_000  # tracks a day; far beyond any organization's limit, within SQLite's integers
LYRICS_WORD = "lyrics"  # `/limit <id> <n> lyrics`: a share of text-model calls


def admin_only(command: Handler) -> Handler:
    @functools.wraps(command)
    async def guarded(update: Update, context: HandlerContext) -> None:
        user = update.effective_user
        if not context.services.is_admin(user.id if user else None):
            await reply(update, t(context.language, "admin-only"))
            return
        await command(update, context)

    return guarded


@admin_only
async def quota_command(update: Update, context: HandlerContext) -> None:
    report = await org_report(context.services)
    names = {chat_id: await chat_name(context, chat_id) for chat_id in unnamed_spenders(report)}
    await reply(update, quota_text(context.language, report, names))


@admin_only
async def allow_command(update: Update, context: HandlerContext) -> None:
    await _set_access(update, context, allowed=True)


@admin_only
async def deny_command(update: Update, context: HandlerContext) -> None:
    await _set_access(update, context, allowed=False)


async def _set_access(update: Update, context: HandlerContext, allowed: bool) -> None:
    """`/allow <chat_id> ...`, or with no id inside a group: that group."""
    services, lang = context.services, context.language
    chat, user = update.effective_chat, update.effective_user
    argument = context.argument
    here = [chat.id] if chat is not None and chat.type != chat.PRIVATE else None
    chat_ids = parse_chat_ids(argument) if argument else here
    if not chat_ids:
        await reply(update, t(lang, "access-usage", command="allow" if allowed else "deny"))
        return
    lines = []
    takes_effect = services.settings.ACCESS == "private"
    for chat_id in chat_ids:
        await services.store.access.set(chat_id, allowed, user.id if user else None)
        key = "access-allowed" if allowed else "access-denied"
        if not allowed and chat_id in services.settings.ADMIN_USER_IDS:
            key = "access-denied-admin"
        lines.append(t(lang, key, chat_id=str(chat_id)))
        if not allowed and takes_effect:  # nothing more is spent on a chat that may not ask
            ended = await end_waiting_of_denied_chat(services, chat_id)
            lines += [t(lang, "access-denied-ended", count=ended)] if ended else []
    if not takes_effect:
        lines.append(t(lang, "access-open-note"))
    await reply(update, "\n".join(lines))


@admin_only
async def access_command(update: Update, context: HandlerContext) -> None:
    services, lang = context.services, context.language
    settings = services.settings
    entries = await services.store.access.entries()
    allowed = [e.chat_id for e in entries if e.allowed]
    denied = [e.chat_id for e in entries if not e.allowed]
    names = {chat_id: await chat_name(context, chat_id) for chat_id in listed(allowed)}
    names |= {chat_id: await chat_name(context, chat_id) for chat_id in listed(denied)}
    admins, configured = settings.ADMIN_USER_IDS, settings.ALLOWED_CHAT_IDS
    text = access_text(lang, settings.ACCESS, admins, configured, allowed, denied, names)
    await reply(update, text)


@admin_only
async def pause_command(update: Update, context: HandlerContext) -> None:
    services, lang, user = context.services, context.language, update.effective_user
    if not await services.org.pause_by_admin(user.id if user else None):
        await reply(update, t(lang, "pause-already"))
        return
    await reply(update, t(lang, "pause-done"))
    await status.refresh_waiting(services)  # people in line see why it stopped moving


@admin_only
async def resume_command(update: Update, context: HandlerContext) -> None:
    """Lifts an admin's pause only: a pause the service caused lifts when it takes a song."""
    services, lang, user = context.services, context.language, update.effective_user
    lifted = await services.org.resume_by_admin(user.id if user else None)
    service = await services.org.service_pause()
    words = "none" if not lifted else "lifted" if service else "admin"
    lines = [t(lang, "resume-done", reason=words)]
    if service:
        lines.append(t(lang, "resume-service-waits", reason=service))
    await reply(update, "\n".join(lines))
    if lifted or service:  # the line moves again, or a probe is due at once
        await line_rules_changed(services)


@dataclass(frozen=True)
class LimitOrder:
    target_id: int
    tracks: int | None  # None: off, the share is removed
    lyrics: bool = False  # a share of text-model calls (`... lyrics`), not of tracks


@dataclass(frozen=True)
class LimitComplaint:
    key: str  # limit-usage, limit-bad-id, limit-bad-number, limit-negative
    value: str = ""


def parse_limit(argument: str, here: int | None) -> LimitOrder | LimitComplaint:
    """`<id> <n>`, `<id> off`, or in a group (`here`) `<n>` / `off` alone for that group;
    with `lyrics` after them, a share of text-model calls instead of tracks."""
    parts = argument.split()
    lyrics = len(parts) > 1 and parts[-1].lower() == LYRICS_WORD
    parts = parts[:-1] if lyrics else parts
    if len(parts) == 1 and here is not None:
        target, value = str(here), parts[0]
    elif len(parts) == 2:
        target, value = parts
    else:
        return LimitComplaint("limit-usage")
    try:
        target_id = int(target)
    except ValueError:
        return LimitComplaint("limit-bad-id", target)
    if not target_id:
        return LimitComplaint("limit-bad-id", target)
    if value.lower() == "off":
        return LimitOrder(target_id, None, lyrics)
    try:
        tracks = int(value)
    except ValueError:
        return LimitComplaint("limit-bad-number", value)
    if tracks < 0:
        return LimitComplaint("limit-negative", value)
    if tracks > MAX_SHARE:
        return LimitComplaint("limit-bad-number", value)
    return LimitOrder(target_id, tracks, lyrics)


@admin_only
async def limit_command(update: Update, context: HandlerContext) -> None:
    services, lang = context.services, context.language
    chat, user = update.effective_chat, update.effective_user
    argument = context.argument
    here = chat.id if chat is not None and chat.type != chat.PRIVATE else None
    order = parse_limit(argument, here)
    if isinstance(order, LimitComplaint):
        await reply(update, t(lang, order.key, value=order.value, max=str(MAX_SHARE)))
        return
    if order.lyrics:
        await _limit_lyrics(update, context, order)
        return
    limits, default = services.store.shares, services.settings.USER_DAILY_LIMIT
    if order.tracks is None:
        removed = await limits.remove(order.target_id)
        await reply(update, limit_off_text(lang, order.target_id, removed, default))
    else:
        await limits.set(order.target_id, order.tracks, user.id if user else None)
        used = await services.org.used_today(order.target_id)
        await reply(update, limit_set_text(lang, ShareUse(order.target_id, order.tracks, used)))
    await line_rules_changed(services)


async def _limit_lyrics(update: Update, context: HandlerContext, order: LimitOrder) -> None:
    """A person's (or a chat's) own text-model calls a day, in place of USER_TEXT_DAILY_LIMIT."""
    services, lang, user = context.services, context.language, update.effective_user
    calls, default = services.store.text_calls, services.settings.USER_TEXT_DAILY_LIMIT
    if order.tracks is None:
        removed = await calls.remove_share(order.target_id)
        await reply(update, lyrics_off_text(lang, order.target_id, removed, default))
        return
    await calls.set_share(order.target_id, order.tracks, user.id if user else None)
    used = await services.text_budget.used_today(order.target_id)
    await reply(update, lyrics_set_text(lang, order.target_id, order.tracks, used))


@admin_only
async def limits_command(update: Update, context: HandlerContext) -> None:
    services, lang = context.services, context.language
    shares = await services.org.stored_shares()
    names = {s.target_id: await chat_name(context, s.target_id) for s in listed_shares(shares)}
    default = services.settings.USER_DAILY_LIMIT
    await reply(update, limits_text(lang, shares, default, names))


async def chat_name(context: HandlerContext, chat_id: int) -> str:
    """A group's title or a person's name as Telegram knows it; empty if the bot can't see it."""
    try:
        chat = await context.bot.get_chat(chat_id)
    except TelegramError:
        return ""
    return shorten(chat.effective_name or "", NAME_LIMIT)
