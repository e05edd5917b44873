"""The admins' word on who may ask for songs: /allow and /deny, per chat, kept across restarts."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import aiosqlite

from bot.store.sql import first, rows


@dataclass(frozen=True)
class AccessEntry:
    chat_id: int
    allowed: bool
    changed_by: int | None
    changed_at: float


class AccessRepo:
    def __init__(self, conn: aiosqlite.Connection, clock: Callable[[], float]) -> None:
        self._conn = conn
        self._now = clock

    async def allowed(self, chat_id: int) -> bool | None:
        """True after /allow, False after /deny, None if no admin said anything."""
        row = await first(self._conn, "SELECT allowed FROM access WHERE chat_id = ?", (chat_id,))
        return None if row is None else bool(row[0])

    async def set(self, chat_id: int, allowed: bool, changed_by: int | None) -> None:
        await self._conn.execute(
            "INSERT INTO access (chat_id, allowed, changed_by, changed_at) VALUES (?, ?, ?, ?)"
            " ON CONFLICT(chat_id) DO UPDATE SET allowed = excluded.allowed,"
            " changed_by = excluded.changed_by, changed_at = excluded.changed_at",
            (chat_id, int(allowed), changed_by, self._now()),
        )

    async def entries(self) -> list[AccessEntry]:
        found = await rows(
            self._conn,
            "SELECT chat_id, allowed, changed_by, changed_at FROM access ORDER BY changed_at",
        )
        return [
            AccessEntry(row["chat_id"], bool(row["allowed"]), row["changed_by"], row["changed_at"])
            for row in found
        ]

    async def move(self, old_chat_id: int, new_chat_id: int) -> None:
        """A group that became a supergroup keeps its access under its new id. A word already
        said about the new id stays: the move may be learned twice (service message, error)."""
        await self._conn.execute(
            "INSERT INTO access (chat_id, allowed, changed_by, changed_at)"
            " SELECT ?, allowed, changed_by, ? FROM access WHERE chat_id = ?"
            " ON CONFLICT(chat_id) DO NOTHING",
            (new_chat_id, self._now(), old_chat_id),
        )
