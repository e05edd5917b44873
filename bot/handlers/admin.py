"""The bot's admins (ADMIN_USER_IDS): /quota, /allow, /deny, /access, /pause and /resume.
Anyone else who tries one gets a refusal that shows no figure."""

from __future__ import annotations

import functools
from collections.abc import Awaitable, Callable

from telegram import Update
from telegram.error import TelegramError

from bot.access import parse_chat_ids
from bot.context import BotContext
from bot.handlers.common import command_argument, language_of, reply, submit_soon
from bot.pipeline import messages
from bot.pipeline.intake import end_waiting_of_denied_chat
from bot.pipeline.report import OrgReport, org_report
from bot.store.stats import Spender
from bot.texts import t

Handler = Callable[[Update, BotContext], Awaitable[None]]
# /access names this many per list and counts the rest, to stay within one message
LISTED_AT_MOST = 20
NAME_LIMIT = 40


def admin_only(command: Handler) -> Handler:
    @functools.wraps(command)
    async def guarded(update: Update, context: BotContext) -> None:
        user = update.effective_user
        if not context.services.is_admin(user.id if user else None):
            await reply(update, t(language_of(update, context), "admin-only"))
            return
        await command(update, context)

    return guarded


@admin_only
async def quota_command(update: Update, context: BotContext) -> None:
    report = await org_report(context.services)
    await reply(update, await quota_text(context, language_of(update, context), report))


async def quota_text(context: BotContext, lang: str, report: OrgReport) -> str:
    lines = [
        t(lang, "quota-header"),
        t(
            lang,
            "quota-tracks",
            used=report.tracks_today,
            limit=report.daily_limit,
            left=max(0, report.daily_limit - report.tracks_today),
        ),
        t(lang, "quota-active", active=report.active, limit=report.concurrent_limit),
        t(lang, "quota-waiting", waiting=report.waiting),
        t(lang, "quota-spent", today=_money(report.spent_today), month=_money(report.spent_month)),
        t(lang, "quota-submissions", reason=report.paused or "none"),
    ]
    if "jobs" in report.incidents:
        lines.append(t(lang, "quota-jobs-failing"))
    for title, spenders in (
        ("quota-top-chats", report.top_chats),
        ("quota-top-users", report.top_users),
    ):
        lines += ["", t(lang, title)]
        lines += [await _top_line(context, lang, rank, s) for rank, s in enumerate(spenders, 1)]
        if not spenders:
            lines.append(t(lang, "quota-top-none"))
    return "\n".join(lines)


async def _top_line(context: BotContext, lang: str, rank: int, spender: Spender) -> str:
    name = spender.name if spender.private else await chat_name(context, spender.id)
    return t(
        lang,
        "quota-top-line",
        rank=rank,
        name=name or "?",
        id=str(spender.id),
        tracks=spender.tracks,
        byn=_money(spender.byn),
    )


@admin_only
async def allow_command(update: Update, context: BotContext) -> None:
    await _set_access(update, context, allowed=True)


@admin_only
async def deny_command(update: Update, context: BotContext) -> None:
    await _set_access(update, context, allowed=False)


async def _set_access(update: Update, context: BotContext, allowed: bool) -> None:
    """`/allow <chat_id> ...`, or with no id inside a group: that group."""
    services, lang = context.services, language_of(update, context)
    chat, user = update.effective_chat, update.effective_user
    argument = command_argument(update.effective_message.text if update.effective_message else "")
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
async def access_command(update: Update, context: BotContext) -> None:
    services, lang = context.services, language_of(update, context)
    settings = services.settings
    entries = await services.store.access.entries()
    allowed = [e.chat_id for e in entries if e.allowed]
    denied = [e.chat_id for e in entries if not e.allowed]
    lines = [
        t(lang, "access-header", mode=settings.ACCESS),
        t(lang, "access-admins", ids=_ids(settings.ADMIN_USER_IDS)),
        t(lang, "access-configured", ids=_ids(settings.ALLOWED_CHAT_IDS)),
        t(lang, "access-list-allowed"),
        *[await _entry_line(context, lang, chat_id) for chat_id in allowed[:LISTED_AT_MOST]],
        t(lang, "access-list-denied"),
        *[await _entry_line(context, lang, chat_id) for chat_id in denied[:LISTED_AT_MOST]],
    ]
    hidden = max(0, len(allowed) - LISTED_AT_MOST) + max(0, len(denied) - LISTED_AT_MOST)
    if hidden:
        lines.append(t(lang, "access-more", count=hidden))
    await reply(update, "\n".join(lines))


async def _entry_line(context: BotContext, lang: str, chat_id: int) -> str:
    name = await chat_name(context, chat_id)
    return t(
        lang, "access-entry", chat_id=str(chat_id), name=name, has_name="yes" if name else "no"
    )


@admin_only
async def pause_command(update: Update, context: BotContext) -> None:
    services, lang = context.services, language_of(update, context)
    if await services.org.paused() == "admin":
        await reply(update, t(lang, "pause-already"))
        return
    await services.org.pause_by_admin()
    await reply(update, t(lang, "pause-done"))
    await messages.refresh_waiting(services)  # people in line see why it stopped moving


@admin_only
async def resume_command(update: Update, context: BotContext) -> None:
    services, lang = context.services, language_of(update, context)
    lifted = await services.org.resume()
    await reply(update, t(lang, "resume-done", reason=lifted or "none"))
    if lifted:
        await submit_soon(context)
        await messages.refresh_waiting(services)


async def chat_name(context: BotContext, chat_id: int) -> str:
    """A group's title or a person's name as Telegram knows it; empty if the bot can't see it."""
    try:
        chat = await context.bot.get_chat(chat_id)
    except TelegramError:
        return ""
    name = chat.effective_name or ""
    return name if len(name) <= NAME_LIMIT else name[: NAME_LIMIT - 1] + "…"


def _money(byn: float) -> str:
    return f"{byn:.2f}"


def _ids(ids: frozenset[int]) -> str:
    return ", ".join(str(i) for i in sorted(ids)) or "—"
