"""Quota days in QUOTA_TIMEZONE: where today began and when tomorrow begins."""

from __future__ import annotations

from datetime import datetime, timedelta
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
