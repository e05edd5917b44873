"""The organization at a glance for /quota: today's tracks and slots, the queue, the money spent
today and this month, whether submissions are paused (an admin's pause and the service's, each
shown), who spends the most, the text-model calls today with who asked for the most, and the
daily shares (/limit) with their use today."""

from __future__ import annotations

from bot.accounting.days import day_start, month_start
from bot.accounting.quota import org_capacity
from bot.context import Services
from bot.reports import TOP_SIZE
from bot.store import State
from bot.ui.admin import LyricsToday, OrgReport


async def org_report(services: Services) -> OrgReport:
    settings, store = services.settings, services.store
    now, zone = services.clock(), settings.quota_zone
    today, month = day_start(now, zone), month_start(now, zone)
    capacity = await org_capacity(settings, store, now)
    return OrgReport(
        tracks_today=capacity.used_today,
        daily_limit=settings.ORG_DAILY_LIMIT,
        active=capacity.active,
        concurrent_limit=settings.ORG_CONCURRENT_LIMIT,
        waiting=await store.requests.count_in_states([State.WAITING]),
        spent_today=await store.stats.spent_since(today),
        spent_month=await store.stats.spent_since(month),
        # an admin's pause and the service's, each shown; else the gate (token, telegram, disk)
        paused=await services.org.pauses() or _gate(services),
        incidents=await store.incidents.open_ones(),
        top_chats=await store.stats.top_chats(month, TOP_SIZE),
        top_users=await store.stats.top_users(month, TOP_SIZE),
        shares=await services.org.stored_shares(),
        default_share=settings.USER_DAILY_LIMIT,
        lyrics=await _lyrics_today(services, today) if settings.topics_enabled else None,
    )


async def _lyrics_today(services: Services, today: float) -> LyricsToday:
    settings, calls = services.settings, services.store.text_calls
    return LyricsToday(
        calls=await calls.count_since(today),
        org_limit=settings.ORG_TEXT_DAILY_LIMIT,
        own_limit=settings.USER_TEXT_DAILY_LIMIT,
        top=await calls.top_since(today, TOP_SIZE),
    )


def _gate(services: Services) -> list[str]:
    holdup = services.gate.holdup(services.settings.DEFAULT_DURATION_SEC)
    return [holdup.value] if holdup else []
