"""What the organization spent, and on whom: the figures behind the admins' /quota."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from itertools import pairwise
from typing import Literal

import aiosqlite

from bot.store.sql import first, rows

# A track counts once the service accepted it, or may have (unknown), as the quota day counts.
_COUNTED = "accepted_at IS NOT NULL OR state = 'unknown'"


@dataclass(frozen=True)
class Spender:
    """A chat or a user, with the tracks started and the money spent since a moment.
    `name` is the newest requester's; a group's title is not stored (`private` is False)."""

    id: int
    name: str
    private: bool
    tracks: int
    byn: float


@dataclass(frozen=True)
class Day:
    """One quota day: the tracks started in it (as the quota day counts them: every POST the
    service took or may have taken) and the money of the jobs completed in it."""

    start: float
    tracks: int
    byn: float


class StatsRepo:
    def __init__(self, conn: aiosqlite.Connection, clock: Callable[[], float]) -> None:
        self._conn = conn
        self._now = clock

    async def spent_since(self, since: float) -> float:
        """Money of every job completed since `since` (a failed job has no price: not charged)."""
        row = await first(
            self._conn,
            "SELECT COALESCE(SUM(price_byn), 0) FROM requests WHERE completed_at >= ?",
            (since,),
        )
        return float(row[0]) if row else 0.0

    async def per_day(self, bounds: list[float]) -> list[Day]:
        """Figures for the days between consecutive `bounds` (day starts, oldest first, and the end
        of the last day): the caller draws the boundaries, so quota days in any time zone and across
        DST changes come out right. Two index range scans per day."""
        if len(bounds) < 2:
            return []
        days = " UNION ALL ".join("SELECT ?, ?" for _ in bounds[1:])
        query = (
            f"WITH days (start, finish) AS ({days})"
            " SELECT start,"
            " (SELECT COUNT(*) FROM submissions WHERE sent_at >= start AND sent_at < finish"
            "   AND outcome <> 'refused') AS tracks,"
            " (SELECT COALESCE(SUM(price_byn), 0) FROM requests"
            "   WHERE completed_at >= start AND completed_at < finish) AS byn"
            " FROM days ORDER BY start"
        )
        args = [value for pair in pairwise(bounds) for value in pair]
        found = await rows(self._conn, query, args)
        return [Day(start=row[0], tracks=int(row[1]), byn=float(row[2] or 0)) for row in found]

    async def top_chats(self, since: float, limit: int) -> list[Spender]:
        return await self._top("chat_id", "MIN(chat_type = 'private')", since, limit)

    async def top_users(self, since: float, limit: int) -> list[Spender]:
        return await self._top("user_id", "1", since, limit)

    async def _top(
        self, column: Literal["chat_id", "user_id"], private: str, since: float, limit: int
    ) -> list[Spender]:
        # Tracks are counted by when they were sent and money by when it was charged, each from
        # its own index alone (migration 020: both hold every column read here), so the month's
        # rows are read without touching the table. `GROUP BY +column`: grouping by an index
        # would read every request ever made. Only the few spenders shown are named, each by
        # their newest request (an index, migration 015).
        query = (
            f"WITH spent (id, tracks, byn, private) AS ("
            f" SELECT {column}, SUM({_COUNTED}), 0, {private} FROM requests"
            f"  WHERE submitted_at >= :since GROUP BY +{column}"
            " UNION ALL"
            f" SELECT {column}, 0, SUM(COALESCE(price_byn, 0)), {private} FROM requests"
            f"  WHERE completed_at >= :since GROUP BY +{column}),"
            " top AS (SELECT id, SUM(tracks) AS tracks, SUM(byn) AS byn, MIN(private) AS private"
            "  FROM spent GROUP BY id HAVING SUM(tracks) > 0 OR SUM(byn) > 0"
            "  ORDER BY tracks DESC, byn DESC, id LIMIT :limit)"
            " SELECT id, tracks, byn, private,"
            f" (SELECT user_name FROM requests AS r WHERE r.{column} = top.id"
            "   ORDER BY r.id DESC LIMIT 1) AS name"
            " FROM top ORDER BY tracks DESC, byn DESC, id"
        )
        found = await rows(self._conn, query, {"since": since, "limit": limit})
        return [
            Spender(
                id=row["id"],
                name=row["name"] or "",
                private=bool(row["private"]),
                tracks=int(row["tracks"]),
                byn=float(row["byn"] or 0),
            )
            for row in found
        ]
