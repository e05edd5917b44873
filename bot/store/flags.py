"""Named switches that outlive the process, e.g. why submissions are paused."""

from __future__ import annotations

from collections.abc import Callable

import aiosqlite

from bot.store.sql import first


class FlagsRepo:
    def __init__(self, conn: aiosqlite.Connection, clock: Callable[[], float]) -> None:
        self._conn = conn
        self._now = clock

    async def get(self, name: str) -> str | None:
        row = await first(self._conn, "SELECT value FROM flags WHERE name = ?", (name,))
        return row[0] if row else None

    async def set(self, name: str, value: str) -> None:
        await self._conn.execute(
            "INSERT INTO flags (name, value, updated_at) VALUES (?, ?, ?)"
            " ON CONFLICT(name) DO UPDATE SET value = excluded.value,"
            " updated_at = excluded.updated_at",
            (name, value, self._now()),
        )

    async def starting_with(self, prefix: str) -> dict[str, str]:
        """Every flag whose name begins with `prefix`, by name."""
        found = await self._conn.execute_fetchall(
            "SELECT name, value FROM flags WHERE substr(name, 1, ?) = ? ORDER BY name",
            (len(prefix), prefix),
        )
        return {row[0]: row[1] for row in found}

    async def clear(self, name: str) -> None:
        await self._conn.execute("DELETE FROM flags WHERE name = ?", (name,))
