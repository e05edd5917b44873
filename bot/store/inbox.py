"""Updates taken from Telegram and not yet handled (see bot/telegram/inbox.py and 005_inbox.sql)."""

from __future__ import annotations

from collections.abc import Callable, Sequence

import aiosqlite

from bot.store.sql import rows

# Telegram stops resending an update after a day, so a handled id need not be kept longer.
KEEP_HANDLED_SEC = 24 * 3600


class InboxRepo:
    def __init__(self, conn: aiosqlite.Connection, clock: Callable[[], float]) -> None:
        self._conn = conn
        self._now = clock

    async def add(self, updates: Sequence[tuple[int, str]]) -> set[int]:
        """Write (update id, JSON) pairs; returns the ids that were new. One statement, so a batch
        is written whole or not at all; ids already here (pending or handled) are left as they
        are."""
        if not updates:
            return set()
        now = self._now()
        values = ", ".join("(?, ?, ?)" for _ in updates)
        args = [value for update_id, body in updates for value in (update_id, body, now)]
        added = await rows(
            self._conn,
            f"INSERT INTO inbox (update_id, body, taken_at) VALUES {values}"
            " ON CONFLICT(update_id) DO NOTHING RETURNING update_id",
            args,
        )
        return {row[0] for row in added}

    async def pending(self) -> list[tuple[int, str]]:
        """Updates taken but not handled, oldest first."""
        found = await rows(
            self._conn,
            "SELECT update_id, body FROM inbox WHERE handled_at IS NULL ORDER BY update_id",
        )
        return [(row[0], row[1]) for row in found]

    async def handled(self, update_id: int) -> None:
        await self._conn.execute(
            "UPDATE inbox SET handled_at = ?, body = NULL WHERE update_id = ?",
            (self._now(), update_id),
        )

    async def forget_handled(self) -> None:
        """Drop handled ids older than Telegram's resend window."""
        await self._conn.execute(
            "DELETE FROM inbox WHERE handled_at < ?", (self._now() - KEEP_HANDLED_SEC,)
        )
