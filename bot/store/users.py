"""People the bot has met, and the language each reads (their choice first, then Telegram's)."""

from __future__ import annotations

from collections.abc import Callable

import aiosqlite

from bot.store.sql import first
from bot.texts import language_for


class UsersRepo:
    def __init__(self, conn: aiosqlite.Connection, clock: Callable[[], float]) -> None:
        self._conn = conn
        self._now = clock

    async def remember(self, user_id: int, first_name: str, language_code: str | None) -> str:
        """Record the user as seen now; returns the language to answer them in."""
        # One statement: this runs before every update the bot handles.
        row = await first(
            self._conn,
            "INSERT INTO users (user_id, first_name, language_code, updated_at)"
            " VALUES (?, ?, ?, ?) ON CONFLICT(user_id) DO UPDATE SET"
            " first_name = excluded.first_name, language_code = excluded.language_code,"
            " updated_at = excluded.updated_at RETURNING language, language_code",
            (user_id, first_name, language_code, self._now()),
        )
        return _language_of(row)

    async def language(self, user_id: int) -> str:
        row = await first(
            self._conn, "SELECT language, language_code FROM users WHERE user_id = ?", (user_id,)
        )
        return _language_of(row)

    async def set_language(self, user_id: int, language: str | None) -> None:
        """Override Telegram's language (None goes back to it)."""
        await self._conn.execute(
            "INSERT INTO users (user_id, language, updated_at) VALUES (?, ?, ?)"
            " ON CONFLICT(user_id) DO UPDATE SET language = excluded.language,"
            " updated_at = excluded.updated_at",
            (user_id, language, self._now()),
        )


def _language_of(row: aiosqlite.Row | None) -> str:
    if row is None:
        return language_for(None)
    return row["language"] or language_for(row["language_code"])
