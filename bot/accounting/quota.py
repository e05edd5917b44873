"""The organization's capacity, counted from the submissions the way the service counts it."""

from __future__ import annotations

from dataclasses import dataclass

from bot.accounting.days import day_start
from bot.config import Settings
from bot.store import Store


@dataclass(frozen=True)
class Capacity:
    """What the organization may still start right now, as the service counts it."""

    active: int
    used_today: int
    free_slots: int
    left_today: int

    @property
    def can_start(self) -> int:
        return max(0, min(self.free_slots, self.left_today))


def longest_job_sec(settings: Settings) -> float:
    """How long a job the bot cannot follow (its POST's answer was lost, so it has no id) is
    taken to be running, and holds a slot: twice JOB_TIMEOUT_MIN after it was sent. A job that
    is followed, a late one too, holds its slot until the service ends it."""
    return 2 * settings.JOB_TIMEOUT_MIN * 60


async def org_capacity(
    settings: Settings, store: Store, now: float, leaving_out: int | None = None
) -> Capacity:
    """The one count of the organization's slots and tracks, for the scheduler and for /quota;
    the tracks without those of the request `leaving_out`, when given."""
    since = day_start(now, settings.quota_zone)
    used = await store.requests.submissions_since(since, leaving_out=leaving_out)
    timeout = (
        settings.JOB_TIMEOUT_MIN * 60
    )  # a job the service does not know holds its slot so long
    active = await store.requests.active_count(now, longest_job_sec(settings), timeout)
    return Capacity(
        active=active,
        used_today=used,
        free_slots=settings.ORG_CONCURRENT_LIMIT - active,
        left_today=settings.ORG_DAILY_LIMIT - used,
    )
