"""Open incidents the admins were alerted about; opening and closing are single statements, so
two tasks meeting the same empty wallet at once still alert only once."""

from __future__ import annotations

from collections.abc import Callable

import aiosqlite

from bot.store.sql import rows


class IncidentsRepo:
    def __init__(self, conn: aiosqlite.Connection, clock: Callable[[], float]) -> None:
        self._conn = conn
        self._now = clock

    async def open(self, name: str) -> bool:
        """True only for the call that opened it; False if it was open already."""
        cursor = await self._conn.execute(
            "INSERT OR IGNORE INTO incidents (name, opened_at) VALUES (?, ?)", (name, self._now())
        )
        return cursor.rowcount == 1

    async def close(self, name: str) -> bool:
        """True only for the call that closed it; False if it was not open."""
        cursor = await self._conn.execute("DELETE FROM incidents WHERE name = ?", (name,))
        return cursor.rowcount == 1

    async def told(self, name: str) -> None:
        await self._conn.execute(
            "UPDATE incidents SET told_at = ? WHERE name = ?", (self._now(), name)
        )

    async def untold(self) -> list[str]:
        """Open incidents whose alert has not reached the admins yet."""
        found = await rows(
            self._conn, "SELECT name FROM incidents WHERE told_at IS NULL ORDER BY opened_at"
        )
        return [row[0] for row in found]

    async def open_ones(self) -> list[str]:
        found = await rows(self._conn, "SELECT name FROM incidents ORDER BY opened_at")
        return [row[0] for row in found]
