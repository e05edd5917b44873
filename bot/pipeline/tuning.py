"""Pacing of the pipeline that is not an operator's choice; tests shorten it."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Tuning:
    tick_sec: float = 0.5  # how often the scheduler, poller and delivery look for work
    backoff_base_sec: float = 15.0  # first wait after a 429, 503 or unreachable service
    backoff_max_sec: float = 300.0  # the backoff doubles up to this
    probe_interval_sec: float = 180.0  # a paused organization is tried with one request this often
    polls_in_flight: int = 8  # GET /jobs requests under way at once
    delivery_retry_sec: float = 10.0  # wait before trying a failed delivery again
    drain_sec: float = 10.0  # on a graceful stop, how long running work may finish
    smart_polling: bool = True  # learn job times and poll sparser early (False: a fixed clock)
    # Updates handled at once, each chat's in order (bot/updates.py). They share one event loop
    # and one SQLite connection: 64 answered no faster than 32 (bench/README.md, benchmark c).
    updates_at_once: int = 32

    def backoff(self, attempt: int) -> float:
        """15 s, 30 s, 60 s ... up to the maximum, for the n-th consecutive refusal."""
        return min(self.backoff_max_sec, self.backoff_base_sec * 2 ** max(0, attempt - 1))
