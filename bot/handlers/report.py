"""/report: the admins' last 30 days as a chart (tracks and money per day against the daily
limit, and the top users), beside /quota's figures for today, and under it the styles the
month's songs were made in with how they were liked. Others get /quota's refusal."""

from __future__ import annotations

import asyncio
from datetime import datetime
from zoneinfo import ZoneInfo

from telegram import Update
from telegram.constants import ChatAction, ParseMode

from bot.handlers.admin import admin_only
from bot.handlers.common import reply
from bot.handlers.handler_context import HandlerContext
from bot.reports.chart import MonthChart, TopUser, draw_month
from bot.reports.month import DAYS, Month, month_figures
from bot.telegram.replies import chat_action
from bot.texts import plain, t
from bot.ui.votes import styles_report_text

NAME_LIMIT = 40


@admin_only
async def report_command(update: Update, context: HandlerContext) -> None:
    lang, message = context.language, update.effective_message
    month = await month_figures(context.services)
    if month.empty or message is None:
        await reply(update, t(lang, "report-empty", days=DAYS))
        return
    chart = month_chart(month, lang, context.services.settings.quota_zone)
    caption = t(lang, "report-caption", days=DAYS, tracks=month.tracks, byn=f"{month.byn:.2f}")
    # Drawing takes a second or two (the first time, matplotlib's import too): the admin sees
    # "sending a photo" meanwhile, and the event loop goes on serving everyone else.
    after = context.services.tuning.telegram.chat_action_after_sec
    async with chat_action(context.bot, message.chat_id, ChatAction.UPLOAD_PHOTO, after=after):
        png = await asyncio.to_thread(draw_month, chart)
        await message.reply_photo(
            png, caption=caption, parse_mode=ParseMode.HTML, filename="report.png", do_quote=True
        )
    if month.styles:
        await reply(update, styles_report_text(lang, DAYS, month.styles))


def month_chart(month: Month, lang: str, zone: ZoneInfo) -> MonthChart:
    """The chart's words in the admin's language; drawn as plain text (nothing escaped)."""
    return MonthChart(
        title=plain(lang, "report-title", days=DAYS),
        day_labels=[_day(day.start, zone) for day in month.days],
        tracks=[day.tracks for day in month.days],
        lyrics=month.lyrics,
        tracks_label=plain(lang, "report-tracks-bars"),
        lyrics_label=plain(lang, "report-lyrics-bars"),
        money=[day.byn for day in month.days],
        daily_limit=month.daily_limit,
        tracks_axis=plain(lang, "report-tracks-axis"),
        limit_label=plain(lang, "report-limit", limit=month.daily_limit),
        money_axis=plain(lang, "report-money-axis"),
        top_title=plain(lang, "report-top-title", days=DAYS),
        top=[
            TopUser(
                plain(
                    lang,
                    "report-top-line",
                    name=_short(user.name) or "?",
                    id=str(user.id),
                    tracks=user.tracks,
                    byn=f"{user.byn:.2f}",
                ),
                user.tracks,
            )
            for user in month.top_users
        ],
    )


def _day(start: float, zone: ZoneInfo) -> str:
    return datetime.fromtimestamp(start, zone).strftime("%d.%m")


def _short(name: str) -> str:
    return name if len(name) <= NAME_LIMIT else name[: NAME_LIMIT - 1] + "…"
