"""A user's delivered songs, for sharing them from any chat (inline mode): Telegram keeps each
song's audio by the file id it gave at delivery, so sending one again costs no track."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import aiosqlite

from bot.store.sql import rows

# How many of a user's newest songs a title search looks through. SQLite's LIKE and lower() fold
# ASCII only, so Cyrillic titles are matched in Python (str.casefold) on the rows read.
SEARCHED_AT_MOST = 1000


@dataclass(frozen=True)
class Song:
    request_id: int
    title: str
    audio_file_id: str


class SongsRepo:
    def __init__(self, conn: aiosqlite.Connection, clock: Callable[[], float]) -> None:
        self._conn = conn

    async def delivered_of_user(
        self, user_id: int, words: str = "", offset: int = 0, limit: int = 50
    ) -> list[Song]:
        """The user's delivered songs in every chat, newest first, whose titles hold `words`
        (any case); `offset` and `limit` page through them."""
        found = await rows(
            self._conn,
            "SELECT id, title, audio_file_id FROM requests"
            " WHERE user_id = ? AND state = 'delivered' AND audio_file_id IS NOT NULL"
            " ORDER BY id DESC LIMIT ?",
            (user_id, SEARCHED_AT_MOST),
        )
        wanted = words.strip().casefold()
        songs = [
            Song(request_id=row[0], title=row[1] or "", audio_file_id=row[2])
            for row in found
            if wanted in (row[1] or "").casefold()
        ]
        return songs[offset : offset + limit]
