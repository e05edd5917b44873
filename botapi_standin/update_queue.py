"""Updates waiting for getUpdates: ids, confirmation by offset, allowed_updates and long polling."""

import asyncio
import itertools
from typing import Any

from .errors import ApiError

# Telegram's default when allowed_updates was never given (or given as an empty list)
_NOT_BY_DEFAULT = frozenset({"chat_member", "message_reaction", "message_reaction_count"})
_CONFLICT = (
    "Conflict: terminated by other getUpdates request; "
    "make sure that only one bot instance is running"
)


class UpdateQueue:
    def __init__(self) -> None:
        self._ids = itertools.count(1)
        self._updates: list[dict[str, Any]] = []
        self._allowed: frozenset[str] | None = None
        self._wakeup = asyncio.Event()
        self._poll_ticket = 0
        self._closed = False

    def push(self, kind: str, payload: dict[str, Any]) -> dict[str, Any]:
        """Queue an update unless the bot has not subscribed to its kind (Telegram drops those)."""
        update = {"update_id": next(self._ids), kind: payload}
        if self._is_allowed(kind):
            self._updates.append(update)
            self._wake()
        return update

    def allows(self, kind: str) -> bool:
        """Whether an update of this kind would be queued now."""
        return self._is_allowed(kind)

    def allow(self, kinds: list[str]) -> None:
        self._allowed = frozenset(kinds) or None

    def confirm(self, offset: int) -> None:
        """An offset confirms every update with a smaller id: they are never sent again."""
        self._updates = [update for update in self._updates if update["update_id"] >= offset]

    def clear(self) -> None:
        self._updates.clear()

    def pending(self) -> int:
        return len(self._updates)

    def peek(self, limit: int) -> list[dict[str, Any]]:
        return self._updates[:limit]

    async def wait(self, timeout: float) -> None:
        """Long polling: return once updates are queued or `timeout` seconds passed.

        A newer getUpdates ends an older one still waiting with 409, as Telegram does.
        """
        self._poll_ticket += 1
        ticket = self._poll_ticket
        self._wake()
        deadline = asyncio.get_running_loop().time() + timeout
        while not self._updates and not self._closed:
            if ticket != self._poll_ticket:
                raise ApiError(409, _CONFLICT)
            remaining = deadline - asyncio.get_running_loop().time()
            if remaining <= 0:
                return
            wakeup = self._wakeup
            try:
                await asyncio.wait_for(wakeup.wait(), remaining)
            except TimeoutError:
                return

    def close(self) -> None:
        """Answer every waiting long poll now (the server is stopping)."""
        self._closed = True
        self._wake()

    def _is_allowed(self, kind: str) -> bool:
        if self._allowed is None:
            return kind not in _NOT_BY_DEFAULT
        return kind in self._allowed

    def _wake(self) -> None:
        self._wakeup.set()
        self._wakeup = asyncio.Event()
