"""Telegram's flood limits, when a test switches them on: about 30 messages a second for the
whole bot and 20 a minute into one group; a call past either answers 429 with `retry_after`.

What counts (Telegram's FAQ speaks of "messages"; edits are throttled the same way in practice):
every method that puts something into a chat or changes what a chat shows: send* (text, media,
polls, ...) except sendChatAction, edit*, copy* and forward*. Not counted: answerCallbackQuery
(an answer to a button press, shown to one person, not a message), sendChatAction, deleteMessage,
reads (getMe, getChat, ...) and getUpdates. A call refused with 429 does not count itself.

The windows slide: a call is refused when the counted calls of the last second (of the last
minute, into that group) already reach the limit; `retry_after` is the whole seconds until the
oldest of them leaves the window (at least 1, as Telegram never says 0).
"""

from __future__ import annotations

import math
import time
from collections import deque
from collections.abc import Callable

from .errors import ApiError, default_description

_COUNTED_PREFIXES = ("send", "edit", "copy", "forward")
_NOT_COUNTED = frozenset({"sendchataction"})
_OVERALL_WINDOW = 1.0
_GROUP_WINDOW = 60.0


def counts(method: str) -> bool:
    key = method.lower()
    return key.startswith(_COUNTED_PREFIXES) and key not in _NOT_COUNTED


class FloodLimits:
    """Off until `switch_on`; `refused` says how many 429s it answered."""

    def __init__(self, clock: Callable[[], float] = time.monotonic) -> None:
        self.clock = clock  # tests may set their own
        self.per_second = 0
        self.per_group_per_minute = 0
        self.refused = 0
        self._overall: deque[float] = deque()
        self._groups: dict[int, deque[float]] = {}

    @property
    def on(self) -> bool:
        return bool(self.per_second or self.per_group_per_minute)

    def switch_on(self, per_second: int, per_group_per_minute: int) -> None:
        self.per_second = per_second
        self.per_group_per_minute = per_group_per_minute

    def switch_off(self) -> None:
        self.per_second = self.per_group_per_minute = 0
        self._overall.clear()
        self._groups.clear()

    def check(self, method: str, chat_id: int | None) -> None:
        """Count a call of `method` into `chat_id`, or raise 429 if it is one too many."""
        if not self.on or not counts(method):
            return
        now = self.clock()
        group = (
            self._groups.setdefault(chat_id, deque())
            if chat_id is not None and _is_group(chat_id)
            else None
        )
        wait = max(
            _wait(self._overall, self.per_second, _OVERALL_WINDOW, now),
            _wait(group, self.per_group_per_minute, _GROUP_WINDOW, now),
        )
        if wait > 0:
            self.refused += 1
            retry_after = max(1, math.ceil(wait))
            raise ApiError(429, default_description(429, retry_after), retry_after=retry_after)
        self._overall.append(now)
        if group is not None:
            group.append(now)


def _is_group(chat_id: int | None) -> bool:
    return isinstance(chat_id, int) and chat_id < 0


def _wait(calls: deque[float] | None, limit: int, window: float, now: float) -> float:
    """Seconds until one more call fits in the window; 0 if it fits now (or no limit)."""
    if calls is None or not limit:
        return 0.0
    while calls and calls[0] <= now - window:
        calls.popleft()
    if len(calls) < limit:
        return 0.0
    return calls[len(calls) - limit] + window - now
