"""The figures behind /report: the last 30 quota days (in QUOTA_TIMEZONE) with the tracks
started, the lyrics written (text-model calls) and the money spent on each, against the daily
limit, who spent the most, and the styles the month's songs were made in with how their
listeners liked them (👍 / 👎), so that admins see which styles waste tracks."""

from __future__ import annotations

from dataclasses import dataclass, field

from bot.accounting.days import day_bounds
from bot.context import Services
from bot.reports import TOP_SIZE
from bot.store.stats import Day, Spender
from bot.store.votes import StyleVotes

DAYS = 30


@dataclass(frozen=True)
class Month:
    days: list[Day]
    daily_limit: int
    top_users: list[Spender]
    lyrics: list[int] = field(default_factory=list)  # text-model calls each day, as `days`
    styles: list[StyleVotes] = field(default_factory=list)  # songs made per style, most first

    @property
    def empty(self) -> bool:
        return not any(day.tracks or day.byn for day in self.days) and not any(self.lyrics)

    @property
    def tracks(self) -> int:
        return sum(day.tracks for day in self.days)

    @property
    def byn(self) -> float:
        return sum(day.byn for day in self.days)


async def month_figures(services: Services) -> Month:
    settings, stats = services.settings, services.store.stats
    bounds = day_bounds(services.clock(), settings.quota_zone, DAYS)
    return Month(
        days=await stats.per_day(bounds),
        daily_limit=settings.ORG_DAILY_LIMIT,
        top_users=await stats.top_users(bounds[0], TOP_SIZE),
        lyrics=await services.store.text_calls.per_day(bounds),
        styles=await services.store.votes.per_style(bounds[0]),
    )
