"""Learning job times: the poller's plan and the wait estimates users see."""

from __future__ import annotations

import pytest

from bot.accounting.estimates import (
    DEFAULT_SECONDS_PER_TRACK_SECOND,
    JobPace,
    minutes,
    next_poll_delay,
    wait_estimate,
)
from bot.config import Settings
from bot.tuning import PollingTuning


def test_too_few_jobs_teach_nothing() -> None:
    assert JobPace.learn([1.0, 2.0]) is None
    assert JobPace.learn([1.0, 2.0, 0.0]) is None, "nonsense rates are ignored"


def test_pace_has_a_typical_and_an_early_rate() -> None:
    pace = JobPace.learn([2.0, 1.0, 3.0, 1.5, 2.5])
    assert pace is not None
    assert (pace.typical, pace.early, pace.samples) == (2.0, 1.0, 5)


def delay(now: float, pace: JobPace | None) -> float:
    return next_poll_delay(now=now, accepted_at=0.0, duration_sec=100, pace=pace, interval=5.0)


def test_without_learning_the_poller_keeps_the_fixed_clock() -> None:
    assert delay(0.0, None) == 5.0
    assert delay(500.0, None) == 5.0


def test_sparse_early_dense_near_the_expected_end_always_within_5_to_10_s() -> None:
    pace = JobPace(typical=2.0, early=1.5, samples=10)  # a fast job ends at 150 s
    assert delay(0.0, pace) == 10.0
    assert delay(140.0, pace) == 5.0, "dense from one interval before the earliest end"
    assert delay(138.0, pace) == pytest.approx(7.0), "lands the next poll where dense begins"
    assert delay(400.0, pace) == 5.0, "late jobs are watched closely"
    for now in range(0, 500, 7):
        assert 5.0 <= delay(float(now), pace) <= 10.0


def late_delay(now: float, interval: float, spacing: float, pace: JobPace | None) -> float:
    return next_poll_delay(
        now=now,
        accepted_at=0.0,
        duration_sec=100,
        pace=pace,
        interval=interval,
        late_after=1800.0,
        late_spacing=spacing,
    )


def test_a_late_job_is_polled_spaced_out_but_at_least_every_two_minutes() -> None:
    """Past JOB_TIMEOUT_MIN (1800 s here) polls are spaced by the tuning, never more often
    than POLL_INTERVAL_SEC (up to its largest allowed value) nor more than 120 s apart."""
    spacing = PollingTuning().late_poll_sec
    assert late_delay(1799.0, 5.0, spacing, None) == 5.0, "not late yet: the usual clock"
    assert late_delay(1800.0, 5.0, spacing, None) == spacing == 60.0
    largest = Settings.model_fields["POLL_INTERVAL_SEC"].metadata[-1].le
    pace = JobPace(typical=2.0, early=1.5, samples=10)
    for interval in (0.2, 5.0, 10.0, 30.0, largest):
        for asked in (0.0, 1.0, spacing, 600.0, 86400.0):
            for now in (1800.0, 7200.0, 86000.0):
                for learnt in (None, pace):
                    got = late_delay(now, interval, asked, learnt)
                    assert interval <= got <= 120.0, (interval, asked, now, got)


def test_wait_estimate_counts_rounds_of_jobs_ahead() -> None:
    pace = JobPace(typical=2.0, early=1.0, samples=5)
    assert wait_estimate(1, 60, 2, pace) == 120
    assert wait_estimate(3, 60, 2, pace) == 240
    assert wait_estimate(5, 60, 2, pace) == 360
    assert wait_estimate(1, 60, 2, None) == 60 * DEFAULT_SECONDS_PER_TRACK_SECOND


def test_minutes_for_people_are_never_zero() -> None:
    assert minutes(10) == 1 and minutes(150) == 2 and minutes(600) == 10
