"""Updates taken from Telegram and not yet handled (see bot/telegram/inbox.py and 005_inbox.sql)."""

from __future__ import annotations

import asyncio
from collections.abc import Callable, Sequence

import aiosqlite

from bot.store.sql import rows

# Telegram stops resending an update after a day, so a handled id need not be kept longer.
HANDLED_UPDATES_KEPT_SEC = 24 * 3600.0


class InboxRepo:
    def __init__(self, conn: aiosqlite.Connection, clock: Callable[[], float]) -> None:
        self._conn = conn
        self._now = clock
        self._to_mark: set[int] = set()  # handled, not written yet
        self._marking = asyncio.Lock()

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
        """Mark an update handled; written (and synced) before this returns. Marks asked for
        while one is being written go together in the next write: with synchronous=FULL each
        write waits for the disk, and one write a handled update capped the updates a second
        at what the disk syncs (bench/README.md, benchmark c)."""
        self._to_mark.add(update_id)
        async with self._marking:
            if update_id not in self._to_mark:
                return  # the write that held the lock before took it along
            ids, self._to_mark = self._to_mark, set()
            try:
                await self._conn.execute(
                    f"UPDATE inbox SET handled_at = ?, body = NULL"
                    f" WHERE update_id IN ({', '.join('?' * len(ids))})",
                    (self._now(), *ids),
                )
            except BaseException:
                self._to_mark |= ids  # not written: the next caller tries them again
                raise

    async def forget_handled(self) -> int:
        """Drop handled ids older than Telegram's resend window; returns how many. Updates not
        handled yet are kept however old."""
        cursor = await self._conn.execute(
            "DELETE FROM inbox WHERE handled_at < ?", (self._now() - HANDLED_UPDATES_KEPT_SEC,)
        )
        return cursor.rowcount
