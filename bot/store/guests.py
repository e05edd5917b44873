"""Guest queries (guest mode, migration 029): a mention of the bot in a chat it is not in,
stored before it is answered, so that a crash between the two cannot leave a message nobody
follows; and the people who opened a private chat with the bot (where a guest song's file may
go when no files chat is set)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import aiosqlite

from bot.store.sql import first, rows
from bot.store.users import REMEMBERED_AT_MOST


@dataclass(frozen=True)
class GuestQuery:
    query_id: str
    user_id: int
    user_name: str
    language: str
    words: str  # what the asker wrote, the mention taken out (a topic, or lyrics)
    asked_at: float
    inline_message_id: str | None = None  # the message the answer placed, once answered


_COLUMNS = "query_id, user_id, user_name, language, words, asked_at, inline_message_id"


class GuestsRepo:
    def __init__(self, conn: aiosqlite.Connection, clock: Callable[[], float]) -> None:
        self._conn = conn
        self._now = clock
        self._private: set[int] = set()  # known to have opened it: no write per message

    async def asked(self, query: GuestQuery) -> bool:
        """Store a query before it is answered; False when it was stored already (Telegram
        sent its update again): it is not answered twice."""
        cursor = await self._conn.execute(
            f"INSERT OR IGNORE INTO guest_queries ({_COLUMNS}) VALUES (?, ?, ?, ?, ?, ?, ?)",
            (
                query.query_id,
                query.user_id,
                query.user_name,
                query.language,
                query.words,
                query.asked_at,
                query.inline_message_id,
            ),
        )
        return cursor.rowcount == 1

    async def answered(self, query_id: str, inline_message_id: str) -> None:
        await self._conn.execute(
            "UPDATE guest_queries SET inline_message_id = ? WHERE query_id = ?",
            (inline_message_id, query_id),
        )

    async def ended(self, query_id: str) -> None:
        """Handed on (its lyrics written into a request, or told why not) or dropped."""
        await self._conn.execute(
            "UPDATE guest_queries SET ended = 1 WHERE query_id = ?", (query_id,)
        )

    async def ended_at(self, inline_message_id: str) -> None:
        """The query that placed this inline message is handed on."""
        await self._conn.execute(
            "UPDATE guest_queries SET ended = 1 WHERE inline_message_id = ?", (inline_message_id,)
        )

    async def open(self) -> list[GuestQuery]:
        """Queries neither handed on nor dropped (a stop cut them off), oldest first."""
        found = await rows(
            self._conn,
            f"SELECT {_COLUMNS} FROM guest_queries WHERE ended = 0 ORDER BY asked_at",
        )
        return [GuestQuery(*row) for row in found]

    async def opened_private(self, user_id: int) -> None:
        """The user wrote to the bot in their private chat: files may go there from now on."""
        if user_id in self._private:
            return
        if len(self._private) >= REMEMBERED_AT_MOST:
            self._private.clear()
        self._private.add(user_id)
        await self._conn.execute(
            "UPDATE users SET private_since = ? WHERE user_id = ? AND private_since IS NULL",
            (self._now(), user_id),
        )

    async def has_private(self, user_id: int) -> bool:
        if user_id in self._private:
            return True
        row = await first(
            self._conn, "SELECT private_since FROM users WHERE user_id = ?", (user_id,)
        )
        return row is not None and row[0] is not None
