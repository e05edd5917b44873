"""People the bot has met, and the language each reads (their choice first, then Telegram's)."""

from __future__ import annotations

from collections.abc import Callable
from typing import NamedTuple

import aiosqlite

from bot.store.sql import first
from bot.texts import language_for

REMEMBERED_AT_MOST = 10_000  # users kept in memory; more and the memory starts afresh
# A user seen again within this time with the same name and language is not written again:
# remember() runs before every update, and the row would only change its time.
USER_REMEMBER_SEC = 600.0


class _Seen(NamedTuple):
    first_name: str
    language_code: str | None
    language: str
    at: float


class UsersRepo:
    def __init__(self, conn: aiosqlite.Connection, clock: Callable[[], float]) -> None:
        self._conn = conn
        self._now = clock
        self._seen: dict[int, _Seen] = {}

    async def remember(self, user_id: int, first_name: str, language_code: str | None) -> str:
        """Record the user as seen now; returns the language to answer them in."""
        now = self._now()
        seen = self._seen.get(user_id)
        if (
            seen is not None
            and (seen.first_name, seen.language_code) == (first_name, language_code)
            and now - seen.at < USER_REMEMBER_SEC
        ):
            return seen.language
        row = await first(
            self._conn,
            "INSERT INTO users (user_id, first_name, language_code, updated_at)"
            " VALUES (?, ?, ?, ?) ON CONFLICT(user_id) DO UPDATE SET"
            " first_name = excluded.first_name, language_code = excluded.language_code,"
            " updated_at = excluded.updated_at RETURNING language, language_code",
            (user_id, first_name, language_code, now),
        )
        language = _language_of(row)
        if len(self._seen) >= REMEMBERED_AT_MOST:
            self._seen.clear()
        self._seen[user_id] = _Seen(first_name, language_code, language, now)
        return language

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
        # After the write: a remember() read before it may have kept the old language.
        self._seen.pop(user_id, None)


def _language_of(row: aiosqlite.Row | None) -> str:
    if row is None:
        return language_for(None)
    return row["language"] or language_for(row["language_code"])
