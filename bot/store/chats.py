"""Per-chat choices: style prompt, track length, and whether Telegram still lets us write there."""

from __future__ import annotations

from collections.abc import Callable

import aiosqlite

from bot.store.models import ChatSettings
from bot.store.sql import first


class ChatsRepo:
    def __init__(self, conn: aiosqlite.Connection, clock: Callable[[], float]) -> None:
        self._conn = conn
        self._now = clock

    async def get(self, chat_id: int) -> ChatSettings:
        row = await first(
            self._conn,
            "SELECT chat_id, style, duration_sec, active FROM chats WHERE chat_id = ?",
            (chat_id,),
        )
        if row is None:
            return ChatSettings(chat_id=chat_id, style=None, duration_sec=None, active=True)
        return ChatSettings(
            chat_id=row["chat_id"],
            style=row["style"],
            duration_sec=row["duration_sec"],
            active=bool(row["active"]),
        )

    async def set_style(self, chat_id: int, style: str | None) -> None:
        await self._upsert(chat_id, "style", style)

    async def set_duration(self, chat_id: int, duration_sec: int) -> None:
        await self._upsert(chat_id, "duration_sec", duration_sec)

    async def set_active(self, chat_id: int, active: bool) -> None:
        await self._upsert(chat_id, "active", int(active))

    async def _upsert(self, chat_id: int, column: str, value: object) -> None:
        await self._conn.execute(
            f"INSERT INTO chats (chat_id, {column}, updated_at) VALUES (?, ?, ?)"
            f" ON CONFLICT(chat_id) DO UPDATE SET {column} = excluded.{column},"
            " updated_at = excluded.updated_at",
            (chat_id, value, self._now()),
        )
