"""ClockWatch: a step of the wall clock, told from the monotonic clock's advance (the two
clocks, and what the pipeline does about a step: bot/pipeline/clock_steps.py)."""

from __future__ import annotations

import time
from collections.abc import Callable

TOLERANCE_SEC = 2.0  # a difference below this is the clocks' drift or a slow tick, not a step


class ClockWatch:
    """Compares the two clocks at each look: the wall clock's advance beyond the monotonic
    clock's is a step."""

    def __init__(
        self, wall: Callable[[], float], monotonic: Callable[[], float] = time.monotonic
    ) -> None:
        self._wall = wall
        self._monotonic = monotonic
        self._offset = wall() - monotonic()

    def step(self) -> float:
        """Seconds the wall clock was stepped since the last look (0.0: none)."""
        offset = self._wall() - self._monotonic()
        step = offset - self._offset
        if abs(step) < TOLERANCE_SEC:
            return 0.0
        self._offset = offset
        return step
