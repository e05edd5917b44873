"""Alarm: one timer for the earliest moment some work is due, so that the work starts at its
moment rather than at the next tick. The poller's (`Services.poll_alarm`) is why a job polled
every 0.5 s by a 0.5 s tick is polled every 0.5 s and not every other tick: each poll's next
moment lies a hair after a tick, and waited for the one after.

Setting it for a later moment than the one already set changes nothing; when it rings, the work
it rings for looks at what is due and sets it for the next moment. It rings no more often than
its gap: 1,000 jobs polled every 5 s fall due at 200 moments a second, and one look gathers
those of a tenth of one. The ticks stay the backstop: a ring that comes early, or not at all (a
stop), costs at most a tick's wait, never the work. Unanswered (before the pipeline is built, or
on a test's simulated clock, whose seconds are not the event loop's) it does nothing."""

from __future__ import annotations

import asyncio
import math
import time
from collections.abc import Callable

# It rings this long after the moment it was set for, so that the moment has passed on the wall
# clock too when the rung work reads it (the event loop keeps time on the monotonic clock).
PAST_THE_MOMENT_SEC = 0.001


class Alarm:
    def __init__(self) -> None:
        self._ring: Callable[[], None] | None = None
        self._clock: Callable[[], float] = time.time
        self._gap = 0.0
        self._timer: asyncio.TimerHandle | None = None
        self._rang_at = -math.inf  # on the event loop's clock

    def answer_with(
        self, ring: Callable[[], None], clock: Callable[[], float], gap_sec: float = 0.0
    ) -> None:
        """What ringing does (it must return at once: start a task, say), the clock whose
        moments `set_at` is given (the bot's wall clock), and the least time between two rings:
        what falls due within it is gathered into one ring, that much late at most."""
        self._ring, self._clock, self._gap = ring, clock, gap_sec

    def set_at(self, moment: float) -> None:
        """Ring at `moment`, unless it rings sooner already. A moment, not a delay: the caller
        may have written to the database since it read the clock, and a delay counted from
        after the write would make each poll come that much later than the one before."""
        if self._ring is None:
            return
        loop = asyncio.get_running_loop()
        delay = max(0.0, moment - self._clock()) + PAST_THE_MOMENT_SEC
        when = max(loop.time() + delay, self._rang_at + self._gap)
        if self._timer is not None and self._timer.when() <= when:
            return
        self._cancel()
        self._timer = loop.call_at(when, self._rings)

    def silence(self) -> None:
        """For good (the bot stops): what is set is cancelled and nothing rings again."""
        self._ring = None
        self._cancel()

    def _cancel(self) -> None:
        if self._timer is not None:
            self._timer.cancel()
            self._timer = None

    def _rings(self) -> None:
        self._timer = None
        self._rang_at = asyncio.get_running_loop().time()
        if self._ring is not None:
            self._ring()
