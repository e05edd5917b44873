"""Quota days and months in QUOTA_TIMEZONE, counted on the calendar: a DST day is 23 or 25 hours
long, and a month starts on its first day's midnight wherever the clock was moved."""

from __future__ import annotations

from datetime import datetime, time, timedelta
from zoneinfo import ZoneInfo


def day_start(now: float, zone: ZoneInfo) -> float:
    local = datetime.fromtimestamp(now, zone)
    return local.replace(hour=0, minute=0, second=0, microsecond=0).timestamp()


def next_day_start(now: float, zone: ZoneInfo) -> float:
    local = datetime.fromtimestamp(now, zone).replace(hour=0, minute=0, second=0, microsecond=0)
    # Adding a day to the wall-clock date, then localizing, keeps DST days right.
    tomorrow = (local + timedelta(days=1)).replace(tzinfo=None)
    return tomorrow.replace(tzinfo=zone).timestamp()


def local_time(moment: float, zone: ZoneInfo) -> str:
    return datetime.fromtimestamp(moment, zone).strftime("%H:%M %Z")


def month_start(now: float, zone: ZoneInfo) -> float:
    local = datetime.fromtimestamp(now, zone)
    first = local.replace(day=1, hour=0, minute=0, second=0, microsecond=0, tzinfo=None)
    return first.replace(tzinfo=zone).timestamp()


def day_bounds(now: float, zone: ZoneInfo, days: int) -> list[float]:
    """The starts of the last `days` quota days (today the last), then the start of tomorrow.
    Counted on the calendar, not in 86400 s steps, so a DST day is 23 or 25 hours long."""
    today = datetime.fromtimestamp(now, zone).date()
    dates = [today - timedelta(days=back) for back in range(days - 1, -2, -1)]
    return [datetime.combine(date, time(), zone).timestamp() for date in dates]
