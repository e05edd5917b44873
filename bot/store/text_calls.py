"""Calls to the text model, counted per quota day against a person's and the organization's
limits (migration 013), and the admins' per-person shares of them (`/limit <id> <n> lyrics`)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import aiosqlite

from bot.store.sql import first, rows

# One statement both checks and reserves: SQLite runs it whole, so two presses at the limit
# cannot both see room. The asker's own limit: NULL is none of their own, 0 is no call at all
# (an admin's `/limit <id> 0 lyrics`); the organization's: 0 is no limit (ORG_TEXT_DAILY_LIMIT).
_RESERVE = (
    "INSERT INTO text_calls (asker_id, chat_id, at)"
    " SELECT :asker, :chat, :now"
    " WHERE (:own IS NULL OR (SELECT COUNT(*) FROM text_calls"
    "   WHERE asker_id = :asker AND at >= :since) < :own)"
    " AND (:org = 0 OR (SELECT COUNT(*) FROM text_calls WHERE at >= :since) < :org)"
)


@dataclass(frozen=True)
class Asking:
    """Who asks for a call and the limits it must fit in; `since`: the quota day."""

    asker_id: int
    chat_id: int
    own_limit: int | None  # None: no limit of their own; 0: no call at all
    org_limit: int
    since: float


@dataclass(frozen=True)
class TextUse:
    asker_id: int
    calls: int


class TextCallsRepo:
    def __init__(self, conn: aiosqlite.Connection, clock: Callable[[], float]) -> None:
        self._conn = conn
        self._now = clock

    async def reserve(self, asking: Asking) -> int | None:
        """The id of the call reserved, or None when a limit has no room left today."""
        cursor = await self._conn.execute(
            _RESERVE,
            {
                "asker": asking.asker_id,
                "chat": asking.chat_id,
                "now": self._now(),
                "own": asking.own_limit,
                "org": asking.org_limit,
                "since": asking.since,
            },
        )
        return cursor.lastrowid if cursor.rowcount == 1 else None

    async def release(self, call_id: int) -> None:
        """A reserved call that surely never reached the text model: it does not count."""
        await self._conn.execute("DELETE FROM text_calls WHERE id = ?", (call_id,))

    async def count_since(self, since: float, asker_id: int | None = None) -> int:
        query, args = "SELECT COUNT(*) FROM text_calls WHERE at >= ?", [since]
        if asker_id is not None:
            query, args = query + " AND asker_id = ?", [*args, asker_id]
        row = await first(self._conn, query, args)
        return int(row[0]) if row else 0

    async def top_since(self, since: float, limit: int) -> list[TextUse]:
        found = await rows(
            self._conn,
            # `+asker_id`: the day's calls by their time (text_calls_at), not every call ever
            # made walked in asker order to group them.
            "SELECT asker_id, COUNT(*) AS calls FROM text_calls WHERE at >= ?"
            " GROUP BY +asker_id ORDER BY calls DESC, asker_id LIMIT ?",
            (since, limit),
        )
        return [TextUse(row["asker_id"], int(row["calls"])) for row in found]

    async def per_day(self, bounds: list[float]) -> list[int]:
        """Calls in each day between consecutive `bounds` (day starts, then the last day's end)."""
        return [
            int((await first(self._conn, _IN_DAY, (start, finish)) or (0,))[0])
            for start, finish in zip(bounds, bounds[1:], strict=False)
        ]

    # --- shares (/limit <id> <n> lyrics) --------------------------------------------------

    async def share(self, target_id: int) -> int | None:
        row = await first(
            self._conn, "SELECT calls FROM text_limits WHERE target_id = ?", (target_id,)
        )
        return None if row is None else int(row[0])

    async def set_share(self, target_id: int, calls: int, changed_by: int | None) -> None:
        await self._conn.execute(
            "INSERT INTO text_limits (target_id, calls, changed_by, changed_at)"
            " VALUES (?, ?, ?, ?) ON CONFLICT(target_id) DO UPDATE SET calls = excluded.calls,"
            " changed_by = excluded.changed_by, changed_at = excluded.changed_at",
            (target_id, calls, changed_by, self._now()),
        )

    async def remove_share(self, target_id: int) -> bool:
        cursor = await self._conn.execute(
            "DELETE FROM text_limits WHERE target_id = ?", (target_id,)
        )
        return cursor.rowcount > 0


_IN_DAY = "SELECT COUNT(*) FROM text_calls WHERE at >= ? AND at < ?"
