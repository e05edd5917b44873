"""Daily shares of the organization's tracks that admins set with /limit, kept across restarts.
A positive id is a person (their tracks in every chat), a negative one a group (its members'
tracks there, together)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import aiosqlite

from bot.store.sql import first, rows


@dataclass(frozen=True)
class Share:
    target_id: int
    tracks: int  # a day; 0: none at all
    changed_by: int | None
    changed_at: float

    @property
    def for_group(self) -> bool:
        return self.target_id < 0


class SharesRepo:
    def __init__(self, conn: aiosqlite.Connection, clock: Callable[[], float]) -> None:
        self._conn = conn
        self._now = clock

    async def get(self, target_id: int) -> int | None:
        """The share set for this person or group, None if no admin set one."""
        row = await first(self._conn, "SELECT tracks FROM limits WHERE target_id = ?", (target_id,))
        return None if row is None else int(row[0])

    async def set(self, target_id: int, tracks: int, changed_by: int | None) -> None:
        await self._conn.execute(
            "INSERT INTO limits (target_id, tracks, changed_by, changed_at) VALUES (?, ?, ?, ?)"
            " ON CONFLICT(target_id) DO UPDATE SET tracks = excluded.tracks,"
            " changed_by = excluded.changed_by, changed_at = excluded.changed_at",
            (target_id, tracks, changed_by, self._now()),
        )

    async def remove(self, target_id: int) -> bool:
        """True if there was a share to remove."""
        cursor = await self._conn.execute("DELETE FROM limits WHERE target_id = ?", (target_id,))
        return cursor.rowcount > 0

    async def all(self) -> list[Share]:
        found = await rows(
            self._conn,
            "SELECT target_id, tracks, changed_by, changed_at FROM limits ORDER BY changed_at",
        )
        return [
            Share(row["target_id"], row["tracks"], row["changed_by"], row["changed_at"])
            for row in found
        ]

    async def move(self, old_chat_id: int, new_chat_id: int) -> None:
        """A group that became a supergroup keeps its share under its new id; a share already
        set for the new id stays (the move may be learned twice)."""
        await self._conn.execute(
            "INSERT INTO limits (target_id, tracks, changed_by, changed_at)"
            " SELECT ?, tracks, changed_by, ? FROM limits WHERE target_id = ?"
            " ON CONFLICT(target_id) DO NOTHING",
            (new_chat_id, self._now(), old_chat_id),
        )
        await self._conn.execute("DELETE FROM limits WHERE target_id = ?", (old_chat_id,))
