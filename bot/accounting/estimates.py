"""What recent jobs teach: how long the service takes per second of track. It feeds the wait
estimates users see and the poller's plan (sparse early, dense near the expected end)."""

from __future__ import annotations

import math
from dataclasses import dataclass
from statistics import median

# "A three-minute track takes several minutes" (docs/service.md §Jobs): about 1.5 s per track
# second.
DEFAULT_SECONDS_PER_TRACK_SECOND = 1.5
MIN_SAMPLES = 3  # fewer jobs than this teach nothing; the poller then keeps to the fixed clock
# A job past JOB_TIMEOUT_MIN is polled at least this often (the contract's promise), however
# far apart its polls are spaced.
LATE_POLLS_AT_MOST_APART_SEC = 120.0


@dataclass(frozen=True)
class JobPace:
    """Seconds from acceptance to completion per second of requested track."""

    typical: float
    early: float  # a fast job's pace (10th percentile): dense polling starts by then
    samples: int

    @classmethod
    def learn(cls, rates: list[float]) -> JobPace | None:
        rates = sorted(r for r in rates if r > 0)
        if len(rates) < MIN_SAMPLES:
            return None
        early = rates[max(0, math.ceil(0.1 * len(rates)) - 1)]
        return cls(typical=median(rates), early=early, samples=len(rates))


def job_seconds(pace: JobPace | None, duration_sec: float) -> float:
    rate = pace.typical if pace else DEFAULT_SECONDS_PER_TRACK_SECOND
    return rate * duration_sec


def wait_estimate(place: int, duration_sec: float, concurrent: int, pace: JobPace | None) -> float:
    """Seconds until a request at `place` in line has its song: the rounds of jobs ahead of it
    (run `concurrent` at a time), then its own."""
    rounds_ahead = math.ceil(max(0, place - 1) / max(1, concurrent))
    return (rounds_ahead + 1) * job_seconds(pace, duration_sec)


def next_poll_delay(
    *,
    now: float,
    accepted_at: float,
    duration_sec: float,
    pace: JobPace | None,
    interval: float,
    late_after: float = math.inf,
    late_spacing: float = 0.0,
) -> float:
    """Poll every `interval` (the least the operator allows) around and after the moment a fast
    job would finish; before that, every 2 × interval (the service's 5 to 10 s at the default).
    A job `late_after` seconds old is late: polled every `late_spacing`, but never more often
    than `interval` nor further apart than two minutes."""
    if now - accepted_at >= late_after:
        return max(interval, min(late_spacing, LATE_POLLS_AT_MOST_APART_SEC))
    if pace is None:
        return interval
    sparse = 2 * interval
    dense_from = accepted_at + pace.early * duration_sec - interval
    until_dense = dense_from - now
    return min(sparse, max(interval, until_dense))


def minutes(seconds: float) -> int:
    """Whole minutes for people, never 0."""
    return max(1, round(seconds / 60))
