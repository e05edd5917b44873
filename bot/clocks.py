"""ClockWatch: a step of the wall clock, told from the monotonic clock's advance (the two
clocks, and what the pipeline does about a step: bot/pipeline/clock_steps.py); the kernel's
boot id, which says whether a monotonic reading from before a restart is still comparable."""

from __future__ import annotations

import time
from collections.abc import Callable
from pathlib import Path

BOOT_ID = Path("/proc/sys/kernel/random/boot_id")  # new at every boot of the machine (Linux)


def read_boot_id(path: Path = BOOT_ID) -> str | None:
    """This boot's id; None where the system has none: then nothing is carried across a stop.
    The monotonic clock counts from the boot, so two readings compare only within one boot."""
    try:
        return path.read_text(encoding="ascii").strip() or None
    except (OSError, UnicodeDecodeError):
        return None


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

    @property
    def offset(self) -> float:
        """The wall clock's lead over the monotonic clock as of the last step (or the start)."""
        return self._offset

    def resume(self, offset: float) -> None:
        """Take up the offset kept before a stop (in the same boot): the next look tells a
        step made while stopped as one made since."""
        self._offset = offset

    def step(self) -> float:
        """Seconds the wall clock was stepped since the last look (0.0: none)."""
        offset = self._wall() - self._monotonic()
        step = offset - self._offset
        if abs(step) < TOLERANCE_SEC:
            return 0.0
        self._offset = offset
        return step
