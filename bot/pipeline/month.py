"""The figures behind /report: the last 30 quota days (in QUOTA_TIMEZONE) with the tracks
started, the lyrics written (text-model calls) and the money spent on each, against the daily
limit, and who spent the most."""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import datetime, time, timedelta
from zoneinfo import ZoneInfo

from bot.context import Services
from bot.store.stats import Day, Spender

DAYS = 30
TOP_SIZE = 5


@dataclass(frozen=True)
class Month:
    days: list[Day]
    daily_limit: int
    top_users: list[Spender]
    lyrics: list[int] = field(default_factory=list)  # text-model calls each day, as `days`

    @property
    def empty(self) -> bool:
        return not any(day.tracks or day.byn for day in self.days) and not any(self.lyrics)

    @property
    def tracks(self) -> int:
        return sum(day.tracks for day in self.days)

    @property
    def byn(self) -> float:
        return sum(day.byn for day in self.days)


def day_bounds(now: float, zone: ZoneInfo, days: int = DAYS) -> list[float]:
    """The starts of the last `days` quota days (today the last), then the start of tomorrow.
    Counted on the calendar, not in 86400 s steps, so a DST day is 23 or 25 hours long."""
    today = datetime.fromtimestamp(now, zone).date()
    dates = [today - timedelta(days=back) for back in range(days - 1, -2, -1)]
    return [datetime.combine(date, time(), zone).timestamp() for date in dates]


async def month_figures(services: Services) -> Month:
    settings, stats = services.settings, services.store.stats
    bounds = day_bounds(services.clock(), settings.quota_zone)
    return Month(
        days=await stats.per_day(bounds),
        daily_limit=settings.ORG_DAILY_LIMIT,
        top_users=await stats.top_users(bounds[0], TOP_SIZE),
        lyrics=await services.store.text_calls.per_day(bounds),
    )
