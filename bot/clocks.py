"""ClockWatch: a step of the wall clock, told from the monotonic clock's advance (the two
clocks, and what the pipeline does about a step: bot/pipeline/clock_steps.py); the kernel's
boot id, which says whether a monotonic reading from before a restart is still comparable;
TelegramLead: how far this host's clock runs ahead of Telegram's, read off messages' dates."""

from __future__ import annotations

import time
from collections import deque
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


# Messages whose dates the lead is read from: recent enough to follow a clock that is set
# right meanwhile, enough that one quick message among them shows the transit's least.
LEAD_SEEN = 64


class TelegramLead:
    """How far this host's clock runs ahead of Telegram's. A message's date is Telegram's
    clock when it was sent; it reaches the bot some time later, so (now - date) is the lead
    plus that time, and the least of it over the recent messages is the lead plus the
    quickest way in. A host clock 10 s ahead would otherwise make every message look 10 s
    old (guest queries must be answered within 10 s of theirs)."""

    def __init__(self) -> None:
        self._seen: deque[float] = deque(maxlen=LEAD_SEEN)

    def seen(self, date: float, now: float) -> None:
        self._seen.append(now - date)

    @property
    def lead(self) -> float:
        """The host clock's lead (negative: behind); 0 before any message."""
        return min(self._seen, default=0.0)

    def age(self, date: float, now: float) -> float:
        """How long ago, on Telegram's clock, a message dated `date` was sent."""
        return max(0.0, now - date - self.lead)
