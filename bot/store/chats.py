"""Per-chat choices: style prompt, track length, and whether Telegram still lets us write there."""

from __future__ import annotations

from collections.abc import Callable
from typing import Literal

import aiosqlite

from bot.store.models import ChatSettings
from bot.store.sql import first

# The chat's columns a setter writes; the name goes into SQL, so only these are accepted.
ChatColumn = Literal["style", "duration_sec", "active"]


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

    async def move(self, old_chat_id: int, new_chat_id: int) -> None:
        """A group upgraded to a supergroup: its style and length go along, the new chat is
        active, and the former id is kept (access by ALLOWED_CHAT_IDS follows it). A second call
        changes nothing the first did not."""
        await self._conn.execute(
            "INSERT INTO chats (chat_id, style, duration_sec, active, moved_from, updated_at)"
            " SELECT ?, style, duration_sec, 1, ?, ? FROM (SELECT 1)"
            " LEFT JOIN chats ON chat_id = ? WHERE true"
            " ON CONFLICT(chat_id) DO UPDATE SET"
            " style = COALESCE(chats.style, excluded.style),"
            " duration_sec = COALESCE(chats.duration_sec, excluded.duration_sec),"
            " moved_from = excluded.moved_from, updated_at = excluded.updated_at",
            (new_chat_id, old_chat_id, self._now(), old_chat_id),
        )

    async def moved_from(self, chat_id: int) -> int | None:
        """The id this chat had before Telegram upgraded it to a supergroup, if it had one."""
        row = await first(self._conn, "SELECT moved_from FROM chats WHERE chat_id = ?", (chat_id,))
        return None if row is None else row[0]

    async def _upsert(self, chat_id: int, column: ChatColumn, value: object) -> None:
        await self._conn.execute(
            f"INSERT INTO chats (chat_id, {column}, updated_at) VALUES (?, ?, ?)"
            f" ON CONFLICT(chat_id) DO UPDATE SET {column} = excluded.{column},"
            " updated_at = excluded.updated_at",
            (chat_id, value, self._now()),
        )
