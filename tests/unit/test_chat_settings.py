"""Durations as people write them, within the service's 10..300 s."""

from __future__ import annotations

import pytest

from bot.accounting.days import day_start, next_day_start
from bot.handlers.chat_settings import parse_duration
from bot.tuning import PollingTuning


@pytest.mark.parametrize(
    ("text", "seconds"),
    [
        ("90", 90),
        ("90s", 90),
        ("1:30", 90),
        ("10", 10),
        ("300", 300),
        ("9", None),
        ("301", None),
        ("abc", None),
        ("-5", None),
        ("1.5", None),
    ],
)
def test_parse_duration(text: str, seconds: int | None) -> None:
    assert parse_duration(text) == seconds


def test_quota_day_in_a_time_zone() -> None:
    from zoneinfo import ZoneInfo

    minsk = ZoneInfo("Europe/Minsk")  # UTC+3
    moment = 1_700_000_000.0  # 2023-11-14 22:13:20 UTC, already the 15th in Minsk
    start = day_start(moment, minsk)
    assert moment - start == pytest.approx((1 * 3600) + 13 * 60 + 20)
    assert next_day_start(moment, minsk) - start == 24 * 3600


def test_backoff_doubles_to_its_maximum() -> None:
    polling = PollingTuning(backoff_base_sec=15, backoff_max_sec=300)
    assert [polling.backoff(n) for n in (1, 2, 3, 6)] == [15, 30, 60, 300]
